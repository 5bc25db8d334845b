// Image files for `ladder predict`: PNG, JPEG and IDX decode to the pixels written, damaged or
// foreign files are refused naming the file, and resizing and channel conversion do what the
// data sets' loaders would.
#include "temp_dir.h"
#include "error_message.h"
#include "ladder/data/image_file.h"

#include <gtest/gtest.h>
#include <png.h>
#include <zlib.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "ladder/core/error.h"

namespace ladder::data {
namespace {

namespace fs = std::filesystem;

class ImageFile : public ::testing::Test {
 protected:
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  void write_bytes(const std::string& p, const std::string& bytes) const {
    std::ofstream(p, std::ios::binary) << bytes;
  }
  ladder::testing::TempDir temp_{"ladder_img"};
  const std::filesystem::path dir_ = temp_.path();
};

Image pattern_image(int64_t channels, int64_t h, int64_t w) {
  Image img{"p", channels, h, w, {}};
  for (int64_t y = 0; y < h; ++y)
    for (int64_t x = 0; x < w; ++x)
      for (int64_t c = 0; c < channels; ++c) img.pixels.push_back(uint8_t((y * 37 + x * 11 + c * 80) % 256));
  return img;
}

TEST_F(ImageFile, PngRoundTripsGreyAndRgb) {
  for (int64_t channels : {1, 3}) {
    const Image img = pattern_image(channels, 5, 7);
    write_png(path("a.png"), img);
    const std::vector<Image> back = read_images(path("a.png"));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].name, "a.png");
    EXPECT_EQ(back[0].channels, channels);
    EXPECT_EQ(back[0].height, 5);
    EXPECT_EQ(back[0].width, 7);
    EXPECT_EQ(back[0].pixels, img.pixels);
  }
}

TEST_F(ImageFile, PngAlphaIsCompositedOverBlack) {
  png_image png;
  std::memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  png.width = 2, png.height = 1, png.format = PNG_FORMAT_GA;
  const uint8_t ga[] = {200, 255, 200, 0};  // opaque 200, fully transparent 200
  ASSERT_TRUE(png_image_write_to_file(&png, path("ga.png").c_str(), 0, ga, 0, nullptr));
  const Image back = read_images(path("ga.png")).at(0);
  ASSERT_EQ(back.channels, 1);
  EXPECT_EQ(back.pixels, (std::vector<uint8_t>{200, 0}));
}

TEST_F(ImageFile, JpegDecodesCloseToWhatWasEncoded) {
  Image img{"smooth", 3, 16, 16, {}};  // JPEG is made for smooth images
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x)
      for (int c = 0; c < 3; ++c) img.pixels.push_back(uint8_t(40 + 8 * x + 4 * y + 20 * c));
  write_jpeg(path("a.jpg"), img, 100);
  const Image back = read_images(path("a.jpg")).at(0);
  ASSERT_EQ(back.channels, 3);
  ASSERT_EQ(back.pixels.size(), img.pixels.size());
  double err = 0;
  for (size_t i = 0; i < img.pixels.size(); ++i) err += std::abs(int(back.pixels[i]) - int(img.pixels[i]));
  EXPECT_LT(err / double(img.pixels.size()), 3.0) << "mean absolute error of a quality-100 JPEG";

  // A truncated JPEG is an error naming the file, not an exit from inside libjpeg.
  std::string bytes;
  {
    std::ifstream in(path("a.jpg"), std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  for (size_t keep : {size_t{40}, bytes.size() - 20}) {  // in the header; in the scan data
    write_bytes(path("cut.jpg"), bytes.substr(0, keep));
    const std::string e = testing::error_message([&] { read_images(path("cut.jpg")); });
    EXPECT_NE(e.find("cut.jpg: a damaged JPEG"), std::string::npos) << keep << ": " << e;
  }
}

TEST_F(ImageFile, IdxHoldsManyImagesRawOrGzipped) {
  std::string idx = {0, 0, 8, 3, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 2};
  for (int i = 0; i < 12; ++i) idx += char(i * 20);
  write_bytes(path("x.idx"), idx);
  gzFile gz = gzopen(path("x.idx.gz").c_str(), "wb");
  gzwrite(gz, idx.data(), unsigned(idx.size()));
  gzclose(gz);
  for (const char* name : {"x.idx", "x.idx.gz"}) {
    const std::vector<Image> images = read_images(path(name));
    ASSERT_EQ(images.size(), 3u) << name;
    EXPECT_EQ(images[2].name, std::string(name) + "[2]");
    EXPECT_EQ(images[2].pixels, (std::vector<uint8_t>{160, 180, 200, 220}));
  }
  const std::string one = {0, 0, 8, 2, 0, 0, 0, 1, 0, 0, 0, 2, 7, 9};
  write_bytes(path("one.idx"), one);
  const std::vector<Image> single = read_images(path("one.idx"));
  ASSERT_EQ(single.size(), 1u);
  EXPECT_EQ(single[0].name, "one.idx");
  EXPECT_EQ(single[0].width, 2);
}

TEST_F(ImageFile, RefusesWhatIsNotAnImage) {
  write_bytes(path("notes.txt"), "hello, world\n");
  std::string e = testing::error_message([&] { read_images(path("notes.txt")); });
  EXPECT_NE(e.find("notes.txt"), std::string::npos);
  EXPECT_NE(e.find("not a PNG, JPEG or IDX"), std::string::npos) << e;
  e = testing::error_message([&] { read_images(path("missing.png")); });
  EXPECT_NE(e.find("missing.png: no such file"), std::string::npos) << e;
  write_png(path("a.png"), pattern_image(1, 8, 8));
  std::string bytes;
  {
    std::ifstream in(path("a.png"), std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  write_bytes(path("cut.png"), bytes.substr(0, 50));
  e = testing::error_message([&] { read_images(path("cut.png")); });
  EXPECT_NE(e.find("cut.png"), std::string::npos) << e;
  EXPECT_NE(e.find("PNG"), std::string::npos) << e;
  const std::string rank1 = {0, 0, 8, 1, 0, 0, 0, 2, 1, 2};
  write_bytes(path("v.idx"), rank1);
  e = testing::error_message([&] { read_images(path("v.idx")); });
  EXPECT_NE(e.find("rank 1"), std::string::npos) << e;
}

TEST(Resize, WholeFactorShrinkIsAnExactBoxAverage) {
  // A 28×28 image enlarged 2× by repeating pixels comes back exactly.
  const Image small = pattern_image(1, 28, 28);
  Image big{"big", 1, 56, 56, {}};
  for (int64_t y = 0; y < 56; ++y)
    for (int64_t x = 0; x < 56; ++x) big.pixels.push_back(small.at(y / 2, x / 2, 0));
  const std::vector<float> back = resize(big, 28, 28);
  for (int64_t i = 0; i < 28 * 28; ++i) ASSERT_EQ(back[size_t(i)], float(small.pixels[size_t(i)])) << i;
  // 2×2 blocks of different values average.
  const Image quad{"q", 1, 2, 2, {0, 100, 200, 40}};
  EXPECT_FLOAT_EQ(resize(quad, 1, 1)[0], 85.0f);
  // A 3-to-2 shrink weighs the middle pixel half to each side.
  const Image row{"r", 1, 1, 3, {30, 60, 90}};
  const std::vector<float> two = resize(row, 1, 2);
  EXPECT_FLOAT_EQ(two[0], (30 + 0.5f * 60) / 1.5f);
  EXPECT_FLOAT_EQ(two[1], (0.5f * 60 + 90) / 1.5f);
}

TEST(Resize, EnlargingInterpolatesBetweenCentres) {
  const Image row{"r", 1, 1, 2, {0, 100}};
  const std::vector<float> four = resize(row, 1, 4);
  EXPECT_FLOAT_EQ(four[0], 0);     // clamped at the edge
  EXPECT_FLOAT_EQ(four[1], 25);    // a quarter of the way from centre 0 to centre 1
  EXPECT_FLOAT_EQ(four[2], 75);
  EXPECT_FLOAT_EQ(four[3], 100);
  const Image same = pattern_image(3, 4, 5);
  const std::vector<float> copy = resize(same, 4, 5);
  for (size_t i = 0; i < copy.size(); ++i) ASSERT_EQ(copy[i], float(same.pixels[i]));
}

TEST(ToChw, ConvertsChannelsAndScales) {
  const Image rgb{"c", 3, 1, 2, {255, 0, 0, 10, 20, 30}};
  const std::vector<float> grey = to_chw(rgb, 1, 1, 2);
  EXPECT_NEAR(grey[0], 0.299f, 1e-6);
  EXPECT_NEAR(grey[1], (0.299f * 10 + 0.587f * 20 + 0.114f * 30) / 255, 1e-6);
  const std::vector<float> planes = to_chw(rgb, 3, 1, 2);  // HWC to CHW
  EXPECT_EQ(planes, (std::vector<float>{1, 10 / 255.0f, 0, 20 / 255.0f, 0, 30 / 255.0f}));
  const Image g{"g", 1, 1, 1, {51}};
  EXPECT_EQ(to_chw(g, 3, 1, 1), (std::vector<float>(3, 51 / 255.0f)));
}

}  // namespace
}  // namespace ladder::data
