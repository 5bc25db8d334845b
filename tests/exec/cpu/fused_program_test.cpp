// The fused programs' instruction stream (exec/cpu/fused.h): what the program builder merges.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <iterator>
#include <limits>
#include <cstring>
#include <cmath>
#include <string>
#include <vector>

#include "ladder/core/dtype.h"
#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/ir/ops.h"

namespace ladder::exec::cpu {
namespace {

using ir::Value;

int count(const Program& p, Code code) {
  return static_cast<int>(std::count_if(p.code.begin(), p.code.end(), [&](const Instr& in) { return in.code == code; }));
}

// A float compare read only by float selects becomes part of them (ReLU's backward mask);
// one that is read otherwise too (stored as a predicate here) stays a compare.
TEST(CpuFusedPrograms, FloatComparesReadOnlyBySelectsMergeIntoThem) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  Value g = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  Value zero = ir::constant(f->body, 0.0, DType::f32, {4, 8});
  Value gt = ir::compare(x, zero, ir::CompareDirection::GT);
  Value masked = ir::select(gt, g, zero);
  Value both = ir::add(masked, ir::select(gt, zero, g));
  Value lt = ir::compare(x, g, ir::CompareDirection::LT);
  Value picked = ir::select(lt, x, g);
  Value as_float = ir::convert(lt, DType::f32);
  FusionContext ctx{[](Value v) { return v.node->kind != ir::OpKind::Parameter; },
                    [&](Value v) { return v == x ? 0 : 1; }};

  FusedProgram relu_grad = build_fused_program({both}, ctx, true);
  EXPECT_EQ(count(relu_grad.program, Code::CmpSelect), 2);
  EXPECT_EQ(count(relu_grad.program, Code::Compare), 0);
  EXPECT_EQ(count(relu_grad.program, Code::Select), 0);

  FusedProgram shared = build_fused_program({picked, as_float}, ctx, true);
  EXPECT_EQ(count(shared.program, Code::CmpSelect), 0);
  EXPECT_EQ(count(shared.program, Code::Compare), 1);
  EXPECT_EQ(count(shared.program, Code::Select), 1);
}

// A bf16 value widened to f32 (mixed precision's loads) costs no instruction: the f32 register
// the bf16 load fills holds it already. Narrowing to bf16 rounds, so it stays; so does a
// widening that changes register (f32 -> f64).
TEST(CpuFusedPrograms, WideningToF32IsNoInstructionAndNarrowingStays) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value h = f->body.add_parameter(TensorType{DType::bf16, {4, 8}});
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  Value wide = ir::multiply(ir::convert(h, DType::f32), x);
  Value narrow = ir::add(ir::convert(wide, DType::bf16), h);
  FusionContext ctx{[](Value v) { return v.node->kind != ir::OpKind::Parameter; },
                    [&](Value v) { return v == h ? 0 : 1; }};

  FusedProgram widened = build_fused_program({wide}, ctx, true);
  EXPECT_EQ(count(widened.program, Code::Convert), 0);
  EXPECT_EQ(count(widened.program, Code::Load), 2);
  EXPECT_EQ(count(widened.program, Code::Multiply), 1);

  FusedProgram rounded = build_fused_program({narrow}, ctx, true);
  EXPECT_EQ(count(rounded.program, Code::Convert), 1);  // f32 -> bf16 rounds

  FusedProgram to_f64 = build_fused_program({ir::convert(x, DType::f64)}, ctx, true);
  EXPECT_EQ(count(to_f64.program, Code::Convert), 1);
}

// A function with two bf16 parameters h and g and an f32 one x, all [4, 8], and the fusion
// context of programs reading them as leaves 0, 1 and 2.
struct MixedLeaves {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value h = f->body.add_parameter(TensorType{DType::bf16, {4, 8}});
  Value g = f->body.add_parameter(TensorType{DType::bf16, {4, 8}});
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  FusionContext ctx{[](Value v) { return v.node->kind != ir::OpKind::Parameter; },
                    [this](Value v) { return v == h ? 0 : v == g ? 1 : 2; }};
};

// A bf16 leaf's load is marked to stay in the leaf (Instr::raw_bf16) when every reader widens
// as it reads: arithmetic binary ops, a compare-select's compared value and its first choice.
// A load that another op reads (exp), or that is an output itself, is widened into its register.
TEST(CpuFusedPrograms, Bf16LoadsStayInTheLeafWhereEveryReaderWidensAsItReads) {
  MixedLeaves m;
  const Value h = m.h, g = m.g, x = m.x;
  const FusionContext& ctx = m.ctx;
  const Value h32 = ir::convert(h, DType::f32), g32 = ir::convert(g, DType::f32);
  const Value zero = ir::constant(m.f->body, 0.0, DType::f32, {4, 8});
  auto raw_loads = [](const Program& p) {
    return static_cast<int>(std::count_if(p.code.begin(), p.code.end(), [](const Instr& in) { return in.raw_bf16; }));
  };

  EXPECT_EQ(raw_loads(build_fused_program({ir::subtract(ir::multiply(h32, g32), x)}, ctx, true).program), 2);
  EXPECT_EQ(raw_loads(build_fused_program({ir::select(ir::compare(h32, zero, ir::CompareDirection::GT), g32, zero)}, ctx, true).program), 2);
  EXPECT_EQ(raw_loads(build_fused_program({ir::add(h32, ir::exp(h32))}, ctx, true).program), 0);
  EXPECT_EQ(raw_loads(build_fused_program({ir::add(h32, x), ir::convert(g, DType::f32)}, ctx, true).program), 1);
  EXPECT_EQ(raw_loads(build_fused_program({ir::exp(ir::multiply(x, x))}, ctx, true).program), 0);  // no bf16 leaf
}

// A ReLU (or a clamp from one side) of a value rounded to bf16, against a bf16 value, whose
// result is only stored: max(round(v), b) is round(max(v, b)), so the rounding is left to the
// store. It stays where the other operand is an f32 value, where the ReLU is read by another
// op, and where the rounded value is read twice.
TEST(CpuFusedPrograms, RoundingBeforeAReluOfBf16ValuesIsLeftToTheStore) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value h = f->body.add_parameter(TensorType{DType::bf16, {4, 8}});
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  const Value v = ir::multiply(ir::convert(h, DType::f32), x), rounded = ir::convert(v, DType::bf16);
  const Value zero = ir::constant(f->body, 0.0, DType::bf16, {4, 8});
  FusionContext ctx{[](Value v) { return v.node->kind != ir::OpKind::Parameter; },
                    [&](Value v) { return v == h ? 0 : 1; }};
  auto converts = [&](std::vector<Value> roots) {
    return count(build_fused_program(roots, ctx, true, true).program, Code::Convert);
  };
  EXPECT_EQ(converts({ir::maximum(rounded, zero)}), 0);
  EXPECT_EQ(converts({ir::minimum(h, rounded)}), 0);  // against a bf16 leaf
  EXPECT_EQ(converts({ir::maximum(rounded, ir::convert(x, DType::bf16))}), 2);  // not a bf16 value
  EXPECT_EQ(converts({ir::add(ir::maximum(rounded, zero), h)}), 1);  // the ReLU is read
  EXPECT_EQ(converts({ir::maximum(rounded, zero), rounded}), 1);    // the rounded value is stored too
}

// A bf16 output whose register ends holding bf16 values is stored by dropping the low half
// of each value's bits (Program::out_exact): a rounded result, a ReLU mask picking bf16 values,
// a maximum or negation of such. Not one whose rounding was left to the store: the f32 value
// of a dropped final convert, a ReLU of it.
TEST(CpuFusedPrograms, Bf16OutputsHoldingBf16ValuesAreStoredWithoutRounding) {
  MixedLeaves m;
  const Value h = m.h, g = m.g;
  const Value v = ir::multiply(ir::convert(h, DType::f32), m.x), rounded = ir::convert(v, DType::bf16);
  const Value zero = ir::constant(m.f->body, 0.0, DType::bf16, {4, 8});
  const Value mask = ir::select(ir::compare(h, zero, ir::CompareDirection::GT), g, zero);
  auto exact = [&](std::vector<Value> roots, bool rounding_stores) {
    const Program p = build_fused_program(roots, m.ctx, true, rounding_stores).program;
    std::string flags;
    for (bool e : p.out_exact) flags += e ? '1' : '0';
    return flags;
  };
  EXPECT_EQ(exact({mask}, true), "1");
  EXPECT_EQ(exact({ir::negate(ir::maximum(mask, h))}, true), "1");
  EXPECT_EQ(exact({rounded, ir::add(rounded, g)}, false), "11");  // rounded by the convert, by finish()
  EXPECT_EQ(exact({rounded}, true), "0");                          // the convert is left to the store
  EXPECT_EQ(exact({ir::maximum(rounded, zero)}, true), "0");       // so is the rounding before the ReLU
  EXPECT_EQ(exact({ir::maximum(rounded, zero)}, false), "1");
  EXPECT_EQ(exact({v, rounded}, false), "01");  // an f32 output is never marked
}

// The sums of bf16 values read in place (a bf16 convolution's blocked result) are the sums
// of their widened copies, bit for bit, in every build and for each channel block (32: a
// channels-last tensor of 32 channels).
TEST(CpuFusedPrograms, Bf16SumsReadInPlaceAreTheSumsOfTheWidenedValues) {
  std::vector<uint16_t> bf16(kBlock);
  std::vector<float> widened(kBlock);
  uint32_t state = 12345;
  for (int i = 0; i < kBlock; ++i) {
    state = state * 1664525u + 1013904223u;
    // Either sign, magnitudes from 2^-7 to 2^9: sums that lose low bits in f32, not in double.
    bf16[static_cast<size_t>(i)] = static_cast<uint16_t>(((state >> 16) & 0x8000) | (0x3c00 + (state >> 8) % 0x800));
    widened[static_cast<size_t>(i)] = bf16_to_float(bf16[static_cast<size_t>(i)]);
  }
  for (const std::string& isa : eval_block_isas()) {
    SCOPED_TRACE(isa);
    select_eval_block_isa(isa);
    const BlockReducers r = block_reducers();
    for (int period : {8, 16, 32})
      for (int n : {period, 3 * period, kBlock}) {
        SCOPED_TRACE(cat("period ", period, ", n ", n));
        std::vector<double> in_place(static_cast<size_t>(period), 0.5), copies(in_place);
        r.add_periodic_bf16(in_place.data(), bf16.data(), n, period);
        r.periodic(Code::Add, copies.data(), widened.data(), n, period);
        for (int j = 0; j < period; ++j) EXPECT_EQ(in_place[static_cast<size_t>(j)], copies[static_cast<size_t>(j)]) << j;
        EXPECT_NE(in_place[0], 0.5);
      }
  }
  select_eval_block_isa(eval_block_isas().front());
}

// find_affine_chain reads negates, v + v and one v·v as steps of a chain of the full-size leaf
// (BatchNorm's -(c·x̂ + c·x̂) and (x - m)² of a bf16 x), and no other op of the value with
// itself (v - v), nor a second v·v.
TEST(CpuFusedPrograms, ChainsTakeNegatesDoublingsAndOneSquare) {
  MixedLeaves m;
  const Shape s = {4, 8};
  const Value mean = m.f->body.add_parameter(TensorType{DType::f32, {8}});
  const Value scale = m.f->body.add_parameter(TensorType{DType::f32, {8}});
  FusionContext ctx{m.ctx.inlined, [&](Value v) { return v == m.h ? 0 : v == mean ? 1 : 2; }};
  const Value xhat = ir::subtract(ir::convert(m.h, DType::f32), ir::broadcast_in_dim(mean, s, {1}));
  const Value t = ir::multiply(ir::broadcast_in_dim(scale, s, {1}), xhat);
  // Leaf 0 is the bf16 x (full-size); the per-channel vectors read through tiles.
  auto chain = [&](Value root) {
    const FusedProgram built = build_fused_program({root}, ctx, true);
    std::vector<ChainLeaf> leaves;
    for (const Leaf& l : built.leaves) leaves.push_back(l.shape.size() == 2 ? ChainLeaf::Full : ChainLeaf::Tiled);
    return find_affine_chain(built.program, leaves, false);
  };
  const auto gradient_term = chain(ir::negate(ir::add(t, t)));
  ASSERT_TRUE(gradient_term.has_value());
  ASSERT_EQ(gradient_term->steps.size(), 4u);  // - mean, · scale, + itself, negated
  EXPECT_TRUE(gradient_term->steps[2].self);
  EXPECT_EQ(gradient_term->steps[3].code, Code::Negate);
  EXPECT_EQ(gradient_term->square_at, -1);
  // The coefficients of v + v and of the negate give their ops' bits, signed zeros included.
  const float ones[8] = {1, 1, 1, 1, 1, 1, 1, 1};  // every leaf's values: only the tiles are read
  const void* ptrs[3] = {ones, ones, ones};
  std::vector<float> alpha(4 * 8), beta(4 * 8), bound(8);
  chain_coefficients(*gradient_term, 8, ptrs, alpha.data(), beta.data(), bound.data());
  for (float v : {0.0f, -0.0f, 1.5f, -3e-39f, std::numeric_limits<float>::infinity()}) {
    volatile float a2 = alpha[2 * 8], b2 = beta[2 * 8], a3 = alpha[3 * 8], b3 = beta[3 * 8];
    const float twice = v * a2 + b2, negated = v * a3 + b3, want_twice = v + v, want_negated = -v;
    EXPECT_EQ(std::memcmp(&twice, &want_twice, 4), 0) << v;
    EXPECT_EQ(std::memcmp(&negated, &want_negated, 4), 0) << v;
  }
  const auto variance_term = chain(ir::multiply(xhat, xhat));
  ASSERT_TRUE(variance_term.has_value());
  EXPECT_EQ(variance_term->steps.size(), 1u);
  EXPECT_EQ(variance_term->square_at, 1);
  EXPECT_FALSE(chain(ir::subtract(xhat, xhat)).has_value());
  const Value square = ir::multiply(xhat, xhat);
  EXPECT_FALSE(chain(ir::multiply(square, square)).has_value());
}

// An affine chain (fused.h) gives the bits of the ops it stands for, applied one at a time as
// the program would (each rounded to f32; a bf16 result rounded once, as stored): on every
// instruction set, each channel block (8, 16, and 32 as two registers of 16), f32 and bf16 in
// and out, each kind of clamp, with and without a step taking a second input (each op, at the
// start, middle and end of the chain, f32 or bf16), with and without a negate and a v + v
// among the steps or a v·v after the first, and values that test the edges (±0, ±inf, NaN,
// subnormals; -0 from a multiply).
// NaNs compare as NaNs: which NaN comes back the spec leaves open.
TEST(CpuFusedPrograms, AffineChainsGiveTheBitsOfTheirOpsOnEveryInstructionSet) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const float specials[] = {0.0f, -0.0f, inf, -inf, nan, 1e-40f, -3e-39f, 1.0f, -2.5f, 3.0e38f};
  std::mt19937 rng(777);
  auto draw = [&] {  // mostly ordinary values, a special one in eight
    if (rng() % 8 == 0) return specials[rng() % std::size(specials)];
    return std::uniform_real_distribution<float>(-20, 20)(rng);
  };
  // Sub (value first), Sub (value second), Mul, Add: (v - m)·s + b, then m2 - v; with
  // `extras`, -v after the multiply and v + v after the add (Negate, and Add marked self).
  struct Step {
    Code code;
    bool value_first;
    bool self = false;
  };
  const std::vector<Step> plain = {
      {Code::Subtract, true}, {Code::Multiply, true}, {Code::Add, false}, {Code::Subtract, false}};
  const std::vector<Step> extras = {{Code::Subtract, true}, {Code::Multiply, true}, {Code::Negate, true},
                                    {Code::Add, false},     {Code::Add, true, true},  {Code::Subtract, false}};
  auto same = [](float got, float want) {
    return (std::isnan(got) && std::isnan(want)) || std::memcmp(&got, &want, 4) == 0;
  };
  for (const std::string& isa : eval_block_isas()) {
    SCOPED_TRACE(isa);
    select_eval_block_isa(isa);
    const AffineChainFn chain = affine_chain_fn();
    ASSERT_NE(chain, nullptr);
    for (int period : {8, 16, 32})
      for (DType in : {DType::f32, DType::bf16})
        for (DType out : {DType::f32, DType::bf16})
          for (int clamp = 0; clamp <= 4; ++clamp)
          for (int variant = 0; variant < 27; ++variant) {
            // variants 25, 26: no second input; the extra steps, or v·v after the first step.
            const bool extra = variant == 25, squared = variant == 26;
            const std::vector<Step>& steps = extra ? extras : plain;
            const int square_at = squared ? 1 : -1;
            // variant 0: no second input; else its op, its place and its type.
            const std::pair<Code, bool> second_ops[] = {
                {Code::Add, true}, {Code::Subtract, true}, {Code::Subtract, false}, {Code::Multiply, false}};
            const auto [second, second_first] =
                variant && variant < 25 ? second_ops[(variant - 1) % 4] : std::pair{Code::Imm, true};
            const int second_at = variant ? ((variant - 1) / 4) % 3 * 2 : 0;  // 0, 2 or 4 (after the last step)
            const DType in2 = variant > 12 ? DType::bf16 : DType::f32;
            SCOPED_TRACE(cat("period ", period, ", ", dtype_name(in), " -> ", dtype_name(out), ", clamp ", clamp,
                             ", variant ", variant));
            const int n = 5 * period + 3;  // whole channel blocks and a partial one
            std::vector<float> operands(steps.size() * static_cast<size_t>(period)), bound(static_cast<size_t>(period));
            std::vector<float> alpha(operands.size()), beta(operands.size());
            for (float& o : operands) o = draw();
            for (float& b : bound) b = draw();
            for (size_t k = 0; k < steps.size(); ++k) {
              for (int j = 0; j < period; ++j) {
                const size_t at = k * static_cast<size_t>(period) + static_cast<size_t>(j);
                if (steps[k].code == Code::Negate) alpha[at] = -1, beta[at] = -0.0f;
                else if (steps[k].self) alpha[at] = 2, beta[at] = -0.0f;
                else affine_step(steps[k].code, steps[k].value_first, operands[at], alpha[at], beta[at]);
              }
            }
            std::vector<float> x(static_cast<size_t>(n)), x2(x.size());
            std::vector<uint16_t> x16(x.size()), x2_16(x.size());
            for (size_t i = 0; i < x.size(); ++i) {
              x16[i] = float_to_bf16(draw());
              x[i] = in == DType::bf16 ? bf16_to_float(x16[i]) : draw();
              x2_16[i] = float_to_bf16(draw());
              x2[i] = in2 == DType::bf16 ? bf16_to_float(x2_16[i]) : draw();
            }
            AffineChain c;
            c.steps = static_cast<int>(steps.size());
            c.period = period;
            c.alpha = alpha.data();
            c.beta = beta.data();
            c.clamp = clamp;
            c.bound = bound.data();
            c.in = in;
            c.out = out;
            c.second = second;
            c.second_value_first = second_first;
            c.second_at = second_at;
            c.in2 = in2;
            c.square_at = square_at;
            std::vector<float> got(x.size());
            std::vector<uint16_t> got16(x.size());
            chain(c, in == DType::bf16 ? static_cast<const void*>(x16.data()) : x.data(),
                  in2 == DType::bf16 ? static_cast<const void*>(x2_16.data()) : x2.data(),
                  out == DType::bf16 ? static_cast<void*>(got16.data()) : got.data(), n);
            for (int i = 0; i < n; ++i) {
              const int j = i % period;
              float v = x[static_cast<size_t>(i)];
              auto second_step = [&] {
                volatile float w = x2[static_cast<size_t>(i)];
                switch (second) {
                  case Code::Add: v = v + w; break;
                  case Code::Subtract: v = second_first ? v - w : w - v; break;
                  case Code::Multiply: v = w * v; break;
                  default: break;
                }
              };
              for (size_t k = 0; k <= steps.size(); ++k) {
                if (static_cast<int>(k) == second_at) second_step();
                if (static_cast<int>(k) == square_at) {
                  volatile float square = v * v;  // no contraction
                  v = square;
                }
                if (k == steps.size()) break;
                volatile float o = operands[k * static_cast<size_t>(period) + static_cast<size_t>(j)];  // no contraction
                if (steps[k].self) {
                  volatile float twice = v + v;
                  v = twice;
                  continue;
                }
                switch (steps[k].code) {
                  case Code::Multiply: v = v * o; break;
                  case Code::Subtract: v = steps[k].value_first ? v - o : o - v; break;
                  case Code::Negate: v = -v; break;
                  default: v = o + v; break;
                }
              }
              const float b = bound[static_cast<size_t>(j)];
              auto ieee_max = [](float p, float q) {
                if (std::isnan(p) || std::isnan(q)) return std::isnan(p) ? p : q;
                if (p == q) return std::signbit(p) ? q : p;
                return p > q ? p : q;
              };
              auto ieee_min = [](float p, float q) {
                if (std::isnan(p) || std::isnan(q)) return std::isnan(p) ? p : q;
                if (p == q) return std::signbit(p) ? p : q;
                return p < q ? p : q;
              };
              if (clamp == 1 || clamp == 2) v = ieee_max(v, b);
              if (clamp == 3 || clamp == 4) v = ieee_min(v, b);
              const float want = out == DType::bf16 ? bf16_to_float(float_to_bf16(v)) : v;
              const float have = out == DType::bf16 ? bf16_to_float(got16[static_cast<size_t>(i)]) : got[static_cast<size_t>(i)];
              EXPECT_TRUE(same(have, want)) << "element " << i << ": " << have << ", expected " << want;
            }
          }
  }
  select_eval_block_isa(eval_block_isas().front());
}

}  // namespace
}  // namespace ladder::exec::cpu
