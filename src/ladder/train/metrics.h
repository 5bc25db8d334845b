// Accuracy with its 95% confidence interval.
#pragma once

#include <cstdint>

namespace ladder::train {

struct Accuracy {
  int64_t correct = 0, total = 0;
  double top1 = 0;              // percent
  double ci_low = 0, ci_high = 0;  // percent, Wilson score interval at 95%
};

// The Wilson score interval (z = 1.959964) for `correct` successes out of `total`.
Accuracy accuracy(int64_t correct, int64_t total);

}  // namespace ladder::train
