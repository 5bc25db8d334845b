// The cpu lowerer's code built once per instruction set (see isa_portable.cpp), here for
// AVX-512. Every header is included before the target pragma so that no library code is
// compiled for AVX-512 here; only the code in its own namespace is.
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
#pragma GCC target("avx512f,avx512bw,avx512dq,avx512vl,fma,bmi2,prefer-vector-width=512")
namespace ladder::exec::cpu::avx512 {
#include "ladder/exec/cpu/fused_eval.inc"
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::avx512
#pragma GCC pop_options

namespace ladder::exec::cpu {
EvalBlockFn avx512_eval_block() { return &avx512::eval_block; }
BlockReducers avx512_block_reducers() { return {&avx512::reduce_periodic, &avx512::accumulate, &avx512::add_periodic_bf16}; }
AffineChainFn avx512_affine_chain() { return &avx512::affine_chain; }
WindowKernelMakers avx512_window_kernels() {
  return {&avx512::make_reduce_window_kernel, &avx512::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
#else
namespace ladder::exec::cpu {
EvalBlockFn avx512_eval_block() { return nullptr; }
BlockReducers avx512_block_reducers() { return {}; }
AffineChainFn avx512_affine_chain() { return nullptr; }
WindowKernelMakers avx512_window_kernels() { return {}; }
}  // namespace ladder::exec::cpu
#endif
