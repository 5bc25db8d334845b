// `ladder --help`, `ladder exec --help` and `ladder lowerers` say what a newcomer needs.
#include <gtest/gtest.h>

#include <regex>

#include "cli/run_ladder.h"

namespace ladder {
namespace {

using Help = cli_test::ScratchDir;

TEST_F(Help, TopLevelListsTheCommands) {
  auto run = ladder({"--help"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* text : {"exec", "lowerers", "--help"})
    EXPECT_NE(run.out.find(text), std::string::npos) << text << " missing in:\n" << run.out;
}

TEST_F(Help, ExecExplainsEveryOptionWithExamples) {
  auto run = ladder({"exec", "--help"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* text : {"--entry", "--inputs", "--random-inputs", "--out", "--lowerer",
                           "--repeat", "[-1, 1)", "Examples:", "ladder exec examples/"})
    EXPECT_NE(run.out.find(text), std::string::npos) << text << " missing in:\n" << run.out;
}

TEST_F(Help, ACommandWithoutExamplesDoesNotShowTheTopLevelOnes) {
  auto run = ladder({"certify", "--help"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.find("ladder exec"), std::string::npos) << run.out;
}

TEST_F(Help, NoCommandIsAnError) {
  auto run = ladder({});
  EXPECT_EQ(run.exit_code, 2);
}

// A mistyped command names the closest one; CLI11's own parse errors read like every other
// error: one line with the prefix, exit 2.
TEST_F(Help, MistakesAreOneLineErrorsThatPointTheWay) {
  cli_test::expect_one_line_error(ladder({"trian", "mnist-cnn"}), {"unknown command 'trian'", "did you mean 'train'?"});
  cli_test::expect_one_line_error(ladder({"zzzzzz"}), {"unknown command 'zzzzzz'", "ladder --help"});
  cli_test::expect_one_line_error(ladder({"train", "mnist-mlp", "--batch", "8", "--batch", "2"}),
                                  {"--batch", "ladder train --help"});
  cli_test::expect_one_line_error(ladder({"exec", "--no-such-flag", "x.mlir"}), {"--no-such-flag"});
}

// --version names the release, the commit the binary was built from and how it was built.
TEST_F(Help, VersionNamesTheBuild) {
  auto run = ladder({"--version"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(^ladder [0-9]+\.[0-9]+\.[0-9]+ \(git ([0-9a-f]{7,}(-dirty)?|unknown[^;]*); [A-Za-z]+, )")))
      << run.out;
}

TEST_F(Help, LowerersListsTheDefault) {
  auto run = ladder({"lowerers"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("reference"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("(default)"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace ladder
