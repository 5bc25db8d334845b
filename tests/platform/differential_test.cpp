// Differential runs (issue 18): every committed artifact on the cpu lowerer, the reference
// interpreter and XLA's CPU compiler (where scripts/fetch-xla-plugin could fetch it), each pair
// and each against the float64 golden within the family's tolerances; the report names the
// worst artifact per family, and a disagreement beyond the tolerances fails it.
#include "ladder/platform/differential.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "ladder/exec/lowerer.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"

namespace ladder::platform {
namespace {

namespace fs = std::filesystem;

constexpr const char* kXlaPlugin = LADDER_BINARY_DIR "/pjrt/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so";

std::vector<std::string> built_lowerers() {
  std::vector<std::string> names;
  for (const std::string& n : exec::lowerer_names())
    if (n == "cpu" || n == "reference") names.push_back(n);
  return names;
}

TEST(Differential, EveryArtifactAgreesOnEveryLowererAndWithItsGolden) {
  std::vector<std::unique_ptr<exec::Lowerer>> owned;
  std::vector<std::pair<std::string, exec::Lowerer*>> lowerers;
  for (const std::string& name : built_lowerers()) {
    owned.push_back(exec::make_lowerer(name));
    lowerers.emplace_back(name, owned.back().get());
  }
  const bool xla = fs::exists(kXlaPlugin);
  if (xla) {
    owned.push_back(exec::make_lowerer("pjrt", {{{"plugin", kXlaPlugin}}}));
    lowerers.emplace_back("XLA", owned.back().get());
  }
  const DifferentialReport report = run_differential(LADDER_SOURCE_DIR, lowerers);
  const std::string table = differential_table(report);
  std::printf("%s%s", table.c_str(), xla ? "" : "(XLA's CPU plugin not fetched: its columns are absent)\n");
  write_file(LADDER_BINARY_DIR "/differential.md", table);

  // A row per family of the MANIFEST, a cell per pair, every committed artifact counted once.
  size_t artifacts = 0;
  for (const DifferentialRow& row : report.rows) {
    artifacts += row.artifacts.size();
    ASSERT_EQ(row.cells.size(), report.pairs.size());
    for (size_t p = 0; p < row.cells.size(); ++p) {
      const DifferentialCell& cell = row.cells[p];
      EXPECT_TRUE(cell.pass) << row.family << ", " << report.pair_name(p) << ": " << cell.detail;
      EXPECT_NE(std::find(row.artifacts.begin(), row.artifacts.end(), cell.artifact), row.artifacts.end());
      EXPECT_LE(cell.median, cell.p90);
    }
  }
  EXPECT_EQ(artifacts, artifact_specs().size());
  const size_t n = lowerers.size();
  EXPECT_EQ(report.pairs.size(), n + n * (n - 1) / 2);  // each vs the golden, and each pair
  EXPECT_TRUE(report.pass());
}

TEST(Differential, ADisagreementBeyondTheToleranceFailsNamingFamilyPairAndArtifact) {
  // The same artifacts under a root whose tolerances no float32 result can meet.
  std::string pattern = (fs::temp_directory_path() / "ladder_diff_XXXXXX").string();
  ASSERT_NE(mkdtemp(pattern.data()), nullptr);
  const fs::path root = pattern;
  fs::create_directories(root / "artifacts" / "goldens");
  const ArtifactSpec& spec = find_artifact("mnist-mlp.sgd");
  fs::copy_file(artifact_path(LADDER_SOURCE_DIR, spec), artifact_path(root.string(), spec));
  fs::copy_file(golden_path(LADDER_SOURCE_DIR, spec.name), golden_path(root.string(), spec.name));
  write_file((root / "artifacts" / "tolerances.tsv").string(), "family\tmedian\tp90\ndense\t1e-12\t1e-12\n");

  auto cpu = exec::make_lowerer(built_lowerers().front());
  const DifferentialReport report = run_differential(root.string(), {{"cpu", cpu.get()}}, {spec.name});
  fs::remove_all(root);
  ASSERT_EQ(report.rows.size(), 1u);
  EXPECT_FALSE(report.pass());
  const DifferentialCell& cell = report.rows[0].cells.at(0);
  EXPECT_FALSE(cell.pass);
  EXPECT_EQ(report.pair_name(0), "cpu vs f64 golden");
  EXPECT_NE(cell.detail.find("mnist-mlp.sgd: "), std::string::npos) << cell.detail;
  EXPECT_GT(cell.p90, 1e-12);
  EXPECT_NE(differential_table(report).find("**FAIL**"), std::string::npos);
}

}  // namespace
}  // namespace ladder::platform
