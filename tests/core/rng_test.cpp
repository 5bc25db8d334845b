#include "ladder/core/rng.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace ladder {
namespace {

// The first outputs of SplitMix64 from state 0, as published with the algorithm.
TEST(Rng, MatchesTheSplitMix64Stream) {
  Rng rng(0);
  EXPECT_EQ(rng.next_u64(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(rng.next_u64(), 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(rng.next_u64(), 0x06c45d188009454fULL);
}

TEST(Rng, UniformStaysInItsInterval) {
  Rng rng(1);
  double lo = 1, hi = 0, sum = 0;
  constexpr int kN = 100000;
  for (int i = 0; i < kN; ++i) {
    double u = rng.uniform();
    lo = std::min(lo, u), hi = std::max(hi, u), sum += u;
    double v = rng.uniform(-1, 1);
    ASSERT_GE(v, -1);
    ASSERT_LT(v, 1);
  }
  EXPECT_GE(lo, 0);
  EXPECT_LT(hi, 1);
  EXPECT_NEAR(sum / kN, 0.5, 0.005);  // the mean's standard error is 0.0009
}

// Counts of below(10) over 100000 draws pass a chi-square test (9 degrees of freedom; the
// 0.1% critical value is 27.9). The seed is fixed, so this cannot flake.
TEST(Rng, BelowIsUniform) {
  Rng rng(2);
  std::vector<int> counts(10, 0);
  constexpr int kN = 100000;
  for (int i = 0; i < kN; ++i) {
    uint64_t k = rng.below(10);
    ASSERT_LT(k, 10u);
    ++counts[k];
  }
  double chi2 = 0;
  for (int c : counts) chi2 += (c - kN / 10.0) * (c - kN / 10.0) / (kN / 10.0);
  EXPECT_LT(chi2, 27.9);
  EXPECT_EQ(rng.below(1), 0u);
}

TEST(Rng, NormalHasUnitVariance) {
  Rng rng(3);
  double sum = 0, sum_squares = 0;
  constexpr int kN = 100000;
  for (int i = 0; i < kN; ++i) {
    double x = rng.normal();
    ASSERT_TRUE(std::isfinite(x));
    sum += x, sum_squares += x * x;
  }
  EXPECT_NEAR(sum / kN, 0, 0.02);
  EXPECT_NEAR(sum_squares / kN, 1, 0.02);
}

TEST(Rng, SameSeedSameStream) {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(a.next_u64(), b.next_u64());
  EXPECT_NE(Rng(42).next_u64(), c.next_u64());
}

// FNV-1a 64 test vectors.
TEST(Rng, HashSeed) {
  EXPECT_EQ(hash_seed(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(hash_seed("a"), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(hash_seed("foobar"), 0x85944171f73967e8ULL);
}

}  // namespace
}  // namespace ladder
