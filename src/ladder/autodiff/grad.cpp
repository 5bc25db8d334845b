// Reverse mode over one Block: find the nodes that depend on `wrt`, then walk the block
// backwards from the outputs, asking each node's VJP rule (vjp.cpp) for the cotangents of
// the operands that need one and summing them per Value.
#include "ladder/autodiff/grad.h"

#include <unordered_map>
#include <unordered_set>

#include "ladder/autodiff/vjp.h"
#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder::autodiff {

namespace {

using ir::Node;
using ir::Value;
using ir::ValueHash;

// Cotangents collected so far, one per Value; each contribution is checked against the
// type of the value it belongs to before it is added; a mismatch names where it came from:
// "[dot_general] operand 1 got a cotangent of type ..." (a rule) or "[autodiff] output 0 ..."
// (a caller's cotangent).
class Cotangents {
 public:
  void add(Value target, Value contribution, std::string_view op, std::string_view what,
           size_t index) {
    LADDER_CHECK(contribution.type() == target.type(), "[", op, "] ", what, " ", index,
                 " got a cotangent of type ", type_string(contribution.type()),
                 " for a value of type ", type_string(target.type()));
    auto [it, fresh] = sums_.try_emplace(target, contribution);
    if (!fresh) it->second = ir::add(it->second, contribution);
  }
  Value get(Value v) const {
    auto it = sums_.find(v);
    return it == sums_.end() ? Value{} : it->second;
  }

 private:
  std::unordered_map<Value, Value, ValueHash> sums_;
};

Value zeros_of(Value v) {
  Value zero = ir::constant(*v.block(), 0, v.dtype());
  return v.rank() == 0 ? zero : ir::broadcast_in_dim(zero, v.shape(), {});
}

}  // namespace

std::vector<Value> vjp(std::span<const Value> outputs, std::span<const Value> cotangents,
                       std::span<const Value> wrt) {
  LADDER_CHECK(!outputs.empty(), "[autodiff] vjp needs at least one output");
  LADDER_CHECK(outputs.size() == cotangents.size(), "[autodiff] vjp got ", outputs.size(),
               " outputs but ", cotangents.size(), " cotangents");
  for (size_t i = 0; i < outputs.size(); ++i) {
    LADDER_CHECK(outputs[i] && cotangents[i], "[autodiff] output ", i, " or its cotangent is null");
    LADDER_CHECK(is_float(outputs[i].dtype()), "[autodiff] output ", i, " is ",
                 type_string(outputs[i].type()), ": only float values have cotangents");
  }
  ir::Block& block = *outputs[0].block();
  for (Value v : outputs)
    LADDER_CHECK(v.block() == &block, "[autodiff] outputs lie in different blocks");
  for (Value v : wrt)
    LADDER_CHECK(v && v.block() == &block, "[autodiff] a wrt value is not in the outputs' block");

  // Forward: the nodes whose results depend on some wrt value.
  std::unordered_set<Value, ValueHash> sources(wrt.begin(), wrt.end());
  std::unordered_set<const Node*> active;
  std::unordered_map<const Node*, std::vector<Value>> captured;  // what control flow's regions read
  auto depends = [&](Value v) { return sources.count(v) || active.count(v.node); };
  for (const auto& node : block.nodes) {
    std::vector<Value> reads = node->operands;  // control flow also reads what it captures
    if (ir::op_regions_capture(node->kind)) {
      const std::vector<Value>& c = captured[node.get()] = ir::captured_values(*node);
      reads.insert(reads.end(), c.begin(), c.end());
    }
    for (Value operand : reads)
      if (depends(operand)) {
        active.insert(node.get());
        break;
      }
  }

  Cotangents cts;
  for (size_t i = 0; i < outputs.size(); ++i)
    cts.add(outputs[i], cotangents[i], "autodiff", "output", i);

  // Backward, from the last output down. Rules append to the block; indices below `last`
  // stay valid.
  int64_t last = 0;
  for (int64_t i = 0; i < static_cast<int64_t>(block.nodes.size()); ++i)
    for (Value v : outputs)
      if (v.node == block.nodes[i].get()) last = std::max(last, i);
  for (int64_t i = last; i >= 0; --i) {
    Node* node = block.nodes[i].get();
    if (!active.count(node)) continue;
    std::vector<Value> g;
    bool reached = false;
    for (int r = 0; r < node->num_results(); ++r) {
      g.push_back(cts.get(node->result(r)));
      reached = reached || g.back();
    }
    if (!reached) continue;
    std::vector<Value> results;
    for (int r = 0; r < node->num_results(); ++r) results.push_back(node->result(r));
    static const std::vector<Value> kNone;
    const auto found = captured.find(node);  // control flow only
    const std::vector<Value>& reads = found == captured.end() ? kNone : found->second;
    std::vector<bool> wanted;
    for (Value operand : node->operands)
      wanted.push_back(is_float(operand.dtype()) && depends(operand));
    for (Value c : reads) wanted.push_back(is_float(c.dtype()) && depends(c));
    VjpArgs args{*node, node->operands, results, g, wanted, reads};
    std::vector<Partial> partials = vjp_rule(args);
    const size_t num_operands = node->operands.size();
    for (size_t j = 0; j < wanted.size(); ++j) {
      if (!wanted[j] || j >= partials.size() || !partials[j]) continue;
      if (j < num_operands)
        cts.add(node->operands[j], partials[j](), ir::op_short_name(node->kind), "operand", j);
      else
        cts.add(reads[j - num_operands], partials[j](), ir::op_short_name(node->kind),
                "captured value", j - num_operands);
    }
  }

  std::vector<Value> out;
  for (Value v : wrt) {
    Value ct = cts.get(v);
    out.push_back(ct ? ct : zeros_of(v));
  }
  return out;
}

std::vector<Value> grad(Value loss, std::span<const Value> wrt) {
  LADDER_CHECK(loss && loss.rank() == 0 && is_float(loss.dtype()),
               "[autodiff] grad needs a rank-0 float loss, got ",
               loss ? type_string(loss.type()) : "a null value");
  Value one = ir::constant(*loss.block(), 1, loss.dtype());
  return vjp({&loss, 1}, {&one, 1}, wrt);
}

}  // namespace ladder::autodiff
