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

#include <cstring>
#include <random>

#include "exec/test_util.h"
#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"

namespace ladder {
namespace {

using ir::Block;
using ir::Value;
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

// |got - want| <= tol * max |want| for every element (see the note at the top).
::testing::AssertionResult expect_close_normwise(const Tensor& got, const Tensor& want, double tol) {
  if (got.type() != want.type() || !is_float(want.dtype())) return expect_close(got, want, tol);
  double scale = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i) scale = std::max(scale, std::abs(want.get(i)));
  for (int64_t i = 0; i < want.num_elements(); ++i)
    if (!(std::abs(got.get(i) - want.get(i)) <= tol * scale))
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
    EXPECT_KERNEL(kernels, "dot_general(onednn");
    if (c.in_place) {
      EXPECT_EQ(kernels.find("reordered"), std::string::npos) << kernels;
    }
    seed += 2;
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

// ---- fused elementwise chains ------------------------------------------------------------------

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

}  // namespace
}  // namespace ladder
