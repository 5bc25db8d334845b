// Pictures a person reads at a glance: line charts of a run (loss, accuracy, learning rate per
// epoch) and a confusion matrix. Each is drawn once, through a Canvas, into two backends: SVG
// text (labels stay text, searchable and small) and PNG, rasterised with cairo.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ladder::train {

// Round tick positions covering [lo, hi]: steps of 1, 2 or 5 × 10^k, about `target` of them;
// the first and last ticks enclose the range (an empty range is widened around its value).
struct Ticks {
  std::vector<double> values;
  double step = 1;
};
Ticks nice_ticks(double lo, double hi, int target = 5);
// `value` with just the decimals `step` needs: 0.6 not 0.61, 86 or 86.5 not 86.47; never "-0".
std::string tick_label(double value, double step);

struct Series {
  std::string label, color;
  std::vector<double> x, y;  // NaN y values are gaps
};

struct Panel {
  std::string title, x_label, y_label;
  std::vector<Series> series;
  std::optional<Series> band_low, band_high;  // a shaded band between two series (a CI)
  bool integer_x = true;                       // x ticks at whole numbers only (epochs)
  bool log_y = false;
};

struct Figure {
  std::string title;
  std::vector<Panel> panels;  // side by side
};

std::string figure_svg(const Figure& figure);
std::vector<uint8_t> figure_png(const Figure& figure);  // at 2x for a crisp picture

// A heat map of `counts` [true class][predicted class], each row's shade by its share of the
// row, the count in every cell, class names on both axes.
struct Confusion {
  std::string title;
  std::vector<std::string> classes;
  std::vector<std::vector<int64_t>> counts;
};
std::string confusion_svg(const Confusion& confusion);
std::vector<uint8_t> confusion_png(const Confusion& confusion);

}  // namespace ladder::train
