#include "ladder/core/sha256.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "ladder/core/error.h"

namespace ladder {
namespace {

// FIPS 180-2 test vectors.
TEST(Sha256, KnownDigests) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(Sha256, FilesAndMissingFiles) {
  auto path = std::filesystem::temp_directory_path() / ("ladder_sha256_" + std::to_string(getpid()));
  std::ofstream(path, std::ios::binary) << "abc";
  EXPECT_EQ(sha256_file(path.string()), sha256_hex("abc"));
  std::filesystem::remove(path);
  try {
    sha256_file(path.string());
    FAIL() << "hashed a missing file";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(path.string()), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace ladder
