#include "ladder/nn/loss.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ladder/core/error.h"
#include "nn/graph_runner.h"

namespace ladder::nn {
namespace {

using testing::f32;
using testing::GraphRunner;

double loss_of(const Tensor& logits, const Tensor& labels) {
  GraphRunner g;
  auto a = g.args({logits.shape(), labels.shape()});
  ir::Value loss = softmax_cross_entropy(a[0], a[1]);
  return g.run({loss}, {logits, labels})[0].get(0);
}

TEST(SoftmaxCrossEntropy, HandCheckedOneHotBatch) {
  // Row 0: equal logits, so −log(1/2). Row 1: probabilities 3/4, 1/4 and label 1: −log(1/4).
  double loss = loss_of(f32({2, 2}, {0, 0, std::log(3.0), 0}), f32({2, 2}, {1, 0, 0, 1}));
  EXPECT_NEAR(loss, (std::log(2.0) + std::log(4.0)) / 2, 1e-6);
}

TEST(SoftmaxCrossEntropy, SmoothedLabelsWeighEveryClass) {
  // logits (0, ln 3): log-probabilities ln(1/4), ln(3/4); labels (0.25, 0.75).
  double loss = loss_of(f32({1, 2}, {0, std::log(3.0)}), f32({1, 2}, {0.25, 0.75}));
  EXPECT_NEAR(loss, -(0.25 * std::log(0.25) + 0.75 * std::log(0.75)), 1e-6);
}

TEST(SoftmaxCrossEntropy, StableForHugeLogits) {
  EXPECT_NEAR(loss_of(f32({1, 3}, {1000, 0, -1000}), f32({1, 3}, {0, 1, 0})), 1000, 1e-3);
  EXPECT_NEAR(loss_of(f32({1, 3}, {1000, 0, -1000}), f32({1, 3}, {1, 0, 0})), 0, 1e-6);
}

TEST(OneHot, RowsWithAndWithoutSmoothing) {
  const int64_t labels[] = {2, 0};
  Tensor plain = one_hot(labels, 3);
  EXPECT_EQ(plain.to_doubles(), (std::vector<double>{0, 0, 1, 1, 0, 0}));
  Tensor smooth = one_hot(labels, 4, 0.1);
  EXPECT_FLOAT_EQ(smooth.get(2), 0.925f);
  EXPECT_FLOAT_EQ(smooth.get(0), 0.025f);
  double row = 0;
  for (int k = 0; k < 4; ++k) row += smooth.get(4 + k);
  EXPECT_NEAR(row, 1, 1e-7);
}

TEST(OneHot, RejectsALabelOutOfRange) {
  const int64_t labels[] = {0, 10};
  EXPECT_THROW(one_hot(labels, 10), Error);
}

}  // namespace
}  // namespace ladder::nn
