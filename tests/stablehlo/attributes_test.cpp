// Every field of every attribute struct survives the generic form: each op's attribute, with
// every member set away from its default, printed by the field tables and read back equal.
// Members are found by structured binding, so a field added to a struct in ir/graph.h and
// left out of stablehlo/attributes.cpp fails here without this test being edited.
#include <gtest/gtest.h>

#include <tuple>
#include <type_traits>

#include "ladder/stablehlo/attributes.h"
#include "ladder/stablehlo/format.h"

namespace ladder::stablehlo {
namespace {

using namespace ir;

// Converts to anything; only ever named in unevaluated contexts, to count members.
struct Any {
  template <typename T>
  operator T() const;
};

template <typename S, typename... A>
constexpr size_t member_count() {
  if constexpr (requires { S{A{}..., Any{}}; })
    return member_count<S, A..., Any>();
  else
    return sizeof...(A);
}

// The members of aggregate `s`, as references.
template <typename S>
auto members(S& s) {
  constexpr size_t n = member_count<S>();
  static_assert(n <= 9, "members() binds at most 9 members: add a case");
  if constexpr (n == 0) {
    return std::tie();
  } else if constexpr (n == 1) {
    auto& [a] = s;
    return std::tie(a);
  } else if constexpr (n == 2) {
    auto& [a, b] = s;
    return std::tie(a, b);
  } else if constexpr (n == 3) {
    auto& [a, b, c] = s;
    return std::tie(a, b, c);
  } else if constexpr (n == 4) {
    auto& [a, b, c, d] = s;
    return std::tie(a, b, c, d);
  } else if constexpr (n == 5) {
    auto& [a, b, c, d, e] = s;
    return std::tie(a, b, c, d, e);
  } else if constexpr (n == 6) {
    auto& [a, b, c, d, e, f] = s;
    return std::tie(a, b, c, d, e, f);
  } else if constexpr (n == 7) {
    auto& [a, b, c, d, e, f, g] = s;
    return std::tie(a, b, c, d, e, f, g);
  } else if constexpr (n == 8) {
    auto& [a, b, c, d, e, f, g, h] = s;
    return std::tie(a, b, c, d, e, f, g, h);
  } else {
    auto& [a, b, c, d, e, f, g, h, i] = s;
    return std::tie(a, b, c, d, e, f, g, h, i);
  }
}

// Sets every member to a value unlike its default and unlike the other members'.
struct Filler {
  int64_t next = 2;  // above the defaults 0 and 1

  void operator()(int64_t& v) { v = next++; }
  void operator()(int& v) { v = static_cast<int>(next++); }
  void operator()(bool& v) { v = true; }
  void operator()(std::string& v) { v = cat("f", next++); }
  void operator()(CompareDirection& v) { v = CompareDirection::GT; }
  void operator()(CompareType& v) { v = CompareType::FLOAT; }
  void operator()(TransposeKind& v) { v = TransposeKind::ADJOINT; }
  void operator()(RngAlgorithm& v) { v = RngAlgorithm::THREEFRY; }
  void operator()(std::vector<int64_t>& v) {
    v = {next, next + 1};
    next += 2;
  }
  void operator()(std::vector<std::pair<int64_t, int64_t>>& v) {
    v = {{next, next + 1}, {next + 2, next + 3}};
    next += 4;
  }
  void operator()(std::vector<std::vector<int64_t>>& v) {
    v = {{next, next + 1}, {next + 2, next + 3}};
    next += 4;
  }
  void operator()(ConstantAttr& c) {  // a literal is one value: a non-splat one
    Tensor t(DType::i32, {2});
    t.set_int(0, next++);
    t.set_int(1, next++);
    c = constant_attr(std::move(t));
  }
  template <typename S>
    requires std::is_aggregate_v<S>
  void operator()(S& s) {
    std::apply([&](auto&... m) { ((*this)(m), ...); }, members(s));
  }
};

// The members an op of a shared struct does not carry (the collectives share one), back to
// their defaults: stated here independently of the tables.
void drop_uncarried(OpKind kind, Attr& attr) {
  auto* c = std::get_if<CollectiveAttr>(&attr);
  if (!c) return;
  using K = OpKind;
  if (kind != K::CollectivePermute) c->source_target_pairs.clear();
  if (kind != K::AllGather && kind != K::ReduceScatter && kind != K::AllToAll) c->dimension = 0;
  if (kind != K::AllToAll) c->concat_dimension = c->split_count = 0;
  if (kind != K::CollectiveBroadcast && kind != K::CollectiveReduce) c->has_dynamic_root = false;
  if (kind != K::AllReduce && kind != K::AllGather && kind != K::ReduceScatter) c->use_global_device_ids = false;
  if (kind == K::CollectivePermute) c->replica_groups.clear();
}

Attr round_trip(OpKind kind, const Attr& attr, std::string& text) {
  std::vector<std::string> parts;
  for (auto& [name, value] : detail::print_attributes(kind, attr))
    parts.push_back(value.empty() ? name : name + " = " + value);
  text = "{" + detail::join(parts) + "}";
  detail::Parser parser(text, "<attributes>", {});
  detail::Attribute dict;
  dict.entries = parser.parse_dict();
  return detail::parse_attributes(kind, dict, op_name(kind), parser);
}

TEST(Attributes, EveryFieldOfEveryStructSurvivesTheGenericForm) {
  int with_fields = 0;
  for (int k = 0; k < kNumOps; ++k) {
    const auto kind = static_cast<OpKind>(k);
    if (kind == OpKind::Parameter) continue;  // a block argument, never an op of the text
    Attr attr = detail::default_attr(kind);
    std::visit(Filler{}, attr);
    drop_uncarried(kind, attr);
    std::string text;
    Attr back = round_trip(kind, attr, text);
    EXPECT_TRUE(back == attr) << op_name(kind) << " lost a field in " << text;
    with_fields += !std::holds_alternative<NoAttr>(attr);
  }
  EXPECT_EQ(with_fields, 30);  // the ops with attributes, so the loop cannot pass vacuously
}

// Convolution dimension numbers print compactly where they are a layout, raw otherwise;
// both read back.
TEST(Attributes, ConvolutionDimensionNumbersInBothSpellings) {
  ConvolutionAttr c;  // the default numbers: NCHW-like, rank 2, no spatial dimensions
  c.dn.input_spatial = c.dn.kernel_spatial = c.dn.output_spatial = {2, 3};
  std::string text;
  Attr back = round_trip(OpKind::Convolution, c, text);
  EXPECT_NE(text.find("#stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>"),
            std::string::npos)
      << text;
  EXPECT_TRUE(back == Attr(c)) << text;
  c.dn.output_spatial = {2, 2};  // no layout: a dimension twice
  back = round_trip(OpKind::Convolution, c, text);
  EXPECT_NE(text.find("#stablehlo.conv<raw input_batch_dimension = 0"), std::string::npos)
      << text;
  EXPECT_TRUE(back == Attr(c)) << text;
}

TEST(Attributes, MissingRequiredFieldIsNamed) {
  detail::Parser parser("{permutation = array<i64: 1, 0>}", "<attributes>", {});
  detail::Attribute dict;
  dict.entries = parser.parse_dict();
  try {
    detail::parse_attributes(OpKind::Slice, dict, "stablehlo.slice", parser);
    FAIL() << "a slice without start_indices was read";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("expected attribute 'start_indices' on stablehlo.slice"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace ladder::stablehlo
