// `ladder artifacts`: the committed train-step artifacts (artifacts/*.mlir and MANIFEST).
#include "ladder/platform/artifacts.h"

#include <cstdio>
#include <memory>
#include <string>

#include "ladder/command.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct ArtifactsOptions {
  bool write = false, check = false;
  std::string root;
};

int run_artifacts(const ArtifactsOptions& o) {
  std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  if (o.write) {
    for (const std::string& path : pf::write_artifacts(root))
      std::printf("wrote %s\n", path.c_str());
    return 0;
  }
  if (o.check) {
    auto problems = pf::check_artifacts(root);
    for (const pf::ArtifactProblem& p : problems)
      std::fprintf(stderr, "%s: %s\n", p.path.c_str(), p.what.c_str());
    if (!problems.empty()) {
      std::fprintf(stderr,
                   "%zu problems; if the change is intended, run `ladder artifacts --write` "
                   "and `ladder goldens --write`\n",
                   problems.size());
      return 1;
    }
    std::printf("%zu artifacts and the MANIFEST match what the code emits\n",
                pf::artifact_specs().size());
    return 0;
  }
  std::printf("%-20s %-13s %-10s %-10s batch\n", "artifact", "net", "optimizer", "family");
  for (const pf::ArtifactSpec& s : pf::artifact_specs())
    std::printf("%-20s %-13s %-10s %-10s %d\n", s.name.c_str(), s.net.c_str(), s.optimizer.c_str(),
                s.family.c_str(), s.batch);
  return 0;
}

void add_artifacts(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ArtifactsOptions>();
  CLI::App* cmd =
      app.add_subcommand("artifacts", "List, write or check the committed train-step artifacts");
  auto* write = cmd->add_flag("--write", o->write,
                              "Emit every artifact into artifacts/ and rewrite MANIFEST");
  cmd->add_flag("--check", o->check,
                "Fail (exit 1, naming the file) when a committed artifact differs "
                "from what the code emits")
      ->excludes(write);
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  cmd->footer(
      "Artifacts are `ladder emit NET --optimizer OPT --batch B` (B: 8, and 2 for the 224x224 nets); MANIFEST holds their sha256\n"
      "in the format `sha256sum -c` reads.\n"
      "\nExamples:\n"
      "  ladder artifacts --check\n"
      "  ladder artifacts --write && ladder goldens --write   after an intended change");
  cmd->callback([o, &exit_code] { exit_code = run_artifacts(*o); });
}

const bool registered = register_command({"artifacts", 72, add_artifacts});

}  // namespace
}  // namespace ladder::cli
