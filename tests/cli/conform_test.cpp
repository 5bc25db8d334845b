// `ladder conform` as a user runs it: a line per chunk, the summaries, --json, and the exit
// status that --expect-baseline gives.
#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"

namespace ladder::cli_test {
namespace {

using ConformCommand = ScratchDir;

const std::string kChecks = LADDER_SOURCE_DIR "/tests/platform/data/conform_checks.mlir";

TEST_F(ConformCommand, PrintsEveryChunkAndWritesJson) {
  Outcome run = ladder({"conform", kChecks, "--lowerer", "reference", "--json", path("r.json")});
  ASSERT_EQ(run.exit_code, 0) << run.err;  // failing chunks are results, not errors
  EXPECT_NE(run.out.find("PASS conform_checks.mlir:0 @exact_right\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("FAIL conform_checks.mlir:1 @exact_wrong: "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("conform_checks.mlir: 4/11 passed (36.4%)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("reference lowerer: 4/11 chunks passed (36.4%) in 1 files"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("3  wrong values (check.expect_eq_const)"), std::string::npos) << run.out;
  auto json = nlohmann::json::parse(read_text(path("r.json")));
  EXPECT_EQ(json["lowerer"], "reference");
  EXPECT_EQ(json["passed"], 4);
  EXPECT_EQ(json["total"], 11);
  ASSERT_EQ(json["results"].size(), 11u);
  EXPECT_EQ(json["results"][1]["id"], "conform_checks.mlir:1");
  EXPECT_EQ(json["results"][1]["passed"], false);
  EXPECT_EQ(json["results"][1]["cause"], "wrong values (check.expect_eq_const)");
}

TEST_F(ConformCommand, ExpectBaselineExitsOneOnDepartures) {
  Outcome wrote = ladder({"conform", kChecks, "--lowerer", "reference", "--write-baseline", path("b.txt")});
  ASSERT_EQ(wrote.exit_code, 0) << wrote.err;
  Outcome same = ladder({"conform", kChecks, "--lowerer", "reference", "--expect-baseline", path("b.txt")});
  EXPECT_EQ(same.exit_code, 0) << same.out;
  EXPECT_NE(same.out.find("as " + path("b.txt") + " expects"), std::string::npos) << same.out;
  write_text(path("empty.txt"), "# no expected failures\n");
  Outcome departs = ladder({"conform", kChecks, "--lowerer", "reference", "--expect-baseline", path("empty.txt")});
  EXPECT_EQ(departs.exit_code, 1) << departs.out;
  EXPECT_NE(departs.out.find("FAIL conform_checks.mlir:1, not in the baseline"), std::string::npos) << departs.out;
  EXPECT_NE(departs.out.find("7 chunks depart"), std::string::npos) << departs.out;
  EXPECT_NE(departs.out.find("--write-baseline " + path("empty.txt")), std::string::npos) << departs.out;
}

TEST_F(ConformCommand, RefusesAMissingFile) {
  Outcome run = ladder({"conform", path("absent.mlir")});
  EXPECT_NE(run.exit_code, 0);
  EXPECT_NE(run.err.find("absent.mlir"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace ladder::cli_test
