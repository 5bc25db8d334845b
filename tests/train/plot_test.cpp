// The plots a run and `ladder eval` write: round ticks with just the digits they need, an SVG
// whose labels are text, and a PNG (cairo) that decodes to the figure's size with ink where the
// data is.
#include "ladder/train/plot.h"

#include <gtest/gtest.h>
#include <png.h>

#include <cmath>
#include <cstring>

#include "ladder/core/error.h"
#include "ladder/train/run_dir.h"

namespace ladder::train {
namespace {

TEST(Plot, TicksAreRoundStepsThatEncloseTheRange) {
  struct Case {
    double lo, hi, step;
    std::vector<std::string> labels;
  };
  const Case cases[] = {
      {0.612, 2.31, 0.5, {"0.5", "1.0", "1.5", "2.0", "2.5"}},
      {84.1, 86.47, 0.5, {"84.0", "84.5", "85.0", "85.5", "86.0", "86.5"}},
      {0, 1e-3, 2e-4, {"0.0000", "0.0002", "0.0004", "0.0006", "0.0008", "0.0010"}},
      {-3, 7, 2, {"-4", "-2", "0", "2", "4", "6", "8"}},
      {1, 12, 2, {"0", "2", "4", "6", "8", "10", "12"}},
  };
  for (const Case& c : cases) {
    const Ticks t = nice_ticks(c.lo, c.hi);
    EXPECT_DOUBLE_EQ(t.step, c.step) << c.lo << ".." << c.hi;
    std::vector<std::string> labels;
    for (double v : t.values) labels.push_back(tick_label(v, t.step));
    EXPECT_EQ(labels, c.labels) << c.lo << ".." << c.hi;
    EXPECT_LE(t.values.front(), c.lo);
    EXPECT_GE(t.values.back(), c.hi);
  }
  const Ticks one = nice_ticks(0.1, 0.1);  // an empty range is widened around its value
  EXPECT_LT(one.values.front(), 0.1);
  EXPECT_GT(one.values.back(), 0.1);
  EXPECT_EQ(tick_label(-0.0001, 0.1), "0.0");  // never "-0.0"
  // Tiny or huge steps (a cosine schedule's last lr, a count) read as exponents, not 0.0000000034.
  EXPECT_EQ(tick_label(3.4e-9, 1e-10), "3.4e-9");
  EXPECT_EQ(tick_label(1.5e6, 5e5), "1.5e6");
  EXPECT_EQ(tick_label(1e-12, 1e-10), "0");
}

Figure two_epochs() {
  std::vector<EpochRow> rows = {
      {.epoch = 1, .loss = 0.9, .lr = 0.1, .correct = 8000, .total = 10000, .top1 = 80, .ci_low = 79.2, .ci_high = 80.8,
       .seconds = 1, .test_loss = 0.7},
      {.epoch = 2, .loss = 0.5, .lr = 0.05, .correct = 8500, .total = 10000, .top1 = 85, .ci_low = 84.3, .ci_high = 85.7,
       .seconds = 1, .test_loss = NAN}};  // a gap: not drawn
  return curves_figure("mnist-cnn on fashion-mnist", rows);
}

TEST(Plot, CurvesSvgHasTheNetTheAxesAndASeriesEach) {
  const std::string svg = figure_svg(two_epochs());
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  for (const char* text : {"mnist-cnn on fashion-mnist", ">epoch<", ">cross-entropy<", ">top-1 (%)<",
                           ">learning rate<", ">train<", ">test<", ">0.05<", ">0.10<"})
    EXPECT_NE(svg.find(text), std::string::npos) << text;
  // train loss (2 points), top-1 (2), lr (2) are lines; test loss has one finite point: a dot only.
  size_t lines = 0;
  for (size_t at = 0; (at = svg.find("stroke-width='2'", at)) != std::string::npos; ++at) ++lines;
  EXPECT_EQ(lines, 3u + 2u) << svg;  // the three series, and two legend swatches
  EXPECT_NE(svg.find("<polygon"), std::string::npos) << "the CI band";
}

// Decodes a PNG held in memory to 8-bit RGB.
std::vector<uint8_t> decode(const std::vector<uint8_t>& png, png_uint_32& width, png_uint_32& height) {
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  EXPECT_TRUE(png_image_begin_read_from_memory(&image, png.data(), png.size())) << image.message;
  image.format = PNG_FORMAT_RGB;
  std::vector<uint8_t> pixels(PNG_IMAGE_SIZE(image));
  EXPECT_TRUE(png_image_finish_read(&image, nullptr, pixels.data(), 0, nullptr)) << image.message;
  width = image.width, height = image.height;
  return pixels;
}

TEST(Plot, CurvesPngHasTheFiguresSizeAndInk) {
  const Figure f = two_epochs();
  const std::vector<uint8_t> png = figure_png(f);
  ASSERT_GT(png.size(), 8u);
  EXPECT_EQ(std::memcmp(png.data(), "\x89PNG\r\n\x1a\n", 8), 0);
  png_uint_32 w = 0, h = 0;
  const std::vector<uint8_t> rgb = decode(png, w, h);
  // The SVG's size at twice the resolution.
  const std::string svg = figure_svg(f);
  const int svg_w = std::stoi(svg.substr(svg.find("width='") + 7)), svg_h = std::stoi(svg.substr(svg.find("height='") + 8));
  EXPECT_EQ(int(w), 2 * svg_w);
  EXPECT_EQ(int(h), 2 * svg_h);
  // Mostly white, with ink: the series' blue somewhere in the left panel.
  int64_t white = 0, blue = 0;
  for (png_uint_32 y = 0; y < h; ++y)
    for (png_uint_32 x = 0; x < w; ++x) {
      const uint8_t* p = &rgb[(size_t(y) * w + x) * 3];
      white += p[0] == 255 && p[1] == 255 && p[2] == 255;
      blue += x < w / 3 && p[2] > 150 && p[0] < 80 && p[1] > 90 && p[1] < 150;  // #1f77b4
    }
  EXPECT_GT(white, int64_t(w) * h * 7 / 10);
  EXPECT_GT(blue, 200) << "the train-loss line";
}

TEST(Plot, ConfusionPictureShowsEveryCountAndName) {
  const Confusion m{"net on data", {"cat", "dog", "fox"}, {{50, 3, 0}, {7, 41, 2}, {0, 1, 96}}};
  const std::string svg = confusion_svg(m);
  for (const char* text : {">50<", ">3<", ">7<", ">41<", ">2<", ">96<", ">cat<", ">dog<", ">fox<", ">predicted<",
                           ">true class<", "net on data"})
    EXPECT_NE(svg.find(text), std::string::npos) << text;
  png_uint_32 w = 0, h = 0;
  decode(confusion_png(m), w, h);
  EXPECT_GT(w, 100u);
  EXPECT_GT(h, 100u);
  const Confusion bad{"", {"a", "b"}, {{1, 2}}};
  EXPECT_THROW(confusion_svg(bad), Error);
}

}  // namespace
}  // namespace ladder::train
