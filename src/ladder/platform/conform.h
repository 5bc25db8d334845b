// Conformance with the StableHLO interpreter's own tests (openxla/stablehlo,
// stablehlo/tests/interpret/*.mlir, kept in tests/stablehlo/interpret/).
//
// Each test file is chunks separated by "// -----"; a chunk's entry function takes no
// arguments and asserts its results with the `check` dialect. ladder's parser knows no
// `check` ops, so a chunk is rewritten before it is parsed: every check statement is taken
// out and remembered, the values it checks become the entry function's results (for the
// *_const forms the expected literal becomes a stablehlo.constant that is returned too), and
// the outputs are compared as the check says (compare_check). Line numbers are kept, so
// ladder's own errors point into the original file. The expected literal is read by ladder's
// parser like the chunk's own constants, so a literal that parser misreads the same way on
// both sides (constant.mlir) would pass unseen; values computed by ops cannot.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/platform/suite.h"

namespace ladder::platform {

// The check dialect's assertions (stablehlo/tests/CheckOps.td). expect_serialized_eq reads
// files the interpreter's probes wrote, and is refused.
enum class CheckKind {
  eq,               // exact: integers and i1 by value, floats by == (so 0 == −0), and NaN
                    // equal to NaN, where the interpreter's == never matches: its tests check
                    // NaNs with expect_almost_eq, so no verdict of theirs changes
  eq_const,         // as eq, against a literal
  almost_eq,        // floats: |a − b| ≤ tolerance (default 1e-4), NaN matches NaN
  almost_eq_const,  // as almost_eq, against a literal
  close,            // floats: min_ulp ≤ ULP distance ≤ max_ulp (default 0 and 1)
};
std::string_view check_kind_name(CheckKind kind);  // "expect_eq_const"

struct ConformCheck {
  CheckKind kind = CheckKind::eq;
  int line = 0;               // where the statement starts in the file (1-based)
  std::string actual;         // the checked SSA value: "%result", "%results#1"
  std::string expected;       // an SSA value, or for *_const the literal with its type
  std::string actual_type;    // "tensor<3xi64>"
  std::string expected_type;
  double tolerance = 1e-4;
  uint64_t min_ulp = 0, max_ulp = 1;
};

struct ConformChunk {
  std::string file;  // the path as given
  int index = 0;     // 0-based position in the file
  int line = 1;      // the chunk's first line in the file
  std::string text;
  std::string id() const;  // "add.mlir:3": the file's name and the chunk's index
};

// The chunks of a test file; throws ladder::Error naming the path when it cannot be read.
std::vector<ConformChunk> read_chunks(const std::string& path);
std::vector<ConformChunk> split_chunks(std::string_view text, const std::string& path);

// A function that holds checks: it now returns, for check k, its checked value as output 2k
// and the expected value as output 2k + 1.
struct ConformEntry {
  std::string name;
  std::vector<ConformCheck> checks;
};

// A chunk whose checking function starts several processes with interpreter.run_parallel
// (`%r:N = "interpreter.run_parallel"(inputs...) {programs = [[@f], [@g]]}`): each row of
// `programs` is a replica, each column a partition. The chunk is rewritten into three steps:
// `inputs_function` computes the inputs (the checking function's ops before run_parallel),
// each process runs its program on its share of them, in order, and the checking function
// takes the processes' results, in process order, as its arguments.
struct ConformParallel {
  // Process r * partitions + p (replica r, partition p: row r, column p of `programs`) runs
  // @programs[r * partitions + p].
  std::vector<std::string> programs;
  int64_t partitions = 1;
  std::string inputs_function;
};

struct PreparedChunk {
  // Every function holding checks, in order (a chunk may hold several where a split marker
  // is commented out, "// // -----"); a chunk without checks has its last function, which
  // passes when it runs.
  std::vector<ConformEntry> entries;
  std::string module_text;  // the chunk rewritten as above, preceded by blank lines to keep
                            // the file's line numbers
  std::optional<ConformParallel> parallel;
};

// Throws ladder::Error "FILE:LINE: ..." for a chunk the harness cannot rewrite (an unknown
// check, a check outside a function, rows of run_parallel's programs of different lengths).
PreparedChunk prepare_chunk(const ConformChunk& chunk);

// "" when `actual` passes the check against `expected`, else why not: the check, the first
// element that differs with both values, and how many more differ.
std::string compare_check(const ConformCheck& check, const Tensor& actual, const Tensor& expected);

struct ConformResult {
  std::string id;     // ConformChunk::id()
  std::string file;
  int line = 0;
  std::string entry;  // the functions run ("a, @b"); "" when the chunk could not be rewritten
  bool passed = false;
  std::string reason;  // the first line of why it failed: ladder's error, or the mismatch
};

// Makes the lowerer of one replica, holding its communicator (LowererOptions::communicator).
using ReplicaLowerers = std::function<std::unique_ptr<exec::Lowerer>(std::shared_ptr<exec::Communicator>)>;

// Prepares, parses, compiles and runs one chunk on `lowerer`; the replicas of a run_parallel
// chunk run as threads, each on a lowerer from `replicas` (without it such a chunk fails).
// Never throws for a chunk's failure: that is the result.
ConformResult run_chunk(const ConformChunk& chunk, exec::Lowerer& lowerer,
                        const ReplicaLowerers& replicas = nullptr);

// A failure reason without its location, so that failures can be counted by cause
// ("unsupported op 'stablehlo.gather' ..." rather than "gather.mlir:4:13: unsupported ...").
std::string reason_category(const std::string& reason);

// Failure causes (reason_category) with how many chunks each fails, most first.
std::vector<std::pair<std::string, int>> failure_causes(const std::vector<ConformResult>& results);

// Every result and the totals, as `ladder conform --json` writes them: {"lowerer", "passed",
// "total", "files": {file: {"passed", "total"}}, "causes": [[cause, count]...], "results":
// [{"id", "file", "line", "entry", "passed", "reason", "cause"}...]}.
std::string results_json(const std::vector<ConformResult>& results, const std::string& lowerer);

// Expected failures are kept in the admission suite's baseline format (suite.h,
// parse_baseline): one file per lowerer, lines "<chunk id> FAIL|FLAKE  # why"
// (tests/stablehlo/interpret/expected/<lowerer>.txt).
//
// The baseline that lists exactly the failures in `results`, each with its reason (the file
// named by its name alone, so the text does not depend on where the run started).
std::string baseline_text(const std::vector<ConformResult>& results, const std::string& lowerer);

// How `results` depart from `expected` (suite.h's classify): one line per chunk that passes
// although listed as FAIL (XPASS), or fails although not listed. Only chunks in `results` are
// compared, so a run of some files checks just those. Empty when they agree.
std::vector<std::string> baseline_departures(const std::vector<ConformResult>& results,
                                             const std::map<std::string, Expectation>& expected);

}  // namespace ladder::platform
