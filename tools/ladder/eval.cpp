// `ladder eval RUN_DIR`: a trained run's top-1 on its test split, per class, and the confusion
// matrix, from the run's own artifact and checkpoint.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/core/atomic_file.h"
#include "ladder/data/dataset.h"
#include "ladder/lowerer_flags.h"
#include "ladder/train/evaluate.h"
#include "ladder/train/plot.h"

namespace ladder::cli {
namespace {

struct EvalFlags {
  std::string run_dir;
  train::EvalOptions options;
  LowererFlags lowerer;
  bool json = false;
};

nlohmann::ordered_json to_json(const train::EvalResult& r) {
  nlohmann::ordered_json per_class = nlohmann::ordered_json::array();
  const auto names = data::class_names(r.dataset, r.confusion.size());
  for (size_t c = 0; c < r.confusion.size(); ++c) {
    train::Accuracy a = r.of_class(c);
    per_class.push_back({{"class", c}, {"name", names[c]}, {"correct", a.correct}, {"total", a.total}, {"top1", a.top1}});
  }
  return {{"run_dir", r.run_dir}, {"net", r.net}, {"epochs", r.epochs}, {"dataset", r.dataset},
          {"data_source", r.data_source}, {"function", r.function}, {"correct", r.top1.correct},
          {"total", r.top1.total}, {"top1", r.top1.top1}, {"ci_low", r.top1.ci_low}, {"ci_high", r.top1.ci_high},
          {"per_class", per_class}, {"confusion", r.confusion}};
}

void print(const train::EvalResult& r) {
  std::printf("%s after %lld epoch%s, on the %s test split [%s] through @%s\n", r.net.c_str(),
              static_cast<long long>(r.epochs), r.epochs == 1 ? "" : "s", r.dataset.c_str(), r.data_source.c_str(),
              r.function.c_str());
  std::printf("top-1 %.2f%% [95%% CI %.2f–%.2f] (%lld/%lld)\n\n", r.top1.top1, r.top1.ci_low, r.top1.ci_high,
              static_cast<long long>(r.top1.correct), static_cast<long long>(r.top1.total));
  const auto names = data::class_names(r.dataset, r.confusion.size());
  std::printf("confusion matrix (rows: true class, columns: predicted), with each class's accuracy\n");
  std::printf("%-9s", "");
  for (const std::string& n : names) std::printf(" %7.7s", n.c_str());
  std::printf("  %8s\n", "accuracy");
  for (size_t t = 0; t < r.confusion.size(); ++t) {
    std::printf("%-9.9s", names[t].c_str());
    for (int64_t n : r.confusion[t]) std::printf(" %7lld", static_cast<long long>(n));
    std::printf("  %7.2f%%\n", r.of_class(t).top1);
  }
}

void add_eval(CLI::App& app, int& exit_code) {
  auto flags = std::make_shared<EvalFlags>();
  CLI::App* cmd = app.add_subcommand("eval", "Evaluate a trained run on its test split: top-1, per class, confusion matrix");
  cmd->add_option("run_dir", flags->run_dir, "a run directory of `ladder train` (runs/<date>-<net>)")->required();
  cmd->add_option("--data", flags->options.data_dir,
                  "data folder (default: the one the run was trained on, as its config.json records)");
  cmd->add_flag("--json", flags->json, "print the result as JSON instead of tables");
  flags->lowerer.add_to(cmd);
  cmd->footer(
      "Runs the run's own artifact (train_step.mlir) with its checkpoint, as training evaluates\n"
      "after each epoch, so the top-1 is the run's; writes it to RUN_DIR/eval.json as well, and\n"
      "the confusion matrix as a picture to RUN_DIR/confusion.svg and confusion.png.\n"
      "Examples:\n"
      "  ladder eval runs/2026-12-03-mnist-cnn\n"
      "  ladder eval runs/2026-12-03-mnist-cnn --data data/mnist --json");
  cmd->callback([flags, &exit_code] {
    train::EvalOptions o = flags->options;
    o.lowerer = flags->lowerer.resolved_name();
    o.lowerer_options = flags->lowerer.options();
    train::EvalResult r = train::evaluate_run(flags->run_dir, o);
    const std::string text = to_json(r).dump(2) + "\n";
    write_file_atomic(flags->run_dir + "/eval.json", text);
    const train::Confusion picture{cat(r.net, " on the ", r.dataset, " test split: top-1 ", r.top1.top1, " %"),
                                   data::class_names(r.dataset, r.confusion.size()), r.confusion};
    write_file_atomic(flags->run_dir + "/confusion.svg", train::confusion_svg(picture));
    const std::vector<uint8_t> png = train::confusion_png(picture);
    write_file_atomic(flags->run_dir + "/confusion.png", std::string(png.begin(), png.end()));
    if (flags->json)
      std::fputs(text.c_str(), stdout);
    else
      print(r);
    exit_code = 0;
  });
}

const bool registered = register_command({"eval", 35, add_eval});

}  // namespace
}  // namespace ladder::cli
