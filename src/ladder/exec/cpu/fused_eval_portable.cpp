// The fused-program evaluator for any x86-64 (or other) CPU: the baseline instruction set.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ladder/core/dtype.h"
#include "ladder/core/element.h"
#include "ladder/exec/cpu/fused.h"

namespace ladder::exec::cpu::portable {
#include "ladder/exec/cpu/fused_eval.inc"
}  // namespace ladder::exec::cpu::portable

namespace ladder::exec::cpu {
EvalBlockFn portable_eval_block() { return &portable::eval_block; }
BlockReducers portable_block_reducers() { return {&portable::reduce_periodic, &portable::accumulate, &portable::add_periodic_bf16}; }
AffineChainFn portable_affine_chain() { return &portable::affine_chain; }
}  // namespace ladder::exec::cpu
