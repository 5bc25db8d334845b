// Host-side learning-rate schedules. The train step takes lr as a rank-0 input each step, so
// a schedule is a plain function of the step.
#pragma once

#include <cstdint>
#include <string>

namespace ladder::train {

struct Schedule {
  enum class Kind { Constant, Cosine, WarmupCosine, Step };
  Kind kind = Kind::Constant;
  double base_lr = 0.1;
  int64_t total_steps = 1;   // cosine: decays to `final_fraction`·base over this many steps
  int64_t warmup_steps = 0;  // warmup+cosine: linear ramp from base/warmup to base
  double final_fraction = 0; // cosine floor as a fraction of base_lr
  int64_t step_every = 0;    // step: multiply by `gamma` every `step_every` steps;
                             // 0: at each third of total_steps
  double gamma = 0.1;

  double lr(int64_t step) const;  // step counts from 0
  std::string describe() const;   // "warmup-cosine(base 0.02, warmup 1170, total 15600)"
  int64_t step_period() const;    // step: steps between two decays
};

// Parses "constant", "cosine", "warmup-cosine", "step"; throws ladder::Error otherwise.
Schedule::Kind schedule_kind(const std::string& name);

}  // namespace ladder::train
