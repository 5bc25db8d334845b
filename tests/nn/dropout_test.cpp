// Dropout and stochastic depth: what they keep, how they scale, that every lowerer draws the
// same, and how the train step carries their seed (docs/TRAIN_STEP.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/nn/graph_net.h"
#include "ladder/nn/layers.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "nn/graph_runner.h"

namespace ladder::nn {
namespace {

using testing::GraphRunner;

Tensor seed_tensor(int32_t seed) { return Tensor::scalar(DType::i32, seed); }

Tensor ones(Shape shape) {
  Tensor t(DType::f32, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, 1.0);
  return t;
}

bool lowerer_built(const std::string& name) {
  const auto names = exec::lowerer_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

TEST(Dropout, KeepsAboutOneMinusPAndScalesWhatItKeeps) {
  for (double p : {0.1, 0.5, 0.8}) {
    SCOPED_TRACE(p);
    GraphRunner g;
    ir::Value x = g.arg({64, 128});
    ir::Value seed = g.arg({}, DType::i32);
    Tensor y = g.run({dropout(x, p, seed, 3)}, {ones({64, 128}), seed_tensor(12345)})[0];
    int64_t kept = 0;
    for (int64_t i = 0; i < y.num_elements(); ++i) {
      const double v = y.get(i);
      if (v != 0) {
        ++kept;
        EXPECT_FLOAT_EQ(v, 1 / (1 - p)) << "element " << i;
      }
    }
    // 8192 Bernoulli draws: within 5 standard deviations of the expected count.
    const double n = 8192, expected = n * (1 - p), sd = std::sqrt(n * p * (1 - p));
    EXPECT_NEAR(static_cast<double>(kept), expected, 5 * sd);
  }
}

TEST(Dropout, SeedsAndStreamsDrawApartAndTheSameSeedDrawsTheSame) {
  auto run = [&](int32_t s) {
    GraphRunner r;
    ir::Value xr = r.arg({4, 256});
    ir::Value sr = r.arg({}, DType::i32);
    return r.run({dropout(xr, 0.5, sr, 0), dropout(xr, 0.5, sr, 1)}, {ones({4, 256}), seed_tensor(s)});
  };
  std::vector<Tensor> a = run(7), b = run(7), c = run(8);
  auto same = [](const Tensor& u, const Tensor& v) { return std::memcmp(u.bytes(), v.bytes(), u.byte_size()) == 0; };
  EXPECT_TRUE(same(a[0], b[0]) && same(a[1], b[1])) << "one seed, one mask";
  EXPECT_FALSE(same(a[0], a[1])) << "two streams, one mask";
  EXPECT_FALSE(same(a[0], c[0])) << "two seeds, one mask";
  // Neighbouring elements are not correlated: the masks of two streams agree about half the time.
  int64_t agree = 0;
  for (int64_t i = 0; i < a[0].num_elements(); ++i) agree += (a[0].get(i) != 0) == (a[1].get(i) != 0);
  EXPECT_NEAR(static_cast<double>(agree) / 1024, 0.5, 0.08);
}

TEST(Dropout, EveryLowererDrawsTheSameMask) {
  if (!lowerer_built("cpu")) GTEST_SKIP() << "this build has no cpu lowerer";
  auto run = [](const std::string& lowerer) {
    GraphRunner g;
    ir::Value x = g.arg({8, 3, 5, 7});
    ir::Value seed = g.arg({}, DType::i32);
    return g.run({dropout(x, 0.3, seed, 11), drop_path(x, 0.5, seed, 12)}, {ones({8, 3, 5, 7}), seed_tensor(2026)},
                 lowerer);
  };
  std::vector<Tensor> want = run("reference"), got = run("cpu");
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_EQ(std::memcmp(got[i].bytes(), want[i].bytes(), want[i].byte_size()), 0) << "result " << i;
}

TEST(DropPath, KeepsOrDropsEachExampleWhole) {
  GraphRunner g;
  ir::Value x = g.arg({256, 2, 3});
  ir::Value seed = g.arg({}, DType::i32);
  Tensor y = g.run({drop_path(x, 0.25, seed, 5)}, {ones({256, 2, 3}), seed_tensor(99)})[0];
  int64_t kept = 0;
  for (int64_t n = 0; n < 256; ++n) {
    const double first = y.get(n * 6);
    for (int64_t i = 1; i < 6; ++i) EXPECT_EQ(y.get(n * 6 + i), first) << "example " << n;
    if (first != 0) {
      ++kept;
      EXPECT_FLOAT_EQ(first, 1 / 0.75);
    }
  }
  EXPECT_NEAR(static_cast<double>(kept), 192, 5 * std::sqrt(256 * 0.25 * 0.75));
}

TEST(Dropout, RatesOutsideZeroToOneAreRefused) {
  GraphRunner g;
  ir::Value x = g.arg({2, 2});
  ir::Value seed = g.arg({}, DType::i32);
  for (double p : {-0.1, 1.0}) {
    try {
      dropout(x, p, seed, 0);
      FAIL() << p;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("[dropout] the rate must be in [0, 1)"), std::string::npos) << e.what();
    }
  }
}

// The nets that have dropout or stochastic depth take a seed before the labels; the others,
// and every net emitted without them, do not. Without a seed the forward is deterministic.
TEST(TrainStepSeed, StochasticNetsTakeASeedBeforeTheLabels) {
  Optimizer adamw;
  adamw.kind = OptimizerKind::adamw;
  for (const char* name : {"mobilenetv2", "efficientnet-b0", "convnext-t"}) {
    SCOPED_TRACE(name);
    const Net& net = find_net(name);
    EXPECT_TRUE(net.stochastic);
    const TrainStepLayout l = train_step_layout(net, adamw);
    ASSERT_TRUE(l.has_seed);
    EXPECT_EQ(l.seed(), l.bc2() + 1);
    EXPECT_EQ(l.labels(), l.seed() + 1);
    auto module = build_train_module(net, adamw, 2);
    const ir::Function& f = *module->find(train_step_name(net, adamw));
    EXPECT_EQ(f.arg_names[l.seed()], "seed");
    EXPECT_EQ(f.input_types()[l.seed()], (TensorType{DType::i32, {}}));
    EXPECT_EQ(f.arg_names[l.labels()], "labels");
    EXPECT_EQ(static_cast<int>(f.arg_names.size()), l.num_inputs());
    const TrainStepLayout off = train_step_layout(net, adamw, false);
    EXPECT_FALSE(off.has_seed);
    auto plain = build_train_module(net, adamw, 2, {.stochastic = false});
    EXPECT_EQ(static_cast<int>(plain->find(train_step_name(net, adamw))->arg_names.size()), off.num_inputs());
  }
  for (const char* name : {"resnet34", "vit-tiny", "mobilenetv4-m", "cifar8-bn", "mnist-cnn"}) {
    EXPECT_FALSE(find_net(name).stochastic) << name;
    EXPECT_FALSE(train_step_layout(find_net(name), adamw).has_seed) << name;
  }
}

}  // namespace
}  // namespace ladder::nn
