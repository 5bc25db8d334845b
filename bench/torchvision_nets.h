// Two of the Imagenette rung's nets as torchvision builds them, in libtorch C++ (torchvision is
// Python only), with torchvision's module names, so that ladder's weights load into them
// through train::to_torch (the names `ladder export` writes):
//   resnet34      torchvision.models.resnet34(num_classes=10)
//   mobilenetv2   torchvision.models.mobilenet_v2(num_classes=10), its classifier's Dropout(0.2)
//                 at p = 0 (ladder's nets have no dropout yet; the benchmark compares equal work)
#pragma once

#include <torch/torch.h>

#include <array>
#include <memory>

namespace ladder::bench {

namespace tnn = torch::nn;

inline tnn::Conv2d conv(int64_t in, int64_t out, int64_t k, int64_t stride = 1, int64_t groups = 1) {
  return tnn::Conv2d(tnn::Conv2dOptions(in, out, k).stride(stride).padding((k - 1) / 2).groups(groups).bias(false));
}

struct BasicBlockImpl : tnn::Module {
  BasicBlockImpl(int64_t in, int64_t out, int64_t stride)
      : conv1(register_module("conv1", conv(in, out, 3, stride))), bn1(register_module("bn1", tnn::BatchNorm2d(out))),
        conv2(register_module("conv2", conv(out, out, 3))), bn2(register_module("bn2", tnn::BatchNorm2d(out))) {
    if (stride != 1 || in != out)
      downsample = register_module("downsample", tnn::Sequential(conv(in, out, 1, stride), tnn::BatchNorm2d(out)));
  }
  torch::Tensor forward(const torch::Tensor& x) {
    torch::Tensor y = torch::relu(bn1(conv1(x)));
    y = bn2(conv2(y));
    return torch::relu(y + (downsample ? downsample->forward(x) : x));
  }
  tnn::Conv2d conv1;
  tnn::BatchNorm2d bn1;
  tnn::Conv2d conv2;
  tnn::BatchNorm2d bn2;
  tnn::Sequential downsample{nullptr};
};
TORCH_MODULE(BasicBlock);

struct ResNet34Impl : tnn::Module {
  explicit ResNet34Impl(int64_t classes)
      : conv1(register_module("conv1", conv(3, 64, 7, 2))), bn1(register_module("bn1", tnn::BatchNorm2d(64))),
        fc(register_module("fc", tnn::Linear(512, classes))) {
    const std::array<int64_t, 4> blocks = {3, 4, 6, 3}, widths = {64, 128, 256, 512};
    int64_t in = 64;
    for (size_t l = 0; l < 4; ++l) {
      tnn::Sequential layer;
      for (int64_t b = 0; b < blocks[l]; ++b) {
        layer->push_back(BasicBlock(in, widths[l], b == 0 && l > 0 ? 2 : 1));
        in = widths[l];
      }
      layers[l] = register_module("layer" + std::to_string(l + 1), layer);
    }
  }
  torch::Tensor forward(const torch::Tensor& x) {
    torch::Tensor y = torch::max_pool2d(torch::relu(bn1(conv1(x))), 3, 2, 1);
    for (auto& layer : layers) y = layer->forward(y);
    return fc(torch::flatten(torch::adaptive_avg_pool2d(y, {1, 1}), 1));
  }
  tnn::Conv2d conv1;
  tnn::BatchNorm2d bn1;
  std::array<tnn::Sequential, 4> layers;
  tnn::Linear fc;
};
TORCH_MODULE(ResNet34);

// A Sequential that can sit inside another (libtorch's own forward is a template).
struct SeqImpl : tnn::SequentialImpl {
  using SequentialImpl::SequentialImpl;
  torch::Tensor forward(torch::Tensor x) { return SequentialImpl::forward(std::move(x)); }
};
TORCH_MODULE(Seq);

// Conv, BatchNorm, ReLU6 (torchvision's Conv2dNormActivation).
inline Seq conv_bn_relu6(int64_t in, int64_t out, int64_t k, int64_t stride = 1, int64_t groups = 1) {
  return Seq(conv(in, out, k, stride, groups), tnn::BatchNorm2d(out),
             tnn::Functional([](const torch::Tensor& x) { return torch::clamp(x, 0, 6); }));
}

struct InvertedResidualImpl : tnn::Module {
  InvertedResidualImpl(int64_t in, int64_t out, int64_t stride, int64_t expand) : residual(stride == 1 && in == out) {
    const int64_t hidden = in * expand;
    tnn::Sequential layers;
    if (expand != 1) layers->push_back(conv_bn_relu6(in, hidden, 1));
    layers->push_back(conv_bn_relu6(hidden, hidden, 3, stride, hidden));
    layers->push_back(conv(hidden, out, 1));
    layers->push_back(tnn::BatchNorm2d(out));
    body = register_module("conv", layers);
  }
  torch::Tensor forward(const torch::Tensor& x) { return residual ? x + body->forward(x) : body->forward(x); }
  bool residual;
  tnn::Sequential body{nullptr};
};
TORCH_MODULE(InvertedResidual);

struct MobileNetV2Impl : tnn::Module {
  explicit MobileNetV2Impl(int64_t classes) {
    tnn::Sequential f;
    f->push_back(conv_bn_relu6(3, 32, 3, 2));
    // expansion t, channels c, repeats n, first stride s
    const int64_t settings[7][4] = {{1, 16, 1, 1}, {6, 24, 2, 2}, {6, 32, 3, 2}, {6, 64, 4, 2},
                                    {6, 96, 3, 1}, {6, 160, 3, 2}, {6, 320, 1, 1}};
    int64_t in = 32;
    for (const auto& [t, c, n, s] : settings)
      for (int64_t i = 0; i < n; ++i) {
        f->push_back(InvertedResidual(in, c, i == 0 ? s : 1, t));
        in = c;
      }
    f->push_back(conv_bn_relu6(in, 1280, 1));
    features = register_module("features", f);
    classifier = register_module("classifier", tnn::Sequential(tnn::Dropout(0.0), tnn::Linear(1280, classes)));
  }
  torch::Tensor forward(const torch::Tensor& x) {
    return classifier->forward(torch::flatten(torch::adaptive_avg_pool2d(features->forward(x), {1, 1}), 1));
  }
  tnn::Sequential features{nullptr}, classifier{nullptr};
};
TORCH_MODULE(MobileNetV2);

}  // namespace ladder::bench
