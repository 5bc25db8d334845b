// Optimizers fused into the train-step graph. Each update is written with ir/ops.h, so the
// whole step (forward, backward, update) is one function. The learning rate and Adam's bias
// corrections are rank-0 graph inputs computed by the host each step; everything else is a
// constant baked into the graph (and listed by header_comments()).
//
// Updates, for a parameter θ with gradient g (PyTorch's formulations):
//   sgd       θ' = θ − lr·g
//   momentum  m' = μ·m + g;  θ' = θ − lr·m'
//   nesterov  m' = μ·m + g;  θ' = θ − lr·(g + μ·m')
//   adam      m' = β1·m + (1−β1)·g;  v' = β2·v + (1−β2)·g²
//             θ' = θ − lr·(m'/bc1) / (√(v'/bc2) + ε),  bc1 = 1−β1^t, bc2 = 1−β2^t
//   adamw     as adam, after decoupled decay θ ← θ·(1 − lr·λ), applied to every parameter
// With clip_norm > 0, every gradient is first scaled by min(1, clip_norm / (‖g‖ + 1e-6)),
// ‖g‖ the L2 norm over all gradients together.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::nn {

enum class OptimizerKind : uint8_t { sgd, momentum, nesterov, adam, adamw };
std::string_view optimizer_name(OptimizerKind kind);
std::optional<OptimizerKind> optimizer_from_name(std::string_view name);
std::vector<std::string> optimizer_names();

struct Optimizer {
  OptimizerKind kind = OptimizerKind::sgd;
  double momentum = 0.9;       // μ: momentum, nesterov
  double beta1 = 0.9;          // adam, adamw
  double beta2 = 0.999;        // adam, adamw
  double epsilon = 1e-8;       // adam, adamw
  double weight_decay = 1e-4;  // λ: adamw
  double clip_norm = 0;        // > 0: global-norm gradient clipping

  // Slots of per-parameter state: none (sgd), m (momentum, nesterov), m and v (adam, adamw).
  std::vector<std::string> state_slots() const;
  bool uses_bias_correction() const;  // adam, adamw: bc1 and bc2 are inputs
  // "optimizer adamw: beta1 = 0.9, ..." — the constants this optimizer bakes into a graph.
  std::string describe() const;
};

// The rank-0 inputs of a step. bc1 and bc2 are null unless uses_bias_correction().
struct StepScalars {
  ir::Value lr, bc1, bc2;
};

struct Updated {
  ir::Value theta;
  std::vector<ir::Value> state;  // one per state slot, in state_slots() order
};

// The update of one parameter; `state` holds one value per state slot.
Updated apply_update(const Optimizer& optimizer, ir::Value theta, ir::Value grad,
                     std::span<const ir::Value> state, const StepScalars& scalars);

// Scales every gradient by min(1, max_norm / (‖g‖ + 1e-6)) (PyTorch's clip_grad_norm_).
std::vector<ir::Value> clip_by_global_norm(std::span<const ir::Value> grads, double max_norm);

}  // namespace ladder::nn
