#include "ladder/train/metrics.h"

#include <algorithm>
#include <cmath>

namespace ladder::train {

Accuracy accuracy(int64_t correct, int64_t total) {
  Accuracy a;
  a.correct = correct;
  a.total = total;
  if (total <= 0) return a;
  constexpr double z = 1.959963984540054;
  const double n = static_cast<double>(total), p = static_cast<double>(correct) / n;
  const double denom = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
  a.top1 = 100 * p;
  // At p = 0 and p = 1 the interval ends at 0 and 100 exactly; rounding left 99.99999999999999.
  a.ci_low = correct == 0 ? 0.0 : std::clamp(100 * (centre - half), 0.0, 100.0);
  a.ci_high = correct == total ? 100.0 : std::clamp(100 * (centre + half), 0.0, 100.0);
  // Bounds to the hundredth of a percent, as every table and the reference system's logs show
  // them (records hold 84.71, not 84.71471559412875).
  a.ci_low = std::round(a.ci_low * 100) / 100;
  a.ci_high = std::round(a.ci_high * 100) / 100;
  return a;
}

}  // namespace ladder::train
