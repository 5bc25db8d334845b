// Run records of `ladder check`: runs/platform/<date>-<host>-<lowerer>[-k]/ holding
//   manifest.json  {"core": what ladder was (repo sha and dirty flag, compiler, artifact
//                   manifest sha, suite sha, ladder binary sha, tier), "platform": where it ran
//                   (host, arch, CPU model, kernel, lowerer, device kind and count, and the
//                   lowerer's own facts: for PJRT the plugin path and sha, API version,
//                   platform name and version)}; hashes are sha256 cut to 16 hex digits.
//   results.tsv    test, tier, status, detail (one line, at most 160 characters)
// When a run turns red, diffing its manifest with the last green one on the same host tells
// a core change (the repository) from a platform change (driver, plugin, machine).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ladder/platform/suite.h"

namespace ladder::platform {

struct HostFacts {
  std::string host, arch, cpu_model, kernel, os;
};
HostFacts host_facts();

// The device a lowerer runs on, from its describe() facts: for PJRT the kind of device 0
// and the device count; for the host lowerers the CPU. A run through the test plugin is a
// stand-in (evidence grade T1), never evidence about a device.
struct DeviceFacts {
  std::string kind;
  int count = 1;
  bool stand_in = false;
  std::string baseline_key;  // <device> of platforms/expected/<lowerer>-<device>.txt
};
DeviceFacts device_facts(const std::string& lowerer,
                         const std::map<std::string, std::string>& describe, const HostFacts& host);

struct RecordInputs {
  std::string root;
  std::string lowerer;
  std::map<std::string, std::string> describe;  // empty when the lowerer did not load
  int tier = 2;
  std::string started;  // ISO 8601 UTC
  double seconds = 0;
};
nlohmann::ordered_json make_manifest(const RecordInputs& in);

std::string results_tsv(const std::vector<RunResult>& results);

// runs/platform/<yyyy-mm-dd>-<host>-<lowerer>, with -2, -3, ... when that one exists.
std::string default_record_dir(const std::string& root, const std::string& host,
                               const std::string& lowerer);
void write_record(const std::string& dir, const nlohmann::ordered_json& manifest,
                  const std::vector<RunResult>& results);

struct Record {
  std::string dir;   // relative to the repository root: runs/platform/<name>
  std::string name;  // <name>
  nlohmann::json manifest;
  std::vector<RunResult> results;

  bool green() const;  // no FAIL or XPASS
  int count(Status status) const;
};
// Every record under <root>/runs/platform, newest first (by started time, then name).
std::vector<Record> load_records(const std::string& root);
Record parse_record(const std::string& name, const std::string& manifest_json,
                    const std::string& results_tsv);

std::string utc_now_iso();

}  // namespace ladder::platform
