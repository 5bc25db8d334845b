// Image-folder data sets, Imagenette's layout: ROOT/train/<class>/*.JPEG and
// ROOT/val/<class>/*.JPEG, one folder per class (the classes are the train folder's, in name
// order; a val class that train lacks is an error).
//
// A split is decoded once (libjpeg-turbo, libpng; on every core), each image's shorter side
// shrunk to `short_side` (never enlarged) and kept as 8-bit RGB, and saved as one cache file,
// ROOT/.ladder-cache/<split>-<short_side>.bin by default, which later loads reuse while the
// split's files are unchanged (the same names, sizes and modification times). A file that
// does not decode (corrupt, truncated, not an image) is skipped with one warning naming it,
// and listed in `skipped` for the run record.
//
// Examples are made from the cached pixels per step: the training crop is torchvision's
// RandomResizedCrop (area 8-100 % of the image, aspect 3/4-4/3, ten tries then the central
// crop) plus a horizontal flip half the time; the evaluation crop is the centre of the image
// with its shorter side resized to out / 0.875 (256 for 224). Both are sampled bilinearly and
// normalised with ImageNet's mean and standard deviation, as torchvision's pretrained nets were.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ladder/core/rng.h"

namespace ladder::data {

inline constexpr float kImageNetMean[3] = {0.485f, 0.456f, 0.406f};
inline constexpr float kImageNetStd[3] = {0.229f, 0.224f, 0.225f};

struct FolderOptions {
  int64_t short_side = 256;
  std::string cache_dir;  // empty: ROOT/.ladder-cache; a folder that cannot be written: no cache
  int threads = 0;        // decoding threads; 0: one per core
  // One line per skipped file or unusable cache; empty: written to stderr.
  std::function<void(const std::string&)> warn;
};

// One split, decoded: image i is heights[i] × widths[i] × 3 bytes at pixels[offsets[i]].
struct FolderImages {
  std::string root, split;
  std::vector<std::string> classes;  // the class folders' names; labels index them
  std::vector<uint8_t> labels;
  std::vector<int32_t> heights, widths;
  std::vector<int64_t> offsets;
  std::vector<uint8_t> pixels;
  std::vector<std::string> skipped;  // "path: reason", in path order
  bool from_cache = false;           // loaded from a cache file rather than decoded

  int64_t size() const { return static_cast<int64_t>(labels.size()); }
};

// Loads split `split` ("train", "val") of the image folder at `root`. Throws ladder::Error
// naming the folder when it, the split or its classes are missing, and when no image decodes.
FolderImages load_image_folder(const std::string& root, const std::string& split, const FolderOptions& options = {});

// Image i as 3 × out × out floats (CHW), normalised: the training crop, flipped when `flip`
// and a draw says so, or the evaluation crop.
void random_resized_crop(const FolderImages& images, int64_t i, int64_t out, bool flip, Rng& rng, float* chw);
void center_crop(const FolderImages& images, int64_t i, int64_t out, float* chw);

// Any decoded image (`ladder predict`'s) as the evaluation crop: shrunk as the cache shrinks
// images (shorter side to out / 0.875, box filter), grey made RGB, then center_crop().
void center_crop(const struct Image& image, int64_t out, float* chw);

}  // namespace ladder::data
