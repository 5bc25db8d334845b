// Losses. Labels are probability rows (one-hot or smoothed), so one function serves both.
#pragma once

#include <cstdint>
#include <span>

#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::nn {

// mean over the batch of −Σ_k labels[n,k] · log_softmax(logits)[n,k], for logits and labels
// of shape [N, K]; log_softmax subtracts the row maximum before the log-sum-exp.
ir::Value softmax_cross_entropy(ir::Value logits, ir::Value labels);

// Host-side label rows for class indices: 1 − s + s/K on the true class and s/K elsewhere
// (s = smoothing; 0 gives one-hot). Throws ladder::Error naming a label outside [0, K).
Tensor one_hot(std::span<const int64_t> labels, int64_t classes, double smoothing = 0);

}  // namespace ladder::nn
