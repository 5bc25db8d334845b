#include "ladder/platform/differential.h"

#include <algorithm>
#include <cstdio>

#include "ladder/core/error.h"
#include "ladder/core/sha256.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"

namespace ladder::platform {

bool DifferentialReport::pass() const {
  for (const DifferentialRow& row : rows)
    for (const DifferentialCell& cell : row.cells)
      if (!cell.pass) return false;
  return true;
}

std::string DifferentialReport::pair_name(size_t p) const {
  return cat(lowerers.at(pairs.at(p).second), " vs ", lowerers.at(pairs.at(p).first));
}

DifferentialReport run_differential(const std::string& root,
                                    const std::vector<std::pair<std::string, exec::Lowerer*>>& lowerers,
                                    const std::vector<std::string>& only) {
  DifferentialReport report;
  report.lowerers.push_back("f64 golden");
  for (const auto& [label, lowerer] : lowerers) report.lowerers.push_back(label);
  // Each lowerer against the golden, then every pair of lowerers.
  for (size_t j = 1; j < report.lowerers.size(); ++j) report.pairs.emplace_back(0, j);
  for (size_t i = 1; i < report.lowerers.size(); ++i)
    for (size_t j = i + 1; j < report.lowerers.size(); ++j) report.pairs.emplace_back(i, j);

  const std::string tolerances_path = root + "/artifacts/tolerances.tsv";
  const auto tolerances = parse_tolerances(read_file(tolerances_path), tolerances_path);
  for (const ArtifactSpec& spec : artifact_specs()) {
    if (!only.empty() && std::find(only.begin(), only.end(), spec.name) == only.end()) continue;
    auto tolerance = tolerances.find(spec.family);
    LADDER_CHECK(tolerance != tolerances.end(), tolerances_path, ": no family '", spec.family, "'");
    const std::string text = read_file(artifact_path(root, spec));
    const std::string golden_file = golden_path(root, spec.name);
    std::vector<Golden> results = {golden_from_json(read_file(golden_file), golden_file)};
    LADDER_CHECK(results[0].artifact_sha256 == sha256_hex(text), golden_file, " was computed from another ",
                 spec.name, ".mlir; run `ladder goldens --write`");
    for (const auto& [label, lowerer] : lowerers)
      results.push_back(compute_golden_on(spec.name, text, *lowerer, label));

    auto row = std::find_if(report.rows.begin(), report.rows.end(),
                            [&](const DifferentialRow& r) { return r.family == spec.family; });
    if (row == report.rows.end()) {
      report.rows.push_back({spec.family, tolerance->second, {}, std::vector<DifferentialCell>(report.pairs.size())});
      row = report.rows.end() - 1;
    }
    row->artifacts.push_back(spec.name);
    for (size_t p = 0; p < report.pairs.size(); ++p) {
      const auto [want, got] = report.pairs[p];
      const Comparison c = compare_summaries(results[want].outputs, results[got].outputs, tolerance->second);
      DifferentialCell& cell = row->cells[p];
      if (cell.artifact.empty() || c.p90_error > cell.p90)
        cell = {c.median_error, c.p90_error, spec.name, cell.pass, c.detail};
      if (!c.pass) {
        cell.pass = false;
        cell.detail = cat(spec.name, ": ", c.detail);
      }
    }
  }
  return report;
}

std::string differential_table(const DifferentialReport& report) {
  std::string table = "| family | artifacts | tolerance (median / p90) |";
  std::string rule = "|---|---|---|";
  for (size_t p = 0; p < report.pairs.size(); ++p) {
    table += cat(" ", report.pair_name(p), " |");
    rule += "---|";
  }
  table += cat("\n", rule, "\n");
  for (const DifferentialRow& row : report.rows) {
    char tol[64];
    std::snprintf(tol, sizeof tol, "%.2g / %.2g", row.tolerance.median, row.tolerance.p90);
    table += cat("| ", row.family, " | ", row.artifacts.size(), " | ", tol, " |");
    for (const DifferentialCell& cell : row.cells) {
      char text[160];
      std::snprintf(text, sizeof text, " %.2g (%.2g) %s%s |", cell.p90, cell.median, cell.artifact.c_str(),
                    cell.pass ? "" : " **FAIL**");
      table += text;
    }
    table += "\n";
  }
  return table + "\nEach cell: the p90 (median) per-output error of the family's worst artifact for that pair,\n"
                 "as tier 2 measures it (src/ladder/platform/goldens.h), and which artifact it was.\n";
}

}  // namespace ladder::platform
