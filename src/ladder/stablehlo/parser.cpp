// A recursive-descent reader for the StableHLO that JAX, XLA and ladder's printer write:
// both MLIR's custom ("pretty") op forms and the generic form, in any mix. Each op is
// checked as soon as it is read (operand types against the signature, result types against
// ir::infer_result_types), so errors point at the offending text; ir::verify runs last.
// This file holds the entry points and the module and function structure; the parser's
// other files are listed in parser_internal.h.
#include <algorithm>
#include <fstream>
#include <sstream>

#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo {
namespace detail {

Module Parser::parse() {
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
    // An op's error already names its place in the text; a module's names the file.
    std::string_view message = e.what();
    if (message.starts_with(cat(lex_.source_name(), ":"))) throw;
    throw Error(cat(lex_.source_name(), ": ", message));
  }
  return std::move(module_);
}

// Comment lines before the first token become Module::header_comments.
void Parser::read_header_comments() {
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
void Parser::skip_loc() {
  Token t = lex_.peek();
  if (!t.is_ident("loc")) return;
  lex_.next();
  size_t open = expect('(').offset;
  lex_.skip_balanced('(', open);
}

void Parser::parse_pretty_module() {
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

void Parser::parse_generic_module() {
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
// module's functions) and `mhlo.num_partitions` (partitions per replica). Others (JAX's
// mhlo.frontend_attributes, ...) are dropped.
void Parser::read_module_attributes(const Attribute& attrs) {
  if (const Attribute* r = attrs.find("mhlo.num_replicas")) {
    int64_t n = module_count(*r, "mhlo.num_replicas");
    if (n < 1)
      fail(r->offset, cat("expected mhlo.num_replicas to be at least 1, found ", n));
    module_.num_replicas = n;
  }
  if (const Attribute* p = attrs.find("mhlo.num_partitions")) {
    int64_t n = module_count(*p, "mhlo.num_partitions");
    if (n < 1)
      fail(p->offset, cat("expected mhlo.num_partitions to be at least 1, found ", n));
    module_.num_partitions = n;
  }
}

int64_t Parser::module_count(const Attribute& a, std::string_view key) {
  if (a.kind != Attribute::Kind::Integer)
    fail(a.offset, cat("expected ", key, " as an integer (", key, " = 2 : i32)"));
  return a.integer;
}

Function* Parser::new_function(const std::string& name, size_t offset) {
  if (module_.find(name))
    fail(offset,
         cat("expected a new function name, found @", name, ", which is already defined"));
  tuples_.clear();
  tokens_.clear();
  return module_.add_function(name);
}

// Arguments named like `%arg3` carry no name; `jax.arg_info` names them if present.
std::string Parser::argument_name(const std::string& ssa, const std::string& arg_info) {
  if (!arg_info.empty()) return arg_info;
  bool numbered = ssa.size() > 3 && ssa.compare(0, 3, "arg") == 0 &&
                  ssa.find_first_not_of("0123456789", 3) == std::string::npos;
  bool digits = ssa.find_first_not_of("0123456789") == std::string::npos;
  return numbered || digits ? "" : ssa;
}

std::string Parser::result_info(const Attribute* dict) {
  const Attribute* info = dict ? dict->find("jax.result_info") : nullptr;
  return info && info->kind == Attribute::Kind::String ? info->text : "";
}

void Parser::parse_function() {
  scopes_.clear();
  scopes_.emplace_back();
  Token head = lex_.next();
  if (head.kind == Tok::String)
    parse_generic_function(head);
  else
    parse_pretty_function();
  skip_loc();
}

void Parser::parse_pretty_function() {
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

void Parser::parse_generic_function(const Token& head) {
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

void Parser::check_returns(const Function& fn, const std::vector<TensorType>& declared,
                   size_t declared_at) {
  std::vector<TensorType> returned = fn.output_types();
  if (returned != declared)
    fail(return_offset_,
         cat("expected @", fn.name, " to return ", types_string(declared), " as declared at ",
             lex_.line_col(declared_at), ", found ", types_string(returned)));
}

// Calls may precede their callee's definition, so they are checked once all is read.
void Parser::check_calls() {
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

std::string Parser::location(size_t offset) {
  if (line_starts_.empty()) {
    line_starts_.push_back(0);
    for (size_t i = 0; i < text_.size(); ++i)
      if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
  // Ops are located once each, in no set order (a region's ops before their owner), so the
  // line is found by bisection rather than by counting from the start each time.
  auto next_line = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const size_t line = static_cast<size_t>(next_line - line_starts_.begin());
  return cat(lex_.source_name(), ":", line, ":", offset - line_starts_[line - 1] + 1);
}

// `call @f(%a, %b) : (T, U) -> R`
void Parser::parse_custom_call(ParsedOp& op) {
  Token sym = expect_kind(Tok::SymbolId, "a function name (@name)");
  op.attr = CallAttr{symbol_name(sym)};
  expect('(');
  if (!lex_.peek().is(')')) parse_operands(op);
  expect(')');
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

}  // namespace detail

ir::Module parse(std::string_view text, std::string_view source_name, const ParseOptions& options) {
  return detail::Parser(text, source_name, options).parse();
}

ir::Module parse_file(const std::string& path, const ParseOptions& options) {
  std::ifstream in(path, std::ios::binary);
  LADDER_CHECK(in, path, ": cannot open the file");
  std::ostringstream text;
  text << in.rdbuf();
  LADDER_CHECK(in.good() || in.eof(), path, ": cannot read the file");
  return parse(text.str(), path, options);
}

}  // namespace ladder::stablehlo
