// Values and their scopes, one operation at a time (its result names, its custom or generic
// form, its type check), regions and blocks, and the custom forms' signatures.
#include <charconv>
#include <optional>

#include "ladder/ir/ops.h"
#include "ladder/stablehlo/attributes.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

const Def* Parser::lookup(std::string_view name) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = it->find(std::string(name));
    if (found != it->end()) return &found->second;
  }
  return nullptr;
}

void Parser::define(const std::string& name, Def def, size_t offset) {
  if (lookup(name))
    fail(offset, cat("expected a new name, found %", name, ", which is already defined"));
  scopes_.back().emplace(name, def);
}

Value Parser::parse_value_use(size_t* offset) {
  Token t = expect_kind(Tok::ValueId, "a value (%name)");
  if (offset) *offset = t.offset;
  std::string_view name = t.text.substr(1);
  size_t hash = name.find('#');
  std::string_view base = name.substr(0, hash);
  const Def* def = lookup(base);
  if (!def && tuples_.count(std::string(base)))
    fail(t.offset, cat("%", base, " is a tuple: ladder takes tuples only apart, with stablehlo.get_tuple_element "
                       "(no other op, return or call takes one)"));
  if (!def && tokens_.count(std::string(base)))
    fail(t.offset, cat("%", base, " is a token: only stablehlo.after_all takes one (ladder's ops have no side effects to order)"));
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
void Parser::parse_operands(ParsedOp& op) {
  do {
    size_t at;
    op.operands.push_back(parse_value_use(&at));
    op.operand_offsets.push_back(at);
  } while (lex_.peek().is(',') && next_is_value_after_comma() && accept(','));
}

// After `%a,`: is the next token another value (`%b`) rather than a keyword (`dims =`)?
bool Parser::next_is_value_after_comma() {
  Lexer probe = lex_;
  probe.next();
  return probe.peek().kind == Tok::ValueId;
}

// `%name: type` (with optional attributes and location) as a parameter of `block`.
Value Parser::parse_block_argument(Block& block, std::string* arg_info,
                           std::string* ssa_name) {
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

// The type part after `:` of a custom op form, resolved to operand and result types.
void Parser::parse_signature(ParsedOp& op, SigStyle style) {
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

// Parses one operation into `block`; returns true when it was the block's terminator.
bool Parser::parse_operation(Block& block, bool function_body) {
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
  if (parse_chlo(block, name, generic, name_token.offset, names, start)) return false;
  if (parse_tuple_op(name, generic, name_token.offset, names, start)) return false;
  if (parse_resolved_op(block, name, generic, name_token.offset, names, start)) return false;
  if (name == "call" && !generic) name = "func.call";
  if (name == "stablehlo.custom_call") refuse_custom_call(name_token.offset, generic);
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

// ladder runs no custom call: the refusal names the target (`@target(...)` in the pretty
// form, `call_target_name = "target"` in the generic one) so the reader knows what was asked.
void Parser::refuse_custom_call(size_t at, bool generic) {
  Lexer probe = lex_;
  std::string target;
  if (!generic && probe.peek().kind == Tok::SymbolId) {
    target = std::string(probe.next().text.substr(1));
  } else {
    for (int budget = 4096; budget > 0 && probe.peek().kind != Tok::End; --budget) {
      Token t = probe.next();
      if (t.kind != Tok::Ident || t.text != "call_target_name" || !probe.peek().is('=')) continue;
      probe.next();
      if (probe.peek().kind == Tok::String) target = detail::decode_string(probe, probe.next());
      break;
    }
  }
  if (!target.empty() && target.front() == '"') target = target.substr(1, target.size() - 2);
  fail(at, cat("custom_call to unknown target '", target.empty() ? "?" : target,
               "' (ladder runs no custom calls; the supported set is in docs/OPS.md)"));
}

void Parser::parse_return(Block& block, bool generic, size_t at) {
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

void Parser::check_operand_types(const ParsedOp& op) {
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
void Parser::finish(Block& block, ParsedOp& op, const std::vector<ResultName>& names, size_t start) {
  check_operand_types(op);
  int named = 0;
  for (const auto& n : names) named += n.count;
  if (!names.empty() && named != static_cast<int>(op.results.size()))
    fail(start, cat("expected ", op.results.size(), " result names for ", op_name(op.kind),
                    ", found ", named));
  if (op.kind != OpKind::Call) {
    const TensorType* declared = declared_result(op.kind, op.results);  // as the verifier passes it
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
  node->location = location(op.offset);
  if (op.kind == OpKind::Call) calls_.push_back({node, op.offset});
  int first = 0;
  for (const auto& n : names) {
    define(n.name, Def{node, first, n.count}, n.offset);
    first += n.count;
  }
}

// `{ [^bb0(args):] ops }` as a fresh block.
std::unique_ptr<Block> Parser::parse_region() {
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

void Parser::parse_block_body(Block& block, bool function_body, size_t open) {
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

void Parser::parse_generic(ParsedOp& op, const std::string& name) {
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
  op.attr = parse_attributes(op.kind, attrs, name, *this);
}

void Parser::skip_attr_dict() {
  if (lex_.peek().is('{')) parse_dict();
}

void Parser::keyword_equals(std::string_view word) {
  expect_ident(word);
  expect('=');
}

// The custom form of each op, read by its family's file. Ops without one (their text is
// only ever generic) are refused by name.
void Parser::parse_custom(ParsedOp& op) {
  switch (op.kind) {
    LADDER_UNARY_OPS return parse_custom_unary(op);
    LADDER_BINARY_OPS return op.kind == OpKind::Compare ? parse_custom_compare(op) : parse_custom_binary(op);
    LADDER_TERNARY_OPS return parse_custom_ternary(op);
    case OpKind::Constant:
      return parse_custom_constant(op);
    case OpKind::Iota:
      return parse_custom_iota(op);
    case OpKind::ReplicaId:
    case OpKind::PartitionId:
      return parse_custom_replica_id(op);
    case OpKind::BroadcastInDim:
      return parse_custom_broadcast_in_dim(op);
    case OpKind::Reshape:
    case OpKind::BitcastConvert:
    case OpKind::DynamicUpdateSlice:
      return parse_custom_operands_only(op);
    case OpKind::ReducePrecision:
      return parse_custom_reduce_precision(op);
    case OpKind::OptimizationBarrier:
      return parse_custom_optimization_barrier(op);
    case OpKind::RngBitGenerator:
      return parse_custom_rng_bit_generator(op);
    case OpKind::Transpose:
      return parse_custom_transpose(op);
    case OpKind::Reverse:
      return parse_custom_reverse(op);
    case OpKind::DynamicSlice:
      return parse_custom_dynamic_slice(op);
    case OpKind::Slice:
      return parse_custom_slice(op);
    case OpKind::Pad:
      return parse_custom_pad(op);
    case OpKind::Concatenate:
      return parse_custom_concatenate(op);
    case OpKind::Reduce:
      return parse_custom_reduce(op);
    case OpKind::DotGeneral:
      return parse_custom_dot_general(op);
    case OpKind::Convolution:
      return parse_custom_convolution(op);
    case OpKind::Call:
      return parse_custom_call(op);
    case OpKind::While:
      return parse_custom_while(op);
    case OpKind::Parameter:  // op_from_name never yields it: "<parameter>" is not an op's text
    LADDER_GENERIC_FORM_ONLY_OPS
      fail(op.offset, cat("expected the generic form \"", op_name(op.kind),
                          "\"(...) for this op, found its name alone"));
  }
}

// `%x, ..., word = [list]`.
std::vector<int64_t> Parser::list_after_operands(ParsedOp& op, std::string_view word) {
  parse_operands(op);
  expect(',');
  keyword_equals(word);
  std::vector<int64_t> list = parse_int_list();
  skip_attr_dict();
  return list;
}

}  // namespace ladder::stablehlo::detail
