// Evaluating a trained run: its own artifact (train_step.mlir), its checkpoint, and the test
// split of its data, through @<net>_fwd (or _fwd_eval for nets with BatchNorm), as the
// trainer evaluates at the end of each epoch; so the top-1 it gives is the run's own.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ladder/exec/lowerer.h"
#include "ladder/train/metrics.h"

namespace ladder::train {

struct EvalOptions {
  std::string data_dir;  // "" = the data the run was trained on (config.json's data_source)
  std::string lowerer;   // "" = exec::default_lowerer_name()
  exec::LowererOptions lowerer_options;
};

struct EvalResult {
  std::string run_dir, net, dataset, data_source, function;
  int64_t epochs = 0;  // the checkpoint's
  Accuracy top1;
  std::vector<std::vector<int64_t>> confusion;  // [true class][predicted class]

  Accuracy of_class(size_t c) const;  // recall of class c
};

EvalResult evaluate_run(const std::string& run_dir, const EvalOptions& options);

}  // namespace ladder::train
