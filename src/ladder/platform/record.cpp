#include "ladder/platform/record.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>

#include "ladder/core/error.h"
#include "ladder/core/sha256.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"

namespace ladder::platform {

namespace {

// The first line `command` prints, or "" when it fails (git missing, not a repository).
std::string first_output_line(const std::string& command) {
  FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
  if (!pipe) return {};
  std::array<char, 512> buffer{};
  std::string line;
  if (std::fgets(buffer.data(), int(buffer.size()), pipe)) line = buffer.data();
  int status = pclose(pipe);
  return status == 0 ? std::string(trim(line)) : std::string();
}

std::string shell_word(const std::string& s) {
  std::string w = "'";
  for (char c : s) w += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return w + "'";
}

// "key: value" or "KEY=value" lines of a /proc or /etc file.
std::string file_field(const std::string& path, const std::string& key, char separator) {
  std::string text;
  try {
    text = read_file(path);
  } catch (const Error&) {
    return {};
  }
  for (const std::string& line : split(text, '\n')) {
    size_t sep = line.find(separator);
    if (sep != std::string::npos && trim(line.substr(0, sep)) == key) {
      std::string value(trim(line.substr(sep + 1)));
      if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
        value = value.substr(1, value.size() - 2);
      return value;
    }
  }
  return {};
}

std::string compiler() {
#if defined(__clang__)
  return "clang " __clang_version__;
#elif defined(__GNUC__)
  return "gcc " __VERSION__;
#else
  return "unknown";
#endif
}

}  // namespace

std::string utc_now_iso() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

HostFacts host_facts() {
  HostFacts h;
  char name[256] = {};
  gethostname(name, sizeof name - 1);
  h.host = name;
  utsname u{};
  if (uname(&u) == 0) {
    h.arch = u.machine;
    h.kernel = std::string(u.sysname) + " " + u.release;
  }
  h.cpu_model = file_field("/proc/cpuinfo", "model name", ':');
  h.os = file_field("/etc/os-release", "PRETTY_NAME", '=');
  return h;
}

DeviceFacts device_facts(const std::string& lowerer,
                         const std::map<std::string, std::string>& describe,
                         const HostFacts& host) {
  DeviceFacts d;
  auto get = [&](const std::string& key) {
    auto it = describe.find(key);
    return it == describe.end() ? std::string() : it->second;
  };
  if (lowerer != "pjrt") {
    d.kind = "CPU: " + (host.cpu_model.empty() ? host.arch : host.cpu_model);
    d.baseline_key = "cpu";
    return d;
  }
  if (describe.empty()) {
    d.kind = "unknown (the lowerer did not load)";
    d.baseline_key = "unknown";
    return d;
  }
  std::string device0 = get("device.0");  // "id=0 kind=NVIDIA H100 local_hardware_id=0"
  size_t k = device0.find("kind=");
  size_t end = device0.find(" local_hardware_id=");
  d.kind = k == std::string::npos
               ? get("platform")
               : device0.substr(k + 5, end == std::string::npos ? end : end - k - 5);
  if (!get("devices").empty()) d.count = std::stoi(get("devices"));
  d.stand_in = get("platform") == "ladder-test";
  d.baseline_key = get("platform").empty() ? "unknown" : get("platform");
  return d;
}

nlohmann::ordered_json make_manifest(const RecordInputs& in) {
  HostFacts host = host_facts();
  std::string git = "git -C " + shell_word(in.root);
  std::string sha = first_output_line(git + " rev-parse HEAD");
  std::string dirty = first_output_line(git + " status --porcelain | head -1");

  nlohmann::ordered_json core;
  core["repo_sha"] = sha.empty() ? "unknown" : sha;
  core["dirty"] = !dirty.empty();
  core["compiler"] = compiler();
  core["artifact_manifest_sha"] = short_sha(sha256_file(manifest_path(in.root)));
  core["suite_sha"] = suite_sha(in.root, in.tier);
  core["ladder_binary_sha"] = short_sha(sha256_file("/proc/self/exe"));
  core["tier"] = in.tier;

  DeviceFacts device = device_facts(in.lowerer, in.describe, host);
  nlohmann::ordered_json platform;
  platform["host"] = host.host;
  platform["arch"] = host.arch;
  platform["os"] = host.os;
  platform["cpu_model"] = host.cpu_model;
  platform["kernel"] = host.kernel;
  platform["lowerer"] = in.lowerer;
  platform["device_kind"] = device.kind;
  platform["device_count"] = device.count;
  platform["stand_in"] = device.stand_in;
  if (auto plugin = in.describe.find("plugin");
      plugin != in.describe.end() && file_exists(plugin->second))
    platform["plugin_sha"] = short_sha(sha256_file(plugin->second));
  platform["lowerer_facts"] = in.describe;

  nlohmann::ordered_json run;
  run["started"] = in.started;
  run["seconds"] = std::round(in.seconds * 10) / 10;

  nlohmann::ordered_json manifest;
  manifest["core"] = std::move(core);
  manifest["platform"] = std::move(platform);
  manifest["run"] = std::move(run);
  return manifest;
}

std::string results_tsv(const std::vector<RunResult>& results) {
  std::string text = "test\ttier\tstatus\tdetail\n";
  for (const RunResult& r : results)
    text += cat(r.test, "\t", r.tier, "\t", status_name(r.status), "\t", r.detail, "\n");
  return text;
}

std::string default_record_dir(const std::string& root, const std::string& host,
                               const std::string& lowerer) {
  std::string base =
      root + "/runs/platform/" + utc_now_iso().substr(0, 10) + "-" + host + "-" + lowerer;
  std::string dir = base;
  for (int k = 2; std::filesystem::exists(dir); ++k) dir = cat(base, "-", k);
  return dir;
}

void write_record(const std::string& dir, const nlohmann::ordered_json& manifest,
                  const std::vector<RunResult>& results) {
  write_file(dir + "/manifest.json", manifest.dump(2) + "\n");
  write_file(dir + "/results.tsv", results_tsv(results));
}

bool Record::green() const {
  return std::none_of(results.begin(), results.end(),
                      [](const RunResult& r) { return is_red(r.status); });
}

int Record::count(Status status) const {
  return int(std::count_if(results.begin(), results.end(),
                           [&](const RunResult& r) { return r.status == status; }));
}

Record parse_record(const std::string& name, const std::string& manifest_json,
                    const std::string& results_text) {
  Record r;
  r.name = name;
  r.dir = "runs/platform/" + name;
  try {
    r.manifest = nlohmann::json::parse(manifest_json);
  } catch (const nlohmann::json::exception& e) {
    throw Error(cat(r.dir, "/manifest.json: ", e.what()));
  }
  // Not content_lines: a detail may hold a '#'.
  std::vector<std::string> lines = split(results_text, '\n');
  for (size_t i = 1; i < lines.size(); ++i) {  // line 1 is the header
    if (trim(lines[i]).empty()) continue;
    std::vector<std::string> cells = split(lines[i], '\t');
    std::string where = cat(r.dir, "/results.tsv:", i + 1, ": ");
    LADDER_CHECK(cells.size() == 4, where, "expected test, tier, status, detail; found ",
                 cells.size(), " cells");
    auto status = status_from_name(cells[2]);
    LADDER_CHECK(status, where, "unknown status '", cells[2], "'");
    r.results.push_back({cells[0], std::stoi(cells[1]), *status, cells[3], 0});
  }
  return r;
}

std::vector<Record> load_records(const std::string& root) {
  std::vector<Record> records;
  std::string dir = root + "/runs/platform";
  if (!std::filesystem::is_directory(dir)) return records;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string manifest = entry.path().string() + "/manifest.json";
    if (!entry.is_directory() || !file_exists(manifest)) continue;
    records.push_back(parse_record(entry.path().filename().string(), read_file(manifest),
                                   read_file(entry.path().string() + "/results.tsv")));
  }
  auto started = [](const Record& r) {
    return r.manifest.value("run", nlohmann::json::object()).value("started", std::string());
  };
  std::sort(records.begin(), records.end(), [&](const Record& a, const Record& b) {
    return started(a) != started(b) ? started(a) > started(b) : a.name > b.name;
  });
  return records;
}

}  // namespace ladder::platform
