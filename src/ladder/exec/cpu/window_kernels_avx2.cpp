// The reduce_window and select_and_scatter kernels compiled for AVX2 (chosen at run time by
// window.cpp on CPUs without AVX-512). As in fused_eval_avx512.cpp, every header comes before
// the pragma.
#include <bit>
#include <cstring>

#include "ladder/exec/cpu/window.h"

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC push_options
#pragma GCC target("avx2,fma")
namespace ladder::exec::cpu::avx2 {
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::avx2
#pragma GCC pop_options

namespace ladder::exec::cpu {
WindowKernelMakers avx2_window_kernels() {
  return {&avx2::make_reduce_window_kernel, &avx2::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
#else
namespace ladder::exec::cpu {
WindowKernelMakers avx2_window_kernels() { return {}; }
}  // namespace ladder::exec::cpu
#endif
