// Expected-failure baselines: parsing, and the XFAIL/XPASS classification that decides
// whether a run is red.
#include <gtest/gtest.h>

#include "ladder/core/error.h"
#include "ladder/platform/suite.h"

namespace ladder::platform {
namespace {

std::string parse_error(const std::string& text) {
  try {
    parse_baseline(text, "expected/cpu-cpu.txt");
  } catch (const Error& e) {
    return e.what();
  }
  return "accepted";
}

TEST(Baseline, ParsesFailAndFlakeWithReasons) {
  auto b = parse_baseline(
      "# header comment\n\nsmoke FAIL  # the plugin adds in bf16\n"
      "golden:cifar8.adamw   FLAKE # nondeterministic reduction order\n",
      "expected/x.txt");
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b.at("smoke").kind, Expected::fail);
  EXPECT_EQ(b.at("smoke").why, "the plugin adds in bf16");
  EXPECT_EQ(b.at("golden:cifar8.adamw").kind, Expected::flake);
}

TEST(Baseline, RefusesMalformedLinesNamingTheLine) {
  EXPECT_EQ(parse_error("\nsmoke BROKEN # why\n"),
            "expected/cpu-cpu.txt:2: expected FAIL or FLAKE, found 'BROKEN'");
  EXPECT_EQ(
      parse_error("smoke FAIL\n"),
      "expected/cpu-cpu.txt:1: 'smoke' needs a reason after '#': say why it is expected to fail");
  EXPECT_EQ(parse_error("smoke\n"),
            "expected/cpu-cpu.txt:1: expected '<test> FAIL|FLAKE  # why', found 'smoke'");
  EXPECT_EQ(parse_error("smoke FAIL # a\nsmoke FLAKE # b\n"),
            "expected/cpu-cpu.txt:2: 'smoke' is listed twice");
}

TEST(Baseline, Classification) {
  Expectation fail{Expected::fail, "why"}, flake{Expected::flake, "why"};
  // Not listed: the raw status stands.
  EXPECT_EQ(classify(Status::pass, nullptr), Status::pass);
  EXPECT_EQ(classify(Status::fail, nullptr), Status::fail);
  EXPECT_EQ(classify(Status::skip, nullptr), Status::skip);
  // Listed FAIL: failing is expected, passing means the line should go.
  EXPECT_EQ(classify(Status::fail, &fail), Status::xfail);
  EXPECT_EQ(classify(Status::pass, &fail), Status::xpass);
  EXPECT_EQ(classify(Status::skip, &fail), Status::skip);
  // Listed FLAKE: either outcome is fine.
  EXPECT_EQ(classify(Status::fail, &flake), Status::xfail);
  EXPECT_EQ(classify(Status::pass, &flake), Status::pass);
}

TEST(Baseline, RedMeansFailOrXpass) {
  EXPECT_TRUE(is_red(Status::fail));
  EXPECT_TRUE(is_red(Status::xpass));
  EXPECT_FALSE(is_red(Status::pass));
  EXPECT_FALSE(is_red(Status::xfail));
  EXPECT_FALSE(is_red(Status::skip));
}

TEST(Status, NamesRoundTrip) {
  for (Status s : {Status::pass, Status::fail, Status::skip, Status::xfail, Status::xpass})
    EXPECT_EQ(status_from_name(status_name(s)), s);
  EXPECT_FALSE(status_from_name("OK"));
}

}  // namespace
}  // namespace ladder::platform
