// The one place that knows which lowerers this build has.
#include <cstdlib>
#include <string_view>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/exec/reference/reference.h"
#ifdef LADDER_HAVE_CPU_LOWERER
#include "ladder/exec/cpu/cpu.h"
#endif
#ifdef LADDER_HAVE_PJRT_LOWERER
#include "ladder/exec/pjrt/pjrt.h"
#endif

namespace ladder::exec {

namespace {
struct Entry {
  const char* name;
  std::unique_ptr<Lowerer> (*make)(const LowererOptions&);
};
constexpr Entry kLowerers[] = {
    {"reference", make_reference_lowerer},
#ifdef LADDER_HAVE_CPU_LOWERER
    {"cpu", make_cpu_lowerer},
#endif
#ifdef LADDER_HAVE_PJRT_LOWERER
    {"pjrt", make_pjrt_lowerer},
#endif
};
}  // namespace

std::vector<std::string> lowerer_names() {
  std::vector<std::string> names;
  for (const Entry& e : kLowerers) names.push_back(e.name);
  return names;
}

std::string default_lowerer_name() {
  if (const char* env = std::getenv("LADDER_LOWERER"); env && *env) return env;
  for (const Entry& e : kLowerers)
    if (std::string_view(e.name) == "cpu") return e.name;
  return "reference";
}

std::unique_ptr<Lowerer> make_lowerer(const std::string& name, const LowererOptions& options) {
  for (const Entry& e : kLowerers)
    if (name == e.name) return e.make(options);
  std::string known;
  for (auto& n : lowerer_names()) known += (known.empty() ? "" : ", ") + n;
  throw Error(cat("unknown lowerer '", name, "' (available in this build: ", known, ")"));
}

}  // namespace ladder::exec
