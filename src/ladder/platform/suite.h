// The platform admission suite behind `ladder check`: three tiers of tests run on one
// lowerer, each under its own deadline, with results classified against the platform's
// expected-failure baseline (platforms/expected/<lowerer>-<device>.txt).
//
//   tier 0  probe          the lowerer loads; its facts as key=value
//           smoke          [1,2,3,4] + [10,20,30,40] = [11,22,33,44], exactly
//           known-answers  exp, log, rsqrt, erf, tanh at fixed points, to 1e-6 (relative; absolute
//           below 1)
//   tier 1  guards         wrong arity, shape, dtype and output count are refused clearly
//           resident       a 3-step train loop with resident, donated buffers equals one
//                          that round-trips every buffer through the host, bit for bit
//           fault-ulp      the resident comparison catches a 1-ULP flip in one parameter
//           fault-stale    ... and a dropped resident update
//           allreduce      all_reduce sum and max across 2 replicas, exact
//           dp             3 steps of a 2-replica mnist-cnn step equal the 1-replica step
//                          (host lowerers: 2 MPI ranks of this binary, replicas.h; PJRT: SKIP)
//   tier 2  golden:<artifact>  each committed artifact against its golden (goldens.h)
//
// LADDER_FAULT (resident.h) injects its fault into the resident test's resident run, so a
// whole `ladder check` with LADDER_FAULT set must turn red.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "ladder/exec/lowerer.h"
#include "ladder/platform/resident.h"

namespace ladder::platform {

enum class Status { pass, fail, skip, xfail, xpass };
std::string_view status_name(Status status);  // "PASS", "FAIL", ...
std::optional<Status> status_from_name(std::string_view name);

// ---- baselines ---------------------------------------------------------------------------

enum class Expected { fail, flake };
struct Expectation {
  Expected kind;
  std::string why;
};
// Lines "<test> FAIL|FLAKE  # why"; a reason is required. Errors name source:line.
std::map<std::string, Expectation> parse_baseline(const std::string& text,
                                                  const std::string& source);

// A raw PASS/FAIL/SKIP against the baseline: a listed failure is XFAIL; a pass on a listed
// FAIL is XPASS (the line should go); a FLAKE may pass or fail.
Status classify(Status raw, const Expectation* expected);
bool is_red(Status status);  // FAIL or XPASS

// ---- the suite ---------------------------------------------------------------------------

struct TestResult {
  Status status = Status::pass;
  std::string detail;
};

// What tests share: the repository, the lowerer (created once, on first use) and the fault.
class SuiteContext {
 public:
  SuiteContext(std::string root, std::string lowerer_name, exec::LowererOptions options,
               Fault fault);
  const std::string& root() const { return root_; }
  const std::string& lowerer_name() const { return lowerer_name_; }
  Fault fault() const { return fault_; }
  exec::Lowerer& lowerer();  // throws ladder::Error when the lowerer does not load
  std::map<std::string, std::string> describe();
  int device_count();  // from describe(): "devices", else 1

 private:
  std::string root_, lowerer_name_;
  exec::LowererOptions options_;
  Fault fault_;
  std::mutex mutex_;
  std::unique_ptr<exec::Lowerer> lowerer_;
};

struct TestCase {
  std::string name;
  int tier = 0;
  double timeout_s = 300;
  double estimate_s = 1;  // rough, on the CPU lowerer of a laptop; for --plan
  std::string what;       // one line for --plan
  std::function<TestResult(SuiteContext&)> run;
};

// Every test of tiers 0..max_tier, in run order (tier 2 has one test per committed artifact).
std::vector<TestCase> suite_tests(int max_tier);

// The sha256 (16 hex) of what the suite checks: its test list, tolerances and goldens.
std::string suite_sha(const std::string& root, int max_tier);

struct RunResult {
  std::string test;
  int tier = 0;
  Status status = Status::pass;
  std::string detail;  // one line, at most 160 characters
  double seconds = 0;
};

// Runs `test` in its own thread and waits at most its timeout. A test that overruns is a
// FAIL; its thread is left behind (it cannot be stopped safely), and `*abandoned` is set so
// that the caller skips what follows and exits without waiting for it.
RunResult run_test(const TestCase& test, SuiteContext& context, bool* abandoned);

// "key=value" lines for the probe, sorted by key.
std::string describe_lines(const std::map<std::string, std::string>& facts);

}  // namespace ladder::platform
