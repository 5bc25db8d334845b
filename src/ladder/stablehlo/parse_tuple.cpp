// stablehlo.tuple and stablehlo.get_tuple_element, resolved as they are parsed: ladder's IR has
// no tuple type, so a tuple lives only in the parser, as the tree of values it was built from,
// and get_tuple_element names the element itself. A tuple used any other way (an operand of
// another op, returned, a function's argument) is refused naming the value.
//   %t = stablehlo.tuple %a, %b : tuple<tensor<2xf64>, tuple<tensor<i64>>>
//   %t = "stablehlo.tuple"(%a, %b) : (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<...>
//   %x = stablehlo.get_tuple_element %t[0] : (tuple<...>) -> tensor<2xf64>
//   %x = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<...>) -> tensor<2xf64>
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

std::string TupleTree::type_string() const {
  if (!is_tuple) return ladder::type_string(type);
  std::string s = "tuple<";
  for (size_t i = 0; i < elements.size(); ++i) s += (i ? ", " : "") + elements[i].type_string();
  return s + ">";
}

bool TupleTree::same_type(const TupleTree& other) const {
  if (is_tuple != other.is_tuple) return false;
  if (!is_tuple) return type == other.type;
  if (elements.size() != other.elements.size()) return false;
  for (size_t i = 0; i < elements.size(); ++i)
    if (!elements[i].same_type(other.elements[i])) return false;
  return true;
}

TupleTree Parser::parse_type_tree() {
  Nested nested(*this, lex_.offset());
  TupleTree t;
  if (!accept_ident("tuple")) {
    t.type = parse_tensor_type();
    return t;
  }
  t.is_tuple = true;
  expect('<');
  if (!accept('>')) {
    do t.elements.push_back(parse_type_tree());
    while (accept(','));
    expect('>');
  }
  return t;
}

TupleTree Parser::parse_tuple_operand(size_t* offset) {
  const Token t = lex_.peek();
  if (t.kind == Tok::ValueId && !lookup(t.text.substr(1))) {
    auto found = tuples_.find(std::string(t.text.substr(1)));
    if (found != tuples_.end()) {
      lex_.next();
      if (offset) *offset = t.offset;
      return found->second;
    }
  }
  TupleTree leaf;
  leaf.value = parse_value_use(offset);
  leaf.type = leaf.value.type();
  return leaf;
}

bool Parser::parse_tuple_op(const std::string& name, bool generic, size_t offset, const std::vector<ResultName>& names,
                            size_t start) {
  const bool make = name == "stablehlo.tuple";
  if (!make && name != "stablehlo.get_tuple_element") return false;
  expect_result_names(name, names, start, 1);
  std::vector<TupleTree> operands;
  std::vector<size_t> offsets;
  auto read_operands = [&] {
    while (lex_.peek().kind == Tok::ValueId) {
      offsets.emplace_back();
      operands.push_back(parse_tuple_operand(&offsets.back()));
      if (!accept(',')) break;
    }
  };
  int64_t index = -1;
  std::vector<TupleTree> operand_types;
  TupleTree result;
  if (generic) {
    expect('(');
    read_operands();
    expect(')');
    const Attribute attrs = parse_generic_attributes();
    if (!make) index = int_of(required(attrs, "index", name));
    expect(':');
    expect('(');
    if (!accept(')')) {
      do operand_types.push_back(parse_type_tree());
      while (accept(','));
      expect(')');
    }
    expect_arrow();
    result = parse_type_tree();
  } else if (make) {
    read_operands();
    skip_attr_dict();
    expect(':');
    result = parse_type_tree();
    for (const TupleTree& o : operands) operand_types.push_back(o);
  } else {
    read_operands();
    expect('[');
    index = parse_int();
    expect(']');
    skip_attr_dict();
    expect(':');
    expect('(');
    operand_types.push_back(parse_type_tree());
    expect(')');
    expect_arrow();
    result = parse_type_tree();
  }
  skip_loc();
  if (operand_types.size() != operands.size())
    fail(offset, cat("expected ", operands.size(), " operand types for ", name, ", found ", operand_types.size()));
  for (size_t i = 0; i < operands.size(); ++i)
    if (!operands[i].same_type(operand_types[i]))
      fail(offsets[i], cat("expected a value of type ", operand_types[i].type_string(), " (as the signature says), found one of type ",
                           operands[i].type_string()));
  if (make) {
    TupleTree built;
    built.is_tuple = true;
    built.elements = std::move(operands);
    if (!built.same_type(result))
      fail(offset, cat("expected result type ", built.type_string(), " for ", name, " (its operands' types), found ",
                       result.type_string()));
    tuples_[names[0].name] = std::move(built);
    return true;
  }
  if (operands.size() != 1 || !operands[0].is_tuple)
    fail(offset, cat(name, " takes one tuple, found (", [&] {
           std::string s;
           for (size_t i = 0; i < operands.size(); ++i) s += (i ? ", " : "") + operands[i].type_string();
           return s;
         }(), ")"));
  const auto count = static_cast<int64_t>(operands[0].elements.size());
  if (index < 0 || index >= count)
    fail(offset, cat(name, " index ", index, " out of range for ", operands[0].type_string(), " (", count, " elements)"));
  const TupleTree& element = operands[0].elements[static_cast<size_t>(index)];
  if (!element.same_type(result))
    fail(offset, cat("expected result type ", element.type_string(), " for ", name, " (element ", index, "), found ",
                     result.type_string()));
  if (element.is_tuple)
    tuples_[names[0].name] = element;
  else
    define(names[0].name, Def{element.value.node, element.value.index, 1}, names[0].offset);
  return true;
}

}  // namespace ladder::stablehlo::detail
