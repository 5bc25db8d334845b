// One thread pool for everything: the OpenMP runtime that oneDNN (built with OpenMP in
// Debian) already uses. Our own loops run on the same pool, so the two never compete.
#include <omp.h>

#include <algorithm>
#include <atomic>

#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

namespace {
// Below this many elements of work, waking the other threads costs more than it saves.
constexpr int64_t kMinParallelWork = 1 << 15;
}  // namespace

namespace {
std::atomic<int> g_threads{0};  // 0: OpenMP's default (all cores, or OMP_NUM_THREADS)
}  // namespace

int num_threads() {
  const int n = g_threads.load();
  return n > 0 ? n : omp_get_max_threads();
}

void set_num_threads(int n) { g_threads.store(std::max(1, n)); }

// OpenMP's thread count is a per-thread setting: apply ours on the thread that runs a plan,
// so that oneDNN (which asks OpenMP) uses it too.
void use_num_threads() {
  if (g_threads.load() > 0) omp_set_num_threads(g_threads.load());
}

void parallel_for(int64_t items, int64_t cost_per_item,
                  const std::function<void(int64_t, int64_t)>& fn) {
  const int threads = static_cast<int>(std::min<int64_t>(num_threads(), items));
  if (threads <= 1 || items * std::max<int64_t>(cost_per_item, 1) < kMinParallelWork) {
    if (items > 0) fn(0, items);
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    const int64_t t = omp_get_thread_num(), nt = omp_get_num_threads();
    const int64_t begin = items * t / nt, end = items * (t + 1) / nt;
    if (begin < end) fn(begin, end);
  }
}

std::vector<int64_t> row_major_strides(const Shape& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int d = static_cast<int>(shape.size()) - 2; d >= 0; --d) s[d] = s[d + 1] * shape[d + 1];
  return s;
}

}  // namespace ladder::exec::cpu
