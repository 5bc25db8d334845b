// A run directory, runs/<date>-<name>/, that a person can read at a glance:
//   config.json  what was run (net, data, optimizer, schedule, seed, lowerer, artifact hash)
//   epochs.tsv   epoch, loss, lr, correct, total, top1, ci_low, ci_high, seconds, test_loss
//   train.log    the same lines the terminal showed
//   final.json   net, dataset, top1 (percent), ci_low, ci_high, seconds, ...
//   curves.svg, curves.png   train and test loss, test top-1 with its CI, and the lr per epoch
//   checkpoint.safetensors  the last epoch's state (see checkpoint.h)
#pragma once

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace ladder::train {

struct EpochRow {
  int64_t epoch = 0;
  double loss = 0, lr = 0;
  int64_t correct = 0, total = 0;
  double top1 = 0, ci_low = 0, ci_high = 0, seconds = 0;
  double test_loss = NAN;  // mean cross-entropy on the test split (NaN: not recorded)
};

class RunDir {
 public:
  // Opens (creating if needed) `path`. Existing epochs.tsv rows are kept (a resumed run
  // appends); rows at or after `first_epoch` are dropped, since they will be redone. With
  // `writes` false (a data-parallel run's other replicas: one process writes the directory)
  // it only reads what is there and keeps the rows in memory.
  RunDir(std::string path, int64_t first_epoch, bool writes = true);

  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }
  void write_json(const std::string& name, const nlohmann::json& value) const;  // atomic
  // Names the plots ("mnist-cnn on fashion-mnist, sgd ..."; default: the directory's name).
  void set_title(std::string title) { title_ = std::move(title); }
  void add_epoch(const EpochRow& row);  // appends to epochs.tsv and redraws the curves
  const std::vector<EpochRow>& epochs() const { return rows_; }
  void log(const std::string& line);  // appends one line to train.log

 private:
  void write_rows() const;
  std::string path_, title_;
  bool writes_ = true;
  std::vector<EpochRow> rows_;
};

// "runs/2026-12-02-mnist-cnn": today's date (UTC) and the name, under `parent`.
std::string default_run_path(const std::string& parent, const std::string& name);

// Three panels over epochs: train and test loss; test top-1 with its 95% CI band; learning rate.
struct Figure;
Figure curves_figure(const std::string& title, const std::vector<EpochRow>& rows);

}  // namespace ladder::train
