// The training loop over a train-step artifact (docs/TRAIN_STEP.md). The step is built in
// memory from a registered net, printed to StableHLO text, and that text — the artifact — is
// parsed back and compiled, so what is trained is exactly what `ladder emit` would write.
// Parameters and optimizer state stay resident in the lowerer's buffers between steps and
// are donated to each step; only x, labels and the scalars travel. Each epoch ends with an
// evaluation through @<net>_fwd (or _fwd_eval), an epochs.tsv row, and an atomic checkpoint;
// a run resumes from its checkpoint unless told --fresh.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/train/metrics.h"

namespace ladder::train {

class Console;

struct TrainOptions {
  std::string net;
  std::string optimizer = "sgd";
  int64_t epochs = 12;
  int64_t batch = 128;
  int64_t accumulate = 1;             // the batch as this many micro-batches, one after another
  bool dropout = true;                // the net's dropout and stochastic depth (false: off)
  double lr = 0.1;
  std::string schedule = "constant";  // constant | cosine | warmup-cosine | step
  int64_t warmup_epochs = 0;          // warmup-cosine
  uint64_t seed = 1;
  bool zero_init = false;             // every parameter starts at 0 (the MNIST linear baseline)
  std::string init_from;              // a fresh run starts from these weights (`ladder import`'s, or a checkpoint)
  std::string data_dir;               // "" = the net's default data (see data/)
  bool synthetic_data = false;        // generated stand-in data (smoke runs)
  int64_t max_steps = 0;              // > 0: stop after this many steps (smoke runs)
  bool flip = false;                  // random horizontal flips (CIFAR)
  int64_t crop_padding = 0;           // random pad-and-crop (CIFAR)
  float label_smoothing = 0;
  std::string run_dir;                // "" = runs/<date>-<run_name>
  std::string run_name;               // "" = the net's name
  bool fresh = false;                 // ignore an existing checkpoint
  bool override_config = false;       // resume even where these options differ from the run's config.json
  std::string lowerer;                // "" = exec::default_lowerer_name()
  exec::LowererOptions lowerer_options;
  // Data-parallel: the replica this process runs. nullptr: the MPI job's world when an MPI
  // launcher started the process (`mpirun -np N ladder train ...`), else one replica. With N
  // replicas each runs batch / N examples of every batch; replica 0 alone writes the run
  // directory and checkpoints, and the others start from its state.
  std::shared_ptr<exec::Communicator> communicator;
  bool sync_bn = false;               // BatchNorm statistics over all replicas' batches
  std::string precision = "f32";      // f32 | bf16 (mixed precision: docs/TRAIN_STEP.md)
  // Replicas this process runs on devices of its lowerer, in one call per step (pjrt:
  // Lowerer::devices(), Executable::execute_replicated). 0: every device of a pjrt lowerer, 1
  // elsewhere. The job's replicas are processes × devices; replica r of a process of rank k is
  // the job's replica k · devices + r and takes that share of every batch.
  int64_t devices = 0;
};

struct TrainResult {
  std::string run_dir;
  std::string dataset;
  Accuracy final_accuracy, best_accuracy;
  double final_loss = 0;
  double seconds = 0;            // training + evaluation wall time of this invocation
  double seconds_per_epoch = 0;  // mean over the epochs run now
  double ms_per_step = 0;        // median train-step time
  std::vector<double> losses;    // per step, this invocation
  bool interrupted = false;
  int64_t epochs_done = 0;       // this invocation
  int64_t epochs_recorded = 0;   // in the run directory, resumed epochs included
  double recorded_seconds = 0;   // summed over those epochs
  std::map<std::string, std::string> step_stats;  // the compiled train step's (Executable::stats)
  int64_t replicas = 1;           // the job's: processes × devices
  int64_t devices = 1;            // of them, run by this process
  int rank = 0;                   // this process (0: the one that wrote the run directory)
  double collective_seconds = 0;  // this replica's time inside collectives (waits included)
};

// Set by SIGINT while train() runs: the loop stops after the current step, saves a
// checkpoint and returns with interrupted = true.
extern std::atomic<bool> g_stop_requested;

TrainResult train(const TrainOptions& options, Console& console);

}  // namespace ladder::train
