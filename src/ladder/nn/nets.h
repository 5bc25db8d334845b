// The ladder's nets, by name, and Sequential: a chain of layers from which a Net's
// parameter list and forward function are both derived, so the two cannot disagree.
#pragma once

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

// Every net `ladder emit` knows, in the order `ladder nets` lists them.
const std::vector<Net>& registered_nets();
// Throws ladder::Error listing the known names when `name` is not one.
const Net& find_net(std::string_view name);

}  // namespace ladder::nn
