// Image folders (Imagenette's layout): the classes and labels, shrinking to the short side,
// skipped files named once, the cache reused while the files are unchanged and rebuilt when
// they change or it is damaged, clear errors for missing folders and foreign classes; and the
// training and evaluation crops.
#include "temp_dir.h"
#include "ladder/data/image_folder.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "error_message.h"
#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/data/image_file.h"

namespace ladder::data {
namespace {

namespace fs = std::filesystem;

// An RGB image whose red channel is its column and green its row (clamped to 255), blue `b`.
Image coordinates(int64_t h, int64_t w, uint8_t b) {
  Image img{"xy", 3, h, w, {}};
  for (int64_t y = 0; y < h; ++y)
    for (int64_t x = 0; x < w; ++x)
      for (uint8_t v : {uint8_t(std::min<int64_t>(x, 255)), uint8_t(std::min<int64_t>(y, 255)), b}) img.pixels.push_back(v);
  return img;
}

Image flat(int64_t channels, int64_t h, int64_t w, uint8_t v) {
  return Image{"flat", channels, h, w, std::vector<uint8_t>(size_t(channels * h * w), v)};
}

class ImageFolder : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const char* d : {"train/n02", "train/n01", "train/n03", "val/n01", "val/n03"}) fs::create_directories(root_ / d);
    write_jpeg(file("train/n01/a.JPEG"), coordinates(40, 60, 10));
    write_jpeg(file("train/n01/b.JPEG"), flat(1, 30, 30, 90));  // grey
    write_png(file("train/n02/c.png"), coordinates(200, 300, 20));
    std::ofstream(file("train/n02/broken.JPEG"), std::ios::binary) << "\xFF\xD8\xFF\xE0 not really";
    std::ofstream(file("train/n03/notes.txt")) << "not an image";
    std::ofstream(file("train/n03/.DS_Store")) << "hidden";
    write_jpeg(file("train/n03/d.jpg"), coordinates(64, 64, 30));
    write_jpeg(file("val/n03/e.JPEG"), coordinates(80, 50, 40));
    write_jpeg(file("val/n01/f.JPEG"), coordinates(50, 80, 50));
  }
  std::string file(const std::string& rel) const { return (root_ / rel).string(); }
  FolderImages load(const std::string& split, std::vector<std::string>* warnings = nullptr, FolderOptions o = {}) {
    o.short_side = 64;
    o.threads = 2;
    o.warn = [warnings](const std::string& line) {
      if (warnings) warnings->push_back(line);
    };
    return load_image_folder(root_.string(), split, o);
  }
  ladder::testing::TempDir temp_{"ladder_folder"};
  const std::filesystem::path root_ = temp_.path();
};

TEST_F(ImageFolder, ClassesLabelsAndShortSides) {
  std::vector<std::string> warnings;
  const FolderImages train = load("train", &warnings);
  EXPECT_EQ(train.classes, (std::vector<std::string>{"n01", "n02", "n03"}));
  EXPECT_EQ(train.labels, (std::vector<uint8_t>{0, 0, 1, 2}));  // a, b, c, d
  EXPECT_EQ(train.heights, (std::vector<int32_t>{40, 30, 64, 64}));
  EXPECT_EQ(train.widths, (std::vector<int32_t>{60, 30, 96, 64})) << "200x300 shrunk to a short side of 64";
  EXPECT_FALSE(train.from_cache);
  // The grey JPEG is RGB with equal channels; the PNG's pixels are its shrunk coordinates.
  const uint8_t* grey = train.pixels.data() + train.offsets[1];
  EXPECT_EQ(grey[0], grey[1]);
  EXPECT_EQ(grey[1], grey[2]);
  EXPECT_NEAR(grey[0], 90, 2);
  const uint8_t* c = train.pixels.data() + train.offsets[2];
  EXPECT_NEAR(c[(10 * 96 + 40) * 3 + 0], (40 + 0.5) * 300 / 96 - 0.5, 1.5) << "red is the column";
  EXPECT_EQ(c[2], 20);
  ASSERT_EQ(train.skipped.size(), 2u);
  EXPECT_NE(train.skipped[0].find("broken.JPEG"), std::string::npos) << train.skipped[0];
  EXPECT_NE(train.skipped[1].find("notes.txt"), std::string::npos) << train.skipped[1];
  ASSERT_EQ(warnings.size(), 2u);
  EXPECT_NE(warnings[0].find("broken.JPEG"), std::string::npos);

  const FolderImages val = load("val");
  EXPECT_EQ(val.classes, train.classes);
  EXPECT_EQ(val.labels, (std::vector<uint8_t>{0, 2})) << "labels index the train split's classes";
}

TEST_F(ImageFolder, TheCacheIsReusedUntilTheFilesChangeAndSurvivesDamage) {
  const FolderImages first = load("train");
  const fs::path cache = root_ / ".ladder-cache" / "train-64.bin";
  ASSERT_TRUE(fs::exists(cache));
  std::vector<std::string> warnings;
  const FolderImages again = load("train", &warnings);
  EXPECT_TRUE(again.from_cache);
  EXPECT_EQ(again.pixels, first.pixels);
  EXPECT_EQ(again.labels, first.labels);
  EXPECT_EQ(again.skipped, first.skipped);
  EXPECT_EQ(warnings.size(), 2u) << "the skipped files are named again";

  write_jpeg(file("train/n03/d.jpg"), coordinates(64, 70, 30));  // another size: another fingerprint
  const FolderImages changed = load("train");
  EXPECT_FALSE(changed.from_cache);
  EXPECT_EQ(changed.widths[3], 70);

  fs::resize_file(cache, 40);  // the header intact, the rest cut off
  warnings.clear();
  const FolderImages rebuilt = load("train", &warnings);
  EXPECT_FALSE(rebuilt.from_cache);
  EXPECT_EQ(rebuilt.pixels, changed.pixels);
  ASSERT_GE(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("train-64.bin"), std::string::npos) << warnings[0];
  EXPECT_TRUE(load("train").from_cache) << "rewritten";

  FolderOptions elsewhere;
  elsewhere.cache_dir = (root_ / "blocked").string();
  std::ofstream(root_ / "blocked") << "a file where the cache folder would go";
  warnings.clear();
  const FolderImages uncached = load("train", &warnings, elsewhere);
  EXPECT_EQ(uncached.pixels, changed.pixels);
  EXPECT_NE(warnings.back().find("cannot write the image cache"), std::string::npos) << warnings.back();
}

TEST_F(ImageFolder, MissingFoldersAndForeignClassesAreClearErrors) {
  std::string e = testing::error_message([&] { load_image_folder((root_ / "nope").string(), "train"); });
  EXPECT_NE(e.find("nope: no such folder"), std::string::npos) << e;
  EXPECT_NE(e.find("download_imagenette.sh"), std::string::npos) << e;
  e = testing::error_message([&] { load("test"); });
  EXPECT_NE(e.find("test: no such folder"), std::string::npos) << e;
  fs::create_directories(root_ / "val" / "n09");
  write_jpeg(file("val/n09/g.JPEG"), flat(3, 8, 8, 1));
  e = testing::error_message([&] { load("val"); });
  EXPECT_NE(e.find("n09: a class the train split does not have"), std::string::npos) << e;
  fs::remove_all(root_ / "val");
  fs::create_directories(root_ / "val" / "n01");
  std::ofstream(file("val/n01/x.JPEG")) << "junk";
  e = testing::error_message([&] { load("val"); });
  EXPECT_NE(e.find("none of its 1 files decodes"), std::string::npos) << e;
}

// The normalised value of 8-bit `v` in channel c.
float normalised(float v, int c) { return (v / 255.0f - kImageNetMean[c]) / kImageNetStd[c]; }

TEST_F(ImageFolder, CropsAreNormalisedBoxesOfTheImage) {
  fs::remove_all(root_ / "train");
  fs::create_directories(root_ / "train" / "a");
  write_png(file("train/a/xy.png"), coordinates(48, 64, 77));  // lossless: exact coordinates
  write_png(file("train/a/flat.png"), flat(3, 20, 30, 128));
  const FolderImages f = load("train");
  ASSERT_EQ(f.size(), 2);
  const int64_t out = 16, plane = out * out;
  std::vector<float> chw(size_t(3 * plane));

  // Evaluation: the central 0.875 * 48 = 42 pixels square, sampled at 16 points.
  center_crop(f, 1, out, chw.data());
  const double side = 42, x0 = (64 - side) / 2, y0 = (48 - side) / 2;
  for (int64_t o : {0, 7, 15}) {
    const double x = x0 + (o + 0.5) * side / out - 0.5, y = y0 + (o + 0.5) * side / out - 0.5;
    EXPECT_NEAR(chw[size_t(0 * plane + 3 * out + o)], normalised(float(x), 0), 1e-4) << "red: column " << o;
    EXPECT_NEAR(chw[size_t(1 * plane + o * out + 3)], normalised(float(y), 1), 1e-4) << "green: row " << o;
  }
  EXPECT_NEAR(chw[size_t(2 * plane + 5)], normalised(77, 2), 1e-5);

  // Training: any box of a flat image gives the flat value; the same draws give the same crop.
  Rng rng(3);
  random_resized_crop(f, 0, out, true, rng, chw.data());
  for (int c = 0; c < 3; ++c) EXPECT_NEAR(chw[size_t(c * plane + 100)], normalised(128, c), 1e-5);
  Rng a(11), b(11);
  std::vector<float> first(chw.size()), second(chw.size());
  random_resized_crop(f, 1, out, true, a, first.data());
  random_resized_crop(f, 1, out, true, b, second.data());
  EXPECT_EQ(first, second);
  // Over many draws: red rises left to right, or (flipped) falls, about half the time each;
  // every crop lies inside the image.
  int flipped = 0;
  for (int k = 0; k < 200; ++k) {
    random_resized_crop(f, 1, out, true, rng, chw.data());
    const float left = chw[size_t(8 * out)], right = chw[size_t(8 * out + out - 1)];
    flipped += left > right;
    for (int64_t p = 0; p < plane; ++p) {
      ASSERT_GE(chw[size_t(p)], normalised(0, 0) - 1e-5);
      ASSERT_LE(chw[size_t(p)], normalised(63, 0) + 1e-5);
      ASSERT_LE(chw[size_t(plane + p)], normalised(47, 1) + 1e-5);
    }
  }
  EXPECT_GT(flipped, 60);
  EXPECT_LT(flipped, 140);
  int never = 0;
  for (int k = 0; k < 50; ++k) {
    random_resized_crop(f, 1, out, false, rng, chw.data());
    never += chw[size_t(8 * out)] > chw[size_t(8 * out + out - 1)];
  }
  EXPECT_EQ(never, 0) << "flip off";
}

}  // namespace
}  // namespace ladder::data

namespace ladder::data {
namespace {

// The loader makes folder examples on several threads: the batches are the same for any
// number of workers, labels are one-hot, and evaluation batches are centre crops.
TEST_F(ImageFolder, SplitsFeedTheBatchLoaderTheSameOnAnyNumberOfThreads) {
  const Splits s = load_image_folder_splits(root_.string(), 64);
  EXPECT_EQ(s.train.name, root_.filename().string()) << "named after its folder unless that is imagenette*";
  EXPECT_EQ(s.train.size(), 4);
  EXPECT_EQ(s.test.size(), 2);
  EXPECT_EQ(s.skipped.size(), 2u);
  EXPECT_TRUE(fs::exists(root_ / ".ladder-cache" / "train-73.bin")) << "cached at 64 / 0.875";
  auto batches = [&](const ImageDataset& d, bool train, int workers) {
    BatchLoader loader(d, {.batch = 2, .shuffle = train, .drop_last = train, .seed = 5, .workers = workers});
    std::vector<Batch> out;
    loader.start_epoch(1);
    while (auto b = loader.next()) out.push_back(std::move(*b));
    return out;
  };
  const auto one = batches(s.train, true, 1), two = batches(s.train, true, 2);
  ASSERT_EQ(one.size(), 2u);
  ASSERT_EQ(two.size(), 2u);
  for (size_t b = 0; b < one.size(); ++b) {
    EXPECT_EQ(one[b].x.shape(), (Shape{2, 3, 64, 64}));
    EXPECT_EQ(std::memcmp(one[b].x.bytes(), two[b].x.bytes(), one[b].x.byte_size()), 0) << "batch " << b;
    EXPECT_EQ(one[b].classes, two[b].classes);
    for (int64_t row = 0; row < 2; ++row)
      for (int64_t c = 0; c < 3; ++c)
        EXPECT_EQ(one[b].labels.get(row * 3 + c), c == one[b].classes[size_t(row)] ? 1.0 : 0.0);
  }
  const auto val = batches(s.test, false, 2);
  ASSERT_EQ(val.size(), 1u);
  EXPECT_EQ(val[0].classes, (std::vector<uint8_t>{0, 2}));
  std::vector<float> crop(3 * 64 * 64);
  const FolderImages images = load_image_folder(root_.string(), "val", {.short_side = 73, .warn = [](const std::string&) {}});
  center_crop(images, 1, 64, crop.data());
  EXPECT_EQ(std::memcmp(val[0].x.data<float>() + crop.size(), crop.data(), crop.size() * sizeof(float)), 0);
  // `ladder predict`'s crop of the file itself is the evaluation split's.
  std::vector<float> predicted(crop.size());
  center_crop(read_images(file("val/n03/e.JPEG")).at(0), 64, predicted.data());
  EXPECT_EQ(predicted, crop);
}

}  // namespace
}  // namespace ladder::data
