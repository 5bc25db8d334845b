#include "temp_dir.h"
#include "ladder/core/atomic_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ladder/core/error.h"

namespace ladder {
namespace {

namespace fs = std::filesystem;

class AtomicFile : public ::testing::Test {
 protected:
  std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  ladder::testing::TempDir temp_{"ladder_atomic_file"};
  const std::filesystem::path dir_ = temp_.path();
};

TEST_F(AtomicFile, ReplacesTheContentsAndLeavesNoTemporaryFile) {
  const std::string path = (dir_ / "a.txt").string();
  write_file_atomic(path, "first, longer contents");
  write_file_atomic(path, "second");
  EXPECT_EQ(read(path), "second");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
  struct stat st {};
  ASSERT_EQ(stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0644u);
}

TEST_F(AtomicFile, AMissingFolderIsAnErrorNamingThePath) {
  const std::string path = (dir_ / "missing" / "a.txt").string();
  try {
    write_file_atomic(path, "x");
    FAIL() << "expected ladder::Error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace ladder
