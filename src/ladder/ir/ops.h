// Graph-building functions. Each validates its operands, infers the result types and
// appends one node to the operands' block. Errors are ladder::Error and start with the
// op's short name and the shapes involved: "[dot_general] contracting dims of lhs
// tensor<2x3xf32> and rhs tensor<4x5xf32> differ in size (3 vs 4)".
//
// These are the functions users, nn/, and autodiff/ VJP rules build graphs with; the
// verifier re-runs the same inference (infer_result_types) on parsed modules.
#pragma once

#include <array>
#include <functional>
#include <span>

#include "ladder/ir/graph.h"

namespace ladder::ir {

// Result types of `kind` applied to operands of `operand_types` with `attr` and `regions`;
// throws ladder::Error (naming the op and the shapes) when the combination is invalid.
// For Call, `callee` must be the called function. Ops whose result type is itself their
// attribute — convert (its dtype), reshape and broadcast_in_dim (its shape), iota (both) —
// take it as `declared`; the rest of it is checked against the operands.
std::vector<TensorType> infer_result_types(OpKind kind, std::span<const TensorType> operand_types,
                                           const Attr& attr,
                                           const std::vector<std::unique_ptr<Block>>& regions,
                                           const Function* callee = nullptr,
                                           const TensorType* declared = nullptr);
// The result type an op's text or builder declares, which infer_result_types reads as
// `declared`: rng_bit_generator's output (its second result), the first result of the others.
const TensorType* declared_result(OpKind kind, std::span<const TensorType> results);

// ---- leaves -------------------------------------------------------------------------------
Value constant(Block& b, Tensor value);
Value constant(Block& b, double value, DType dtype);                     // rank 0
Value constant(Block& b, double value, DType dtype, const Shape& shape);  // splat
Value iota(Block& b, TensorType type, int64_t dimension);

// ---- elementwise (operands must have equal shapes; no implicit broadcasting) ------------
Value convert(Value x, DType to);
Value reduce_precision(Value x, int64_t exponent_bits, int64_t mantissa_bits);
// x's bits as element type `to`; the shape gains or loses a last dimension when the widths
// differ (f64 -> [4] f16, [2] i32 -> i64).
Value bitcast_convert(Value x, DType to);
Value abs(Value x);
Value negate(Value x);
Value exp(Value x);
Value log(Value x);
Value sqrt(Value x);
Value rsqrt(Value x);
Value tanh(Value x);
Value logistic(Value x);
Value sine(Value x);
Value cosine(Value x);
Value floor(Value x);
Value sign(Value x);
Value erf(Value x);
Value logical_not(Value x);  // bitwise for integers, logical for i1
Value add(Value a, Value b);
Value subtract(Value a, Value b);
Value multiply(Value a, Value b);
Value divide(Value a, Value b);
Value maximum(Value a, Value b);
Value minimum(Value a, Value b);
Value power(Value a, Value b);
Value logical_and(Value a, Value b);
Value logical_or(Value a, Value b);
Value compare(Value a, Value b, CompareDirection direction,
              CompareType type = CompareType::NOTYPE);  // NOTYPE: chosen from the dtype
Value clamp(Value min, Value x, Value max);  // min/max may be rank 0
Value select(Value pred, Value on_true, Value on_false);  // pred may be rank 0

// Applies a unary or binary elementwise OpKind (for code driven by the op list).
Value unary(OpKind kind, Value x);
Value binary(OpKind kind, Value a, Value b);

// ---- shape ops ----------------------------------------------------------------------------
Value broadcast_in_dim(Value x, const Shape& shape, std::vector<int64_t> dims);
Value reshape(Value x, const Shape& shape);
// `outer`, a value of an enclosing block, read inside `region` (a region of control flow that
// captures it): a reshape to its own shape there, since the builders take operands of one
// block and append to it. The lowerers run it as a view.
Value capture(Block& region, Value outer);
Value transpose(Value x, std::vector<int64_t> permutation);
Value slice(Value x, std::vector<int64_t> start, std::vector<int64_t> limit,
            std::vector<int64_t> strides = {});  // empty strides: all 1
Value pad(Value x, Value padding_value, std::vector<int64_t> low, std::vector<int64_t> high,
          std::vector<int64_t> interior = {});  // empty interior: all 0
Value concatenate(std::span<const Value> xs, int64_t dimension);
Value reverse(Value x, std::vector<int64_t> dims);
Value dynamic_slice(Value x, std::span<const Value> start_indices, std::vector<int64_t> sizes);
Value dynamic_update_slice(Value x, Value update, std::span<const Value> start_indices);

// ---- regions ----------------------------------------------------------------------------
// A body builder receives the region block and its parameters and returns the values the
// region yields. For reduce-like ops over N inputs the parameters are N accumulators then N
// elements, all rank 0.
using BodyBuilder = std::function<std::vector<Value>(Block&, std::span<const Value>)>;

std::vector<Value> reduce(std::span<const Value> inputs, std::span<const Value> inits,
                          std::vector<int64_t> dims, const BodyBuilder& body);
std::vector<Value> reduce_window(std::span<const Value> inputs, std::span<const Value> inits,
                                 ReduceWindowAttr attr, const BodyBuilder& body);
Value select_and_scatter(Value operand, Value source, Value init, SelectAndScatterAttr attr,
                         const BodyBuilder& select, const BodyBuilder& scatter);
Value all_reduce(Value x, AllReduceAttr attr, const BodyBuilder& body);
// The operands of x's replica group concatenated along attr.dimension, in group order
// (replica_groups must be given: the group size sets the result's shape).
Value all_gather(Value x, CollectiveAttr attr);
// The reduction over x's replica group, split along attr.dimension into group-size slices:
// the replica at position k of its group gets slice k.
Value reduce_scatter(Value x, CollectiveAttr attr, const BodyBuilder& body);
// x sent from each pair's source replica to its target; a replica that is no pair's target
// gets zeros. No replica is a source twice or a target twice.
Value collective_permute(Value x, std::vector<std::pair<int64_t, int64_t>> source_target_pairs,
                         int64_t channel_handle = 0);
// Each of xs split along attr.dimension into attr.split_count parts, part k sent to the k-th
// member of the group, the parts received concatenated along attr.concat_dimension.
std::vector<Value> all_to_all(std::span<const Value> xs, CollectiveAttr attr);
// The group root's xs on every member of its group (zeros on a process in no group); with
// attr.has_dynamic_root the last of xs holds each result's root (tensor<Nxi32>).
std::vector<Value> collective_broadcast(std::span<const Value> xs, CollectiveAttr attr);
// The reduction of xs over the group on its root, zeros on the other processes.
std::vector<Value> collective_reduce(std::span<const Value> xs, CollectiveAttr attr, const BodyBuilder& body);
// This process's replica index, and its partition's, as tensor<ui32>.
Value replica_id(Block& b);
Value partition_id(Block& b);

// The operands unchanged; the compiler may not move work across it (ladder moves none).
std::vector<Value> optimization_barrier(std::span<const Value> xs);

// Control flow. Regions may read values of the enclosing block (captures). while_loop's cond
// and body take the carried values; cond yields one tensor<i1>, body the carried values.
std::vector<Value> while_loop(std::span<const Value> carried, const BodyBuilder& cond, const BodyBuilder& body);
// Branches take no parameters and yield values of one list of types. if_then_else runs
// on_true when pred (tensor<i1>) is true; case_of runs branch `index` (tensor<i32>), the last
// one for an index out of range.
std::vector<Value> if_then_else(Value pred, const BodyBuilder& on_true, const BodyBuilder& on_false);
std::vector<Value> case_of(Value index, std::span<const BodyBuilder> branches);

// Common bodies.
BodyBuilder sum_body();  // (a, b) -> a + b
BodyBuilder max_body();  // (a, b) -> max(a, b)
BodyBuilder min_body();
BodyBuilder ge_select_body();  // select-and-scatter select: a >= b (first maximum wins)

// Conveniences built on reduce / reduce_window (single operand, init from dtype).
Value reduce_sum(Value x, std::vector<int64_t> dims);
Value reduce_max(Value x, std::vector<int64_t> dims);
Value max_pool(Value x, ReduceWindowAttr attr);  // init -inf
Value sum_pool(Value x, ReduceWindowAttr attr);  // init 0

// ---- contractions -------------------------------------------------------------------------
Value dot_general(Value lhs, Value rhs, DotGeneralAttr attr);
// ... accumulating into `result` (f32 from bf16 operands: the spec's wider result type).
Value dot_general(Value lhs, Value rhs, DotGeneralAttr attr, DType result);
// ---- gather and scatter --------------------------------------------------------------------
Value gather(Value operand, Value start_indices, GatherAttr attr);
std::vector<Value> scatter(std::span<const Value> inputs, Value scatter_indices, std::span<const Value> updates,
                           ScatterAttr attr, const BodyBuilder& update_computation);

// ---- sort ------------------------------------------------------------------------------------
// The inputs (one shape) reordered alike along `dimension` (negative: from the end) so that
// `comparator` holds between neighbours; it takes (lhs_0, rhs_0, lhs_1, rhs_1, ...), rank 0,
// and yields one tensor<i1>: whether lhs goes before rhs. Always stable.
std::vector<Value> sort(std::span<const Value> inputs, int64_t dimension, bool is_stable,
                        const BodyBuilder& comparator);
// The comparator of an ascending (LT) or descending (GT) sort on input `key`'s pair.
BodyBuilder compare_body(CompareDirection direction, size_t key = 0);

// x with op(a) x = b (attr.left_side) or x op(a) = b, a triangular; batch dims lead.
Value triangular_solve(Value a, Value b, TriangularSolveAttr attr);
// The Cholesky factor of symmetric positive-definite a (batch dims lead): l with a = l l^T
// (lower) or u with a = u^T u; the other triangle is zero.
Value cholesky(Value a, bool lower);
// (output_state, output) of rng_bit_generator on `state` (tensor<2xui64> or tensor<3xui64>):
// XLA's bits of `output`'s type.
std::array<Value, 2> rng_bit_generator(Value state, RngAlgorithm algorithm, const TensorType& output);
Value matmul(Value lhs, Value rhs);  // rank 2: [M,K]·[K,N]
Value convolution(Value lhs, Value rhs, ConvolutionAttr attr);
Value convolution(Value lhs, Value rhs, ConvolutionAttr attr, DType result);

// ---- functions ----------------------------------------------------------------------------
std::vector<Value> call(Block& b, const Function& callee, std::span<const Value> args);

}  // namespace ladder::ir
