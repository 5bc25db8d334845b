// `ladder goldens`: each committed artifact run in float64 on the reference lowerer from
// seeded inputs, summarised per output in artifacts/goldens/<artifact>.json.
#include "ladder/platform/goldens.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct GoldensOptions {
  bool write = false, check = false;
  std::vector<std::string> only;
  std::string root;
};

int run_goldens(const GoldensOptions& o) {
  std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  int stale = 0;
  for (const pf::ArtifactSpec& spec : pf::artifact_specs()) {
    if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), spec.name) == o.only.end())
      continue;
    auto start = std::chrono::steady_clock::now();
    pf::Golden golden = pf::compute_golden(spec.name, pf::read_file(pf::artifact_path(root, spec)));
    std::string text = pf::golden_to_json(golden);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string path = pf::golden_path(root, spec.name);
    if (o.write) {
      pf::write_file(path, text);
      std::printf("wrote %s (%zu outputs, %.1f s)\n", path.c_str(), golden.outputs.size(), seconds);
    } else if (o.check) {
      bool same = pf::file_exists(path) && pf::read_file(path) == text;
      if (!same) {
        ++stale;
        std::fprintf(stderr, "%s: %s\n", path.c_str(),
                     pf::file_exists(path) ? "differs from what the reference lowerer computes now"
                                           : "missing");
      } else {
        std::printf("%s: current (%.1f s)\n", path.c_str(), seconds);
      }
    } else {
      std::printf("%-20s %3zu outputs, loss %.6g (%.1f s)\n", spec.name.c_str(),
                  golden.outputs.size(), golden.outputs.back().values.at(0), seconds);
    }
  }
  if (stale) std::fprintf(stderr, "%d goldens stale; run `ladder goldens --write`\n", stale);
  return stale ? 1 : 0;
}

void add_goldens(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<GoldensOptions>();
  CLI::App* cmd = app.add_subcommand(
      "goldens", "Compute, write or check the goldens of the committed artifacts");
  auto* write = cmd->add_flag("--write", o->write, "Write artifacts/goldens/<artifact>.json");
  cmd->add_flag("--check", o->check,
                "Recompute and fail (exit 1, naming the file) when a committed golden "
                "differs")
      ->excludes(write);
  cmd->add_option("--only", o->only, "Only these artifacts (see `ladder artifacts`)");
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  cmd->footer(
      "Inputs are seeded from the artifact's name (src/ladder/platform/goldens.h documents them);\n"
      "each output, or for train steps each step (output minus its paired input), is stored as\n"
      "element count, non-finite count, L2, max |x| and 128 sampled values.\n"
      "\nExamples:\n"
      "  ladder goldens --check\n"
      "  ladder goldens --write --only cifar8-bn.adamw");
  cmd->callback([o, &exit_code] { exit_code = run_goldens(*o); });
}

const bool registered = register_command({"goldens", 73, add_goldens});

}  // namespace
}  // namespace ladder::cli
