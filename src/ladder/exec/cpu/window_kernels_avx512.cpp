// The reduce_window and select_and_scatter kernels compiled for AVX-512 (chosen at run time by
// window.cpp). Every header is included before the target pragma so that no library code is
// compiled for AVX-512 here; only the kernels in their own namespace are.
#include <bit>
#include <cstring>

#include "ladder/exec/cpu/window.h"

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512dq,avx512vl,fma,bmi2,prefer-vector-width=512")

namespace ladder::exec::cpu::avx512 {
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::avx512
#pragma GCC pop_options

namespace ladder::exec::cpu {
WindowKernelMakers avx512_window_kernels() {
  return {&avx512::make_reduce_window_kernel, &avx512::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
#else
namespace ladder::exec::cpu {
WindowKernelMakers avx512_window_kernels() { return {}; }
}  // namespace ladder::exec::cpu
#endif
