// The field tables: for each attribute struct, its generic-form names, presence and value
// syntax. Values are written by codecs, each a print and a parse of one C++ type.
#include "ladder/stablehlo/attributes.h"

#include <algorithm>
#include <type_traits>

#include "ladder/stablehlo/format.h"

namespace ladder::stablehlo::detail {

namespace {

// ---- codecs ---------------------------------------------------------------------------------

struct I64 {  // `3 : i64`
  static std::string print(int64_t v) { return i64_attr(v); }
  static int64_t parse(const Attribute& a, std::string_view, Parser& p) { return p.int_of(a); }
};

struct I32 {  // `3 : i32` (reduce_precision's bit counts); any integer is read
  static std::string print(int64_t v) { return std::to_string(v) + " : i32"; }
  static int64_t parse(const Attribute& a, std::string_view, Parser& p) { return p.int_of(a); }
};

struct BareInt {  // `3`, inside dialect attributes
  static std::string print(int64_t v) { return std::to_string(v); }
  static int64_t parse(const Attribute& a, std::string_view, Parser& p) { return p.int_of(a); }
};

struct I64Array {  // `array<i64: 1, 2>`; [1, 2] and dense<[1, 2]> are read too
  static std::string print(const std::vector<int64_t>& v) { return i64_array(v); }
  static std::vector<int64_t> parse(const Attribute& a, std::string_view, Parser& p) {
    return p.int_list(a);
  }
};

struct IntList {  // `[1, 2]`, inside dialect attributes
  static std::string print(const std::vector<int64_t>& v) { return int_list(v); }
  static std::vector<int64_t> parse(const Attribute& a, std::string_view, Parser& p) {
    return p.int_list(a);
  }
};

struct Pairs {  // `dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>`: padding, permute pairs
  using T = std::vector<std::pair<int64_t, int64_t>>;
  static std::string print(const T& v) { return pairs_attr(v); }
  static T parse(const Attribute& a, std::string_view name, Parser& p) {
    const Tensor t = a.kind == Attribute::Kind::Dense ? p.dense_tensor(a) : Tensor();
    if (a.kind != Attribute::Kind::Dense || t.rank() != 2 || t.shape()[1] != 2 ||
        is_float(t.dtype()))
      p.fail(a.offset, cat("expected ", name, " as dense<...> : tensor<Nx2xi64>"));
    T out;
    for (int64_t i = 0; i < t.shape()[0]; ++i)
      out.emplace_back(t.get_int(2 * i), t.get_int(2 * i + 1));
    return out;
  }
};

// `dense<[[0, 1], [2, -1]]> : tensor<GxSxi64>`: a tensor, so ragged groups are padded with -1
// (as XLA writes them); the IR keeps them ragged.
struct Groups {
  using T = std::vector<std::vector<int64_t>>;
  static std::string print(const T& groups) {
    const auto n = static_cast<int64_t>(groups.size());
    int64_t size = 0;
    for (const auto& g : groups) size = std::max(size, static_cast<int64_t>(g.size()));
    Tensor t(DType::i64, {n, size});
    for (int64_t g = 0; g < n; ++g)
      for (int64_t j = 0; j < size; ++j)
        t.set_int(g * size + j, j < static_cast<int64_t>(groups[g].size()) ? groups[g][j] : -1);
    return typed_dense(t);
  }
  static T parse(const Attribute& a, std::string_view name, Parser& p) {
    const Tensor t = a.kind == Attribute::Kind::Dense ? p.dense_tensor(a) : Tensor();
    if (a.kind != Attribute::Kind::Dense || t.rank() != 2 || is_float(t.dtype()))
      p.fail(a.offset, cat("expected ", name, " as dense<...> : tensor<GxSxi64>"));
    T out;
    for (int64_t i = 0; i < t.shape()[0]; ++i) {
      out.emplace_back();
      for (int64_t j = 0; j < t.shape()[1]; ++j)
        if (const int64_t id = t.get_int(i * t.shape()[1] + j); id != -1) out.back().push_back(id);
    }
    return out;
  }
};

struct Direction {  // `#stablehlo<comparison_direction GT>`
  static std::string print(CompareDirection d) {
    return cat("#stablehlo<comparison_direction ", compare_direction_name(d), ">");
  }
  static CompareDirection parse(const Attribute& a, std::string_view, Parser& p) {
    return p.compare_direction(p.enum_attr(a, "comparison_direction"), a.offset);
  }
};

struct ComparisonType {  // `#stablehlo<comparison_type FLOAT>`
  static std::string print(CompareType t) {
    return cat("#stablehlo<comparison_type ", compare_type_name(t), ">");
  }
  static CompareType parse(const Attribute& a, std::string_view, Parser& p) {
    return p.compare_type(p.enum_attr(a, "comparison_type"), a.offset);
  }
};

struct Bool {  // `true` / `false`
  static std::string print(bool v) { return v ? "true" : "false"; }
  static bool parse(const Attribute& a, std::string_view name, Parser& p) {
    if (a.kind != Attribute::Kind::Bool) p.fail(a.offset, cat("expected ", name, " as true or false"));
    return a.boolean;
  }
};

struct Transpose {  // `#stablehlo<transpose TRANSPOSE>`
  static std::string print(TransposeKind t) {
    return cat("#stablehlo<transpose ", transpose_kind_name(t), ">");
  }
  static TransposeKind parse(const Attribute& a, std::string_view, Parser& p) {
    const std::string_view s = p.enum_attr(a, "transpose");
    for (auto t : {TransposeKind::NO_TRANSPOSE, TransposeKind::TRANSPOSE, TransposeKind::ADJOINT})
      if (transpose_kind_name(t) == s) return t;
    p.fail(a.offset, cat("expected a transpose (NO_TRANSPOSE, TRANSPOSE, ADJOINT), found '", s, "'"));
  }
};

}  // namespace

std::optional<RngAlgorithm> rng_algorithm_from_name(std::string_view name) {
  if (name == "THREEFRY") return RngAlgorithm::THREEFRY;  // the spec's prose spelling
  for (auto a : {RngAlgorithm::DEFAULT, RngAlgorithm::THREEFRY, RngAlgorithm::PHILOX})
    if (rng_algorithm_name(a) == name) return a;
  return std::nullopt;
}

namespace {

struct RngAlgorithmEnum {  // `#stablehlo<rng_algorithm PHILOX>`
  static std::string print(RngAlgorithm r) { return cat("#stablehlo<rng_algorithm ", rng_algorithm_name(r), ">"); }
  static RngAlgorithm parse(const Attribute& a, std::string_view, Parser& p) {
    const std::string_view s = p.enum_attr(a, "rng_algorithm");
    if (auto r = rng_algorithm_from_name(s)) return *r;
    p.fail(a.offset, cat("expected an rng_algorithm (DEFAULT, THREE_FRY, PHILOX), found '", s, "'"));
  }
};

struct ChannelHandle {  // `#stablehlo.channel_handle<handle = H, type = T>`; T is not kept
  static std::string print(int64_t handle) {
    return cat("#stablehlo.channel_handle<handle = ", handle, ", type = 1>");
  }
  static int64_t parse(const Attribute& a, std::string_view, Parser& p) {
    int64_t handle = 0;
    p.in_body(a, "stablehlo.channel_handle", [&] {
      p.expect_ident("handle");
      p.expect('=');
      handle = p.parse_int();
      p.expect(',');
      p.expect_ident("type");
      p.expect('=');
      p.parse_int();
    });
    return handle;
  }
};

struct Unit {  // present or absent, as use_global_device_ids
  static std::string print(bool) { return ""; }
  static bool parse(const Attribute& a, std::string_view, Parser&) {
    return a.kind == Attribute::Kind::Bool ? a.boolean : true;  // `name = false` is absent
  }
};

struct SymbolRef {  // `@name`
  static std::string print(const std::string& name) { return symbol(name); }
  static std::string parse(const Attribute& a, std::string_view, Parser& p) {
    if (a.kind != Attribute::Kind::Symbol) p.fail(a.offset, "expected a symbol (@name)");
    return a.text;
  }
};

struct Dense {  // a constant's `dense<...> : tensor<...>`
  static std::string print(const ConstantAttr& c) { return typed_dense(c); }
  static ConstantAttr parse(const Attribute& a, std::string_view, Parser& p) {
    if (a.kind != Attribute::Kind::Dense) p.fail(a.offset, "expected dense<...>");
    return a.dense;
  }
};

// ---- fields ---------------------------------------------------------------------------------

template <auto Member>
struct MemberOf;
template <typename S, typename T, T S::*M>
struct MemberOf<M> {
  using Struct = S;
};

// The field of struct member `Member`, written by `Codec`.
template <auto Member, typename Codec>
Field<typename MemberOf<Member>::Struct> field(std::string_view name, Presence presence,
                                               std::vector<OpKind> ops = {}) {
  using S = typename MemberOf<Member>::Struct;
  return {name, presence, std::move(ops), [](const S& s) { return Codec::print(s.*Member); },
          [](const S& s) { return s.*Member == S{}.*Member; },
          [](S& s, const Attribute& a, std::string_view n, Parser& p) {
            s.*Member = Codec::parse(a, n, p);
          }};
}

// A field that is the whole struct S, written by `Codec` (a constant's literal, the
// dimension numbers of dot_general).
template <typename S, typename Codec>
Field<S> whole(std::string_view name, Presence presence) {
  return {name, presence, {}, [](const S& s) { return Codec::print(s); },
          [](const S& s) { return s == S{}; },
          [](S& s, const Attribute& a, std::string_view n, Parser& p) { s = Codec::parse(a, n, p); }};
}

template <typename S>
bool carried_by(const Field<S>& f, OpKind kind) {
  return f.ops.empty() || std::find(f.ops.begin(), f.ops.end(), kind) != f.ops.end();
}

template <typename S>
std::vector<std::pair<std::string, std::string>> print_fields(const std::vector<Field<S>>& table,
                                                              OpKind kind, const S& s) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& f : table)
    if (carried_by(f, kind) && !(f.presence == Presence::Optional && f.is_default(s)))
      out.emplace_back(f.name, f.print(s));
  return out;
}

// `k = v, ...`, the body of a dialect attribute, in the table's order.
template <typename S>
std::string print_body(const std::vector<Field<S>>& table, OpKind kind, const S& s) {
  std::vector<std::string> parts;
  for (auto& [name, value] : print_fields(table, kind, s)) parts.push_back(name + " = " + value);
  return join(parts);
}

template <typename S>
void parse_fields(const std::vector<Field<S>>& table, OpKind kind, S& s, const Attribute& dict,
                  std::string_view op, Parser& p) {
  for (const auto& f : table) {
    if (!carried_by(f, kind)) continue;
    if (const Attribute* a = dict.find(f.name))
      f.parse(s, *a, f.name, p);
    else if (f.presence == Presence::Required)
      p.fail(dict.offset, cat("expected attribute '", f.name, "' on ", op, ", found none"));
  }
}

// `k = v, ...` from the parser's lexer up to its end (the body of a dialect attribute),
// every name one of `table`'s.
template <typename S>
void parse_body(const std::vector<Field<S>>& table, OpKind kind, S& s, std::string_view what,
                Parser& p) {
  Attribute dict;
  dict.offset = p.lex_.offset();
  if (p.lex_.peek().kind != Tok::End) {
    do {
      Token key = p.expect_kind(Tok::Ident, cat("a field of ", what));
      auto known = [&](const Field<S>& f) { return f.name == key.text; };
      if (std::none_of(table.begin(), table.end(), known)) {
        std::vector<std::string> names;
        for (const auto& f : table) names.emplace_back(f.name);
        p.fail(key.offset, cat("expected a field of ", what, " (", join(names), "), found '",
                               key.text, "'"));
      }
      p.expect('=');
      dict.entries.push_back({std::string(key.text), p.parse_attribute()});
    } while (p.accept(','));
  }
  parse_fields(table, kind, s, dict, what, p);
}

// ---- the tables -----------------------------------------------------------------------------

template <typename S>
struct Table;  // Table<S>::get(): the fields of S

template <>
struct Table<NoAttr> {
  static const std::vector<Field<NoAttr>>& get() {
    static const std::vector<Field<NoAttr>> t;
    return t;
  }
};

template <>
struct Table<ParameterAttr> {  // a block argument: never an op of the text
  static const std::vector<Field<ParameterAttr>>& get() {
    static const std::vector<Field<ParameterAttr>> t;
    return t;
  }
};

template <>
struct Table<ConstantAttr> {
  static const std::vector<Field<ConstantAttr>>& get() {
    static const std::vector<Field<ConstantAttr>> t = {
        whole<ConstantAttr, Dense>("value", Presence::Required)};
    return t;
  }
};

template <>
struct Table<IotaAttr> {
  static const std::vector<Field<IotaAttr>>& get() {
    static const std::vector<Field<IotaAttr>> t = {
        field<&IotaAttr::dimension, I64>("iota_dimension", Presence::Required)};
    return t;
  }
};

template <>
struct Table<ReducePrecisionAttr> {
  static const std::vector<Field<ReducePrecisionAttr>>& get() {
    using R = ReducePrecisionAttr;
    static const std::vector<Field<R>> t = {field<&R::exponent_bits, I32>("exponent_bits", Presence::Required),
                                            field<&R::mantissa_bits, I32>("mantissa_bits", Presence::Required)};
    return t;
  }
};

template <>
struct Table<CompareAttr> {
  static const std::vector<Field<CompareAttr>>& get() {
    static const std::vector<Field<CompareAttr>> t = {
        field<&CompareAttr::direction, Direction>("comparison_direction", Presence::Required),
        field<&CompareAttr::type, ComparisonType>("compare_type", Presence::Optional)};
    return t;
  }
};

template <>
struct Table<BroadcastInDimAttr> {
  static const std::vector<Field<BroadcastInDimAttr>>& get() {
    static const std::vector<Field<BroadcastInDimAttr>> t = {
        field<&BroadcastInDimAttr::dims, I64Array>("broadcast_dimensions", Presence::Required)};
    return t;
  }
};

template <>
struct Table<TransposeAttr> {
  static const std::vector<Field<TransposeAttr>>& get() {
    static const std::vector<Field<TransposeAttr>> t = {
        field<&TransposeAttr::permutation, I64Array>("permutation", Presence::Required)};
    return t;
  }
};

template <>
struct Table<SliceAttr> {
  static const std::vector<Field<SliceAttr>>& get() {
    static const std::vector<Field<SliceAttr>> t = {
        field<&SliceAttr::start, I64Array>("start_indices", Presence::Required),
        field<&SliceAttr::limit, I64Array>("limit_indices", Presence::Required),
        // MLIR requires strides; ladder's empty list (all 1) is written out, one per dimension.
        {"strides", Presence::Always, {},
         [](const SliceAttr& s) { return i64_array(or_fill(s.strides, s.start.size(), 1)); },
         [](const SliceAttr& s) { return s.strides.empty(); },
         [](SliceAttr& s, const Attribute& a, std::string_view n, Parser& p) {
           s.strides = I64Array::parse(a, n, p);
         }}};
    return t;
  }
};

template <>
struct Table<PadAttr> {
  static const std::vector<Field<PadAttr>>& get() {
    static const std::vector<Field<PadAttr>> t = {
        field<&PadAttr::low, I64Array>("edge_padding_low", Presence::Required),
        field<&PadAttr::high, I64Array>("edge_padding_high", Presence::Required),
        // As slice's strides: MLIR requires it, so ladder's empty list (all 0) is written out.
        {"interior_padding", Presence::Always, {},
         [](const PadAttr& s) { return i64_array(or_fill(s.interior, s.low.size(), 0)); },
         [](const PadAttr& s) { return s.interior.empty(); },
         [](PadAttr& s, const Attribute& a, std::string_view n, Parser& p) {
           s.interior = I64Array::parse(a, n, p);
         }}};
    return t;
  }
};

template <>
struct Table<ConcatenateAttr> {
  static const std::vector<Field<ConcatenateAttr>>& get() {
    static const std::vector<Field<ConcatenateAttr>> t = {
        field<&ConcatenateAttr::dimension, I64>("dimension", Presence::Required)};
    return t;
  }
};

template <>
struct Table<ReverseAttr> {
  static const std::vector<Field<ReverseAttr>>& get() {
    static const std::vector<Field<ReverseAttr>> t = {
        field<&ReverseAttr::dims, I64Array>("dimensions", Presence::Required)};
    return t;
  }
};

template <>
struct Table<DynamicSliceAttr> {
  static const std::vector<Field<DynamicSliceAttr>>& get() {
    static const std::vector<Field<DynamicSliceAttr>> t = {
        field<&DynamicSliceAttr::sizes, I64Array>("slice_sizes", Presence::Required)};
    return t;
  }
};

template <>
struct Table<ReduceAttr> {
  static const std::vector<Field<ReduceAttr>>& get() {
    static const std::vector<Field<ReduceAttr>> t = {
        field<&ReduceAttr::dims, I64Array>("dimensions", Presence::Required)};
    return t;
  }
};

template <>
struct Table<ReduceWindowAttr> {
  static const std::vector<Field<ReduceWindowAttr>>& get() {
    using W = ReduceWindowAttr;
    static const std::vector<Field<W>> t = {
        field<&W::window_dimensions, I64Array>("window_dimensions", Presence::Required),
        field<&W::window_strides, I64Array>("window_strides", Presence::Optional),
        field<&W::base_dilations, I64Array>("base_dilations", Presence::Optional),
        field<&W::window_dilations, I64Array>("window_dilations", Presence::Optional),
        field<&W::padding, Pairs>("padding", Presence::Optional)};
    return t;
  }
};

template <>
struct Table<SelectAndScatterAttr> {
  static const std::vector<Field<SelectAndScatterAttr>>& get() {
    using S = SelectAndScatterAttr;
    static const std::vector<Field<S>> t = {
        field<&S::window_dimensions, I64Array>("window_dimensions", Presence::Optional),
        field<&S::window_strides, I64Array>("window_strides", Presence::Optional),
        field<&S::padding, Pairs>("padding", Presence::Optional)};
    return t;
  }
};

// The body of `#stablehlo.dot<...>`.
const std::vector<Field<DotGeneralAttr>>& dot_dimension_fields() {
  using D = DotGeneralAttr;
  static const std::vector<Field<D>> t = {
      field<&D::lhs_batch, IntList>("lhs_batching_dimensions", Presence::Optional),
      field<&D::rhs_batch, IntList>("rhs_batching_dimensions", Presence::Optional),
      field<&D::lhs_contracting, IntList>("lhs_contracting_dimensions", Presence::Optional),
      field<&D::rhs_contracting, IntList>("rhs_contracting_dimensions", Presence::Optional)};
  return t;
}

struct DotDims {  // `#stablehlo.dot<lhs_batching_dimensions = [0], ...>`
  static std::string print(const DotGeneralAttr& d) {
    return "#stablehlo.dot<" + print_body(dot_dimension_fields(), OpKind::DotGeneral, d) + ">";
  }
  static DotGeneralAttr parse(const Attribute& a, std::string_view, Parser& p) {
    DotGeneralAttr d;
    p.in_body(a, "stablehlo.dot", [&] {
      parse_body(dot_dimension_fields(), OpKind::DotGeneral, d, "#stablehlo.dot", p);
    });
    return d;
  }
};

template <>
struct Table<DotGeneralAttr> {
  static const std::vector<Field<DotGeneralAttr>>& get() {
    static const std::vector<Field<DotGeneralAttr>> t = {
        whole<DotGeneralAttr, DotDims>("dot_dimension_numbers", Presence::Required)};
    return t;
  }
};

// The body of `#stablehlo.conv<raw ...>`.
const std::vector<Field<ConvDimensionNumbers>>& conv_dimension_fields() {
  using C = ConvDimensionNumbers;
  static const std::vector<Field<C>> t = {
      field<&C::input_batch, BareInt>("input_batch_dimension", Presence::Always),
      field<&C::input_feature, BareInt>("input_feature_dimension", Presence::Always),
      field<&C::input_spatial, IntList>("input_spatial_dimensions", Presence::Always),
      field<&C::kernel_input_feature, BareInt>("kernel_input_feature_dimension", Presence::Always),
      field<&C::kernel_output_feature, BareInt>("kernel_output_feature_dimension",
                                                Presence::Always),
      field<&C::kernel_spatial, IntList>("kernel_spatial_dimensions", Presence::Always),
      field<&C::output_batch, BareInt>("output_batch_dimension", Presence::Always),
      field<&C::output_feature, BareInt>("output_feature_dimension", Presence::Always),
      field<&C::output_spatial, IntList>("output_spatial_dimensions", Presence::Always)};
  return t;
}

// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`, or the raw form where the
// numbers are no permutation.
struct ConvDims {
  static std::string print(const ConvDimensionNumbers& dn) {
    std::string compact = conv_compact(dn);
    if (!compact.empty()) return "#stablehlo.conv<" + compact + ">";
    return "#stablehlo.conv<raw " + print_body(conv_dimension_fields(), OpKind::Convolution, dn) +
           ">";
  }
  static ConvDimensionNumbers parse(const Attribute& a, std::string_view, Parser& p) {
    ConvDimensionNumbers dn;
    p.in_body(a, "stablehlo.conv", [&] { dn = p.parse_conv_dimension_numbers(); });
    return dn;
  }
};

template <>
struct Table<ConvolutionAttr> {
  static const std::vector<Field<ConvolutionAttr>>& get() {
    using C = ConvolutionAttr;
    static const std::vector<Field<C>> t = {
        field<&C::dn, ConvDims>("dimension_numbers", Presence::Required),
        field<&C::window_strides, I64Array>("window_strides", Presence::Optional),
        field<&C::padding, Pairs>("padding", Presence::Optional),
        field<&C::lhs_dilation, I64Array>("lhs_dilation", Presence::Optional),
        field<&C::rhs_dilation, I64Array>("rhs_dilation", Presence::Optional),
        field<&C::feature_group_count, I64>("feature_group_count", Presence::Always),
        field<&C::batch_group_count, I64>("batch_group_count", Presence::Always),
        // Not kept: ladder reads only the default, no reversal, and so never writes it.
        {"window_reversal", Presence::Optional, {}, [](const C&) { return std::string(); },
         [](const C&) { return true; },
         [](C&, const Attribute& a, std::string_view, Parser& p) { p.check_no_reversal(a); }}};
    return t;
  }
};

template <>
struct Table<CollectiveAttr> {
  static const std::vector<Field<CollectiveAttr>>& get() {
    using C = CollectiveAttr;
    using K = OpKind;
    const std::vector<K> grouped = {K::AllReduce,  K::AllGather,           K::ReduceScatter,
                                    K::AllToAll,   K::CollectiveBroadcast, K::CollectiveReduce};
    static const std::vector<Field<C>> t = {
        field<&C::replica_groups, Groups>("replica_groups", Presence::Always, grouped),
        field<&C::channel_handle, ChannelHandle>("channel_handle", Presence::Optional),
        field<&C::use_global_device_ids, Unit>("use_global_device_ids", Presence::Optional,
                                               {K::AllReduce, K::AllGather, K::ReduceScatter}),
        field<&C::has_dynamic_root, Unit>("has_dynamic_root", Presence::Optional,
                                          {K::CollectiveBroadcast, K::CollectiveReduce}),
        field<&C::dimension, I64>("all_gather_dim", Presence::Required, {K::AllGather}),
        field<&C::dimension, I64>("scatter_dimension", Presence::Required, {K::ReduceScatter}),
        field<&C::dimension, I64>("split_dimension", Presence::Required, {K::AllToAll}),
        field<&C::concat_dimension, I64>("concat_dimension", Presence::Required, {K::AllToAll}),
        field<&C::split_count, I64>("split_count", Presence::Required, {K::AllToAll}),
        field<&C::source_target_pairs, Pairs>("source_target_pairs", Presence::Required,
                                              {K::CollectivePermute})};
    return t;
  }
};

// The body of `#stablehlo.gather<...>`.
const std::vector<Field<GatherAttr>>& gather_dimension_fields() {
  using G = GatherAttr;
  static const std::vector<Field<G>> t = {
      field<&G::offset_dims, IntList>("offset_dims", Presence::Optional),
      field<&G::collapsed_slice_dims, IntList>("collapsed_slice_dims", Presence::Optional),
      field<&G::operand_batching_dims, IntList>("operand_batching_dims", Presence::Optional),
      field<&G::start_indices_batching_dims, IntList>("start_indices_batching_dims", Presence::Optional),
      field<&G::start_index_map, IntList>("start_index_map", Presence::Optional),
      field<&G::index_vector_dim, BareInt>("index_vector_dim", Presence::Always)};
  return t;
}

// The body of `#stablehlo.scatter<...>`.
const std::vector<Field<ScatterAttr>>& scatter_dimension_fields() {
  using S = ScatterAttr;
  static const std::vector<Field<S>> t = {
      field<&S::update_window_dims, IntList>("update_window_dims", Presence::Optional),
      field<&S::inserted_window_dims, IntList>("inserted_window_dims", Presence::Optional),
      field<&S::input_batching_dims, IntList>("input_batching_dims", Presence::Optional),
      field<&S::scatter_indices_batching_dims, IntList>("scatter_indices_batching_dims", Presence::Optional),
      field<&S::scatter_dims_to_operand_dims, IntList>("scatter_dims_to_operand_dims", Presence::Optional),
      field<&S::index_vector_dim, BareInt>("index_vector_dim", Presence::Always)};
  return t;
}

// A dialect attribute `#stablehlo.<Name><k = v, ...>` whose fields are some of S's: it
// prints and parses only those, leaving S's other fields as they are.
template <typename S, const std::vector<Field<S>>& (*Fields)(), OpKind Kind, const char* Name>
Field<S> dimension_numbers(std::string_view name) {
  return {name, Presence::Required, {},
          [](const S& s) { return cat("#stablehlo.", Name, "<", print_body(Fields(), Kind, s), ">"); },
          [](const S&) { return false; },
          [](S& s, const Attribute& a, std::string_view, Parser& p) {
            const std::string dialect = cat("stablehlo.", Name);
            p.in_body(a, dialect, [&] { parse_body(Fields(), Kind, s, "#" + dialect, p); });
          }};
}
constexpr char kGather[] = "gather";
constexpr char kScatter[] = "scatter";

template <>
struct Table<GatherAttr> {
  static const std::vector<Field<GatherAttr>>& get() {
    using G = GatherAttr;
    static const std::vector<Field<G>> t = {
        dimension_numbers<G, gather_dimension_fields, OpKind::Gather, kGather>("dimension_numbers"),
        field<&G::slice_sizes, I64Array>("slice_sizes", Presence::Required),
        field<&G::indices_are_sorted, Bool>("indices_are_sorted", Presence::Optional)};
    return t;
  }
};

template <>
struct Table<ScatterAttr> {
  static const std::vector<Field<ScatterAttr>>& get() {
    using S = ScatterAttr;
    static const std::vector<Field<S>> t = {
        dimension_numbers<S, scatter_dimension_fields, OpKind::Scatter, kScatter>("scatter_dimension_numbers"),
        field<&S::indices_are_sorted, Bool>("indices_are_sorted", Presence::Optional),
        field<&S::unique_indices, Bool>("unique_indices", Presence::Optional)};
    return t;
  }
};

template <>
struct Table<TriangularSolveAttr> {
  static const std::vector<Field<TriangularSolveAttr>>& get() {
    using T = TriangularSolveAttr;
    static const std::vector<Field<T>> t = {
        field<&T::left_side, Bool>("left_side", Presence::Required),
        field<&T::lower, Bool>("lower", Presence::Required),
        field<&T::unit_diagonal, Bool>("unit_diagonal", Presence::Required),
        field<&T::transpose_a, Transpose>("transpose_a", Presence::Required)};
    return t;
  }
};

template <>
struct Table<CholeskyAttr> {
  static const std::vector<Field<CholeskyAttr>>& get() {
    static const std::vector<Field<CholeskyAttr>> t = {
        field<&CholeskyAttr::lower, Bool>("lower", Presence::Always)};
    return t;
  }
};

template <>
struct Table<RngBitGeneratorAttr> {
  static const std::vector<Field<RngBitGeneratorAttr>>& get() {
    static const std::vector<Field<RngBitGeneratorAttr>> t = {
        field<&RngBitGeneratorAttr::algorithm, RngAlgorithmEnum>("rng_algorithm", Presence::Required)};
    return t;
  }
};

template <>
struct Table<SortAttr> {
  static const std::vector<Field<SortAttr>>& get() {
    static const std::vector<Field<SortAttr>> t = {
        field<&SortAttr::dimension, I64>("dimension", Presence::Always),
        field<&SortAttr::is_stable, Bool>("is_stable", Presence::Optional)};
    return t;
  }
};

template <>
struct Table<CallAttr> {
  static const std::vector<Field<CallAttr>>& get() {
    static const std::vector<Field<CallAttr>> t = {
        field<&CallAttr::callee, SymbolRef>("callee", Presence::Required)};
    return t;
  }
};

}  // namespace

Attr default_attr(OpKind kind) {
  switch (kind) {
    case OpKind::Parameter:
      return ParameterAttr{};
    case OpKind::Constant:
      return ConstantAttr{};
    case OpKind::Iota:
      return IotaAttr{};
    case OpKind::BroadcastInDim:
      return BroadcastInDimAttr{};
    case OpKind::Transpose:
      return TransposeAttr{};
    case OpKind::Slice:
      return SliceAttr{};
    case OpKind::Pad:
      return PadAttr{};
    case OpKind::Concatenate:
      return ConcatenateAttr{};
    case OpKind::Reverse:
      return ReverseAttr{};
    case OpKind::DynamicSlice:
      return DynamicSliceAttr{};
    case OpKind::Reduce:
      return ReduceAttr{};
    case OpKind::ReduceWindow:
      return ReduceWindowAttr{};
    case OpKind::SelectAndScatter:
      return SelectAndScatterAttr{};
    case OpKind::DotGeneral:
      return DotGeneralAttr{};
    case OpKind::Convolution:
      return ConvolutionAttr{};
    case OpKind::AllReduce:
    case OpKind::AllGather:
    case OpKind::ReduceScatter:
    case OpKind::CollectivePermute:
    case OpKind::AllToAll:
    case OpKind::CollectiveBroadcast:
    case OpKind::CollectiveReduce:
      return CollectiveAttr{};
    case OpKind::Call:
      return CallAttr{};
    case OpKind::Gather:
      return GatherAttr{};
    case OpKind::Scatter:
      return ScatterAttr{};
    case OpKind::TriangularSolve:
      return TriangularSolveAttr{};
    case OpKind::Cholesky:
      return CholeskyAttr{};
    case OpKind::Sort:
      return SortAttr{};
    case OpKind::RngBitGenerator:
      return RngBitGeneratorAttr{};
    // Elementwise ops: compare's direction, or only their types.
    LADDER_ELEMENTWISE_OPS
      if (kind == OpKind::Compare) return CompareAttr{};
      return NoAttr{};
    case OpKind::ReducePrecision:
      return ReducePrecisionAttr{};
    case OpKind::Reshape:
    case OpKind::BitcastConvert:
    case OpKind::DynamicUpdateSlice:
    case OpKind::ReplicaId:
    case OpKind::PartitionId:
    case OpKind::OptimizationBarrier:
    case OpKind::While:
    case OpKind::If:
    case OpKind::Case:
      return NoAttr{};
  }
  throw InternalError(cat("op kind ", static_cast<int>(kind), " is not in ops.def"));
}

std::vector<std::pair<std::string, std::string>> print_attributes(OpKind kind, const Attr& attr) {
  auto out = std::visit(
      [&](const auto& s) {
        return print_fields(Table<std::decay_t<decltype(s)>>::get(), kind, s);
      },
      attr);
  std::sort(out.begin(), out.end());  // MLIR prints a dictionary sorted by name
  return out;
}

Attr parse_attributes(OpKind kind, const Attribute& dict, std::string_view op, Parser& parser) {
  Attr attr = default_attr(kind);
  std::visit([&](auto& s) { parse_fields(Table<std::decay_t<decltype(s)>>::get(), kind, s, dict, op, parser); },
             attr);
  return attr;
}

ConvDimensionNumbers parse_raw_conv_dimension_numbers(Parser& parser) {
  ConvDimensionNumbers dn;
  parse_body(conv_dimension_fields(), OpKind::Convolution, dn, "#stablehlo.conv<raw ...>", parser);
  return dn;
}

}  // namespace ladder::stablehlo::detail
