// The VJP rule table's interface to the reverse-mode driver (grad.cpp). Internal to autodiff/.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::autodiff {

// What a rule sees of one node: its operands x, its results y, and the cotangent g[i] of
// each result (a null Value where no cotangent reached result i); wanted[i] says whether
// the driver will ask for operand i's cotangent.
struct VjpArgs {
  const ir::Node& node;
  std::span<const ir::Value> x;
  std::span<const ir::Value> y;
  std::span<const ir::Value> g;
  const std::vector<bool>& wanted;
};

// Builds the cotangent contribution of one operand. Rules hand back one Partial per operand
// and the driver runs only those whose operand needs a cotangent (a float that depends on
// a `wrt` value), so no dead backward nodes are emitted. An empty Partial (or a missing
// one past the end) means "contributes nothing".
using Partial = std::function<ir::Value()>;

// The rule for `args.node`. Throws ladder::Error naming the op when it has no rule (or no
// rule for its attributes, e.g. a reduce whose body is not add/max/min).
std::vector<Partial> vjp_rule(const VjpArgs& args);

}  // namespace ladder::autodiff
