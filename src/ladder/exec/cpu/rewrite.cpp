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
//  - A round trip through a wider float type: convert(convert(x, f32), bf16) is x for x of
//    bf16 (every bf16 is an f32, and rounding an exact value changes nothing; NaN stays NaN).
//    Mixed-precision VJPs write it where a bf16 cotangent meets an f32 accumulation and goes
//    back to bf16: each is a pass over an activation-sized tensor.
//  - bf16 ops run in f32 where that is exact (widen_bf16_ops below).
//  - A bf16 contraction accumulating into f32 and then rounded to bf16 stores bf16 directly
//    (round_contractions_on_store below): oneDNN's bf16 kernels round their f32 sums so; a
//    forward convolution whose f32 result gets a bias and is then rounded takes the bias too.
//
// Dead ops left behind are removed, so that use counts seen by the planner are true.
#include "ladder/exec/cpu/rewrite.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "ladder/core/dtype.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

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

// Whether every value of float type `from` is exactly a value of `to`.
bool widens_exactly(DType from, DType to) {
  const bool half = from == DType::bf16 || from == DType::f16;
  return (half && (to == DType::f32 || to == DType::f64)) || (from == DType::f32 && to == DType::f64);
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
    if (n.kind == OpKind::Convert && n.operands[0].node->kind == OpKind::Convert) {
      const Value inner = n.operands[0].node->operands[0];
      if (inner.dtype() == n.results[0].dtype && widens_exactly(inner.dtype(), n.operands[0].dtype())) {
        replaced[n.result()] = inner;
        continue;
      }
    }
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

// bf16 ops whose f32 form gives the same values, run in f32 (the cpu lowerer's fast kernels
// for them take f32; its generic ones took 97 % of a bf16 mnist-cnn step):
//  - convolutions of bf16 operands accumulating into f32 (mixed-precision steps), where oneDNN
//    has no bf16 convolution for this CPU (without AVX512-BF16): every bf16 value is exactly
//    an f32, and the accumulation is f32's either way;
//  - reduce_window with a max or min body (max pooling): the maximum of bf16 values is one of
//    them, so rounding the f32 result back to bf16 is exact (2x2/s2 pools of NCHW tensors, and
//    their backward below, have kernels of their own that read and write bf16 instead);
//  - select_and_scatter with a comparison as select and add as scatter over windows that do
//    not overlap (the 2x2/s2 max-pool backward): each result element receives at most one
//    source value, added to the init, so one rounding at the end is the per-add rounding.
// Each operand is converted once however many ops read it (an activation is read by the
// forward convolution and the weight gradient); results that were bf16 are converted back.
bool runs_exactly_in_f32(const ir::Node& n) {
  const auto bf16_in = [&] {
    return std::all_of(n.operands.begin(), n.operands.end(), [](Value v) { return v.dtype() == DType::bf16; });
  };
  if (n.kind == OpKind::Convolution) return n.results[0].dtype == DType::f32 && bf16_in() && !onednn_bf16_convolutions();
  if (bf16_max_pool_2x2(n) || bf16_max_pool_backward_2x2(n)) return false;  // they have bf16 kernels
  if (n.kind == OpKind::ReduceWindow) {
    const Code body = simple_region_op(*n.regions[0]);
    return n.operands.size() == 2 && bf16_in() && (body == Code::Maximum || body == Code::Minimum);
  }
  if (n.kind != OpKind::SelectAndScatter) return false;
  const auto& a = n.get<ir::SelectAndScatterAttr>();
  for (size_t d = 0; d < a.window_dimensions.size(); ++d)
    if ((a.window_strides.empty() ? 1 : a.window_strides[d]) < a.window_dimensions[d]) return false;
  const ir::Block& select = *n.regions[0];
  const bool compares = select.results.size() == 1 && select.results[0].node->kind == OpKind::Compare;
  return bf16_in() && compares && simple_region_op(*n.regions[1]) == Code::Add;
}

// The element types of a region's values: bf16 ones become f32.
void retype_to_f32(ir::Block& region) {
  for (auto& node : region.nodes)
    for (auto& r : node->results)
      if (r.dtype == DType::bf16) r.dtype = DType::f32;
}

void replace_uses(ir::Block& block, const std::unordered_map<Value, Value, ir::ValueHash>& map, size_t from) {
  auto swap = [&](Value& v) {
    if (auto it = map.find(v); it != map.end()) v = it->second;
  };
  for (size_t i = from; i < block.nodes.size(); ++i) {
    for (Value& v : block.nodes[i]->operands) swap(v);
    for (auto& region : block.nodes[i]->regions) replace_uses(*region, map, 0);
  }
  for (Value& v : block.results) swap(v);
}

void widen_bf16_ops(ir::Block& block) {
  std::vector<std::unique_ptr<ir::Node>> nodes;
  std::unordered_map<Value, Value, ir::ValueHash> widened;  // bf16 value -> its f32 copy
  std::unordered_map<Value, Value, ir::ValueHash> narrowed;  // a widened op's result -> its bf16 copy
  auto take_appended = [&] {
    ir::Node* n = block.nodes.back().get();
    nodes.push_back(std::move(block.nodes.back()));
    block.nodes.pop_back();
    return n;
  };
  const size_t count = block.nodes.size();
  for (size_t i = 0; i < count; ++i) {
    ir::Node& n = *block.nodes[i];
    for (Value& v : n.operands)
      if (auto it = narrowed.find(v); it != narrowed.end()) v = it->second;
    for (auto& region : n.regions) {
      replace_uses(*region, narrowed, 0);
      widen_bf16_ops(*region);
    }
    if (!runs_exactly_in_f32(n)) {
      nodes.push_back(std::move(block.nodes[i]));
      continue;
    }
    for (Value& v : n.operands) {
      auto it = widened.find(v);
      if (it == widened.end()) {
        block.append(OpKind::Convert, {v}, {TensorType{DType::f32, v.shape()}});
        it = widened.emplace(v, take_appended()->result()).first;
      }
      v = it->second;
    }
    const bool narrow_result = n.results[0].dtype == DType::bf16;
    for (auto& region : n.regions) retype_to_f32(*region);
    n.results[0].dtype = DType::f32;
    nodes.push_back(std::move(block.nodes[i]));
    if (narrow_result) {
      block.append(OpKind::Convert, {n.result()}, {TensorType{DType::bf16, n.results[0].shape}});
      narrowed.emplace(n.result(), take_appended()->result());
    }
  }
  block.nodes = std::move(nodes);
  for (Value& v : block.results)
    if (auto it = narrowed.find(v); it != narrowed.end()) v = it->second;
}

// The bias vector `add` adds to convolution `c` over c's output features, when `add` is
// c + broadcast(b) (either order) with b an f32 vector along that dim.
std::optional<Value> feature_bias(const ir::Node& add, const ir::Node& c) {
  if (add.kind != OpKind::Add || add.results[0].dtype != DType::f32) return std::nullopt;
  const int64_t feature = c.get<ir::ConvolutionAttr>().dn.output_feature;
  for (int k = 0; k < 2; ++k) {
    const ir::Node& b = *add.operands[1 - k].node;
    if (add.operands[k].node != &c || b.kind != OpKind::BroadcastInDim) continue;
    const Value v = b.operands[0];
    if (v.dtype() == DType::f32 && v.rank() == 1 && b.get<ir::BroadcastInDimAttr>().dims == std::vector<int64_t>{feature})
      return v;
  }
  return std::nullopt;
}

// A contraction of bf16 operands accumulating into f32 whose one use rounds it to bf16
// (mixed precision's backward: each cotangent and weight gradient is rounded once) becomes the
// contraction into bf16, where oneDNN has bf16 kernels for this CPU: they accumulate in f32
// and round once on store, as the convert does, so the f32 tensor is never written and read
// back. A forward convolution whose one use adds a bias over its output features before the
// rounding (the forward's layers) takes the bias as a third operand: oneDNN adds it to the f32
// sums before it rounds them, so the values are the same, and no f32 activation-sized tensor
// is stored and read back (make_onednn_convolution; the generic kernel adds it too).
void round_contractions_on_store(ir::Block& block) {
  std::unordered_map<const ir::Node*, int> uses;
  for (const auto& n : block.nodes) {
    for (Value v : n->operands) ++uses[v.node];
    if (ir::op_regions_capture(n->kind))
      for (Value v : ir::captured_values(*n)) uses[v.node] += 2;  // read from a region: keep it
  }
  for (Value v : block.results) uses[v.node] += 2;
  std::unordered_map<Value, Value, ir::ValueHash> replaced;
  std::unordered_set<const ir::Node*> folded;  // bias adds a convolution now makes
  std::unordered_map<const ir::Node*, size_t> position;  // a bias must be there before its convolution
  for (size_t i = 0; i < block.nodes.size(); ++i) position[block.nodes[i].get()] = i;
  for (auto& owned : block.nodes) {
    ir::Node& n = *owned;
    for (Value& v : n.operands)
      if (auto it = replaced.find(v); it != replaced.end()) v = it->second;
    if (n.kind != OpKind::Convert || n.results[0].dtype != DType::bf16) continue;
    ir::Node* c = n.operands[0].node;
    std::optional<Value> bias;
    if (c->kind == OpKind::Add && uses[c] == 1) {  // convert(c + broadcast(bias))
      ir::Node* add = c;
      for (const Value& v : add->operands)
        if (v.node->kind == OpKind::Convolution && (bias = feature_bias(*add, *v.node))) c = v.node;
      if (!bias || !onednn_forward_convolution(*c) || position[bias->node] > position[c]) continue;
    }
    const bool contraction = c->kind == OpKind::DotGeneral || c->kind == OpKind::Convolution;
    if (!contraction || c->results[0].dtype != DType::f32 || uses[c] != 1 || c->operands.size() != 2) continue;
    if (c->operands[0].dtype() != DType::bf16 || c->operands[1].dtype() != DType::bf16) continue;
    if (bias) {
      c->operands.push_back(*bias);
      folded.insert(n.operands[0].node);  // the add
    }
    c->results[0].dtype = DType::bf16;
    replaced[n.result()] = c->result();
  }
  for (Value& v : block.results)
    if (auto it = replaced.find(v); it != replaced.end()) v = it->second;
  std::erase_if(block.nodes, [&](const std::unique_ptr<ir::Node>& n) {
    return replaced.count(n->result()) > 0 || folded.count(n.get()) > 0;
  });
}

}  // namespace

void rewrite_for_planning(ir::Module& module) {
  for (auto& f : module.functions) {
    widen_bf16_ops(f->body);
    rewrite_block(f->body, [](Value v) { return v; });
    if (onednn_bf16_convolutions()) round_contractions_on_store(f->body);
  }
}

}  // namespace ladder::exec::cpu
