// A run directory, runs/<date>-<name>/, that a person can read at a glance:
//   config.json  what was run (net, data, optimizer, schedule, seed, lowerer, artifact hash)
//   epochs.tsv   epoch, loss, lr, correct, total, top1, ci_low, ci_high, seconds
//   train.log    the same lines the terminal showed
//   final.json   net, dataset, top1 (percent), ci_low, ci_high, seconds, ...
//   curves.svg   loss and test accuracy per epoch
//   checkpoint.safetensors  the last epoch's state (see checkpoint.h)
#pragma once

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
};

class RunDir {
 public:
  // Opens (creating if needed) `path`. Existing epochs.tsv rows are kept (a resumed run
  // appends); rows at or after `first_epoch` are dropped, since they will be redone.
  RunDir(std::string path, int64_t first_epoch);

  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }
  void write_json(const std::string& name, const nlohmann::json& value) const;  // atomic
  void add_epoch(const EpochRow& row);  // appends to epochs.tsv and redraws curves.svg
  const std::vector<EpochRow>& epochs() const { return rows_; }
  void log(const std::string& line);  // appends one line to train.log

 private:
  void write_rows() const;
  std::string path_;
  std::vector<EpochRow> rows_;
};

// "runs/2026-12-02-mnist-cnn": today's date (UTC) and the name, under `parent`.
std::string default_run_path(const std::string& parent, const std::string& name);

// An SVG with two panels (training loss; test top-1 with its CI band) over epochs.
std::string curves_svg(const std::string& title, const std::vector<EpochRow>& rows);

}  // namespace ladder::train
