#include "ladder/train/console.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "ladder/train/run_dir.h"

namespace ladder::train {

namespace {
bool env_set(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0';
}
}  // namespace

Console::Console(bool silent)
    : interactive_(!silent && ::isatty(STDERR_FILENO) && !env_set("NO_COLOR") && !env_set("CI")),
      silent_(silent) {}

std::string format_duration(double s) {
  char buf[32];
  if (s < 1) std::snprintf(buf, sizeof buf, "%.0fms", s * 1000);
  else if (s < 60) std::snprintf(buf, sizeof buf, "%.1fs", s);
  else if (s < 3600) std::snprintf(buf, sizeof buf, "%dm %02ds", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
  else std::snprintf(buf, sizeof buf, "%dh %02dm", static_cast<int>(s) / 3600, static_cast<int>(s) % 3600 / 60);
  return buf;
}

void Console::end_progress() {
  if (bar_shown_) std::fprintf(stderr, "\r\033[K");
  bar_shown_ = false;
}

void Console::line(const std::string& text) {
  if (run_) run_->log(text);
  if (silent_) return;
  end_progress();
  std::printf("%s\n", text.c_str());
  std::fflush(stdout);
}

void Console::progress(const std::string& label, int64_t step, int64_t total, double running_loss) {
  auto now = std::chrono::steady_clock::now();
  if (step <= 1 || step < epoch_first_step_) {
    epoch_start_ = now;
    epoch_first_step_ = step;
    last_quarter_ = 0;
  }
  double elapsed = std::chrono::duration<double>(now - epoch_start_).count();
  double rate = elapsed > 0 ? static_cast<double>(step - epoch_first_step_) / elapsed : 0;
  double eta = rate > 0 ? static_cast<double>(total - step) / rate : 0;
  if (silent_) return;
  if (interactive_) {
    if (step != total && now - last_draw_ < std::chrono::milliseconds(100)) return;
    last_draw_ = now;
    constexpr int kWidth = 28;
    int filled = total > 0 ? static_cast<int>(kWidth * step / total) : 0;
    std::string bar(static_cast<size_t>(filled), '#');
    bar.resize(kWidth, '.');
    std::fprintf(stderr, "\r\033[K%s [%s] %lld/%lld  %.1f steps/s  ETA %s  loss %.4f", label.c_str(),
                 bar.c_str(), static_cast<long long>(step), static_cast<long long>(total), rate,
                 format_duration(eta).c_str(), running_loss);
    std::fflush(stderr);
    bar_shown_ = true;
    return;
  }
  int64_t quarter = total > 0 ? 4 * step / total : 0;
  if (quarter > last_quarter_ && quarter < 4) {
    last_quarter_ = quarter;
    std::printf("%s %lld/%lld steps, %.1f steps/s, ETA %s, loss %.4f\n", label.c_str(),
                static_cast<long long>(step), static_cast<long long>(total), rate,
                format_duration(eta).c_str(), running_loss);
    std::fflush(stdout);
  }
}

}  // namespace ladder::train
