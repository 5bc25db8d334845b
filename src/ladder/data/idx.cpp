#include "ladder/data/idx.h"

#include <zlib.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "ladder/core/error.h"

namespace ladder::data {

namespace {

constexpr int64_t kMaxElements = int64_t{1} << 32;  // 4 GiB of pixels: far above any IDX set

uint32_t big_endian_u32(const uint8_t* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
}

bool is_gzip(const std::string& path) {
  std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  uint8_t magic[2] = {0, 0};
  return f && std::fread(magic, 1, 2, f.get()) == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

// The uncompressed length of a single-member gzip file, from its trailer (ISIZE, mod 2^32).
uint32_t gzip_isize(const std::string& path) {
  std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  uint8_t t[4];
  if (!f || std::fseek(f.get(), -4, SEEK_END) != 0 || std::fread(t, 1, 4, f.get()) != 4)
    throw Error(cat(path, ": cannot read the gzip trailer (file truncated?)"));
  return uint32_t{t[0]} | (uint32_t{t[1]} << 8) | (uint32_t{t[2]} << 16) | (uint32_t{t[3]} << 24);
}

}  // namespace

IdxArray read_idx(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw Error(cat(path, ": no such file (an IDX file was expected here)"));
  const bool gz = is_gzip(path);
  const uint64_t stored_size = std::filesystem::file_size(path, ec);

  std::unique_ptr<gzFile_s, int (*)(gzFile)> in(gzopen(path.c_str(), "rb"), gzclose);
  if (!in) throw Error(cat(path, ": cannot open"));
  auto read_exact = [&](void* dst, size_t n, const char* what) {
    size_t got = 0;
    while (got < n) {
      unsigned chunk = static_cast<unsigned>(std::min<size_t>(n - got, 1u << 30));
      int r = gzread(in.get(), static_cast<uint8_t*>(dst) + got, chunk);
      if (r <= 0) {
        int err = 0;
        const char* msg = gzerror(in.get(), &err);
        throw Error(cat(path, ": truncated while reading ", what,
                        err < 0 ? cat(" (", msg, ")") : std::string()));
      }
      got += static_cast<size_t>(r);
    }
  };

  uint8_t magic[4];
  read_exact(magic, 4, "the magic number");
  LADDER_CHECK(magic[0] == 0 && magic[1] == 0, path, ": not an IDX file (bad magic ", int{magic[0]},
               " ", int{magic[1]}, ")");
  LADDER_CHECK(magic[2] == 0x08, path, ": IDX element type 0x", std::hex, int{magic[2]},
               " is not supported (ladder reads unsigned-byte IDX, type 0x08)");
  const int rank = magic[3];
  LADDER_CHECK(rank >= 1 && rank <= 4, path, ": IDX rank ", rank, " is out of range (1..4)");

  IdxArray out;
  uint8_t size_bytes[16];
  read_exact(size_bytes, 4 * static_cast<size_t>(rank), "the dimension sizes");
  int64_t count = 1;
  for (int i = 0; i < rank; ++i) {
    int64_t d = big_endian_u32(size_bytes + 4 * i);
    LADDER_CHECK(d > 0, path, ": dimension ", i, " has size 0");
    LADDER_CHECK(count <= kMaxElements / d, path, ": the header declares an absurd size");
    count *= d;
    out.dims.push_back(d);
  }
  const uint64_t expected = 4 + 4 * static_cast<uint64_t>(rank) + static_cast<uint64_t>(count);
  if (gz) {
    LADDER_CHECK(gzip_isize(path) == static_cast<uint32_t>(expected), path,
                 ": the header declares ", expected, " bytes but the gzip stream holds ",
                 gzip_isize(path));
  } else {
    LADDER_CHECK(stored_size == expected, path, ": the header declares ", expected,
                 " bytes but the file has ", stored_size);
  }
  out.values.resize(static_cast<size_t>(count));
  read_exact(out.values.data(), out.values.size(), "the elements");
  uint8_t extra;
  LADDER_CHECK(gzread(in.get(), &extra, 1) == 0, path, ": trailing bytes after the elements");
  return out;
}

}  // namespace ladder::data
