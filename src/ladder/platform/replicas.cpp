#include "ladder/platform/replicas.h"

#include <unistd.h>
#include <sys/wait.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/core/sha256.h"
#include "ladder/exec/collective.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::platform {

namespace {

namespace fs = std::filesystem;

std::string on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':'))
    if (!dir.empty() && access((dir + "/" + program).c_str(), X_OK) == 0) return dir + "/" + program;
  return "";
}

std::string quoted(const std::string& word) {
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// ---- what the tests compute -------------------------------------------------------------------

// @main of a module for n replicas returns the sum and the maximum over the replicas of its
// f32[4]. Replica r contributes [r+1, -(r+1)·10, 2^r, r == 1 ? 7 : 3]: both are known in closed
// form and exact in f32.
ir::Module allreduce_module(int n) {
  ir::Module module;
  module.num_replicas = n;
  ir::Function& f = *module.add_function("main");
  ir::Value x = f.body.add_parameter({DType::f32, {4}});
  ir::AllReduceAttr all;
  all.replica_groups.emplace_back();
  for (int r = 0; r < n; ++r) all.replica_groups[0].push_back(r);
  f.body.results = {ir::all_reduce(x, all, ir::sum_body()), ir::all_reduce(x, all, ir::max_body())};
  f.arg_names = {""};
  f.result_names = {"", ""};
  // Lowerers under admission are handed parsed text, as in training (suite.cpp's text_module).
  return stablehlo::parse(stablehlo::print(module), "<allreduce>");
}

Tensor allreduce_input(int r) {
  const double mine[4] = {r + 1.0, -(r + 1.0) * 10, std::ldexp(1.0, r), r == 1 ? 7.0 : 3.0};
  return Tensor::from_doubles(DType::f32, {4}, mine);
}

// "" when replica r's outputs are the exact sum and maximum over n replicas, else what differs.
std::string allreduce_mismatch(const Tensor& sum, const Tensor& max, int r, int n) {
  const double triangle = n * (n + 1) / 2.0;
  const std::vector<double> want_sum = {triangle, -10 * triangle, std::ldexp(1.0, n) - 1, 3.0 * n + (n > 1 ? 4 : 0)};
  const std::vector<double> want_max = {double(n), -10, std::ldexp(1.0, n - 1), n > 1 ? 7.0 : 3.0};
  if (sum.to_doubles() == want_sum && max.to_doubles() == want_max) return "";
  return cat("replica ", r, ": sum ", sum.to_doubles()[0], ",... max ", max.to_doubles()[0],
             ",... differ from the exact sum and maximum over ", n, " replicas");
}

// The dp test: 3 SGD steps of mnist-cnn, global batch 16, split over the replicas, against one
// replica with the whole batch; every replica must also hold the same θ.
constexpr int64_t kDpBatch = 16, kDpSteps = 3;

struct DpCase {
  const nn::Net& net = nn::find_net("mnist-cnn");
  const nn::Optimizer sgd{.kind = nn::OptimizerKind::sgd};
  const nn::TrainStepLayout layout = nn::train_step_layout(net, sgd);
  Tensor x{DType::f32, {kDpBatch, 1, 28, 28}}, labels{DType::f32, {kDpBatch, 10}};

  DpCase() {
    Rng rng(2026);
    for (int64_t i = 0; i < x.num_elements(); ++i) x.data<float>()[i] = static_cast<float>(rng.normal());
    for (int64_t i = 0; i < kDpBatch; ++i) labels.data<float>()[i * 10 + static_cast<int64_t>(rng.below(10))] = 1;
  }
  // The step as the trainer runs it: parsed from the text it printed.
  ir::Module module(int64_t replicas) const {
    return stablehlo::parse(stablehlo::print(*nn::build_train_module(net, sgd, kDpBatch, {.replicas = replicas})),
                            "<dp step>");
  }
  // The step's inputs for replica r of n, at the initial state.
  std::vector<Tensor> inputs(int64_t r, int64_t n) const {
    const int64_t share = kDpBatch / n;
    std::vector<Tensor> in(static_cast<size_t>(layout.num_inputs()));
    std::vector<Tensor> theta = nn::init_params(net, 3);
    for (int i = 0; i < layout.num_params; ++i) in[size_t(layout.theta(i))] = theta[size_t(i)];
    in[size_t(layout.x())] = slice_rows(x, r * share, (r + 1) * share);
    in[size_t(layout.labels())] = slice_rows(labels, r * share, (r + 1) * share);
    in[size_t(layout.lr())] = Tensor::scalar(DType::f32, 0.05);
    return in;
  }
  // θ after the steps of one replica run with execute() on `lowerer` (with its communicator).
  std::vector<Tensor> run(exec::Lowerer& lowerer, const ir::Module& m, int64_t r, int64_t n) const {
    auto step = lowerer.compile(m, *m.entry(nn::train_step_name(net, sgd)));
    std::vector<Tensor> in = inputs(r, n);
    for (int64_t s = 0; s < kDpSteps; ++s) {
      std::vector<Tensor> out = step->run(in);
      for (int i = 0; i < layout.num_resident(); ++i) in[size_t(1 + i)] = out[size_t(i)];
    }
    return std::vector<Tensor>(in.begin() + 1, in.begin() + 1 + layout.num_params);
  }
  // The verdict line: the replicated θ against one replica's.
  std::string verdict(const std::vector<Tensor>& replicated, const std::vector<Tensor>& single, int64_t n,
                      const std::string& how) const {
    double worst = 0;
    std::string worst_name;
    for (size_t i = 0; i < single.size(); ++i) {
      const double rel = relative_l2(replicated[i], single[i]);
      if (rel >= worst) worst = rel, worst_name = net.params[i].name;
    }
    const std::string detail = cat(kDpSteps, " SGD steps of mnist-cnn, ", n, " ", how, " x batch ", kDpBatch / n,
                                   " vs 1 x ", kDpBatch, ": worst relative L2 ", worst, " (", worst_name, ")");
    return worst <= 1e-5 ? cat("PASS ", detail) : cat("FAIL ", detail, ", over 1e-5");
  }
};

// ---- the ranks' side ------------------------------------------------------------------------

std::string allreduce_rank(const std::shared_ptr<exec::Communicator>& shared, const std::string& lowerer_name) {
  exec::Communicator& comm = *shared;
  const ir::Module parsed = allreduce_module(comm.size());
  exec::LowererOptions options;
  options.communicator = shared;
  auto lowerer = exec::make_lowerer(lowerer_name, options);
  std::vector<Tensor> out = lowerer->compile(parsed, *parsed.entry())->run(std::vector<Tensor>{allreduce_input(comm.rank())});
  if (std::string wrong = allreduce_mismatch(out[0], out[1], comm.rank(), comm.size()); !wrong.empty())
    return cat("FAIL ", wrong);
  return cat("PASS all_reduce sum and max of f32[4] over ", comm.size(), " MPI ranks, exact (", comm.describe(), ")");
}

std::string dp_rank(const std::shared_ptr<exec::Communicator>& shared, const std::string& lowerer_name) {
  exec::Communicator& comm = *shared;
  const DpCase dp;
  const int64_t n = comm.size();
  exec::LowererOptions options;
  options.communicator = shared;
  auto backend = exec::make_lowerer(lowerer_name, options);
  std::vector<Tensor> replicated = dp.run(*backend, dp.module(n), comm.rank(), n);
  // Every replica must hold the very same θ: compare digests.
  std::string digest;
  for (const Tensor& t : replicated) digest += sha256_hex(std::string(reinterpret_cast<const char*>(t.bytes()), size_t(t.byte_size())));
  const std::string mine = sha256_hex(digest);
  std::string all(mine.size() * size_t(n), ' ');
  comm.all_gather(mine.data(), all.data(), static_cast<int64_t>(mine.size()), {});
  for (int64_t r = 1; r < n; ++r)
    if (all.compare(size_t(r) * mine.size(), mine.size(), all, 0, mine.size()) != 0)
      return cat("FAIL replica ", r, "'s parameters differ from replica 0's after ", kDpSteps, " steps");
  if (comm.rank() != 0) return "PASS (rank 0 compares with one replica)";
  auto alone = exec::make_lowerer(lowerer_name);
  return dp.verdict(replicated, dp.run(*alone, dp.module(1), 0, 1), n, "ranks");
}

// ---- the devices' side (pjrt: the replicas on devices of one plugin, one execute per step) ---

std::vector<std::vector<exec::Buffer*>> pointers(const std::vector<std::vector<std::unique_ptr<exec::Buffer>>>& held) {
  std::vector<std::vector<exec::Buffer*>> args(held.size());
  for (size_t r = 0; r < held.size(); ++r)
    for (const auto& b : held[r]) args[r].push_back(b.get());
  return args;
}

std::string allreduce_devices(exec::Lowerer& lowerer, int n) {
  const ir::Module parsed = allreduce_module(n);
  auto exe = lowerer.compile(parsed, *parsed.entry());
  std::vector<std::vector<std::unique_ptr<exec::Buffer>>> held(static_cast<size_t>(n));
  for (int r = 0; r < n; ++r) held[size_t(r)].push_back(lowerer.upload(allreduce_input(r), r));
  auto out = exe->execute_replicated(pointers(held));
  for (int r = 0; r < n; ++r)
    if (std::string wrong = allreduce_mismatch(out[size_t(r)][0]->to_host(), out[size_t(r)][1]->to_host(), r, n);
        !wrong.empty())
      return cat("FAIL ", wrong);
  return cat("PASS all_reduce sum and max of f32[4] over ", n, " devices in one execute, exact");
}

std::string dp_devices(exec::Lowerer& lowerer, int n) {
  const DpCase dp;
  const ir::Module m = dp.module(n);
  auto step = lowerer.compile(m, *m.entry(nn::train_step_name(dp.net, dp.sgd)));
  std::vector<std::vector<std::unique_ptr<exec::Buffer>>> held(static_cast<size_t>(n));
  for (int r = 0; r < n; ++r)
    for (const Tensor& t : dp.inputs(r, n)) held[size_t(r)].push_back(lowerer.upload(t, r));
  exec::ExecuteOptions donate;
  for (int i = 0; i < dp.layout.num_resident(); ++i) donate.donated_inputs.push_back(1 + i);
  for (int64_t s = 0; s < kDpSteps; ++s) {
    auto out = step->execute_replicated(pointers(held), donate);
    for (int r = 0; r < n; ++r)
      for (int i = 0; i < dp.layout.num_resident(); ++i) held[size_t(r)][size_t(1 + i)] = std::move(out[size_t(r)][size_t(i)]);
  }
  std::vector<std::vector<Tensor>> theta(static_cast<size_t>(n));
  for (int r = 0; r < n; ++r)
    for (int i = 0; i < dp.layout.num_params; ++i) theta[size_t(r)].push_back(held[size_t(r)][size_t(1 + i)]->to_host());
  for (int r = 1; r < n; ++r)
    if (theta[size_t(r)] != theta[0])
      return cat("FAIL device ", r, "'s parameters differ from device 0's after ", kDpSteps, " steps");
  return dp.verdict(theta[0], dp.run(lowerer, dp.module(1), 0, 1), n, "devices");
}

}  // namespace

std::vector<std::string> replica_check_command(const std::string& test, const std::string& lowerer) {
  const std::string mpirun = on_path("mpirun");
  if (mpirun.empty()) return {};
  std::error_code ec;
  const std::string self = fs::read_symlink("/proc/self/exe", ec).string();
  std::vector<std::string> cmd = {mpirun, "-np", std::to_string(kCheckReplicas), "--oversubscribe", "--bind-to", "none"};
  if (geteuid() == 0) cmd.push_back("--allow-run-as-root");  // containers and CI run as root
  cmd.insert(cmd.end(), {self.empty() ? "ladder" : self, "replica-check", test, "--lowerer", lowerer});
  return cmd;
}

TestResult run_device_check(const std::string& test, exec::Lowerer& lowerer) {
  const int devices = lowerer.devices();
  if (devices < kCheckReplicas)
    return {Status::skip, cat(test, " runs ", kCheckReplicas, " replicas on ", kCheckReplicas, " devices, and the ",
                              lowerer.name(), " lowerer has ", devices, " here (`ladder devices` lists them)")};
  const std::string verdict =
      test == "allreduce" ? allreduce_devices(lowerer, kCheckReplicas) : dp_devices(lowerer, kCheckReplicas);
  return {verdict.starts_with("PASS") ? Status::pass : Status::fail, verdict.substr(5)};
}

TestResult run_replica_check(const std::string& test, const std::string& lowerer, double timeout_s) {
  LADDER_CHECK(lowerer == "cpu" || lowerer == "reference", "run_replica_check: ", lowerer,
               " runs its replicas on devices (run_device_check)");
#ifndef LADDER_HAVE_MPI
  return {Status::skip, cat(test, " runs ", kCheckReplicas, " MPI ranks, and this ladder was built without MPI ",
                            "(install libopenmpi-dev: `scripts/install-deps`, then rebuild)")};
#endif
  std::vector<std::string> cmd = replica_check_command(test, lowerer);
  if (cmd.empty())
    return {Status::skip, cat(test, " runs ", kCheckReplicas, " MPI ranks and needs mpirun (OpenMPI: `scripts/install-deps`)")};
  std::string line = cat("timeout --kill-after=5 ", static_cast<int>(timeout_s));
  for (const std::string& w : cmd) line += cat(" ", quoted(w));
  line += " 2>&1";
  FILE* pipe = popen(line.c_str(), "r");
  if (!pipe) return {Status::fail, cat("could not start mpirun for ", test)};
  std::string output;
  char buffer[4096];
  size_t got;
  while ((got = fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, got);
  const int status = pclose(pipe);
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  std::string verdict;
  std::istringstream lines(output);
  for (std::string l; std::getline(lines, l);)
    if (l.starts_with("PASS ") || l.starts_with("FAIL ")) verdict = l;
  std::string tail = output.size() > 400 ? cat("...", output.substr(output.size() - 400)) : output;
  for (char& c : tail) c = c == '\n' ? ' ' : c;
  if (code == 124 || code == 137) return {Status::fail, cat(test, ": the ranks timed out after ", timeout_s, " s: ", tail)};
  if (code != 0 || verdict.empty()) return {Status::fail, cat(test, ": mpirun exited with ", code, ": ", tail)};
  return {verdict.starts_with("PASS") ? Status::pass : Status::fail, verdict.substr(5)};
}

std::string replica_check_rank(const std::string& test, const std::string& lowerer) {
  std::shared_ptr<exec::Communicator> comm = exec::world_communicator();
  LADDER_CHECK(comm, "replica-check runs inside an MPI job (`mpirun -np 2 ladder replica-check ", test, "`)");
  if (test == "allreduce") return allreduce_rank(comm, lowerer);
  if (test == "dp") return dp_rank(comm, lowerer);
  throw Error(cat("replica-check: unknown test '", test, "' (allreduce, dp)"));
}

}  // namespace ladder::platform
