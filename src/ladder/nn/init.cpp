#include "ladder/nn/init.h"

#include <cmath>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"

namespace ladder::nn {

double init_stddev(const ParamSpec& spec) {
  const Shape& s = spec.shape;
  switch (spec.init) {
    case Init::he_fan_out:
      LADDER_CHECK(s.size() == 4, "init of ", spec.name, ": he_fan_out needs an OIHW shape, got ",
                   shape_string(s));
      return std::sqrt(2.0 / static_cast<double>(s[0] * s[2] * s[3]));
    case Init::glorot:
      LADDER_CHECK(s.size() == 2, "init of ", spec.name, ": glorot needs an [in, out] shape, got ",
                   shape_string(s));
      return std::sqrt(2.0 / static_cast<double>(s[0] + s[1]));
    case Init::normal_002:
      return 0.02;
    case Init::ones:
    case Init::zeros:
    case Init::layer_scale:
      return 0;
  }
  LADDER_ASSERT(false, "unknown initialiser");
}

Tensor init_param(const ParamSpec& spec, uint64_t seed) {
  Tensor t(DType::f32, spec.shape);
  float* out = t.data<float>();
  const int64_t n = t.num_elements();
  switch (spec.init) {
    case Init::ones:
      for (int64_t i = 0; i < n; ++i) out[i] = 1;
      break;
    case Init::zeros:
      break;
    case Init::layer_scale:
      for (int64_t i = 0; i < n; ++i) out[i] = 1e-6f;
      break;
    case Init::he_fan_out:
    case Init::glorot:
    case Init::normal_002: {
      Rng rng(seed);
      const double stddev = init_stddev(spec);
      for (int64_t i = 0; i < n; ++i) out[i] = static_cast<float>(stddev * rng.normal());
      break;
    }
  }
  return t;
}

std::vector<Tensor> init_params(const Net& net, uint64_t base_seed) {
  std::vector<Tensor> params;
  for (size_t i = 0; i < net.params.size(); ++i)
    params.push_back(init_param(net.params[i], base_seed + i));
  return params;
}

std::vector<Tensor> init_running_stats(const Net& net) {
  std::vector<Tensor> stats;
  for (const BatchNormSpec& bn : net.batch_norms) {
    stats.emplace_back(DType::f32, Shape{bn.channels});
    Tensor var(DType::f32, Shape{bn.channels});
    for (int64_t c = 0; c < bn.channels; ++c) var.set(c, 1);
    stats.push_back(std::move(var));
  }
  return stats;
}

}  // namespace ladder::nn
