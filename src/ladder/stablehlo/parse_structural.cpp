// The custom forms of the leaves (constant, iota, replica_id) and of the ops that only move
// elements (broadcast_in_dim, reshape, transpose, slice, pad, concatenate, reverse,
// dynamic_slice, dynamic_update_slice).
#include "ladder/stablehlo/attributes.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

// `dense<...> : tensor<...>`: the literal's type is the result's.
void Parser::parse_custom_constant(ParsedOp& op) {
  skip_attr_dict();
  Attribute value = parse_attribute();
  if (value.kind != Attribute::Kind::Dense) fail(value.offset, "expected dense<...>");
  op.results = {value.dense.type()};
  op.attr = std::move(value.dense);
}

// `dim = 0 : tensor<...>`
void Parser::parse_custom_iota(ParsedOp& op) {
  keyword_equals("dim");
  op.attr = IotaAttr{parse_int()};
  skip_attr_dict();
  expect(':');
  op.results = {parse_tensor_type()};
}

// `stablehlo.replica_id : tensor<ui32>` (and partition_id alike)
void Parser::parse_custom_replica_id(ParsedOp& op) {
  skip_attr_dict();
  expect(':');
  op.results = {parse_tensor_type()};
}

// `%x, dims = [0, 2] : (T) -> R`
void Parser::parse_custom_broadcast_in_dim(ParsedOp& op) {
  op.attr = BroadcastInDimAttr{list_after_operands(op, "dims")};
  parse_signature(op, SigStyle::Functional);
}

// `%x, %y, ... : (T, ...) -> R`: reshape and dynamic_update_slice, whose attributes are
// their types.
void Parser::parse_custom_operands_only(ParsedOp& op) {
  parse_operands(op);
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

void Parser::parse_custom_transpose(ParsedOp& op) {
  op.attr = TransposeAttr{list_after_operands(op, "dims")};
  parse_signature(op, SigStyle::Functional);
}

void Parser::parse_custom_reverse(ParsedOp& op) {
  op.attr = ReverseAttr{list_after_operands(op, "dims")};
  skip_attr_dict();
  parse_signature(op, SigStyle::SameType);
}

void Parser::parse_custom_dynamic_slice(ParsedOp& op) {
  op.attr = DynamicSliceAttr{list_after_operands(op, "sizes")};
  parse_signature(op, SigStyle::Functional);
}

// `%x, %v, low = [..], high = [..], interior = [..]`
void Parser::parse_custom_pad(ParsedOp& op) {
  parse_operands(op);
  PadAttr p;
  expect(',');
  keyword_equals("low");
  p.low = parse_int_list();
  expect(',');
  keyword_equals("high");
  p.high = parse_int_list();
  expect(',');
  keyword_equals("interior");
  p.interior = parse_int_list();
  op.attr = p;
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

// `%a, %b, dim = 0`
void Parser::parse_custom_concatenate(ParsedOp& op) {
  parse_operands(op);
  expect(',');
  keyword_equals("dim");
  op.attr = ConcatenateAttr{parse_int()};
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

// `%x [0:2, 1:5:2]`, or the older `%x {start_indices = ..., limit_indices = ..., strides = ...}`.
void Parser::parse_custom_slice(ParsedOp& op) {
  parse_operands(op);
  SliceAttr s;
  if (lex_.peek().is('[')) {
    lex_.next();
    if (!lex_.peek().is(']')) {
      do {
        s.start.push_back(parse_int());
        expect(':');
        s.limit.push_back(parse_int());
        s.strides.push_back(accept(':') ? parse_int() : 1);
      } while (accept(','));
    }
    expect(']');
    skip_attr_dict();
  } else {
    Attribute d;
    d.offset = lex_.offset();
    d.entries = parse_dict();
    s = std::get<SliceAttr>(parse_attributes(OpKind::Slice, d, "stablehlo.slice", *this));
  }
  op.attr = s;
  parse_signature(op, SigStyle::Functional);
}

}  // namespace ladder::stablehlo::detail
