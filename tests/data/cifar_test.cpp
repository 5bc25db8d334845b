#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ladder/core/error.h"
#include "ladder/data/cifar.h"

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

TEST(CifarAugment, FlipMirrorsRowsAndCropShifts) {
  std::vector<float> image(3 * 2 * 3);
  for (size_t i = 0; i < image.size(); ++i) image[i] = static_cast<float>(i);
  auto flip_only = cifar_augment(2, 3, true, 0);
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

}  // namespace
}  // namespace ladder::data
