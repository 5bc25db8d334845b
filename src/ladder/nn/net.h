// A net spec: what `ladder emit` and the trainer need to know about a network. A Net
// names its parameters (shape and initialiser), its BatchNorm layers (whose running
// statistics travel beside the parameters), and a forward function that builds logits
// from the input batch and the parameters, in training or evaluation mode.
//
// Parameter layouts: dense weights are [in, out] (y = x·W + b), conv weights are OIHW
// ([out, in / groups, kH, kW]) over NCHW activations.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::nn {

enum class Init : uint8_t {
  he_fan_out,  // normal, variance 2 / (out·kH·kW) of an OIHW conv weight
  glorot,      // normal, variance 2 / (in + out) of an [in, out] dense weight
  ones,
  zeros,
  normal_002,   // normal, standard deviation 0.02 (ViT's class token and position embeddings)
  layer_scale,  // every element 1e-6 (ConvNeXt's layer scale)
};
std::string_view init_name(Init init);

struct ParamSpec {
  std::string name;  // "conv1.w"
  Shape shape;
  Init init = Init::zeros;
};

// A BatchNorm layer `name` over `channels` features: its scale and shift are the
// parameters "<name>.gamma" and "<name>.beta"; its running mean and variance are state.
struct BatchNormSpec {
  std::string name;
  int64_t channels = 0;
};

// BatchNorm's constants, the same in every net (PyTorch's defaults).
inline constexpr double kBatchNormMomentum = 0.1;
inline constexpr double kBatchNormEpsilon = 1e-5;

enum class Mode : uint8_t {
  train,  // BatchNorm normalises with batch statistics and updates the running ones
  eval,   // BatchNorm normalises with the running statistics
};

struct Net;

// What a forward function sees: the parameters by name, and BatchNorm in the right mode.
class NetContext {
 public:
  // `params` are the values of the net's parameters in spec order; `running` holds a
  // (mean, var) pair per BatchNorm spec, and may be empty in train mode (the updated
  // statistics are then computed and discarded by the caller).
  NetContext(const Net& net, Mode mode, std::vector<ir::Value> params,
             std::vector<ir::Value> running);

  Mode mode() const { return mode_; }
  ir::Value param(std::string_view name) const;
  // Applies BatchNorm layer `name` (a BatchNormSpec of the net) to x (feature dim 1).
  ir::Value batch_norm(std::string_view name, ir::Value x);

  // After a train-mode forward: the updated (mean, var) per BatchNorm spec, in spec order.
  std::vector<ir::Value> updated_running_stats() const;

  // Dropout and stochastic depth draw from `seed` (an i32 scalar, the train step's "seed"
  // input), each layer from its own stream, numbered from `first_stream` in call order. Without
  // a seed (the forward functions, eval mode) both are the identity.
  void set_seed(ir::Value seed, int64_t first_stream = 0);
  // Train-mode BatchNorm normalises with the statistics of `replicas` replicas' batches
  // together (synchronised BatchNorm); 1 (the default): each replica its own batch's.
  void set_sync_batch_norm(int64_t replicas) { sync_replicas_ = replicas; }
  ir::Value dropout(ir::Value x, double p);
  ir::Value drop_path(ir::Value x, double p);

 private:
  const Net& net_;
  Mode mode_;
  std::map<std::string, ir::Value, std::less<>> params_;
  std::vector<ir::Value> running_;
  std::map<std::string, std::pair<ir::Value, ir::Value>, std::less<>> updated_;
  ir::Value seed_;
  int64_t next_stream_ = 0;
  int64_t sync_replicas_ = 1;
};

struct Net {
  std::string name;     // "mnist-cnn"
  std::string summary;  // one line for `ladder nets`
  Shape input_shape;    // one example, CHW
  int64_t num_classes = 10;
  std::vector<ParamSpec> params;
  std::vector<BatchNormSpec> batch_norms;
  std::function<ir::Value(NetContext&, ir::Value x)> forward;
  // Has dropout or stochastic depth: its train step takes a "seed" input (docs/TRAIN_STEP.md).
  bool stochastic = false;

  int64_t num_parameters() const;  // trainable elements (running statistics excluded)
  const ParamSpec& param(std::string_view name) const;
};

}  // namespace ladder::nn
