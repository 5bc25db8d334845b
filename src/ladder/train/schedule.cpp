#include "ladder/train/schedule.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ladder/core/error.h"

namespace ladder::train {

double Schedule::lr(int64_t step) const {
  auto cosine = [&](int64_t s, int64_t span) {
    double t = span > 0 ? std::clamp(static_cast<double>(s) / static_cast<double>(span), 0.0, 1.0) : 1.0;
    double floor = final_fraction * base_lr;
    return floor + (base_lr - floor) * 0.5 * (1.0 + std::cos(std::numbers::pi * t));
  };
  switch (kind) {
    case Kind::Constant: return base_lr;
    case Kind::Cosine: return cosine(step, total_steps);
    case Kind::WarmupCosine:
      if (step < warmup_steps) return base_lr * static_cast<double>(step + 1) / static_cast<double>(warmup_steps);
      return cosine(step - warmup_steps, total_steps - warmup_steps);
    case Kind::Step: return base_lr * std::pow(gamma, static_cast<double>(step / step_period()));
  }
  return base_lr;
}

int64_t Schedule::step_period() const {
  return std::max<int64_t>(step_every > 0 ? step_every : total_steps / 3, 1);
}

std::string Schedule::describe() const {
  switch (kind) {
    case Kind::Constant: return cat("constant(", base_lr, ")");
    case Kind::Cosine: return cat("cosine(base ", base_lr, ", total ", total_steps, " steps)");
    case Kind::WarmupCosine:
      return cat("warmup-cosine(base ", base_lr, ", warmup ", warmup_steps, ", total ", total_steps,
                 " steps)");
    case Kind::Step: return cat("step(base ", base_lr, ", x", gamma, " every ", step_period(), " steps)");
  }
  return "";
}

Schedule::Kind schedule_kind(const std::string& name) {
  if (name == "constant") return Schedule::Kind::Constant;
  if (name == "cosine") return Schedule::Kind::Cosine;
  if (name == "warmup-cosine") return Schedule::Kind::WarmupCosine;
  if (name == "step") return Schedule::Kind::Step;
  throw Error(cat("unknown LR schedule '", name, "' (constant, cosine, warmup-cosine, step)"));
}

}  // namespace ladder::train
