// What the data-parallel tests compare: the state N replicas hold after some train steps, each
// with its share of the batch, against one replica with the whole batch, held to what rounding
// allows. Used by tests/nn/data_parallel_test.cpp (replicas as threads) and
// tests/exec/pjrt/devices_test.cpp (replicas on devices of a plugin).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/data/dataset.h"
#include "ladder/nn/nets.h"

namespace ladder::testing {

struct ReplicaRuns {
  std::vector<std::vector<Tensor>> state;  // per replica: the resident state after the steps
  std::vector<double> losses;              // replica 0's, per step
  // Replica 0's resident state before and after each step, where the runner keeps them.
  std::vector<std::vector<Tensor>> before, after;
};

struct Batch {
  Tensor x, labels;  // the global batch; one-hot labels
};

// `batch` generated images for `net` whose class is in them (data::synthetic_dataset: a template
// per class plus noise), so the steps' gradients are those of a net learning, not of noise
// fitting noise.
inline Batch synthetic_batch(const nn::Net& net, int64_t batch, uint64_t seed) {
  const data::ImageDataset set = data::synthetic_dataset("dp", net.input_shape[0], net.input_shape[1],
                                                         net.input_shape[2], static_cast<int>(net.num_classes), batch, seed);
  Shape shape{batch};
  shape.insert(shape.end(), net.input_shape.begin(), net.input_shape.end());
  Batch b{Tensor(DType::f32, shape), Tensor(DType::f32, {batch, net.num_classes})};
  std::copy(set.images.begin(), set.images.end(), b.x.data<float>());
  for (int64_t r = 0; r < batch; ++r) b.labels.data<float>()[r * net.num_classes + set.labels[size_t(r)]] = 1;
  return b;
}

// `x` with every element scaled by `factor` (1 ± 2e-7: a change of rounding size).
inline Tensor nudged(const Tensor& x, float factor) {
  Tensor out = x;
  for (int64_t e = 0; e < out.num_elements(); ++e) out.data<float>()[e] *= factor;
  return out;
}

// The resident state's name at index i (θ, then running statistics; SGD keeps no other state).
inline std::string state_name(const nn::Net& net, size_t i) {
  const size_t p = net.params.size();
  if (i < p) return net.params[i].name;
  const nn::BatchNormSpec& bn = net.batch_norms[(i - p) / 2];
  return ((i - p) % 2 ? "running_var." : "running_mean.") + bn.name;
}

// Convolution biases under a BatchNorm get gradients that are rounding noise (the
// normalisation cancels them): their values are compared in absolute terms.
inline bool cancelled_by_batch_norm(const nn::Net& net, const std::string& name) {
  return !net.batch_norms.empty() && name.starts_with("conv") && name.ends_with(".b");
}

// `two` (2 replicas) against `one` (1 replica, the whole batch) after the same steps: both
// replicas hold the very same state, and every tensor of it is within 1e-5 (relative L2) of the
// one-replica run, or within twice what a rounding-sized change of the input (`up`, `down`: one
// replica on nudged(x, 1 ± 2e-7)) does to the one-replica run, whichever is larger; the losses
// alike. The second bound is for nets whose steps amplify rounding: ReLU and max-pool switch
// where values nearly tie, and BatchNorm divides a near-constant channel's rounding noise by up
// to 1/√ε (on the cpu lowerer, the nudge moves cifar8-bn's conv1.w by 4e-5 after one step of lr
// 0.05 and 1e-2 after five).
// A wrong reduction (a missing 1/N, per-replica statistics, a dropped term) is far outside it
// (tests/nn/data_parallel_test.cpp, PerReplicaBatchNormDiffersFromOneReplicaAsStated).
inline void expect_replicas_match_one(const nn::Net& net, const ReplicaRuns& one, const ReplicaRuns& two,
                                      const ReplicaRuns& up, const ReplicaRuns& down) {
  ASSERT_EQ(two.state.size(), 2u);
  for (size_t i = 0; i < one.state[0].size(); ++i) {
    const std::string name = state_name(net, i);
    EXPECT_TRUE(two.state[0][i] == two.state[1][i]) << name << ": the replicas hold different state";
    if (cancelled_by_batch_norm(net, name)) {
      for (int64_t e = 0; e < one.state[0][i].num_elements(); ++e)
        EXPECT_NEAR(two.state[0][i].get(e), one.state[0][i].get(e), 1e-6) << name;
      continue;
    }
    const double bound = std::max({1e-5, 2 * relative_l2(up.state[0][i], one.state[0][i]),
                                   2 * relative_l2(down.state[0][i], one.state[0][i])});
    EXPECT_LE(relative_l2(two.state[0][i], one.state[0][i]), bound) << name;
  }
  for (size_t s = 0; s < one.losses.size(); ++s)
    EXPECT_NEAR(two.losses[s], one.losses[s],
                std::max({1e-5 * std::abs(one.losses[s]), 2 * std::abs(up.losses[s] - one.losses[s]),
                          2 * std::abs(down.losses[s] - one.losses[s])}))
        << "step " << s;
}

// Each step of `two` (2 replicas, every step started from `one`'s state before it) against the
// same step of `one` (1 replica, the whole batch): the same loss within 1e-5 (relative), and
// every resident tensor's update (after - before) within 1e-4 (relative L2) of `one`'s, 1e-2 in
// a net with BatchNorm. Single steps from one state keep the comparison to one step's rounding;
// chained, the runs part by whatever ReLU, max-pool and BatchNorm switches amplify (cifar8-bn's
// loss after three steps: 1.4e-3 apart on a Xeon with AMX). Updates, not values: a BatchNorm
// beta starts at 0 and its gradient is a sum whose terms nearly cancel, so its value's rounding
// is large against its size. Measured on the cpu lowerer (AVX-512 with AMX, and capped to AVX2):
// updates at most 1.2e-5 apart without BatchNorm; with it, 3e-3 (BatchNorm divides a
// near-constant channel's rounding noise by up to 1/sqrt(eps)), against 0.1 to 0.5 for most
// tensors with per-replica statistics. Convolution biases under a BatchNorm get rounding noise
// for gradients: compared in absolute terms. A missing 1/N doubles the update.
inline void expect_steps_match_one(const nn::Net& net, const ReplicaRuns& one, const ReplicaRuns& two) {
  ASSERT_EQ(two.state.size(), 2u);
  for (size_t i = 0; i < one.state[0].size(); ++i)
    EXPECT_TRUE(two.state[0][i] == two.state[1][i]) << state_name(net, i) << ": the replicas hold different state";
  ASSERT_EQ(one.after.size(), one.losses.size());
  ASSERT_EQ(two.after.size(), one.after.size());
  const double bound = net.batch_norms.empty() ? 1e-4 : 1e-2;
  for (size_t s = 0; s < one.after.size(); ++s) {
    EXPECT_NEAR(two.losses[s], one.losses[s], 1e-5 * std::abs(one.losses[s])) << "step " << s;
    for (size_t i = 0; i < one.after[s].size(); ++i) {
      const std::string name = state_name(net, i);
      const Tensor& start = one.before[s][i];
      ASSERT_TRUE(two.before[s][i] == start) << name << ": step " << s << " did not start from the same state";
      if (cancelled_by_batch_norm(net, name)) {
        for (int64_t e = 0; e < start.num_elements(); ++e)
          EXPECT_NEAR(two.after[s][i].get(e), one.after[s][i].get(e), 1e-6) << name << ", step " << s;
        continue;
      }
      Tensor one_update(DType::f64, start.shape()), two_update(DType::f64, start.shape());
      for (int64_t e = 0; e < start.num_elements(); ++e) {
        one_update.data<double>()[e] = one.after[s][i].get(e) - start.get(e);
        two_update.data<double>()[e] = two.after[s][i].get(e) - start.get(e);
      }
      EXPECT_LE(relative_l2(two_update, one_update), bound) << name << ", step " << s;
    }
  }
}

}  // namespace ladder::testing
