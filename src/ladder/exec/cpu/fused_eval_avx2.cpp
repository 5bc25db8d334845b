// The fused-program evaluator compiled for AVX2 (chosen at run time by eval_block_fn() on
// CPUs without AVX-512). As in fused_eval_avx512.cpp, every header comes before the pragma.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ladder/core/dtype.h"
#include "ladder/core/element.h"
#include "ladder/exec/cpu/fused.h"

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC push_options
#pragma GCC target("avx2,fma")
namespace ladder::exec::cpu::avx2 {
#include "ladder/exec/cpu/fused_eval.inc"
}  // namespace ladder::exec::cpu::avx2
#pragma GCC pop_options

namespace ladder::exec::cpu {
EvalBlockFn avx2_eval_block() { return &avx2::eval_block; }
BlockReducers avx2_block_reducers() { return {&avx2::reduce_periodic, &avx2::accumulate, &avx2::add_periodic_bf16}; }
AffineChainFn avx2_affine_chain() { return &avx2::affine_chain; }
}  // namespace ladder::exec::cpu
#else
namespace ladder::exec::cpu {
EvalBlockFn avx2_eval_block() { return nullptr; }
BlockReducers avx2_block_reducers() { return {}; }
AffineChainFn avx2_affine_chain() { return nullptr; }
}  // namespace ladder::exec::cpu
#endif
