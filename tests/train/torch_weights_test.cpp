// Weights between PyTorch state_dicts and ladder (ladder import / export): the round trip is
// bit-exact for every net, names and layouts are torchvision's, and what does not fit is
// refused naming the tensor and both shapes.
#include "error_message.h"
#include "ladder/train/torch_weights.h"

#include <gtest/gtest.h>

#include <cstring>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"

namespace ladder::train {
namespace {

// Every parameter and running statistic of `net`, drawn at random, under ladder's names.
NamedTensors random_state(const nn::Net& net, uint64_t seed) {
  NamedTensors state;
  Rng rng(seed);
  auto draw = [&](const Shape& shape) {
    Tensor t(DType::f32, shape);
    for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, rng.uniform(-1, 1));
    return t;
  };
  for (const nn::ParamSpec& p : net.params) state.emplace_back("theta." + p.name, draw(p.shape));
  for (const nn::BatchNormSpec& bn : net.batch_norms) {
    state.emplace_back("running_mean." + bn.name, draw({bn.channels}));
    state.emplace_back("running_var." + bn.name, draw({bn.channels}));
  }
  return state;
}

bool same_bits(const Tensor& a, const Tensor& b) {
  return a.type() == b.type() && a.byte_size() == b.byte_size() &&
         std::memcmp(a.data<uint8_t>(), b.data<uint8_t>(), size_t(a.byte_size())) == 0;
}

TEST(TorchWeights, RoundTripIsBitExactForEveryNet) {
  for (const nn::Net& net : nn::registered_nets()) {
    SCOPED_TRACE(net.name);
    const NamedTensors state = random_state(net, 3);
    const SafeTensors sd = to_torch(net, state, "test");
    const NamedTensors back = from_torch(net, sd, "test");
    ASSERT_EQ(back.size(), state.size());
    for (size_t i = 0; i < state.size(); ++i) {
      EXPECT_EQ(back[i].first, state[i].first);
      EXPECT_TRUE(same_bits(back[i].second, state[i].second)) << state[i].first;
    }
  }
}

TEST(TorchWeights, NamesAndLayoutsAreTorchvisions) {
  const nn::Net& r34 = nn::find_net("resnet34");
  const NamedTensors state = random_state(r34, 1);
  const SafeTensors sd = to_torch(r34, state, "test");
  ASSERT_NE(sd.find("conv1.weight"), nullptr);
  EXPECT_EQ(sd.find("conv1.weight")->shape(), (Shape{64, 3, 7, 7}));
  EXPECT_EQ(sd.find("bn1.weight")->shape(), (Shape{64}));
  EXPECT_EQ(sd.find("bn1.running_var")->shape(), (Shape{64}));
  ASSERT_NE(sd.find("layer4.2.bn2.num_batches_tracked"), nullptr);
  EXPECT_EQ(sd.find("layer4.2.bn2.num_batches_tracked")->dtype(), DType::i64);
  // torch's Linear is [out, in]: fc.weight[o][i] == theta.fc.w[i][o].
  const Tensor* fc = sd.find("fc.weight");
  ASSERT_NE(fc, nullptr);
  EXPECT_EQ(fc->shape(), (Shape{10, 512}));
  const Tensor& w = std::find_if(state.begin(), state.end(), [](auto& s) { return s.first == "theta.fc.w"; })->second;
  EXPECT_EQ(fc->get(3 * 512 + 7), w.get(7 * 10 + 3));
  // ViT's attention: q, k, v stacked in in_proj_weight [3·192, 192], each transposed.
  const nn::Net& vit = nn::find_net("vit-tiny");
  const NamedTensors vs = random_state(vit, 2);
  const SafeTensors vsd = to_torch(vit, vs, "test");
  const Tensor* in_proj = vsd.find("encoder.layers.encoder_layer_0.self_attention.in_proj_weight");
  ASSERT_NE(in_proj, nullptr);
  EXPECT_EQ(in_proj->shape(), (Shape{576, 192}));
  const Tensor& k = std::find_if(vs.begin(), vs.end(), [](auto& s) {
                      return s.first == "theta.encoder.layers.encoder_layer_0.self_attention.k.w";
                    })->second;
  EXPECT_EQ(in_proj->get((192 + 5) * 192 + 9), k.get(9 * 192 + 5));  // row 192 + 5 is k's output 5
  EXPECT_NE(vsd.find("encoder.pos_embedding"), nullptr);
  EXPECT_NE(vsd.find("class_token"), nullptr);
}

TEST(TorchWeights, WhatDoesNotFitIsNamed) {
  const nn::Net& mb = nn::find_net("mobilenetv2");
  SafeTensors sd = to_torch(mb, random_state(mb, 4), "test");
  SafeTensors missing = sd;
  missing.tensors.erase(missing.tensors.begin() + 3);
  EXPECT_NE(testing::error_message([&] { from_torch(mb, missing, "m.safetensors"); }).find("m.safetensors: no tensor '"),
            std::string::npos);
  SafeTensors misshapen = sd;
  misshapen.tensors[0].second = Tensor(DType::f32, {32, 3, 5, 5});
  const std::string e = testing::error_message([&] { from_torch(mb, misshapen, "s.safetensors"); });
  EXPECT_NE(e.find("'features.0.0.weight' is [32x3x5x5] but theta.features.0.0.w needs [32x3x3x3]"),
            std::string::npos)
      << e;
  SafeTensors extra = sd;
  extra.tensors.emplace_back("aux_head.weight", Tensor(DType::f32, {2}));
  EXPECT_NE(testing::error_message([&] { from_torch(mb, extra, "x.safetensors"); }).find("does not have: aux_head.weight"),
            std::string::npos);
}

}  // namespace
}  // namespace ladder::train
