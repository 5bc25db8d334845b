// The StableHLO parser's internals, shared by its files: parser.cpp (the module and
// function structure, the public entry points), parse_types.cpp, parse_attributes.cpp,
// parse_dense.cpp, parse_ops.cpp (values, ops, the generic form), parse_chlo.cpp (the chlo ops
// expanded into StableHLO) and one file per op family for the custom forms, as exec/reference/ is split. Not installed API.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/ir/graph.h"
#include "ladder/stablehlo/lexer.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::stablehlo::detail {

// The parser's files read IR types on every line; the directive stays inside detail.
using namespace ir;

// Limits that keep hostile input from exhausting the stack or memory.
constexpr int kMaxDepth = 64;  // regions, lists, attributes
constexpr int64_t kMaxRank = 32;
constexpr int64_t kMaxDimension = int64_t{1} << 40;

inline std::string types_string(const std::vector<TensorType>& types) {
  std::string s;
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + type_string(types[i]);
  return types.empty() ? "()" : s;
}

inline std::string shape_list(const Shape& shape) {
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
  Tok kind;  // Integer, Float or Ident (true, false, inf, nan); Punct for a complex number
  bool negative = false;
  std::string_view text;
  size_t offset = 0;
  std::vector<Element> parts;  // a complex number `(re, im)`: its real and imaginary parts
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
  double number = 0;                    // Float
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

inline const Attribute* Attribute::find(std::string_view name) const {
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

// A tuple the text builds (stablehlo.tuple) or its type: a tensor leaf (a value, or only a type
// in a signature) or a list of elements. Only the parser knows tuples (parse_tuple.cpp).
struct TupleTree {
  bool is_tuple = false;
  Value value;      // a leaf's value (null in a type)
  TensorType type;  // a leaf's type
  std::vector<TupleTree> elements;
  std::string type_string() const;
  bool same_type(const TupleTree& other) const;
};

// Signature styles of the custom op forms.
// rng_bit_generator's algorithm by its MLIR name (DEFAULT, THREE_FRY, PHILOX) or the spec's
// THREEFRY; nullopt for others.
std::optional<RngAlgorithm> rng_algorithm_from_name(std::string_view name);

enum class SigStyle {
  SameType,    // `T` (operands and result alike), or a function type
  Select,      // `P, T`, or a function type
  Functional,  // `(T, U) -> R` only
};

// One parse of one text: its methods are spread over the files named above.
class Parser {
 public:
  Parser(std::string_view text, std::string_view source, const ParseOptions& options)
      : lex_(source, text), text_(text), options_(options) {}

  // ---- tokens ----------------------------------------------------------------------------

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

  // ---- module, function and region structure (parser.cpp) ---------------------------------------

  Module parse();

  // Comment lines before the first token become Module::header_comments.
  void read_header_comments();

  // `loc(...)` may follow ops, arguments, functions and modules; ladder does not keep it.
  void skip_loc();

  void parse_pretty_module();

  void parse_generic_module();

  // The module attributes ladder reads: `mhlo.num_replicas` (how many replicas run the
  // module's functions) and `mhlo.num_partitions` (partitions per replica). Others (JAX's
  // mhlo.frontend_attributes, ...) are dropped.
  void read_module_attributes(const Attribute& attrs);

  int64_t module_count(const Attribute& a, std::string_view key);

  Function* new_function(const std::string& name, size_t offset);

  // Arguments named like `%arg3` carry no name; `jax.arg_info` names them if present.
  static std::string argument_name(const std::string& ssa, const std::string& arg_info);

  static std::string result_info(const Attribute* dict);

  void parse_function();

  void parse_pretty_function();

  void parse_generic_function(const Token& head);

  void check_returns(const Function& fn, const std::vector<TensorType>& declared,
                     size_t declared_at);

  // Calls may precede their callee's definition, so they are checked once all is read.
  void check_calls();

  // "file:line:col" of `offset`, kept on each op for errors found after parsing.
  std::string location(size_t offset);

  // ---- integers, symbols and types (parse_types.cpp) --------------------------------------------

  int64_t parse_int();

  // The value of an integer token (decimal, or 0x hex) with its sign, within [lo, hi].
  int64_t integer_value(const Token& t, bool negative, int64_t lo, int64_t hi) const;

  std::vector<int64_t> parse_int_list();

  std::string symbol_name(const Token& t);

  TensorType parse_tensor_type();
  DType parse_element_type();

  // `(T, U)` or `T` as a list of types; an empty `()` is allowed.
  std::vector<TensorType> parse_type_list_or_single();

  FunctionType parse_function_type();

  // Anything that may follow `:` in an attribute (`1 : i64`, `dense<..> : tensor<..>`).
  void skip_attribute_type();

  // ---- attributes (parse_attributes.cpp) --------------------------------------------------------

  Attribute parse_attribute();

  std::vector<NamedAttribute> parse_dict();

  // `<i64: 1, 2>` after `array`.
  std::vector<int64_t> parse_array_body();

  const Attribute& required(const Attribute& attrs, std::string_view key, std::string_view op);

  // An i64 list written as array<i64: ...>, [1, 2] or dense<[1, 2]> : tensor<2xi64>.
  std::vector<int64_t> int_list(const Attribute& a);

  int64_t int_of(const Attribute& a);

  // `#stablehlo<comparison_direction GT>` and `#stablehlo<comparison_type FLOAT>`.
  std::string_view enum_attr(const Attribute& a, std::string_view enum_name);

  void check_no_reversal(const Attribute& r);

  CompareDirection compare_direction(std::string_view s, size_t offset);

  CompareType compare_type(std::string_view s, size_t offset);

  // ---- dense literals (parse_dense.cpp) ---------------------------------------------------------

  // `<literal> : tensor<...>` after `dense`. The literal is read (its size bounded by the
  // text) and checked against the type before the tensor is allocated.
  ConstantAttr parse_dense_body();

  std::string decode_hex(const Token& t);

  void parse_literal_list(Literal& lit, size_t level);

  Element parse_element();

  // The literal as a constant: a splat (one element written, or a hex string of one
  // element) keeps that element only; other literals are allocated at full size, and made
  // splats if all their elements are equal. What is stored counts against the constants cap.
  ConstantAttr make_tensor(const Literal& lit, const TensorType& type);

  // Counts `type`'s bytes against the module's constants cap, refusing what would pass it.
  void charge_constant(size_t offset, const TensorType& type);

  // An attribute's dense<...> at full size (padding, replica groups, integer lists). A splat
  // written out here counts against the constants cap as its written-out form would.
  Tensor dense_tensor(const Attribute& a);

  // Writes one literal element as `dtype` to `out`. Floats accept decimal numbers, inf/nan,
  // and hex bit patterns (0x7FC00000) as MLIR prints them; integers accept decimal or hex.
  void write_element(uint8_t* out, DType dtype, const Element& e) const;

  // ---- values, operations, signatures, the generic form (parse_ops.cpp) -------------------------

  const Def* lookup(std::string_view name) const;

  void define(const std::string& name, Def def, size_t offset);

  Value parse_value_use(size_t* offset = nullptr);

  // `%a, %b, ...` (at least one) into `op`.
  void parse_operands(ParsedOp& op);

  // After `%a,`: is the next token another value (`%b`) rather than a keyword (`dims =`)?
  bool next_is_value_after_comma();

  // `%name: type` (with optional attributes and location) as a parameter of `block`.
  Value parse_block_argument(Block& block, std::string* arg_info = nullptr,
                             std::string* ssa_name = nullptr);

  // The type part after `:` of a custom op form, resolved to operand and result types.
  void parse_signature(ParsedOp& op, SigStyle style);

  // Parses one operation into `block`; returns true when it was the block's terminator.
  bool parse_operation(Block& block, bool function_body);

  void parse_return(Block& block, bool generic, size_t at);

  void check_operand_types(const ParsedOp& op);

  // Checks the op against the type rules and appends it to `block`.
  void finish(Block& block, ParsedOp& op, const std::vector<ResultName>& names, size_t start);

  // `{ [^bb0(args):] ops }` as a fresh block.
  std::unique_ptr<Block> parse_region();

  void parse_block_body(Block& block, bool function_body, size_t open);

  void parse_generic(ParsedOp& op, const std::string& name);

  void skip_attr_dict();

  void keyword_equals(std::string_view word);

  void parse_custom(ParsedOp& op);

  // `%x, ..., word = [list]`.
  std::vector<int64_t> list_after_operands(ParsedOp& op, std::string_view word);

  // `call @f(...)`, in parser.cpp with the functions.
  void parse_custom_call(ParsedOp& op);

  // ---- tuples (parse_tuple.cpp) ------------------------------------------------------------------

  // stablehlo.tuple / get_tuple_element (`name` already read), resolved in the parser; false,
  // reading nothing, for any other op.
  bool parse_tuple_op(const std::string& name, bool generic, size_t offset, const std::vector<ResultName>& names,
                      size_t start);
  // `tensor<...>` or `tuple<...>`.
  TupleTree parse_type_tree();
  // `%x`: a tuple the text built, or a value.
  TupleTree parse_tuple_operand(size_t* offset);

  // ---- ops resolved when parsed (parse_resolved.cpp) ----------------------------------------------

  // get_dimension_size (a constant), composite (a call of its decomposition), after_all
  // (tokens, known to the parser only); false, reading nothing, for any other op.
  bool parse_resolved_op(Block& block, const std::string& name, bool generic, size_t offset,
                         const std::vector<ResultName>& names, size_t start);
  void expect_token_type();  // `!stablehlo.token`
  bool parse_batch_norm(Block& block, const std::string& name, bool generic, size_t offset,
                        const std::vector<ResultName>& names, size_t start);
  // Names `results` as `names` binds them (one name of several results: through an identity
  // optimization_barrier, which makes them one node's).
  void define_results(const std::vector<ResultName>& names, std::vector<Value> results);
  Value expand_map(Block& block, const Block& region, const std::vector<Value>& operands, const Shape& shape,
                   size_t offset);
  // The properties `<{...}>` and attribute dictionary `{...}` of a generic op, merged.
  Attribute parse_generic_attributes();
  // Refuses names that do not bind exactly `count` results of `name`.
  void expect_result_names(const std::string& name, const std::vector<ResultName>& names, size_t start, int count);

  // ---- custom forms of the elementwise ops (parse_elementwise.cpp) ------------------------------

  void parse_custom_unary(ParsedOp& op);
  void parse_custom_binary(ParsedOp& op);
  // A chlo op that ladder expands into StableHLO ops (parse_chlo.cpp): parses it (pretty or
  // generic, `name` already read), appends its expansion to `block` and names its result; false,
  // reading nothing, for any other op.
  bool parse_chlo(Block& block, const std::string& name, bool generic, size_t offset,
                  const std::vector<ResultName>& names, size_t start);

  // chlo.top_k expanded into sort, iota and slice (parse_chlo.cpp).
  void parse_chlo_top_k(Block& block, bool generic, size_t offset, const std::vector<ResultName>& names,
                        size_t start);

  void parse_custom_reduce_precision(ParsedOp& op);
  void parse_custom_compare(ParsedOp& op);
  void parse_custom_ternary(ParsedOp& op);

  // ---- custom forms of dot_general and convolution (parse_contraction.cpp) ----------------------

  // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or the `raw key = value, ...` form.
  ConvDimensionNumbers parse_conv_dimension_numbers();

  // One `[b, 0, 1, f]` layout: `letters` name the two non-spatial dimensions; digits are
  // spatial dimension numbers. Each must appear exactly once.
  void conv_layout(const char* letters, int64_t& first, int64_t& second,
                   std::vector<int64_t>& spatial);

  // `%a, %b, [batching_dims = [0] x [0],] contracting_dims = [2] x [1][, precision = [...]]`
  void parse_custom_dot_general(ParsedOp& op);

  // `(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
  //  window = {stride = [..], pad = [[..], ..], lhs_dilate = [..], rhs_dilate = [..]}
  //  {batch_group_count = 1 : i64, feature_group_count = 1 : i64}`
  void parse_custom_convolution(ParsedOp& op);

  Padding parse_padding_list();

  // ---- custom forms of the structural ops (parse_structural.cpp) --------------------------------

  void parse_custom_constant(ParsedOp& op);
  void parse_custom_iota(ParsedOp& op);
  void parse_custom_replica_id(ParsedOp& op);
  void parse_custom_broadcast_in_dim(ParsedOp& op);
  void parse_custom_operands_only(ParsedOp& op);
  void parse_custom_transpose(ParsedOp& op);
  void parse_custom_reverse(ParsedOp& op);
  void parse_custom_dynamic_slice(ParsedOp& op);
  void parse_custom_pad(ParsedOp& op);
  void parse_custom_concatenate(ParsedOp& op);

  // `%x [0:2, 1:5:2]`, or the older `%x {start_indices = ..., limit_indices = ..., strides = ...}`.
  void parse_custom_slice(ParsedOp& op);

  // ---- custom form of reduce (parse_reduce.cpp) -------------------------------------------------

  // `(%x init: %i), (%y init: %j) [applies stablehlo.add] across dimensions = [1] : type
  //  [reducer(%a: T, %b: T) (%c: U, %d: U) { ... }]`
  void parse_custom_reduce(ParsedOp& op);

  // `%a, %b : T, U` (each operand's type, which is its result's).
  void parse_custom_optimization_barrier(ParsedOp& op);
  void parse_custom_rng_bit_generator(ParsedOp& op);

  // Refuses stablehlo.custom_call (the op's name just read at `at`), naming its target.
  [[noreturn]] void refuse_custom_call(size_t at, bool generic);

  // ---- custom form of while (parse_control.cpp) --------------------------------------------------

  // `(%a = %x, %b = %y) : T, U [attributes] cond { ... } do { ... }`; if and case are generic only.
  void parse_custom_while(ParsedOp& op);

  Lexer lex_;
  std::string_view text_;
  ParseOptions options_;
  Module module_;
  std::vector<std::unordered_map<std::string, Def>> scopes_;
  std::unordered_map<std::string, TupleTree> tuples_;  // the current function's tuples, by name
  std::unordered_set<std::string> tokens_;             // the current function's tokens (after_all)
  std::vector<std::pair<Node*, size_t>> calls_;
  size_t return_offset_ = 0;
  int depth_ = 0;
  int64_t constant_bytes_ = 0;
  std::vector<size_t> line_starts_;  // offsets where lines begin, made on first use
};

}  // namespace ladder::stablehlo::detail
