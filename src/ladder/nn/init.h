// Initial parameters. Parameter i of a net (in spec order) is drawn from its own generator,
// ladder::Rng(base_seed + i) (core/rng.h: SplitMix64, Box–Muller normals computed in double
// and rounded to f32), so one seed reproduces the same weights on every machine and adding
// a parameter at the end leaves the others unchanged.
//   he_fan_out  N(0, 2 / (O·kH·kW)) for an OIHW conv weight
//   glorot      N(0, 2 / (in + out)) for an [in, out] dense weight
//   ones, zeros constants (BatchNorm/LayerNorm γ and β, biases)
#pragma once

#include <cstdint>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/nn/net.h"

namespace ladder::nn {

// The standard deviation the initialiser draws with (0 for ones and zeros).
double init_stddev(const ParamSpec& spec);
Tensor init_param(const ParamSpec& spec, uint64_t seed);
std::vector<Tensor> init_params(const Net& net, uint64_t base_seed);

// Running statistics at the start of training: mean 0 and variance 1, as (mean, var) per
// BatchNorm spec.
std::vector<Tensor> init_running_stats(const Net& net);

}  // namespace ladder::nn
