// SHA-256 of bytes and files (OpenSSL's implementation), as lowercase hex. Used for artifact
// hashes in checkpoints, MANIFEST files and run records.
#pragma once

#include <string>
#include <string_view>

namespace ladder {

std::string sha256_hex(std::string_view bytes);
std::string sha256_file(const std::string& path);  // throws ladder::Error naming the path

}  // namespace ladder
