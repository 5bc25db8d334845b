// The reduce_window and select_and_scatter kernels for any x86-64 (or other) CPU: the baseline
// instruction set.
#include <bit>
#include <cstring>

#include "ladder/exec/cpu/window.h"

namespace ladder::exec::cpu::portable {
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::portable

namespace ladder::exec::cpu {
WindowKernelMakers portable_window_kernels() {
  return {&portable::make_reduce_window_kernel, &portable::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
