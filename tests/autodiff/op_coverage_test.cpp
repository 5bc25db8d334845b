// Every op of ir/ops.def is covered end to end: it has an example graph (the certificate's
// adjoint cases, or below for ops no float flows through), that graph survives
// print -> parse -> print unchanged, it runs on the reference and the cpu lowerer with results
// that agree, and a differentiable op's VJP rule passes its certificate. Adding an op without
// one of these fails here, naming the op and what it lacks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "ladder/autodiff/certify.h"
#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::autodiff {
namespace {

using namespace ladder::ir;

// Ops that need no example, with the reason.
const std::map<OpKind, std::string> kExempt = {
    {OpKind::Parameter, "a block argument, never printed or run as an op"},
};

// Examples for the ops the certificate has no adjoint case for (VjpClass Discrete), and of
// control flow steered by the data.
std::vector<AdjointCase> discrete_examples() {
  using D = Domain;
  auto one = [](Value v) { return std::vector<Value>{v}; };
  return {
      {"constant/dense", OpKind::Constant, {},
       [=](Block& b, std::span<const Value>) {
         return one(constant(b, Tensor::from_doubles(DType::f64, {2, 2}, std::vector<double>{1, -2, 0.5, 3})));
       }},
      {"iota/dim-1", OpKind::Iota, {},
       [=](Block& b, std::span<const Value>) { return one(iota(b, {DType::f64, {3, 4}}, 1)); }},
      {"compare/lt", OpKind::Compare, {{{2, 3}, D::Distinct}, {{2, 3}, D::Distinct}},
       [=](Block&, std::span<const Value> x) { return one(compare(x[0], x[1], CompareDirection::LT)); }},
      {"is_finite/log-of-any", OpKind::IsFinite, {{{2, 4}}},
       [=](Block&, std::span<const Value> x) {
         // log of the negative draws is NaN, of zero -inf; divided by zero, +-inf.
         Value logs = log(x[0]);
         return one(logical_and(unary(OpKind::IsFinite, logs), unary(OpKind::IsFinite, divide(x[0], logs))));
       }},
      {"bitcast_convert/f64-to-i64-i16-and-back", OpKind::BitcastConvert, {{{2, 3}}},
       [=](Block&, std::span<const Value> x) {
         Value halves = bitcast_convert(x[0], DType::i16);  // [2, 3, 4]
         return std::vector<Value>{bitcast_convert(x[0], DType::i64), bitcast_convert(halves, DType::f64)};
       }},
      // complex values run on both lowerers; autodiff (real) does not take them, so the example
      // returns real results: the parts of c * c and |c|.
      {"complex/square-parts-and-abs", OpKind::Complex, {{{2, 3}}, {{2, 3}}},
       [=](Block&, std::span<const Value> x) {
         Value c = binary(OpKind::Complex, x[0], x[1]);
         Value square = multiply(c, c);
         return std::vector<Value>{unary(OpKind::Real, square), unary(OpKind::Imag, square), abs(c)};
       }},
      {"replica_id/one-replica", OpKind::ReplicaId, {},
       [=](Block& b, std::span<const Value>) { return one(replica_id(b)); }},
      {"partition_id/one-partition", OpKind::PartitionId, {},
       [=](Block& b, std::span<const Value>) { return one(partition_id(b)); }},
      // XLA's bits (RngXla in tests/exec/pjrt/pjrt_test.cpp holds them to XLA): threefry into an odd
      // ui32 shape, then philox on a 3-word state into ui64 and i16.
      {"rng_bit_generator/threefry-then-philox", OpKind::RngBitGenerator, {},
       [=](Block& b, std::span<const Value>) {
         Value state = constant(b, Tensor::from_doubles(DType::ui64, {2}, std::vector<double>{42, 7}));
         auto [s1, bits32] = rng_bit_generator(state, RngAlgorithm::THREEFRY, {DType::ui32, {3, 5}});
         Value wide = constant(b, Tensor::from_doubles(DType::ui64, {3}, std::vector<double>{5, 1e15, 3}));
         auto [s2, bits64] = rng_bit_generator(wide, RngAlgorithm::PHILOX, {DType::ui64, {7}});
         auto [s3, bits16] = rng_bit_generator(s2, RngAlgorithm::DEFAULT, {DType::i16, {2, 3}});
         return std::vector<Value>{s1, bits32, bits64, s3, bits16};
       }},
      // Control flow steered by the data, which run as well (certify.cpp's adjoint cases
      // steer it by constants, as its VJP rules need).
      {"while/five-steps", OpKind::While, {CaseInput{Shape{3}}},
       [=](Block& b, std::span<const Value> x) {
         const Value start[] = {constant(b, 0, DType::i64), x[0]};
         return one(while_loop(
             start,
             [](Block& r, std::span<const Value> c) {
               return std::vector<Value>{compare(c[0], constant(r, 5, DType::i64), CompareDirection::LT)};
             },
             [](Block& r, std::span<const Value> c) {
               return std::vector<Value>{add(c[0], constant(r, 1, DType::i64)),
                                         multiply(c[1], constant(r, 1.5, DType::f64, {3}))};
             })[1]);
       }},
      {"if/captured-or-constant", OpKind::If, {CaseInput{Shape{}}},
       [=](Block& b, std::span<const Value> x) {
         Value x0 = x[0];
         return if_then_else(
             compare(x0, constant(b, 0, DType::f64), CompareDirection::GT),
             [=](Block&, std::span<const Value>) { return std::vector<Value>{x0}; },
             [](Block& r, std::span<const Value>) { return std::vector<Value>{constant(r, 2, DType::f64)}; });
       }},
      {"case/index-out-of-range-runs-the-last", OpKind::Case, {CaseInput{Shape{}}},
       [=](Block& b, std::span<const Value> x) {
         Value x0 = x[0];
         auto yield = [](double v) {
           return BodyBuilder([v](Block& r, std::span<const Value>) {
             return std::vector<Value>{constant(r, v, DType::f64)};
           });
         };
         const BodyBuilder branches[] = {yield(10), yield(20),
                                         [=](Block&, std::span<const Value>) { return std::vector<Value>{x0}; }};
         return case_of(convert(multiply(x0, constant(b, 4, DType::f64)), DType::i32), branches);
       }},
  };
}

// Every unary and binary op of ops.def that no float flows through (not, and, or, xor, ...),
// from its columns: on i1 (the operands' signs) and on i32 (the operands scaled and truncated).
std::vector<AdjointCase> bitwise_examples() {
  std::vector<AdjointCase> out;
  for (int k = 0; k < kNumOps; ++k) {
    const auto op = static_cast<OpKind>(k);
    const bool unary = op_class(op) == OpClass::Unary, binary = op_class(op) == OpClass::Binary;
    if (op_grad(op) != OpGrad::Discrete || op_result(op) != OpResult::Same || !(unary || binary)) continue;
    for (DType t : {DType::i1, DType::i32}) {
      if (!op_accepts(op, t)) continue;
      std::vector<CaseInput> inputs(unary ? 1 : 2, CaseInput{{6}});
      out.push_back({cat(op_short_name(op), "/", dtype_name(t)), op, inputs,
                     [op, t, unary](Block& b, std::span<const Value> x) {
                       auto operand = [&](Value v) {
                         if (t == DType::i1) return compare(v, constant(b, 0, DType::f64, {6}), CompareDirection::GT);
                         return convert(multiply(v, constant(b, 1000, DType::f64, {6})), DType::i32);
                       };
                       return std::vector<Value>{unary ? ir::unary(op, operand(x[0]))
                                                       : ir::binary(op, operand(x[0]), operand(x[1]))};
                     }});
    }
  }
  return out;
}

Module example_module(const AdjointCase& c) {
  Module module;
  Function* f = module.add_function("main");
  std::vector<Value> params;
  for (const CaseInput& in : c.inputs) params.push_back(f->body.add_parameter({DType::f64, in.shape}));
  f->body.results = c.build(f->body, params);
  verify(module);
  return module;
}

// "" when the two lowerers' outputs agree, else where they differ. The rule is
// conformance_differential_test's: integers and i1 exactly, non-finite values by kind, floats
// relative to the larger magnitude, floored at 1e-3 of the output's rms, within 1e-12 for f64
// (every example computes in f64).
std::string disagreement(const std::vector<Tensor>& a, const std::vector<Tensor>& b) {
  if (a.size() != b.size()) return cat(a.size(), " outputs vs ", b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].type() != b[i].type()) return cat("output ", i, ": types differ");
    if (!is_float(a[i].dtype())) {
      for (int64_t k = 0; k < a[i].num_elements(); ++k)
        if (a[i].get_int(k) != b[i].get_int(k))
          return cat("output ", i, "[", k, "]: ", a[i].get_int(k), " vs ", b[i].get_int(k));
      continue;
    }
    if (a[i].dtype() != DType::f64) return cat("output ", i, ": expected f64, got ", dtype_name(a[i].dtype()));
    double sum_squares = 0;
    int64_t finite = 0;
    for (int64_t k = 0; k < a[i].num_elements(); ++k)
      if (std::isfinite(a[i].get(k))) sum_squares += a[i].get(k) * a[i].get(k), ++finite;
    const double floor = 1e-3 * std::sqrt(sum_squares / double(std::max<int64_t>(finite, 1)));
    for (int64_t k = 0; k < a[i].num_elements(); ++k) {
      const double u = a[i].get(k), v = b[i].get(k);
      const bool same = std::isfinite(u) && std::isfinite(v)
                            ? std::abs(u - v) <= 1e-12 * std::max({std::abs(u), std::abs(v), floor})
                            : (std::isnan(u) && std::isnan(v)) || u == v;
      if (!same) return cat("output ", i, "[", k, "]: ", u, " vs ", v);
    }
  }
  return "";
}

TEST(OpCoverage, EveryOpHasAnExampleThatRoundTripsRunsAlikeOnReferenceAndCpuAndIsCertified) {
  const std::vector<std::string> names = exec::lowerer_names();
  if (std::find(names.begin(), names.end(), "cpu") == names.end())
    GTEST_SKIP() << "this build has no cpu lowerer (LADDER_CPU_KERNELS=OFF)";
  auto reference = exec::make_lowerer("reference"), cpu = exec::make_lowerer("cpu");

  std::map<OpKind, std::vector<AdjointCase>> examples;
  for (AdjointCase& c : adjoint_cases()) examples[c.op].push_back(std::move(c));
  for (AdjointCase& c : discrete_examples()) examples[c.op].push_back(std::move(c));
  for (AdjointCase& c : bitwise_examples()) examples[c.op].push_back(std::move(c));

  // op short name -> (rows passed, rows failed) of the certificate.
  std::map<std::string, std::pair<int, int>> certified;
  for (const CertificateRow& row : certify(1, 3).rows) {
    if (row.rule == "-") continue;
    auto& [passed, failed] = certified[row.op];
    (row.status == "pass" ? passed : failed) += 1;
  }

  Rng rng(7);
  size_t agreed = 0;  // examples run on both lowerers with results that agree
  for (int k = 0; k < kNumOps; ++k) {
    const auto op = static_cast<OpKind>(k);
    const std::string name(op_name(op));
    if (kExempt.contains(op)) continue;
    if (!examples.contains(op)) {
      ADD_FAILURE() << name << ": no example (add an adjoint case to autodiff/certify.cpp, or, for "
                    << "an op no float flows through, one to discrete_examples in this test)";
      continue;
    }
    for (const AdjointCase& c : examples[op]) {
      SCOPED_TRACE(cat(name, " (example ", c.name, ")"));
      try {
        const std::string text = stablehlo::print(example_module(c));
        const Module parsed = stablehlo::parse(text, c.name);
        EXPECT_EQ(stablehlo::print(parsed), text) << name << ": print -> parse -> print changes the module";

        const std::vector<Tensor> inputs = draw_inputs(c.inputs, rng);
        const Function& main = *parsed.find("main");
        std::vector<Tensor> want, got;
        try {
          want = reference->compile(parsed, main)->run(inputs);
        } catch (const Error& e) {
          ADD_FAILURE() << name << ": the reference lowerer cannot run it: " << e.what();
          continue;
        }
        try {
          got = cpu->compile(parsed, main)->run(inputs);
        } catch (const Error& e) {
          ADD_FAILURE() << name << ": the cpu lowerer cannot run it: " << e.what();
          continue;
        }
        const std::string differs = disagreement(want, got);
        EXPECT_EQ(differs, "") << name << ": the cpu lowerer disagrees with the reference";
        agreed += differs.empty();
      } catch (const Error& e) {
        ADD_FAILURE() << name << ": " << e.what();
      }
    }

    const VjpClass cls = vjp_class(op);
    if (cls == VjpClass::Differentiable || cls == VjpClass::ZeroGradient) {
      const auto [passed, failed] = certified[std::string(op_short_name(op))];
      EXPECT_GT(passed, 0) << name << ": differentiable, but no adjoint case passes its certificate";
      EXPECT_EQ(failed, 0) << name << ": " << failed << " certificate row(s) fail (ladder certify lists them)";
    } else if (cls == VjpClass::Unsupported) {
      ADD_FAILURE() << name << ": has no VJP rule (" << vjp_exclusion_reason(op) << ")";
    }
  }
  EXPECT_GE(agreed, size_t(kNumOps) - kExempt.size());
}

}  // namespace
}  // namespace ladder::autodiff
