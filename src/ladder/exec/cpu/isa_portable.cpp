// The cpu lowerer's code built once per instruction set (the fused-program evaluator and its
// block reductions and affine chains, fused_eval.inc; the reduce_window and select_and_scatter
// kernels, reduce_window.inc and select_and_scatter.inc), here for any x86-64 (or other) CPU:
// the baseline instruction set. fused.cpp and window.cpp pick a build at run time.
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

namespace ladder::exec::cpu::portable {
#include "ladder/exec/cpu/fused_eval.inc"
#include "ladder/exec/cpu/reduce_window.inc"
#include "ladder/exec/cpu/select_and_scatter.inc"
}  // namespace ladder::exec::cpu::portable

namespace ladder::exec::cpu {
EvalBlockFn portable_eval_block() { return &portable::eval_block; }
BlockReducers portable_block_reducers() { return {&portable::reduce_periodic, &portable::accumulate, &portable::add_periodic_bf16}; }
AffineChainFn portable_affine_chain() { return &portable::affine_chain; }
WindowKernelMakers portable_window_kernels() {
  return {&portable::make_reduce_window_kernel, &portable::make_select_and_scatter_kernel};
}
}  // namespace ladder::exec::cpu
