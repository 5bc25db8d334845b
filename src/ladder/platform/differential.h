// Differential runs: every committed artifact run from its golden inputs on several lowerers
// (the cpu lowerer, the reference interpreter in float32, XLA through PJRT, ...), each pair of
// them compared as tier 2 compares a lowerer with a golden, beside the float64 golden itself;
// the result is the worst disagreement per artifact family, for each pair. Where tier 2 asks
// "is this lowerer right?", this asks "where do the compilers differ most, and by how much?".
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "ladder/exec/lowerer.h"
#include "ladder/platform/goldens.h"

namespace ladder::platform {

struct DifferentialCell {
  double median = 0, p90 = 0;  // the family's worst (largest p90) artifact's errors
  std::string artifact;        // which artifact that was
  bool pass = true;            // every artifact of the family within its tolerances
  std::string detail;          // the worst artifact's comparison, one line
};

struct DifferentialRow {
  std::string family;
  Tolerance tolerance;
  std::vector<std::string> artifacts;
  std::vector<DifferentialCell> cells;  // one per DifferentialReport::pairs
};

struct DifferentialReport {
  std::vector<std::string> lowerers;                   // labels, "f64 golden" first
  std::vector<std::pair<size_t, size_t>> pairs;         // (want, got) indices into lowerers
  std::vector<DifferentialRow> rows;                    // families in MANIFEST order
  bool pass() const;
  std::string pair_name(size_t p) const;               // "cpu vs f64 golden"
};

// Runs every committed artifact under `root` (or only those named) on each (label, lowerer),
// and compares every pair, and each with the committed float64 golden.
DifferentialReport run_differential(const std::string& root,
                                    const std::vector<std::pair<std::string, exec::Lowerer*>>& lowerers,
                                    const std::vector<std::string>& only = {});

// A Markdown table: a row per family, a column per pair, "p90 (median)" of the worst artifact.
std::string differential_table(const DifferentialReport& report);

}  // namespace ladder::platform
