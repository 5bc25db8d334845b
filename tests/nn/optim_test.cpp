// Each optimizer's fused update against the same update computed by hand in double, over
// three steps, with the gradients fed in as inputs.
#include "ladder/nn/optim.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ladder/ir/ops.h"
#include "nn/graph_runner.h"

namespace ladder::nn {
namespace {

using testing::f32;
using testing::GraphRunner;

const std::vector<double> kTheta = {1.0, -2.0, 0.5};
const std::vector<std::vector<double>> kGrads = {
    {0.1, -0.3, 2.0}, {0.2, 0.1, -1.0}, {-0.4, 0.0, 0.5}};
constexpr double kLr = 0.1;

struct State {
  std::vector<double> theta, m, v;
};

// One step in double, written from the formulas in nn/optim.h.
void hand_step(const Optimizer& o, State& s, const std::vector<double>& g, int t) {
  for (size_t i = 0; i < s.theta.size(); ++i) {
    switch (o.kind) {
      case OptimizerKind::sgd:
        s.theta[i] -= kLr * g[i];
        break;
      case OptimizerKind::momentum:
        s.m[i] = o.momentum * s.m[i] + g[i];
        s.theta[i] -= kLr * s.m[i];
        break;
      case OptimizerKind::nesterov:
        s.m[i] = o.momentum * s.m[i] + g[i];
        s.theta[i] -= kLr * (g[i] + o.momentum * s.m[i]);
        break;
      case OptimizerKind::adam:
      case OptimizerKind::adamw: {
        if (o.kind == OptimizerKind::adamw) s.theta[i] *= 1 - kLr * o.weight_decay;
        s.m[i] = o.beta1 * s.m[i] + (1 - o.beta1) * g[i];
        s.v[i] = o.beta2 * s.v[i] + (1 - o.beta2) * g[i] * g[i];
        double m_hat = s.m[i] / (1 - std::pow(o.beta1, t));
        double v_hat = s.v[i] / (1 - std::pow(o.beta2, t));
        s.theta[i] -= kLr * m_hat / (std::sqrt(v_hat) + o.epsilon);
        break;
      }
    }
  }
}

void check_three_steps(const Optimizer& o) {
  SCOPED_TRACE(optimizer_name(o.kind));
  const size_t slots = o.state_slots().size();
  GraphRunner g;
  ir::Value theta = g.arg({3}), grad = g.arg({3});
  std::vector<ir::Value> state;
  for (size_t s = 0; s < slots; ++s) state.push_back(g.arg({3}));
  StepScalars scalars{g.arg({}), g.arg({}), g.arg({})};
  Updated u = apply_update(o, theta, grad, state, scalars);
  std::vector<ir::Value> results = {u.theta};
  results.insert(results.end(), u.state.begin(), u.state.end());
  // Three steps, each feeding the outputs back as the next inputs.
  State hand{kTheta, {0, 0, 0}, {0, 0, 0}};
  std::vector<Tensor> current = {f32({3}, kTheta)};
  for (size_t s = 0; s < slots; ++s) current.push_back(f32({3}, {0, 0, 0}));
  for (int t = 1; t <= 3; ++t) {
    hand_step(o, hand, kGrads[t - 1], t);
    std::vector<Tensor> inputs = {current[0], f32({3}, kGrads[t - 1])};
    for (size_t s = 0; s < slots; ++s) inputs.push_back(current[1 + s]);
    inputs.push_back(Tensor::scalar(DType::f32, kLr));
    inputs.push_back(Tensor::scalar(DType::f32, 1 - std::pow(o.beta1, t)));
    inputs.push_back(Tensor::scalar(DType::f32, 1 - std::pow(o.beta2, t)));
    current = g.run(results, inputs);
    for (int i = 0; i < 3; ++i) {
      EXPECT_NEAR(current[0].get(i), hand.theta[i], 1e-6) << "step " << t << " θ[" << i << "]";
      if (slots >= 1) {
        EXPECT_NEAR(current[1].get(i), hand.m[i], 1e-6) << "step " << t << " m[" << i << "]";
      }
      if (slots == 2) {
        EXPECT_NEAR(current[2].get(i), hand.v[i], 1e-6) << "step " << t << " v[" << i << "]";
      }
    }
  }
}

TEST(Optimizers, MatchHandComputationOverThreeSteps) {
  for (OptimizerKind kind : {OptimizerKind::sgd, OptimizerKind::momentum, OptimizerKind::nesterov,
                             OptimizerKind::adam, OptimizerKind::adamw}) {
    Optimizer o;
    o.kind = kind;
    if (kind == OptimizerKind::adamw) o.weight_decay = 0.05;  // large enough to show
    check_three_steps(o);
  }
}

TEST(Optimizers, NamesRoundTrip) {
  for (const std::string& name : optimizer_names())
    EXPECT_EQ(optimizer_name(*optimizer_from_name(name)), name);
  EXPECT_FALSE(optimizer_from_name("rmsprop"));
}

TEST(Optimizers, DescribeListsTheBakedConstants) {
  Optimizer o;
  o.kind = OptimizerKind::adamw;
  std::string d = o.describe();
  for (const char* part :
       {"adamw", "beta1 = 0.9", "beta2 = 0.999", "epsilon = 1e-08", "weight_decay = 0.0001"})
    EXPECT_NE(d.find(part), std::string::npos) << part << " missing from: " << d;
}

TEST(ClipByGlobalNorm, ScalesOnlyWhenTheNormExceedsTheLimit) {
  for (double limit : {1.0, 10.0}) {
    GraphRunner g;
    ir::Value a = g.arg({2}), b = g.arg({1, 1});
    const ir::Value grads[] = {a, b};
    auto clipped = clip_by_global_norm(grads, limit);
    // ‖(3, 4, 12)‖ = 13.
    auto out = g.run(clipped, {f32({2}, {3, 4}), f32({1, 1}, {12})});
    double factor = std::min(1.0, limit / (13 + 1e-6));
    EXPECT_NEAR(out[0].get(0), 3 * factor, 1e-6);
    EXPECT_NEAR(out[0].get(1), 4 * factor, 1e-6);
    EXPECT_NEAR(out[1].get(0), 12 * factor, 1e-6);
  }
}

}  // namespace
}  // namespace ladder::nn
