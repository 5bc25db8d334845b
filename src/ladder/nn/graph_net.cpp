#include "ladder/nn/graph_net.h"

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder::nn {

ir::Value Layers::param(const std::string& name, const Shape& shape, Init init) {
  if (ctx_ != nullptr) return ctx_->param(name);
  for (const ParamSpec& p : net_->params)
    LADDER_CHECK(p.name != name, net_->name, ": parameter '", name, "' is declared twice");
  net_->params.push_back({name, shape, init});
  return scratch_->add_parameter({DType::f32, shape});
}

ir::Value Layers::conv(const std::string& name, ir::Value x, int64_t out, int64_t kernel, Conv2d o, bool bias) {
  LADDER_CHECK(x.shape().size() == 4, name, ": a convolution needs an NCHW input, got ", shape_string(x.shape()));
  ir::Value w = param(name + ".w", {out, x.shape()[1] / o.groups, kernel, kernel}, Init::he_fan_out);
  ir::Value b = bias ? param(name + ".b", {out}, Init::zeros) : ir::Value{};
  return conv2d(x, w, b, o);
}

ir::Value Layers::batch_norm(const std::string& name, ir::Value x) {
  if (ctx_ != nullptr) return ctx_->batch_norm(name, x);
  const int64_t channels = x.shape().at(1);
  ir::Value gamma = param(name + ".gamma", {channels}, Init::ones);
  ir::Value beta = param(name + ".beta", {channels}, Init::zeros);
  net_->batch_norms.push_back({name, channels});
  return batch_norm_train(x, gamma, beta, {}, {}, kBatchNormMomentum, kBatchNormEpsilon).y;
}

ir::Value Layers::dense(const std::string& name, ir::Value x, int64_t out) {
  ir::Value w = param(name + ".w", {x.shape().back(), out}, Init::glorot);
  return nn::dense(x, w, param(name + ".b", {out}, Init::zeros));
}

ir::Value Layers::layer_norm(const std::string& name, ir::Value x, double epsilon) {
  const int64_t features = x.shape().back();
  return nn::layer_norm(x, param(name + ".gamma", {features}, Init::ones), param(name + ".beta", {features}, Init::zeros),
                        epsilon);
}

ir::Value Layers::layer_norm_channels(const std::string& name, ir::Value x, double epsilon) {
  LADDER_CHECK(x.shape().size() == 4, name, ": LayerNorm over channels needs an NCHW input, got ",
               shape_string(x.shape()));
  return ir::transpose(layer_norm(name, ir::transpose(x, {0, 2, 3, 1}), epsilon), {0, 3, 1, 2});
}

ir::Value Layers::dropout(ir::Value x, double p) {
  if (net_) {
    net_->stochastic = net_->stochastic || p > 0;
    return x;
  }
  return ctx_->dropout(x, p);
}

ir::Value Layers::drop_path(ir::Value x, double p) {
  if (net_) {
    net_->stochastic = net_->stochastic || p > 0;
    return x;
  }
  return ctx_->drop_path(x, p);
}

Net graph_net(std::string name, std::string summary, Shape input, int64_t num_classes, Architecture arch) {
  Net net;
  net.name = std::move(name);
  net.summary = std::move(summary);
  net.input_shape = input;
  net.num_classes = num_classes;
  // Declaring: the architecture once over a scratch graph at batch 2 (BatchNorm's unbiased
  // variance needs two examples), which only shapes are taken from.
  ir::Module scratch;
  ir::Function* f = scratch.add_function("declare");
  Shape batch = {2};
  batch.insert(batch.end(), input.begin(), input.end());
  Layers declaring(net, f->body);
  const ir::Value logits = arch(declaring, f->body.add_parameter({DType::f32, batch}));
  LADDER_CHECK(logits.shape() == (Shape{2, num_classes}), net.name, ": the architecture ends in ",
               shape_string(logits.shape()), ", not [N, ", num_classes, "] logits");
  net.forward = [arch = std::move(arch)](NetContext& ctx, ir::Value x) {
    Layers layers(ctx);
    return arch(layers, x);
  };
  return net;
}

}  // namespace ladder::nn
