// ladder: one CLI for everything (exec, emit, train, check, ...). Each subcommand lives in
// its own file and registers itself (command.h).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder_git.h"
#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/nn/train_step.h"

namespace ladder::cli {

namespace {
std::vector<Command>& registry() {
  static std::vector<Command> all;
  return all;
}
}  // namespace

bool register_command(Command command) {
  registry().push_back(std::move(command));
  return true;
}

CLI::Option* add_precision_option(CLI::App* cmd, std::string& precision) {
  return cmd
      ->add_option("--precision", precision,
                   "f32, or bf16: mixed precision (forward and backward in bf16 with f32 accumulation in convolutions "
                   "and dot_generals; weights, optimizer state, normalisation statistics, the loss and checkpoints f32)")
      ->each([](const std::string& v) { ladder::nn::precision_from_name(v); })  // names a wrong value
      ->capture_default_str();
}

std::string run_name_in(const std::string& name, const std::string& precision) {
  return precision == "f32" ? name : name + "-" + precision;
}

const std::vector<Command>& commands() {
  std::sort(registry().begin(), registry().end(),
            [](const Command& a, const Command& b) { return a.order < b.order; });
  return registry();
}

// The name in `names` closest to `word` by edit distance, if it is close (a typo), else "".
std::string nearest(const std::string& word, const std::vector<std::string>& names) {
  std::string best;
  size_t best_distance = 3;  // at most 2 edits
  for (const std::string& name : names) {
    std::vector<size_t> row(name.size() + 1);
    for (size_t j = 0; j <= name.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= word.size(); ++i) {
      size_t diagonal = row[0];
      row[0] = i;
      for (size_t j = 1; j <= name.size(); ++j) {
        const size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (word[i - 1] == name[j - 1] ? 0 : 1)});
        diagonal = up;
      }
    }
    if (row[name.size()] < best_distance) best_distance = row[name.size()], best = name;
  }
  return best;
}

}  // namespace ladder::cli

// One error line and the exit code. In one replica of a data-parallel job the line names the
// rank and the whole job is ended (the others would wait in their next collective for ever).
int fail(int code, const char* kind, const char* what) {
  const int rank = ladder::exec::launcher_rank();
  if (rank < 0) {
    std::fprintf(stderr, "ladder: %s: %s\n", kind, what);
    return code;
  }
  std::fprintf(stderr, "ladder: %s on rank %d: %s\n", kind, rank, what);
  std::fflush(stderr);
  ladder::exec::abort_job(code);
  return code;
}

int main(int argc, char** argv) {
  CLI::App app{
      "ladder: trains neural networks from one StableHLO artifact that runs anywhere.\n"
      "Run `ladder COMMAND --help` for the options of a command."};
  app.set_version_flag("--version", std::string("ladder ") + LADDER_VERSION + " (git " + LADDER_GIT_REVISION +
                                        "; " + LADDER_BUILD_CONFIG + ")");
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Print help for every command");
  int exit_code = 0;
  for (const auto& command : ladder::cli::commands()) command.add(app, exit_code);
  // Set after the subcommands exist: CLI11 copies a parent's footer into each new subcommand.
  app.footer(
      "Examples:\n"
      "  ladder exec examples/mlp_forward.mlir --random-inputs 1    run a StableHLO module\n"
      "  ladder exec model.mlir --inputs in.safetensors --out out.safetensors\n"
      "  ladder lowerers                                            what this build runs on");
  const std::string name = argc > 1 && argv[1][0] != '-' ? argv[1] : "";  // the command
  try {
    if (!name.empty()) {
      std::vector<std::string> names;
      for (const auto& command : ladder::cli::commands()) names.push_back(command.name);
      if (std::find(names.begin(), names.end(), name) == names.end()) {
        const std::string near = ladder::cli::nearest(name, names);
        throw ladder::Error(ladder::cat("unknown command '", name, "'", near.empty() ? "" : " (did you mean '" + near + "'?)",
                                        "; `ladder --help` lists the commands"));
      }
    }
    // Under an MPI launcher every rank runs the command; rank 0 speaks for the job on stdout
    // (errors still come from the rank that has them, on stderr).
    if (const int rank = ladder::exec::launcher_rank(); rank > 0)
      if (!std::freopen("/dev/null", "w", stdout)) std::fprintf(stderr, "ladder: rank %d could not silence its stdout\n", rank);
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --help-all print and exit 0; other parse errors are one error line, exit 2.
    if (e.get_exit_code() == 0) return app.exit(e);
    std::string message = e.what();
    std::replace(message.begin(), message.end(), '\n', ' ');
    std::fprintf(stderr, "ladder: error: %s (see `ladder%s --help`)\n", message.c_str(),
                 name.empty() ? "" : (" " + name).c_str());
    return 2;
  } catch (const ladder::Error& e) {
    return fail(2, "error", e.what());
  } catch (const std::bad_alloc&) {
    return fail(2, "error", "out of memory");
  } catch (const std::exception& e) {
    return fail(3, "internal error", e.what());
  }
  return exit_code;
}
