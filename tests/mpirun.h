// Runs `mpirun -np N ladder ARGS...` (Debian's Open MPI) from a test and captures what the job
// prints, stdout and stderr together. Tests skip where mpi_unavailable() says why.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cli/run_ladder.h"

namespace ladder::testing {

inline std::string mpirun_path() {
  for (const char* dir : {"/usr/bin", "/usr/local/bin"}) {
    const std::string p = std::string(dir) + "/mpirun";
    if (access(p.c_str(), X_OK) == 0) return p;
  }
  return "";
}

// Why a test of an MPI job cannot run here, "" when it can.
inline std::string mpi_unavailable() {
#ifndef LADDER_HAVE_MPI
  return "this ladder was built without MPI";
#endif
  if (mpirun_path().empty()) return "mpirun not installed (OpenMPI: scripts/install-deps)";
  return "";
}

struct MpiRun {
  int exit_code = -1;
  std::string output;
};

// `mpirun -np N ladder ARGS...` as words; `env` is passed to every rank (mpirun -x NAME=VALUE).
// Root needs Open MPI's consent, and the host may have fewer slots than ranks.
inline std::vector<std::string> mpirun_words(int ranks, const std::vector<std::string>& args,
                                             const std::vector<std::pair<std::string, std::string>>& env = {}) {
  std::vector<std::string> words = {mpirun_path(), "-np", std::to_string(ranks), "--oversubscribe"};
  if (geteuid() == 0) words.push_back("--allow-run-as-root");
  for (const auto& [name, value] : env) words.insert(words.end(), {"-x", name + "=" + value});
  words.push_back(LADDER_BINARY_DIR "/ladder");
  words.insert(words.end(), args.begin(), args.end());
  return words;
}

// Runs mpirun_words(ranks, args, env) and waits for the job.
inline MpiRun run_mpi(int ranks, const std::vector<std::pair<std::string, std::string>>& env,
                      const std::vector<std::string>& args) {
  std::string command;
  for (const std::string& w : mpirun_words(ranks, args, env)) cli_test::append_word(command, w);
  command += " 2>&1";
  MpiRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return run;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.output.append(buffer, n);
  const int status = pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

}  // namespace ladder::testing
