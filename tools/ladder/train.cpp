// `ladder train NET`: trains one net and leaves a run directory.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/lowerer_flags.h"
#include "ladder/train/console.h"
#include "ladder/train/trainer.h"

namespace ladder::cli {
namespace {

struct TrainFlags {
  train::TrainOptions options;
  LowererFlags lowerer;
};

void add_train(CLI::App& app, int& exit_code) {
  auto flags = std::make_shared<TrainFlags>();
  train::TrainOptions& o = flags->options;
  CLI::App* cmd = app.add_subcommand("train", "Train one net (see `ladder nets`) and write a run directory");
  cmd->add_option("net", o.net, "the net, e.g. mnist-cnn")->required();
  cmd->add_option("--epochs", o.epochs, "epochs to train (a resumed run continues up to this)")->capture_default_str();
  cmd->add_option("--batch", o.batch, "examples per step")->capture_default_str();
  cmd->add_option("--accumulate", o.accumulate,
                  "take each batch as this many micro-batches, forward and backward one after another, and "
                  "update once with their mean gradient (memory about that of one micro-batch; BatchNorm "
                  "statistics per micro-batch)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--devices", o.devices,
                  "pjrt: replicas on this many of the plugin's devices, each taking batch / N of every batch "
                  "(default: every device)")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--sync-bn", o.sync_bn,
                "data-parallel runs (--devices N, mpirun -np N): BatchNorm statistics over all replicas' batches, "
                "not each replica's own");
  add_precision_option(cmd, o.precision);
  cmd->add_flag("--no-dropout{false}", o.dropout,
                "train without the net's dropout and stochastic depth (they are on by default where the net has them)");
  cmd->add_option("--lr", o.lr, "base learning rate")->capture_default_str();
  cmd->add_option("--optimizer", o.optimizer, "sgd | momentum | nesterov | adam | adamw")->capture_default_str();
  cmd->add_option("--schedule", o.schedule, "constant | cosine | warmup-cosine | step (x0.1 at each third of the run)")->capture_default_str();
  cmd->add_option("--warmup-epochs", o.warmup_epochs, "linear warmup epochs for warmup-cosine")->capture_default_str();
  cmd->add_option("--seed", o.seed, "seed for initial weights and shuffling")->capture_default_str();
  cmd->add_flag("--zero-init", o.zero_init, "start every parameter at zero (the linear baseline)");
  cmd->add_option("--init", o.init_from,
                  "start a fresh run from these weights: `ladder import`'s from a PyTorch state_dict, or a "
                  "run's checkpoint (parameters and BatchNorm statistics; optimizer state starts at 0)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--data", o.data_dir,
                  "data folder (default: data/mnist if present, else Debian's Fashion-MNIST; "
                  "data/cifar10 for CIFAR nets; data/imagenette, an image folder of train/<class>/ and "
                  "val/<class>/, for 224x224 nets: scripts/download_imagenette.sh)");
  cmd->add_flag("--flip", o.flip, "random horizontal flips (CIFAR)");
  cmd->add_option("--crop-padding", o.crop_padding, "random pad-and-crop by this many pixels (CIFAR)");
  cmd->add_option("--label-smoothing", o.label_smoothing, "label smoothing s in [0, 1)");
  cmd->add_option("--run-dir", o.run_dir, "run directory (default: runs/<date>-<net>)");
  cmd->add_flag("--fresh", o.fresh, "ignore an existing checkpoint and start over");
  cmd->add_flag("--override", o.override_config,
                "resume even where the options differ from those the run was started with (each change is logged)");
  CLI::Option* max_steps = cmd->add_option("--max-steps", o.max_steps, "stop after this many steps (quick checks; at least 1)");
  cmd->add_flag("--synthetic", o.synthetic_data, "train on generated data instead of the real set");
  flags->lowerer.add_to(cmd);
  cmd->footer(
      "A run resumes from its run directory's checkpoint unless --fresh is given; options that\n"
      "differ from those recorded in its config.json are refused unless --override. Ctrl-C stops\n"
      "at the next step, saves, and prints how to resume.\n"
      "Examples:\n"
      "  ladder train mnist-cnn --epochs 12\n"
      "  ladder train cifar8-bn --optimizer nesterov --lr 0.02 --flip --schedule warmup-cosine --warmup-epochs 3\n"
      "Data-parallel (README, \"Data-parallel training\"): each replica takes --batch / N examples of\n"
      "every batch. On N devices of a PJRT plugin, in one process; or started by MPI, each process one\n"
      "replica (rank 0 writes the run directory):\n"
      "  ladder train mnist-cnn --lowerer pjrt --plugin xla_cuda_plugin.so --devices 4\n"
      "  mpirun -np 2 ladder train mnist-cnn --epochs 1");
  cmd->callback([flags, max_steps, &exit_code] {
    train::TrainOptions o = flags->options;
    LADDER_CHECK(max_steps->count() == 0 || o.max_steps >= 1, "--max-steps must be at least 1, got ", o.max_steps,
                 " (leave it out for no limit)");
    o.lowerer = flags->lowerer.resolved_name();
    o.lowerer_options = flags->lowerer.options();
    train::Console console;
    train::TrainResult r = train::train(o, console);
    if (r.interrupted) {
      exit_code = 130;
      return;
    }
    if (r.rank != 0) return;  // a data-parallel run's other replicas: rank 0 reports
    char line[512];
    std::snprintf(line, sizeof line, "%s: top-1 %.2f%% [95%% CI %.2f–%.2f] on %s; results in %s",
                  o.net.c_str(), r.final_accuracy.top1, r.final_accuracy.ci_low,
                  r.final_accuracy.ci_high, r.dataset.c_str(), r.run_dir.c_str());
    console.line(line);
    if (r.replicas > 1 && r.replicas == r.devices)
      console.line(cat(r.replicas, " replicas on ", r.devices, " devices: ", train::format_duration(r.seconds),
                       " in all; median step ", static_cast<int>(r.ms_per_step * 10 + 0.5) / 10.0, " ms"));
    else if (r.replicas > 1)
      console.line(cat(r.replicas, " replicas: ", train::format_duration(r.seconds), " in all, ",
                       train::format_duration(r.collective_seconds), " of it in rank 0's collectives (",
                       static_cast<int>(100 * r.collective_seconds / std::max(r.seconds, 1e-9) + 0.5),
                       "%, waits included); median step ", static_cast<int>(r.ms_per_step * 10 + 0.5) / 10.0, " ms"));
  });
}

const bool registered = register_command({"train", 30, add_train});

}  // namespace
}  // namespace ladder::cli
