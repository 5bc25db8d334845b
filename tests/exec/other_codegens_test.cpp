// Modules as another codegen writes them (the reference system's Lean emitter: pretty form,
// SSA values named %vNNN, hundreds of splat constants of activation shapes, fp8 converts and
// fp8 contractions with f32 results), run on every lowerer this build has and compared with
// values computed here from the inputs.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <string>

#include "exec/test_util.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/graph.h"
#include "ladder/stablehlo/parser.h"

namespace ladder {
namespace {

using testing::expect_close;
using testing::kF32Tol;
using testing::pattern;

class OtherCodegens : public testing::EachLowerer {
 protected:

  std::vector<Tensor> run(const std::string& text, const std::vector<Tensor>& inputs) {
    module_ = stablehlo::parse(text, "codegen.mlir");
    executable_ = lowerer_->compile(module_, *module_.entry());
    return executable_->run(inputs);
  }

  ir::Module module_;
  std::unique_ptr<exec::Executable> executable_;
};

INSTANTIATE_TEST_SUITE_P(AllLowerers, OtherCodegens, ::testing::ValuesIn(exec::lowerer_names()),
                         [](const auto& info) { return info.param; });

// The same module with every splat constant of rank >= 1 written as a rank-0 constant and a
// broadcast_in_dim, as a codegen that avoids splats would write it.
std::string splats_as_broadcasts(const std::string& text) {
  static const std::regex splat(
      R"((\s*)(%\w+) = stablehlo\.constant dense<([^\[\]">]+)> : tensor<([0-9x]+)x(\w+)>)");
  return std::regex_replace(text, splat,
                            "$1$2_s = stablehlo.constant dense<$3> : tensor<$5>"
                            "$1$2 = stablehlo.broadcast_in_dim $2_s, dims = [] : (tensor<$5>) -> tensor<$4x$5>");
}

// BatchNorm-like statistics over splat constants of an activation's shape, a 1x1 convolution
// that reads a splat from memory, a reduce of a splat, and a splat returned as it is.
constexpr const char* kSplats = R"(module @m {
  func.func @step(%x: tensor<8x240x28x28xf32>, %w: tensor<16x240x1x1xf32>) -> (tensor<8x240x28x28xf32>, tensor<8x16x28x28xf32>, tensor<240xf32>, tensor<4x5xf32>) {
    %v444 = stablehlo.constant dense<25088.0> : tensor<8x240x28x28xf32>
    %v445 = stablehlo.divide %x, %v444 : tensor<8x240x28x28xf32>
    %v446 = stablehlo.constant dense<-1.0e-03> : tensor<8x240x28x28xf32>
    %v447 = stablehlo.maximum %v445, %v446 : tensor<8x240x28x28xf32>
    %v448 = stablehlo.constant dense<2.500000e-01> : tensor<8x240x28x28xf32>
    %v449 = stablehlo.convolution(%v448, %w)
      dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x240x28x28xf32>, tensor<16x240x1x1xf32>) -> tensor<8x16x28x28xf32>
    %v6 = stablehlo.constant dense<0.0> : tensor<f32>
    %v450 = stablehlo.reduce(%v444 init: %v6) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x240x28x28xf32>, tensor<f32>) -> tensor<240xf32>
    %v451 = stablehlo.constant dense<-1.5> : tensor<4x5xf32>
    return %v447, %v449, %v450, %v451 : tensor<8x240x28x28xf32>, tensor<8x16x28x28xf32>, tensor<240xf32>, tensor<4x5xf32>
  }
}
)";

TEST_P(OtherCodegens, SplatConstantsOfActivationShapesStayOneElementAndRun) {
  const Tensor x = pattern(DType::f32, {8, 240, 28, 28}, 7, 23);
  const Tensor w = pattern(DType::f32, {16, 240, 1, 1}, 5, 11);
  std::vector<Tensor> out = run(kSplats, {x, w});

  // The parsed module keeps each splat as one element.
  int splats = 0;
  for (const auto& node : module_.entry()->body.nodes)
    if (auto* c = std::get_if<ir::ConstantAttr>(&node->attr); c && c->is_splat()) {
      ++splats;
      EXPECT_EQ(c->value.num_elements(), 1);
    }
  EXPECT_EQ(splats, 4);

  Tensor scaled(DType::f32, x.shape());
  for (int64_t i = 0; i < x.num_elements(); ++i)
    scaled.set(i, std::max(static_cast<double>(static_cast<float>(x.get(i) / 25088.0)), -1e-3));
  EXPECT_TRUE(expect_close(out[0], scaled, kF32Tol));
  Tensor conv(DType::f32, {8, 16, 28, 28});
  for (int64_t o = 0; o < 16; ++o) {
    double sum = 0;
    for (int64_t c = 0; c < 240; ++c) sum += 0.25 * w.get(o * 240 + c);
    for (int64_t n = 0; n < 8; ++n)
      for (int64_t p = 0; p < 28 * 28; ++p) conv.set((n * 16 + o) * 784 + p, sum);
  }
  EXPECT_TRUE(expect_close(out[1], conv, kF32Tol));
  Tensor sums(DType::f32, {240});
  for (int64_t c = 0; c < 240; ++c) sums.set(c, 25088.0 * 8 * 784);
  EXPECT_TRUE(expect_close(out[2], sums, kF32Tol));
  Tensor filled(DType::f32, {4, 5});
  for (int64_t i = 0; i < 20; ++i) filled.set(i, -1.5);
  EXPECT_EQ(out[3], filled);
}

// The reference system's own older train steps, as JAX exported them (tests/exec/data/lean4-mlir:
// gather, scatter, pretty and generic forms): each runs, and every result agrees with the
// reference lowerer's within 1e-4 of its largest magnitude, on inputs drawn uniform in [-1, 1)
// (integers 0..9).
TEST_P(OtherCodegens, ReferenceSystemsJaxTrainStepsAgreeWithTheReferenceLowerer) {
  for (const char* name : {"train_step.mlir", "cnn_train_step.mlir"}) {
    SCOPED_TRACE(name);
    std::ifstream file(std::string(LADDER_SOURCE_DIR "/tests/exec/data/lean4-mlir/") + name);
    ASSERT_TRUE(file) << name << " is missing";
    std::stringstream text;
    text << file.rdbuf();
    std::mt19937 rng(1);
    std::vector<Tensor> inputs;
    for (const TensorType& t : stablehlo::parse(text.str(), name).entry()->input_types()) {
      Tensor x(t);
      for (int64_t i = 0; i < x.num_elements(); ++i) {
        if (is_float(t.dtype)) x.set(i, std::uniform_real_distribution<double>(-1, 1)(rng));
        else x.set_int(i, static_cast<int64_t>(rng() % 10));
      }
      inputs.push_back(std::move(x));
    }
    const std::vector<Tensor> got = run(text.str(), inputs);
    ir::Module module = stablehlo::parse(text.str(), name);
    const std::vector<Tensor> want = exec::make_lowerer("reference")->compile(module, *module.entry())->run(inputs);
    ASSERT_EQ(got.size(), want.size());
    for (size_t k = 0; k < got.size(); ++k) {
      ASSERT_EQ(got[k].type(), want[k].type()) << "result " << k;
      double scale = 0, worst = 0;
      for (int64_t i = 0; i < want[k].num_elements(); ++i) scale = std::max(scale, std::abs(want[k].get(i)));
      for (int64_t i = 0; i < want[k].num_elements(); ++i) worst = std::max(worst, std::abs(got[k].get(i) - want[k].get(i)));
      EXPECT_LE(worst, 1e-4 * scale) << "result " << k << " " << type_string(want[k].type());
    }
  }
}

TEST_P(OtherCodegens, SplatsNeedNoMoreMemoryThanBroadcastScalars) {
  if (GetParam() != "cpu") GTEST_SKIP() << "plan statistics are the cpu lowerer's";
  auto stats_of = [&](const std::string& text) {
    module_ = stablehlo::parse(text, "codegen.mlir");
    return lowerer_->compile(module_, *module_.entry())->stats();
  };
  const std::string broadcasts = splats_as_broadcasts(kSplats);
  ASSERT_NE(broadcasts.find("%v444_s = stablehlo.constant dense<25088.0> : tensor<f32>"), std::string::npos);
  const auto splat = stats_of(kSplats), broadcast = stats_of(broadcasts);
  // Nothing of activation size is baked into the plan: only one element per constant.
  EXPECT_LE(std::stoll(splat.at("constant_bytes")), 64);
  EXPECT_LE(std::stoll(splat.at("planned_peak_bytes")), std::stoll(broadcast.at("planned_peak_bytes")));

  // Splats that would take 12 GiB written out (three of 4 GiB, added and reduced) plan in
  // a few kilobytes: they are immediates of the fused kernels, never buffers.
  const std::string huge = R"(func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %v1 = stablehlo.constant dense<1.0> : tensor<1024x1024x1024xf32>
    %v2 = stablehlo.constant dense<2.0> : tensor<1024x1024x1024xf32>
    %v3 = stablehlo.add %v1, %v2 : tensor<1024x1024x1024xf32>
    %v4 = stablehlo.constant dense<0.0> : tensor<f32>
    %v5 = stablehlo.reduce(%v3 init: %v4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<1024x1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %v6 = stablehlo.constant dense<0.5> : tensor<1024x1024x1024xf32>
    %v7 = stablehlo.reduce(%v6 init: %v4) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<1024x1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %v8 = stablehlo.add %v5, %v7 : tensor<1024xf32>
    %v9 = stablehlo.add %v8, %x : tensor<1024xf32>
    return %v9 : tensor<1024xf32>
  })";
  const auto stats = stats_of(huge);
  EXPECT_LT(std::stoll(stats.at("planned_peak_bytes")), 1 << 20);
}

// An fp8 module as that codegen writes its E4M3 steps: fp8 weights and activations, a
// dot_general accumulating in f32, and converts both ways.
std::string fp8_module(std::string_view type) {
  std::string text = R"(func.func @main(%a: tensor<16x32xT>, %b: tensor<32x8xT>, %x: tensor<256xf32>, %y: tensor<64xT>) -> (tensor<16x8xf32>, tensor<256xT>, tensor<256xf32>, tensor<64xT>) {
  %v0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xT>, tensor<32x8xT>) -> tensor<16x8xf32>
  %v1 = stablehlo.convert %x : (tensor<256xf32>) -> tensor<256xT>
  %v2 = stablehlo.convert %v1 : (tensor<256xT>) -> tensor<256xf32>
  %v3 = stablehlo.constant dense<0.5> : tensor<64xT>
  %v4 = stablehlo.multiply %y, %v3 : tensor<64xT>
  %v5 = stablehlo.add %v4, %y : tensor<64xT>
  return %v0, %v1, %v2, %v5 : tensor<16x8xf32>, tensor<256xT>, tensor<256xf32>, tensor<64xT>
})";
  return std::regex_replace(text, std::regex("xT>"), "x" + std::string(type) + ">");
}

TEST_P(OtherCodegens, Fp8ConvertsMatchTheTablesAndFp8ContractionsAccumulateInF32) {
  for (DType t : {DType::f8E4M3FN, DType::f8E5M2, DType::f8E4M3FNUZ, DType::f8E5M2FNUZ}) {
    SCOPED_TRACE(std::string(dtype_name(t)));
    // Operands on the type's grid.
    Tensor a = pattern(t, {16, 32}, 7, 29), b = pattern(t, {32, 8}, 5, 17), y = pattern(t, {64}, 3, 31);
    // Every code of the type, decoded, as f32 inputs to the convert: each converts back to
    // itself (NaN to a NaN).
    Tensor x(DType::f32, {256});
    for (int code = 0; code < 256; ++code) x.set(code, fp8_to_float(t, static_cast<uint8_t>(code)));
    std::vector<Tensor> out = run(fp8_module(dtype_name(t)), {a, b, x, y});

    Tensor dot(DType::f32, {16, 8});
    for (int64_t i = 0; i < 16; ++i)
      for (int64_t j = 0; j < 8; ++j) {
        double sum = 0;
        for (int64_t k = 0; k < 32; ++k) sum += a.get(i * 32 + k) * b.get(k * 8 + j);
        dot.set(i * 8 + j, sum);
      }
    EXPECT_TRUE(expect_close(out[0], dot, kF32Tol));
    ASSERT_EQ(out[1].type(), (TensorType{t, {256}}));
    for (int code = 0; code < 256; ++code) {
      const float v = x.data<float>()[code];
      const uint8_t got = out[1].data<uint8_t>()[code];
      if (std::isnan(v)) {
        EXPECT_TRUE(std::isnan(fp8_to_float(t, got))) << code;
        EXPECT_TRUE(std::isnan(out[2].get(code))) << code;
      } else {
        EXPECT_EQ(got, float_to_fp8(t, v)) << "code " << code;
        EXPECT_EQ(out[2].get(code), v) << "code " << code;
      }
    }
    // y * 0.5 + y, each op rounded to the type (through f32, exact for these values).
    Tensor want(t, {64});
    for (int64_t i = 0; i < 64; ++i) {
      const double half = fp8_to_float(t, float_to_fp8(t, y.get(i) * 0.5));
      want.set(i, half + y.get(i));
    }
    EXPECT_EQ(out[3], want);
  }
}

TEST_P(OtherCodegens, Fp8ConvertRoundsF32ToNearestEven) {
  // Midpoints between neighbouring E4M3 values and just around them, through both lowerers'
  // converts: the codes the host's encoder gives (checked against the format's table in
  // dtype_test.cpp).
  const DType t = DType::f8E4M3FN;
  std::vector<double> values;
  for (int code = 0; code < 0x7e; ++code) {
    const double a = fp8_to_float(t, static_cast<uint8_t>(code)), b = fp8_to_float(t, static_cast<uint8_t>(code + 1));
    values.push_back((a + b) / 2);
    values.push_back(-(a + b) / 2 - (b - a) / 64);
  }
  values.push_back(464);    // ties down to 448
  values.push_back(480);    // past the largest: NaN
  values.resize(256, 0.0);
  Tensor x = Tensor::from_doubles(DType::f32, {256}, values);
  const std::string text = R"(func.func @main(%x: tensor<256xf32>) -> tensor<256xf8E4M3FN> {
  %v1 = stablehlo.convert %x : (tensor<256xf32>) -> tensor<256xf8E4M3FN>
  return %v1 : tensor<256xf8E4M3FN>
})";
  Tensor got = run(text, {x})[0];
  for (int64_t i = 0; i < 256; ++i)
    EXPECT_EQ(got.data<uint8_t>()[i], float_to_fp8(t, x.data<float>()[i])) << "value " << x.data<float>()[i];
  EXPECT_EQ(got.data<uint8_t>()[2 * 0x7e], 0x7e);
  EXPECT_EQ(got.data<uint8_t>()[2 * 0x7e + 1], 0x7f);
}

}  // namespace
}  // namespace ladder
