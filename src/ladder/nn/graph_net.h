// Nets whose graph is not a chain (residual and inverted-residual blocks, ...), declared once:
// an architecture function builds the forward graph through a Layers object, which hands out
// the parameters. graph_net() calls it once on a scratch graph to declare them (their shapes
// follow from the activations, as in PyTorch's lazy modules), then the net's forward calls it
// again with the real parameters; so the parameter list and the forward cannot disagree.
#pragma once

#include <functional>
#include <string>

#include "ladder/nn/layers.h"
#include "ladder/nn/net.h"

namespace ladder::nn {

class Layers {
 public:
  explicit Layers(NetContext& ctx) : ctx_(&ctx) {}  // forward: parameters from the context
  Layers(Net& net, ir::Block& scratch) : net_(&net), scratch_(&scratch) {}  // declaring

  // The parameter `name`: declared (with its shape and initialiser) or looked up.
  ir::Value param(const std::string& name, const Shape& shape, Init init);

  // conv "<name>.w" OIHW, He fan-out; with a bias "<name>.b" (zeros) when `bias`.
  ir::Value conv(const std::string& name, ir::Value x, int64_t out_channels, int64_t kernel, Conv2d options = {},
                 bool bias = false);
  // BatchNorm "<name>" over x's channels (dim 1): "<name>.gamma", "<name>.beta", running stats.
  ir::Value batch_norm(const std::string& name, ir::Value x);
  // Dense "<name>.w" [in, out] (Glorot) + "<name>.b" over x's last dim.
  ir::Value dense(const std::string& name, ir::Value x, int64_t out_features);
  // LayerNorm "<name>.gamma" (ones), "<name>.beta" (zeros) over x's last dim.
  ir::Value layer_norm(const std::string& name, ir::Value x, double epsilon = 1e-5);
  // The same over the channels of an NCHW x (torchvision's LayerNorm2d).
  ir::Value layer_norm_channels(const std::string& name, ir::Value x, double epsilon = 1e-6);
  // Dropout at rate p, and stochastic depth (a residual branch dropped per example) at rate p,
  // in a train step that has a seed; the identity otherwise. Declaring either with p > 0 makes
  // the net stochastic (its train step takes a seed).
  ir::Value dropout(ir::Value x, double p);
  ir::Value drop_path(ir::Value x, double p);

 private:
  NetContext* ctx_ = nullptr;
  Net* net_ = nullptr;
  ir::Block* scratch_ = nullptr;
};

using Architecture = std::function<ir::Value(Layers&, ir::Value x)>;

// A net from its architecture; checks it ends in [N, classes] logits.
Net graph_net(std::string name, std::string summary, Shape input, int64_t num_classes, Architecture arch);

}  // namespace ladder::nn
