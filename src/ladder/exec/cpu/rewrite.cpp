// Rewrites the cpu lowerer applies to its own copy of a module before planning (cpu.cpp's
// compile). Each gives the same bits as the original program; each exists because it lets the
// planner fuse more or store less:
//
//  - Common subexpressions: ops of one kind, one attribute and the same operands compute the
//    same values; later copies are replaced by the first. Graph builders write such copies
//    freely (BatchNorm's x - mean once for the variance and again for the normalisation), and
//    each copy of a full-size elementwise value is another pass over memory, or another
//    tensor kept for the backward pass.
//  - A mask from a maximum's result. Autodiff writes ReLU's gradient as
//    select(x > 0, g, 0) beside the forward's maximum(x, 0); x > b is exactly
//    maximum(x, b) > b for every x and b (ties, signed zeros and NaN included), so the mask
//    reads the maximum's result. The backward then needs only the ReLU's output, and x (a
//    BatchNorm's output, say) has one use and is computed inside the ReLU's kernel instead of
//    being stored. The same holds for x < b and minimum(x, b).
//
// Dead ops left behind are removed, so that use counts seen by the planner are true.
#include "ladder/exec/cpu/rewrite.h"

#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "ladder/core/dtype.h"

namespace ladder::exec::cpu {

namespace {

using ir::OpKind;
using ir::Value;

// Ops the CSE may merge: pure, no regions (their bodies would have to be compared too), and
// not parameters.
bool mergeable(const ir::Node& n) {
  return n.regions.empty() && n.kind != OpKind::Parameter && n.kind != OpKind::Call &&
         !ir::op_is_collective(n.kind);  // collectives stay as written
}

struct NodeKey {
  const ir::Node* node;
};
struct NodeKeyHash {
  size_t operator()(const NodeKey& k) const {
    size_t h = static_cast<size_t>(k.node->kind);
    for (Value v : k.node->operands) h = h * 1000003u ^ ir::ValueHash{}(v);
    return h * 31 + k.node->results.size();
  }
};
struct NodeKeyEq {
  bool operator()(const NodeKey& a, const NodeKey& b) const {
    return a.node->kind == b.node->kind && a.node->operands == b.node->operands &&
           a.node->results == b.node->results && a.node->attr == b.node->attr;
  }
};

// True for a compare that maximum (GT) or minimum (LT) can answer: floats compared as floats,
// or integers; not the total order, where -0 < +0 and NaNs are ordered.
bool plain_compare(const ir::Node& cmp) {
  const auto& a = cmp.get<ir::CompareAttr>();
  if (a.type == ir::CompareType::TOTALORDER) return false;
  return a.direction == ir::CompareDirection::GT || a.direction == ir::CompareDirection::LT;
}

// `outer` gives the replacement of a value of an enclosing block (control flow's regions read
// those).
void rewrite_block(ir::Block& block, const std::function<Value(Value)>& outer) {
  std::unordered_map<Value, Value, ir::ValueHash> replaced;
  std::function<Value(Value)> current = [&](Value v) {
    auto it = replaced.find(v);
    return it == replaced.end() ? outer(v) : it->second;
  };
  std::unordered_set<NodeKey, NodeKeyHash, NodeKeyEq> seen;
  // maximum/minimum results by their operands (either order: both give the same values).
  std::unordered_map<Value, std::vector<const ir::Node*>, ir::ValueHash> extrema_of;
  for (auto& owned : block.nodes) {
    ir::Node& n = *owned;
    for (Value& v : n.operands) v = current(v);
    if (n.kind == OpKind::Compare && plain_compare(n)) {
      const OpKind wanted = n.get<ir::CompareAttr>().direction == ir::CompareDirection::GT ? OpKind::Maximum : OpKind::Minimum;
      const Value x = n.operands[0], b = n.operands[1];
      if (auto it = extrema_of.find(x); it != extrema_of.end())
        for (const ir::Node* m : it->second) {
          const bool same_pair = (m->operands[0] == x && m->operands[1] == b) || (m->operands[0] == b && m->operands[1] == x);
          if (m->kind == wanted && same_pair) {
            n.operands[0] = Value{const_cast<ir::Node*>(m), 0};
            break;
          }
        }
    }
    for (auto& region : n.regions) rewrite_block(*region, current);
    if (!mergeable(n)) continue;
    auto [it, fresh] = seen.insert(NodeKey{&n});
    if (!fresh) {
      for (int i = 0; i < n.num_results(); ++i) replaced[n.result(i)] = Value{const_cast<ir::Node*>(it->node), i};
      continue;
    }
    if (n.kind == OpKind::Maximum || n.kind == OpKind::Minimum)
      for (Value v : n.operands) extrema_of[v].push_back(&n);
  }
  for (Value& v : block.results) v = current(v);

  // Drop what nothing reads any more (parameters stay: their positions are the signature).
  std::unordered_set<const ir::Node*> live;
  for (Value v : block.results) live.insert(v.node);
  for (auto it = block.nodes.rbegin(); it != block.nodes.rend(); ++it)
    if (live.count(it->get()) || (*it)->kind == OpKind::Parameter) {
      for (Value v : (*it)->operands) live.insert(v.node);
      if (ir::op_regions_capture((*it)->kind))
        for (Value v : ir::captured_values(**it)) live.insert(v.node);
    }
  std::erase_if(block.nodes, [&](const std::unique_ptr<ir::Node>& n) {
    return n->kind != OpKind::Parameter && !live.count(n.get());
  });
}

}  // namespace

void rewrite_for_planning(ir::Module& module) {
  for (auto& f : module.functions) rewrite_block(f->body, [](Value v) { return v; });
}

}  // namespace ladder::exec::cpu
