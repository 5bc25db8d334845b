// `ladder emit`: writes a net's train step (and its forward functions) as StableHLO text.
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

#include "ladder/command.h"
#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"
#include "ladder/ir/verify.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::cli {
namespace {

struct EmitOptions {
  std::string net;
  std::string optimizer = "sgd";
  int64_t batch = 128;
  int64_t accumulate = 1;
  int64_t replicas = 1;
  bool sync_bn = false;
  std::string precision = "f32";
  bool dropout = true;
  double clip_norm = 0;
  bool generic = false;
  std::string out;
};

int run_emit(const EmitOptions& o) {
  const nn::Net& net = nn::find_net(o.net);
  nn::Optimizer optimizer;
  auto kind = nn::optimizer_from_name(o.optimizer);
  LADDER_CHECK(kind, "unknown optimizer '", o.optimizer, "' (one of sgd, momentum, nesterov, ",
               "adam, adamw)");
  optimizer.kind = *kind;
  optimizer.clip_norm = o.clip_norm;

  auto start = std::chrono::steady_clock::now();
  std::unique_ptr<ir::Module> module = nn::build_train_module(
      net, optimizer, o.batch,
      {.accumulate = o.accumulate, .stochastic = o.dropout, .replicas = o.replicas, .sync_bn = o.sync_bn,
       .precision = nn::precision_from_name(o.precision)});
  ir::verify(*module);
  std::string text = stablehlo::print(*module, {.generic = o.generic});
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  write_file_atomic(o.out, text);
  const nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer, o.dropout);
  std::printf(
      "wrote @%s (%d inputs, %d outputs) and its forward functions to %s "
      "(%zu bytes, built in %.1f ms)\n",
      nn::train_step_name(net, optimizer).c_str(), layout.num_inputs(), layout.num_outputs(), o.out.c_str(), text.size(), ms);
  return 0;
}

void add_emit(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<EmitOptions>();
  CLI::App* cmd = app.add_subcommand("emit", "Write a net's train step as a StableHLO artifact");
  cmd->add_option("net", o->net, "Net name (see `ladder nets`)")->required();
  cmd->add_option("--optimizer", o->optimizer, "sgd, momentum, nesterov, adam or adamw")
      ->capture_default_str();
  cmd->add_option("--batch", o->batch, "Examples per step")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--accumulate", o->accumulate,
                  "Take the batch as this many micro-batches in turn (gradient accumulation in one step)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--replicas", o->replicas,
                  "Data-parallel: a step for this many replicas (mhlo.num_replicas), each taking batch / N "
                  "examples; gradients and loss averaged across them by one all_reduce")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--sync-bn", o->sync_bn,
                "With --replicas: BatchNorm statistics over all replicas' batches (all-reduced), not each "
                "replica's own");
  add_precision_option(cmd, o->precision);
  cmd->add_flag("--no-dropout{false}", o->dropout,
                "Leave out the net's dropout and stochastic depth (and the seed input they draw from)");
  cmd->add_option("--clip-norm", o->clip_norm,
                  "Clip the gradients to this global L2 norm before the update (0: off)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--generic", o->generic, "Print MLIR's generic op form");
  cmd->add_option("-o,--out", o->out, "Output file (.mlir)")->required();
  cmd->footer(
      "The module holds @<net>_<optimizer>_train_step, @<net>_fwd and, for BatchNorm nets,\n"
      "@<net>_fwd_eval ('-' in the net name becomes '_'). Its signature is docs/TRAIN_STEP.md;\n"
      "the constants it bakes in are listed in its header comment.\n"
      "\nExamples:\n"
      "  ladder emit mnist-cnn -o mnist_cnn_sgd.mlir\n"
      "  ladder emit cifar8-bn --optimizer adamw --batch 64 -o cifar8_bn_adamw.mlir\n"
      "  ladder emit mnist-cnn --precision bf16 -o mnist_cnn_bf16.mlir\n"
      "  ladder emit cifar8-bn --replicas 2 --sync-bn -o cifar8_bn_dp2.mlir   (run: mpirun -np 2 ladder exec ...)");
  cmd->callback([o, &exit_code] { exit_code = run_emit(*o); });
}

const bool registered = register_command({"emit", 20, add_emit});

}  // namespace
}  // namespace ladder::cli
