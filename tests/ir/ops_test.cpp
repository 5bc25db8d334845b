// Shape inference and validation of every builder in ladder/ir/ops.h. Expected shapes are
// worked out by hand from the StableHLO rules, written next to each case.
#include <cmath>
#include <limits>

#include "ir/ir_test_util.h"

namespace ladder::ir {
namespace {

using testing::expect_error;
using testing::ty;
using OpsTest = testing::IrTest;
using DT = DType;

// ---- leaves --------------------------------------------------------------------------------

TEST_F(OpsTest, ConstantAndIota) {
  EXPECT_EQ(ty(constant(body(), 1.5, DT::f32)), "tensor<f32>");
  EXPECT_EQ(ty(constant(body(), 2, DT::i32, {2, 0})), "tensor<2x0xi32>");
  EXPECT_EQ(ty(iota(body(), {DT::i64, {2, 3}}, 1)), "tensor<2x3xi64>");
  expect_error([&] { iota(body(), {DT::f32, {2, 3}}, 2); }, {"[iota]", "tensor<2x3xf32>"});
  expect_error([&] { iota(body(), {DT::i1, {4}}, 0); }, {"[iota]", "i1"});
}

// ---- elementwise -----------------------------------------------------------------------------

TEST_F(OpsTest, ElementwiseKeepTheOperandType) {
  Value x = arg({2, 3}), s = arg({}), e = arg({0, 3});
  EXPECT_EQ(ty(add(x, x)), "tensor<2x3xf32>");
  EXPECT_EQ(ty(multiply(s, s)), "tensor<f32>");
  EXPECT_EQ(ty(exp(e)), "tensor<0x3xf32>");
  for (OpKind k : {OpKind::Abs, OpKind::Negate, OpKind::Exp, OpKind::Log, OpKind::Sqrt,
                   OpKind::Rsqrt, OpKind::Tanh, OpKind::Logistic, OpKind::Sine, OpKind::Cosine,
                   OpKind::Floor, OpKind::Sign, OpKind::Erf})
    EXPECT_EQ(ty(unary(k, x)), "tensor<2x3xf32>") << op_name(k);
  for (OpKind k : {OpKind::Add, OpKind::Subtract, OpKind::Multiply, OpKind::Divide, OpKind::Maximum,
                   OpKind::Minimum, OpKind::Power})
    EXPECT_EQ(ty(binary(k, s, s)), "tensor<f32>") << op_name(k);
  Value b = arg({4}, DT::i1), i = arg({4}, DT::i32);
  EXPECT_EQ(ty(logical_and(b, b)), "tensor<4xi1>");
  EXPECT_EQ(ty(logical_or(i, i)), "tensor<4xi32>");
  EXPECT_EQ(ty(logical_not(b)), "tensor<4xi1>");
  EXPECT_EQ(ty(abs(i)), "tensor<4xi32>");
  EXPECT_EQ(ty(convert(x, DT::bf16)), "tensor<2x3xbf16>");
  EXPECT_EQ(ty(convert(b, DT::f64)), "tensor<4xf64>");
}

TEST_F(OpsTest, ElementwiseErrors) {
  Value x = arg({2, 3}), y = arg({3, 2}), i = arg({2, 3}, DT::i32), u = arg({2}, DT::ui8);
  expect_error([&] { add(x, y); }, {"[add]", "same type", "tensor<2x3xf32>", "tensor<3x2xf32>"});
  expect_error([&] { subtract(x, i); }, {"[subtract]", "tensor<2x3xi32>"});
  expect_error([&] { exp(i); }, {"[exponential]", "element type i32", "tensor<2x3xi32>"});
  expect_error([&] { logical_not(x); }, {"[not]", "f32"});
  expect_error([&] { logical_and(x, x); }, {"[and]", "f32"});
  expect_error([&] { abs(u); }, {"[abs]", "ui8"});
  expect_error([&] { unary(OpKind::Add, x); }, {"[add]", "not a unary op"});
  expect_error([&] { binary(OpKind::Compare, x, x); }, {"[compare]", "not a binary op"});
  expect_error([&] { add(x, Value{}); }, {"[add]", "null"});
  expect_error([&] { convert(Value{}, DT::f32); }, {"[convert]", "null"});
}

TEST_F(OpsTest, OperandsMustShareABlock) {
  Function* other = module_.add_function("other");
  Value x = arg({2}), y = other->body.add_parameter({DT::f32, {2}});
  expect_error([&] { add(x, y); }, {"[add]", "operand 1", "tensor<2xf32>", "different block"});
}

TEST_F(OpsTest, CompareReturnsI1AndPicksTheCompareType) {
  auto picked = [](Value v) { return v.node->get<CompareAttr>().type; };
  Value f = arg({2, 3}), i = arg({5}, DT::i64), u = arg({}, DT::ui8), b = arg({0}, DT::i1);
  Value c = compare(f, f, CompareDirection::LT);
  EXPECT_EQ(ty(c), "tensor<2x3xi1>");
  EXPECT_EQ(picked(c), CompareType::FLOAT);
  EXPECT_EQ(picked(compare(i, i, CompareDirection::GE)), CompareType::SIGNED);
  EXPECT_EQ(picked(compare(u, u, CompareDirection::EQ)), CompareType::UNSIGNED);
  EXPECT_EQ(ty(compare(b, b, CompareDirection::NE)), "tensor<0xi1>");
  EXPECT_EQ(picked(compare(b, b, CompareDirection::NE)), CompareType::UNSIGNED);
  EXPECT_EQ(picked(compare(f, f, CompareDirection::EQ, CompareType::TOTALORDER)),
            CompareType::TOTALORDER);
  expect_error([&] { compare(i, i, CompareDirection::EQ, CompareType::FLOAT); },
               {"[compare]", "FLOAT", "i64", "tensor<5xi64>"});
  expect_error([&] { compare(f, i, CompareDirection::EQ); }, {"[compare]", "tensor<5xi64>"});
}

TEST_F(OpsTest, SelectAndClamp) {
  Value x = arg({2, 3}), p = arg({2, 3}, DT::i1), p0 = arg({}, DT::i1), s = arg({});
  EXPECT_EQ(ty(select(p, x, x)), "tensor<2x3xf32>");
  EXPECT_EQ(ty(select(p0, x, x)), "tensor<2x3xf32>");
  EXPECT_EQ(ty(clamp(s, x, s)), "tensor<2x3xf32>");
  EXPECT_EQ(ty(clamp(x, x, x)), "tensor<2x3xf32>");
  Value row = arg({3}), i = arg({2, 3}, DT::i32);
  expect_error([&] { select(x, x, x); }, {"[select]", "i1"});
  expect_error([&] { select(p, x, i); }, {"[select]", "tensor<2x3xi32>"});
  expect_error([&] { select(compare(row, row, CompareDirection::EQ), x, x); },
               {"[select]", "tensor<3xi1>", "tensor<2x3xf32>"});
  expect_error([&] { clamp(row, x, s); }, {"[clamp]", "rank 0", "tensor<3xf32>"});
  expect_error([&] { clamp(s, i, s); }, {"[clamp]", "element type"});
}

// ---- shape ops -----------------------------------------------------------------------------

TEST_F(OpsTest, BroadcastInDim) {
  Value v = arg({3}), m = arg({1, 3}), s = arg({});
  EXPECT_EQ(ty(broadcast_in_dim(v, {2, 3}, {1})), "tensor<2x3xf32>");
  EXPECT_EQ(ty(broadcast_in_dim(m, {4, 5, 3}, {1, 2})), "tensor<4x5x3xf32>");  // 1 -> 5
  EXPECT_EQ(ty(broadcast_in_dim(s, {0, 2}, {})), "tensor<0x2xf32>");
  Value t = arg({2, 3});
  EXPECT_EQ(ty(broadcast_in_dim(t, {3, 4, 2}, {2, 0})), "tensor<3x4x2xf32>");  // unsorted dims
  expect_error([&] { broadcast_in_dim(v, {4}, {0}); },
               {"[broadcast_in_dim]", "size 3", "tensor<4xf32>", "tensor<3xf32>"});
  expect_error([&] { broadcast_in_dim(v, {3, 3}, {2}); }, {"[broadcast_in_dim]", "out of range"});
  expect_error([&] { broadcast_in_dim(t, {3, 3}, {1, 1}); }, {"[broadcast_in_dim]", "repeat"});
  expect_error([&] { broadcast_in_dim(t, {2, 3}, {0}); }, {"[broadcast_in_dim]", "one entry"});
}

TEST_F(OpsTest, Reshape) {
  Value x = arg({2, 3}), one = arg({1, 1}), empty = arg({0, 3});
  EXPECT_EQ(ty(reshape(x, {6})), "tensor<6xf32>");
  EXPECT_EQ(ty(reshape(x, {3, 1, 2})), "tensor<3x1x2xf32>");
  EXPECT_EQ(ty(reshape(one, {})), "tensor<f32>");
  EXPECT_EQ(ty(reshape(empty, {5, 0})), "tensor<5x0xf32>");
  expect_error([&] { reshape(x, {5}); }, {"[reshape]", "tensor<5xf32>", "tensor<2x3xf32>"});
}

TEST_F(OpsTest, Transpose) {
  Value x = arg({2, 3, 4});
  EXPECT_EQ(ty(transpose(x, {2, 0, 1})), "tensor<4x2x3xf32>");
  EXPECT_EQ(ty(transpose(arg({}), {})), "tensor<f32>");
  expect_error([&] { transpose(x, {0, 0, 1}); }, {"[transpose]", "[0, 0, 1]", "tensor<2x3x4xf32>"});
  expect_error([&] { transpose(x, {0, 1}); }, {"[transpose]", "one entry per dimension"});
}

TEST_F(OpsTest, SliceWithStrides) {
  Value v = arg({10}), m = arg({5, 6});
  EXPECT_EQ(ty(slice(v, {1}, {8}, {3})), "tensor<3xf32>");  // elements 1, 4, 7
  EXPECT_EQ(ty(slice(v, {1}, {7}, {3})), "tensor<2xf32>");  // elements 1, 4
  EXPECT_EQ(ty(slice(m, {0, 1}, {5, 6}, {2, 2})), "tensor<3x3xf32>");
  EXPECT_EQ(ty(slice(m, {2, 2}, {2, 3})), "tensor<0x1xf32>");
  EXPECT_EQ(slice(v, {0}, {2}).node->get<SliceAttr>().strides, std::vector<int64_t>{1});
  expect_error([&] { slice(v, {0}, {11}); }, {"[slice]", "limit <= 10", "tensor<10xf32>"});
  expect_error([&] { slice(v, {5}, {4}); }, {"[slice]", "start <= limit"});
  expect_error([&] { slice(v, {0}, {4}, {0}); }, {"[slice]", "strides [0]", "positive"});
}

TEST_F(OpsTest, PadNegativeAndInterior) {
  Value v = arg({3}), zero = constant(body(), 0, DT::f32);
  EXPECT_EQ(ty(pad(v, zero, {1}, {2}, {1})), "tensor<8xf32>");  // 1 + 3 + 2 interior + 2
  EXPECT_EQ(ty(pad(arg({5}), zero, {-2}, {-1})), "tensor<2xf32>");
  // dim 0: -1 + 2 + 1*2 + 0 = 3; dim 1: 0 + 3 + 0 + 1 = 4.
  EXPECT_EQ(ty(pad(arg({2, 3}), zero, {-1, 0}, {0, 1}, {2, 0})), "tensor<3x4xf32>");
  EXPECT_EQ(ty(pad(arg({0}), zero, {1}, {1}, {3})), "tensor<2xf32>");  // no interior gaps in 0
  expect_error([&] { pad(arg({2}), zero, {-3}, {0}); },
               {"[pad]", "negative size -1", "tensor<2xf32>"});
  expect_error([&] { pad(v, zero, {0}, {0}, {-1}); }, {"[pad]", "interior"});
  expect_error([&] { pad(v, arg({1}), {0}, {0}); }, {"[pad]", "padding value", "tensor<1xf32>"});
  expect_error([&] { pad(v, zero, {0, 0}, {0}); }, {"[pad]", "one entry per dimension"});
}

TEST_F(OpsTest, GatherScatterAndLinearAlgebraShapes) {
  Value table = arg({5, 3});
  Value rows = arg({4, 1}, DType::i32);
  EXPECT_EQ(ty(gather(table, rows, GatherAttr{{1}, {0}, {}, {}, {0}, 1, {1, 3}, false})), "tensor<4x3xf32>");
  expect_error([&] { gather(table, rows, GatherAttr{{1}, {0}, {}, {}, {0}, 1, {2, 3}, false}); },
               {"[gather]", "slice_sizes [2, 3] must be 0 or 1 at collapsed or batching dim 0"});
  expect_error([&] { gather(table, rows, GatherAttr{{1}, {0}, {}, {}, {0, 1}, 1, {1, 3}, false}); },
               {"[gather]", "start_index_map [0, 1] must have 1 entries"});
  expect_error([&] { gather(table, arg({4, 1}), GatherAttr{{1}, {0}, {}, {}, {0}, 1, {1, 3}, false}); },
               {"[gather]", "start_indices must have an integer element type"});
  Value updates = arg({4, 3});
  Value inputs[] = {table}, ups[] = {updates};
  EXPECT_EQ(ty(scatter(inputs, rows, ups, ScatterAttr{{1}, {0}, {}, {}, {0}, 1, false, false}, sum_body())[0]),
            "tensor<5x3xf32>");
  Value wide[] = {arg({4, 6})};
  expect_error([&] { scatter(inputs, rows, wide, ScatterAttr{{1}, {0}, {}, {}, {0}, 1, false, false}, sum_body()); },
               {"[scatter]", "updates dim 1 (6) exceeds input dim 1 (3)"});
  Value a = arg({2, 3, 3}), b = arg({2, 3, 4});
  EXPECT_EQ(ty(triangular_solve(a, b, {})), "tensor<2x3x4xf32>");
  expect_error([&] { triangular_solve(a, b, {false, true, false, TransposeKind::NO_TRANSPOSE}); },
               {"[triangular_solve]", "b's dimension 2 (4) must equal a's order 3 when left_side = false"});
  expect_error([&] { cholesky(arg({3, 4}), true); }, {"[cholesky]", "must be square", "tensor<3x4xf32>"});
}

TEST_F(OpsTest, SortShapes) {
  Value keys = arg({2, 3}), values = arg({2, 3}, DType::i32);
  Value both[] = {keys, values};
  const std::vector<Value> sorted = sort(both, -1, true, compare_body(CompareDirection::LT));
  ASSERT_EQ(sorted.size(), 2u);
  EXPECT_EQ(ty(sorted[0]), "tensor<2x3xf32>");
  EXPECT_EQ(ty(sorted[1]), "tensor<2x3xi32>");
  Value uneven[] = {keys, arg({3, 2})};
  expect_error([&] { sort(uneven, 0, true, compare_body(CompareDirection::LT)); },
               {"[sort]", "inputs must share one shape", "tensor<3x2xf32>"});
  expect_error([&] { sort(both, 2, true, compare_body(CompareDirection::LT)); },
               {"[sort]", "dimension 2 out of range for rank 2"});
  expect_error([&] { sort(both, -3, true, compare_body(CompareDirection::LT)); },
               {"[sort]", "dimension -3 out of range for rank 2"});
  expect_error([&] { sort(both, 0, true, [](Block&, std::span<const Value> p) { return std::vector<Value>{p[0]}; }); },
               {"[sort]", "comparator region returns (tensor<f32>) but must return (tensor<i1>)"});
}

TEST_F(OpsTest, ConcatenateAndReverse) {
  Value a = arg({2, 3}), b = arg({4, 3}), c = arg({0, 3});
  Value abc[] = {a, b, c};
  EXPECT_EQ(ty(concatenate(abc, 0)), "tensor<6x3xf32>");
  Value aa[] = {a, a};
  EXPECT_EQ(ty(concatenate(aa, 1)), "tensor<2x6xf32>");
  Value ab[] = {a, b};
  expect_error([&] { concatenate(ab, 1); },
               {"[concatenate]", "dimension 0", "tensor<2x3xf32>, tensor<4x3xf32>"});
  expect_error([&] { concatenate(aa, 2); }, {"[concatenate]", "out of range"});
  expect_error([&] { concatenate({}, 0); }, {"[concatenate]", "at least one operand"});
  EXPECT_EQ(ty(reverse(a, {0, 1})), "tensor<2x3xf32>");
  EXPECT_EQ(ty(reverse(a, {})), "tensor<2x3xf32>");
  expect_error([&] { reverse(a, {2}); }, {"[reverse]", "out of range", "tensor<2x3xf32>"});
}

TEST_F(OpsTest, DynamicSliceAndUpdate) {
  Value x = arg({4, 5}), i = arg({}, DT::i32), j = arg({}, DT::i32);
  Value ij[] = {i, j};
  EXPECT_EQ(ty(dynamic_slice(x, ij, {2, 5})), "tensor<2x5xf32>");
  EXPECT_EQ(ty(dynamic_slice(x, ij, {0, 1})), "tensor<0x1xf32>");
  EXPECT_EQ(ty(dynamic_update_slice(x, arg({2, 5}), ij)), "tensor<4x5xf32>");
  expect_error(
      [&] {
        dynamic_slice(x, ij, {5, 1});
      },
      {"[dynamic_slice]", "[5, 1]", "tensor<4x5xf32>"});
  Value bad[] = {i, arg({}, DT::f32)};
  expect_error([&] { dynamic_slice(x, bad, {1, 1}); }, {"[dynamic_slice]", "rank-0 integers"});
  expect_error(
      [&] {
        dynamic_slice(x, std::span<const Value>(ij, 1), {1, 1});
      },
      {"[dynamic_slice]", "needs 2 start indices"});
  expect_error(
      [&] {
        dynamic_update_slice(x, arg({5, 5}), ij);
      },
      {"[dynamic_update_slice]", "dimension 0", "tensor<5x5xf32>"});
}

// ---- regions ---------------------------------------------------------------------------------

TEST_F(OpsTest, ReduceShapesAndInits) {
  Value x = arg({2, 3, 4});
  EXPECT_EQ(ty(reduce_sum(x, {1})), "tensor<2x4xf32>");
  EXPECT_EQ(ty(reduce_sum(x, {})), "tensor<2x3x4xf32>");
  EXPECT_EQ(ty(reduce_sum(x, {2, 0, 1})), "tensor<f32>");
  EXPECT_EQ(ty(reduce_sum(arg({0, 2}), {0})), "tensor<2xf32>");
  Value m = reduce_max(x, {0});
  Value init = m.node->operands[1];
  EXPECT_EQ(init.node->kind, OpKind::Constant);
  EXPECT_EQ(init.block(), &body());
  EXPECT_EQ(init.node->get<ConstantAttr>().value.get(0), -std::numeric_limits<double>::infinity());
  Value mi = reduce_max(arg({3}, DT::i32), {0});
  EXPECT_EQ(mi.node->operands[1].node->get<ConstantAttr>().value.get_int(0),
            std::numeric_limits<int32_t>::min());
  expect_error([&] { reduce_sum(x, {3}); }, {"[reduce]", "out of range", "tensor<2x3x4xf32>"});
  expect_error([&] { reduce_sum(x, {1, 1}); }, {"[reduce]", "repeat"});
}

TEST_F(OpsTest, ReduceWithSeveralOperands) {
  // Arg-max along dim 1: (value, index) pairs; the body keeps the larger value's pair.
  Value v = arg({3, 4}), idx = iota(body(), {DT::i32, {3, 4}}, 1);
  Value inits[] = {constant(body(), -INFINITY, DT::f32), constant(body(), 0, DT::i32)};
  Value inputs[] = {v, idx};
  auto argmax = [](Block&, std::span<const Value> p) -> std::vector<Value> {
    Value keep = compare(p[0], p[2], CompareDirection::GE);
    return {select(keep, p[0], p[2]), select(keep, p[1], p[3])};
  };
  std::vector<Value> r = reduce(inputs, inits, {1}, argmax);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(ty(r[0]), "tensor<3xf32>");
  EXPECT_EQ(ty(r[1]), "tensor<3xi32>");
  EXPECT_EQ(r[0].node->regions[0]->num_parameters(), 4);
  expect_error([&] { reduce(inputs, std::span<const Value>(inits, 1), {1}, sum_body()); },
               {"[reduce]", "N inputs followed by N init values"});
  Value swapped[] = {inits[1], inits[0]};
  expect_error([&] { reduce(inputs, swapped, {1}, argmax); }, {"[reduce]", "init value 0"});
}

TEST_F(OpsTest, ReduceBodyMustMatch) {
  Value x = arg({2}), zero = constant(body(), 0, DT::f32);
  auto wrong = [](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {compare(p[0], p[1], CompareDirection::LT)};
  };
  expect_error(
      [&] {
        reduce({&x, 1}, {&zero, 1}, {0}, wrong);
      },
      {"[reduce]", "body region returns (tensor<i1>) but must return (tensor<f32>)"});
}

TEST_F(OpsTest, ReduceWindow) {
  // NHWC 2x2 pooling with stride 2.
  Value img = arg({1, 4, 4, 1});
  EXPECT_EQ(ty(max_pool(img, {{1, 2, 2, 1}, {1, 2, 2, 1}, {}, {}, {}})), "tensor<1x2x2x1xf32>");
  // dilated base 19, padded 22, dilated window 5: (22 - 5) / 2 + 1 = 9.
  Value v = arg({10});
  EXPECT_EQ(ty(sum_pool(v, {{3}, {2}, {2}, {2}, {{1, 2}}})), "tensor<9xf32>");
  EXPECT_EQ(ty(sum_pool(arg({2}), {{3}, {}, {}, {}, {}})), "tensor<0xf32>");  // window too big
  EXPECT_EQ(ty(sum_pool(arg({0}), {{1}, {}, {}, {}, {}})), "tensor<0xf32>");
  EXPECT_EQ(ty(sum_pool(arg({5}), {{2}, {}, {}, {}, {{-1, 0}}})), "tensor<3xf32>");  // 4 - 2 + 1
  EXPECT_EQ(ty(sum_pool(arg({}), {})), "tensor<f32>");
  expect_error(
      [&] {
        sum_pool(v, {{3, 3}, {}, {}, {}, {}});
      },
      {"[reduce_window]", "window_dimensions [3, 3]", "tensor<10xf32>"});
  expect_error([&] { sum_pool(v, {{3}, {0}, {}, {}, {}}); }, {"[reduce_window]", "window_strides"});
  expect_error(
      [&] {
        sum_pool(v, {{3}, {}, {}, {}, {{-6, -5}}});
      },
      {"[reduce_window]", "padding (-6, -5)"});
}

TEST_F(OpsTest, ReduceWindowWithSeveralOperands) {
  Value v = arg({6, 4}), idx = iota(body(), {DT::i32, {6, 4}}, 0);
  Value inputs[] = {v, idx};
  Value inits[] = {constant(body(), 0, DT::f32), constant(body(), 0, DT::i32)};
  auto keep_first = [](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {p[0], p[1]};
  };
  // dim 0: (6 - 3) / 3 + 1 = 2; dim 1: padded 6, dilated window 3: (6 - 3) / 1 + 1 = 4.
  std::vector<Value> r =
      reduce_window(inputs, inits, {{3, 2}, {3, 1}, {}, {1, 2}, {{0, 0}, {1, 1}}}, keep_first);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(ty(r[0]), "tensor<2x4xf32>");
  EXPECT_EQ(ty(r[1]), "tensor<2x4xi32>");
  Value mismatched[] = {v, arg({6, 5}, DT::i32)};
  expect_error(
      [&] {
        reduce_window(mismatched, inits, {{1, 1}, {}, {}, {}, {}}, keep_first);
      },
      {"[reduce_window]", "same shape", "tensor<6x5xi32>"});
}

TEST_F(OpsTest, SelectAndScatter) {
  Value x = arg({4, 4}), zero = constant(body(), 0, DT::f32);
  SelectAndScatterAttr attr{{2, 2}, {2, 2}, {}};
  Value r = select_and_scatter(x, arg({2, 2}), zero, attr, ge_select_body(), sum_body());
  EXPECT_EQ(ty(r), "tensor<4x4xf32>");
  SelectAndScatterAttr padded{{2, 2}, {2, 2}, {{1, 1}, {1, 1}}};  // (6 - 2) / 2 + 1 = 3
  EXPECT_EQ(ty(select_and_scatter(x, arg({3, 3}), zero, padded, ge_select_body(), sum_body())),
            "tensor<4x4xf32>");
  expect_error(
      [&] {
        select_and_scatter(x, arg({3, 3}), zero, attr, ge_select_body(), sum_body());
      },
      {"[select_and_scatter]", "source must be tensor<2x2xf32>", "tensor<3x3xf32>"});
  expect_error(
      [&] {
        select_and_scatter(x, arg({2, 2}), zero, attr, sum_body(), sum_body());
      },
      {"[select_and_scatter]", "select region returns (tensor<f32>)"});
  SelectAndScatterAttr negative{{2, 2}, {2, 2}, {{-1, 0}, {0, 0}}};
  expect_error(
      [&] {
        select_and_scatter(x, arg({2, 2}), zero, negative, ge_select_body(), sum_body());
      },
      {"[select_and_scatter]", "non-negative"});
}

TEST_F(OpsTest, AllReduceIsIdentityTyped) {
  Value x = arg({2, 0});
  EXPECT_EQ(ty(all_reduce(x, {}, sum_body())), "tensor<2x0xf32>");
  expect_error([&] { all_reduce(x, {}, ge_select_body()); }, {"[all_reduce]", "body region"});
}

// ---- contractions ------------------------------------------------------------------------------

TEST_F(OpsTest, DotGeneral) {
  EXPECT_EQ(ty(matmul(arg({2, 3}), arg({3, 4}))), "tensor<2x4xf32>");
  EXPECT_EQ(ty(matmul(arg({2, 0}), arg({0, 3}))), "tensor<2x3xf32>");
  // Batch in the middle of lhs and last in rhs: [batch 2, lhs free 5, rhs free 4].
  EXPECT_EQ(ty(dot_general(arg({3, 2, 5}), arg({4, 3, 2}), {{1}, {2}, {0}, {1}})),
            "tensor<2x5x4xf32>");
  // Two contracting dims, given in different orders on each side.
  EXPECT_EQ(ty(dot_general(arg({2, 3, 4}), arg({4, 3, 5}), {{}, {}, {1, 2}, {1, 0}})),
            "tensor<2x5xf32>");
  EXPECT_EQ(ty(dot_general(arg({}), arg({}), {})), "tensor<f32>");  // scalar product
  expect_error(
      [&] {
        matmul(arg({2, 3}), arg({4, 5}));
      },
      {"[dot_general]", "contracting dimensions 1 of lhs and 0 of rhs differ in size (3 vs 4)",
       "tensor<2x3xf32>, tensor<4x5xf32>"});
  expect_error(
      [&] {
        dot_general(arg({2, 3}), arg({3, 2}), {{0}, {1}, {0}, {0}});
      },
      {"[dot_general]", "repeat"});
  expect_error(
      [&] {
        dot_general(arg({2, 3}), arg({3}), {{0}, {}, {1}, {0}});
      },
      {"[dot_general]", "differ in length"});
  expect_error(
      [&] {
        matmul(arg({2, 3}), arg({3, 4}, DT::f64));
      },
      {"[dot_general]", "same element type"});
  expect_error([&] { matmul(arg({2, 3, 1}), arg({3, 4})); }, {"[dot_general]", "rank-2"});
}

ConvDimensionNumbers nchw() { return {0, 1, {2, 3}, 1, 0, {2, 3}, 0, 1, {2, 3}}; }

TEST_F(OpsTest, ConvolutionDefaults) {
  ConvolutionAttr a;
  a.dn = nchw();
  EXPECT_EQ(ty(convolution(arg({1, 3, 5, 5}), arg({8, 3, 3, 3}), a)), "tensor<1x8x3x3xf32>");
  ConvolutionAttr one_d;
  one_d.dn = {0, 1, {2}, 1, 0, {2}, 0, 1, {2}};
  EXPECT_EQ(ty(convolution(arg({2, 3, 10}), arg({4, 3, 3}), one_d)), "tensor<2x4x8xf32>");
  EXPECT_EQ(ty(convolution(arg({1, 3, 2, 2}), arg({8, 3, 3, 3}), a)), "tensor<1x8x0x0xf32>");
}

TEST_F(OpsTest, ConvolutionNhwcStridedPadded) {
  ConvolutionAttr a;
  a.dn = {0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}};  // NHWC input, HWIO kernel, NHWC output
  a.window_strides = {2, 2};
  a.padding = {{1, 1}, {1, 1}};  // padded 9: (9 - 3) / 2 + 1 = 4
  EXPECT_EQ(ty(convolution(arg({2, 7, 7, 3}), arg({3, 3, 3, 16}), a)), "tensor<2x4x4x16xf32>");
  // Output laid out as [feature, h, w, batch].
  ConvolutionAttr b;
  b.dn = nchw();
  b.dn.output_feature = 0;
  b.dn.output_spatial = {1, 2};
  b.dn.output_batch = 3;
  EXPECT_EQ(ty(convolution(arg({1, 3, 5, 5}), arg({8, 3, 3, 3}), b)), "tensor<8x3x3x1xf32>");
}

TEST_F(OpsTest, ConvolutionDilations) {
  ConvolutionAttr lhs;  // transposed-conv style: dilated input 7, padded 11: 11 - 3 + 1 = 9
  lhs.dn = nchw();
  lhs.lhs_dilation = {2, 2};
  lhs.padding = {{2, 2}, {2, 2}};
  EXPECT_EQ(ty(convolution(arg({1, 1, 4, 4}), arg({1, 1, 3, 3}), lhs)), "tensor<1x1x9x9xf32>");
  ConvolutionAttr rhs;  // dilated kernel 5: 7 - 5 + 1 = 3
  rhs.dn = nchw();
  rhs.rhs_dilation = {2, 1};
  EXPECT_EQ(ty(convolution(arg({1, 1, 7, 7}), arg({1, 1, 3, 3}), rhs)), "tensor<1x1x3x5xf32>");
}

TEST_F(OpsTest, ConvolutionGroups) {
  ConvolutionAttr depthwise;
  depthwise.dn = nchw();
  depthwise.feature_group_count = 4;  // 4 input channels, 2 filters each
  EXPECT_EQ(ty(convolution(arg({1, 4, 5, 5}), arg({8, 1, 3, 3}), depthwise)),
            "tensor<1x8x3x3xf32>");
  ConvolutionAttr batch_groups;  // as in a weight gradient: batch 4 / 2 groups
  batch_groups.dn = nchw();
  batch_groups.batch_group_count = 2;
  EXPECT_EQ(ty(convolution(arg({4, 3, 5, 5}), arg({6, 3, 3, 3}), batch_groups)),
            "tensor<2x6x3x3xf32>");
  expect_error(
      [&] {
        convolution(arg({4, 3, 5, 5}), arg({5, 3, 3, 3}), batch_groups);
      },
      {"[convolution]", "kernel output features 5", "batch_group_count 2"});
  expect_error(
      [&] {
        convolution(arg({1, 8, 5, 5}), arg({8, 1, 3, 3}), depthwise);
      },
      {"[convolution]", "input features 8 / feature_group_count 4"});
  expect_error(
      [&] {
        convolution(arg({1, 6, 5, 5}), arg({8, 1, 3, 3}), depthwise);
      },
      {"[convolution]", "input features 6 must be divisible by feature_group_count 4"});
  ConvolutionAttr both = depthwise;
  both.batch_group_count = 2;
  expect_error(
      [&] {
        convolution(arg({2, 4, 5, 5}), arg({8, 1, 3, 3}), both);
      },
      {"[convolution]", "cannot both exceed 1"});
}

TEST_F(OpsTest, ConvolutionErrors) {
  ConvolutionAttr a;
  a.dn = nchw();
  expect_error(
      [&] {
        convolution(arg({1, 3, 5, 5}), arg({8, 4, 3, 3}), a);
      },
      {"[convolution]", "kernel's input features 4", "tensor<1x3x5x5xf32>", "tensor<8x4x3x3xf32>"});
  ConvolutionAttr dup = a;
  dup.dn.input_spatial = {2, 2};
  expect_error(
      [&] {
        convolution(arg({1, 3, 5, 5}), arg({8, 3, 3, 3}), dup);
      },
      {"[convolution]", "input dimension numbers [0, 1, 2, 2]", "repeats"});
  ConvolutionAttr strides = a;
  strides.window_strides = {1};
  expect_error(
      [&] {
        convolution(arg({1, 3, 5, 5}), arg({8, 3, 3, 3}), strides);
      },
      {"[convolution]", "window_strides [1]"});
  expect_error(
      [&] {
        convolution(arg({1, 3, 5}), arg({8, 3, 3, 3}), a);
      },
      {"[convolution]", "same rank"});
}

TEST_F(OpsTest, AbsurdSizesAreErrorsNotOverflow) {
  constexpr int64_t kHuge = std::numeric_limits<int64_t>::max();
  Value v = arg({3}), zero = constant(body(), 0, DT::f32);
  expect_error([&] { pad(v, zero, {0}, {0}, {kHuge}); }, {"[pad]", "overflow", "tensor<3xf32>"});
  expect_error([&] { sum_pool(v, {{2}, {}, {}, {kHuge}, {}}); }, {"[reduce_window]", "overflow"});
  expect_error([&] { reshape(v, {-1, -3}); }, {"[reshape]", "tensor<-1x-3xf32>", "negative"});
  expect_error(
      [&] {
        broadcast_in_dim(v, {kHuge, 3, kHuge}, {1});
      },
      {"[broadcast_in_dim]", "overflow"});
  EXPECT_EQ(ty(slice(v, {0}, {3}, {kHuge})), "tensor<1xf32>");
}

// ---- calls -----------------------------------------------------------------------------------

TEST_F(OpsTest, Call) {
  Function* f = module_.add_function("f", false);
  Value a = f->body.add_parameter({DT::f32, {2}});
  Value n = f->body.add_parameter({DT::i32, {}});
  f->body.results = {negate(a), n};
  Value x = arg({2}), i = arg({}, DT::i32);
  Value args[] = {x, i};
  std::vector<Value> r = call(body(), *f, args);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(ty(r[0]), "tensor<2xf32>");
  EXPECT_EQ(ty(r[1]), "tensor<i32>");
  EXPECT_EQ(r[0].node->get<CallAttr>().callee, "f");
  Value swapped[] = {i, x};
  expect_error([&] { call(body(), *f, swapped); },
               {"[call]", "@f", "tensor<2xf32>, tensor<i32>", "tensor<i32>, tensor<2xf32>"});
  expect_error([&] { call(f->body, *f, args); }, {"[call]", "not a value of the calling block"});
}

}  // namespace
}  // namespace ladder::ir
