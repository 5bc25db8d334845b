// Linked into the test binaries that run once per instruction-set family (tests/CMakeLists.txt,
// ladder_isa_instances): an instance is the binary run with LADDER_CPU_ISA set, which picks the
// cpu lowerer's fused kernels and caps oneDNN (amx: leaves it uncapped). Where this CPU cannot
// run the instance's instruction set, every test of the instance is skipped, with the reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace {

class IsaInstance : public ::testing::Environment {
 public:
  void SetUp() override {
    const char* isa = std::getenv("LADDER_CPU_ISA");
    if (!isa || !*isa) return;
    const std::vector<std::string> here = ladder::exec::cpu::eval_block_isas();
    if (std::string(isa) == "amx") {  // the fused kernels' avx512 build, oneDNN's AMX kernels
      if (std::find(here.begin(), here.end(), "avx512") == here.end() || !ladder::exec::cpu::onednn_amx())
        GTEST_SKIP() << "the amx instance needs a CPU with AMX, on which oneDNN runs its AMX kernels; this one has none";
      return;
    }
    if (std::find(here.begin(), here.end(), isa) == here.end()) {
      std::string list;
      for (const std::string& name : here) list += (list.empty() ? "" : ", ") + name;
      GTEST_SKIP() << "the " << isa << " instance needs a CPU with " << isa << "; this one runs " << list;
    }
  }
};

const auto* const registered = ::testing::AddGlobalTestEnvironment(new IsaInstance);

}  // namespace
