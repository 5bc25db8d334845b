// Planned peak memory of a net's train step at a batch size: what a runner holds while a
// step runs. Inputs (θ, optimizer state, running statistics, the batch and labels) stay
// allocated; the step adds its outputs (θ', state', ...), the constants, and the live
// intermediates. The intermediates come from the CPU lowerer's buffer plan (liveness-based
// reuse; Executable::stats() "arena_bytes") when this build has it; without it, the sum of
// every intermediate's size, an upper bound that assumes no reuse.
#pragma once

#include <cstdint>
#include <string>

namespace ladder::platform {

struct MemoryPlan {
  std::string net, optimizer;
  int64_t batch = 0;
  int64_t parameters = 0;  // θ
  int64_t optimizer_state = 0;
  int64_t running_stats = 0;
  int64_t batch_io = 0;  // x, labels and the rank-0 scalars
  int64_t outputs = 0;   // θ', state', running', loss
  int64_t constants = 0;
  int64_t activations = 0;     // live intermediates at the planned peak
  int64_t kernel_scratch = 0;  // working memory of the kernels (oneDNN scratchpads)
  std::string source;          // "cpu lowerer buffer plan" or "estimate (no reuse)"

  int64_t peak() const {
    return parameters + optimizer_state + running_stats + batch_io + outputs + constants +
           activations + kernel_scratch;
  }
};

MemoryPlan plan_memory(const std::string& net, const std::string& optimizer, int64_t batch);

// Measures what `plan_memory` predicts: runs `steps` train steps on the cpu lowerer the way
// the trainer does (inputs uploaded once and dropped from the host, θ and state donated to
// each step) and reads the process's peak resident set (VmHWM, reset first through
// /proc/self/clear_refs) against its resident set before the step was built.
struct MeasuredPeak {
  int64_t rss_before = 0, peak_rss = 0;
  bool peak_was_reset = false;  // false: the kernel refused the reset; peak_rss may be older
  double ms_per_step = 0;
  int64_t growth() const { return peak_rss - rss_before; }
};
MeasuredPeak measure_step_loop(const std::string& net, const std::string& optimizer, int64_t batch,
                               int steps);

// The batch size the ladder trains `net` at (128 for MNIST and CIFAR nets, 32 otherwise).
int64_t ladder_batch(const std::string& net);

std::string format_bytes(int64_t bytes);  // "13.3 MiB"

}  // namespace ladder::platform
