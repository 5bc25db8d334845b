// Checkpoints: one safetensors file holding a run's state — parameters, optimizer state and
// BatchNorm statistics under the names the train step gives them — and a JSON metadata
// block (net, step, epoch, seed, dataset, artifact hash). Written atomically (temp file,
// fsync, rename), so a run killed at any moment leaves the previous checkpoint intact.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"

namespace ladder::train {

struct Checkpoint {
  std::string net;
  int64_t step = 0;   // optimizer steps taken
  int64_t epoch = 0;  // epochs completed
  uint64_t seed = 0;
  std::string dataset;
  std::string artifact_sha256;  // of the train-step text the state belongs to
  std::vector<std::pair<std::string, Tensor>> state;  // name -> tensor, train-step order
};

void save_checkpoint(const std::string& path, const Checkpoint& ckpt);
// Throws ladder::Error naming the file when it is damaged or not a ladder checkpoint.
Checkpoint load_checkpoint(const std::string& path);

// Checks that `ckpt` can resume a run of `net` whose state has exactly `expected` names and
// types (in any order); throws ladder::Error naming the first mismatch and saying how to
// start over (--fresh).
void check_compatible(const Checkpoint& ckpt, const std::string& net,
                      const std::vector<std::pair<std::string, TensorType>>& expected);

}  // namespace ladder::train
