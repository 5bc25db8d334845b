// Integers, symbol names and types: `tensor<2x3xf32>` read character by character (see
// lexer.h), function types, and what may follow `:` in an attribute.
#include <charconv>
#include <limits>
#include <optional>

#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

int64_t Parser::parse_int() {
  bool negative = accept('-');
  Token t = expect_kind(Tok::Integer, "an integer");
  return integer_value(t, negative, std::numeric_limits<int64_t>::min(),
                       std::numeric_limits<int64_t>::max());
}

// The value of an integer token (decimal, or 0x hex) with its sign, within [lo, hi].
int64_t Parser::integer_value(const Token& t, bool negative, int64_t lo, int64_t hi) const {
  bool hex = t.text.size() > 2 && t.text[1] == 'x';
  std::string_view digits = hex ? t.text.substr(2) : t.text;
  uint64_t magnitude = 0;
  auto [end, ec] =
      std::from_chars(digits.data(), digits.data() + digits.size(), magnitude, hex ? 16 : 10);
  bool ok = ec == std::errc() && end == digits.data() + digits.size();
  int64_t value = 0;
  if (ok && negative) {
    ok = magnitude <= uint64_t{1} << 63;
    value = static_cast<int64_t>(0 - magnitude);
  } else if (ok) {
    ok = magnitude <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    value = static_cast<int64_t>(magnitude);
  }
  if (!ok || value < lo || value > hi)
    fail(t.offset,
         cat("expected an integer in [", lo, ", ", hi, "], found ", negative ? "-" : "", t.text));
  return value;
}

std::vector<int64_t> Parser::parse_int_list() {
  Nested n(*this, lex_.offset());
  expect('[');
  std::vector<int64_t> out;
  if (accept(']')) return out;
  do out.push_back(parse_int());
  while (accept(','));
  expect(']');
  return out;
}

std::string Parser::symbol_name(const Token& t) {
  std::string_view s = t.text.substr(1);
  if (!s.empty() && s[0] == '"')
    return detail::decode_string(lex_, Token{Tok::String, s, t.offset + 1});
  return std::string(s);
}

TensorType Parser::parse_tensor_type() {
  Token t = lex_.peek();
  if (t.is_ident("tuple"))
    fail(t.offset, "expected a tensor type, found a tuple type (ladder takes tuples only apart, with "
                   "stablehlo.get_tuple_element, in the function that builds them)");
  if (t.is('!'))
    fail(t.offset, "expected a tensor type, found a dialect type such as !stablehlo.token (tokens are taken only by "
                   "stablehlo.after_all, in the function that makes them)");
  if (!t.is_ident("tensor")) lex_.expected("a tensor type");
  lex_.next();
  expect('<');
  TensorType type;
  lex_.peek_char();
  while (true) {
    char c = lex_.raw_char();
    size_t at = lex_.raw_pos();
    if (c == '?' || c == '*')
      fail(at, cat("expected a static dimension, found '", c,
                   "' (dynamic shapes are not supported)"));
    if (c < '0' || c > '9') break;
    int64_t d = 0;
    while (lex_.raw_char() >= '0' && lex_.raw_char() <= '9') {
      d = d * 10 + (lex_.raw_char() - '0');
      if (d > kMaxDimension) fail(at, cat("expected a dimension below 2^40, found a larger one"));
      lex_.advance(1);
    }
    if (lex_.raw_char() != 'x')
      fail(lex_.raw_pos(),
           cat("expected 'x' after the dimension ", d, ", found ", Lexer::describe(lex_.peek())));
    lex_.advance(1);
    type.shape.push_back(d);
    if (type.rank() > kMaxRank) fail(at, cat("expected at most ", kMaxRank, " dimensions"));
  }
  type.dtype = parse_element_type();
  if (lex_.peek().is(','))
    fail(lex_.offset(), "expected '>', found ',' (tensor encodings are not supported)");
  expect('>');
  try {
    (void)type.byte_size();
  } catch (const Error& err) {
    fail(t.offset, err.what());
  }
  return type;
}

// An element type: f32, i8, ..., complex<f32>, complex<f64>.
DType Parser::parse_element_type() {
  Token e = lex_.peek();
  if (e.is_ident("complex")) {
    lex_.next();
    expect('<');
    Token part = lex_.next();
    std::optional<DType> dtype =
        part.kind == Tok::Ident ? complex_of(dtype_from_name(part.text).value_or(DType::i1)) : std::nullopt;
    if (!dtype) fail(part.offset, cat("expected f32 or f64 in complex<...>, found ", Lexer::describe(part)));
    expect('>');
    return *dtype;
  }
  std::optional<DType> dtype = e.kind == Tok::Ident ? dtype_from_name(e.text) : std::nullopt;
  if (!dtype)
    fail(e.offset,
         cat("expected an element type (f32, f64, bf16, f16, the 4- to 8-bit float types, i1, i2, i4, i8, i16, i32, i64, ui2, ui4, ui8, ui16, ui32, ui64, complex<f32>, complex<f64>), found ",
             Lexer::describe(e)));
  lex_.next();
  return *dtype;
}

// `(T, U)` or `T` as a list of types; an empty `()` is allowed.
std::vector<TensorType> Parser::parse_type_list_or_single() {
  std::vector<TensorType> out;
  if (!accept('(')) return {parse_tensor_type()};
  if (accept(')')) return out;
  do out.push_back(parse_tensor_type());
  while (accept(','));
  expect(')');
  return out;
}

FunctionType Parser::parse_function_type() {
  FunctionType f;
  expect('(');
  if (!accept(')')) {
    do f.inputs.push_back(parse_tensor_type());
    while (accept(','));
    expect(')');
  }
  expect_arrow();
  f.results = parse_type_list_or_single();
  return f;
}

// Anything that may follow `:` in an attribute (`1 : i64`, `dense<..> : tensor<..>`).
void Parser::skip_attribute_type() {
  Token t = lex_.peek();
  if (t.is_ident("tensor")) {
    parse_tensor_type();
  } else if (t.kind == Tok::Ident) {
    lex_.next();
  } else {
    lex_.expected("a type");
  }
}

}  // namespace ladder::stablehlo::detail
