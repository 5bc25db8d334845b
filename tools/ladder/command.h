// Subcommands of the `ladder` CLI register themselves here, one file per subcommand
// (tools/ladder/<name>.cpp), so adding a subcommand touches no other file:
//
//   static const bool registered = ladder::cli::register_command({"exec", 10, add_exec});
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace ladder::cli {

struct Command {
  std::string name;
  int order;  // position in `ladder --help`
  // Adds the subcommand to `app` and sets its callback. The callback returns the exit code
  // through `exit_code`; it may throw ladder::Error (printed on one line, exit 2).
  std::function<void(CLI::App& app, int& exit_code)> add;
};

bool register_command(Command command);
const std::vector<Command>& commands();

}  // namespace ladder::cli
