#include "ladder/data/dataset.h"

#include <algorithm>
#include <filesystem>
#include <numeric>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/data/idx.h"

namespace ladder::data {

namespace {

constexpr const char* kFashionDir = "/usr/share/datasets/fashion-mnist";
constexpr const char* kMnistDir = "data/mnist";

// Finds `stem` or `stem.gz` in `dir`.
std::string find_file(const std::string& dir, const std::string& stem) {
  for (const std::string& name : {stem + ".gz", stem}) {
    std::string path = dir + "/" + name;
    if (std::filesystem::exists(path)) return path;
  }
  return "";
}

bool has_mnist_files(const std::string& dir) {
  for (const char* stem : {"train-images-idx3-ubyte", "train-labels-idx1-ubyte",
                           "t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte"})
    if (find_file(dir, stem).empty()) return false;
  return true;
}

ImageDataset load_split(const std::string& dir, const std::string& prefix, std::string name) {
  std::string images_path = find_file(dir, prefix + "-images-idx3-ubyte");
  std::string labels_path = find_file(dir, prefix + "-labels-idx1-ubyte");
  IdxArray images = read_idx(images_path);
  IdxArray labels = read_idx(labels_path);
  LADDER_CHECK(images.dims.size() == 3, images_path, ": expected a rank-3 image array, found rank ",
               images.dims.size());
  LADDER_CHECK(labels.dims.size() == 1, labels_path, ": expected a rank-1 label array, found rank ",
               labels.dims.size());
  LADDER_CHECK(images.dims[0] == labels.dims[0], images_path, " holds ", images.dims[0],
               " images but ", labels_path, " holds ", labels.dims[0], " labels");
  ImageDataset ds;
  ds.name = std::move(name);
  ds.channels = 1;
  ds.height = images.dims[1];
  ds.width = images.dims[2];
  ds.num_classes = 10;
  for (uint8_t label : labels.values)
    LADDER_CHECK(label < ds.num_classes, labels_path, ": label ", int{label}, " is not in 0..9");
  ds.labels = std::move(labels.values);
  ds.images.resize(images.values.size());
  for (size_t i = 0; i < images.values.size(); ++i) ds.images[i] = images.values[i] / 255.0f;
  return ds;
}

}  // namespace

std::vector<std::string> class_names(const std::string& dataset, size_t n) {
  std::vector<std::string> names;
  if (dataset == "fashion-mnist" && n == 10)
    names = {"T-shirt", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt", "Sneaker", "Bag", "Boot"};
  else if (dataset == "cifar10" && n == 10)
    names = {"plane", "car", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck"};
  else if (dataset == "imagenette" && n == 10)  // its synsets n01440764 ... n03888605, in order
    names = {"tench", "springer", "cassette", "chain saw", "church", "horn", "garbage truck", "gas pump", "golf ball",
             "parachute"};
  else
    for (size_t i = 0; i < n; ++i) names.push_back(std::to_string(i));
  return names;
}

Splits load_mnist(const std::string& dir) {
  std::string source = dir;
  std::string name;
  if (source.empty()) {
    if (has_mnist_files(kMnistDir)) {
      source = kMnistDir, name = "mnist";
    } else if (has_mnist_files(kFashionDir)) {
      source = kFashionDir, name = "fashion-mnist";
    } else {
      throw Error(cat("no MNIST-family data found: looked in ", kMnistDir, "/ and ", kFashionDir,
                      "/. Install Debian's dataset-fashion-mnist (make deps does), or put the four "
                      "MNIST IDX files in data/mnist/ (scripts/download_mnist.sh fetches them)"));
    }
  } else {
    LADDER_CHECK(std::filesystem::is_directory(source), source, ": no such data directory");
    LADDER_CHECK(has_mnist_files(source), source,
                 ": expected train-images-idx3-ubyte, train-labels-idx1-ubyte, "
                 "t10k-images-idx3-ubyte and t10k-labels-idx1-ubyte (optionally .gz) here");
    name = source.find("fashion") != std::string::npos ? "fashion-mnist" : "mnist";
  }
  Splits s;
  s.source = source;
  s.train = load_split(source, "train", name);
  s.test = load_split(source, "t10k", name);
  return s;
}

std::vector<int64_t> epoch_order(int64_t n, uint64_t seed, int64_t epoch) {
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  Rng rng(seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(epoch) + 1);
  for (int64_t i = n - 1; i > 0; --i)
    std::swap(order[i], order[static_cast<int64_t>(rng.below(static_cast<uint64_t>(i) + 1))]);
  return order;
}

BatchLoader::BatchLoader(const ImageDataset& data, LoaderOptions options)
    : data_(data), options_(std::move(options)) {
  LADDER_CHECK(options_.batch > 0, "batch size must be positive, got ", options_.batch);
  LADDER_CHECK(options_.shards >= 1 && options_.shard >= 0 && options_.shard < options_.shards, "shard ",
               options_.shard, " of ", options_.shards, " does not exist");
  LADDER_CHECK(options_.batch % options_.shards == 0, "a batch of ", options_.batch, " does not split into ",
               options_.shards, " replicas' shares of one size");
  LADDER_CHECK(!options_.drop_last || data_.size() >= options_.batch, "the data set '", data_.name,
               "' has ", data_.size(), " examples, fewer than one batch of ", options_.batch);
}

BatchLoader::~BatchLoader() { stop(); }

int64_t BatchLoader::batches_per_epoch() const {
  int64_t n = data_.size(), b = options_.batch;
  return options_.drop_last ? n / b : (n + b - 1) / b;
}

void BatchLoader::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void BatchLoader::start_epoch(int64_t epoch) {
  stop();
  {
    std::lock_guard lock(mutex_);
    queue_.clear();
    stopping_ = false;
    epoch_done_ = false;
  }
  worker_ = std::thread([this, epoch] { produce(epoch); });
}

void BatchLoader::produce(int64_t epoch) {
  std::vector<int64_t> order(static_cast<size_t>(data_.size()));
  if (options_.shuffle) {
    order = epoch_order(data_.size(), options_.seed, epoch);
  } else {
    std::iota(order.begin(), order.end(), 0);
  }
  Rng augment_rng(options_.seed ^ (0x5bd1e995ULL * static_cast<uint64_t>(epoch + 1)));
  for (int64_t b = 0; b < batches_per_epoch(); ++b) {
    Batch batch = make_batch(order, b * options_.batch, epoch, augment_rng);
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return stopping_ || queue_.size() < kQueueDepth; });
    if (stopping_) return;
    queue_.push_back(std::move(batch));
    changed_.notify_all();
  }
  std::lock_guard lock(mutex_);
  epoch_done_ = true;
  changed_.notify_all();
}

std::optional<Batch> BatchLoader::next() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return !queue_.empty() || epoch_done_; });
  if (queue_.empty()) return std::nullopt;
  Batch batch = std::move(queue_.front());
  queue_.pop_front();
  changed_.notify_all();
  return batch;
}

Batch BatchLoader::make_batch(const std::vector<int64_t>& order, int64_t first, int64_t epoch, Rng& rng) const {
  const int64_t pixels = data_.image_size(), classes = data_.num_classes;
  // This replica's rows [lo, lo + b) of the batch that starts at `first`.
  const int64_t b = options_.batch / options_.shards, lo = options_.shard * b;
  const int64_t batch_valid = std::min<int64_t>(options_.batch, data_.size() - first);
  Batch batch;
  batch.x = Tensor(DType::f32, {b, data_.channels, data_.height, data_.width});
  batch.labels = Tensor(DType::f32, {b, classes});
  batch.valid = std::clamp<int64_t>(batch_valid - lo, 0, b);
  float* x = batch.x.data<float>();
  float* y = batch.labels.data<float>();
  const float off = options_.label_smoothing / static_cast<float>(classes);
  const float on = 1.0f - options_.label_smoothing + off;
  if (data_.make) {  // rows split among the workers; each example draws from its own stream
    const int workers = static_cast<int>(std::min<int64_t>(
        batch.valid, options_.workers > 0 ? options_.workers : std::max(1u, std::thread::hardware_concurrency())));
    auto rows = [&](int w) {
      for (int64_t row = w; row < batch.valid; row += workers) {
        const int64_t example = order[first + lo + row];
        Rng own(options_.seed * 0x9e3779b97f4a7c15ULL ^ (static_cast<uint64_t>(epoch + 1) << 40) ^
                static_cast<uint64_t>(example));
        data_.make(example, x + row * pixels, own);
      }
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w) pool.emplace_back(rows, w);
    rows(0);
    for (std::thread& t : pool) t.join();
  }
  // Augmentation draws from one stream in batch order: another replica's rows still take
  // their draws (on a scratch image), so each row gets what it would in one replica's batch.
  std::vector<float> scratch(options_.augment && options_.shards > 1 ? static_cast<size_t>(pixels) : 0);
  for (int64_t row = 0; row < batch_valid; ++row) {
    const int64_t mine = row - lo;
    if (mine < 0 || mine >= b) {
      if (options_.augment) options_.augment(scratch.data(), rng);
      continue;
    }
    int64_t example = order[first + row];
    if (!data_.make) std::copy_n(data_.images.data() + example * pixels, pixels, x + mine * pixels);
    if (options_.augment) options_.augment(x + mine * pixels, rng);
    uint8_t cls = data_.labels[example];
    batch.classes.push_back(cls);
    for (int64_t c = 0; c < classes; ++c) y[mine * classes + c] = c == cls ? on : off;
  }
  return batch;
}

}  // namespace ladder::data

namespace ladder::data {

ImageDataset synthetic_dataset(std::string name, int64_t channels, int64_t height, int64_t width,
                               int num_classes, int64_t n, uint64_t seed) {
  ImageDataset ds;
  ds.name = std::move(name);
  ds.channels = channels, ds.height = height, ds.width = width, ds.num_classes = num_classes;
  const int64_t pixels = ds.image_size();
  Rng rng(seed);
  std::vector<float> templates(static_cast<size_t>(num_classes * pixels));
  for (float& t : templates) t = static_cast<float>(rng.uniform(-1, 1));
  ds.images.resize(static_cast<size_t>(n * pixels));
  for (int64_t i = 0; i < n; ++i) {
    auto cls = static_cast<uint8_t>(rng.below(static_cast<uint64_t>(num_classes)));
    ds.labels.push_back(cls);
    for (int64_t p = 0; p < pixels; ++p)
      ds.images[i * pixels + p] = templates[cls * pixels + p] + static_cast<float>(rng.uniform(-0.25, 0.25));
  }
  return ds;
}

std::function<void(float*, Rng&)> augment_images(int64_t channels, int64_t height, int64_t width,
                                                 bool flip, int64_t crop_padding) {
  LADDER_CHECK(crop_padding >= 0 && crop_padding < std::min(height, width), "a crop padding of ", crop_padding,
               " does not fit ", height, "x", width, " images (--crop-padding 0 to ", std::min(height, width) - 1, ")");
  return [=](float* image, Rng& rng) {
    const int64_t plane = height * width;
    const bool mirror = flip && rng.below(2) == 1;
    const int64_t dy = crop_padding > 0 ? static_cast<int64_t>(rng.below(2 * crop_padding + 1)) - crop_padding : 0;
    const int64_t dx = crop_padding > 0 ? static_cast<int64_t>(rng.below(2 * crop_padding + 1)) - crop_padding : 0;
    if (!mirror && dx == 0 && dy == 0) return;
    std::vector<float> src(image, image + channels * plane);
    for (int64_t c = 0; c < channels; ++c)
      for (int64_t y = 0; y < height; ++y)
        for (int64_t x = 0; x < width; ++x) {
          const int64_t sy = y + dy, sx = (mirror ? width - 1 - x : x) + dx;
          const bool inside = sy >= 0 && sy < height && sx >= 0 && sx < width;
          image[c * plane + y * width + x] = inside ? src[c * plane + sy * width + sx] : 0.0f;
        }
  };
}

}  // namespace ladder::data
