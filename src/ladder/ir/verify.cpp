#include "ladder/ir/verify.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder::ir {

namespace {

std::string types_string(const std::vector<TensorType>& types) {
  std::string s;
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + type_string(types[i]);
  return s;
}

// A value for messages: its type when it names an existing result.
std::string describe(Value v) {
  if (v.index < 0 || v.index >= v.node->num_results())
    return cat("result #", v.index, " of an op with ", v.node->num_results());
  return type_string(v.type());
}

// Checks one block. A block sees only its own parameters and the nodes before the use:
// Regions are isolated from their enclosing block, except control flow's (op_regions_capture).
class BlockVerifier {
 public:
  explicit BlockVerifier(const Function& fn) : fn_(fn) {}

  void verify_block(const Block& block, const Node* owner) {
    std::unordered_set<const Node*> defined;
    bool in_parameters = true;
    int index = 0;
    for (const auto& node_ptr : block.nodes) {
      const Node& node = *node_ptr;
      check(node.parent == &block, node, "node's parent is not the block that holds it");
      if (node.kind == OpKind::Parameter) {
        check(in_parameters, node, "block argument after the first op of the block");
        const auto* attr = std::get_if<ParameterAttr>(&node.attr);
        check(attr && attr->index == index, node, "block argument at position ", index,
              " has the wrong index attribute");
        check(node.num_results() == 1, node, "block argument with ", node.num_results(),
              " results");
        ++index;
      } else {
        in_parameters = false;
        for (size_t i = 0; i < node.operands.size(); ++i)
          check_in_scope(node.operands[i], defined, block, node, cat("operand ", i));
        // Control flow's regions see what the enclosing blocks defined so far; other
        // regions are isolated.
        std::vector<const std::unordered_set<const Node*>*> enclosing;
        if (op_regions_capture(node.kind)) enclosing = visible_, enclosing.push_back(&defined);
        std::swap(visible_, enclosing);
        for (const auto& region : node.regions) {
          check(region != nullptr, node, "null region");
          check(region->owner == &node, node, "region's owner is not the node holding it");
          verify_block(*region, &node);
        }
        std::swap(visible_, enclosing);
        check_types(node);
        if (node.kind == OpKind::CollectivePermute)
          check_source_target_pairs(node);
        else if (op_is_collective(node.kind))
          check_replica_groups(node);
      }
      defined.insert(&node);
    }
    for (size_t i = 0; i < block.results.size(); ++i) {
      Value r = block.results[i];
      std::string what = cat(owner ? "region result " : "return value ", i);
      if (owner)
        check_in_scope(r, defined, block, *owner, what);
      else
        LADDER_CHECK(r && defined.count(r.node) && r.index < r.node->num_results(), "in @",
                     fn_.name, ": ", what, " is not a value defined in the function body");
    }
  }

 private:
  template <typename... Parts>
  void check(bool cond, const Node& node, Parts&&... parts) {
    if (!cond)
      throw Error(cat(where(node), "in @", fn_.name, ": [", op_short_name(node.kind), "] ",
                      std::forward<Parts>(parts)...));
  }

  // "file:line:col: " for an op read from text, else nothing.
  static std::string where(const Node& node) {
    return node.location.empty() ? "" : node.location + ": ";
  }

  void check_in_scope(Value v, const std::unordered_set<const Node*>& defined, const Block& block,
                      const Node& user, const std::string& what) {
    check(bool(v), user, what, " is a null value");
    if (defined.count(v.node)) {
      check(v.index >= 0 && v.index < v.node->num_results(), user, what, " uses result ", v.index,
            " of an op with ", v.node->num_results(), " results");
      return;
    }
    for (const auto* outer : visible_)
      if (outer->count(v.node)) return;
    for (const Block* b = block.owner ? block.owner->parent : nullptr; b;
         b = b->owner ? b->owner->parent : nullptr)
      check(v.block() != b, user, what, " (", describe(v),
            ") comes from an enclosing block; only while, if and case regions may read values defined outside them");
    check(v.block() != &block, user, what, " (", describe(v), ") is used before it is defined");
    check(false, user, what, " (", describe(v), ") is not defined in this function's scope");
  }

  // The defined-so-far sets of the enclosing blocks a region being checked may read from.
  std::vector<const std::unordered_set<const Node*>*> visible_;

  void check_types(const Node& node) {
    std::vector<TensorType> operand_types;
    for (Value v : node.operands) operand_types.push_back(v.type());
    const Function* callee = nullptr;
    if (node.kind == OpKind::Call) {
      const auto* call = std::get_if<CallAttr>(&node.attr);
      check(call != nullptr, node, "call without a callee");
      const std::string& name = call->callee;
      check(fn_.module != nullptr, node, "call to @", name, " outside a module");
      callee = fn_.module->find(name);
      check(callee != nullptr, node, "call to undefined function @", name);
    }
    std::vector<TensorType> inferred;
    try {
      inferred = infer_result_types(node.kind, operand_types, node.attr, node.regions, callee,
                                    declared_result(node.kind, node.results));
    } catch (const Error& e) {
      throw Error(cat(where(node), "in @", fn_.name, ": ", e.what()));
    }
    check(inferred == node.results, node, "declared result types (", types_string(node.results),
          ") differ from the inferred (", types_string(inferred), ")");
  }

  // The ids a collective's groups (or pairs) name in its mode, and how it says them:
  // replicas, partitions or processes of the module's grid (a function outside a module runs
  // as a module's default would: one process).
  struct Ids {
    int64_t count;
    std::string unit;  // "replica", "partition", "process"
    std::string what;  // "a module of 2 replicas (mhlo.num_replicas)"
  };
  Ids ids_of(const Node& node, const CollectiveAttr& attr) const {
    const int64_t replicas = fn_.module ? fn_.module->num_replicas : 1;
    const int64_t partitions = fn_.module ? fn_.module->num_partitions : 1;
    switch (group_mode(node.kind, attr)) {
      case GroupMode::cross_replica:
      case GroupMode::cross_replica_and_partition:
        return {replicas, "replica", cat("a module of ", replicas, " replicas (mhlo.num_replicas)")};
      case GroupMode::cross_partition:
        return {partitions, "partition",
                cat("a module of ", partitions, " partitions (mhlo.num_partitions; with a channel_handle the ids ",
                    "name partitions)")};
      case GroupMode::flattened_ids:
        return {replicas * partitions, "process",
                cat("a module of ", replicas * partitions, " processes (use_global_device_ids: flattened ids over ",
                    replicas, " replicas × ", partitions, " partitions)")};
    }
    throw InternalError("unknown group mode");
  }

  // A collective's replica_groups against the module's process grid, in the op's mode. The ids
  // are distinct and in range; all_reduce, all_gather, reduce_scatter and all_to_all name each
  // once (the spec's interpreter leaves a process that no group names without a group, which
  // ladder does not run), collective_broadcast and collective_reduce give such a process zeros.
  // Groups that set a result's shape (all_gather, reduce_scatter, all_to_all) are one size.
  void check_replica_groups(const Node& node) {
    const auto* attr = std::get_if<CollectiveAttr>(&node.attr);
    check(attr != nullptr, node, "collective without its attribute");
    check(!attr->use_global_device_ids || attr->channel_handle > 0, node,
          "use_global_device_ids needs a positive channel_handle (the spec's flattened_ids mode)");
    const auto& groups = attr->replica_groups;
    const Ids ids = ids_of(node, *attr);
    const bool shaped = node.kind == OpKind::AllGather || node.kind == OpKind::ReduceScatter || node.kind == OpKind::AllToAll;
    const bool covering = shaped || node.kind == OpKind::AllReduce;
    std::vector<int64_t> seen;
    for (size_t g = 0; g < groups.size(); ++g) {
      if (shaped)
        check(groups[g].size() == groups[0].size(), node, "replica group ", g, " has ", groups[g].size(), " ",
              ids.unit, "s and group 0 has ", groups[0].size(), "; replica_groups must be the same size");
      for (int64_t id : groups[g]) {
        check(id >= 0 && id < ids.count, node, ids.unit, " id ", id, " in replica group ", g, " is out of range for ",
              ids.what);
        seen.push_back(id);
      }
    }
    // Sorted and without repeats, the ids run 0, 1, ... up to the first missing one. The
    // module's count may be huge (it is the text's), so nothing here is sized by it.
    std::sort(seen.begin(), seen.end());
    auto twice = std::adjacent_find(seen.begin(), seen.end());
    check(twice == seen.end(), node, ids.unit, " id ", twice == seen.end() ? 0 : *twice,
          " appears more than once in replica_groups");
    if (groups.empty()) return;  // one group of every id
    size_t missing = 0;
    while (missing < seen.size() && seen[missing] == static_cast<int64_t>(missing)) ++missing;
    if (covering)
      check(static_cast<int64_t>(missing) == ids.count, node, ids.unit, " ", missing, " is in no replica group; ",
            "replica_groups must name each of the module's ", ids.count, " ", ids.unit, ids.count == 1 ? "" : "s", " once");
    // all_gather's and reduce_scatter's groups span the partitions too in cross_replica_and_partition.
    if (node.kind == OpKind::AllGather || node.kind == OpKind::ReduceScatter) {
      const int64_t partitions = fn_.module ? fn_.module->num_partitions : 1;
      const int64_t members = static_cast<int64_t>(groups[0].size()) *
                              (group_mode(node.kind, *attr) == GroupMode::cross_replica_and_partition ? partitions : 1);
      const int64_t d = attr->dimension;
      for (size_t i = 0; i < node.results.size(); ++i) {
        const int64_t in = node.operands[i].type().shape[size_t(d)], out = node.results[i].shape[size_t(d)];
        check(node.kind == OpKind::AllGather ? out == in * members : in == out * members, node, "dimension ", d,
              " of result ", i, " is ", out, " but ", node.kind == OpKind::AllGather ? "gathering" : "scattering", " ",
              in, " over process groups of ", members, " gives ",
              node.kind == OpKind::AllGather ? in * members : in / members);
      }
    }
  }

  // collective_permute's pairs name replicas of the module, or with a channel_handle
  // partitions (the spec's cross-partition mode). Their sign and repeats are inference's to
  // refuse.
  void check_source_target_pairs(const Node& node) {
    const auto* attr = std::get_if<CollectiveAttr>(&node.attr);
    check(attr != nullptr, node, "collective without its attribute");
    const Ids ids = ids_of(node, *attr);
    for (const auto& [source, target] : attr->source_target_pairs)
      for (int64_t id : {source, target})
        check(id < ids.count, node, ids.unit, " id ", id, " in source_target_pairs (", source, ", ", target,
              ") is out of range for ", ids.what);
  }

  const Function& fn_;
};

void collect_callees(const Block& block, std::vector<std::string>& out) {
  for (const auto& node : block.nodes) {
    if (node->kind == OpKind::Call) out.push_back(node->get<CallAttr>().callee);
    for (const auto& region : node->regions) collect_callees(*region, out);
  }
}

// Depth-first search for a call cycle; `path` holds the functions on the current chain.
void check_no_recursion(const Module& module, const Function& fn,
                        std::unordered_map<const Function*, int>& state,
                        std::vector<std::string>& path) {
  enum { kVisiting = 1, kDone = 2 };
  path.push_back(fn.name);
  state[&fn] = kVisiting;
  std::vector<std::string> callees;
  collect_callees(fn.body, callees);
  for (const std::string& name : callees) {
    const Function* callee = module.find(name);
    if (!callee || state[callee] == kDone) continue;
    if (state[callee] == kVisiting) {
      std::string chain;
      for (const std::string& p : path) chain += "@" + p + " -> ";
      throw Error(cat("recursive calls are not supported: ", chain, "@", name));
    }
    check_no_recursion(module, *callee, state, path);
  }
  state[&fn] = kDone;
  path.pop_back();
}

}  // namespace

void verify(const Function& function) {
  const Block& body = function.body;
  LADDER_CHECK(body.owner == nullptr, "in @", function.name, ": the body block has an owner node");
  size_t params = static_cast<size_t>(body.num_parameters());
  LADDER_CHECK(function.arg_names.empty() || function.arg_names.size() == params, "in @",
               function.name, ": ", function.arg_names.size(), " argument names for ", params,
               " arguments");
  LADDER_CHECK(function.result_names.empty() || function.result_names.size() == body.results.size(),
               "in @", function.name, ": ", function.result_names.size(), " result names for ",
               body.results.size(), " results");
  BlockVerifier(function).verify_block(body, nullptr);
}

void verify(const Module& module) {
  LADDER_CHECK(module.num_replicas >= 1, "the module runs on ", module.num_replicas,
               " replicas (mhlo.num_replicas); it needs at least 1");
  std::unordered_set<std::string> names;
  for (const auto& fn : module.functions) {
    LADDER_CHECK(names.insert(fn->name).second, "function @", fn->name, " is defined twice");
    LADDER_CHECK(fn->module == &module, "function @", fn->name, " does not belong to this module");
  }
  for (const auto& fn : module.functions) verify(*fn);
  std::unordered_map<const Function*, int> state;
  std::vector<std::string> path;
  for (const auto& fn : module.functions) check_no_recursion(module, *fn, state, path);
}

}  // namespace ladder::ir
