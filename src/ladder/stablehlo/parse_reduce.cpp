// The custom form of reduce: `applies` with one binary op, or a `reducer` region.
#include <optional>

#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

// `(%x init: %i), (%y init: %j) [applies stablehlo.add] across dimensions = [1] : type
//  [reducer(%a: T, %b: T) (%c: U, %d: U) { ... }]`
void Parser::parse_custom_reduce(ParsedOp& op) {
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

}  // namespace ladder::stablehlo::detail
