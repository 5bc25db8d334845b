// Feeds arbitrary bytes to the safetensors reader. It must either refuse them with
// ladder::Error or accept them; whatever it accepts must survive serialize -> parse unchanged.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "ladder/core/error.h"
#include "ladder/core/safetensors.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ladder::SafeTensors first;
  try {
    first = ladder::parse_safetensors(data, size, "<fuzz>");
  } catch (const ladder::Error&) {
    return 0;
  }
  std::string bytes = ladder::serialize_safetensors(first);
  ladder::SafeTensors second = ladder::parse_safetensors(
      reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), "<round trip>");
  if (second.tensors != first.tensors || second.metadata != first.metadata) std::abort();
  return 0;
}
