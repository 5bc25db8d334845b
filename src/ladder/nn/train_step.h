// The train-step builder: one Module holding, for a net and an optimizer,
//   @<p>_<opt>_train_step  forward, loss, backward (autodiff::grad) and update, fused
//   @<p>_fwd               x, θ -> logits (BatchNorm on batch statistics)
//   @<p>_fwd_eval          x, θ, running statistics -> logits (BatchNorm nets only)
// where <p> is the net's name with '-' replaced by '_'. docs/TRAIN_STEP.md is the normative
// description of the signature; TrainStepLayout below is its C++ form.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "ladder/ir/graph.h"
#include "ladder/nn/net.h"
#include "ladder/nn/optim.h"

namespace ladder::nn {

// Positions in the train step's signature. Inputs: x, θ (P), state (one block of P per
// slot), running statistics (mean, var per BatchNorm), lr, [bc1, bc2], [seed], labels. Outputs: θ',
// state', running statistics', loss. Output i < num_resident() is the new value of input
// i + 1; the last output is the loss. Arguments are named "x", "theta.<param>", "m.<param>",
// "v.<param>", "running_mean.<bn>", "running_var.<bn>", "lr", "bc1", "bc2", "seed", "labels"; an
// output is named after its input with a prime ("theta.conv1.w'"), and the last is "loss".
struct TrainStepLayout {
  int num_params = 0;       // P
  int num_state_slots = 0;  // 0 (sgd), 1 (m), 2 (m, v)
  int num_running = 0;      // 2 per BatchNorm layer
  bool bias_correction = false;
  bool has_seed = false;  // dropout or stochastic depth: an i32 scalar "seed" before the labels

  int x() const { return 0; }
  int theta(int i) const { return 1 + i; }
  int state(int slot, int i) const { return 1 + (1 + slot) * num_params + i; }
  int running(int j) const { return 1 + (1 + num_state_slots) * num_params + j; }
  int lr() const { return 1 + num_resident(); }
  int bc1() const { return bias_correction ? lr() + 1 : -1; }  // -1: absent
  int bc2() const { return bias_correction ? lr() + 2 : -1; }
  int seed() const { return has_seed ? lr() + (bias_correction ? 3 : 1) : -1; }  // -1: absent
  int labels() const { return lr() + (bias_correction ? 3 : 1) + (has_seed ? 1 : 0); }
  int num_inputs() const { return labels() + 1; }

  // Inputs 1..num_resident() (θ, state, running statistics) are updated by the step.
  int num_resident() const { return (1 + num_state_slots) * num_params + num_running; }
  int loss_output() const { return num_resident(); }
  int num_outputs() const { return num_resident() + 1; }
};

// The element type a step computes in. bf16: mixed precision — θ, optimizer state and the
// step's inputs and outputs stay f32 (the signature is the f32 one); the forward and backward
// run in bf16, contractions accumulating in f32, statistics, softmax and the loss in f32.
enum class Precision : uint8_t { f32, bf16 };
// "f32" / "bf16" (the --precision flag); throws ladder::Error naming the value otherwise.
Precision precision_from_name(std::string_view name);

// What a train step is built with besides the net, the optimizer and the batch.
struct StepOptions {
  // The batch as this many micro-batches, forward and backward one after another, each with its
  // own BatchNorm statistics and running-statistics update; loss and gradients their means.
  int64_t accumulate = 1;
  // Dropout and stochastic depth as the net declares them (a stochastic net's step then takes
  // a "seed"); false: both off, no seed (to compare with a deterministic reference).
  bool stochastic = true;
  // Data-parallel: the step runs on this many replicas (SPMD, Module::num_replicas), each on
  // batch / replicas examples; gradients, the loss and per-replica BatchNorm's running
  // statistics are averaged across them with one all_reduce, so every replica keeps the same θ.
  int64_t replicas = 1;
  // BatchNorm normalises with the statistics of all replicas' batches together (all-reduced
  // in the forward and, by its VJP, the backward); false: each replica its own batch's.
  bool sync_bn = false;
  Precision precision = Precision::f32;
};

TrainStepLayout train_step_layout(const Net& net, const Optimizer& optimizer, bool stochastic = true);

// "mnist-cnn" -> "mnist_cnn": the prefix of the module's function names.
std::string symbol_prefix(const Net& net);
std::string train_step_name(const Net& net, const Optimizer& optimizer);

// Builds the three functions for a batch of `batch` examples (the global batch: with
// options.replicas R each function takes batch / R of them on each replica). Baked-in constants are
// listed in Module::header_comments. With options.accumulate K > 1 the train step takes the
// batch as K micro-batches of batch / K in turn (peak memory about that of one micro-batch);
// the signature is the same.
std::unique_ptr<ir::Module> build_train_module(const Net& net, const Optimizer& optimizer,
                                               int64_t batch, const StepOptions& options = {});

}  // namespace ladder::nn
