// One SGD train step, ladder against PyTorch (libtorch), side by side in one run: at batch 128
// for the five nets of issues 5, 8 and 12, at batch 8 for resnet34 and mobilenetv2 (issue 13's
// 224x224 nets, built in libtorch as torchvision builds them: torchvision_nets.h):
//   BM_ladder_<net>  the step built in memory, printed, parsed back and compiled on the cpu
//                    lowerer (as the trainer does: the artifact text is what runs); θ and the
//                    running statistics stay resident and are donated each step, the loss is
//                    read back each step
//   BM_torch_<net>   the same net as torch::nn modules: forward, cross-entropy, backward,
//                    torch::optim::SGD step, loss.item()
// Both start from the same weights (nn::init_params, seed 1) and train on one fixed random
// batch at lr 0.01, reset at the start of each round; the first step's losses are printed
// side by side to show the two compute the same net. Both run on 2 threads: the process
// re-executes itself with OMP_NUM_THREADS=2 and OPENBLAS_NUM_THREADS=1 unless they are set.
//
// The two sides are measured in alternating rounds (ladder, torch, next net, ..., then the
// next round), not one side's repetitions after the other's: the machines these figures come
// from drift by 10-30% within minutes (other tenants), and alternating puts both sides under
// the same drift. After the run a table gives each side's median over the rounds, the ratio
// of the medians, the range of the per-round ratios and the targets, with a warning when
// other processes competed for the cores meanwhile (which makes wall times meaningless).
// Without libtorch (LADDER_TORCH_BENCH off) only the ladder side is built.
// LADDER_PROFILE=1 adds the cpu lowerer's time per kernel to the ladder labels; =steps also
// prints each step's time in run order to stderr (the resident inputs donated, as in training).
//
//   build-bench/bench/train_step_bench            (5 rounds; --rounds=N for another count;
//                                                  --benchmark_filter=cnn and the other
//                                                  --benchmark_* flags work as usual)
#include <benchmark/benchmark.h>
#ifdef LADDER_BENCH_TORCH
#include <ATen/autocast_mode.h>
#include <torch/torch.h>

#include "torchvision_nets.h"
#include "ladder/train/torch_weights.h"
#endif
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/exec/lowerer.h"
#ifdef LADDER_HAVE_CPU_LOWERER
#include "ladder/exec/cpu/kernel.h"
#endif
#include "ladder/nn/init.h"
#include "ladder/nn/loss.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace {

using namespace ladder;

constexpr double kLr = 0.01;
constexpr int kThreads = 2;

// ladder's step time must be at most this fraction of PyTorch's (issue 12, on both AVX-512 and
// AVX2 machines; issue 13 for the 224x224 nets).
struct NetTarget {
  const char* net;
  double max_ratio;  // 0: none
  int64_t batch;
};
constexpr NetTarget kNets[] = {{"mnist-linear", 1.0, 128}, {"mnist-mlp", 0.5, 128}, {"mnist-cnn", 0.6, 128},
                               {"cifar8", 0.7, 128},       {"cifar8-bn", 0.75, 128}, {"resnet34", 0.9, 8},
                               {"mobilenetv2", 0.9, 8}};

// The mixed-precision rows (issue 15, on a CPU with AVX512-BF16): ladder's bf16 step at most
// `of_f32` of its own f32 step and `of_torch` of PyTorch's autocast-bf16 step (0: none).
struct Bf16Target {
  const char* net;
  double of_f32, of_torch;
};
constexpr Bf16Target kBf16Nets[] = {{"mnist-mlp", 0, 0}, {"mnist-cnn", 0.6, 0.8}, {"cifar8-bn", 0.7, 0}};

bool has_bf16_row(const std::string& net) {
  return std::any_of(std::begin(kBf16Nets), std::end(kBf16Nets), [&](const Bf16Target& t) { return net == t.net; });
}

int64_t batch_of(const std::string& net) {
  for (const NetTarget& t : kNets)
    if (net == t.net) return t.batch;
  throw Error(cat("train_step_bench: no batch size for ", net));
}

// The loss of the first step of each side, per net, for the summary.
std::map<std::string, double> g_first_loss;

struct FixedBatch {
  Tensor x;                      // N×C×H×W, uniform in [0, 1)
  std::vector<int64_t> classes;  // N
};

FixedBatch make_batch(const nn::Net& net) {
  const int64_t batch = batch_of(net.name);
  Shape shape{batch};
  shape.insert(shape.end(), net.input_shape.begin(), net.input_shape.end());
  FixedBatch b{Tensor(DType::f32, shape), {}};
  Rng rng(7);
  for (int64_t i = 0; i < b.x.num_elements(); ++i) b.x.set(i, rng.uniform());
  for (int64_t i = 0; i < batch; ++i) b.classes.push_back(static_cast<int64_t>(rng.below(net.num_classes)));
  return b;
}

// printf's formatting of one number.
std::string fixed(double v, const char* format) {
  char buf[32];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// ---- ladder ------------------------------------------------------------------------------------

// Compiled once per net and kept across repetitions: compiling is not what is measured.
struct LadderStep {
  std::unique_ptr<exec::Lowerer> lowerer;
  std::unique_ptr<ir::Module> module;
  std::unique_ptr<exec::Executable> exe;
  nn::TrainStepLayout layout;
  std::vector<Tensor> initial;  // θ, then the running statistics
  std::unique_ptr<exec::Buffer> x, labels, lr;
};

LadderStep& ladder_step(const nn::Net& net, bool bf16) {
  static std::map<std::string, LadderStep> cache;
  auto [it, fresh] = cache.try_emplace(net.name + (bf16 ? " bf16" : ""));
  LadderStep& s = it->second;
  if (!fresh) return s;
  const nn::Optimizer sgd;
  // Deterministic steps on both sides: PyTorch's dropout is at p = 0 (torchvision_nets.h).
  s.layout = nn::train_step_layout(net, sgd, false);
  const std::string text = stablehlo::print(*nn::build_train_module(
      net, sgd, batch_of(net.name),
      {.stochastic = false, .precision = bf16 ? nn::Precision::bf16 : nn::Precision::f32}));
  s.module = std::make_unique<ir::Module>(stablehlo::parse(text, "<" + net.name + " train step>"));
  const bool profile = std::getenv("LADDER_PROFILE") != nullptr;
  s.lowerer = exec::make_lowerer(
      "cpu", {{{"threads", std::to_string(kThreads)}, {"profile", profile ? "1" : "0"}}});
  s.exe = s.lowerer->compile(*s.module, *s.module->entry(nn::train_step_name(net, sgd)));
  s.initial = nn::init_params(net, 1);
  for (Tensor& r : nn::init_running_stats(net)) s.initial.push_back(std::move(r));
  const FixedBatch batch = make_batch(net);
  s.x = s.lowerer->upload(batch.x);
  s.labels = s.lowerer->upload(nn::one_hot(batch.classes, net.num_classes));
  s.lr = s.lowerer->upload(Tensor::scalar(DType::f32, kLr));
  return s;
}

// `bf16`: the mixed-precision step (ladder emit --precision bf16).
void BM_ladder(benchmark::State& state, const nn::Net* net, bool bf16) {
  LadderStep* s = nullptr;
  try {
    s = &ladder_step(*net, bf16);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }
  const nn::TrainStepLayout& layout = s->layout;
  const int resident_count = layout.num_resident();
  std::vector<std::unique_ptr<exec::Buffer>> resident;
  for (const Tensor& t : s->initial) resident.push_back(s->lowerer->upload(t));
  std::vector<exec::Buffer*> args(static_cast<size_t>(layout.num_inputs()));
  args[layout.x()] = s->x.get();
  args[layout.lr()] = s->lr.get();
  args[layout.labels()] = s->labels.get();
  exec::ExecuteOptions donate;
  for (int i = 1; i <= resident_count; ++i) donate.donated_inputs.push_back(i);

  bool first = true;
  for (auto _ : state) {
    for (int i = 0; i < resident_count; ++i) args[1 + i] = resident[i].get();
    auto outputs = s->exe->execute(args, donate);
    const double loss = outputs[layout.loss_output()]->to_host().get(0);
    for (int i = 0; i < resident_count; ++i) resident[i] = std::move(outputs[i]);
    if (first) g_first_loss[(bf16 ? "ladder bf16 " : "ladder ") + net->name] = loss, first = false;
  }
  auto stats = s->exe->stats();
  const double peak_mib = std::stod(stats["planned_peak_bytes"]) / (1 << 20);
  std::string label = cat("planned peak ", fixed(peak_mib, "%.1f"), " MiB, ", stats["outputs_donatable"], "/",
                          resident_count, " resident outputs in place");
  if (stats.count("profile_ms")) label += "; ms per kernel: " + stats["profile_ms"];
  if (stats.count("profile_steps") && std::string_view(std::getenv("LADDER_PROFILE")) == "steps")
    std::fprintf(stderr, "%s%s, ms per step in run order (mean of %s runs):\n%s", net->name.c_str(),
                 bf16 ? " bf16" : "", stats["profile_runs"].c_str(), stats["profile_steps"].c_str());
  state.SetLabel(label);
}

// ---- PyTorch -----------------------------------------------------------------------------------

#ifdef LADDER_BENCH_TORCH

// The net as a PyTorch user writes it. Its parameters come in the same order as ladder's
// (conv w, b, [BatchNorm γ, β], ..., dense w, b); dense weights are transposed ([out, in]).
torch::nn::Sequential torch_net(const nn::Net& net) {
  namespace tnn = torch::nn;
  auto conv = [](int64_t in, int64_t out) { return tnn::Conv2d(tnn::Conv2dOptions(in, out, 3).padding(1)); };
  tnn::Sequential s;
  if (net.name == "mnist-linear") {
    s->push_back(tnn::Flatten());
    s->push_back(tnn::Linear(784, 10));
  } else if (net.name == "mnist-mlp") {
    s->push_back(tnn::Flatten());
    s->push_back(tnn::Linear(784, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 10));
  } else if (net.name == "mnist-cnn") {
    s->push_back(conv(1, 32));
    s->push_back(tnn::ReLU());
    s->push_back(conv(32, 32));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::MaxPool2d(2));
    s->push_back(tnn::Flatten());
    s->push_back(tnn::Linear(6272, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 10));
  } else if (net.name == "cifar8" || net.name == "cifar8-bn") {
    const int64_t channels[9] = {3, 16, 16, 16, 16, 32, 32, 32, 32};
    for (int i = 0; i < 8; ++i) {
      s->push_back(conv(channels[i], channels[i + 1]));
      if (!net.batch_norms.empty())
        s->push_back(tnn::BatchNorm2d(tnn::BatchNorm2dOptions(channels[i + 1])
                                          .momentum(nn::kBatchNormMomentum)
                                          .eps(nn::kBatchNormEpsilon)));
      s->push_back(tnn::ReLU());
      if (i % 2 == 1) s->push_back(tnn::MaxPool2d(2));
    }
    s->push_back(tnn::Flatten());
    s->push_back(tnn::Linear(128, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 512));
    s->push_back(tnn::ReLU());
    s->push_back(tnn::Linear(512, 10));
  } else {
    throw Error(cat("train_step_bench: no PyTorch definition of net '", net.name, "'"));
  }
  return s;
}

torch::Tensor to_torch(const Tensor& t) {
  std::vector<int64_t> shape(t.shape().begin(), t.shape().end());
  return torch::from_blob(const_cast<uint8_t*>(t.bytes()), shape, torch::kFloat32).clone();
}

// Copies ladder's initial parameters into the torch net, checking that the two nets have the
// same parameters, and resets the BatchNorm running statistics.
void load_params(torch::nn::Sequential& model, const nn::Net& net, const std::vector<Tensor>& params) {
  torch::NoGradGuard no_grad;
  std::vector<torch::Tensor> leaves = model->parameters();
  LADDER_CHECK(leaves.size() == params.size(), "train_step_bench: the PyTorch ", net.name, " has ",
               leaves.size(), " parameter tensors, ladder's has ", params.size());
  for (size_t i = 0; i < params.size(); ++i) {
    torch::Tensor value = to_torch(params[i]);
    if (value.dim() == 2) value = value.t();  // dense: [in, out] -> [out, in]
    LADDER_CHECK(leaves[i].sizes() == value.sizes(), "train_step_bench: PyTorch ", net.name, " parameter ",
                 i, " has shape ", leaves[i].sizes(), ", ladder's ", net.params[i].name, " gives ",
                 value.sizes());
    leaves[i].copy_(value);
  }
  for (auto& module : model->modules(false))
    if (auto* bn = module->as<torch::nn::BatchNorm2d>()) bn->reset_running_stats();
}

// A 224x224 net: ladder's initial θ and running statistics, named as the train step names them,
// into the torchvision-named libtorch model through the state_dict mapping `ladder export` uses.
void load_named(torch::nn::Module& model, const nn::Net& net) {
  torch::NoGradGuard no_grad;
  train::NamedTensors state;
  std::vector<Tensor> params = nn::init_params(net, 1), stats = nn::init_running_stats(net);
  for (size_t i = 0; i < params.size(); ++i) state.emplace_back("theta." + net.params[i].name, std::move(params[i]));
  for (size_t i = 0; i < net.batch_norms.size(); ++i) {
    state.emplace_back("running_mean." + net.batch_norms[i].name, std::move(stats[2 * i]));
    state.emplace_back("running_var." + net.batch_norms[i].name, std::move(stats[2 * i + 1]));
  }
  const SafeTensors dict = train::to_torch(net, state, "train_step_bench");
  size_t loaded = 0;
  auto load = [&](const std::string& name, torch::Tensor& t) {
    const Tensor* v = dict.find(name);
    LADDER_CHECK(v, "train_step_bench: ladder's ", net.name, " has no tensor for PyTorch's ", name);
    torch::Tensor value = to_torch(*v).to(t.dtype());
    LADDER_CHECK(value.sizes() == t.sizes(), "train_step_bench: ", name, " is ", value.sizes(), " in ladder, ",
                 t.sizes(), " in PyTorch");
    t.copy_(value);
    ++loaded;
  };
  for (auto& p : model.named_parameters()) load(p.key(), p.value());
  for (auto& b : model.named_buffers()) load(b.key(), b.value());
  LADDER_CHECK(loaded == dict.tensors.size(), "train_step_bench: PyTorch's ", net.name, " took ", loaded, " of ",
               dict.tensors.size(), " tensors");
}

struct TorchStep {
  std::shared_ptr<torch::nn::Module> model;
  std::function<torch::Tensor(const torch::Tensor&)> forward;
  torch::Tensor x, targets;
};

TorchStep& torch_step(const nn::Net& net) {
  static std::map<std::string, TorchStep> cache;
  auto [it, fresh] = cache.try_emplace(net.name);
  TorchStep& s = it->second;
  if (!fresh) return s;
  auto hold = [&s](auto m) {  // any module holder: its module and its forward
    s.model = m.ptr();
    s.forward = [m](const torch::Tensor& x) mutable { return m->forward(x); };
  };
  if (net.name == "resnet34") hold(bench::ResNet34(net.num_classes));
  else if (net.name == "mobilenetv2") hold(bench::MobileNetV2(net.num_classes));
  else hold(torch_net(net));
  const FixedBatch batch = make_batch(net);
  s.x = to_torch(batch.x);
  s.targets = torch::tensor(batch.classes, torch::kInt64);
  return s;
}

// `bf16`: under CPU autocast to bf16 (forward and loss; backward and step outside it, as
// `with torch.autocast("cpu", dtype=torch.bfloat16)` around the forward does).
void BM_torch(benchmark::State& state, const nn::Net* net, bool bf16) {
  torch::set_num_threads(kThreads);
  TorchStep* s = nullptr;
  try {
    s = &torch_step(*net);
    if (auto seq = std::dynamic_pointer_cast<torch::nn::SequentialImpl>(s->model)) {
      torch::nn::Sequential holder(seq);
      load_params(holder, *net, nn::init_params(*net, 1));
    } else {
      load_named(*s->model, *net);
    }
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }
  s->model->train();
  torch::optim::SGD sgd(s->model->parameters(), torch::optim::SGDOptions(kLr));
  bool first = true;
  for (auto _ : state) {
    sgd.zero_grad();
    if (bf16) {
      at::autocast::set_autocast_cpu_dtype(at::kBFloat16);
      at::autocast::set_cpu_enabled(true);
      at::autocast::increment_nesting();
    }
    torch::Tensor loss = torch::nn::functional::cross_entropy(s->forward(s->x), s->targets);
    if (bf16) {
      at::autocast::set_cpu_enabled(false);
      if (at::autocast::decrement_nesting() == 0) at::autocast::clear_cache();
    }
    loss.backward();
    sgd.step();
    const double value = loss.item<double>();
    if (first) g_first_loss[(bf16 ? "torch bf16 " : "torch ") + net->name] = value, first = false;
  }
  state.SetLabel(cat("torch ", TORCH_VERSION, ", ", torch::get_num_threads(), " threads, oneDNN (mkldnn) ",
                     at::hasMKLDNN() ? "on" : "off", bf16 ? ", autocast bf16" : ""));
}

#endif  // LADDER_BENCH_TORCH

// ---- the summary -------------------------------------------------------------------------------

// Prints as the console reporter does and keeps the mean real time per step of every round of
// each benchmark (by its name without "/round:N"), in milliseconds, in the order they ran.
class RoundsReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred || run.run_type != Run::RT_Iteration) continue;
      const std::string& name = run.run_name.function_name;
      ms_[name.substr(0, name.find("/round:"))].push_back(run.GetAdjustedRealTime());
    }
  }
  // Per round, in order; empty when the benchmark did not run (filtered out, failed).
  std::vector<double> rounds(const std::string& name) const {
    auto it = ms_.find(name);
    return it == ms_.end() ? std::vector<double>{} : it->second;
  }

 private:
  std::map<std::string, std::vector<double>> ms_;
};

// The median of `v`, or -1 when it is empty.
double median(std::vector<double> v) {
  if (v.empty()) return -1;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Linux's CPU pressure (PSI): the microseconds in which some runnable task waited for a core,
// summed since boot ("some ... total=" of /proc/pressure/cpu); -1 where the kernel does not
// report it.
double cpu_stall_us() {
  std::FILE* f = std::fopen("/proc/pressure/cpu", "r");
  if (!f) return -1;
  double avg10, avg60, avg300, total = -1;
  if (std::fscanf(f, "some avg10=%lf avg60=%lf avg300=%lf total=%lf", &avg10, &avg60, &avg300, &total) != 4)
    total = -1;
  std::fclose(f);
  return total;
}

// The share of the run's wall time in which some task waited for a core, in percent (-1:
// unknown). This program keeps at most 2 threads busy on 2 cores, so a high value means other
// processes took cores from it, which inflates wall times many-fold for code that synchronises
// its threads at barriers, as both sides do several times per step.
struct PressureMeter {
  double stall_start = cpu_stall_us();
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  double percent() const {
    const double stall_end = cpu_stall_us();
    if (stall_start < 0 || stall_end < 0) return -1;
    const double wall_us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    return 100 * (stall_end - stall_start) / wall_us;
  }
};

// The BLAS library libtorch resolved libblas.so.3 to (its dense layers run on it), read from
// the process's mappings; "" when none is mapped. Debian's alternatives pick OpenBLAS when
// libopenblas0-pthread is installed (scripts/deps.txt, test tier) and otherwise netlib's
// reference BLAS, about 20x slower, which would make the peer's figures meaningless.
std::string blas_library() {
  std::FILE* f = std::fopen("/proc/self/maps", "r");
  if (!f) return "";
  char line[4096];
  std::string found;
  while (found.empty() && std::fgets(line, sizeof line, f)) {
    const char* path = std::strchr(line, '/');
    if (!path) continue;
    std::string file(path);
    while (!file.empty() && (file.back() == '\n' || file.back() == ' ')) file.pop_back();
    const std::string base = file.substr(file.rfind('/') + 1);
    for (const char* prefix : {"libblas.", "libopenblas", "libmkl_rt", "libblis"})
      if (base.rfind(prefix, 0) == 0) found = file;
  }
  std::fclose(f);
  return found;
}

void print_summary(const RoundsReporter& reporter, const PressureMeter& meter) {
  double load[3] = {0, 0, 0};
  getloadavg(load, 3);
  const double pressure = meter.percent();
  std::printf("\nms per train step (batch 128; 8 for the 224x224 nets), median over alternating rounds; load average %.2f %.2f %.2f, CPU pressure %s\n",
              load[0], load[1], load[2],
              pressure < 0 ? "unknown" : (fixed(pressure, "%.0f") + "%").c_str());
  const std::string blas = blas_library();
  if (!blas.empty()) {
    std::printf("PyTorch's BLAS: %s\n", blas.c_str());
    if (blas.find("/blas/libblas.so") != std::string::npos)
      std::printf("WARNING: that is netlib's reference BLAS; PyTorch's dense layers run ~20x slower on it than "
                  "on OpenBLAS. Install libopenblas0-pthread (scripts/install-deps test) and rerun.\n");
  }
  if (pressure > 10)
    std::printf("WARNING: other processes competed for the cores during this run; "
                "these figures are not reliable. Rerun on a quiet machine.\n");
  std::printf("%-13s %10s %10s %13s %15s %8s  %-6s %s\n", "net", "ladder", "torch", "ladder/torch",
              "rounds' range", "target", "", "first loss (ladder, torch)");
  for (const NetTarget& t : kNets) {
    const std::vector<double> ladder_rounds = reporter.rounds(cat("BM_ladder_", t.net));
    const std::vector<double> torch_rounds = reporter.rounds(cat("BM_torch_", t.net));
    const double ladder = median(ladder_rounds), torch = median(torch_rounds);
    if (ladder < 0 && torch < 0) continue;
    // The ratio in each round (the two sides measured next to each other).
    std::string range = "-";
    if (ladder_rounds.size() == torch_rounds.size() && !ladder_rounds.empty()) {
      double lo = 1e300, hi = 0;
      for (size_t r = 0; r < ladder_rounds.size(); ++r) {
        lo = std::min(lo, ladder_rounds[r] / torch_rounds[r]);
        hi = std::max(hi, ladder_rounds[r] / torch_rounds[r]);
      }
      range = fixed(lo, "%.3f") + "-" + fixed(hi, "%.3f");
    }
    auto ms = [](double v) { return v < 0 ? std::string("-") : fixed(v, "%.3f"); };
    std::string ratio = "-", target = t.max_ratio > 0 ? "<= " + fixed(t.max_ratio, "%.2f") : "-", verdict;
    if (ladder >= 0 && torch > 0) {
      ratio = fixed(ladder / torch, "%.3f");
      if (t.max_ratio > 0) verdict = ladder / torch <= t.max_ratio ? "met" : "MISSED";
    }
    std::string losses;
    for (const char* side : {"ladder ", "torch "}) {
      auto it = g_first_loss.find(side + std::string(t.net));
      losses += (losses.empty() ? "" : ", ") + (it == g_first_loss.end() ? "-" : fixed(it->second, "%.6f"));
    }
    std::printf("%-13s %10s %10s %13s %15s %8s  %-6s %s\n", t.net, ms(ladder).c_str(), ms(torch).c_str(),
                ratio.c_str(), range.c_str(), target.c_str(), verdict.c_str(), losses.c_str());
  }
}

// The bf16 rows: ladder's mixed-precision step against its own f32 step and PyTorch's autocast.
void print_bf16_summary(const RoundsReporter& reporter) {
  bool header = false;
  for (const Bf16Target& t : kBf16Nets) {
    const double bf = median(reporter.rounds(cat("BM_ladder_bf16_", t.net)));
    const double f32 = median(reporter.rounds(cat("BM_ladder_", t.net)));
    const double torch_bf = median(reporter.rounds(cat("BM_torch_bf16_", t.net)));
    if (bf < 0) continue;
    if (!header) {
      bool amx = false;  // oneDNN's AMX kernels run the bf16 convolutions and matmuls
#ifdef LADDER_HAVE_CPU_LOWERER
      amx = exec::cpu::onednn_amx();
#endif
      std::printf("\nbf16 mixed precision (CPU %s AVX512-BF16%s)\n", __builtin_cpu_supports("avx512bf16") ? "with" : "WITHOUT",
                  amx ? "; oneDNN on AMX" : "");
      std::printf("%-13s %11s %10s %9s %8s  %-6s %12s %11s %8s  %-6s %s\n", "net", "ladder bf16", "ladder f32",
                  "bf16/f32", "target", "", "torch bf16", "ladder/torch", "target", "", "first loss (ladder, torch)");
      header = true;
    }
    auto ms = [](double v) { return v < 0 ? std::string("-") : fixed(v, "%.3f"); };
    auto verdict = [](double ratio, double target) {
      return target <= 0 || ratio < 0 ? std::string() : ratio <= target ? std::string("met") : std::string("MISSED");
    };
    const double own = f32 > 0 ? bf / f32 : -1, peer = torch_bf > 0 ? bf / torch_bf : -1;
    std::string losses;
    for (const char* side : {"ladder bf16 ", "torch bf16 "}) {
      auto it = g_first_loss.find(side + std::string(t.net));
      losses += (losses.empty() ? "" : ", ") + (it == g_first_loss.end() ? "-" : fixed(it->second, "%.6f"));
    }
    std::printf("%-13s %11s %10s %9s %8s  %-6s %12s %11s %8s  %-6s %s\n", t.net, ms(bf).c_str(), ms(f32).c_str(),
                own < 0 ? "-" : fixed(own, "%.3f").c_str(), t.of_f32 > 0 ? ("<= " + fixed(t.of_f32, "%.2f")).c_str() : "-",
                verdict(own, t.of_f32).c_str(), ms(torch_bf).c_str(), peer < 0 ? "-" : fixed(peer, "%.3f").c_str(),
                t.of_torch > 0 ? ("<= " + fixed(t.of_torch, "%.2f")).c_str() : "-", verdict(peer, t.of_torch).c_str(),
                losses.c_str());
  }
}

// OpenMP and OpenBLAS read these when they load, before main: set them for the
// comparison the issues ask for (2 OpenMP threads, single-threaded OpenBLAS) by re-executing
// this program once with them, unless the caller chose other values.
void ensure_thread_environment(char** argv) {
  if (std::getenv("OMP_NUM_THREADS") && std::getenv("OPENBLAS_NUM_THREADS")) return;
  setenv("OMP_NUM_THREADS", std::to_string(kThreads).c_str(), 0);
  setenv("OPENBLAS_NUM_THREADS", "1", 0);
  execv("/proc/self/exe", argv);
  std::perror("train_step_bench: re-executing with OMP_NUM_THREADS and OPENBLAS_NUM_THREADS set");
  std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
  ensure_thread_environment(argv);
  // --rounds=N is ours; the rest is Google Benchmark's.
  int rounds = 5;
  std::vector<char*> args = {argv[0]};
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (!arg.starts_with("--rounds=")) {
      args.push_back(argv[i]);
      continue;
    }
    try {
      rounds = std::stoi(arg.substr(9));
    } catch (const std::exception&) {
      rounds = 0;
    }
    if (rounds < 1) {
      std::fprintf(stderr, "train_step_bench: %s: the number of rounds must be a positive integer\n", argv[i]);
      return 2;
    }
  }
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;

  for (int round = 1; round <= rounds; ++round)
    for (const NetTarget& t : kNets) {
      const nn::Net* net = &nn::find_net(t.net);
      for (bool bf16 : {false, true}) {
        if (bf16 && !has_bf16_row(t.net)) continue;
        const std::string kind = bf16 ? "_bf16_" : "_";
        benchmark::RegisterBenchmark(cat("BM_ladder", kind, t.net, "/round:", round).c_str(), BM_ladder, net, bf16)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
#ifdef LADDER_BENCH_TORCH
        benchmark::RegisterBenchmark(cat("BM_torch", kind, t.net, "/round:", round).c_str(), BM_torch, net, bf16)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
#endif
      }
    }
  std::printf("OMP_NUM_THREADS=%s OPENBLAS_NUM_THREADS=%s, %d rounds\n", std::getenv("OMP_NUM_THREADS"),
              std::getenv("OPENBLAS_NUM_THREADS"), rounds);
  RoundsReporter reporter;
  const PressureMeter meter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  print_summary(reporter, meter);
  print_bf16_summary(reporter);
  benchmark::Shutdown();
  return 0;
}
