// The rewrites the cpu lowerer applies before planning (exec/cpu/rewrite.h): what they change
// in the graph, that the caller's module is left alone, and that results keep every bit,
// NaN, signed zeros and ties included.
#include <gtest/gtest.h>

#include <cstring>
#include <limits>

#include "exec/test_util.h"
#include "ladder/exec/cpu/rewrite.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/stablehlo/printer.h"

namespace ladder {
namespace {

using ir::OpKind;
using ir::Value;

int count(const ir::Block& block, OpKind kind) {
  int n = 0;
  for (const auto& node : block.nodes) n += node->kind == kind;
  return n;
}

const ir::Node* first(const ir::Block& block, OpKind kind) {
  for (const auto& node : block.nodes)
    if (node->kind == kind) return node.get();
  return nullptr;
}

// Values where maximum, minimum and the comparisons differ from a naive reading: NaN,
// infinities, both zeros, ties.
Tensor awkward(Shape shape) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const std::vector<double> values = {nan, -nan, inf, -inf, 0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -2.0, 3.0};
  Tensor t(DType::f32, shape);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, values[i % values.size()]);
  return t;
}

// Runs `module`'s main on the cpu and reference lowerers: the same bits in every result (any
// NaN matches any NaN: the lowerers need not agree on payloads).
void expect_same_bits(const ir::Module& module, const std::vector<Tensor>& inputs) {
  auto cpu = exec::make_lowerer("cpu"), reference = exec::make_lowerer("reference");
  std::vector<Tensor> got = cpu->compile(module, *module.find("main"))->run(inputs);
  std::vector<Tensor> want = reference->compile(module, *module.find("main"))->run(inputs);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    ASSERT_EQ(got[i].type(), want[i].type());
    for (int64_t e = 0; e < got[i].num_elements(); ++e) {
      const float a = reinterpret_cast<const float*>(got[i].bytes())[e], b = reinterpret_cast<const float*>(want[i].bytes())[e];
      if (a != a && b != b) continue;
      EXPECT_EQ(std::memcmp(&a, &b, sizeof a), 0) << "result " << i << " element " << e << ": " << a << ", expected " << b;
    }
  }
}

TEST(CpuRewrite, CommonSubexpressionsAreMergedAndDeadOpsDropped) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 6}});
  Value m = f->body.add_parameter(TensorType{DType::f32, {6}});
  // BatchNorm's x - mean, written twice as its builder writes it, and a copy of a copy.
  Value c1 = ir::subtract(x, ir::broadcast_in_dim(m, {4, 6}, {1}));
  Value c2 = ir::subtract(x, ir::broadcast_in_dim(m, {4, 6}, {1}));
  Value sq = ir::multiply(c1, c2);
  Value other = ir::multiply(c2, x);
  ir::subtract(x, x);                  // dead from the start
  f->body.results = {sq, other};
  const std::string before = stablehlo::print(module);

  ir::Module copy = ir::clone(module);
  exec::cpu::rewrite_for_planning(copy);
  const ir::Block& body = copy.find("main")->body;
  EXPECT_EQ(count(body, OpKind::BroadcastInDim), 1);
  EXPECT_EQ(count(body, OpKind::Subtract), 1);
  EXPECT_EQ(count(body, OpKind::Multiply), 2);
  const ir::Node* mul = first(body, OpKind::Multiply);
  EXPECT_EQ(mul->operands[0], mul->operands[1]);
  EXPECT_EQ(body.num_parameters(), 2);
  EXPECT_EQ(stablehlo::print(module), before) << "the caller's module changed";
  expect_same_bits(module, {awkward({4, 6}), awkward({6})});
}

// ReLU and its gradient as autodiff writes them: the mask compares the ReLU's input; after the
// rewrite it compares the ReLU's output, which gives the same mask for every input.
TEST(CpuRewrite, ReluMaskReadsTheMaximumAndKeepsEveryBit) {
  for (bool swapped : {false, true}) {
    for (auto direction : {ir::CompareDirection::GT, ir::CompareDirection::LT}) {
      ir::Module module;
      ir::Function* f = module.add_function("main");
      Value x = f->body.add_parameter(TensorType{DType::f32, {3, 8}});
      Value g = f->body.add_parameter(TensorType{DType::f32, {3, 8}});
      Value b = f->body.add_parameter(TensorType{DType::f32, {3, 8}});
      const bool gt = direction == ir::CompareDirection::GT;
      Value y = swapped ? (gt ? ir::maximum(b, x) : ir::minimum(b, x)) : (gt ? ir::maximum(x, b) : ir::minimum(x, b));
      Value zero = ir::constant(f->body, 0.0, DType::f32, {3, 8});
      Value mask = ir::compare(x, b, direction);
      Value dx = ir::select(mask, g, zero), db = ir::select(mask, zero, g);
      f->body.results = {y, dx, db, ir::convert(mask, DType::f32)};

      ir::Module copy = ir::clone(module);
      exec::cpu::rewrite_for_planning(copy);
      const ir::Node* cmp = first(copy.find("main")->body, OpKind::Compare);
      ASSERT_TRUE(cmp);
      EXPECT_EQ(cmp->operands[0].node->kind, gt ? OpKind::Maximum : OpKind::Minimum)
          << (swapped ? "extremum(b, x)" : "extremum(x, b)");
      // Every pairing of the awkward values: x from one row pattern, b from a shifted one.
      Tensor xs = awkward({3, 8}), bs(DType::f32, {3, 8}), gs(DType::f32, {3, 8});
      for (int64_t i = 0; i < 24; ++i) bs.set(i, xs.get((i * 5 + 3) % 24)), gs.set(i, 1.0 + i);
      expect_same_bits(module, {xs, gs, bs});
      expect_same_bits(module, {bs, gs, xs});
    }
  }
}

TEST(CpuRewrite, TotalOrderComparesAndOtherDirectionsAreLeftAlone) {
  for (auto [direction, type] : {std::pair{ir::CompareDirection::GT, ir::CompareType::TOTALORDER},
                                 std::pair{ir::CompareDirection::GE, ir::CompareType::NOTYPE},
                                 std::pair{ir::CompareDirection::LT, ir::CompareType::NOTYPE}}) {
    ir::Module module;
    ir::Function* f = module.add_function("main");
    Value x = f->body.add_parameter(TensorType{DType::f32, {2, 12}});
    Value b = f->body.add_parameter(TensorType{DType::f32, {2, 12}});
    Value y = ir::maximum(x, b);  // LT pairs with minimum only
    Value mask = ir::compare(x, b, direction, type);
    f->body.results = {y, ir::convert(mask, DType::f32)};
    ir::Module copy = ir::clone(module);
    exec::cpu::rewrite_for_planning(copy);
    EXPECT_EQ(first(copy.find("main")->body, OpKind::Compare)->operands[0].node->kind, OpKind::Parameter);
    Tensor bs = awkward({2, 12});
    for (int64_t i = 0; i < 24; ++i) bs.set(i, awkward({2, 12}).get((i * 7 + 1) % 24));
    expect_same_bits(module, {awkward({2, 12}), bs});
  }
}

}  // namespace
}  // namespace ladder
