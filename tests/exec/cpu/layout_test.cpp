// The cpu lowerer's blocked layouts: a convolution's activations stay in oneDNN's
// channel-blocked layout (nChw8c / nChw16c) between the kernels that all take it, instead of
// being reordered to row-major and back around each convolution. Results must not change:
// each case runs on the cpu lowerer and the reference and compares every result.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>

#include "exec/test_util.h"
#include "ladder/autodiff/grad.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"
#include "ladder/exec/cpu/window.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/init.h"
#include "ladder/nn/layers.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"

namespace ladder {
namespace {

using ir::Value;
using testing::tied_tensor;

Tensor random_tensor(Shape shape, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> uniform(-1, 1);
  Tensor t(DType::f32, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, uniform(rng));
  return t;
}

// |got - want| <= tol * max |want| (convolutions sum in a different order than the reference).
::testing::AssertionResult close_normwise(const Tensor& got, const Tensor& want, double tol = testing::kF32Tol) {
  if (got.type() != want.type()) return ::testing::AssertionFailure() << "types differ";
  double scale = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i) scale = std::max(scale, std::abs(want.get(i)));
  for (int64_t i = 0; i < want.num_elements(); ++i)
    if (!(std::abs(got.get(i) - want.get(i)) <= tol * scale))
      return ::testing::AssertionFailure() << "element " << i << " is " << got.get(i) << ", expected " << want.get(i);
  return ::testing::AssertionSuccess();
}

ir::ConvolutionAttr conv3x3() {
  ir::ConvolutionAttr a;
  a.dn.input_batch = 0, a.dn.input_feature = 1, a.dn.input_spatial = {2, 3};
  a.dn.kernel_output_feature = 0, a.dn.kernel_input_feature = 1, a.dn.kernel_spatial = {2, 3};
  a.dn.output_batch = 0, a.dn.output_feature = 1, a.dn.output_spatial = {2, 3};
  a.padding = {{1, 1}, {1, 1}};
  return a;
}

Value per_channel(Value b, const Shape& shape) { return ir::broadcast_in_dim(b, shape, {1}); }

Value relu(Value x) { return ir::maximum(x, ir::constant(*x.block(), 0.0, DType::f32, x.shape())); }

// Runs `build` on both lowerers, compares every result, and returns the cpu plan's stats.
std::map<std::string, std::string> check(const std::vector<Tensor>& inputs,
                                         const std::function<std::vector<Value>(std::span<const Value>)>& build) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  for (const Tensor& t : inputs) f->body.add_parameter(t.type());
  f->body.results = build(f->body.parameters());
  auto cpu = exec::make_lowerer("cpu"), reference = exec::make_lowerer("reference");
  auto a = cpu->compile(module, *f), b = reference->compile(module, *f);
  std::vector<Tensor> got = a->run(inputs), want = b->run(inputs);
  EXPECT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size() && i < want.size(); ++i) EXPECT_TRUE(close_normwise(got[i], want[i])) << "result " << i;
  // A second run reuses the plan (and any buffers it keeps): the same results, bit for bit.
  std::vector<Tensor> again = a->run(inputs);
  for (size_t i = 0; i < got.size(); ++i)
    EXPECT_EQ(std::memcmp(again[i].bytes(), got[i].bytes(), got[i].byte_size()), 0) << "result " << i;
  return a->stats();
}

// Whether oneDNN runs these convolutions with a direct kernel that wants blocked activations
// (true on any x86 CPU with AVX2; elsewhere it may pick im2col + GEMM on row-major tensors).
bool blocked_kernels(const std::map<std::string, std::string>& stats) {
  return stats.at("kernels").find("jit") != std::string::npos;
}

// How many steps of kind `kind` the plan's "kind=count" summary lists (0 if none).
int kernel_count(const std::string& kernels, const std::string& kind) {
  const size_t at = kernels.find(kind + "=");
  return at == std::string::npos ? 0 : std::stoi(kernels.substr(at + kind.size() + 1));
}

// conv -> bias, ReLU -> [max pool] -> conv -> bias, ReLU, a sum-of-squares loss and the
// gradients of every input: the chain the layout tests run, with or without a pool between.
std::function<std::vector<Value>(std::span<const Value>)> conv_chain_step(
    std::optional<ir::ReduceWindowAttr> pool = std::nullopt) {
  return [pool](std::span<const Value> p) {
    Value z1 = ir::convolution(p[0], p[1], conv3x3());
    Value a1 = relu(ir::add(z1, per_channel(p[2], z1.shape())));
    Value z2 = ir::convolution(pool ? ir::max_pool(a1, *pool) : a1, p[3], conv3x3());
    Value a2 = relu(ir::add(z2, per_channel(p[4], z2.shape())));
    Value loss = ir::reduce_sum(ir::multiply(a2, a2), {0, 1, 2, 3});
    std::vector<Value> results = {loss};
    for (Value g : autodiff::grad(loss, std::vector<Value>(p.begin(), p.end()))) results.push_back(g);
    return results;
  };
}

// Two convolutions with bias and ReLU and their whole backward pass, as a train step has it:
// the forward and input-gradient convolutions' outputs feed elementwise kernels only, so
// they stay blocked.
TEST(CpuLayouts, ConvolutionChainAndItsGradientsStayBlockedAndAgree) {
  const Tensor x = random_tensor({4, 8, 10, 10}, 1), w1 = random_tensor({16, 8, 3, 3}, 2);
  const Tensor b1 = random_tensor({16}, 3), w2 = random_tensor({16, 16, 3, 3}, 4), b2 = random_tensor({16}, 5);
  auto stats = check({x, w1, b1, w2, b2}, conv_chain_step());
  if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
  EXPECT_GE(std::stoi(stats.at("blocked_tensors")), 2) << stats.at("kernels");
}

// A convolution output that some kernel cannot take blocked (a transpose reads it out of
// order, a reduce over its channels, a function result) stays row-major; the results are the
// same.
TEST(CpuLayouts, TensorsOtherKernelsReadStayRowMajor) {
  const Tensor x = random_tensor({2, 8, 6, 6}, 11), w = random_tensor({16, 8, 3, 3}, 12);
  auto stats = check({x, w}, [](std::span<const Value> p) {
    Value z = ir::convolution(p[0], p[1], conv3x3());
    Value t = ir::exp(ir::transpose(ir::tanh(z), {0, 2, 3, 1}));  // z read out of order
    Value z2 = ir::convolution(p[0], p[1], conv3x3());
    Value s = ir::reduce_sum(z2, {1});  // a reduce over the channels reads it
    Value z3 = ir::convolution(p[0], p[1], conv3x3());  // returned as it is
    return std::vector<Value>{t, s, z3, ir::tanh(z3)};
  });
  EXPECT_EQ(stats.at("blocked_tensors"), "0") << stats.at("kernels");
}

// BatchNorm's per-channel statistics of a convolution's output with no bias add before them
// (ResNet's blocks): the sums read the output blocked in place, so it stays blocked into the
// next convolution; the results agree.
TEST(CpuLayouts, PerChannelSumsOfAConvolutionKeepItBlocked) {
  const Tensor x = random_tensor({2, 16, 6, 6}, 13), w = random_tensor({16, 16, 3, 3}, 14);
  auto stats = check({x, w}, [](std::span<const Value> p) {
    Value z = ir::convolution(p[0], p[1], conv3x3());
    Value mean = ir::reduce_sum(z, {0, 2, 3});
    Value sq = ir::reduce_sum(ir::multiply(z, z), {0, 2, 3});
    Value next = ir::convolution(relu(z), p[1], conv3x3());
    return std::vector<Value>{mean, sq, ir::reduce_sum(next, {0, 2, 3})};
  });
  if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
  const std::string& kernels = stats.at("kernels");
  EXPECT_GE(std::stoi(stats.at("blocked_tensors")), 2) << kernels;
  EXPECT_EQ(kernels.find("reduce(direct)"), std::string::npos) << kernels;
}

// ---- 2x2/s2 max pools between blocked tensors ------------------------------------------------

ir::ReduceWindowAttr pool2x2() { return {{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}}; }

// The first kernel description in `kernels` (the plan's "kind=count" summary) starting with `kind`.
std::string kernel_named(const std::string& kernels, const std::string& kind) {
  const size_t at = kernels.find(kind);
  return at == std::string::npos ? "" : kernels.substr(at, kernels.find(")=", at) + 1 - at);
}

// conv -> bias, ReLU -> max pool -> conv -> bias, ReLU and the backward pass (the pool's is a
// select_and_scatter): the pool reads and writes the blocked tensors around it, so no
// convolution reorders. Odd sizes (11x9) leave an operand row and column in no window.
TEST(CpuLayouts, MaxPoolBetweenConvolutionsStaysBlockedAndAgrees) {
  for (const Shape& image : {Shape{4, 8, 12, 12}, Shape{2, 8, 11, 9}}) {
    SCOPED_TRACE(image[2]);
    const Tensor x = random_tensor(image, 21), w1 = random_tensor({16, 8, 3, 3}, 22);
    const Tensor b1 = random_tensor({16}, 23), w2 = random_tensor({16, 16, 3, 3}, 24), b2 = random_tensor({16}, 25);
    const auto stats = check({x, w1, b1, w2, b2}, conv_chain_step(pool2x2()));
    if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
    const std::string& kernels = stats.at("kernels");
    EXPECT_EQ(kernel_named(kernels, "reduce_window"), "reduce_window(direct, 2x2/s2, blocked operand,result)") << kernels;
    EXPECT_NE(kernel_named(kernels, "select_and_scatter").find("2x2/s2, blocked"), std::string::npos) << kernels;
    // The same net without the pool: the pool's operand and result are blocked on top of
    // what the convolutions and ReLUs keep blocked (in the forward pass alone, two more).
    const auto without = check({x, w1, b1, w2, b2}, conv_chain_step());
    EXPECT_GE(std::stoi(stats.at("blocked_tensors")), std::stoi(without.at("blocked_tensors")) + 2)
        << kernels << "\nwithout the pool: " << without.at("kernels");
  }
}

// ResNet's stem pool, 3x3 at stride 2 with padding 1 (overlapping windows, padded edges, ties
// among the ReLU's zeros), between two convolutions: forward and backward take the blocked
// tensors in place (the "planes" path, a thread per group of channels) and agree.
TEST(CpuLayouts, OverlappingMaxPoolBetweenConvolutionsStaysBlockedAndAgrees) {
  for (const Shape& image : {Shape{2, 16, 12, 12}, Shape{1, 16, 11, 9}}) {
    SCOPED_TRACE(image[2]);
    const Tensor x = random_tensor(image, 41), w1 = random_tensor({16, 16, 3, 3}, 42);
    const Tensor b1 = random_tensor({16}, 43), w2 = random_tensor({16, 16, 3, 3}, 44), b2 = random_tensor({16}, 45);
    const ir::ReduceWindowAttr pool3x3{{1, 1, 3, 3}, {1, 1, 2, 2}, {}, {}, {{0, 0}, {0, 0}, {1, 1}, {1, 1}}};
    const auto stats = check({x, w1, b1, w2, b2}, conv_chain_step(pool3x3));
    if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
    const std::string& kernels = stats.at("kernels");
    EXPECT_EQ(kernel_named(kernels, "reduce_window"), "reduce_window(direct, planes, blocked operand,result)") << kernels;
    EXPECT_NE(kernel_named(kernels, "select_and_scatter").find("planes, blocked"), std::string::npos) << kernels;
  }
}

// The pool's result read by a kernel that takes no blocked tensor (a reshape to the dense
// layer, as at the end of the CNNs): the pool reads blocked and writes row-major (and its
// backward reads a row-major source), with the same results.
TEST(CpuLayouts, MaxPoolIntoRowMajorReadersAgrees) {
  const Tensor x = random_tensor({4, 8, 10, 10}, 31), w1 = random_tensor({16, 8, 3, 3}, 32);
  const Tensor b1 = random_tensor({16}, 33), w = random_tensor({16 * 5 * 5, 10}, 34);
  const auto stats = check({x, w1, b1, w}, [](std::span<const Value> p) {
    Value z1 = ir::convolution(p[0], p[1], conv3x3());
    Value a1 = relu(ir::add(z1, per_channel(p[2], z1.shape())));
    Value flat = ir::reshape(ir::max_pool(a1, pool2x2()), {4, 16 * 5 * 5});
    Value logits = ir::matmul(flat, p[3]);
    Value loss = ir::reduce_sum(ir::multiply(logits, logits), {0, 1});
    std::vector<Value> results = {loss};
    for (Value g : autodiff::grad(loss, std::vector<Value>(p.begin(), p.end()))) results.push_back(g);
    return results;
  });
  if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
  const std::string& kernels = stats.at("kernels");
  EXPECT_NE(kernel_named(kernels, "reduce_window").find("blocked operand)"), std::string::npos) << kernels;
  EXPECT_EQ(kernel_named(kernels, "select_and_scatter").find("source"), std::string::npos) << kernels;
}

// An [N, C, H, W] tensor's elements in the order of Blocked{1, b} (block 0: row-major).
std::vector<float> in_layout(const Tensor& t, int64_t b) {
  const Shape& s = t.shape();
  std::vector<float> p(static_cast<size_t>(t.num_elements()));
  for (int64_t i = 0; i < t.num_elements(); ++i) p[size_t(i)] = static_cast<float>(t.get(i));  // f32 or bf16
  if (b == 0) return p;
  std::vector<float> out(p.size());
  const int64_t C = s[1], HW = s[2] * s[3];
  for (int64_t n = 0; n < s[0]; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t i = 0; i < HW; ++i) out[((n * (C / b) + c / b) * HW + i) * b + c % b] = p[(n * C + c) * HW + i];
  return out;
}

// The reverse of in_layout.
std::vector<float> from_layout(const std::vector<float>& v, const Shape& s, int64_t b) {
  if (b == 0) return v;
  std::vector<float> out(v.size());
  const int64_t C = s[1], HW = s[2] * s[3];
  for (int64_t n = 0; n < s[0]; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t i = 0; i < HW; ++i) out[(n * C + c) * HW + i] = v[((n * (C / b) + c / b) * HW + i) * b + c % b];
  return out;
}

// The one reduce_window or select_and_scatter of `build`'s function as a cpu kernel, with its
// operands in slots 0.. and its result in the next slot; `blocked[i]` blocks its i-th full-size
// tensor (operand, [source,] result) by `b` through use_blocked, after takes_blocked agrees.
// Returns the result, row-major, and the kernel's description.
std::pair<std::vector<float>, std::string> run_pool_kernel(const std::vector<Tensor>& inputs,
                                                           const std::function<Value(std::span<const Value>)>& build,
                                                           const std::vector<bool>& blocked, int64_t b) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  for (const Tensor& t : inputs) f->body.add_parameter(t.type());
  Value pool = build(f->body.parameters());
  f->body.results = {pool};
  const ir::Node& node = *pool.node;
  exec::cpu::Io io;
  for (size_t i = 0; i < node.operands.size(); ++i) {
    io.in.push_back(static_cast<int>(i));
    io.in_types.push_back(node.operands[i].type());
  }
  io.out = {static_cast<int>(node.operands.size())};
  io.out_types = {node.results[0]};
  auto kernel = exec::cpu::make_generic_kernel(node, io);
  const std::vector<int> full = node.kind == ir::OpKind::ReduceWindow ? std::vector<int>{0, io.out[0]}
                                                                      : std::vector<int>{0, 1, io.out[0]};
  std::vector<int64_t> block(io.out[0] + 1, 0);
  for (size_t i = 0; i < full.size(); ++i) {
    if (!blocked[i]) continue;
    const exec::cpu::Blocked layout{1, b};
    EXPECT_TRUE(kernel->takes_blocked(full[i], layout)) << "tensor " << i;
    kernel->use_blocked(full[i], layout);
    block[full[i]] = b;
  }
  // The operands: tensors in their layouts, the init value as it is; f32, or bf16 where the
  // pool's tensors are (their values all bf16 values, so each narrows exactly).
  const bool bf16 = node.results[0].dtype == DType::bf16;
  std::vector<std::vector<float>> data;
  for (size_t i = 0; i < node.operands.size(); ++i) {
    const Value v = node.operands[i];
    if (i < inputs.size() && v.rank() == 4) data.push_back(in_layout(inputs[i], block[i]));
    else data.push_back({static_cast<float>(v.node->get<ir::ConstantAttr>().value.get(0))});
  }
  data.emplace_back(num_elements(node.results[0].shape), 0.0f);
  std::vector<std::vector<uint16_t>> narrow(data.size());
  std::vector<void*> slots;
  for (size_t i = 0; i < data.size(); ++i) {
    if (!bf16) {
      slots.push_back(data[i].data());
      continue;
    }
    for (float f : data[i]) narrow[i].push_back(float_to_bf16(f));
    slots.push_back(narrow[i].data());
  }
  kernel->run(slots.data());
  if (bf16)
    for (size_t j = 0; j < data.back().size(); ++j) data.back()[j] = bf16_to_float(narrow.back()[j]);
  return {from_layout(data.back(), node.results[0].shape, block[io.out[0]]), kernel->describe()};
}

// The same bits, except that a NaN matches any NaN: an addition of NaNs (or of inf and -inf)
// gives a NaN whose sign depends on which operand the vector unit propagates, which IEEE leaves
// open and compilers choose freely.
::testing::AssertionResult same_bits(const std::vector<float>& got, const std::vector<float>& want) {
  if (got.size() != want.size()) return ::testing::AssertionFailure() << "sizes differ";
  for (size_t i = 0; i < got.size(); ++i)
    if (std::memcmp(&got[i], &want[i], sizeof(float)) != 0 && !(std::isnan(got[i]) && std::isnan(want[i])))
      return ::testing::AssertionFailure() << "element " << i << " is " << got[i] << ", expected " << want[i];
  return ::testing::AssertionSuccess();
}

ir::BodyBuilder gt_select_body() {  // the last maximum wins
  return [](ir::Block&, std::span<const Value> p) -> std::vector<Value> {
    return {ir::compare(p[0], p[1], ir::CompareDirection::GT)};
  };
}

// Every combination of blocked and row-major tensors, on every build of the window kernels
// this CPU runs (isa_*.cpp), gives the bits of the all-row-major path on the
// portable build (itself checked against the reference in cpu_test.cpp), with ties, NaN, both
// zeros and infinities: max, min and sum pools, and select_and_scatter with select >= and >,
// init 0 and 0.5; for the 2x2/s2 windows of the CIFAR and MNIST nets and for ResNet's
// overlapping 3x3/s2 windows with padding 1 (the "planes" path). In bf16 the max and min
// pools and their gradients on the 2x2/s2 windows, the paths with bf16 kernels (init 0.5 makes
// the gradient's sums round). Blocks of 4 (known only at run time), 8, 16 and 32.
TEST(CpuLayouts, MaxPoolsGiveTheSameBitsInEveryLayoutAndOnEveryInstructionSet) {
  const Shape shapes[] = {{2, 16, 12, 10}, {3, 32, 9, 7}, {1, 16, 2, 2}};
  struct Geometry {
    std::string name;
    ir::ReduceWindowAttr pool;
    std::string path;
  };
  const ir::Padding pad1 = {{0, 0}, {0, 0}, {1, 1}, {1, 1}};
  const Geometry geometries[] = {{"2x2/s2", pool2x2(), "2x2/s2, blocked"},
                                 {"3x3/s2 pad 1", {{1, 1, 3, 3}, {1, 1, 2, 2}, {}, {}, pad1}, "planes, blocked"}};
  const std::string selected = exec::cpu::eval_block_isa();
  const std::vector<std::string> isas = exec::cpu::eval_block_isas();  // widest first, portable last
  uint32_t seed = 40;
  for (DType dtype : {DType::f32, DType::bf16})
  for (const Geometry& g : geometries)
  for (const Shape& shape : shapes) {
    if (dtype == DType::bf16 && g.name != "2x2/s2") continue;
    SCOPED_TRACE(std::string(dtype_name(dtype)) + " " + g.name + " " + shape_string(shape));
    auto out = [&](int d) {
      const auto& pad = g.pool.padding;
      const int64_t padded = shape[size_t(d)] + (pad.empty() ? 0 : pad[size_t(d)].first + pad[size_t(d)].second);
      return (padded - g.pool.window_dimensions[size_t(d)]) / g.pool.window_strides[size_t(d)] + 1;
    };
    auto as_dtype = [&](const Tensor& f) {  // bf16: each value rounded to the nearest
      Tensor t(dtype, f.shape());
      for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, f.get(i));
      return t;
    };
    const Tensor x = as_dtype(tied_tensor(shape, seed++));
    const Tensor dy = as_dtype(random_tensor({shape[0], shape[1], out(2), out(3)}, seed++));
    using Build = std::function<Value(std::span<const Value>)>;
    const ir::ReduceWindowAttr pool = g.pool;
    std::vector<std::pair<std::string, Build>> forward = {
        {"max", [=](auto p) { return ir::max_pool(p[0], pool); }},
        {"min", [=](auto p) {
           Value inf = ir::constant(*p[0].block(), std::numeric_limits<double>::infinity(), dtype);
           return ir::reduce_window({&p[0], 1}, {&inf, 1}, pool, ir::min_body())[0];
         }}};
    if (dtype == DType::f32) forward.push_back({"sum", [=](auto p) { return ir::sum_pool(p[0], pool); }});
    std::vector<std::pair<std::string, Build>> backward;
    for (double init : {0.0, 0.5})
      for (bool first : {true, false})
        backward.push_back({std::string(first ? ">=" : ">") + " init " + std::to_string(init), [=](auto p) {
          const ir::SelectAndScatterAttr sas{pool.window_dimensions, pool.window_strides, pool.padding};
          return ir::select_and_scatter(p[0], p[1], ir::constant(*p[0].block(), init, dtype), sas,
                                        first ? ir::ge_select_body() : gt_select_body(), ir::sum_body());
        }});
    // 4: a block the kernels know only at run time; 32 (channels-last of 32 channels) where it divides
    for (int64_t b : {4, 8, 16, 32})
      for (const auto& [inputs, builds] : {std::pair{std::vector<Tensor>{x}, forward}, std::pair{std::vector<Tensor>{x, dy}, backward}})
        for (const auto& [name, build] : builds) {
          if (shape[1] % b != 0) continue;
          const size_t tensors = inputs.size() + 1;
          exec::cpu::select_eval_block_isa(isas.back());
          const auto [want, plain] = run_pool_kernel(inputs, build, std::vector<bool>(tensors, false), b);
          EXPECT_EQ(plain.find("blocked"), std::string::npos) << plain;
          for (const std::string& isa : isas) {
            exec::cpu::select_eval_block_isa(isa);
            const auto own = isa == "avx512" ? exec::cpu::avx512_window_kernels()
                             : isa == "avx2" ? exec::cpu::avx2_window_kernels()
                                             : exec::cpu::portable_window_kernels();
            ASSERT_NE(own.reduce_window, nullptr) << isa;
            EXPECT_EQ(exec::cpu::window_kernels().reduce_window, own.reduce_window) << "the build of " << isa;
            EXPECT_EQ(exec::cpu::window_kernels().select_and_scatter, own.select_and_scatter) << "the build of " << isa;
            for (unsigned mask = 0; mask < (1u << tensors); ++mask) {
              std::vector<bool> blocked(tensors);
              for (size_t i = 0; i < tensors; ++i) blocked[i] = (mask >> i) & 1;
              const auto [got, desc] = run_pool_kernel(inputs, build, blocked, b);
              EXPECT_TRUE(same_bits(got, want)) << name << ", block " << b << ", " << isa << ", " << desc;
              if (mask) {
                EXPECT_NE(desc.find(g.path), std::string::npos) << desc;
              }
            }
          }
        }
  }
  exec::cpu::select_eval_block_isa(selected);
}

// A fused kernel reads and writes one blocked layout: once a leaf is blocked, another leaf
// joins only in that layout (a ReLU mask of a 16-channel-blocked value and of a channels-last
// gradient is not one kernel over both), and the result follows it.
TEST(CpuLayouts, FusedKernelsTakeOneLayoutForAllTheirBlockedTensors) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  const Shape shape{2, 32, 4, 4};
  Value x = f->body.add_parameter(TensorType{DType::bf16, shape});
  Value g = f->body.add_parameter(TensorType{DType::bf16, shape});
  Value zero = ir::constant(f->body, 0.0, DType::bf16, shape);
  Value mask = ir::select(ir::compare(x, zero, ir::CompareDirection::GT), g, zero);
  exec::cpu::FusionContext ctx{[&](Value v) { return v != x && v != g; }, [&](Value v) { return v == x ? 0 : 1; }};
  using exec::cpu::Blocked;
  auto kernel = exec::cpu::make_fused_kernel(mask, 2, ctx);
  EXPECT_TRUE(kernel->takes_blocked(0, Blocked{1, 16}));
  EXPECT_TRUE(kernel->takes_blocked(1, Blocked{1, 32}));
  kernel->use_blocked(0, Blocked{1, 16});
  EXPECT_FALSE(kernel->takes_blocked(1, Blocked{1, 32})) << "another layout than the blocked leaf's";
  EXPECT_TRUE(kernel->takes_blocked(1, Blocked{1, 16}));
  EXPECT_EQ(kernel->wants_blocked(2), (std::vector<Blocked>{Blocked{1, 16}})) << "the result in the leaves' layout";
  kernel->use_blocked(1, Blocked{1, 16});
  EXPECT_FALSE(kernel->takes_blocked(2, Blocked{1, 32}));
  EXPECT_TRUE(kernel->takes_blocked(2, Blocked{1, 16}));
}

// Blocked tensors only on the pooling paths of NCHW tensors (2x2/s2 and planes), on the
// channels, in blocks that divide them, all by one block; never the init value.
TEST(CpuLayouts, MaxPoolTakesBlockedTensorsOnlyOnItsNchwPaths) {
  auto kernel_of = [](const Shape& shape, ir::ReduceWindowAttr attr) {
    ir::Module module;
    ir::Function* f = module.add_function("main");
    f->body.add_parameter(TensorType{DType::f32, shape});
    Value pool = ir::max_pool(f->body.parameters()[0], attr);
    exec::cpu::Io io{{0, 1}, {2}, {pool.node->operands[0].type(), pool.node->operands[1].type()}, {pool.type()}};
    return exec::cpu::make_generic_kernel(*pool.node, io);
  };
  using exec::cpu::Blocked;
  auto tiles = kernel_of({2, 16, 8, 8}, pool2x2());
  EXPECT_TRUE(tiles->takes_blocked(0, Blocked{1, 8}));
  EXPECT_TRUE(tiles->takes_blocked(2, Blocked{1, 16}));
  EXPECT_FALSE(tiles->takes_blocked(1, Blocked{1, 8})) << "the init value";
  EXPECT_FALSE(tiles->takes_blocked(0, Blocked{0, 2})) << "the batch dim";
  EXPECT_FALSE(tiles->takes_blocked(0, Blocked{2, 8})) << "a windowed dim";
  EXPECT_FALSE(tiles->takes_blocked(0, Blocked{1, 32})) << "a block that does not divide the channels";
  EXPECT_TRUE(tiles->wants_blocked(2).empty()) << "nothing blocked yet";
  tiles->use_blocked(0, Blocked{1, 8});
  EXPECT_EQ(tiles->wants_blocked(2), (std::vector<Blocked>{Blocked{1, 8}})) << "the result next to the blocked operand";
  EXPECT_FALSE(tiles->takes_blocked(2, Blocked{1, 16})) << "another block than the operand's";
  EXPECT_EQ(tiles->describe(), "reduce_window(direct, 2x2/s2, blocked operand)");

  auto planes = kernel_of({2, 16, 9, 9}, {{1, 1, 3, 3}, {1, 1, 2, 2}, {}, {}, {}});
  EXPECT_TRUE(planes->takes_blocked(0, Blocked{1, 8})) << "3x3 windows: the planes path takes them too";
  EXPECT_FALSE(planes->takes_blocked(0, Blocked{2, 8})) << "a windowed dim";
  auto rank3 = kernel_of({16, 8, 8}, {{1, 2, 2}, {1, 2, 2}, {}, {}, {}});
  EXPECT_FALSE(rank3->takes_blocked(0, Blocked{1, 8})) << "dim 1 of a rank-3 pool is windowed";
}


// BatchNorm between convolutions with its whole backward pass, as cifar8-bn has it: the
// statistics and gradient sums are reductions of elementwise programs over blocked tensors
// (walked in the blocked layout, one lane per channel of a block), some of which also store
// the value they reduce, blocked for a convolution or row-major for another reader.
TEST(CpuLayouts, BatchNormBetweenConvolutionsReducesBlockedTensorsAndAgrees) {
  const Tensor x = random_tensor({4, 8, 10, 10}, 41), w1 = random_tensor({16, 8, 3, 3}, 42);
  const Tensor w2 = random_tensor({16, 16, 3, 3}, 43), gamma = random_tensor({16}, 44), beta = random_tensor({16}, 45);
  const Tensor rm = random_tensor({16}, 46), rv = random_tensor({16}, 47);
  auto stats = check({x, w1, w2, gamma, beta, rm, rv}, [](std::span<const Value> p) {
    Value z1 = ir::convolution(p[0], p[1], conv3x3());
    z1 = ir::add(z1, per_channel(p[4], z1.shape()));  // the conv's bias, as in cifar8-bn
    nn::BatchNormTrain bn = nn::batch_norm_train(z1, p[3], p[4], p[5], p[6], 0.1, 1e-5);
    Value a1 = relu(bn.y);
    Value z2 = ir::convolution(a1, p[2], conv3x3());
    Value loss = ir::reduce_sum(ir::multiply(z2, ir::tanh(z2)), {0, 1, 2, 3});
    std::vector<Value> results = {loss, bn.running_mean, bn.running_var};
    for (Value g : autodiff::grad(loss, std::vector<Value>(p.begin(), p.begin() + 5))) results.push_back(g);
    return results;
  });
  if (!blocked_kernels(stats)) GTEST_SKIP() << "oneDNN runs no blocked kernel here: " << stats.at("kernels");
  EXPECT_GE(std::stoi(stats.at("blocked_tensors")), 3) << stats.at("kernels");
  // The normalisation and its ReLU, (z - mean)·scale + β then maximum(·, 0), into the second
  // convolution's blocked operand: one affine chain (fused.h's AffineChain).
  EXPECT_GE(kernel_count(stats.at("kernels"), "fused(affine chain)"), 1) << stats.at("kernels");
}


// A whole train step with blocked tensors everywhere (cifar8-bn, momentum, batch 8), run
// several times by one executable with the state it returns fed back: each run must give
// what the reference gives for its inputs. BatchNorm at a small batch amplifies rounding in
// its sums, so the tolerance is 1e-3 of each result's largest element (the libtorch oracle
// holds the train step to 1e-4 of PyTorch's losses); the conv biases, whose gradients
// BatchNorm cancels to rounding noise, are left out.
TEST(CpuLayouts, TrainStepRunsRepeatedlyLikeTheReference) {
  const nn::Net& net = nn::find_net("cifar8-bn");
  nn::Optimizer optimizer;
  optimizer.kind = nn::OptimizerKind::momentum;
  auto module = nn::build_train_module(net, optimizer, 8);
  const ir::Function& f = *module->find(nn::train_step_name(net, optimizer));
  const nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer);
  auto cpu = exec::make_lowerer("cpu"), reference = exec::make_lowerer("reference");
  auto a = cpu->compile(*module, f), b = reference->compile(*module, f);
  std::vector<Tensor> resident = nn::init_params(net, 1);
  for (const nn::ParamSpec& p : net.params) resident.emplace_back(DType::f32, p.shape);
  for (Tensor& r : nn::init_running_stats(net)) resident.push_back(std::move(r));
  for (uint32_t run = 0; run < 3; ++run) {
    SCOPED_TRACE(run);
    std::vector<Tensor> inputs = {random_tensor(f.input_types()[0].shape, 7 + run)};
    inputs.insert(inputs.end(), resident.begin(), resident.end());
    inputs.push_back(Tensor::scalar(DType::f32, 0.02));
    Tensor labels(f.input_types()[layout.labels()]);
    for (int64_t i = 0; i < labels.num_elements(); ++i) labels.set_int(i, (i * 7 + run) % 10);
    inputs.push_back(labels);
    std::vector<Tensor> got = a->run(inputs), want = b->run(inputs);
    for (int i = 0; i < layout.num_outputs(); ++i) {
      const std::string& name = net.params[i % layout.num_params].name;
      if (i < 2 * layout.num_params && name.starts_with("conv") && name.ends_with(".b")) continue;
      EXPECT_TRUE(close_normwise(got[i], want[i], 1e-3)) << "output " << i;
    }
    for (int i = 0; i < layout.num_resident(); ++i) resident[i] = std::move(got[i]);
  }
}

// ---- what each instruction set should give ------------------------------------------------

// The channel block and oneDNN kernel family this test instance should see: ctest runs these
// tests once per ISA family (LADDER_CPU_ISA, tests/CMakeLists.txt); run by hand, the widest.
struct IsaExpectation {
  std::string isa;
  int64_t block;
  std::string onednn_kernel;
};
IsaExpectation expected_for_this_instance() {
  const char* env = std::getenv("LADDER_CPU_ISA");
  std::string isa = env && *env ? env : exec::cpu::eval_block_isa();
  if (isa == "amx") isa = "avx512";  // f32 convolutions: AMX adds kernels for bf16 only
  if (isa == "avx512") return {isa, 16, "jit:avx512_core"};
  return {isa, 8, "jit:avx2"};
}

// The kernel descriptions in a plan's "kind=count kind=count" summary.
std::vector<std::string> kernel_list(const std::string& kernels) {
  std::vector<std::string> list;
  for (size_t at = 0; at < kernels.size();) {
    const size_t end = kernels.find(")=", at);
    if (end == std::string::npos) break;
    list.push_back(kernels.substr(at, end + 1 - at));
    at = kernels.find(' ', end);
    at = at == std::string::npos ? kernels.size() : at + 1;
  }
  return list;
}

// The channels in and out of a convolution kernel's description ("...NxCxHxW->NxOxHxW ...").
std::pair<int64_t, int64_t> conv_channels(const std::string& k) {
  const size_t arrow = k.find("->");
  const size_t src = k.rfind(' ', arrow) + 1;
  auto second = [&](size_t at) { return std::stoll(k.substr(k.find('x', at) + 1)); };
  return {second(src), second(arrow + 2)};
}

// The conv stacks of the ladder's CNNs, as their SGD train steps (batch 32) compile: every
// convolution runs a kernel of this ISA in its channel block (nChw16c with AVX-512, nChw8c
// with AVX2) with no reorder, and so do the pools between them: with AVX-512 the 3x3 ones
// with 32 or more channels on both sides Winograd's (faster there, onednn.cpp), every other
// one the direct kernel. The first layer reads its input as it lies (1 or 3 channels); its
// weight gradient may run on GEMM there.
TEST(CpuLayouts, ConvStacksOfTheLadderNetsRunBlockedWithNoReorderOnThisIsa) {
  const IsaExpectation want = expected_for_this_instance();
  SCOPED_TRACE(want.isa);
  const std::string layout = "nChw" + std::to_string(want.block) + "c";
  for (const char* name : {"mnist-cnn", "cifar8", "cifar8-bn"}) {
    SCOPED_TRACE(name);
    const nn::Net& net = nn::find_net(name);
    const nn::Optimizer sgd;
    auto module = nn::build_train_module(net, sgd, 32);
    auto executable = exec::make_lowerer("cpu")->compile(*module, *module->find(nn::train_step_name(net, sgd)));
    const auto stats = executable->stats();
    const std::string& kernels = stats.at("kernels");
    int convolutions = 0;
    for (const std::string& k : kernel_list(kernels)) {
      if (k.starts_with("convolution")) {
        ++convolutions;
        EXPECT_EQ(k.find("reordered"), std::string::npos) << k;
        const bool first_layer = k.find("x1x28x28->") != std::string::npos || k.find("x3x32x32->") != std::string::npos;
        if (first_layer && k.find("backward_weights") != std::string::npos) continue;
        const auto [in, out] = conv_channels(k);
        const bool winograd = want.isa == "avx512" && in >= 32 && out >= 32;
        EXPECT_NE(k.find((winograd ? "jit_wino_4x3:avx512_core" : want.onednn_kernel) + ", " + layout),
                  std::string::npos)
            << k;
      }
      if (k.starts_with("reduce_window") || k.starts_with("select_and_scatter")) {
        EXPECT_NE(k.find("2x2/s2, blocked"), std::string::npos) << k;
      }
    }
    EXPECT_GE(convolutions, 4) << kernels;
    EXPECT_GE(std::stoi(stats.at("blocked_tensors")), net.name == "mnist-cnn" ? 7 : 20) << kernels;
  }
}

// Mixed precision (bf16 activations, f32 accumulation) where oneDNN has bf16 convolutions:
// the bf16 activations stay blocked between kernels as the f32 ones do, the pools included.
// On AVX512-BF16 no convolution reorders (no scratch copies of activations). Where oneDNN's
// instruction set is AMX, its bf16 convolutions take channels-last activations only: every
// one but a first layer's (fewer than 8 input channels) runs on AMX, reordering between the
// blocked slots and channels-last, except where the plan keeps a tensor of up to 32 channels
// channels-last itself (one block of all its channels): mnist-cnn's second convolution's
// result, the pools and the ReLU masks beside it, and the gradient its backward reads (the
// input of its forward stays in the 16-channel blocks of the first layer's result, whose
// ReLU runs on both: one layout per fused kernel).
TEST(CpuLayouts, Bf16ConvStacksKeepActivationsBlocked) {
  auto cpu = exec::make_lowerer("cpu");  // first: it caps oneDNN at this instance's ISA
  if (!exec::cpu::onednn_bf16_convolutions()) GTEST_SKIP() << "oneDNN has no bf16 convolutions on this CPU (as capped)";
  const bool amx = exec::cpu::onednn_amx();
  for (const char* name : {"mnist-cnn", "cifar8-bn"}) {
    SCOPED_TRACE(name);
    const nn::Net& net = nn::find_net(name);
    const nn::Optimizer sgd;
    auto module = nn::build_train_module(net, sgd, 32, {.stochastic = false, .precision = nn::Precision::bf16});
    const auto stats = cpu->compile(*module, *module->find(nn::train_step_name(net, sgd)))->stats();
    const std::string& kernels = stats.at("kernels");
    int convolutions = 0;
    for (const std::string& k : kernel_list(kernels)) {
      if (k.starts_with("reduce_window") || k.starts_with("select_and_scatter")) {
        EXPECT_NE(k.find("2x2/s2, blocked"), std::string::npos) << k;
      }
      if (!k.starts_with("convolution")) continue;
      ++convolutions;
      EXPECT_NE(k.find("bf16"), std::string::npos) << k;
      const bool first_layer = conv_channels(k).first < 8;
      if (!amx) {
        EXPECT_EQ(k.find("reordered"), std::string::npos) << k;
      } else if (!first_layer) {
        EXPECT_NE(k.find("amx"), std::string::npos) << k;
      }
    }
    EXPECT_GE(convolutions, 4) << kernels;
    EXPECT_GE(std::stoi(stats.at("blocked_tensors")), net.name == "mnist-cnn" ? 8 : 20) << kernels;
    if (amx && net.name == "mnist-cnn") {
      // forward (its result), backward data (its operand), backward weights (the gradient)
      int channels_last = 0;
      for (const std::string& k : kernel_list(kernels))
        if (k.starts_with("convolution") && k.find("amx") != std::string::npos && k.find(", nChw32c") != std::string::npos)
          channels_last += kernel_count(kernels, k);
      EXPECT_EQ(channels_last, 3) << kernels;
      EXPECT_NE(kernels.find("reduce_window(direct, 2x2/s2, blocked operand)"), std::string::npos) << kernels;
      EXPECT_NE(kernels.find("select_and_scatter(direct, 2x2/s2, blocked operand,result)"), std::string::npos) << kernels;
    }
    // BatchNorm's Σ x of a convolution's blocked bf16 result reads it in place (the sums'
    // values: CpuFusedPrograms.Bf16SumsReadInPlaceAreTheSumsOfTheWidenedValues).
    if (net.name == "cifar8-bn") {
      EXPECT_NE(kernels.find("reduce(fused, bf16 in place)"), std::string::npos) << kernels;
      // Each BatchNorm's normalisation and ReLU, and its input gradient dy·scale + t + shift
      // (a second full-size input), run as affine chains.
      EXPECT_GE(kernel_count(kernels, "fused(affine chain)"), 16) << kernels;
    }
  }
}

// An 8 -> 16 channel convolution beside 16-channel ones: oneDNN's direct kernels take both
// activations of a convolution in one block, so the plan picks one block for all of them
// (nChw8c, also on AVX-512) and no convolution reorders its activations.
TEST(CpuLayouts, ChannelCountsThatDivideOnlyBy8KeepThePlanInOneBlock) {
  const Tensor x = random_tensor({4, 8, 10, 10}, 51), w1 = random_tensor({16, 8, 3, 3}, 52);
  const Tensor w2 = random_tensor({16, 16, 3, 3}, 53);
  auto stats = check({x, w1, w2}, [](std::span<const Value> p) {
    Value a1 = relu(ir::convolution(p[0], p[1], conv3x3()));
    Value z2 = ir::convolution(a1, p[2], conv3x3());
    Value loss = ir::reduce_sum(ir::multiply(z2, z2), {0, 1, 2, 3});
    std::vector<Value> results = {loss};
    const std::vector<Value> weights = {p[1], p[2]};
    for (Value g : autodiff::grad(loss, weights)) results.push_back(g);
    return results;
  });
  const std::string& kernels = stats.at("kernels");
  for (const std::string& k : kernel_list(kernels)) {
    if (!k.starts_with("convolution")) continue;
    EXPECT_NE(k.find(", nChw8c"), std::string::npos) << k;
    // The function's input x and its gradient's output are row-major: only those reorder.
    if (k.find("forward 4x8x") == std::string::npos && k.find("backward_weights 4x8x") == std::string::npos) {
      EXPECT_EQ(k.find("reordered"), std::string::npos) << k;
    }
  }
  EXPECT_GE(std::stoi(stats.at("blocked_tensors")), 3) << kernels;
}

}  // namespace
}  // namespace ladder
