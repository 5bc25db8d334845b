// `ladder differential`: every committed artifact on the cpu lowerer, the reference interpreter
// (float32) and, given a plugin, a PJRT compiler such as XLA's, compared pairwise and with the
// float64 goldens; the worst disagreement per artifact family.
#include "ladder/platform/differential.h"

#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/platform/artifacts.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct DifferentialOptions {
  std::vector<std::string> lowerers = {"cpu", "reference"};
  std::string plugin;
  std::vector<std::string> only;
  std::string root;
};

int run_differential(const DifferentialOptions& o) {
  const std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  std::vector<std::unique_ptr<exec::Lowerer>> owned;
  std::vector<std::pair<std::string, exec::Lowerer*>> lowerers;
  for (const std::string& name : o.lowerers) {
    LADDER_CHECK(name != "pjrt", "--lowerers: give the PJRT plugin with --plugin instead of naming pjrt");
    owned.push_back(exec::make_lowerer(name));
    lowerers.emplace_back(name, owned.back().get());
  }
  if (!o.plugin.empty()) {
    owned.push_back(exec::make_lowerer("pjrt", {{{"plugin", o.plugin}}}));
    auto d = owned.back()->describe();
    std::string label = d.contains("plugin.xla_version") ? "XLA " + d["platform"] : "PJRT " + d["platform"];
    lowerers.emplace_back(label, owned.back().get());
  }
  LADDER_CHECK(lowerers.size() >= 1, "nothing to compare: name lowerers with --lowerers or a plugin with --plugin");
  const pf::DifferentialReport report = pf::run_differential(root, lowerers, o.only);
  std::printf("%s", pf::differential_table(report).c_str());
  if (!report.pass()) {
    for (const pf::DifferentialRow& row : report.rows)
      for (size_t p = 0; p < row.cells.size(); ++p)
        if (!row.cells[p].pass)
          std::fprintf(stderr, "%s, %s: %s\n", row.family.c_str(), report.pair_name(p).c_str(),
                       row.cells[p].detail.c_str());
    return 1;
  }
  return 0;
}

void add_differential(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<DifferentialOptions>();
  CLI::App* cmd = app.add_subcommand(
      "differential", "Run the committed artifacts on several lowerers and report where they disagree most");
  cmd->add_option("--lowerers", o->lowerers, "built-in lowerers to run (default: cpu reference)")
      ->capture_default_str();
  cmd->add_option("--plugin", o->plugin, "also run on this PJRT plugin, e.g. XLA's CPU plugin");
  cmd->add_option("--only", o->only, "only these artifacts (see `ladder artifacts`)");
  cmd->add_option("--root", o->root, "the repository (default: found from the working directory)");
  cmd->footer(
      "Every pair of lowerers, and each against the float64 golden, is compared as tier 2 of\n"
      "`ladder check` compares a lowerer with a golden, with the family's tolerances\n"
      "(artifacts/tolerances.tsv). Exit 1 when a pair is outside them.\n"
      "\nExamples:\n"
      "  ladder differential\n"
      "  ladder differential --plugin build/pjrt/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so");
  cmd->callback([o, &exit_code] { exit_code = run_differential(*o); });
}

const bool registered = register_command({"differential", 75, add_differential});

}  // namespace
}  // namespace ladder::cli
