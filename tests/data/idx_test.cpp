#include <gtest/gtest.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>

#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/data/idx.h"

namespace ladder::data {
namespace {

namespace fs = std::filesystem;

std::string idx_bytes(uint8_t type, std::vector<uint32_t> dims, const std::vector<uint8_t>& values) {
  std::string s = {0, 0, static_cast<char>(type), static_cast<char>(dims.size())};
  for (uint32_t d : dims)
    for (int shift : {24, 16, 8, 0}) s += static_cast<char>((d >> shift) & 0xff);
  s.append(values.begin(), values.end());
  return s;
}

class IdxTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ladder_idx_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write_raw(const std::string& name, const std::string& bytes) {
    std::string path = dir_ / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  std::string write_gz(const std::string& name, const std::string& bytes) {
    std::string path = dir_ / name;
    gzFile f = gzopen(path.c_str(), "wb");
    gzwrite(f, bytes.data(), static_cast<unsigned>(bytes.size()));
    gzclose(f);
    return path;
  }
  fs::path dir_;
};

void expect_error(const std::string& path, const std::string& fragment) {
  try {
    read_idx(path);
    FAIL() << "expected an error mentioning '" << fragment << "'";
  } catch (const Error& e) {
    std::string msg = e.what();
    EXPECT_NE(msg.find(path), std::string::npos) << msg;
    EXPECT_NE(msg.find(fragment), std::string::npos) << msg;
  }
}

TEST_F(IdxTest, ReadsRawAndGzip) {
  std::vector<uint8_t> values = {1, 2, 3, 4, 5, 6};
  for (bool gz : {false, true}) {
    std::string bytes = idx_bytes(0x08, {2, 3}, values);
    std::string path = gz ? write_gz("a.gz", bytes) : write_raw("a", bytes);
    IdxArray a = read_idx(path);
    EXPECT_EQ(a.dims, (std::vector<int64_t>{2, 3}));
    EXPECT_EQ(a.values, values);
  }
}

TEST_F(IdxTest, RejectsTruncatedFiles) {
  std::string bytes = idx_bytes(0x08, {2, 3}, {1, 2, 3, 4, 5});
  expect_error(write_raw("t", bytes), "declares 18 bytes but the file has 17");
  expect_error(write_gz("t.gz", bytes), "declares 18 bytes but the gzip stream holds 17");
  expect_error(write_raw("h", std::string("\0\0\x08", 3)), "truncated while reading the magic");
}

TEST_F(IdxTest, RejectsWrongMagic) {
  expect_error(write_raw("m", "PK\x03\x04 not an idx file"), "bad magic");
  expect_error(write_raw("f", idx_bytes(0x0d, {1}, {0, 0, 0, 0})), "type 0xd is not supported");
  expect_error(write_raw("r", idx_bytes(0x08, {}, {})), "rank 0 is out of range");
}

TEST_F(IdxTest, RejectsOversizedHeaderBeforeAllocating) {
  // 4 dims of 2^32-1 would be ~3e38 elements; the reader must refuse from the header alone.
  expect_error(write_raw("big", idx_bytes(0x08, {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, {})),
               "absurd size");
  // A plausible size that does not match the file is refused before the elements are read.
  expect_error(write_gz("big.gz", idx_bytes(0x08, {60000, 28, 28}, {1, 2, 3})), "declares");
}

TEST_F(IdxTest, MissingFileAndDirectory) {
  expect_error((dir_ / "nope").string(), "no such file");
  try {
    load_mnist((dir_ / "missing").string());
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("no such data directory"), std::string::npos);
  }
}

TEST_F(IdxTest, LoadsMnistFolderAndScalesPixels) {
  std::vector<uint8_t> pixels(3 * 2 * 2);
  for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<uint8_t>(i * 20);
  for (std::string split : {"train", "t10k"}) {
    write_gz(split + "-images-idx3-ubyte.gz", idx_bytes(0x08, {3, 2, 2}, pixels));
    write_raw(split + "-labels-idx1-ubyte", idx_bytes(0x08, {3}, {7, 0, 9}));
  }
  Splits s = load_mnist(dir_.string());
  EXPECT_EQ(s.train.size(), 3);
  EXPECT_EQ(s.test.height, 2);
  EXPECT_FLOAT_EQ(s.train.images[5], 100.0f / 255.0f);
  EXPECT_EQ(s.test.labels[2], 9);
}

TEST_F(IdxTest, RejectsMismatchedCountsAndBadLabels) {
  std::vector<uint8_t> pixels(12, 1);
  for (std::string split : {"train", "t10k"}) {
    write_raw(split + "-images-idx3-ubyte", idx_bytes(0x08, {3, 2, 2}, pixels));
    write_raw(split + "-labels-idx1-ubyte", idx_bytes(0x08, {2}, {1, 2}));
  }
  EXPECT_THROW(load_mnist(dir_.string()), Error);
  for (std::string split : {"train", "t10k"})
    write_raw(split + "-labels-idx1-ubyte", idx_bytes(0x08, {3}, {1, 2, 12}));
  try {
    load_mnist(dir_.string());
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("label 12 is not in 0..9"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace ladder::data
