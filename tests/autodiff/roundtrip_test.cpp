// A backward pass is ordinary StableHLO: the gradient of a small conv net verifies, prints,
// parses back, and gives the same numbers from the text as from the graph it was built as.
#include <gtest/gtest.h>

#include <limits>

#include "exec/test_util.h"
#include "ladder/autodiff/grad.h"
#include "ladder/core/rng.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::autodiff {
namespace {

using namespace ladder::ir;

// conv 3x3 stride 2 pad 1 (2 groups) -> relu -> max-pool 2 -> dense -> log-sum-exp loss.
void build_net(Function& fn) {
  Block& b = fn.body;
  const DType t = DType::f32;
  Value x = b.add_parameter({t, {2, 4, 8, 8}});
  Value w = b.add_parameter({t, {6, 2, 3, 3}});
  Value dense = b.add_parameter({t, {24, 5}});
  ConvolutionAttr c;
  c.dn.input_spatial = c.dn.kernel_spatial = c.dn.output_spatial = {2, 3};
  c.window_strides = {2, 2};
  c.padding = {{1, 1}, {1, 1}};
  c.feature_group_count = 2;
  Value h = convolution(x, w, c);  // [2, 6, 4, 4]
  h = maximum(h, broadcast_in_dim(constant(b, 0, t), h.shape(), {}));
  h = max_pool(h, ReduceWindowAttr{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}});  // [2, 6, 2, 2]
  Value logits = matmul(reshape(h, {2, 24}), dense);
  Value m = reduce_max(logits, {1});
  Value shifted = subtract(logits, broadcast_in_dim(m, {2, 5}, {0}));
  Value lse = add(log(reduce_sum(exp(shifted), {1})), m);
  Value loss = reduce_sum(lse, {0});
  std::vector<Value> wrt = {w, dense};
  fn.body.results = grad(loss, wrt);
}

TEST(GradRoundTrip, PrintedBackwardParsesAndRunsTheSame) {
  Module built;
  Function* fn = built.add_function("main");
  build_net(*fn);
  verify(built);
  std::string text = stablehlo::print(built);
  Module parsed = stablehlo::parse(text, "backward.mlir");
  verify(parsed);

  Rng rng(3);
  std::vector<Tensor> args;
  for (const TensorType& type : fn->input_types()) {
    Tensor a(type);
    for (int64_t i = 0; i < a.num_elements(); ++i) a.set(i, rng.uniform(-1, 1));
    args.push_back(a);
  }
  auto lowerer = exec::make_lowerer("reference");
  std::vector<Tensor> from_graph = lowerer->compile(built, *fn)->run(args);
  std::vector<Tensor> from_text = lowerer->compile(parsed, *parsed.entry())->run(args);
  ASSERT_EQ(from_graph.size(), from_text.size());
  for (size_t i = 0; i < from_graph.size(); ++i) {
    EXPECT_EQ(from_graph[i], from_text[i]) << i;
    double norm = 0;
    for (double v : from_graph[i].to_doubles()) norm += v * v;
    EXPECT_GT(norm, 0) << "gradient " << i << " is all zeros";
  }
}

}  // namespace
}  // namespace ladder::autodiff
