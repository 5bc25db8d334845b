// `ladder imagenette`: the third rung — seven architectures at 224x224 on Imagenette with the
// reference recipe, trained one after another in this process (each resumes from its checkpoint
// when run again), then one table. On generated images instead: --smoke (ten steps each: ms/step,
// planned peak, measured peak RSS, each in its own process) and --plan (each net's estimated wall
// time for the full recipe on this machine and lowerer).
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/lowerer_flags.h"
#include "ladder/nn/nets.h"
#include "ladder/train/console.h"
#include "ladder/train/trainer.h"

extern char** environ;

namespace ladder::cli {
namespace {

namespace fs = std::filesystem;

// The rung's nets in the reference system's order.
const char* const kNets[] = {"resnet34",        "resnet50",   "mobilenetv2", "mobilenetv4-m",
                             "efficientnet-b0", "convnext-t", "vit-tiny"};
constexpr int64_t kImagenetteTrain = 9469;  // training images (Imagenette 2, full size)

struct ImagenetteFlags {
  std::vector<std::string> nets;
  int64_t epochs = 80, batch = 32, steps = 10, accumulate = 1;
  uint64_t seed = 1;
  bool smoke = false, plan = false, fresh = false, dropout = true;
  std::string run_dir, data_dir, precision = "f32";
  LowererFlags lowerer;
};

constexpr int64_t kWarmupEpochs = 3;

// The rung on the image folder: each net with the recipe, in this process, then the table.
void train_rung(const std::vector<std::string>& nets, const ImagenetteFlags& f, int& exit_code) {
  train::Console console;
  struct Row {
    std::string net;
    train::TrainResult result;
  };
  std::vector<Row> rows;
  for (const std::string& net : nets) {
    train::TrainOptions o{.net = net, .optimizer = "adamw", .epochs = f.epochs, .batch = f.batch, .accumulate = f.accumulate, .dropout = f.dropout,
                          .lr = net == "vit-tiny" ? 3e-4 : 1e-3, .schedule = "warmup-cosine",
                          // A run shorter than the warmup warms up over all but its last epoch.
                          .warmup_epochs = std::min(kWarmupEpochs, f.epochs - 1), .seed = f.seed,
                          .data_dir = f.data_dir, .label_smoothing = 0.1f, .fresh = f.fresh};
    o.precision = f.precision;
    o.run_name = run_name_in(net, f.precision);
    if (!f.run_dir.empty()) o.run_dir = f.run_dir + "/" + o.run_name;
    o.lowerer = f.lowerer.resolved_name();
    o.lowerer_options = f.lowerer.options();
    rows.push_back({net, train::train(o, console)});
    if (rows.back().result.interrupted) {
      exit_code = 130;
      return;
    }
  }
  console.line("");
  console.line(cat("Imagenette rung on ", rows.empty() ? "" : rows[0].result.dataset, " (seed ", f.seed, ", batch ",
                   f.batch, ", lowerer ", f.lowerer.resolved_name(), ")"));
  console.line("| net             | top-1 (%) | 95% CI        | best (%) | epochs | ms/step | time       | run directory");
  console.line("|-----------------|-----------|---------------|----------|--------|---------|------------|--------------");
  for (const Row& r : rows) {
    char line[512];
    std::snprintf(line, sizeof line, "| %-15s | %9.2f | %5.2f – %5.2f | %8.2f | %6lld | %7.0f | %10s | %s",
                  r.net.c_str(), r.result.final_accuracy.top1, r.result.final_accuracy.ci_low,
                  r.result.final_accuracy.ci_high, r.result.best_accuracy.top1,
                  static_cast<long long>(r.result.epochs_recorded), r.result.ms_per_step,
                  train::format_duration(r.result.recorded_seconds).c_str(), r.result.run_dir.c_str());
    console.line(line);
  }
}

struct NetRun {
  std::string net, run_dir;
  int exit_code = 0;
  double ms_per_step = 0, seconds = 0;
  int64_t planned_peak = 0, max_rss_kb = 0;
};

// The recipe: AdamW lr 1e-3 (ViT 3e-4), weight decay 1e-4, label smoothing 0.1, batch 32;
// warmup and cosine need whole epochs, so a run of a few steps keeps the lr constant.
std::vector<std::string> recipe(const std::string& net, const ImagenetteFlags& f) {
  std::vector<std::string> args = {"--optimizer", "adamw", "--lr", net == "vit-tiny" ? "0.0003" : "0.001",
                                   "--label-smoothing", "0.1", "--batch", std::to_string(f.batch),
                                   "--accumulate", std::to_string(f.accumulate)};
  if (!f.dropout) args.push_back("--no-dropout");
  args.insert(args.end(), {"--precision", f.precision});
  return args;
}

// One net in a child `ladder train` (so that its peak RSS is its own), output to DIR/train.out.
NetRun run_child(const std::string& net, const std::string& dir, const ImagenetteFlags& f, int64_t steps) {
  NetRun r{net, dir};
  fs::create_directories(dir);
  std::vector<std::string> args = {fs::read_symlink("/proc/self/exe").string(), "train", net, "--synthetic",
                                   "--fresh", "--epochs", "1", "--max-steps", std::to_string(steps),
                                   "--run-dir", dir, "--lowerer", f.lowerer.resolved_name()};
  for (const std::string& a : recipe(net, f)) args.push_back(a);
  for (const auto& [key, value] : f.lowerer.options().values) args.insert(args.end(), {"--lowerer-option", key + "=" + value});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  const std::string log = dir + "/train.out";
  posix_spawn_file_actions_addopen(&io, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&io, 1, 2);
  pid_t pid = 0;
  const int failed = posix_spawn(&pid, argv[0], &io, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&io);
  LADDER_CHECK(failed == 0, "cannot start `ladder train ", net, "`: ", std::strerror(failed));
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.max_rss_kb = usage.ru_maxrss;
  if (r.exit_code != 0) return r;
  std::ifstream in(dir + "/final.json");
  const nlohmann::json final_json = nlohmann::json::parse(in);
  r.ms_per_step = final_json.value("ms_per_step_median", 0.0);
  r.planned_peak = final_json.value("planned_peak_bytes", int64_t{0});
  r.seconds = final_json.value("seconds", 0.0);
  return r;
}

std::string last_lines(const std::string& path, size_t n) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::string text;
  for (size_t i = lines.size() > n ? lines.size() - n : 0; i < lines.size(); ++i) text += "  " + lines[i] + "\n";
  return text;
}

std::string mib(int64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.0f MiB", static_cast<double>(bytes) / (1 << 20));
  return bytes > 0 ? text : "-";
}

void add_imagenette(CLI::App& app, int& exit_code) {
  auto f = std::make_shared<ImagenetteFlags>();
  CLI::App* cmd = app.add_subcommand("imagenette", "The third rung: seven nets at 224x224 on Imagenette");
  cmd->add_option("--nets", f->nets,
                  "a subset of: resnet34 resnet50 mobilenetv2 mobilenetv4-m efficientnet-b0 convnext-t vit-tiny "
                  "(separated by spaces or commas)")
      ->delimiter(',');
  cmd->add_option("--epochs", f->epochs, "epochs per net (the recipe's 80)")->capture_default_str();
  cmd->add_option("--batch", f->batch, "examples per step (the recipe's 32)")->capture_default_str();
  cmd->add_option("--accumulate", f->accumulate,
                  "take each batch as this many micro-batches in turn (for memory-bound devices: "
                  "--batch 32 --accumulate 4 needs about the memory of a batch of 8)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--no-dropout{false}", f->dropout,
                "train without dropout and stochastic depth (torchvision's defaults, in mobilenetv2, "
                "efficientnet-b0 and convnext-t)");
  cmd->add_flag("--smoke", f->smoke, "ten steps of each net on generated 224x224 images, evaluated once");
  cmd->add_flag("--plan", f->plan, "time a few steps of each net and estimate the recipe's wall time");
  cmd->add_option("--run-dir", f->run_dir, "put the nets' run directories under this folder");
  add_precision_option(cmd, f->precision);
  cmd->add_option("--data", f->data_dir,
                  "the image folder, train/<class>/*.JPEG and val/<class>/*.JPEG (default data/imagenette; "
                  "scripts/download_imagenette.sh fetches it)");
  cmd->add_option("--seed", f->seed, "seed for initial weights, shuffling and crops")->capture_default_str();
  cmd->add_flag("--fresh", f->fresh, "start every net over, ignoring checkpoints");
  f->lowerer.add_to(cmd);
  cmd->footer(
      "The recipe: AdamW lr 1e-3 (ViT 3e-4), weight decay 1e-4, label smoothing 0.1, batch 32,\n"
      "3 warmup epochs then cosine, 80 epochs; random-resized crops and flips, evaluation on the\n"
      "val split's centre crops. Each net resumes from its checkpoint when run again. --smoke and\n"
      "--plan run each net as its own `ladder train` process on generated images, so the peak RSS\n"
      "reported is that net's.\n"
      "Examples:\n"
      "  ladder imagenette                                  # the rung: 7 nets x 80 epochs\n"
      "  ladder imagenette --nets mobilenetv2 --epochs 5 --data ~/imagenette2-320\n"
      "  ladder imagenette --smoke\n"
      "  ladder imagenette --plan --nets resnet50 vit-tiny");
  cmd->callback([f, &exit_code] {
    LADDER_CHECK(f->batch >= 1, "--batch must be at least 1, got ", f->batch);
    LADDER_CHECK(f->epochs >= 1, "--epochs must be at least 1, got ", f->epochs);
    LADDER_CHECK(!(f->smoke && f->plan), "--smoke and --plan: pick one");
    std::vector<std::string> nets = f->nets;
    if (nets.empty()) nets.assign(std::begin(kNets), std::end(kNets));
    for (const std::string& n : nets) {
      LADDER_CHECK(std::find(std::begin(kNets), std::end(kNets), n) != std::end(kNets), "--nets: '", n,
                   "' is not an Imagenette net (", cat(kNets[0], ", ", kNets[1], ", ", kNets[2], ", ", kNets[3], ", ",
                                                       kNets[4], ", ", kNets[5], ", ", kNets[6]), ")");
      nn::find_net(n);
    }
    if (!f->smoke && !f->plan) {
      const std::string data = f->data_dir.empty() ? "data/imagenette" : f->data_dir;
      LADDER_CHECK(fs::is_directory(data), data,
                   ": no such folder (scripts/download_imagenette.sh fetches Imagenette there; "
                   "`ladder imagenette --smoke` runs the nets on generated images)");
      train_rung(nets, *f, exit_code);
      return;
    }
    LADDER_CHECK(f->data_dir.empty() && !f->fresh, f->data_dir.empty() ? "--fresh" : "--data",
                 " is for the rung itself: --smoke and --plan run on generated images");
    const bool keep = !f->run_dir.empty();
    const std::string root =
        keep ? f->run_dir : (fs::temp_directory_path() / ("ladder-imagenette-" + std::to_string(getpid()))).string();
    const int64_t steps = f->smoke ? 10 : 4;
    train::Console console;
    console.line(cat(f->smoke ? "smoke run: 10 steps" : "plan: 4 timed steps", " of each net at batch ", f->batch,
                     " on generated 224x224 images, lowerer ", f->lowerer.resolved_name()));
    std::vector<NetRun> runs;
    for (const std::string& net : nets) {
      runs.push_back(run_child(net, root + "/" + net, *f, steps));
      const NetRun& r = runs.back();
      if (r.exit_code != 0) {
        console.line(cat(net, ": `ladder train` failed (exit ", r.exit_code, "):\n",
                         last_lines(r.run_dir + "/train.out", 5)));
        exit_code = 1;
        continue;
      }
      console.line(cat(net, ": ", r.ms_per_step, " ms/step, peak RSS ", mib(r.max_rss_kb * 1024)));
    }
    console.line("");
    const double steps_per_epoch = static_cast<double>(kImagenetteTrain / f->batch);
    if (f->smoke)
      console.line("| net             | ms/step | planned peak | peak RSS  | seconds (10 steps + eval)");
    else
      console.line(cat("| net             | ms/step | est. s/epoch (", kImagenetteTrain / f->batch, " steps + eval) | est. ",
                       f->epochs, " epochs"));
    console.line("|-----------------|---------|--------------|-----------|---------------------------");
    for (const NetRun& r : runs) {
      char line[256];
      if (r.exit_code != 0) {
        std::snprintf(line, sizeof line, "| %-15s | failed (exit %d), see %s/train.out", r.net.c_str(), r.exit_code,
                      r.run_dir.c_str());
      } else if (f->smoke) {
        std::snprintf(line, sizeof line, "| %-15s | %7.0f | %12s | %9s | %.1f", r.net.c_str(), r.ms_per_step,
                      mib(r.planned_peak).c_str(), mib(r.max_rss_kb * 1024).c_str(), r.seconds);
      } else {
        const double per_epoch = r.ms_per_step * steps_per_epoch / 1000 * 1.15;  // evaluation: ~15 %
        std::snprintf(line, sizeof line, "| %-15s | %7.0f | %12.0f | %s", r.net.c_str(), r.ms_per_step, per_epoch,
                      train::format_duration(per_epoch * static_cast<double>(f->epochs)).c_str());
      }
      console.line(line);
    }
    if (!keep && exit_code == 0) fs::remove_all(root);
  });
}

const bool registered = register_command({"imagenette", 33, add_imagenette});

}  // namespace
}  // namespace ladder::cli
