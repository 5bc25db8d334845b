// IDX files (the MNIST family's format): a 4-byte magic (0, 0, type, rank), `rank` big-endian
// u32 sizes, then the elements. ladder reads unsigned-byte IDX files, gzip-compressed or
// raw. The magic, rank, sizes and the file's length are checked against each other before
// anything is allocated (for gzip, against the trailer's uncompressed size).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ladder::data {

struct IdxArray {
  std::vector<int64_t> dims;
  std::vector<uint8_t> values;  // row-major
};

// Reads `path` (.gz or raw). Throws ladder::Error naming the path and the problem.
IdxArray read_idx(const std::string& path);

}  // namespace ladder::data
