// Layers as graph-building functions over ir::Values, written only with ir/ops.h, so their
// gradients come from the op rules in autodiff/. Activations are NCHW (or [N, ..., F] for
// dense and LayerNorm); layouts of weights are in nn/net.h. Shape errors name the layer:
// "[conv2d] input tensor<8x3x32x32xf32> has 3 channels, weight tensor<16x4x3x3xf32> expects 4".
#pragma once

#include <cstdint>

#include "ladder/ir/graph.h"

namespace ladder::nn {

// ---- helpers ------------------------------------------------------------------------------
// A rank-0 constant of x's dtype broadcast to x's shape (never a dense splat of x's size).
ir::Value full_like(ir::Value x, double value);
// x (rank 0 or matching `dims`) broadcast to `shape`.
ir::Value broadcast_to(ir::Value x, const Shape& shape, std::vector<int64_t> dims);
ir::Value scale(ir::Value x, double factor);  // x · factor
// v in the element type of `like`: an f32 parameter read by a bf16 (mixed-precision) net's
// elementwise op, rounded once where it is read (v itself if the types agree).
ir::Value cast_like(ir::Value v, ir::Value like);
// Mean over `dims`, result without those dims.
ir::Value reduce_mean(ir::Value x, std::vector<int64_t> dims);

// ---- randomness ---------------------------------------------------------------------------
// Uniform f32 values in [0, 1) on `shape`, one per element, from `seed` (an i32 scalar) and
// `stream` (one per layer, so that layers draw independently): a counter-based hash of (seed,
// stream, element index) in 31-bit integer arithmetic (multiply, and, or, subtract and divide
// by powers of two, which every lowerer runs exactly), so that every lowerer draws the same
// values and a step can be replayed from its seed.
ir::Value uniform_hash(ir::Value seed, int64_t stream, const Shape& shape);
// Dropout in training: each element kept with probability 1 - p and scaled by 1 / (1 - p).
ir::Value dropout(ir::Value x, double p, ir::Value seed, int64_t stream);
// Stochastic depth ("drop path", torchvision's StochasticDepth mode "row"): each example's x
// (a row of dim 0) kept whole with probability 1 - p and scaled by 1 / (1 - p), else zero.
ir::Value drop_path(ir::Value x, double p, ir::Value seed, int64_t stream);

// ---- linear layers --------------------------------------------------------------------------
// x [..., in] · w [in, out] + b [out] -> [..., out]. b may be a null Value (no bias).
ir::Value dense(ir::Value x, ir::Value w, ir::Value b);

struct Conv2d {
  int64_t stride = 1;
  int64_t padding = 0;  // on every side
  int64_t groups = 1;   // channels for depthwise
};
// x [N, C, H, W] * w [O, C / groups, kH, kW] + b [O] -> [N, O, H', W']; b may be null.
ir::Value conv2d(ir::Value x, ir::Value w, ir::Value b, Conv2d options = {});

// ---- pooling ------------------------------------------------------------------------------
ir::Value max_pool2d(ir::Value x, int64_t window, int64_t stride, int64_t padding = 0);
// Average over the window, padding counted as zeros (PyTorch's count_include_pad=True).
ir::Value avg_pool2d(ir::Value x, int64_t window, int64_t stride, int64_t padding = 0);
ir::Value global_avg_pool(ir::Value x);  // [N, C, H, W] -> [N, C]
ir::Value flatten(ir::Value x);          // [N, ...] -> [N, product of the rest]

// ---- activations --------------------------------------------------------------------------
ir::Value relu(ir::Value x);        // max(x, 0)
ir::Value relu6(ir::Value x);       // min(max(x, 0), 6)
ir::Value sigmoid(ir::Value x);     // logistic
ir::Value swish(ir::Value x);       // x · sigmoid(x)
ir::Value hard_swish(ir::Value x);  // x · relu6(x + 3) / 6
ir::Value gelu(ir::Value x);        // exact: x · (1 + erf(x / √2)) / 2
ir::Value gelu_tanh(ir::Value x);   // x · (1 + tanh(√(2/π) · (x + 0.044715 x³))) / 2
ir::Value softmax(ir::Value x, int64_t axis = -1);
ir::Value log_softmax(ir::Value x, int64_t axis = -1);  // max-subtracted, log-sum-exp

// ---- normalisation ------------------------------------------------------------------------
// BatchNorm over feature dim 1 of x ([N, C] or [N, C, H, W]) with γ, β, running mean and
// variance of shape [C]. Training form: normalise with the batch mean and biased variance;
// the running statistics move by `momentum` toward the batch mean and the *unbiased*
// variance (n / (n − 1) of the biased one), as PyTorch's BatchNorm does. When the running
// statistics are null Values, only y is built (a forward that keeps no statistics).
struct BatchNormTrain {
  ir::Value y, running_mean, running_var;
};
// With sync_replicas R > 1 the statistics are those of the R replicas' batches together
// (synchronised BatchNorm): each replica's per-channel means all-reduced and divided by R (the
// replicas hold batches of one size), in the forward and, through all_reduce's VJP, the backward.
BatchNormTrain batch_norm_train(ir::Value x, ir::Value gamma, ir::Value beta,
                                ir::Value running_mean, ir::Value running_var, double momentum,
                                double epsilon, int64_t sync_replicas = 1);
// The mean over R replicas of x (each replica's own x): all_reduce(sum) / R across replicas 0..R-1.
ir::Value replica_mean(ir::Value x, int64_t replicas);
ir::Value batch_norm_eval(ir::Value x, ir::Value gamma, ir::Value beta, ir::Value mean,
                          ir::Value var, double epsilon);
// Normalises over the last dim of x with γ, β of that dim's size (biased variance).
ir::Value layer_norm(ir::Value x, ir::Value gamma, ir::Value beta, double epsilon = 1e-5);

// ---- attention ----------------------------------------------------------------------------
// Multi-head self-attention over x [N, T, D] with `heads` heads (D divisible by heads):
// q, k, v = x·Wq + bq, ..., softmax(q kᵀ / √(D/heads)) v per head, then ·Wo + bo. All
// weights are [D, D] and biases [D]; no mask.
struct AttentionWeights {
  ir::Value wq, bq, wk, bk, wv, bv, wo, bo;
};
ir::Value self_attention(ir::Value x, const AttentionWeights& w, int64_t heads);

}  // namespace ladder::nn
