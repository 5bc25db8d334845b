// The numerical certificate of the VJP rules, behind `ladder certify` (docs/GRADIENTS.md).
//
// Adjoint test: for an op f with Jacobian J at a random point x, random directions u (for
// the inputs) and v (for the outputs) must satisfy <J·u, v> = <u, Jᵀ·v>. Jᵀ·v comes from the
// rule (autodiff::vjp); J·u from central differences with one Richardson step, whose error
// is O(h⁴), so in float64 the two agree to ~1e-12 when the rule is right. Points are drawn
// away from kinks; the kinks are checked separately, exactly, against their stated
// conventions. Coverage is driven from the op list: an op that autodiff classes as
// differentiable (or zero-gradient) and has no adjoint case is reported MISSING.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/rng.h"
#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::autodiff {

// An adjoint case passes when its relative error is at most this.
inline constexpr double kAdjointTolerance = 1e-8;

// Where an input's values are drawn, so that no point lies within the finite-difference
// step of a kink or outside the op's domain.
enum class Domain {
  Any,           // [-1.5, 1.5]
  Small,         // [-1, 1]: away from tan's poles at ±pi/2
  Positive,      // [0.5, 2]
  AwayFromZero,  // ±[0.3, 1.5]
  Fractional,    // k + [0.1, 0.9]: away from floor's steps
  NearInteger,   // k + [-0.4, 0.4]: away from rounding's steps at half-integers
  NearUnit,      // ±[0.98, 1.02]: a Fractional a divided by it stays away from integers
  Distinct,      // all Distinct inputs of a case together hold values at least 0.006 apart:
                 // no ties for max/min/clamp/pooling
};

// One float64 input of a case.
struct CaseInput {
  Shape shape;
  Domain domain = Domain::Any;
};

// Builds a case's outputs from its inputs in a block (it may add callees to the block's module).
using CaseBuild = std::function<std::vector<ir::Value>(ir::Block&, std::span<const ir::Value>)>;

// A small graph around one op, whose rule the adjoint test checks.
struct AdjointCase {
  std::string name;  // "<op>/<what the case exercises>"
  ir::OpKind op;
  std::vector<CaseInput> inputs;
  CaseBuild build;
};

// Every adjoint case: several per differentiable op, one per attribute path its rule has.
std::vector<AdjointCase> adjoint_cases();

// A random point for `inputs`, each in its domain.
std::vector<Tensor> draw_inputs(std::span<const CaseInput> inputs, Rng& rng);

// One line of the certificate: an adjoint case, a kink, or an op without a case.
struct CertificateRow {
  std::string rule;  // the case's name, or "-" for an op's own row
  std::string op;    // the op's short name
  int points = 0;
  double error = 0;  // the largest error over the points; NaN when the check did not run
  double tolerance = 0;
  std::string status;  // "pass", "FAIL...", "MISSING: ...", "excluded: why"
  bool ok() const;     // pass or excluded
};

struct Certificate {
  uint64_t seed = 0;
  int points = 0;
  std::vector<CertificateRow> rows;  // adjoint cases, then kinks, then one row per op not covered
  int needed = 0;                    // ops classed Differentiable or ZeroGradient
  int covered = 0;                   // those with at least one adjoint case
  int failed = 0;                    // rows that are not ok()
};

// Runs every adjoint case at `points` random points drawn from `seed`, and every kink, on
// the reference lowerer. Throws ladder::Error when points < 1.
Certificate certify(uint64_t seed, int points);

}  // namespace ladder::autodiff
