// `ladder cifar`: the smoke run trains all six arms and each arm's loss falls; without data
// and without --smoke it explains where the data goes and exits 2.
#include <regex>

#include "cli/run_ladder.h"

namespace ladder::cli_test {
namespace {

using CifarCli = ScratchDir;

TEST_F(CifarCli, SmokeRunTrainsEveryArmAndEachLossFalls) {
  Outcome run = ladder({"cifar", "--smoke", "--data", path("no-cifar-here"), "--run-dir", path("runs")});
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  EXPECT_NE(run.out.find("CIFAR-10 not found"), std::string::npos) << run.out;
  // Table rows: | arm | final | CI | best | s/epoch | first → last loss | dir
  std::regex row(R"(\| (\S+) +\|.*\| +([0-9.]+) → +([0-9.]+) \|)");
  int arms = 0;
  for (std::sregex_iterator it(run.out.begin(), run.out.end(), row), end; it != end; ++it) {
    ++arms;
    double first = std::stod((*it)[2]), last = std::stod((*it)[3]);
    EXPECT_LT(last, first) << "arm " << (*it)[1] << ": loss did not fall";
  }
  EXPECT_EQ(arms, 6) << run.out;
  EXPECT_TRUE(std::filesystem::exists(path("runs/cifar-bn-adamw/epochs.tsv")));
}

// --plan times a few steps of each arm and estimates the whole ablation: one row per arm and a
// total (the arms' warmup schedule must not stop the one-epoch timing runs).
TEST_F(CifarCli, PlanEstimatesEveryArm) {
  Outcome run = ladder({"cifar", "--plan", "--arms", "sgd", "bn-sgd"});
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  std::regex row(R"(\| (\S+) +\| (cifar8|cifar8-bn) +\| +[0-9.]+ \|)");
  int arms = 0;
  for (std::sregex_iterator it(run.out.begin(), run.out.end(), row), end; it != end; ++it) ++arms;
  EXPECT_EQ(arms, 2) << run.out;
  EXPECT_NE(run.out.find("estimated wall time for 2 arms"), std::string::npos) << run.out;
}

TEST_F(CifarCli, WithoutDataItSaysWhereToPutIt) {
  expect_one_line_error(ladder({"cifar", "--data", path("nowhere")}),
                        {"data_batch_1", "download_cifar10.sh", "--smoke"});
  expect_one_line_error(ladder({"cifar", "--smoke", "--arms", "bn-lamb"}), {"bn-lamb"});
}

}  // namespace
}  // namespace ladder::cli_test
