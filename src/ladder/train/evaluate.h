// Using a trained run: its own artifact (train_step.mlir) and checkpoint, through @<net>_fwd (or
// _fwd_eval for nets with BatchNorm), as the trainer evaluates at the end of each epoch; so the
// top-1 `evaluate_run` gives is the run's own, and `predict` classifies images exactly as the
// run's test split was classified.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ladder/data/image_file.h"
#include "ladder/exec/lowerer.h"
#include "ladder/train/metrics.h"

namespace ladder::nn {
struct Net;
}

namespace ladder::train {

struct EvalOptions {
  std::string data_dir;  // "" = the data the run was trained on (config.json's data_source)
  std::string lowerer;   // "" = exec::default_lowerer_name()
  exec::LowererOptions lowerer_options;
};

// A run directory opened for inference: the forward function compiled on a lowerer, the
// checkpoint's tensors uploaded once. Throws ladder::Error naming the file at fault.
class TrainedRun {
 public:
  TrainedRun(const std::string& run_dir, const EvalOptions& options);
  ~TrainedRun();

  const std::string& run_dir() const { return run_dir_; }
  const nn::Net& net() const { return *net_; }
  const std::string& function() const { return function_; }  // "mnist_cnn_fwd"
  const std::string& dataset() const { return dataset_; }    // config.json's, e.g. "fashion-mnist"
  const std::string& data_source() const { return data_source_; }
  int64_t epochs() const { return epochs_; }  // the checkpoint's
  int64_t batch() const { return batch_; }    // the artifact's fixed batch size

  // Logits [batch(), classes] of x [batch(), C, H, W] f32.
  Tensor logits(const Tensor& x);

 private:
  std::string run_dir_, function_, dataset_, data_source_;
  const nn::Net* net_ = nullptr;
  int64_t epochs_ = 0, batch_ = 0;
  std::unique_ptr<exec::Lowerer> lowerer_;
  std::unique_ptr<exec::Executable> exe_;
  std::vector<std::unique_ptr<exec::Buffer>> weights_;
};

struct EvalResult {
  std::string run_dir, net, dataset, data_source, function;
  int64_t epochs = 0;  // the checkpoint's
  Accuracy top1;
  std::vector<std::vector<int64_t>> confusion;  // [true class][predicted class]

  Accuracy of_class(size_t c) const;  // recall of class c
};

EvalResult evaluate_run(const std::string& run_dir, const EvalOptions& options);

struct Prediction {
  std::string image;  // the image's name (data::Image::name)
  std::vector<std::pair<int64_t, double>> top;  // (class, softmax probability), most likely first
};

// Classifies each image as the run's data set presents its own (resized to the net's input,
// scaled, normalised for CIFAR-10), `top_k` classes each, in batches of the artifact's size.
std::vector<Prediction> predict(TrainedRun& run, const std::vector<data::Image>& images, int64_t top_k);

}  // namespace ladder::train
