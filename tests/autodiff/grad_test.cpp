// grad() on small graphs, run on the reference lowerer and compared with derivatives
// worked out by hand; the kink conventions of docs/GRADIENTS.md; and the driver's errors.
#include "ladder/autodiff/grad.h"

#include <gtest/gtest.h>

#include <cmath>
#include <unordered_set>

#include "exec/test_util.h"
#include "ir/ir_test_util.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"

namespace ladder::autodiff {
namespace {

using namespace ladder::ir;
using ir::testing::expect_error;
using ladder::testing::expect_close;
using ladder::testing::tensor;

constexpr DType f64 = DType::f64;
constexpr double kTol = 1e-12;

class GradTest : public ::testing::Test {
 protected:
  Value arg(Shape shape, DType dtype = f64) {
    return fn_->body.add_parameter(TensorType{dtype, std::move(shape)});
  }
  // Returns `results` from the function and runs it on the reference lowerer.
  std::vector<Tensor> run(std::vector<Value> results, std::vector<Tensor> args) {
    fn_->body.results = std::move(results);
    return lowerer_->compile(module_, *fn_)->run(args);
  }

  std::unique_ptr<exec::Lowerer> lowerer_ = exec::make_lowerer("reference");
  Module module_;
  Function* fn_ = module_.add_function("main");
};

TEST_F(GradTest, SumOfSquaresGivesTwiceX) {
  Value x = arg({3});
  Value loss = reduce_sum(multiply(x, x), {0});
  std::vector<Value> dx = grad(loss, {&x, 1});
  auto out = run(dx, {tensor(f64, {3}, {1, -2, 0.5})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {3}, {2, -4, 1}), kTol));
}

TEST_F(GradTest, ChainOfUnaryOps) {
  // loss = sum(tanh(exp(x)) + log(x) * sqrt(x)); d/dx = (1 - tanh(e^x)^2) e^x + ...
  Value x = arg({2});
  Value loss = reduce_sum(add(tanh(exp(x)), multiply(log(x), sqrt(x))), {0});
  auto out = run(grad(loss, {&x, 1}), {tensor(f64, {2}, {0.3, 1.7})});
  std::vector<double> expected;
  for (double v : {0.3, 1.7}) {
    double t = std::tanh(std::exp(v));
    expected.push_back((1 - t * t) * std::exp(v) + std::sqrt(v) / v +
                       std::log(v) / (2 * std::sqrt(v)));
  }
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {2}, expected), kTol));
}

TEST_F(GradTest, DenseLayerWithBiasAndRelu) {
  // loss = sum(relu(x·w + b)); x [2,3], w [3,2], b [2] broadcast over the batch.
  Value x = arg({2, 3}), w = arg({3, 2}), b = arg({2});
  Value z = add(matmul(x, w), broadcast_in_dim(b, {2, 2}, {1}));
  Value loss =
      reduce_sum(maximum(z, broadcast_in_dim(constant(fn_->body, 0, f64), {2, 2}, {})), {0, 1});
  std::vector<Value> wrt = {x, w, b};
  std::vector<double> xs = {1, 2, -1, 0.5, -3, 2}, ws = {1, -1, 0.5, 2, -2, 1}, bs = {0.25, -0.5};
  auto out = run(grad(loss, wrt),
                 {tensor(f64, {2, 3}, xs), tensor(f64, {3, 2}, ws), tensor(f64, {2}, bs)});
  // The ReLU mask, by hand: z = [[4.25, 1.5], [-4.75, -5]] -> [[1, 1], [0, 0]].
  double mask[2][2] = {{1, 1}, {0, 0}};
  std::vector<double> dx(6, 0), dw(6, 0), db(2, 0);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      db[j] += mask[i][j];
      for (int k = 0; k < 3; ++k) {
        dx[i * 3 + k] += mask[i][j] * ws[k * 2 + j];
        dw[k * 2 + j] += mask[i][j] * xs[i * 3 + k];
      }
    }
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {2, 3}, dx), kTol));
  EXPECT_TRUE(expect_close(out[1], tensor(f64, {3, 2}, dw), kTol));
  EXPECT_TRUE(expect_close(out[2], tensor(f64, {2}, db), kTol));
}

TEST_F(GradTest, ValueUsedTwiceAccumulates) {
  Value x = arg({});
  Value loss = add(multiply(x, x), multiply(x, constant(fn_->body, 3, f64)));  // x^2 + 3x
  auto out = run(grad(loss, {&x, 1}), {Tensor::scalar(f64, 2)});
  EXPECT_DOUBLE_EQ(out[0].get(0), 7);
}

TEST_F(GradTest, UnrelatedAndIntegerWrtGetZeros) {
  Value x = arg({2}), unused = arg({2, 2}), count = arg({}, DType::i32);
  Value loss = reduce_sum(x, {0});
  std::vector<Value> wrt = {unused, count};
  auto out = run(grad(loss, wrt), {tensor(f64, {2}, {1, 2}), tensor(f64, {2, 2}, {1, 2, 3, 4}),
                                   Tensor::scalar(DType::i32, 5)});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {2, 2}, {0, 0, 0, 0})));
  EXPECT_TRUE(expect_close(out[1], Tensor::scalar(DType::i32, 0)));
}

TEST_F(GradTest, BackwardEmitsNoDeadNodes) {
  // Only w's cotangent is asked for: nothing may be built for the data x or the labels.
  Value x = arg({4, 3}), w = arg({3, 2}), labels = arg({4, 2});
  Value logits = matmul(x, w);
  Value loss = reduce_sum(multiply(tanh(logits), labels), {0, 1});
  size_t forward = fn_->body.nodes.size();
  std::vector<Value> dw = grad(loss, {&w, 1});
  std::unordered_set<const Node*> used = {dw[0].node};
  for (const auto& n : fn_->body.nodes)
    for (Value v : n->operands) used.insert(v.node);
  for (size_t i = forward; i < fn_->body.nodes.size(); ++i)
    EXPECT_TRUE(used.count(fn_->body.nodes[i].get()))
        << "dead " << op_name(fn_->body.nodes[i]->kind) << " in the backward pass";
}

TEST_F(GradTest, ConvertGivesTheCotangentInTheOperandsDtype) {
  Value x = arg({2}, DType::f32);
  Value loss = reduce_sum(multiply(convert(x, f64), convert(x, f64)), {0});
  std::vector<Value> dx = grad(loss, {&x, 1});
  EXPECT_EQ(dx[0].type(), x.type());
  auto out = run(dx, {tensor(DType::f32, {2}, {1.5, -0.25})});
  EXPECT_TRUE(expect_close(out[0], tensor(DType::f32, {2}, {3, -0.5})));
}

TEST_F(GradTest, VjpOfSeveralOutputs) {
  // outputs (2x, x*y) with cotangents (v1, v2): dx = 2 v1 + y v2, dy = x v2.
  Value x = arg({2}), y = arg({2}), v1 = arg({2}), v2 = arg({2});
  std::vector<Value> outputs = {add(x, x), multiply(x, y)}, cts = {v1, v2}, wrt = {x, y};
  auto out = run(vjp(outputs, cts, wrt), {tensor(f64, {2}, {1, 2}), tensor(f64, {2}, {3, 4}),
                                          tensor(f64, {2}, {1, -1}), tensor(f64, {2}, {2, 0.5})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {2}, {2 + 6, -2 + 2})));
  EXPECT_TRUE(expect_close(out[1], tensor(f64, {2}, {2, 1})));
}

TEST_F(GradTest, CallIsDifferentiatedThroughItsCallee) {
  // f(p, q) = p * q called as f(x, x): d/dx sum(x^2) = 2x, both parameters contributing.
  Function* callee = module_.add_function("square", false);
  Value p = callee->body.add_parameter({f64, {3}}), q = callee->body.add_parameter({f64, {3}});
  callee->body.results = {multiply(p, q)};
  Value x = arg({3});
  std::vector<Value> args = {x, x};
  Value loss = reduce_sum(call(fn_->body, *callee, args)[0], {0});
  auto out = run(grad(loss, {&x, 1}), {tensor(f64, {3}, {1, -2, 4})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {3}, {2, -4, 8}), kTol));
}

TEST_F(GradTest, MatmulGradientsNeedNoTranspose) {
  Value x = arg({4, 3}), w = arg({3, 2});
  Value loss = reduce_sum(matmul(x, w), {0, 1});
  size_t forward = fn_->body.nodes.size();
  std::vector<Value> wrt = {x, w};
  grad(loss, wrt);
  for (size_t i = forward; i < fn_->body.nodes.size(); ++i)
    EXPECT_NE(fn_->body.nodes[i]->kind, OpKind::Transpose);
}

// ---- kink conventions (docs/GRADIENTS.md) ---------------------------------------------------

TEST_F(GradTest, ReluAtZeroHasZeroGradient) {
  Value x = arg({3});
  Value zeros = broadcast_in_dim(constant(fn_->body, 0, f64), {3}, {});
  Value loss = reduce_sum(maximum(x, zeros), {0});
  auto out = run(grad(loss, {&x, 1}), {tensor(f64, {3}, {-1, 0, 2})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {3}, {0, 0, 1})));
}

TEST_F(GradTest, MaxAndMinTiesGoToTheSecondOperand) {
  Value a = arg({}), b = arg({});
  Value loss = add(maximum(a, b), multiply(minimum(a, b), constant(fn_->body, 10, f64)));
  std::vector<Value> wrt = {a, b};
  auto out = run(grad(loss, wrt), {Tensor::scalar(f64, 1.5), Tensor::scalar(f64, 1.5)});
  EXPECT_EQ(out[0].get(0), 0);
  EXPECT_EQ(out[1].get(0), 11);
}

TEST_F(GradTest, AbsAtZeroHasZeroGradient) {
  Value x = arg({3});
  auto out = run(grad(reduce_sum(abs(x), {0}), {&x, 1}), {tensor(f64, {3}, {-2, 0, 3})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {3}, {-1, 0, 1})));
}

TEST_F(GradTest, ClampBoundsTakeTheirTies) {
  // clamp(0, x, 6) = ReLU6: the cotangent at x == 0 and x == 6 goes to the bounds.
  Value lo = arg({}), x = arg({4}), hi = arg({});
  Value loss = reduce_sum(clamp(lo, x, hi), {0});
  std::vector<Value> wrt = {lo, x, hi};
  auto out = run(grad(loss, wrt),
                 {Tensor::scalar(f64, 0), tensor(f64, {4}, {-1, 0, 3, 6}), Tensor::scalar(f64, 6)});
  EXPECT_EQ(out[0].get(0), 2);
  EXPECT_TRUE(expect_close(out[1], tensor(f64, {4}, {0, 0, 1, 0})));
  EXPECT_EQ(out[2].get(0), 1);
}

TEST_F(GradTest, ReduceMaxRoutesToTheFirstMaximum) {
  Value x = arg({2, 4});
  Value loss = reduce_sum(reduce_max(x, {1}), {0});
  auto out = run(grad(loss, {&x, 1}), {tensor(f64, {2, 4}, {1, 3, 3, 2, 5, 0, 5, 5})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {2, 4}, {0, 1, 0, 0, 1, 0, 0, 0})));
}

TEST_F(GradTest, MaxPoolRoutesToTheFirstMaximumOfEachWindow) {
  // 2x2 windows, stride 2, on a 1x1x2x4 image whose windows hold ties.
  Value x = arg({1, 1, 2, 4});
  Value pooled = max_pool(x, ReduceWindowAttr{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}});
  Value loss = reduce_sum(pooled, {0, 1, 2, 3});
  auto out = run(grad(loss, {&x, 1}), {tensor(f64, {1, 1, 2, 4}, {7, 7, 1, 2, 7, 7, 2, 1})});
  EXPECT_TRUE(expect_close(out[0], tensor(f64, {1, 1, 2, 4}, {1, 0, 0, 1, 0, 0, 0, 0})));
}

// ---- errors -------------------------------------------------------------------------------

TEST_F(GradTest, RuleThatDoesNotCoverTheAttributesNamesTheOp) {
  // A select of "last maximum" (>) is not one the select_and_scatter rule knows.
  Value x = arg({4}), source = arg({2});
  BodyBuilder last_max = [](Block&, std::span<const Value> p) {
    return std::vector<Value>{compare(p[0], p[1], CompareDirection::GT)};
  };
  Value scattered = select_and_scatter(x, source, constant(fn_->body, 0, f64),
                                       SelectAndScatterAttr{{2}, {2}, {}}, last_max, sum_body());
  Value loss = reduce_sum(scattered, {0});
  expect_error([&] { grad(loss, {&source, 1}); }, {"[select_and_scatter]", "no VJP rule"});
}

TEST_F(GradTest, UnsupportedReduceBodyNamesTheOp) {
  Value x = arg({4});
  Value one = constant(fn_->body, 1, f64);
  Value product = reduce({&x, 1}, {&one, 1}, {0}, [](Block&, std::span<const Value> p) {
    return std::vector<Value>{multiply(p[0], p[1])};
  })[0];
  expect_error([&] { grad(product, {&x, 1}); }, {"[reduce]", "no VJP rule", "body"});
}

TEST_F(GradTest, CotangentOfTheWrongTypeIsRejected) {
  Value x = arg({2, 3});
  Value y = exp(x);
  Value wrong_shape = broadcast_in_dim(constant(fn_->body, 1, f64), {3, 2}, {});
  Value wrong_dtype = broadcast_in_dim(constant(fn_->body, 1, DType::f32), {2, 3}, {});
  auto with_cotangent = [&](Value ct) { return [=] { vjp({&y, 1}, {&ct, 1}, {&x, 1}); }; };
  expect_error(with_cotangent(wrong_shape),
               {"[autodiff] output 0", "tensor<3x2xf64>", "tensor<2x3xf64>"});
  expect_error(with_cotangent(wrong_dtype),
               {"[autodiff] output 0", "tensor<2x3xf32>", "tensor<2x3xf64>"});
}

TEST_F(GradTest, LossMustBeAFloatScalar) {
  Value x = arg({2});
  expect_error([&] { grad(exp(x), {&x, 1}); }, {"[autodiff]", "rank-0", "tensor<2xf64>"});
}

TEST_F(GradTest, OpsWithoutCotangentsSayWhy) {
  for (int k = 0; k < kNumOps; ++k) {
    auto kind = static_cast<OpKind>(k);
    VjpClass c = vjp_class(kind);
    EXPECT_EQ(has_vjp_rule(kind), c != VjpClass::Unsupported) << op_name(kind);
    bool explained = !vjp_exclusion_reason(kind).empty();
    EXPECT_EQ(explained, c == VjpClass::Discrete || c == VjpClass::Unsupported) << op_name(kind);
  }
}

}  // namespace
}  // namespace ladder::autodiff
