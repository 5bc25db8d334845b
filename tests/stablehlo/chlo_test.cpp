// The chlo ops ladder expands into StableHLO as it parses (stablehlo/parse_chlo.cpp): each,
// written as JAX writes it, runs on the reference and cpu lowerers and gives the function's
// value: std:: where C++ has it, else mpmath at 30 digits (the numbers are committed here).
// Their gradients come from the expanded ops' rules.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "error_message.h"
#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::stablehlo {
namespace {

using namespace ir;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string type_of(DType t, size_t n) { return cat("tensor<", n, "x", dtype_name(t), ">"); }

// @main applying `op` (pretty form, or generic) to one or two operands of n elements.
std::string module_text(std::string_view op, DType t, size_t n, int operands, bool generic) {
  const std::string ty = type_of(t, n);
  std::string args = "%a: " + ty, uses = "%a", types = ty;
  if (operands == 2) args += ", %b: " + ty, uses += ", %b", types += ", " + ty;
  const std::string line = generic ? cat("\"", op, "\"(", uses, ") : (", types, ") -> ", ty)
                                   : cat(op, " ", uses, " : ", types, " -> ", ty);
  return cat("func.func @main(", args, ") -> ", ty, " {\n  %0 = ", line, "\n  return %0 : ", ty, "\n}\n");
}

std::vector<std::string> host_lowerers() {
  std::vector<std::string> out = {"reference"};
  for (const std::string& name : exec::lowerer_names())
    if (name == "cpu") out.push_back(name);
  return out;
}

// Runs `op` on each host lowerer and checks every element against `want` within
// tolerance * max(1, |want|) (non-finite values must match in kind).
void expect_values(std::string_view op, DType t, std::vector<std::vector<double>> inputs, const std::vector<double>& want,
                   double tolerance, bool generic = false) {
  const size_t n = want.size();
  Module m = parse(module_text(op, t, n, static_cast<int>(inputs.size()), generic), op);
  std::vector<Tensor> args;
  for (const auto& values : inputs) args.push_back(Tensor::from_doubles(t, {static_cast<int64_t>(n)}, values));
  for (const std::string& lowerer : host_lowerers()) {
    Tensor got = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(args)[0];
    for (size_t i = 0; i < n; ++i) {
      const double g = got.get(static_cast<int64_t>(i)), w = want[i];
      const std::string where = cat(op, " on ", lowerer, " at ", inputs[0][i], inputs.size() > 1 ? cat(", ", inputs[1][i]) : "");
      if (!std::isfinite(w)) {
        EXPECT_TRUE(std::isnan(w) ? std::isnan(g) : g == w) << where << ": got " << g << ", want " << w;
        continue;
      }
      EXPECT_LE(std::abs(g - w), tolerance * std::max(1.0, std::abs(w))) << where << ": got " << g << ", want " << w;
    }
  }
}

// The value each input has as an f32, so that std:: is asked about the same number.
std::vector<double> f32_values(std::vector<double> xs) {
  for (double& x : xs) x = static_cast<float>(x);
  return xs;
}

template <typename F>
std::vector<double> apply(const std::vector<double>& xs, F f) {
  std::vector<double> out;
  for (double x : xs) out.push_back(f(x));
  return out;
}

constexpr double kF32 = 4e-6;  // a few f32 ulps, relative (absolute below 1)

TEST(Chlo, ElementaryFunctionsMatchStdInF32) {
  struct Case {
    std::string_view op;
    std::vector<double> x;
    double (*f)(double);
  };
  const Case cases[] = {
      {"chlo.sinh", {-3, -1e-4, 0, 0.5, 20.5, 88.9}, [](double x) { return std::sinh(x); }},
      {"chlo.cosh", {-3, 0, 1e-3, 10, 89}, [](double x) { return std::cosh(x); }},
      {"chlo.tan", {-1, 0, 0.5, 1.2}, [](double x) { return std::tan(x); }},
      {"chlo.asin", {-1, -0.999, -0.5, 0, 0.3, 0.9999, 1}, [](double x) { return std::asin(x); }},
      {"chlo.acos", {-1, -0.999, -0.5, 0, 0.3, 0.9999, 1}, [](double x) { return std::acos(x); }},
      {"chlo.atan", {-1e3, -1, 0, 0.5, 20}, [](double x) { return std::atan(x); }},
      {"chlo.asinh", {-1e12, -2, -1e-5, 0, 0.5, 3e5}, [](double x) { return std::asinh(x); }},
      {"chlo.acosh", {1, 1.0001, 2, 50, 1e12}, [](double x) { return std::acosh(x); }},
      {"chlo.atanh", {-0.99, -1e-5, 0, 0.5, 0.9}, [](double x) { return std::atanh(x); }},
      {"chlo.lgamma", {-2.5, -0.5, 0.1, 0.5, 1.5, 3, 10, 100}, [](double x) { return std::lgamma(x); }},
  };
  for (const Case& c : cases) {
    const std::vector<double> x = f32_values(c.x);
    expect_values(c.op, DType::f32, {x}, apply(x, c.f), kF32);
  }
}

TEST(Chlo, SpecialFunctionsMatchMpmathInF32AndF64) {
  struct Case {
    std::string_view op;
    std::vector<double> x, want;  // x exact in f32
  };
  const Case cases[] = {
      {"chlo.erf_inv", {0.5, -0.875, 0.999, 0.0009765625, 0},
       {0.47693627620446987, -1.0847870400692831, 2.3267537655135245, 0.00086545619796713755, 0}},
      {"chlo.digamma", {-2.5, -0.5, 0.1, 0.5, 1.5, 3, 10, 100},
       {1.1031566406452432, 0.036489973978576521, -10.423754940411076, -1.9635100260214235,
        0.036489973978576521, 0.92278433509846714, 2.2517525890667211, 4.6001618527380874}},
      {"chlo.bessel_i1e", {0.5, 1, -2, 5, 14.875, 15.125, 19.875, 20.125, 30, 100},
       {0.1564208031848717, 0.20791041534970845, -0.21526928924893766, 0.16397226694454236,
        0.10077230101716222, 0.099980706934265435, 0.087770060117990777, 0.087244743033585763,
        0.071916330598647555, 0.039744153025130253}},
  };
  for (const Case& c : cases) {
    expect_values(c.op, DType::f32, {c.x}, c.want, kF32);
    expect_values(c.op, DType::f64, {c.x}, c.want, 1e-13);
  }
  expect_values("chlo.lgamma", DType::f64, {{-2.5, 0.1, 1.5, 3, 100}},
                {-0.056243716497674051, 2.2527126517342059, -0.12078223763524522, 0.69314718055994531, 359.1342053695754},
                1e-13);
}

TEST(Chlo, PolesAndEdges) {
  expect_values("chlo.erf_inv", DType::f32, {{1, -1, 1.5}}, {kInf, -kInf, kNaN}, 0);
  expect_values("chlo.lgamma", DType::f32, {{0, -3, kInf, -kInf}}, {kInf, kInf, kInf, kInf}, 0);
  expect_values("chlo.digamma", DType::f32, {{0, -3}}, {kNaN, kNaN}, 0);
  expect_values("chlo.acosh", DType::f32, {{0.5}}, {kNaN}, 0);
  expect_values("chlo.atanh", DType::f32, {{1, -1, 2}}, {kInf, -kInf, kNaN}, 0);
  expect_values("chlo.sinh", DType::f32, {{-kInf, 100}}, {-kInf, kInf}, 0);
}

TEST(Chlo, ZetaPolygammaAndNextAfter) {
  expect_values("chlo.zeta", DType::f32, {{2, 3, 2, 4, 1.5, 10}, {1, 1, 2, 0.5, 3, 0.25}},
                {1.6449340668482264, 1.2020569031595943, 0.64493406684822644, 16.234848505667073,
                 1.2588219580922146, 1048576.1076831148},
                kF32);
  expect_values("chlo.zeta", DType::f64, {{2, 4, 1.5}, {1, 0.5, 3}},
                {1.6449340668482264, 16.234848505667073, 1.2588219580922146}, 1e-13);
  expect_values("chlo.zeta", DType::f32, {{1, 0.5, 2}, {1, 1, -1}}, {kInf, kNaN, kNaN}, 0);
  expect_values("chlo.polygamma", DType::f32, {{1, 2, 1, 3, 0, 1.5}, {1, 1, 0.5, 2.5, 1.5, 1}},
                {1.6449340668482264, -2.4041138063191886, 4.9348022005446793, 0.22390584881725205,
                 0.036489973978576521, kNaN},
                kF32);
  const double up = std::nextafter(1.0f, 2.0f), down = std::nextafter(1.0f, 0.0f);
  const double tiny = std::numeric_limits<float>::denorm_min(), big = std::numeric_limits<float>::max();
  expect_values("chlo.next_after", DType::f32, {{1, 1, 0, 0, -1, kInf, 3, kNaN}, {2, 0, 1, -1, -2, 0, 3, 1}},
                {up, down, tiny, -tiny, -up, big, 3, kNaN}, 0);
  expect_values("chlo.next_after", DType::f64, {{1, 0}, {2, -1}},
                {std::nextafter(1.0, 2.0), -std::numeric_limits<double>::denorm_min()}, 0);
}

TEST(Chlo, GenericFormAndNarrowFloatsComputeInF32) {
  expect_values("chlo.lgamma", DType::f16, {{0.5, 3, 10}}, {0.57236494, 0.69314718, 12.801827}, 1e-3, /*generic=*/true);
  expect_values("chlo.next_after", DType::bf16, {{1}, {2}}, {1.0078125}, 0, /*generic=*/true);
  expect_values("chlo.asin", DType::bf16, {{0.5}}, {0.5234375}, 0);
}

// Gradients from the expanded ops' rules, at points where the expansion switches nothing.
TEST(Chlo, GradientsThroughTheExpansions) {
  struct Case {
    std::string_view op;
    double x, derivative;
  };
  const Case cases[] = {
      {"chlo.lgamma", 2.5, 0.70315664064524319},                  // digamma(2.5)
      {"chlo.lgamma", -1.5, 0.70315664064524319},                 // digamma(-1.5) = digamma(2.5)
      {"chlo.lgamma", 2, 0.42278433509846714},                    // digamma(2) = 1 - Euler's gamma
      {"chlo.sinh", 0, 1},                                        // cosh(0), through the odd split
      {"chlo.asinh", 0, 1},
      {"chlo.erf_inv", 0.5, 1.1125848189719498},                  // sqrt(pi)/2 exp(erfinv(0.5)^2)
      {"chlo.digamma", 1, 1.6449340668482264},                    // trigamma(1) = pi^2/6
      {"chlo.bessel_i1e", 1, 0.049938776894223539},               // (I0(1) - 2 I1(1)) / e
  };
  for (const Case& c : cases) {
    Module m = parse(module_text(c.op, DType::f64, 1, 1, false), c.op);
    Function& main = *m.find("main");
    const Value x = main.body.parameters()[0];
    main.body.results = autodiff::grad(reshape(main.body.results[0], {}), {&x, 1});
    const std::vector<Tensor> args = {Tensor::from_doubles(DType::f64, {1}, std::vector<double>{c.x})};
    Tensor got = exec::make_lowerer("reference")->compile(m, main)->run(args)[0];
    EXPECT_NEAR(got.get(0), c.derivative, 1e-9 * std::max(1.0, std::abs(c.derivative))) << c.op << " at " << c.x;
  }
}

TEST(Chlo, RefusalsNameTheOpAndTheProblem) {
  auto error_of = [](const std::string& text) { return testing::error_message([&] { parse(text, "in.mlir"); }); };
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xf32>, %b: tensor<f32>) -> tensor<2xf32> {\n"
                     "  %0 = chlo.zeta %a, %b : tensor<2xf32>, tensor<f32> -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n")
                .find("in.mlir:2:8: chlo.zeta with operands of different types"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {\n"
                     "  %0 = chlo.lgamma %a : tensor<2xi32> -> tensor<2xi32>\n  return %0 : tensor<2xi32>\n}\n")
                .find("chlo.lgamma takes floating-point operands"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                     "  %0 = chlo.sinh %a : tensor<2xf32> -> tensor<3xf32>\n  return %0 : tensor<2xf32>\n}\n")
                .find("expected result type tensor<2xf32> for chlo.sinh, found tensor<3xf32>"),
            std::string::npos);
}

// top_k as JAX writes it (pretty, two result names; generic, one name of two results): the k
// largest of each last-dimension row, largest first, NaN above everything, ties in position order.
TEST(Chlo, TopKValuesAndPositionsOnBothLowerers) {
  const std::string pretty =
      "func.func @main(%a: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {\n"
      "  %v, %i = chlo.top_k(%a, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)\n"
      "  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>\n}\n";
  const std::string generic =
      "func.func @main(%a: tensor<1x4xi64>) -> (tensor<1x2xi64>, tensor<1x2xi32>) {\n"
      "  %0:2 = \"chlo.top_k\"(%a) <{k = 2 : i64}> : (tensor<1x4xi64>) -> (tensor<1x2xi64>, tensor<1x2xi32>)\n"
      "  return %0#0, %0#1 : tensor<1x2xi64>, tensor<1x2xi32>\n}\n";
  Module m = parse(pretty, "pretty.mlir"), g = parse(generic, "generic.mlir");
  const Tensor x = Tensor::from_doubles(DType::f32, {2, 5}, std::vector<double>{3, 1, 4, 1, 5, 2, 7, 7, -kInf, kNaN});
  const Tensor y = Tensor::from_doubles(DType::i64, {1, 4}, std::vector<double>{-1, 3, 3, 0});
  for (const std::string& lowerer : host_lowerers()) {
    auto top = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(std::vector<Tensor>{x});
    const std::vector<double> values = {5, 4, 3, kNaN, 7, 7}, positions = {4, 2, 0, 4, 1, 2};
    for (int64_t j = 0; j < 6; ++j) {
      const double v = top[0].get(j);
      EXPECT_TRUE(std::isnan(values[j]) ? std::isnan(v) : v == values[j]) << lowerer << " value " << j << ": " << v;
      EXPECT_EQ(top[1].get_int(j), positions[j]) << lowerer << " position " << j;
    }
    EXPECT_EQ(top[1].dtype(), DType::i32);
    auto ints = exec::make_lowerer(lowerer)->compile(g, *g.find("main"))->run(std::vector<Tensor>{y});
    EXPECT_EQ(ints[0].get_int(0), 3);
    EXPECT_EQ(ints[0].get_int(1), 3);
    EXPECT_EQ(ints[1].get_int(0), 1) << lowerer;
    EXPECT_EQ(ints[1].get_int(1), 2) << lowerer;
  }
}

TEST(Chlo, TopKRefusesBadKAndResultTypes) {
  auto error_of = [](const std::string& text) { return testing::error_message([&] { parse(text, "in.mlir"); }); };
  auto with = [](const std::string& line) {
    return "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  " + line + "\n  return %a : tensor<4xf32>\n}\n";
  };
  EXPECT_NE(error_of(with("%v, %i = chlo.top_k(%a, k = 5) : tensor<4xf32> -> (tensor<5xf32>, tensor<5xi32>)"))
                .find("in.mlir:2:12: chlo.top_k's k = 5 must lie in [0, 4] (the last dimension of tensor<4xf32>)"),
            std::string::npos);
  EXPECT_NE(error_of(with("%v, %i = chlo.top_k(%a, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi64>)"))
                .find("expected result types (tensor<2xf32>, tensor<2xi32>) for chlo.top_k, found (tensor<2xf32>, tensor<2xi64>)"),
            std::string::npos);
  EXPECT_NE(error_of(with("%v = \"chlo.top_k\"(%a) : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)"))
                .find("'k'"),
            std::string::npos);
}

}  // namespace
}  // namespace ladder::stablehlo
