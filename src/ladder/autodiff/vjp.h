// The VJP rule table's interface to the reverse-mode driver (grad.cpp). Internal to autodiff/.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::autodiff {

// What a rule sees of one node: its operands x, its results y, the cotangent g[i] of each
// result (a null Value where no cotangent reached result i), and for control flow the outer
// values its regions read (ir::captured_values; empty for other ops). wanted[i] says whether
// the driver will ask for the cotangent of operand i (i < x.size()) or of captured value
// i - x.size().
struct VjpArgs {
  const ir::Node& node;
  std::span<const ir::Value> x;
  std::span<const ir::Value> y;
  std::span<const ir::Value> g;
  const std::vector<bool>& wanted;
  std::span<const ir::Value> captured = {};
};

// Builds the cotangent contribution of one operand (or captured value). Rules hand back one
// Partial per operand, then one per captured value, and the driver runs only those whose
// value needs a cotangent (a float that depends on a `wrt` value), so no dead backward nodes
// are emitted. An empty Partial (or a missing one past the end) means "contributes nothing".
using Partial = std::function<ir::Value()>;

// The rule for `args.node`. Throws ladder::Error naming the op when it has no rule (or no
// rule for its attributes, e.g. a reduce whose body is not add/max/min).
std::vector<Partial> vjp_rule(const VjpArgs& args);

}  // namespace ladder::autodiff
