#include "temp_dir.h"
// Runs the built `ladder` binary as a user would and captures what it prints.
#include "temp_dir.h"
#pragma once
#include "temp_dir.h"

#include "temp_dir.h"
#include <gtest/gtest.h>
#include "temp_dir.h"
#include <sys/wait.h>
#include "temp_dir.h"
#include <unistd.h>
#include "temp_dir.h"

#include "temp_dir.h"
#include <cstdio>
#include "temp_dir.h"
#include <filesystem>
#include "temp_dir.h"
#include <fstream>
#include "temp_dir.h"
#include <sstream>
#include "temp_dir.h"
#include <string>
#include "temp_dir.h"
#include <vector>
#include "temp_dir.h"

#include "temp_dir.h"
namespace ladder::cli_test {
#include "temp_dir.h"

#include "temp_dir.h"
struct Outcome {
#include "temp_dir.h"
  int exit_code = -1;
#include "temp_dir.h"
  std::string out, err;
#include "temp_dir.h"
};
#include "temp_dir.h"

#include "temp_dir.h"
// Appends `s` to a shell command line as one single-quoted word.
#include "temp_dir.h"
inline void append_word(std::string& command, const std::string& s) {
#include "temp_dir.h"
  command += command.empty() ? "'" : " '";
#include "temp_dir.h"
  for (char c : s) command += c == '\'' ? std::string("'\\''") : std::string(1, c);
#include "temp_dir.h"
  command += '\'';
#include "temp_dir.h"
}
#include "temp_dir.h"

#include "temp_dir.h"
inline std::string read_text(const std::filesystem::path& path) {
#include "temp_dir.h"
  std::ifstream in(path, std::ios::binary);
#include "temp_dir.h"
  std::ostringstream s;
#include "temp_dir.h"
  s << in.rdbuf();
#include "temp_dir.h"
  return s.str();
#include "temp_dir.h"
}
#include "temp_dir.h"

#include "temp_dir.h"
inline void write_text(const std::filesystem::path& path, const std::string& text) {
#include "temp_dir.h"
  std::ofstream(path, std::ios::binary) << text;
#include "temp_dir.h"
}
#include "temp_dir.h"

#include "temp_dir.h"
// A scratch folder per test, removed afterwards.
#include "temp_dir.h"
class ScratchDir : public ::testing::Test {
#include "temp_dir.h"
 protected:
#include "temp_dir.h"
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
#include "temp_dir.h"

#include "temp_dir.h"
  // `ladder args...` with stdout and stderr captured separately.
#include "temp_dir.h"
  Outcome ladder(const std::vector<std::string>& args) const {
#include "temp_dir.h"
    std::string command;
#include "temp_dir.h"
    append_word(command, LADDER_BINARY_DIR "/ladder");
#include "temp_dir.h"
    for (const auto& a : args) append_word(command, a);
#include "temp_dir.h"
    std::string err_path = path(".stderr");
#include "temp_dir.h"
    command += " 2>";
#include "temp_dir.h"
    append_word(command, err_path);
#include "temp_dir.h"
    Outcome run;
#include "temp_dir.h"
    FILE* pipe = popen(command.c_str(), "r");
#include "temp_dir.h"
    if (!pipe) return run;
#include "temp_dir.h"
    char buffer[4096];
#include "temp_dir.h"
    size_t n;
#include "temp_dir.h"
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
#include "temp_dir.h"
    int status = pclose(pipe);
#include "temp_dir.h"
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
#include "temp_dir.h"
    run.err = read_text(err_path);
#include "temp_dir.h"
    return run;
#include "temp_dir.h"
  }
#include "temp_dir.h"

#include "temp_dir.h"
  ladder::testing::TempDir temp_{"ladder_cli"};
#include "temp_dir.h"
  const std::filesystem::path dir_ = temp_.path();
#include "temp_dir.h"
};
#include "temp_dir.h"

#include "temp_dir.h"
// A user error: exit code 2 and exactly one line on stderr containing every `needle`.
#include "temp_dir.h"
inline void expect_one_line_error(const Outcome& run, const std::vector<std::string>& needles) {
#include "temp_dir.h"
  EXPECT_EQ(run.exit_code, 2) << run.err;
#include "temp_dir.h"
  ASSERT_FALSE(run.err.empty());
#include "temp_dir.h"
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << "not one line:\n" << run.err;
#include "temp_dir.h"
  EXPECT_EQ(run.err.rfind("ladder: error: ", 0), 0u) << run.err;
#include "temp_dir.h"
  for (const auto& needle : needles)
#include "temp_dir.h"
    EXPECT_NE(run.err.find(needle), std::string::npos) << "missing '" << needle << "' in: " << run.err;
#include "temp_dir.h"
}
#include "temp_dir.h"

#include "temp_dir.h"
}  // namespace ladder::cli_test
