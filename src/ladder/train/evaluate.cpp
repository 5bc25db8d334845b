#include "ladder/train/evaluate.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "ladder/core/error.h"
#include "ladder/data/cifar.h"
#include "ladder/data/dataset.h"
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

EvalResult evaluate_run(const std::string& run_dir, const EvalOptions& o) {
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
  EvalResult r;
  r.run_dir = run_dir;
  r.net = config.value("net", "");
  const nn::Net& net = nn::find_net(r.net);
  const int64_t batch = config.value("batch", int64_t{0});
  LADDER_CHECK(batch > 0, config_path, ": no batch size recorded");

  // The artifact the run trained, and the checkpoint's state by argument name.
  const std::string artifact = read_text(artifact_path);
  ir::Module module = stablehlo::parse(artifact, artifact_path);
  r.function = nn::symbol_prefix(net) + (net.batch_norms.empty() ? "_fwd" : "_fwd_eval");
  const ir::Function* fwd = module.find(r.function);
  LADDER_CHECK(fwd, artifact_path, ": no @", r.function);
  Checkpoint ckpt = load_checkpoint(ckpt_path);
  LADDER_CHECK(ckpt.net == r.net, ckpt_path, ": a checkpoint of ", ckpt.net, ", but config.json says ", r.net);
  r.epochs = ckpt.epoch;
  std::vector<Tensor> weights;  // inputs 1.. of @fwd
  const std::vector<TensorType> types = fwd->input_types();
  for (size_t i = 1; i < types.size(); ++i) {
    const std::string& name = fwd->arg_names.at(i);
    auto it = std::find_if(ckpt.state.begin(), ckpt.state.end(), [&](const auto& s) { return s.first == name; });
    LADDER_CHECK(it != ckpt.state.end(), ckpt_path, ": no tensor '", name, "' for @", r.function);
    LADDER_CHECK(it->second.type() == types[i], ckpt_path, ": '", name, "' is ", type_string(it->second.type()),
                 ", @", r.function, " takes ", type_string(types[i]));
    weights.push_back(it->second);
  }

  // The test split of the run's data (or of --data).
  r.data_source = o.data_dir.empty() ? config.value("data_source", "") : o.data_dir;
  LADDER_CHECK(r.data_source != "generated", run_dir,
               " was trained on generated data (--synthetic), which is not kept; name a data folder with --data");
  const bool mnist = net.input_shape == Shape{1, 28, 28};
  data::Splits data = mnist ? data::load_mnist(r.data_source) : data::load_cifar10(r.data_source);
  r.dataset = data.test.name;

  auto lowerer = exec::make_lowerer(o.lowerer.empty() ? exec::default_lowerer_name() : o.lowerer,
                                    o.lowerer_options);
  auto exe = lowerer->compile(module, *fwd);
  std::vector<std::unique_ptr<exec::Buffer>> resident;
  for (const Tensor& t : weights) resident.push_back(lowerer->upload(t));
  data::BatchLoader loader(data.test, {.batch = batch, .shuffle = false, .drop_last = false});
  loader.start_epoch(0);
  int64_t correct = 0, total = 0, classes = 0;
  while (auto b = loader.next()) {
    auto x = lowerer->upload(b->x);
    std::vector<exec::Buffer*> args = {x.get()};
    for (auto& w : resident) args.push_back(w.get());
    Tensor logits = exe->execute(args)[0]->to_host();
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

}  // namespace ladder::train
