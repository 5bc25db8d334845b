// `ladder predict RUN_DIR IMAGE...`: a trained run's most likely classes for images a user has
// (PNG, JPEG, or IDX files of many), through the run's own artifact and checkpoint.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/lowerer_flags.h"
#include "ladder/nn/net.h"
#include "ladder/train/evaluate.h"

namespace ladder::cli {
namespace {

struct PredictFlags {
  std::string run_dir;
  std::vector<std::string> images;
  int64_t top = 3;
  bool json = false;
  LowererFlags lowerer;
};

void add_predict(CLI::App& app, int& exit_code) {
  auto flags = std::make_shared<PredictFlags>();
  CLI::App* cmd = app.add_subcommand("predict", "Classify image files with a trained run: its top classes for each");
  cmd->add_option("run_dir", flags->run_dir, "a run directory of `ladder train` (runs/<date>-<net>)")->required();
  cmd->add_option("images", flags->images, "PNG or JPEG files, or IDX files of images (gzip'd or raw)")->required();
  cmd->add_option("--top", flags->top, "classes to show per image")->capture_default_str();
  cmd->add_flag("--json", flags->json, "print the predictions as JSON");
  flags->lowerer.add_to(cmd);
  cmd->footer(
      "Each image is made into the net's input as the run's data set makes its own: resized to\n"
      "the net's input (box filter when shrinking), grey or RGB as the net takes, scaled to\n"
      "[0, 1], normalised for CIFAR-10; for 224x224 nets, shrunk to a shorter side of 256 and centre-cropped, with\n"
      "ImageNet's mean and std, as their evaluation split is. The MNIST family is light on a black background.\n"
      "Examples:\n"
      "  ladder predict runs/2026-12-03-mnist-cnn shoe.png coat.jpg\n"
      "  ladder predict runs/2026-12-03-mnist-cnn t10k-images-idx3-ubyte.gz --top 1 --json");
  cmd->callback([flags, &exit_code] {
    LADDER_CHECK(flags->top >= 1, "--top must be at least 1, got ", flags->top);
    std::vector<data::Image> images;
    for (const std::string& path : flags->images)
      for (data::Image& img : data::read_images(path)) images.push_back(std::move(img));
    train::EvalOptions o;
    o.lowerer = flags->lowerer.resolved_name();
    o.lowerer_options = flags->lowerer.options();
    train::TrainedRun run(flags->run_dir, o);
    const std::vector<train::Prediction> predictions = train::predict(run, images, flags->top);
    const auto names = data::class_names(run.dataset(), size_t(run.net().num_classes));
    if (flags->json) {
      nlohmann::ordered_json all = nlohmann::ordered_json::array();
      for (const train::Prediction& p : predictions) {
        nlohmann::ordered_json top = nlohmann::ordered_json::array();
        for (auto [c, prob] : p.top) top.push_back({{"class", c}, {"name", names.at(size_t(c))}, {"probability", prob}});
        all.push_back({{"image", p.image}, {"top", top}});
      }
      nlohmann::ordered_json doc = {{"run_dir", run.run_dir()}, {"net", run.net().name}, {"dataset", run.dataset()},
                                    {"predictions", all}};
      std::printf("%s\n", doc.dump(2).c_str());
    } else {
      for (const train::Prediction& p : predictions) {
        std::string line = p.image + ":";
        for (size_t i = 0; i < p.top.size(); ++i) {
          char part[128];
          std::snprintf(part, sizeof part, "%s %s %.1f%%", i ? "," : "", names.at(size_t(p.top[i].first)).c_str(),
                        100 * p.top[i].second);
          line += part;
        }
        std::printf("%s\n", line.c_str());
      }
    }
    exit_code = 0;
  });
}

const bool registered = register_command({"predict", 36, add_predict});

}  // namespace
}  // namespace ladder::cli
