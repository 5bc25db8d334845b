#include "ladder/train/evaluate.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <numeric>
#include <nlohmann/json.hpp>

#include "ladder/core/error.h"
#include "ladder/data/cifar.h"
#include "ladder/data/dataset.h"
#include "ladder/data/image_folder.h"
#include "ladder/ir/graph.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/train/checkpoint.h"

namespace ladder::train {

namespace fs = std::filesystem;

namespace {
std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  LADDER_CHECK(in, path, ": cannot be read");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
}  // namespace

Accuracy EvalResult::of_class(size_t c) const {
  int64_t total = 0;
  for (int64_t n : confusion.at(c)) total += n;
  return accuracy(confusion[c][c], total);
}

TrainedRun::TrainedRun(const std::string& run_dir, const EvalOptions& o) : run_dir_(run_dir) {
  const std::string config_path = run_dir + "/config.json", ckpt_path = run_dir + "/checkpoint.safetensors",
                    artifact_path = run_dir + "/train_step.mlir";
  for (const std::string& p : {config_path, ckpt_path, artifact_path})
    LADDER_CHECK(fs::exists(p), run_dir, ": not a run directory of `ladder train` (no ",
                 fs::path(p).filename().string(), ")");
  nlohmann::json config;
  try {
    config = nlohmann::json::parse(read_text(config_path));
  } catch (const nlohmann::json::exception& e) {
    throw Error(cat(config_path, ": not valid JSON (", e.what(), ")"));
  }
  net_ = &nn::find_net(config.value("net", ""));
  // A data-parallel run's artifact takes each replica's share of the batch; its forward
  // function has no collectives, so one process runs it.
  const int64_t replicas = config.value("replicas", int64_t{1});
  batch_ = config.value("batch", int64_t{0}) / std::max<int64_t>(replicas, 1);
  LADDER_CHECK(batch_ > 0, config_path, ": no batch size recorded");
  data_source_ = config.value("data_source", "");
  dataset_ = config.value("dataset", "");

  // The artifact the run trained, and the checkpoint's state by argument name.
  ir::Module module = stablehlo::parse(read_text(artifact_path), artifact_path);
  function_ = nn::symbol_prefix(*net_) + (net_->batch_norms.empty() ? "_fwd" : "_fwd_eval");
  const ir::Function* fwd = module.find(function_);
  LADDER_CHECK(fwd, artifact_path, ": no @", function_);
  Checkpoint ckpt = load_checkpoint(ckpt_path);
  LADDER_CHECK(ckpt.net == net_->name, ckpt_path, ": a checkpoint of ", ckpt.net, ", but config.json says ",
               net_->name);
  epochs_ = ckpt.epoch;
  const std::vector<TensorType> types = fwd->input_types();
  LADDER_CHECK(!types.empty() && types[0].shape.size() == 4 && types[0].shape[0] == batch_, artifact_path, ": @",
               function_, " does not take a batch of ", batch_, " images first");
  lowerer_ = exec::make_lowerer(o.lowerer.empty() ? exec::default_lowerer_name() : o.lowerer, o.lowerer_options);
  exe_ = lowerer_->compile(module, *fwd);
  for (size_t i = 1; i < types.size(); ++i) {  // inputs 1.. of @fwd
    const std::string& name = fwd->arg_names.at(i);
    auto it = std::find_if(ckpt.state.begin(), ckpt.state.end(), [&](const auto& s) { return s.first == name; });
    LADDER_CHECK(it != ckpt.state.end(), ckpt_path, ": no tensor '", name, "' for @", function_);
    LADDER_CHECK(it->second.type() == types[i], ckpt_path, ": '", name, "' is ", type_string(it->second.type()),
                 ", @", function_, " takes ", type_string(types[i]));
    weights_.push_back(lowerer_->upload(it->second));
  }
}

TrainedRun::~TrainedRun() = default;

Tensor TrainedRun::logits(const Tensor& x) {
  auto input = lowerer_->upload(x);
  std::vector<exec::Buffer*> args = {input.get()};
  for (auto& w : weights_) args.push_back(w.get());
  return exe_->execute(args)[0]->to_host();
}

EvalResult evaluate_run(const std::string& run_dir, const EvalOptions& o) {
  TrainedRun run(run_dir, o);
  EvalResult r;
  r.run_dir = run_dir;
  r.net = run.net().name;
  r.function = run.function();
  r.epochs = run.epochs();

  // The test split of the run's data (or of --data).
  r.data_source = o.data_dir.empty() ? run.data_source() : o.data_dir;
  LADDER_CHECK(r.data_source != "generated", run_dir,
               " was trained on generated data (--synthetic), which is not kept; name a data folder with --data");
  const Shape& shape = run.net().input_shape;
  const bool mnist = shape == Shape{1, 28, 28}, cifar = shape == Shape{3, 32, 32}, folder = data::takes_image_folder(shape);
  LADDER_CHECK(mnist || cifar || folder, run_dir, ": ", r.net, " takes ", shape_string(shape),
               " images, for which ladder has no test split to read yet");
  data::Splits data = folder  ? data::load_image_folder_splits(r.data_source, shape[1])
                      : mnist ? data::load_mnist(r.data_source)
                              : data::load_cifar10(r.data_source);
  r.dataset = data.test.name;

  data::BatchLoader loader(data.test, {.batch = run.batch(), .shuffle = false, .drop_last = false});
  loader.start_epoch(0);
  int64_t correct = 0, total = 0, classes = 0;
  while (auto b = loader.next()) {
    Tensor logits = run.logits(b->x);
    classes = logits.shape()[1];
    if (r.confusion.empty()) r.confusion.assign(size_t(classes), std::vector<int64_t>(size_t(classes), 0));
    for (int64_t row = 0; row < b->valid; ++row) {
      const float* p = logits.data<float>() + row * classes;
      const int64_t predicted = std::max_element(p, p + classes) - p, truth = b->classes[size_t(row)];
      LADDER_CHECK(truth >= 0 && truth < classes, r.dataset, ": label ", truth, " outside the net's ", classes,
                   " classes");
      ++r.confusion[size_t(truth)][size_t(predicted)];
      correct += predicted == truth;
    }
    total += b->valid;
  }
  LADDER_CHECK(total > 0, r.dataset, ": the test split is empty");
  r.top1 = accuracy(correct, total);
  return r;
}

std::vector<Prediction> predict(TrainedRun& run, const std::vector<data::Image>& images, int64_t top_k) {
  LADDER_CHECK(top_k >= 1, "--top must be at least 1, got ", top_k);
  const Shape& in = run.net().input_shape;  // CHW
  const int64_t c = in[0], h = in[1], w = in[2], per_image = c * h * w;
  std::vector<Prediction> out;
  for (size_t first = 0; first < images.size(); first += size_t(run.batch())) {
    const size_t n = std::min(images.size() - first, size_t(run.batch()));
    Tensor x(DType::f32, {run.batch(), c, h, w});  // rows past n stay zero
    for (size_t i = 0; i < n; ++i) {
      float* row = x.data<float>() + int64_t(i) * per_image;
      if (data::takes_image_folder(in)) {  // as the evaluation split is cropped and normalised
        data::center_crop(images[first + i], h, row);
        continue;
      }
      std::vector<float> chw = data::to_chw(images[first + i], c, h, w);
      if (run.dataset() == "cifar10") data::normalize_cifar10(chw.data(), h * w);
      std::copy(chw.begin(), chw.end(), row);
    }
    Tensor logits = run.logits(x);
    const int64_t classes = logits.shape()[1], k = std::min(top_k, classes);
    for (size_t i = 0; i < n; ++i) {
      const float* z = logits.data<float>() + int64_t(i) * classes;
      const double zmax = *std::max_element(z, z + classes);
      std::vector<double> p(static_cast<size_t>(classes));
      double sum = 0;
      for (int64_t j = 0; j < classes; ++j) sum += p[size_t(j)] = std::exp(double(z[j]) - zmax);
      std::vector<int64_t> order(static_cast<size_t>(classes));
      std::iota(order.begin(), order.end(), 0);
      // Ties keep the lower class first, as the argmax of `ladder eval` does.
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return p[size_t(a)] > p[size_t(b)]; });
      Prediction pr{images[first + i].name, {}};
      for (int64_t j = 0; j < k; ++j) pr.top.emplace_back(order[size_t(j)], p[size_t(order[size_t(j)])] / sum);
      out.push_back(std::move(pr));
    }
  }
  return out;
}

}  // namespace ladder::train
