// The custom forms of while, optimization_barrier and rng_bit_generator; if and case have only
// the generic form.
#include <optional>

#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

// `stablehlo.while(%a = %x, %b = %y) : T, U [attributes {...}] cond { ... } do { ... }`.
// The header's names are the arguments of both regions.
void Parser::parse_custom_while(ParsedOp& op) {
  std::vector<Token> names;
  expect('(');
  if (!accept(')')) {
    do {
      names.push_back(expect_kind(Tok::ValueId, "a carried value's name (%name)"));
      expect('=');
      size_t at;
      op.operands.push_back(parse_value_use(&at));
      op.operand_offsets.push_back(at);
    } while (accept(','));
    expect(')');
  }
  if (!names.empty()) {
    expect(':');
    do op.operand_types.push_back(parse_tensor_type());
    while (accept(','));
  }
  if (op.operand_types.size() != names.size())
    fail(op.offset, cat("expected ", names.size(), " types for the carried values of stablehlo.while, found ",
                        op.operand_types.size()));
  if (accept_ident("attributes")) skip_attr_dict();
  for (const char* word : {"cond", "do"}) {
    expect_ident(word);
    auto block = std::make_unique<Block>();
    scopes_.emplace_back();
    for (size_t i = 0; i < names.size(); ++i) {
      Value v = block->add_parameter(op.operand_types[i]);
      define(std::string(names[i].text.substr(1)), Def{v.node, 0, 1}, names[i].offset);
    }
    size_t open = expect('{').offset;
    parse_block_body(*block, false, open);
    scopes_.pop_back();
    op.regions.push_back(std::move(block));
  }
  op.results = op.operand_types;
}

void Parser::parse_custom_optimization_barrier(ParsedOp& op) {
  parse_operands(op);
  expect(':');
  do op.operand_types.push_back(parse_tensor_type());
  while (accept(','));
  op.results = op.operand_types;
}

// `%s, %bits = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (T) -> (T, U)`
void Parser::parse_custom_rng_bit_generator(ParsedOp& op) {
  parse_operands(op);
  expect(',');
  keyword_equals("algorithm");
  Token name = expect_kind(Tok::Ident, "an rng algorithm (DEFAULT, THREE_FRY, PHILOX)");
  const std::optional<RngAlgorithm> algorithm = rng_algorithm_from_name(name.text);
  if (!algorithm)
    fail(name.offset, cat("expected an rng algorithm (DEFAULT, THREE_FRY, PHILOX), found '", name.text, "'"));
  op.attr = RngBitGeneratorAttr{*algorithm};
  skip_attr_dict();
  parse_signature(op, SigStyle::Functional);
}

}  // namespace ladder::stablehlo::detail
