#include "ladder/data/image_file.h"

#include <jpeglib.h>
#include <png.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>

#include "ladder/core/error.h"
#include "ladder/data/idx.h"

namespace ladder::data {

namespace {

namespace fs = std::filesystem;

// Images larger than this are refused before anything is decoded (a photo of 16k × 16k fits).
constexpr int64_t kMaxPixels = int64_t{1} << 28;

std::string file_name(const std::string& path) { return fs::path(path).filename().string(); }

Image read_png(const std::string& path) {
  png_image png;
  std::memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  LADDER_CHECK(png_image_begin_read_from_file(&png, path.c_str()), path, ": not a readable PNG (", png.message, ")");
  // Keep the file's own colour or grey; libpng composites any alpha over the background.
  const bool colour = (png.format & PNG_FORMAT_FLAG_COLOR) != 0;
  png.format = colour ? PNG_FORMAT_RGB : PNG_FORMAT_GRAY;
  Image img{file_name(path), colour ? 3 : 1, png.height, png.width, {}};
  if (img.height * img.width > kMaxPixels) {
    png_image_free(&png);
    throw Error(cat(path, ": ", img.width, "×", img.height, " pixels is more than ladder reads (", kMaxPixels, ")"));
  }
  img.pixels.resize(PNG_IMAGE_SIZE(png));
  png_color black{0, 0, 0};
  LADDER_CHECK(png_image_finish_read(&png, &black, img.pixels.data(), 0, nullptr), path, ": a damaged PNG (",
               png.message, ")");
  return img;
}

// libjpeg reports errors by calling error_exit, which must not return: it jumps back here.
struct JpegError {
  jpeg_error_mgr mgr;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

void jpeg_error_exit(j_common_ptr info) {
  auto* err = reinterpret_cast<JpegError*>(info->err);
  (*info->err->format_message)(info, err->message);
  std::longjmp(err->jump, 1);
}

// A warning (level -1: "Premature end of JPEG file", corrupt data) means pixels were made up;
// such a file is refused like a broken one rather than classified. Trace messages are dropped.
void jpeg_emit_message(j_common_ptr info, int level) {
  if (level < 0) jpeg_error_exit(info);
}

Image read_jpeg(const std::string& path) {
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "rb"), &std::fclose);
  LADDER_CHECK(file, path, ": cannot be read");
  Image img{file_name(path), 1, 0, 0, {}};
  jpeg_decompress_struct info;
  JpegError err;
  info.err = jpeg_std_error(&err.mgr);
  err.mgr.error_exit = jpeg_error_exit;
  err.mgr.emit_message = jpeg_emit_message;
  err.message[0] = 0;
  // Nothing with a destructor is created between here and the last libjpeg call.
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    throw Error(cat(path, ": a damaged JPEG (", err.message, ")"));
  }
  jpeg_create_decompress(&info);
  jpeg_stdio_src(&info, file.get());
  jpeg_read_header(&info, TRUE);
  info.out_color_space = info.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
  if (int64_t{info.image_width} * info.image_height > kMaxPixels) {
    jpeg_destroy_decompress(&info);
    throw Error(cat(path, ": ", info.image_width, "×", info.image_height, " pixels is more than ladder reads (",
                    kMaxPixels, ")"));
  }
  jpeg_start_decompress(&info);
  img.channels = info.output_components;
  img.height = info.output_height, img.width = info.output_width;
  img.pixels.resize(static_cast<size_t>(img.height * img.width * img.channels));
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = img.pixels.data() + size_t{info.output_scanline} * size_t(img.width * img.channels);
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return img;
}

std::vector<Image> read_idx_images(const std::string& path) {
  IdxArray a = read_idx(path);
  LADDER_CHECK(a.dims.size() == 2 || a.dims.size() == 3, path, ": an IDX file of rank ", a.dims.size(),
               "; images are [N, height, width] or [height, width]");
  const int64_t n = a.dims.size() == 3 ? a.dims[0] : 1, h = a.dims.end()[-2], w = a.dims.end()[-1];
  LADDER_CHECK(n > 0 && h > 0 && w > 0, path, ": holds no image");
  std::vector<Image> images;
  for (int64_t i = 0; i < n; ++i) {
    Image img{cat(file_name(path), "[", i, "]"), 1, h, w, {}};
    auto first = a.values.begin() + i * h * w;
    img.pixels.assign(first, first + h * w);
    images.push_back(std::move(img));
  }
  if (a.dims.size() == 2) images[0].name = file_name(path);
  return images;
}

// Linear weights of the input samples each output sample reads, along one axis.
struct Taps {
  std::vector<int64_t> first;        // per output sample
  std::vector<std::vector<float>> w;  // per output sample, from `first` on
};

Taps taps(int64_t in, int64_t out) {
  Taps t;
  const double scale = static_cast<double>(in) / static_cast<double>(out);
  for (int64_t o = 0; o < out; ++o) {
    std::vector<float> w;
    if (scale >= 1) {  // box: the input interval [o·scale, (o+1)·scale) in equal measure
      const double lo = o * scale, hi = (o + 1) * scale;
      const int64_t a = static_cast<int64_t>(std::floor(lo)), b = std::min<int64_t>(in, static_cast<int64_t>(std::ceil(hi)));
      for (int64_t i = a; i < b; ++i)
        w.push_back(static_cast<float>((std::min<double>(hi, i + 1) - std::max<double>(lo, i)) / scale));
      t.first.push_back(a);
    } else {  // linear between the two nearest input centres (edges clamp)
      const double x = std::clamp((o + 0.5) * scale - 0.5, 0.0, static_cast<double>(in - 1));
      const int64_t a = std::min<int64_t>(static_cast<int64_t>(x), in - 1);
      const double f = x - a;
      w = a + 1 < in ? std::vector<float>{static_cast<float>(1 - f), static_cast<float>(f)} : std::vector<float>{1.0f};
      t.first.push_back(a);
    }
    t.w.push_back(std::move(w));
  }
  return t;
}

}  // namespace

std::vector<Image> read_images(const std::string& path) {
  std::error_code ec;
  LADDER_CHECK(fs::is_regular_file(path, ec), path, ": no such file");
  std::array<unsigned char, 8> magic{};
  {
    std::ifstream in(path, std::ios::binary);
    LADDER_CHECK(in, path, ": cannot be read");
    in.read(reinterpret_cast<char*>(magic.data()), magic.size());
    LADDER_CHECK(in.gcount() >= 4, path, ": too short to be an image");
  }
  if (png_sig_cmp(magic.data(), 0, magic.size()) == 0) return {read_png(path)};
  if (magic[0] == 0xFF && magic[1] == 0xD8 && magic[2] == 0xFF) return {read_jpeg(path)};
  const bool gzip = magic[0] == 0x1F && magic[1] == 0x8B, idx = magic[0] == 0 && magic[1] == 0;
  if (gzip || idx) return read_idx_images(path);
  throw Error(cat(path, ": not a PNG, JPEG or IDX file (by its first bytes)"));
}

void write_png(const std::string& path, const Image& image) {
  LADDER_CHECK(image.channels == 1 || image.channels == 3, path, ": PNG of ", image.channels, " channels");
  LADDER_CHECK(static_cast<int64_t>(image.pixels.size()) == image.height * image.width * image.channels, path,
               ": pixel count does not match ", image.width, "×", image.height);
  png_image png;
  std::memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  png.width = static_cast<png_uint_32>(image.width);
  png.height = static_cast<png_uint_32>(image.height);
  png.format = image.channels == 3 ? PNG_FORMAT_RGB : PNG_FORMAT_GRAY;
  LADDER_CHECK(png_image_write_to_file(&png, path.c_str(), 0, image.pixels.data(), 0, nullptr), path,
               ": cannot write PNG (", png.message, ")");
}

void write_jpeg(const std::string& path, const Image& image, int quality) {
  LADDER_CHECK(image.channels == 1 || image.channels == 3, path, ": JPEG of ", image.channels, " channels");
  LADDER_CHECK(static_cast<int64_t>(image.pixels.size()) == image.height * image.width * image.channels, path,
               ": pixel count does not match ", image.width, "×", image.height);
  LADDER_CHECK(quality >= 1 && quality <= 100, path, ": JPEG quality ", quality, " is not in 1..100");
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "wb"), &std::fclose);
  LADDER_CHECK(file, path, ": cannot be written");
  jpeg_compress_struct info;
  JpegError err;
  info.err = jpeg_std_error(&err.mgr);
  err.mgr.error_exit = jpeg_error_exit;
  // Nothing with a destructor is created between here and the last libjpeg call.
  if (setjmp(err.jump)) {
    jpeg_destroy_compress(&info);
    throw Error(cat(path, ": cannot write JPEG (", err.message, ")"));
  }
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, file.get());
  info.image_width = static_cast<JDIMENSION>(image.width);
  info.image_height = static_cast<JDIMENSION>(image.height);
  info.input_components = static_cast<int>(image.channels);
  info.in_color_space = image.channels == 3 ? JCS_RGB : JCS_GRAYSCALE;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    auto* row = const_cast<JSAMPLE*>(image.pixels.data() + size_t(info.next_scanline) * size_t(image.width * image.channels));
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
}

std::vector<float> resize(const Image& image, int64_t height, int64_t width) {
  const int64_t c = image.channels;
  const Taps ty = taps(image.height, height), tx = taps(image.width, width);
  std::vector<float> rows(static_cast<size_t>(height * image.width * c), 0.0f);  // rows resampled
  for (int64_t y = 0; y < height; ++y)
    for (size_t k = 0; k < ty.w[size_t(y)].size(); ++k)
      for (int64_t x = 0; x < image.width; ++x)
        for (int64_t ch = 0; ch < c; ++ch)
          rows[size_t((y * image.width + x) * c + ch)] += ty.w[size_t(y)][k] * image.at(ty.first[size_t(y)] + int64_t(k), x, ch);
  std::vector<float> out(static_cast<size_t>(height * width * c), 0.0f);
  for (int64_t y = 0; y < height; ++y)
    for (int64_t x = 0; x < width; ++x)
      for (size_t k = 0; k < tx.w[size_t(x)].size(); ++k)
        for (int64_t ch = 0; ch < c; ++ch)
          out[size_t((y * width + x) * c + ch)] +=
              tx.w[size_t(x)][k] * rows[size_t((y * image.width + tx.first[size_t(x)] + int64_t(k)) * c + ch)];
  return out;
}

std::vector<float> to_chw(const Image& image, int64_t channels, int64_t height, int64_t width) {
  LADDER_CHECK(channels == 1 || channels == 3, "nets take 1 or 3 channels, not ", channels);
  const std::vector<float> hwc = resize(image, height, width);
  const int64_t plane = height * width, c = image.channels;
  std::vector<float> chw(static_cast<size_t>(channels * plane));
  for (int64_t p = 0; p < plane; ++p) {
    const float* px = hwc.data() + p * c;
    for (int64_t ch = 0; ch < channels; ++ch) {
      float v = c == channels ? px[ch] : c == 1 ? px[0] : 0.299f * px[0] + 0.587f * px[1] + 0.114f * px[2];
      chw[size_t(ch * plane + p)] = std::clamp(v, 0.0f, 255.0f) / 255.0f;
    }
  }
  return chw;
}

}  // namespace ladder::data
