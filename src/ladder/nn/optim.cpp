#include "ladder/nn/optim.h"

#include <array>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/layers.h"

namespace ladder::nn {

using ir::Value;

namespace {

constexpr std::array<std::string_view, 5> kNames = {"sgd", "momentum", "nesterov", "adam", "adamw"};

// A rank-0 scalar input broadcast to the shape of x.
Value like(Value scalar, Value x) { return broadcast_to(scalar, x.shape(), {}); }

}  // namespace

std::string_view optimizer_name(OptimizerKind kind) { return kNames[static_cast<int>(kind)]; }

std::optional<OptimizerKind> optimizer_from_name(std::string_view name) {
  for (size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<OptimizerKind>(i);
  return std::nullopt;
}

std::vector<std::string> optimizer_names() { return {kNames.begin(), kNames.end()}; }

std::vector<std::string> Optimizer::state_slots() const {
  switch (kind) {
    case OptimizerKind::sgd:
      return {};
    case OptimizerKind::momentum:
    case OptimizerKind::nesterov:
      return {"m"};
    case OptimizerKind::adam:
    case OptimizerKind::adamw:
      return {"m", "v"};
  }
  LADDER_ASSERT(false, "unknown optimizer kind");
}

bool Optimizer::uses_bias_correction() const {
  return kind == OptimizerKind::adam || kind == OptimizerKind::adamw;
}

std::string Optimizer::describe() const {
  std::string s = cat("optimizer ", optimizer_name(kind));
  switch (kind) {
    case OptimizerKind::sgd:
      break;
    case OptimizerKind::momentum:
    case OptimizerKind::nesterov:
      s += cat(": momentum = ", momentum);
      break;
    case OptimizerKind::adam:
      s += cat(": beta1 = ", beta1, ", beta2 = ", beta2, ", epsilon = ", epsilon);
      break;
    case OptimizerKind::adamw:
      s += cat(": beta1 = ", beta1, ", beta2 = ", beta2, ", epsilon = ", epsilon,
               ", weight_decay = ", weight_decay, " (decoupled)");
      break;
  }
  if (clip_norm > 0) s += cat("; gradients clipped to global L2 norm ", clip_norm);
  return s;
}

Updated apply_update(const Optimizer& opt, Value theta, Value grad, std::span<const Value> state,
                     const StepScalars& scalars) {
  LADDER_CHECK(grad.type() == theta.type(), "[", optimizer_name(opt.kind), "] gradient ",
               type_string(grad.type()), " does not match parameter ", type_string(theta.type()));
  LADDER_CHECK(state.size() == opt.state_slots().size(), "[", optimizer_name(opt.kind),
               "] expected ", opt.state_slots().size(), " state values, got ", state.size());
  Value lr = like(scalars.lr, theta);
  switch (opt.kind) {
    case OptimizerKind::sgd:
      return {ir::subtract(theta, ir::multiply(lr, grad)), {}};
    case OptimizerKind::momentum:
    case OptimizerKind::nesterov: {
      Value m = ir::add(scale(state[0], opt.momentum), grad);
      Value direction =
          opt.kind == OptimizerKind::nesterov ? ir::add(grad, scale(m, opt.momentum)) : m;
      return {ir::subtract(theta, ir::multiply(lr, direction)), {m}};
    }
    case OptimizerKind::adam:
    case OptimizerKind::adamw: {
      LADDER_CHECK(scalars.bc1 && scalars.bc2, "[", optimizer_name(opt.kind),
                   "] needs the bias-correction inputs bc1 and bc2");
      Value m = ir::add(scale(state[0], opt.beta1), scale(grad, 1 - opt.beta1));
      Value v = ir::add(scale(state[1], opt.beta2), scale(ir::multiply(grad, grad), 1 - opt.beta2));
      Value m_hat = ir::divide(m, like(scalars.bc1, theta));
      Value v_hat = ir::divide(v, like(scalars.bc2, theta));
      Value step = ir::divide(m_hat, ir::add(ir::sqrt(v_hat), full_like(theta, opt.epsilon)));
      Value base = theta;
      if (opt.kind == OptimizerKind::adamw) {
        Value decay = ir::subtract(full_like(theta, 1), scale(lr, opt.weight_decay));
        base = ir::multiply(theta, decay);
      }
      return {ir::subtract(base, ir::multiply(lr, step)), {m, v}};
    }
  }
  LADDER_ASSERT(false, "unknown optimizer kind");
}

std::vector<Value> clip_by_global_norm(std::span<const Value> grads, double max_norm) {
  LADDER_CHECK(max_norm > 0, "[clip_by_global_norm] max_norm must be positive, got ", max_norm);
  LADDER_CHECK(!grads.empty(), "[clip_by_global_norm] no gradients");
  Value total;
  for (Value g : grads) {
    std::vector<int64_t> all(g.rank());
    for (int64_t d = 0; d < g.rank(); ++d) all[d] = d;
    Value sq = ir::reduce_sum(ir::multiply(g, g), all);
    total = total ? ir::add(total, sq) : sq;
  }
  Value norm = ir::add(ir::sqrt(total), full_like(total, 1e-6));
  Value factor = ir::minimum(full_like(total, 1), ir::divide(full_like(total, max_norm), norm));
  std::vector<Value> out;
  for (Value g : grads) out.push_back(ir::multiply(g, broadcast_to(factor, g.shape(), {})));
  return out;
}

}  // namespace ladder::nn
