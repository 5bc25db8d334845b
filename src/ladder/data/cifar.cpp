#include "ladder/data/cifar.h"

#include <filesystem>
#include <fstream>
#include <vector>

#include "ladder/core/error.h"

namespace ladder::data {

namespace {

namespace fs = std::filesystem;

constexpr const char* kDefaultDir = "data/cifar10";
constexpr float kMean[3] = {0.4914f, 0.4822f, 0.4465f};
constexpr float kStd[3] = {0.2470f, 0.2435f, 0.2616f};
const char* const kTrainFiles[] = {"data_batch_1.bin", "data_batch_2.bin", "data_batch_3.bin",
                                   "data_batch_4.bin", "data_batch_5.bin"};

std::string resolve(const std::string& dir) {
  std::string base = dir.empty() ? kDefaultDir : dir;
  if (fs::exists(base + "/test_batch.bin")) return base;
  if (fs::exists(base + "/cifar-10-batches-bin/test_batch.bin")) return base + "/cifar-10-batches-bin";
  return base;
}

}  // namespace

void normalize_cifar10(float* chw, int64_t plane) {
  for (int64_t c = 0; c < 3; ++c)
    for (int64_t i = 0; i < plane; ++i) chw[c * plane + i] = (chw[c * plane + i] - kMean[c]) / kStd[c];
}

bool has_cifar10(const std::string& dir) {
  std::string base = resolve(dir);
  for (const char* f : kTrainFiles)
    if (!fs::exists(base + "/" + f)) return false;
  return fs::exists(base + "/test_batch.bin");
}

void read_cifar_batch(const std::string& path, ImageDataset& out) {
  std::error_code ec;
  LADDER_CHECK(fs::is_regular_file(path, ec), path, ": no such file (a CIFAR-10 batch was expected)");
  const uint64_t size = fs::file_size(path, ec);
  LADDER_CHECK(size > 0 && size % kCifarRecordBytes == 0, path, ": ", size,
               " bytes is not a whole number of 3073-byte CIFAR-10 records (truncated or not CIFAR-10?)");
  LADDER_CHECK(size <= 100'000 * kCifarRecordBytes, path, ": ", size, " bytes is too large for a CIFAR-10 batch");
  const int64_t records = static_cast<int64_t>(size / kCifarRecordBytes);
  std::ifstream in(path, std::ios::binary);
  std::vector<uint8_t> bytes(size);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  LADDER_CHECK(in.gcount() == static_cast<std::streamsize>(size), path, ": short read");
  const int64_t pixels = 3 * 32 * 32;
  out.channels = 3, out.height = 32, out.width = 32, out.num_classes = 10;
  const size_t base = out.images.size();
  out.images.resize(base + static_cast<size_t>(records * pixels));
  for (int64_t r = 0; r < records; ++r) {
    const uint8_t* rec = bytes.data() + r * kCifarRecordBytes;
    LADDER_CHECK(rec[0] < 10, path, ": record ", r, " has label ", int{rec[0]}, ", not in 0..9");
    out.labels.push_back(rec[0]);
    float* img = out.images.data() + base + r * pixels;
    for (int64_t i = 0; i < pixels; ++i) img[i] = rec[1 + i] / 255.0f;
    normalize_cifar10(img, 32 * 32);
  }
}

Splits load_cifar10(const std::string& dir) {
  std::string base = resolve(dir);
  LADDER_CHECK(fs::is_directory(base), base,
               ": no CIFAR-10 data here. Put the binary version's files (data_batch_1.bin .. "
               "data_batch_5.bin, test_batch.bin) in data/cifar10/ — scripts/download_cifar10.sh "
               "fetches them — or pass --data DIR");
  Splits s;
  s.source = base;
  s.train.name = s.test.name = "cifar10";
  for (const char* f : kTrainFiles) read_cifar_batch(base + "/" + f, s.train);
  read_cifar_batch(base + "/test_batch.bin", s.test);
  return s;
}

}  // namespace ladder::data
