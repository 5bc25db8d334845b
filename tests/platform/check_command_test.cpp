// `ladder check` as a user runs it: green without a fault, red (exit 1) with one, and the
// baseline turning a failure into XFAIL and an unexpected pass into a red XPASS.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "ladder/exec/lowerer.h"
#include "ladder/platform/files.h"
#include "ladder/platform/goldens.h"

namespace ladder::platform {
namespace {

namespace fs = std::filesystem;

class CheckCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!fs::exists(LADDER_BINARY_DIR "/ladder")) GTEST_SKIP() << "ladder binary not built";
    dir_ = fs::temp_directory_path() / ("ladder_check_" + std::to_string(getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `ladder check` with `env` prepended; returns the exit status, output in *output.
  int check(const std::string& env, const std::string& args, std::string* output,
            const std::string& lowerer = "reference") {
    std::string command =
        env + " '" LADDER_BINARY_DIR "/ladder' check --lowerer " + lowerer + " " + args + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    char buffer[4096];
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output->append(buffer, n);
    int status = pclose(pipe);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  // A copy of the repository's artifacts/ and platforms/ that a test may edit.
  std::string scratch_root() {
    fs::path root = dir_ / "repo";
    for (const char* sub : {"artifacts", "platforms"}) {
      fs::create_directories(root / sub);
      fs::copy(fs::path(LADDER_SOURCE_DIR) / sub, root / sub, fs::copy_options::recursive);
    }
    return root.string();
  }

  fs::path dir_;
};

TEST_F(CheckCommand, GreenWithoutAFaultRedWithOne) {
  std::string root = std::string(" --root '") + LADDER_SOURCE_DIR + "'";
  std::string clean, faulty;
  EXPECT_EQ(check("", "--tier 1 --out '" + (dir_ / "clean").string() + "'" + root, &clean), 0)
      << clean;
  EXPECT_EQ(
      check("LADDER_FAULT=ulp", "--tier 1 --out '" + (dir_ / "ulp").string() + "'" + root, &faulty),
      1)
      << faulty;
  EXPECT_NE(faulty.find("FAIL  1 resident"), std::string::npos) << faulty;
  EXPECT_NE(read_file((dir_ / "ulp/results.tsv").string()).find("resident\t1\tFAIL\t"),
            std::string::npos);
  EXPECT_TRUE(fs::exists(dir_ / "ulp/manifest.json"));
}

TEST_F(CheckCommand, BaselineGivesXpassAndFlake) {
  std::string root = scratch_root();
  write_file(root + "/platforms/expected/reference-cpu.txt",
             "smoke FAIL  # pretend the adder is broken here\nknown-answers FLAKE  # pretend it "
             "wobbles\n");
  std::string output;
  EXPECT_EQ(
      check("", "--tier 0 --root '" + root + "' --out '" + (dir_ / "rec").string() + "'", &output),
      1)
      << output;
  EXPECT_NE(output.find("XPASS 0 smoke"), std::string::npos) << output;
  EXPECT_NE(output.find("PASS  0 known-answers"), std::string::npos) << output;
}

TEST_F(CheckCommand, BaselineNamingNoTestIsAnError) {
  std::string root = scratch_root();
  write_file(root + "/platforms/expected/reference-cpu.txt", "smoky FAIL  # typo\n");
  std::string output;
  EXPECT_EQ(
      check("", "--tier 0 --root '" + root + "' --out '" + (dir_ / "rec").string() + "'", &output),
      2)
      << output;
  EXPECT_NE(output.find("platforms/expected/reference-cpu.txt: no test named 'smoky'"),
            std::string::npos)
      << output;
}

// Tier 2 holds each artifact to XLA's golden (artifacts/goldens/xla/) as well as to the
// float64 reference's, with the same tolerances: one that XLA disagrees with fails, naming it.
TEST_F(CheckCommand, ArtifactsMustAgreeWithXlasGoldenToo) {
  auto names = exec::lowerer_names();
  if (std::find(names.begin(), names.end(), "cpu") == names.end())
    GTEST_SKIP() << "tier 2 on the reference lowerer is too slow for a test; no cpu lowerer built";
  std::string root = scratch_root();
  const std::string xla = xla_golden_path(root, "mnist-mlp.sgd");
  ASSERT_TRUE(fs::exists(xla)) << "the committed XLA goldens are missing";
  Golden golden = golden_from_json(read_file(xla), xla);
  for (double& v : golden.outputs[0].values) v *= 1.5;  // XLA "says" fc1's step is 1.5x larger
  write_file(xla, golden_to_json(golden));
  std::string output;
  const std::string args = "--tier 2 --root '" + root + "' --out '" + (dir_ / "rec").string() + "'";
  EXPECT_EQ(check("", args, &output, "cpu"), 1) << output;
  EXPECT_NE(output.find("FAIL  2 golden:mnist-mlp.sgd"), std::string::npos) << output;
  EXPECT_NE(output.find("dense: against XLA's golden: median"), std::string::npos) << output;
  EXPECT_NE(output.find("PASS  2 golden:mnist-linear.sgd"), std::string::npos) << output;
  EXPECT_NE(output.find("; vs XLA median"), std::string::npos) << output;

  golden.artifact_sha256 = "0000";
  write_file(xla, golden_to_json(golden));
  output.clear();
  EXPECT_EQ(check("", args + "-2", &output, "cpu"), 1) << output;
  EXPECT_NE(output.find("was computed from another mnist-mlp.sgd.mlir; run `ladder goldens --xla --write`"),
            std::string::npos) << output;
}

}  // namespace
}  // namespace ladder::platform
