#include "ladder/ir/graph.h"

#include <atomic>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

#include "ladder/core/error.h"

namespace ladder::ir {

namespace {

struct OpInfo {
  std::string_view name;
  OpClass cls;
  OpTypes types;
  OpResult result;
  int regions;
  OpGrad grad;
  OpSamples samples;
};

constexpr OpInfo kOps[] = {
#define LADDER_OP_INFO(name, text, cls, types, result, regions, grad, samples) \
  {text, OpClass::cls, OpTypes::types, OpResult::result, regions, OpGrad::grad, OpSamples::samples},
    LADDER_OPS(LADDER_OP_INFO)
#undef LADDER_OP_INFO
};
static_assert(sizeof(kOps) / sizeof(kOps[0]) == kNumOps, "op table out of step with ops.def");

// Facts that hold by construction, checked once here rather than trusted in every pass.
constexpr bool columns_agree() {
  for (const OpInfo& op : kOps) {
    const bool elementwise = op.cls == OpClass::Unary || op.cls == OpClass::Binary || op.cls == OpClass::Ternary;
    if ((op.types == OpTypes::Own) == elementwise) return false;     // elementwise ops say their types
    if (elementwise && op.regions != 0) return false;                 // and have no bodies
    if (op.samples != OpSamples::Own && (!elementwise || op.cls == OpClass::Ternary || op.grad == OpGrad::Discrete))
      return false;  // certify draws the operands of differentiable unary and binary ops only
    const bool two_operand_samples = op.samples == OpSamples::DivisorAwayFromZero || op.samples == OpSamples::PositiveBase ||
                                     op.samples == OpSamples::FractionalQuotient;
    if (two_operand_samples && op.cls != OpClass::Binary) return false;
  }
  return true;
}
static_assert(columns_agree(), "ops.def: an op's columns contradict each other (see its header)");

std::atomic<int64_t> g_next_node_id{0};

void adopt(Block& block, Function* function, Node* owner) {
  block.function = function;
  block.owner = owner;
  for (auto& node : block.nodes)
    for (auto& region : node->regions) adopt(*region, function, node.get());
}

}  // namespace

Tensor ConstantAttr::expanded() const {
  if (!is_splat()) return value;
  Tensor out(type());
  const size_t size = static_cast<size_t>(dtype_size(value.dtype()));
  const int64_t n = out.num_elements();
  for (int64_t i = 0; i < n; ++i) std::memcpy(out.bytes() + i * size, value.bytes(), size);
  return out;
}

ConstantAttr splat_attr(const Tensor& element, Shape shape) {
  LADDER_ASSERT(element.num_elements() == 1, "a splat holds one element, not ", element.num_elements());
  const bool splat = num_elements(shape) >= 2;
  Tensor out(element.dtype(), splat ? Shape{} : shape);
  if (out.num_elements() == 1) std::memcpy(out.bytes(), element.bytes(), static_cast<size_t>(element.byte_size()));
  if (!splat) return ConstantAttr{std::move(out), std::nullopt};
  return ConstantAttr{std::move(out), std::move(shape)};
}

ConstantAttr constant_attr(Tensor value) {
  const int64_t n = value.num_elements();
  const size_t size = static_cast<size_t>(dtype_size(value.dtype()));
  bool equal = n >= 2;
  for (int64_t i = 1; i < n && equal; ++i)
    equal = std::memcmp(value.bytes(), value.bytes() + i * size, size) == 0;
  if (!equal) return ConstantAttr{std::move(value), std::nullopt};
  Tensor element(value.dtype(), {});
  std::memcpy(element.bytes(), value.bytes(), size);
  return splat_attr(element, value.shape());
}

std::string_view op_name(OpKind k) { return kOps[static_cast<int>(k)].name; }

std::string_view op_short_name(OpKind k) {
  std::string_view n = op_name(k);
  size_t dot = n.find('.');
  return dot == std::string_view::npos ? n : n.substr(dot + 1);
}

OpClass op_class(OpKind k) { return kOps[static_cast<int>(k)].cls; }
OpTypes op_types(OpKind k) { return kOps[static_cast<int>(k)].types; }
OpResult op_result(OpKind k) { return kOps[static_cast<int>(k)].result; }
int op_regions(OpKind k) { return kOps[static_cast<int>(k)].regions; }
bool op_generic_form_only(OpKind k) {
#define LADDER_OP_IS(name) k == OpKind::name ||
  return LADDER_GENERIC_FORM_ONLY(LADDER_OP_IS) false;
#undef LADDER_OP_IS
}

GroupMode group_mode(OpKind kind, const CollectiveAttr& attr) {
  const bool channel = attr.channel_handle > 0;
  if (kind == OpKind::AllReduce || kind == OpKind::AllGather || kind == OpKind::ReduceScatter) {
    if (!channel) return GroupMode::cross_replica;
    return attr.use_global_device_ids ? GroupMode::flattened_ids : GroupMode::cross_replica_and_partition;
  }
  // all_to_all, collective_broadcast, collective_reduce, collective_permute
  LADDER_ASSERT(op_is_collective(kind), op_short_name(kind), " is not a collective");
  return channel ? GroupMode::cross_partition : GroupMode::cross_replica;
}

std::string_view group_mode_name(GroupMode mode) {
  switch (mode) {
    case GroupMode::cross_replica: return "cross_replica";
    case GroupMode::cross_partition: return "cross_partition";
    case GroupMode::cross_replica_and_partition: return "cross_replica_and_partition";
    case GroupMode::flattened_ids: return "flattened_ids";
  }
  return "?";
}

bool op_is_collective(OpKind k) {
#define LADDER_OP_IS(name) k == OpKind::name ||
  return LADDER_COLLECTIVES(LADDER_OP_IS) false;
#undef LADDER_OP_IS
}

bool op_regions_capture(OpKind k) { return k == OpKind::While || k == OpKind::If || k == OpKind::Case; }
OpGrad op_grad(OpKind k) { return kOps[static_cast<int>(k)].grad; }
OpSamples op_samples(OpKind k) { return kOps[static_cast<int>(k)].samples; }

bool op_accepts(OpKind k, DType t) {
  switch (op_types(k)) {
    case OpTypes::Float: return is_float(t);
    case OpTypes::FloatOrComplex: return is_float(t) || is_complex(t);
    case OpTypes::FloatOrSigned: return is_float(t) || (is_integer(t) && !is_unsigned(t));
    case OpTypes::FloatSignedOrComplex: return is_float(t) || is_complex(t) || (is_integer(t) && !is_unsigned(t));
    case OpTypes::Numeric: return is_float(t) || is_integer(t);
    case OpTypes::NumericOrComplex: return is_float(t) || is_integer(t) || is_complex(t);
    case OpTypes::Integer: return is_integer(t);
    case OpTypes::Bitwise: return t == DType::i1 || is_integer(t);
    case OpTypes::Any:
    case OpTypes::Own: return true;
  }
  return false;
}

std::optional<OpKind> op_from_name(std::string_view name) {
  for (int i = 1; i < kNumOps; ++i)  // skip Parameter: it has no printed form
    if (kOps[i].name == name) return static_cast<OpKind>(i);
  return std::nullopt;
}

std::string_view compare_direction_name(CompareDirection d) {
  static constexpr std::string_view kNames[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  return kNames[static_cast<int>(d)];
}

std::string_view compare_type_name(CompareType t) {
  static constexpr std::string_view kNames[] = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED",
                                                "NOTYPE"};
  return kNames[static_cast<int>(t)];
}

std::string_view transpose_kind_name(TransposeKind t) {
  static constexpr std::string_view kNames[] = {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"};
  return kNames[static_cast<int>(t)];
}

std::string_view rng_algorithm_name(RngAlgorithm a) {
  static constexpr std::string_view kNames[] = {"DEFAULT", "THREE_FRY", "PHILOX"};
  return kNames[static_cast<int>(a)];
}

const TensorType& Value::type() const {
  LADDER_ASSERT(node != nullptr, "type() of a null Value");
  LADDER_ASSERT(index >= 0 && index < node->num_results(), "result index ", index);
  return node->results[index];
}

Block* Value::block() const { return node ? node->parent : nullptr; }

Value Block::add_parameter(TensorType type) {
  int index = num_parameters();
  auto node = std::make_unique<Node>();
  node->kind = OpKind::Parameter;
  node->results = {std::move(type)};
  node->attr = ParameterAttr{index};
  node->parent = this;
  node->id = g_next_node_id++;
  Node* raw = node.get();
  nodes.insert(nodes.begin() + index, std::move(node));
  return raw->result();
}

std::vector<Value> Block::parameters() const {
  std::vector<Value> out;
  for (auto& n : nodes) {
    if (n->kind != OpKind::Parameter) break;
    out.push_back(n->result());
  }
  return out;
}

int Block::num_parameters() const {
  int count = 0;
  for (auto& n : nodes) {
    if (n->kind != OpKind::Parameter) break;
    ++count;
  }
  return count;
}

Node* Block::append(OpKind kind, std::vector<Value> operands, std::vector<TensorType> results,
                    Attr attr, std::vector<std::unique_ptr<Block>> regions) {
  auto node = std::make_unique<Node>();
  node->kind = kind;
  node->operands = std::move(operands);
  node->results = std::move(results);
  node->attr = std::move(attr);
  node->regions = std::move(regions);
  node->parent = this;
  node->id = g_next_node_id++;
  for (auto& region : node->regions) adopt(*region, function, node.get());
  nodes.push_back(std::move(node));
  return nodes.back().get();
}

Module* Block::module() const { return function ? function->module : nullptr; }

std::vector<TensorType> Function::input_types() const {
  std::vector<TensorType> out;
  for (Value v : body.parameters()) out.push_back(v.type());
  return out;
}

std::vector<TensorType> Function::output_types() const {
  std::vector<TensorType> out;
  for (Value v : body.results) out.push_back(v.type());
  return out;
}

Module::Module(Module&& other) noexcept { *this = std::move(other); }

Module& Module::operator=(Module&& other) noexcept {
  name = std::move(other.name);
  header_comments = std::move(other.header_comments);
  functions = std::move(other.functions);
  num_replicas = other.num_replicas;
  num_partitions = other.num_partitions;
  for (auto& f : functions) f->module = this;
  return *this;
}

Function* Module::add_function(std::string fn_name, bool is_public) {
  auto fn = std::make_unique<Function>();
  fn->name = std::move(fn_name);
  fn->is_public = is_public;
  fn->module = this;
  fn->body.function = fn.get();
  functions.push_back(std::move(fn));
  return functions.back().get();
}

Function* Module::find(std::string_view fn_name) const {
  for (auto& f : functions)
    if (f->name == fn_name) return f.get();
  return nullptr;
}

Function* Module::entry(std::string_view wanted) const {
  auto names = [&] {
    std::string s;
    for (auto& f : functions) s += (s.empty() ? "@" : ", @") + f->name;
    return s.empty() ? std::string("none") : s;
  };
  if (wanted.starts_with('@')) wanted.remove_prefix(1);  // the name as listings print it
  if (!wanted.empty()) {
    Function* f = find(wanted);
    LADDER_CHECK(f, "no function @", wanted, " in the module (functions: ", names(), ")");
    return f;
  }
  if (Function* f = find("main")) return f;
  Function* only_public = nullptr;
  int publics = 0;
  for (auto& f : functions)
    if (f->is_public) ++publics, only_public = f.get();
  if (publics == 1) return only_public;
  if (functions.size() == 1) return functions[0].get();
  throw Error(cat("cannot choose an entry function (functions: ", names(),
                  "); name one with --entry"));
}

namespace {
void collect_captures(const Block& block, std::unordered_set<const Node*>& inside,
                      std::unordered_set<Value, ValueHash>& seen, std::vector<Value>& out) {
  auto use = [&](Value v) {
    if (!inside.count(v.node) && seen.insert(v).second) out.push_back(v);
  };
  for (const auto& node : block.nodes) {
    for (Value v : node->operands) use(v);
    inside.insert(node.get());
    for (const auto& region : node->regions) collect_captures(*region, inside, seen, out);
  }
  for (Value v : block.results) use(v);
}
}  // namespace

std::vector<Value> captured_values(const Node& node) {
  std::unordered_set<const Node*> inside;
  std::unordered_set<Value, ValueHash> seen;
  std::vector<Value> out;
  for (const auto& region : node.regions) collect_captures(*region, inside, seen, out);
  return out;
}

std::unique_ptr<Block> make_region(const std::vector<TensorType>& param_types) {
  auto block = std::make_unique<Block>();
  for (const auto& t : param_types) block->add_parameter(t);
  return block;
}

namespace {
// Appends copies of `from`'s nodes to `to` and sets its results; `copies` maps each original
// node to its copy (shared by a function's nested regions, which may read outer values).
void clone_block(const Block& from, Block& to, std::unordered_map<const Node*, Node*>& copies) {
  auto copy_of = [&](Value v) {
    auto it = copies.find(v.node);
    LADDER_ASSERT(it != copies.end(), "clone: a value used before its definition");
    return Value{it->second, v.index};
  };
  for (const auto& node : from.nodes) {
    std::vector<Value> operands;
    for (Value v : node->operands) operands.push_back(copy_of(v));
    std::vector<std::unique_ptr<Block>> regions;
    for (const auto& region : node->regions) {
      regions.push_back(std::make_unique<Block>());
      clone_block(*region, *regions.back(), copies);
    }
    Node* copy = to.append(node->kind, std::move(operands), node->results, node->attr, std::move(regions));
    copy->location = node->location;
    copies[node.get()] = copy;
  }
  for (Value v : from.results) to.results.push_back(copy_of(v));
}
}  // namespace

Module clone(const Module& module) {
  Module out;
  out.name = module.name;
  out.header_comments = module.header_comments;
  out.num_replicas = module.num_replicas;
  out.num_partitions = module.num_partitions;
  for (const auto& f : module.functions) {
    Function* copy = out.add_function(f->name, f->is_public);
    copy->arg_names = f->arg_names;
    copy->result_names = f->result_names;
    std::unordered_map<const Node*, Node*> copies;
    clone_block(f->body, copy->body, copies);
  }
  return out;
}

}  // namespace ladder::ir
