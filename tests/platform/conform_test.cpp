// The conformance harness (platform/conform.h): the StableHLO interpreter's tests on every host
// lowerer against their expected failures, and the harness itself failing wrong values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "error_message.h"
#include "ladder/platform/conform.h"
#include "ladder/platform/files.h"

namespace ladder::platform {
namespace {

namespace fs = std::filesystem;
using ladder::testing::error_message;

const std::string kInterpret = LADDER_SOURCE_DIR "/tests/stablehlo/interpret";
const std::string kChecks = LADDER_SOURCE_DIR "/tests/platform/data/conform_checks.mlir";

std::vector<ConformResult> run_files(const std::vector<std::string>& files, const std::string& lowerer_name) {
  auto lowerer = exec::make_lowerer(lowerer_name);
  std::vector<ConformResult> results;
  ReplicaLowerers replicas = [&](std::shared_ptr<exec::Communicator> communicator) {
    exec::LowererOptions options;
    options.communicator = std::move(communicator);
    return exec::make_lowerer(lowerer_name, options);
  };
  for (const std::string& file : files)
    for (const ConformChunk& chunk : read_chunks(file)) results.push_back(run_chunk(chunk, *lowerer, replicas));
  return results;
}

std::vector<std::string> interpreter_tests() {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(kInterpret))
    if (entry.path().extension() == ".mlir") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

bool has_lowerer(const std::string& name) {
  auto names = exec::lowerer_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

class ConformOn : public ::testing::TestWithParam<std::string> {};

// Every kept interpreter test on the lowerer: a chunk passes unless its expected-failures file
// lists it, and none listed passes.
TEST_P(ConformOn, InterpreterTestsMatchTheirBaseline) {
  const std::string lowerer = GetParam();
  if (!has_lowerer(lowerer)) GTEST_SKIP() << "this build has no " << lowerer << " lowerer";
  std::vector<std::string> files = interpreter_tests();
  ASSERT_GT(files.size(), 50u) << "the interpreter's tests are missing from " << kInterpret;
  std::vector<ConformResult> results = run_files(files, lowerer);
  std::string baseline = kInterpret + "/expected/" + lowerer + ".txt";
  auto departures = baseline_departures(results, parse_baseline(read_file(baseline), baseline));
  std::string all;
  for (const std::string& d : departures) all += "  " + d + "\n";
  EXPECT_TRUE(departures.empty())
      << departures.size() << " chunks depart from " << baseline << ":\n"
      << all << "When the change is meant (an op or a type added), rewrite the baseline from the repository root:\n"
      << "  build/ladder conform tests/stablehlo/interpret/*.mlir --lowerer " << lowerer
      << " --write-baseline tests/stablehlo/interpret/expected/" << lowerer << ".txt";
  int passed = static_cast<int>(std::count_if(results.begin(), results.end(),
                                              [](const ConformResult& r) { return r.passed; }));
  std::printf("%s: %d/%zu chunks pass\n", lowerer.c_str(), passed, results.size());
}

INSTANTIATE_TEST_SUITE_P(Conform, ConformOn, ::testing::Values("reference", "cpu"),
                         [](const auto& info) { return info.param; });

const ConformResult& by_entry(const std::vector<ConformResult>& results, const std::string& entry) {
  for (const ConformResult& r : results)
    if (r.entry == entry) return r;
  throw Error("no chunk with entry @" + entry);
}

// The hand-written chunks: right values pass, wrong ones fail naming the check, the element
// and both values, on every host lowerer.
TEST_P(ConformOn, HarnessFailsWrongValues) {
  const std::string lowerer = GetParam();
  if (!has_lowerer(lowerer)) GTEST_SKIP() << "this build has no " << lowerer << " lowerer";
  std::vector<ConformResult> results = run_files({kChecks}, lowerer);
  ASSERT_EQ(results.size(), 11u);
  for (const char* right : {"exact_right", "almost_right", "nan_right", "main"})
    EXPECT_TRUE(by_entry(results, right).passed) << right << ": " << by_entry(results, right).reason;
  auto expect_failure = [&](const std::string& entry, const std::string& reason) {
    const ConformResult& r = by_entry(results, entry);
    EXPECT_FALSE(r.passed) << entry;
    EXPECT_NE(r.reason.find(reason), std::string::npos) << entry << ": " << r.reason;
  };
  expect_failure("exact_wrong", "conform_checks.mlir:20: check.expect_eq_const %result at [1]: got 22, expected 23");
  expect_failure("almost_wrong", "check.expect_almost_eq %a at [1]: got 2, expected 2.5 (tolerance 0.1)");
  expect_failure("close_wrong", "(1 ULP apart; allowed 0..0)");
  expect_failure("multiline_wrong", "check.expect_eq_const %a at [1, 0]: got 1, expected 2");
  EXPECT_FALSE(results[7].passed);
  EXPECT_NE(results[7].reason.find("conform_checks.mlir:81: ladder's harness does not run check.expect_serialized_eq"),
            std::string::npos)
      << results[7].reason;
  // ladder's own error, its line that of the original file although a check above it spanned two.
  std::string text = read_file(kChecks);
  int op_line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + text.find("stablehlo.no_such_op"), '\n'));
  // Replicas of interpreter.run_parallel: results in replica order (chunk 9, entry @main,
  // passes above), a wrong value on replica 1 of an all_reduce caught.
  EXPECT_FALSE(results[10].passed);
  EXPECT_NE(results[10].reason.find("conform_checks.mlir:133: check.expect_eq_const %results#1 at [1]: got 22, expected 23"),
            std::string::npos)
      << results[10].reason;
  expect_failure("unknown_op", cat("conform_checks.mlir:", op_line, ":8: unsupported op 'stablehlo.no_such_op'"));
}

TEST(Conform, SplitsChunksAtMarkersKeepingLineNumbers) {
  auto chunks = split_chunks("a\n// -----\nb\nc\n  // -----  \nd\n// // -----\ne\n", "x/f.mlir");
  ASSERT_EQ(chunks.size(), 3u);
  EXPECT_EQ(chunks[0].text, "a\n");
  EXPECT_EQ(chunks[1].line, 3);
  EXPECT_EQ(chunks[1].text, "b\nc\n");
  EXPECT_EQ(chunks[1].id(), "f.mlir:1");
  EXPECT_EQ(chunks[2].line, 6);
  EXPECT_EQ(chunks[2].text, "d\n// // -----\ne\n");  // a commented-out marker splits nothing
}

TEST(Conform, RewritesChecksIntoResults) {
  ConformChunk chunk{"f.mlir", 1, 10,
                     "func.func @f() {\n"
                     "  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
                     "  check.expect_almost_eq_const %a,\n"
                     "      dense<[1.0, 2.0]> : tensor<2xf32> {tolerance = 0.5 : f64}\n"
                     "  check.expect_close %a, %a, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>\n"
                     "  func.return\n"
                     "}\n"};
  PreparedChunk p = prepare_chunk(chunk);
  ASSERT_EQ(p.entries.size(), 1u);
  EXPECT_EQ(p.entries[0].name, "f");
  ASSERT_EQ(p.entries[0].checks.size(), 2u);
  const ConformCheck& almost = p.entries[0].checks[0];
  EXPECT_EQ(almost.kind, CheckKind::almost_eq_const);
  EXPECT_EQ(almost.line, 12);
  EXPECT_EQ(almost.tolerance, 0.5);
  EXPECT_EQ(almost.actual_type, "tensor<2xf32>");
  const ConformCheck& close = p.entries[0].checks[1];
  EXPECT_EQ(close.kind, CheckKind::close);
  EXPECT_EQ(close.min_ulp, 1u);
  EXPECT_EQ(close.max_ulp, 3u);
  EXPECT_EQ(close.expected, "%a");
  // Lines keep their numbers: 9 blank lines, then the chunk's 7 lines.
  EXPECT_EQ(std::count(p.module_text.begin(), p.module_text.end(), '\n'), 9 + 7);
  EXPECT_NE(p.module_text.find("func.func @f() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {"),
            std::string::npos)
      << p.module_text;
  EXPECT_NE(p.module_text.find("func.return %a, %conform_expected_0, %a, %a :"), std::string::npos) << p.module_text;
  EXPECT_EQ(p.module_text.find("check."), std::string::npos) << p.module_text;
}

TEST(Conform, RefusesWhatItCannotRewriteNamingTheLine) {
  EXPECT_EQ(error_message([] {
              prepare_chunk({"f.mlir", 0, 4, "func.func @f() {\n  check.expect_eq_const %a, dense<1>\n  func.return\n}\n"});
            }),
            "f.mlir:5: the literal has no type: dense<1>");
  EXPECT_EQ(error_message([] {
              prepare_chunk({"f.mlir", 0, 1, "func.func @f() {\n  check.expect_eq %a, %b : tensor<i64>\n}\n"});
            }),
            "f.mlir:2: no return after the checks");
  EXPECT_EQ(error_message([] {
              prepare_chunk({"f.mlir", 0, 1,
                             "func.func @main() {\n  %r:3 = \"interpreter.run_parallel\"() {programs = [[@f, @f], [@f]]}"
                             " : () -> (tensor<i64>, tensor<i64>, tensor<i64>)\n  func.return\n}\n"});
            }),
            "f.mlir:2: run_parallel's rows (replicas) must each name the same number of programs (partitions); row 1 "
            "names 1 and row 0 2");
  // A grid of 2 replicas × 2 partitions: the module says so, and the processes run row by row.
  const PreparedChunk grid = prepare_chunk(
      {"f.mlir", 0, 1,
       "module @m {\n  func.func @main() {\n  %r:4 = \"interpreter.run_parallel\"() {programs = [[@f, @g], [@g, @f]]}"
       " : () -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)\n  func.return\n}\n}\n"});
  ASSERT_TRUE(grid.parallel.has_value());
  EXPECT_EQ(grid.parallel->partitions, 2);
  EXPECT_EQ(grid.parallel->programs, (std::vector<std::string>{"f", "g", "g", "f"}));
  EXPECT_NE(grid.module_text.find("attributes {mhlo.num_partitions = 2 : i64, mhlo.num_replicas = 2 : i64}"),
            std::string::npos)
      << grid.module_text;
}

Tensor f32s(std::vector<double> values) {
  return Tensor::from_doubles(DType::f32, {static_cast<int64_t>(values.size())}, values);
}

TEST(Conform, ComparesAsTheCheckDialectDoes) {
  ConformCheck eq{CheckKind::eq};
  EXPECT_EQ(compare_check(eq, f32s({NAN, 0.0}), f32s({NAN, -0.0})), "");  // NaN is NaN; 0 == -0
  EXPECT_NE(compare_check(eq, f32s({1.0}), f32s({std::nextafter(1.0f, 2.0f)})), "");
  ConformCheck almost{CheckKind::almost_eq};  // default tolerance 1e-4, absolute
  EXPECT_EQ(compare_check(almost, f32s({1.0, NAN, INFINITY}), f32s({1.00009, NAN, INFINITY})), "");
  EXPECT_NE(compare_check(almost, f32s({1.0}), f32s({1.0002})), "");
  EXPECT_NE(compare_check(almost, f32s({INFINITY}), f32s({1e30})), "");
  EXPECT_NE(compare_check(almost, f32s({NAN}), f32s({0.0})), "");
  ConformCheck close{CheckKind::close};
  close.max_ulp = 2;
  float one = 1.0f, up2 = std::nextafter(std::nextafter(one, 2.0f), 2.0f);
  EXPECT_EQ(compare_check(close, f32s({one}), f32s({up2})), "");
  EXPECT_NE(compare_check(close, f32s({one}), f32s({std::nextafter(up2, 2.0f)})), "");
  // Across zero the distance is both magnitudes: the smallest subnormals ±d are 2 ULP apart.
  double d = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(compare_check(close, f32s({d}), f32s({-d})), "");
  close.max_ulp = 1;
  EXPECT_NE(compare_check(close, f32s({d}), f32s({-d})), "");
  close.min_ulp = 1;  // at least one ULP apart: equal values fail
  EXPECT_NE(compare_check(close, f32s({one}), f32s({one})), "");
  ConformCheck ints{CheckKind::eq_const};
  ints.actual = "%x";
  Tensor a = Tensor::from_doubles(DType::i64, {2}, std::vector<double>{1, 2});
  Tensor b = Tensor::from_doubles(DType::i64, {2}, std::vector<double>{1, 3});
  EXPECT_EQ(compare_check(ints, a, b), "check.expect_eq_const %x at [1]: got 2, expected 3");
  EXPECT_EQ(compare_check(ints, a, f32s({1, 2})),
            "check.expect_eq_const %x is tensor<2xi64>, expected tensor<2xf32>");
}

TEST(Conform, BaselineDeparturesAreXpassAndUnlistedFailures) {
  std::vector<ConformResult> results = {{"a.mlir:0", "a.mlir", 1, "a", true, ""},
                                        {"a.mlir:1", "a.mlir", 5, "b", false, "a.mlir:6: wrong"},
                                        {"a.mlir:2", "a.mlir", 9, "c", true, ""},
                                        {"a.mlir:3", "a.mlir", 12, "d", false, "a.mlir:13: wrong"}};
  std::string text = baseline_text(results, "reference");
  EXPECT_NE(text.find("a.mlir:1 FAIL  # a.mlir:6: wrong\n"), std::string::npos) << text;
  auto expected = parse_baseline(text, "expected.txt");
  EXPECT_TRUE(baseline_departures(results, expected).empty());
  results[1].passed = true;   // listed as FAIL, passes: XPASS
  results[2].passed = false;  // not listed, fails
  results[2].reason = "a.mlir:10: new";
  auto departures = baseline_departures(results, expected);
  ASSERT_EQ(departures.size(), 2u);
  EXPECT_EQ(departures[0], "XPASS a.mlir:1 (@b) passes now; the baseline lists it as failing");
  EXPECT_EQ(departures[1], "FAIL a.mlir:2, not in the baseline: a.mlir:10: new");
  EXPECT_EQ(failure_causes(results).front(), (std::pair<std::string, int>{"new", 1}));
}

}  // namespace
}  // namespace ladder::platform
