// The certificate's cases and their runs (certify.h). Errors are measured as
// |lhs - rhs| divided by the larger of sum|(J·u)_i v_i| and sum|u_j (Jᵀ·v)_j|, which judges
// them against the size of the terms even when the inner products cancel.
#include "ladder/autodiff/certify.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>

#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"

namespace ladder::autodiff {

using namespace ladder::ir;
constexpr DType f64 = DType::f64;

namespace {

// ---- the cases ----------------------------------------------------------------------------

Value scalar(Block& b, double v) { return constant(b, v, f64); }

// Where an elementwise op's operands are drawn (ops.def's Samples column): one domain per
// operand, none for an op certified by its own cases or not differentiable.
std::vector<Domain> sample_domains(OpKind op) {
  using D = Domain;
  using ir::OpSamples;
  const ir::OpClass cls = ir::op_class(op);
  if (cls != ir::OpClass::Unary && cls != ir::OpClass::Binary) return {};
  const bool binary = cls == ir::OpClass::Binary;
  switch (ir::op_samples(op)) {
    case OpSamples::Any: return binary ? std::vector{D::Any, D::Any} : std::vector{D::Any};
    case OpSamples::Small: return binary ? std::vector{D::Small, D::Small} : std::vector{D::Small};
    case OpSamples::Positive: return binary ? std::vector{D::Positive, D::Positive} : std::vector{D::Positive};
    case OpSamples::AwayFromZero:
      return binary ? std::vector{D::AwayFromZero, D::AwayFromZero} : std::vector{D::AwayFromZero};
    case OpSamples::Fractional: return binary ? std::vector{D::Fractional, D::Fractional} : std::vector{D::Fractional};
    case OpSamples::NearInteger: return binary ? std::vector{D::NearInteger, D::NearInteger} : std::vector{D::NearInteger};
    case OpSamples::Distinct: return binary ? std::vector{D::Distinct, D::Distinct} : std::vector{D::Distinct};
    case OpSamples::DivisorAwayFromZero: return {D::Any, D::AwayFromZero};
    case OpSamples::PositiveBase: return {D::Positive, D::Any};
    case OpSamples::FractionalQuotient: return {D::Fractional, D::NearUnit};
    case OpSamples::Own: return {};
  }
  return {};
}

AdjointCase unary_case(OpKind op, Shape shape, Domain domain = Domain::Any) {
  return {std::string(op_short_name(op)) + "/" + (shape.empty() ? "scalar" : shape_string(shape)),
          op,
          {{shape, domain}},
          [op](Block&, std::span<const Value> x) { return std::vector<Value>{unary(op, x[0])}; }};
}

AdjointCase binary_case(OpKind op, Shape shape, Domain da, Domain db) {
  return {std::string(op_short_name(op)) + "/" + shape_string(shape),
          op,
          {{shape, da}, {shape, db}},
          [op](Block&, std::span<const Value> x) {
            return std::vector<Value>{binary(op, x[0], x[1])};
          }};
}

ConvDimensionNumbers nchw(int64_t spatial) {
  ConvDimensionNumbers dn;
  for (int64_t i = 0; i < spatial; ++i) {
    dn.input_spatial.push_back(2 + i);
    dn.kernel_spatial.push_back(2 + i);
    dn.output_spatial.push_back(2 + i);
  }
  return dn;
}

AdjointCase conv_case(std::string name, Shape lhs, Shape rhs, ConvolutionAttr attr) {
  return {"convolution/" + name,
          OpKind::Convolution,
          {{lhs}, {rhs}},
          [attr](Block&, std::span<const Value> x) {
            return std::vector<Value>{convolution(x[0], x[1], attr)};
          }};
}

}  // namespace

std::vector<AdjointCase> adjoint_cases() {
  using D = Domain;
  std::vector<AdjointCase> cases;
  auto add = [&](AdjointCase c) { cases.push_back(std::move(c)); };

  // Elementwise.
  add({"convert/f64", OpKind::Convert, {{{3, 4}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{convert(x[0], f64)};
       }});
  // The unary and binary ops, each where ops.def's Samples column says its inputs are drawn.
  for (Shape s : {Shape{3, 4}, Shape{}})
    for (int k = 0; k < ir::kNumOps; ++k)
      if (auto domains = sample_domains(static_cast<OpKind>(k)); domains.size() == 1)
        add(unary_case(static_cast<OpKind>(k), s, domains[0]));
  for (Shape s : {Shape{2, 5}, Shape{7}})
    for (int k = 0; k < ir::kNumOps; ++k)
      if (auto domains = sample_domains(static_cast<OpKind>(k)); domains.size() == 2)
        add(binary_case(static_cast<OpKind>(k), s, domains[0], domains[1]));
  // JAX's rule rounds the cotangent as the value (a straight-through estimator): checked where
  // the rounding is exact, f64's own format, since finite differences see only its steps.
  add({"reduce_precision/e11m52-on-f64", OpKind::ReducePrecision, {{{3, 4}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{reduce_precision(x[0], 11, 52)};
       }});
  add({"clamp/scalar-bounds",
       OpKind::Clamp,
       {{{}, D::Distinct}, {{12}, D::Distinct}, {{}, D::Distinct}},
       [](Block&, std::span<const Value> x) {
         // Order the bounds so that some of x lies inside, below and above.
         return std::vector<Value>{clamp(minimum(x[0], x[2]), x[1], maximum(x[0], x[2]))};
       }});
  add({"clamp/shaped-bounds",
       OpKind::Clamp,
       {{{8}, D::Distinct}, {{8}, D::Distinct}, {{8}, D::Distinct}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{clamp(x[0], x[1], x[2])};
       }});
  add({"select/shaped-pred",
       OpKind::Select,
       {{{2, 3}}, {{2, 3}}},
       [](Block& b, std::span<const Value> x) {
         Tensor pattern =
             Tensor::from_doubles(DType::i1, {2, 3}, std::vector<double>{1, 0, 0, 1, 1, 0});
         return std::vector<Value>{select(constant(b, pattern), x[0], x[1])};
       }});
  add({"select/scalar-pred",
       OpKind::Select,
       {{{4}}, {{4}}},
       [](Block& b, std::span<const Value> x) {
         return std::vector<Value>{select(constant(b, 0, DType::i1), x[0], x[1])};
       }});

  // Shapes.
  add({"broadcast_in_dim/new-dims",
       OpKind::BroadcastInDim,
       {{{3}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{broadcast_in_dim(x[0], {2, 3, 4}, {1})};
       }});
  add({"broadcast_in_dim/stretch-size-1",
       OpKind::BroadcastInDim,
       {{{1, 3}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{broadcast_in_dim(x[0], {4, 3}, {0, 1})};
       }});
  add({"broadcast_in_dim/permuted",
       OpKind::BroadcastInDim,
       {{{3, 1, 2}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{broadcast_in_dim(x[0], {2, 5, 3, 4}, {2, 3, 0})};
       }});
  add({"reshape", OpKind::Reshape, {{{2, 6}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{reshape(x[0], {3, 1, 4})};
       }});
  add({"transpose", OpKind::Transpose, {{{2, 3, 4}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{transpose(x[0], {2, 0, 1})};
       }});
  add({"slice/strided", OpKind::Slice, {{{7, 5}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{slice(x[0], {1, 0}, {7, 5}, {2, 3})};
       }});
  add({"pad/negative-and-interior",
       OpKind::Pad,
       {{{3, 4}}, {{}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{pad(x[0], x[1], {1, -1}, {-1, 2}, {1, 2})};
       }});
  add({"pad/edges", OpKind::Pad, {{{2, 3}}, {{}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{pad(x[0], x[1], {0, 2}, {1, 0})};
       }});
  add({"concatenate/three",
       OpKind::Concatenate,
       {{{2, 1}}, {{2, 3}}, {{2, 2}}},
       [](Block&, std::span<const Value> x) { return std::vector<Value>{concatenate(x, 1)}; }});
  add({"reverse", OpKind::Reverse, {{{3, 4}}}, [](Block&, std::span<const Value> x) {
         return std::vector<Value>{reverse(x[0], {0, 1})};
       }});
  add({"dynamic_slice/clamped-start",
       OpKind::DynamicSlice,
       {{{5, 6}}},
       [](Block& b, std::span<const Value> x) {
         // Start 4 in a dim of 6 with size 3 is clamped to 3.
         std::vector<Value> starts = {constant(b, 1, DType::i32), constant(b, 4, DType::i32)};
         return std::vector<Value>{dynamic_slice(x[0], starts, {3, 3})};
       }});
  add({"dynamic_update_slice",
       OpKind::DynamicUpdateSlice,
       {{{5, 6}}, {{2, 3}}},
       [](Block& b, std::span<const Value> x) {
         std::vector<Value> starts = {constant(b, 2, DType::i32), constant(b, 1, DType::i32)};
         return std::vector<Value>{dynamic_update_slice(x[0], x[1], starts)};
       }});

  // Reductions.
  add({"reduce/sum", OpKind::Reduce, {{{3, 4, 5}}, {{}}}, [](Block&, std::span<const Value> x) {
         return reduce({&x[0], 1}, {&x[1], 1}, {0, 2}, sum_body());
       }});
  add({"reduce/max",
       OpKind::Reduce,
       {{{4, 5}, D::Distinct}, {{}, D::Distinct}},
       [](Block&, std::span<const Value> x) {
         return reduce({&x[0], 1}, {&x[1], 1}, {1}, max_body());
       }});
  add({"reduce/min-two-dims",
       OpKind::Reduce,
       {{{3, 2, 4}, D::Distinct}, {{}, D::Distinct}},
       [](Block&, std::span<const Value> x) {
         return reduce({&x[0], 1}, {&x[1], 1}, {0, 2}, min_body());
       }});
  add({"reduce_window/sum-strided-dilated-padded",
       OpKind::ReduceWindow,
       {{{2, 7, 6}}, {{}}},
       [](Block&, std::span<const Value> x) {
         ReduceWindowAttr w{{1, 3, 2}, {1, 2, 1}, {1, 2, 1}, {1, 1, 2}, {{0, 0}, {1, 2}, {2, 0}}};
         return reduce_window({&x[0], 1}, {&x[1], 1}, w, sum_body());
       }});
  add({"reduce_window/sum-pool",
       OpKind::ReduceWindow,
       {{{1, 2, 4, 4}}, {{}}},
       [](Block&, std::span<const Value> x) {
         ReduceWindowAttr w{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}};
         return reduce_window({&x[0], 1}, {&x[1], 1}, w, sum_body());
       }});
  add({"reduce_window/max-overlapping-padded",
       OpKind::ReduceWindow,
       {{{2, 1, 5, 6}, D::Distinct}},
       [](Block& b, std::span<const Value> x) {
         ReduceWindowAttr w{{1, 1, 2, 3}, {1, 1, 2, 2}, {}, {}, {{0, 0}, {0, 0}, {1, 0}, {1, 1}}};
         Value init = scalar(b, -std::numeric_limits<double>::infinity());
         return reduce_window({&x[0], 1}, {&init, 1}, w, max_body());
       }});
  add({"reduce_window/max-live-init",
       OpKind::ReduceWindow,
       {{{5, 6}, D::Distinct}, {{}, D::Distinct}},
       [](Block&, std::span<const Value> x) {
         // The init sits among the values of x, so it wins some windows and loses others.
         ReduceWindowAttr w{{2, 3}, {1, 2}, {}, {}, {{0, 1}, {1, 0}}};
         return reduce_window({&x[0], 1}, {&x[1], 1}, w, max_body());
       }});
  add({"reduce_window/min",
       OpKind::ReduceWindow,
       {{{4, 6}, D::Distinct}},
       [](Block& b, std::span<const Value> x) {
         ReduceWindowAttr w{{2, 2}, {1, 2}, {}, {}, {}};
         Value init = scalar(b, std::numeric_limits<double>::infinity());
         return reduce_window({&x[0], 1}, {&init, 1}, w, min_body());
       }});

  add({"select_and_scatter/first-max-overlapping-padded",
       OpKind::SelectAndScatter,
       {{{2, 5, 6}, D::Distinct}, {{2, 3, 3}}, {{}}},
       [](Block&, std::span<const Value> x) {
         SelectAndScatterAttr s{{1, 2, 3}, {1, 2, 2}, {{0, 0}, {1, 0}, {1, 1}}};
         return std::vector<Value>{
             select_and_scatter(x[0], x[1], x[2], s, ge_select_body(), sum_body())};
       }});
  add({"select_and_scatter/first-min",
       OpKind::SelectAndScatter,
       {{{4, 4}, D::Distinct}, {{2, 2}}, {{}}},
       [](Block&, std::span<const Value> x) {
         BodyBuilder le = [](Block&, std::span<const Value> p) {
           return std::vector<Value>{compare(p[0], p[1], CompareDirection::LE)};
         };
         return std::vector<Value>{select_and_scatter(
             x[0], x[1], x[2], SelectAndScatterAttr{{2, 2}, {2, 2}, {}}, le, sum_body())};
       }});

  // gather and scatter: constant indices, some repeated, some out of range (gather clamps
  // them, scatter skips the updates).
  auto index_constant = [](Block& b, Shape shape, std::vector<double> values) {
    return constant(b, Tensor::from_doubles(DType::i32, std::move(shape), values));
  };
  add({"gather/embedding-rows-clamped",
       OpKind::Gather,
       {{{5, 3}}},
       [=](Block& b, std::span<const Value> x) {
         Value rows = index_constant(b, {4, 1}, {1, 4, 1, 9});
         return std::vector<Value>{gather(x[0], rows, GatherAttr{{1}, {0}, {}, {}, {0}, 1, {1, 3}, false})};
       }});
  add({"gather/batching-dims-and-2d-windows",
       OpKind::Gather,
       {{{2, 3, 4, 2}}},
       [=](Block& b, std::span<const Value> x) {
         Value starts = index_constant(b, {2, 2, 2}, {0, 1, 2, 3, 1, 0, 3, 1});
         return std::vector<Value>{
             gather(x[0], starts, GatherAttr{{2, 3}, {1}, {0}, {0}, {1, 2}, 2, {1, 1, 2, 2}, false})};
       }});
  add({"scatter/add-rows-repeated-and-outside",
       OpKind::Scatter,
       {{{5, 3}}, {{4, 3}}},
       [=](Block& b, std::span<const Value> x) {
         Value rows = index_constant(b, {4, 1}, {1, 4, 1, 9});
         return scatter(std::span<const Value>(&x[0], 1), rows, std::span<const Value>(&x[1], 1),
                        ScatterAttr{{1}, {0}, {}, {}, {0}, 1, false, false}, sum_body());
       }});
  add({"scatter/add-windows-partly-outside",
       OpKind::Scatter,
       {{{4, 5}}, {{3, 2, 3}}},
       [=](Block& b, std::span<const Value> x) {
         Value starts = index_constant(b, {3, 2}, {0, 0, 3, 3, -1, 1});
         return scatter(std::span<const Value>(&x[0], 1), starts, std::span<const Value>(&x[1], 1),
                        ScatterAttr{{1, 2}, {}, {}, {}, {0, 1}, 1, false, false}, sum_body());
       }});

  // sort: the keys distinct, so that no small step reorders them.
  add({"sort/ascending-along-dim-1",
       OpKind::Sort,
       {{{3, 5}, D::Distinct}},
       [=](Block&, std::span<const Value> x) {
         return ir::sort(x, 1, true, compare_body(CompareDirection::LT));
       }});
  add({"sort/descending-negative-dim-values-follow-keys",
       OpKind::Sort,
       {{{4, 3}, D::Distinct}, {{4, 3}}},
       [=](Block&, std::span<const Value> x) {
         return ir::sort(x, -2, false, compare_body(CompareDirection::GT));
       }});
  add({"sort/keyed-by-second-input",
       OpKind::Sort,
       {{{2, 6}}, {{2, 6}, D::Distinct}},
       [=](Block&, std::span<const Value> x) {
         return ir::sort(x, 1, true, compare_body(CompareDirection::LT, 1));
       }});

  // Linear algebra: matrices made diagonally dominant (c on the diagonal of each m x m
  // matrix of the last two dims), so that every solve and factor is well conditioned.
  auto plus_diagonal = [](Value v, double c) {
    const int64_t m = v.shape().back();
    std::vector<double> values(static_cast<size_t>(v.type().num_elements()), 0.0);
    for (size_t i = 0; i < values.size(); ++i)
      if (i / m % m == i % m) values[i] = c;
    return ir::add(v, constant(*v.block(), Tensor::from_doubles(f64, v.shape(), values)));
  };
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (TransposeKind t : {TransposeKind::NO_TRANSPOSE, TransposeKind::TRANSPOSE}) {
        const bool unit = left == lower;  // half the cases with a unit diagonal
        add({cat("triangular_solve/", left ? "left" : "right", lower ? "-lower" : "-upper",
                 unit ? "-unit" : "", "-", transpose_kind_name(t)),
             OpKind::TriangularSolve,
             {{{2, 3, 3}}, {left ? Shape{2, 3, 2} : Shape{2, 2, 3}}},
             [=](Block&, std::span<const Value> x) {
               return std::vector<Value>{
                   triangular_solve(plus_diagonal(x[0], 3), x[1], {left, lower, unit, t})};
             }});
      }
  for (bool lower : {true, false})
    add({cat("cholesky/", lower ? "lower" : "upper", "-one-triangle-read"),
         OpKind::Cholesky,
         {{{2, 3, 3}, Domain::Positive}},
         [=](Block&, std::span<const Value> x) {
           return std::vector<Value>{cholesky(plus_diagonal(x[0], 6), lower)};
         }});

  // Contractions.
  add({"dot_general/matmul",
       OpKind::DotGeneral,
       {{{3, 4}}, {{4, 5}}},
       [](Block&, std::span<const Value> x) { return std::vector<Value>{matmul(x[0], x[1])}; }});
  add({"dot_general/batch-and-two-contracting-out-of-order",
       OpKind::DotGeneral,
       {{{2, 3, 4, 5}}, {{5, 2, 3, 4}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{
             dot_general(x[0], x[1], DotGeneralAttr{{0}, {1}, {2, 3}, {3, 0}})};
       }});
  add({"dot_general/vector-outer",
       OpKind::DotGeneral,
       {{{3}}, {{2, 4}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{dot_general(x[0], x[1], DotGeneralAttr{})};
       }});
  {
    ConvolutionAttr c;
    c.dn = nchw(2);
    c.window_strides = {2, 1};
    c.padding = {{1, 1}, {0, 2}};
    add(conv_case("nchw-strided-padded", {2, 3, 7, 6}, {4, 3, 3, 2}, c));
  }
  {
    // Strides that leave rows of the input unused, with a dilated kernel.
    ConvolutionAttr c;
    c.dn = nchw(2);
    c.window_strides = {2, 3};
    c.rhs_dilation = {1, 2};
    c.padding = {{0, 1}, {2, 0}};
    add(conv_case("stride-leftover-rhs-dilated", {1, 2, 8, 9}, {3, 2, 3, 2}, c));
  }
  {
    ConvolutionAttr c;
    c.dn = nchw(3);
    c.window_strides = {1, 2, 1};
    c.padding = {{1, 0}, {0, 1}, {1, 1}};
    add(conv_case("3d", {1, 2, 3, 4, 3}, {2, 2, 2, 2, 2}, c));
  }
  {
    ConvolutionAttr c;
    c.dn = nchw(2);
    c.rhs_dilation = {2, 1};
    c.feature_group_count = 2;
    add(conv_case("groups-2-rhs-dilated", {1, 4, 6, 5}, {6, 2, 2, 2}, c));
  }
  {
    ConvolutionAttr c;
    c.dn = nchw(2);
    c.padding = {{1, 1}, {1, 1}};
    c.feature_group_count = 3;
    add(conv_case("depthwise-multiplier-2", {2, 3, 5, 5}, {6, 1, 3, 3}, c));
  }
  {
    // NHWC input, HWIO kernel, NHWC output, lhs dilation (a transposed conv) and a
    // negative padding.
    ConvolutionAttr c;
    c.dn.input_batch = 0, c.dn.input_feature = 3, c.dn.input_spatial = {1, 2};
    c.dn.kernel_input_feature = 2, c.dn.kernel_output_feature = 3, c.dn.kernel_spatial = {0, 1};
    c.dn.output_batch = 0, c.dn.output_feature = 3, c.dn.output_spatial = {1, 2};
    c.lhs_dilation = {2, 1};
    c.window_strides = {1, 2};
    c.padding = {{2, 1}, {-1, 1}};
    add(conv_case("nhwc-hwio-lhs-dilated-negative-pad", {2, 4, 5, 3}, {3, 2, 3, 4}, c));
  }
  {
    ConvolutionAttr c;
    c.dn = nchw(1);
    c.batch_group_count = 2;
    add(conv_case("1d-batch-groups-2", {4, 3, 6}, {4, 3, 2}, c));
  }

  add({"optimization_barrier/two-operands",
       OpKind::OptimizationBarrier,
       {{{3}}, {{2, 2}}},
       [](Block&, std::span<const Value> x) {
         std::vector<Value> y = optimization_barrier(x);
         return std::vector<Value>{multiply(y[0], y[0]), y[1]};
       }});
  add({"all_reduce/one-replica",
       OpKind::AllReduce,
       {{{3, 2}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{all_reduce(x[0], AllReduceAttr{}, sum_body())};
       }});
  add({"all_gather/one-replica",
       OpKind::AllGather,
       {{{3, 2}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{all_gather(x[0], CollectiveAttr{.replica_groups = {{0}}, .dimension = 1})};
       }});
  add({"reduce_scatter/one-replica",
       OpKind::ReduceScatter,
       {{{3, 2}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{reduce_scatter(x[0], CollectiveAttr{.replica_groups = {{0}}, .dimension = 0}, sum_body())};
       }});
  add({"collective_permute/one-replica",
       OpKind::CollectivePermute,
       {{{3, 2}}},
       [](Block&, std::span<const Value> x) { return std::vector<Value>{collective_permute(x[0], {{0, 0}})}; }});
  add({"collective_permute/one-partition",
       OpKind::CollectivePermute,
       {{{2, 3}}},
       [](Block&, std::span<const Value> x) {
         return std::vector<Value>{collective_permute(x[0], {{0, 0}}, /*channel_handle=*/1)};
       }});
  add({"all_to_all/one-process-two-operands",
       OpKind::AllToAll,
       {{{4, 2}}, {{3, 2}}},
       [](Block&, std::span<const Value> x) {
         return all_to_all(x, CollectiveAttr{.replica_groups = {{0}}, .dimension = 1, .concat_dimension = 0,
                                             .split_count = 1});
       }});
  add({"collective_broadcast/one-process",
       OpKind::CollectiveBroadcast,
       {{{3, 2}}},
       [](Block&, std::span<const Value> x) {
         return collective_broadcast(x, CollectiveAttr{.replica_groups = {{0}}});
       }});
  add({"collective_reduce/one-process-sum",
       OpKind::CollectiveReduce,
       {{{2, 3}}},
       [](Block&, std::span<const Value> x) {
         return collective_reduce(x, CollectiveAttr{.replica_groups = {{0}}}, sum_body());
       }});
  add({"call/argument-passed-twice",
       OpKind::Call,
       {{{4}}, {{4}}},
       [](Block& b, std::span<const Value> x) {
         Module& m = *b.module();
         Function* callee = m.find("tanh_times");
         if (!callee) {
           callee = m.add_function("tanh_times", false);
           Value p = callee->body.add_parameter({f64, {4}}),
                 q = callee->body.add_parameter({f64, {4}});
           callee->body.results = {multiply(tanh(p), q), exp(p)};
         }
         std::vector<Value> args = {x[0], x[0]};
         std::vector<Value> r = call(b, *callee, args);
         std::vector<Value> other = {x[1], x[0]};
         std::vector<Value> r2 = call(b, *callee, other);
         return std::vector<Value>{r[0], r[1], r2[0]};
       }});

  // Control flow: regions read outer floats (captures) as well as their operands.
  auto i32 = [](Block& b, double v) { return constant(b, v, DType::i32); };
  auto pred = [](Block& b, bool v) { return compare(scalar(b, v ? 1 : 0), scalar(b, 0), CompareDirection::GT); };
  // Two results; the true branch reads x and y, the false one y and z (x is unused there),
  // and the true branch returns the captured x itself.
  for (bool taken : {true, false})
    add({cat("if/pred-", taken ? "true" : "false", "-branches-capture-outer-floats"),
         OpKind::If,
         {{{4}}, {{4}}, {{4}}},
         [=](Block& b, std::span<const Value> x) {
           return if_then_else(
               pred(b, taken),
               [=](Block& r, std::span<const Value>) {
                 return std::vector<Value>{multiply(tanh(capture(r, x[0])), capture(r, x[1])), x[0]};
               },
               [=](Block& r, std::span<const Value>) {
                 Value z = capture(r, x[2]);
                 return std::vector<Value>{multiply(z, z), sine(capture(r, x[1]))};
               });
         }});
  add({"if/nested-if-in-a-branch",
       OpKind::If,
       {{{3}}, {{3}}},
       [=](Block& b, std::span<const Value> x) {
         return if_then_else(
             pred(b, true),
             [=](Block& r, std::span<const Value>) {
               Value e = exp(capture(r, x[0]));
               return if_then_else(
                   pred(r, false), [=](Block& s, std::span<const Value>) { return std::vector<Value>{capture(s, e)}; },
                   [=](Block& s, std::span<const Value>) {
                     return std::vector<Value>{multiply(capture(s, e), capture(s, x[1]))};
                   });
             },
             [=](Block& r, std::span<const Value>) { return std::vector<Value>{capture(r, x[1])}; });
       }});
  // An index out of [0, 3) runs the last branch, forward and backward.
  for (int index : {0, 1, 7, -1})
    add({cat("case/three-branches-index-", index),
         OpKind::Case,
         {{{3}}, {{3}}},
         [=](Block& b, std::span<const Value> x) {
           std::vector<BodyBuilder> branches = {
               [=](Block& r, std::span<const Value>) {
                 return std::vector<Value>{multiply(exp(capture(r, x[0])), capture(r, x[1]))};
               },
               [=](Block& r, std::span<const Value>) { return std::vector<Value>{sine(capture(r, x[1]))}; },
               [=](Block& r, std::span<const Value>) {
                 Value u = capture(r, x[0]);
                 return std::vector<Value>{ir::add(multiply(u, u), capture(r, x[1]))};
               }};
           return case_of(i32(b, index), branches);
         }});
  // A fori loop x <- tanh(W x + b), 3 times, W and b captured.
  add({"while/fori-tanh-affine-captures",
       OpKind::While,
       {{{3, 3}, Domain::Small}, {{3}}, {{3}}},
       [=](Block& b, std::span<const Value> x) {
         const Value carried[] = {i32(b, 0), x[2]};
         return std::vector<Value>{while_loop(
             carried,
             [=](Block& c, std::span<const Value> p) {
               return std::vector<Value>{compare(p[0], i32(c, 3), CompareDirection::LT)};
             },
             [=](Block& r, std::span<const Value> p) {
               Value wx = dot_general(capture(r, x[0]), p[1], DotGeneralAttr{{}, {}, {1}, {0}});
               return std::vector<Value>{ir::add(p[0], i32(r, 1)), tanh(ir::add(wx, capture(r, x[1])))};
             })[1]};
       }});
  // Counting down, 4 > i: i = 4, 3, 2, 1 with GT 0, by adding -1.
  add({"while/counter-counts-down-gt",
       OpKind::While,
       {{{4}}, {{4}}},
       [=](Block& b, std::span<const Value> x) {
         const Value carried[] = {i32(b, 4), x[0]};
         return std::vector<Value>{while_loop(
             carried,
             [=](Block& c, std::span<const Value> p) {
               return std::vector<Value>{compare(p[0], i32(c, 0), CompareDirection::GT)};
             },
             [=](Block& r, std::span<const Value> p) {
               Value next = ir::add(multiply(sine(p[1]), capture(r, x[1])), p[1]);
               return std::vector<Value>{ir::add(p[0], i32(r, -1)), next};
             })[1]};
       }});
  // The limit is a carried constant (on the compare's left); w is carried unchanged and its
  // result is not an output (its cotangent starts as zeros).
  add({"while/carried-limit-and-unchanged-float",
       OpKind::While,
       {{{2}}, {{2}}},
       [=](Block& b, std::span<const Value> x) {
         const Value carried[] = {i32(b, 0), i32(b, 3), x[0], x[1]};
         return std::vector<Value>{while_loop(
             carried,
             [=](Block& c, std::span<const Value> p) {
               return std::vector<Value>{compare(p[1], p[0], CompareDirection::GT)};
             },
             [=](Block& r, std::span<const Value> p) {
               Value next = ir::add(multiply(p[2], p[3]), cosine(p[2]));
               return std::vector<Value>{ir::add(p[0], i32(r, 1)), p[1], next, p[3]};
             })[2]};
       }});
  return cases;
}

namespace {

// ---- running a case ---------------------------------------------------------------------

Tensor draw(const CaseInput& in, Rng& rng, std::vector<double>& distinct_pool) {
  Tensor t(f64, in.shape);
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    double v = 0;
    switch (in.domain) {
      case Domain::Any: v = rng.uniform(-1.5, 1.5); break;
      case Domain::Small: v = rng.uniform(-1, 1); break;
      case Domain::Positive: v = rng.uniform(0.5, 2); break;
      case Domain::AwayFromZero: v = rng.uniform(0.3, 1.5) * (rng.below(2) ? 1 : -1); break;
      case Domain::Fractional: v = std::floor(rng.uniform(-3, 3)) + rng.uniform(0.1, 0.9); break;
      case Domain::NearInteger: v = std::floor(rng.uniform(-3, 3)) + rng.uniform(-0.4, 0.4); break;
      case Domain::NearUnit: v = rng.uniform(0.98, 1.02) * (rng.below(2) ? 1 : -1); break;
      case Domain::Distinct:
        v = distinct_pool.back();
        distinct_pool.pop_back();
        break;
    }
    t.set(i, v);
  }
  return t;
}

// A shuffled grid with spacing 0.01, jittered by at most 0.002: enough values for every
// Distinct input of a case.
std::vector<double> distinct_pool(const std::vector<CaseInput>& inputs, Rng& rng) {
  int64_t n = 0;
  for (const CaseInput& in : inputs)
    if (in.domain == Domain::Distinct) n += num_elements(in.shape);
  std::vector<double> pool(n);
  for (int64_t i = 0; i < n; ++i) pool[i] = (i - n / 2) * 0.01 + rng.uniform(-0.002, 0.002);
  for (int64_t i = n - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(i + 1)]);
  return pool;
}

double dot(const std::vector<Tensor>& a, const std::vector<Tensor>& b, double* abs_sum) {
  double sum = 0;
  for (size_t k = 0; k < a.size(); ++k)
    for (int64_t i = 0; i < a[k].num_elements(); ++i) {
      double term = a[k].get(i) * b[k].get(i);
      sum += term;
      *abs_sum += std::abs(term);
    }
  return sum;
}

CertificateRow run_adjoint_case(const AdjointCase& c, exec::Lowerer& lowerer, Rng& rng, int points) {
  Module module;
  Function* forward = module.add_function("forward");
  std::vector<Value> params;
  for (const CaseInput& in : c.inputs) params.push_back(forward->body.add_parameter({f64, in.shape}));
  forward->body.results = c.build(forward->body, params);

  Function* backward = module.add_function("backward");
  std::vector<Value> xs, vs;
  for (const CaseInput& in : c.inputs) xs.push_back(backward->body.add_parameter({f64, in.shape}));
  std::vector<Value> outputs = c.build(backward->body, xs);
  for (Value y : outputs) vs.push_back(backward->body.add_parameter(y.type()));
  backward->body.results = autodiff::vjp(outputs, vs, xs);
  ir::verify(module);

  auto f = lowerer.compile(module, *forward);
  auto jt = lowerer.compile(module, *backward);

  CertificateRow out{c.name, std::string(op_short_name(c.op)), points, 0, kAdjointTolerance, "pass"};
  for (int p = 0; p < points; ++p) {
    std::vector<double> pool = distinct_pool(c.inputs, rng);
    std::vector<Tensor> x, u, v;
    for (const CaseInput& in : c.inputs) {
      x.push_back(draw(in, rng, pool));
      u.push_back(draw({in.shape}, rng, pool));
    }
    for (Value y : outputs) v.push_back(draw({y.shape()}, rng, pool));

    // J·u by central differences, D(h) = (f(x + h u) - f(x - h u)) / 2h, and one Richardson
    // step, (4 D(h/2) - D(h)) / 3.
    auto central = [&](double h) {
      std::vector<Tensor> plus = x, minus = x;
      for (size_t k = 0; k < x.size(); ++k)
        for (int64_t i = 0; i < x[k].num_elements(); ++i) {
          plus[k].set(i, x[k].get(i) + h * u[k].get(i));
          minus[k].set(i, x[k].get(i) - h * u[k].get(i));
        }
      std::vector<Tensor> fp = f->run(plus), fm = f->run(minus);
      for (size_t k = 0; k < fp.size(); ++k)
        for (int64_t i = 0; i < fp[k].num_elements(); ++i)
          fp[k].set(i, (fp[k].get(i) - fm[k].get(i)) / (2 * h));
      return fp;
    };
    constexpr double h = 1e-3;
    std::vector<Tensor> ju = central(h), half = central(h / 2);
    for (size_t k = 0; k < ju.size(); ++k)
      for (int64_t i = 0; i < ju[k].num_elements(); ++i)
        ju[k].set(i, (4 * half[k].get(i) - ju[k].get(i)) / 3);

    std::vector<Tensor> args = x;
    args.insert(args.end(), v.begin(), v.end());
    std::vector<Tensor> jtv = jt->run(args);

    double scale_l = 0, scale_r = 0;
    double lhs = dot(ju, v, &scale_l), rhs = dot(u, jtv, &scale_r);
    double scale = std::max(scale_l, scale_r);
    double error = scale == 0 ? (lhs == rhs ? 0 : INFINITY) : std::abs(lhs - rhs) / scale;
    if (!(error <= out.error)) out.error = error;  // NaN sticks
  }
  if (!(out.error <= kAdjointTolerance)) out.status = "FAIL";
  return out;
}

// ---- kink conventions, checked exactly ------------------------------------------------------

struct Kink {
  std::string name;
  OpKind op;
  std::vector<Tensor> inputs;
  CaseBuild loss;                    // a rank-0 loss of the inputs
  std::vector<Tensor> expected;  // its exact gradient
};

Tensor t64(Shape shape, std::vector<double> values) {
  return Tensor::from_doubles(f64, std::move(shape), values);
}

std::vector<Kink> kinks() {
  auto sum_all = [](Value v) {
    std::vector<int64_t> dims(v.rank());
    std::iota(dims.begin(), dims.end(), 0);
    return reduce_sum(v, dims);
  };
  std::vector<Kink> k;
  k.push_back({"kink/relu'(0)=0",
               OpKind::Maximum,
               {t64({3}, {-1, 0, 2})},
               [=](Block& b, std::span<const Value> x) {
                 return std::vector<Value>{
                     sum_all(maximum(x[0], broadcast_in_dim(scalar(b, 0), {3}, {})))};
               },
               {t64({3}, {0, 0, 1})}});
  k.push_back(
      {"kink/maximum-tie-to-second",
       OpKind::Maximum,
       {t64({}, {2}), t64({}, {2})},
       [](Block&, std::span<const Value> x) { return std::vector<Value>{maximum(x[0], x[1])}; },
       {t64({}, {0}), t64({}, {1})}});
  k.push_back(
      {"kink/minimum-tie-to-second",
       OpKind::Minimum,
       {t64({}, {2}), t64({}, {2})},
       [](Block&, std::span<const Value> x) { return std::vector<Value>{minimum(x[0], x[1])}; },
       {t64({}, {0}), t64({}, {1})}});
  k.push_back(
      {"kink/abs'(0)=0",
       OpKind::Abs,
       {t64({3}, {-1, 0, 1})},
       [=](Block&, std::span<const Value> x) { return std::vector<Value>{sum_all(abs(x[0]))}; },
       {t64({3}, {-1, 0, 1})}});
  k.push_back({"kink/clamp-ties-to-bounds",
               OpKind::Clamp,
               {t64({}, {0}), t64({4}, {-1, 0, 3, 6}), t64({}, {6})},
               [=](Block&, std::span<const Value> x) {
                 return std::vector<Value>{sum_all(clamp(x[0], x[1], x[2]))};
               },
               {t64({}, {2}), t64({4}, {0, 0, 1, 0}), t64({}, {1})}});
  k.push_back({"kink/reduce-max-first",
               OpKind::Reduce,
               {t64({2, 3}, {4, 1, 4, 2, 2, 2})},
               [=](Block&, std::span<const Value> x) {
                 return std::vector<Value>{sum_all(reduce_max(x[0], {1}))};
               },
               {t64({2, 3}, {1, 0, 0, 1, 0, 0})}});
  k.push_back({"kink/reduce-min-first",
               OpKind::Reduce,
               {t64({4}, {3, 1, 5, 1})},
               [=](Block& b, std::span<const Value> x) {
                 Value init = scalar(b, INFINITY);
                 return reduce({&x[0], 1}, {&init, 1}, {0}, min_body());
               },
               {t64({4}, {0, 1, 0, 0})}});
  k.push_back({"kink/max-pool-first-in-window",
               OpKind::ReduceWindow,
               {t64({2, 4}, {5, 5, 1, 3, 5, 5, 3, 3})},
               [=](Block&, std::span<const Value> x) {
                 return std::vector<Value>{
                     sum_all(max_pool(x[0], ReduceWindowAttr{{2, 2}, {2, 2}, {}, {}, {}}))};
               },
               {t64({2, 4}, {1, 0, 0, 1, 0, 0, 0, 0})}});
  k.push_back({"kink/select-and-scatter-gathers-first-max",
               OpKind::SelectAndScatter,
               {t64({2, 4}, {5, 5, 1, 3, 5, 5, 3, 3}), t64({1, 2}, {1, 1})},
               [=](Block& b, std::span<const Value> x) {
                 // d/ds sum(w · scattered) = w at each window's first maximum.
                 Value weights = constant(b, t64({2, 4}, {10, 20, 30, 40, 50, 60, 70, 80}));
                 Value scattered = select_and_scatter(x[0], x[1], scalar(b, 0),
                                                      SelectAndScatterAttr{{2, 2}, {2, 2}, {}},
                                                      ge_select_body(), sum_body());
                 return std::vector<Value>{sum_all(multiply(scattered, weights))};
               },
               {t64({2, 4}, {0, 0, 0, 0, 0, 0, 0, 0}), t64({1, 2}, {10, 40})}});
  k.push_back(
      {"kink/floor-at-integers",
       OpKind::Floor,
       {t64({3}, {-1, 0, 2})},
       [=](Block&, std::span<const Value> x) { return std::vector<Value>{sum_all(floor(x[0]))}; },
       {t64({3}, {0, 0, 0})}});
  k.push_back(
      {"kink/sign'(0)=0",
       OpKind::Sign,
       {t64({3}, {-1, 0, 2})},
       [=](Block&, std::span<const Value> x) { return std::vector<Value>{sum_all(sign(x[0]))}; },
       {t64({3}, {0, 0, 0})}});
  return k;
}

CertificateRow run_kink(const Kink& k, exec::Lowerer& lowerer) {
  Module module;
  Function* fn = module.add_function("kink");
  std::vector<Value> xs;
  for (const Tensor& t : k.inputs) xs.push_back(fn->body.add_parameter(t.type()));
  fn->body.results = autodiff::grad(k.loss(fn->body, xs)[0], xs);
  ir::verify(module);
  std::vector<Tensor> got = lowerer.compile(module, *fn)->run(k.inputs);
  CertificateRow out{k.name, std::string(op_short_name(k.op)), 1, 0, 0, "pass"};
  for (size_t i = 0; i < got.size(); ++i)
    for (int64_t e = 0; e < got[i].num_elements(); ++e)
      out.error = std::max(out.error, std::abs(got[i].get(e) - k.expected[i].get(e)));
  if (out.error != 0) out.status = "FAIL";
  return out;
}

}  // namespace

std::vector<Tensor> draw_inputs(std::span<const CaseInput> inputs, Rng& rng) {
  std::vector<CaseInput> all(inputs.begin(), inputs.end());
  std::vector<double> pool = distinct_pool(all, rng);
  std::vector<Tensor> drawn;
  for (const CaseInput& in : inputs) drawn.push_back(draw(in, rng, pool));
  return drawn;
}

bool CertificateRow::ok() const { return status == "pass" || status.rfind("excluded", 0) == 0; }

Certificate certify(uint64_t seed, int points) {
  LADDER_CHECK(points >= 1, "certify: points must be at least 1, got ", points);
  std::unique_ptr<exec::Lowerer> lowerer = exec::make_lowerer("reference");
  Rng rng(seed);
  Certificate cert{.seed = seed, .points = points};
  std::vector<bool> covered(kNumOps, false);
  for (const AdjointCase& c : adjoint_cases()) {
    covered[static_cast<int>(c.op)] = true;
    try {
      cert.rows.push_back(run_adjoint_case(c, *lowerer, rng, points));
    } catch (const Error& e) {
      cert.rows.push_back({c.name, std::string(op_short_name(c.op)), 0, NAN, kAdjointTolerance,
                           cat("FAIL: ", e.what())});
    }
  }
  for (const Kink& k : kinks()) {
    try {
      cert.rows.push_back(run_kink(k, *lowerer));
    } catch (const Error& e) {
      cert.rows.push_back(
          {k.name, std::string(op_short_name(k.op)), 0, NAN, 0, cat("FAIL: ", e.what())});
    }
  }
  for (int i = 0; i < kNumOps; ++i) {
    auto kind = static_cast<OpKind>(i);
    VjpClass cls = vjp_class(kind);
    std::string name(op_short_name(kind));
    if (cls == VjpClass::Differentiable || cls == VjpClass::ZeroGradient) {
      ++cert.needed;
      if (covered[i])
        ++cert.covered;
      else
        cert.rows.push_back({"-", name, 0, NAN, kAdjointTolerance, "MISSING: no adjoint case"});
    } else {
      cert.rows.push_back({"-", name, 0, NAN, 0, cat("excluded: ", vjp_exclusion_reason(kind))});
    }
  }
  for (const CertificateRow& r : cert.rows) cert.failed += !r.ok();
  return cert;
}

}  // namespace ladder::autodiff
