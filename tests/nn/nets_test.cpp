// The registered nets: parameter counts, shapes, and their initial weights.
#include "error_message.h"
#include "ladder/nn/nets.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/graph_net.h"
#include "ladder/nn/imagenette.h"
#include "ladder/nn/init.h"
#include "ladder/nn/layers.h"

namespace ladder::nn {
namespace {

TEST(Nets, ParameterCounts) {
  // mnist-cnn and cifar8 as published; the others by hand: 784·10+10; 784·512+512 +
  // 512·512+512 + 512·10+10; cifar8 plus γ and β for 4·16 + 4·32 channels.
  const std::pair<const char*, int64_t> expected[] = {{"mnist-linear", 7850},
                                                      {"mnist-mlp", 669706},
                                                      {"mnist-cnn", 3489130},
                                                      {"cifar8", 373626},
                                                      {"cifar8-bn", 374010}};
  ASSERT_GE(registered_nets().size(), std::size(expected));  // the Imagenette nets follow
  for (size_t i = 0; i < std::size(expected); ++i) EXPECT_EQ(registered_nets()[i].name, expected[i].first);
  for (auto [name, count] : expected) EXPECT_EQ(find_net(name).num_parameters(), count) << name;
}

// torchvision's models at num_classes=10 (trainable parameters; BatchNorm's running statistics
// are state), as sum(p.numel() for p in model.parameters()) gives them; vit-tiny is
// VisionTransformer(224, 16, 12 layers, 3 heads, 192, mlp 768).
TEST(Nets, ImagenetteNetsHaveTorchvisionsParameterCounts) {
  const std::pair<const char*, int64_t> expected[] = {
      {"resnet34", 21289802},       {"resnet50", 23528522},   {"mobilenetv2", 2236682},
      {"efficientnet-b0", 4020358}, {"convnext-t", 27827818}, {"vit-tiny", 5526346}};
  for (auto [name, count] : expected) {
    const Net& net = find_net(name);
    EXPECT_EQ(net.num_parameters(), count) << name;
    EXPECT_EQ(net.input_shape, (Shape{3, 224, 224})) << name;
  }
  // Names and shapes as torchvision's state_dict has them (dense weights transposed).
  const Net& r50 = find_net("resnet50");
  EXPECT_EQ(r50.param("conv1.w").shape, (Shape{64, 3, 7, 7}));
  EXPECT_EQ(r50.param("layer1.0.downsample.0.w").shape, (Shape{256, 64, 1, 1}));
  EXPECT_EQ(r50.param("layer4.2.conv3.w").shape, (Shape{2048, 512, 1, 1}));
  EXPECT_EQ(r50.param("fc.w").shape, (Shape{2048, 10}));
  EXPECT_EQ(r50.batch_norms.size(), 53u);
  const Net& r34 = find_net("resnet34");
  EXPECT_EQ(r34.param("layer2.0.conv1.w").shape, (Shape{128, 64, 3, 3}));
  EXPECT_EQ(r34.param("layer3.5.bn2.gamma").shape, (Shape{256}));
  EXPECT_THROW(r34.param("layer3.6.conv1.w"), Error);  // [3, 4, 6, 3]: layer3 has blocks 0..5
  const Net& mb = find_net("mobilenetv2");
  EXPECT_EQ(mb.param("features.1.conv.0.0.w").shape, (Shape{32, 1, 3, 3}));  // depthwise, no expansion
  EXPECT_EQ(mb.param("features.2.conv.1.0.w").shape, (Shape{96, 1, 3, 3}));  // 16·6 channels
  EXPECT_EQ(mb.param("features.17.conv.2.w").shape, (Shape{320, 960, 1, 1}));
  EXPECT_EQ(mb.param("features.18.0.w").shape, (Shape{1280, 320, 1, 1}));
  EXPECT_EQ(mb.param("classifier.1.w").shape, (Shape{1280, 10}));
  // MobileNetV4-Conv-M as timm's mobilenetv4_conv_medium builds it: 9,715,512 parameters at
  // 1000 classes (the 9.7 M timm and the MobileNetV4 paper give).
  EXPECT_EQ(mobilenetv4_conv_medium(1000).num_parameters(), 9715512);
  const Net& mn4 = find_net("mobilenetv4-m");
  EXPECT_EQ(mn4.num_parameters(), 9715512 - 1281000 + 12810);
  EXPECT_EQ(mn4.param("blocks.0.0.conv_exp.w").shape, (Shape{128, 32, 3, 3}));     // fused IB
  EXPECT_EQ(mn4.param("blocks.3.0.dw_start.conv.w").shape, (Shape{160, 1, 5, 5}));  // ExtraDW
  EXPECT_EQ(mn4.param("blocks.3.10.pw_exp.conv.w").shape, (Shape{512, 256, 1, 1}));
  EXPECT_EQ(mn4.param("conv_head.w").shape, (Shape{1280, 960, 1, 1}));
  const Net& eff = find_net("efficientnet-b0");
  EXPECT_EQ(eff.param("features.1.0.block.1.fc1.w").shape, (Shape{8, 32, 1, 1}));  // SE squeezes to in / 4
  EXPECT_EQ(eff.param("features.6.3.block.1.0.w").shape, (Shape{1152, 1, 5, 5}));   // 192·6, depthwise 5x5
  EXPECT_EQ(eff.param("features.8.0.w").shape, (Shape{1280, 320, 1, 1}));
  const Net& cnx = find_net("convnext-t");
  EXPECT_EQ(cnx.param("features.0.0.w").shape, (Shape{96, 3, 4, 4}));
  EXPECT_EQ(cnx.param("features.5.8.block.3.w").shape, (Shape{384, 1536}));
  EXPECT_EQ(cnx.param("features.7.2.layer_scale").init, Init::layer_scale);
  EXPECT_EQ(cnx.param("classifier.2.w").shape, (Shape{768, 10}));
  const Net& vit = find_net("vit-tiny");
  EXPECT_EQ(vit.param("conv_proj.w").shape, (Shape{192, 3, 16, 16}));
  EXPECT_EQ(vit.param("encoder.pos_embedding").shape, (Shape{1, 197, 192}));
  EXPECT_EQ(vit.param("encoder.layers.encoder_layer_11.mlp.0.w").shape, (Shape{192, 768}));
  EXPECT_EQ(vit.param("heads.head.w").shape, (Shape{192, 10}));
}

TEST(Init, LayerScaleAndSmallNormal) {
  const Tensor scale = init_param({"s", {4, 1, 1}, Init::layer_scale}, 1);
  for (int64_t i = 0; i < 4; ++i) EXPECT_EQ(scale.get(i), double(1e-6f));
  const Tensor pos = init_param({"p", {1, 197, 192}, Init::normal_002}, 1);
  double sq = 0;
  for (int64_t i = 0; i < pos.num_elements(); ++i) sq += pos.get(i) * pos.get(i);
  EXPECT_NEAR(std::sqrt(sq / double(pos.num_elements())), 0.02, 0.001);
}

TEST(GraphNet, DeclaresWhatTheArchitectureUsesAndRefusesWhatDoesNotFit) {
  // A residual block: the parameters follow from the activations' shapes.
  const Net net = graph_net("tiny-res", "test", {3, 8, 8}, 10, [](Layers& l, ir::Value x) {
    ir::Value y = relu(l.batch_norm("bn", l.conv("conv", x, 3, 3, {.padding = 1})));
    return l.dense("fc", global_avg_pool(ir::add(x, y)), 10);
  });
  ASSERT_EQ(net.params.size(), 5u);  // conv.w (no bias), bn.gamma, bn.beta, fc.w, fc.b
  EXPECT_EQ(net.param("conv.w").shape, (Shape{3, 3, 3, 3}));
  EXPECT_EQ(net.param("conv.w").init, Init::he_fan_out);
  EXPECT_EQ(net.param("fc.w").shape, (Shape{3, 10}));
  ASSERT_EQ(net.batch_norms.size(), 1u);
  EXPECT_EQ(net.batch_norms[0].channels, 3);
  EXPECT_EQ(net.num_parameters(), 81 + 6 + 30 + 10);

  EXPECT_NE(testing::error_message([] {
              graph_net("twice", "", {3, 8, 8}, 10, [](Layers& l, ir::Value x) {
                x = l.conv("c", x, 3, 3, {.padding = 1});
                return l.dense("fc", global_avg_pool(l.conv("c", x, 3, 3, {.padding = 1})), 10);
              });
            }).find("'c.w' is declared twice"),
            std::string::npos);
  EXPECT_NE(testing::error_message([] {
              graph_net("short", "", {3, 8, 8}, 10,
                        [](Layers& l, ir::Value x) { return l.dense("fc", global_avg_pool(x), 7); });
            }).find("not [N, 10] logits"),
            std::string::npos);
}

TEST(Nets, RegisterNetAddsANetFoundByName) {
  const Net& cnn = find_net("mnist-cnn");  // a reference that must outlive the registration
  const size_t before = registered_nets().size();
  const Net& tiny = register_net(Sequential("test-tiny", "a net declared outside ladder", {1, 28, 28})
                                     .conv("c", 4, 3, 0)
                                     .relu()
                                     .max_pool(2)
                                     .dense("fc", 10)
                                     .build());
  EXPECT_EQ(registered_nets().size(), before + 1);
  EXPECT_EQ(&find_net("test-tiny"), &tiny);
  EXPECT_EQ(tiny.num_parameters(), 4 * 9 + 4 + 4 * 13 * 13 * 10 + 10);
  EXPECT_EQ(cnn.name, "mnist-cnn");
  EXPECT_EQ(&find_net("mnist-cnn"), &cnn);
  EXPECT_NE(testing::error_message([] { register_net(Sequential("mnist-mlp", "again", {1, 28, 28}).dense("fc", 10).build()); })
                .find("'mnist-mlp' is already registered"),
            std::string::npos);
  EXPECT_NE(testing::error_message([] { register_net(Net{}); }).find("needs a name"), std::string::npos);
  EXPECT_EQ(registered_nets().size(), before + 1);
}

TEST(Nets, ShapesAndBatchNormLayers) {
  const Net& cnn = find_net("mnist-cnn");
  EXPECT_EQ(cnn.input_shape, (Shape{1, 28, 28}));
  EXPECT_EQ(cnn.param("conv2.w").shape, (Shape{32, 32, 3, 3}));
  EXPECT_EQ(cnn.param("fc1.w").shape, (Shape{6272, 512}));
  const Net& cifar = find_net("cifar8");
  EXPECT_EQ(cifar.input_shape, (Shape{3, 32, 32}));
  EXPECT_EQ(cifar.param("fc1.w").shape, (Shape{128, 512}));  // 32 channels at 2x2
  EXPECT_TRUE(cifar.batch_norms.empty());
  const Net& bn = find_net("cifar8-bn");
  ASSERT_EQ(bn.batch_norms.size(), 8u);
  EXPECT_EQ(bn.batch_norms[0].channels, 16);
  EXPECT_EQ(bn.batch_norms[7].channels, 32);
  EXPECT_EQ(bn.param("bn5.gamma").init, Init::ones);
}

TEST(Nets, UnknownNameListsTheKnownOnes) {
  try {
    find_net("resnet-9000");
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("mnist-cnn"), std::string::npos) << e.what();
  }
}

TEST(Sequential, RejectsLayersThatDoNotEndInTheClassLogits) {
  EXPECT_THROW(Sequential("bad", "", {1, 4, 4}).dense("fc", 7).build(), Error);
  EXPECT_THROW(Sequential("bad", "", {16}).conv("c", 4, 3, 1), Error);
}

TEST(Init, StatisticsFollowTheInitialiser) {
  const Net& cnn = find_net("mnist-cnn");
  std::vector<Tensor> params = init_params(cnn, 42);
  ASSERT_EQ(params.size(), cnn.params.size());
  for (size_t i = 0; i < params.size(); ++i) {
    const ParamSpec& spec = cnn.params[i];
    SCOPED_TRACE(spec.name);
    ASSERT_EQ(params[i].shape(), spec.shape);
    const double n = static_cast<double>(params[i].num_elements());
    double sum = 0, sq = 0;
    for (int64_t k = 0; k < params[i].num_elements(); ++k) {
      sum += params[i].get(k);
      sq += params[i].get(k) * params[i].get(k);
    }
    const double mean = sum / n, stddev = std::sqrt(sq / n - mean * mean);
    switch (spec.init) {
      case Init::he_fan_out:
      case Init::glorot: {
        const double want =
            spec.init == Init::glorot
                ? std::sqrt(2.0 / static_cast<double>(spec.shape[0] + spec.shape[1]))
                : std::sqrt(2.0 / static_cast<double>(spec.shape[0] * 9));
        EXPECT_DOUBLE_EQ(init_stddev(spec), want);
        // Standard errors: want/√n for the mean, want/√(2n) for the deviation; allow 5.
        EXPECT_NEAR(mean, 0, 5 * want / std::sqrt(n));
        EXPECT_NEAR(stddev, want, 5 * want / std::sqrt(2 * n));
        break;
      }
      case Init::zeros:
        EXPECT_EQ(sq, 0);
        break;
      case Init::ones:
        EXPECT_EQ(sum, n);
        break;
      case Init::normal_002:
      case Init::layer_scale:
        ADD_FAILURE() << "mnist-cnn has no " << init_name(spec.init) << " parameter";
        break;
    }
  }
}

TEST(Init, OneSeedPerSlotReproducesTheSameBits) {
  const Net& net = find_net("cifar8-bn");
  std::vector<Tensor> a = init_params(net, 7), b = init_params(net, 7), c = init_params(net, 8);
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i], b[i]) << net.params[i].name;
    EXPECT_EQ(a[i], init_param(net.params[i], 7 + i)) << net.params[i].name;
  }
  EXPECT_NE(a[0], c[0]);  // conv1.w under another base seed
}

TEST(Init, RunningStatisticsStartAtZeroMeanUnitVariance) {
  std::vector<Tensor> stats = init_running_stats(find_net("cifar8-bn"));
  ASSERT_EQ(stats.size(), 16u);
  EXPECT_EQ(stats[0].to_doubles(), std::vector<double>(16, 0.0));
  EXPECT_EQ(stats[15].to_doubles(), std::vector<double>(32, 1.0));
}

}  // namespace
}  // namespace ladder::nn
