#include "ladder/data/image_folder.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/data/image_file.h"

namespace ladder::data {

namespace {

namespace fs = std::filesystem;

constexpr char kCacheMagic[8] = {'L', 'D', 'R', 'I', 'M', 'G', '0', '1'};

struct Entry {
  std::string path;
  uint8_t label;
  uint64_t bytes;
  int64_t mtime;
};

bool hidden(const fs::path& p) { return p.filename().string().starts_with("."); }

// The sub-folders of `dir`, by name.
std::vector<std::string> sub_folders(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_directory() && !hidden(e.path())) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<Entry> scan(const fs::path& split_dir, const std::vector<std::string>& classes) {
  std::vector<Entry> entries;
  for (const std::string& name : sub_folders(split_dir)) {
    auto it = std::find(classes.begin(), classes.end(), name);
    LADDER_CHECK(it != classes.end(), (split_dir / name).string(), ": a class the train split does not have");
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(split_dir / name))
      if (e.is_regular_file() && !hidden(e.path())) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files)
      entries.push_back({f.string(), static_cast<uint8_t>(it - classes.begin()), fs::file_size(f),
                         static_cast<int64_t>(fs::last_write_time(f).time_since_epoch().count())});
  }
  return entries;
}

// FNV-1a over what decides a cache's contents.
uint64_t fingerprint(const std::vector<Entry>& entries, const std::vector<std::string>& classes, int64_t short_side,
                     const fs::path& split_dir) {
  uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&](const void* data, size_t n) {
    for (size_t i = 0; i < n; ++i) h = (h ^ static_cast<const uint8_t*>(data)[i]) * 0x100000001b3ULL;
  };
  auto mix_string = [&](const std::string& s) { mix(s.data(), s.size() + 1); };
  mix(&short_side, sizeof short_side);
  for (const std::string& c : classes) mix_string(c);
  for (const Entry& e : entries) {
    mix_string(fs::relative(e.path, split_dir).string());
    mix(&e.label, 1);
    mix(&e.bytes, sizeof e.bytes);
    mix(&e.mtime, sizeof e.mtime);
  }
  return h;
}

// Decodes one file to 8-bit RGB with its shorter side at most `short_side`.
struct Decoded {
  int32_t height = 0, width = 0;
  std::vector<uint8_t> rgb;
  std::string error;  // empty: decoded
};

// Shrinks `img` to a shorter side of at most `short_side` and makes it RGB.
Decoded shrink_to_rgb(Image img, int64_t short_side) {
  Decoded d;
  if (std::min(img.height, img.width) > short_side) {
    const double scale = static_cast<double>(short_side) / static_cast<double>(std::min(img.height, img.width));
    const int64_t h = std::max<int64_t>(1, std::llround(img.height * scale));
    const int64_t w = std::max<int64_t>(1, std::llround(img.width * scale));
    const std::vector<float> shrunk = resize(img, h, w);
    img.height = h, img.width = w;
    img.pixels.resize(shrunk.size());
    for (size_t i = 0; i < shrunk.size(); ++i)
      img.pixels[i] = static_cast<uint8_t>(std::clamp(std::lround(shrunk[i]), 0L, 255L));
  }
  d.height = static_cast<int32_t>(img.height), d.width = static_cast<int32_t>(img.width);
  if (img.channels == 3) {
    d.rgb = std::move(img.pixels);
  } else {
    d.rgb.resize(img.pixels.size() * 3);
    for (size_t i = 0; i < img.pixels.size(); ++i) std::fill_n(d.rgb.begin() + i * 3, 3, img.pixels[i]);
  }
  return d;
}

Decoded decode(const std::string& path, int64_t short_side) {
  Decoded d;
  try {
    std::vector<Image> images = read_images(path);
    LADDER_CHECK(images.size() == 1, "holds ", images.size(), " images, not one");
    d = shrink_to_rgb(std::move(images[0]), short_side);
  } catch (const Error& e) {
    d.error = e.what();
    if (!d.error.starts_with(path)) d.error = path + ": " + d.error;
  } catch (const std::exception& e) {
    d.error = cat(path, ": ", e.what());
  }
  return d;
}

// ---- the cache file: magic, fingerprint, then the split as FolderImages holds it ----------------

template <typename T>
void put(std::ostream& out, const T& v) {
  out.write(reinterpret_cast<const char*>(&v), sizeof v);
}
void put_string(std::ostream& out, const std::string& s) {
  put<uint32_t>(out, static_cast<uint32_t>(s.size()));
  out.write(s.data(), static_cast<std::streamsize>(s.size()));
}
template <typename T>
void put_vector(std::ostream& out, const std::vector<T>& v) {
  put<uint64_t>(out, v.size());
  out.write(reinterpret_cast<const char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(T)));
}

template <typename T>
T get(std::istream& in) {
  T v{};
  in.read(reinterpret_cast<char*>(&v), sizeof v);
  LADDER_CHECK(in, "ends early");
  return v;
}
std::string get_string(std::istream& in) {
  const auto n = get<uint32_t>(in);
  LADDER_CHECK(n < (1u << 16), "a name of ", n, " bytes");
  std::string s(n, '\0');
  in.read(s.data(), n);
  LADDER_CHECK(in, "ends early");
  return s;
}
template <typename T>
std::vector<T> get_vector(std::istream& in, uint64_t limit) {
  const auto n = get<uint64_t>(in);
  LADDER_CHECK(n <= limit, "a list of ", n, " entries");
  std::vector<T> v(n);
  in.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(n * sizeof(T)));
  LADDER_CHECK(in, "ends early");
  return v;
}

void write_cache(const fs::path& path, uint64_t print, const FolderImages& f) {
  fs::create_directories(path.parent_path());
  const fs::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    LADDER_CHECK(out, tmp.string(), ": cannot be written");
    out.write(kCacheMagic, sizeof kCacheMagic);
    put(out, print);
    put<uint32_t>(out, static_cast<uint32_t>(f.classes.size()));
    for (const std::string& c : f.classes) put_string(out, c);
    put<uint32_t>(out, static_cast<uint32_t>(f.skipped.size()));
    for (const std::string& s : f.skipped) put_string(out, s);
    put_vector(out, f.labels);
    put_vector(out, f.heights);
    put_vector(out, f.widths);
    put_vector(out, f.offsets);
    put_vector(out, f.pixels);
    LADDER_CHECK(out.flush(), tmp.string(), ": write failed (disk full?)");
  }
  fs::rename(tmp, path);
}

// The cached split if `path` holds one with this fingerprint; nullopt if it holds another
// (the files changed). Throws ladder::Error when the file is damaged.
std::optional<FolderImages> read_cache(const fs::path& path, uint64_t print) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  char magic[sizeof kCacheMagic];
  in.read(magic, sizeof magic);
  LADDER_CHECK(in && std::memcmp(magic, kCacheMagic, sizeof magic) == 0, "not a ladder image cache");
  if (get<uint64_t>(in) != print) return std::nullopt;
  FolderImages f;
  f.classes.resize(get<uint32_t>(in));
  for (std::string& c : f.classes) c = get_string(in);
  f.skipped.resize(get<uint32_t>(in));
  for (std::string& s : f.skipped) s = get_string(in);
  constexpr uint64_t kMaxImages = 1ULL << 32, kMaxBytes = 1ULL << 40;
  f.labels = get_vector<uint8_t>(in, kMaxImages);
  f.heights = get_vector<int32_t>(in, kMaxImages);
  f.widths = get_vector<int32_t>(in, kMaxImages);
  f.offsets = get_vector<int64_t>(in, kMaxImages);
  f.pixels = get_vector<uint8_t>(in, kMaxBytes);
  const size_t n = f.labels.size();
  LADDER_CHECK(f.heights.size() == n && f.widths.size() == n && f.offsets.size() == n, "lists of unequal length");
  for (size_t i = 0; i < n; ++i)
    LADDER_CHECK(f.labels[i] < f.classes.size() && f.heights[i] > 0 && f.widths[i] > 0 && f.offsets[i] >= 0 &&
                     static_cast<uint64_t>(f.offsets[i]) + uint64_t(f.heights[i]) * uint64_t(f.widths[i]) * 3 <=
                         f.pixels.size(),
                 "image ", i, " lies outside the file");
  f.from_cache = true;
  return f;
}

// ---- crops ---------------------------------------------------------------------------------

// Samples the box (x0, y0, bw, bh), in the image's pixels, to out × out bilinearly (pixel
// centres at half-integers, edges clamped), mirrored when `flip`, into normalised CHW floats.
void sample_box(const FolderImages& f, int64_t i, double x0, double y0, double bw, double bh, int64_t out, bool flip,
                float* chw) {
  const int64_t h = f.heights[size_t(i)], w = f.widths[size_t(i)];
  const uint8_t* px = f.pixels.data() + f.offsets[size_t(i)];
  struct Tap {
    int64_t a, b;
    float t;
  };
  auto taps = [&](double start, double size, int64_t n) {
    std::vector<Tap> taps(static_cast<size_t>(out));
    for (int64_t o = 0; o < out; ++o) {
      const double s = std::clamp(start + (static_cast<double>(o) + 0.5) * size / static_cast<double>(out) - 0.5, 0.0,
                                  static_cast<double>(n - 1));
      const int64_t a = static_cast<int64_t>(s);
      taps[size_t(o)] = {a, std::min(a + 1, n - 1), static_cast<float>(s - static_cast<double>(a))};
    }
    return taps;
  };
  const std::vector<Tap> ty = taps(y0, bh, h);
  std::vector<Tap> tx = taps(x0, bw, w);
  if (flip) std::reverse(tx.begin(), tx.end());
  float scale[3], shift[3];
  for (int c = 0; c < 3; ++c) scale[c] = 1.0f / (255.0f * kImageNetStd[c]), shift[c] = kImageNetMean[c] / kImageNetStd[c];
  const int64_t plane = out * out;
  for (int64_t oy = 0; oy < out; ++oy) {
    const Tap& y = ty[size_t(oy)];
    const uint8_t* r0 = px + y.a * w * 3;
    const uint8_t* r1 = px + y.b * w * 3;
    for (int64_t ox = 0; ox < out; ++ox) {
      const Tap& x = tx[size_t(ox)];
      for (int c = 0; c < 3; ++c) {
        const float top = r0[x.a * 3 + c] + x.t * (r0[x.b * 3 + c] - r0[x.a * 3 + c]);
        const float bottom = r1[x.a * 3 + c] + x.t * (r1[x.b * 3 + c] - r1[x.a * 3 + c]);
        chw[c * plane + oy * out + ox] = (top + y.t * (bottom - top)) * scale[c] - shift[c];
      }
    }
  }
}

}  // namespace

FolderImages load_image_folder(const std::string& root, const std::string& split, const FolderOptions& options) {
  auto warn = options.warn ? options.warn : [](const std::string& line) { std::cerr << "warning: " << line << "\n"; };
  LADDER_CHECK(options.short_side >= 8, "image folder: short_side ", options.short_side, " is below 8 pixels");
  std::error_code ec;
  LADDER_CHECK(fs::is_directory(root, ec), root,
               ": no such folder (Imagenette goes in data/imagenette: scripts/download_imagenette.sh fetches it)");
  const fs::path train_dir = fs::path(root) / "train", split_dir = fs::path(root) / split;
  LADDER_CHECK(fs::is_directory(train_dir, ec), train_dir.string(),
               ": no such folder (an image folder holds train/<class>/ and val/<class>/)");
  LADDER_CHECK(fs::is_directory(split_dir, ec), split_dir.string(), ": no such folder");
  const std::vector<std::string> classes = sub_folders(train_dir);
  LADDER_CHECK(!classes.empty(), train_dir.string(), ": no class folders in it");
  LADDER_CHECK(classes.size() <= 256, train_dir.string(), ": ", classes.size(), " class folders; ladder takes up to 256");
  const std::vector<Entry> entries = scan(split_dir, classes);
  LADDER_CHECK(!entries.empty(), split_dir.string(), ": no files in its class folders");

  const uint64_t print = fingerprint(entries, classes, options.short_side, split_dir);
  const fs::path cache_dir = options.cache_dir.empty() ? fs::path(root) / ".ladder-cache" : fs::path(options.cache_dir);
  const fs::path cache = cache_dir / cat(split, "-", options.short_side, ".bin");
  try {
    if (auto cached = read_cache(cache, print)) {
      cached->root = root, cached->split = split;
      for (const std::string& s : cached->skipped) warn(cat(s, " (skipped)"));
      return std::move(*cached);
    }
  } catch (const Error& e) {
    warn(cat(cache.string(), ": ", e.what(), "; decoding the images again"));
  }

  std::vector<Decoded> decoded(entries.size());
  std::atomic<size_t> next{0};
  const int threads = options.threads > 0 ? options.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (size_t i; (i = next++) < entries.size();) decoded[i] = decode(entries[i].path, options.short_side);
    });
  for (std::thread& t : pool) t.join();

  FolderImages f;
  f.root = root, f.split = split, f.classes = classes;
  int64_t bytes = 0;
  for (const Decoded& d : decoded) bytes += static_cast<int64_t>(d.rgb.size());
  f.pixels.reserve(static_cast<size_t>(bytes));
  for (size_t i = 0; i < entries.size(); ++i) {
    Decoded& d = decoded[i];
    if (!d.error.empty()) {
      warn(cat(d.error, " (skipped)"));
      f.skipped.push_back(std::move(d.error));
      continue;
    }
    f.labels.push_back(entries[i].label);
    f.heights.push_back(d.height);
    f.widths.push_back(d.width);
    f.offsets.push_back(static_cast<int64_t>(f.pixels.size()));
    f.pixels.insert(f.pixels.end(), d.rgb.begin(), d.rgb.end());
    std::vector<uint8_t>().swap(d.rgb);
  }
  LADDER_CHECK(f.size() > 0, split_dir.string(), ": none of its ", entries.size(), " files decodes as an image");
  try {
    write_cache(cache, print, f);
  } catch (const std::exception& e) {
    warn(cat("cannot write the image cache ", cache.string(), " (", e.what(), "); the images are decoded again next time"));
  }
  return f;
}

void random_resized_crop(const FolderImages& f, int64_t i, int64_t out, bool flip, Rng& rng, float* chw) {
  const double h = f.heights[size_t(i)], w = f.widths[size_t(i)], area = h * w;
  const double log_lo = std::log(3.0 / 4.0), log_hi = std::log(4.0 / 3.0);
  double bw = w, bh = h, x0 = 0, y0 = 0;
  bool found = false;
  for (int attempt = 0; attempt < 10 && !found; ++attempt) {
    const double target = area * rng.uniform(0.08, 1.0), aspect = std::exp(rng.uniform(log_lo, log_hi));
    const double cw = std::round(std::sqrt(target * aspect)), ch = std::round(std::sqrt(target / aspect));
    if (cw > 0 && ch > 0 && cw <= w && ch <= h) {
      bw = cw, bh = ch;
      y0 = static_cast<double>(rng.below(static_cast<uint64_t>(h - ch) + 1));
      x0 = static_cast<double>(rng.below(static_cast<uint64_t>(w - cw) + 1));
      found = true;
    }
  }
  if (!found) {  // the central crop at the nearest allowed aspect
    if (w / h < 3.0 / 4.0) bw = w, bh = std::round(w * 4.0 / 3.0);
    else if (w / h > 4.0 / 3.0) bh = h, bw = std::round(h * 4.0 / 3.0);
    bw = std::min(bw, w), bh = std::min(bh, h);
    x0 = std::floor((w - bw) / 2), y0 = std::floor((h - bh) / 2);
  }
  const bool mirrored = flip && rng.uniform() < 0.5;
  sample_box(f, i, x0, y0, bw, bh, out, mirrored, chw);
}

void center_crop(const FolderImages& f, int64_t i, int64_t out, float* chw) {
  const double h = f.heights[size_t(i)], w = f.widths[size_t(i)];
  const double side = 0.875 * std::min(h, w);  // out pixels of the image resized to out / 0.875
  sample_box(f, i, (w - side) / 2, (h - side) / 2, side, side, out, false, chw);
}

void center_crop(const Image& image, int64_t out, float* chw) {
  LADDER_CHECK(image.channels == 1 || image.channels == 3, image.name, ": ", image.channels, " channels");
  Decoded d = shrink_to_rgb(image, static_cast<int64_t>(std::lround(static_cast<double>(out) / 0.875)));
  FolderImages one;
  one.labels = {0};
  one.heights = {d.height}, one.widths = {d.width}, one.offsets = {0};
  one.pixels = std::move(d.rgb);
  center_crop(one, 0, out, chw);
}

Splits load_image_folder_splits(const std::string& dir, int64_t size) {
  LADDER_CHECK(size >= 8, "image folder: examples of ", size, " pixels");
  const std::string root = dir.empty() ? "data/imagenette" : dir;
  // Cached at a short side of size / 0.875 (256 for 224): the evaluation crop's scale.
  FolderOptions options;
  options.short_side = static_cast<int64_t>(std::lround(static_cast<double>(size) / 0.875));
  auto train = std::make_shared<const FolderImages>(load_image_folder(root, "train", options));
  auto val = std::make_shared<const FolderImages>(load_image_folder(root, "val", options));
  const std::string folder = fs::path(root).lexically_normal().filename().string();
  const std::string name = folder.empty() || folder.starts_with("imagenette") ? "imagenette" : folder;
  auto split = [&](const std::shared_ptr<const FolderImages>& images, bool training) {
    ImageDataset d{name, 3, size, size, static_cast<int>(images->classes.size()), {}, images->labels, {}};
    if (training)
      d.make = [images, size](int64_t i, float* out, Rng& rng) { random_resized_crop(*images, i, size, true, rng, out); };
    else
      d.make = [images, size](int64_t i, float* out, Rng&) { center_crop(*images, i, size, out); };
    return d;
  };
  Splits s{split(train, true), split(val, false), root, train->skipped};
  s.skipped.insert(s.skipped.end(), val->skipped.begin(), val->skipped.end());
  return s;
}

}  // namespace ladder::data
