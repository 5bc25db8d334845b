#include "ladder/platform/pages.h"

#include <algorithm>
#include <set>

#include "ladder/core/error.h"
#include "ladder/platform/files.h"

namespace ladder::platform {

std::vector<SupportRow> parse_support(const std::string& text, const std::string& source) {
  std::vector<SupportRow> rows;
  bool header = true;
  for (const Line& line : content_lines(text)) {
    std::vector<std::string> cells = split(line.text, '\t');
    for (std::string& c : cells) c = std::string(trim(c));
    std::string where = cat(source, ":", line.number, ": ");
    LADDER_CHECK(cells.size() == kSupportColumns.size(), where, "expected ", kSupportColumns.size(),
                 " tab-separated cells (platform, profile, plugin, runbook, suite, mnist, cifar, "
                 "imagenette, imagenet), found ",
                 cells.size());
    if (header) {
      LADDER_CHECK(cells == kSupportColumns, where, "expected the header line first");
      header = false;
      continue;
    }
    for (size_t i = 0; i < cells.size(); ++i)
      LADDER_CHECK(!cells[i].empty(), where, "empty cell '", kSupportColumns[i],
                   "': write - (not run) or n/a");
    rows.push_back({cells});
  }
  return rows;
}

std::string_view grade_name(Grade grade) {
  switch (grade) {
    case Grade::none:
      return "";
    case Grade::t0:
      return "T0";
    case Grade::t1:
      return "T1";
    case Grade::t2:
      return "T2";
    case Grade::t2x:
      return "T2x";
  }
  return "?";
}

namespace {
const nlohmann::json& section(const Record& r, const char* name) {
  static const nlohmann::json empty = nlohmann::json::object();
  auto it = r.manifest.find(name);
  return it == r.manifest.end() ? empty : *it;
}
std::string field(const Record& r, const char* sec, const char* key) {
  const nlohmann::json& s = section(r, sec);
  auto it = s.find(key);
  if (it == s.end()) return {};
  return it->is_string() ? it->get<std::string>() : it->dump();
}
std::string fact(const Record& r, const std::string& key) {
  const nlohmann::json& facts =
      section(r, "platform").value("lowerer_facts", nlohmann::json::object());
  auto it = facts.find(key);
  return it != facts.end() && it->is_string() ? it->get<std::string>() : std::string();
}
bool stand_in(const Record& r) { return section(r, "platform").value("stand_in", false); }
std::string host_of(const Record& r) { return field(r, "platform", "host"); }
std::string date_of(const Record& r) { return field(r, "run", "started").substr(0, 10); }
std::string link(const Record& r, const std::string& text) {
  return "[" + text + "](../" + r.dir + "/results.tsv)";
}
std::string escape(std::string s) {
  std::string out;
  for (char c : s) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}
std::string or_dash(const std::string& s) { return s.empty() ? "-" : s; }
}  // namespace

Grade grade_record(const Record& record) {
  bool probe = false, executed = false;
  for (const RunResult& r : record.results) {
    bool passed = r.status == Status::pass || r.status == Status::xpass;
    if (r.test == "probe")
      probe = passed;
    else if (passed)
      executed = true;
  }
  if (!probe) return Grade::none;
  if (!executed) return Grade::t0;
  return stand_in(record) ? Grade::t1 : Grade::t2;
}

std::string evidence_column(const Record& record) {
  std::string lowerer = field(record, "platform", "lowerer");
  if (stand_in(record)) return "stand-in: " + or_dash(fact(record, "platform"));
  if (lowerer != "pjrt") return "CPU";
  // A PJRT plugin running on the host's own CPU (XLA's CPU plugin) is real evidence (T2) but
  // of another compiler than ladder's cpu lowerer: it gets its own column.
  if (fact(record, "platform") == "cpu")
    return fact(record, "plugin.xla_version").empty() ? "PJRT CPU plugin" : kXlaCpuColumn;
  return or_dash(field(record, "platform", "device_kind"));
}

EvidenceMatrix evidence_matrix(const std::vector<Record>& records,
                               const std::vector<FleetMachine>& fleet) {
  EvidenceMatrix m;
  std::set<std::string> hosts, accelerators, stand_ins = {"stand-in: ladder-test"};
  for (const Record& r : records) {
    hosts.insert(host_of(r));
    std::string column = evidence_column(r);
    if (column.rfind("stand-in: ", 0) == 0)
      stand_ins.insert(column);
    else if (column != "CPU")
      accelerators.insert(column);
  }
  for (const FleetMachine& f : fleet) {
    hosts.insert(f.name);
    for (const FleetDevice& d : f.devices) accelerators.insert(d.kind);
  }
  m.hosts.assign(hosts.begin(), hosts.end());
  m.columns.push_back("CPU");
  m.columns.insert(m.columns.end(), accelerators.begin(), accelerators.end());
  m.columns.insert(m.columns.end(), stand_ins.begin(), stand_ins.end());

  for (const std::string& host : m.hosts) {
    const FleetMachine* declared = nullptr;
    for (const FleetMachine& f : fleet)
      if (f.name == host) declared = &f;
    std::vector<EvidenceCell>& row = m.cells.emplace_back();
    for (const std::string& column : m.columns) {
      EvidenceCell& cell = row.emplace_back();
      std::vector<const Record*> here;
      for (const Record& r : records)  // newest first
        if (host_of(r) == host && evidence_column(r) == column) here.push_back(&r);
      for (const Record* r : here) cell.grade = std::max(cell.grade, grade_record(*r));
      for (const Record* r : here)
        if (grade_record(*r) == cell.grade && cell.grade != Grade::none) cell.records.push_back(r);
      if (cell.grade != Grade::none) continue;
      bool has_device =
          declared && std::any_of(declared->devices.begin(), declared->devices.end(),
                                  [&](const FleetDevice& d) { return d.kind == column; });
      if (!here.empty())
        cell.why_empty =
            cat("every recorded run failed before executing anything (", here.size(), " runs)");
      else if (column == "CPU")
        cell.why_empty =
            declared ? "declared in " + declared->file + "; no `ladder check` record from it yet"
                     : "no `ladder check` record of this host's CPU";
      else if (column.rfind("stand-in: ", 0) == 0)
        cell.why_empty = "no run through the PJRT test plugin recorded on this host";
      else if (column == kXlaCpuColumn)
        cell.why_empty = "no run through XLA's CPU plugin recorded on this host";
      else if (has_device)
        cell.why_empty = "declared in " + declared->file + "; no suite run on it recorded yet";
      else if (declared)
        cell.why_empty = declared->file + " declares no " + column + " on this host";
      else
        cell.why_empty = "no run on a " + column + " recorded from this host";
    }
  }
  return m;
}

namespace {

std::string suite_cell(const std::string& cell, const std::vector<Record>& records) {
  if (cell.rfind("auto:", 0) != 0) return cell;
  // auto:HOST[/LOWERER[/PLATFORM]], PLATFORM being what the PJRT plugin calls itself
  // ("ladder-test", "cpu", "cuda"), so that the stand-in and XLA's CPU plugin rows differ.
  std::string spec = cell.substr(5), host = spec, lowerer, platform;
  if (size_t slash = spec.find('/'); slash != std::string::npos) {
    host = spec.substr(0, slash);
    lowerer = spec.substr(slash + 1);
  }
  if (size_t slash = lowerer.find('/'); slash != std::string::npos) {
    platform = lowerer.substr(slash + 1);
    lowerer = lowerer.substr(0, slash);
  }
  for (const Record& r : records)  // newest first
    if (host_of(r) == host && (lowerer.empty() || field(r, "platform", "lowerer") == lowerer) &&
        (platform.empty() || fact(r, "platform") == platform))
      return cat(r.green() ? "✅ " : "❌ ",
                 link(r, cat("tiers 0–", field(r, "core", "tier"), ", ", date_of(r))));
  return "- (no record from " + host + " yet)";
}

std::string runs_table(const std::vector<Record>& records) {
  std::string t =
      "| date | host | devices | driver | runtime | plugin | API | repo sha | tiers | pass / xfail "
      "/ fail / skip | result |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const Record& r : records) {
    std::string lowerer = field(r, "platform", "lowerer");
    std::string plugin = lowerer == "pjrt"
                             ? cat(fact(r, "plugin").substr(fact(r, "plugin").rfind('/') + 1), " (",
                                   or_dash(field(r, "platform", "plugin_sha")), ")")
                             : lowerer + " lowerer";
    std::string runtime = lowerer == "cpu"    ? "oneDNN " + fact(r, "onednn")
                          : lowerer == "pjrt" ? fact(r, "platform_version")
                                              : "";
    std::string sha = field(r, "core", "repo_sha").substr(0, 10) +
                      (section(r, "core").value("dirty", false) ? "+dirty" : "");
    t += cat("| ", date_of(r), " | ", host_of(r), " | ", field(r, "platform", "device_count"), "× ",
             escape(field(r, "platform", "device_kind")), " | ",
             or_dash(fact(r, "plugin.driver_version")), " | ", escape(or_dash(runtime)), " | ",
             escape(plugin), " | ", or_dash(fact(r, "pjrt_api")), " | ", sha, " | 0–",
             field(r, "core", "tier"), " | ", r.count(Status::pass), " / ", r.count(Status::xfail),
             " / ", r.count(Status::fail) + r.count(Status::xpass), " / ", r.count(Status::skip),
             " | ", link(r, r.green() ? "✅" : "❌"), " |\n");
  }
  if (records.empty()) t += "| (no records under runs/platform/ yet) |||||||||||\n";
  return t;
}

std::string evidence_table(const EvidenceMatrix& m) {
  std::string t = "| host |";
  for (const std::string& c : m.columns) t += " " + escape(c) + " |";
  t += "\n|---|";
  for (size_t i = 0; i < m.columns.size(); ++i) t += "---|";
  t += "\n";
  for (size_t h = 0; h < m.hosts.size(); ++h) {
    t += "| " + m.hosts[h] + " |";
    for (const EvidenceCell& cell : m.cells[h]) {
      if (cell.grade == Grade::none) {
        t += " " + escape(cell.why_empty) + " |";
        continue;
      }
      t += cat(" **", grade_name(cell.grade), "**");
      for (size_t k = 0; k < cell.records.size() && k < 3; ++k)
        t += " " + link(*cell.records[k],
                        date_of(*cell.records[k]) + (cell.records[k]->green() ? " ✅" : " ❌"));
      t += " |";
    }
    t += "\n";
  }
  return t;
}

}  // namespace

std::string render_platforms_page(const std::vector<SupportRow>& support,
                                  const std::vector<Record>& records,
                                  const std::vector<FleetMachine>& fleet) {
  std::string page =
      "<!-- Generated by `ladder platforms` from platforms/support.tsv, platforms/fleet/*.toml and "
      "runs/platform/*; do not edit. -->\n"
      "# Platforms\n\n"
      "What has actually run, where, and how far up the ladder. Every filled cell links a "
      "committed record; `ladder platforms --check` fails when this page is stale.\n\n"
      "## Support matrix\n\n"
      "`-` not run · `n/a` cannot run · the suite cell shows the newest `ladder check` record.\n\n";
  page += "|";
  for (const std::string& c : kSupportColumns) page += " " + c + " |";
  page += "\n|";
  for (size_t i = 0; i < kSupportColumns.size(); ++i) page += "---|";
  page += "\n";
  for (const SupportRow& row : support) {
    page += "|";
    for (size_t i = 0; i < row.cells.size(); ++i)
      page += " " + escape(i == 4 ? suite_cell(row.cells[i], records) : row.cells[i]) + " |";
    page += "\n";
  }
  page +=
      "\n## Platform suite runs, newest first\n\n"
      "Records of `ladder check` under runs/platform/ (manifest.json, results.tsv). Diff a red "
      "run's manifest with the last green one on the same host: `core` equal and `platform` "
      "changed points at the driver or plugin; the reverse points at the repository.\n\n";
  page += runs_table(records);
  page +=
      "\n## Evidence matrix\n\n"
      "Hosts down, devices across. **T0** the lowerer loaded, nothing executed · **T1** "
      "executed on a stand-in (the PJRT test plugin runs programs on the host; nothing ran on "
      "a device) · **T2** executed on the device itself · **T2x** T1/T2 across two machines of "
      "different architectures in one run (no run of that kind exists yet). Stand-ins have their "
      "own columns: a T1 is never shown where a T2 would be.\n\n";
  page += evidence_table(evidence_matrix(records, fleet));
  page +=
      "\n## Admission (predicted)\n\n"
      "Which declared machine would accept which net is a prediction from planned peak memory, "
      "not evidence; it is kept out of the tables above. `ladder plan --fleet` prints it, "
      "`ladder plan NET` one net's breakdown.\n";
  return page;
}

std::string platforms_page_path(const std::string& root) { return root + "/docs/PLATFORMS.md"; }

std::string render_platforms_page(const std::string& root) {
  std::string support = root + "/platforms/support.tsv";
  return render_platforms_page(parse_support(read_file(support), "platforms/support.tsv"),
                               load_records(root), load_fleet(root));
}

}  // namespace ladder::platform
