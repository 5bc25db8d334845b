#include "ladder/train/metrics.h"

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
  a.ci_low = 100 * (centre - half);
  a.ci_high = 100 * (centre + half);
  return a;
}

}  // namespace ladder::train
