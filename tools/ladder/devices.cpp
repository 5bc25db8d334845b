// `ladder devices`: what a lowerer runs on. For pjrt: the plugin found, its PJRT API version,
// the platform's name and version, and each device's id, kind and local hardware id.
//
// With --train-check NET it also trains NET for a few steps on that lowerer (parameters
// resident, then copied through the host every step) and on the reference lowerer, from the
// same seed and synthetic batch, and compares the losses and the time per step: the device
// check of scripts/device/gpu-check.sh.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/exec/lowerer.h"
#include "ladder/lowerer_flags.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::cli {
namespace {

struct DevicesOptions {
  LowererFlags lowerer;
  std::string train_check;  // a net name; "" = no train check
  int steps = 50;
  int compare_steps = 0;  // steps run on the reference lowerer; 0 = all
  int64_t batch = 16;
  uint64_t seed = 1;
  double lr = 0.01;
  double tolerance = 1e-2;
  bool json = false;
};

void print_description(const exec::Lowerer& lowerer) {
  auto description = lowerer.describe();
  size_t width = 0;
  for (const auto& [key, value] : description) width = std::max(width, key.size());
  for (const auto& [key, value] : description)
    std::printf("%-*s  %s\n", static_cast<int>(width), key.c_str(), value.c_str());
}

// ---- the train check --------------------------------------------------------------------

struct Run {
  std::string label;
  std::vector<double> losses;
  double ms_per_step = 0;  // median, the loss's copy to the host included
};

// Inputs of the first SGD step: θ from the seed, one synthetic batch (x uniform in [0, 1),
// one-hot labels), the learning rate, and the starting running statistics.
std::vector<Tensor> first_inputs(const nn::Net& net, const nn::TrainStepLayout& layout,
                                 const ir::Function& step, const DevicesOptions& o) {
  std::vector<TensorType> types = step.input_types();
  std::vector<Tensor> inputs;
  for (const TensorType& t : types) inputs.emplace_back(t);  // zeros: optimizer state
  Rng rng(o.seed);
  Tensor& x = inputs[layout.x()];
  for (int64_t i = 0; i < x.num_elements(); ++i) x.set(i, rng.uniform());
  Tensor& labels = inputs[layout.labels()];
  for (int64_t n = 0; n < o.batch; ++n)
    labels.set(n * net.num_classes + static_cast<int64_t>(rng.below(net.num_classes)), 1);
  std::vector<Tensor> theta = nn::init_params(net, o.seed);
  for (int i = 0; i < layout.num_params; ++i) inputs[layout.theta(i)] = std::move(theta[i]);
  std::vector<Tensor> running = nn::init_running_stats(net);
  for (int j = 0; j < layout.num_running; ++j) inputs[layout.running(j)] = std::move(running[j]);
  inputs[layout.lr()] = Tensor::scalar(types[layout.lr()].dtype, o.lr);
  return inputs;
}

// `steps` train steps on `lowerer`, each step's θ' (and state', statistics') fed back as the
// next step's inputs while they stay in the lowerer's buffers.
Run train_steps(std::string label, exec::Lowerer& lowerer, const ir::Module& module,
                const ir::Function& step, const nn::TrainStepLayout& layout,
                const std::vector<Tensor>& inputs, int steps) {
  auto executable = lowerer.compile(module, step);
  std::vector<std::unique_ptr<exec::Buffer>> args;
  for (const Tensor& t : inputs) args.push_back(lowerer.upload(t));
  exec::ExecuteOptions donate;
  for (int i = 0; i < layout.num_resident(); ++i) donate.donated_inputs.push_back(1 + i);
  Run run{std::move(label), {}, 0};
  std::vector<double> ms;
  for (int s = 0; s < steps; ++s) {
    std::vector<exec::Buffer*> raw;
    for (auto& a : args) raw.push_back(a.get());
    auto start = std::chrono::steady_clock::now();
    auto outputs = executable->execute(raw, donate);
    run.losses.push_back(outputs[layout.loss_output()]->to_host().get(0));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    for (int i = 0; i < layout.num_resident(); ++i) args[1 + i] = std::move(outputs[i]);
  }
  std::sort(ms.begin(), ms.end());
  run.ms_per_step = ms.empty() ? 0 : ms[ms.size() / 2];
  return run;
}

int train_check(const DevicesOptions& o) {
  const nn::Net& net = nn::find_net(o.train_check);
  nn::Optimizer optimizer;  // SGD: the check is about the lowerer, not the optimizer
  nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer);
  // What runs is the artifact: the printed text, parsed back, as `ladder train` does.
  ir::Module module = stablehlo::parse(
      stablehlo::print(*nn::build_train_module(net, optimizer, o.batch)), "<train check>");
  const ir::Function& step = *module.find(nn::train_step_name(net, optimizer));
  std::vector<Tensor> inputs = first_inputs(net, layout, step, o);
  const int compare_steps = o.compare_steps > 0 ? std::min(o.compare_steps, o.steps) : o.steps;

  std::vector<Run> runs;
  const std::string name = o.lowerer.resolved_name();
  const bool pjrt = name == "pjrt";
  exec::LowererOptions options = o.lowerer.options();
  if (pjrt) options.values["resident"] = "1";
  auto lowerer = exec::make_lowerer(name, options);
  runs.push_back(train_steps(name + (pjrt ? " resident" : ""), *lowerer, module, step, layout,
                             inputs, o.steps));
  lowerer.reset();  // one client at a time: a GPU plugin may claim most of the device's memory
  if (pjrt) {
    options.values["resident"] = "0";
    auto copying = exec::make_lowerer(name, options);
    runs.push_back(train_steps("pjrt copying", *copying, module, step, layout, inputs, o.steps));
  }
  auto reference = exec::make_lowerer("reference");
  runs.push_back(train_steps("reference", *reference, module, step, layout, inputs, compare_steps));

  std::printf("\ntrain check: %s, sgd lr %g, batch %lld, seed %llu, one synthetic batch\n",
              net.name.c_str(), o.lr, static_cast<long long>(o.batch),
              static_cast<unsigned long long>(o.seed));
  std::printf("step");
  for (const Run& r : runs) std::printf("\t%s", r.label.c_str());
  std::printf("\n");
  for (int s = 0; s < o.steps; ++s) {
    std::printf("%d", s + 1);
    for (const Run& r : runs) {
      if (s < static_cast<int>(r.losses.size()))
        std::printf("\t%.9g", r.losses[s]);
      else
        std::printf("\t-");
    }
    std::printf("\n");
  }
  for (const Run& r : runs) std::printf("ms/step\t%s\t%.3f\n", r.label.c_str(), r.ms_per_step);

  if (pjrt) {
    bool identical = runs[0].losses == runs[1].losses;
    std::printf("resident vs copying: %s\n", identical ? "bit-identical losses" : "losses differ");
  }
  double worst = 0;
  for (int s = 0; s < compare_steps; ++s) {
    double a = runs.front().losses[s], r = runs.back().losses[s];
    worst = std::max(worst,
                     std::isfinite(a) ? std::abs(a - r) / std::max(std::abs(r), 1e-12) : INFINITY);
  }
  const bool ok = worst <= o.tolerance;
  std::printf(
      "%s vs reference over %d steps: largest relative loss difference %.3g (tolerance "
      "%g): %s\n",
      runs.front().label.c_str(), compare_steps, worst, o.tolerance, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

int run_devices(const DevicesOptions& o) {
  {
    auto lowerer = exec::make_lowerer(o.lowerer.resolved_name(), o.lowerer.options());
    if (o.json)
      std::puts(nlohmann::ordered_json(lowerer->describe()).dump(2).c_str());
    else
      print_description(*lowerer);
  }  // one client at a time: a GPU plugin may claim most of the device's memory
  return o.train_check.empty() ? 0 : train_check(o);
}

void add_devices(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<DevicesOptions>();
  o->lowerer.name = "pjrt";  // what `devices` is for; --lowerer asks another
  CLI::App* cmd = app.add_subcommand("devices", "Show the platform and devices a lowerer runs on");
  o->lowerer.add_to(cmd);
  auto* json = cmd->add_flag("--json", o->json, "print the description as one JSON object (key: value)");
  cmd->add_option("--train-check", o->train_check,
                  "Also train this net (see `ladder nets`) on the lowerer, with parameters "
                  "resident and then copied every step, and on the reference lowerer; print the "
                  "losses and ms/step; exit 1 when the losses disagree beyond --tolerance");
  cmd->add_option("--steps", o->steps, "Train-check steps")->capture_default_str();
  cmd->add_option("--compare-steps", o->compare_steps,
                  "Of those, how many the (slow) reference lowerer runs (default: all)");
  cmd->add_option("--batch", o->batch, "Train-check batch size")->capture_default_str();
  cmd->add_option("--seed", o->seed, "Train-check seed (weights and batch)")->capture_default_str();
  cmd->add_option("--tolerance", o->tolerance,
                  "Largest relative loss difference to the reference lowerer accepted (TF32 on "
                  "GPUs alone costs about 1e-3)")
      ->capture_default_str();
  json->excludes("--train-check");
  cmd->footer(
      "The lowerer asked is pjrt unless --lowerer names another. Other PJRT client options:\n"
      "--lowerer-option visible_devices=0,1 ($LADDER_VISIBLE_DEVICES).\n"
      "Exits 2 when no plugin can be loaded, listing every place searched and why.");
  cmd->callback([o, &exit_code] { exit_code = run_devices(*o); });
}

const bool registered = register_command({"devices", 85, add_devices});

}  // namespace
}  // namespace ladder::cli
