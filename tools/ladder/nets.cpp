// `ladder nets`: the nets `ladder emit` knows, with their parameter counts.
#include "ladder/nn/nets.h"

#include <cstdio>
#include <string>

#include "ladder/command.h"

namespace ladder::cli {
namespace {

// 3489130 -> "3,489,130"
std::string with_commas(int64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

void add_nets(CLI::App& app, int& exit_code) {
  CLI::App* cmd = app.add_subcommand("nets", "List the nets with their parameter counts");
  cmd->footer("Parameters count trainable elements; BatchNorm running statistics are extra state.");
  cmd->callback([&exit_code] {
    std::printf("%-14s %11s  %-9s  %-3s  %s\n", "net", "parameters", "input", "bn", "description");
    for (const nn::Net& net : nn::registered_nets())
      std::printf("%-14s %11s  %-9s  %-3zu  %s\n", net.name.c_str(),
                  with_commas(net.num_parameters()).c_str(), shape_string(net.input_shape).c_str(),
                  net.batch_norms.size(), net.summary.c_str());
    exit_code = 0;
  });
}

const bool registered = register_command({"nets", 25, add_nets});

}  // namespace
}  // namespace ladder::cli
