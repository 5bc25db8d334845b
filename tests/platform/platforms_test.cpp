// docs/PLATFORMS.md: the committed page is current, a new record makes it stale, and the
// evidence matrix grades cells without ever merging a stand-in (T1) with a device (T2).
#include <gtest/gtest.h>

#include "ladder/core/error.h"
#include "ladder/platform/files.h"
#include "ladder/platform/pages.h"

namespace ladder::platform {
namespace {

Record make_record(const std::string& name, const std::string& host, const std::string& lowerer,
                   bool stand_in, const std::string& device_kind,
                   std::vector<std::pair<std::string, Status>> statuses,
                   const std::string& started = "2026-12-02T12:00:00Z") {
  nlohmann::json manifest = {
      {"core", {{"repo_sha", "0123456789abcdef"}, {"dirty", false}, {"tier", 2}}},
      {"platform",
       {{"host", host},
        {"lowerer", lowerer},
        {"stand_in", stand_in},
        {"device_kind", device_kind},
        {"device_count", 1},
        {"lowerer_facts",
         {{"platform", stand_in ? "ladder-test" : device_kind == "cpu" ? "cpu" : "cuda"},
          {"plugin.xla_version", stand_in ? "" : "2"}}}}},
      {"run", {{"started", started}}}};
  std::string results = "test\ttier\tstatus\tdetail\n";
  for (const auto& [test, status] : statuses)
    results += test + "\t0\t" + std::string(status_name(status)) + "\tok\n";
  return parse_record(name, manifest.dump(), results);
}

const std::vector<std::pair<std::string, Status>> kGreen = {
    {"probe", Status::pass}, {"smoke", Status::pass}, {"golden:a", Status::pass}};

TEST(Evidence, GradesFromWhatExecuted) {
  EXPECT_EQ(grade_record(make_record("a", "h", "cpu", false, "CPU: x", kGreen)), Grade::t2);
  EXPECT_EQ(grade_record(make_record("b", "h", "pjrt", true, "ladder-test", kGreen)), Grade::t1);
  EXPECT_EQ(grade_record(make_record("c", "h", "pjrt", false, "NVIDIA H200",
                                     {{"probe", Status::pass}, {"smoke", Status::fail}})),
            Grade::t0);
  EXPECT_EQ(
      grade_record(make_record("d", "h", "pjrt", false, "NVIDIA H200", {{"probe", Status::fail}})),
      Grade::none);
}

TEST(Evidence, StandInsNeverShareACellWithTheDevice) {
  std::vector<Record> records = {
      make_record("gpu", "box", "pjrt", false, "NVIDIA H200", kGreen, "2026-12-02T12:00:00Z"),
      make_record("plugin", "box", "pjrt", true, "ladder-test", kGreen, "2026-12-02T11:00:00Z"),
      make_record("cpu", "box", "cpu", false, "CPU: x", kGreen, "2026-12-02T10:00:00Z"),
  };
  EvidenceMatrix m = evidence_matrix(records, {});
  ASSERT_EQ(m.hosts, (std::vector<std::string>{"box"}));
  ASSERT_EQ(m.columns, (std::vector<std::string>{"CPU", "NVIDIA H200", "stand-in: ladder-test"}));
  EXPECT_EQ(m.cells[0][0].grade, Grade::t2);
  EXPECT_EQ(m.cells[0][1].grade, Grade::t2);
  EXPECT_EQ(m.cells[0][2].grade, Grade::t1);
  for (const auto& row : m.cells)
    for (const EvidenceCell& cell : row) {
      bool any_stand_in = false, any_device = false;
      for (const Record* r : cell.records) {
        (grade_record(*r) == Grade::t1 ? any_stand_in : any_device) = true;
        EXPECT_EQ(grade_record(*r), cell.grade);  // a cell links only records of its grade
      }
      EXPECT_FALSE(any_stand_in && any_device);
    }
}

// XLA's CPU plugin runs on the host's CPU, but it is not ladder's cpu lowerer: a green run
// through it fills its own column, never the CPU cell.
TEST(Evidence, XlaOnTheHostCpuHasItsOwnColumn) {
  std::vector<Record> records = {
      make_record("xla", "box", "pjrt", false, "cpu", kGreen, "2026-12-02T12:00:00Z"),
      make_record("plugin", "box", "pjrt", true, "ladder-test", kGreen, "2026-12-02T11:00:00Z")};
  EvidenceMatrix m = evidence_matrix(records, {});
  ASSERT_EQ(m.columns,
            (std::vector<std::string>{"CPU", kXlaCpuColumn, "stand-in: ladder-test"}));
  EXPECT_EQ(m.cells[0][0].grade, Grade::none);
  EXPECT_EQ(m.cells[0][0].why_empty, "no `ladder check` record of this host's CPU");
  EXPECT_EQ(m.cells[0][1].grade, Grade::t2);
  EXPECT_EQ(m.cells[0][2].grade, Grade::t1);
}

TEST(Evidence, EmptyCellsSayWhy) {
  FleetMachine gpu{"platforms/fleet/gpu.toml", "gpu", 64, {{"NVIDIA H200", 1, 139, 0.75}}};
  EvidenceMatrix m =
      evidence_matrix({make_record("cpu", "vm", "cpu", false, "CPU: x", kGreen)}, {gpu});
  ASSERT_EQ(m.hosts, (std::vector<std::string>{"gpu", "vm"}));
  for (const auto& row : m.cells)
    for (const EvidenceCell& cell : row) {
      if (cell.grade == Grade::none) {
        EXPECT_FALSE(cell.why_empty.empty());
      }
    }
  EXPECT_EQ(m.cells[0][1].why_empty,
            "declared in platforms/fleet/gpu.toml; no suite run on it recorded yet");
  EXPECT_EQ(m.cells[1][1].why_empty, "no run on a NVIDIA H200 recorded from this host");
  EXPECT_EQ(m.cells[1][0].grade, Grade::t2);
}

TEST(Support, ParsesAndRefuses) {
  std::string header =
      "platform\tprofile\tplugin\trunbook\tsuite\tmnist\tcifar\timagenette\timagenet\n";
  auto rows = parse_support(header + "vm\tcpu\tn/a\tcmd\tauto:vm\t-\t-\t-\t-\n", "support.tsv");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].cells[4], "auto:vm");
  EXPECT_THROW(parse_support(header + "vm\tcpu\n", "support.tsv"), Error);
  EXPECT_THROW(parse_support("vm\tcpu\tn/a\tcmd\tauto:vm\t-\t-\t-\t-\n", "support.tsv"),
               Error);  // no header
}

// auto:HOST/pjrt/PLATFORM picks the newest record of that plugin only: the stand-in's row
// never shows XLA's run, nor the other way round.
TEST(Page, SuiteCellsTellPluginsApart) {
  std::string header =
      "platform\tprofile\tplugin\trunbook\tsuite\tmnist\tcifar\timagenette\timagenet\n";
  auto support = parse_support(header + "stand-in\tpjrt\tp\tcmd\tauto:box/pjrt/ladder-test\t-\t-\t-\t-\n" +
                                   "xla\tpjrt\tp\tcmd\tauto:box/pjrt/cpu\t-\t-\t-\t-\n",
                               "support.tsv");
  std::vector<Record> records = {
      make_record("2026-12-03-box-xla", "box", "pjrt", false, "cpu", kGreen, "2026-12-03T12:00:00Z"),
      make_record("2026-12-02-box-stand-in", "box", "pjrt", true, "ladder-test",
                  {{"probe", Status::pass}, {"smoke", Status::fail}}, "2026-12-02T12:00:00Z")};
  std::string page = render_platforms_page(support, records, {});
  EXPECT_NE(page.find("| stand-in | pjrt | p | cmd | ❌ [tiers 0–2, 2026-12-02](../runs/platform/2026-12-02-box-stand-in/results.tsv)"),
            std::string::npos) << page;
  EXPECT_NE(page.find("| xla | pjrt | p | cmd | ✅ [tiers 0–2, 2026-12-03](../runs/platform/2026-12-03-box-xla/results.tsv)"),
            std::string::npos) << page;
}

TEST(Page, TheCommittedPageIsCurrent) {
  std::string root = LADDER_SOURCE_DIR;
  EXPECT_EQ(render_platforms_page(root), read_file(platforms_page_path(root)))
      << "docs/PLATFORMS.md is stale: run `ladder platforms`";
}

TEST(Page, ANewRecordMakesItStale) {
  std::string root = LADDER_SOURCE_DIR;
  std::vector<SupportRow> support =
      parse_support(read_file(root + "/platforms/support.tsv"), "support.tsv");
  std::vector<Record> records = load_records(root);
  std::string before = render_platforms_page(support, records, load_fleet(root));
  records.insert(records.begin(), make_record("2099-01-01-new-cpu", "new", "cpu", false, "CPU: y",
                                              kGreen, "2099-01-01T00:00:00Z"));
  std::string after = render_platforms_page(support, records, load_fleet(root));
  EXPECT_NE(before, after);
  EXPECT_NE(after.find("runs/platform/2099-01-01-new-cpu/results.tsv"), std::string::npos);
}

TEST(Records, ResultsRoundTripAndRefuseBadStatus) {
  std::vector<RunResult> results = {{"probe", 0, Status::pass, "lowerer=cpu", 0},
                                    {"golden:x", 2, Status::xfail, "why # with a hash", 0}};
  Record r = parse_record("n", "{}", results_tsv(results));
  ASSERT_EQ(r.results.size(), 2u);
  EXPECT_EQ(r.results[1].status, Status::xfail);
  EXPECT_EQ(r.results[1].detail, "why # with a hash");
  EXPECT_TRUE(r.green());
  EXPECT_THROW(parse_record("n", "{}", "test\ttier\tstatus\tdetail\nprobe\t0\tOK\tx\n"), Error);
}

}  // namespace
}  // namespace ladder::platform
