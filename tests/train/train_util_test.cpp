#include <gtest/gtest.h>

#include <cmath>

#include <filesystem>
#include <fstream>
#include <limits>

#include "ladder/core/error.h"
#include "ladder/train/checkpoint.h"
#include "ladder/train/metrics.h"
#include "ladder/train/run_dir.h"
#include "ladder/train/schedule.h"

namespace ladder::train {
namespace {

namespace fs = std::filesystem;

TEST(Wilson, MatchesPublishedInterval) {
  // The reference system's log line: 9404/10000 = 94.04% [95% CI 93.56–94.49].
  Accuracy a = accuracy(9404, 10000);
  EXPECT_DOUBLE_EQ(a.top1, 94.04);
  EXPECT_NEAR(a.ci_low, 93.56, 0.005);
  EXPECT_NEAR(a.ci_high, 94.49, 0.005);
  Accuracy none = accuracy(0, 20);  // Wilson stays inside [0, 100] at the edges
  EXPECT_DOUBLE_EQ(none.ci_low, 0.0);
  EXPECT_NEAR(none.ci_high, 16.11, 0.01);
  Accuracy all = accuracy(20, 20);  // exactly 100, not 99.99999999999999
  EXPECT_EQ(all.ci_high, 100.0);
  EXPECT_NEAR(all.ci_low, 83.89, 0.01);
  for (int64_t correct = 0; correct <= 37; ++correct) {
    Accuracy a = accuracy(correct, 37);
    EXPECT_GE(a.ci_low, 0.0);
    EXPECT_LE(a.ci_high, 100.0);
    // Hundredths of a percent, as the tables show them.
    EXPECT_DOUBLE_EQ(a.ci_low, std::round(a.ci_low * 100) / 100);
    EXPECT_DOUBLE_EQ(a.ci_high, std::round(a.ci_high * 100) / 100);
    EXPECT_LE(a.ci_low, a.top1);
    EXPECT_GE(a.ci_high, a.top1);
  }
}

TEST(Schedule, ShapesAreRight) {
  Schedule s{.kind = Schedule::Kind::WarmupCosine, .base_lr = 1.0, .total_steps = 110, .warmup_steps = 10};
  EXPECT_DOUBLE_EQ(s.lr(0), 0.1);
  EXPECT_DOUBLE_EQ(s.lr(9), 1.0);
  EXPECT_DOUBLE_EQ(s.lr(10), 1.0);
  EXPECT_NEAR(s.lr(60), 0.5, 1e-12);
  EXPECT_NEAR(s.lr(110), 0.0, 1e-12);
  Schedule step{.kind = Schedule::Kind::Step, .base_lr = 1.0, .step_every = 5, .gamma = 0.5};
  EXPECT_DOUBLE_EQ(step.lr(4), 1.0);
  EXPECT_DOUBLE_EQ(step.lr(5), 0.5);
  EXPECT_THROW(schedule_kind("linear"), Error);
}

// `--schedule step` sets no period: the rate drops at each third of the run, not every step.
TEST(Schedule, StepWithoutAPeriodDecaysAtEachThird) {
  Schedule s{.kind = Schedule::Kind::Step, .base_lr = 1.0, .total_steps = 30};
  EXPECT_DOUBLE_EQ(s.lr(9), 1.0);
  EXPECT_NEAR(s.lr(10), 0.1, 1e-15);
  EXPECT_NEAR(s.lr(29), 0.01, 1e-15);
}

class TempDir : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ladder_train_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

using CheckpointTest = TempDir;

TEST_F(CheckpointTest, RoundTripsAndChecksCompatibility) {
  Checkpoint c{.net = "toy", .step = 42, .epoch = 3, .seed = 7, .dataset = "fashion-mnist",
               .artifact_sha256 = "ab"};
  c.state.push_back({"w", Tensor::from_doubles(DType::f32, {2}, std::vector<double>{1.5, -2})});
  std::string path = dir_ / "c.safetensors";
  save_checkpoint(path, c);
  Checkpoint back = load_checkpoint(path);
  EXPECT_EQ(back.step, 42);
  EXPECT_EQ(back.epoch, 3);
  EXPECT_EQ(back.dataset, "fashion-mnist");
  ASSERT_EQ(back.state.size(), 1u);
  EXPECT_EQ(back.state[0].second, c.state[0].second);

  EXPECT_NO_THROW(check_compatible(back, "toy", {{"w", TensorType{DType::f32, {2}}}}));
  EXPECT_THROW(check_compatible(back, "other", {{"w", TensorType{DType::f32, {2}}}}), Error);
  try {
    check_compatible(back, "toy", {{"w", TensorType{DType::f32, {3}}}});
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("--fresh"), std::string::npos) << e.what();
  }
}

TEST_F(CheckpointTest, EverySeedRoundTrips) {
  Checkpoint c{.net = "toy", .seed = std::numeric_limits<uint64_t>::max()};
  std::string path = dir_ / "c.safetensors";
  save_checkpoint(path, c);
  EXPECT_EQ(load_checkpoint(path).seed, std::numeric_limits<uint64_t>::max());
}

TEST_F(CheckpointTest, DamagedFileIsAClearError) {
  Checkpoint c{.net = "toy"};
  c.state.push_back({"w", Tensor(DType::f32, {64})});
  std::string path = dir_ / "c.safetensors";
  save_checkpoint(path, c);
  fs::resize_file(path, fs::file_size(path) - 10);
  EXPECT_THROW(load_checkpoint(path), Error);
}

using RunDirTest = TempDir;

TEST_F(RunDirTest, ResumeDropsEpochsThatWillBeRedone) {
  {
    RunDir run((dir_ / "r").string(), 1);
    for (int64_t e = 1; e <= 3; ++e) run.add_epoch({.epoch = e, .loss = 1.0 / e, .top1 = 50.0 + e});
    EXPECT_TRUE(fs::exists(run.file("curves.svg")));
    EXPECT_TRUE(fs::exists(run.file("curves.png")));
  }
  RunDir resumed((dir_ / "r").string(), 3);
  ASSERT_EQ(resumed.epochs().size(), 2u);
  EXPECT_EQ(resumed.epochs().back().epoch, 2);
  std::ifstream tsv(resumed.file("epochs.tsv"));
  std::string header;
  std::getline(tsv, header);
  EXPECT_EQ(header, "epoch\tloss\tlr\tcorrect\ttotal\ttop1\tci_low\tci_high\tseconds\ttest_loss");
}

TEST_F(RunDirTest, TestLossRoundTripsAndOlderRunsStillResume) {
  {
    RunDir run((dir_ / "r").string(), 1);
    run.add_epoch({.epoch = 1, .loss = 0.5, .top1 = 80, .test_loss = 0.625});
    run.add_epoch({.epoch = 2, .loss = 0.4, .top1 = 81});  // not recorded: NaN
  }
  RunDir again((dir_ / "r").string(), 3);
  ASSERT_EQ(again.epochs().size(), 2u);
  EXPECT_DOUBLE_EQ(again.epochs()[0].test_loss, 0.625);
  EXPECT_TRUE(std::isnan(again.epochs()[1].test_loss));
  // A run written before test_loss existed.
  fs::create_directories(dir_ / "old");
  std::ofstream((dir_ / "old" / "epochs.tsv").string())
      << "epoch\tloss\tlr\tcorrect\ttotal\ttop1\tci_low\tci_high\tseconds\n"
      << "1\t0.700000\t0.1\t8000\t10000\t80.00\t79.21\t80.77\t1.00\n";
  RunDir old((dir_ / "old").string(), 2);
  ASSERT_EQ(old.epochs().size(), 1u);
  EXPECT_EQ(old.epochs()[0].correct, 8000);
  EXPECT_TRUE(std::isnan(old.epochs()[0].test_loss));
}

}  // namespace
}  // namespace ladder::train
