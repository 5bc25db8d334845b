// The custom forms of the elementwise ops: `stablehlo.add %a, %b : T`, chlo's
// `chlo.erf %x : T -> R`, `stablehlo.compare GT, %a, %b, FLOAT : (T, T) -> R` and
// `stablehlo.select %p, %a, %b : P, T`.
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

void Parser::parse_custom_unary(ParsedOp& op) {
  parse_operands(op);
  skip_attr_dict();
  if (op.kind == OpKind::Erf) {  // chlo's form: `: T -> R`
    expect(':');
    op.operand_types = {parse_tensor_type()};
    expect_arrow();
    op.results = {parse_tensor_type()};
  } else {
    parse_signature(op, SigStyle::SameType);
  }
}

void Parser::parse_custom_binary(ParsedOp& op) {
  parse_operands(op);
  skip_attr_dict();
  size_t at = lex_.offset();
  parse_signature(op, SigStyle::SameType);
  // `stablehlo.complex %re, %im : T` names the result type only; the parts are of its float type.
  if (op.kind == OpKind::Complex && op.operand_types == std::vector<TensorType>(2, op.results[0])) {
    const TensorType& t = op.results[0];
    if (!is_complex(t.dtype)) fail(at, cat("expected a complex result type for stablehlo.complex, found ", type_string(t)));
    op.operand_types.assign(2, TensorType{complex_part_type(t.dtype), t.shape});
  }
}

void Parser::parse_custom_compare(ParsedOp& op) {
  CompareAttr c;
  Token dir = expect_kind(Tok::Ident, "a comparison direction");
  c.direction = compare_direction(dir.text, dir.offset);
  expect(',');
  parse_operands(op);
  if (accept(',')) {
    Token type = expect_kind(Tok::Ident, "a comparison type");
    c.type = compare_type(type.text, type.offset);
  }
  op.attr = c;
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

// `stablehlo.reduce_precision %x, format = e5m10 : T`.
void Parser::parse_custom_reduce_precision(ParsedOp& op) {
  parse_operands(op);
  expect(',');
  keyword_equals("format");
  Token format = expect_kind(Tok::Ident, "a format eEmM (e5m10)");
  const std::string_view text = format.text;
  const size_t m = text.find('m');
  auto digits = [](std::string_view s) {
    return !s.empty() && s.size() <= 9 && s.find_first_not_of("0123456789") == std::string_view::npos;
  };
  if (text.size() < 4 || text[0] != 'e' || m == std::string_view::npos || !digits(text.substr(1, m - 1)) ||
      !digits(text.substr(m + 1)))
    fail(format.offset, cat("expected a format eEmM (exponent and mantissa bits, as e5m10), found '", text, "'"));
  op.attr = ReducePrecisionAttr{std::stoll(std::string(text.substr(1, m - 1))), std::stoll(std::string(text.substr(m + 1)))};
  skip_attr_dict();
  parse_signature(op, SigStyle::SameType);
}

void Parser::parse_custom_ternary(ParsedOp& op) {
  parse_operands(op);
  skip_attr_dict();
  parse_signature(op, op.kind == OpKind::Select ? SigStyle::Select : SigStyle::SameType);
}

}  // namespace ladder::stablehlo::detail
