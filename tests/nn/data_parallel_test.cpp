// Data-parallel train steps (StepOptions::replicas): N replicas, each with batch / N of the
// examples, run as threads of this process on local communicators, end every step where one
// replica with the whole batch does: the same parameters, loss and (with synchronised
// BatchNorm) running statistics. Per-replica BatchNorm differs from it in the stated way.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"
#include "replica_runs.h"

namespace ladder::nn {
namespace {

// The fast lowerer where this build has it (the replicated steps run at batch 128).
std::string lowerer_name() {
  for (const std::string& n : exec::lowerer_names())
    if (n == "cpu") return n;
  return "reference";
}

using testing::Batch;
using testing::cancelled_by_batch_norm;
using testing::nudged;
using testing::state_name;
using testing::synthetic_batch;
using Replicated = testing::ReplicaRuns;

// `steps` SGD steps of `net` on `replicas` replicas from the net's initial state, every step on
// the same global batch. With `from`, step s > 0 starts from `from`'s state after step s - 1
// instead of its own: each step is then compared from the same state.
Replicated run_steps(const Net& net, const Batch& data, int replicas, bool sync_bn, int steps, double lr,
                     const std::string& lowerer = lowerer_name(), const Replicated* from = nullptr) {
  const Optimizer sgd{.kind = OptimizerKind::sgd};
  const int64_t batch = data.x.shape()[0], share = batch / replicas;
  // Through the text, as the trainer does: the artifact is what runs.
  const std::string text = stablehlo::print(*build_train_module(net, sgd, batch, {.replicas = replicas, .sync_bn = sync_bn}));
  const ir::Module module = stablehlo::parse(text, "<data-parallel step>");
  EXPECT_EQ(module.num_replicas, replicas);
  const TrainStepLayout layout = train_step_layout(net, sgd);
  std::vector<Tensor> initial = init_params(net, 7);
  for (Tensor& r : init_running_stats(net)) initial.push_back(std::move(r));

  Replicated run;
  run.state.resize(static_cast<size_t>(replicas));
  auto comms = exec::make_local_communicators(replicas);
  std::vector<std::string> errors(static_cast<size_t>(replicas));
  auto replica = [&](int r) {
    try {
      exec::LowererOptions options;
      if (replicas > 1) options.communicator = comms[static_cast<size_t>(r)];
      auto backend = exec::make_lowerer(lowerer, options);  // outlives its executable
      auto step = backend->compile(module, *module.entry(train_step_name(net, sgd)));
      std::vector<Tensor> in(static_cast<size_t>(layout.num_inputs()));
      in[layout.x()] = slice_rows(data.x, r * share, (r + 1) * share);
      in[layout.labels()] = slice_rows(data.labels, r * share, (r + 1) * share);
      in[layout.lr()] = Tensor::scalar(DType::f32, lr);
      for (int i = 0; i < layout.num_resident(); ++i) in[1 + i] = initial[static_cast<size_t>(i)];
      for (int s = 0; s < steps; ++s) {
        if (from && s > 0)
          for (int i = 0; i < layout.num_resident(); ++i) in[1 + i] = from->after[size_t(s - 1)][size_t(i)];
        std::vector<Tensor> out = step->run(in);
        if (r == 0) {
          run.before.emplace_back(in.begin() + 1, in.begin() + 1 + layout.num_resident());
          run.losses.push_back(out[layout.loss_output()].get(0));
        }
        for (int i = 0; i < layout.num_resident(); ++i) in[1 + i] = out[static_cast<size_t>(i)];
        if (r == 0) run.after.emplace_back(in.begin() + 1, in.begin() + 1 + layout.num_resident());
      }
      run.state[static_cast<size_t>(r)].assign(in.begin() + 1, in.begin() + 1 + layout.num_resident());
    } catch (const std::exception& e) {
      errors[static_cast<size_t>(r)] = e.what();
      comms[static_cast<size_t>(r)]->abandon(e.what());  // the others stop waiting for this one
    }
  };
  std::vector<std::thread> threads;
  for (int r = 1; r < replicas; ++r) threads.emplace_back(replica, r);
  replica(0);
  for (auto& t : threads) t.join();
  for (const std::string& e : errors) EXPECT_EQ(e, "");
  return run;
}

// 5 SGD steps of 2 replicas × 64 against 1 replica × 128, each step from the one-replica run's
// state before it (testing::expect_steps_match_one says what is compared and why).
void expect_same_as_one_replica(const std::string& net_name, bool sync_bn) {
  const Net& net = find_net(net_name);
  const Batch data = synthetic_batch(net, 128, 11);
  const Replicated one = run_steps(net, data, 1, false, 5, 0.05);
  const Replicated two = run_steps(net, data, 2, sync_bn, 5, 0.05, lowerer_name(), &one);
  testing::expect_steps_match_one(net, one, two);
  EXPECT_LT(one.losses.back(), one.losses.front());  // the steps learn
}

TEST(DataParallel, TwoReplicasOfHalfTheBatchAreOneReplicaMnistCnn) { expect_same_as_one_replica("mnist-cnn", false); }
TEST(DataParallel, TwoReplicasOfHalfTheBatchAreOneReplicaCifar8) { expect_same_as_one_replica("cifar8", false); }
TEST(DataParallel, SynchronisedBatchNormIsOneReplicaCifar8Bn) { expect_same_as_one_replica("cifar8-bn", true); }

// Per-replica BatchNorm normalises each replica's half on its own: after one step from the same
// state, the first BatchNorm layer (whose input is the same in both runs) has
//  - the same running mean as one replica (the mean of equal halves' means is the whole's), and
//  - a running variance that, undone to the batch variance, is the mean of the halves'
//    variances: the whole's minus the spread of the halves' means (law of total variance), so
//    never more than the whole's, and less in some channel;
// and the parameters differ from one replica's (each half was normalised by its own statistics)
// by far more than a rounding-sized change of the input makes them.
TEST(DataParallel, PerReplicaBatchNormDiffersFromOneReplicaAsStated) {
  const Net& net = find_net("cifar8-bn");
  const Batch data = synthetic_batch(net, 16, 12);
  const double lr = 0.05;
  const Replicated one = run_steps(net, data, 1, false, 1, lr);
  const Replicated two = run_steps(net, data, 2, false, 1, lr);
  const Replicated synced = run_steps(net, data, 2, true, 1, lr);
  const size_t p = net.params.size();
  const Tensor& mean_one = one.state[0][p];
  const Tensor& var_one = one.state[0][p + 1];
  const Tensor& mean_two = two.state[0][p];
  const Tensor& var_two = two.state[0][p + 1];
  EXPECT_LE(relative_l2(mean_two, mean_one), 1e-5);
  EXPECT_LE(relative_l2(synced.state[0][p + 1], var_one), 1e-5);  // synchronised: the whole's
  // running = 0.9 · 1 + 0.1 · unbiased batch variance; n values per channel in the whole batch.
  const int64_t hw = 32 * 32, n = 16 * hw, m = n / 2;
  auto batch_variance = [](double running, int64_t count) { return (running - 0.9) / 0.1 * double(count - 1) / double(count); };
  double largest_gap = 0;
  for (int64_t c = 0; c < var_one.num_elements(); ++c) {
    const double whole = batch_variance(var_one.get(c), n), halves = batch_variance(var_two.get(c), m);
    EXPECT_LE(halves, whole + 1e-5 * whole) << "channel " << c;
    largest_gap = std::max(largest_gap, (whole - halves) / whole);
  }
  EXPECT_GT(largest_gap, 1e-6);  // the halves' means do differ (rounding moves it by ~1e-7)
  // The parameters: far from one replica's, beyond what a rounding-sized nudge of the input does.
  const Replicated moved = run_steps(net, {nudged(data.x, 1.0f + 2e-7f), data.labels}, 1, false, 1, lr);
  double param_difference = 0, nudge_difference = 0;
  for (size_t i = 0; i < p; ++i)
    if (!cancelled_by_batch_norm(net, net.params[i].name)) {
      param_difference = std::max(param_difference, relative_l2(two.state[0][i], one.state[0][i]));
      nudge_difference = std::max(nudge_difference, relative_l2(moved.state[0][i], one.state[0][i]));
    }
  EXPECT_GT(param_difference, std::max(1e-4, 10 * nudge_difference));
}

// The reference lowerer's all_reduce (any body, gathered and folded in replica order) agrees.
TEST(DataParallel, ReferenceLowererRunsReplicas) {
  const Net& net = find_net("mnist-mlp");
  const Batch data = synthetic_batch(net, 8, 13);
  const Replicated one = run_steps(net, data, 1, false, 2, 0.1, "reference");
  const Replicated two = run_steps(net, data, 2, false, 2, 0.1, "reference");
  for (size_t i = 0; i < one.state[0].size(); ++i)
    EXPECT_LE(relative_l2(two.state[0][i], one.state[0][i]), 1e-6) << state_name(net, i);
}

// ... synchronised BatchNorm included (its statistics are all_reduces of their own).
TEST(DataParallel, ReferenceLowererRunsSynchronisedBatchNorm) {
  const Net& net = find_net("cifar8-bn");
  const Batch data = synthetic_batch(net, 16, 13);
  const Replicated one = run_steps(net, data, 1, false, 2, 0.05, "reference");
  const Replicated two = run_steps(net, data, 2, true, 2, 0.05, "reference");
  for (size_t i = 0; i < one.state[0].size(); ++i) {
    const std::string name = state_name(net, i);
    if (cancelled_by_batch_norm(net, name)) continue;
    EXPECT_LE(relative_l2(two.state[0][i], one.state[0][i]), 1e-5) << name;
  }
}

TEST(DataParallel, ReplicatedStepRefusesOneReplicaWithHowToLaunchIt) {
  const Net& net = find_net("mnist-mlp");
  const Optimizer sgd{.kind = OptimizerKind::sgd};
  auto module = build_train_module(net, sgd, 8, {.replicas = 2});
  for (const std::string& lowerer : exec::lowerer_names()) {
    if (lowerer == "pjrt") continue;
    try {
      exec::make_lowerer(lowerer)->compile(*module, *module->entry(train_step_name(net, sgd)));
      ADD_FAILURE() << lowerer << " compiled a 2-replica step for one replica";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("compiled for 2 replicas"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("mpirun -np 2"), std::string::npos) << e.what();
    }
  }
}

TEST(DataParallel, BatchMustSplitIntoTheReplicas) {
  const Net& net = find_net("cifar8-bn");
  const Optimizer sgd{.kind = OptimizerKind::sgd};
  EXPECT_THROW(build_train_module(net, sgd, 9, {.replicas = 2}), Error);
  EXPECT_THROW(build_train_module(net, sgd, 4, {.replicas = 4}), Error);  // 1 example per replica's BatchNorm
  EXPECT_NO_THROW(build_train_module(net, sgd, 4, {.replicas = 4, .sync_bn = true}));
  EXPECT_THROW(build_train_module(net, sgd, 4, {.sync_bn = true}), Error);
}

}  // namespace
}  // namespace ladder::nn
