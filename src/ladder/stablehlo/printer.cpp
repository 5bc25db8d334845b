// Writes the custom op forms the StableHLO dialect defines (what JAX's `as_text()` shows)
// or MLIR's generic form, which any MLIR tool can read without knowing the dialect.
#include "ladder/stablehlo/printer.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>
#include <unordered_map>

#include "ladder/core/error.h"

namespace ladder::stablehlo {

namespace {

using namespace ir;

// Constants with more elements print as hex bytes, as MLIR does: compact and exact.
constexpr int64_t kHexThreshold = 100;

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// MLIR's bare-id: [A-Za-z_][A-Za-z0-9_$.]*
bool is_bare_id(std::string_view s) {
  if (s.empty() || !is_letter(s[0])) return false;
  for (char c : s)
    if (!is_letter(c) && !is_digit(c) && c != '$' && c != '.') return false;
  return true;
}

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

// A string literal with MLIR's escapes: \\ and \XX for '"' and anything not printable.
std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '"' || u < 0x20 || u >= 0x7f) {
      char buf[4];
      std::snprintf(buf, sizeof buf, "\\%02X", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string symbol(std::string_view name) {
  return "@" + (is_bare_id(name) ? std::string(name) : quoted(name));
}

std::string join(const std::vector<std::string>& parts, std::string_view sep = ", ") {
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) s += (i ? std::string(sep) : "") + parts[i];
  return s;
}

std::string int_list(const std::vector<int64_t>& v) {
  std::vector<std::string> parts;
  for (int64_t x : v) parts.push_back(std::to_string(x));
  return "[" + join(parts) + "]";
}

std::string i64_array(const std::vector<int64_t>& v) {
  std::string s = int_list(v);
  return v.empty() ? "array<i64>" : "array<i64: " + s.substr(1, s.size() - 2) + ">";
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

// Shortest decimal that reads back to the same value, in MLIR's style (1.000000e+00).
template <typename F>
std::string format_float(F v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string s(buf, r.ptr);
  size_t e = s.find('e');
  std::string mantissa = s.substr(0, e);
  if (mantissa.find('.') == std::string::npos) mantissa += '.';
  size_t fraction = mantissa.size() - mantissa.find('.') - 1;
  if (fraction < 6) mantissa.append(6 - fraction, '0');
  return mantissa + s.substr(e);
}

// One element as MLIR writes it; non-finite floats as their bit pattern (0x7FC00000).
std::string element(const Tensor& t, int64_t i) {
  DType d = t.dtype();
  if (d == DType::i1) return t.get_int(i) ? "true" : "false";
  if (!is_float(d)) return std::to_string(t.get_int(i));
  double v = t.get(i);
  if (!std::isfinite(v)) {
    int64_t size = dtype_size(d);
    uint64_t bits = 0;
    std::memcpy(&bits, t.bytes() + i * size, static_cast<size_t>(size));
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llX", static_cast<int>(2 * size),
                  static_cast<unsigned long long>(bits));
    return buf;
  }
  // bf16 and f16 values are exact floats, so the float's shortest form reads back exactly.
  return d == DType::f64 ? format_float(v) : format_float(static_cast<float>(v));
}

void nested_list(const Tensor& t, size_t dim, int64_t& next, std::string& out) {
  out += '[';
  for (int64_t i = 0; i < t.shape()[dim]; ++i) {
    if (i) out += ", ";
    if (dim + 1 == t.shape().size())
      out += element(t, next++);
    else
      nested_list(t, dim + 1, next, out);
  }
  out += ']';
}

// `dense<...>` without its type: a splat when all elements are equal, hex bytes (in memory
// order, little-endian) when large, a nested list otherwise.
std::string dense(const Tensor& t) {
  int64_t n = t.num_elements();
  if (n == 0) return "dense<>";
  size_t size = static_cast<size_t>(dtype_size(t.dtype()));
  bool splat = true;
  for (int64_t i = 1; i < n && splat; ++i)
    splat = std::memcmp(t.bytes(), t.bytes() + i * size, size) == 0;
  if (splat) return "dense<" + element(t, 0) + ">";
  if (n > kHexThreshold && t.dtype() != DType::i1) {
    std::string out = "dense<\"0x";
    static constexpr char kHex[] = "0123456789ABCDEF";
    for (int64_t i = 0; i < t.byte_size(); ++i) {
      out += kHex[t.bytes()[i] >> 4];
      out += kHex[t.bytes()[i] & 15];
    }
    return out + "\">";
  }
  std::string out = "dense<";
  int64_t next = 0;
  nested_list(t, 0, next, out);
  return out + ">";
}

std::string typed_dense(const Tensor& t) { return dense(t) + " : " + type_string(t.type()); }

// A constant's literal: a splat prints its one element, whatever its shape.
std::string typed_dense(const ConstantAttr& c) {
  if (c.is_splat()) return "dense<" + element(c.value, 0) + "> : " + type_string(c.type());
  return typed_dense(c.value);
}

std::string padding_attr(const Padding& p) {
  Tensor t(DType::i64, {static_cast<int64_t>(p.size()), 2});
  for (size_t i = 0; i < p.size(); ++i) {
    t.set_int(2 * i, p[i].first);
    t.set_int(2 * i + 1, p[i].second);
  }
  return typed_dense(t);
}

std::vector<int64_t> or_fill(const std::vector<int64_t>& v, size_t n, int64_t fill) {
  return v.empty() ? std::vector<int64_t>(n, fill) : v;
}

// `[b, 0, 1, f]`: what each dimension of one operand is. Empty when the numbers do not
// describe a permutation (the raw form is used then).
std::string conv_layout(int64_t first, char first_letter, int64_t second, char second_letter,
                        const std::vector<int64_t>& spatial) {
  size_t rank = spatial.size() + 2;
  std::vector<std::string> slots(rank);
  auto put = [&](int64_t pos, std::string what) {
    if (pos < 0 || pos >= static_cast<int64_t>(rank) || !slots[pos].empty()) return false;
    slots[pos] = std::move(what);
    return true;
  };
  bool ok = put(first, std::string(1, first_letter)) && put(second, std::string(1, second_letter));
  for (size_t i = 0; i < spatial.size() && ok; ++i) ok = put(spatial[i], std::to_string(i));
  return ok ? "[" + join(slots) + "]" : "";
}

// The compact `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or "" if it cannot express `dn`.
std::string conv_compact(const ConvDimensionNumbers& dn) {
  std::string in = conv_layout(dn.input_batch, 'b', dn.input_feature, 'f', dn.input_spatial);
  std::string k =
      conv_layout(dn.kernel_input_feature, 'i', dn.kernel_output_feature, 'o', dn.kernel_spatial);
  std::string out = conv_layout(dn.output_batch, 'b', dn.output_feature, 'f', dn.output_spatial);
  if (in.empty() || k.empty() || out.empty()) return "";
  return in + "x" + k + "->" + out;
}

std::string conv_dimension_numbers(const ConvDimensionNumbers& dn) {
  std::string compact = conv_compact(dn);
  if (!compact.empty()) return "#stablehlo.conv<" + compact + ">";
  return cat("#stablehlo.conv<raw input_batch_dimension = ", dn.input_batch,
             ", input_feature_dimension = ", dn.input_feature,
             ", input_spatial_dimensions = ", int_list(dn.input_spatial),
             ", kernel_input_feature_dimension = ", dn.kernel_input_feature,
             ", kernel_output_feature_dimension = ", dn.kernel_output_feature,
             ", kernel_spatial_dimensions = ", int_list(dn.kernel_spatial),
             ", output_batch_dimension = ", dn.output_batch,
             ", output_feature_dimension = ", dn.output_feature,
             ", output_spatial_dimensions = ", int_list(dn.output_spatial), ">");
}

std::string i64_attr(int64_t v) { return std::to_string(v) + " : i64"; }

// The op's attributes in the generic form, by their StableHLO names.
std::vector<std::pair<std::string, std::string>> generic_attributes(const Node& n) {
  std::vector<std::pair<std::string, std::string>> a;
  auto rank = [&](int i) { return static_cast<size_t>(n.operands[i].rank()); };
  switch (n.kind) {
    case OpKind::Constant:
      a.push_back({"value", typed_dense(n.get<ConstantAttr>())});
      break;
    case OpKind::Iota:
      a.push_back({"iota_dimension", i64_attr(n.get<IotaAttr>().dimension)});
      break;
    case OpKind::Compare: {
      const auto& c = n.get<CompareAttr>();
      if (c.type != CompareType::NOTYPE)
        a.push_back(
            {"compare_type", cat("#stablehlo<comparison_type ", compare_type_name(c.type), ">")});
      a.push_back({"comparison_direction", cat("#stablehlo<comparison_direction ",
                                               compare_direction_name(c.direction), ">")});
      break;
    }
    case OpKind::BroadcastInDim:
      a.push_back({"broadcast_dimensions", i64_array(n.get<BroadcastInDimAttr>().dims)});
      break;
    case OpKind::Transpose:
      a.push_back({"permutation", i64_array(n.get<TransposeAttr>().permutation)});
      break;
    case OpKind::Slice: {
      const auto& s = n.get<SliceAttr>();
      a.push_back({"limit_indices", i64_array(s.limit)});
      a.push_back({"start_indices", i64_array(s.start)});
      a.push_back({"strides", i64_array(or_fill(s.strides, rank(0), 1))});
      break;
    }
    case OpKind::Pad: {
      const auto& p = n.get<PadAttr>();
      a.push_back({"edge_padding_high", i64_array(p.high)});
      a.push_back({"edge_padding_low", i64_array(p.low)});
      a.push_back({"interior_padding", i64_array(or_fill(p.interior, rank(0), 0))});
      break;
    }
    case OpKind::Concatenate:
      a.push_back({"dimension", i64_attr(n.get<ConcatenateAttr>().dimension)});
      break;
    case OpKind::Reverse:
      a.push_back({"dimensions", i64_array(n.get<ReverseAttr>().dims)});
      break;
    case OpKind::DynamicSlice:
      a.push_back({"slice_sizes", i64_array(n.get<DynamicSliceAttr>().sizes)});
      break;
    case OpKind::Reduce:
      a.push_back({"dimensions", i64_array(n.get<ReduceAttr>().dims)});
      break;
    case OpKind::ReduceWindow: {
      const auto& w = n.get<ReduceWindowAttr>();
      if (!w.base_dilations.empty()) a.push_back({"base_dilations", i64_array(w.base_dilations)});
      if (!w.padding.empty()) a.push_back({"padding", padding_attr(w.padding)});
      if (!w.window_dilations.empty())
        a.push_back({"window_dilations", i64_array(w.window_dilations)});
      a.push_back({"window_dimensions", i64_array(w.window_dimensions)});
      if (!w.window_strides.empty()) a.push_back({"window_strides", i64_array(w.window_strides)});
      break;
    }
    case OpKind::SelectAndScatter: {
      const auto& s = n.get<SelectAndScatterAttr>();
      if (!s.padding.empty()) a.push_back({"padding", padding_attr(s.padding)});
      if (!s.window_dimensions.empty())
        a.push_back({"window_dimensions", i64_array(s.window_dimensions)});
      if (!s.window_strides.empty()) a.push_back({"window_strides", i64_array(s.window_strides)});
      break;
    }
    case OpKind::DotGeneral: {
      const auto& d = n.get<DotGeneralAttr>();
      std::vector<std::string> parts;
      auto add = [&](const char* name, const std::vector<int64_t>& v) {
        if (!v.empty()) parts.push_back(cat(name, " = ", int_list(v)));
      };
      add("lhs_batching_dimensions", d.lhs_batch);
      add("rhs_batching_dimensions", d.rhs_batch);
      add("lhs_contracting_dimensions", d.lhs_contracting);
      add("rhs_contracting_dimensions", d.rhs_contracting);
      a.push_back({"dot_dimension_numbers", "#stablehlo.dot<" + join(parts) + ">"});
      break;
    }
    case OpKind::Convolution: {
      const auto& c = n.get<ConvolutionAttr>();
      a.push_back({"batch_group_count", i64_attr(c.batch_group_count)});
      a.push_back({"dimension_numbers", conv_dimension_numbers(c.dn)});
      a.push_back({"feature_group_count", i64_attr(c.feature_group_count)});
      if (!c.lhs_dilation.empty()) a.push_back({"lhs_dilation", i64_array(c.lhs_dilation)});
      if (!c.padding.empty()) a.push_back({"padding", padding_attr(c.padding)});
      if (!c.rhs_dilation.empty()) a.push_back({"rhs_dilation", i64_array(c.rhs_dilation)});
      if (!c.window_strides.empty()) a.push_back({"window_strides", i64_array(c.window_strides)});
      break;
    }
    case OpKind::AllReduce:
    case OpKind::AllGather:
    case OpKind::ReduceScatter: {
      const auto& r = n.get<CollectiveAttr>();
      if (n.kind == OpKind::AllGather) a.push_back({"all_gather_dim", i64_attr(r.dimension)});
      if (r.channel_handle != 0)
        a.push_back({"channel_handle",
                     cat("#stablehlo.channel_handle<handle = ", r.channel_handle, ", type = 1>")});
      int64_t groups = static_cast<int64_t>(r.replica_groups.size());
      int64_t size = groups ? static_cast<int64_t>(r.replica_groups[0].size()) : 0;
      Tensor t(DType::i64, {groups, size});
      for (int64_t g = 0; g < groups; ++g) {
        LADDER_ASSERT(static_cast<int64_t>(r.replica_groups[g].size()) == size,
                      "replica groups of different sizes");
        for (int64_t j = 0; j < size; ++j) t.set_int(g * size + j, r.replica_groups[g][j]);
      }
      a.push_back({"replica_groups", typed_dense(t)});
      if (n.kind == OpKind::ReduceScatter) a.push_back({"scatter_dimension", i64_attr(r.dimension)});
      if (r.use_global_device_ids) a.push_back({"use_global_device_ids", ""});
      break;
    }
    case OpKind::CollectivePermute: {
      const auto& r = n.get<CollectiveAttr>();
      if (r.channel_handle != 0)
        a.push_back({"channel_handle",
                     cat("#stablehlo.channel_handle<handle = ", r.channel_handle, ", type = 1>")});
      const int64_t pairs = static_cast<int64_t>(r.source_target_pairs.size());
      Tensor t(DType::i64, {pairs, 2});
      for (int64_t i = 0; i < pairs; ++i) {
        t.set_int(2 * i, r.source_target_pairs[size_t(i)].first);
        t.set_int(2 * i + 1, r.source_target_pairs[size_t(i)].second);
      }
      a.push_back({"source_target_pairs", typed_dense(t)});
      break;
    }
    case OpKind::Call:
      a.push_back({"callee", symbol(n.get<CallAttr>().callee)});
      break;
    default:
      break;
  }
  return a;
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
    if (m.num_replicas != 1)
      attributes = "{mhlo.num_replicas = " + std::to_string(m.num_replicas) +
                   (m.num_replicas == static_cast<int32_t>(m.num_replicas) ? " : i32}" : " : i64}");
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
        n.kind != OpKind::ReduceWindow && n.kind != OpKind::SelectAndScatter &&
        n.kind != OpKind::AllReduce && n.kind != OpKind::AllGather && n.kind != OpKind::ReduceScatter &&
        n.kind != OpKind::CollectivePermute &&
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
    for (auto& [key, value] : generic_attributes(n))
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
      case OpKind::DynamicUpdateSlice:
        out_ += name + " " + args + functional(n);
        return;
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
      default:
        LADDER_ASSERT(false, "no custom form for ", name);
    }
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
