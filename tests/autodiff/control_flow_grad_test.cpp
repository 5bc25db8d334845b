// Gradients through while (fixed trip count), if and case: checked against central
// differences and closed forms on the reference and cpu lowerers, from graphs built in code
// and from JAX-style text (the gradient printed and parsed back too); loops whose trip count
// is not fixed are refused by name.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "exec/test_util.h"
#include "ir/ir_test_util.h"
#include "ladder/autodiff/grad.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::autodiff {
namespace {

using namespace ladder::ir;
using ir::testing::expect_error;
using ladder::testing::tensor;

constexpr DType f64 = DType::f64;
constexpr const char* kLowerers[] = {"reference", "cpu"};

Value i32(Block& b, double v) { return constant(b, v, DType::i32); }

// Runs `fn` of `module` on `lowerer` at `args`.
std::vector<Tensor> run(const char* lowerer, const Module& module, const Function& fn, const std::vector<Tensor>& args) {
  return exec::make_lowerer(lowerer)->compile(module, fn)->run(args);
}

// `forward` returns a rank-0 loss of its float parameters; `backward` is a copy of it whose
// results were replaced by the loss's gradient. The gradient must match central differences
// of the loss on both lowerers.
void expect_matches_differences(const Module& forward_module, const Function& forward, const Module& module,
                                const Function& backward, const std::vector<Tensor>& at) {
  for (const char* lowerer : kLowerers) {
    SCOPED_TRACE(lowerer);
    std::vector<Tensor> g = run(lowerer, module, backward, at);
    ASSERT_EQ(g.size(), at.size());
    constexpr double h = 1e-5;
    for (size_t k = 0; k < at.size(); ++k)
      for (int64_t i = 0; i < at[k].num_elements(); ++i) {
        std::vector<Tensor> plus = at, minus = at;
        plus[k].set(i, at[k].get(i) + h);
        minus[k].set(i, at[k].get(i) - h);
        double numeric =
            (run(lowerer, forward_module, forward, plus)[0].get(0) - run(lowerer, forward_module, forward, minus)[0].get(0)) / (2 * h);
        EXPECT_NEAR(g[k].get(i), numeric, 1e-6 * std::max(1.0, std::abs(numeric))) << "input " << k << " element " << i;
      }
  }
}

using LossBuild = std::function<Value(Block&, std::span<const Value>)>;

// The loss built twice from parameters of `types`: once returned, once differentiated.
void expect_gradient_matches_differences(const std::vector<TensorType>& types, const LossBuild& loss,
                                         const std::vector<Tensor>& at) {
  Module module;
  Function* forward = module.add_function("forward");
  Function* backward = module.add_function("backward");
  for (Function* fn : {forward, backward}) {
    std::vector<Value> params;
    for (const TensorType& t : types) params.push_back(fn->body.add_parameter(t));
    Value l = loss(fn->body, params);
    fn->body.results = fn == forward ? std::vector<Value>{l} : grad(l, params);
  }
  verify(module);
  expect_matches_differences(module, *forward, module, *backward, at);
}

Value total(Value v) { return reduce_sum(v, {0}); }
Value pred(Block& b, bool v) { return compare(i32(b, v), i32(b, 0), CompareDirection::GT); }

TEST(ControlFlowGrad, IfTakesTheGradientOfTheBranchTaken) {
  for (bool taken : {true, false}) {
    SCOPED_TRACE(taken);
    expect_gradient_matches_differences(
        {{f64, {3}}, {f64, {3}}},
        [=](Block& b, std::span<const Value> x) {
          std::vector<Value> r = if_then_else(
              pred(b, taken),
              [=](Block& s, std::span<const Value>) {
                return std::vector<Value>{multiply(tanh(capture(s, x[0])), capture(s, x[1])), x[1]};
              },
              [=](Block& s, std::span<const Value>) {
                Value y = capture(s, x[1]);
                return std::vector<Value>{multiply(y, y), exp(y)};
              });
          return add(total(r[0]), total(multiply(r[1], x[0])));
        },
        {tensor(f64, {3}, {0.3, -1.2, 0.7}), tensor(f64, {3}, {1.1, 0.4, -0.5})});
  }
}

// Out of range, case runs its last branch, and so does its backward case.
TEST(ControlFlowGrad, CaseTakesTheGradientOfTheBranchTakenEvenOutOfRange) {
  for (int index : {0, 1, 2, 5, -3}) {
    SCOPED_TRACE(index);
    expect_gradient_matches_differences(
        {{f64, {3}}, {f64, {3}}},
        [=](Block& b, std::span<const Value> x) {
          std::vector<BodyBuilder> branches = {
              [=](Block& s, std::span<const Value>) { return std::vector<Value>{sine(capture(s, x[0]))}; },
              [=](Block& s, std::span<const Value>) {
                return std::vector<Value>{multiply(capture(s, x[0]), capture(s, x[1]))};
              },
              [=](Block& s, std::span<const Value>) { return std::vector<Value>{exp(capture(s, x[1]))}; }};
          return total(case_of(i32(b, index), branches)[0]);
        },
        {tensor(f64, {3}, {0.3, -1.2, 0.7}), tensor(f64, {3}, {1.1, 0.4, -0.5})});
  }
}

// `if x > 0 then log(x) else 0` at x = 0: the backward if takes the else branch too, so the
// log's cotangent 1/x (inf, times 0: NaN) is never computed.
TEST(ControlFlowGrad, UntakenBranchLeaksNoNaN) {
  Module module;
  Function* fn = module.add_function("main");
  Value x = fn->body.add_parameter({f64, {}});
  Value y = if_then_else(
      compare(x, constant(fn->body, 0, f64), CompareDirection::GT),
      [=](Block& s, std::span<const Value>) { return std::vector<Value>{log(capture(s, x))}; },
      [](Block& s, std::span<const Value>) { return std::vector<Value>{constant(s, 0, f64)}; })[0];
  fn->body.results = grad(y, {&x, 1});
  verify(module);
  for (const char* lowerer : kLowerers) {
    SCOPED_TRACE(lowerer);
    EXPECT_EQ(run(lowerer, module, *fn, {tensor(f64, {}, {0})})[0].get(0), 0.0);
    EXPECT_DOUBLE_EQ(run(lowerer, module, *fn, {tensor(f64, {}, {2})})[0].get(0), 0.5);
  }
}

// x <- x * w, three times: y = x w^3, dy/dx = w^3, dy/dw = 3 x w^2.
TEST(ControlFlowGrad, ForiLoopMatchesItsClosedForm) {
  Module module;
  Function* fn = module.add_function("main");
  Value x = fn->body.add_parameter({f64, {2}}), w = fn->body.add_parameter({f64, {2}});
  const Value carried[] = {i32(fn->body, 0), x};
  Value y = while_loop(
      carried,
      [](Block& c, std::span<const Value> p) { return std::vector<Value>{compare(p[0], i32(c, 3), CompareDirection::LT)}; },
      [=](Block& r, std::span<const Value> p) {
        return std::vector<Value>{add(p[0], i32(r, 1)), multiply(p[1], capture(r, w))};
      })[1];
  const Value wrt[] = {x, w};
  fn->body.results = grad(total(y), wrt);
  verify(module);
  for (const char* lowerer : kLowerers) {
    SCOPED_TRACE(lowerer);
    std::vector<Tensor> g = run(lowerer, module, *fn, {tensor(f64, {2}, {1.5, -2}), tensor(f64, {2}, {0.5, 3})});
    EXPECT_TRUE(ladder::testing::expect_close(g[0], tensor(f64, {2}, {0.125, 27}), 1e-12));
    EXPECT_TRUE(ladder::testing::expect_close(g[1], tensor(f64, {2}, {3 * 1.5 * 0.25, 3 * -2 * 9.0}), 1e-12));
  }
}

// x <- tanh(W x + b) four times, counting down; an if inside the body reads b.
TEST(ControlFlowGrad, LoopWithCapturesAndANestedIfMatchesDifferences) {
  expect_gradient_matches_differences(
      {{f64, {3, 3}}, {f64, {3}}, {f64, {3}}},
      [](Block& b, std::span<const Value> x) {
        const Value carried[] = {i32(b, 4), x[2]};
        Value y = while_loop(
            carried,
            [](Block& c, std::span<const Value> p) {
              return std::vector<Value>{compare(p[0], i32(c, 0), CompareDirection::GT)};
            },
            [=](Block& r, std::span<const Value> p) {
              Value wx = dot_general(capture(r, x[0]), p[1], DotGeneralAttr{{}, {}, {1}, {0}});
              Value shift = if_then_else(
                  compare(p[0], i32(r, 2), CompareDirection::GT),
                  [=](Block& s, std::span<const Value>) { return std::vector<Value>{capture(s, x[1])}; },
                  [=](Block& s, std::span<const Value>) {
                    Value bias = capture(s, x[1]);
                    return std::vector<Value>{multiply(bias, bias)};
                  })[0];
              return std::vector<Value>{subtract(p[0], i32(r, 1)), tanh(add(wx, shift))};
            })[1];
        return total(multiply(y, y));
      },
      {tensor(f64, {3, 3}, {0.5, -0.2, 0.1, 0.3, 0.8, -0.4, -0.6, 0.2, 0.7}), tensor(f64, {3}, {0.1, -0.3, 0.2}),
       tensor(f64, {3}, {0.9, -0.5, 0.4})});
}

// A fori_loop as JAX exports it: the counter and the limit in the pretty while form, the
// body reading the outer %arg1.
constexpr const char* kJaxForiLoop = R"(func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> (tensor<f64>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf64>
   cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
   } do {
    %2 = stablehlo.multiply %iterArg_0, %arg1 : tensor<4xf64>
    %3 = stablehlo.sine %2 : tensor<4xf64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    stablehlo.return %4, %3 : tensor<i32>, tensor<4xf64>
   }
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
  %1 = stablehlo.reduce(%0#1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  return %1 : tensor<f64>
}
)";

TEST(ControlFlowGrad, JaxExportedForiLoopParsesAndDifferentiates) {
  Module module = stablehlo::parse(kJaxForiLoop, "fori_loop.mlir");
  Module forward_module = stablehlo::parse(kJaxForiLoop, "fori_loop.mlir");
  Function& fn = *module.entry();
  std::vector<Value> params = fn.body.parameters();
  fn.body.results = grad(fn.body.results[0], params);
  fn.result_names.assign(params.size(), "");
  verify(module);
  const std::vector<Tensor> at = {tensor(f64, {4}, {0.3, -1.2, 0.7, 2.0}), tensor(f64, {4}, {1.1, 0.4, -0.5, 0.9})};
  expect_matches_differences(forward_module, *forward_module.entry(), module, fn, at);
  // The backward loops and their captures print as StableHLO and parse back.
  const Module reparsed = stablehlo::parse(stablehlo::print(module), "fori_loop_backward.mlir");
  verify(reparsed);
  expect_matches_differences(forward_module, *forward_module.entry(), reparsed, *reparsed.entry(), at);
}

TEST(ControlFlowGrad, LoopWithoutAFixedTripCountIsRefusedByName) {
  Module module;
  Function* fn = module.add_function("main");
  Value x = fn->body.add_parameter({f64, {}});
  Value n = fn->body.add_parameter({DType::i32, {}});
  const Value counted[] = {i32(fn->body, 0), x};
  Value y = while_loop(
      counted,
      [=](Block& c, std::span<const Value> p) {
        return std::vector<Value>{compare(p[0], capture(c, n), CompareDirection::LT)};
      },
      [](Block& r, std::span<const Value> p) {
        return std::vector<Value>{add(p[0], i32(r, 1)), multiply(p[1], p[1])};
      })[1];
  expect_error([&] { grad(y, {&x, 1}); },
               {"[while] has no VJP rule for a loop whose trip count is not fixed",
                "no carried counter with a constant start, step and limit", "expected cond to return compare(i, L)"});
  // A float test: the loop runs until x grows past 10.
  const Value growing[] = {x};
  Value z = while_loop(
      growing,
      [](Block& c, std::span<const Value> p) {
        return std::vector<Value>{compare(p[0], constant(c, 10, f64), CompareDirection::LT)};
      },
      [](Block& r, std::span<const Value> p) { return std::vector<Value>{multiply(p[0], constant(r, 2, f64))}; })[0];
  expect_error([&] { grad(z, {&x, 1}); }, {"[while] has no VJP rule for a loop whose trip count is not fixed"});
}

}  // namespace
}  // namespace ladder::autodiff
