// dense<...> literals: splats, nested lists and hex strings, checked against their type
// (and the constants cap) before anything is allocated.
#include <charconv>
#include <cstring>
#include <limits>

#include "ladder/core/element.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

// `<literal> : tensor<...>` after `dense`. The literal is read (its size bounded by the
// text) and checked against the type before the tensor is allocated.
ConstantAttr Parser::parse_dense_body() {
  expect('<');
  Literal lit;
  lit.offset = lex_.offset();
  Token t = lex_.peek();
  if (t.is('>')) {
    lit.form = Literal::Empty;
  } else if (t.kind == Tok::String) {
    lex_.next();
    lit.form = Literal::Hex;
    lit.bytes = decode_hex(t);
  } else if (t.is('[')) {
    lit.form = Literal::List;
    parse_literal_list(lit, 0);
  } else {
    lit.form = Literal::Splat;
    lit.elements.push_back(parse_element());
  }
  expect('>');
  expect(':');
  TensorType type = parse_tensor_type();
  return make_tensor(lit, type);
}

std::string Parser::decode_hex(const Token& t) {
  std::string_view s = t.text.substr(1, t.text.size() - 2);
  if (s.substr(0, 2) != "0x" || s.size() % 2 != 0)
    fail(t.offset, "expected a hex string \"0x...\" with an even number of digits");
  std::string out;
  out.reserve(s.size() / 2);
  for (size_t i = 2; i < s.size(); i += 2) {
    uint8_t byte = 0;
    auto [end, ec] = std::from_chars(s.data() + i, s.data() + i + 2, byte, 16);
    if (ec != std::errc() || end != s.data() + i + 2)
      fail(t.offset + 1 + i, cat("expected two hex digits, found '", s.substr(i, 2), "'"));
    out += static_cast<char>(byte);
  }
  return out;
}

void Parser::parse_literal_list(Literal& lit, size_t level) {
  Nested n(*this, lex_.offset());
  size_t open = expect('[').offset;
  if (lit.shape.size() <= level) lit.shape.resize(level + 1), lit.seen.resize(level + 1);
  int64_t count = 0;
  bool nested = lex_.peek().is('[');
  if (!lex_.peek().is(']')) {
    do {
      if (nested)
        parse_literal_list(lit, level + 1);
      else
        lit.elements.push_back(parse_element());
      ++count;
    } while (accept(','));
  }
  expect(']');
  // All innermost lists sit at one level, and siblings have equal lengths.
  if (lit.leaf_seen && (nested ? level >= lit.leaf_level : level != lit.leaf_level))
    fail(open, "expected lists nested to the same depth everywhere");
  if (!nested) lit.leaf_level = level, lit.leaf_seen = true;
  if (lit.seen[level] && lit.shape[level] != count)
    fail(open, cat("expected ", lit.shape[level],
                   " elements in this list like its siblings, found ", count));
  lit.shape[level] = count;
  lit.seen[level] = true;
}

Element Parser::parse_element() {
  Element e;
  e.offset = lex_.offset();
  if (accept('(')) {  // a complex number: (re, im)
    e.kind = Tok::Punct;
    e.parts.push_back(parse_element());
    expect(',');
    e.parts.push_back(parse_element());
    if (!e.parts[0].parts.empty() || !e.parts[1].parts.empty())
      fail(e.offset, "expected a complex number's parts to be real numbers");
    expect(')');
    return e;
  }
  e.negative = accept('-');
  Token t = lex_.next();
  bool word = t.kind == Tok::Ident &&
              (t.text == "true" || t.text == "false" || t.text == "inf" || t.text == "nan");
  if (t.kind != Tok::Integer && t.kind != Tok::Float && !word)
    fail(t.offset, cat("expected a number or true/false, found ", Lexer::describe(t)));
  e.kind = t.kind;
  e.text = t.text;
  return e;
}

// The literal as a constant: a splat (one element written, or a hex string of one
// element) keeps that element only; other literals are allocated at full size, and made
// splats if all their elements are equal. What is stored counts against the constants cap.
ConstantAttr Parser::make_tensor(const Literal& lit, const TensorType& type) {
  int64_t n = type.num_elements();
  int64_t bytes = type.byte_size();
  int64_t size = dtype_size(type.dtype);
  std::string ts = type_string(type);
  switch (lit.form) {
    case Literal::Empty:
      if (n != 0) fail(lit.offset, cat("expected ", n, " elements for ", ts, ", found none"));
      break;
    case Literal::List:
      LADDER_ASSERT(static_cast<int64_t>(lit.elements.size()) == num_elements(lit.shape),
                    "a rectangular literal's element count");
      if (lit.shape != type.shape)
        fail(lit.offset, cat("expected a literal of shape ", shape_list(type.shape), " for ", ts,
                             ", found one of shape ", shape_list(lit.shape)));
      break;
    case Literal::Hex:
      if (static_cast<int64_t>(lit.bytes.size()) != bytes &&
          static_cast<int64_t>(lit.bytes.size()) != size)
        fail(lit.offset, cat("expected ", bytes, " bytes of hex data for ", ts, ", found ",
                             lit.bytes.size()));
      break;
    case Literal::Splat:
      break;
  }
  bool splat = lit.form == Literal::Splat ||
               (lit.form == Literal::Hex && static_cast<int64_t>(lit.bytes.size()) != bytes);
  if (splat && n == 0) return ConstantAttr{Tensor(type), std::nullopt};
  if (splat) {
    charge_constant(lit.offset, {type.dtype, {}});
    Tensor one(type.dtype, {});
    if (lit.form == Literal::Splat)
      write_element(one.bytes(), type.dtype, lit.elements[0]);
    else
      std::memcpy(one.bytes(), lit.bytes.data(), static_cast<size_t>(size));
    if (type.dtype == DType::i1) one.bytes()[0] = one.bytes()[0] != 0;
    return splat_attr(one, type.shape);
  }
  charge_constant(lit.offset, type);
  Tensor tensor(type);
  uint8_t* out = tensor.bytes();
  if (lit.form == Literal::List) {
    for (int64_t i = 0; i < n; ++i) write_element(out + i * size, type.dtype, lit.elements[i]);
  } else if (lit.form == Literal::Hex) {
    std::memcpy(out, lit.bytes.data(), static_cast<size_t>(bytes));
  }
  if (type.dtype == DType::i1)  // hex data may hold any byte; i1 elements are 0 or 1
    for (int64_t i = 0; i < n; ++i) out[i] = out[i] != 0;
  return constant_attr(std::move(tensor));
}

// Counts `type`'s bytes against the module's constants cap, refusing what would pass it.
void Parser::charge_constant(size_t offset, const TensorType& type) {
  const int64_t bytes = type.byte_size();
  if (bytes > options_.max_constant_bytes - constant_bytes_)
    fail(offset, cat("expected at most ", options_.max_constant_bytes,
                     " bytes of constants in a module, found ", type_string(type), " (", bytes,
                     " bytes) on top of ", constant_bytes_));
  constant_bytes_ += bytes;
}

// An attribute's dense<...> at full size (padding, replica groups, integer lists). A splat
// written out here counts against the constants cap as its written-out form would.
Tensor Parser::dense_tensor(const Attribute& a) {
  if (a.dense.is_splat()) charge_constant(a.offset, a.dense.type());
  return a.dense.expanded();
}

// Writes one literal element as `dtype` to `out`. Floats accept decimal numbers, inf/nan,
// and hex bit patterns (0x7FC00000) as MLIR prints them; integers accept decimal or hex.
void Parser::write_element(uint8_t* out, DType dtype, const Element& e) const {
  std::string_view dt = dtype_name(dtype);
  if (is_complex(dtype) != !e.parts.empty())
    fail(e.offset, is_complex(dtype) ? cat("expected a complex number (re, im) for ", dt, ", found a real one")
                                     : cat("expected a number for ", dt, ", found a complex number"));
  if (is_complex(dtype)) {  // the real part, then the imaginary part, each in the part type
    const DType part = complex_part_type(dtype);
    write_element(out, part, e.parts[0]);
    write_element(out + dtype_size(part), part, e.parts[1]);
    return;
  }
  if (e.kind == Tok::Ident && (e.text == "true" || e.text == "false")) {
    if (dtype != DType::i1 || e.negative)
      fail(e.offset, cat("expected a number for ", dt, ", found ", e.text));
    *out = e.text == "true";
    return;
  }
  bool hex = e.kind == Tok::Integer && e.text.size() > 2 && e.text[1] == 'x';
  if (hex && e.negative)
    fail(e.offset, cat("expected a bit pattern without a sign, found -", e.text));
  int64_t size = dtype_size(dtype);
  if (is_float(dtype) && hex) {
    uint64_t bits = 0;
    std::string_view digits = e.text.substr(2);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), bits, 16);
    const int width = dtype_bits(dtype);
    if (ec != std::errc() || (width < 64 && bits >> width != 0))
      fail(e.offset, cat("expected a ", width, "-bit pattern for ", dt, ", found ", e.text));
    std::memcpy(out, &bits, static_cast<size_t>(size));  // little-endian host
    return;
  }
  if (is_float(dtype)) {
    double v;
    if (e.kind == Tok::Ident && e.text != "inf" && e.text != "nan")
      fail(e.offset, cat("expected a number for ", dt, ", found ", e.text));
    if (e.text == "inf") {
      v = std::numeric_limits<double>::infinity();
    } else if (e.text == "nan") {
      v = std::numeric_limits<double>::quiet_NaN();
    } else if (dtype == DType::f64 || is_fp8(dtype)) {  // fp8 rounds once, from the decimal's double
      auto [end, ec] = std::from_chars(e.text.data(), e.text.data() + e.text.size(), v);
      if (ec != std::errc())
        fail(e.offset, cat("expected a number in range for ", dt, ", found ", e.text));
    } else {  // f32 directly (no double rounding); bf16 and f16 round from it
      float f;
      auto [end, ec] = std::from_chars(e.text.data(), e.text.data() + e.text.size(), f);
      if (ec != std::errc())
        fail(e.offset, cat("expected a number in range for ", dt, ", found ", e.text));
      v = f;
    }
    if (e.negative) v = -v;
    switch (dtype) {
      case DType::f32: {
        float f = static_cast<float>(v);
        std::memcpy(out, &f, 4);
        break;
      }
      case DType::f64:
        std::memcpy(out, &v, 8);
        break;
      case DType::bf16: {
        uint16_t h = float_to_bf16(static_cast<float>(v));
        std::memcpy(out, &h, 2);
        break;
      }
      case DType::f16: {
        uint16_t h = float_to_f16(static_cast<float>(v));
        std::memcpy(out, &h, 2);
        break;
      }
      LADDER_FP8_DTYPES
        *out = float_to_fp8(dtype, v);
        break;
      case DType::i1:  // not floats: is_float(dtype) holds here
      LADDER_SIGNED_DTYPES
      LADDER_UNSIGNED_DTYPES
      LADDER_COMPLEX_DTYPES
        LADDER_ASSERT(false, "a float literal of ", dt);
    }
    return;
  }
  if (e.kind != Tok::Integer)
    fail(e.offset,
         cat("expected an integer for ", dt, ", found ", e.negative ? "-" : "", e.text));
  Token t{Tok::Integer, e.text, e.offset};
  int64_t v = 0;
  switch (dtype) {
    case DType::i1:
      v = integer_value(t, e.negative, 0, 1);
      *out = static_cast<uint8_t>(v);
      break;
    case DType::ui8:
      v = integer_value(t, e.negative, 0, 255);
      *out = static_cast<uint8_t>(v);
      break;
    case DType::ui16: {
      const auto x = static_cast<uint16_t>(integer_value(t, e.negative, 0, 0xFFFF));
      std::memcpy(out, &x, 2);
      break;
    }
    case DType::ui32: {
      const auto x = static_cast<uint32_t>(integer_value(t, e.negative, 0, 0xFFFFFFFFll));
      std::memcpy(out, &x, 4);
      break;
    }
    case DType::ui64: {
      // Past int64's range, so read here rather than by integer_value: decimal or hex up to
      // 2^64-1, and no sign but on 0.
      std::string_view digits = hex ? e.text.substr(2) : e.text;
      uint64_t x = 0;
      auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), x, hex ? 16 : 10);
      if (ec != std::errc() || end != digits.data() + digits.size() || (e.negative && x != 0))
        fail(e.offset, cat("expected an integer in [0, 18446744073709551615] for ui64, found ",
                           e.negative ? "-" : "", e.text));
      std::memcpy(out, &x, 8);
      break;
    }
    case DType::ui2:
    case DType::ui4:
      *out = static_cast<uint8_t>(integer_value(t, e.negative, 0, (1 << dtype_bits(dtype)) - 1));
      break;
    // Hex spells the bit pattern of a signed type, so 0xFF is -1 in i8 and 0xFFFFFFFF in i32.
    case DType::i2:
    case DType::i4: {
      const int64_t half = int64_t{1} << (dtype_bits(dtype) - 1);
      v = hex ? wrap_sub_byte(dtype, integer_value(t, false, 0, 2 * half - 1))
              : integer_value(t, e.negative, -half, half - 1);
      *out = static_cast<uint8_t>(static_cast<int8_t>(v));
      break;
    }
    case DType::i8: {
      v = hex ? static_cast<int8_t>(static_cast<uint8_t>(integer_value(t, false, 0, 0xFF)))
              : integer_value(t, e.negative, INT8_MIN, INT8_MAX);
      *out = static_cast<uint8_t>(static_cast<int8_t>(v));
      break;
    }
    case DType::i16: {
      v = hex ? static_cast<int16_t>(static_cast<uint16_t>(integer_value(t, false, 0, 0xFFFF)))
              : integer_value(t, e.negative, INT16_MIN, INT16_MAX);
      int16_t x = static_cast<int16_t>(v);
      std::memcpy(out, &x, 2);
      break;
    }
    case DType::i32: {
      v = hex ? static_cast<int32_t>(
                    static_cast<uint32_t>(integer_value(t, false, 0, 0xFFFFFFFFll)))
              : integer_value(t, e.negative, INT32_MIN, INT32_MAX);
      int32_t x = static_cast<int32_t>(v);
      std::memcpy(out, &x, 4);
      break;
    }
    case DType::i64: {
      if (hex) {
        uint64_t bits = 0;
        std::string_view digits = e.text.substr(2);
        auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), bits, 16);
        if (ec != std::errc()) fail(e.offset, cat("expected a 64-bit pattern, found ", e.text));
        std::memcpy(out, &bits, 8);
      } else {
        v = integer_value(t, e.negative, std::numeric_limits<int64_t>::min(),
                          std::numeric_limits<int64_t>::max());
        std::memcpy(out, &v, 8);
      }
      break;
    }
    case DType::f32:  // floats were written above
    case DType::f64:
    case DType::bf16:
    case DType::f16:
    LADDER_FP8_DTYPES
    LADDER_COMPLEX_DTYPES
      LADDER_ASSERT(false, "an integer literal of ", dt);
  }
}

}  // namespace ladder::stablehlo::detail
