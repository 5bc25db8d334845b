// The Imagenette rung's nets (224², 10 classes), as torchvision builds them, so that parameter
// counts equal torchvision's at num_classes=10 and names map onto its state_dict keys
// ("layer1.0.conv1.w" is torchvision's "layer1.0.conv1.weight"; dense weights are [in, out],
// the transpose of torch's Linear). Dropout and stochastic depth are torchvision's defaults:
// dropout 0.2 before MobileNetV2's and EfficientNet-B0's classifiers, stochastic depth rising
// to 0.2 over EfficientNet-B0's blocks and to 0.1 over ConvNeXt-T's; none in the ResNets, and
// none in ViT (torchvision's dropout defaults there are 0). MobileNetV4-M has none either.
#include "ladder/nn/imagenette.h"

#include <algorithm>
#include <iterator>

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
                     return l.dense("classifier.1", l.dropout(global_avg_pool(x), 0.2), 10);
                   });
}

// ---- EfficientNet-B0 (Tan & Le 2019), torchvision's layout ----------------------------------

// conv + BatchNorm (+ SiLU): Conv2dNormActivation as "<name>.0", "<name>.1".
Value conv_bn(Layers& l, const std::string& name, Value x, int64_t out, int64_t kernel, int64_t stride,
              int64_t groups, bool activation) {
  Conv2d o{.stride = stride, .padding = (kernel - 1) / 2, .groups = groups};
  Value y = l.batch_norm(name + ".1", l.conv(name + ".0", x, out, kernel, o));
  return activation ? swish(y) : y;
}

// Squeeze-and-excitation: x · σ(fc2(SiLU(fc1(mean over H, W)))), the two 1x1 convs with biases.
Value squeeze_excite(Layers& l, const std::string& name, Value x, int64_t squeezed) {
  const int64_t n = x.shape()[0], c = x.shape()[1];
  Value s = ir::reshape(global_avg_pool(x), {n, c, 1, 1});
  s = swish(l.conv(name + ".fc1", s, squeezed, 1, {}, true));
  s = sigmoid(l.conv(name + ".fc2", s, c, 1, {}, true));
  return ir::multiply(x, broadcast_to(ir::reshape(s, {n, c}), x.shape(), {0, 1}));
}

Value mbconv(Layers& l, const std::string& name, Value x, int64_t expand, int64_t kernel, int64_t stride,
             int64_t out, double drop_path) {
  const int64_t in = x.shape()[1], hidden = in * expand;
  Value y = x;
  int layer = 0;
  if (expand != 1) y = conv_bn(l, cat(name, ".block.", layer++), y, hidden, 1, 1, 1, true);
  y = conv_bn(l, cat(name, ".block.", layer++), y, hidden, kernel, stride, hidden, true);  // depthwise
  y = squeeze_excite(l, cat(name, ".block.", layer++), y, std::max<int64_t>(1, in / 4));
  y = conv_bn(l, cat(name, ".block.", layer), y, out, 1, 1, 1, false);
  // The residual branch dropped per example in training (stochastic depth), as torchvision does.
  return stride == 1 && in == out ? ir::add(x, l.drop_path(y, drop_path)) : y;
}

Net efficientnet_b0() {
  return graph_net("efficientnet-b0", "EfficientNet-B0 (torchvision), 224x224, MBConv with squeeze-excite, SiLU",
                   {3, 224, 224}, 10, [](Layers& l, Value x) {
                     x = conv_bn(l, "features.0", x, 32, 3, 2, 1, true);
                     struct Stage {
                       int64_t expand, kernel, stride, channels, repeats;
                     };
                     const Stage stages[] = {{1, 3, 1, 16, 1}, {6, 3, 2, 24, 2},  {6, 5, 2, 40, 2}, {6, 3, 2, 80, 3},
                                             {6, 5, 1, 112, 3}, {6, 5, 2, 192, 4}, {6, 3, 1, 320, 1}};
                     // Stochastic depth 0.2 · (block index) / (number of blocks), as torchvision.
                     int64_t blocks = 0, block = 0;
                     for (const Stage& s : stages) blocks += s.repeats;
                     for (size_t s = 0; s < std::size(stages); ++s)
                       for (int64_t i = 0; i < stages[s].repeats; ++i, ++block)
                         x = mbconv(l, cat("features.", s + 1, ".", i), x, stages[s].expand, stages[s].kernel,
                                    i == 0 ? stages[s].stride : 1, stages[s].channels,
                                    0.2 * static_cast<double>(block) / static_cast<double>(blocks));
                     x = conv_bn(l, "features.8", x, 1280, 1, 1, 1, true);
                     return l.dense("classifier.1", l.dropout(global_avg_pool(x), 0.2), 10);
                   });
}

// ---- ConvNeXt-T (Liu et al. 2022), torchvision's layout -------------------------------------

// 7x7 depthwise conv, LayerNorm, dense 4x, GELU, dense back, layer scale, residual.
Value convnext_block(Layers& l, const std::string& name, Value x, double drop_path) {
  const int64_t dim = x.shape()[1];
  Value y = l.conv(name + ".block.0", x, dim, 7, {.padding = 3, .groups = dim}, true);
  y = ir::transpose(y, {0, 2, 3, 1});  // NHWC: LayerNorm and the dense layers act on channels
  y = l.layer_norm(name + ".block.2", y, 1e-6);
  y = l.dense(name + ".block.5", gelu(l.dense(name + ".block.3", y, 4 * dim)), dim);
  y = ir::transpose(y, {0, 3, 1, 2});
  Value gamma = l.param(name + ".layer_scale", {dim, 1, 1}, Init::layer_scale);
  y = ir::multiply(y, broadcast_to(ir::reshape(cast_like(gamma, y), {dim}), y.shape(), {1}));
  return ir::add(x, l.drop_path(y, drop_path));  // stochastic depth, as torchvision
}

Net convnext_t() {
  return graph_net("convnext-t", "ConvNeXt-T (torchvision), 224x224, 7x7 depthwise, LayerNorm, GELU, layer scale",
                   {3, 224, 224}, 10, [](Layers& l, Value x) {
                     const int64_t dims[4] = {96, 192, 384, 768}, depths[4] = {3, 3, 9, 3};
                     constexpr int64_t kBlocks = 18;  // the depths summed
                     int64_t block = 0;
                     x = l.conv("features.0.0", x, dims[0], 4, {.stride = 4}, true);  // patchify stem
                     x = l.layer_norm_channels("features.0.1", x);
                     for (int stage = 0; stage < 4; ++stage) {
                       if (stage > 0) {  // downsampling: LayerNorm, 2x2 stride-2 conv
                         const std::string down = cat("features.", 2 * stage);
                         x = l.layer_norm_channels(down + ".0", x);
                         x = l.conv(down + ".1", x, dims[stage], 2, {.stride = 2}, true);
                       }
                       // Stochastic depth 0.1 · (block index) / (number of blocks - 1), as torchvision.
                       for (int64_t b = 0; b < depths[stage]; ++b, ++block)
                         x = convnext_block(l, cat("features.", 2 * stage + 1, ".", b), x,
                                            0.1 * static_cast<double>(block) / static_cast<double>(kBlocks - 1));
                     }
                     const int64_t n = x.shape()[0];
                     x = l.layer_norm_channels("classifier.0", ir::reshape(global_avg_pool(x), {n, dims[3], 1, 1}));
                     return l.dense("classifier.2", ir::reshape(x, {n, dims[3]}), 10);
                   });
}

// ---- ViT-Tiny/16 (Dosovitskiy et al. 2021): torchvision's VisionTransformer(image_size=224,
// patch_size=16, num_layers=12, num_heads=3, hidden_dim=192, mlp_dim=768) --------------------

Net vit_tiny() {
  return graph_net(
      "vit-tiny", "ViT-Tiny/16 (torchvision VisionTransformer), 224x224, 12 layers, 3 heads, width 192",
      {3, 224, 224}, 10, [](Layers& l, Value x) {
        constexpr int64_t kDim = 192, kHeads = 3, kMlp = 768, kLayers = 12;
        const int64_t n = x.shape()[0];
        x = l.conv("conv_proj", x, kDim, 16, {.stride = 16}, true);  // [N, 192, 14, 14]
        const int64_t patches = x.shape()[2] * x.shape()[3];
        x = ir::transpose(ir::reshape(x, {n, kDim, patches}), {0, 2, 1});  // [N, 196, 192]
        Value token = l.param("class_token", {1, 1, kDim}, Init::zeros);
        const Value parts[] = {broadcast_to(ir::reshape(cast_like(token, x), {kDim}), {n, 1, kDim}, {2}), x};
        x = ir::concatenate(parts, 1);  // [N, 197, 192]
        Value position = l.param("encoder.pos_embedding", {1, patches + 1, kDim}, Init::normal_002);
        x = ir::add(x, broadcast_to(ir::reshape(cast_like(position, x), {patches + 1, kDim}), x.shape(), {1, 2}));
        for (int64_t i = 0; i < kLayers; ++i) {
          const std::string layer = cat("encoder.layers.encoder_layer_", i);
          Value y = l.layer_norm(layer + ".ln_1", x, 1e-6);
          AttentionWeights w;
          const std::string a = layer + ".self_attention";
          w.wq = l.param(a + ".q.w", {kDim, kDim}, Init::glorot), w.bq = l.param(a + ".q.b", {kDim}, Init::zeros);
          w.wk = l.param(a + ".k.w", {kDim, kDim}, Init::glorot), w.bk = l.param(a + ".k.b", {kDim}, Init::zeros);
          w.wv = l.param(a + ".v.w", {kDim, kDim}, Init::glorot), w.bv = l.param(a + ".v.b", {kDim}, Init::zeros);
          w.wo = l.param(a + ".out_proj.w", {kDim, kDim}, Init::glorot);
          w.bo = l.param(a + ".out_proj.b", {kDim}, Init::zeros);
          x = ir::add(x, self_attention(y, w, kHeads));
          y = l.layer_norm(layer + ".ln_2", x, 1e-6);
          x = ir::add(x, l.dense(layer + ".mlp.3", gelu(l.dense(layer + ".mlp.0", y, kMlp)), kDim));
        }
        x = l.layer_norm("encoder.ln", x, 1e-6);
        Value cls = ir::reshape(ir::slice(x, {0, 0, 0}, {n, 1, kDim}, {1, 1, 1}), {n, kDim});
        return l.dense("heads.head", cls, 10);
      });
}

// ---- MobileNetV4-Conv-M (Qin et al. 2024), as timm's mobilenetv4_conv_medium --------------

int64_t make_divisible(double v, int64_t divisor = 8) {  // channels to a multiple of 8, ≥ 90 % of v
  int64_t out = std::max<int64_t>(divisor, static_cast<int64_t>(v + divisor / 2.0) / divisor * divisor);
  return out < 0.9 * v ? out + divisor : out;
}

Value conv_bn_act(Layers& l, const std::string& name, const std::string& bn, Value x, int64_t out, int64_t kernel,
                  int64_t stride, int64_t groups, bool activation) {
  Value y = l.batch_norm(bn, l.conv(name, x, out, kernel, {.stride = stride, .padding = (kernel - 1) / 2, .groups = groups}));
  return activation ? relu(y) : y;
}

// The universal inverted bottleneck: optional depthwise conv before the expansion (kernel
// `start`, 0 for none), 1x1 expansion, optional depthwise conv after it (`mid`), 1x1 projection;
// the stride goes to the middle depthwise conv when there is one. ExtraDW (both), IR (mid only),
// ConvNeXt-like (start only) and FFN (neither) are its instances.
Value uib(Layers& l, const std::string& name, Value x, int64_t start, int64_t mid, int64_t stride, double expand,
          int64_t out) {
  const int64_t in = x.shape()[1], hidden = make_divisible(static_cast<double>(in) * expand);
  Value y = x;
  if (start > 0)
    y = conv_bn_act(l, name + ".dw_start.conv", name + ".dw_start.bn", y, in, start, mid > 0 ? 1 : stride, in, false);
  y = conv_bn_act(l, name + ".pw_exp.conv", name + ".pw_exp.bn", y, hidden, 1, 1, 1, true);
  if (mid > 0) y = conv_bn_act(l, name + ".dw_mid.conv", name + ".dw_mid.bn", y, hidden, mid, stride, hidden, true);
  y = conv_bn_act(l, name + ".pw_proj.conv", name + ".pw_proj.bn", y, out, 1, 1, 1, false);
  return stride == 1 && in == out ? ir::add(x, y) : y;
}

Net mobilenetv4_m(int64_t classes) {
  return graph_net(
      "mobilenetv4-m", "MobileNetV4-Conv-M (timm mobilenetv4_conv_medium), 224x224, universal inverted bottlenecks",
      {3, 224, 224}, classes, [classes](Layers& l, Value x) {
        x = conv_bn_act(l, "conv_stem", "bn1", x, 32, 3, 2, 1, true);
        // Stage 0: a fused inverted bottleneck, 3x3 stride-2 expansion to 4x, 1x1 projection.
        x = conv_bn_act(l, "blocks.0.0.conv_exp", "blocks.0.0.bn1", x, 128, 3, 2, 1, true);
        x = conv_bn_act(l, "blocks.0.0.conv_pwl", "blocks.0.0.bn2", x, 48, 1, 1, 1, false);
        struct Block {
          int stage;
          int64_t start, mid, stride;
          double expand;
          int64_t out;
        };
        const Block blocks[] = {
            {1, 3, 5, 2, 4, 80},  {1, 3, 3, 1, 2, 80},                                              // 56x56
            {2, 3, 5, 2, 6, 160}, {2, 3, 3, 1, 4, 160}, {2, 3, 3, 1, 4, 160}, {2, 3, 5, 1, 4, 160},  // 28x28
            {2, 3, 3, 1, 4, 160}, {2, 3, 0, 1, 4, 160}, {2, 0, 0, 1, 2, 160}, {2, 3, 0, 1, 4, 160},
            {3, 5, 5, 2, 6, 256}, {3, 5, 5, 1, 4, 256}, {3, 3, 5, 1, 4, 256}, {3, 3, 5, 1, 4, 256},  // 14x14
            {3, 0, 0, 1, 4, 256}, {3, 3, 0, 1, 4, 256}, {3, 3, 5, 1, 2, 256}, {3, 5, 5, 1, 4, 256},
            {3, 0, 0, 1, 4, 256}, {3, 0, 0, 1, 4, 256}, {3, 5, 0, 1, 2, 256}};
        int stage = 0, index = 0;
        for (const Block& b : blocks) {
          index = b.stage == stage ? index + 1 : 0;
          stage = b.stage;
          x = uib(l, cat("blocks.", b.stage, ".", index), x, b.start, b.mid, b.stride, b.expand, b.out);
        }
        x = conv_bn_act(l, "blocks.4.0.conv", "blocks.4.0.bn1", x, 960, 1, 1, 1, true);
        // The head: pool first, then a 1x1 conv to 1280 (no bias) with BatchNorm and ReLU.
        const int64_t n = x.shape()[0];
        x = ir::reshape(global_avg_pool(x), {n, 960, 1, 1});
        x = relu(l.batch_norm("norm_head", l.conv("conv_head", x, 1280, 1)));
        return l.dense("classifier", ir::reshape(x, {n, 1280}), classes);
      });
}

}  // namespace

Net mobilenetv4_conv_medium(int64_t classes) { return mobilenetv4_m(classes); }

std::vector<Net> imagenette_nets() {
  std::vector<Net> nets;
  nets.push_back(resnet("resnet34", false, "ResNet-34 (torchvision), 224x224, basic blocks [3, 4, 6, 3]"));
  nets.push_back(resnet("resnet50", true, "ResNet-50 (torchvision v1.5), 224x224, bottlenecks [3, 4, 6, 3]"));
  nets.push_back(mobilenetv2());
  nets.push_back(mobilenetv4_m(10));
  nets.push_back(efficientnet_b0());
  nets.push_back(convnext_t());
  nets.push_back(vit_tiny());
  return nets;
}

}  // namespace ladder::nn
