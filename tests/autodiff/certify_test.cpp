// The VJP rules' certificate (autodiff/certify.h) as part of the suite: every rule passes its
// adjoint test, every kink convention holds, and the certificate covers every differentiable
// op of the op list.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "error_message.h"
#include "ladder/autodiff/certify.h"
#include "ladder/autodiff/grad.h"

namespace ladder::autodiff {
namespace {

TEST(Certify, AllRulesPassAndCoverEveryDifferentiableOp) {
  const Certificate cert = certify(11, 3);
  EXPECT_EQ(cert.failed, 0);
  std::map<std::string, int> passed;  // op -> rows that passed
  for (const CertificateRow& row : cert.rows) {
    EXPECT_TRUE(row.ok()) << row.rule << " (" << row.op << "): " << row.status;
    if (row.status == "pass") ++passed[row.op];
  }
  int needed = 0;
  for (int k = 0; k < ir::kNumOps; ++k) {
    auto kind = static_cast<ir::OpKind>(k);
    VjpClass c = vjp_class(kind);
    if (c == VjpClass::Differentiable || c == VjpClass::ZeroGradient) {
      ++needed;
      EXPECT_GT(passed[std::string(ir::op_short_name(kind))], 0)
          << ir::op_name(kind) << " has no passing certificate";
    }
  }
  EXPECT_EQ(cert.needed, needed);
  EXPECT_EQ(cert.covered, needed);
}

TEST(Certify, EveryAdjointRowRanAtTheRequestedPointsAndKinksExactly) {
  const Certificate cert = certify(5, 2);
  int adjoint = 0, kinks = 0;
  for (const CertificateRow& row : cert.rows) {
    if (row.rule == "-") continue;
    if (row.rule.rfind("kink/", 0) == 0) {
      ++kinks;
      EXPECT_EQ(row.tolerance, 0) << row.rule;
      EXPECT_EQ(row.points, 1) << row.rule;
    } else {
      ++adjoint;
      EXPECT_EQ(row.points, 2) << row.rule;
      EXPECT_EQ(row.tolerance, kAdjointTolerance) << row.rule;
      EXPECT_LE(row.error, kAdjointTolerance) << row.rule;
    }
  }
  EXPECT_EQ(adjoint, static_cast<int>(adjoint_cases().size()));
  EXPECT_GT(kinks, 0);
}

TEST(Certify, PointsAreDrawnInTheirDomains) {
  Rng rng(3);
  const std::vector<CaseInput> inputs = {{{50}, Domain::Positive},
                                         {{50}, Domain::AwayFromZero},
                                         {{50}, Domain::Fractional},
                                         {{30}, Domain::Distinct},
                                         {{30}, Domain::Distinct}};
  const std::vector<Tensor> x = draw_inputs(inputs, rng);
  ASSERT_EQ(x.size(), inputs.size());
  std::vector<double> distinct;
  for (int64_t i = 0; i < 50; ++i) {
    EXPECT_TRUE(x[0].get(i) >= 0.5 && x[0].get(i) <= 2) << x[0].get(i);
    EXPECT_TRUE(std::abs(x[1].get(i)) >= 0.3 && std::abs(x[1].get(i)) <= 1.5) << x[1].get(i);
    const double frac = x[2].get(i) - std::floor(x[2].get(i));
    EXPECT_TRUE(frac >= 0.1 && frac <= 0.9) << x[2].get(i);
  }
  // Distinct values are distinct across all the Distinct inputs of a case together.
  for (int k : {3, 4})
    for (int64_t i = 0; i < 30; ++i) distinct.push_back(x[size_t(k)].get(i));
  std::sort(distinct.begin(), distinct.end());
  for (size_t i = 1; i < distinct.size(); ++i)
    EXPECT_GE(distinct[i] - distinct[i - 1], 0.006) << distinct[i - 1] << " and " << distinct[i];
}

TEST(Certify, RefusesFewerThanOnePoint) {
  EXPECT_NE(testing::error_message([] { certify(1, 0); }).find("points must be at least 1, got 0"),
            std::string::npos);
}

}  // namespace
}  // namespace ladder::autodiff
