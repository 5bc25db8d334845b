// Layers against direct loops in double on small inputs, run on the reference lowerer.
#include "ladder/nn/layers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <numbers>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/ir/ops.h"
#include "nn/graph_runner.h"

namespace ladder::nn {
namespace {

using testing::f32;
using testing::GraphRunner;

Tensor random_tensor(Shape shape, uint64_t seed, double lo = -1, double hi = 1) {
  Tensor t(DType::f32, std::move(shape));
  Rng rng(seed);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, rng.uniform(lo, hi));
  return t;
}

void expect_near(const Tensor& got, const std::vector<double>& want, double tol) {
  ASSERT_EQ(got.num_elements(), static_cast<int64_t>(want.size()));
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_NEAR(got.get(i), want[i], tol * std::max(1.0, std::abs(want[i]))) << "element " << i;
}

TEST(Activations, MatchTheirFormulas) {
  const std::vector<double> xs = {-7, -4, -3, -1, -0.5, 0.25, 0.5, 1, 3, 4, 7};
  auto sig = [](double x) { return 1 / (1 + std::exp(-x)); };
  auto r6 = [](double x) { return std::min(std::max(x, 0.0), 6.0); };
  struct Case {
    const char* name;
    std::function<ir::Value(ir::Value)> layer;
    std::function<double(double)> formula;
  };
  const Case cases[] = {
      {"relu", relu, [](double x) { return std::max(x, 0.0); }},
      {"relu6", relu6, r6},
      {"sigmoid", sigmoid, sig},
      {"swish", swish, [&](double x) { return x * sig(x); }},
      {"hard_swish", hard_swish, [&](double x) { return x * r6(x + 3) / 6; }},
      {"gelu", gelu, [](double x) { return x * (1 + std::erf(x / std::numbers::sqrt2)) / 2; }},
      {"gelu_tanh", gelu_tanh,
       [](double x) {
         return x * (1 + std::tanh(std::sqrt(2 / std::numbers::pi) * (x + 0.044715 * x * x * x))) /
                2;
       }},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    GraphRunner g;
    ir::Value x = g.arg({static_cast<int64_t>(xs.size())});
    std::vector<double> want;
    for (double v : xs) want.push_back(c.formula(v));
    expect_near(g.run({c.layer(x)}, {f32({static_cast<int64_t>(xs.size())}, xs)})[0], want, 1e-6);
  }
}

TEST(Softmax, RowsAreNormalisedAndStableForLargeLogits) {
  GraphRunner g;
  ir::Value x = g.arg({2, 3});
  auto out = g.run({softmax(x), log_softmax(x)}, {f32({2, 3}, {1, 2, 3, 1000, 0, -1000})});
  double z = std::exp(1.0) + std::exp(2.0) + std::exp(3.0);
  expect_near(out[0], {std::exp(1.0) / z, std::exp(2.0) / z, std::exp(3.0) / z, 1, 0, 0}, 1e-6);
  expect_near(out[1], {1 - std::log(z), 2 - std::log(z), 3 - std::log(z), 0, -1000, -2000}, 1e-6);
}

// Direct NCHW convolution in double, OIHW weights.
std::vector<double> conv_loops(const Tensor& x, const Tensor& w, const Tensor& b, Conv2d o) {
  const int64_t n = x.shape()[0], c = x.shape()[1], h = x.shape()[2], wd = x.shape()[3];
  const int64_t out = w.shape()[0], cg = w.shape()[1], kh = w.shape()[2], kw = w.shape()[3];
  const int64_t oh = (h + 2 * o.padding - kh) / o.stride + 1;
  const int64_t ow = (wd + 2 * o.padding - kw) / o.stride + 1;
  const int64_t out_per_group = out / o.groups;
  std::vector<double> y;
  for (int64_t in = 0; in < n; ++in)
    for (int64_t k = 0; k < out; ++k)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          double sum = b.get(k);
          for (int64_t ci = 0; ci < cg; ++ci)
            for (int64_t di = 0; di < kh; ++di)
              for (int64_t dj = 0; dj < kw; ++dj) {
                int64_t r = i * o.stride + di - o.padding, s = j * o.stride + dj - o.padding;
                if (r < 0 || r >= h || s < 0 || s >= wd) continue;
                int64_t channel = (k / out_per_group) * cg + ci;
                sum += x.get(((in * c + channel) * h + r) * wd + s) *
                       w.get(((k * cg + ci) * kh + di) * kw + dj);
              }
          y.push_back(sum);
        }
  return y;
}

TEST(Conv2d, MatchesLoopsWithStridePaddingAndGroups) {
  struct Case {
    Conv2d options;
    int64_t in, out;
  };
  const Case cases[] = {{{1, 0, 1}, 3, 4}, {{2, 1, 1}, 3, 4}, {{1, 1, 2}, 4, 6}, {{2, 1, 4}, 4, 4}};
  for (const Case& c : cases) {
    SCOPED_TRACE(cat("stride ", c.options.stride, " padding ", c.options.padding, " groups ",
                     c.options.groups));
    Tensor x = random_tensor({2, c.in, 5, 6}, 1);
    Tensor w = random_tensor({c.out, c.in / c.options.groups, 3, 3}, 2);
    Tensor b = random_tensor({c.out}, 3);
    GraphRunner g;
    auto a = g.args({x.shape(), w.shape(), b.shape()});
    ir::Value y = conv2d(a[0], a[1], a[2], c.options);
    expect_near(g.run({y}, {x, w, b})[0], conv_loops(x, w, b, c.options), 1e-5);
  }
}

TEST(Conv2d, NamesTheLayerOnAChannelMismatch) {
  GraphRunner g;
  ir::Value x = g.arg({1, 3, 8, 8}), w = g.arg({16, 4, 3, 3});
  try {
    conv2d(x, w, {});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("[conv2d]"), std::string::npos) << e.what();
  }
}

TEST(Pooling, MaxAverageAndGlobal) {
  // One 4x4 channel: 0..15 row-major.
  std::vector<double> v;
  for (int i = 0; i < 16; ++i) v.push_back(i);
  GraphRunner g;
  ir::Value x = g.arg({1, 1, 4, 4});
  auto out = g.run({max_pool2d(x, 2, 2), avg_pool2d(x, 2, 2), global_avg_pool(x),
                    max_pool2d(x, 3, 2, 1), avg_pool2d(x, 3, 2, 1), flatten(x)},
                   {f32({1, 1, 4, 4}, v)});
  expect_near(out[0], {5, 7, 13, 15}, 0);
  expect_near(out[1], {2.5, 4.5, 10.5, 12.5}, 1e-7);
  expect_near(out[2], {7.5}, 1e-7);
  // 3x3 windows at stride 2 over the padded input; average counts the padding as zeros.
  expect_near(out[3], {5, 7, 13, 15}, 0);
  expect_near(out[4],
              {(0 + 1 + 4 + 5) / 9.0, (1 + 2 + 3 + 5 + 6 + 7) / 9.0,
               (4 + 5 + 8 + 9 + 12 + 13) / 9.0, (5 + 6 + 7 + 9 + 10 + 11 + 13 + 14 + 15) / 9.0},
              1e-6);
  EXPECT_EQ(out[5].shape(), (Shape{1, 16}));
}

TEST(Dense, MatchesLoopsForRank2AndRank3) {
  Tensor w = random_tensor({3, 2}, 5), b = random_tensor({2}, 6);
  for (Shape xs : {Shape{4, 3}, Shape{2, 2, 3}}) {
    Tensor x = random_tensor(xs, 4);
    GraphRunner g;
    auto a = g.args({xs, {3, 2}, {2}});
    ir::Value y = dense(a[0], a[1], a[2]);
    std::vector<double> want;
    for (int64_t r = 0; r < x.num_elements() / 3; ++r)
      for (int64_t k = 0; k < 2; ++k) {
        double s = b.get(k);
        for (int64_t i = 0; i < 3; ++i) s += x.get(r * 3 + i) * w.get(i * 2 + k);
        want.push_back(s);
      }
    expect_near(g.run({y}, {x, w, b})[0], want, 1e-6);
  }
}

struct ChannelStats {
  std::vector<double> mean, var;  // biased variance
};

ChannelStats channel_stats(const Tensor& x) {
  const int64_t n = x.shape()[0], c = x.shape()[1], hw = x.shape()[2] * x.shape()[3];
  ChannelStats s{std::vector<double>(c), std::vector<double>(c)};
  for (int64_t k = 0; k < c; ++k) {
    double sum = 0, sq = 0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < hw; ++p) sum += x.get((i * c + k) * hw + p);
    s.mean[k] = sum / static_cast<double>(n * hw);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < hw; ++p) sq += std::pow(x.get((i * c + k) * hw + p) - s.mean[k], 2);
    s.var[k] = sq / static_cast<double>(n * hw);
  }
  return s;
}

TEST(BatchNorm, TrainFormUsesBatchStatisticsAndMovesTheRunningOnes) {
  Tensor x = random_tensor({3, 2, 2, 2}, 7, -2, 3);
  Tensor gamma = f32({2}, {1.5, 0.5}), beta = f32({2}, {0.1, -0.2});
  Tensor rmean = f32({2}, {0.3, -0.1}), rvar = f32({2}, {2, 0.5});
  GraphRunner g;
  auto a = g.args({{3, 2, 2, 2}, {2}, {2}, {2}, {2}});
  BatchNormTrain bn = batch_norm_train(a[0], a[1], a[2], a[3], a[4], 0.1, 1e-5);
  auto out = g.run({bn.y, bn.running_mean, bn.running_var}, {x, gamma, beta, rmean, rvar});
  ChannelStats s = channel_stats(x);
  std::vector<double> y;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    int64_t k = (i / 4) % 2;
    y.push_back((x.get(i) - s.mean[k]) / std::sqrt(s.var[k] + 1e-5) * gamma.get(k) + beta.get(k));
  }
  expect_near(out[0], y, 1e-5);
  const double n = 12;  // values per channel
  expect_near(out[1], {0.9 * 0.3 + 0.1 * s.mean[0], 0.9 * -0.1 + 0.1 * s.mean[1]}, 1e-6);
  expect_near(out[2],
              {0.9 * 2 + 0.1 * s.var[0] * n / (n - 1), 0.9 * 0.5 + 0.1 * s.var[1] * n / (n - 1)},
              1e-6);
}

TEST(BatchNorm, EvalFormUsesTheGivenStatistics) {
  Tensor x = random_tensor({2, 2, 1, 3}, 8);
  GraphRunner g;
  auto a = g.args({{2, 2, 1, 3}, {2}, {2}, {2}, {2}});
  ir::Value y = batch_norm_eval(a[0], a[1], a[2], a[3], a[4], 1e-5);
  Tensor gamma = f32({2}, {2, 1}), beta = f32({2}, {0, 1}), mean = f32({2}, {0.5, -0.5}),
         var = f32({2}, {4, 0.25});
  std::vector<double> want;
  for (int64_t i = 0; i < 12; ++i) {
    int64_t k = (i / 3) % 2;
    want.push_back((x.get(i) - mean.get(k)) / std::sqrt(var.get(k) + 1e-5) * gamma.get(k) +
                   beta.get(k));
  }
  expect_near(g.run({y}, {x, gamma, beta, mean, var})[0], want, 1e-5);
}

TEST(LayerNorm, NormalisesTheLastDim) {
  Tensor x = random_tensor({2, 3, 4}, 9, -3, 3);
  Tensor gamma = random_tensor({4}, 10), beta = random_tensor({4}, 11);
  GraphRunner g;
  auto a = g.args({{2, 3, 4}, {4}, {4}});
  ir::Value y = layer_norm(a[0], a[1], a[2], 1e-5);
  std::vector<double> want;
  for (int64_t r = 0; r < 6; ++r) {
    double mean = 0, var = 0;
    for (int64_t k = 0; k < 4; ++k) mean += x.get(r * 4 + k) / 4;
    for (int64_t k = 0; k < 4; ++k) var += std::pow(x.get(r * 4 + k) - mean, 2) / 4;
    for (int64_t k = 0; k < 4; ++k)
      want.push_back((x.get(r * 4 + k) - mean) / std::sqrt(var + 1e-5) * gamma.get(k) +
                     beta.get(k));
  }
  expect_near(g.run({y}, {x, gamma, beta})[0], want, 1e-5);
}

TEST(SelfAttention, OneHeadOfOneTokenIsTwoDenseLayers) {
  // With T = 1 the softmax is 1, so the output is (x·Wv + bv)·Wo + bo whatever q and k are.
  Tensor x = random_tensor({2, 1, 4}, 12);
  std::vector<Tensor> w;
  for (int i = 0; i < 8; ++i) w.push_back(random_tensor(i % 2 ? Shape{4} : Shape{4, 4}, 20 + i));
  GraphRunner g;
  ir::Value xv = g.arg({2, 1, 4});
  std::vector<ir::Value> wv;
  for (const Tensor& t : w) wv.push_back(g.arg(t.shape()));
  ir::Value y = self_attention(xv, {wv[0], wv[1], wv[2], wv[3], wv[4], wv[5], wv[6], wv[7]}, 2);
  std::vector<Tensor> inputs = {x};
  inputs.insert(inputs.end(), w.begin(), w.end());
  std::vector<double> want;
  for (int64_t n = 0; n < 2; ++n) {
    double v[4];
    for (int64_t k = 0; k < 4; ++k) {
      v[k] = w[5].get(k);
      for (int64_t i = 0; i < 4; ++i) v[k] += x.get(n * 4 + i) * w[4].get(i * 4 + k);
    }
    for (int64_t k = 0; k < 4; ++k) {
      double o = w[7].get(k);
      for (int64_t i = 0; i < 4; ++i) o += v[i] * w[6].get(i * 4 + k);
      want.push_back(o);
    }
  }
  expect_near(g.run({y}, inputs)[0], want, 1e-5);
}

}  // namespace
}  // namespace ladder::nn
