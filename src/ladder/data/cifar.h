// CIFAR-10, binary version: data_batch_1.bin .. data_batch_5.bin and test_batch.bin, each a
// sequence of 3073-byte records (1 label byte, then 3×32×32 pixel bytes, channel-major).
#pragma once

#include <functional>
#include <string>

#include "ladder/core/rng.h"
#include "ladder/data/dataset.h"

namespace ladder::data {

inline constexpr int64_t kCifarRecordBytes = 3073;

// Loads the six files from `dir` (default data/cifar10, also accepting the tarball's
// cifar-10-batches-bin/ inside it). Pixels are scaled to [0,1] then normalised per channel
// with CIFAR-10's training-set mean and standard deviation. Throws ladder::Error naming the
// file when one is missing or its size is not a whole number of records.
Splits load_cifar10(const std::string& dir = "");

// Reads one batch file into `out` (appending). Exposed for tests.
void read_cifar_batch(const std::string& path, ImageDataset& out);

// CIFAR-10's per-channel normalisation, in place, of a CHW image of 3 planes of `plane` pixels
// already scaled to [0, 1] (the loader's, and `ladder predict`'s for images of any size).
void normalize_cifar10(float* chw, int64_t plane);

// True when `dir` (or data/cifar10 when empty) holds the six files.
bool has_cifar10(const std::string& dir = "");

}  // namespace ladder::data
