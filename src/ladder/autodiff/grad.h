// Reverse-mode differentiation at graph-build time. grad() appends the backward pass to
// the block that holds `loss`, using only the public builders of ir/ops.h, so gradients are
// ordinary StableHLO that every lowerer runs. VJP rules live in one table (autodiff/vjp.cpp);
// a node with no rule fails naming its op. Kink conventions are in docs/GRADIENTS.md.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::autodiff {

// d loss / d wrt[i] for each i, as values in loss's block. `loss` must be a rank-0 float.
// Values in `wrt` that loss does not depend on get zeros of their type.
std::vector<ir::Value> grad(ir::Value loss, std::span<const ir::Value> wrt);

// The general form: given cotangents for several outputs, the cotangents of `wrt`. Outputs
// and wrt must lie in one block; each cotangent must have its output's type.
std::vector<ir::Value> vjp(std::span<const ir::Value> outputs,
                           std::span<const ir::Value> cotangents, std::span<const ir::Value> wrt);

// True when `kind` has a VJP rule (non-differentiable ops such as compare count as having
// a rule that yields no cotangent).
bool has_vjp_rule(ir::OpKind kind);

// How an op takes part in differentiation. `ladder certify` needs a passing adjoint case for
// every Differentiable and ZeroGradient op; the others it lists with their reason.
enum class VjpClass : uint8_t {
  Differentiable,  // its rule gives float operands cotangents
  ZeroGradient,    // piecewise constant in its float operands (floor, sign): cotangent 0
  Discrete,        // no float flows through it (constant, iota, compare, and/or/not)
  Unsupported,     // no rule (no op today): grad() through it fails naming the op
};
VjpClass vjp_class(ir::OpKind kind);
// Why an op is Discrete or Unsupported ("" for the others); printed in the certificate.
std::string_view vjp_exclusion_reason(ir::OpKind kind);

}  // namespace ladder::autodiff
