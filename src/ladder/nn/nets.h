// The ladder's nets, by name, and Sequential: a chain of layers from which a Net's
// parameter list and forward function are both derived, so the two cannot disagree.
#pragma once

#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/nn/net.h"

namespace ladder::nn {

class Sequential {
 public:
  // `input` is one example's shape: CHW, or [features].
  Sequential(std::string name, std::string summary, Shape input, int64_t num_classes = 10);

  // 2-D convolution "<name>.w" (OIHW, He fan-out) + "<name>.b" (zeros), stride 1.
  Sequential& conv(const std::string& name, int64_t out_channels, int64_t kernel, int64_t padding);
  // BatchNorm "<name>" over the channels: "<name>.gamma" (ones), "<name>.beta" (zeros).
  Sequential& batch_norm(const std::string& name);
  Sequential& relu();
  Sequential& max_pool(int64_t window);  // stride = window
  Sequential& flatten();
  // Dense "<name>.w" ([in, out], Glorot) + "<name>.b" (zeros); flattens a CHW input first.
  Sequential& dense(const std::string& name, int64_t out_features);

  Net build();  // moves the net out; the Sequential is spent

 private:
  using Step = std::function<ir::Value(NetContext&, ir::Value)>;
  void add_param(std::string name, Shape shape, Init init);
  std::string where() const;  // "<net> layer 3" for errors

  Net net_;
  Shape shape_;  // one example's shape after the layers so far
  std::vector<Step> steps_;
};

// Every net `ladder emit` knows, in the order `ladder nets` lists them: ladder's own, then any
// a program has added with register_net.
const std::deque<Net>& registered_nets();
// Adds a net declared outside ladder (see examples/custom_net), so that the trainer, `eval` and
// `predict` find it by name like ladder's own. Throws ladder::Error if the name is taken, empty,
// or the net has no forward function. Not thread-safe: register before training starts.
const Net& register_net(Net net);
// Throws ladder::Error listing the known names when `name` is not one.
const Net& find_net(std::string_view name);

}  // namespace ladder::nn
