#include "ladder/train/run_dir.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"

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
constexpr const char* kHeader = "epoch\tloss\tlr\tcorrect\ttotal\ttop1\tci_low\tci_high\tseconds";

std::vector<EpochRow> read_rows(const std::string& path) {
  std::vector<EpochRow> rows;
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line) || line != kHeader) return rows;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    EpochRow r;
    if (fields >> r.epoch >> r.loss >> r.lr >> r.correct >> r.total >> r.top1 >> r.ci_low >>
        r.ci_high >> r.seconds)
      rows.push_back(r);
  }
  return rows;
}
}  // namespace

RunDir::RunDir(std::string path, int64_t first_epoch) : path_(std::move(path)) {
  std::error_code ec;
  fs::create_directories(path_, ec);
  LADDER_CHECK(!ec && fs::is_directory(path_), path_, ": cannot create the run directory (",
               ec.message(), ")");
  rows_ = read_rows(file("epochs.tsv"));
  std::erase_if(rows_, [&](const EpochRow& r) { return r.epoch >= first_epoch; });
  write_rows();
}

void RunDir::write_json(const std::string& name, const nlohmann::json& value) const {
  write_file_atomic(file(name), value.dump(2) + "\n");
}

void RunDir::write_rows() const {
  std::ostringstream out;
  out << kHeader << "\n";
  char buf[256];
  for (const EpochRow& r : rows_) {
    std::snprintf(buf, sizeof buf, "%lld\t%.6f\t%.6g\t%lld\t%lld\t%.2f\t%.2f\t%.2f\t%.2f\n",
                  static_cast<long long>(r.epoch), r.loss, r.lr, static_cast<long long>(r.correct),
                  static_cast<long long>(r.total), r.top1, r.ci_low, r.ci_high, r.seconds);
    out << buf;
  }
  write_file_atomic(file("epochs.tsv"), out.str());
}

void RunDir::add_epoch(const EpochRow& row) {
  rows_.push_back(row);
  write_rows();
  write_file_atomic(file("curves.svg"), curves_svg(fs::path(path_).filename().string(), rows_));
}

void RunDir::log(const std::string& line) {
  std::ofstream out(file("train.log"), std::ios::app);
  out << line << "\n";
}

std::string curves_svg(const std::string& title, const std::vector<EpochRow>& rows) {
  constexpr double kW = 360, kH = 220, kLeft = 52, kRight = 12, kTop = 34, kBottom = 36;
  const double plot_w = kW - kLeft - kRight, plot_h = kH - kTop - kBottom;
  std::ostringstream svg;
  svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << 2 * kW << "' height='" << kH
      << "' font-family='sans-serif' font-size='11'>\n<rect width='100%' height='100%' fill='white'/>\n";
  struct Panel {
    const char* label;
    double (*value)(const EpochRow&);
    const char* color;
  };
  const Panel panels[] = {{"training loss", [](const EpochRow& r) { return r.loss; }, "#c0392b"},
                          {"test top-1 (%) with 95% CI", [](const EpochRow& r) { return r.top1; },
                           "#2471a3"}};
  const double last_epoch = rows.empty() ? 1 : static_cast<double>(rows.back().epoch);
  for (int p = 0; p < 2; ++p) {
    const Panel& panel = panels[p];
    const double x0 = p * kW + kLeft;
    double lo = 1e300, hi = -1e300;
    for (const EpochRow& r : rows) {
      double v = panel.value(r);
      lo = std::min(lo, p ? r.ci_low : v);
      hi = std::max(hi, p ? r.ci_high : v);
    }
    if (rows.empty()) lo = 0, hi = 1;
    if (hi - lo < 1e-9) lo -= 0.5, hi += 0.5;
    auto px = [&](double epoch) { return x0 + plot_w * (last_epoch > 1 ? (epoch - 1) / (last_epoch - 1) : 0.5); };
    auto py = [&](double v) { return kTop + plot_h * (1 - (v - lo) / (hi - lo)); };
    svg << "<text x='" << x0 << "' y='18' font-weight='bold'>" << title << ": " << panel.label
        << "</text>\n<rect x='" << x0 << "' y='" << kTop << "' width='" << plot_w << "' height='"
        << plot_h << "' fill='none' stroke='#999'/>\n";
    for (int t = 0; t <= 4; ++t) {
      double v = lo + (hi - lo) * t / 4;
      svg << "<text x='" << x0 - 4 << "' y='" << py(v) + 4 << "' text-anchor='end'>"
          << (std::fabs(hi - lo) < 0.1 ? std::round(v * 1000) / 1000 : std::round(v * 100) / 100)
          << "</text>\n";
    }
    svg << "<text x='" << x0 + plot_w / 2 << "' y='" << kH - 8 << "' text-anchor='middle'>epoch (1–"
        << static_cast<int64_t>(last_epoch) << ")</text>\n";
    if (p == 1 && !rows.empty()) {  // the CI band
      svg << "<polygon fill='#aed6f1' stroke='none' points='";
      for (const EpochRow& r : rows) svg << px(r.epoch) << "," << py(r.ci_high) << " ";
      for (auto it = rows.rbegin(); it != rows.rend(); ++it) svg << px(it->epoch) << "," << py(it->ci_low) << " ";
      svg << "'/>\n";
    }
    svg << "<polyline fill='none' stroke='" << panel.color << "' stroke-width='2' points='";
    for (const EpochRow& r : rows) svg << px(r.epoch) << "," << py(panel.value(r)) << " ";
    svg << "'/>\n";
    for (const EpochRow& r : rows)
      svg << "<circle cx='" << px(r.epoch) << "' cy='" << py(panel.value(r)) << "' r='2.5' fill='"
          << panel.color << "'/>\n";
  }
  svg << "</svg>\n";
  return svg.str();
}

}  // namespace ladder::train
