// Linked into the test binaries that run once per instruction-set family (tests/CMakeLists.txt,
// ladder_isa_instances): an instance is the binary run with LADDER_CPU_ISA set, which picks the
// cpu lowerer's fused kernels and caps oneDNN. Where this CPU cannot run the instance's
// instruction set, every test of the instance is skipped, with the reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "ladder/exec/cpu/fused.h"

namespace {

class IsaInstance : public ::testing::Environment {
 public:
  void SetUp() override {
    const char* isa = std::getenv("LADDER_CPU_ISA");
    if (!isa || !*isa) return;
    const std::vector<std::string> here = ladder::exec::cpu::eval_block_isas();
    if (std::find(here.begin(), here.end(), isa) == here.end()) {
      std::string list;
      for (const std::string& name : here) list += (list.empty() ? "" : ", ") + name;
      GTEST_SKIP() << "the " << isa << " instance needs a CPU with " << isa << "; this one runs " << list;
    }
  }
};

const auto* const registered = ::testing::AddGlobalTestEnvironment(new IsaInstance);

}  // namespace
