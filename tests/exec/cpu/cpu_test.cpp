// The cpu lowerer against the reference on randomized cases larger than the conformance
// suite's, one group per fast path (each test also checks that the fast path, not the generic
// fallback, ran), plus donation and buffer reuse.
//
// Tolerance: f32 within kF32Tol relative (floored at 1e-3 of the tensor's largest value, see
// test_util.h); integers and i1 exactly. Exception: sums. oneDNN's matmul and convolution sum
// in f32 (blocked, with FMA) and the cpu reduce sums f32 in f64, while the reference sums
// sequentially (in f64 for contractions, in f32 for reduce); sums that cancel then differ by
// more than 1e-5 of their own (small) value. Those results are judged normwise: within
// kF32Tol of the largest element of the result.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "error_message.h"
#include "exec/test_util.h"
#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"

namespace ladder {
namespace {

using ir::Block;
using ir::Value;
using testing::tied_tensor;
using testing::expect_close;
using testing::kF32Tol;

using Build = std::function<std::vector<Value>(Block&, std::span<const Value>)>;

Tensor random_tensor(DType dtype, Shape shape, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> uniform(-1, 1);
  Tensor t(dtype, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    if (is_float(dtype)) t.set(i, uniform(rng));
    else t.set_int(i, static_cast<int64_t>(rng() % 201) - 100);
  }
  return t;
}

struct Compiled {
  ir::Module module;
  std::unique_ptr<exec::Lowerer> cpu_lowerer = exec::make_lowerer("cpu");
  std::unique_ptr<exec::Lowerer> reference_lowerer = exec::make_lowerer("reference");
  std::unique_ptr<exec::Executable> cpu, reference;  // they use their lowerers
};

std::unique_ptr<Compiled> compile(const std::vector<TensorType>& inputs, const Build& build) {
  auto c = std::make_unique<Compiled>();
  ir::Function* f = c->module.add_function("main");
  for (const TensorType& t : inputs) f->body.add_parameter(t);
  f->body.results = build(f->body, f->body.parameters());
  c->cpu = c->cpu_lowerer->compile(c->module, *f);
  c->reference = c->reference_lowerer->compile(c->module, *f);
  return c;
}

// |got - want| <= tol * max |want| for every element (see the note at the top); NaN matches NaN.
::testing::AssertionResult expect_close_normwise(const Tensor& got, const Tensor& want, double tol) {
  if (got.type() != want.type() || !is_float(want.dtype())) return expect_close(got, want, tol);
  double scale = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i)
    if (!std::isnan(want.get(i))) scale = std::max(scale, std::abs(want.get(i)));
  for (int64_t i = 0; i < want.num_elements(); ++i)
    if (!(std::abs(got.get(i) - want.get(i)) <= tol * scale) && !(std::isnan(got.get(i)) && std::isnan(want.get(i))))
      return ::testing::AssertionFailure() << "element " << i << " is " << got.get(i) << ", expected "
                                           << want.get(i) << " (tolerance " << tol << " of " << scale << ")";
  return ::testing::AssertionSuccess();
}

enum class Judge { Elementwise, Normwise };

// Runs `build` on both lowerers and compares every result; returns the cpu plan's kernels.
std::string check_against_reference(const std::vector<Tensor>& inputs, const Build& build,
                                    Judge judge = Judge::Elementwise) {
  std::vector<TensorType> types;
  for (const Tensor& t : inputs) types.push_back(t.type());
  auto c = compile(types, build);
  std::vector<Tensor> got = c->cpu->run(inputs), want = c->reference->run(inputs);
  EXPECT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size() && i < want.size(); ++i) {
    if (judge == Judge::Normwise) EXPECT_TRUE(expect_close_normwise(got[i], want[i], kF32Tol)) << "result " << i;
    else EXPECT_TRUE(expect_close(got[i], want[i], kF32Tol)) << "result " << i;
  }
  return c->cpu->stats()["kernels"];
}

#define EXPECT_KERNEL(kernels, name) \
  EXPECT_NE((kernels).find(name), std::string::npos) << "plan: " << (kernels)

// ---- dot_general ----------------------------------------------------------------------------

struct DotCase {
  Shape lhs, rhs;
  ir::DotGeneralAttr attr;
  bool in_place;  // every operand folds into strides (no reorder)
};

TEST(CpuLowerer, DotGeneralOnOneDnnWithTransposesAndBatches) {
  const DotCase cases[] = {
      {{64, 96}, {96, 80}, {{}, {}, {1}, {0}}, true},                // plain
      {{96, 64}, {96, 80}, {{}, {}, {0}, {0}}, true},                // lhs transposed
      {{64, 96}, {80, 96}, {{}, {}, {1}, {1}}, true},                // rhs transposed
      {{4, 32, 48}, {4, 48, 24}, {{0}, {0}, {2}, {1}}, true},        // batched
      {{4, 48, 32}, {4, 24, 48}, {{0}, {0}, {1}, {2}}, true},        // batched, both transposed
      {{16, 4, 48}, {4, 48, 24}, {{1}, {0}, {2}, {1}}, true},        // batch dim in the middle
      {{6, 5, 7, 8}, {7, 8, 9}, {{}, {}, {2, 3}, {0, 1}}, true},     // two contracting dims
      {{6, 8, 5, 7}, {7, 8, 9}, {{}, {}, {3, 1}, {0, 1}}, false},    // contracting dims apart
      {{3, 5, 4, 6}, {4, 6, 3, 2}, {{0, 2}, {2, 0}, {3}, {1}}, false},  // batch dims scattered
  };
  uint32_t seed = 1;
  for (const DotCase& c : cases) {
    auto kernels = check_against_reference(
        {random_tensor(DType::f32, c.lhs, seed), random_tensor(DType::f32, c.rhs, seed + 1)},
        [&](Block&, auto p) { return std::vector<Value>{ir::dot_general(p[0], p[1], c.attr)}; },
        Judge::Normwise);
    // oneDNN, or on the AVX2 path ladder's own GEMM for a plain dense product (row-major B)
    const bool own = kernels.find("dot_general(ladder avx2 6x16") != std::string::npos;
    if (!own || exec::cpu::eval_block_isa() != std::string("avx2")) { EXPECT_KERNEL(kernels, "dot_general(onednn"); }
    if (c.in_place) {
      EXPECT_EQ(kernels.find("reordered"), std::string::npos) << kernels;
    }
    seed += 2;
  }
}

// Integer reduces with add, multiply, maximum and minimum run the direct kernel (as f32 ones
// do), wrapping as the reference does: i32 sums and products of large values overflow.
TEST(CpuLowerer, IntegerReductionsRunDirectAndWrap) {
  Tensor big(DType::i32, {6, 37});
  Tensor wide(DType::i64, {5, 4, 9});
  std::mt19937 rng(61);
  for (int64_t i = 0; i < big.num_elements(); ++i) big.set_int(i, static_cast<int32_t>(rng()));
  for (int64_t i = 0; i < wide.num_elements(); ++i) wide.set_int(i, static_cast<int64_t>(rng()) * 977 - (1ll << 40));
  const ir::BodyBuilder mul = [](Block&, std::span<const Value> p) { return std::vector<Value>{ir::multiply(p[0], p[1])}; };
  for (const auto& [name, body] : std::vector<std::pair<std::string, ir::BodyBuilder>>{
           {"add", ir::sum_body()}, {"multiply", mul}, {"maximum", ir::max_body()}, {"minimum", ir::min_body()}}) {
    SCOPED_TRACE(name);
    auto kernels = check_against_reference({big, wide}, [&](Block& b, auto p) {
      std::vector<Value> results;
      for (size_t i = 0; i < 2; ++i)
        for (const std::vector<int64_t>& dims : {std::vector<int64_t>{1}, std::vector<int64_t>{0}, std::vector<int64_t>{0, 1}}) {
          Value init = ir::constant(b, name == "multiply" ? 1 : 3, p[i].dtype());
          results.push_back(ir::reduce({&p[i], 1}, {&init, 1}, dims, body)[0]);
        }
      return results;
    });
    EXPECT_KERNEL(kernels, "reduce(direct)=6");
  }
}

TEST(CpuLowerer, DotGeneralIntegersAreExact) {
  ir::DotGeneralAttr attr{{}, {}, {1}, {0}};
  check_against_reference({random_tensor(DType::i32, {9, 13}, 3), random_tensor(DType::i32, {13, 5}, 4)},
                          [&](Block&, auto p) { return std::vector<Value>{ir::dot_general(p[0], p[1], attr)}; });
}

// ---- convolution -----------------------------------------------------------------------------

ir::ConvDimensionNumbers nchw_oihw(size_t spatial = 2) {
  ir::ConvDimensionNumbers dn;
  dn.input_batch = 0, dn.input_feature = 1, dn.kernel_output_feature = 0,
  dn.kernel_input_feature = 1, dn.output_batch = 0, dn.output_feature = 1;
  for (size_t i = 0; i < spatial; ++i) {
    dn.input_spatial.push_back(2 + i);
    dn.kernel_spatial.push_back(2 + i);
    dn.output_spatial.push_back(2 + i);
  }
  return dn;
}

ir::ConvDimensionNumbers nhwc_hwio() {
  ir::ConvDimensionNumbers dn;
  dn.input_batch = 0, dn.input_feature = 3, dn.input_spatial = {1, 2};
  dn.kernel_spatial = {0, 1}, dn.kernel_input_feature = 2, dn.kernel_output_feature = 3;
  dn.output_batch = 0, dn.output_feature = 3, dn.output_spatial = {1, 2};
  return dn;
}

struct ConvCase {
  const char* name;
  Shape lhs, rhs;
  ir::ConvolutionAttr attr;
  const char* kernel;  // the form that must run
};

TEST(CpuLowerer, ConvolutionOnOneDnnInEveryForm) {
  auto attr = [](ir::ConvDimensionNumbers dn, std::vector<int64_t> strides, ir::Padding pad,
                 std::vector<int64_t> lhs_dil, std::vector<int64_t> rhs_dil, int64_t groups) {
    ir::ConvolutionAttr a;
    a.dn = std::move(dn);
    a.window_strides = std::move(strides);
    a.padding = std::move(pad);
    a.lhs_dilation = std::move(lhs_dil);
    a.rhs_dilation = std::move(rhs_dil);
    a.feature_group_count = groups;
    return a;
  };
  // The weight gradient of a conv with G feature groups has G batch groups.
  auto batch_groups = [](ir::ConvolutionAttr a, int64_t groups) {
    a.batch_group_count = groups;
    return a;
  };
  // The weight-gradient form as autodiff writes it for an NCHW forward conv: the lhs is x
  // with batch and feature swapped (C as batch, N as feature), the kernel is dy (N as input
  // feature, K as output feature), the result [C, K, kh, kw] as (batch, feature, spatial).
  ir::ConvDimensionNumbers wgrad;
  wgrad.input_batch = 1, wgrad.input_feature = 0, wgrad.input_spatial = {2, 3};
  wgrad.kernel_input_feature = 0, wgrad.kernel_output_feature = 1, wgrad.kernel_spatial = {2, 3};
  wgrad.output_batch = 0, wgrad.output_feature = 1, wgrad.output_spatial = {2, 3};
  const ConvCase cases[] = {
      {"nchw 3x3", {4, 8, 12, 12}, {16, 8, 3, 3}, attr(nchw_oihw(), {}, {}, {}, {}, 1), "forward"},
      {"nchw stride 2 pad", {3, 6, 13, 11}, {8, 6, 3, 3}, attr(nchw_oihw(), {2, 2}, {{1, 1}, {0, 2}}, {}, {}, 1), "forward"},
      {"nhwc dilated", {2, 10, 10, 5}, {3, 3, 5, 7}, attr(nhwc_hwio(), {1, 1}, {{2, 2}, {2, 2}}, {}, {2, 2}, 1), "forward"},
      {"grouped", {2, 8, 9, 9}, {12, 4, 3, 3}, attr(nchw_oihw(), {}, {{1, 1}, {1, 1}}, {}, {}, 2), "forward"},
      {"depthwise", {2, 6, 9, 9}, {6, 1, 3, 3}, attr(nchw_oihw(), {}, {{1, 1}, {1, 1}}, {}, {}, 6), "forward"},
      {"conv1d", {3, 4, 20}, {5, 4, 4}, attr(nchw_oihw(1), {3}, {{1, 2}}, {}, {}, 1), "forward"},
      {"input gradient", {4, 8, 6, 6}, {6, 8, 3, 3}, attr(nchw_oihw(), {}, {{2, 3}, {2, 3}}, {2, 2}, {}, 1), "backward_data"},
      {"input gradient nhwc", {2, 5, 5, 4}, {3, 3, 4, 6}, attr(nhwc_hwio(), {}, {{2, 2}, {2, 2}}, {2, 2}, {}, 1), "backward_data"},
      {"grouped input gradient", {2, 6, 7, 7}, {8, 3, 3, 3}, attr(nchw_oihw(), {}, {{2, 2}, {2, 2}}, {2, 2}, {}, 2), "backward_data"},
      {"kernel gradient", {8, 3, 12, 12}, {8, 5, 10, 10}, attr(wgrad, {}, {}, {}, {}, 1), "backward_weights"},
      {"kernel gradient strided", {8, 3, 13, 13}, {8, 5, 6, 6}, attr(wgrad, {}, {{1, 1}, {1, 1}}, {}, {2, 2}, 1), "backward_weights"},
      {"depthwise kernel gradient", {4, 6, 9, 9}, {4, 6, 9, 9}, batch_groups(attr(wgrad, {}, {{1, 1}, {1, 1}}, {}, {}, 1), 6), "backward_weights"},
      {"grouped kernel gradient", {4, 6, 9, 9}, {4, 8, 9, 9}, batch_groups(attr(wgrad, {}, {{1, 1}, {1, 1}}, {}, {}, 1), 2), "backward_weights"},
  };
  uint32_t seed = 100;
  for (const ConvCase& c : cases) {
    SCOPED_TRACE(c.name);
    auto kernels = check_against_reference(
        {random_tensor(DType::f32, c.lhs, seed), random_tensor(DType::f32, c.rhs, seed + 1)},
        [&](Block&, auto p) { return std::vector<Value>{ir::convolution(p[0], p[1], c.attr)}; },
        Judge::Normwise);
    EXPECT_KERNEL(kernels, std::string("onednn ") + c.kernel);
    seed += 2;
  }
}

// 3x3 convolutions with 32 channels or more run Winograd's algorithm where oneDNN has it
// (AVX-512), in each of the forms a train step uses: forward, the input gradient (a forward
// convolution of dy with the kernel reversed and its features swapped) and the kernel gradient.
// Its results stay within the normwise tolerance of the reference; conv_algorithm=direct
// turns it off, and 16 channels never take it.
TEST(CpuLowerer, WinogradConvolutionsAgreeWithTheReference) {
  const char* env = std::getenv("LADDER_CPU_ISA");
  const std::string isa = env && *env ? std::string(env) : std::string(exec::cpu::eval_block_isa());
  const bool avx512 = isa == "avx512" || isa == "amx";  // amx: AVX-512 with oneDNN's AMX kernels too
  ir::ConvolutionAttr fwd;
  fwd.dn = nchw_oihw();
  fwd.padding = {{1, 1}, {1, 1}};
  ir::ConvolutionAttr input_grad = fwd;  // dy (N, K, H, W) with w reversed as (K in, C out)
  input_grad.dn.kernel_output_feature = 1, input_grad.dn.kernel_input_feature = 0;
  ir::ConvolutionAttr wgrad = fwd;  // x as (C batch, N feature), dy as (N in, K out)
  wgrad.dn.input_batch = 1, wgrad.dn.input_feature = 0;
  wgrad.dn.kernel_input_feature = 0, wgrad.dn.kernel_output_feature = 1;
  wgrad.dn.output_batch = 0, wgrad.dn.output_feature = 1;
  auto forms = [&](Block&, std::span<const Value> p) {
    return std::vector<Value>{ir::convolution(p[0], p[1], fwd),
                              ir::convolution(p[2], ir::reverse(p[1], {2, 3}), input_grad),
                              ir::convolution(p[0], p[2], wgrad)};
  };
  for (const int64_t channels : {32, 16}) {
    SCOPED_TRACE(cat(channels, " channels"));
    const Tensor x = random_tensor(DType::f32, {4, channels, 12, 12}, 81);
    const Tensor w = random_tensor(DType::f32, {channels, channels, 3, 3}, 82);
    const Tensor dy = random_tensor(DType::f32, {4, channels, 12, 12}, 83);
    const std::string kernels = check_against_reference({x, w, dy}, forms, Judge::Normwise);
    int winograd = 0;  // the summary reads "kind=count kind=count"
    for (size_t at = kernels.find("jit_wino_4x3"); at != std::string::npos; at = kernels.find("jit_wino_4x3", at + 1))
      winograd += std::stoi(kernels.substr(kernels.find(")=", at) + 2));
    EXPECT_EQ(winograd, avx512 && channels >= 32 ? 3 : 0) << kernels;
    EXPECT_EQ(kernels.find("generic"), std::string::npos) << kernels;
  }
  exec::make_lowerer("cpu", {{{"conv_algorithm", "direct"}}});  // process-wide, as threads is
  const Tensor x = random_tensor(DType::f32, {4, 32, 12, 12}, 84), w = random_tensor(DType::f32, {32, 32, 3, 3}, 85);
  const Tensor dy = random_tensor(DType::f32, {4, 32, 12, 12}, 86);
  const std::string direct = check_against_reference({x, w, dy}, forms, Judge::Normwise);
  exec::make_lowerer("cpu", {{{"conv_algorithm", "auto"}}});
  EXPECT_EQ(direct.find("jit_wino"), std::string::npos) << direct;
  EXPECT_THROW(exec::make_lowerer("cpu", {{{"conv_algorithm", "fast"}}}), Error);
}

// The oneDNN primitives of a plan run one at a time and share one scratchpad, the largest any
// needs: more convolutions like the first add only their own results' copies (each written in
// oneDNN's blocked layout, then reordered into the row-major result), not scratchpads
// (Winograd's are tens of MB each).
TEST(CpuLowerer, OneDnnPrimitivesShareOneScratchpad) {
  const std::vector<TensorType> types = {{DType::f32, {8, 32, 28, 28}}, {DType::f32, {32, 32, 3, 3}}};
  ir::ConvolutionAttr a;
  a.dn = nchw_oihw();
  a.padding = {{1, 1}, {1, 1}};
  auto scratch = [&](int convolutions) {
    auto c = compile(types, [&](Block&, auto p) {
      std::vector<Value> out;
      for (int i = 0; i < convolutions; ++i) out.push_back(ir::convolution(p[0], p[1], a));
      return out;
    });
    return std::stoll(c->cpu->stats()["kernel_scratch_bytes"]);
  };
  const int64_t one = scratch(1), result_copy = 8 * 32 * 28 * 28 * 4;
  EXPECT_LE(scratch(3) - one, 2 * result_copy);
  if (std::string(exec::cpu::eval_block_isa()) == "avx512" && !std::getenv("LADDER_CPU_ISA")) {
    EXPECT_GT(one, 0) << "Winograd needs a scratchpad";
  }
}

// x feeds both the forward convolution and the kernel gradient: its copy in oneDNN's layout
// is made once per run and read by both, and must hold x (not a later value) for the second.
TEST(CpuLowerer, ConvolutionsShareTheirOperandsCopies) {
  const Tensor x = random_tensor(DType::f32, {4, 8, 10, 10}, 61), w = random_tensor(DType::f32, {8, 8, 3, 3}, 62);
  const Tensor dy = random_tensor(DType::f32, {4, 8, 10, 10}, 63);
  check_against_reference({x, w, dy}, [](Block&, auto p) {
    ir::ConvolutionAttr fwd;
    fwd.dn = nchw_oihw();
    fwd.padding = {{1, 1}, {1, 1}};
    ir::ConvolutionAttr wgrad = fwd;
    wgrad.dn.input_batch = 1, wgrad.dn.input_feature = 0;
    wgrad.dn.kernel_input_feature = 0, wgrad.dn.kernel_output_feature = 1;
    wgrad.dn.output_batch = 1, wgrad.dn.output_feature = 0;
    Value y = ir::convolution(p[0], p[1], fwd);
    Value dw = ir::convolution(ir::tanh(p[0]), p[2], wgrad);  // another tensor, same layout
    Value dw2 = ir::convolution(p[0], ir::add(p[2], y), wgrad);
    return std::vector<Value>{y, dw, dw2};
  }, Judge::Normwise);
}

// ---- pooling -----------------------------------------------------------------------------------

TEST(CpuLowerer, PoolingAndMaxPoolBackward) {
  const Tensor x = random_tensor(DType::f32, {4, 6, 12, 10}, 7);
  const Tensor dy = random_tensor(DType::f32, {4, 6, 6, 5}, 8);
  ir::ReduceWindowAttr pool2{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}};
  ir::ReduceWindowAttr pool3{{1, 1, 3, 3}, {1, 1, 1, 1}, {}, {}, {{0, 0}, {0, 0}, {1, 1}, {1, 1}}};
  auto kernels = check_against_reference({x}, [&](Block&, auto p) {
    return std::vector<Value>{ir::max_pool(p[0], pool2), ir::sum_pool(p[0], pool3)};
  });
  EXPECT_KERNEL(kernels, "reduce_window(direct");
  // A window over a leading dim too, with window dilation and padding (not image planes).
  const Tensor y = random_tensor(DType::f32, {5, 4, 9}, 10);
  ir::ReduceWindowAttr odd{{2, 1, 3}, {1, 1, 2}, {}, {1, 1, 2}, {{1, 0}, {0, 0}, {2, 1}}};
  kernels = check_against_reference({y}, [&](Block&, auto p) {
    return std::vector<Value>{ir::max_pool(p[0], odd), ir::sum_pool(p[0], odd)};
  });
  EXPECT_KERNEL(kernels, "reduce_window(direct");
  ir::SelectAndScatterAttr sas{{1, 1, 2, 2}, {1, 1, 2, 2}, {}};
  kernels = check_against_reference({x, dy}, [&](Block& b, auto p) {
    Value zero = ir::constant(b, 0, DType::f32);
    return std::vector<Value>{ir::select_and_scatter(p[0], p[1], zero, sas, ir::ge_select_body(), ir::sum_body())};
  });
  EXPECT_KERNEL(kernels, "select_and_scatter(direct");
  // Overlapping windows with padding.
  const Tensor dy3 = random_tensor(DType::f32, {4, 6, 6, 5}, 9);
  ir::SelectAndScatterAttr overlap{{1, 1, 3, 3}, {1, 1, 2, 2}, {{0, 0}, {0, 0}, {1, 0}, {1, 0}}};
  check_against_reference({x, dy3}, [&](Block& b, auto p) {
    Value zero = ir::constant(b, 0, DType::f32);
    return std::vector<Value>{ir::select_and_scatter(p[0], p[1], zero, overlap, ir::ge_select_body(), ir::sum_body())};
  });
}

// bf16 convolutions accumulating into f32 (mixed precision) run on oneDNN's bf16 kernels where
// the CPU has them (AVX512-BF16; AMX where oneDNN's instruction set is AMX) and as f32 convolutions of the widened operands elsewhere
// (the AVX2 path); the forward, its input gradient and its weight gradient agree with the
// reference either way.
TEST(CpuLowerer, Bf16ConvolutionsRunOnOneDnnOnEachIsaAndAgree) {
  const Tensor x = random_tensor(DType::bf16, {4, 16, 10, 10}, 81), w = random_tensor(DType::bf16, {32, 16, 3, 3}, 82),
               dy = random_tensor(DType::bf16, {4, 32, 10, 10}, 83);
  ir::ConvolutionAttr conv;
  conv.window_strides = {1, 1};
  conv.padding = {{1, 1}, {1, 1}};
  conv.dn = {0, 1, {2, 3}, 1, 0, {2, 3}, 0, 1, {2, 3}};  // NCHW, OIHW, NCHW
  auto c = compile({x.type(), w.type(), dy.type()}, [&](Block&, auto p) {
    Value y = ir::convolution(p[0], p[1], conv, DType::f32);
    // The input and weight gradients as the mixed-precision VJPs write them (bf16 cotangent,
    // backward-data and weight-gradient convolutions into f32, rounded to bf16).
    const Value wrt[] = {p[0], p[1]};
    auto grads = autodiff::grad(ir::reduce_sum(ir::multiply(y, ir::convert(p[2], DType::f32)), {0, 1, 2, 3}), wrt);
    return std::vector<Value>{y, grads[0], grads[1]};
  });
  const std::string kernels = c->cpu->stats()["kernels"];
  const std::string isa = exec::cpu::eval_block_isa();
  EXPECT_EQ(kernels.find("convolution(generic"), std::string::npos) << kernels;
  if (isa == "avx512" && __builtin_cpu_supports("avx512bf16")) {
    EXPECT_KERNEL(kernels, exec::cpu::onednn_amx() ? "avx512_core_amx_bf16" : "avx512_core_bf16");
  }
  if (isa == "avx2") { EXPECT_EQ(kernels.find("bf16:"), std::string::npos) << kernels; }
  const std::vector<Tensor> inputs{x, w, dy};
  auto got = c->cpu->run(inputs), want = c->reference->run(inputs);
  // The gradients are bf16: an f32 sum in another order may round to the neighbouring bf16.
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_TRUE(expect_close_normwise(got[i], want[i], got[i].dtype() == DType::bf16 ? 1e-2 : kF32Tol)) << "result " << i;
}

// A bf16 value widened to f32 and rounded back is itself (the mixed-precision VJPs write such
// round trips): the plan drops both converts, and the values stay the reference's. A round
// trip through a narrower type (f32 -> bf16 -> f32) rounds, and stays.
TEST(CpuLowerer, Bf16RoundTripsThroughF32AreDropped) {
  const Tensor x = random_tensor(DType::bf16, {64, 33}, 91), y = random_tensor(DType::f32, {64, 33}, 92);
  for (bool narrow_first : {false, true}) {
    SCOPED_TRACE(narrow_first ? "f32 -> bf16 -> f32" : "bf16 -> f32 -> bf16");
    const Tensor& in = narrow_first ? y : x;
    auto c = compile({in.type()}, [&](Block&, auto p) {
      const DType there = narrow_first ? DType::bf16 : DType::f32;
      return std::vector<Value>{ir::convert(ir::convert(p[0], there), in.dtype())};
    });
    const std::string kernels = c->cpu->stats()["kernels"];
    if (narrow_first) {
      EXPECT_KERNEL(kernels, "fused=1");  // it rounds: computed
    } else {
      EXPECT_EQ(kernels.find("fused"), std::string::npos) << "the round trip was computed: " << kernels;
    }
    const std::vector<Tensor> inputs{in};
    EXPECT_TRUE(expect_close(c->cpu->run(inputs)[0], c->reference->run(inputs)[0])) << kernels;
  }
}

// bf16 2x2/s2 max pooling and its backward run on direct kernels that read and write bf16
// (no widening to f32 and back) and give the reference's bf16 values exactly, odd heights and
// widths included (the rows and columns in no window get init); the overlapping backward,
// whose scatter rounds after each add, runs on the generic kernel and agrees too. After a
// convolution the same kernels read and write its channel-blocked layout in place, into a
// row-major result or (the backward's, read by a convolution) a blocked one.
TEST(CpuLowerer, Bf16MaxPoolsRunOnTheDirectKernelsExactly) {
  const Tensor x = random_tensor(DType::bf16, {4, 16, 13, 11}, 17), dy = random_tensor(DType::bf16, {4, 16, 6, 5}, 18);
  ir::ReduceWindowAttr pool2{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}};
  ir::SelectAndScatterAttr sas{{1, 1, 2, 2}, {1, 1, 2, 2}, {}};
  ir::SelectAndScatterAttr overlap{{1, 1, 3, 3}, {1, 1, 2, 2}, {{0, 0}, {0, 0}, {1, 0}, {1, 0}}};
  auto pools = [&](Block& b, Value x, Value dy) {
    Value zero = ir::constant(b, 0, DType::bf16);
    return std::vector<Value>{ir::max_pool(x, pool2),
                              ir::select_and_scatter(x, dy, zero, sas, ir::ge_select_body(), ir::sum_body())};
  };
  auto c = compile({x.type(), dy.type()}, [&](Block& b, auto p) {
    std::vector<Value> out = pools(b, p[0], p[1]);
    out.push_back(ir::select_and_scatter(p[0], p[1], ir::constant(b, 0, DType::bf16), overlap, ir::ge_select_body(),
                                         ir::sum_body()));
    return out;
  });
  const std::string kernels = c->cpu->stats()["kernels"];
  EXPECT_KERNEL(kernels, "reduce_window(direct");
  EXPECT_KERNEL(kernels, "select_and_scatter(direct");
  EXPECT_KERNEL(kernels, "select_and_scatter(generic");  // the overlapping one
  EXPECT_EQ(kernels.find("fused"), std::string::npos) << "converted to f32 and back: " << kernels;
  const std::vector<Tensor> inputs{x, dy};
  auto got = c->cpu->run(inputs), want = c->reference->run(inputs);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(expect_close(got[i], want[i])) << "result " << i << ": " << kernels;

  // Blocked: the pools of a convolution's bf16 output, against the reference's pools of the
  // output the cpu lowerer computed.
  const Tensor w = random_tensor(DType::bf16, {16, 16, 3, 3}, 19);
  ir::ConvolutionAttr conv;
  conv.dn = nchw_oihw();
  conv.padding = {{1, 1}, {1, 1}};
  // The backward's result blocked too (a convolution reads it): that convolution agrees with the
  // reference's convolution of the reference's backward.
  auto convolved_backward = [&](Block& b, Value y, Value dy, Value w) {
    Value r = ir::select_and_scatter(y, dy, ir::constant(b, 0, DType::bf16), sas, ir::ge_select_body(), ir::sum_body());
    return ir::convolution(r, w, conv, DType::f32);
  };
  auto blocked = compile({x.type(), w.type(), dy.type()}, [&](Block& b, auto p) {
    Value y = ir::convolution(p[0], p[1], conv, DType::bf16);
    std::vector<Value> out = pools(b, y, p[2]);
    out.insert(out.begin(), ir::convert(y, DType::f32));  // an output is row-major: y itself stays blocked
    out.push_back(convolved_backward(b, y, p[2], p[1]));
    return out;
  });
  const std::string blocked_kernels = blocked->cpu->stats()["kernels"];
  auto on_cpu = blocked->cpu->run(std::vector<Tensor>{x, w, dy});
  Tensor y(DType::bf16, on_cpu[0].shape());
  for (int64_t i = 0; i < y.num_elements(); ++i) y.set(i, on_cpu[0].get(i));  // exact: bf16 values
  auto reference = c->reference->run(std::vector<Tensor>{y, dy});
  for (size_t i = 0; i < 2; ++i) EXPECT_TRUE(expect_close(on_cpu[i + 1], reference[i])) << "result " << i << ": " << blocked_kernels;
  auto backward = compile({y.type(), w.type(), dy.type()}, [&](Block& b, auto p) {
    return std::vector<Value>{convolved_backward(b, p[0], p[2], p[1])};
  });
  // (within the convolutions' f32 summation order: a misplaced gradient is off by its size)
  EXPECT_TRUE(expect_close_normwise(on_cpu[3], backward->reference->run(std::vector<Tensor>{y, w, dy})[0], 1e-5)) << blocked_kernels;
  if (exec::cpu::onednn_bf16_convolutions()) {
    EXPECT_KERNEL(blocked_kernels, "reduce_window(direct, 2x2/s2, blocked operand");
    EXPECT_KERNEL(blocked_kernels, "select_and_scatter(direct, 2x2/s2, blocked operand,result");
  }
}

// A bf16 value stored for one reader (the ReLU mask a convolution's backward reads) and summed
// for another (the bias gradient Σ dy, in f32) is summed as it is stored, in one pass: the
// stored bf16 values and the sums are the reference's, for a mask (exact) and for a product
// that rounds (the sum is of the rounded values), row-major and, after a bf16 convolution,
// channel-blocked in place (or, when v is a result too, scattered into a row-major slot) where
// both operands are bf16 convolutions' results.
TEST(CpuLowerer, Bf16ValuesSummedAsTheyAreStoredGiveTheReferenceValues) {
  const Tensor x = random_tensor(DType::bf16, {4, 32, 6, 6}, 41), g = random_tensor(DType::bf16, {4, 32, 6, 6}, 42);
  const Tensor w = random_tensor(DType::bf16, {32, 32, 3, 3}, 43);
  ir::ConvolutionAttr conv;
  conv.dn = nchw_oihw();
  conv.padding = {{1, 1}, {1, 1}};
  // v, stored (the convolution reads it) and summed per channel as f32.
  auto with_sums = [&](Block& b, Value v, Value w) {
    Value sums = ir::reduce_sum(ir::convert(v, DType::f32), {0, 2, 3});
    return std::vector<Value>{sums, ir::convolution(v, w, conv, DType::f32)};
  };
  auto relu_mask = [&](Block& b, Value x, Value g) {
    Value zero = ir::constant(b, 0.0, DType::bf16, x.shape());
    return ir::select(ir::compare(x, zero, ir::CompareDirection::GT), g, zero);
  };
  for (bool product : {false, true}) {
    SCOPED_TRACE(product ? "a product" : "a ReLU mask");
    auto value = [&](Block& b, Value x, Value g) { return product ? ir::multiply(x, g) : relu_mask(b, x, g); };
    auto plain = compile({x.type(), g.type(), w.type()}, [&](Block& b, auto p) { return with_sums(b, value(b, p[0], p[1]), p[2]); });
    // After a convolution: x is its bf16 result, channel-blocked where oneDNN keeps it so.
    auto after_conv = [&](bool v_out) {
      return compile({x.type(), g.type(), w.type()}, [&, v_out](Block& b, auto p) {
        // Both operands blocked: convolutions' results (the second a function of g alone).
        Value y = ir::convolution(p[0], p[2], conv, DType::bf16);
        Value z = ir::convolution(p[1], p[2], conv, DType::bf16);
        Value v = value(b, y, z);
        std::vector<Value> out = with_sums(b, v, p[2]);
        out.push_back(ir::convert(y, DType::f32));
        out.push_back(ir::convert(z, DType::f32));
        if (v_out) out.push_back(v);
        return out;
      });
    };
    auto blocked = after_conv(false), scattered = after_conv(true);
    Tensor y(DType::bf16, x.shape()), z(DType::bf16, x.shape());
    for (auto* c : {plain.get(), blocked.get(), scattered.get()}) {
      const std::string kernels = c->cpu->stats()["kernels"];
      EXPECT_KERNEL(kernels, "reduce(fused, stored)");
      // After bf16 convolutions (where oneDNN has them) the kernel walks their blocked results:
      // it stores v in place, or narrows a run and scatters it into v's row-major slot.
      if (c != plain.get() && exec::cpu::onednn_bf16_convolutions()) {  // y, z (and v, when not a result)
        EXPECT_EQ(std::stoi(c->cpu->stats()["blocked_tensors"]), c == blocked.get() ? 3 : 2) << kernels;
      }
      const std::vector<Tensor> inputs{x, g, w};
      auto got = c->cpu->run(inputs);
      std::vector<Tensor> want;
      if (c == plain.get()) {
        want = c->reference->run(inputs);
      } else {  // the reference's, from the convolutions' results the cpu lowerer computed
        for (int64_t i = 0; i < y.num_elements(); ++i) y.set(i, got[2].get(i)), z.set(i, got[3].get(i));  // exact
        want = plain->reference->run(std::vector<Tensor>{y, z, w});
      }
      EXPECT_TRUE(expect_close(got[0], want[0], 1e-6)) << "the sums: " << kernels;
      // (the convolutions of the stored values, within their f32 summation order)
      EXPECT_TRUE(expect_close_normwise(got[1], want[1], 1e-5)) << "the stored values: " << kernels;
      if (c == scattered.get()) {  // v itself, exactly
        auto v_only = compile({x.type(), g.type()}, [&](Block& b, auto p) { return std::vector<Value>{value(b, p[0], p[1])}; });
        EXPECT_TRUE(expect_close(got[4], v_only->reference->run(std::vector<Tensor>{y, z})[0], 0)) << kernels;
      }
    }
  }
}

// The bf16 pool kernels narrow their f32 tiles by dropping the low bits where every value is a
// bf16 value already (a max pool; its backward when init is ±0), and round where not (the
// backward with any other init: init + grad): ties, both zeros, infinities and NaN in the
// operand, and a source whose sums with init 0.3 round, give the reference's values.
TEST(CpuLowerer, Bf16MaxPoolKernelsNarrowExactlyAndRoundWhereTheyMust) {
  Tensor tied = tied_tensor({2, 8, 6, 10}, 23);
  Tensor x(DType::bf16, tied.shape());
  for (int64_t i = 0; i < x.num_elements(); ++i) x.set(i, tied.get(i));
  const Tensor dy = random_tensor(DType::bf16, {2, 8, 3, 5}, 24);
  ir::ReduceWindowAttr pool2{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}};
  ir::SelectAndScatterAttr sas{{1, 1, 2, 2}, {1, 1, 2, 2}, {}};
  for (double init : {0.0, -0.0, 0.3}) {
    SCOPED_TRACE(init);
    auto c = compile({x.type(), dy.type()}, [&](Block& b, auto p) {
      Value v = ir::constant(b, init, DType::bf16);
      return std::vector<Value>{ir::max_pool(p[0], pool2),
                                ir::select_and_scatter(p[0], p[1], v, sas, ir::ge_select_body(), ir::sum_body())};
    });
    const std::string kernels = c->cpu->stats()["kernels"];
    EXPECT_KERNEL(kernels, "reduce_window(direct");
    EXPECT_KERNEL(kernels, "select_and_scatter(direct");
    const std::vector<Tensor> inputs{x, dy};
    auto got = c->cpu->run(inputs), want = c->reference->run(inputs);
    for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(expect_close(got[i], want[i])) << "result " << i;
  }
}

// ---- fused elementwise chains ------------------------------------------------------------------

// An elementwise kernel whose last step rounds to bf16 for its output leaves the rounding to
// the store (θ -> bf16 becomes one rounding copy): the values are exactly the convert's, ties
// to even, NaN, infinities and a value below bf16's smallest included. A rounding that another
// op also reads stays an instruction, with the same values.
TEST(CpuLowerer, ARoundingToABf16OutputIsLeftToTheStoreWithTheSameValues) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  // 1 + 2^-8 is a tie that rounds down to 1, 1 + 3 * 2^-8 one that rounds up to 1 + 2^-6.
  const std::vector<float> values{1.0f + 0x1p-8f, 1.0f + 3 * 0x1p-8f, -1.0f - 3 * 0x1p-8f, 3.3f, inf, -inf, nan, 0x1p-140f};
  Tensor x(DType::f32, {4, static_cast<int64_t>(values.size())});
  for (int64_t i = 0; i < x.num_elements(); ++i) x.data<float>()[i] = values[i % values.size()];
  const std::vector<Tensor> inputs{x};
  auto alone = compile({x.type()}, [](Block&, auto p) { return std::vector<Value>{ir::convert(p[0], DType::bf16)}; });
  auto shared = compile({x.type()}, [](Block&, auto p) {
    Value h = ir::convert(ir::multiply(p[0], p[0]), DType::bf16);
    return std::vector<Value>{h, ir::convert(ir::negate(h), DType::f32)};
  });
  for (auto* c : {alone.get(), shared.get()}) {
    EXPECT_KERNEL(c->cpu->stats()["kernels"], "fused");
    auto got = c->cpu->run(inputs), want = c->reference->run(inputs);
    for (size_t i = 0; i < want.size(); ++i) EXPECT_TRUE(expect_close(got[i], want[i])) << "result " << i;
  }
  EXPECT_EQ(alone->cpu->run(inputs)[0].get(1), 1.0 + 0x1p-6);
}

// A contiguous bf16 leaf read only by ops that widen as they read (arithmetic binary ops,
// the ReLU mask's compare-select) is read in place, not widened into a register first, and
// such an op computing a bf16 output rounds as it stores: the values are those of the widened
// reads and the separate store, on every instruction set this CPU runs, NaN,
// infinities, signed zeros and subnormal sums included; a leaf read through strides (a
// transpose) is still widened first, and agrees too. A ReLU of a value rounded to bf16 leaves
// the rounding to its store, and agrees as well.
TEST(CpuLowerer, Bf16LeavesReadInPlaceByOpsThatWidenGiveTheWidenedValues) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<float> values{1.5f, -2.25f, 0.0f, -0.0f, inf, -inf, nan, 0x1p-130f, 3.3f, -7.0f, 0.75f, 1e-3f};
  Tensor h(DType::bf16, {8, 8}), g(DType::bf16, {8, 8});
  for (int64_t i = 0; i < h.num_elements(); ++i) {
    h.set(i, values[size_t(i) % values.size()]);
    g.set(i, values[size_t(i * 5 + 3) % values.size()]);
  }
  const Tensor x = random_tensor(DType::f32, {8, 8}, 61);
  // One output per module: a convert read by several outputs would be stored once, in f32.
  using Make = std::function<Value(Block&, Value h32, Value g32, Value x, Value h)>;
  const Make outputs[] = {
      [](Block&, Value h32, Value, Value x, Value) { return ir::subtract(h32, x); },  // in place: a
      [](Block&, Value h32, Value g32, Value x, Value) { return ir::maximum(x, ir::multiply(g32, h32)); },  // both
      [](Block& b, Value h32, Value g32, Value, Value) {  // the ReLU mask
        const Value zero = ir::constant(b, 0, DType::f32, {8, 8});
        return ir::select(ir::compare(h32, zero, ir::CompareDirection::GT), g32, zero);
      },
      [](Block&, Value h32, Value g32, Value, Value) { return ir::convert(ir::divide(g32, h32), DType::bf16); },
      [](Block& b, Value h32, Value g32, Value, Value) {  // the mask into bf16: rounds as it stores
        const Value zero = ir::constant(b, 0, DType::f32, {8, 8});
        return ir::convert(ir::select(ir::compare(h32, zero, ir::CompareDirection::LT), g32, zero), DType::bf16);
      },
      [](Block&, Value h32, Value, Value, Value h) {  // strided; exp widens first
        return ir::add(ir::convert(ir::transpose(h, {1, 0}), DType::f32), ir::exp(h32));
      },
      [](Block& b, Value h32, Value g32, Value x, Value) {  // BatchNorm's ReLU: rounds as it stores
        const Value zero = ir::constant(b, 0, DType::bf16, {8, 8});
        return ir::maximum(ir::convert(ir::add(ir::multiply(h32, x), g32), DType::bf16), zero);
      },
      [](Block&, Value, Value g32, Value x, Value h) {  // the same against a bf16 leaf
        return ir::minimum(h, ir::convert(ir::multiply(g32, x), DType::bf16));
      },
  };
  for (const std::string& isa : exec::cpu::eval_block_isas()) {
    SCOPED_TRACE(isa);
    exec::make_lowerer("cpu", {{{"isa", isa}}});
    for (size_t k = 0; k < std::size(outputs); ++k) {
      SCOPED_TRACE(cat("output ", k));
      const std::string kernels = check_against_reference({h, g, x}, [&](Block& b, auto p) {
        return std::vector<Value>{outputs[k](b, ir::convert(p[0], DType::f32), ir::convert(p[1], DType::f32), p[2], p[0])};
      });
      // One kernel (h32 - x, two full-size inputs and no per-channel ones, runs as an affine chain).
      EXPECT_TRUE(kernels == "fused=1" || (k == 0 && kernels == "fused(affine chain)=1")) << kernels;
    }
  }
  exec::cpu::select_eval_block_isa(exec::cpu::eval_block_isas().front());
}

// Every instruction set this CPU runs (the fused kernels' builds), on every dtype's ops.
TEST(CpuLowerer, FusedKernelsAgreeOnEveryInstructionSet) {
  const Tensor x = random_tensor(DType::f32, {5, 300}, 51), k = random_tensor(DType::i32, {5, 300}, 52);
  const Tensor d = random_tensor(DType::f64, {5, 300}, 53);
  auto build = [](Block&, auto p) {
    Value f = ir::tanh(ir::add(ir::multiply(p[0], p[0]), ir::convert(p[1], DType::f32)));
    Value i = ir::divide(ir::multiply(p[1], p[1]), ir::add(p[1], ir::convert(p[0], DType::i32)));
    Value b = ir::convert(ir::exp(ir::convert(p[0], DType::bf16)), DType::f32);
    Value w = ir::maximum(ir::sqrt(ir::abs(p[2])), ir::convert(p[0], DType::f64));
    return std::vector<Value>{f, i, b, w};
  };
  for (const std::string& isa : exec::cpu::eval_block_isas()) {
    SCOPED_TRACE(isa);
    exec::make_lowerer("cpu", {{{"isa", isa}}});
    check_against_reference({x, k, d}, build);
  }
  exec::cpu::select_eval_block_isa(exec::cpu::eval_block_isas().front());
}

// A mixed-precision step's SGD update of a dense layer's weights, θ - lr·g with g the bf16
// gradient and lr an input, and the weights narrowed to bf16 for the forward: row-major
// elementwise kernels whose operands are single values, run as affine chains (fused.h) on
// every instruction set, with the reference's values.
TEST(CpuLowerer, SgdUpdatesOfBf16GradientsRunAsAffineChains) {
  const Tensor theta = random_tensor(DType::f32, {37, 301}, 61), lr = random_tensor(DType::f32, {}, 62);
  const Tensor g = random_tensor(DType::bf16, {37, 301}, 63);
  for (const std::string& isa : exec::cpu::eval_block_isas()) {
    SCOPED_TRACE(isa);
    exec::make_lowerer("cpu", {{{"isa", isa}}});
    const std::string kernels = check_against_reference({theta, lr, g}, [](Block&, auto p) {
      const Value step = ir::multiply(ir::broadcast_in_dim(p[1], p[0].shape(), {}), ir::convert(p[2], DType::f32));
      return std::vector<Value>{ir::subtract(p[0], step), ir::convert(p[0], DType::bf16)};
    });
    EXPECT_KERNEL(kernels, "fused(affine chain)=2");
  }
  exec::cpu::select_eval_block_isa(exec::cpu::eval_block_isas().front());
}

TEST(CpuLowerer, FusedChainsWithBroadcastsConvertsAndSelects) {
  const Tensor x = random_tensor(DType::f32, {33, 70}, 11), bias = random_tensor(DType::f32, {70}, 12);
  const Tensor col = random_tensor(DType::f32, {33}, 13);
  const Tensor k = random_tensor(DType::i32, {33, 70}, 14);
  auto kernels = check_against_reference({x, bias, col, k}, [](Block& b, auto p) {
    Shape s = {33, 70};
    Value y = ir::add(p[0], ir::broadcast_in_dim(p[1], s, {1}));
    Value relu = ir::maximum(y, ir::constant(b, 0, DType::f32, s));
    Value scaled = ir::multiply(relu, ir::exp(ir::broadcast_in_dim(p[2], s, {0})));
    Value positive = ir::compare(ir::convert(p[3], DType::f32), ir::constant(b, 0, DType::f32, s),
                                 ir::CompareDirection::GT);
    Value chosen = ir::select(positive, scaled, ir::negate(ir::tanh(y)));
    Value t = ir::transpose(ir::slice(chosen, {1, 0}, {33, 70}, {2, 1}), {1, 0});
    Value int_chain = ir::multiply(ir::add(p[3], p[3]), ir::convert(positive, DType::i32));
    return std::vector<Value>{chosen, t, int_chain};
  });
  EXPECT_KERNEL(kernels, "fused=");
  EXPECT_EQ(kernels.find("copy"), std::string::npos) << kernels;
}

// The bias add feeding a ReLU and its gradient is recomputed in both (never stored), and a
// broadcast used twice is read in place by both.
TEST(CpuLowerer, CheapValuesAreRecomputedInEachConsumer) {
  const Tensor x = random_tensor(DType::f32, {16, 40}, 15), bias = random_tensor(DType::f32, {40}, 16);
  const Tensor g = random_tensor(DType::f32, {16, 40}, 17);
  std::vector<TensorType> types = {x.type(), bias.type(), g.type()};
  auto build = [](Block& b, auto p) {
    Shape s = {16, 40};
    Value y = ir::add(p[0], ir::broadcast_in_dim(p[1], s, {1}));
    Value zero = ir::broadcast_in_dim(ir::constant(b, 0, DType::f32), s, {});
    Value relu = ir::maximum(y, zero);
    Value dy = ir::select(ir::compare(y, zero, ir::CompareDirection::GT), p[2], zero);
    return std::vector<Value>{relu, dy};
  };
  auto c = compile(types, build);
  EXPECT_EQ(c->cpu->stats()["steps"], "2") << c->cpu->stats()["kernels"];
  check_against_reference({x, bias, g}, build);
}

// transpose(dot_general(a, b)) runs as dot_general(b, a): no transpose pass.
TEST(CpuLowerer, TransposedDotIsComputedInPlace) {
  const Tensor a = random_tensor(DType::f32, {3, 24, 40}, 18), b = random_tensor(DType::f32, {3, 40, 32}, 19);
  auto kernels = check_against_reference({a, b}, [](Block&, auto p) {
    Value d = ir::dot_general(p[0], p[1], {{0}, {0}, {2}, {1}});  // [3, 24, 32]
    return std::vector<Value>{ir::transpose(d, {0, 2, 1})};
  }, Judge::Normwise);
  EXPECT_KERNEL(kernels, "dot_general(onednn");
  EXPECT_EQ(kernels.find("fused"), std::string::npos) << kernels;
}

// ---- reductions --------------------------------------------------------------------------------

TEST(CpuLowerer, ReductionsOverInnerOuterAndMiddleAxes) {
  const Tensor x = random_tensor(DType::f32, {6, 7, 50, 3}, 21);
  const std::vector<std::vector<int64_t>> dims = {{3}, {0}, {1, 2}, {0, 2}, {0, 1, 2, 3}, {0, 3}};
  for (const auto& d : dims) {
    auto kernels = check_against_reference({x}, [&](Block&, auto p) {
      return std::vector<Value>{ir::reduce_sum(p[0], d), ir::reduce_max(p[0], d)};
    }, Judge::Normwise);
    EXPECT_KERNEL(kernels, "reduce(direct)");
  }
  const Tensor k = random_tensor(DType::i32, {6, 7, 5}, 22);
  check_against_reference({k}, [&](Block&, auto p) {
    return std::vector<Value>{ir::reduce_sum(p[0], {0, 2}), ir::reduce_max(p[0], {1})};
  });
}

// ---- memory: donation and reuse -------------------------------------------------------------

// An SGD-shaped update: θ' = θ - lr * (θ·xᵀ·x) for a few steps.
TEST(CpuLowerer, DonatedInputsGiveTheSameResultsAndAreUpdatedInPlace) {
  auto c = compile({{DType::f32, {32, 16}}, {DType::f32, {8, 16}}, {DType::f32, {}}},
                   [](Block&, auto p) {
                     Value h = ir::dot_general(p[0], p[1], {{}, {}, {1}, {1}});   // [32, 8]
                     Value g = ir::dot_general(h, p[1], {{}, {}, {1}, {0}});      // [32, 16]
                     Value lr = ir::broadcast_in_dim(p[2], {32, 16}, {});
                     return std::vector<Value>{ir::subtract(p[0], ir::multiply(lr, g)),
                                               ir::reduce_sum(h, {0, 1})};
                   });
  Tensor theta = random_tensor(DType::f32, {32, 16}, 31), x = random_tensor(DType::f32, {8, 16}, 32);
  Tensor lr = Tensor::scalar(DType::f32, 0.01);
  auto lowerer = exec::make_lowerer("cpu");
  auto plain_theta = lowerer->upload(theta), donated_theta = lowerer->upload(theta);
  auto bx = lowerer->upload(x), blr = lowerer->upload(lr);
  for (int step = 0; step < 3; ++step) {
    auto want = c->reference->run(std::vector<Tensor>{theta, x, lr});
    exec::Buffer* plain_args[] = {plain_theta.get(), bx.get(), blr.get()};
    auto plain = c->cpu->execute(plain_args);
    EXPECT_TRUE(expect_close(plain_theta->to_host(), theta)) << "an input that was not donated changed";
    exec::Buffer* donated_args[] = {donated_theta.get(), bx.get(), blr.get()};
    const void* before = static_cast<exec::HostBuffer*>(donated_theta.get())->tensor().bytes();
    auto donated = c->cpu->execute(donated_args, {.donated_inputs = {0}});
    const void* after = static_cast<exec::HostBuffer*>(donated[0].get())->tensor().bytes();
    EXPECT_EQ(before, after) << "θ' was not written over the donated θ";
    for (int i = 0; i < 2; ++i) {
      EXPECT_TRUE(expect_close_normwise(plain[i]->to_host(), want[i], kF32Tol)) << "step " << step;
      EXPECT_TRUE(expect_close(donated[i]->to_host(), plain[i]->to_host())) << "step " << step;
    }
    theta = want[0];
    plain_theta = lowerer->upload(theta);
    donated_theta = lowerer->upload(theta);
  }
}

// θ ∓ lr·g with g a dot_general (a dense layer's weight gradient) is one matmul that applies
// the update as it stores (oneDNN post-ops: brgemm on AVX-512, gemm with output scales on
// AVX2): g never reaches memory. Either operand order of the multiply, add or subtract, θ
// donated (updated in place) or still read after the dot (copied first), all as the reference.
TEST(CpuLowerer, WeightGradientMatmulsApplyTheUpdateAsTheyStore) {
  const Tensor theta = random_tensor(DType::f32, {48, 40}, 51), x = random_tensor(DType::f32, {16, 48}, 52),
               dy = random_tensor(DType::f32, {16, 40}, 53), lr = Tensor::scalar(DType::f32, 0.25);
  for (bool subtract : {true, false})
    for (bool lr_first : {true, false})
      for (bool theta_read_after : {false, true}) {
        SCOPED_TRACE(cat(subtract ? "θ - " : "θ + ", lr_first ? "lr·g" : "g·lr", theta_read_after ? ", θ read after" : ""));
        auto c = compile({theta.type(), x.type(), dy.type(), lr.type()}, [&](Block&, auto p) {
          Value g = ir::dot_general(p[1], p[2], {{}, {}, {0}, {0}});  // xᵀ·dy: [48, 40]
          Value rate = ir::broadcast_in_dim(p[3], {48, 40}, {});
          Value scaled = lr_first ? ir::multiply(rate, g) : ir::multiply(g, rate);
          std::vector<Value> out{subtract ? ir::subtract(p[0], scaled) : ir::add(p[0], scaled)};
          if (theta_read_after) out.push_back(ir::reduce_sum(ir::exp(p[0]), {0, 1}));
          return out;
        });
        const std::string kernels = c->cpu->stats()["kernels"];
        if (std::string(exec::cpu::eval_block_isa()) != "portable") {  // oneDNN capped at SSE4.1 has only its reference kernels for it
          EXPECT_KERNEL(kernels, subtract ? "into θ - lr·result" : "into θ + lr·result");
          EXPECT_EQ(kernels.find("fused["), std::string::npos) << "the update ran as its own pass: " << kernels;
        }
        const std::vector<Tensor> inputs{theta, x, dy, lr};
        auto want = c->reference->run(inputs);
        auto lowerer = exec::make_lowerer("cpu");
        std::vector<std::unique_ptr<exec::Buffer>> buffers;
        std::vector<exec::Buffer*> args;
        for (const Tensor& t : inputs) args.push_back(buffers.emplace_back(lowerer->upload(t)).get());
        const void* before = static_cast<exec::HostBuffer*>(args[0])->tensor().bytes();
        auto got = c->cpu->execute(args, {.donated_inputs = {0}});
        const void* after = static_cast<exec::HostBuffer*>(got[0].get())->tensor().bytes();
        EXPECT_EQ(before == after, !theta_read_after) << "θ' in place exactly when nothing reads θ after the dot";
        for (size_t i = 0; i < want.size(); ++i)
          EXPECT_TRUE(expect_close_normwise(got[i]->to_host(), want[i], kF32Tol)) << "result " << i;
      }
}

// On the AVX2 path (oneDNN's AVX2 GEMM) the update above runs on ladder's own packed GEMM
// (gemm_avx2.cpp): 6x16 tiles with zero-padded panels, so every shape whose M is not a
// multiple of 6 or N of 16 (or below them), and any K, must still give the reference's θ'.
// On AVX-512 oneDNN's brgemm takes mnist-mlp's shape itself.
TEST(CpuLowerer, WeightGradientUpdatesOfEveryShapeAgreeOnEachIsa) {
  struct Case { int64_t M, K, N; };
  for (const Case& s : {Case{1, 1, 1}, Case{5, 3, 7}, Case{6, 16, 16}, Case{13, 9, 33}, Case{50, 1, 17}, Case{512, 128, 10},
                        Case{512, 128, 512}, Case{97, 200, 130}}) {
    SCOPED_TRACE(cat(s.M, "x", s.K, "·", s.K, "x", s.N));
    const Tensor theta = random_tensor(DType::f32, {s.M, s.N}, 61), x = random_tensor(DType::f32, {s.K, s.M}, 62),
                 dy = random_tensor(DType::f32, {s.K, s.N}, 63), lr = Tensor::scalar(DType::f32, 0.125);
    auto c = compile({theta.type(), x.type(), dy.type(), lr.type()}, [&](Block&, auto p) {
      Value g = ir::dot_general(p[1], p[2], {{}, {}, {0}, {0}});
      return std::vector<Value>{ir::subtract(p[0], ir::multiply(ir::broadcast_in_dim(p[3], {s.M, s.N}, {}), g))};
    });
    const std::string kernels = c->cpu->stats()["kernels"];
    const std::string isa = exec::cpu::eval_block_isa();  // the instance's (LADDER_CPU_ISA), set when compiled
    if (isa == "avx2") { EXPECT_KERNEL(kernels, "ladder avx2 6x16"); }
    if (isa == "avx512" && s.M == 512 && s.N == 512) { EXPECT_KERNEL(kernels, "brg:avx512_core, into θ - lr·result"); }
    if (isa == "portable") { EXPECT_EQ(kernels.find("ladder avx2"), std::string::npos) << kernels; }
    const std::vector<Tensor> inputs{theta, x, dy, lr};
    EXPECT_TRUE(expect_close_normwise(c->cpu->run(inputs)[0], c->reference->run(inputs)[0], kF32Tol)) << kernels;
  }
}

// The plain products of dense layers take the same GEMM on the AVX2 path where B is
// row-major and at least 16 wide and deep (a forward x·W, with x as it lies or transposed);
// a transposed B (dy·Wᵀ) and thin shapes stay on oneDNN. Every edge of the 6x16 tiles agrees
// with the reference.
TEST(CpuLowerer, DenseProductsOfEveryShapeAgreeOnEachIsa) {
  struct Case { int64_t M, K, N; bool a_transposed, b_transposed; bool own; };
  for (const Case& s : {Case{1, 16, 16, false, false, true}, Case{5, 17, 33, false, false, true},
                        Case{128, 784, 512, false, false, true}, Case{13, 40, 100, true, false, true},
                        Case{128, 512, 512, false, true, false}, Case{128, 512, 10, false, false, false},
                        Case{128, 10, 512, false, false, false}}) {
    SCOPED_TRACE(cat(s.M, "x", s.K, "·", s.K, "x", s.N, s.a_transposed ? " (A transposed)" : "",
                     s.b_transposed ? " (B transposed)" : ""));
    const Tensor a = random_tensor(DType::f32, s.a_transposed ? Shape{s.K, s.M} : Shape{s.M, s.K}, 64);
    const Tensor b = random_tensor(DType::f32, s.b_transposed ? Shape{s.N, s.K} : Shape{s.K, s.N}, 65);
    const ir::DotGeneralAttr attr{{}, {}, {s.a_transposed ? 0 : 1}, {s.b_transposed ? 1 : 0}};
    auto c = compile({a.type(), b.type()}, [&](Block&, auto p) { return std::vector<Value>{ir::dot_general(p[0], p[1], attr)}; });
    const std::string kernels = c->cpu->stats()["kernels"];
    const bool own = kernels.find("ladder avx2 6x16") != std::string::npos;
    if (exec::cpu::eval_block_isa() == std::string("avx2")) { EXPECT_EQ(own, s.own) << kernels; }
    if (exec::cpu::eval_block_isa() == std::string("portable")) { EXPECT_FALSE(own) << kernels; }
    const std::vector<Tensor> inputs{a, b};
    EXPECT_TRUE(expect_close_normwise(c->cpu->run(inputs)[0], c->reference->run(inputs)[0], kF32Tol)) << kernels;
  }
}

// Mixed precision: dot_generals of bf16 operands run on oneDNN, natively where the CPU has a
// bf16 matmul (AVX512-BF16, AMX; oneDNN emulates it on plain AVX-512) and, on the AVX2 path, as
// the f32 matmul of the operands widened by ladder's own copy loop ("bf16 as f32" in the plan);
// either way the reference's values (exact products, accumulated in f32 or wider), for an f32
// or a bf16 result and a transposed lhs (a weight gradient).
TEST(CpuLowerer, Bf16MatmulsRunOnOneDnnOnEachIsaAndAgree) {
  struct Case { Shape lhs, rhs; ir::DotGeneralAttr attr; DType out; };
  const Case cases[] = {{{32, 48}, {48, 24}, {{}, {}, {1}, {0}}, DType::f32},
                        {{48, 32}, {48, 24}, {{}, {}, {0}, {0}}, DType::f32},
                        {{3, 16, 8}, {3, 8, 5}, {{0}, {0}, {2}, {1}}, DType::f32},
                        {{32, 48}, {48, 24}, {{}, {}, {1}, {0}}, DType::bf16}};
  for (const Case& c : cases) {
    SCOPED_TRACE(cat(type_string({DType::bf16, c.lhs}), " · ", type_string({DType::bf16, c.rhs}), " -> ", dtype_name(c.out)));
    Tensor a = random_tensor(DType::bf16, c.lhs, 71), b = random_tensor(DType::bf16, c.rhs, 72);
    auto compiled = compile({a.type(), b.type()}, [&](Block&, auto p) {
      return std::vector<Value>{ir::dot_general(p[0], p[1], c.attr, c.out)};
    });
    const std::string kernels = compiled->cpu->stats()["kernels"];
    const std::string isa = exec::cpu::eval_block_isa();
    if (isa == "avx2" && c.out == DType::f32) { EXPECT_KERNEL(kernels, "bf16 as f32: no bf16 matmul on this CPU"); }
    if (isa == "avx512" && __builtin_cpu_supports("avx512bf16")) { EXPECT_KERNEL(kernels, ", bf16)"); }
    const std::vector<Tensor> inputs{a, b};
    EXPECT_TRUE(expect_close_normwise(compiled->cpu->run(inputs)[0], compiled->reference->run(inputs)[0],
                                      c.out == DType::bf16 ? 1e-2 : kF32Tol)) << kernels;
  }
}

// A bf16 contraction accumulated in f32 and then rounded to bf16 (a mixed-precision cotangent
// or weight gradient) stores bf16 directly where oneDNN has bf16 kernels: no f32 tensor and
// no convert pass in the plan; the values are the reference's (one rounding of the sum).
TEST(CpuLowerer, Bf16ContractionsRoundedOnceStoreBf16) {
  Tensor a = random_tensor(DType::bf16, {48, 32}, 73), b = random_tensor(DType::bf16, {48, 24}, 74);
  auto compiled = compile({a.type(), b.type()}, [&](Block&, auto p) {
    Value g = ir::dot_general(p[0], p[1], {{}, {}, {0}, {0}}, DType::f32);  // a weight gradient
    return std::vector<Value>{ir::convert(g, DType::bf16)};
  });
  const std::string kernels = compiled->cpu->stats()["kernels"];
  if (exec::cpu::onednn_bf16_convolutions()) {
    EXPECT_EQ(kernels.find("fused[convert]"), std::string::npos) << kernels;
    EXPECT_KERNEL(kernels, "dot_general(onednn 32x48·48x24");
  }
  const std::vector<Tensor> inputs{a, b};
  EXPECT_TRUE(expect_close_normwise(compiled->cpu->run(inputs)[0], compiled->reference->run(inputs)[0], 1e-2)) << kernels;
}

// A bf16 forward convolution whose f32 result gets a per-feature bias and is then rounded to
// bf16 (a mixed-precision layer) takes the bias into the convolution, which stores bf16: the
// same bits as the convolution into f32, the add and the convert as three steps (here the
// bias comes as a full-size tensor, which is not folded). A BatchNorm reading that bf16 output
// as f32 in two passes reads it as bf16 in each rather than storing an f32 copy, and so does
// its backward with the ReLU's masked bf16 cotangent.
TEST(CpuLowerer, Bf16ConvolutionBiasFoldsIntoTheConvolutionWithTheSameBits) {
  const Tensor x = random_tensor(DType::bf16, {4, 16, 9, 9}, 81), w = random_tensor(DType::bf16, {16, 16, 3, 3}, 82);
  const Tensor b = random_tensor(DType::f32, {16}, 83), dy = random_tensor(DType::bf16, {4, 16, 9, 9}, 84);
  Tensor full(DType::f32, {4, 16, 9, 9});
  for (int64_t i = 0; i < full.num_elements(); ++i) full.set(i, b.get(i / 81 % 16));
  ir::ConvolutionAttr conv;
  conv.dn = nchw_oihw();
  conv.padding = {{1, 1}, {1, 1}};
  // The layer and a BatchNorm's two passes: Σx (the mean also read by the running mean's
  // update), then Σ(x - mean)² and (x - mean) itself; then
  // a backward's: the cotangent dy masked where y > 0, widened, Σg, Σg·(x - mean) and g·2.
  auto layer = [&](Value x, Value w, Value bias, Value dy) {
    Block& block = *x.block();
    Value y = ir::convert(ir::add(ir::convolution(x, w, conv, DType::f32), bias), DType::bf16);
    Value wide = ir::convert(y, DType::f32);
    Value mean = ir::multiply(ir::reduce_sum(wide, {0, 2, 3}), ir::broadcast_in_dim(ir::constant(block, 1.0 / 324, DType::f32), {16}, {}));
    Value centered = ir::subtract(wide, ir::broadcast_in_dim(mean, wide.shape(), {1}));
    Value zero = ir::broadcast_in_dim(ir::constant(block, 0, DType::bf16), y.shape(), {});
    Value g = ir::convert(ir::select(ir::compare(y, zero, ir::CompareDirection::GT), dy, zero), DType::f32);
    Value two = ir::broadcast_in_dim(ir::constant(block, 2, DType::f32), y.shape(), {});
    Value running = ir::multiply(mean, ir::broadcast_in_dim(ir::constant(block, 0.1, DType::f32), {16}, {}));
    return std::vector<Value>{y, running, ir::reduce_sum(ir::multiply(centered, centered), {0, 2, 3}),
                              ir::convert(centered, DType::bf16), ir::reduce_sum(g, {0, 2, 3}),
                              ir::reduce_sum(ir::multiply(g, centered), {0, 2, 3}),
                              ir::convert(ir::multiply(g, two), DType::bf16)};
  };
  auto folded = compile({x.type(), w.type(), b.type(), dy.type()}, [&](Block&, auto p) {
    return layer(p[0], p[1], ir::broadcast_in_dim(p[2], {4, 16, 9, 9}, {1}), p[3]);
  });
  auto apart = compile({x.type(), w.type(), full.type(), dy.type()}, [&](Block&, auto p) { return layer(p[0], p[1], p[2], p[3]); });
  const std::string kernels = folded->cpu->stats()["kernels"];
  if (exec::cpu::onednn_bf16_convolutions()) {
    EXPECT_KERNEL(kernels, ", bias");
    EXPECT_EQ(apart->cpu->stats()["kernels"].find(", bias"), std::string::npos) << apart->cpu->stats()["kernels"];
    // x - mean and g are computed in each pass from stored bf16 values, never stored in f32
    // (the outputs have their own memory; the arena holds the rest: g's bf16 mask).
    EXPECT_LT(std::stoll(folded->cpu->stats()["arena_bytes"]), 4 * 16 * 9 * 9 * 4) << kernels;
  }
  const std::vector<Tensor> got = folded->cpu->run(std::vector<Tensor>{x, w, b, dy});
  const std::vector<Tensor> want = apart->cpu->run(std::vector<Tensor>{x, w, full, dy});
  for (size_t i = 0; i < got.size(); ++i) {
    SCOPED_TRACE(i);
    ASSERT_EQ(got[i].type(), want[i].type());
    EXPECT_EQ(std::memcmp(got[i].bytes(), want[i].bytes(), got[i].byte_size()), 0) << kernels;
  }
  EXPECT_TRUE(expect_close_normwise(got[0], folded->reference->run(std::vector<Tensor>{x, w, b, dy})[0], 1e-2)) << kernels;
}

// A chain whose intermediates cannot all be live at once: buffers are reused, and reuse does
// not corrupt values still to be read (each result depends on several earlier ones).
TEST(CpuLowerer, BufferReuseKeepsValuesIntact) {
  Tensor x = random_tensor(DType::f32, {64, 64}, 41);
  for (int64_t i = 0; i < x.num_elements(); ++i) x.set(i, x.get(i) / 8);  // keeps tanh unsaturated
  auto kernels = check_against_reference({x}, [](Block&, auto p) {
    ir::DotGeneralAttr mm{{}, {}, {1}, {0}};
    Value a = ir::dot_general(p[0], p[0], mm);
    Value b = ir::dot_general(a, p[0], mm);
    Value c = ir::dot_general(b, a, mm);
    Value d = ir::dot_general(ir::tanh(c), ir::tanh(b), mm);
    Value e = ir::dot_general(ir::tanh(d), ir::logistic(a), mm);
    return std::vector<Value>{ir::reduce_sum(e, {1}), ir::tanh(d)};
  }, Judge::Normwise);
  std::vector<TensorType> types = {x.type()};
  auto c = compile(types, [](Block&, auto p) {
    ir::DotGeneralAttr mm{{}, {}, {1}, {0}};
    Value v = p[0];
    for (int i = 0; i < 8; ++i) v = ir::tanh(ir::dot_general(v, p[0], mm));
    return std::vector<Value>{v};
  });
  // Eight 16 KiB intermediates, two live at a time.
  EXPECT_LE(std::stoll(c->cpu->stats()["arena_bytes"]), 3 * 64 * 64 * 4) << c->cpu->stats()["kernels"];
  EXPECT_TRUE(expect_close_normwise(c->cpu->run(std::vector<Tensor>{x})[0],
                                    c->reference->run(std::vector<Tensor>{x})[0], kF32Tol));
}

// A plan bigger than the machine's memory is refused when compiled, saying what it needs,
// rather than killed part way through its first run; memory_check=0 compiles it anyway.
TEST(CpuLowerer, PlansBeyondTheMachinesMemoryAreRefusedAtCompileTime) {
  ir::Module module;
  ir::Function* f = module.add_function("huge");
  Value x = f->body.add_parameter({DType::f32, {}});
  f->body.results = {ir::exp(ir::broadcast_in_dim(x, {1 << 18, 1 << 18}, {}))};  // 256 GiB
  const std::string e = testing::error_message([&] { exec::make_lowerer("cpu")->compile(module, *f); });
  EXPECT_NE(e.find("@huge needs 256"), std::string::npos) << e;
  EXPECT_NE(e.find("available; use a smaller batch"), std::string::npos) << e;
  EXPECT_NO_THROW(exec::make_lowerer("cpu", {{{"memory_check", "0"}}})->compile(module, *f));
  EXPECT_THROW(exec::make_lowerer("cpu", {{{"memory_check", "yes"}}}), Error);
}

TEST(CpuLowerer, OptionsAreCheckedAndProfileIsReported) {
  EXPECT_THROW(exec::make_lowerer("cpu", {{{"thread", "2"}}}), Error);
  EXPECT_THROW(exec::make_lowerer("cpu", {{{"threads", "zero"}}}), Error);
  EXPECT_THROW(exec::make_lowerer("cpu", {{{"isa", "avx9000"}}}), Error);
  auto lowerer = exec::make_lowerer("cpu", {{{"profile", "1"}}});
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value x = f->body.add_parameter({DType::f32, {8, 8}});
  f->body.results = {ir::exp(ir::dot_general(x, x, {{}, {}, {1}, {0}}))};
  auto exe = lowerer->compile(module, *f);
  EXPECT_EQ(exe->stats().count("profile_ms"), 0u) << "no run yet";
  exe->run(std::vector<Tensor>{random_tensor(DType::f32, {8, 8}, 71)});
  const std::string profile = exe->stats()["profile_ms"];
  EXPECT_NE(profile.find("dot_general"), std::string::npos) << profile;
  EXPECT_NE(profile.find("fused[exponential]"), std::string::npos) << profile;
}

// ---- max pool: the 2x2/s2 tiling fast path against the reference ------------------------------

// The same f32 bits element for element, except that any NaN matches any NaN: max, min and
// the max-pool backward compute no sums that could be ordered differently, so ties (which
// element is selected) and signed zeros must come out exactly as in the reference.
::testing::AssertionResult expect_identical(const Tensor& got, const Tensor& want) {
  if (got.type() != want.type()) return ::testing::AssertionFailure() << "types differ";
  const float *g = got.data<float>(), *w = want.data<float>();
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    const bool same = std::isnan(w[i]) ? std::isnan(g[i]) : std::memcmp(&g[i], &w[i], sizeof(float)) == 0;
    if (!same) return ::testing::AssertionFailure() << "element " << i << " is " << g[i] << ", expected " << w[i];
  }
  return ::testing::AssertionSuccess();
}

// Runs `build` on both lowerers; every result must be identical (expect_identical) except the
// ones listed in `close` (sums), judged by expect_close. Returns the cpu plan's kernels.
std::string check_identical(const std::vector<Tensor>& inputs, const Build& build, std::vector<size_t> close = {}) {
  std::vector<TensorType> types;
  for (const Tensor& t : inputs) types.push_back(t.type());
  auto c = compile(types, build);
  std::vector<Tensor> got = c->cpu->run(inputs), want = c->reference->run(inputs);
  EXPECT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size() && i < want.size(); ++i) {
    if (std::find(close.begin(), close.end(), i) != close.end()) EXPECT_TRUE(expect_close(got[i], want[i], kF32Tol)) << "result " << i;
    else EXPECT_TRUE(expect_identical(got[i], want[i])) << "result " << i;
  }
  return c->cpu->stats()["kernels"];
}

ir::BodyBuilder gt_select_body() {  // select-and-scatter select: a > b (the last maximum wins)
  return [](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {ir::compare(p[0], p[1], ir::CompareDirection::GT)};
  };
}

// Max pools and their backward, over windows of `window` at `strides` with `padding` (on the
// last two dims of x), with ties and NaN: forward max, min and sum, and select_and_scatter with
// select >= and >, each with init 0 and 0.5 (the selected element gets init + dy).
std::string check_pools(const Tensor& x, int64_t window, int64_t stride, ir::Padding padding, uint32_t seed) {
  const Shape& s = x.shape();
  if (padding.empty()) padding.assign(2, {0, 0});
  padding.insert(padding.begin(), 2, {0, 0});
  const ir::ReduceWindowAttr pool{{1, 1, window, window}, {1, 1, stride, stride}, {}, {}, padding};
  const ir::SelectAndScatterAttr sas{pool.window_dimensions, pool.window_strides, padding};
  auto out_dim = [&](int d) { return (s[d] + padding[d].first + padding[d].second - window) / stride + 1; };
  const Tensor dy = random_tensor(DType::f32, {s[0], s[1], out_dim(2), out_dim(3)}, seed);
  std::string kernels = check_identical({x}, [&](Block& b, auto p) {
    Value inf = ir::constant(b, std::numeric_limits<double>::infinity(), DType::f32);
    Value min = ir::reduce_window({&p[0], 1}, {&inf, 1}, pool, ir::min_body())[0];
    return std::vector<Value>{ir::max_pool(p[0], pool), min, ir::sum_pool(p[0], pool)};
  }, {2});
  for (const auto& select : {ir::ge_select_body(), gt_select_body()}) {
    kernels += "; " + check_identical({x, dy}, [&](Block& b, auto p) {
      std::vector<Value> out;
      for (double init : {0.0, 0.5})
        out.push_back(ir::select_and_scatter(p[0], p[1], ir::constant(b, init, DType::f32), sas, select, ir::sum_body()));
      return out;
    });
  }
  return kernels;
}

TEST(CpuLowerer, MaxPool2x2TilesMatchTheReferenceWithTiesAndNaN) {
  // The second shape has a row and a column in no window (they get init).
  const Shape shapes[] = {{3, 4, 12, 10}, {2, 3, 9, 7}, {1, 2, 2, 2}};
  uint32_t seed = 80;
  for (const Shape& shape : shapes) {
    SCOPED_TRACE(shape_string(shape));
    const std::string kernels = check_pools(tied_tensor(shape, seed), 2, 2, {}, seed + 1);
    EXPECT_KERNEL(kernels, "reduce_window(direct, 2x2/s2)");
    EXPECT_KERNEL(kernels, "select_and_scatter(direct, 2x2/s2)");
    EXPECT_EQ(kernels.find("planes"), std::string::npos) << kernels;
    seed += 2;
  }
}

TEST(CpuLowerer, MaxPoolWindowsThatDoNotTileTakeThePlanesPath) {
  struct Case {
    const char* name;
    Shape shape;
    int64_t window, stride;
    ir::Padding padding;
  };
  const Case cases[] = {
      {"3x3/s2, padding 1", {2, 3, 11, 9}, 3, 2, {{1, 1}, {1, 1}}},
      {"2x2/s2, windows past the edge", {2, 3, 9, 7}, 2, 2, {{0, 1}, {0, 1}}},
      {"2x2/s1, overlapping", {2, 3, 8, 6}, 2, 1, {}},
  };
  uint32_t seed = 90;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const std::string kernels = check_pools(tied_tensor(c.shape, seed), c.window, c.stride, c.padding, seed + 1);
    EXPECT_KERNEL(kernels, "reduce_window(direct, planes)");
    EXPECT_KERNEL(kernels, "select_and_scatter(direct, planes)");
    EXPECT_EQ(kernels.find("2x2/s2"), std::string::npos) << kernels;
    seed += 2;
  }
}

// ---- reductions of fused chains ------------------------------------------------------------

// The number of plan steps whose kernel kind (the description up to '[') is `kind`.
int steps_of(const std::string& kernels, const std::string& kind) {
  auto at = kernels.find(kind + "=");
  return at == std::string::npos ? 0 : std::stoi(kernels.substr(at + kind.size() + 1));
}

// BatchNorm's statistics over N, H, W of an NCHW tensor: the sums read the input and the
// per-channel mean; x - mean (used again) is stored by the pass that sums its square.
TEST(CpuLowerer, ReductionsOfFusedChainsOverNchwChannels) {
  const Tensor x = random_tensor(DType::f32, {6, 5, 9, 11}, 81), b = random_tensor(DType::f32, {5}, 82);
  const Tensor gamma = random_tensor(DType::f32, {5}, 83);
  auto kernels = check_against_reference({x, b, gamma}, [](Block& blk, auto p) {
    const Shape s = {6, 5, 9, 11};
    Value h = ir::add(p[0], ir::broadcast_in_dim(p[1], s, {1}));
    Value sum = ir::reduce_sum(h, {0, 2, 3});
    Value mean = ir::multiply(sum, ir::constant(blk, 1.0 / (6 * 9 * 11), DType::f32, {5}));
    Value centered = ir::subtract(h, ir::broadcast_in_dim(mean, s, {1}));
    Value var = ir::reduce_sum(ir::multiply(centered, centered), {0, 2, 3});
    Value y = ir::multiply(centered, ir::broadcast_in_dim(ir::multiply(p[2], ir::rsqrt(var)), s, {1}));
    Value peak = ir::reduce_max(y, {0, 2, 3});
    return std::vector<Value>{sum, var, peak, ir::maximum(y, ir::constant(blk, 0, DType::f32, s))};
  }, Judge::Normwise);
  EXPECT_EQ(steps_of(kernels, "reduce(fused)"), 2) << kernels;
  EXPECT_EQ(steps_of(kernels, "reduce(fused, stored)"), 1) << kernels;
  EXPECT_EQ(steps_of(kernels, "reduce(direct)"), 0) << kernels;
}

// The innermost dim reduced (rows of softmax-like chains), shorter and longer than a block.
TEST(CpuLowerer, ReductionsOfFusedChainsOverTheInnermostDim) {
  for (const Shape& s : std::vector<Shape>{{33, 70}, {3, 2500}}) {
    SCOPED_TRACE(::testing::PrintToString(s));
    const Tensor x = random_tensor(DType::f32, s, 84), col = random_tensor(DType::f32, {s[0]}, 85);
    const Tensor row = random_tensor(DType::f32, {s[1]}, 86);
    auto kernels = check_against_reference({x, col, row}, [&](Block&, auto p) {
      Value e = ir::exp(ir::subtract(p[0], ir::broadcast_in_dim(p[1], s, {0})));
      Value scaled = ir::multiply(p[0], ir::broadcast_in_dim(p[2], s, {1}));
      Value t = ir::transpose(ir::negate(p[0]), {1, 0});  // its outer dim is x's inner one
      return std::vector<Value>{ir::reduce_sum(e, {1}), ir::reduce_max(scaled, {1}),
                                ir::reduce_sum(t, {0})};
    }, Judge::Normwise);
    EXPECT_EQ(kernels, "reduce(fused)=2") << "the first two in one pass, nothing stored";
  }
}

// Rows much shorter than a block (a [128, 10] softmax) go through one eval several at a
// time, in the elementwise kernels and in the reductions over them: leaves that walk the rows
// in one stride are read in place, the others (broadcast along or across the rows,
// transposed, integer and i1) gathered first. 300 rows of 7 are 146 + 146 + 8 rows per eval;
// [5, 40, 6] has rows over two dims.
TEST(CpuLowerer, ShortRowsGoThroughOneEvalSeveralAtATime) {
  for (const Shape& s : std::vector<Shape>{{300, 7}, {5, 40, 6}, {1, 10}}) {
    SCOPED_TRACE(::testing::PrintToString(s));
    const int64_t r = static_cast<int64_t>(s.size());
    Shape rows(s.begin(), s.end() - 1), flipped = {s.back()};
    flipped.insert(flipped.end(), s.begin(), s.end() - 1);
    std::vector<int64_t> row_dims, to_flipped = {r - 1};  // s from its transpose
    for (int64_t d = 0; d + 1 < r; ++d) row_dims.push_back(d), to_flipped.push_back(d);
    std::vector<int64_t> from_flipped(r);
    for (int64_t d = 0; d < r; ++d) from_flipped[to_flipped[d]] = d;
    Tensor x = random_tensor(DType::f32, s, 91);
    x.set(x.num_elements() / 2, std::nan(""));
    const Tensor col = random_tensor(DType::f32, rows, 92), row = random_tensor(DType::f32, {s.back()}, 93);
    const Tensor xt = random_tensor(DType::f32, flipped, 94), labels = random_tensor(DType::i32, rows, 95);
    auto kernels = check_against_reference({x, col, row, xt, labels}, [&](Block& b, auto p) {
      Value shifted = ir::subtract(p[0], ir::broadcast_in_dim(p[1], s, row_dims));
      Value e = ir::exp(ir::negate(ir::abs(shifted)));
      Value scaled = ir::multiply(p[0], ir::broadcast_in_dim(p[2], s, {r - 1}));
      Value t = ir::transpose(p[3], from_flipped);  // walked at a stride of its rows' count
      Value index = ir::iota(b, {DType::i32, s}, r - 1);
      Value hit = ir::compare(index, ir::broadcast_in_dim(p[4], s, row_dims), ir::CompareDirection::EQ);
      Value picked = ir::select(hit, ir::add(scaled, t), ir::subtract(t, shifted));
      return std::vector<Value>{picked, e, ir::reduce_sum(e, {r - 1}), ir::reduce_max(scaled, {r - 1}),
                                ir::reduce_sum(ir::multiply(t, e), {r - 1})};
    }, Judge::Normwise);
    EXPECT_EQ(kernels.find("generic"), std::string::npos) << kernels;
    EXPECT_EQ(kernels.find("direct"), std::string::npos) << kernels;
  }
}

// The outermost dim reduced (bias gradients): whole rows are accumulated, in blocks when a
// row is longer than one.
TEST(CpuLowerer, ReductionsOfFusedChainsOverTheOutermostDim) {
  for (const Shape& s : std::vector<Shape>{{300, 40}, {3, 2500}, {7, 1, 3}}) {
    SCOPED_TRACE(::testing::PrintToString(s));
    const Tensor x = random_tensor(DType::f32, s, 87), g = random_tensor(DType::f32, s, 88);
    auto kernels = check_against_reference({x, g}, [&](Block& b, auto p) {
      Value zero = ir::constant(b, 0, DType::f32, s);
      Value masked = ir::select(ir::compare(p[0], zero, ir::CompareDirection::GT), p[1], zero);
      std::vector<ir::Value> init = {ir::constant(b, 0.5, DType::f32)};
      std::vector<ir::Value> in = {ir::abs(p[1])};
      Value smallest = ir::reduce(in, init, {0}, ir::min_body())[0];
      return std::vector<Value>{ir::reduce_sum(masked, {0}), ir::reduce_max(ir::multiply(p[0], p[1]), {0}),
                                smallest};
    }, Judge::Normwise);
    EXPECT_EQ(kernels, "reduce(fused)=1") << "one pass for the three";
  }
}

// Maximum and minimum keep IEEE semantics (NaN wins, -0 < +0); sums of an empty dim are the init.
TEST(CpuLowerer, ReductionsOfFusedChainsPropagateNanAndSignedZeros) {
  Tensor x = random_tensor(DType::f32, {4, 300}, 89);
  x.set(2 * 300 + 17, std::nan(""));
  for (int64_t i = 0; i < 300; ++i) x.set(3 * 300 + i, i % 2 ? 0.0 : -0.0);
  auto build = [](Block& b, auto p) {
    std::vector<ir::Value> init = {ir::constant(b, 1, DType::f32)}, in = {ir::negate(p[0])};
    return std::vector<Value>{ir::reduce_max(ir::negate(p[0]), {1}), ir::reduce(in, init, {1}, ir::min_body())[0]};
  };
  EXPECT_EQ(check_against_reference({x}, build), "reduce(fused)=1");
  std::vector<TensorType> types = {x.type()};
  std::vector<Tensor> got = compile(types, build)->cpu->run(std::vector<Tensor>{x});
  EXPECT_TRUE(std::isnan(got[0].get(2)) && std::isnan(got[1].get(2)));
  EXPECT_FALSE(std::signbit(got[0].get(3))) << "max(-0, +0) is +0";
  EXPECT_TRUE(std::signbit(got[1].get(3))) << "min(-0, +0) is -0";
  const Tensor empty(DType::f32, {3, 0, 2});
  check_against_reference({empty}, [](Block&, auto p) {
    return std::vector<Value>{ir::reduce_sum(ir::negate(p[0]), {1}), ir::reduce_max(ir::abs(p[0]), {0, 1})};
  });
}

// A value used by a reduce and by another kernel: recomputed in both when cheap (no buffer),
// else stored by a kernel that reduces it on the way.
TEST(CpuLowerer, ReducedValuesUsedElsewhereAreRecomputedOrStored) {
  const Tensor x = random_tensor(DType::f32, {8, 6, 10, 10}, 90), b = random_tensor(DType::f32, {6}, 91);
  const Shape s = {8, 6, 10, 10};
  std::vector<TensorType> types = {x.type(), b.type()};
  auto cheap = [&](Block& blk, auto p) {
    Value h = ir::add(p[0], ir::broadcast_in_dim(p[1], s, {1}));
    return std::vector<Value>{ir::reduce_sum(h, {0, 2, 3}), ir::maximum(h, ir::constant(blk, 0, DType::f32, s))};
  };
  EXPECT_EQ(compile(types, cheap)->cpu->stats()["steps"], "2");
  check_against_reference({x, b}, cheap, Judge::Normwise);
  auto costly = [&](Block&, auto p) {
    Value e = ir::exp(ir::add(p[0], ir::broadcast_in_dim(p[1], s, {1})));
    return std::vector<Value>{ir::reduce_sum(e, {0, 2, 3}), ir::tanh(e)};
  };
  auto kernels = check_against_reference({x, b}, costly, Judge::Normwise);
  EXPECT_EQ(kernels, "fused=1 reduce(fused, stored)=1") << "exp stored and summed, then tanh of it";
  // A dense layer's gradient: stored for the matmul while its sums and maximum over the
  // batch (of it, or of an expression of it) are taken.
  const Tensor g = random_tensor(DType::f32, {40, 30}, 92), w = random_tensor(DType::f32, {30, 20}, 93);
  kernels = check_against_reference({g, w}, [](Block&, auto p) {
    Value dy = ir::multiply(p[0], ir::tanh(p[0]));
    return std::vector<Value>{ir::dot_general(dy, p[1], {{}, {}, {1}, {0}}), ir::reduce_sum(dy, {0}),
                              ir::reduce_max(dy, {0}), ir::reduce_sum(ir::negate(ir::multiply(dy, p[0])), {0})};
  }, Judge::Normwise);
  EXPECT_EQ(steps_of(kernels, "reduce(fused, stored)"), 1) << kernels;
  EXPECT_EQ(kernels.find("reduce(direct)"), std::string::npos) << kernels;
  EXPECT_EQ(kernels.find("fused="), std::string::npos) << kernels;
  // A stored predicate (not f32) whose conversion is summed: stored by its own kernel.
  kernels = check_against_reference({g}, [](Block& b, auto p) {
    Value positive = ir::compare(p[0], ir::constant(b, 0, DType::f32, {40, 30}), ir::CompareDirection::GT);
    return std::vector<Value>{positive, ir::reduce_sum(ir::convert(positive, DType::f32), {1})};
  });
  EXPECT_EQ(kernels, "fused=1 reduce(fused)=1");
}

// A cheap value with several users, computed by a few cheap ops from a tensor narrower than
// it, is computed again in each user rather than stored (BatchNorm's input gradient term
// c·x̂ + c·x̂ of a bf16 x, summed by one kernel and added by the next): that reads 2 bytes an
// element twice instead of writing 4 and reading them back. From an f32 x it is stored, as
// recomputing would read as many bytes as the stored value and compute more.
TEST(CpuLowerer, CheapValuesOfNarrowerTensorsAreComputedAgainRatherThanStored) {
  const Shape s = {8, 6, 10, 10};
  const Tensor mean = random_tensor(DType::f32, {6}, 95), c = random_tensor(DType::f32, {6}, 96);
  const Tensor dy = random_tensor(DType::f32, s, 97);
  auto build = [&](Block&, auto p) {
    Value x = p[0].dtype() == DType::f32 ? p[0] : ir::convert(p[0], DType::f32);
    Value t = ir::multiply(ir::broadcast_in_dim(p[2], s, {1}), ir::subtract(x, ir::broadcast_in_dim(p[1], s, {1})));
    Value twice = ir::add(t, ir::multiply(ir::broadcast_in_dim(p[2], s, {1}),
                                          ir::subtract(x, ir::broadcast_in_dim(p[1], s, {1}))));
    return std::vector<Value>{ir::reduce_sum(ir::negate(twice), {0, 2, 3}), ir::add(p[3], twice)};
  };
  for (DType t : {DType::bf16, DType::f32}) {
    SCOPED_TRACE(std::string(dtype_name(t)));
    const Tensor x = random_tensor(t, s, 98);
    const std::string kernels = check_against_reference({x, mean, c, dy}, build, Judge::Normwise);
    if (t == DType::bf16) EXPECT_EQ(kernels, "fused=1 reduce(fused)=1") << "computed in both kernels";
    else EXPECT_EQ(kernels, "fused(affine chain)=1 reduce(fused, stored)=1") << "computed and stored by the sum";
  }
}

// Reductions over the same dims of values of one shape whose inputs are ready share a pass
// (BatchNorm's backward: Σ dy and Σ dy·x̂), and the results are the same bits on every run
// and for every thread count.
TEST(CpuLowerer, ReductionsOfOneShapeShareAPassAndAreReproducible) {
  const Shape s = {16, 8, 12, 12};
  const Tensor x = random_tensor(DType::f32, s, 92), g = random_tensor(DType::f32, s, 93);
  const Tensor mean = random_tensor(DType::f32, {8}, 94);
  auto build = [&](Block& b, auto p) {
    Value dy = ir::select(ir::compare(p[0], ir::constant(b, 0, DType::f32, s), ir::CompareDirection::GT),
                          p[1], ir::constant(b, 0, DType::f32, s));
    Value xhat = ir::subtract(p[0], ir::broadcast_in_dim(p[2], s, {1}));
    return std::vector<Value>{ir::reduce_sum(dy, {0, 2, 3}), ir::reduce_sum(ir::multiply(dy, xhat), {0, 2, 3}),
                              ir::reduce_max(ir::negate(dy), {0, 2, 3})};
  };
  auto kernels = check_against_reference({x, g, mean}, build, Judge::Normwise);
  EXPECT_EQ(steps_of(kernels, "reduce(fused)"), 1) << kernels;
  EXPECT_EQ(kernels, "reduce(fused)=1") << "one pass, nothing stored";

  std::vector<TensorType> types = {x.type(), g.type(), mean.type()};
  const int threads = exec::cpu::num_threads();
  std::vector<std::vector<Tensor>> runs;
  for (int t : {threads, threads, 1}) {
    exec::cpu::set_num_threads(t);
    runs.push_back(compile(types, build)->cpu->run(std::vector<Tensor>{x, g, mean}));
  }
  exec::cpu::set_num_threads(threads);
  for (size_t r = 1; r < runs.size(); ++r)
    for (size_t i = 0; i < runs[0].size(); ++i)
      EXPECT_EQ(std::memcmp(runs[0][i].bytes(), runs[r][i].bytes(), runs[0][i].byte_size()), 0)
          << "run " << r << ", result " << i;
}

// BatchNorm after a convolution with bias: the convolution's output, read only by the fused
// reductions and the normalising kernel, may stay in oneDNN's blocked layout; the sums agree.
TEST(CpuLowerer, ReductionsOfFusedChainsReadBlockedConvolutionOutputs) {
  const Tensor x = random_tensor(DType::f32, {4, 8, 10, 10}, 95), w = random_tensor(DType::f32, {16, 8, 3, 3}, 96);
  const Tensor w2 = random_tensor(DType::f32, {16, 16, 3, 3}, 97), bias = random_tensor(DType::f32, {16}, 98);
  std::vector<TensorType> types = {x.type(), w.type(), w2.type(), bias.type()};
  auto build = [](Block& b, auto p) {
    ir::ConvolutionAttr conv;
    conv.dn = nchw_oihw();
    conv.padding = {{1, 1}, {1, 1}};
    const Shape s = {4, 16, 10, 10};
    Value z = ir::add(ir::convolution(p[0], p[1], conv), ir::broadcast_in_dim(p[3], s, {1}));
    Value mean = ir::multiply(ir::reduce_sum(z, {0, 2, 3}), ir::constant(b, 1.0 / 400, DType::f32, {16}));
    Value centered = ir::subtract(z, ir::broadcast_in_dim(mean, s, {1}));
    Value var = ir::reduce_sum(ir::multiply(centered, centered), {0, 2, 3});
    Value y = ir::multiply(centered, ir::broadcast_in_dim(ir::rsqrt(var), s, {1}));
    return std::vector<Value>{mean, var, ir::convolution(y, p[2], conv)};
  };
  check_against_reference({x, w, w2, bias}, build, Judge::Normwise);
  auto c = compile(types, build);
  const std::string kernels = c->cpu->stats()["kernels"];
  EXPECT_EQ(steps_of(kernels, "reduce(fused)") + steps_of(kernels, "reduce(fused, stored)") +
                steps_of(kernels, "reduce(fused, affine chain)"), 2) << kernels;
  if (kernels.find("jit") == std::string::npos) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << kernels;
  EXPECT_GE(std::stoi(c->cpu->stats()["blocked_tensors"]), 1) << kernels;
  // Σ (z - mean)² of the blocked z runs as an affine chain, squared, a channel block at a time.
  EXPECT_EQ(steps_of(kernels, "reduce(fused, affine chain)"), 1) << kernels;
}

}  // namespace
}  // namespace ladder
