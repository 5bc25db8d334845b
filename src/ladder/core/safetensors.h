// safetensors files: an 8-byte little-endian header length, a JSON header mapping names to
// {dtype, shape, data_offsets} (plus an optional "__metadata__" map of strings), then the raw
// little-endian bytes. Every length, offset and shape is validated before anything is
// allocated or read; errors are ladder::Error naming the file and the problem.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "ladder/core/tensor.h"

namespace ladder {

struct SafeTensors {
  std::vector<std::pair<std::string, Tensor>> tensors;  // in file order
  std::map<std::string, std::string> metadata;

  const Tensor* find(const std::string& name) const;
};

SafeTensors read_safetensors(const std::string& path);
SafeTensors parse_safetensors(const uint8_t* data, size_t size, const std::string& source_name);
// Writes atomically: a temp file in the same folder, fsync, rename over `path`.
void write_safetensors(const std::string& path, const SafeTensors& st);
std::string serialize_safetensors(const SafeTensors& st);

}  // namespace ladder
