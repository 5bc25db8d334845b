// What a training run shows a person. On a terminal: a live progress bar on stderr (steps/s,
// ETA, running loss) redrawn in place. Not on a terminal, or under NO_COLOR or CI: plain
// lines only, so logs stay readable. Every line() also goes to the run's train.log.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace ladder::train {

class RunDir;

class Console {
 public:
  // A silent console shows nothing (lines still reach train.log): for runs inside a command
  // that prints its own summary, such as `ladder cifar --plan`.
  explicit Console(bool silent = false);
  // Lines also go to `run`'s train.log from now on (null: terminal only).
  void attach(RunDir* run) { run_ = run; }
  bool interactive() const { return interactive_; }

  void line(const std::string& text);  // a permanent line (stdout + train.log)
  // Progress within an epoch; cheap to call every step (redraws at most ~10 times a second;
  // in plain mode prints a line at every quarter of the epoch).
  void progress(const std::string& label, int64_t step, int64_t total, double running_loss);
  void end_progress();  // erases the bar before a permanent line

 private:
  bool interactive_;
  bool silent_;
  RunDir* run_ = nullptr;
  bool bar_shown_ = false;
  int64_t last_quarter_ = -1;
  std::chrono::steady_clock::time_point epoch_start_, last_draw_;
  int64_t epoch_first_step_ = 0;
};

// "1m 05s", "12.3s", "850ms".
std::string format_duration(double seconds);

}  // namespace ladder::train
