#include "ladder/train/run_dir.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"
#include "ladder/train/plot.h"

namespace ladder::train {

namespace fs = std::filesystem;

std::string default_run_path(const std::string& parent, const std::string& name) {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char date[16];
  std::strftime(date, sizeof date, "%Y-%m-%d", &tm);
  return parent + "/" + date + "-" + name;
}

namespace {
// Runs written before test_loss was recorded have the header without it; they still resume.
constexpr const char* kOldHeader = "epoch\tloss\tlr\tcorrect\ttotal\ttop1\tci_low\tci_high\tseconds";
constexpr const char* kHeader = "epoch\tloss\tlr\tcorrect\ttotal\ttop1\tci_low\tci_high\tseconds\ttest_loss";

std::vector<EpochRow> read_rows(const std::string& path) {
  std::vector<EpochRow> rows;
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line) || (line != kHeader && line != kOldHeader)) return rows;
  const bool with_test_loss = line == kHeader;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    EpochRow r;
    if (!(fields >> r.epoch >> r.loss >> r.lr >> r.correct >> r.total >> r.top1 >> r.ci_low >> r.ci_high >>
          r.seconds))
      continue;
    std::string test_loss;
    if (with_test_loss && fields >> test_loss) r.test_loss = test_loss == "nan" ? NAN : std::strtod(test_loss.c_str(), nullptr);
    rows.push_back(r);
  }
  return rows;
}
}  // namespace

RunDir::RunDir(std::string path, int64_t first_epoch, bool writes) : path_(std::move(path)), writes_(writes) {
  if (writes_) {
    std::error_code ec;
    fs::create_directories(path_, ec);
    LADDER_CHECK(!ec && fs::is_directory(path_), path_, ": cannot create the run directory (",
                 ec.message(), ")");
  }
  rows_ = read_rows(file("epochs.tsv"));
  std::erase_if(rows_, [&](const EpochRow& r) { return r.epoch >= first_epoch; });
  write_rows();
}

void RunDir::write_json(const std::string& name, const nlohmann::json& value) const {
  if (writes_) write_file_atomic(file(name), value.dump(2) + "\n");
}

void RunDir::write_rows() const {
  if (!writes_) return;
  std::ostringstream out;
  out << kHeader << "\n";
  char buf[256];
  for (const EpochRow& r : rows_) {
    std::snprintf(buf, sizeof buf, "%lld\t%.6f\t%.6g\t%lld\t%lld\t%.2f\t%.2f\t%.2f\t%.2f\t",
                  static_cast<long long>(r.epoch), r.loss, r.lr, static_cast<long long>(r.correct),
                  static_cast<long long>(r.total), r.top1, r.ci_low, r.ci_high, r.seconds);
    out << buf;
    if (std::isnan(r.test_loss)) {
      out << "nan\n";
    } else {
      std::snprintf(buf, sizeof buf, "%.6f\n", r.test_loss);
      out << buf;
    }
  }
  write_file_atomic(file("epochs.tsv"), out.str());
}

void RunDir::add_epoch(const EpochRow& row) {
  rows_.push_back(row);
  write_rows();
  if (!writes_) return;
  const Figure figure = curves_figure(title_.empty() ? fs::path(path_).filename().string() : title_, rows_);
  write_file_atomic(file("curves.svg"), figure_svg(figure));
  const std::vector<uint8_t> png = figure_png(figure);
  write_file_atomic(file("curves.png"), std::string(png.begin(), png.end()));
}

void RunDir::log(const std::string& line) {
  if (!writes_) return;
  std::ofstream out(file("train.log"), std::ios::app);
  out << line << "\n";
}

Figure curves_figure(const std::string& title, const std::vector<EpochRow>& rows) {
  Series train_loss{"train", "#1f77b4", {}, {}}, test_loss{"test", "#d62728", {}, {}};
  Series top1{"top-1", "#2c7d32", {}, {}}, low{"", "#2c7d32", {}, {}}, high{"", "#2c7d32", {}, {}};
  Series lr{"lr", "#6a3d9a", {}, {}};
  for (const EpochRow& r : rows) {
    const double e = static_cast<double>(r.epoch);
    for (Series* s : {&train_loss, &test_loss, &top1, &low, &high, &lr}) s->x.push_back(e);
    train_loss.y.push_back(r.loss), test_loss.y.push_back(r.test_loss);
    top1.y.push_back(r.top1), low.y.push_back(r.ci_low), high.y.push_back(r.ci_high);
    lr.y.push_back(r.lr);
  }
  Figure f{title, {}};
  f.panels.push_back({"loss", "epoch", "cross-entropy", {train_loss, test_loss}, {}, {}, true, false});
  f.panels.push_back({"test top-1 with 95% CI", "epoch", "top-1 (%)", {top1}, low, high, true, false});
  f.panels.push_back({"learning rate", "epoch", "lr (at the epoch's last step)", {lr}, {}, {}, true, false});
  return f;
}

}  // namespace ladder::train
