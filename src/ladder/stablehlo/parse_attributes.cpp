// MLIR attribute syntax (numbers, strings, symbols, arrays, dictionaries, dense<...>,
// array<i64: ...>, #dialect<...>) and the readers that turn attributes into op attributes.
#include <cstdlib>
#include <limits>

#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

Attribute Parser::parse_attribute() {
  Nested n(*this, lex_.offset());
  Token t = lex_.peek();
  Attribute a;
  a.offset = t.offset;
  using K = Attribute::Kind;
  if (t.kind == Tok::Integer || t.kind == Tok::Float || t.is('-')) {
    bool negative = accept('-');
    Token num = lex_.next();
    if (num.kind == Tok::Integer) {
      a.kind = K::Integer;
      a.integer = integer_value(num, negative, std::numeric_limits<int64_t>::min(),
                                std::numeric_limits<int64_t>::max());
    } else if (num.kind == Tok::Float) {
      a.kind = K::Float;
      a.number = std::strtod(std::string(num.text).c_str(), nullptr) * (negative ? -1 : 1);
    } else {
      fail(num.offset, cat("expected a number after '-', found ", Lexer::describe(num)));
    }
    if (accept(':')) skip_attribute_type();
  } else if (t.is_ident("true") || t.is_ident("false")) {
    lex_.next();
    a.kind = K::Bool;
    a.boolean = t.text == "true";
  } else if (t.is_ident("dense")) {
    lex_.next();
    a.kind = K::Dense;
    a.dense = parse_dense_body();
  } else if (t.is_ident("array")) {
    lex_.next();
    a.kind = K::I64Array;
    a.ints = parse_array_body();
  } else if (t.kind == Tok::Ident) {
    // A type (i64, tensor<..>) or an attribute of another dialect or builtin form
    // (loc(...), affine_map<...>, dense_resource<...>): skipped.
    if (t.is_ident("tensor")) {
      parse_tensor_type();
    } else {
      lex_.next();
      char c = lex_.raw_char();
      if (c == '<' || c == '(') {
        size_t open = lex_.raw_pos();
        lex_.advance(1);
        lex_.skip_balanced(c, open);
      }
    }
  } else if (t.kind == Tok::String) {
    lex_.next();
    a.kind = K::String;
    a.text = detail::decode_string(lex_, t);
    if (accept(':')) skip_attribute_type();
  } else if (t.kind == Tok::SymbolId) {
    lex_.next();
    a.kind = K::Symbol;
    a.text = symbol_name(t);
    while (lex_.peek().is(':') && lex_.text().substr(lex_.offset(), 3) == "::@") {
      lex_.next(), lex_.next();
      expect_kind(Tok::SymbolId, "a symbol");
    }
  } else if (t.is('[')) {
    lex_.next();
    a.kind = K::Array;
    if (!accept(']')) {
      do a.items.push_back(parse_attribute());
      while (accept(','));
      expect(']');
    }
  } else if (t.is('{')) {
    a.kind = K::Dict;
    a.entries = parse_dict();
  } else if (t.is('(')) {
    a.kind = K::FunctionType;
    a.function_type = parse_function_type();
  } else if (t.kind == Tok::HashId) {
    lex_.next();
    if (lex_.raw_char() == '<') {  // #dialect<...> or #dialect.name<...>
      a.kind = K::Dialect;
      a.text = std::string(t.text.substr(1));
      size_t open = lex_.raw_pos();
      lex_.advance(1);
      a.body_begin = open + 1;
      a.body_end = lex_.skip_balanced('<', open);
    }  // else a reference to an alias: skipped
  } else {
    lex_.expected("an attribute value");
  }
  return a;
}

std::vector<NamedAttribute> Parser::parse_dict() {
  Nested n(*this, lex_.offset());
  expect('{');
  std::vector<NamedAttribute> out;
  if (accept('}')) return out;
  do {
    Token key = lex_.next();
    NamedAttribute e;
    if (key.kind == Tok::Ident)
      e.name = std::string(key.text);
    else if (key.kind == Tok::String)
      e.name = detail::decode_string(lex_, key);
    else
      fail(key.offset, cat("expected an attribute name, found ", Lexer::describe(key)));
    e.value.offset = key.offset;
    if (accept('='))
      e.value = parse_attribute();  // else a unit attribute, e.g. use_global_device_ids
    out.push_back(std::move(e));
  } while (accept(','));
  expect('}');
  return out;
}

// `<i64: 1, 2>` after `array`.
std::vector<int64_t> Parser::parse_array_body() {
  expect('<');
  Token type = expect_kind(Tok::Ident, "an element type");
  if (type.text != "i64" && type.text != "i32")
    fail(type.offset, cat("expected array<i64: ...>, found array<", type.text, ": ...>"));
  std::vector<int64_t> out;
  if (accept(':')) {
    do out.push_back(parse_int());
    while (accept(','));
  }
  expect('>');
  return out;
}

const Attribute& Parser::required(const Attribute& attrs, std::string_view key, std::string_view op) {
  const Attribute* a = attrs.find(key);
  if (!a) fail(attrs.offset, cat("expected attribute '", key, "' on ", op, ", found none"));
  return *a;
}

// An i64 list written as array<i64: ...>, [1, 2] or dense<[1, 2]> : tensor<2xi64>.
std::vector<int64_t> Parser::int_list(const Attribute& a) {
  using K = Attribute::Kind;
  if (a.kind == K::I64Array) return a.ints;
  if (a.kind == K::Array) {
    std::vector<int64_t> out;
    for (const auto& item : a.items) out.push_back(int_of(item));
    return out;
  }
  if (a.kind == K::Dense && a.dense.type().rank() <= 1 && !is_float(a.dense.value.dtype())) {
    const Tensor t = dense_tensor(a);
    std::vector<int64_t> out;
    for (int64_t i = 0; i < t.num_elements(); ++i) out.push_back(t.get_int(i));
    return out;
  }
  fail(a.offset, "expected a list of integers (array<i64: ...>)");
}

int64_t Parser::int_of(const Attribute& a) {
  if (a.kind != Attribute::Kind::Integer) fail(a.offset, "expected an integer");
  return a.integer;
}

// `#stablehlo<comparison_direction GT>` and `#stablehlo<comparison_type FLOAT>`.
std::string_view Parser::enum_attr(const Attribute& a, std::string_view enum_name) {
  std::string_view value;
  in_body(a, "stablehlo", [&] {
    expect_ident(enum_name);
    value = expect_kind(Tok::Ident, "a value").text;
  });
  return value;
}

void Parser::check_no_reversal(const Attribute& r) {
  bool reversed = false;
  if (r.kind == Attribute::Kind::Dense)
    for (int64_t i = 0, n = r.dense.value.num_elements(); i < n; ++i) reversed |= r.dense.value.get(i) != 0;
  else if (r.kind == Attribute::Kind::Array)
    for (const auto& item : r.items) reversed |= item.boolean || item.integer != 0;
  if (reversed) fail(r.offset, "expected no window reversal (it is not supported)");
}

CompareDirection Parser::compare_direction(std::string_view s, size_t offset) {
  for (int i = 0; i <= static_cast<int>(CompareDirection::GE); ++i)
    if (compare_direction_name(static_cast<CompareDirection>(i)) == s)
      return static_cast<CompareDirection>(i);
  fail(offset, cat("expected a comparison direction (EQ, NE, LT, LE, GT, GE), found '", s, "'"));
}

CompareType Parser::compare_type(std::string_view s, size_t offset) {
  for (int i = 0; i <= static_cast<int>(CompareType::NOTYPE); ++i)
    if (compare_type_name(static_cast<CompareType>(i)) == s) return static_cast<CompareType>(i);
  fail(offset,
       cat("expected a comparison type (FLOAT, TOTALORDER, SIGNED, UNSIGNED), found '", s, "'"));
}

}  // namespace ladder::stablehlo::detail
