// `ladder eval RUN_DIR` as a user runs it: it reproduces the run's own reported top-1 from
// the run's artifact and checkpoint, and refuses what it cannot evaluate in one clear line.
#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"

namespace ladder::cli_test {
namespace {

namespace fs = std::filesystem;

using EvalCli = ScratchDir;

constexpr const char* kFashion = "/usr/share/datasets/fashion-mnist";

TEST_F(EvalCli, ReproducesTheRunsTop1WithPerClassAndConfusion) {
  if (!fs::exists(kFashion)) GTEST_SKIP() << kFashion << " missing (Debian's dataset-fashion-mnist)";
  ASSERT_EQ(ladder({"train", "mnist-linear", "--epochs", "1", "--max-steps", "30", "--data", kFashion,
                    "--run-dir", path("r")}).exit_code, 0);
  const auto final_json = nlohmann::json::parse(read_text(path("r/final.json")));
  Outcome run = ladder({"eval", path("r")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  char top1[64];
  std::snprintf(top1, sizeof top1, "top-1 %.2f%% ", final_json["top1"].get<double>());
  EXPECT_NE(run.out.find(top1), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("confusion matrix"), std::string::npos) << run.out;

  const auto eval = nlohmann::json::parse(read_text(path("r/eval.json")));
  EXPECT_EQ(eval["correct"], final_json["correct"]);
  EXPECT_EQ(eval["total"], 10000);
  int64_t diagonal = 0, all = 0, per_class = 0;
  for (size_t t = 0; t < 10; ++t) {
    for (size_t p = 0; p < 10; ++p) all += eval["confusion"][t][p].get<int64_t>();
    diagonal += eval["confusion"][t][t].get<int64_t>();
    per_class += eval["per_class"][t]["correct"].get<int64_t>();
    EXPECT_EQ(eval["per_class"][t]["total"], 1000);  // Fashion-MNIST's test split is balanced
  }
  EXPECT_EQ(all, 10000);
  EXPECT_EQ(diagonal, eval["correct"].get<int64_t>());
  EXPECT_EQ(per_class, diagonal);

  Outcome json = ladder({"eval", path("r"), "--json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(nlohmann::json::parse(json.out)["correct"], final_json["correct"]);
}

TEST_F(EvalCli, RefusesWhatItCannotEvaluate) {
  expect_one_line_error(ladder({"eval", path("nothing")}), {"not a run directory", "config.json"});
  ASSERT_EQ(ladder({"train", "mnist-linear", "--synthetic", "--epochs", "1", "--max-steps", "3",
                    "--run-dir", path("s")}).exit_code, 0);
  expect_one_line_error(ladder({"eval", path("s")}), {"generated data", "--data"});
}

}  // namespace
}  // namespace ladder::cli_test
