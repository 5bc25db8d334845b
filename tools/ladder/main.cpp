// ladder: one CLI for everything (exec, emit, train, check, ...). Each subcommand lives in
// its own file and registers itself (command.h).
#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>

#include "ladder/command.h"
#include "ladder/core/error.h"

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

const std::vector<Command>& commands() {
  std::sort(registry().begin(), registry().end(),
            [](const Command& a, const Command& b) { return a.order < b.order; });
  return registry();
}

}  // namespace ladder::cli

int main(int argc, char** argv) {
  CLI::App app{
      "ladder: trains neural networks from one StableHLO artifact that runs anywhere.\n"
      "Run `ladder COMMAND --help` for the options of a command."};
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
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const ladder::Error& e) {
    std::fprintf(stderr, "ladder: error: %s\n", e.what());
    return 2;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "ladder: error: out of memory\n");
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "ladder: internal error: %s\n", e.what());
    return 3;
  }
  return exit_code;
}
