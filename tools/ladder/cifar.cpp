// `ladder cifar`: the second rung — the 8-conv CNN with and without BatchNorm, each under SGD,
// Nesterov momentum and AdamW (six arms), on CIFAR-10.
#include <cstdio>
#include <filesystem>
#include <memory>

#include <unistd.h>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/data/cifar.h"
#include "ladder/lowerer_flags.h"
#include "ladder/train/console.h"
#include "ladder/train/trainer.h"

namespace ladder::cli {
namespace {

struct Arm {
  const char* name;
  const char* net;
  const char* optimizer;
  double lr;
};

// The ablation's six arms: {no BN, BN} × {SGD lr 0.1, Nesterov μ 0.9 lr 0.02, AdamW lr 1e-3}.
constexpr Arm kArms[] = {
    {"sgd", "cifar8", "sgd", 0.1},          {"nesterov", "cifar8", "nesterov", 0.02},
    {"adamw", "cifar8", "adamw", 1e-3},     {"bn-sgd", "cifar8-bn", "sgd", 0.1},
    {"bn-nesterov", "cifar8-bn", "nesterov", 0.02}, {"bn-adamw", "cifar8-bn", "adamw", 1e-3},
};

constexpr int64_t kCifarTrainImages = 50000;

const Arm& find_arm(const std::string& name) {
  for (const Arm& a : kArms)
    if (name == a.name) return a;
  throw Error(cat("--arms: unknown arm '", name,
                  "' (sgd, nesterov, adamw, bn-sgd, bn-nesterov, bn-adamw)"));
}

struct CifarFlags {
  std::vector<std::string> arms;
  int64_t epochs = 40;
  uint64_t seed = 1;
  std::string data_dir, run_dir;
  bool smoke = false, plan = false, fresh = false;
  std::string precision = "f32";
  LowererFlags lowerer;
};

train::TrainOptions arm_options(const Arm& arm, const CifarFlags& f) {
  train::TrainOptions o{.net = arm.net, .optimizer = arm.optimizer, .epochs = f.epochs, .batch = 128,
                        .lr = arm.lr, .schedule = "warmup-cosine", .warmup_epochs = 3, .seed = f.seed,
                        .data_dir = f.data_dir, .flip = true, .fresh = f.fresh};
  // Two arms share each net, so runs are named after the arm: runs/<date>-cifar-<arm>, or
  // DIR/cifar-<arm> under --run-dir.
  o.run_name = run_name_in(cat("cifar-", arm.name), f.precision);
  o.precision = f.precision;
  if (!f.run_dir.empty()) o.run_dir = f.run_dir + "/" + o.run_name;
  o.lowerer = f.lowerer.resolved_name();
  o.lowerer_options = f.lowerer.options();
  return o;
}

void add_cifar(CLI::App& app, int& exit_code) {
  auto f = std::make_shared<CifarFlags>();
  CLI::App* cmd = app.add_subcommand("cifar", "The second rung: the cifar8 BatchNorm × optimizer ablation");
  cmd->add_option("--arms", f->arms, "a subset of: sgd nesterov adamw bn-sgd bn-nesterov bn-adamw");
  cmd->add_option("--epochs", f->epochs, "epochs per arm")->capture_default_str();
  cmd->add_option("--seed", f->seed, "seed")->capture_default_str();
  cmd->add_option("--data", f->data_dir, "CIFAR-10 binary folder (default data/cifar10)");
  cmd->add_option("--run-dir", f->run_dir, "put the arms' run directories under this folder");
  cmd->add_flag("--fresh", f->fresh, "start every arm over, ignoring checkpoints");
  add_precision_option(cmd, f->precision);
  cmd->add_flag("--smoke", f->smoke, "10 steps per arm (on generated data when CIFAR-10 is absent)");
  cmd->add_flag("--plan", f->plan, "time a few steps of each arm and estimate the full ablation's wall time");
  f->lowerer.add_to(cmd);
  cmd->footer("Each arm: batch 128, flips, 3 warmup epochs then cosine, per-epoch shuffle.\n"
              "CIFAR-10 goes in data/cifar10/ (scripts/download_cifar10.sh fetches it).");
  cmd->callback([f, &exit_code] {
    std::vector<Arm> arms;
    if (f->arms.empty()) arms.assign(std::begin(kArms), std::end(kArms));
    for (const std::string& name : f->arms) arms.push_back(find_arm(name));
    train::Console console;
    const bool have_data = data::has_cifar10(f->data_dir);
    const std::string scratch = std::filesystem::temp_directory_path() / ("ladder-cifar-" + std::to_string(getpid()));

    if (f->plan) {
      double total = 0;
      console.line("| arm         | net       | ms/step | steps/epoch | est. s/epoch | est. total");
      console.line("|-------------|-----------|---------|-------------|--------------|-----------");
      for (const Arm& arm : arms) {
        train::TrainOptions o = arm_options(arm, *f);
        o.synthetic_data = true, o.max_steps = 8, o.epochs = 1, o.fresh = true;
        o.warmup_epochs = 0, o.schedule = "constant";  // one epoch has no room for a warmup; the time is the same
        o.run_dir = scratch + "/" + arm.name;
        train::Console quiet(/*silent=*/true);
        train::TrainResult r = train::train(o, quiet);
        // CIFAR-10's 50,000 training images in whole batches of 128 (the last partial one is
        // dropped); evaluation adds about 15% on top of the steps.
        const double steps = static_cast<double>(kCifarTrainImages / 128);
        const double per_epoch = r.ms_per_step * steps / 1000 * 1.15;
        total += per_epoch * static_cast<double>(f->epochs);
        char line[256];
        std::snprintf(line, sizeof line, "| %-11s | %-9s | %7.1f | %11.0f | %12.1f | %s", arm.name, arm.net,
                      r.ms_per_step, steps, per_epoch,
                      train::format_duration(per_epoch * static_cast<double>(f->epochs)).c_str());
        console.line(line);
      }
      std::filesystem::remove_all(scratch);
      console.line(cat("estimated wall time for ", arms.size(), " arms × ", f->epochs, " epochs on this machine: ",
                       train::format_duration(total), " (lowerer ", f->lowerer.resolved_name(), ")"));
      return;
    }
    if (!have_data && !f->smoke)
      throw Error(cat("CIFAR-10 is not in ", f->data_dir.empty() ? "data/cifar10" : f->data_dir,
                      ": put data_batch_1..5.bin and test_batch.bin there (scripts/download_cifar10.sh "
                      "fetches them), or run `ladder cifar --smoke` to try every arm on generated data"));
    if (f->smoke && !have_data)
      console.line("CIFAR-10 not found: the smoke run trains each arm for 10 steps on generated 3x32x32 data");

    struct Row {
      const Arm* arm;
      train::TrainResult result;
    };
    std::vector<Row> rows;
    for (const Arm& arm : arms) {
      train::TrainOptions o = arm_options(arm, *f);
      if (f->smoke) {
        o.max_steps = 10, o.epochs = 1, o.fresh = true, o.synthetic_data = !have_data;
        o.warmup_epochs = 0, o.schedule = "constant";
        if (f->run_dir.empty()) o.run_dir = scratch + "/" + arm.name;
      }
      rows.push_back({&arm, train::train(o, console)});
      if (rows.back().result.interrupted) {
        exit_code = 130;
        return;
      }
    }
    console.line("");
    console.line(cat("CIFAR-10 ablation", f->smoke ? " (smoke run: 10 steps per arm)" : "", ", seed ", f->seed));
    console.line("| arm         | final top-1 (%) | 95% CI        | best top-1 | s/epoch | first → last loss | run directory");
    console.line("|-------------|-----------------|---------------|------------|---------|-------------------|--------------");
    for (const Row& r : rows) {
      const auto& res = r.result;
      char line[512];
      std::snprintf(line, sizeof line, "| %-11s | %15.2f | %5.2f – %5.2f | %10.2f | %7.1f | %7.4f → %7.4f | %s",
                    r.arm->name, res.final_accuracy.top1, res.final_accuracy.ci_low, res.final_accuracy.ci_high,
                    res.best_accuracy.top1, res.seconds_per_epoch, res.losses.empty() ? 0.0 : res.losses.front(),
                    res.losses.empty() ? 0.0 : res.losses.back(), res.run_dir.c_str());
      console.line(line);
    }
    if (f->smoke && f->run_dir.empty()) std::filesystem::remove_all(scratch);
  });
}

const bool registered = register_command({"cifar", 32, add_cifar});

}  // namespace
}  // namespace ladder::cli
