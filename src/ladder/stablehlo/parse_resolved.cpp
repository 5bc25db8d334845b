// Ops resolved as they are parsed, leaving no op of their own (as parse_tuple.cpp's tuples):
//   get_dimension_size  shapes are static: the size, as a constant tensor<i32>
//     %s = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
//     %s = "stablehlo.get_dimension_size"(%x) <{dimension = 1 : i64}> : (...) -> tensor<i32>
//   composite           a func.call of its decomposition (name, composite_attributes and
//                       version are read past: they name the op for other compilers)
//     %y = stablehlo.composite "my.op" %x {decomposition = @impl, ...} : (T) -> R
//     %y = "stablehlo.composite"(%x) <{decomposition = @impl, name = "my.op", ...}> : (T) -> R
//   after_all           tokens order side effects, which ladder's ops have none of: a token is
//                       a name the parser knows, taken only by after_all itself
//     %t = stablehlo.after_all %a, %b : !stablehlo.token
//     %t = "stablehlo.after_all"(%a, %b) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
//   dot (legacy)        a dot_general contracting lhs's last dimension with rhs's first (ranks
//                       1 or 2: vector·vector, matrix·vector, vector·matrix, matrix·matrix);
//                       precision is read past, as dot_general's is
//     %y = stablehlo.dot %a, %b [, precision = [...]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
//     %y = "stablehlo.dot"(%a, %b) {precision_config = [...]} : (...) -> ...
//   batch_norm_inference, batch_norm_training, batch_norm_grad
//                       the spec's formulas in the operand's type, per feature (feature_index),
//                       statistics over every other dimension, the variance biased (/ N)
//     %y:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset)
//              {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (...) -> (...)
//   map                 its computation applied elementwise: each op of the region (elementwise
//                       ops and constants only) applied to the whole operands, constants splat
//     %y = "stablehlo.map"(%a, %b) ({ ^bb0(%x: tensor<f32>, %z: tensor<f32>): ... })
//            {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
#include "ladder/ir/ops.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

void Parser::expect_result_names(const std::string& name, const std::vector<ResultName>& names, size_t start,
                                 int count) {
  int named = 0;
  for (const auto& n : names) named += n.count;
  if (named != count) fail(start, cat("expected ", count, " result name", count == 1 ? "" : "s", " for ", name, ", found ", named));
}

void Parser::expect_token_type() {
  expect('!');
  expect_ident("stablehlo.token");
}

// The properties `<{...}>` and attribute dictionary `{...}` of a generic op, merged.
Attribute Parser::parse_generic_attributes() {
  Attribute attrs;
  attrs.offset = lex_.offset();
  if (accept('<')) {
    attrs.entries = parse_dict();
    expect('>');
  }
  if (lex_.peek().is('{'))
    for (auto& e : parse_dict()) attrs.entries.push_back(std::move(e));
  return attrs;
}

// map's computation over whole operands: `region`'s parameters bound to `operands` (of `shape`),
// each of its ops appended to `block` at that shape.
Value Parser::expand_map(Block& block, const Block& region, const std::vector<Value>& operands, const Shape& shape,
                         size_t offset) {
  std::unordered_map<const Node*, Value> bound;
  const std::vector<Value> params = region.parameters();
  for (size_t i = 0; i < params.size(); ++i) bound[params[i].node] = operands[i];
  for (const auto& node : region.nodes) {
    const OpClass cls = op_class(node->kind);
    if (node->kind == OpKind::Parameter) continue;
    if (node->kind == OpKind::Constant) {
      const ConstantAttr& c = node->get<ConstantAttr>();
      if (c.type().rank() != 0) fail(offset, "stablehlo.map's computation holds a constant that is not rank 0");
      const ConstantAttr splat = shape.empty() ? c : splat_attr(c.value, shape);
      Node* copy = block.append(OpKind::Constant, {}, {splat.type()}, splat);
      copy->location = location(offset);
      bound[node.get()] = copy->result();
      continue;
    }
    if (cls != OpClass::Unary && cls != OpClass::Binary && cls != OpClass::Ternary)
      fail(offset, cat("stablehlo.map: ladder expands computations of elementwise ops and constants only, found ",
                       op_name(node->kind)));
    std::vector<Value> args;
    std::vector<TensorType> types;
    for (Value v : node->operands) {
      auto it = bound.find(v.node);
      if (it == bound.end()) fail(offset, "stablehlo.map's computation uses a value defined outside it");
      args.push_back(it->second);
      types.push_back(it->second.type());
    }
    const TensorType declared{node->results[0].dtype, shape};
    std::vector<TensorType> results;
    try {
      results = infer_result_types(node->kind, types, node->attr, {}, nullptr, &declared);
    } catch (const Error& e) {
      fail(offset, cat("expanding stablehlo.map: ", e.what()));
    }
    Node* copy = block.append(node->kind, std::move(args), std::move(results), node->attr);
    copy->location = location(offset);
    bound[node.get()] = copy->result();
  }
  return bound.at(region.results[0].node);
}

void Parser::define_results(const std::vector<ResultName>& names, std::vector<Value> results) {
  // `%r:2` names two results of one node: the identity optimization_barrier makes them one.
  if (names.size() == 1 && results.size() > 1) results = optimization_barrier(results);
  for (size_t i = 0, r = 0; i < names.size(); r += static_cast<size_t>(names[i].count), ++i)
    define(names[i].name, Def{results[r].node, results[r].index, names[i].count}, names[i].offset);
}

namespace {

// The spec's batch norm formulas; x's feature dim is f, the other operands are [C].
struct BatchNorm {
  Value x;
  int64_t f;
  double epsilon;

  std::vector<int64_t> others() const {
    std::vector<int64_t> dims;
    for (int64_t d = 0; d < x.rank(); ++d)
      if (d != f) dims.push_back(d);
    return dims;
  }
  Value wide(Value c) const { return broadcast_in_dim(c, x.shape(), {f}); }  // [C] to x's shape
  Value count() const {
    return constant(*x.block(), static_cast<double>(x.type().num_elements() / x.shape()[f]), x.dtype(), {x.shape()[f]});
  }
  Value mean_of(Value v) const { return divide(reduce_sum(v, others()), count()); }
  Value plus_epsilon(Value variance) const {
    return add(variance, constant(*x.block(), epsilon, x.dtype(), variance.shape()));
  }
  Value normalize(Value scale, Value offset, Value mean, Value variance) const {
    return add(multiply(divide(subtract(x, wide(mean)), wide(sqrt(plus_epsilon(variance)))), wide(scale)), wide(offset));
  }
};

}  // namespace

bool Parser::parse_batch_norm(Block& block, const std::string& name, bool generic, size_t offset,
                              const std::vector<ResultName>& names, size_t start) {
  const bool inference = name == "stablehlo.batch_norm_inference", training = name == "stablehlo.batch_norm_training";
  if (!inference && !training && name != "stablehlo.batch_norm_grad") return false;
  if (!generic) fail(offset, cat("expected the generic form \"", name, "\"(...) for this op, found its name alone"));
  ParsedOp op;
  op.offset = offset;
  expect('(');
  parse_operands(op);
  expect(')');
  const Attribute attrs = parse_generic_attributes();
  const Attribute& eps = required(attrs, "epsilon", name);
  if (eps.kind != Attribute::Kind::Float && eps.kind != Attribute::Kind::Integer)
    fail(eps.offset, cat("expected epsilon as a float, e.g. 1.0e-05 : f32"));
  const double epsilon = eps.kind == Attribute::Kind::Float ? eps.number : static_cast<double>(eps.integer);
  const int64_t f = int_of(required(attrs, "feature_index", name));
  expect(':');
  FunctionType sig = parse_function_type();
  skip_loc();
  op.operand_types = sig.inputs;
  check_operand_types(op);
  const size_t arity = training ? 3 : 5;
  if (op.operands.size() != arity) fail(offset, cat(name, " takes ", arity, " operands, found ", op.operands.size()));
  const TensorType& x = op.operand_types[0];
  if (!is_float(x.dtype) || x.rank() < 1) fail(offset, cat(name, " takes a floating-point operand of rank 1 or more, found ", type_string(x)));
  if (f < 0 || f >= x.rank()) fail(offset, cat(name, " feature_index ", f, " out of range for ", type_string(x)));
  const TensorType feature{x.dtype, {x.shape[f]}};
  const size_t grad_output = inference || training ? arity : 4;
  for (size_t i = 1; i < arity; ++i) {
    const TensorType& want = i == grad_output ? x : feature;
    if (op.operand_types[i] != want)
      fail(op.operand_offsets[i], cat(name, " operand ", i, " must be ", type_string(want), ", found ", type_string(op.operand_types[i])));
  }
  const std::vector<TensorType> want = inference ? std::vector<TensorType>{x} : std::vector<TensorType>{x, feature, feature};
  if (sig.results != want) fail(offset, cat("expected result types (", types_string(want), ") for ", name, ", found (", types_string(sig.results), ")"));
  expect_result_names(name, names, start, names.empty() ? 0 : static_cast<int>(want.size()));

  const size_t before = block.nodes.size();
  const std::vector<Value>& in = op.operands;
  const BatchNorm bn{in[0], f, epsilon};
  std::vector<Value> results;
  if (inference) {
    results = {bn.normalize(in[1], in[2], in[3], in[4])};
  } else if (training) {
    const Value mean = bn.mean_of(in[0]);
    const Value centered = subtract(in[0], bn.wide(mean));
    const Value variance = bn.mean_of(multiply(centered, centered));
    results = {bn.normalize(in[1], in[2], mean, variance), mean, variance};
  } else {
    // (scale, mean, variance, grad_output): the spec's batch_norm_grad.
    const Value scale = in[1], mean = in[2], variance = in[3], dy = in[4];
    const Value centered = subtract(in[0], bn.wide(mean));
    const Value stddev = sqrt(bn.plus_epsilon(variance));
    const Value normalized = divide(centered, bn.wide(stddev));
    const Value sum_dy = reduce_sum(dy, bn.others());
    const Value sum_dy_centered = reduce_sum(multiply(dy, centered), bn.others());
    const Value i6 = subtract(subtract(multiply(dy, bn.wide(bn.count())), bn.wide(sum_dy)),
                              divide(multiply(bn.wide(sum_dy_centered), centered), bn.wide(bn.plus_epsilon(variance))));
    const Value grad_operand = multiply(bn.wide(divide(divide(scale, stddev), bn.count())), i6);
    results = {grad_operand, reduce_sum(multiply(dy, normalized), bn.others()), sum_dy};
  }
  define_results(names, results);
  for (size_t i = before; i < block.nodes.size(); ++i) block.nodes[i]->location = location(offset);
  return true;
}

bool Parser::parse_resolved_op(Block& block, const std::string& name, bool generic, size_t offset,
                               const std::vector<ResultName>& names, size_t start) {
  if (name == "stablehlo.get_dimension_size") {
    expect_result_names(name, names, start, 1);
    ParsedOp op;
    op.offset = offset;
    int64_t dim = 0;
    if (generic) {
      expect('(');
      parse_operands(op);
      expect(')');
      dim = int_of(required(parse_generic_attributes(), "dimension", name));
    } else {
      parse_operands(op);
      expect(',');
      keyword_equals("dim");
      dim = parse_int();
      skip_attr_dict();
    }
    expect(':');
    FunctionType f = parse_function_type();
    skip_loc();
    op.operand_types = f.inputs;
    check_operand_types(op);
    if (op.operands.size() != 1) fail(offset, cat(name, " takes 1 operand, found ", op.operands.size()));
    const TensorType& x = op.operand_types[0];
    if (dim < 0 || dim >= x.rank()) fail(offset, cat(name, " dimension ", dim, " out of range for ", type_string(x)));
    const TensorType want{DType::i32, {}};
    if (f.results != std::vector<TensorType>{want})
      fail(offset, cat("expected result type tensor<i32> for ", name, ", found ", types_string(f.results)));
    Value size = constant(block, static_cast<double>(x.shape[dim]), DType::i32);
    size.node->location = location(offset);
    define(names[0].name, Def{size.node, 0, 1}, names[0].offset);
    return true;
  }
  if (name == "stablehlo.composite") {
    ParsedOp op;
    op.kind = OpKind::Call;
    op.offset = offset;
    Attribute attrs;
    if (generic) {
      expect('(');
      if (!lex_.peek().is(')')) parse_operands(op);
      expect(')');
      attrs = parse_generic_attributes();
    } else {
      expect_kind(Tok::String, "the composite's name (a string)");
      if (lex_.peek().kind == Tok::ValueId) parse_operands(op);
      attrs.offset = lex_.offset();
      if (lex_.peek().is('{')) attrs.entries = parse_dict();
    }
    const Attribute& callee = required(attrs, "decomposition", name);
    if (callee.kind != Attribute::Kind::Symbol) fail(callee.offset, "expected decomposition = @function");
    op.attr = CallAttr{callee.text};
    expect(':');
    FunctionType f = parse_function_type();
    skip_loc();
    op.operand_types = std::move(f.inputs);
    op.results = std::move(f.results);
    finish(block, op, names, start);
    return true;
  }
  if (parse_batch_norm(block, name, generic, offset, names, start)) return true;
  if (name == "stablehlo.dot") {
    ParsedOp op;
    op.kind = OpKind::DotGeneral;
    op.offset = offset;
    if (generic) {
      expect('(');
      parse_operands(op);
      expect(')');
      parse_generic_attributes();
    } else {
      parse_operands(op);
      if (accept(',')) {
        keyword_equals("precision");
        parse_attribute();
      }
      skip_attr_dict();
    }
    expect(':');
    FunctionType f = parse_function_type();
    skip_loc();
    op.operand_types = std::move(f.inputs);
    op.results = std::move(f.results);
    check_operand_types(op);
    if (op.operand_types.size() != 2) fail(offset, cat(name, " takes 2 operands, found ", op.operand_types.size()));
    for (const TensorType& t : op.operand_types)
      if (t.rank() < 1 || t.rank() > 2)
        fail(offset, cat(name, " takes operands of rank 1 or 2, found ", types_string(op.operand_types)));
    op.attr = DotGeneralAttr{{}, {}, {op.operand_types[0].rank() - 1}, {0}};
    finish(block, op, names, start);
    return true;
  }
  if (name == "stablehlo.map") {
    expect_result_names(name, names, start, 1);
    if (!generic) fail(offset, "expected the generic form \"stablehlo.map\"(...) for this op, found its name alone");
    ParsedOp op;
    op.offset = offset;
    expect('(');
    parse_operands(op);
    expect(')');
    Attribute attrs = parse_generic_attributes();
    expect('(');
    std::unique_ptr<Block> region = parse_region();
    expect(')');
    for (auto& e : parse_generic_attributes().entries) attrs.entries.push_back(std::move(e));
    const std::vector<int64_t> dims = int_list(required(attrs, "dimensions", name));
    expect(':');
    FunctionType f = parse_function_type();
    skip_loc();
    op.operand_types = f.inputs;
    check_operand_types(op);
    const TensorType& x = op.operand_types[0];
    std::vector<TensorType> params;
    for (const TensorType& t : op.operand_types) {
      if (t.shape != x.shape) fail(offset, cat(name, " operands must share one shape, found ", types_string(op.operand_types)));
      params.push_back(TensorType{t.dtype, {}});
    }
    std::vector<int64_t> all(x.shape.size());
    for (size_t d = 0; d < all.size(); ++d) all[d] = static_cast<int64_t>(d);
    if (dims != all) fail(offset, cat(name, " dimensions ", shape_list(dims), " must be ", shape_list(all), " (every dimension, in order)"));
    std::vector<TensorType> got;
    for (Value p : region->parameters()) got.push_back(p.type());
    if (got != params)
      fail(offset, cat(name, "'s computation takes (", types_string(got), ") but must take (", types_string(params), ")"));
    if (region->results.size() != 1 || region->results[0].rank() != 0)
      fail(offset, cat(name, "'s computation must return one rank-0 tensor"));
    const TensorType want{region->results[0].dtype(), x.shape};
    if (f.results != std::vector<TensorType>{want})
      fail(offset, cat("expected result type ", type_string(want), " for ", name, ", found ", types_string(f.results)));
    Value result = expand_map(block, *region, op.operands, x.shape, offset);
    define(names[0].name, Def{result.node, result.index, 1}, names[0].offset);
    return true;
  }
  if (name == "stablehlo.after_all") {
    expect_result_names(name, names, start, 1);
    std::vector<size_t> operands;
    auto read_tokens = [&] {
      while (lex_.peek().kind == Tok::ValueId) {
        const Token t = lex_.next();
        if (!tokens_.count(std::string(t.text.substr(1))))
          fail(t.offset, cat("expected a token (!stablehlo.token) as an operand of ", name, ", found ", t.text));
        operands.push_back(t.offset);
        if (!accept(',')) break;
      }
    };
    if (generic) {
      expect('(');
      read_tokens();
      expect(')');
      parse_generic_attributes();
      expect(':');
      expect('(');
      size_t types = 0;
      if (!accept(')')) {
        do expect_token_type(), ++types;
        while (accept(','));
        expect(')');
      }
      if (types != operands.size()) fail(offset, cat("expected ", operands.size(), " operand types for ", name, ", found ", types));
      expect_arrow();
    } else {
      read_tokens();
      skip_attr_dict();
      expect(':');
    }
    expect_token_type();
    skip_loc();
    tokens_.insert(names[0].name);
    return true;
  }
  return false;
}

}  // namespace ladder::stablehlo::detail
