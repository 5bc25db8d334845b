// The cpu lowerer's compiler and runner. compile() rewrites its own copy of the module
// (rewrite.h: the same results, fewer passes over memory), then turns the function into a Plan:
//   1. steps: the function's ops in program order, calls inlined, dead ops dropped, reshapes
//      (and single-replica all_reduce) turned into aliases, chains of elementwise ops fused;
//   2. layouts: an intermediate tensor that a convolution wants in oneDNN's channel-blocked
//      layout stays blocked when every kernel reading or writing it takes that layout
//      (elementwise, reductions, 2x2 pooling), so no reorder runs between those kernels;
//   3. storage: every tensor a step writes gets an offset in one arena, assigned by liveness
//      (a buffer is reused once its last reader has run; an elementwise step may write over an
//      operand it is the last reader of); function results are written straight into the
//      output tensors; donated inputs may become outputs in place.
// execute() binds the pointers and runs the steps.
#include "ladder/exec/cpu/cpu.h"

#include <dnnl.hpp>
#include <sched.h>
#include <sys/mman.h>

#include <algorithm>
#include <iterator>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "ladder/core/element.h"
#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"
#include "ladder/exec/cpu/rewrite.h"

namespace ladder::exec {

namespace {

using cpu::Blocked;
using cpu::Io;
using cpu::Kernel;
using ir::OpKind;

constexpr int64_t kAlign = 64;
int64_t align_up(int64_t n) { return (n + kAlign - 1) / kAlign * kAlign; }

enum class Storage : uint8_t { Unassigned, Input, Constant, Arena, Output };

struct Step {
  std::unique_ptr<Kernel> kernel;
  std::vector<int> reads, writes;
};

struct Plan {
  std::vector<TensorType> types;  // per slot
  std::vector<int> root;          // per slot: the slot whose memory it shares (itself if none)
  std::vector<Storage> storage;   // per root slot
  std::vector<int64_t> place;     // per root slot: input index, constant index, arena offset, output index
  std::vector<Tensor> constants;
  std::vector<Step> steps;
  std::vector<TensorType> input_types, output_types;
  std::vector<int> output_slots;
  std::vector<std::vector<int>> donatable;  // per output: inputs whose memory it may take over
  int64_t arena_bytes = 0;
  int blocked_tensors = 0;  // intermediates kept in a convolution's blocked layout
  int64_t shared_scratch_bytes = 0;  // the scratchpad every oneDNN primitive of the plan shares
};

// ---- building the steps -------------------------------------------------------------------

// The most reductions one fused reduce kernel computes in a pass.
constexpr size_t kMaxFusedReduceResults = 8;
// The most cheap ops a value with several users is computed from again in each of them
// instead of being stored (see cheap_from_memory in emit_block).
constexpr size_t kMaxRepeatedOps = 8;

// Elementwise ops cheaper to compute again in each consumer than to store and reload.
// Any other op is computed once and stored: dearer than a reload (transcendentals, divide,
// power), not judged cheap (floor, sign), or not elementwise.
bool cheap_to_repeat(OpKind k) {
  constexpr OpKind kCheap[] = {OpKind::Add, OpKind::Subtract, OpKind::Multiply, OpKind::Maximum, OpKind::Minimum,
                               OpKind::Negate, OpKind::Abs, OpKind::Compare, OpKind::Select, OpKind::Clamp,
                               OpKind::Convert, OpKind::And, OpKind::Or, OpKind::Not};
  return std::find(std::begin(kCheap), std::end(kCheap), k) != std::end(kCheap);
}

// dot_general(b, a) standing in for `transpose` of dot_general(a, b), when the permutation
// keeps the batch dims and swaps the lhs-free block with the rhs-free block.
std::optional<ir::Node> swap_dot(const ir::Node& dot, const ir::Node& transpose) {
  const auto& a = dot.get<ir::DotGeneralAttr>();
  const int64_t nb = static_cast<int64_t>(a.lhs_batch.size());
  const int64_t nl = dot.operands[0].rank() - nb - static_cast<int64_t>(a.lhs_contracting.size());
  const int64_t nr = dot.operands[1].rank() - nb - static_cast<int64_t>(a.rhs_contracting.size());
  std::vector<int64_t> perm;
  for (int64_t i = 0; i < nb; ++i) perm.push_back(i);
  for (int64_t i = 0; i < nr; ++i) perm.push_back(nb + nl + i);
  for (int64_t i = 0; i < nl; ++i) perm.push_back(nb + i);
  if (perm != transpose.get<ir::TransposeAttr>().permutation) return std::nullopt;
  ir::Node swapped;
  swapped.kind = OpKind::DotGeneral;
  swapped.operands = {dot.operands[1], dot.operands[0]};
  swapped.results = transpose.results;
  swapped.attr = ir::DotGeneralAttr{a.rhs_batch, a.lhs_batch, a.rhs_contracting, a.lhs_contracting};
  return swapped;
}

// all_reduce over several replicas: each operand copied to its result (unless the plan put
// both in one place) and reduced there, in place, on the replica's communicator.
class AllReduceKernel final : public Kernel {
 public:
  AllReduceKernel(std::shared_ptr<Communicator> comm, ReduceOp op, std::vector<int64_t> group, Io io)
      : comm_(std::move(comm)), op_(op), group_(std::move(group)), io_(std::move(io)) {}
  void run(void* const* slots) const override {
    for (size_t k = 0; k < io_.in.size(); ++k) {
      const TensorType& t = io_.out_types[k];
      void* out = slots[io_.out[k]];
      const void* in = slots[io_.in[k]];
      if (out != in) std::memcpy(out, in, static_cast<size_t>(t.byte_size()));
      comm_->all_reduce(out, t.num_elements(), t.dtype, op_, group_);
    }
  }
  bool can_write_over(int operand_slot) const override {
    return io_.in.size() == 1 && operand_slot == io_.in[0];
  }
  std::string describe() const override {
    return cat("all_reduce(", reduce_op_name(op_), " over ", group_.size(), " replicas)");
  }

 private:
  std::shared_ptr<Communicator> comm_;
  ReduceOp op_;
  std::vector<int64_t> group_;
  Io io_;
};

// all_gather (the group's operands along a dim) and reduce_scatter (the group's reduction,
// this replica's slice of it) over the replica's communicator.
class GatherScatterKernel final : public Kernel {
 public:
  GatherScatterKernel(std::shared_ptr<Communicator> comm, std::optional<ReduceOp> scatter_op, int64_t dim,
                      std::vector<int64_t> group, Io io)
      : comm_(std::move(comm)), scatter_op_(scatter_op), dim_(dim), group_(std::move(group)), io_(std::move(io)) {}
  void run(void* const* slots) const override {
    if (!scatter_op_) {
      for (size_t k = 0; k < io_.in.size(); ++k)
        gather_along(*comm_, slots[io_.in[k]], slots[io_.out[k]], io_.in_types[k].shape, dim_,
                     dtype_size(io_.in_types[k].dtype), group_);
      return;
    }
    const TensorType& in = io_.in_types[0];
    std::vector<std::byte> whole(static_cast<size_t>(in.byte_size()));
    std::memcpy(whole.data(), slots[io_.in[0]], whole.size());
    comm_->all_reduce(whole.data(), in.num_elements(), in.dtype, *scatter_op_, group_);
    const int64_t k = std::find(group_.begin(), group_.end(), process_of(comm_.get())) - group_.begin();
    slice_along(whole.data(), slots[io_.out[0]], in.shape, dim_, dtype_size(in.dtype), k,
                static_cast<int64_t>(group_.size()));
  }
  std::string describe() const override {
    return scatter_op_ ? cat("reduce_scatter(", reduce_op_name(*scatter_op_), " over ", group_.size(), " replicas)")
                       : cat("all_gather(", io_.in.size(), " operands over ", group_.size(), " processes)");
  }

 private:
  std::shared_ptr<Communicator> comm_;
  std::optional<ReduceOp> scatter_op_;  // nullopt: all_gather
  int64_t dim_;
  std::vector<int64_t> group_;
  Io io_;
};

// collective_permute: this process's operand sent to its target, its source's received (zeros
// from none), point to point on the process's communicator.
class PermuteKernel final : public Kernel {
 public:
  PermuteKernel(std::shared_ptr<Communicator> comm, ir::CollectiveAttr attr, Grid grid, Io io)
      : comm_(std::move(comm)), attr_(std::move(attr)), grid_(grid), io_(std::move(io)) {}
  void run(void* const* slots) const override {
    permute_processes(comm_.get(), attr_, grid_, slots[io_.in[0]], slots[io_.out[0]], io_.out_types[0].byte_size());
  }
  std::string describe() const override {
    return cat("collective_permute(", attr_.source_target_pairs.size(), " pairs)");
  }

 private:
  std::shared_ptr<Communicator> comm_;
  ir::CollectiveAttr attr_;
  Grid grid_;
  Io io_;
};

// all_to_all, collective_broadcast and collective_reduce (each operand in turn) over this
// process's group; collective_reduce runs bodies the communicators reduce with natively.
class GroupKernel final : public Kernel {
 public:
  GroupKernel(std::shared_ptr<Communicator> comm, OpKind kind, ir::CollectiveAttr attr, std::optional<ReduceOp> op,
              std::vector<int64_t> group, Io io)
      : comm_(std::move(comm)), kind_(kind), attr_(std::move(attr)), op_(op), group_(std::move(group)),
        io_(std::move(io)) {}
  void run(void* const* slots) const override {
    for (size_t k = 0; k < io_.out.size(); ++k) {
      const TensorType& t = io_.in_types[k];
      const void* in = slots[io_.in[k]];
      void* out = slots[io_.out[k]];
      if (kind_ == OpKind::AllToAll)
        all_to_all(comm_.get(), in, out, t.shape, attr_.dimension, attr_.concat_dimension, dtype_size(t.dtype),
                   group_);
      else if (kind_ == OpKind::CollectiveBroadcast)
        broadcast_in_group(comm_.get(), in, out, t.byte_size(), group_, root(slots, k));
      else
        reduce_to_root(in, out, t, root(slots, k));
    }
  }
  std::string describe() const override {
    return cat(ir::op_short_name(kind_), "(", io_.out.size(), " operands over ", group_.size(), " processes)");
  }

 private:
  // Result k's root: the group's first member, or element k of the last operand (i32).
  int64_t root(void* const* slots, size_t k) const {
    return attr_.has_dynamic_root ? static_cast<const int32_t*>(slots[io_.in.back()])[k] : 0;
  }
  void reduce_to_root(const void* in, void* out, const TensorType& t, int64_t root) const {
    const auto bytes = static_cast<size_t>(t.byte_size());
    if (group_.empty()) {
      std::memset(out, 0, bytes);
      return;
    }
    LADDER_CHECK(root >= 0 && root < static_cast<int64_t>(group_.size()), "[collective_reduce] root ", root,
                 " is not an index into its group of ", group_.size());
    if (out != in) std::memmove(out, in, bytes);
    if (group_.size() > 1) comm_->all_reduce(out, t.num_elements(), t.dtype, *op_, group_);
    if (group_[size_t(root)] != process_of(comm_.get())) std::memset(out, 0, bytes);
  }

  std::shared_ptr<Communicator> comm_;
  OpKind kind_;
  ir::CollectiveAttr attr_;
  std::optional<ReduceOp> op_;  // collective_reduce's
  std::vector<int64_t> group_;
  Io io_;
};

// while, if and case: each region is a plan of its own (inputs: the region's arguments, then
// the values the op captures), run on tensors the kernel allocates, as often as the op says.
// Correctness first: carried values are copied between iterations.
class ControlFlowKernel final : public Kernel {
 public:
  ControlFlowKernel(OpKind kind, std::vector<Plan> regions, size_t captures, Io io);
  void run(void* const* slots) const override;
  std::string describe() const override {
    return cat(ir::op_short_name(kind_), "(", regions_.size(), " region plans)");
  }

 private:
  // Runs region r on `args` (its arguments), with the captures read from `slots`.
  std::vector<Tensor> run_region(size_t r, const std::vector<const void*>& args, void* const* slots) const;

  OpKind kind_;
  std::vector<Plan> regions_;
  size_t captures_;  // the last `captures_` inputs of io_
  Io io_;
  std::vector<std::unique_ptr<char, void (*)(char*)>> arenas_;  // one per region plan
};

class PlanBuilder {
 public:
  PlanBuilder(const ir::Module& module, std::shared_ptr<Communicator> comm) : module_(module), comm_(std::move(comm)) {}

  Plan build(const ir::Function& f) { return build_block(f.body, {}); }

  // The plan of `block` (a function's body, or a control-flow region) whose inputs are the
  // block's arguments followed by `captures`, values of enclosing blocks it reads.
  Plan build_block(const ir::Block& block, const std::vector<ir::Value>& captures) {
    for (ir::Value p : block.parameters()) plan_.input_types.push_back(p.type());
    for (ir::Value c : captures) plan_.input_types.push_back(c.type());
    for (ir::Value r : block.results) plan_.output_types.push_back(r.type());
    std::vector<int> args;
    for (size_t i = 0; i < plan_.input_types.size(); ++i) {
      int s = new_slot(plan_.input_types[i]);
      plan_.storage[s] = Storage::Input;
      plan_.place[s] = static_cast<int64_t>(i);
      if (i < static_cast<size_t>(block.num_parameters()))
        args.push_back(s);
      else
        captured_slots_[captures[i - args.size()]] = s;
    }
    count_convolutions(block, 0);
    std::vector<int> results = emit_block(block, args, 0);
    bind_outputs(results);
    assign_layouts();
    assign_arena();
    find_donations();
    plan_.shared_scratch_bytes = cpu::shared_scratchpad_bytes(*layouts_);
    return std::move(plan_);
  }

 private:
  // The members of this replica's group in collective `node` (this replica alone without a communicator).
  std::vector<int64_t> group_of(const ir::Node& node) const {
    return process_group(node.kind, node.get<ir::CollectiveAttr>(), grid_of(module_, comm_.get()),
                         process_of(comm_.get()));
  }

  int new_slot(const TensorType& t, int root = -1) {
    int s = static_cast<int>(plan_.types.size());
    plan_.types.push_back(t);
    plan_.root.push_back(root < 0 ? s : plan_.root[root]);
    plan_.storage.push_back(Storage::Unassigned);
    plan_.place.push_back(-1);
    return s;
  }

  // A slot holding `value` for every run (baked into the plan).
  int constant_slot(Tensor value) {
    const int s = new_slot(value.type());
    plan_.storage[s] = Storage::Constant;
    plan_.place[s] = static_cast<int64_t>(plan_.constants.size());
    plan_.constants.push_back(std::move(value));
    return s;
  }

  void add_step(std::unique_ptr<Kernel> kernel, std::vector<int> reads, std::vector<int> writes) {
    plan_.steps.push_back({std::move(kernel), std::move(reads), std::move(writes)});
  }

  // Shows every convolution of `block` and the functions it calls to the oneDNN layouts.
  void count_convolutions(const ir::Block& block, int depth) {
    if (depth >= 64) return;  // emit_block says why
    for (const auto& node : block.nodes) {
      if (node->kind == OpKind::Convolution) cpu::count_convolution_channels(*node, *layouts_);
      if (node->kind != OpKind::Call) continue;
      if (const ir::Function* callee = module_.find(node->get<ir::CallAttr>().callee))
        count_convolutions(callee->body, depth + 1);
    }
  }

  // Emits the steps of `block` with its parameters in `args`; returns the slots of its results.
  std::vector<int> emit_block(const ir::Block& block, const std::vector<int>& args, int depth) {
    LADDER_CHECK(depth < 64, "[call] calls nested more than 64 deep (recursion?) in @",
                 block.function ? block.function->name : "?");
    // Per value: how many ops use it (an op using it twice, x * x, counts once), and whether
    // every use is by a fusable op or is the reduced operand of a fusable reduce (both compute
    // the value inside when it is not stored).
    std::unordered_map<ir::Value, int, ir::ValueHash> uses;
    std::unordered_map<ir::Value, std::vector<const ir::Node*>, ir::ValueHash> users;
    std::unordered_map<ir::Value, bool, ir::ValueHash> only_fused_users;
    // Control flow reads what its regions capture as it reads its operands (after them).
    std::unordered_map<const ir::Node*, std::vector<ir::Value>> captures;
    auto reads_of = [&](const ir::Node& node) -> const std::vector<ir::Value>& {
      if (!ir::op_regions_capture(node.kind)) return node.operands;
      auto [it, fresh] = captures.try_emplace(&node);
      if (fresh) {
        it->second = node.operands;
        for (ir::Value c : ir::captured_values(node)) it->second.push_back(c);
      }
      return it->second;
    };
    for (const auto& node : block.nodes) {
      const std::vector<ir::Value>& reads = reads_of(*node);
      for (size_t i = 0; i < reads.size(); ++i) {
        ir::Value v = reads[i];
        const auto first = reads.begin();
        if (std::find(first, first + i, v) == first + i) ++uses[v], users[v].push_back(node.get());
        const bool fused_use = cpu::is_fusable(*node) || (i == 0 && cpu::is_fusable_reduce(*node));
        auto [it, fresh] = only_fused_users.emplace(v, true);
        it->second = it->second && fused_use;
      }
    }
    for (ir::Value v : block.results) ++uses[v], only_fused_users[v] = false;
    std::set<const ir::Node*> live;
    for (ir::Value v : block.results) live.insert(v.node);
    for (auto it = block.nodes.rbegin(); it != block.nodes.rend(); ++it)
      if (live.count(it->get()))
        for (ir::Value v : reads_of(**it)) live.insert(v.node);

    // transpose(dot_general(a, b)) whose permutation swaps the dot's lhs-free and rhs-free
    // dims is dot_general(b, a): that matmul writes the transposed layout directly.
    std::unordered_map<const ir::Node*, ir::Node> swapped_dots;  // transpose -> the dot swapped
    std::set<const ir::Node*> absorbed_dots;
    for (const auto& owned : block.nodes) {
      const ir::Node& t = *owned;
      if (t.kind != OpKind::Transpose || !live.count(&t)) continue;
      const ir::Node& dot = *t.operands[0].node;
      if (dot.kind != OpKind::DotGeneral || uses[t.operands[0]] != 1) continue;
      if (auto swapped = swap_dot(dot, t)) {
        swapped_dots.emplace(&t, std::move(*swapped));
        absorbed_dots.insert(&dot);
      }
    }

    // Which fusable values are computed inside the kernels that use them rather than stored
    // (only values whose every user is a fusable op or a fusable reduce qualify):
    //  - one with one user, unless it only feeds broadcasts that expand it: a per-channel
    //    scale is stored (small) rather than computed again for every element (and so is one
    //    with several users of which one expands it);
    //  - one only reduced (Σ dy and Σ dy·x̂ in one pass do not need dy stored);
    //  - one with several users when it is cheap to compute again in each from values held
    //    in memory (stored, not computed inside), or from tensors narrower than it through a
    //    few more cheap ops (cheap_from_memory): a re-indexing (broadcast, transpose, slice,
    //    reverse) of one, or a cheap elementwise op of such (the bias add before a ReLU and
    //    its gradient, BatchNorm's x - mean). A value widened exactly (bf16 -> f32) counts as
    //    in memory when the narrow one is stored: mixed precision's BatchNorm reads its bf16
    //    input as f32 in every pass rather than storing an f32 copy; and a value whose one
    //    user widens it for several users is stored narrow (the ReLU-masked bf16 cotangent a
    //    BatchNorm backward reads as f32 three times).
    auto is_reindexing = [](const ir::Node& n) {
      return cpu::is_fusable(n) && ir::op_class(n.kind) == ir::OpClass::Special;
    };
    std::unordered_map<ir::Value, bool, ir::ValueHash> inlined_known;
    std::function<bool(ir::Value)> inlined;
    auto stored = [&](ir::Value v) { return !inlined(v); };
    auto widening = [](const ir::Node& n) {
      if (n.kind != OpKind::Convert) return false;
      const DType from = n.operands[0].dtype(), to = n.results[0].dtype;
      return (from == DType::bf16 || from == DType::f16) && (to == DType::f32 || to == DType::f64);
    };
    auto in_memory = [&](ir::Value v) {
      return stored(v) || ((is_reindexing(*v.node) || widening(*v.node)) && stored(v.node->operands[0]));
    };
    // True when every use of `v` is reduced: it is the operand of fusable reduces, or of ops
    // with one use each that only reduce.
    std::function<bool(ir::Value)> only_reduced = [&](ir::Value v) {
      const auto& us = users[v];
      return only_fused_users[v] && std::all_of(us.begin(), us.end(), [&](const ir::Node* u) {
        if (cpu::is_fusable_reduce(*u)) return u->operands[0] == v && u->operands[1] != v;
        ir::Value r{const_cast<ir::Node*>(u), 0};
        return u->kind != OpKind::BroadcastInDim && uses[r] == 1 && only_reduced(r);
      });
    };
    // A value whose one user widens it (bf16 -> f32) for several fused users of its own is
    // stored narrow, and each of those widens it as it loads (see in_memory).
    auto widened_for_many = [&](ir::Value v) {
      if (uses[v] != 1) return false;
      const ir::Value w{const_cast<ir::Node*>(users[v][0]), 0};
      return widening(*w.node) && only_fused_users[w] && uses[w] > 1 && !only_reduced(w);
    };
    // True when `v` (a cheap op) is computed from values in memory either by itself, or by
    // at most kMaxRepeatedOps cheap ops (v among them) computed inside their users anyway, from full-size
    // tensors whose elements are narrower together than v's: then computing v again in each
    // user reads fewer bytes than storing it once and reading it back. BatchNorm's input
    // gradient term c·x̂ + c·x̂ (x̂ = x - mean, c per channel) of a bf16 x, which its sum and
    // the input gradient both read, is computed twice from x (2 bytes an element) rather than
    // stored in f32 (4 bytes written, 4 read back).
    auto cheap_from_memory = [&](ir::Value v) {
      if (std::all_of(v.node->operands.begin(), v.node->operands.end(), in_memory)) return true;
      std::set<const ir::Node*> ops;
      std::map<const ir::Node*, int64_t> full_size;  // the full-size tensors read: element bytes
      std::function<bool(ir::Value)> walk = [&](ir::Value u) {
        if (!ops.insert(u.node).second) return true;
        if (ops.size() > kMaxRepeatedOps) return false;
        for (ir::Value o : u.node->operands) {
          if (in_memory(o)) {
            // A broadcast of a stored value reads a smaller tensor (a per-channel vector); a
            // widened one reads the narrow tensor.
            if (o.node->kind == OpKind::BroadcastInDim) continue;
            const ir::Value read = widening(*o.node) ? o.node->operands[0] : o;
            full_size[read.node] = dtype_size(read.dtype());
            continue;
          }
          if (!inlined(o) || !cheap_to_repeat(o.node->kind) || !walk(o)) return false;
        }
        return true;
      };
      if (!walk(v)) return false;
      int64_t bytes = 0;
      for (const auto& [node, size] : full_size) bytes += size;
      return bytes < dtype_size(v.dtype());
    };
    auto decide_inlined = [&](ir::Value v) {
      if (!cpu::is_fusable(*v.node) || !only_fused_users[v] || swapped_dots.count(v.node)) return false;
      if (widened_for_many(v)) return false;
      const auto& us = users[v];
      auto expands = [&](const ir::Node* u) {
        return u->kind == OpKind::BroadcastInDim && u->results[0].num_elements() >= 2 * v.type().num_elements();
      };
      const bool only_expanded = !is_reindexing(*v.node) && std::all_of(us.begin(), us.end(), expands);
      if (only_expanded) return false;
      // Also one with other users besides (BatchNorm's mean: the running mean's update reads it
      // too): stored, it stays in memory for the full-size values computed from it (x - mean).
      if (!is_reindexing(*v.node) && uses[v] > 1 && std::any_of(us.begin(), us.end(), expands)) return false;
      if (uses[v] == 1 || only_reduced(v)) return true;
      if (is_reindexing(*v.node)) return in_memory(v.node->operands[0]);
      return cheap_to_repeat(v.node->kind) && cheap_from_memory(v);
    };
    inlined = [&](ir::Value v) {
      if (auto it = inlined_known.find(v); it != inlined_known.end()) return it->second;
      const bool r = decide_inlined(v);
      inlined_known[v] = r;
      return r;
    };
    std::unordered_map<ir::Value, int, ir::ValueHash> slot;
    if (depth == 0) slot = captured_slots_;  // a region plan's captures (a callee has none)
    auto slot_of = [&](ir::Value v) {
      auto it = slot.find(v);
      if (it != slot.end()) return it->second;
      LADDER_ASSERT(v.node->kind == OpKind::Constant, "no slot for ", ir::op_name(v.node->kind));
      const ir::ConstantAttr& c = v.node->get<ir::ConstantAttr>();
      if (!c.is_splat()) return slot[v] = constant_slot(c.value);
      Io io{{}, {new_slot(c.type())}, {}, {c.type()}};  // written out where first read
      add_step(cpu::make_generic_kernel(*v.node, io), {}, io.out);
      return slot[v] = io.out[0];
    };
    // A collective's step: its first `inputs` operands (all, with a dynamic root's) and a new
    // slot for each result, bound to the results.
    auto collective_io = [&](const ir::Node& node, ir::Value v, int inputs) {
      Io io;
      for (int i = 0; i < inputs; ++i) {
        io.in.push_back(slot_of(node.operands[size_t(i)]));
        io.in_types.push_back(node.operands[size_t(i)].type());
      }
      for (int i = 0; i < node.num_results(); ++i) {
        io.out.push_back(new_slot(node.results[size_t(i)]));
        io.out_types.push_back(node.results[size_t(i)]);
        slot[ir::Value{v.node, i}] = io.out.back();
      }
      return io;
    };

    // A dot_general whose result only feeds an update θ ∓ lr·g (the SGD step of a dense
    // layer's weights, g its weight gradient) applies the update as it stores
    // (make_onednn_dot_update): g never goes to memory and θ is not read again by a second pass.
    struct Update {
      const ir::Node* scaled;  // lr·g
      const ir::Node* result;  // θ ∓ lr·g
      ir::Value base, rate;    // θ, lr (rank 0)
      float sign;
    };
    std::unordered_map<const ir::Node*, Update> updates;  // the dot -> its update
    std::set<const ir::Node*> applied_updates;           // computed by their dot's kernel
    for (const auto& owned : block.nodes) {
      const ir::Node& r = *owned;
      if ((r.kind != OpKind::Subtract && r.kind != OpKind::Add) || !live.count(&r) || r.results[0].dtype != DType::f32)
        continue;
      for (int k = r.kind == OpKind::Subtract ? 1 : 0; k < 2; ++k) {
        const ir::Value scaled = r.operands[k], base = r.operands[1 - k];
        const ir::Node& m = *scaled.node;
        if (m.kind != OpKind::Multiply || uses[scaled] != 1 || scaled == base) continue;
        for (int j = 0; j < 2; ++j) {
          const ir::Value g = m.operands[j], b = m.operands[1 - j];
          if (g.node->kind != OpKind::DotGeneral || uses[g] != 1 || b.node->kind != OpKind::BroadcastInDim ||
              b.node->operands[0].rank() != 0 || g.type() != r.results[0] || updates.count(g.node))
            continue;
          updates.emplace(g.node, Update{&m, &r, base, b.node->operands[0], r.kind == OpKind::Subtract ? -1.f : 1.f});
        }
      }
    }
    // The update of dot `node` as one kernel, when θ and lr are ready when the dot is.
    auto emit_update = [&](const ir::Node& node) {
      auto it = updates.find(&node);
      if (it == updates.end()) return false;
      const Update& up = it->second;
      auto ready_now = [&](ir::Value u) { return slot.count(u) || u.node->kind == OpKind::Constant; };
      if (!ready_now(up.base) || !ready_now(up.rate)) return false;
      Io io;
      for (ir::Value u : {node.operands[0], node.operands[1], up.base, up.rate}) {
        io.in.push_back(slot_of(u));
        io.in_types.push_back(u.type());
      }
      io.out = {new_slot(up.result->results[0])};
      io.out_types = {up.result->results[0]};
      auto kernel = cpu::make_onednn_dot_update(node, io, up.sign, *layouts_);
      if (!kernel) return false;
      add_step(std::move(kernel), io.in, io.out);
      slot[ir::Value{const_cast<ir::Node*>(up.result), 0}] = io.out[0];
      applied_updates.insert(up.scaled);
      applied_updates.insert(up.result);
      return true;
    };

    // Reductions computed from fused programs (fused_reduce.cpp): a fusable reduce and the
    // later ones over the same dims of values of the same shape whose inputs are ready by
    // then share one pass (Σ dy and Σ dy·x̂) when the operand of one of them is not stored
    // (reductions of stored tensors alone run as reduce(direct), unless the kernel storing
    // the tensor computes them, see below).
    std::vector<const ir::Node*> fusable_reduces;
    for (const auto& owned : block.nodes)
      if (live.count(owned.get()) && cpu::is_fusable_reduce(*owned)) fusable_reduces.push_back(owned.get());
    std::set<const ir::Node*> done_reduces;  // emitted, maybe with an earlier reduce or value
    auto sorted_dims = [](const ir::Node& reduce) {
      std::vector<int64_t> dims = reduce.get<ir::ReduceAttr>().dims;
      std::sort(dims.begin(), dims.end());
      return dims;
    };
    // True when every value a fused program computing `v` reads has a slot already (or is
    // `computing`, the value the kernel being built computes itself).
    auto ready = [&](ir::Value v, std::optional<ir::Value> computing = std::nullopt) {
      std::unordered_map<ir::Value, bool, ir::ValueHash> known;
      std::function<bool(ir::Value)> check = [&](ir::Value u) {
        if (u == computing || slot.count(u) || u.node->kind == OpKind::Constant) return true;
        if (auto it = known.find(u); it != known.end()) return it->second;
        bool r = inlined(u) && std::all_of(u.node->operands.begin(), u.node->operands.end(), check);
        return known[u] = r;
      };
      return check(v);
    };
    // True when a fused program computing `v` reads `x` (v is x, or x is inlined into it).
    auto reads_value = [&](ir::Value v, ir::Value x) {
      std::unordered_set<ir::Value, ir::ValueHash> seen;
      std::function<bool(ir::Value)> reads = [&](ir::Value u) {
        if (u == x) return true;
        if (!seen.insert(u).second || !inlined(u)) return false;
        return std::any_of(u.node->operands.begin(), u.node->operands.end(), reads);
      };
      return reads(v);
    };
    // The fusable reduces after `after` (or all) not yet emitted, over the dims of `first`, of
    // values of its shape, that a kernel can compute now (with `computing`, see ready()).
    auto reduce_group = [&](const ir::Node& first, const ir::Node* after, std::optional<ir::Value> computing) {
      std::vector<const ir::Node*> group;
      auto it = after ? std::find(fusable_reduces.begin(), fusable_reduces.end(), after) + 1 : fusable_reduces.begin();
      for (; it != fusable_reduces.end() && group.size() < kMaxFusedReduceResults; ++it) {
        const ir::Node& r = **it;
        if (!done_reduces.count(&r) && r.operands[0].shape() == first.operands[0].shape() &&
            sorted_dims(r) == sorted_dims(first) && ready(r.operands[0], computing) && ready(r.operands[1]))
          group.push_back(&r);
      }
      return group;
    };

    // Emits the kernel computing the reduces `group` (over the same dims of values of one
    // shape) from fused programs; with `stored` also computing and storing that value.
    auto emit_reductions = [&](const std::vector<const ir::Node*>& group, std::optional<ir::Value> stored) {
      std::vector<ir::Value> roots;
      std::vector<cpu::ReduceOutput> outputs;
      std::vector<int> reads, writes;
      if (stored) {
        roots.push_back(*stored);
        writes.push_back(new_slot(stored->type()));
      }
      for (const ir::Node* r : group) {
        auto at = std::find(roots.begin(), roots.end(), r->operands[0]);
        if (at == roots.end()) at = roots.insert(roots.end(), r->operands[0]);
        const int init = slot_of(r->operands[1]), out = new_slot(r->results[0]);
        outputs.push_back({cpu::simple_region_op(*r->regions[0]), static_cast<int>(at - roots.begin()), init, out});
        reads.push_back(init);
        writes.push_back(out);
        slot[ir::Value{const_cast<ir::Node*>(r), 0}] = out;
        done_reduces.insert(r);
      }
      cpu::FusionContext ctx{inlined, [&](ir::Value u) {
                               int s = slot_of(u);
                               reads.push_back(s);
                               return s;
                             }};
      cpu::FusedProgram program = cpu::build_fused_program(roots, ctx, stored.has_value());
      const int stored_slot = stored ? writes[0] : -1;
      if (stored) slot[*stored] = stored_slot;
      auto kernel = cpu::make_fused_reduce_kernel(std::move(program), roots[0].shape(), sorted_dims(*group[0]),
                                                  std::move(outputs), stored_slot);
      add_step(std::move(kernel), std::move(reads), std::move(writes));
    };

    for (const auto& owned : block.nodes) {
      const ir::Node& node = *owned;
      if (!live.count(&node) || absorbed_dots.count(&node) || done_reduces.count(&node) || applied_updates.count(&node))
        continue;
      ir::Value v{const_cast<ir::Node*>(&node), 0};
      if (auto it = swapped_dots.find(&node); it != swapped_dots.end()) {
        emit_kernel(it->second, node, slot_of, slot);
        continue;
      }
      if (node.kind == OpKind::DotGeneral && emit_update(node)) continue;
      switch (node.kind) {
        case OpKind::Parameter: slot[v] = args.at(node.get<ir::ParameterAttr>().index); continue;
        case OpKind::Constant: continue;  // bound on first use (splats often become immediates)
        case OpKind::Iota: {  // reads nothing: computed once, here, and kept as a constant
          Tensor values(v.type());
          void* data = values.bytes();
          cpu::make_generic_kernel(node, Io{{}, {0}, {}, {v.type()}})->run(&data);
          slot[v] = constant_slot(std::move(values));
          continue;
        }
        case OpKind::Reshape:
          slot[v] = new_slot(v.type(), slot_of(node.operands[0]));
          continue;
        case OpKind::AllReduce: {
          std::vector<int64_t> group = group_of(node);
          LADDER_CHECK(!group.empty(), "[all_reduce] process ", process_of(comm_.get()), " is in none of its replica_groups");
          if (group.size() == 1) {  // one process: the identity
            for (int i = 0; i < node.num_results(); ++i)
              slot[ir::Value{v.node, i}] = new_slot(node.results[i], slot_of(node.operands[i]));
            continue;
          }
          std::optional<ReduceOp> op = reduce_op_of(*node.regions[0]);
          LADDER_CHECK(op, "cpu lowerer: all_reduce across processes runs bodies that add, multiply, take the maximum ",
                       "or the minimum; this one has another (the reference lowerer runs any body)");
          Io io = collective_io(node, v, node.num_results());
          add_step(std::make_unique<AllReduceKernel>(comm_, *op, std::move(group), io), io.in, io.out);
          continue;
        }
        case OpKind::AllGather:
        case OpKind::ReduceScatter: {
          const auto& attr = node.get<ir::CollectiveAttr>();
          std::vector<int64_t> group = group_of(node);
          LADDER_CHECK(!group.empty(), "[", ir::op_short_name(node.kind), "] process ", process_of(comm_.get()),
                       " is in none of its replica_groups");
          if (group.size() == 1) {  // one process: the operands themselves
            for (int i = 0; i < node.num_results(); ++i)
              slot[ir::Value{v.node, i}] = new_slot(node.results[i], slot_of(node.operands[i]));
            continue;
          }
          std::optional<ReduceOp> op;
          if (node.kind == OpKind::ReduceScatter) {
            op = reduce_op_of(*node.regions[0]);
            LADDER_CHECK(op, "cpu lowerer: reduce_scatter across processes runs bodies that add, multiply, take the ",
                         "maximum or the minimum; this one has another (the reference lowerer runs any body)");
          }
          Io io = collective_io(node, v, node.num_results());
          add_step(std::make_unique<GatherScatterKernel>(comm_, op, attr.dimension, std::move(group), io), io.in, io.out);
          continue;
        }
        case OpKind::AllToAll:
        case OpKind::CollectiveBroadcast:
        case OpKind::CollectiveReduce: {
          std::vector<int64_t> group = group_of(node);
          LADDER_CHECK(!group.empty() || node.kind != OpKind::AllToAll, "[all_to_all] process ",
                       process_of(comm_.get()), " is in none of its replica_groups");
          std::optional<ReduceOp> op;
          if (node.kind == OpKind::CollectiveReduce) {
            op = reduce_op_of(*node.regions[0]);
            LADDER_CHECK(op, "cpu lowerer: collective_reduce runs bodies that add, multiply, take the maximum or the ",
                         "minimum; this one has another (the reference lowerer runs any body)");
          }
          Io io = collective_io(node, v, static_cast<int>(node.operands.size()));
          add_step(std::make_unique<GroupKernel>(comm_, node.kind, node.get<ir::CollectiveAttr>(), op, std::move(group), io),
                   io.in, io.out);
          continue;
        }
        case OpKind::CollectivePermute: {
          Io io = collective_io(node, v, 1);
          add_step(std::make_unique<PermuteKernel>(comm_, node.get<ir::CollectiveAttr>(), grid_of(module_, comm_.get()), io),
                   io.in, io.out);
          continue;
        }
        case OpKind::OptimizationBarrier:  // the operands themselves
          for (int i = 0; i < node.num_results(); ++i)
            slot[ir::Value{v.node, i}] = new_slot(node.results[i], slot_of(node.operands[i]));
          continue;
        case OpKind::ReplicaId:  // the same for every run of this process's plan
          slot[v] = constant_slot(
              Tensor::scalar(DType::ui32, process_of(comm_.get()) / grid_of(module_, comm_.get()).partitions));
          continue;
        case OpKind::PartitionId:
          slot[v] = constant_slot(
              Tensor::scalar(DType::ui32, process_of(comm_.get()) % grid_of(module_, comm_.get()).partitions));
          continue;
        case OpKind::Call: {
          const ir::Function* callee = module_.find(node.get<ir::CallAttr>().callee);
          LADDER_CHECK(callee, "[call] no function @", node.get<ir::CallAttr>().callee, " in the module");
          std::vector<int> call_args;
          for (ir::Value a : node.operands) call_args.push_back(slot_of(a));
          std::vector<int> res = emit_block(callee->body, call_args, depth + 1);
          for (int i = 0; i < node.num_results(); ++i) slot[ir::Value{v.node, i}] = res[i];
          continue;
        }
        case OpKind::While:
        case OpKind::If:
        case OpKind::Case: {
          const std::vector<ir::Value>& reads = reads_of(node);
          std::vector<ir::Value> captured(reads.begin() + static_cast<std::ptrdiff_t>(node.operands.size()), reads.end());
          std::vector<Plan> regions;
          for (const auto& region : node.regions)
            regions.push_back(PlanBuilder(module_, comm_).build_block(*region, captured));
          Io io;
          for (ir::Value a : reads) io.in.push_back(slot_of(a)), io.in_types.push_back(a.type());
          for (int i = 0; i < node.num_results(); ++i) {
            io.out.push_back(new_slot(node.results[i]));
            io.out_types.push_back(node.results[i]);
            slot[ir::Value{v.node, i}] = io.out.back();
          }
          add_step(std::make_unique<ControlFlowKernel>(node.kind, std::move(regions), captured.size(), io), io.in, io.out);
          continue;
        }
        // The others run as fused programs or kernels, below.
        LADDER_ELEMENTWISE_OPS
        case OpKind::BroadcastInDim: case OpKind::Transpose: case OpKind::Slice: case OpKind::Pad:
        case OpKind::ReducePrecision: case OpKind::BitcastConvert: case OpKind::Concatenate: case OpKind::Reverse: case OpKind::DynamicSlice: case OpKind::DynamicUpdateSlice:
        case OpKind::Reduce: case OpKind::ReduceWindow: case OpKind::SelectAndScatter: case OpKind::DotGeneral:
        case OpKind::Convolution: case OpKind::TriangularSolve: case OpKind::Cholesky: case OpKind::Gather:
        case OpKind::Scatter: case OpKind::Sort: case OpKind::RngBitGenerator:
          break;
      }
      if (cpu::is_fusable_reduce(node)) {
        std::vector<const ir::Node*> group = reduce_group(node, &node, std::nullopt);
        group.insert(group.begin(), &node);
        if (group.size() > kMaxFusedReduceResults) group.pop_back();
        // A splat constant is computed inside as an immediate, as a broadcast scalar would be.
        auto splat = [](ir::Value x) {
          return x.node->kind == OpKind::Constant && x.node->get<ir::ConstantAttr>().is_splat();
        };
        // Per-channel statistics of a stored NCHW tensor (BatchNorm's Σ x of a convolution's
        // output, when no bias add is fused before it) also run as a fused reduce: that kernel
        // reads the tensor channel-blocked in place, so the convolution's output can stay
        // blocked (reduce(direct) reads row-major only, and would make it reordered).
        const bool channel_stats = node.operands[0].shape().size() == 4 && sorted_dims(node) == std::vector<int64_t>{0, 2, 3};
        if (channel_stats || std::any_of(group.begin(), group.end(), [&](const ir::Node* r) {
              return inlined(r->operands[0]) || splat(r->operands[0]);
            })) {
          emit_reductions(group, std::nullopt);
          continue;
        }
        done_reduces.insert(&node);  // reduce(direct) below
      }
      if (cpu::is_fusable(node)) {
        if (inlined(v)) continue;
        // Reductions reading v (Σ v, or Σ -v: the bias gradient beside the gradient a
        // convolution reads) are computed as v is stored rather than from memory afterwards,
        // with those over the same dims that can be computed now.
        auto first = std::find_if(fusable_reduces.begin(), fusable_reduces.end(), [&](const ir::Node* r) {
          return (v.dtype() == DType::f32 || v.dtype() == DType::bf16) && !done_reduces.count(r) &&
                 r->operands[0].shape() == v.shape() &&
                 reads_value(r->operands[0], v) && ready(r->operands[0], v) && ready(r->operands[1]);
        });
        if (first != fusable_reduces.end()) {
          emit_reductions(reduce_group(**first, nullptr, v), v);
          continue;
        }
        int out = new_slot(v.type());
        std::vector<int> reads;
        cpu::FusionContext ctx{inlined, [&](ir::Value u) {
                                 int s = slot_of(u);
                                 reads.push_back(s);
                                 return s;
                               }};
        auto kernel = cpu::make_fused_kernel(v, out, ctx);
        add_step(std::move(kernel), std::move(reads), {out});
        slot[v] = out;
        continue;
      }
      emit_kernel(node, node, slot_of, slot);
    }
    std::vector<int> results;
    for (ir::Value v : block.results) results.push_back(slot_of(v));
    return results;
  }

  // Emits the kernel computing `op` (a node of the graph, or one standing in for `owner`)
  // and binds its results as the results of `owner`.
  template <typename SlotOf, typename Slots>
  void emit_kernel(const ir::Node& op, const ir::Node& owner, SlotOf& slot_of, Slots& slot) {
    Io io;
    for (ir::Value a : op.operands) {
      io.in.push_back(slot_of(a));
      io.in_types.push_back(a.type());
    }
    for (int i = 0; i < op.num_results(); ++i) {
      io.out.push_back(new_slot(op.results[i]));
      io.out_types.push_back(op.results[i]);
      slot[ir::Value{const_cast<ir::Node*>(&owner), i}] = io.out.back();
    }
    std::unique_ptr<Kernel> kernel;
    if (op.kind == OpKind::DotGeneral) kernel = cpu::make_onednn_dot(op, io, *layouts_);
    if (op.kind == OpKind::Convolution) kernel = cpu::make_onednn_convolution(op, io, *layouts_);
    if (!kernel) kernel = cpu::make_generic_kernel(op, io);
    add_step(std::move(kernel), io.in, io.out);
  }

  // Function results are computed straight into the output tensors; a result that is an
  // input, a constant, or already another output is copied there by a final step.
  void bind_outputs(const std::vector<int>& results) {
    for (size_t j = 0; j < results.size(); ++j) {
      int s = results[j], r = plan_.root[s];
      if (plan_.storage[r] == Storage::Unassigned) {
        plan_.storage[r] = Storage::Output;
        plan_.place[r] = static_cast<int64_t>(j);
        plan_.output_slots.push_back(s);
        continue;
      }
      int out = new_slot(plan_.types[s]);
      plan_.storage[out] = Storage::Output;
      plan_.place[out] = static_cast<int64_t>(j);
      add_step(cpu::make_copy_kernel(s, out, plan_.types[s].byte_size()), {s}, {out});
      plan_.output_slots.push_back(out);
    }
  }

  // Keeps an intermediate tensor in a channel-blocked layout a convolution wants it in
  // (saving a reorder each way) when every kernel that reads or writes it takes that layout:
  // the first such of the layouts the kernels touching it want (in step order, each kernel's
  // best first: an AMX convolution's channels-last in place, else the channel block a fused
  // kernel writing the tensor keeps). Tensors are settled one at a time in slot order, greedily:
  // a fused kernel whose first blocked tensor took one layout takes no other for the rest.
  void assign_layouts() {
    const size_t n = plan_.types.size();
    std::vector<std::vector<Kernel*>> touching(n);
    std::vector<bool> aliased(n, false);
    for (size_t s = 0; s < n; ++s)
      if (plan_.root[s] != static_cast<int>(s)) aliased[plan_.root[s]] = true;
    for (Step& step : plan_.steps) {
      std::set<int> slots(step.reads.begin(), step.reads.end());
      slots.insert(step.writes.begin(), step.writes.end());
      for (int s : slots) touching[s].push_back(step.kernel.get());
    }
    // A fused kernel takes a blocked result only once its full-size operands are blocked:
    // repeat until nothing changes.
    std::vector<bool> blocked(n, false);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t s = 0; s < n; ++s) {
        const int slot = static_cast<int>(s);
        if (blocked[s] || plan_.root[s] != slot || aliased[s] || plan_.storage[s] != Storage::Unassigned) continue;
        std::vector<Blocked> wants;
        for (Kernel* k : touching[s])
          for (const Blocked& w : k->wants_blocked(slot))
            if (std::find(wants.begin(), wants.end(), w) == wants.end()) wants.push_back(w);
        auto taken = std::find_if(wants.begin(), wants.end(), [&](const Blocked& w) {
          return std::all_of(touching[s].begin(), touching[s].end(), [&](Kernel* k) { return k->takes_blocked(slot, w); });
        });
        if (taken == wants.end()) continue;
        for (Kernel* k : touching[s]) k->use_blocked(slot, *taken);
        blocked[s] = changed = true;
        ++plan_.blocked_tensors;
      }
    }
  }

  // Last step reading each root slot (-1: never read).
  std::vector<int> last_reads() const {
    std::vector<int> last(plan_.types.size(), -1);
    for (size_t i = 0; i < plan_.steps.size(); ++i)
      for (int s : plan_.steps[i].reads) last[plan_.root[s]] = static_cast<int>(i);
    return last;
  }

  void assign_arena() {
    const std::vector<int> last = last_reads();
    std::map<int64_t, int64_t> free_blocks;  // offset -> size
    int64_t end = 0;
    auto allocate = [&](int64_t size) {
      auto best = free_blocks.end();
      for (auto it = free_blocks.begin(); it != free_blocks.end(); ++it)
        if (it->second >= size && (best == free_blocks.end() || it->second < best->second)) best = it;
      if (best == free_blocks.end()) {
        // Grow the arena, absorbing a free block that ends at its top.
        int64_t off = end;
        if (!free_blocks.empty()) {
          auto top = std::prev(free_blocks.end());
          if (top->first + top->second == end) {
            off = top->first;
            free_blocks.erase(top);
          }
        }
        end = off + size;
        return off;
      }
      int64_t off = best->first, rest = best->second - size;
      free_blocks.erase(best);
      if (rest > 0) free_blocks[off + size] = rest;
      return off;
    };
    auto release = [&](int64_t off, int64_t size) {
      auto [it, ok] = free_blocks.emplace(off, size);
      auto next = std::next(it);
      if (next != free_blocks.end() && off + size == next->first) {
        it->second += next->second;
        free_blocks.erase(next);
      }
      if (it != free_blocks.begin()) {
        auto prev = std::prev(it);
        if (prev->first + prev->second == it->first) {
          prev->second += it->second;
          free_blocks.erase(it);
        }
      }
    };
    std::vector<bool> handed_over(plan_.types.size(), false);
    for (size_t i = 0; i < plan_.steps.size(); ++i) {
      const Step& step = plan_.steps[i];
      for (size_t w = 0; w < step.writes.size(); ++w) {
        int r = plan_.root[step.writes[w]];
        if (plan_.storage[r] != Storage::Unassigned) continue;
        plan_.storage[r] = Storage::Arena;
        const int64_t size = align_up(plan_.types[r].byte_size());
        int64_t off = -1;
        for (int s : w == 0 ? step.reads : std::vector<int>{}) {
          int rr = plan_.root[s];
          if (plan_.storage[rr] == Storage::Arena && last[rr] == static_cast<int>(i) &&
              !handed_over[rr] && align_up(plan_.types[rr].byte_size()) == size &&
              step.kernel->can_write_over(s)) {
            off = plan_.place[rr];
            handed_over[rr] = true;
            break;
          }
        }
        plan_.place[r] = off >= 0 ? off : allocate(size);
      }
      auto done = [&](int r) {
        if (plan_.storage[r] == Storage::Arena && !handed_over[r]) {
          handed_over[r] = true;
          release(plan_.place[r], align_up(plan_.types[r].byte_size()));
        }
      };
      for (int s : step.reads)
        if (last[plan_.root[s]] == static_cast<int>(i)) done(plan_.root[s]);
      for (int s : step.writes)
        if (last[plan_.root[s]] < 0) done(plan_.root[s]);
    }
    plan_.arena_bytes = end;
  }

  // Output j may take over donated input i's memory when they have the same type and input
  // i is no longer needed once output j's step starts (or that step may write over it).
  void find_donations() {
    const std::vector<int> last = last_reads();
    std::vector<int> producer(plan_.types.size(), -1);
    for (size_t i = 0; i < plan_.steps.size(); ++i)
      for (int s : plan_.steps[i].writes) producer[plan_.root[s]] = static_cast<int>(i);
    plan_.donatable.resize(plan_.output_slots.size());
    for (size_t j = 0; j < plan_.output_slots.size(); ++j) {
      int r = plan_.root[plan_.output_slots[j]];
      int p = producer[r];
      if (p < 0) continue;
      const Step& step = plan_.steps[p];
      for (size_t i = 0; i < plan_.input_types.size(); ++i) {
        if (plan_.input_types[i] != plan_.output_types[j]) continue;
        int in = static_cast<int>(i);  // input slots are 0..n-1
        if (last[in] > p) continue;
        if (last[in] == p) {
          std::set<int> reads;
          for (int s : step.reads)
            if (plan_.root[s] == in) reads.insert(s);
          bool first_result = plan_.root[step.writes[0]] == r;
          if (!first_result || reads.size() != 1 || !step.kernel->can_write_over(*reads.begin())) continue;
        }
        plan_.donatable[j].push_back(in);
      }
    }
  }

  const ir::Module& module_;
  std::shared_ptr<Communicator> comm_;  // nullptr: one replica
  Plan plan_;
  std::unordered_map<ir::Value, int, ir::ValueHash> captured_slots_;  // build_block's captures
  std::shared_ptr<cpu::OneDnnLayouts> layouts_ = cpu::make_onednn_layouts();
};

// ---- running -------------------------------------------------------------------------------

// The arena: in 2 MiB pages where the kernel gives them (transparent huge pages on request,
// Debian's default), since the fused kernels stream several tensors of megabytes at once and
// 4 KiB pages cost them a TLB miss per page and per stream.
char* allocate_arena(int64_t bytes) {
  constexpr int64_t kHuge = int64_t{2} << 20;
  if (bytes < kHuge) return static_cast<char*>(std::aligned_alloc(kAlign, align_up(bytes)));
  const int64_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
  char* p = static_cast<char*>(std::aligned_alloc(kHuge, rounded));
#ifdef MADV_HUGEPAGE
  if (p) madvise(p, rounded, MADV_HUGEPAGE);  // advice only: without it, 4 KiB pages
#endif
  return p;
}

// Every slot's pointer for one run of `plan`: inputs, outputs and the arena given; constants
// and aliases from the plan.
std::vector<void*> bind_slots(const Plan& plan, const std::vector<void*>& inputs, std::vector<Tensor>& outputs,
                              char* arena) {
  std::vector<void*> ptr(plan.types.size(), nullptr);
  for (size_t s = 0; s < ptr.size(); ++s) {
    const int64_t p = plan.place[s];
    switch (plan.storage[s]) {
      case Storage::Input: ptr[s] = inputs[p]; break;
      case Storage::Constant: ptr[s] = const_cast<uint8_t*>(plan.constants[p].bytes()); break;
      case Storage::Arena: ptr[s] = arena + p; break;
      case Storage::Output: ptr[s] = outputs[p].bytes(); break;
      case Storage::Unassigned: break;  // aliases follow their root below
    }
  }
  for (size_t s = 0; s < ptr.size(); ++s) ptr[s] = ptr[plan.root[s]];
  return ptr;
}

ControlFlowKernel::ControlFlowKernel(OpKind kind, std::vector<Plan> regions, size_t captures, Io io)
    : kind_(kind), regions_(std::move(regions)), captures_(captures), io_(std::move(io)) {
  for (const Plan& plan : regions_)
    arenas_.emplace_back(plan.arena_bytes > 0 ? allocate_arena(plan.arena_bytes) : nullptr,
                         [](char* p) { std::free(p); });
}

std::vector<Tensor> ControlFlowKernel::run_region(size_t r, const std::vector<const void*>& args,
                                                  void* const* slots) const {
  const Plan& plan = regions_[r];
  std::vector<void*> inputs;
  for (const void* a : args) inputs.push_back(const_cast<void*>(a));  // inputs are only read
  for (size_t c = io_.in.size() - captures_; c < io_.in.size(); ++c) inputs.push_back(slots[io_.in[c]]);
  std::vector<Tensor> outputs;
  for (const TensorType& t : plan.output_types) outputs.emplace_back(t);
  std::vector<void*> ptr = bind_slots(plan, inputs, outputs, arenas_[r].get());
  for (const Step& step : plan.steps) step.kernel->run(ptr.data());
  return outputs;
}

void ControlFlowKernel::run(void* const* slots) const {
  const size_t operands = io_.in.size() - captures_;
  std::vector<Tensor> results;
  if (kind_ == OpKind::While) {
    std::vector<const void*> carried;
    for (size_t i = 0; i < operands; ++i) carried.push_back(slots[io_.in[i]]);
    while (load_element_int(run_region(0, carried, slots)[0].bytes(), DType::i1, 0) != 0) {
      results = run_region(1, carried, slots);
      carried.clear();
      for (const Tensor& t : results) carried.push_back(t.bytes());
    }
    for (size_t i = 0; i < operands; ++i)
      if (slots[io_.out[i]] != carried[i])
        std::memcpy(slots[io_.out[i]], carried[i], static_cast<size_t>(io_.out_types[i].byte_size()));
    return;
  }
  // if: branch 0 on true, else 1; case: branch `index`, the last one when out of range.
  const int64_t selector = load_element_int(slots[io_.in[0]], io_.in_types[0].dtype, 0);
  const int64_t branches = static_cast<int64_t>(regions_.size());
  int64_t branch = selector >= 0 && selector < branches ? selector : branches - 1;
  if (kind_ == OpKind::If) branch = selector != 0 ? 0 : 1;
  results = run_region(static_cast<size_t>(branch), {}, slots);
  for (size_t i = 0; i < results.size(); ++i)
    std::memcpy(slots[io_.out[i]], results[i].bytes(), static_cast<size_t>(results[i].byte_size()));
}

class CpuExecutable final : public Executable {
 public:
  CpuExecutable(Lowerer& lowerer, Plan plan, bool profile)
      : Executable(lowerer), plan_(std::move(plan)), profile_(profile ? plan_.steps.size() : 0, 0.0) {}

  const std::vector<TensorType>& input_types() const override { return plan_.input_types; }
  const std::vector<TensorType>& output_types() const override { return plan_.output_types; }

  std::vector<std::unique_ptr<Buffer>> execute(std::span<Buffer* const> args,
                                               const ExecuteOptions& options) override {
    check_arguments(args, plan_.input_types);
    std::vector<HostBuffer*> inputs;
    for (size_t i = 0; i < args.size(); ++i) {
      auto* hb = dynamic_cast<HostBuffer*>(args[i]);
      LADDER_CHECK(hb, "input ", i, ": the cpu lowerer needs a host buffer");
      inputs.push_back(hb);
    }
    std::vector<bool> donated(args.size(), false);
    for (int i : options.donated_inputs) {
      LADDER_CHECK(i >= 0 && i < static_cast<int>(args.size()), "donated input ", i,
                   " does not exist (", args.size(), " inputs)");
      LADDER_CHECK(std::count(args.begin(), args.end(), args[i]) == 1, "donated input ", i,
                   " is also passed as another input (a donated buffer is given up)");
      donated[i] = true;
    }
    std::lock_guard<std::mutex> lock(mutex_);  // one run at a time: the arena is shared
    cpu::use_num_threads();
    if (!arena_ && plan_.arena_bytes > 0) arena_.reset(allocate_arena(plan_.arena_bytes));

    // Inputs are bound before donated ones move into outputs (their data stays in place).
    std::vector<void*> ptr;
    for (HostBuffer* in : inputs) ptr.push_back(in->tensor().bytes());
    std::vector<Tensor> outputs(plan_.output_types.size());
    for (size_t j = 0; j < outputs.size(); ++j) {
      auto taken = std::find_if(plan_.donatable[j].begin(), plan_.donatable[j].end(),
                                [&](int i) { return donated[i]; });
      if (taken == plan_.donatable[j].end()) {
        outputs[j] = Tensor(plan_.output_types[j]);
        continue;
      }
      donated[*taken] = false;
      outputs[j] = std::move(inputs[*taken]->tensor());
    }
    ptr = bind_slots(plan_, ptr, outputs, arena_.get());
    if (profile_.empty()) {
      for (const Step& step : plan_.steps) step.kernel->run(ptr.data());
    } else {
      for (size_t i = 0; i < plan_.steps.size(); ++i) {
        auto start = std::chrono::steady_clock::now();
        plan_.steps[i].kernel->run(ptr.data());
        profile_[i] += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      }
      ++runs_;
    }

    std::vector<std::unique_ptr<Buffer>> result;
    for (Tensor& t : outputs) result.push_back(std::make_unique<HostBuffer>(std::move(t)));
    return result;
  }

  std::map<std::string, std::string> stats() const override {
    int64_t outputs = 0, constants = 0;
    for (const auto& t : plan_.output_types) outputs += t.byte_size();
    for (const auto& c : plan_.constants) constants += c.byte_size();
    std::map<std::string, int> kinds;
    for (const Step& s : plan_.steps) {
      std::string d = s.kernel->describe();
      ++kinds[d.substr(0, d.find('['))];
    }
    std::string summary;
    for (auto& [k, n] : kinds) summary += (summary.empty() ? "" : " ") + k + "=" + std::to_string(n);
    int64_t scratch = plan_.shared_scratch_bytes;
    for (const Step& s : plan_.steps) scratch += s.kernel->scratch_bytes();
    std::map<std::string, std::string> stats = {
        {"planned_peak_bytes", std::to_string(plan_.arena_bytes + outputs + constants + scratch)},
        {"kernel_scratch_bytes", std::to_string(scratch)},
            {"arena_bytes", std::to_string(plan_.arena_bytes)},
            {"output_bytes", std::to_string(outputs)},
            {"constant_bytes", std::to_string(constants)},
            {"steps", std::to_string(plan_.steps.size())},
            {"blocked_tensors", std::to_string(plan_.blocked_tensors)},
            {"outputs_donatable", std::to_string(std::count_if(plan_.donatable.begin(), plan_.donatable.end(),
                                                              [](const auto& d) { return !d.empty(); }))},
            {"kernels", summary}};
    if (runs_ > 0) {
      // Milliseconds per run by kernel kind, largest first ("kind ms; kind ms"), and per step
      // in run order (one "ms<TAB>kind<TAB>written types" line each), over profile_runs runs.
      std::map<std::string, double> by_kind;
      std::string steps;
      for (size_t i = 0; i < plan_.steps.size(); ++i) {
        const std::string kind = plan_.steps[i].kernel->describe();
        by_kind[kind] += profile_[i] / runs_;
        // And what the step writes, so that a reader can tell its steps apart.
        std::string writes;
        for (int w : plan_.steps[i].writes) writes += cat(writes.empty() ? "" : ", ", type_string(plan_.types[w]));
        steps += cat(profile_[i] / runs_, "\t", kind, "\t", writes, "\n");
      }
      std::vector<std::pair<double, std::string>> sorted;
      for (auto& [k, ms] : by_kind) sorted.push_back({ms, k});
      std::sort(sorted.rbegin(), sorted.rend());
      std::string text;
      for (auto& [ms, k] : sorted) text += cat(text.empty() ? "" : "; ", k, " ", ms);
      stats["profile_ms"] = text;
      stats["profile_steps"] = steps;
      stats["profile_runs"] = std::to_string(runs_);
    }
    return stats;
  }

 private:
  struct Free {
    void operator()(char* p) const { std::free(p); }
  };
  Plan plan_;
  std::vector<double> profile_;  // milliseconds per step, summed over runs (empty: off)
  int64_t runs_ = 0;
  std::mutex mutex_;
  std::unique_ptr<char, Free> arena_;
};

// oneDNN's instruction set, as its kernels name it.
std::string onednn_isa() {
  switch (dnnl::get_effective_cpu_isa()) {
    case dnnl::cpu_isa::sse41: return "sse41";
    case dnnl::cpu_isa::avx: return "avx";
    case dnnl::cpu_isa::avx2: return "avx2";
    case dnnl::cpu_isa::avx512_core: return "avx512_core";
    case dnnl::cpu_isa::avx512_core_vnni: return "avx512_core_vnni";
    case dnnl::cpu_isa::avx512_core_bf16: return "avx512_core_bf16";
    case dnnl::cpu_isa::avx512_core_amx: return "avx512_core_amx";
    default: return cat("oneDNN isa ", static_cast<unsigned>(dnnl::get_effective_cpu_isa()));
  }
}

// Runs the lowerer as a CPU with instruction set `name` would (amx, avx512, avx2, portable): the
// fused kernels' build of that name (amx: avx512's), and oneDNN capped at it (AVX512-BF16,
// which leaves AMX out; AVX2; SSE4.1 for portable), as ONEDNN_MAX_CPU_ISA does; amx leaves
// oneDNN uncapped, where its instruction set is AMX. Process-wide. oneDNN fixes its instruction
// set the first time it is asked for it (a primitive made, or describe()), so its cap takes
// only before that (LADDER_CPU_ISA is read then); later, only the fused kernels change
// (describe() shows both).
void select_isa(const std::string& name) {
  if (name == "amx") {
    cpu::select_eval_block_isa("avx512");
    LADDER_CHECK(cpu::onednn_amx(), "cpu lowerer: instruction set 'amx' is not available here (oneDNN runs ",
                 onednn_isa(), ")");
    return;
  }
  cpu::select_eval_block_isa(name);
  if (name == "avx512") dnnl::set_max_cpu_isa(dnnl::cpu_isa::avx512_core_bf16);
  if (name == "avx2") dnnl::set_max_cpu_isa(dnnl::cpu_isa::avx2);
  if (name == "portable") dnnl::set_max_cpu_isa(dnnl::cpu_isa::sse41);
}

// The memory this machine can still give a process (MemAvailable), in bytes; -1 if unknown.
int64_t available_memory() {
  std::FILE* f = std::fopen("/proc/meminfo", "r");
  if (!f) return -1;
  char line[256];
  int64_t kib = -1;
  while (std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "MemAvailable: %ld kB", &kib) == 1) break;
  std::fclose(f);
  return kib < 0 ? -1 : kib * 1024;
}

// A plan whose planned peak is more than the machine has would be killed part way through its
// first run (Linux overcommits, then its OOM killer ends the process without a word): refuse
// it at compile time instead, saying what it needs. memory_check=0 lets it try (swap, say).
void check_fits_in_memory(const std::string& function, const std::map<std::string, std::string>& stats) {
  const int64_t available = available_memory();
  const int64_t peak = std::stoll(stats.at("planned_peak_bytes"));
  if (available < 0 || peak <= available) return;
  auto gib = [](int64_t bytes) { return cat(std::llround(static_cast<double>(bytes) / (1 << 30) * 10) / 10.0, " GiB"); };
  throw Error(cat("cpu lowerer: @", function, " needs ", gib(peak), " (tensors ", gib(std::stoll(stats.at("arena_bytes"))),
                  ", outputs ", gib(std::stoll(stats.at("output_bytes"))), ", kernel scratch ",
                  gib(std::stoll(stats.at("kernel_scratch_bytes"))), ") and this machine has ", gib(available),
                  " available; use a smaller batch (or --lowerer-option memory_check=0 to try anyway)"));
}

// conv_algorithm=auto (Winograd where it is faster, onednn.cpp) or direct.
void set_conv_algorithm(const std::string& value) {
  LADDER_CHECK(value == "auto" || value == "direct", "cpu lowerer: option conv_algorithm=", value,
               " is not auto or direct");
  cpu::set_conv_algorithm(value == "auto" ? cpu::ConvAlgorithm::Auto : cpu::ConvAlgorithm::Direct);
}

// Threads for one of `replicas_here` replicas on this host: the cores this process may run on
// when a launcher bound it to fewer than the host has (mpirun binds each rank to its cores),
// else the host's cores shared out.
int replica_threads(int replicas_here) {
  const int host = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  cpu_set_t set;
  CPU_ZERO(&set);
  const int allowed = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : host;
  if (allowed < host) return std::max(1, allowed);
  return std::max(1, host / std::max(1, replicas_here));
}

class CpuLowerer final : public Lowerer {
 public:
  explicit CpuLowerer(const LowererOptions& options) : comm_(options.communicator) {
    // Replicas on one host share its cores: each takes its share unless told otherwise.
    if (comm_ && !options.values.count("threads") && !std::getenv("OMP_NUM_THREADS")) {
      cpu::set_num_threads(replica_threads(launched_by_mpi() ? local_replicas() : comm_->size()));
    }
    // LADDER_CPU_ISA does what the isa option does (the tests run once per instruction set
    // with it; see tests/CMakeLists.txt); the option wins.
    if (const char* isa = std::getenv("LADDER_CPU_ISA"); isa && *isa && !options.values.count("isa")) {
      try {
        select_isa(isa);
      } catch (const Error& e) {
        throw Error(cat(e.what(), " (from LADDER_CPU_ISA)"));
      }
    }
    if (const char* alg = std::getenv("LADDER_CONV_ALGORITHM");
        alg && *alg && !options.values.count("conv_algorithm")) {
      try {
        set_conv_algorithm(alg);
      } catch (const Error& e) {
        throw Error(cat(e.what(), " (from LADDER_CONV_ALGORITHM)"));
      }
    }
    for (const auto& [key, value] : options.values) {
      if (key == "threads") {
        int n = 0;
        try {
          n = std::stoi(value);
        } catch (const std::exception&) {
        }
        LADDER_CHECK(n >= 1, "cpu lowerer: option threads=", value, " is not a positive integer");
        cpu::set_num_threads(n);
        continue;
      }
      if (key == "isa") {
        select_isa(value);
        continue;
      }
      if (key == "conv_algorithm") {
        set_conv_algorithm(value);
        continue;
      }
      if (key == "profile") {
        LADDER_CHECK(value == "0" || value == "1", "cpu lowerer: option profile=", value, " is not 0 or 1");
        profile_ = value == "1";
        continue;
      }
      if (key == "memory_check") {
        LADDER_CHECK(value == "0" || value == "1", "cpu lowerer: option memory_check=", value, " is not 0 or 1");
        check_memory_ = value == "1";
        continue;
      }
      throw Error(cat("cpu lowerer: unknown option '", key, "' (known: threads, isa, conv_algorithm, profile, memory_check)"));
    }
  }
  std::string name() const override { return "cpu"; }
  Communicator* communicator() const override { return comm_.get(); }

  std::unique_ptr<Executable> compile(const ir::Module& module, const ir::Function& function) override {
    // The plan is built from a rewritten copy (rewrite.h); the caller's module stays as it was.
    ir::Module copy = ir::clone(module);
    cpu::rewrite_for_planning(copy);
    const ir::Function* rewritten = copy.find(function.name);
    LADDER_ASSERT(rewritten, "compile: @", function.name, " is not a function of its module");
    check_replicas(module, function, comm_.get(), name());
    auto exe = std::make_unique<CpuExecutable>(*this, PlanBuilder(copy, comm_).build(*rewritten), profile_);
    if (check_memory_) check_fits_in_memory(function.name, exe->stats());
    return exe;
  }

  std::unique_ptr<Buffer> upload(const Tensor& tensor) override {
    return std::make_unique<HostBuffer>(tensor);
  }

  std::map<std::string, std::string> describe() const override {
    const dnnl_version_t* v = dnnl_version();
    return {{"lowerer", "cpu"},
            {"threads", std::to_string(cpu::num_threads())},
            {"elementwise_isa", cpu::eval_block_isa()},
            {"onednn_isa", onednn_isa()},
            {"conv_algorithm", cpu::conv_algorithm() == cpu::ConvAlgorithm::Auto ? "auto" : "direct"},
            {"onednn", cat(v->major, ".", v->minor, ".", v->patch, " (", v->cpu_runtime == DNNL_RUNTIME_OMP ? "openmp" : "other", " runtime)")}};
  }

 private:
  std::shared_ptr<Communicator> comm_;
  bool profile_ = false;
  bool check_memory_ = true;
};

}  // namespace

std::unique_ptr<Lowerer> make_cpu_lowerer(const LowererOptions& options) {
  return std::make_unique<CpuLowerer>(options);
}

}  // namespace ladder::exec
