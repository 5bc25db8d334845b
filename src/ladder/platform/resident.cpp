#include "ladder/platform/resident.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "ladder/core/error.h"

namespace ladder::platform {

Fault parse_fault(std::string_view text) {
  if (text.empty()) return Fault::none;
  if (text == "ulp") return Fault::ulp;
  if (text == "stale") return Fault::stale;
  throw Error(cat("LADDER_FAULT='", text, "' is not a fault (ulp, stale, or unset)"));
}

Fault fault_from_env() {
  const char* env = std::getenv("LADDER_FAULT");
  return parse_fault(env ? env : "");
}

std::string_view fault_name(Fault fault) {
  switch (fault) {
    case Fault::none:
      return "none";
    case Fault::ulp:
      return "ulp";
    case Fault::stale:
      return "stale";
  }
  return "?";
}

void flip_lowest_bit(Tensor& tensor, int64_t i) {
  LADDER_ASSERT(i >= 0 && i < tensor.num_elements());
  // Little-endian hosts: the lowest bit of an element lives in its first byte.
  tensor.bytes()[i * dtype_size(tensor.dtype())] ^= 1;
}

StepTrace run_steps(exec::Lowerer& lowerer, exec::Executable& executable,
                    const std::vector<Tensor>& inputs, const std::vector<std::string>& output_names,
                    int num_resident, int steps, Residency residency, Fault fault) {
  LADDER_ASSERT(num_resident >= 1 && num_resident < int(inputs.size()));
  std::vector<std::unique_ptr<exec::Buffer>> buffers;
  for (const Tensor& t : inputs) buffers.push_back(lowerer.upload(t));

  StepTrace trace;
  for (int step = 0; step < steps; ++step) {
    // The stale fault keeps feeding input 1's old buffer at step 1, so it must not be donated.
    bool drop_update = fault == Fault::stale && step == 1;
    exec::ExecuteOptions options;
    if (residency == Residency::resident)
      for (int i = 1; i <= num_resident; ++i)
        if (!(drop_update && i == 1)) options.donated_inputs.push_back(i);

    std::vector<exec::Buffer*> args;
    for (auto& b : buffers) args.push_back(b.get());
    std::vector<std::unique_ptr<exec::Buffer>> outputs = executable.execute(args, options);
    LADDER_CHECK(int(outputs.size()) == num_resident + 1, "the train step returned ",
                 outputs.size(), " outputs, expected ", num_resident + 1);
    trace.losses.push_back(outputs[size_t(num_resident)]->to_host());

    for (int i = 0; i < num_resident; ++i) {
      if (drop_update && i == 0) continue;
      if (residency == Residency::resident)
        buffers[size_t(i) + 1] = std::move(outputs[size_t(i)]);
      else
        buffers[size_t(i) + 1] = lowerer.upload(outputs[size_t(i)]->to_host());
    }
    if (fault == Fault::ulp && step == 0) {
      Tensor theta = buffers[1]->to_host();
      flip_lowest_bit(theta, 0);
      buffers[1] = lowerer.upload(theta);
    }
  }
  for (int i = 0; i < num_resident; ++i) {
    trace.final_resident.push_back(buffers[size_t(i) + 1]->to_host());
    trace.names.push_back(size_t(i) < output_names.size() ? output_names[size_t(i)]
                                                          : cat("output ", i));
  }
  return trace;
}

namespace {
// Enough digits to show a one-ULP difference of a float.
std::string exact(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", v);
  return text;
}
bool identical(const Tensor& a, const Tensor& b) {
  return a.type() == b.type() && std::memcmp(a.bytes(), b.bytes(), size_t(a.byte_size())) == 0;
}
std::optional<int64_t> first_differing_element(const Tensor& a, const Tensor& b) {
  size_t width = size_t(dtype_size(a.dtype()));
  for (int64_t i = 0; i < a.num_elements(); ++i)
    if (std::memcmp(a.bytes() + size_t(i) * width, b.bytes() + size_t(i) * width, width) != 0)
      return i;
  return std::nullopt;
}
}  // namespace

std::optional<std::string> first_difference(const StepTrace& a, const StepTrace& b) {
  LADDER_ASSERT(a.losses.size() == b.losses.size() &&
                a.final_resident.size() == b.final_resident.size());
  for (size_t s = 0; s < a.losses.size(); ++s)
    if (!identical(a.losses[s], b.losses[s]))
      return cat("step ", s + 1, " loss: ", exact(a.losses[s].get(0)), " vs ",
                 exact(b.losses[s].get(0)));
  for (size_t i = 0; i < a.final_resident.size(); ++i) {
    const Tensor &x = a.final_resident[i], &y = b.final_resident[i];
    if (x.type() != y.type())
      return cat(a.names[i], ": ", type_string(x.type()), " vs ", type_string(y.type()));
    if (auto e = first_differing_element(x, y))
      return cat(a.names[i], " element ", *e, ": ", exact(x.get(*e)), " vs ", exact(y.get(*e)),
                 " after ", a.losses.size(), " steps");
  }
  return std::nullopt;
}

}  // namespace ladder::platform
