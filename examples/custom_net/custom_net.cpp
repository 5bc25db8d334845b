// A net of your own, trained by ladder: a small residual CNN for the MNIST family, declared
// here with ladder's layers, registered by name, then trained, evaluated and checkpointed by
// the same trainer `ladder train` uses, into the same kind of run directory.
//
//   custom_net [--epochs N] [--max-steps N] [--run-dir DIR] [--lowerer NAME] [--synthetic]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/layers.h"
#include "ladder/nn/nets.h"
#include "ladder/train/console.h"
#include "ladder/train/evaluate.h"
#include "ladder/train/trainer.h"

namespace nn = ladder::nn;

// Two ways to declare a net. A chain of layers is a Sequential:
nn::Net tiny_cnn() {
  return nn::Sequential("tiny-cnn", "conv 16 3x3, max-pool, dense 10", {1, 28, 28})
      .conv("conv", 16, 3, 1)
      .relu()
      .max_pool(2)
      .dense("fc", 10)
      .build();
}

// Anything else is a parameter list and a forward function over them, here a residual block
// with BatchNorm. Layouts: conv weights OIHW over NCHW activations, dense weights [in, out].
nn::Net residual_cnn() {
  nn::Net net;
  net.name = "residual-cnn";
  net.summary = "conv 16, BN, one residual block of two convs, global average pool, dense 10";
  net.input_shape = {1, 28, 28};
  net.num_classes = 10;
  auto conv = [&net](const std::string& name, int64_t in, int64_t out) {
    net.params.push_back({name + ".w", {out, in, 3, 3}, nn::Init::he_fan_out});
    net.params.push_back({name + ".b", {out}, nn::Init::zeros});
  };
  auto batch_norm = [&net](const std::string& name, int64_t channels) {
    net.params.push_back({name + ".gamma", {channels}, nn::Init::ones});
    net.params.push_back({name + ".beta", {channels}, nn::Init::zeros});
    net.batch_norms.push_back({name, channels});
  };
  conv("stem", 1, 16), batch_norm("stem_bn", 16);
  conv("block.conv1", 16, 16), batch_norm("block.bn1", 16);
  conv("block.conv2", 16, 16), batch_norm("block.bn2", 16);
  net.params.push_back({"fc.w", {16, 10}, nn::Init::glorot});
  net.params.push_back({"fc.b", {10}, nn::Init::zeros});

  net.forward = [](nn::NetContext& ctx, ladder::ir::Value x) {
    auto conv_bn = [&ctx](ladder::ir::Value v, const std::string& conv, const std::string& bn) {
      v = nn::conv2d(v, ctx.param(conv + ".w"), ctx.param(conv + ".b"), {.padding = 1});
      return ctx.batch_norm(bn, v);  // batch statistics in training, running ones in eval
    };
    x = nn::relu(conv_bn(x, "stem", "stem_bn"));                          // [N, 16, 28, 28]
    x = nn::max_pool2d(x, 2, 2);                                          // [N, 16, 14, 14]
    ladder::ir::Value y = nn::relu(conv_bn(x, "block.conv1", "block.bn1"));
    y = conv_bn(y, "block.conv2", "block.bn2");
    x = nn::relu(ladder::ir::add(x, y));                                  // the skip connection
    return nn::dense(nn::global_avg_pool(x), ctx.param("fc.w"), ctx.param("fc.b"));  // logits
  };
  return net;
}

int main(int argc, char** argv) {
  ladder::train::TrainOptions o;
  o.net = "residual-cnn";
  o.epochs = 1;
  o.lr = 0.05;
  o.optimizer = "momentum";
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--epochs" && has_value) o.epochs = std::atoll(argv[++i]);
    else if (arg == "--max-steps" && has_value) o.max_steps = std::atoll(argv[++i]);
    else if (arg == "--run-dir" && has_value) o.run_dir = argv[++i];
    else if (arg == "--lowerer" && has_value) o.lowerer = argv[++i];
    else if (arg == "--net" && has_value) o.net = argv[++i];
    else if (arg == "--synthetic") o.synthetic_data = true;
    else {
      std::fprintf(stderr,
                   "usage: custom_net [--net residual-cnn|tiny-cnn] [--epochs N] [--max-steps N] "
                   "[--run-dir DIR] [--lowerer cpu|reference|pjrt] [--synthetic]\n");
      return arg == "--help" || arg == "-h" ? 0 : 2;
    }
  }
  try {
    nn::register_net(tiny_cnn());
    nn::register_net(residual_cnn());
    ladder::train::Console console;
    ladder::train::TrainResult r = ladder::train::train(o, console);
    std::printf("%s: top-1 %.2f%% on %s after %lld steps at %.1f ms/step; run in %s\n", o.net.c_str(),
                r.final_accuracy.top1, r.dataset.c_str(), static_cast<long long>(r.losses.size()), r.ms_per_step,
                r.run_dir.c_str());
    if (!o.synthetic_data) {  // the run directory is a run like any other: evaluate it again
      ladder::train::EvalResult e = ladder::train::evaluate_run(r.run_dir, {.lowerer = o.lowerer});
      std::printf("evaluated again from %s: top-1 %.2f%% (%lld/%lld)\n", r.run_dir.c_str(), e.top1.top1,
                  static_cast<long long>(e.top1.correct), static_cast<long long>(e.top1.total));
    }
  } catch (const ladder::Error& e) {
    std::fprintf(stderr, "custom_net: error: %s\n", e.what());
    return 2;
  }
  return 0;
}
