// `ladder nets`: the nets `ladder emit` knows, with their parameter counts.
#include "ladder/nn/nets.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
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
  auto json = std::make_shared<bool>(false);
  cmd->add_flag("--json", *json, "print the list as JSON (name, parameters, input, batch_norms, summary)");
  cmd->footer("Parameters count trainable elements; BatchNorm running statistics are extra state.");
  cmd->callback([json, &exit_code] {
    exit_code = 0;
    if (*json) {
      nlohmann::ordered_json list = nlohmann::ordered_json::array();
      for (const nn::Net& net : nn::registered_nets())
        list.push_back({{"name", net.name}, {"parameters", net.num_parameters()}, {"input", net.input_shape},
                        {"batch_norms", net.batch_norms.size()}, {"summary", net.summary}});
      std::puts(list.dump(2).c_str());
      return;
    }
    int width = 3;  // the longest name
    for (const nn::Net& net : nn::registered_nets()) width = std::max(width, static_cast<int>(net.name.size()));
    std::printf("%-*s %11s  %-9s  %-3s  %s\n", width, "net", "parameters", "input", "bn", "description");
    for (const nn::Net& net : nn::registered_nets())
      std::printf("%-*s %11s  %-9s  %-3zu  %s\n", width, net.name.c_str(),
                  with_commas(net.num_parameters()).c_str(), shape_string(net.input_shape).c_str(),
                  net.batch_norms.size(), net.summary.c_str());
    exit_code = 0;
  });
}

const bool registered = register_command({"nets", 25, add_nets});

}  // namespace
}  // namespace ladder::cli
