#include "ladder/nn/nets.h"

#include "ladder/core/error.h"
#include "ladder/nn/imagenette.h"
#include "ladder/nn/layers.h"

namespace ladder::nn {

using ir::Value;

Sequential::Sequential(std::string name, std::string summary, Shape input, int64_t num_classes)
    : shape_(input) {
  net_.name = std::move(name);
  net_.summary = std::move(summary);
  net_.input_shape = std::move(input);
  net_.num_classes = num_classes;
}

std::string Sequential::where() const { return cat(net_.name, " layer ", steps_.size() + 1); }

void Sequential::add_param(std::string name, Shape shape, Init init) {
  for (const ParamSpec& p : net_.params)
    LADDER_CHECK(p.name != name, where(), ": parameter '", name, "' is declared twice");
  net_.params.push_back({std::move(name), std::move(shape), init});
}

Sequential& Sequential::conv(const std::string& name, int64_t out, int64_t kernel,
                             int64_t padding) {
  LADDER_CHECK(shape_.size() == 3, where(), ": conv '", name, "' needs a CHW input, got ",
               shape_string(shape_));
  add_param(name + ".w", {out, shape_[0], kernel, kernel}, Init::he_fan_out);
  add_param(name + ".b", {out}, Init::zeros);
  shape_ = {out, shape_[1] + 2 * padding - kernel + 1, shape_[2] + 2 * padding - kernel + 1};
  steps_.push_back([name, padding](NetContext& ctx, Value x) {
    return conv2d(x, ctx.param(name + ".w"), ctx.param(name + ".b"), {.padding = padding});
  });
  return *this;
}

Sequential& Sequential::batch_norm(const std::string& name) {
  LADDER_CHECK(shape_.size() >= 1, where(), ": BatchNorm '", name, "' needs a channel dim");
  add_param(name + ".gamma", {shape_[0]}, Init::ones);
  add_param(name + ".beta", {shape_[0]}, Init::zeros);
  net_.batch_norms.push_back({name, shape_[0]});
  steps_.push_back([name](NetContext& ctx, Value x) { return ctx.batch_norm(name, x); });
  return *this;
}

Sequential& Sequential::relu() {
  steps_.push_back([](NetContext&, Value x) { return nn::relu(x); });
  return *this;
}

Sequential& Sequential::max_pool(int64_t window) {
  LADDER_CHECK(shape_.size() == 3, where(), ": max_pool needs a CHW input, got ",
               shape_string(shape_));
  shape_ = {shape_[0], shape_[1] / window, shape_[2] / window};
  steps_.push_back([window](NetContext&, Value x) { return max_pool2d(x, window, window); });
  return *this;
}

Sequential& Sequential::flatten() {
  shape_ = {num_elements(shape_)};
  steps_.push_back([](NetContext&, Value x) { return nn::flatten(x); });
  return *this;
}

Sequential& Sequential::dense(const std::string& name, int64_t out) {
  if (shape_.size() != 1) flatten();
  add_param(name + ".w", {shape_[0], out}, Init::glorot);
  add_param(name + ".b", {out}, Init::zeros);
  shape_ = {out};
  steps_.push_back([name](NetContext& ctx, Value x) {
    return nn::dense(x, ctx.param(name + ".w"), ctx.param(name + ".b"));
  });
  return *this;
}

Net Sequential::build() {
  LADDER_CHECK(shape_ == Shape{net_.num_classes}, net_.name, ": the layers end in ",
               shape_string(shape_), ", not the ", net_.num_classes, " class logits");
  net_.forward = [steps = std::move(steps_)](NetContext& ctx, Value x) {
    for (const Step& step : steps) x = step(ctx, x);
    return x;
  };
  return std::move(net_);
}

namespace {

Net cifar8(bool with_batch_norm) {
  Sequential s(with_batch_norm ? "cifar8-bn" : "cifar8",
               with_batch_norm ? "CIFAR-10 8-conv CNN with BatchNorm after every conv"
                               : "CIFAR-10 8-conv CNN (4 stages conv-conv-pool)",
               {3, 32, 32});
  const int64_t channels[8] = {16, 16, 16, 16, 32, 32, 32, 32};
  for (int i = 0; i < 8; ++i) {
    s.conv(cat("conv", i + 1), channels[i], 3, 1);
    if (with_batch_norm) s.batch_norm(cat("bn", i + 1));
    s.relu();
    if (i % 2 == 1) s.max_pool(2);
  }
  return s.flatten().dense("fc1", 512).relu().dense("fc2", 512).relu().dense("fc3", 10).build();
}

// ladder's own nets, then those programs register. A deque, so that references find_net has
// handed out stay valid as nets are added.
std::deque<Net>& registry() {
  static std::deque<Net> nets = [] {
    std::deque<Net> nets;
    nets.push_back(Sequential("mnist-linear", "MNIST softmax regression 784-10", {1, 28, 28})
                       .dense("fc", 10)
                       .build());
    nets.push_back(Sequential("mnist-mlp", "MNIST MLP 784-512-512-10, ReLU", {1, 28, 28})
                       .dense("fc1", 512)
                       .relu()
                       .dense("fc2", 512)
                       .relu()
                       .dense("fc3", 10)
                       .build());
    nets.push_back(
        Sequential("mnist-cnn", "MNIST CNN: 2 convs 3x3, max-pool, dense 512-512-10", {1, 28, 28})
            .conv("conv1", 32, 3, 1)
            .relu()
            .conv("conv2", 32, 3, 1)
            .relu()
            .max_pool(2)
            .dense("fc1", 512)
            .relu()
            .dense("fc2", 512)
            .relu()
            .dense("fc3", 10)
            .build());
    nets.push_back(cifar8(false));
    nets.push_back(cifar8(true));
    for (Net& net : imagenette_nets()) nets.push_back(std::move(net));
    return nets;
  }();
  return nets;
}

}  // namespace

const std::deque<Net>& registered_nets() { return registry(); }

const Net& register_net(Net net) {
  LADDER_CHECK(!net.name.empty(), "register_net: a net needs a name");
  LADDER_CHECK(net.forward, "register_net: net '", net.name, "' has no forward function");
  for (const Net& n : registry())
    LADDER_CHECK(n.name != net.name, "register_net: a net named '", net.name, "' is already registered");
  return registry().emplace_back(std::move(net));
}

const Net& find_net(std::string_view name) {
  std::string known;
  for (const Net& net : registry()) {
    if (net.name == name) return net;
    known += (known.empty() ? "" : ", ") + net.name;
  }
  throw Error(cat("unknown net '", name, "' (known nets: ", known, ")"));
}

}  // namespace ladder::nn
