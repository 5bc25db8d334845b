#include "ladder/train/trainer.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <optional>
#include <thread>
#include <tuple>

#include <nlohmann/json.hpp>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"
#include "ladder/core/sha256.h"
#include "ladder/data/cifar.h"
#include "ladder/data/dataset.h"
#include "ladder/data/image_folder.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"
#include "ladder/train/checkpoint.h"
#include "ladder/train/console.h"
#include "ladder/train/run_dir.h"
#include "ladder/train/schedule.h"

namespace ladder::train {

std::atomic<bool> g_stop_requested{false};

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Installs a SIGINT handler for the lifetime of a training run; a second Ctrl-C kills as usual.
// Under an MPI launcher the terminal's Ctrl-C reaches mpirun, which sends the ranks SIGTERM
// (and passes on SIGUSR1): there those stop the run the same way.
class InterruptGuard {
 public:
  explicit InterruptGuard(bool launched_by_mpi) {
    g_stop_requested = false;
    struct sigaction sa{};
    sa.sa_handler = [](int signal) {
      g_stop_requested = true;
      std::signal(signal, SIG_DFL);  // a second one ends the process as usual
    };
    sigaction(SIGINT, &sa, &previous_[0]);
    if (launched_by_mpi) {
      sigaction(SIGTERM, &sa, &previous_[1]);
      sigaction(SIGUSR1, &sa, &previous_[2]);
      mpi_ = true;
    }
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &previous_[0], nullptr);
    if (mpi_) {
      sigaction(SIGTERM, &previous_[1], nullptr);
      sigaction(SIGUSR1, &previous_[2], nullptr);
    }
  }

 private:
  struct sigaction previous_[3]{};
  bool mpi_ = false;
};

data::Splits load_data(const nn::Net& net, const TrainOptions& o) {
  const bool mnist = net.input_shape == Shape{1, 28, 28};
  const bool cifar = net.input_shape == Shape{3, 32, 32};
  if (o.synthetic_data) {  // generated images of any shape: every net takes real steps
    data::Splits s;
    const int64_t steps = o.max_steps > 0 ? o.max_steps : 50;
    const int64_t c = net.input_shape[0], h = net.input_shape[1], w = net.input_shape[2];
    std::string name = cat("synthetic-", h, "x", w);
    // One draw split in two, so the test examples come from the same class templates.
    const int64_t n_train = o.batch * std::min<int64_t>(steps, 20), n_test = o.batch * 2;
    data::ImageDataset all = data::synthetic_dataset(name, c, h, w, 10, n_train + n_test, o.seed);
    s.train = s.test = all;
    s.train.images.resize(static_cast<size_t>(n_train * all.image_size()));
    s.train.labels.resize(static_cast<size_t>(n_train));
    s.test.images.erase(s.test.images.begin(), s.test.images.begin() + n_train * all.image_size());
    s.test.labels.erase(s.test.labels.begin(), s.test.labels.begin() + n_train);
    s.source = "generated";
    return s;
  }
  if (data::takes_image_folder(net.input_shape)) {
    try {
      return data::load_image_folder_splits(o.data_dir, net.input_shape[1]);
    } catch (const Error& e) {
      throw Error(cat("net '", net.name, "' takes ", shape_string(net.input_shape), " images from an image folder: ",
                      e.what(), " (--synthetic trains it on generated images)"));
    }
  }
  LADDER_CHECK(mnist || cifar, "net '", net.name, "' takes ", shape_string(net.input_shape),
               " inputs; ladder has data for 1x28x28 (MNIST family), 3x32x32 (CIFAR-10) and 3xNxN, N >= 64 "
               "(an image folder such as Imagenette) (--synthetic trains it on generated images)");
  return mnist ? data::load_mnist(o.data_dir) : data::load_cifar10(o.data_dir);
}

// The run directory: --run-dir if given; else today's runs/<date>-<net>, or an older
// runs/<date>-<net> whose checkpoint is unfinished (so rerunning a command resumes it).
std::string choose_run_dir(const TrainOptions& o) {
  if (!o.run_dir.empty()) return o.run_dir;
  const std::string name = o.run_name.empty() ? o.net : o.run_name;
  std::string today = default_run_path("runs", name);
  if (o.fresh || fs::exists(today) || !fs::is_directory("runs")) return today;
  std::vector<std::string> candidates;
  for (const auto& entry : fs::directory_iterator("runs")) {
    std::string dir = entry.path().filename().string();
    if (dir.size() == 11 + name.size() && dir.ends_with("-" + name) &&
        fs::exists(entry.path() / "checkpoint.safetensors"))
      candidates.push_back(entry.path().string());
  }
  std::sort(candidates.begin(), candidates.end());
  for (auto it = candidates.rbegin(); it != candidates.rend(); ++it) {
    try {
      if (load_checkpoint(*it + "/checkpoint.safetensors").epoch < o.epochs) return *it;
    } catch (const Error&) {
      // A damaged checkpoint marks no run to resume; try the next older one.
    }
  }
  return today;
}

// The train step's "seed" input at `step` (0-based) of a run seeded `seed`: a non-negative i32,
// different for every step, so that a resumed run draws what an uninterrupted one would.
int32_t step_seed(uint64_t seed, int64_t step) {
  uint64_t h = seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(step) * 0xBF58476D1CE4E5B9ull;
  h ^= h >> 31;
  return static_cast<int32_t>(h & 0x7fffffff);
}

int64_t argmax_row(const float* row, int64_t n) {
  return std::max_element(row, row + n) - row;
}

// The options a run is started with that a resumed run must keep, as config.json records them
// (key, the flag that sets it, its value now).
std::vector<std::tuple<std::string, std::string, nlohmann::json>> recorded_options(const TrainOptions& o,
                                                                                  int64_t replicas) {
  return {{"optimizer", "--optimizer", o.optimizer}, {"batch", "--batch", o.batch},
          {"accumulate", "--accumulate", o.accumulate}, {"no_dropout", "--no-dropout", !o.dropout},
          {"lr", "--lr", o.lr}, {"schedule_name", "--schedule", o.schedule},
          {"warmup_epochs", "--warmup-epochs", o.warmup_epochs}, {"seed", "--seed", o.seed},
          {"zero_init", "--zero-init", o.zero_init}, {"flip", "--flip", o.flip},
          {"crop_padding", "--crop-padding", o.crop_padding}, {"label_smoothing", "--label-smoothing", o.label_smoothing},
          {"sync_bn", "--sync-bn", o.sync_bn}, {"precision", "--precision", o.precision},
          {"replicas", "replicas (mpirun -np, --devices)", replicas}};
}

// Compares the options of a resumed run with its config.json: returns the changes ("--lr 0.1 ->
// 0.05") when `o.override_config`, else throws naming each. The optimizer cannot change (the
// checkpoint holds its state). A config.json written before a key was recorded passes for it.
std::vector<std::string> check_resumed_options(const std::string& config_path, const TrainOptions& o,
                                               int64_t replicas) {
  if (!fs::exists(config_path)) return {};
  nlohmann::json recorded;
  try {
    std::ifstream in(config_path);
    recorded = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw Error(cat(config_path, ": not valid JSON (", e.what(), "); use --fresh to start the run over"));
  }
  std::vector<std::string> changes;
  for (const auto& [key, flag, now] : recorded_options(o, replicas)) {
    if (!recorded.contains(key)) continue;
    const nlohmann::json& was = recorded[key];
    const bool same = was.is_number() && now.is_number() ? was.get<double>() == now.get<double>() : was == now;
    if (same) continue;
    LADDER_CHECK(key != "optimizer", config_path, ": the run was trained with --optimizer ", was.get<std::string>(),
                 " and its checkpoint holds that optimizer's state; this command says ", now.get<std::string>(),
                 " (use --fresh to start over with it)");
    changes.push_back(cat(flag, " ", was.dump(), " -> ", now.dump()));
  }
  if (changes.empty() || o.override_config) return changes;
  std::string list;
  for (const std::string& c : changes) list += (list.empty() ? "" : ", ") + c;
  throw Error(cat(config_path, ": this command differs from the run it would resume (", list,
                  "); repeat the run's options, add --override to continue with the new ones, or --fresh to start over"));
}

}  // namespace

TrainResult train(const TrainOptions& o, Console& terminal) {
  const nn::Net& net = nn::find_net(o.net);
  // Data-parallel: this process is one of `processes`, each running `local` replicas on
  // devices of its lowerer; process 0 (the leader) alone writes.
  const std::shared_ptr<exec::Communicator> comm = o.communicator ? o.communicator : exec::world_communicator();
  const int64_t processes = comm ? comm->size() : 1;
  const int rank = comm ? comm->rank() : 0;
  const bool leader = rank == 0;
  Console follower(/*silent=*/true);
  Console& console = leader ? terminal : follower;

  const std::string lowerer_name = o.lowerer.empty() ? exec::default_lowerer_name() : o.lowerer;
  exec::LowererOptions lowerer_options = o.lowerer_options;
  lowerer_options.communicator = comm;
  auto lowerer = exec::make_lowerer(lowerer_name, lowerer_options);
  LADDER_CHECK(o.devices >= 0, "--devices must be 1 or more (leave it out for every device), got ", o.devices);
  const int64_t available = lowerer->devices();
  LADDER_CHECK(o.devices <= 1 || lowerer_name == "pjrt", "--devices ", o.devices, ": the ", lowerer_name,
               " lowerer runs one replica per process; run data-parallel on it with `mpirun -np ", o.devices,
               " ladder train ...` (README, \"Data-parallel training\")");
  LADDER_CHECK(o.devices <= available, "--devices ", o.devices, ": the ", lowerer_name, " lowerer has ", available,
               " device", available == 1 ? "" : "s", " here (`ladder devices` lists them)");
  const int64_t local = o.devices > 0 ? o.devices : available;
  const int64_t replicas = processes * local;
  auto opt_kind = nn::optimizer_from_name(o.optimizer);
  LADDER_CHECK(opt_kind, "unknown optimizer '", o.optimizer, "' (sgd, momentum, nesterov, adam, adamw)");
  LADDER_CHECK(o.epochs > 0, "--epochs must be positive, got ", o.epochs);
  LADDER_CHECK(o.batch > 0, "--batch must be positive, got ", o.batch);
  LADDER_CHECK(o.batch % replicas == 0, "--batch ", o.batch, " does not split into ", replicas,
               " replicas' shares of one size (the batch is the global one: each replica takes batch / ", replicas, ")",
               local > 1 && o.devices == 0 ? cat("; the replicas are this lowerer's ", local,
                                                 " devices: --devices picks fewer") : std::string());
  LADDER_CHECK(o.lr > 0 && std::isfinite(o.lr), "--lr must be a positive number, got ", o.lr);
  LADDER_CHECK(o.label_smoothing >= 0 && o.label_smoothing < 1, "--label-smoothing must be in [0, 1), got ",
               o.label_smoothing);
  LADDER_CHECK(o.warmup_epochs >= 0, "--warmup-epochs must be 0 or more, got ", o.warmup_epochs);
  LADDER_CHECK(o.warmup_epochs == 0 || o.schedule == "warmup-cosine", "--warmup-epochs applies to --schedule ",
               "warmup-cosine only (this run's schedule is ", o.schedule, ")");
  LADDER_CHECK(o.warmup_epochs < o.epochs || o.warmup_epochs == 0, "--warmup-epochs ", o.warmup_epochs,
               " leaves no epoch after the warmup of a ", o.epochs, "-epoch run");
  LADDER_CHECK(o.max_steps >= 0, "--max-steps must be 1 or more (0: no limit), got ", o.max_steps);
  nn::Optimizer optimizer{.kind = *opt_kind};
  const nn::TrainStepLayout layout = nn::train_step_layout(net, optimizer, o.dropout);

  // The artifact: built, printed, and parsed back, so the text is what runs.
  auto t0 = Clock::now();
  std::string artifact = stablehlo::print(
      *nn::build_train_module(net, optimizer, o.batch, {.accumulate = o.accumulate, .stochastic = o.dropout,
                                                        .replicas = replicas, .sync_bn = o.sync_bn,
                                                        .precision = nn::precision_from_name(o.precision)}));
  const std::string artifact_sha = sha256_hex(artifact);
  ir::Module module = stablehlo::parse(artifact, "<" + o.net + " train step>");
  const ir::Function* step_fn = module.entry(nn::train_step_name(net, optimizer));
  const bool has_bn = !net.batch_norms.empty();
  const ir::Function* eval_fn = module.entry(nn::symbol_prefix(net) + (has_bn ? "_fwd_eval" : "_fwd"));

  auto step_exe = lowerer->compile(module, *step_fn);
  auto eval_exe = lowerer->compile(module, *eval_fn);
  const double compile_seconds = since(t0);
  LADDER_ASSERT(step_exe->replicas() == local || (local == 1 && replicas == processes));

  data::Splits data = load_data(net, o);
  // Before the run directory is touched: augment_images refuses a padding that does not fit.
  data::LoaderOptions train_opts{.batch = o.batch, .seed = o.seed, .label_smoothing = o.label_smoothing,
                                 .shards = replicas};
  if (o.flip || o.crop_padding != 0)
    train_opts.augment = data::augment_images(data.train.channels, data.train.height, data.train.width, o.flip,
                                              o.crop_padding);
  // The job's replica of this process's local replica d.
  auto replica_of = [&](int64_t d) { return rank * local + d; };
  const std::string dataset = data.train.name;
  const int64_t net_classes = step_fn->input_types()[size_t(layout.labels())].shape.back();
  LADDER_CHECK(data.train.num_classes == net_classes, data.source, ": ", data.train.num_classes, " classes, but ",
               net.name, " has ", net_classes, " outputs");

  // Resident state: inputs 1..R of the step, named as the step names them.
  const int resident_count = layout.num_resident();
  std::vector<std::pair<std::string, TensorType>> state_types;
  for (int i = 0; i < resident_count; ++i)
    state_types.push_back({step_fn->arg_names.at(1 + i), step_fn->input_types()[1 + i]});

  const std::string run_path = choose_run_dir(o);
  const std::string ckpt_path = run_path + "/checkpoint.safetensors";
  std::vector<Tensor> initial;
  int64_t step = 0, first_epoch = 0;
  std::vector<std::string> overrides;
  // Only the leader reads the run directory (it may be on the leader's host alone); the
  // others start from a fresh state that the leader's replaces below.
  if (leader && !o.fresh && fs::exists(ckpt_path)) {
    overrides = check_resumed_options(run_path + "/config.json", o, replicas);
    Checkpoint ckpt = load_checkpoint(ckpt_path);
    try {
      check_compatible(ckpt, net.name, state_types);
    } catch (const Error& e) {
      throw Error(cat(ckpt_path, ": ", e.what()));
    }
    for (const auto& [name, type] : state_types)
      for (auto& [n, t] : ckpt.state)
        if (n == name) initial.push_back(std::move(t));
    step = ckpt.step;
    first_epoch = ckpt.epoch;
  } else {
    std::vector<Tensor> params = nn::init_params(net, o.seed);
    for (Tensor& p : params) {
      if (o.zero_init) p = Tensor(p.type());
      initial.push_back(std::move(p));
    }
    for (int slot = 0; slot < layout.num_state_slots; ++slot)
      for (int i = 0; i < layout.num_params; ++i) initial.push_back(Tensor(state_types[layout.state(slot, i) - 1].second));
    for (Tensor& r : nn::init_running_stats(net)) initial.push_back(std::move(r));
    if (leader && !o.init_from.empty()) {  // θ and the BatchNorm statistics from a file; optimizer state stays 0
      Checkpoint weights = load_checkpoint(o.init_from);
      LADDER_CHECK(weights.net == net.name, o.init_from, ": weights of ", weights.net, ", not ", net.name);
      for (int i = 0; i < resident_count; ++i) {
        const auto& [name, type] = state_types[size_t(i)];
        const bool optimizer_state = i >= layout.num_params && i < layout.num_params * (1 + layout.num_state_slots);
        if (optimizer_state) continue;
        auto it = std::find_if(weights.state.begin(), weights.state.end(), [&](const auto& s) { return s.first == name; });
        LADDER_CHECK(it != weights.state.end(), o.init_from, ": no tensor '", name, "' for ", net.name);
        LADDER_CHECK(it->second.type() == type, o.init_from, ": '", name, "' is ", type_string(it->second.type()), ", ",
                     net.name, " needs ", type_string(type));
        initial[size_t(i)] = std::move(it->second);
      }
    }
  }
  LADDER_ASSERT(static_cast<int>(initial.size()) == resident_count);
  if (processes > 1) {  // every process starts where the leader does
    int64_t position[2] = {step, first_epoch};
    comm->broadcast(position, sizeof position, 0);
    step = position[0], first_epoch = position[1];
    for (Tensor& t : initial) comm->broadcast(t.bytes(), t.byte_size(), 0);
  }

  RunDir run(run_path, first_epoch + 1, /*writes=*/leader);
  console.attach(&run);
  if (leader) write_file_atomic(run.file("train_step.mlir"), artifact);

  // One loader per local replica, each reading that replica's share of every batch.
  std::deque<data::BatchLoader> train_loaders, test_loaders;  // (a loader does not move)
  for (int64_t d = 0; d < local; ++d) {
    data::LoaderOptions shard = train_opts;
    shard.shard = replica_of(d);
    train_loaders.emplace_back(data.train, shard);
    test_loaders.emplace_back(data.test, data::LoaderOptions{.batch = o.batch, .shuffle = false, .drop_last = false,
                                                             .shard = replica_of(d), .shards = replicas});
  }
  const int64_t steps_per_epoch = train_loaders[0].batches_per_epoch();
  const int64_t total_steps = o.epochs * steps_per_epoch;

  Schedule schedule{.kind = schedule_kind(o.schedule), .base_lr = o.lr, .total_steps = total_steps,
                    .warmup_steps = o.warmup_epochs * steps_per_epoch};
  run.set_title(cat(net.name, " on ", dataset, ": ", o.optimizer, " ", schedule.describe(), ", batch ", o.batch,
                    ", seed ", o.seed));

  nlohmann::json config = {
      {"net", net.name}, {"parameters", net.num_parameters()}, {"optimizer", o.optimizer},
      {"optimizer_constants", optimizer.describe()}, {"epochs", o.epochs}, {"batch", o.batch},
      {"accumulate", o.accumulate}, {"no_dropout", !o.dropout},
      {"lr", o.lr}, {"schedule", schedule.describe()}, {"schedule_name", o.schedule},
      {"warmup_epochs", o.warmup_epochs}, {"seed", o.seed}, {"zero_init", o.zero_init}, {"init_from", o.init_from},
      {"dataset", dataset}, {"data_source", data.source}, {"flip", o.flip},
      {"crop_padding", o.crop_padding}, {"label_smoothing", o.label_smoothing},
      {"lowerer", lowerer_name}, {"lowerer_facts", lowerer->describe()},
      {"replicas", replicas}, {"devices", local}, {"sync_bn", o.sync_bn}, {"precision", o.precision},
      {"artifact", "train_step.mlir"}, {"artifact_sha256", artifact_sha},
      {"train_examples", data.train.size()}, {"test_examples", data.test.size()},
      {"skipped_files", data.skipped}};
  run.write_json("config.json", config);

  // resident[d]: local replica d's state, on its device.
  std::vector<std::vector<std::unique_ptr<exec::Buffer>>> resident(static_cast<size_t>(local));
  for (int64_t d = 0; d < local; ++d)
    for (const Tensor& t : initial) resident[d].push_back(lowerer->upload(t, static_cast<int>(d)));
  initial.clear();

  // Local replica d's state, copied to the host.
  auto state_of = [&](int64_t d) {
    std::vector<Tensor> state;
    for (int i = 0; i < resident_count; ++i) state.push_back(resident[d][i]->to_host());
    return state;
  };

  // `state`: replica 0's (every replica holds the same); the leader alone writes.
  auto save = [&](int64_t epochs_done, std::vector<Tensor> state) {
    if (!leader) return;
    Checkpoint c{.net = net.name, .step = step, .epoch = epochs_done, .seed = o.seed,
                 .dataset = dataset, .artifact_sha256 = artifact_sha};
    for (int i = 0; i < resident_count; ++i) c.state.push_back({state_types[i].first, std::move(state[i])});
    save_checkpoint(ckpt_path, c);
  };

  // Every replica holds the same state (each applies the same averaged update; the collectives
  // give every member the same bits): checked at the end of each epoch, before it is saved, by
  // a digest per replica. Replicas that drifted apart end the run with the last checkpoint kept.
  // `first`: local replica 0's state, already on the host (the checkpoint's).
  auto check_replicas_agree = [&](int64_t epochs_done, const std::vector<Tensor>& first) {
    if (replicas == 1) return;
    auto digest = [](const std::vector<Tensor>& state) {
      std::string tensors;
      for (const Tensor& t : state)
        tensors += sha256_hex(std::string_view(reinterpret_cast<const char*>(t.bytes()), static_cast<size_t>(t.byte_size())));
      return sha256_hex(tensors);
    };
    std::string mine = digest(first);  // the local replicas' digests, 64 hex characters each
    for (int64_t d = 1; d < local; ++d) mine += digest(state_of(d));
    std::string all = mine;
    if (processes > 1) {
      all.assign(mine.size() * static_cast<size_t>(processes), ' ');
      comm->all_gather(mine.data(), all.data(), static_cast<int64_t>(mine.size()), {});
    }
    constexpr size_t kHex = 64;
    for (int64_t r = 1; r < replicas; ++r)
      if (all.compare(static_cast<size_t>(r) * kHex, kHex, all, 0, kHex) != 0)
        throw Error(cat("replica ", r, "'s state differs from replica 0's at the end of epoch ", epochs_done,
                        " (every replica applies the same averaged update, so they must agree bit for bit); ",
                        ckpt_path, " keeps the epoch before"));
  };

  // Top-1 and the mean cross-entropy (plain labels) over the test split. The forward function
  // has no collectives: every local replica's share runs on the first device, with its state.
  auto evaluate = [&]() -> std::pair<Accuracy, double> {
    int64_t correct = 0, total = 0;
    double loss_sum = 0;
    for (data::BatchLoader& test_loader : test_loaders) {
    test_loader.start_epoch(0);
    while (auto batch = test_loader.next()) {
      auto x = lowerer->upload(batch->x);
      std::vector<exec::Buffer*> args = {x.get()};
      for (int i = 0; i < layout.num_params; ++i) args.push_back(resident[0][i].get());
      if (has_bn)
        for (int j = 0; j < layout.num_running; ++j) args.push_back(resident[0][layout.running(j) - 1].get());
      Tensor logits = eval_exe->execute(args)[0]->to_host();
      const int64_t classes = logits.shape()[1];
      for (int64_t r = 0; r < batch->valid; ++r) {
        const float* z = logits.data<float>() + r * classes;
        correct += argmax_row(z, classes) == batch->classes[r];
        const double zmax = *std::max_element(z, z + classes);
        double sum = 0;
        for (int64_t k = 0; k < classes; ++k) sum += std::exp(double(z[k]) - zmax);
        loss_sum += zmax + std::log(sum) - double(z[batch->classes[r]]);
      }
      total += batch->valid;
    }
    }
    if (processes > 1) {  // each process evaluated its share of every batch
      double sums[3] = {static_cast<double>(correct), static_cast<double>(total), loss_sum};
      comm->all_reduce(sums, 3, DType::f64, exec::ReduceOp::sum, {});
      correct = static_cast<int64_t>(sums[0]), total = static_cast<int64_t>(sums[1]), loss_sum = sums[2];
    }
    return std::pair{accuracy(correct, total), total > 0 ? loss_sum / static_cast<double>(total) : NAN};
  };

  console.line(cat("training ", net.name, " (", net.num_parameters(), " parameters) on ", dataset, " [",
                   data.source, "], ", o.optimizer, " ", schedule.describe(), ", batch ", o.batch,
                   ", seed ", o.seed, ", lowerer ", lowerer_name,
                   replicas > 1 ? cat(", ", replicas, " replicas of ", o.batch / replicas, " (",
                                      comm ? comm->describe() : std::string(),
                                      comm && local > 1 ? ", " : "",
                                      local > 1 ? cat(local, " devices of the ", lowerer_name, " lowerer") : std::string(),
                                      ")", o.sync_bn ? ", BatchNorm synchronised" : "")
                                : std::string(),
                   "; compiled in ",
                   format_duration(compile_seconds)));
  if (processes > 1 && exec::launched_by_mpi()) {  // a launcher's binding may leave a rank fewer cores than its share
    const auto facts = lowerer->describe();
    const int share = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / exec::local_replicas());
    if (auto t = facts.find("threads"); t != facts.end() && std::stoi(t->second) < share)
      console.line(cat("note: the launcher bound each rank to ", t->second, " core(s) of the ", share,
                       " it could use here; `mpirun --bind-to none` (or --map-by slot:PE=", share, ") gives it its share"));
  }
  if (first_epoch > 0 || step > 0)
    console.line(cat("resuming from ", ckpt_path, " at epoch ", first_epoch, ", step ", step));
  for (const std::string& change : overrides) console.line(cat("override on resume: ", change));
  console.line("run directory: " + run_path);

  TrainResult result;
  result.run_dir = run_path;
  result.dataset = dataset;
  InterruptGuard guard(exec::launched_by_mpi());
  auto run_start = Clock::now();
  std::vector<double> step_seconds;
  // args[d]: local replica d's arguments of the step.
  std::vector<std::vector<exec::Buffer*>> args(static_cast<size_t>(local),
                                               std::vector<exec::Buffer*>(static_cast<size_t>(layout.num_inputs())));
  exec::ExecuteOptions donate;
  for (int i = 1; i <= resident_count; ++i) donate.donated_inputs.push_back(i);
  const float beta1 = static_cast<float>(optimizer.beta1), beta2 = static_cast<float>(optimizer.beta2);

  for (int64_t epoch = first_epoch; epoch < o.epochs; ++epoch) {
    auto epoch_start = Clock::now();
    // A run interrupted mid-epoch resumes at the next batch of the same permutation.
    const int64_t skip = step - epoch * steps_per_epoch;
    for (data::BatchLoader& loader : train_loaders) loader.start_epoch(epoch);
    double loss_sum = 0;
    int64_t loss_count = 0, in_epoch = 0;
    const std::string label = cat("epoch ", epoch + 1, "/", o.epochs);
    while (true) {
      // The local replicas' shares of the next batch (their loaders run in step).
      std::vector<std::optional<data::Batch>> shares;
      for (data::BatchLoader& loader : train_loaders) shares.push_back(loader.next());
      if (!shares[0]) break;
      if (in_epoch++ < skip) continue;
      if (o.max_steps > 0 && static_cast<int64_t>(result.losses.size()) >= o.max_steps) break;
      auto step_start = Clock::now();
      const double t = static_cast<double>(step + 1);
      std::vector<std::unique_ptr<exec::Buffer>> inputs;  // this step's, on each replica's device
      auto put = [&](const Tensor& tensor, int64_t d) {
        inputs.push_back(lowerer->upload(tensor, static_cast<int>(d)));
        return inputs.back().get();
      };
      for (int64_t d = 0; d < local; ++d) {
        std::vector<exec::Buffer*>& a = args[d];
        a[layout.x()] = put(shares[d]->x, d);
        a[layout.labels()] = put(shares[d]->labels, d);
        for (int i = 0; i < resident_count; ++i) a[1 + i] = resident[d][i].get();
        a[layout.lr()] = put(Tensor::scalar(DType::f32, schedule.lr(step)), d);
        if (layout.bias_correction) {
          a[layout.bc1()] = put(Tensor::scalar(DType::f32, 1.0 - std::pow(beta1, t)), d);
          a[layout.bc2()] = put(Tensor::scalar(DType::f32, 1.0 - std::pow(beta2, t)), d);
        }
        if (layout.has_seed) {  // dropout's draws: a function of the run's seed and the step
          // Replicas draw apart (one replica's draws are those of step `step` alone).
          const int64_t stream = step * replicas + replica_of(d);
          a[layout.seed()] = put(Tensor::scalar(DType::i32, static_cast<double>(step_seed(o.seed, stream))), d);
        }
      }
      std::vector<std::vector<std::unique_ptr<exec::Buffer>>> outputs;
      if (step_exe->replicas() > 1)
        outputs = step_exe->execute_replicated(args, donate);
      else
        outputs.push_back(step_exe->execute(args[0], donate));
      const double loss = outputs[0][layout.loss_output()]->to_host().get(0);  // averaged over the replicas
      for (int64_t d = 0; d < local; ++d)
        for (int i = 0; i < resident_count; ++i) resident[d][i] = std::move(outputs[d][i]);
      step_seconds.push_back(since(step_start));
      ++step;
      if (!std::isfinite(loss)) {  // the run's log says why it ended, as the terminal does
        const std::string why = cat(net.name, ": the loss became ", std::isnan(loss) ? std::string("NaN") : cat(loss), " at step ", step,
                                    " (learning rate too high?)");
        run.log("error: " + why);
        throw Error(why);
      }
      result.losses.push_back(loss);
      loss_sum += loss, ++loss_count;
      console.progress(label, in_epoch, steps_per_epoch, loss_sum / static_cast<double>(loss_count));
      if (processes > 1) {  // Ctrl-C reaches the processes at different steps: they stop together
        int32_t stop = g_stop_requested ? 1 : 0;
        comm->all_reduce(&stop, 1, DType::i32, exec::ReduceOp::max, {});
        g_stop_requested = stop != 0;
      }
      if (g_stop_requested) break;
    }
    if (g_stop_requested) {
      if (leader) save(epoch, state_of(0));
      console.line(cat("interrupted at epoch ", epoch + 1, ", step ", step, "; saved ", ckpt_path,
                       ". Run the same command again to resume (add --fresh to start over)."));
      result.interrupted = true;
      break;
    }
    std::vector<Tensor> state = state_of(0);
    check_replicas_agree(epoch + 1, state);
    const auto [acc, test_loss] = evaluate();
    const double seconds = since(epoch_start);
    const double epoch_loss = loss_count ? loss_sum / static_cast<double>(loss_count) : 0;
    run.add_epoch({.epoch = epoch + 1, .loss = epoch_loss, .lr = schedule.lr(step - 1),
                   .correct = acc.correct, .total = acc.total, .top1 = acc.top1, .ci_low = acc.ci_low,
                   .ci_high = acc.ci_high, .seconds = seconds, .test_loss = test_loss});
    save(epoch + 1, std::move(state));
    char line[200];
    std::snprintf(line, sizeof line, "epoch %lld: loss = %.6f, test_acc = %lld/%lld = %.2f%%  [95%% CI %.2f–%.2f] (%.0fms)",
                  static_cast<long long>(epoch + 1), epoch_loss, static_cast<long long>(acc.correct),
                  static_cast<long long>(acc.total), acc.top1, acc.ci_low, acc.ci_high, seconds * 1000);
    console.line(line);
    ++result.epochs_done;
    if (o.max_steps > 0 && static_cast<int64_t>(result.losses.size()) >= o.max_steps) break;
  }

  result.seconds = since(run_start);
  result.seconds_per_epoch = result.epochs_done ? result.seconds / static_cast<double>(result.epochs_done) : 0;
  if (!step_seconds.empty()) {
    std::nth_element(step_seconds.begin(), step_seconds.begin() + step_seconds.size() / 2, step_seconds.end());
    result.ms_per_step = 1000 * step_seconds[step_seconds.size() / 2];
  }
  for (const EpochRow& r : run.epochs())
    if (r.top1 >= result.best_accuracy.top1) result.best_accuracy = accuracy(r.correct, r.total);
  if (!run.epochs().empty()) {
    const EpochRow& last = run.epochs().back();
    result.final_accuracy = accuracy(last.correct, last.total);
    result.final_loss = last.loss;
  }
  result.epochs_recorded = static_cast<int64_t>(run.epochs().size());
  for (const EpochRow& r : run.epochs()) result.recorded_seconds += r.seconds;
  result.step_stats = step_exe->stats();
  result.replicas = replicas;
  result.devices = local;
  result.rank = rank;
  if (comm) result.collective_seconds = comm->seconds_in_collectives();
  if (!result.interrupted) {
    nlohmann::json final_json = {{"net", net.name}, {"dataset", dataset}, {"optimizer", o.optimizer},
                                 {"epochs", run.epochs().size()}, {"top1", result.final_accuracy.top1},
                                 {"ci_low", result.final_accuracy.ci_low}, {"ci_high", result.final_accuracy.ci_high},
                                 {"correct", result.final_accuracy.correct}, {"total", result.final_accuracy.total},
                                 {"best_top1", result.best_accuracy.top1}, {"final_loss", result.final_loss},
                                 {"seconds", result.recorded_seconds}, {"ms_per_step_median", result.ms_per_step},
                                 {"seed", o.seed}, {"lowerer", lowerer_name}, {"artifact_sha256", artifact_sha},
                                 {"replicas", replicas}};
    // The lowerer's plan of the train step, where it has one (the cpu lowerer's memory plan).
    if (auto peak = result.step_stats.find("planned_peak_bytes"); peak != result.step_stats.end())
      final_json["planned_peak_bytes"] = std::stoll(peak->second);
    run.write_json("final.json", final_json);
  }
  console.attach(nullptr);
  return result;
}

}  // namespace ladder::train
