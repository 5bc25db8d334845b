// ir::clone: a deep copy that prints as the original does and shares no node with it.
#include <gtest/gtest.h>

#include "ir/ir_test_util.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::ir {
namespace {

TEST(Clone, CopiesEveryFunctionRegionAndAttributeAndSharesNoNode) {
  Module module;
  module.name = "m";
  module.header_comments = {"a note"};
  Function* helper = module.add_function("helper", false);
  {
    Value x = helper->body.add_parameter(TensorType{DType::f32, {4, 3}});
    helper->body.results = {reduce_sum(multiply(x, x), {1})};  // a reduce: a region
  }
  Function* main = module.add_function("main");
  Value x = main->body.add_parameter(TensorType{DType::f32, {4, 3}});
  main->arg_names = {"x"};
  main->result_names = {"y"};
  Value s = call(main->body, *helper, std::span<const Value>(&x, 1))[0];
  main->body.results = {add(s, constant(main->body, 1.0, DType::f32, {4}))};

  Module copy = clone(module);
  EXPECT_EQ(stablehlo::print(copy), stablehlo::print(module));
  ASSERT_EQ(copy.functions.size(), 2u);
  EXPECT_EQ(copy.find("main")->module, &copy);
  EXPECT_EQ(copy.find("main")->arg_names, main->arg_names);
  EXPECT_EQ(copy.find("main")->result_names, main->result_names);
  EXPECT_FALSE(copy.find("helper")->is_public);
  // Every node, region node included, is new and belongs to the copy's blocks.
  std::function<void(const Block&, const Block&)> disjoint = [&](const Block& a, const Block& b) {
    ASSERT_EQ(a.nodes.size(), b.nodes.size());
    for (size_t i = 0; i < a.nodes.size(); ++i) {
      EXPECT_NE(a.nodes[i].get(), b.nodes[i].get());
      EXPECT_EQ(b.nodes[i]->parent, &b);
      for (Value v : b.nodes[i]->operands) EXPECT_EQ(v.node->parent, &b);
      for (size_t r = 0; r < a.nodes[i]->regions.size(); ++r) {
        EXPECT_EQ(b.nodes[i]->regions[r]->owner, b.nodes[i].get());
        disjoint(*a.nodes[i]->regions[r], *b.nodes[i]->regions[r]);
      }
    }
  };
  disjoint(module.find("helper")->body, copy.find("helper")->body);
  disjoint(main->body, copy.find("main")->body);
  // Changing the copy leaves the original as it was.
  const std::string before = stablehlo::print(module);
  copy.find("main")->body.results[0] = copy.find("main")->body.parameters()[0];
  copy.find("main")->body.nodes.pop_back();
  EXPECT_EQ(stablehlo::print(module), before);
}

TEST(Clone, KeepsWhereEachOpWasWritten) {
  Module module = stablehlo::parse("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n"
                                   "  %y = stablehlo.negate %x : tensor<3xf32>\n"
                                   "  return %y : tensor<3xf32>\n"
                                   "}\n",
                                   "in.mlir");
  const Node& negate = *module.find("main")->body.nodes.back();
  ASSERT_EQ(negate.kind, OpKind::Negate);
  ASSERT_FALSE(negate.location.empty());
  EXPECT_EQ(clone(module).find("main")->body.nodes.back()->location, negate.location);
}

}  // namespace
}  // namespace ladder::ir
