// `ladder goldens`: each committed artifact run in float64 on the reference lowerer from
// seeded inputs, summarised per output in artifacts/goldens/<artifact>.json; with --xla, run
// as written (float32) by XLA's CPU compiler through PJRT, in artifacts/goldens/xla/.
#include "ladder/platform/goldens.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/lowerer_flags.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct GoldensOptions {
  bool write = false, check = false, xla = false;
  std::string plugin;
  std::vector<std::string> only;
  std::string root;
};

int run_goldens(const GoldensOptions& o) {
  std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  std::unique_ptr<exec::Lowerer> xla;
  std::string computed_by;
  if (o.xla) {
    xla = exec::make_lowerer("pjrt", {o.plugin.empty() ? std::map<std::string, std::string>{}
                                                       : std::map<std::string, std::string>{{"plugin", o.plugin}}});
    auto d = xla->describe();
    if (d["platform"] != "cpu" || !d.contains("plugin.xla_version"))
      throw Error(cat(d["plugin"], ": not XLA's CPU plugin (platform '", d["platform"],
                      "'); --xla goldens come from XLA on the host CPU"));
    const std::string file = d["plugin"].substr(d["plugin"].rfind('/') + 1);
    computed_by = cat("ladder goldens --xla: XLA's CPU compiler through PJRT (", file, ", PJRT API ",
                      d["pjrt_api"], "), float32; inputs as in src/ladder/platform/goldens.h");
  }
  int stale = 0;
  for (const pf::ArtifactSpec& spec : pf::artifact_specs()) {
    if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), spec.name) == o.only.end())
      continue;
    auto start = std::chrono::steady_clock::now();
    const std::string artifact = pf::read_file(pf::artifact_path(root, spec));
    pf::Golden golden = xla ? pf::compute_golden_on(spec.name, artifact, *xla, computed_by)
                            : pf::compute_golden(spec.name, artifact);
    std::string text = pf::golden_to_json(golden);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string path = xla ? pf::xla_golden_path(root, spec.name) : pf::golden_path(root, spec.name);
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
  auto* xla = cmd->add_flag("--xla", o->xla,
                            "Run the artifacts on XLA's CPU compiler through PJRT instead (float32), "
                            "for artifacts/goldens/xla/; not with --check: XLA's results depend on "
                            "the CPU it compiles for, so tier 2 compares them within tolerances")
                  ->excludes("--check");
  cmd->add_option("--plugin", o->plugin,
                  "--xla: XLA's CPU PJRT plugin (default: as `ladder devices --lowerer pjrt` finds it)")
      ->needs(xla);
  cmd->add_option("--only", o->only, "Only these artifacts (see `ladder artifacts`)");
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  cmd->footer(
      "Inputs are seeded from the artifact's name (src/ladder/platform/goldens.h documents them);\n"
      "each output, or for train steps each step (output minus its paired input), is stored as\n"
      "element count, non-finite count, L2, max |x| and 128 sampled values.\n"
      "\nExamples:\n"
      "  ladder goldens --check\n"
      "  ladder goldens --xla --write\n"
      "  ladder goldens --write --only cifar8-bn.adamw");
  cmd->callback([o, &exit_code] { exit_code = run_goldens(*o); });
}

const bool registered = register_command({"goldens", 73, add_goldens});

}  // namespace
}  // namespace ladder::cli
