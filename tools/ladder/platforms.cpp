// `ladder platforms`: renders docs/PLATFORMS.md (support matrix, suite runs, evidence matrix).
#include <cstdio>
#include <memory>
#include <string>

#include "ladder/command.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"
#include "ladder/platform/pages.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct PlatformsOptions {
  bool check = false;
  std::string root;
};

int run_platforms(const PlatformsOptions& o) {
  std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  std::string page = pf::render_platforms_page(root);
  std::string path = pf::platforms_page_path(root);
  if (o.check) {
    if (pf::file_exists(path) && pf::read_file(path) == page) {
      std::printf("%s is current\n", path.c_str());
      return 0;
    }
    std::fprintf(stderr, "%s is stale: run `ladder platforms` and commit the page\n", path.c_str());
    return 1;
  }
  pf::write_file(path, page);
  std::printf("wrote %s\n", path.c_str());
  return 0;
}

void add_platforms(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PlatformsOptions>();
  CLI::App* cmd = app.add_subcommand("platforms",
                                     "Render docs/PLATFORMS.md from platforms/ and runs/platform/");
  cmd->add_flag("--check", o->check, "Fail (exit 1) when the committed page is stale");
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  cmd->footer(
      "The page holds the support matrix (platforms/support.tsv), the `ladder check` records\n"
      "under runs/platform/ newest first, and the evidence matrix graded T0/T1/T2/T2x.\n"
      "\nExamples:\n"
      "  ladder platforms            rewrite docs/PLATFORMS.md\n"
      "  ladder platforms --check    in CI: fail when the committed page is stale");
  cmd->callback([o, &exit_code] { exit_code = run_platforms(*o); });
}

const bool registered = register_command({"platforms", 74, add_platforms});

}  // namespace
}  // namespace ladder::cli
