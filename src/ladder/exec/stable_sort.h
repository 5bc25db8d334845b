// The order both host lowerers give stablehlo.sort: a stable bottom-up merge sort of element
// positions. Any comparator yields one definite order, also one that is no strict weak order
// (a FLOAT comparison meeting NaN), so lowerers that sort with it agree element for element.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace ladder::exec {

// Reorders `order` so that no element is preceded by one it goes `before`; equal ones keep
// their order (the right-hand run's element is taken first only when before(right, left)).
// `scratch` is working space.
template <typename Before>
void stable_merge_sort(std::vector<int64_t>& order, std::vector<int64_t>& scratch, Before&& before) {
  const size_t n = order.size();
  scratch.resize(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      const size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) scratch[k++] = before(order[j], order[i]) ? order[j++] : order[i++];
      while (i < mid) scratch[k++] = order[i++];
      while (j < hi) scratch[k++] = order[j++];
    }
    order.swap(scratch);
  }
}

}  // namespace ladder::exec
