// `ladder lowerers`: the lowerers this build has, and which one runs when none is named.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "ladder/command.h"
#include "ladder/exec/lowerer.h"

namespace ladder::cli {
namespace {

void add_lowerers(CLI::App& app, int& exit_code) {
  CLI::App* cmd = app.add_subcommand("lowerers", "List the lowerers this build can run on");
  auto json = std::make_shared<bool>(false);
  cmd->add_flag("--json", *json, "print {\"lowerers\": [...], \"default\": NAME}");
  cmd->footer("The default is $LADDER_LOWERER if set, else cpu when built, else reference.\n"
              "Pick one per command with --lowerer NAME.");
  cmd->callback([json, &exit_code] {
    std::string chosen = exec::default_lowerer_name();
    exit_code = 0;
    if (*json) {
      nlohmann::ordered_json j = {{"lowerers", exec::lowerer_names()}, {"default", chosen}};
      std::puts(j.dump(2).c_str());
      return;
    }
    for (const std::string& name : exec::lowerer_names())
      std::printf("%s%s\n", name.c_str(), name == chosen ? "  (default)" : "");
    exit_code = 0;
  });
}

const bool registered = register_command({"lowerers", 90, add_lowerers});

}  // namespace
}  // namespace ladder::cli
