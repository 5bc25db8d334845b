#include "ladder/platform/plan.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/platform/files.h"
#include "ladder/platform/goldens.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::platform {

int64_t ladder_batch(const std::string& net) {
  return net.rfind("mnist", 0) == 0 || net.rfind("cifar", 0) == 0 ? 128 : 32;
}

std::string format_bytes(int64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MiB", double(bytes) / (1024.0 * 1024.0));
  return text;
}

namespace {
int64_t bytes_of(const std::vector<TensorType>& types, int begin, int end) {
  int64_t total = 0;
  for (int i = begin; i < end; ++i) total += types[size_t(i)].byte_size();
  return total;
}

// Every value a block computes (regions included), without reuse: the fallback's bound.
int64_t intermediate_bytes(const ir::Block& block) {
  int64_t total = 0;
  for (const auto& node : block.nodes) {
    if (node->kind == ir::OpKind::Parameter) continue;
    // A splat constant is written out at full size where a kernel must read it from memory.
    if (node->kind == ir::OpKind::Constant && !node->get<ir::ConstantAttr>().is_splat()) continue;
    for (const TensorType& t : node->results) total += t.byte_size();
    for (const auto& region : node->regions) total += intermediate_bytes(*region);
  }
  return total;
}

int64_t constant_bytes(const ir::Block& block) {
  int64_t total = 0;
  for (const auto& node : block.nodes)
    if (node->kind == ir::OpKind::Constant) total += node->get<ir::ConstantAttr>().value.byte_size();
  return total;
}
// A "VmRSS:   1234 kB" field of /proc/self/status, in bytes.
int64_t status_bytes(const std::string& key) {
  for (const std::string& line : split(read_file("/proc/self/status"), '\n'))
    if (line.rfind(key + ":", 0) == 0) return std::stoll(line.substr(key.size() + 1)) * 1024;
  throw Error(cat("/proc/self/status has no ", key));
}

std::unique_ptr<ir::Module> build_step(const nn::Net& net, const std::string& optimizer_name,
                                       int64_t batch, nn::Optimizer& optimizer) {
  auto kind = nn::optimizer_from_name(optimizer_name);
  LADDER_CHECK(kind, "unknown optimizer '", optimizer_name,
               "' (one of sgd, momentum, nesterov, adam, adamw)");
  optimizer.kind = *kind;
  return nn::build_train_module(net, optimizer, batch);
}
}  // namespace

MeasuredPeak measure_step_loop(const std::string& net_name, const std::string& optimizer_name,
                               int64_t batch, int steps) {
  std::vector<std::string> names = exec::lowerer_names();
  LADDER_CHECK(std::find(names.begin(), names.end(), "cpu") != names.end(),
               "measuring needs the cpu lowerer, which this build lacks");
  MeasuredPeak m;
  m.rss_before = status_bytes("VmRSS");
  m.peak_was_reset = bool(std::ofstream("/proc/self/clear_refs") << "5");

  const nn::Net& net = nn::find_net(net_name);
  nn::Optimizer optimizer;
  // Measured from the artifact text, as the trainer runs it (it parses what it printed).
  ir::Module module =
      stablehlo::parse(stablehlo::print(*build_step(net, optimizer_name, batch, optimizer)));
  const ir::Function& step = *module.find(nn::train_step_name(net, optimizer));
  nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer);
  auto lowerer = exec::make_lowerer("cpu");
  auto executable = lowerer->compile(module, step);

  std::vector<std::unique_ptr<exec::Buffer>> buffers;
  {
    std::vector<Tensor> inputs = make_golden_inputs(step, "plan");
    inputs[size_t(layout.lr())].set(0, 0.01);
    for (const Tensor& t : inputs) buffers.push_back(lowerer->upload(t));
  }  // the host copies go, as a trainer's do once θ lives in the lowerer
  exec::ExecuteOptions options;
  for (int i = 1; i <= layout.num_resident(); ++i) options.donated_inputs.push_back(i);
  auto start = std::chrono::steady_clock::now();
  for (int s = 0; s < steps; ++s) {
    std::vector<exec::Buffer*> args;
    for (auto& b : buffers) args.push_back(b.get());
    auto outputs = executable->execute(args, options);
    for (int i = 0; i < layout.num_resident(); ++i)
      buffers[size_t(i) + 1] = std::move(outputs[size_t(i)]);
  }
  m.ms_per_step =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() /
      std::max(steps, 1);
  m.peak_rss = status_bytes("VmHWM");
  return m;
}

MemoryPlan plan_memory(const std::string& net_name, const std::string& optimizer_name,
                       int64_t batch) {
  const nn::Net& net = nn::find_net(net_name);
  nn::Optimizer optimizer;
  // Planned from the artifact text, as every lowerer sees it.
  ir::Module module =
      stablehlo::parse(stablehlo::print(*build_step(net, optimizer_name, batch, optimizer)));
  const ir::Function& step = *module.find(nn::train_step_name(net, optimizer));
  nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer);
  std::vector<TensorType> in = step.input_types(), out = step.output_types();

  MemoryPlan plan{net_name, optimizer_name, batch};
  int p = layout.num_params, s = layout.num_state_slots;
  plan.parameters = bytes_of(in, layout.theta(0), layout.theta(0) + p);
  plan.optimizer_state = bytes_of(in, layout.theta(0) + p, layout.theta(0) + p * (1 + s));
  plan.running_stats = bytes_of(in, layout.theta(0) + p * (1 + s), layout.lr());
  plan.batch_io =
      bytes_of(in, 0, int(in.size())) - plan.parameters - plan.optimizer_state - plan.running_stats;
  plan.outputs = bytes_of(out, 0, int(out.size()));

  std::vector<std::string> names = exec::lowerer_names();
  if (std::find(names.begin(), names.end(), "cpu") != names.end()) {
    auto lowerer = exec::make_lowerer("cpu");
    auto executable = lowerer->compile(module, step);
    auto stats = executable->stats();
    LADDER_ASSERT(stats.count("arena_bytes") && stats.count("constant_bytes"), "cpu lowerer stats");
    plan.activations = std::stoll(stats["arena_bytes"]);
    plan.constants = std::stoll(stats["constant_bytes"]);
    if (stats.count("kernel_scratch_bytes"))
      plan.kernel_scratch = std::stoll(stats["kernel_scratch_bytes"]);
    plan.source = "cpu lowerer buffer plan";
  } else {
    plan.activations = intermediate_bytes(step.body);
    plan.constants = constant_bytes(step.body);
    plan.source = "estimate (every intermediate, no reuse)";
  }
  return plan;
}

}  // namespace ladder::platform
