// A recursive-descent reader for the StableHLO that JAX, XLA and ladder's printer write:
// both MLIR's custom ("pretty") op forms and the generic form, in any mix. Each op is
// checked as soon as it is read (operand types against the signature, result types against
// ir::infer_result_types), so errors point at the offending text; ir::verify runs last.
#include "ladder/stablehlo/parser.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/lexer.h"

namespace ladder::stablehlo {

namespace {

using detail::Lexer;
using detail::Tok;
using detail::Token;
using namespace ir;

// Limits that keep hostile input from exhausting the stack or memory.
constexpr int kMaxDepth = 64;  // regions, lists, attributes
constexpr int64_t kMaxRank = 32;
constexpr int64_t kMaxDimension = int64_t{1} << 40;

std::string types_string(const std::vector<TensorType>& types) {
  std::string s;
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + type_string(types[i]);
  return types.empty() ? "()" : s;
}

std::string shape_list(const Shape& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

struct FunctionType {
  std::vector<TensorType> inputs, results;
};

// One element of a dense<...> literal, kept as text until the element type (which follows
// the literal) is known.
struct Element {
  Tok kind;  // Integer, Float or Ident (true, false, inf, nan)
  bool negative = false;
  std::string_view text;
  size_t offset = 0;
};

struct NamedAttribute;

// An attribute value in MLIR syntax. Only what ladder reads is decoded; anything else
// (locations, shardings, affine maps...) is parsed far enough to be skipped.
struct Attribute {
  enum class Kind {
    Integer,
    Float,
    Bool,
    String,
    Symbol,
    Array,
    Dict,
    Dense,
    I64Array,
    Dialect,
    FunctionType,
    Other
  };
  Kind kind = Kind::Other;
  size_t offset = 0;
  int64_t integer = 0;                  // Integer
  bool boolean = false;                 // Bool
  std::string text;                     // String value, Symbol name, Dialect name
  size_t body_begin = 0, body_end = 0;  // Dialect: the text inside its <...>
  std::vector<Attribute> items;         // Array
  std::vector<NamedAttribute> entries;  // Dict
  std::vector<int64_t> ints;            // I64Array
  ConstantAttr dense;                   // Dense (a splat stays one element)
  FunctionType function_type;           // FunctionType

  const Attribute* find(std::string_view name) const;
};

struct NamedAttribute {
  std::string name;
  Attribute value;
};

const Attribute* Attribute::find(std::string_view name) const {
  for (const auto& e : entries)
    if (e.name == name) return &e.value;
  return nullptr;
}

// An SSA name's definition: results [first, first + count) of `node`.
struct Def {
  Node* node;
  int first, count;
};

// What one op's text says, before it becomes a Node.
struct ParsedOp {
  OpKind kind = OpKind::Parameter;
  size_t offset = 0;
  std::vector<Value> operands;
  std::vector<size_t> operand_offsets;
  std::vector<TensorType> operand_types;  // as the signature declares them
  std::vector<TensorType> results;        // as the signature declares them
  Attr attr;
  std::vector<std::unique_ptr<Block>> regions;
};

struct ResultName {
  std::string name;
  int count;
  size_t offset;
};

// Signature styles of the custom op forms.
enum class SigStyle {
  SameType,    // `T` (operands and result alike), or a function type
  Select,      // `P, T`, or a function type
  Functional,  // `(T, U) -> R` only
};

class Parser {
 public:
  Parser(std::string_view text, std::string_view source, const ParseOptions& options)
      : lex_(source, text), text_(text), options_(options) {}

  Module parse() {
    read_header_comments();
    bool saw_module = false;
    while (true) {
      Token t = lex_.peek();
      if (t.kind == Tok::End) break;
      if (t.kind == Tok::HashId) {  // an alias definition, e.g. `#loc1 = loc("x.py":3:1)`
        lex_.next();
        expect('=');
        parse_attribute();
      } else if ((t.is_ident("module") || t.text == "\"builtin.module\"") && !saw_module &&
                 module_.functions.empty()) {
        saw_module = true;
        lex_.next();
        if (t.kind == Tok::Ident)
          parse_pretty_module();
        else
          parse_generic_module();
      } else if ((t.is_ident("func.func") || t.text == "\"func.func\"") && !saw_module) {
        parse_function();
      } else {
        lex_.expected(saw_module || !module_.functions.empty() ? "end of input"
                                                               : "'module' or 'func.func'");
      }
    }
    if (module_.functions.empty()) lex_.fail(lex_.offset(), "expected a function, found none");
    check_calls();
    try {
      verify(module_);
    } catch (const Error& e) {
      throw Error(cat(lex_.source_name(), ": ", e.what()));
    }
    return std::move(module_);
  }

 private:
  // ---- tokens -------------------------------------------------------------------------------

  Token expect(char c) {
    if (!lex_.peek().is(c)) lex_.expected(cat("'", c, "'"));
    return lex_.next();
  }
  bool accept(char c) {
    if (!lex_.peek().is(c)) return false;
    lex_.next();
    return true;
  }
  bool accept_ident(std::string_view word) {
    if (!lex_.peek().is_ident(word)) return false;
    lex_.next();
    return true;
  }
  void expect_ident(std::string_view word) {
    if (!accept_ident(word)) lex_.expected(cat("'", word, "'"));
  }
  Token expect_kind(Tok kind, std::string_view what) {
    if (lex_.peek().kind != kind) lex_.expected(what);
    return lex_.next();
  }
  void expect_arrow() { expect_kind(Tok::Arrow, "'->'"); }
  [[noreturn]] void fail(size_t offset, const std::string& message) const {
    lex_.fail(offset, message);
  }

  // Guards every recursive rule so absurd nesting is an error, not a stack overflow.
  struct Nested {
    Parser& p;
    Nested(Parser& parser, size_t offset) : p(parser) {
      if (++p.depth_ > kMaxDepth)
        p.fail(offset, cat("expected at most ", kMaxDepth, " levels of nesting, found more"));
    }
    ~Nested() { --p.depth_; }
  };

  // Comment lines before the first token become Module::header_comments.
  void read_header_comments() {
    std::string_view rest = text_;
    while (true) {
      size_t i = rest.find_first_not_of(" \t\r\n");
      if (i == std::string_view::npos || rest.substr(i, 2) != "//") break;
      rest.remove_prefix(i + 2);
      size_t eol = std::min(rest.find('\n'), rest.size());
      std::string_view line = rest.substr(0, eol);
      if (!line.empty() && line[0] == ' ') line.remove_prefix(1);
      while (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // CRLF files
      module_.header_comments.emplace_back(line);
      rest.remove_prefix(eol);
    }
  }

  // `loc(...)` may follow ops, arguments, functions and modules; ladder does not keep it.
  void skip_loc() {
    Token t = lex_.peek();
    if (!t.is_ident("loc")) return;
    lex_.next();
    size_t open = expect('(').offset;
    lex_.skip_balanced('(', open);
  }

  int64_t parse_int() {
    bool negative = accept('-');
    Token t = expect_kind(Tok::Integer, "an integer");
    return integer_value(t, negative, std::numeric_limits<int64_t>::min(),
                         std::numeric_limits<int64_t>::max());
  }

  // The value of an integer token (decimal, or 0x hex) with its sign, within [lo, hi].
  int64_t integer_value(const Token& t, bool negative, int64_t lo, int64_t hi) const {
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

  std::vector<int64_t> parse_int_list() {
    Nested n(*this, lex_.offset());
    expect('[');
    std::vector<int64_t> out;
    if (accept(']')) return out;
    do out.push_back(parse_int());
    while (accept(','));
    expect(']');
    return out;
  }

  std::string symbol_name(const Token& t) {
    std::string_view s = t.text.substr(1);
    if (!s.empty() && s[0] == '"')
      return detail::decode_string(lex_, Token{Tok::String, s, t.offset + 1});
    return std::string(s);
  }

  // ---- types --------------------------------------------------------------------------------

  TensorType parse_tensor_type() {
    Token t = lex_.peek();
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
    Token e = lex_.peek();
    std::optional<DType> dtype = e.kind == Tok::Ident ? dtype_from_name(e.text) : std::nullopt;
    if (!dtype)
      fail(e.offset,
           cat("expected an element type (f32, f64, bf16, f16, i1, i32, i64, ui8, ui32), found ",
               Lexer::describe(e)));
    lex_.next();
    type.dtype = *dtype;
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

  // `(T, U)` or `T` as a list of types; an empty `()` is allowed.
  std::vector<TensorType> parse_type_list_or_single() {
    std::vector<TensorType> out;
    if (!accept('(')) return {parse_tensor_type()};
    if (accept(')')) return out;
    do out.push_back(parse_tensor_type());
    while (accept(','));
    expect(')');
    return out;
  }

  FunctionType parse_function_type() {
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
  void skip_attribute_type() {
    Token t = lex_.peek();
    if (t.is_ident("tensor")) {
      parse_tensor_type();
    } else if (t.kind == Tok::Ident) {
      lex_.next();
    } else {
      lex_.expected("a type");
    }
  }

  // ---- attributes ---------------------------------------------------------------------------

  Attribute parse_attribute() {
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

  std::vector<NamedAttribute> parse_dict() {
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
  std::vector<int64_t> parse_array_body() {
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

  // ---- dense constants ----------------------------------------------------------------------

  struct Literal {
    size_t offset = 0;
    enum { Empty, Splat, List, Hex } form = Empty;
    std::vector<Element> elements;
    Shape shape;             // List: the nesting, outermost first
    std::vector<bool> seen;  // List: whether shape[level] is known yet
    size_t leaf_level = 0;   // List: the level of the innermost lists (once seen)
    bool leaf_seen = false;
    std::string bytes;  // Hex
  };

  // `<literal> : tensor<...>` after `dense`. The literal is read (its size bounded by the
  // text) and checked against the type before the tensor is allocated.
  ConstantAttr parse_dense_body() {
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

  std::string decode_hex(const Token& t) {
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

  void parse_literal_list(Literal& lit, size_t level) {
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

  Element parse_element() {
    Element e;
    e.offset = lex_.offset();
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
  ConstantAttr make_tensor(const Literal& lit, const TensorType& type) {
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
  void charge_constant(size_t offset, const TensorType& type) {
    const int64_t bytes = type.byte_size();
    if (bytes > options_.max_constant_bytes - constant_bytes_)
      fail(offset, cat("expected at most ", options_.max_constant_bytes,
                       " bytes of constants in a module, found ", type_string(type), " (", bytes,
                       " bytes) on top of ", constant_bytes_));
    constant_bytes_ += bytes;
  }

  // An attribute's dense<...> at full size (padding, replica groups, integer lists). A splat
  // written out here counts against the constants cap as its written-out form would.
  Tensor dense_tensor(const Attribute& a) {
    if (a.dense.is_splat()) charge_constant(a.offset, a.dense.type());
    return a.dense.expanded();
  }

  // Writes one literal element as `dtype` to `out`. Floats accept decimal numbers, inf/nan,
  // and hex bit patterns (0x7FC00000) as MLIR prints them; integers accept decimal or hex.
  void write_element(uint8_t* out, DType dtype, const Element& e) const {
    std::string_view dt = dtype_name(dtype);
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
      if (ec != std::errc() || (size < 8 && bits >> (8 * size) != 0))
        fail(e.offset, cat("expected a ", 8 * size, "-bit pattern for ", dt, ", found ", e.text));
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
        default:
          LADDER_ASSERT(is_fp8(dtype), "a float literal of ", dt);
          *out = float_to_fp8(dtype, v);
          break;
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
      case DType::ui32: {
        const auto x = static_cast<uint32_t>(integer_value(t, e.negative, 0, 0xFFFFFFFFll));
        std::memcpy(out, &x, 4);
        break;
      }
      case DType::i32: {
        // Hex spells the bit pattern, so 0xFFFFFFFF is -1.
        v = hex ? static_cast<int32_t>(
                      static_cast<uint32_t>(integer_value(t, false, 0, 0xFFFFFFFFll)))
                : integer_value(t, e.negative, INT32_MIN, INT32_MAX);
        int32_t x = static_cast<int32_t>(v);
        std::memcpy(out, &x, 4);
        break;
      }
      default: {
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
      }
    }
  }

  // ---- values -------------------------------------------------------------------------------

  const Def* lookup(std::string_view name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto found = it->find(std::string(name));
      if (found != it->end()) return &found->second;
    }
    return nullptr;
  }

  void define(const std::string& name, Def def, size_t offset) {
    if (lookup(name))
      fail(offset, cat("expected a new name, found %", name, ", which is already defined"));
    scopes_.back().emplace(name, def);
  }

  Value parse_value_use(size_t* offset = nullptr) {
    Token t = expect_kind(Tok::ValueId, "a value (%name)");
    if (offset) *offset = t.offset;
    std::string_view name = t.text.substr(1);
    size_t hash = name.find('#');
    std::string_view base = name.substr(0, hash);
    const Def* def = lookup(base);
    if (!def) fail(t.offset, cat("use of undefined value %", base));
    int index = 0;
    if (hash != std::string_view::npos) {
      std::string_view digits = name.substr(hash + 1);
      auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
      if (ec != std::errc() || index >= def->count)
        fail(t.offset, cat("expected a result index below ", def->count, " for %", base,
                           ", found #", digits));
    } else if (def->count != 1) {
      fail(t.offset, cat("expected one of %", base, "#0 .. %", base, "#", def->count - 1,
                         " (it has ", def->count, " results), found %", base));
    }
    return def->node->result(def->first + index);
  }

  // `%a, %b, ...` (at least one) into `op`.
  void parse_operands(ParsedOp& op) {
    do {
      size_t at;
      op.operands.push_back(parse_value_use(&at));
      op.operand_offsets.push_back(at);
    } while (lex_.peek().is(',') && next_is_value_after_comma() && accept(','));
  }

  // After `%a,`: is the next token another value (`%b`) rather than a keyword (`dims =`)?
  bool next_is_value_after_comma() {
    Lexer probe = lex_;
    probe.next();
    return probe.peek().kind == Tok::ValueId;
  }

  // `%name: type` (with optional attributes and location) as a parameter of `block`.
  Value parse_block_argument(Block& block, std::string* arg_info = nullptr,
                             std::string* ssa_name = nullptr) {
    Token name = expect_kind(Tok::ValueId, "an argument (%name)");
    if (name.text.find('#') != std::string_view::npos)
      fail(name.offset, cat("expected an argument name, found ", Lexer::describe(name)));
    expect(':');
    Value v = block.add_parameter(parse_tensor_type());
    if (lex_.peek().is('{')) {
      Attribute dict;
      dict.entries = parse_dict();
      const Attribute* info = dict.find("jax.arg_info");
      if (arg_info && info && info->kind == Attribute::Kind::String) *arg_info = info->text;
    }
    skip_loc();
    std::string n(name.text.substr(1));
    define(n, Def{v.node, 0, 1}, name.offset);
    if (ssa_name) *ssa_name = n;
    return v;
  }

  // ---- signatures -----------------------------------------------------------------------------

  // The type part after `:` of a custom op form, resolved to operand and result types.
  void parse_signature(ParsedOp& op, SigStyle style) {
    expect(':');
    size_t at = lex_.offset();
    std::vector<TensorType> first;
    bool functional = false;
    if (lex_.peek().is('(')) {
      first = parse_type_list_or_single();
      functional = true;
    } else {
      do first.push_back(parse_tensor_type());
      while (accept(','));
    }
    if (functional || lex_.peek().kind == Tok::Arrow) {
      expect_arrow();
      op.operand_types = std::move(first);
      op.results = parse_type_list_or_single();
      return;
    }
    size_t n = op.operands.size();
    if (style == SigStyle::SameType && first.size() == 1) {
      op.operand_types.assign(n, first[0]);
      op.results = {first[0]};
    } else if (style == SigStyle::Select && first.size() == 2 && n == 3) {
      op.operand_types = {first[0], first[1], first[1]};
      op.results = {first[1]};
    } else {
      fail(at, cat("expected a function type (T, ...) -> R for ", op_name(op.kind)));
    }
  }

  // ---- operations -----------------------------------------------------------------------------

  // Parses one operation into `block`; returns true when it was the block's terminator.
  bool parse_operation(Block& block, bool function_body) {
    Nested nested(*this, lex_.offset());
    size_t start = lex_.offset();
    std::vector<ResultName> names;
    if (lex_.peek().kind == Tok::ValueId) {
      do {
        Token t = expect_kind(Tok::ValueId, "a result name (%name)");
        if (t.text.find('#') != std::string_view::npos)
          fail(t.offset, cat("expected a result name, found ", Lexer::describe(t)));
        int count = 1;
        if (accept(':')) {
          Token c = expect_kind(Tok::Integer, "a result count");
          count = static_cast<int>(integer_value(c, false, 1, 1024));
        }
        names.push_back({std::string(t.text.substr(1)), count, t.offset});
      } while (accept(','));
      expect('=');
    }
    Token name_token = lex_.peek();
    bool generic = name_token.kind == Tok::String;
    if (name_token.kind != Tok::Ident && !generic) lex_.expected("an operation name");
    lex_.next();
    std::string name =
        generic ? detail::decode_string(lex_, name_token) : std::string(name_token.text);

    if (name == "stablehlo.return" || name == "func.return" || name == "return") {
      bool wanted = function_body ? name != "stablehlo.return" : name == "stablehlo.return";
      if (!wanted)
        fail(name_token.offset,
             cat("expected '", function_body ? "return" : "stablehlo.return", "' to end this ",
                 function_body ? "function" : "region", ", found '", name, "'"));
      if (!names.empty()) fail(start, cat("expected no results for '", name, "'"));
      parse_return(block, generic, name_token.offset);
      skip_loc();
      return true;
    }
    if (name == "call" && !generic) name = "func.call";
    std::optional<OpKind> kind = op_from_name(name);
    if (!kind)
      fail(name_token.offset,
           cat("unsupported op '", name, "' (the supported set is in docs/OPS.md)"));
    ParsedOp op;
    op.kind = *kind;
    op.offset = name_token.offset;
    if (generic)
      parse_generic(op, name);
    else
      parse_custom(op);
    skip_loc();
    finish(block, op, names, start);
    return false;
  }

  void parse_return(Block& block, bool generic, size_t at) {
    ParsedOp op;
    op.offset = at;
    if (generic) {
      expect('(');
      if (!lex_.peek().is(')')) parse_operands(op);
      expect(')');
      if (lex_.peek().is('{')) parse_dict();
      expect(':');
      FunctionType f = parse_function_type();
      if (!f.results.empty()) fail(at, "expected a return with no results");
      op.operand_types = f.inputs;
    } else if (lex_.peek().kind == Tok::ValueId) {
      parse_operands(op);
      expect(':');
      do op.operand_types.push_back(parse_tensor_type());
      while (accept(','));
    }
    check_operand_types(op);
    block.results = op.operands;
    return_offset_ = at;
  }

  void check_operand_types(const ParsedOp& op) {
    if (op.operand_types.size() != op.operands.size())
      fail(op.offset,
           cat("expected ", op.operands.size(), " operand types, found ", op.operand_types.size()));
    for (size_t i = 0; i < op.operands.size(); ++i)
      if (op.operands[i].type() != op.operand_types[i])
        fail(op.operand_offsets[i],
             cat("expected a value of type ", type_string(op.operand_types[i]),
                 " (as the signature says), found one of type ",
                 type_string(op.operands[i].type())));
  }

  // Checks the op against the type rules and appends it to `block`.
  void finish(Block& block, ParsedOp& op, const std::vector<ResultName>& names, size_t start) {
    check_operand_types(op);
    int named = 0;
    for (const auto& n : names) named += n.count;
    if (!names.empty() && named != static_cast<int>(op.results.size()))
      fail(start, cat("expected ", op.results.size(), " result names for ", op_name(op.kind),
                      ", found ", named));
    if (op.kind != OpKind::Call) {
      const TensorType* declared = op.results.size() == 1 ? &op.results[0] : nullptr;
      std::vector<TensorType> inferred;
      try {
        inferred =
            infer_result_types(op.kind, op.operand_types, op.attr, op.regions, nullptr, declared);
      } catch (const Error& e) {
        fail(op.offset, e.what());
      }
      if (inferred != op.results)
        fail(op.offset,
             cat("expected result type ", types_string(inferred), " for ", op_name(op.kind),
                 " (by its type rule), found ", types_string(op.results)));
    }
    Node* node = block.append(op.kind, std::move(op.operands), std::move(op.results),
                              std::move(op.attr), std::move(op.regions));
    if (op.kind == OpKind::Call) calls_.push_back({node, op.offset});
    int first = 0;
    for (const auto& n : names) {
      define(n.name, Def{node, first, n.count}, n.offset);
      first += n.count;
    }
  }

  // `{ [^bb0(args):] ops }` as a fresh block.
  std::unique_ptr<Block> parse_region() {
    auto block = std::make_unique<Block>();
    size_t open = expect('{').offset;
    scopes_.emplace_back();
    if (lex_.peek().kind == Tok::BlockLabel) {
      lex_.next();
      if (accept('(') && !accept(')')) {
        do parse_block_argument(*block);
        while (accept(','));
        expect(')');
      }
      expect(':');
    }
    parse_block_body(*block, false, open);
    scopes_.pop_back();
    return block;
  }

  void parse_block_body(Block& block, bool function_body, size_t open) {
    while (true) {
      if (lex_.peek().is('}')) lex_.expected(function_body ? "'return'" : "'stablehlo.return'");
      if (lex_.peek().kind == Tok::End)
        fail(lex_.offset(), cat("expected '}' to close the block opened at ", lex_.line_col(open),
                                ", found end of input"));
      if (parse_operation(block, function_body)) break;
    }
    if (lex_.peek().kind == Tok::BlockLabel)
      fail(lex_.offset(), "expected '}' (blocks with several basic blocks are not supported)");
    expect('}');
  }

  // ---- the generic form ---------------------------------------------------------------------

  void parse_generic(ParsedOp& op, const std::string& name) {
    expect('(');
    if (!lex_.peek().is(')')) parse_operands(op);
    expect(')');
    if (lex_.peek().is('['))
      fail(lex_.offset(), "expected '(' or ':', found '[' (successor blocks are not supported)");
    Attribute attrs;
    attrs.offset = lex_.offset();
    if (accept('<')) {
      attrs.entries = parse_dict();
      expect('>');
    }
    if (lex_.peek().is('(')) {
      lex_.next();
      do op.regions.push_back(parse_region());
      while (accept(','));
      expect(')');
    }
    if (lex_.peek().is('{'))
      for (auto& e : parse_dict()) attrs.entries.push_back(std::move(e));
    expect(':');
    FunctionType f = parse_function_type();
    op.operand_types = std::move(f.inputs);
    op.results = std::move(f.results);
    op.attr = attr_from_dict(op, name, attrs);
  }

  const Attribute& required(const Attribute& attrs, std::string_view key, std::string_view op) {
    const Attribute* a = attrs.find(key);
    if (!a) fail(attrs.offset, cat("expected attribute '", key, "' on ", op, ", found none"));
    return *a;
  }

  // An i64 list written as array<i64: ...>, [1, 2] or dense<[1, 2]> : tensor<2xi64>.
  std::vector<int64_t> int_list(const Attribute& a) {
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

  std::vector<int64_t> optional_int_list(const Attribute& attrs, std::string_view key) {
    const Attribute* a = attrs.find(key);
    return a ? int_list(*a) : std::vector<int64_t>{};
  }

  int64_t int_of(const Attribute& a) {
    if (a.kind != Attribute::Kind::Integer) fail(a.offset, "expected an integer");
    return a.integer;
  }

  // A dense<...> : tensor<Nx2xi64> of (low, high) pairs.
  Padding padding_of(const Attribute* a) {
    if (!a) return {};
    const Tensor t = a->kind == Attribute::Kind::Dense ? dense_tensor(*a) : Tensor();
    if (a->kind != Attribute::Kind::Dense || t.rank() != 2 || t.shape()[1] != 2 ||
        is_float(t.dtype()))
      fail(a->offset, "expected padding as dense<...> : tensor<Nx2xi64>");
    Padding out;
    for (int64_t i = 0; i < t.shape()[0]; ++i)
      out.emplace_back(t.get_int(2 * i), t.get_int(2 * i + 1));
    return out;
  }

  // Runs `read` with the lexer over the body of `#dialect<...>`.
  template <typename F>
  void in_body(const Attribute& a, std::string_view dialect, F read) {
    if (a.kind != Attribute::Kind::Dialect || a.text != dialect)
      fail(a.offset, cat("expected #", dialect, "<...>"));
    Lexer saved = lex_;
    lex_ = Lexer(saved.source_name(), saved.text(), a.body_begin, a.body_end);
    read();
    if (lex_.peek().kind != Tok::End) lex_.expected("'>'");
    lex_ = saved;
  }

  // `#stablehlo<comparison_direction GT>` and `#stablehlo<comparison_type FLOAT>`.
  std::string_view enum_attr(const Attribute& a, std::string_view enum_name) {
    std::string_view value;
    in_body(a, "stablehlo", [&] {
      expect_ident(enum_name);
      value = expect_kind(Tok::Ident, "a value").text;
    });
    return value;
  }

  Attr attr_from_dict(const ParsedOp& op, const std::string& name, const Attribute& d) {
    switch (op.kind) {
      case OpKind::Constant: {
        const Attribute& v = required(d, "value", name);
        if (v.kind != Attribute::Kind::Dense) fail(v.offset, "expected dense<...>");
        return v.dense;
      }
      case OpKind::Iota:
        return IotaAttr{int_of(required(d, "iota_dimension", name))};
      case OpKind::Compare: {
        CompareAttr c;
        const Attribute& dir = required(d, "comparison_direction", name);
        c.direction = compare_direction(enum_attr(dir, "comparison_direction"), dir.offset);
        if (const Attribute* t = d.find("compare_type"))
          c.type = compare_type(enum_attr(*t, "comparison_type"), t->offset);
        return c;
      }
      case OpKind::BroadcastInDim:
        return BroadcastInDimAttr{int_list(required(d, "broadcast_dimensions", name))};
      case OpKind::Transpose:
        return TransposeAttr{int_list(required(d, "permutation", name))};
      case OpKind::Slice:
        return SliceAttr{int_list(required(d, "start_indices", name)),
                         int_list(required(d, "limit_indices", name)),
                         optional_int_list(d, "strides")};
      case OpKind::Pad:
        return PadAttr{int_list(required(d, "edge_padding_low", name)),
                       int_list(required(d, "edge_padding_high", name)),
                       optional_int_list(d, "interior_padding")};
      case OpKind::Concatenate:
        return ConcatenateAttr{int_of(required(d, "dimension", name))};
      case OpKind::Reverse:
        return ReverseAttr{int_list(required(d, "dimensions", name))};
      case OpKind::DynamicSlice:
        return DynamicSliceAttr{int_list(required(d, "slice_sizes", name))};
      case OpKind::Reduce:
        return ReduceAttr{int_list(required(d, "dimensions", name))};
      case OpKind::ReduceWindow:
        return ReduceWindowAttr{
            int_list(required(d, "window_dimensions", name)),
            optional_int_list(d, "window_strides"), optional_int_list(d, "base_dilations"),
            optional_int_list(d, "window_dilations"), padding_of(d.find("padding"))};
      case OpKind::SelectAndScatter:
        return SelectAndScatterAttr{optional_int_list(d, "window_dimensions"),
                                    optional_int_list(d, "window_strides"),
                                    padding_of(d.find("padding"))};
      case OpKind::DotGeneral:
        return dot_dimension_numbers(required(d, "dot_dimension_numbers", name));
      case OpKind::Convolution: {
        ConvolutionAttr c;
        const Attribute& dn = required(d, "dimension_numbers", name);
        in_body(dn, "stablehlo.conv", [&] { c.dn = parse_conv_dimension_numbers(); });
        c.window_strides = optional_int_list(d, "window_strides");
        c.padding = padding_of(d.find("padding"));
        c.lhs_dilation = optional_int_list(d, "lhs_dilation");
        c.rhs_dilation = optional_int_list(d, "rhs_dilation");
        if (const Attribute* r = d.find("window_reversal")) check_no_reversal(*r);
        if (const Attribute* f = d.find("feature_group_count")) c.feature_group_count = int_of(*f);
        if (const Attribute* b = d.find("batch_group_count")) c.batch_group_count = int_of(*b);
        return c;
      }
      case OpKind::AllReduce:
      case OpKind::AllGather:
      case OpKind::ReduceScatter: {
        CollectiveAttr a;
        if (op.kind == OpKind::AllGather) a.dimension = int_of(required(d, "all_gather_dim", name));
        if (op.kind == OpKind::ReduceScatter) a.dimension = int_of(required(d, "scatter_dimension", name));
        if (const Attribute* g = d.find("replica_groups")) {
          const Tensor t = g->kind == Attribute::Kind::Dense ? dense_tensor(*g) : Tensor();
          if (g->kind != Attribute::Kind::Dense || t.rank() != 2 || is_float(t.dtype()))
            fail(g->offset, "expected replica_groups as dense<...> : tensor<GxSxi64>");
          for (int64_t i = 0; i < t.shape()[0]; ++i) {
            a.replica_groups.emplace_back();
            for (int64_t j = 0; j < t.shape()[1]; ++j)
              a.replica_groups.back().push_back(t.get_int(i * t.shape()[1] + j));
          }
        }
        if (const Attribute* h = d.find("channel_handle")) a.channel_handle = channel_handle(*h);
        a.use_global_device_ids = d.find("use_global_device_ids") != nullptr;
        return a;
      }
      case OpKind::CollectivePermute: {
        CollectiveAttr a;
        const Attribute& p = required(d, "source_target_pairs", name);
        const Tensor t = p.kind == Attribute::Kind::Dense ? dense_tensor(p) : Tensor();
        if (p.kind != Attribute::Kind::Dense || t.rank() != 2 || t.shape()[1] != 2 || is_float(t.dtype()))
          fail(p.offset, "expected source_target_pairs as dense<...> : tensor<Nx2xi64>");
        for (int64_t i = 0; i < t.shape()[0]; ++i) a.source_target_pairs.emplace_back(t.get_int(2 * i), t.get_int(2 * i + 1));
        if (const Attribute* h = d.find("channel_handle")) a.channel_handle = channel_handle(*h);
        return a;
      }
      case OpKind::Call: {
        const Attribute& c = required(d, "callee", name);
        if (c.kind != Attribute::Kind::Symbol) fail(c.offset, "expected a symbol (@name)");
        return CallAttr{c.text};
      }
      default:
        return NoAttr{};
    }
  }

  // `#stablehlo.channel_handle<handle = H, type = T>`: the handle (the type is not kept).
  int64_t channel_handle(const Attribute& h) {
    int64_t handle = 0;
    in_body(h, "stablehlo.channel_handle", [&] {
      expect_ident("handle");
      expect('=');
      handle = parse_int();
      expect(',');
      expect_ident("type");
      expect('=');
      parse_int();
    });
    return handle;
  }

  void check_no_reversal(const Attribute& r) {
    bool reversed = false;
    if (r.kind == Attribute::Kind::Dense)
      for (int64_t i = 0, n = r.dense.value.num_elements(); i < n; ++i) reversed |= r.dense.value.get(i) != 0;
    else if (r.kind == Attribute::Kind::Array)
      for (const auto& item : r.items) reversed |= item.boolean || item.integer != 0;
    if (reversed) fail(r.offset, "expected no window reversal (it is not supported)");
  }

  CompareDirection compare_direction(std::string_view s, size_t offset) {
    for (int i = 0; i <= static_cast<int>(CompareDirection::GE); ++i)
      if (compare_direction_name(static_cast<CompareDirection>(i)) == s)
        return static_cast<CompareDirection>(i);
    fail(offset, cat("expected a comparison direction (EQ, NE, LT, LE, GT, GE), found '", s, "'"));
  }

  CompareType compare_type(std::string_view s, size_t offset) {
    for (int i = 0; i <= static_cast<int>(CompareType::NOTYPE); ++i)
      if (compare_type_name(static_cast<CompareType>(i)) == s) return static_cast<CompareType>(i);
    fail(offset,
         cat("expected a comparison type (FLOAT, TOTALORDER, SIGNED, UNSIGNED), found '", s, "'"));
  }

  DotGeneralAttr dot_dimension_numbers(const Attribute& a) {
    DotGeneralAttr dot;
    in_body(a, "stablehlo.dot", [&] {
      if (lex_.peek().kind == Tok::End) return;
      do {
        Token key = expect_kind(Tok::Ident, "a dimension list name");
        expect('=');
        std::vector<int64_t> dims = parse_int_list();
        if (key.text == "lhs_batching_dimensions")
          dot.lhs_batch = dims;
        else if (key.text == "rhs_batching_dimensions")
          dot.rhs_batch = dims;
        else if (key.text == "lhs_contracting_dimensions")
          dot.lhs_contracting = dims;
        else if (key.text == "rhs_contracting_dimensions")
          dot.rhs_contracting = dims;
        else
          fail(key.offset, cat("expected a dot dimension list name, found '", key.text, "'"));
      } while (accept(','));
    });
    return dot;
  }

  // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or the `raw key = value, ...` form.
  ConvDimensionNumbers parse_conv_dimension_numbers() {
    ConvDimensionNumbers dn;
    if (accept_ident("raw")) {
      do {
        Token key = expect_kind(Tok::Ident, "a dimension name");
        expect('=');
        auto scalar = [&](int64_t& field) { field = parse_int(); };
        auto list = [&](std::vector<int64_t>& field) { field = parse_int_list(); };
        std::string_view k = key.text;
        if (k == "input_batch_dimension")
          scalar(dn.input_batch);
        else if (k == "input_feature_dimension")
          scalar(dn.input_feature);
        else if (k == "input_spatial_dimensions")
          list(dn.input_spatial);
        else if (k == "kernel_input_feature_dimension")
          scalar(dn.kernel_input_feature);
        else if (k == "kernel_output_feature_dimension")
          scalar(dn.kernel_output_feature);
        else if (k == "kernel_spatial_dimensions")
          list(dn.kernel_spatial);
        else if (k == "output_batch_dimension")
          scalar(dn.output_batch);
        else if (k == "output_feature_dimension")
          scalar(dn.output_feature);
        else if (k == "output_spatial_dimensions")
          list(dn.output_spatial);
        else
          fail(key.offset, cat("expected a convolution dimension name, found '", k, "'"));
      } while (accept(','));
      return dn;
    }
    conv_layout("bf", dn.input_batch, dn.input_feature, dn.input_spatial);
    expect_ident("x");
    conv_layout("io", dn.kernel_input_feature, dn.kernel_output_feature, dn.kernel_spatial);
    expect_arrow();
    conv_layout("bf", dn.output_batch, dn.output_feature, dn.output_spatial);
    return dn;
  }

  // One `[b, 0, 1, f]` layout: `letters` name the two non-spatial dimensions; digits are
  // spatial dimension numbers. Each must appear exactly once.
  void conv_layout(const char* letters, int64_t& first, int64_t& second,
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

  // ---- the custom (pretty) forms ------------------------------------------------------------

  void skip_attr_dict() {
    if (lex_.peek().is('{')) parse_dict();
  }

  void keyword_equals(std::string_view word) {
    expect_ident(word);
    expect('=');
  }

  void parse_custom(ParsedOp& op) {
    OpKind kind = op.kind;
    switch (op_class(kind)) {
      case OpClass::Unary:
        parse_operands(op);
        skip_attr_dict();
        if (kind == OpKind::Erf) {  // chlo's form: `: T -> R`
          expect(':');
          op.operand_types = {parse_tensor_type()};
          expect_arrow();
          op.results = {parse_tensor_type()};
        } else {
          parse_signature(op, SigStyle::SameType);
        }
        return;
      case OpClass::Binary:
        if (kind == OpKind::Compare) {
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
          return;
        }
        parse_operands(op);
        skip_attr_dict();
        parse_signature(op, SigStyle::SameType);
        return;
      case OpClass::Ternary:
        parse_operands(op);
        skip_attr_dict();
        parse_signature(op, kind == OpKind::Select ? SigStyle::Select : SigStyle::SameType);
        return;
      case OpClass::Leaf:
      case OpClass::Special:
        break;
    }
    switch (kind) {
      case OpKind::Constant: {
        skip_attr_dict();
        Attribute value = parse_attribute();
        if (value.kind != Attribute::Kind::Dense) fail(value.offset, "expected dense<...>");
        op.results = {value.dense.type()};
        op.attr = std::move(value.dense);
        return;
      }
      case OpKind::Iota:
        keyword_equals("dim");
        op.attr = IotaAttr{parse_int()};
        skip_attr_dict();
        expect(':');
        op.results = {parse_tensor_type()};
        return;
      case OpKind::ReplicaId:  // `stablehlo.replica_id : tensor<ui32>`
      case OpKind::PartitionId:
        skip_attr_dict();
        expect(':');
        op.results = {parse_tensor_type()};
        return;
      case OpKind::BroadcastInDim:
        op.attr = BroadcastInDimAttr{list_after_operands(op, "dims")};
        break;
      case OpKind::Reshape:
        parse_operands(op);
        skip_attr_dict();
        break;
      case OpKind::Transpose:
        op.attr = TransposeAttr{list_after_operands(op, "dims")};
        break;
      case OpKind::Reverse:
        op.attr = ReverseAttr{list_after_operands(op, "dims")};
        skip_attr_dict();
        parse_signature(op, SigStyle::SameType);
        return;
      case OpKind::DynamicSlice:
        op.attr = DynamicSliceAttr{list_after_operands(op, "sizes")};
        break;
      case OpKind::DynamicUpdateSlice:
        parse_operands(op);
        skip_attr_dict();
        break;
      case OpKind::Slice:
        parse_custom_slice(op);
        break;
      case OpKind::Pad: {
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
        break;
      }
      case OpKind::Concatenate: {
        parse_operands(op);
        expect(',');
        keyword_equals("dim");
        op.attr = ConcatenateAttr{parse_int()};
        skip_attr_dict();
        break;
      }
      case OpKind::Reduce:
        parse_custom_reduce(op);
        return;
      case OpKind::DotGeneral:
        parse_custom_dot_general(op);
        break;
      case OpKind::Convolution:
        parse_custom_convolution(op);
        break;
      case OpKind::Call: {
        Token sym = expect_kind(Tok::SymbolId, "a function name (@name)");
        op.attr = CallAttr{symbol_name(sym)};
        expect('(');
        if (!lex_.peek().is(')')) parse_operands(op);
        expect(')');
        skip_attr_dict();
        break;
      }
      default:
        fail(op.offset, cat("expected the generic form \"", op_name(kind),
                            "\"(...) for this op, found its name alone"));
    }
    parse_signature(op, SigStyle::Functional);
  }

  // `%x, ..., word = [list]`.
  std::vector<int64_t> list_after_operands(ParsedOp& op, std::string_view word) {
    parse_operands(op);
    expect(',');
    keyword_equals(word);
    std::vector<int64_t> list = parse_int_list();
    skip_attr_dict();
    return list;
  }

  // `%x [0:2, 1:5:2]`, or the older `%x {start_indices = ..., limit_indices = ..., strides = ...}`.
  void parse_custom_slice(ParsedOp& op) {
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
      s.start = int_list(required(d, "start_indices", "stablehlo.slice"));
      s.limit = int_list(required(d, "limit_indices", "stablehlo.slice"));
      s.strides = optional_int_list(d, "strides");
    }
    op.attr = s;
  }

  // `(%x init: %i), (%y init: %j) [applies stablehlo.add] across dimensions = [1] : type
  //  [reducer(%a: T, %b: T) (%c: U, %d: U) { ... }]`
  void parse_custom_reduce(ParsedOp& op) {
    std::vector<Value> inits;
    std::vector<size_t> init_offsets;
    do {
      expect('(');
      size_t at;
      op.operands.push_back(parse_value_use(&at));
      op.operand_offsets.push_back(at);
      expect_ident("init");
      expect(':');
      inits.push_back(parse_value_use(&at));
      init_offsets.push_back(at);
      expect(')');
    } while (accept(','));
    op.operands.insert(op.operands.end(), inits.begin(), inits.end());
    op.operand_offsets.insert(op.operand_offsets.end(), init_offsets.begin(), init_offsets.end());
    std::optional<OpKind> applies;
    size_t applies_at = 0;
    if (accept_ident("applies")) {
      Token body = expect_kind(Tok::Ident, "an op name");
      applies_at = body.offset;
      applies = op_from_name(body.text);
      if (!applies || op_class(*applies) != OpClass::Binary || *applies == OpKind::Compare)
        fail(body.offset, cat("expected a binary elementwise op, found '", body.text, "'"));
    }
    expect_ident("across");
    keyword_equals("dimensions");
    op.attr = ReduceAttr{parse_int_list()};
    skip_attr_dict();
    parse_signature(op, SigStyle::Functional);
    size_t n = inits.size();
    if (applies) {
      if (n != 1) fail(applies_at, "expected one input for the 'applies' form of reduce");
      auto block = std::make_unique<Block>();
      TensorType scalar{inits[0].dtype(), {}};
      Value a = block->add_parameter(scalar), b = block->add_parameter(scalar);
      Node* body = block->append(*applies, {a, b}, {scalar});
      block->results = {body->result()};
      op.regions.push_back(std::move(block));
      return;
    }
    // The reducer lists (accumulator, element) pairs; the block takes all accumulators first.
    expect_ident("reducer");
    auto block = std::make_unique<Block>();
    scopes_.emplace_back();
    std::vector<std::pair<Token, TensorType>> acc, elem;
    for (size_t i = 0; i < n; ++i) {
      expect('(');
      for (auto* side : {&acc, &elem}) {
        if (side == &elem) expect(',');
        Token name = expect_kind(Tok::ValueId, "an argument (%name)");
        expect(':');
        side->emplace_back(name, parse_tensor_type());
        skip_loc();
      }
      expect(')');
    }
    for (auto* side : {&acc, &elem})
      for (auto& [name, type] : *side) {
        Value v = block->add_parameter(type);
        define(std::string(name.text.substr(1)), Def{v.node, 0, 1}, name.offset);
      }
    size_t open = expect('{').offset;
    parse_block_body(*block, false, open);
    scopes_.pop_back();
    op.regions.push_back(std::move(block));
  }

  // `%a, %b, [batching_dims = [0] x [0],] contracting_dims = [2] x [1][, precision = [...]]`
  void parse_custom_dot_general(ParsedOp& op) {
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
  }

  // `(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
  //  window = {stride = [..], pad = [[..], ..], lhs_dilate = [..], rhs_dilate = [..]}
  //  {batch_group_count = 1 : i64, feature_group_count = 1 : i64}`
  void parse_custom_convolution(ParsedOp& op) {
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
  }

  Padding parse_padding_list() {
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

  // ---- functions and modules ----------------------------------------------------------------

  void parse_pretty_module() {
    if (lex_.peek().kind == Tok::SymbolId) module_.name = symbol_name(lex_.next());
    if (accept_ident("attributes")) {
      Attribute attrs;
      attrs.entries = parse_dict();
      read_module_attributes(attrs);
    }
    expect('{');
    while (!accept('}')) {
      Token t = lex_.peek();
      if (!t.is_ident("func.func") && t.text != "\"func.func\"")
        lex_.expected("'func.func' or '}'");
      parse_function();
    }
    skip_loc();
  }

  void parse_generic_module() {
    expect('(');
    expect(')');
    Attribute attrs;
    if (accept('<')) {
      attrs.entries = parse_dict();
      expect('>');
    }
    expect('(');
    expect('{');
    if (lex_.peek().kind == Tok::BlockLabel) {
      lex_.next();
      expect(':');
    }
    while (!accept('}')) {
      Token t = lex_.peek();
      if (!t.is_ident("func.func") && t.text != "\"func.func\"")
        lex_.expected("'func.func' or '}'");
      parse_function();
    }
    expect(')');
    if (lex_.peek().is('{'))
      for (auto& e : parse_dict()) attrs.entries.push_back(std::move(e));
    expect(':');
    FunctionType f = parse_function_type();
    if (!f.inputs.empty() || !f.results.empty())
      fail(lex_.offset(), "expected the module's type () -> ()");
    if (const Attribute* name = attrs.find("sym_name")) module_.name = name->text;
    read_module_attributes(attrs);
    skip_loc();
  }

  // The module attributes ladder reads: `mhlo.num_replicas` (how many replicas run the
  // module's functions) and `mhlo.num_partitions`, which must be 1. Others (JAX's
  // mhlo.frontend_attributes, ...) are dropped.
  void read_module_attributes(const Attribute& attrs) {
    if (const Attribute* r = attrs.find("mhlo.num_replicas")) {
      int64_t n = module_count(*r, "mhlo.num_replicas");
      if (n < 1)
        fail(r->offset, cat("expected mhlo.num_replicas to be at least 1, found ", n));
      module_.num_replicas = n;
    }
    if (const Attribute* p = attrs.find("mhlo.num_partitions")) {
      int64_t n = module_count(*p, "mhlo.num_partitions");
      if (n != 1)
        fail(p->offset, cat("expected mhlo.num_partitions = 1, found ", n,
                            ": ladder runs one partition per replica"));
    }
  }

  int64_t module_count(const Attribute& a, std::string_view key) {
    if (a.kind != Attribute::Kind::Integer)
      fail(a.offset, cat("expected ", key, " as an integer (", key, " = 2 : i32)"));
    return a.integer;
  }

  Function* new_function(const std::string& name, size_t offset) {
    if (module_.find(name))
      fail(offset,
           cat("expected a new function name, found @", name, ", which is already defined"));
    return module_.add_function(name);
  }

  // Arguments named like `%arg3` carry no name; `jax.arg_info` names them if present.
  static std::string argument_name(const std::string& ssa, const std::string& arg_info) {
    if (!arg_info.empty()) return arg_info;
    bool numbered = ssa.size() > 3 && ssa.compare(0, 3, "arg") == 0 &&
                    ssa.find_first_not_of("0123456789", 3) == std::string::npos;
    bool digits = ssa.find_first_not_of("0123456789") == std::string::npos;
    return numbered || digits ? "" : ssa;
  }

  static std::string result_info(const Attribute* dict) {
    const Attribute* info = dict ? dict->find("jax.result_info") : nullptr;
    return info && info->kind == Attribute::Kind::String ? info->text : "";
  }

  void parse_function() {
    scopes_.clear();
    scopes_.emplace_back();
    Token head = lex_.next();
    if (head.kind == Tok::String)
      parse_generic_function(head);
    else
      parse_pretty_function();
    skip_loc();
  }

  void parse_pretty_function() {
    bool is_public = true;
    if (accept_ident("private"))
      is_public = false;
    else if (!accept_ident("public"))
      accept_ident("nested");
    Token sym = expect_kind(Tok::SymbolId, "a function name (@name)");
    Function* fn = new_function(symbol_name(sym), sym.offset);
    fn->is_public = is_public;
    expect('(');
    if (!accept(')')) {
      do {
        std::string info, ssa;
        parse_block_argument(fn->body, &info, &ssa);
        fn->arg_names.push_back(argument_name(ssa, info));
      } while (accept(','));
      expect(')');
    }
    std::vector<TensorType> results;
    size_t results_at = lex_.offset();
    if (lex_.peek().kind == Tok::Arrow) {
      lex_.next();
      if (accept('(')) {
        if (!accept(')')) {
          do {
            results.push_back(parse_tensor_type());
            Attribute dict;
            if (lex_.peek().is('{')) dict.entries = parse_dict();
            fn->result_names.push_back(result_info(&dict));
            skip_loc();
          } while (accept(','));
          expect(')');
        }
      } else {
        results.push_back(parse_tensor_type());
        fn->result_names.push_back("");
      }
    }
    if (accept_ident("attributes")) parse_dict();
    size_t open = expect('{').offset;
    parse_block_body(fn->body, true, open);
    check_returns(*fn, results, results_at);
  }

  void parse_generic_function(const Token& head) {
    if (detail::decode_string(lex_, head) != "func.func")
      lex_.fail(head.offset, "expected \"func.func\"");
    expect('(');
    expect(')');
    Attribute attrs;
    attrs.offset = lex_.offset();
    if (accept('<')) {
      attrs.entries = parse_dict();
      expect('>');
    }
    // Properties usually come first; older MLIR writes them after the region instead, so
    // the name is only known once the whole op is read.
    Function* fn = module_.add_function("");
    expect('(');
    size_t open = expect('{').offset;
    std::vector<std::string> ssa_names;
    if (lex_.peek().kind == Tok::BlockLabel) {
      lex_.next();
      if (accept('(') && !accept(')')) {
        do {
          std::string ssa;
          parse_block_argument(fn->body, nullptr, &ssa);
          ssa_names.push_back(ssa);
        } while (accept(','));
        expect(')');
      }
      expect(':');
    }
    parse_block_body(fn->body, true, open);
    expect(')');
    if (lex_.peek().is('{'))
      for (auto& e : parse_dict()) attrs.entries.push_back(std::move(e));
    expect(':');
    FunctionType op_type = parse_function_type();
    if (!op_type.inputs.empty() || !op_type.results.empty())
      fail(attrs.offset, "expected the function op's type () -> ()");
    const Attribute& name = required(attrs, "sym_name", "func.func");
    const Attribute& type = required(attrs, "function_type", "func.func");
    if (name.kind != Attribute::Kind::String) fail(name.offset, "expected a string");
    if (type.kind != Attribute::Kind::FunctionType) fail(type.offset, "expected a function type");
    fn->name = name.text;
    for (auto& f : module_.functions)
      if (f.get() != fn && f->name == fn->name)
        fail(name.offset,
             cat("expected a new function name, found @", fn->name, ", which is already defined"));
    if (const Attribute* v = attrs.find("sym_visibility")) fn->is_public = v->text != "private";
    if (fn->input_types() != type.function_type.inputs)
      fail(type.offset,
           cat("expected the block arguments' types (", types_string(fn->input_types()),
               ") as inputs, found ", types_string(type.function_type.inputs)));
    auto attr_of = [&](std::string_view key, size_t i) -> const Attribute* {
      const Attribute* list = attrs.find(key);
      if (!list || list->kind != Attribute::Kind::Array || i >= list->items.size()) return nullptr;
      return &list->items[i];
    };
    for (size_t i = 0; i < ssa_names.size(); ++i) {
      const Attribute* dict = attr_of("arg_attrs", i);
      const Attribute* info = dict ? dict->find("jax.arg_info") : nullptr;
      fn->arg_names.push_back(argument_name(
          ssa_names[i], info && info->kind == Attribute::Kind::String ? info->text : ""));
    }
    for (size_t i = 0; i < type.function_type.results.size(); ++i)
      fn->result_names.push_back(result_info(attr_of("res_attrs", i)));
    check_returns(*fn, type.function_type.results, type.offset);
  }

  void check_returns(const Function& fn, const std::vector<TensorType>& declared,
                     size_t declared_at) {
    std::vector<TensorType> returned = fn.output_types();
    if (returned != declared)
      fail(return_offset_,
           cat("expected @", fn.name, " to return ", types_string(declared), " as declared at ",
               lex_.line_col(declared_at), ", found ", types_string(returned)));
  }

  // Calls may precede their callee's definition, so they are checked once all is read.
  void check_calls() {
    for (auto [node, offset] : calls_) {
      const std::string& name = node->get<CallAttr>().callee;
      Function* callee = module_.find(name);
      if (!callee) fail(offset, cat("expected a function @", name, " in this module, found none"));
      std::vector<TensorType> operand_types;
      for (Value v : node->operands) operand_types.push_back(v.type());
      std::vector<TensorType> inferred;
      try {
        inferred =
            infer_result_types(OpKind::Call, operand_types, node->attr, node->regions, callee);
      } catch (const Error& e) {
        fail(offset, e.what());
      }
      if (inferred != node->results)
        fail(offset, cat("expected result types ", types_string(inferred), " (what @", name,
                         " returns), found ", types_string(node->results)));
    }
  }

  Lexer lex_;
  std::string_view text_;
  ParseOptions options_;
  Module module_;
  std::vector<std::unordered_map<std::string, Def>> scopes_;
  std::vector<std::pair<Node*, size_t>> calls_;
  size_t return_offset_ = 0;
  int depth_ = 0;
  int64_t constant_bytes_ = 0;
};

}  // namespace

Module parse(std::string_view text, std::string_view source_name, const ParseOptions& options) {
  return Parser(text, source_name, options).parse();
}

Module parse_file(const std::string& path, const ParseOptions& options) {
  std::ifstream in(path, std::ios::binary);
  LADDER_CHECK(in, path, ": cannot open the file");
  std::ostringstream text;
  text << in.rdbuf();
  LADDER_CHECK(in.good() || in.eof(), path, ": cannot read the file");
  return parse(text.str(), path, options);
}

}  // namespace ladder::stablehlo
