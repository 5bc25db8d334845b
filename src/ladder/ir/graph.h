// The IR: a Module of Functions; a Function's body is a Block of Nodes in program order;
// a Node is one op with typed results; a Value is one result of one Node. Regions (the
// bodies of reduce, reduce_window, select_and_scatter and all_reduce; while's cond and body,
// if's and case's branches) are Blocks owned by their Node. Block arguments are Parameter nodes at the start of the block.
//
// Shape letters used in comments across ladder: N batch, C channels, H/W spatial,
// K output features, B batch dims of dot_general.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "ladder/core/tensor.h"

#include "ladder/ir/ops.def"

namespace ladder::ir {

enum class OpKind : uint8_t {
#define LADDER_OP_ENUM(name, ...) name,
  LADDER_OPS(LADDER_OP_ENUM)
#undef LADDER_OP_ENUM
};

inline constexpr int kNumOps = 0
#define LADDER_OP_COUNT(...) +1
    LADDER_OPS(LADDER_OP_COUNT)
#undef LADDER_OP_COUNT
    ;

// The columns of ops.def (documented there).
enum class OpClass : uint8_t { Leaf, Unary, Binary, Ternary, Special };
enum class OpTypes : uint8_t {
  Float, FloatOrComplex, FloatOrSigned, FloatSignedOrComplex, Numeric, NumericOrComplex, Integer, Bitwise, Any, Own
};
enum class OpResult : uint8_t { Same, Pred, RealPart, ComplexOf, Declared, Own };
enum class OpGrad : uint8_t { Differentiable, ZeroGradient, Discrete };
enum class OpSamples : uint8_t {
  Any, Small, Positive, AwayFromZero, Fractional, NearInteger, Distinct, DivisorAwayFromZero, PositiveBase,
  FractionalQuotient, Own
};

std::string_view op_name(OpKind k);  // "stablehlo.add"
std::string_view op_short_name(OpKind k);  // "add"
OpClass op_class(OpKind k);
OpTypes op_types(OpKind k);
OpResult op_result(OpKind k);
int op_regions(OpKind k);
OpGrad op_grad(OpKind k);
OpSamples op_samples(OpKind k);
// Whether an elementwise op of `op_types(k)` accepts element type t (Own: always true here; the
// op's rule decides).
bool op_accepts(OpKind k, DType t);
// Whether the regions of `k` may read values of the enclosing blocks (control flow: while,
// if, case); the others' regions see only their own arguments and ops.
bool op_regions_capture(OpKind k);
// True for the ops of LADDER_GENERIC_FORM_ONLY (no custom printed form).
bool op_generic_form_only(OpKind k);
// True for the ops of LADDER_COLLECTIVES (they communicate across the process grid).
bool op_is_collective(OpKind k);
// Looks an op up by its printed name ("stablehlo.add", "chlo.erf", "func.call").
std::optional<OpKind> op_from_name(std::string_view name);

// Case labels for every op of one class, for a switch over OpKind that treats a class alike
// and still names every op (so -Werror=switch catches a new one that fits no case):
//   switch (kind) {
//     LADDER_UNARY_OPS return eval_unary(...);
//     LADDER_LEAF_OPS LADDER_BINARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS throw ...;
//   }
#define LADDER_LEAF_OPS LADDER_OPS(LADDER_OP_CASE_IF_Leaf)
#define LADDER_UNARY_OPS LADDER_OPS(LADDER_OP_CASE_IF_Unary)
#define LADDER_BINARY_OPS LADDER_OPS(LADDER_OP_CASE_IF_Binary)
#define LADDER_TERNARY_OPS LADDER_OPS(LADDER_OP_CASE_IF_Ternary)
#define LADDER_SPECIAL_OPS LADDER_OPS(LADDER_OP_CASE_IF_Special)
#define LADDER_ELEMENTWISE_OPS LADDER_UNARY_OPS LADDER_BINARY_OPS LADDER_TERNARY_OPS
// The ops with no custom (pretty) form, printed and parsed in the generic form only, as MLIR
// prints them ("stablehlo.gather"(%a, %i) <{...}> : (...) -> ...): the printer's choice of form,
// its custom-form switch and the parser's all read this one list.
#define LADDER_GENERIC_FORM_ONLY(X) \
  X(ReduceWindow) X(SelectAndScatter) X(AllReduce) X(AllGather) X(ReduceScatter) X(CollectivePermute) \
  X(AllToAll) X(CollectiveBroadcast) X(CollectiveReduce) \
  X(Gather) X(Scatter) X(TriangularSolve) X(Cholesky) X(If) X(Case) X(Sort)
#define LADDER_OP_CASE(name) case ::ladder::ir::OpKind::name:
#define LADDER_GENERIC_FORM_ONLY_OPS LADDER_GENERIC_FORM_ONLY(LADDER_OP_CASE)
// The ops that communicate across the process grid (exec/collective.h forms their groups);
// replica_id and partition_id only read the process's place in it.
#define LADDER_COLLECTIVES(X) \
  X(AllReduce) X(AllGather) X(ReduceScatter) X(CollectivePermute) X(AllToAll) X(CollectiveBroadcast) X(CollectiveReduce)
#define LADDER_COLLECTIVE_OPS LADDER_COLLECTIVES(LADDER_OP_CASE)
// The machinery: LADDER_OP_KEEP_C_<op's class>(tokens) keeps the tokens when the op's class is
// C (and LADDER_OP_KEEP_Elementwise_<class> for Unary, Binary and Ternary), so an X-macro over
// LADDER_OPS can pick one class's ops: case labels here, the cpu lowerer's fused codes.
#define LADDER_OP_CASE_IF_Leaf(name, text, cls, ...) LADDER_OP_KEEP_Leaf_##cls(case ::ladder::ir::OpKind::name:)
#define LADDER_OP_CASE_IF_Unary(name, text, cls, ...) LADDER_OP_KEEP_Unary_##cls(case ::ladder::ir::OpKind::name:)
#define LADDER_OP_CASE_IF_Binary(name, text, cls, ...) LADDER_OP_KEEP_Binary_##cls(case ::ladder::ir::OpKind::name:)
#define LADDER_OP_CASE_IF_Ternary(name, text, cls, ...) LADDER_OP_KEEP_Ternary_##cls(case ::ladder::ir::OpKind::name:)
#define LADDER_OP_CASE_IF_Special(name, text, cls, ...) LADDER_OP_KEEP_Special_##cls(case ::ladder::ir::OpKind::name:)
#define LADDER_OP_KEEP_Leaf_Leaf(...) __VA_ARGS__
#define LADDER_OP_KEEP_Leaf_Unary(...)
#define LADDER_OP_KEEP_Leaf_Binary(...)
#define LADDER_OP_KEEP_Leaf_Ternary(...)
#define LADDER_OP_KEEP_Leaf_Special(...)
#define LADDER_OP_KEEP_Unary_Leaf(...)
#define LADDER_OP_KEEP_Unary_Unary(...) __VA_ARGS__
#define LADDER_OP_KEEP_Unary_Binary(...)
#define LADDER_OP_KEEP_Unary_Ternary(...)
#define LADDER_OP_KEEP_Unary_Special(...)
#define LADDER_OP_KEEP_Binary_Leaf(...)
#define LADDER_OP_KEEP_Binary_Unary(...)
#define LADDER_OP_KEEP_Binary_Binary(...) __VA_ARGS__
#define LADDER_OP_KEEP_Binary_Ternary(...)
#define LADDER_OP_KEEP_Binary_Special(...)
#define LADDER_OP_KEEP_Ternary_Leaf(...)
#define LADDER_OP_KEEP_Ternary_Unary(...)
#define LADDER_OP_KEEP_Ternary_Binary(...)
#define LADDER_OP_KEEP_Ternary_Ternary(...) __VA_ARGS__
#define LADDER_OP_KEEP_Ternary_Special(...)
#define LADDER_OP_KEEP_Special_Leaf(...)
#define LADDER_OP_KEEP_Special_Unary(...)
#define LADDER_OP_KEEP_Special_Binary(...)
#define LADDER_OP_KEEP_Special_Ternary(...)
#define LADDER_OP_KEEP_Special_Special(...) __VA_ARGS__
#define LADDER_OP_KEEP_Elementwise_Leaf(...)
#define LADDER_OP_KEEP_Elementwise_Special(...)
#define LADDER_OP_KEEP_Elementwise_Unary(...) __VA_ARGS__
#define LADDER_OP_KEEP_Elementwise_Binary(...) __VA_ARGS__
#define LADDER_OP_KEEP_Elementwise_Ternary(...) __VA_ARGS__

// ---- attributes, one struct per op that has any --------------------------------------

enum class CompareDirection : uint8_t { EQ, NE, LT, LE, GT, GE };
enum class CompareType : uint8_t { FLOAT, TOTALORDER, SIGNED, UNSIGNED, NOTYPE };
std::string_view compare_direction_name(CompareDirection d);
std::string_view compare_type_name(CompareType t);
// Whether `a direction b` holds for two values of one ordered type (a NaN makes all but NE false).
template <typename T>
bool holds(CompareDirection d, T a, T b) {
  switch (d) {
    case CompareDirection::EQ: return a == b;
    case CompareDirection::NE: return a != b;
    case CompareDirection::LT: return a < b;
    case CompareDirection::LE: return a <= b;
    case CompareDirection::GT: return a > b;
    case CompareDirection::GE: return a >= b;
  }
  return false;
}

struct NoAttr {
  bool operator==(const NoAttr&) const = default;
};
struct ParameterAttr {
  int index = 0;  // position among the block's arguments
  bool operator==(const ParameterAttr&) const = default;
};
// A constant's literal. `value` holds every element in row-major order, except for a splat
// (two or more elements, all equal): that keeps its one element as a rank-0 `value` and its
// shape in `splat_shape`, so `dense<0.0> : tensor<32x240x28x28xf32>` costs 4 bytes. Make one
// with constant_attr(), which turns every literal whose elements are all equal into a splat,
// so that equal literals compare equal however they were written.
struct ConstantAttr {
  Tensor value;
  std::optional<Shape> splat_shape;

  bool is_splat() const { return splat_shape.has_value(); }
  TensorType type() const { return {value.dtype(), splat_shape ? *splat_shape : value.shape()}; }
  int64_t num_elements() const { return type().num_elements(); }
  // Element i (row-major) as double or int64, as Tensor::get/get_int read it.
  double get(int64_t i) const { return value.get(is_splat() ? 0 : i); }
  int64_t get_int(int64_t i) const { return value.get_int(is_splat() ? 0 : i); }
  // Every element, at full size (a splat is allocated here).
  Tensor expanded() const;
  bool operator==(const ConstantAttr&) const = default;
};
ConstantAttr constant_attr(Tensor value);
// A splat of `element` (one element, any shape) over `shape`.
ConstantAttr splat_attr(const Tensor& element, Shape shape);
struct IotaAttr {
  int64_t dimension = 0;
  bool operator==(const IotaAttr&) const = default;
};
// reduce_precision: each element rounded to a float of `exponent_bits` (>= 1) and
// `mantissa_bits` (>= 0) and back (core/dtype.h, reduce_precision).
struct ReducePrecisionAttr {
  int64_t exponent_bits = 0, mantissa_bits = 0;
  bool operator==(const ReducePrecisionAttr&) const = default;
};
struct CompareAttr {
  CompareDirection direction = CompareDirection::EQ;
  CompareType type = CompareType::NOTYPE;  // NOTYPE: derived from the operand dtype
  bool operator==(const CompareAttr&) const = default;
};
struct BroadcastInDimAttr {
  std::vector<int64_t> dims;  // operand dim i maps to result dim dims[i]
  bool operator==(const BroadcastInDimAttr&) const = default;
};
struct TransposeAttr {
  std::vector<int64_t> permutation;  // result dim i is operand dim permutation[i]
  bool operator==(const TransposeAttr&) const = default;
};
struct SliceAttr {
  std::vector<int64_t> start, limit, strides;
  bool operator==(const SliceAttr&) const = default;
};
struct PadAttr {
  std::vector<int64_t> low, high, interior;  // low/high may be negative
  bool operator==(const PadAttr&) const = default;
};
struct ConcatenateAttr {
  int64_t dimension = 0;
  bool operator==(const ConcatenateAttr&) const = default;
};
struct ReverseAttr {
  std::vector<int64_t> dims;
  bool operator==(const ReverseAttr&) const = default;
};
struct DynamicSliceAttr {
  std::vector<int64_t> sizes;
  bool operator==(const DynamicSliceAttr&) const = default;
};
struct ReduceAttr {
  std::vector<int64_t> dims;
  bool operator==(const ReduceAttr&) const = default;
};
using Padding = std::vector<std::pair<int64_t, int64_t>>;  // (low, high) per dimension
struct ReduceWindowAttr {
  // Empty vectors mean the StableHLO defaults (strides/dilations 1, padding 0).
  std::vector<int64_t> window_dimensions, window_strides, base_dilations, window_dilations;
  Padding padding;
  bool operator==(const ReduceWindowAttr&) const = default;
};
struct SelectAndScatterAttr {
  std::vector<int64_t> window_dimensions, window_strides;  // empty strides: 1
  Padding padding;                                         // empty: 0
  bool operator==(const SelectAndScatterAttr&) const = default;
};
struct DotGeneralAttr {
  std::vector<int64_t> lhs_batch, rhs_batch, lhs_contracting, rhs_contracting;
  bool operator==(const DotGeneralAttr&) const = default;
};
struct ConvDimensionNumbers {
  int64_t input_batch = 0, input_feature = 1;
  std::vector<int64_t> input_spatial;
  int64_t kernel_input_feature = 1, kernel_output_feature = 0;
  std::vector<int64_t> kernel_spatial;
  int64_t output_batch = 0, output_feature = 1;
  std::vector<int64_t> output_spatial;
  bool operator==(const ConvDimensionNumbers&) const = default;
};
struct ConvolutionAttr {
  // Empty vectors mean the StableHLO defaults (strides/dilations 1, padding 0).
  std::vector<int64_t> window_strides;
  Padding padding;
  std::vector<int64_t> lhs_dilation, rhs_dilation;
  ConvDimensionNumbers dn;
  int64_t feature_group_count = 1, batch_group_count = 1;
  bool operator==(const ConvolutionAttr&) const = default;
};
// gather's dimension numbers and slice sizes (the spec's names). A batch position of the
// result picks a start index from start_indices (its vector along index_vector_dim, which may
// be start_indices' rank: then each element is a one-entry vector), clamped so the slice fits.
struct GatherAttr {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims,
      start_indices_batching_dims, start_index_map;
  int64_t index_vector_dim = 0;
  std::vector<int64_t> slice_sizes;
  bool indices_are_sorted = false;  // a promise; kept and printed, not used
  bool operator==(const GatherAttr&) const = default;
};
// scatter's dimension numbers (the spec's names). Updates whose index falls outside the
// input are skipped (no clamping, unlike gather).
struct ScatterAttr {
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims,
      scatter_indices_batching_dims, scatter_dims_to_operand_dims;
  int64_t index_vector_dim = 0;
  bool indices_are_sorted = false, unique_indices = false;  // promises; kept, not used
  bool operator==(const ScatterAttr&) const = default;
};
// triangular_solve's op(a): a, its transpose, or its conjugate transpose (the transpose on
// real types).
enum class TransposeKind : uint8_t { NO_TRANSPOSE, TRANSPOSE, ADJOINT };
std::string_view transpose_kind_name(TransposeKind t);
struct TriangularSolveAttr {
  bool left_side = true;  // op(a) x = b; false: x op(a) = b
  bool lower = true;      // a's lower triangle is read; the other is ignored
  bool unit_diagonal = false;  // a's diagonal is taken as ones (and not read)
  TransposeKind transpose_a = TransposeKind::NO_TRANSPOSE;
  bool operator==(const TriangularSolveAttr&) const = default;
};
// rng_bit_generator's algorithm; ladder draws XLA's bits for each (exec/rng_bit_generator.h),
// and DEFAULT is PHILOX, as on XLA's CPU and GPU compilers.
enum class RngAlgorithm : uint8_t { DEFAULT, THREEFRY, PHILOX };
std::string_view rng_algorithm_name(RngAlgorithm a);
struct RngBitGeneratorAttr {
  RngAlgorithm algorithm = RngAlgorithm::DEFAULT;
  bool operator==(const RngBitGeneratorAttr&) const = default;
};
struct CholeskyAttr {
  bool lower = false;  // the spec's default: the upper factor u with a = u^T u
  bool operator==(const CholeskyAttr&) const = default;
};
// The collectives' attributes (all_reduce, all_gather, reduce_scatter, all_to_all,
// collective_permute, collective_broadcast, collective_reduce). How the process grid splits
// into groups follows from the op, channel_handle and use_global_device_ids (exec/collective.h).
struct CollectiveAttr {
  // Ragged groups are kept ragged; the text pads them with -1 (replica_groups is a tensor).
  std::vector<std::vector<int64_t>> replica_groups;  // empty: one group of every replica (all_reduce)
  int64_t channel_handle = 0;  // 0: none
  bool use_global_device_ids = false;
  int64_t dimension = 0;  // all_gather_dim, scatter_dimension, all_to_all's split_dimension
  int64_t concat_dimension = 0;  // all_to_all's
  int64_t split_count = 0;       // all_to_all's
  // collective_broadcast, collective_reduce: the last operand names each result's root (its
  // index in the group); without it the root is the group's first member.
  bool has_dynamic_root = false;
  // collective_permute's (source, target) replica pairs; the others leave it empty.
  std::vector<std::pair<int64_t, int64_t>> source_target_pairs;
  bool operator==(const CollectiveAttr&) const = default;
};
using AllReduceAttr = CollectiveAttr;
// sort: `dimension` may be negative (counted from the end, -rank <= dimension < rank). ladder
// always sorts stably, so `is_stable` is kept and printed but changes nothing.
struct SortAttr {
  int64_t dimension = -1;
  bool is_stable = false;
  // The dimension as a 0-based index into a rank-`rank` operand.
  int64_t axis(int64_t rank) const { return dimension < 0 ? dimension + rank : dimension; }
  bool operator==(const SortAttr&) const = default;
};

// How a collective splits the process grid into groups (the spec's collective ops section):
// cross_replica without a channel_handle; with one, cross_replica_and_partition (all_reduce,
// all_gather, reduce_scatter; flattened_ids with use_global_device_ids) or cross_partition
// (all_to_all, collective_broadcast, collective_reduce, collective_permute).
enum class GroupMode : uint8_t { cross_replica, cross_partition, cross_replica_and_partition, flattened_ids };
GroupMode group_mode(OpKind kind, const CollectiveAttr& attr);
std::string_view group_mode_name(GroupMode mode);
struct CallAttr {
  std::string callee;
  bool operator==(const CallAttr&) const = default;
};

using Attr = std::variant<NoAttr, ParameterAttr, ConstantAttr, IotaAttr, ReducePrecisionAttr, CompareAttr,
                          BroadcastInDimAttr, TransposeAttr, SliceAttr, PadAttr, ConcatenateAttr,
                          ReverseAttr, DynamicSliceAttr, ReduceAttr, ReduceWindowAttr,
                          SelectAndScatterAttr, DotGeneralAttr, ConvolutionAttr, AllReduceAttr,
                          CallAttr, GatherAttr, ScatterAttr, TriangularSolveAttr, CholeskyAttr, SortAttr,
                          RngBitGeneratorAttr>;

// ---- values, nodes, blocks ------------------------------------------------------------

struct Node;
struct Block;
struct Function;
struct Module;

struct Value {
  Node* node = nullptr;
  int index = 0;  // which result of `node`

  const TensorType& type() const;
  DType dtype() const { return type().dtype; }
  const Shape& shape() const { return type().shape; }
  int64_t rank() const { return type().rank(); }
  Block* block() const;
  explicit operator bool() const { return node != nullptr; }
  bool operator==(const Value&) const = default;
};

struct ValueHash {
  size_t operator()(const Value& v) const {
    return std::hash<const void*>()(v.node) * 31 + static_cast<size_t>(v.index);
  }
};

struct Node {
  OpKind kind = OpKind::Parameter;
  std::vector<Value> operands;
  std::vector<TensorType> results;
  Attr attr;
  std::vector<std::unique_ptr<Block>> regions;
  Block* parent = nullptr;
  int64_t id = 0;  // unique in the process, in creation order (printers renumber)
  // "file:line:col" of the op's text when a parser made it, so errors found later (the
  // verifier's) point at the text; "" for ops built in code.
  std::string location;

  Value result(int i = 0) { return Value{this, i}; }
  int num_results() const { return static_cast<int>(results.size()); }
  template <typename A> const A& get() const { return std::get<A>(attr); }
  template <typename A> A& get() { return std::get<A>(attr); }
};

struct Block {
  std::vector<std::unique_ptr<Node>> nodes;  // program order; Parameter nodes first
  std::vector<Value> results;                // what the block returns
  Function* function = nullptr;              // the function this block (or its owner) belongs to
  Node* owner = nullptr;                     // the node owning this block as a region; null for a body

  // Adds a block argument (a Parameter node) and returns its value.
  Value add_parameter(TensorType type);
  std::vector<Value> parameters() const;
  int num_parameters() const;
  // Appends a node whose results and attributes the caller has already computed. Builders
  // (ir/ops.h) call this after inferring result types; the parser calls it with declared types.
  Node* append(OpKind kind, std::vector<Value> operands, std::vector<TensorType> results,
               Attr attr = NoAttr{}, std::vector<std::unique_ptr<Block>> regions = {});
  Module* module() const;
};

struct Function {
  std::string name;
  bool is_public = true;
  std::vector<std::string> arg_names;     // one per parameter; "" where unnamed
  std::vector<std::string> result_names;  // one per result; "" where unnamed (jax.result_info)
  Block body;
  Module* module = nullptr;

  std::vector<TensorType> input_types() const;
  std::vector<TensorType> output_types() const;
};

struct Module {
  Module() = default;
  // Moving a module re-points each function's `module` at the new address.
  Module(Module&& other) noexcept;
  Module& operator=(Module&& other) noexcept;

  std::string name;  // "" when the text had an unnamed module
  // Free-form comment lines printed before the module (without "// "); used by artifacts to
  // record baked-in constants. Not part of the semantics.
  std::vector<std::string> header_comments;
  std::vector<std::unique_ptr<Function>> functions;
  // Replicas the module's functions run on, SPMD: each replica runs the same function on its
  // own inputs, and collectives (all_reduce) combine values across them. StableHLO text
  // carries it as the module attribute `mhlo.num_replicas`; 1 when the text has none.
  int64_t num_replicas = 1;
  // Partitions per replica (`mhlo.num_partitions`; 1 when the text has none): the process
  // grid is num_replicas × num_partitions, process (r, p) being number r * num_partitions + p
  // (the spec's flattened id), and a communicator's rank is that number.
  int64_t num_partitions = 1;

  Function* add_function(std::string name, bool is_public = true);
  Function* find(std::string_view name) const;
  // The entry point: `name` if given; else "main"; else the only public function; else the
  // only function. Throws ladder::Error naming the candidates when none fits.
  Function* entry(std::string_view name = {}) const;
};

// The values `node`'s regions (and regions nested in them) read that are defined outside
// them, each once, in order of first use: what a control-flow op captures.
std::vector<Value> captured_values(const Node& node);

// Makes a fresh region block for builders: `types` become its parameters.
std::unique_ptr<Block> make_region(const std::vector<TensorType>& param_types);

// A deep copy of `module`: every function, node, attribute and region, with fresh nodes
// (new ids) wired as the original's are. For passes that rewrite a module someone else owns.
Module clone(const Module& module);

}  // namespace ladder::ir
