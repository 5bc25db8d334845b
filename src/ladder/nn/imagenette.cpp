// The Imagenette rung's nets (224², 10 classes), as torchvision builds them, so that parameter
// counts equal torchvision's at num_classes=10 and names map onto its state_dict keys
// ("layer1.0.conv1.w" is torchvision's "layer1.0.conv1.weight"; dense weights are [in, out],
// the transpose of torch's Linear). Dropout before the classifiers is not in the train steps.
#include "ladder/nn/imagenette.h"

#include <algorithm>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/graph_net.h"

namespace ladder::nn {

namespace {

using ir::Value;

// ---- ResNet (He et al. 2016; torchvision's v1.5: the stride on the 3x3 conv) ------------------

Value downsample(Layers& l, const std::string& name, Value x, int64_t out, int64_t stride) {
  if (stride == 1 && x.shape()[1] == out) return x;
  return l.batch_norm(name + ".downsample.1", l.conv(name + ".downsample.0", x, out, 1, {.stride = stride}));
}

Value basic_block(Layers& l, const std::string& name, Value x, int64_t planes, int64_t stride) {
  Value y = relu(l.batch_norm(name + ".bn1", l.conv(name + ".conv1", x, planes, 3, {.stride = stride, .padding = 1})));
  y = l.batch_norm(name + ".bn2", l.conv(name + ".conv2", y, planes, 3, {.padding = 1}));
  return relu(ir::add(y, downsample(l, name, x, planes, stride)));
}

Value bottleneck(Layers& l, const std::string& name, Value x, int64_t planes, int64_t stride) {
  Value y = relu(l.batch_norm(name + ".bn1", l.conv(name + ".conv1", x, planes, 1)));
  y = relu(l.batch_norm(name + ".bn2", l.conv(name + ".conv2", y, planes, 3, {.stride = stride, .padding = 1})));
  y = l.batch_norm(name + ".bn3", l.conv(name + ".conv3", y, 4 * planes, 1));
  return relu(ir::add(y, downsample(l, name, x, 4 * planes, stride)));
}

Net resnet(const std::string& name, bool bottlenecks, const std::string& summary) {
  return graph_net(name, summary, {3, 224, 224}, 10, [bottlenecks](Layers& l, Value x) {
    x = relu(l.batch_norm("bn1", l.conv("conv1", x, 64, 7, {.stride = 2, .padding = 3})));
    x = max_pool2d(x, 3, 2, 1);
    const int64_t blocks[4] = {3, 4, 6, 3};
    for (int stage = 0; stage < 4; ++stage)
      for (int64_t b = 0; b < blocks[stage]; ++b) {
        const std::string block = cat("layer", stage + 1, ".", b);
        const int64_t planes = 64 << stage, stride = stage > 0 && b == 0 ? 2 : 1;
        x = bottlenecks ? bottleneck(l, block, x, planes, stride) : basic_block(l, block, x, planes, stride);
      }
    return l.dense("fc", global_avg_pool(x), 10);
  });
}

// ---- MobileNetV2 (Sandler et al. 2018), torchvision's layout -------------------------------

// conv + BatchNorm + ReLU6: torchvision's Conv2dNormActivation, "<name>.0" and "<name>.1".
Value conv_bn_relu6(Layers& l, const std::string& name, Value x, int64_t out, int64_t kernel, int64_t stride,
                    int64_t groups = 1) {
  Conv2d o{.stride = stride, .padding = (kernel - 1) / 2, .groups = groups};
  return relu6(l.batch_norm(name + ".1", l.conv(name + ".0", x, out, kernel, o)));
}

Value inverted_residual(Layers& l, const std::string& name, Value x, int64_t out, int64_t stride, int64_t expand) {
  const int64_t in = x.shape()[1], hidden = in * expand;
  Value y = x;
  int layer = 0;
  if (expand != 1) y = conv_bn_relu6(l, cat(name, ".conv.", layer++), y, hidden, 1, 1);
  y = conv_bn_relu6(l, cat(name, ".conv.", layer++), y, hidden, 3, stride, hidden);  // depthwise
  y = l.conv(cat(name, ".conv.", layer), y, out, 1);                                    // linear projection
  y = l.batch_norm(cat(name, ".conv.", layer + 1), y);
  return stride == 1 && in == out ? ir::add(x, y) : y;
}

Net mobilenetv2() {
  return graph_net("mobilenetv2", "MobileNetV2 (torchvision), 224x224, inverted residuals, ReLU6", {3, 224, 224}, 10,
                   [](Layers& l, Value x) {
                     x = conv_bn_relu6(l, "features.0", x, 32, 3, 2);
                     struct Stage {
                       int64_t expand, channels, repeats, stride;
                     };
                     const Stage stages[] = {{1, 16, 1, 1},  {6, 24, 2, 2},  {6, 32, 3, 2}, {6, 64, 4, 2},
                                             {6, 96, 3, 1},  {6, 160, 3, 2}, {6, 320, 1, 1}};
                     int feature = 1;
                     for (const Stage& s : stages)
                       for (int64_t i = 0; i < s.repeats; ++i)
                         x = inverted_residual(l, cat("features.", feature++), x, s.channels, i == 0 ? s.stride : 1,
                                               s.expand);
                     x = conv_bn_relu6(l, cat("features.", feature), x, 1280, 1, 1);
                     return l.dense("classifier.1", global_avg_pool(x), 10);
                   });
}

}  // namespace

std::vector<Net> imagenette_nets() {
  std::vector<Net> nets;
  nets.push_back(resnet("resnet34", false, "ResNet-34 (torchvision), 224x224, basic blocks [3, 4, 6, 3]"));
  nets.push_back(resnet("resnet50", true, "ResNet-50 (torchvision v1.5), 224x224, bottlenecks [3, 4, 6, 3]"));
  nets.push_back(mobilenetv2());
  return nets;
}

}  // namespace ladder::nn
