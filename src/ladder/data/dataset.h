// In-memory image classification data sets and a prefetching batch loader.
//
// Images are stored as f32 NCHW, already scaled (to [0,1], then per-channel normalised if
// the data set asks for it); labels are class indices. The loader hands out fixed-size
// batches (x [B,C,H,W] f32 and one-hot labels [B,classes] f32) from a background thread, so
// a train step never waits for data.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ladder/core/rng.h"
#include "ladder/core/tensor.h"

namespace ladder::data {

struct ImageDataset {
  std::string name;  // "fashion-mnist", "mnist", "cifar10", ...
  int64_t channels = 1, height = 28, width = 28;
  int num_classes = 10;
  std::vector<float> images;  // size() * channels * height * width
  std::vector<uint8_t> labels;
  // When set, example i's pixels are made when a batch needs them (image files decoded once,
  // cropped per step: image_folder.h) instead of read from `images`; `rng` is the example's
  // own stream (from the loader's seed, the epoch and i), so a batch comes out the same
  // whichever of the loader's threads makes it.
  std::function<void(int64_t i, float* out, Rng& rng)> make;

  int64_t size() const { return static_cast<int64_t>(labels.size()); }
  int64_t image_size() const { return channels * height * width; }
};

// Short names of a data set's classes ("T-shirt", ..., "plane", ...); "0".."n-1" for data sets
// whose classes are their indices (MNIST) or that ladder does not know.
std::vector<std::string> class_names(const std::string& dataset, size_t n);

struct Splits {
  ImageDataset train, test;
  std::string source;  // the folder the files came from
  std::vector<std::string> skipped;  // files that did not decode ("path: reason")
};

// MNIST-family IDX data. With `dir` empty: data/mnist/ when it holds the four files, else
// Debian's Fashion-MNIST in /usr/share/datasets/fashion-mnist/. Throws ladder::Error saying
// where to put the data when nothing is found.
Splits load_mnist(const std::string& dir = "");

// An image folder (Imagenette's layout, image_folder.h) as `size` × `size` RGB examples: the
// train split with random-resized crops and flips, the val split as its test split with centre
// crops. With `dir` empty: data/imagenette. The decoded images stay shared by the two
// ImageDatasets' `make`.
Splits load_image_folder_splits(const std::string& dir, int64_t size);
// Nets whose input is 3 × N × N with N >= 64 train on image folders.
inline bool takes_image_folder(const std::vector<int64_t>& input_shape) {
  return input_shape.size() == 3 && input_shape[0] == 3 && input_shape[1] == input_shape[2] && input_shape[1] >= 64;
}

struct Batch {
  Tensor x;       // [B, C, H, W] f32
  Tensor labels;  // [B, classes] f32 one-hot (or smoothed)
  int64_t valid = 0;  // rows that hold real examples (the last eval batch is zero-padded; they come first)
  std::vector<uint8_t> classes;  // class index per valid row
};

struct LoaderOptions {
  int64_t batch = 128;
  bool shuffle = true;         // a fresh permutation per epoch, from (seed, epoch)
  bool drop_last = true;       // training drops the last partial batch; eval pads it
  uint64_t seed = 1;
  float label_smoothing = 0;   // one-hot rows become (1-s)·onehot + s/classes
  // Called on each example's pixels (C*H*W floats) for augmentation.
  std::function<void(float* image, Rng& rng)> augment;
  // Threads that make a batch's examples when the data set makes them (ImageDataset::make);
  // 0: one per core.
  int workers = 0;
  // Data-parallel: this replica's share of every batch. The batches (and their order,
  // augmentation draws and padding) are those of one replica with `batch` examples; replica
  // `shard` of `shards` gets rows [shard·batch/shards, (shard+1)·batch/shards) of each.
  int64_t shard = 0, shards = 1;
};

class BatchLoader {
 public:
  BatchLoader(const ImageDataset& data, LoaderOptions options);
  ~BatchLoader();
  BatchLoader(const BatchLoader&) = delete;
  BatchLoader& operator=(const BatchLoader&) = delete;

  int64_t batches_per_epoch() const;
  // Starts producing the batches of `epoch` in the background (0-based).
  void start_epoch(int64_t epoch);
  // The next batch of the current epoch, or nullopt at its end.
  std::optional<Batch> next();

 private:
  void produce(int64_t epoch);
  Batch make_batch(const std::vector<int64_t>& order, int64_t first, int64_t epoch, Rng& rng) const;
  void stop();

  const ImageDataset& data_;
  LoaderOptions options_;
  std::thread worker_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Batch> queue_;
  bool epoch_done_ = true;
  bool stopping_ = false;
  static constexpr size_t kQueueDepth = 3;
};

// The permutation used for `epoch`: Fisher–Yates driven by Rng(seed, epoch).
std::vector<int64_t> epoch_order(int64_t n, uint64_t seed, int64_t epoch);

}  // namespace ladder::data

namespace ladder::data {

// Training augmentation for C×H×W images, any number of channels: with `flip`, a random
// horizontal flip (p = 1/2); with `crop_padding` > 0, a random crop of the image padded by that
// many zero pixels a side. Throws ladder::Error when the padding is negative or not smaller
// than the image (such a crop would leave only padding).
std::function<void(float*, Rng&)> augment_images(int64_t channels, int64_t height, int64_t width,
                                                 bool flip, int64_t crop_padding);

// A generated stand-in for a real data set (for smoke runs when the real one is absent):
// `n` images of shape C×H×W whose class k has its own fixed random template plus noise, so a
// net can learn it and its loss falls. Deterministic in `seed`.
ImageDataset synthetic_dataset(std::string name, int64_t channels, int64_t height, int64_t width,
                               int num_classes, int64_t n, uint64_t seed);

}  // namespace ladder::data
