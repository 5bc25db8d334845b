// A net's weights as PyTorch holds them (a torchvision or timm state_dict saved as safetensors)
// and as ladder does (the train step's argument names: "theta.<param>", "running_mean.<bn>",
// "running_var.<bn>"), both ways, from the net's declaration alone:
//   theta.X.w of rank 4 ↔ X.weight (OIHW, as is);   theta.X.w of rank 2 ↔ X.weight transposed
//   theta.X.b ↔ X.bias;   theta.X.gamma / .beta ↔ X.weight / X.bias (BatchNorm, LayerNorm)
//   running_mean.X / running_var.X ↔ X.running_mean / X.running_var (+ X.num_batches_tracked)
//   theta.A.{q,k,v}.{w,b} ↔ rows of A.in_proj_weight / A.in_proj_bias (nn.MultiheadAttention)
//   anything else (class_token, pos_embedding, layer_scale) ↔ the same name.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ladder/core/safetensors.h"
#include "ladder/nn/net.h"

namespace ladder::train {

using NamedTensors = std::vector<std::pair<std::string, Tensor>>;

// ladder's parameters and running statistics of `net` from a state_dict; throws ladder::Error
// naming the tensor (and both shapes) that is missing, misshapen or left over.
NamedTensors from_torch(const nn::Net& net, const SafeTensors& state_dict, const std::string& source);

// The state_dict PyTorch's model of `net` loads (strict), from ladder's state (extra names, such
// as optimizer state, are ignored); num_batches_tracked is written as 0.
SafeTensors to_torch(const nn::Net& net, const NamedTensors& state, const std::string& source);

}  // namespace ladder::train
