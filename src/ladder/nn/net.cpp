#include "ladder/nn/net.h"

#include "ladder/core/error.h"
#include "ladder/nn/layers.h"

namespace ladder::nn {

std::string_view init_name(Init init) {
  switch (init) {
    case Init::he_fan_out:
      return "he_fan_out";
    case Init::glorot:
      return "glorot";
    case Init::ones:
      return "ones";
    case Init::zeros:
      return "zeros";
    case Init::normal_002:
      return "normal_002";
    case Init::layer_scale:
      return "layer_scale";
  }
  LADDER_ASSERT(false, "unknown initialiser");
}

NetContext::NetContext(const Net& net, Mode mode, std::vector<ir::Value> params,
                       std::vector<ir::Value> running)
    : net_(net), mode_(mode), running_(std::move(running)) {
  LADDER_ASSERT(params.size() == net.params.size(), net.name, ": ", params.size(),
                " parameter values for ", net.params.size(), " specs");
  LADDER_ASSERT(running_.empty() || running_.size() == 2 * net.batch_norms.size(), net.name, ": ",
                running_.size(), " running statistics for ", net.batch_norms.size(),
                " BatchNorm layers");
  LADDER_ASSERT(mode == Mode::train || running_.size() == 2 * net.batch_norms.size(), net.name,
                ": eval mode needs the running statistics");
  for (size_t i = 0; i < params.size(); ++i) params_.emplace(net.params[i].name, params[i]);
}

ir::Value NetContext::param(std::string_view name) const {
  auto it = params_.find(name);
  LADDER_CHECK(it != params_.end(), net_.name, ": the forward function asks for parameter '", name,
               "', which the net does not declare");
  return it->second;
}

ir::Value NetContext::batch_norm(std::string_view name, ir::Value x) {
  size_t index = 0;
  while (index < net_.batch_norms.size() && net_.batch_norms[index].name != name) ++index;
  LADDER_CHECK(index < net_.batch_norms.size(), net_.name, ": the forward function applies ",
               "BatchNorm '", name, "', which the net does not declare");
  ir::Value gamma = param(cat(name, ".gamma")), beta = param(cat(name, ".beta"));
  if (mode_ == Mode::eval)
    return batch_norm_eval(x, gamma, beta, running_[2 * index], running_[2 * index + 1],
                           kBatchNormEpsilon);
  ir::Value mean, var;  // stay null in a train-mode forward that keeps no statistics
  if (!running_.empty()) {
    mean = running_[2 * index];
    var = running_[2 * index + 1];
  }
  BatchNormTrain bn =
      batch_norm_train(x, gamma, beta, mean, var, kBatchNormMomentum, kBatchNormEpsilon, sync_replicas_);
  LADDER_CHECK(
      updated_.emplace(std::string(name), std::pair(bn.running_mean, bn.running_var)).second,
      net_.name, ": BatchNorm '", name, "' is applied twice");
  return bn.y;
}

void NetContext::set_seed(ir::Value seed, int64_t first_stream) {
  seed_ = seed;
  next_stream_ = first_stream;
}

ir::Value NetContext::dropout(ir::Value x, double p) {
  if (mode_ != Mode::train || !seed_ || p == 0) return x;
  return nn::dropout(x, p, seed_, next_stream_++);
}

ir::Value NetContext::drop_path(ir::Value x, double p) {
  if (mode_ != Mode::train || !seed_ || p == 0) return x;
  return nn::drop_path(x, p, seed_, next_stream_++);
}

std::vector<ir::Value> NetContext::updated_running_stats() const {
  std::vector<ir::Value> out;
  for (const BatchNormSpec& bn : net_.batch_norms) {
    auto it = updated_.find(bn.name);
    LADDER_CHECK(it != updated_.end(), net_.name, ": BatchNorm '", bn.name,
                 "' is declared but the forward function never applies it");
    out.push_back(it->second.first);
    out.push_back(it->second.second);
  }
  return out;
}

int64_t Net::num_parameters() const {
  int64_t n = 0;
  for (const ParamSpec& p : params) n += ladder::num_elements(p.shape);
  return n;
}

const ParamSpec& Net::param(std::string_view wanted) const {
  for (const ParamSpec& p : params)
    if (p.name == wanted) return p;
  throw Error(cat(name, ": no parameter '", wanted, "'"));
}

}  // namespace ladder::nn
