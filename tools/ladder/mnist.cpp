// `ladder mnist`: the first rung — mnist-linear, mnist-mlp and mnist-cnn, 12 epochs each,
// SGD lr 0.1 on the batch-mean loss, batch 128, seed 1, the linear net starting from zeros.
#include <cstdio>
#include <memory>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/lowerer_flags.h"
#include "ladder/train/console.h"
#include "ladder/train/trainer.h"

namespace ladder::cli {
namespace {

struct MnistFlags {
  int64_t epochs = 12;
  uint64_t seed = 1;
  std::string data_dir, run_dir;
  bool fresh = false;
  std::string precision = "f32";
  std::vector<std::string> nets = {"mnist-linear", "mnist-mlp", "mnist-cnn"};
  LowererFlags lowerer;
};

void add_mnist(CLI::App& app, int& exit_code) {
  auto f = std::make_shared<MnistFlags>();
  CLI::App* cmd = app.add_subcommand("mnist", "The first rung: train mnist-linear, mnist-mlp and mnist-cnn");
  cmd->add_option("--epochs", f->epochs, "epochs per net")->capture_default_str();
  cmd->add_option("--seed", f->seed, "seed")->capture_default_str();
  cmd->add_option("--nets", f->nets, "a subset of the three nets")->capture_default_str();
  cmd->add_option("--data", f->data_dir, "data folder (default: data/mnist if present, else Fashion-MNIST)");
  cmd->add_option("--run-dir", f->run_dir, "put the three run directories under this folder");
  cmd->add_flag("--fresh", f->fresh, "start every net over, ignoring checkpoints");
  add_precision_option(cmd, f->precision);
  f->lowerer.add_to(cmd);
  cmd->footer("Each net trains with SGD, lr 0.1, batch 128 (mnist-linear from zeros) and resumes from\n"
              "its checkpoint when run again. A summary table ends the run.");
  cmd->callback([f, &exit_code] {
    train::Console console;
    struct Row {
      std::string net;
      train::TrainResult result;
    };
    std::vector<Row> rows;
    for (const std::string& net : f->nets) {
      LADDER_CHECK(net == "mnist-linear" || net == "mnist-mlp" || net == "mnist-cnn",
                   "--nets: '", net, "' is not one of mnist-linear, mnist-mlp, mnist-cnn");
      train::TrainOptions o{.net = net, .optimizer = "sgd", .epochs = f->epochs, .batch = 128,
                            .lr = 0.1, .seed = f->seed, .zero_init = net == "mnist-linear",
                            .data_dir = f->data_dir, .fresh = f->fresh};
      o.precision = f->precision;
      const std::string name = run_name_in(net, f->precision);
      o.run_name = name;
      if (!f->run_dir.empty()) o.run_dir = f->run_dir + "/" + name;
      o.lowerer = f->lowerer.resolved_name();
      o.lowerer_options = f->lowerer.options();
      rows.push_back({net, train::train(o, console)});
      if (rows.back().result.interrupted) {
        exit_code = 130;
        return;
      }
    }
    console.line("");
    console.line(cat("MNIST rung on ", rows.empty() ? "" : rows[0].result.dataset, " (seed ", f->seed,
                     f->precision == "f32" ? "" : ", " + f->precision + " mixed precision", ")"));
    console.line("| net          | top-1 (%) | 95% CI        | final loss | epochs | ms/step | seconds | run directory");
    console.line("|--------------|-----------|---------------|------------|--------|---------|---------|--------------");
    for (const Row& r : rows) {
      char line[512];
      std::snprintf(line, sizeof line, "| %-12s | %9.2f | %5.2f – %5.2f | %10.4f | %6lld | %7.1f | %7.1f | %s",
                    r.net.c_str(), r.result.final_accuracy.top1, r.result.final_accuracy.ci_low,
                    r.result.final_accuracy.ci_high, r.result.final_loss,
                    static_cast<long long>(r.result.epochs_recorded), r.result.ms_per_step, r.result.recorded_seconds,
                    r.result.run_dir.c_str());
      console.line(line);
    }
  });
}

const bool registered = register_command({"mnist", 31, add_mnist});

}  // namespace
}  // namespace ladder::cli
