#include "ladder/train/plot.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>

#include "ladder/core/error.h"

namespace ladder::train {

Ticks nice_ticks(double lo, double hi, int target) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) lo = 0, hi = 1;
  if (hi < lo) std::swap(lo, hi);
  if (hi - lo < 1e-12 * std::max(1.0, std::abs(hi))) {  // one value: a range around it
    const double pad = lo == 0 ? 1 : std::abs(lo) * 0.1;
    lo -= pad, hi += pad;
  }
  const double raw = (hi - lo) / std::max(target, 1);
  const double magnitude = std::pow(10, std::floor(std::log10(raw)));
  const double f = raw / magnitude;
  const double step = (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * magnitude;
  Ticks t{{}, step};
  const double first = std::floor(lo / step + 1e-9), last = std::ceil(hi / step - 1e-9);
  for (double k = first; k <= last + 0.5; ++k) t.values.push_back(k * step);
  return t;
}

std::string tick_label(double value, double step) {
  const int step_digit = static_cast<int>(std::floor(std::log10(step) + 1e-9));  // the step's leading digit
  char text[32];
  if (step_digit < -4 || step_digit > 4) {  // 0.00005 or 500000 would crowd the axis: 5e-5, 5e5
    if (std::abs(value) < step / 2) return "0";
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(value)) + 1e-9));
    std::snprintf(text, sizeof text, "%.*fe%d", std::max(0, exponent - step_digit), value / std::pow(10, exponent),
                  exponent);
    return text;
  }
  std::snprintf(text, sizeof text, "%.*f", std::max(0, -step_digit), value);
  std::string s = text;
  if (s.find_first_not_of("-0.") == std::string::npos && s[0] == '-') s.erase(0, 1);  // "-0.0"
  return s;
}

namespace {

// What both backends draw: a small set of primitives in figure coordinates (pixels at 1x).
class Canvas {
 public:
  virtual ~Canvas() = default;
  virtual void line(const std::vector<std::pair<double, double>>& points, const std::string& color, double width,
                    bool dashed = false) = 0;
  virtual void fill(const std::vector<std::pair<double, double>>& points, const std::string& color, double opacity) = 0;
  virtual void circle(double x, double y, double r, const std::string& color) = 0;
  // anchor: 's'tart, 'm'iddle, 'e'nd; rotated: reads bottom to top (a y axis label).
  virtual void text(double x, double y, const std::string& s, double size, char anchor, const std::string& color,
                    bool bold = false, bool rotated = false) = 0;
};

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '&' ? "&amp;" : std::string(1, c);
  return out;
}

class SvgCanvas : public Canvas {
 public:
  SvgCanvas(double w, double h) {
    out_ << "<svg xmlns='http://www.w3.org/2000/svg' width='" << w << "' height='" << h
         << "' font-family='DejaVu Sans, sans-serif'>\n<rect width='100%' height='100%' fill='white'/>\n";
  }
  void line(const std::vector<std::pair<double, double>>& p, const std::string& color, double width,
            bool dashed) override {
    out_ << "<polyline fill='none' stroke='" << color << "' stroke-width='" << width << "'"
         << (dashed ? " stroke-dasharray='3,3'" : "") << " points='" << points(p) << "'/>\n";
  }
  void fill(const std::vector<std::pair<double, double>>& p, const std::string& color, double opacity) override {
    out_ << "<polygon fill='" << color << "' fill-opacity='" << opacity << "' stroke='none' points='" << points(p)
         << "'/>\n";
  }
  void circle(double x, double y, double r, const std::string& color) override {
    out_ << "<circle cx='" << x << "' cy='" << y << "' r='" << r << "' fill='" << color << "'/>\n";
  }
  void text(double x, double y, const std::string& s, double size, char anchor, const std::string& color, bool bold,
            bool rotated) override {
    out_ << "<text x='" << x << "' y='" << y << "' font-size='" << size << "' fill='" << color << "' text-anchor='"
         << (anchor == 's' ? "start" : anchor == 'm' ? "middle" : "end") << "'" << (bold ? " font-weight='bold'" : "");
    if (rotated) out_ << " transform='rotate(-90 " << x << " " << y << ")'";
    out_ << ">" << escape(s) << "</text>\n";
  }
  std::string finish() { return out_.str() + "</svg>\n"; }

 private:
  static std::string points(const std::vector<std::pair<double, double>>& p) {
    std::ostringstream s;
    s.precision(5);
    for (const auto& [x, y] : p) s << x << "," << y << " ";
    return s.str();
  }
  std::ostringstream out_;
};

class CairoCanvas : public Canvas {
 public:
  CairoCanvas(double w, double h, double scale)
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(w * scale),
                                            static_cast<int>(h * scale))),
        cr_(cairo_create(surface_)) {
    cairo_scale(cr_, scale, scale);
    cairo_set_source_rgb(cr_, 1, 1, 1);
    cairo_paint(cr_);
    cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  }
  ~CairoCanvas() override {
    cairo_destroy(cr_);
    cairo_surface_destroy(surface_);
  }
  void line(const std::vector<std::pair<double, double>>& p, const std::string& color, double width,
            bool dashed) override {
    if (p.empty()) return;
    path(p);
    set_color(color, 1);
    cairo_set_line_width(cr_, width);
    cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
    const double dash[] = {3, 3};
    cairo_set_dash(cr_, dash, dashed ? 2 : 0, 0);
    cairo_stroke(cr_);
  }
  void fill(const std::vector<std::pair<double, double>>& p, const std::string& color, double opacity) override {
    if (p.empty()) return;
    path(p);
    cairo_close_path(cr_);
    set_color(color, opacity);
    cairo_fill(cr_);
  }
  void circle(double x, double y, double r, const std::string& color) override {
    cairo_new_path(cr_);
    cairo_arc(cr_, x, y, r, 0, 2 * M_PI);
    set_color(color, 1);
    cairo_fill(cr_);
  }
  void text(double x, double y, const std::string& s, double size, char anchor, const std::string& color, bool bold,
            bool rotated) override {
    cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr_, size);
    cairo_text_extents_t e;
    cairo_text_extents(cr_, s.c_str(), &e);
    const double shift = anchor == 's' ? 0 : anchor == 'm' ? e.x_advance / 2 : e.x_advance;
    cairo_save(cr_);
    cairo_translate(cr_, x, y);
    if (rotated) cairo_rotate(cr_, -M_PI / 2);
    cairo_move_to(cr_, -shift, 0);
    set_color(color, 1);
    cairo_show_text(cr_, s.c_str());
    cairo_restore(cr_);
  }
  std::vector<uint8_t> finish() {
    cairo_surface_flush(surface_);
    std::vector<uint8_t> png;
    auto write = [](void* closure, const unsigned char* data, unsigned int length) {
      auto* out = static_cast<std::vector<uint8_t>*>(closure);
      out->insert(out->end(), data, data + length);
      return CAIRO_STATUS_SUCCESS;
    };
    LADDER_CHECK(cairo_surface_write_to_png_stream(surface_, write, &png) == CAIRO_STATUS_SUCCESS,
                 "cairo: cannot encode the PNG");
    return png;
  }

 private:
  void path(const std::vector<std::pair<double, double>>& p) {
    cairo_new_path(cr_);
    cairo_move_to(cr_, p[0].first, p[0].second);
    for (size_t i = 1; i < p.size(); ++i) cairo_line_to(cr_, p[i].first, p[i].second);
  }
  void set_color(const std::string& hex, double alpha) {
    unsigned r = 0, g = 0, b = 0;
    std::sscanf(hex.c_str(), "#%02x%02x%02x", &r, &g, &b);
    cairo_set_source_rgba(cr_, r / 255.0, g / 255.0, b / 255.0, alpha);
  }
  cairo_surface_t* surface_;
  cairo_t* cr_;
};

constexpr double kPanelW = 380, kPanelH = 280, kTitleH = 30;
constexpr double kLeft = 62, kRight = 14, kTop = 28, kBottom = 46;
const char* const kGrey = "#555555";
const char* const kGrid = "#e4e4e4";

void draw_panel(Canvas& c, const Panel& p, double ox, double oy) {
  // The data's extent (the band included), then round ticks around it.
  double x_lo = INFINITY, x_hi = -INFINITY, y_lo = INFINITY, y_hi = -INFINITY;
  auto extend = [&](const Series& s) {
    for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      if (!std::isfinite(s.y[i]) || (p.log_y && s.y[i] <= 0)) continue;
      const double y = p.log_y ? std::log10(s.y[i]) : s.y[i];
      x_lo = std::min(x_lo, s.x[i]), x_hi = std::max(x_hi, s.x[i]);
      y_lo = std::min(y_lo, y), y_hi = std::max(y_hi, y);
    }
  };
  for (const Series& s : p.series) extend(s);
  if (p.band_low) extend(*p.band_low), extend(*p.band_high);
  if (x_lo > x_hi) x_lo = 0, x_hi = 1, y_lo = 0, y_hi = 1;
  Ticks xt = nice_ticks(x_lo, x_hi, 6), yt = nice_ticks(y_lo, y_hi, 5);
  if (p.integer_x && xt.step < 1) {  // whole epochs: a tick at each
    xt = {{}, 1};
    const double lo = x_lo == x_hi ? x_lo - 1 : std::floor(x_lo), hi = x_lo == x_hi ? x_hi + 1 : std::ceil(x_hi);
    for (double v = lo; v <= hi; ++v) xt.values.push_back(v);
  }
  const double x0 = xt.values.front(), x1 = xt.values.back(), y0 = yt.values.front(), y1 = yt.values.back();
  const double left = ox + kLeft, right = ox + kPanelW - kRight, top = oy + kTop, bottom = oy + kPanelH - kBottom;
  auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * (right - left); };
  auto py = [&](double y) {
    const double v = p.log_y ? std::log10(y) : y;
    return bottom - (v - y0) / (y1 - y0) * (bottom - top);
  };

  c.text(ox + kPanelW / 2, oy + 18, p.title, 13, 'm', "#222222", true);
  for (double v : yt.values) {
    const double y = bottom - (v - y0) / (y1 - y0) * (bottom - top);
    c.line({{left, y}, {right, y}}, kGrid, 1);
    c.text(left - 6, y + 4, p.log_y ? "1e" + tick_label(v, 1) : tick_label(v, yt.step), 10, 'e', kGrey);
  }
  for (double v : xt.values) {
    const double x = px(v);
    c.line({{x, bottom}, {x, bottom + 4}}, kGrey, 1);
    c.text(x, bottom + 16, tick_label(v, xt.step), 10, 'm', kGrey);
  }
  c.line({{left, top}, {left, bottom}, {right, bottom}}, kGrey, 1);
  c.text(ox + (left - ox + right - ox) / 2, bottom + 34, p.x_label, 11, 'm', "#333333");
  c.text(ox + 14, (top + bottom) / 2, p.y_label, 11, 'm', "#333333", false, true);

  if (p.band_low && p.band_high) {
    std::vector<std::pair<double, double>> poly;
    for (size_t i = 0; i < p.band_high->x.size(); ++i) poly.emplace_back(px(p.band_high->x[i]), py(p.band_high->y[i]));
    for (size_t i = p.band_low->x.size(); i-- > 0;) poly.emplace_back(px(p.band_low->x[i]), py(p.band_low->y[i]));
    c.fill(poly, p.band_low->color, 0.25);
    if (p.band_low->x.size() == 1)  // one epoch: the interval as an error bar
      c.line({{px(p.band_low->x[0]), py(p.band_low->y[0])}, {px(p.band_high->x[0]), py(p.band_high->y[0])}},
             p.band_low->color, 1.5);
  }
  double legend_y = top + 14;
  for (const Series& s : p.series) {
    std::vector<std::pair<double, double>> run;  // consecutive finite points
    auto flush = [&] {
      if (run.size() > 1) c.line(run, s.color, 2);
      run.clear();
    };
    for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      if (!std::isfinite(s.y[i]) || (p.log_y && s.y[i] <= 0)) {
        flush();
        continue;
      }
      run.emplace_back(px(s.x[i]), py(s.y[i]));
      c.circle(run.back().first, run.back().second, 2.5, s.color);
    }
    flush();
    if (!s.label.empty() && p.series.size() > 1) {
      c.line({{right - 96, legend_y - 4}, {right - 80, legend_y - 4}}, s.color, 2);
      c.text(right - 76, legend_y, s.label, 10, 's', "#333333");
      legend_y += 14;
    }
  }
}

void draw_figure(Canvas& c, const Figure& f) {
  c.text(kPanelW * static_cast<double>(f.panels.size()) / 2, 21, f.title, 15, 'm', "#111111", true);
  for (size_t i = 0; i < f.panels.size(); ++i) draw_panel(c, f.panels[i], kPanelW * static_cast<double>(i), kTitleH);
}

// Shade of a cell: white to a deep blue with the row share.
std::string cell_color(double share) {
  const auto mix = [&](int from, int to) { return static_cast<int>(std::lround(from + (to - from) * share)); };
  char hex[8];
  std::snprintf(hex, sizeof hex, "#%02x%02x%02x", mix(255, 8), mix(255, 69), mix(255, 148));
  return hex;
}

constexpr double kCell = 44, kNames = 86;

std::pair<double, double> confusion_size(const Confusion& m) {
  const double n = static_cast<double>(m.classes.size());
  return {kNames + 24 + n * kCell + 16, 40 + kNames + n * kCell + 20};
}

void draw_confusion(Canvas& c, const Confusion& m) {
  const size_t n = m.classes.size();
  LADDER_CHECK(m.counts.size() == n, "confusion matrix: ", m.counts.size(), " rows for ", n, " classes");
  const auto [w, h] = confusion_size(m);
  const double left = kNames + 24, top = 40 + kNames;
  c.text(w / 2, 22, m.title, 14, 'm', "#111111", true);
  c.text(left + static_cast<double>(n) * kCell / 2, 40, "predicted", 11, 'm', "#333333");
  c.text(14, top + static_cast<double>(n) * kCell / 2, "true class", 11, 'm', "#333333", false, true);
  for (size_t t = 0; t < n; ++t) {
    LADDER_CHECK(m.counts[t].size() == n, "confusion matrix: row ", t, " has ", m.counts[t].size(), " columns");
    int64_t row = 0;
    for (int64_t v : m.counts[t]) row += v;
    const double y = top + static_cast<double>(t) * kCell;
    c.text(left - 6, y + kCell / 2 + 4, m.classes[t], 10, 'e', "#333333");
    for (size_t p = 0; p < n; ++p) {
      const double x = left + static_cast<double>(p) * kCell;
      const double share = row > 0 ? static_cast<double>(m.counts[t][p]) / static_cast<double>(row) : 0;
      c.fill({{x, y}, {x + kCell, y}, {x + kCell, y + kCell}, {x, y + kCell}}, cell_color(share), 1);
      c.text(x + kCell / 2, y + kCell / 2 + 4, std::to_string(m.counts[t][p]), 10, 'm',
             share > 0.5 ? "#ffffff" : "#222222", t == p);
    }
  }
  for (size_t p = 0; p < n; ++p)  // column names, rotated, above the grid
    c.text(left + static_cast<double>(p) * kCell + kCell / 2 + 4, top - 6, m.classes[p], 10, 's', "#333333", false,
           true);
}

}  // namespace

std::string figure_svg(const Figure& f) {
  SvgCanvas c(kPanelW * static_cast<double>(f.panels.size()), kTitleH + kPanelH);
  draw_figure(c, f);
  return c.finish();
}

std::vector<uint8_t> figure_png(const Figure& f) {
  CairoCanvas c(kPanelW * static_cast<double>(f.panels.size()), kTitleH + kPanelH, 2);
  draw_figure(c, f);
  return c.finish();
}

std::string confusion_svg(const Confusion& m) {
  const auto [w, h] = confusion_size(m);
  SvgCanvas c(w, h);
  draw_confusion(c, m);
  return c.finish();
}

std::vector<uint8_t> confusion_png(const Confusion& m) {
  const auto [w, h] = confusion_size(m);
  CairoCanvas c(w, h, 2);
  draw_confusion(c, m);
  return c.finish();
}

}  // namespace ladder::train
