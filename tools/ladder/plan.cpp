// `ladder plan`: a net's planned peak memory at a batch size, optionally measured, and the
// predicted admission matrix of the declared fleet (platforms/fleet/*.toml).
#include "ladder/platform/plan.h"

#include <cstdio>
#include <memory>
#include <string>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/nn/nets.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/fleet.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct PlanOptions {
  std::string net;
  std::string optimizer = "sgd";
  int64_t batch = 0;  // 0: the net's ladder batch
  int measure = 0;
  bool fleet = false;
  std::string root;
};

void print_plan(const pf::MemoryPlan& p) {
  std::printf("%s with %s at batch %lld (%s):\n", p.net.c_str(), p.optimizer.c_str(),
              (long long)p.batch, p.source.c_str());
  auto row = [](const char* what, int64_t bytes) {
    std::printf("  %-28s %12lld B  %10s\n", what, (long long)bytes,
                pf::format_bytes(bytes).c_str());
  };
  row("parameters", p.parameters);
  row("optimizer state", p.optimizer_state);
  row("running statistics", p.running_stats);
  row("batch, labels, scalars", p.batch_io);
  row("outputs (new θ, state, loss)", p.outputs);
  row("constants", p.constants);
  row("live activations (peak)", p.activations);
  row("kernel scratch", p.kernel_scratch);
  row("planned peak", p.peak());
}

int print_fleet(const std::string& root) {
  auto fleet = pf::load_fleet(root);
  LADDER_CHECK(!fleet.empty(), root, "/platforms/fleet: no declared machines (*.toml)");
  std::printf(
      "Admission (predicted, not evidence): each net's train step with adamw (the largest "
      "optimizer\n"
      "state) at its ladder batch, against one device's memory at the default fraction and at "
      "0.97.\n\n");
  std::printf("| net | batch | planned peak |");
  for (const auto& m : fleet) std::printf(" %s |", m.name.c_str());
  std::printf("\n|---|---|---|");
  for (size_t i = 0; i < fleet.size(); ++i) std::printf("---|");
  std::printf("\n");
  for (const nn::Net& net : nn::registered_nets()) {
    pf::MemoryPlan p = pf::plan_memory(net.name, "adamw", pf::ladder_batch(net.name));
    std::printf("| %s | %lld | %s |", net.name.c_str(), (long long)p.batch,
                pf::format_bytes(p.peak()).c_str());
    for (const auto& m : fleet)
      std::printf(" %s |", std::string(pf::admission_name(pf::admit(m, p.peak()))).c_str());
    std::printf("\n");
  }
  return 0;
}

int run_plan(const PlanOptions& o) {
  if (o.fleet) return print_fleet(o.root.empty() ? pf::find_repo_root() : o.root);
  LADDER_CHECK(!o.net.empty(), "name a net (see `ladder nets`) or pass --fleet");
  int64_t batch = o.batch > 0 ? o.batch : pf::ladder_batch(o.net);
  pf::MemoryPlan plan = pf::plan_memory(o.net, o.optimizer, batch);
  print_plan(plan);
  if (o.measure > 0) {
    pf::MeasuredPeak m = pf::measure_step_loop(o.net, o.optimizer, batch, o.measure);
    double ratio = double(plan.peak()) / double(m.growth());
    std::printf(
        "measured over %d steps on the cpu lowerer (%.1f ms/step): peak resident set %s, %s before "
        "the step was built; growth %s; planned / measured = %.3f%s\n",
        o.measure, m.ms_per_step, pf::format_bytes(m.peak_rss).c_str(),
        pf::format_bytes(m.rss_before).c_str(), pf::format_bytes(m.growth()).c_str(), ratio,
        m.peak_was_reset ? "" : " (the kernel refused to reset the peak: it may predate the run)");
  }
  return 0;
}

void add_plan(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PlanOptions>();
  CLI::App* cmd = app.add_subcommand(
      "plan", "Planned peak memory of a net's train step; the predicted admission matrix");
  cmd->add_option("net", o->net, "Net name (see `ladder nets`)");
  cmd->add_option("--optimizer", o->optimizer, "sgd, momentum, nesterov, adam or adamw")
      ->capture_default_str();
  cmd->add_option("--batch", o->batch,
                  "Examples per step (default: the net's ladder batch, 128 for MNIST and CIFAR)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--measure", o->measure,
                  "Also run this many steps on the cpu lowerer and report the measured peak")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--fleet", o->fleet,
                "Print the predicted admission matrix of platforms/fleet/*.toml");
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  cmd->footer("Examples:\n  ladder plan mnist-cnn --measure 20\n  ladder plan --fleet");
  cmd->callback([o, &exit_code] { exit_code = run_plan(*o); });
}

const bool registered = register_command({"plan", 76, add_plan});

}  // namespace
}  // namespace ladder::cli
