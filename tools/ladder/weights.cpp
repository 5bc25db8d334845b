// `ladder import NET STATE_DICT.safetensors -o WEIGHTS.safetensors` and `ladder export RUN_DIR|
// CHECKPOINT -o STATE_DICT.safetensors`: weights between PyTorch (torchvision/timm state_dicts
// saved as safetensors) and ladder, renamed and laid out by train/torch_weights.h, so a user can
// start from pretrained weights (`ladder train NET --init WEIGHTS`) and hand results back.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/core/safetensors.h"
#include "ladder/nn/nets.h"
#include "ladder/train/checkpoint.h"
#include "ladder/train/torch_weights.h"

namespace ladder::cli {
namespace {

namespace fs = std::filesystem;

struct WeightsFlags {
  std::string net, input, out;
};

void add_import(CLI::App& app, int& exit_code) {
  auto f = std::make_shared<WeightsFlags>();
  CLI::App* cmd = app.add_subcommand("import", "Turn a PyTorch state_dict (safetensors) into ladder weights for a net");
  cmd->add_option("net", f->net, "the net the weights are for (see `ladder nets`)")->required();
  cmd->add_option("state_dict", f->input, "the model's state_dict saved with safetensors' save_file")->required();
  cmd->add_option("-o,--out", f->out, "the ladder weights file to write")->required();
  cmd->footer(
      "Names and layouts map without code: conv weights as they are, dense weights transposed,\n"
      "BatchNorm and LayerNorm weight/bias to gamma/beta, attention in_proj split into q, k, v.\n"
      "A missing, misshapen or left-over tensor is an error naming it (and both shapes).\n"
      "The output is a ladder checkpoint at step 0 holding the parameters and BatchNorm\n"
      "statistics: `ladder train NET --init FILE` starts from it; `ladder exec` takes it as --inputs.\n"
      "Example (Python side: safetensors.torch.save_file(model.state_dict(), 'r50.safetensors')):\n"
      "  ladder import resnet50 r50.safetensors -o r50.ladder.safetensors");
  cmd->callback([f, &exit_code] {
    const nn::Net& net = nn::find_net(f->net);
    train::Checkpoint ckpt{.net = net.name};
    ckpt.state = train::from_torch(net, read_safetensors(f->input), f->input);
    train::save_checkpoint(f->out, ckpt);
    std::printf("wrote %s: %zu tensors of %s from %s\n", f->out.c_str(), ckpt.state.size(), net.name.c_str(),
                f->input.c_str());
    exit_code = 0;
  });
}

void add_export(CLI::App& app, int& exit_code) {
  auto f = std::make_shared<WeightsFlags>();
  CLI::App* cmd = app.add_subcommand("export", "Write a run's (or a checkpoint's) weights as a PyTorch state_dict");
  cmd->add_option("checkpoint", f->input, "a run directory, or a ladder checkpoint / weights file")->required();
  cmd->add_option("-o,--out", f->out, "the state_dict file (safetensors) to write")->required();
  cmd->footer(
      "The inverse of `ladder import`: torch names and layouts, num_batches_tracked 0, no\n"
      "optimizer state. Python side: model.load_state_dict(safetensors.torch.load_file(FILE)).\n"
      "Example:\n"
      "  ladder export runs/2026-12-04-resnet50 -o resnet50.safetensors");
  cmd->callback([f, &exit_code] {
    const std::string path = fs::is_directory(f->input) ? f->input + "/checkpoint.safetensors" : f->input;
    const train::Checkpoint ckpt = train::load_checkpoint(path);
    const nn::Net& net = nn::find_net(ckpt.net);
    const SafeTensors sd = train::to_torch(net, ckpt.state, path);
    write_safetensors(f->out, sd);
    std::printf("wrote %s: %zu tensors of %s's state_dict from %s\n", f->out.c_str(), sd.tensors.size(),
                net.name.c_str(), path.c_str());
    exit_code = 0;
  });
}

const bool registered_import = register_command({"import", 37, add_import});
const bool registered_export = register_command({"export", 38, add_export});

}  // namespace
}  // namespace ladder::cli
