// Image files a user hands to `ladder predict`: PNG (libpng), JPEG (libjpeg-turbo) and IDX (the
// MNIST family's format, every image in the file), decoded to 8-bit pixels; and the input a net
// trained on one of ladder's data sets takes, made from such an image the way the data set's
// loader makes its own: resized, scaled to [0, 1], normalised where the data set is.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ladder::data {

struct Image {
  std::string name;  // "cat.png", or "digits.idx[3]" for the fourth image of an IDX file
  int64_t channels = 1, height = 0, width = 0;  // 1 (grey) or 3 (RGB)
  std::vector<uint8_t> pixels;                  // height × width × channels, interleaved

  uint8_t at(int64_t y, int64_t x, int64_t c) const {
    return pixels[static_cast<size_t>((y * width + x) * channels + c)];
  }
};

// Reads `path`, telling the format from the file's first bytes, not its name. A PNG or JPEG is
// one image (alpha is composited over black, the MNIST family's background); an IDX file of
// unsigned bytes, gzip'd or raw, holds [N, H, W] images (or one [H, W]). Throws ladder::Error
// naming the path and the problem.
std::vector<Image> read_images(const std::string& path);

// Writes an 8-bit grey or RGB PNG, or a baseline JPEG of this quality (1-100) (tests make their
// inputs with them).
void write_png(const std::string& path, const Image& image);
void write_jpeg(const std::string& path, const Image& image, int quality = 90);

// Resamples to height × width: each output pixel averages the input area it covers when
// shrinking (an exact box filter for whole factors), and interpolates linearly when enlarging.
// Channels are kept; values stay in [0, 255] as floats, height × width × channels.
std::vector<float> resize(const Image& image, int64_t height, int64_t width);

// The input a net expects: `channels` × `height` × `width` floats, CHW, in [0, 1]. Grey becomes
// RGB by repeating it; RGB becomes grey as luma (0.299 R + 0.587 G + 0.114 B).
std::vector<float> to_chw(const Image& image, int64_t channels, int64_t height, int64_t width);

}  // namespace ladder::data
