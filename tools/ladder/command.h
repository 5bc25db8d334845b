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

// --precision f32|bf16, as every command that emits or trains a step takes it (checked when
// parsed). bf16 is mixed precision: the forward and backward in bf16 with f32 accumulation;
// θ, optimizer state, statistics, the loss and checkpoints f32 (docs/TRAIN_STEP.md).
CLI::Option* add_precision_option(CLI::App* cmd, std::string& precision);
// A run of `net` in `precision` is named apart from the f32 run: "mnist-cnn-bf16".
std::string run_name_in(const std::string& name, const std::string& precision);

}  // namespace ladder::cli
