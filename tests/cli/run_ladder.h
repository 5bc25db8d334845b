// Runs the built `ladder` binary as a user would and captures what it prints.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "temp_dir.h"

namespace ladder::cli_test {

struct Outcome {
  int exit_code = -1;
  std::string out, err;
};

// Appends `s` to a shell command line as one single-quoted word.
inline void append_word(std::string& command, const std::string& s) {
  command += command.empty() ? "'" : " '";
  for (char c : s) command += c == '\'' ? std::string("'\\''") : std::string(1, c);
  command += '\'';
}

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A scratch folder per test, removed afterwards.
class ScratchDir : public ::testing::Test {
 protected:
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  // `ladder args...` with stdout and stderr captured separately.
  Outcome ladder(const std::vector<std::string>& args) const {
    std::string command;
    append_word(command, LADDER_BINARY_DIR "/ladder");
    for (const auto& a : args) append_word(command, a);
    std::string err_path = path(".stderr");
    command += " 2>";
    append_word(command, err_path);
    Outcome run;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return run;
    char buffer[4096];
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
    int status = pclose(pipe);
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run.err = read_text(err_path);
    return run;
  }

  ladder::testing::TempDir temp_{"ladder_cli"};
  const std::filesystem::path dir_ = temp_.path();
};

// A user error: exit code 2 and exactly one line on stderr containing every `needle`.
inline void expect_one_line_error(const Outcome& run, const std::vector<std::string>& needles) {
  EXPECT_EQ(run.exit_code, 2) << run.err;
  ASSERT_FALSE(run.err.empty());
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << "not one line:\n" << run.err;
  EXPECT_EQ(run.err.rfind("ladder: error: ", 0), 0u) << run.err;
  for (const auto& needle : needles)
    EXPECT_NE(run.err.find(needle), std::string::npos) << "missing '" << needle << "' in: " << run.err;
}

}  // namespace ladder::cli_test
