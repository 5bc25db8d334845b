// `ladder check`: the platform admission suite (src/ladder/platform/suite.h) on one lowerer,
// with its results classified against platforms/expected/<lowerer>-<device>.txt and written
// as a run record (runs/platform/<date>-<host>-<lowerer>[-k]/).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/lowerer_flags.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"
#include "ladder/platform/record.h"
#include "ladder/platform/suite.h"

namespace ladder::cli {
namespace {

namespace pf = ladder::platform;

struct CheckOptions {
  int tier = 2;
  bool plan = false;
  std::string out;
  std::string root;
  LowererFlags lowerer;
};

// The estimates are for the cpu lowerer; the reference lowerer's loops take about 4 times as
// long on the committed artifacts (measured on a 2-core VM).
double slowdown(const std::string& lowerer) { return lowerer == "reference" ? 4 : 1; }

int print_plan(const CheckOptions& o, const std::vector<pf::TestCase>& tests) {
  std::string lowerer = o.lowerer.resolved_name();
  std::printf("ladder check would run %zu tests of tiers 0-%d on the %s lowerer", tests.size(),
              o.tier, lowerer.c_str());
  for (const auto& [key, value] : o.lowerer.options().values)
    std::printf(" %s=%s", key.c_str(), value.c_str());
  std::printf(":\n\n  tier  %-26s %8s %8s  what\n", "test", "~time", "timeout");
  double total = 0;
  for (const pf::TestCase& t : tests) {
    double estimate = t.estimate_s * slowdown(lowerer);
    total += estimate;
    std::printf("  %4d  %-26s %7.1fs %7.0fs  %s\n", t.tier, t.name.c_str(), estimate, t.timeout_s,
                t.what.c_str());
  }
  std::printf("\nabout %.0f s in all (rough; compile and load time of a PJRT plugin come on top)\n",
              total);
  return 0;
}

int run_check(const CheckOptions& o) {
  std::string root = o.root.empty() ? pf::find_repo_root() : o.root;
  std::vector<pf::TestCase> tests = pf::suite_tests(o.tier);
  if (o.plan) return print_plan(o, tests);

  pf::Fault fault = pf::fault_from_env();
  std::string lowerer = o.lowerer.resolved_name();
  std::vector<std::string> built = exec::lowerer_names();
  LADDER_CHECK(std::find(built.begin(), built.end(), lowerer) != built.end(), "unknown lowerer '",
               lowerer, "' (this build has: ", pf::join(built, ", "), ")");
  pf::SuiteContext context(root, lowerer, o.lowerer.options(), fault);
  std::string started = pf::utc_now_iso();
  auto start = std::chrono::steady_clock::now();

  // The baseline depends on the device, known once the lowerer loads (if it does not, the
  // probe fails and there is no baseline to apply).
  std::map<std::string, std::string> facts;
  try {
    facts = context.describe();
  } catch (const Error&) {
  }
  pf::HostFacts host = pf::host_facts();
  pf::DeviceFacts device = pf::device_facts(lowerer, facts, host);
  std::string baseline_file = "platforms/expected/" + lowerer + "-" + device.baseline_key + ".txt";
  std::map<std::string, pf::Expectation> baseline;
  if (pf::file_exists(root + "/" + baseline_file)) {
    baseline = pf::parse_baseline(pf::read_file(root + "/" + baseline_file), baseline_file);
    for (const auto& [test, e] : baseline) {
      bool known = false;
      for (const pf::TestCase& t : pf::suite_tests(2)) known |= t.name == test;
      LADDER_CHECK(known, baseline_file, ": no test named '", test, "'");
    }
  }
  std::string header = cat("ladder check: tiers 0-", o.tier, " on the ", lowerer, " lowerer (",
                           device.kind, "), host ", host.host);
  if (!baseline.empty()) header += "; baseline " + baseline_file;
  if (fault != pf::Fault::none) header += cat("; LADDER_FAULT=", pf::fault_name(fault));
  std::printf("%s\n", header.c_str());
  if (!facts.empty()) {
    for (const std::string& line : pf::split(pf::describe_lines(facts), '\n'))
      if (!line.empty()) std::printf("  %s\n", line.c_str());
  }
  std::fflush(stdout);

  std::vector<pf::RunResult> results;
  bool abandoned = false;
  for (const pf::TestCase& test : tests) {
    pf::RunResult r;
    if (abandoned) {
      r = {test.name, test.tier, pf::Status::skip,
           "not run: an earlier test timed out and still holds the lowerer"};
    } else {
      r = pf::run_test(test, context, &abandoned);
      auto expected = baseline.find(test.name);
      pf::Status raw = r.status;
      r.status = pf::classify(raw, expected == baseline.end() ? nullptr : &expected->second);
      if (r.status != raw)
        r.detail =
            cat("[", baseline_file, ": ", expected->second.why, "] ", r.detail).substr(0, 160);
    }
    std::printf("%-5s %d %-26s %6.1fs  %s\n", std::string(pf::status_name(r.status)).c_str(),
                r.tier, r.test.c_str(), r.seconds, r.detail.c_str());
    std::fflush(stdout);
    results.push_back(r);
  }

  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::string dir = o.out.empty() ? pf::default_record_dir(root, host.host, lowerer) : o.out;
  pf::write_record(dir, pf::make_manifest({root, lowerer, facts, o.tier, started, seconds}),
                   results);

  int counts[5] = {};
  bool red = false;
  for (const pf::RunResult& r : results) {
    ++counts[int(r.status)];
    red |= pf::is_red(r.status);
  }
  std::printf("%s: %d PASS, %d XFAIL, %d FAIL, %d XPASS, %d SKIP in %.1f s; record %s\n",
              red ? "RED" : "GREEN", counts[int(pf::Status::pass)], counts[int(pf::Status::xfail)],
              counts[int(pf::Status::fail)], counts[int(pf::Status::xpass)],
              counts[int(pf::Status::skip)], seconds, dir.c_str());
  int code = red ? 1 : 0;
  if (abandoned) {
    // A timed-out test's thread is still running: leave without waiting for it.
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(code);
  }
  return code;
}

void add_check(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* cmd =
      app.add_subcommand("check", "Run the platform admission suite on a lowerer and record it");
  cmd->add_option("--tier", o->tier,
                  "Highest tier to run: 0 (loads, smoke, known answers), 1 (guards, "
                  "residency, fault injection, multi-device), 2 (committed artifacts vs goldens)")
      ->check(CLI::Range(0, 2))
      ->capture_default_str();
  cmd->add_flag("--plan", o->plan, "Print what would run, on what, with rough durations, and exit");
  cmd->add_option("--out", o->out,
                  "Record folder (default: runs/platform/<date>-<host>-<lowerer>[-k])");
  cmd->add_option("--root", o->root, "The repository (default: found from the working directory)");
  o->lowerer.add_to(cmd);
  cmd->footer(
      "Each test runs under its own timeout. Statuses are PASS, FAIL, SKIP, and, against\n"
      "platforms/expected/<lowerer>-<device>.txt (lines `<test> FAIL|FLAKE  # why`), XFAIL and\n"
      "XPASS. Exit status 1 on any FAIL or XPASS. LADDER_FAULT=ulp|stale injects a fault into\n"
      "the resident test's run, which must then fail.\n"
      "\nExamples:\n"
      "  ladder check --plan\n"
      "  ladder check --lowerer cpu\n"
      "  ladder check --lowerer pjrt --plugin /path/to/pjrt_plugin.so --tier 1");
  cmd->callback([o, &exit_code] { exit_code = run_check(*o); });
}

const bool registered = register_command({"check", 70, add_check});

}  // namespace
}  // namespace ladder::cli
