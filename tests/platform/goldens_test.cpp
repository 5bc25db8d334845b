// The golden error math on hand-computed examples, the seeded inputs, and the float64
// promotion the goldens are computed with.
#include "ladder/platform/goldens.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"

namespace ladder::platform {
namespace {

OutputSummary summary_of(std::vector<double> values) {
  std::vector<int64_t> positions;
  for (size_t i = 0; i < values.size(); ++i) positions.push_back(int64_t(i));
  return summarize("out", -1, values, positions);
}

TEST(GoldenMath, SummaryOfAHandExample) {
  OutputSummary s = summary_of({3, -4, NAN, INFINITY});
  EXPECT_EQ(s.count, 4);
  EXPECT_EQ(s.non_finite, 2);
  EXPECT_DOUBLE_EQ(s.l2, 5);  // over the finite elements
  EXPECT_DOUBLE_EQ(s.max_abs, 4);
  EXPECT_DOUBLE_EQ(s.rms(), 2.5);
}

TEST(GoldenMath, ErrorIsTheLargerOfSampledRmsAndL2Gap) {
  OutputSummary want = summary_of({1, 2, 3, 4}), got = summary_of({1, 2, 3, 5});
  // Sampled: one difference of 1 in four samples -> rms 0.5. L2: (√39 − √30)/√4 ≈ 0.384.
  double floor = want.rms();  // √30 / 2
  EXPECT_NEAR(output_error(want, got, floor), 0.5 / (std::sqrt(30.0) / 2), 1e-12);

  // All samples equal but the L2 differs (an unsampled element moved): the L2 term decides.
  OutputSummary sparse_want = summarize("out", -1, std::vector<double>{1, 2, 3, 4}, {0, 1});
  OutputSummary sparse_got = summarize("out", -1, std::vector<double>{1, 2, 3, 40}, {0, 1});
  double l2_gap = (std::sqrt(1 + 4 + 9 + 1600.0) - std::sqrt(30.0)) / 2;
  EXPECT_NEAR(output_error(sparse_want, sparse_got, 1.0), l2_gap, 1e-12);
}

TEST(GoldenMath, ZeroReferenceUsesTheFloor) {
  OutputSummary zero = summary_of({0, 0, 0, 0}), tiny = summary_of({0, 0, 0, 1e-3});
  EXPECT_EQ(output_error(zero, zero, 0), 0);
  EXPECT_TRUE(std::isinf(output_error(zero, tiny, 0)));
  // In a comparison the floor is 1% of the median reference rms over the outputs.
  std::vector<OutputSummary> want = {summary_of({2, 2, 2, 2}), summary_of({2, 2, 2, 2}), zero};
  std::vector<OutputSummary> got = {summary_of({2, 2, 2, 2}), summary_of({2, 2, 2, 2}), tiny};
  Comparison c = compare_summaries(want, got, {1, 1});
  // Output 2: max(1e-3/2 sampled rms, 1e-3/2 L2 gap) / (0.01 × 2).
  EXPECT_NEAR(c.errors[2], 5e-4 / 0.02, 1e-12);
  EXPECT_EQ(c.errors[0], 0);
}

TEST(GoldenMath, MedianAndNearestRankP90) {
  EXPECT_EQ(median({3, 1, 2}), 2);
  EXPECT_EQ(median({4, 1, 3, 2}), 2.5);
  EXPECT_EQ(percentile90({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}), 9);
  std::vector<double> twenty;
  for (int i = 20; i >= 1; --i) twenty.push_back(i);
  EXPECT_EQ(percentile90(twenty), 18);
  EXPECT_EQ(percentile90({7}), 7);
}

TEST(GoldenMath, PassNeedsMedianAndP90UnderTolerance) {
  std::vector<OutputSummary> want, got;
  // Ten outputs of rms 1; output k is off by k/1000 everywhere: errors 0, 0.001, ..., 0.009.
  for (int k = 0; k < 10; ++k) {
    want.push_back(summary_of({1, -1, 1, -1}));
    double d = k / 1000.0;
    got.push_back(summary_of({1 + d, -1 + d, 1 + d, -1 + d}));
  }
  Comparison c = compare_summaries(want, got, {0.005, 0.009});
  EXPECT_NEAR(c.median_error, 0.0045, 1e-12);
  EXPECT_NEAR(c.p90_error, 0.008, 1e-12);
  EXPECT_TRUE(c.pass) << c.detail;
  EXPECT_FALSE(compare_summaries(want, got, {0.004, 0.009}).pass);   // median over
  EXPECT_FALSE(compare_summaries(want, got, {0.005, 0.0079}).pass);  // p90 over
}

TEST(GoldenMath, CountsMustMatchExactly) {
  std::vector<OutputSummary> want = {summary_of({1, 2, NAN})}, got = {summary_of({1, 2, 3})};
  got[0].l2 = want[0].l2;
  got[0].values = want[0].values;  // identical samples, only the non-finite count differs
  Comparison c = compare_summaries(want, got, {1, 1});
  EXPECT_FALSE(c.pass);
  EXPECT_NE(c.detail.find("counts differ"), std::string::npos) << c.detail;
}

TEST(Tolerances, ParseAndRefuse) {
  auto t = parse_tolerances("# comment\nfamily\tmedian\tp90\ndense\t3e-3\t3e-2\n", "tol.tsv");
  ASSERT_EQ(t.count("dense"), 1u);
  EXPECT_EQ(t["dense"].median, 3e-3);
  EXPECT_EQ(t["dense"].p90, 3e-2);
  auto error = [](const std::string& text) {
    try {
      parse_tolerances(text, "tol.tsv");
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(error("dense\t3e-3\n"), "tol.tsv:1: expected family<TAB>median<TAB>p90, found 2 cells");
  EXPECT_EQ(error("\ndense\tx\t1\n"), "tol.tsv:2: expected a positive number, found 'x'");
  EXPECT_EQ(error("dense\t0.5\t0.1\n"), "tol.tsv:1: the median tolerance exceeds the p90 one");
}

// A function shaped like a train step: x, θ (a dense weight, its bias), m, lr, labels.
ir::Module small_step() {
  ir::Module module;
  ir::Function* f = module.add_function("tiny_momentum_train_step");
  f->arg_names = {"x", "theta.fc.w", "theta.fc.b", "m.fc.w", "m.fc.b", "lr", "labels"};
  std::vector<TensorType> types = {
      {DType::f32, {4, 300}}, {DType::f32, {300, 5}}, {DType::f32, {5}},   {DType::f32, {300, 5}},
      {DType::f32, {5}},      {DType::f32, {}},       {DType::f32, {4, 5}}};
  std::vector<ir::Value> args;
  for (const TensorType& t : types) args.push_back(f->body.add_parameter(t));
  f->body.results = {args[1], args[2], args[3], args[4], ir::reduce_sum(args[6], {0, 1})};
  f->result_names = {"theta.fc.w'", "theta.fc.b'", "m.fc.w'", "m.fc.b'", "loss"};
  return module;
}

TEST(GoldenInputs, FollowTheDocumentedRule) {
  ir::Module module = small_step();
  std::vector<Tensor> in = make_golden_inputs(*module.entry(), "tiny.momentum");
  ASSERT_EQ(in.size(), 7u);
  // He-scaled dense weight: variance 2 / fan_in = 2/300.
  double sum_sq = 0;
  for (int64_t i = 0; i < in[1].num_elements(); ++i) sum_sq += in[1].get(i) * in[1].get(i);
  EXPECT_NEAR(sum_sq / double(in[1].num_elements()), 2.0 / 300, 0.15 * 2.0 / 300);
  for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(in[2].get(i), 0);                     // bias
  for (int64_t i = 0; i < in[3].num_elements(); ++i) ASSERT_EQ(in[3].get(i), 0);  // m
  EXPECT_EQ(in[5].get(0), 1);                                                     // lr
  for (int64_t row = 0; row < 4; ++row) {
    double sum = 0, ones = 0;
    for (int64_t k = 0; k < 5; ++k) {
      sum += in[6].get(row * 5 + k);
      ones += in[6].get(row * 5 + k) == 1;
    }
    EXPECT_EQ(sum, 1);
    EXPECT_EQ(ones, 1);
  }
  // Seeded from the name: the same name gives the same inputs, another name others.
  EXPECT_TRUE(make_golden_inputs(*module.entry(), "tiny.momentum")[1] == in[1]);
  EXPECT_FALSE(make_golden_inputs(*module.entry(), "tiny.sgd")[1] == in[1]);
}

TEST(GoldenInputs, PairOutputIWithInputIPlusOne) {
  ir::Module module = small_step();
  EXPECT_EQ(paired_inputs(*module.entry()), (std::vector<int>{1, 2, 3, 4, -1}));
}

TEST(GoldenInputs, UnknownArgumentNamesAreRefused) {
  ir::Module module = small_step();
  module.entry()->arg_names[0] = "images";
  EXPECT_THROW(make_golden_inputs(*module.entry(), "tiny"), Error);
}

TEST(Promotion, ComputesInFloat64) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  ir::Value x = f->body.add_parameter({DType::f32, {1}});
  f->arg_names = {""};
  f->body.results = {ir::add(x, ir::constant(f->body, 1e-10, DType::f32, {1}))};
  f->result_names = {""};
  promote_to_f64(module);
  auto lowerer = exec::make_lowerer("reference");
  auto exe = lowerer->compile(module, *module.entry());
  std::vector<Tensor> args = {Tensor::from_doubles(DType::f64, {1}, std::vector<double>{1.0})};
  Tensor y = exe->run(args).at(0);
  EXPECT_EQ(y.dtype(), DType::f64);
  EXPECT_EQ(y.get(0), 1.0 + double(float(1e-10)));  // in f32 this would round to exactly 1
}

TEST(GoldenJson, RoundTrips) {
  Golden g{"a.sgd",
           "abc",
           "a_sgd_train_step",
           {summarize("theta.w'", 1, std::vector<double>{0.1, -2.5, NAN}, {0, 2}),
            summarize("loss", -1, std::vector<double>{2.302585092994046}, {0})}};
  EXPECT_EQ(golden_from_json(golden_to_json(g), "g.json").computed_by, Golden::kReferenceGolden);
  g.computed_by = "ladder goldens --xla: XLA's CPU compiler";  // the second golden says so
  Golden back = golden_from_json(golden_to_json(g), "g.json");
  EXPECT_EQ(back.computed_by, g.computed_by);
  ASSERT_EQ(back.outputs.size(), 2u);
  EXPECT_EQ(back.outputs[0].paired_input, 1);
  EXPECT_EQ(back.outputs[0].non_finite, 1);
  EXPECT_EQ(back.outputs[0].positions, (std::vector<int64_t>{0, 2}));
  EXPECT_TRUE(std::isnan(back.outputs[0].values[1]));
  EXPECT_EQ(back.outputs[1].values[0], 2.302585092994046);  // bit-exact
  EXPECT_EQ(golden_to_json(back), golden_to_json(g));
  EXPECT_THROW(golden_from_json("{\"artifact\": 1}", "bad.json"), Error);
}

TEST(SamplePositions, AllWhenFewDistinctSortedWhenMany) {
  EXPECT_EQ(sample_positions(3, 1), (std::vector<int64_t>{0, 1, 2}));
  auto p = sample_positions(100000, 42);
  ASSERT_EQ(p.size(), size_t(kGoldenSamples));
  EXPECT_TRUE(std::is_sorted(p.begin(), p.end()));
  EXPECT_EQ(std::adjacent_find(p.begin(), p.end()), p.end());
  EXPECT_EQ(sample_positions(100000, 42), p);
}

}  // namespace
}  // namespace ladder::platform
