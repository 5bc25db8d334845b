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
  parse_signature(op, SigStyle::SameType);
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

void Parser::parse_custom_ternary(ParsedOp& op) {
  parse_operands(op);
  skip_attr_dict();
  parse_signature(op, op.kind == OpKind::Select ? SigStyle::Select : SigStyle::SameType);
}

}  // namespace ladder::stablehlo::detail
