// The custom forms of dot_general and convolution, and their dimension numbers.
#include "ladder/stablehlo/attributes.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or the `raw key = value, ...` form.
ConvDimensionNumbers Parser::parse_conv_dimension_numbers() {
  ConvDimensionNumbers dn;
  if (accept_ident("raw")) return parse_raw_conv_dimension_numbers(*this);
  conv_layout("bf", dn.input_batch, dn.input_feature, dn.input_spatial);
  expect_ident("x");
  conv_layout("io", dn.kernel_input_feature, dn.kernel_output_feature, dn.kernel_spatial);
  expect_arrow();
  conv_layout("bf", dn.output_batch, dn.output_feature, dn.output_spatial);
  return dn;
}

// One `[b, 0, 1, f]` layout: `letters` name the two non-spatial dimensions; digits are
// spatial dimension numbers. Each must appear exactly once.
void Parser::conv_layout(const char* letters, int64_t& first, int64_t& second,
                 std::vector<int64_t>& spatial) {
  size_t open = expect('[').offset;
  std::vector<std::pair<int64_t, int64_t>> spatial_at;  // (spatial index, position)
  first = second = -1;
  int64_t position = 0;
  if (!lex_.peek().is(']')) {
    do {
      Token t = lex_.next();
      if (t.kind == Tok::Integer) {
        spatial_at.emplace_back(integer_value(t, false, 0, kMaxRank - 1), position);
      } else if (t.kind == Tok::Ident && t.text.size() == 1 &&
                 (t.text[0] == letters[0] || t.text[0] == letters[1])) {
        int64_t& slot = t.text[0] == letters[0] ? first : second;
        if (slot >= 0) fail(t.offset, cat("expected '", t.text, "' once, found it twice"));
        slot = position;
      } else {
        fail(t.offset, cat("expected '", letters[0], "', '", letters[1],
                           "' or a spatial dimension number, found ", Lexer::describe(t)));
      }
      if (++position > kMaxRank) fail(t.offset, "expected fewer dimensions");
    } while (accept(','));
  }
  expect(']');
  if (first < 0 || second < 0)
    fail(open, cat("expected both '", letters[0], "' and '", letters[1], "' in this layout"));
  spatial.assign(spatial_at.size(), -1);
  for (auto [index, pos] : spatial_at) {
    if (index >= static_cast<int64_t>(spatial.size()) || spatial[index] >= 0)
      fail(open, cat("expected spatial dimensions 0 .. ", spatial.size() - 1, " once each"));
    spatial[index] = pos;
  }
}

// `%a, %b, [batching_dims = [0] x [0],] contracting_dims = [2] x [1][, precision = [...]]`
void Parser::parse_custom_dot_general(ParsedOp& op) {
  parse_operands(op);
  DotGeneralAttr dot;
  while (accept(',')) {
    Token key = expect_kind(Tok::Ident, "batching_dims, contracting_dims or precision");
    expect('=');
    if (key.text == "batching_dims" || key.text == "contracting_dims") {
      auto& lhs = key.text == "batching_dims" ? dot.lhs_batch : dot.lhs_contracting;
      auto& rhs = key.text == "batching_dims" ? dot.rhs_batch : dot.rhs_contracting;
      lhs = parse_int_list();
      expect_ident("x");
      rhs = parse_int_list();
    } else if (key.text == "precision") {
      parse_attribute();
    } else if (key.text == "algorithm") {
      size_t open = expect('<').offset;
      lex_.skip_balanced('<', open);
    } else {
      fail(key.offset,
           cat("expected batching_dims, contracting_dims or precision, found '", key.text, "'"));
    }
  }
  op.attr = dot;
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

// `(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//  window = {stride = [..], pad = [[..], ..], lhs_dilate = [..], rhs_dilate = [..]}
//  {batch_group_count = 1 : i64, feature_group_count = 1 : i64}`
void Parser::parse_custom_convolution(ParsedOp& op) {
  expect('(');
  parse_operands(op);
  expect(')');
  ConvolutionAttr c;
  keyword_equals("dim_numbers");
  c.dn = parse_conv_dimension_numbers();
  if (accept(',')) {
    keyword_equals("window");
    expect('{');
    if (!lex_.peek().is('}')) {
      do {
        Token key = expect_kind(Tok::Ident, "a window entry");
        expect('=');
        if (key.text == "stride")
          c.window_strides = parse_int_list();
        else if (key.text == "lhs_dilate")
          c.lhs_dilation = parse_int_list();
        else if (key.text == "rhs_dilate")
          c.rhs_dilation = parse_int_list();
        else if (key.text == "pad")
          c.padding = parse_padding_list();
        else if (key.text == "reverse")
          check_no_reversal(parse_attribute());
        else
          fail(key.offset, cat("expected stride, pad, lhs_dilate, rhs_dilate or reverse, found '",
                               key.text, "'"));
      } while (accept(','));
    }
    expect('}');
  }
  if (lex_.peek().is('{')) {
    Attribute d;
    d.entries = parse_dict();
    if (const Attribute* f = d.find("feature_group_count")) c.feature_group_count = int_of(*f);
    if (const Attribute* b = d.find("batch_group_count")) c.batch_group_count = int_of(*b);
  }
  op.attr = c;
  parse_signature(op, SigStyle::Functional);
}

Padding Parser::parse_padding_list() {
  expect('[');
  Padding out;
  if (!accept(']')) {
    do {
      std::vector<int64_t> pair = parse_int_list();
      if (pair.size() != 2)
        fail(lex_.offset(), cat("expected a [low, high] pair, found ", pair.size(), " numbers"));
      out.emplace_back(pair[0], pair[1]);
    } while (accept(','));
    expect(']');
  }
  return out;
}

}  // namespace ladder::stablehlo::detail
