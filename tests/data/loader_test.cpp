#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "ladder/data/dataset.h"

namespace ladder::data {
namespace {

ImageDataset make_dataset(int64_t n) {
  ImageDataset ds;
  ds.name = "toy";
  ds.channels = 1, ds.height = 2, ds.width = 2;
  for (int64_t i = 0; i < n; ++i) {
    for (int p = 0; p < 4; ++p) ds.images.push_back(static_cast<float>(i));  // pixel = index
    ds.labels.push_back(static_cast<uint8_t>(i % 10));
  }
  return ds;
}

TEST(EpochOrder, IsAPermutationThatDependsOnSeedAndEpoch) {
  auto a = epoch_order(1000, 1, 0);
  std::vector<int64_t> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int64_t> iota(1000);
  std::iota(iota.begin(), iota.end(), 0);
  EXPECT_EQ(sorted, iota);
  EXPECT_EQ(a, epoch_order(1000, 1, 0));
  EXPECT_NE(a, epoch_order(1000, 1, 1));
  EXPECT_NE(a, epoch_order(1000, 2, 0));
}

TEST(BatchLoader, TrainingEpochCoversEachExampleOnceAndDropsTheRemainder) {
  ImageDataset ds = make_dataset(103);
  BatchLoader loader(ds, {.batch = 10, .seed = 5});
  EXPECT_EQ(loader.batches_per_epoch(), 10);
  loader.start_epoch(0);
  std::set<int> seen;
  int batches = 0;
  while (auto batch = loader.next()) {
    ++batches;
    ASSERT_EQ(batch->x.shape(), (Shape{10, 1, 2, 2}));
    for (int64_t row = 0; row < 10; ++row) {
      int example = static_cast<int>(batch->x.data<float>()[row * 4]);
      EXPECT_TRUE(seen.insert(example).second) << "example " << example << " twice";
      for (int c = 0; c < 10; ++c)
        EXPECT_EQ(batch->labels.data<float>()[row * 10 + c], c == example % 10 ? 1.0f : 0.0f);
    }
  }
  EXPECT_EQ(batches, 10);
  EXPECT_EQ(seen.size(), 100u);
}

TEST(BatchLoader, EvalPadsTheLastBatchAndKeepsOrder) {
  ImageDataset ds = make_dataset(25);
  BatchLoader loader(ds, {.batch = 10, .shuffle = false, .drop_last = false});
  loader.start_epoch(0);
  std::vector<int64_t> valid;
  int64_t expect_first = 0;
  while (auto batch = loader.next()) {
    valid.push_back(batch->valid);
    EXPECT_EQ(batch->x.data<float>()[0], static_cast<float>(expect_first));
    expect_first += 10;
  }
  EXPECT_EQ(valid, (std::vector<int64_t>{10, 10, 5}));
}

TEST(BatchLoader, SmoothedLabelsSumToOne) {
  ImageDataset ds = make_dataset(10);
  BatchLoader loader(ds, {.batch = 10, .label_smoothing = 0.1f});
  loader.start_epoch(0);
  auto batch = loader.next();
  ASSERT_TRUE(batch);
  const float* y = batch->labels.data<float>();
  float sum = 0, top = 0;
  for (int c = 0; c < 10; ++c) sum += y[c], top = std::max(top, y[c]);
  EXPECT_NEAR(sum, 1.0f, 1e-6);
  EXPECT_NEAR(top, 0.91f, 1e-6);
}

TEST(BatchLoader, RestartingAnEpochMidwayIsSafe) {
  ImageDataset ds = make_dataset(1000);
  BatchLoader loader(ds, {.batch = 10});
  loader.start_epoch(0);
  loader.next();
  loader.start_epoch(1);  // abandons epoch 0 with its producer blocked on a full queue
  int n = 0;
  while (loader.next()) ++n;
  EXPECT_EQ(n, 100);
}

}  // namespace
}  // namespace ladder::data
