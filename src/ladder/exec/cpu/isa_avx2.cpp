// The cpu lowerer's code built once per instruction set (see isa_portable.cpp), here for AVX2
// (chosen at run time on CPUs without AVX-512). As in isa_avx512.cpp, every header comes
// before the pragma.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ladder/core/dtype.h"
#include "ladder/core/element.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/window.h"

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC push_options
#pragma GCC target("avx2,fma")
namespace ladder::exec::cpu::avx2 {
#include "ladder/exec/cpu/fused_eval.inc"
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::avx2
#pragma GCC pop_options

namespace ladder::exec::cpu {
EvalBlockFn avx2_eval_block() { return &avx2::eval_block; }
BlockReducers avx2_block_reducers() { return {&avx2::reduce_periodic, &avx2::accumulate, &avx2::add_periodic_bf16}; }
AffineChainFn avx2_affine_chain() { return &avx2::affine_chain; }
WindowKernelMakers avx2_window_kernels() {
  return {&avx2::make_reduce_window_kernel, &avx2::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
#else
namespace ladder::exec::cpu {
EvalBlockFn avx2_eval_block() { return nullptr; }
BlockReducers avx2_block_reducers() { return {}; }
AffineChainFn avx2_affine_chain() { return nullptr; }
WindowKernelMakers avx2_window_kernels() { return {}; }
}  // namespace ladder::exec::cpu
#endif
