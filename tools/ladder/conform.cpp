// `ladder conform`: runs the StableHLO interpreter's per-op tests (tests/stablehlo/interpret/)
// on a lowerer, one line per chunk, and holds the results to an expected-failures baseline.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/lowerer_flags.h"
#include "ladder/platform/conform.h"
#include "ladder/platform/files.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct ConformOptions {
  std::vector<std::string> files;
  LowererFlags lowerer;
  std::string json;
  std::string expect_baseline;
  std::string write_baseline;
  bool failures_only = false;
};

double percent(int passed, int total) { return total ? 100.0 * passed / total : 100.0; }

int run_conform(const ConformOptions& o) {
  std::string name = o.lowerer.resolved_name();
  exec::LowererOptions options = o.lowerer.options();
  auto lowerer = exec::make_lowerer(name, options);
  // interpreter.run_parallel's replicas: threads, each with a lowerer holding its communicator.
  pf::ReplicaLowerers replicas = [&](std::shared_ptr<exec::Communicator> communicator) {
    exec::LowererOptions replica = options;
    replica.communicator = std::move(communicator);
    return exec::make_lowerer(name, replica);
  };
  std::vector<pf::ConformResult> results;
  for (const std::string& file : o.files) {
    int passed = 0, total = 0;
    for (const pf::ConformChunk& chunk : pf::read_chunks(file)) {
      pf::ConformResult r = pf::run_chunk(chunk, *lowerer, replicas);
      passed += r.passed;
      ++total;
      std::string entry = r.entry.empty() ? "" : " @" + r.entry;
      if (!r.passed)
        std::printf("FAIL %s%s: %s\n", r.id.c_str(), entry.c_str(), r.reason.c_str());
      else if (!o.failures_only)
        std::printf("PASS %s%s\n", r.id.c_str(), entry.c_str());
      results.push_back(std::move(r));
    }
    std::printf("%s: %d/%d passed (%.1f%%)\n", std::filesystem::path(file).filename().c_str(), passed,
                total, percent(passed, total));
    std::fflush(stdout);
  }
  int passed = 0;
  for (const auto& r : results) passed += r.passed;
  int total = static_cast<int>(results.size());
  std::printf("\n%s lowerer: %d/%d chunks passed (%.1f%%) in %zu files\n", name.c_str(), passed,
              total, percent(passed, total), o.files.size());
  auto causes = pf::failure_causes(results);
  if (!causes.empty()) std::printf("failures by cause:\n");
  for (const auto& [cause, count] : causes) std::printf("  %4d  %s\n", count, cause.c_str());
  if (!o.json.empty()) write_file_atomic(o.json, pf::results_json(results, name));
  if (!o.write_baseline.empty()) {
    write_file_atomic(o.write_baseline, pf::baseline_text(results, name));
    std::printf("wrote %s lowerer's %d failures to %s\n", name.c_str(), total - passed,
                o.write_baseline.c_str());
  }
  if (o.expect_baseline.empty()) return 0;
  auto departures = pf::baseline_departures(
      results, pf::parse_baseline(pf::read_file(o.expect_baseline), o.expect_baseline));
  for (const std::string& d : departures) std::printf("departs from %s: %s\n", o.expect_baseline.c_str(), d.c_str());
  if (departures.empty()) {
    std::printf("as %s expects\n", o.expect_baseline.c_str());
    return 0;
  }
  std::printf("%zu chunks depart from %s; when the change is meant, rewrite it: the same command with "
              "--write-baseline %s\n",
              departures.size(), o.expect_baseline.c_str(), o.expect_baseline.c_str());
  return 1;
}

void add_conform(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ConformOptions>();
  CLI::App* cmd = app.add_subcommand(
      "conform", "Runs the StableHLO interpreter's per-op tests (check dialect) on a lowerer");
  cmd->add_option("files", o->files, "Test files: chunks split by '// -----', checked with check.expect_*")
      ->required()
      ->check(CLI::ExistingFile);
  o->lowerer.add_to(cmd);
  cmd->add_option("--json", o->json, "Also write every chunk's result and the totals to this file");
  cmd->add_option("--expect-baseline", o->expect_baseline,
                  "Exit 1 when a chunk departs from this lowerer's expected failures "
                  "(`<chunk> FAIL|FLAKE  # why` lines): one listed as FAIL passes, or one not listed fails")
      ->check(CLI::ExistingFile);
  cmd->add_option("--write-baseline", o->write_baseline,
                  "Write this run's failures, with their reasons, as the lowerer's expected failures to this file");
  cmd->add_flag("--failures-only", o->failures_only, "Print only the chunks that fail, and the summaries");
  cmd->footer(
      "Exit status: 0 when the files ran (a failing chunk is a result), 1 when --expect-baseline "
      "departs.\nExamples:\n  ladder conform tests/stablehlo/interpret/add.mlir --lowerer reference\n"
      "  ladder conform tests/stablehlo/interpret/*.mlir --lowerer cpu --json cpu.json \\\n"
      "      --expect-baseline tests/stablehlo/interpret/expected/cpu.txt");
  cmd->callback([o, &exit_code] { exit_code = run_conform(*o); });
}

const bool registered = register_command({"conform", 78, add_conform});

}  // namespace
}  // namespace ladder::cli
