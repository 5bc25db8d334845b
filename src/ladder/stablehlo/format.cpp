// Text forms shared by the printer and the attribute tables: MLIR's strings, symbols, integer
// lists, dense literals and convolution layouts.
#include "ladder/stablehlo/format.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "ladder/core/element.h"
#include "ladder/core/error.h"

namespace ladder::stablehlo::detail {

using namespace ir;

namespace {

// Constants with more elements print as hex bytes, as MLIR does: compact and exact.
constexpr int64_t kHexThreshold = 100;

// MLIR's bare-id: [A-Za-z_][A-Za-z0-9_$.]*
bool is_bare_id(std::string_view s) {
  if (s.empty() || !is_letter(s[0])) return false;
  for (char c : s)
    if (!is_letter(c) && !is_digit(c) && c != '$' && c != '.') return false;
  return true;
}

// Shortest decimal that reads back to the same value, in MLIR's style (1.000000e+00).
template <typename F>
std::string format_float(F v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string s(buf, r.ptr);
  size_t e = s.find('e');
  std::string mantissa = s.substr(0, e);
  if (mantissa.find('.') == std::string::npos) mantissa += '.';
  size_t fraction = mantissa.size() - mantissa.find('.') - 1;
  if (fraction < 6) mantissa.append(6 - fraction, '0');
  return mantissa + s.substr(e);
}

// A float of type d stored at p as MLIR writes it; non-finite ones as their bit pattern
// (0x7FC00000).
std::string float_element(DType d, const uint8_t* p) {
  double v = load_element(p, d, 0);
  if (!std::isfinite(v)) {
    int64_t size = dtype_size(d);
    uint64_t bits = 0;
    std::memcpy(&bits, p, static_cast<size_t>(size));
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llX", static_cast<int>(2 * size),
                  static_cast<unsigned long long>(bits));
    return buf;
  }
  // bf16 and f16 values are exact floats, so the float's shortest form reads back exactly.
  return d == DType::f64 ? format_float(v) : format_float(static_cast<float>(v));
}

// One element as MLIR writes it; a complex one as `(re, im)`.
std::string element(const Tensor& t, int64_t i) {
  DType d = t.dtype();
  if (d == DType::i1) return t.get_int(i) ? "true" : "false";
  if (d == DType::ui64) return std::to_string(static_cast<uint64_t>(t.get_int(i)));  // its bits
  const uint8_t* p = t.bytes() + i * dtype_size(d);
  if (is_complex(d)) {
    const DType part = complex_part_type(d);
    return "(" + float_element(part, p) + ", " + float_element(part, p + dtype_size(part)) + ")";
  }
  if (!is_float(d)) return std::to_string(t.get_int(i));
  return float_element(d, p);
}

void nested_list(const Tensor& t, size_t dim, int64_t& next, std::string& out) {
  out += '[';
  for (int64_t i = 0; i < t.shape()[dim]; ++i) {
    if (i) out += ", ";
    if (dim + 1 == t.shape().size())
      out += element(t, next++);
    else
      nested_list(t, dim + 1, next, out);
  }
  out += ']';
}

// `dense<...>` without its type: a splat when all elements are equal, hex bytes (in memory
// order, little-endian) when large, a nested list otherwise.
std::string dense(const Tensor& t) {
  int64_t n = t.num_elements();
  if (n == 0) return "dense<>";
  size_t size = static_cast<size_t>(dtype_size(t.dtype()));
  bool splat = true;
  for (int64_t i = 1; i < n && splat; ++i)
    splat = std::memcmp(t.bytes(), t.bytes() + i * size, size) == 0;
  if (splat) return "dense<" + element(t, 0) + ">";
  if (n > kHexThreshold && t.dtype() != DType::i1) {
    std::string out = "dense<\"0x";
    static constexpr char kHex[] = "0123456789ABCDEF";
    for (int64_t i = 0; i < t.byte_size(); ++i) {
      out += kHex[t.bytes()[i] >> 4];
      out += kHex[t.bytes()[i] & 15];
    }
    return out + "\">";
  }
  std::string out = "dense<";
  int64_t next = 0;
  nested_list(t, 0, next, out);
  return out + ">";
}

// `[b, 0, 1, f]`: what each dimension of one operand is. Empty when the numbers do not
// describe a permutation (the raw form is used then).
std::string conv_layout(int64_t first, char first_letter, int64_t second, char second_letter,
                        const std::vector<int64_t>& spatial) {
  size_t rank = spatial.size() + 2;
  std::vector<std::string> slots(rank);
  auto put = [&](int64_t pos, std::string what) {
    if (pos < 0 || pos >= static_cast<int64_t>(rank) || !slots[pos].empty()) return false;
    slots[pos] = std::move(what);
    return true;
  };
  bool ok = put(first, std::string(1, first_letter)) && put(second, std::string(1, second_letter));
  for (size_t i = 0; i < spatial.size() && ok; ++i) ok = put(spatial[i], std::to_string(i));
  return ok ? "[" + join(slots) + "]" : "";
}

}  // namespace

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A string literal with MLIR's escapes: \\ and \XX for '"' and anything not printable.
std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '"' || u < 0x20 || u >= 0x7f) {
      char buf[4];
      std::snprintf(buf, sizeof buf, "\\%02X", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string symbol(std::string_view name) {
  return "@" + (is_bare_id(name) ? std::string(name) : quoted(name));
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) s += (i ? std::string(sep) : "") + parts[i];
  return s;
}

std::string int_list(const std::vector<int64_t>& v) {
  std::vector<std::string> parts;
  for (int64_t x : v) parts.push_back(std::to_string(x));
  return "[" + join(parts) + "]";
}

std::string i64_array(const std::vector<int64_t>& v) {
  std::string s = int_list(v);
  return v.empty() ? "array<i64>" : "array<i64: " + s.substr(1, s.size() - 2) + ">";
}

std::string typed_dense(const Tensor& t) { return dense(t) + " : " + type_string(t.type()); }

// A constant's literal: a splat prints its one element, whatever its shape.
std::string typed_dense(const ConstantAttr& c) {
  if (c.is_splat()) return "dense<" + element(c.value, 0) + "> : " + type_string(c.type());
  return typed_dense(c.value);
}

std::string pairs_attr(const std::vector<std::pair<int64_t, int64_t>>& p) {
  Tensor t(DType::i64, {static_cast<int64_t>(p.size()), 2});
  for (size_t i = 0; i < p.size(); ++i) {
    t.set_int(2 * i, p[i].first);
    t.set_int(2 * i + 1, p[i].second);
  }
  return typed_dense(t);
}

// The compact `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or "" if it cannot express `dn`.
std::string conv_compact(const ConvDimensionNumbers& dn) {
  std::string in = conv_layout(dn.input_batch, 'b', dn.input_feature, 'f', dn.input_spatial);
  std::string k =
      conv_layout(dn.kernel_input_feature, 'i', dn.kernel_output_feature, 'o', dn.kernel_spatial);
  std::string out = conv_layout(dn.output_batch, 'b', dn.output_feature, 'f', dn.output_spatial);
  if (in.empty() || k.empty() || out.empty()) return "";
  return in + "x" + k + "->" + out;
}

std::vector<int64_t> or_fill(const std::vector<int64_t>& v, size_t n, int64_t fill) {
  return v.empty() ? std::vector<int64_t>(n, fill) : v;
}

std::string i64_attr(int64_t v) { return std::to_string(v) + " : i64"; }

}  // namespace ladder::stablehlo::detail
