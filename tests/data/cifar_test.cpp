#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

#include "ladder/core/error.h"
#include "ladder/data/cifar.h"
#include "ladder/data/dataset.h"

namespace ladder::data {
namespace {

namespace fs = std::filesystem;

class CifarTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ladder_cifar_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  // Record r: label r % 10, pixel i of channel c = (r + c) % 256.
  std::string write_batch(const std::string& name, int records, int extra_bytes = 0) {
    std::string bytes;
    for (int r = 0; r < records; ++r) {
      bytes += static_cast<char>(r % 10);
      for (int c = 0; c < 3; ++c) bytes += std::string(1024, static_cast<char>((r + c) % 256));
    }
    bytes += std::string(static_cast<size_t>(extra_bytes), '\0');
    std::string path = dir_ / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  fs::path dir_;
};

TEST_F(CifarTest, LoadsAndNormalisesPerChannel) {
  for (int i = 1; i <= 5; ++i) write_batch("data_batch_" + std::to_string(i) + ".bin", 4);
  write_batch("test_batch.bin", 3);
  ASSERT_TRUE(has_cifar10(dir_.string()));
  Splits s = load_cifar10(dir_.string());
  EXPECT_EQ(s.train.size(), 20);
  EXPECT_EQ(s.test.size(), 3);
  EXPECT_EQ(s.test.labels[2], 2);
  // test record 1, channel 2 (blue): byte 3 -> (3/255 - 0.4465) / 0.2616
  EXPECT_NEAR(s.test.images[1 * 3072 + 2 * 1024 + 7], (3 / 255.0 - 0.4465) / 0.2616, 1e-5);
}

TEST_F(CifarTest, RejectsTruncatedAndWrongSizedFiles) {
  for (int extra : {-5, 17}) {
    std::string path = write_batch("b.bin", 2, extra > 0 ? extra : 0);
    if (extra < 0) fs::resize_file(path, fs::file_size(path) - 5);
    ImageDataset ds;
    try {
      read_cifar_batch(path, ds);
      FAIL();
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("not a whole number of 3073-byte"), std::string::npos) << e.what();
    }
  }
  EXPECT_FALSE(has_cifar10((dir_ / "none").string()));
  EXPECT_THROW(load_cifar10((dir_ / "none").string()), Error);
}

TEST_F(CifarTest, RejectsBadLabels) {
  std::string path = dir_ / "bad.bin";
  std::string rec(3073, '\0');
  rec[0] = 11;
  std::ofstream(path, std::ios::binary) << rec;
  ImageDataset ds;
  EXPECT_THROW(read_cifar_batch(path, ds), Error);
}

TEST(Augment, FlipMirrorsRowsAndCropShifts) {
  std::vector<float> image(3 * 2 * 3);
  for (size_t i = 0; i < image.size(); ++i) image[i] = static_cast<float>(i);
  auto flip_only = augment_images(3, 2, 3, true, 0);
  int flipped = 0;
  for (uint64_t seed = 0; seed < 64; ++seed) {
    std::vector<float> im = image;
    Rng rng(seed);
    flip_only(im.data(), rng);
    if (im != image) {
      ++flipped;
      EXPECT_EQ(im[0], 2.0f);  // row 0 of channel 0 reversed: 2 1 0
      EXPECT_EQ(im[2], 0.0f);
      EXPECT_EQ(im[6 + 3], 11.0f);
    }
  }
  EXPECT_GT(flipped, 16);
  EXPECT_LT(flipped, 48);
}

// Any channel count (1 for the MNIST rung, 3 for CIFAR): every output pixel is a pixel of the
// same channel, moved by one shift (and mirroring) shared by the whole image, or padding (0);
// nothing is written outside the image (the guard values after it stay).
TEST(Augment, AnyChannelCountMovesWholeImagesInsideTheirBuffer) {
  constexpr int64_t H = 4, W = 5, kGuard = 7;
  for (int64_t channels : {1, 2, 3}) {
    SCOPED_TRACE(channels);
    auto augment = augment_images(channels, H, W, true, 2);
    int changed = 0;
    for (uint64_t seed = 0; seed < 50; ++seed) {
      std::vector<float> buffer(channels * H * W + kGuard, -1.0f);
      for (int64_t c = 0; c < channels; ++c)
        for (int64_t y = 0; y < H; ++y)
          for (int64_t x = 0; x < W; ++x) buffer[(c * H + y) * W + x] = static_cast<float>(c * 100 + y * 10 + x + 1);
      const std::vector<float> original = buffer;
      Rng rng(seed);
      augment(buffer.data(), rng);
      changed += buffer != original;
      for (int64_t i = channels * H * W; i < channels * H * W + kGuard; ++i) ASSERT_EQ(buffer[i], -1.0f) << "wrote past the image";
      std::set<int64_t> dy, dx_plain, dx_mirrored;
      for (int64_t c = 0; c < channels; ++c)
        for (int64_t y = 0; y < H; ++y)
          for (int64_t x = 0; x < W; ++x) {
            const int64_t v = static_cast<int64_t>(buffer[(c * H + y) * W + x]);
            if (v == 0) continue;  // padding
            EXPECT_EQ((v - 1) / 100, c) << "a pixel of another channel";
            dy.insert((v - 1) / 10 % 10 - y);
            dx_plain.insert((v - 1) % 10 - x);
            dx_mirrored.insert((v - 1) % 10 - (W - 1 - x));
          }
      EXPECT_LE(dy.size(), 1u);
      EXPECT_TRUE(dx_plain.size() <= 1 || dx_mirrored.size() <= 1) << "no one horizontal move";
      for (int64_t d : dy) EXPECT_LE(std::abs(d), 2);
    }
    EXPECT_GT(changed, 25);
  }
  EXPECT_THROW(augment_images(1, 28, 28, false, 28), Error);
  EXPECT_THROW(augment_images(3, 32, 32, true, -1), Error);
}

}  // namespace
}  // namespace ladder::data
