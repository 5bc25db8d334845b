// Writes the custom op forms the StableHLO dialect defines (what JAX's `as_text()` shows)
// or MLIR's generic form, which any MLIR tool can read without knowing the dialect.
#include "ladder/stablehlo/printer.h"

#include <set>
#include <unordered_map>

#include "ladder/core/error.h"
#include "ladder/stablehlo/attributes.h"
#include "ladder/stablehlo/format.h"

namespace ladder::stablehlo {

namespace {

using namespace ir;
using namespace detail;

// Whether `name` can be printed as `%name` for a function argument without clashing with
// the `%argN` and `%N` names the printer makes up.
bool is_printable_arg_name(std::string_view s) {
  if (s.empty() || is_digit(s[0])) return false;
  for (char c : s)
    if (!is_letter(c) && !is_digit(c) && c != '$' && c != '.' && c != '-') return false;
  bool numbered_arg = s.size() > 3 && s.substr(0, 3) == "arg" &&
                      s.find_first_not_of("0123456789", 3) == std::string_view::npos;
  return !numbered_arg;
}

std::string types(const std::vector<TensorType>& ts) {
  std::vector<std::string> parts;
  for (const auto& t : ts) parts.push_back(type_string(t));
  return join(parts);
}

std::string function_type(const std::vector<TensorType>& in, const std::vector<TensorType>& out) {
  std::string results = out.size() == 1 ? type_string(out[0]) : "(" + types(out) + ")";
  return "(" + types(in) + ") -> " + results;
}

bool is_commutative(OpKind k) {
  return k == OpKind::Add || k == OpKind::Multiply || k == OpKind::Maximum ||
         k == OpKind::Minimum || k == OpKind::And || k == OpKind::Or;
}

// StableHLO's rule for `applies`: one input, and a body that is one commutative op
// applied to the block's two arguments in order, on scalars of the input's element type.
const Node* compact_reducer(const Node& n) {
  if (n.operands.size() != 2 || n.regions.size() != 1) return nullptr;
  const Block& b = *n.regions[0];
  if (b.nodes.size() != 3 || b.num_parameters() != 2 || b.results.size() != 1) return nullptr;
  const Node& op = *b.nodes[2];
  TensorType scalar{n.operands[0].dtype(), {}};
  bool ok = is_commutative(op.kind) && op.operands.size() == 2 && op.results.size() == 1 &&
            op.operands[0] == b.nodes[0]->result() && op.operands[1] == b.nodes[1]->result() &&
            b.results[0] == Value{b.nodes[2].get(), 0} && op.results[0] == scalar &&
            b.nodes[0]->results[0] == scalar && b.nodes[1]->results[0] == scalar;
  return ok ? &op : nullptr;
}

class Printer {
 public:
  explicit Printer(bool generic) : generic_(generic) {}

  std::string print(const Module& m) {
    for (const auto& comment : m.header_comments) {
      size_t begin = 0;
      while (true) {  // one `//` line per line of the comment
        size_t end = comment.find('\n', begin);
        std::string_view line = std::string_view(comment).substr(begin, end - begin);
        // The parser drops trailing '\r' (CRLF files), so the printer must too.
        while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        out_ += line.empty() ? "//\n" : "// " + std::string(line) + "\n";
        if (end == std::string::npos) break;
        begin = end + 1;
      }
    }
    // The module's attributes: only where they differ from the defaults, so a one-replica
    // module prints exactly as it did before ladder knew of replicas. JAX writes the count as
    // i32; one past i32's range would not parse as that, so it gets i64.
    std::string attributes;
    auto count = [](const char* key, int64_t n) {
      return cat(key, " = ", n, n == static_cast<int32_t>(n) ? " : i32" : " : i64");
    };
    if (m.num_replicas != 1 && m.num_partitions != 1)
      attributes = cat("{", count("mhlo.num_partitions", m.num_partitions), ", ",
                       count("mhlo.num_replicas", m.num_replicas), "}");
    else if (m.num_replicas != 1)
      attributes = cat("{", count("mhlo.num_replicas", m.num_replicas), "}");
    else if (m.num_partitions != 1)
      attributes = cat("{", count("mhlo.num_partitions", m.num_partitions), "}");
    if (generic_) {
      out_ += "\"builtin.module\"()";
      if (!m.name.empty()) out_ += " <{sym_name = " + quoted(m.name) + "}>";
      out_ += " ({\n";
    } else {
      out_ += m.name.empty() ? "module " : "module " + symbol(m.name) + " ";
      if (!attributes.empty()) out_ += "attributes " + attributes + " ";
      out_ += "{\n";
    }
    for (const auto& f : m.functions) function(*f);
    if (generic_)  // discardable attributes follow the region in the generic form
      out_ += attributes.empty() ? "}) : () -> ()\n" : "}) " + attributes + " : () -> ()\n";
    else
      out_ += "}\n";
    return std::move(out_);
  }

 private:
  void indent(int level) { out_.append(static_cast<size_t>(2 * level), ' '); }

  std::string use(Value v) const {
    auto it = names_.find(v.node);
    LADDER_ASSERT(it != names_.end(), "a value is used before it is printed");
    return v.node->num_results() > 1 ? cat("%", it->second, "#", v.index) : "%" + it->second;
  }

  std::string uses(const std::vector<Value>& vs) const {
    std::vector<std::string> parts;
    for (Value v : vs) parts.push_back(use(v));
    return join(parts);
  }

  static std::vector<TensorType> types_of(const std::vector<Value>& vs) {
    std::vector<TensorType> out;
    for (Value v : vs) out.push_back(v.type());
    return out;
  }

  // `%3 = ` or `%3:2 = `; names the node's results.
  std::string define(const Node& n) {
    if (n.num_results() == 0) return "";
    std::string name = std::to_string(next_value_++);
    names_[&n] = name;
    return n.num_results() == 1 ? "%" + name + " = " : cat("%", name, ":", n.num_results(), " = ");
  }

  std::string define_argument(const Node& param) {
    std::string name = cat("arg", next_arg_++);
    names_[&param] = name;
    return "%" + name + ": " + type_string(param.results[0]);
  }

  void function(const Function& f) {
    names_.clear();
    std::vector<Value> params = f.body.parameters();
    next_value_ = 0;
    next_arg_ = static_cast<int>(params.size());  // region arguments are numbered on from here
    // Argument names: `%name` where it is a valid, unique SSA name; else `%argN` with
    // the name kept in `jax.arg_info`.
    std::vector<std::string> args, arg_infos;
    std::set<std::string> taken;
    for (size_t i = 0; i < params.size(); ++i) {
      std::string wanted = i < f.arg_names.size() ? f.arg_names[i] : "";
      std::string name = cat("arg", i), info;
      if (is_printable_arg_name(wanted) && taken.insert(wanted).second)
        name = wanted;
      else
        info = wanted;
      names_[params[i].node] = name;
      args.push_back("%" + name + ": " + type_string(params[i].type()));
      arg_infos.push_back(info);
    }
    std::vector<TensorType> outs = f.output_types();
    auto result_name = [&](size_t i) { return i < f.result_names.size() ? f.result_names[i] : ""; };
    bool any_result_name = false;
    for (size_t i = 0; i < outs.size(); ++i) any_result_name |= !result_name(i).empty();
    bool any_arg_info = false;
    for (const auto& info : arg_infos) any_arg_info |= !info.empty();

    indent(1);
    if (generic_) {
      std::vector<std::string> props;
      if (any_arg_info) {
        std::vector<std::string> dicts;
        for (const auto& info : arg_infos)
          dicts.push_back(info.empty() ? "{}" : "{jax.arg_info = " + quoted(info) + "}");
        props.push_back("arg_attrs = [" + join(dicts) + "]");
      }
      props.push_back("function_type = " + function_type(f.input_types(), outs));
      if (any_result_name) {
        std::vector<std::string> dicts;
        for (size_t i = 0; i < outs.size(); ++i)
          dicts.push_back(
              result_name(i).empty() ? "{}" : "{jax.result_info = " + quoted(result_name(i)) + "}");
        props.push_back("res_attrs = [" + join(dicts) + "]");
      }
      props.push_back("sym_name = " + quoted(f.name));
      if (!f.is_public) props.push_back("sym_visibility = \"private\"");
      out_ += "\"func.func\"() <{" + join(props) + "}> ({\n";
      if (!args.empty()) {
        indent(1);
        out_ += "^bb0(" + join(args) + "):\n";
      }
      block(f.body, 2, true);
      indent(1);
      out_ += "}) : () -> ()\n";
      return;
    }
    for (size_t i = 0; i < args.size(); ++i)
      if (!arg_infos[i].empty()) args[i] += " {jax.arg_info = " + quoted(arg_infos[i]) + "}";
    out_ += cat("func.func ", f.is_public ? "public " : "private ", symbol(f.name), "(", join(args),
                ")");
    if (outs.size() == 1 && !any_result_name) {
      out_ += " -> " + type_string(outs[0]);
    } else if (!outs.empty()) {
      std::vector<std::string> parts;
      for (size_t i = 0; i < outs.size(); ++i)
        parts.push_back(
            type_string(outs[i]) +
            (result_name(i).empty() ? "" : " {jax.result_info = " + quoted(result_name(i)) + "}"));
      out_ += " -> (" + join(parts) + ")";
    }
    out_ += " {\n";
    block(f.body, 2, true);
    indent(1);
    out_ += "}\n";
  }

  // The block's ops and its terminator (parameters are printed by the owner).
  void block(const Block& b, int level, bool function_body) {
    for (const auto& n : b.nodes)
      if (n->kind != OpKind::Parameter) op(*n, level);
    indent(level);
    std::vector<TensorType> ts = types_of(b.results);
    if (generic_) {
      out_ += cat(function_body ? "\"func.return\"(" : "\"stablehlo.return\"(", uses(b.results),
                  ") : (", types(ts), ") -> ()\n");
    } else {
      out_ += function_body ? "return" : "stablehlo.return";
      if (!b.results.empty()) out_ += " " + uses(b.results) + " : " + types(ts);
      out_ += "\n";
    }
  }

  // Regions in the generic form: `({\n^bb0(...):\n ...\n}, {...})`.
  void regions(const Node& n, int level) {
    out_ += " (";
    for (size_t r = 0; r < n.regions.size(); ++r) {
      out_ += r ? ", {\n" : "{\n";
      const Block& b = *n.regions[r];
      std::vector<std::string> args;
      for (const auto& p : b.nodes)
        if (p->kind == OpKind::Parameter) args.push_back(define_argument(*p));
      if (!args.empty()) {
        indent(level);
        out_ += "^bb0(" + join(args) + "):\n";
      }
      block(b, level + 1, false);
      indent(level);
      out_ += "}";
    }
    out_ += ")";
  }

  void op(const Node& n, int level) {
    indent(level);
    out_ += define(n);
    bool has_custom_form =
        !ir::op_generic_form_only(n.kind) &&
        !(n.kind == OpKind::Convolution && conv_compact(n.get<ConvolutionAttr>().dn).empty()) &&
        !(n.kind == OpKind::Reduce && !reducer_printable(n));
    if (generic_ || !has_custom_form)
      generic_op(n, level);
    else
      custom_op(n, level);
    out_ += "\n";
  }

  void generic_op(const Node& n, int level) {
    out_ += cat("\"", op_name(n.kind), "\"(", uses(n.operands), ")");
    std::vector<std::string> props;
    for (auto& [key, value] : print_attributes(n.kind, n.attr))
      props.push_back(value.empty() ? key : key + " = " + value);
    if (!props.empty()) out_ += " <{" + join(props) + "}>";
    if (!n.regions.empty()) regions(n, level);
    out_ += " : " + function_type(types_of(n.operands), n.results);
  }

  // `: T` when operands and result share one type, else `: (T, U) -> R`.
  std::string same_or_functional(const Node& n) const {
    bool same = true;
    for (Value v : n.operands) same &= v.type() == n.results[0];
    return same ? " : " + type_string(n.results[0])
                : " : " + function_type(types_of(n.operands), n.results);
  }

  std::string functional(const Node& n) const {
    return " : " + function_type(types_of(n.operands), n.results);
  }

  void custom_op(const Node& n, int level) {
    std::string name(op_name(n.kind));
    const std::string args = uses(n.operands);
    switch (op_class(n.kind)) {
      case OpClass::Unary:
        if (n.kind == OpKind::Erf) {
          out_ += cat(name, " ", args, " : ", type_string(n.operands[0].type()), " -> ",
                      type_string(n.results[0]));
        } else {
          out_ += name + " " + args + same_or_functional(n);
        }
        return;
      case OpClass::Binary:
        if (n.kind == OpKind::Compare) {
          const auto& c = n.get<CompareAttr>();
          out_ += cat(name, "  ", compare_direction_name(c.direction), ", ", args);
          if (c.type != CompareType::NOTYPE) out_ += cat(",  ", compare_type_name(c.type));
          out_ += functional(n);
        } else {
          out_ += name + " " + args + same_or_functional(n);
        }
        return;
      case OpClass::Ternary:
        if (n.kind == OpKind::Select && n.operands[1].type() == n.results[0] &&
            n.operands[2].type() == n.results[0]) {
          out_ += cat(name, " ", args, " : ", type_string(n.operands[0].type()), ", ",
                      type_string(n.results[0]));
        } else {
          out_ += name + " " + args + same_or_functional(n);
        }
        return;
      case OpClass::Leaf:
      case OpClass::Special:
        break;
    }
    switch (n.kind) {
      case OpKind::Constant:
        out_ += name + " " + typed_dense(n.get<ConstantAttr>());
        return;
      case OpKind::Iota:
        out_ += cat(name, " dim = ", n.get<IotaAttr>().dimension, " : ", type_string(n.results[0]));
        return;
      case OpKind::ReplicaId:
      case OpKind::PartitionId:
        out_ += cat(name, " : ", type_string(n.results[0]));
        return;
      case OpKind::BroadcastInDim:
        out_ += cat(name, " ", args, ", dims = ", int_list(n.get<BroadcastInDimAttr>().dims),
                    functional(n));
        return;
      case OpKind::Reshape:
      case OpKind::BitcastConvert:
      case OpKind::DynamicUpdateSlice:
        out_ += name + " " + args + functional(n);
        return;
      case OpKind::ReducePrecision: {
        const auto& r = n.get<ReducePrecisionAttr>();
        out_ += cat(name, " ", args, ", format = e", r.exponent_bits, "m", r.mantissa_bits, same_or_functional(n));
        return;
      }
      case OpKind::Transpose:
        out_ += cat(name, " ", args, ", dims = ", int_list(n.get<TransposeAttr>().permutation),
                    functional(n));
        return;
      case OpKind::Reverse:
        out_ += cat(name, " ", args, ", dims = ", int_list(n.get<ReverseAttr>().dims),
                    same_or_functional(n));
        return;
      case OpKind::Slice: {
        const auto& s = n.get<SliceAttr>();
        std::vector<std::string> ranges;
        for (size_t i = 0; i < s.start.size() && i < s.limit.size(); ++i) {
          int64_t stride = i < s.strides.size() ? s.strides[i] : 1;
          ranges.push_back(cat(s.start[i], ":", s.limit[i]) +
                           (stride == 1 ? "" : cat(":", stride)));
        }
        out_ += cat(name, " ", args, " [", join(ranges), "]", functional(n));
        return;
      }
      case OpKind::Pad: {
        const auto& p = n.get<PadAttr>();
        out_ += cat(name, " ", args, ", low = ", int_list(p.low), ", high = ", int_list(p.high),
                    ", interior = ", int_list(or_fill(p.interior, n.operands[0].rank(), 0)),
                    functional(n));
        return;
      }
      case OpKind::Concatenate:
        out_ += cat(name, " ", args, ", dim = ", n.get<ConcatenateAttr>().dimension, functional(n));
        return;
      case OpKind::DynamicSlice:
        out_ += cat(name, " ", args, ", sizes = ", int_list(n.get<DynamicSliceAttr>().sizes),
                    functional(n));
        return;
      case OpKind::Reduce:
        custom_reduce(n, level);
        return;
      case OpKind::DotGeneral: {
        const auto& d = n.get<DotGeneralAttr>();
        out_ += name + " " + args;
        if (!d.lhs_batch.empty() || !d.rhs_batch.empty())
          out_ += ", batching_dims = " + int_list(d.lhs_batch) + " x " + int_list(d.rhs_batch);
        out_ += ", contracting_dims = " + int_list(d.lhs_contracting) + " x " +
                int_list(d.rhs_contracting);
        out_ += functional(n);
        return;
      }
      case OpKind::Convolution: {
        const auto& c = n.get<ConvolutionAttr>();
        std::vector<std::string> window;
        if (!c.window_strides.empty()) window.push_back("stride = " + int_list(c.window_strides));
        if (!c.padding.empty()) {
          std::vector<std::string> pairs;
          for (auto [lo, hi] : c.padding) pairs.push_back(cat("[", lo, ", ", hi, "]"));
          window.push_back("pad = [" + join(pairs) + "]");
        }
        if (!c.lhs_dilation.empty()) window.push_back("lhs_dilate = " + int_list(c.lhs_dilation));
        if (!c.rhs_dilation.empty()) window.push_back("rhs_dilate = " + int_list(c.rhs_dilation));
        out_ +=
            cat(name, "(", args, ") dim_numbers = ", conv_compact(c.dn), ", window = {",
                join(window), "} {batch_group_count = ", i64_attr(c.batch_group_count),
                ", feature_group_count = ", i64_attr(c.feature_group_count), "}", functional(n));
        return;
      }
      case OpKind::Call:
        out_ += cat("call ", symbol(n.get<CallAttr>().callee), "(", args, ")", functional(n));
        return;
      case OpKind::While:
        custom_while(n, level);
        return;
      case OpKind::OptimizationBarrier:
        out_ += cat(name, " ", args, " : ", types(types_of(n.operands)));
        return;
      case OpKind::RngBitGenerator:
        out_ += cat(name, " ", args, ", algorithm = ",
                    rng_algorithm_name(n.get<RngBitGeneratorAttr>().algorithm), functional(n));
        return;
      // Written above by their class.
      LADDER_ELEMENTWISE_OPS
      // Always generic (op() sends them to generic_op), or never an op of the text.
      case OpKind::Parameter:
      LADDER_GENERIC_FORM_ONLY_OPS
        break;
    }
    LADDER_ASSERT(false, "no custom form for ", name);
  }

  // `stablehlo.while(%arg0 = %x, ...) : T, ...\n cond { ... } do { ... }`: cond's and body's
  // arguments share the names the header binds.
  void custom_while(const Node& n, int level) {
    const Block& cond = *n.regions[0];
    const Block& body = *n.regions[1];
    std::vector<std::string> bindings;
    std::vector<Value> cond_params = cond.parameters(), body_params = body.parameters();
    for (size_t i = 0; i < n.operands.size(); ++i) {
      const std::string name = cat("arg", next_arg_++);
      names_[cond_params[i].node] = name;
      names_[body_params[i].node] = name;
      bindings.push_back(cat("%", name, " = ", use(n.operands[i])));
    }
    out_ += cat("stablehlo.while(", join(bindings), ") : ", types(types_of(n.operands)), "\n");
    indent(level);
    out_ += " cond {\n";
    block(cond, level + 1, false);
    indent(level);
    out_ += " } do {\n";
    block(body, level + 1, false);
    indent(level);
    out_ += " }";
  }

  // The reducer form lists (accumulator, element) pairs, so it needs 2 arguments per input.
  static bool reducer_printable(const Node& n) {
    return n.regions.size() == 1 && n.operands.size() % 2 == 0 &&
           n.regions[0]->num_parameters() == static_cast<int>(n.operands.size());
  }

  // `stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [1] : ...`,
  // or with a ` reducer(%a: T, %b: T) { ... }` body.
  void custom_reduce(const Node& n, int level) {
    size_t inputs = n.operands.size() / 2;
    std::vector<std::string> pairs;
    for (size_t i = 0; i < inputs; ++i)
      pairs.push_back(cat("(", use(n.operands[i]), " init: ", use(n.operands[inputs + i]), ")"));
    out_ += "stablehlo.reduce" + join(pairs);
    const Node* body = compact_reducer(n);
    if (body) out_ += cat(" applies ", op_name(body->kind));
    out_ += " across dimensions = " + int_list(n.get<ReduceAttr>().dims) + functional(n);
    if (body) return;
    const Block& b = *n.regions[0];
    std::vector<std::string> args;
    for (const auto& p : b.nodes)
      if (p->kind == OpKind::Parameter) args.push_back(define_argument(*p));
    out_ += "\n";
    indent(level);
    out_ += " reducer";
    for (size_t i = 0; i < inputs; ++i)
      out_ += cat(i ? " (" : "(", args[i], ", ", args[inputs + i], ")");
    out_ += "  {\n";
    block(b, level + 1, false);
    indent(level);
    out_ += "}";
  }

  bool generic_;
  std::string out_;
  std::unordered_map<const Node*, std::string> names_;
  int next_value_ = 0, next_arg_ = 0;
};

}  // namespace

std::string print(const Module& module, const PrintOptions& options) {
  return Printer(options.generic).print(module);
}

}  // namespace ladder::stablehlo
