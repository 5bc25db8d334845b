// The conformance cases as a differential run (issue 18): this binary runs its own
// Conformance suite once per lowerer — cpu, reference, and XLA's CPU compiler through PJRT where
// scripts/fetch-xla-plugin could fetch it — recording every case's outputs, then compares the
// lowerers case by case: integers and i1 exactly, non-finite values by position and kind, finite
// floats relative to the larger magnitude (floored at 1e-3 of the output's rms), within a bound
// per dtype. It prints the worst disagreement per case for each pair.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "exec/test_util.h"
#include "ladder/core/safetensors.h"
#include "ladder/exec/lowerer.h"

namespace ladder {
namespace {

namespace fs = std::filesystem;

constexpr const char* kXlaPlugin = LADDER_BINARY_DIR "/pjrt/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so";

// Two lowerers' results of one output may differ by this much, relative (twice what each may
// differ from the exact value in the suite, for f32; a few units in the last place otherwise).
double bound(const std::string& dtype) {
  if (dtype == "f64") return 1e-12;
  if (dtype == "f32") return 2 * testing::kF32Tol;
  if (dtype == "f16") return 2e-3;
  if (dtype == "bf16") return 1.6e-2;
  return 0.25;  // fp8
}

struct Worst {
  double relative = 0;  // over float outputs, in units of their dtype's bound
  int64_t mismatches = 0;  // integer, i1 and non-finite elements that differ
  std::string where;
};

void compare(const std::string& label, const SafeTensors& a, const SafeTensors& b, Worst& worst) {
  ASSERT_EQ(a.tensors.size(), b.tensors.size()) << label;
  for (size_t i = 0; i < a.tensors.size(); ++i) {
    const Tensor &x = a.tensors[i].second, &y = b.tensors[i].second;
    const std::string dtype = a.metadata.at(std::to_string(i));
    ASSERT_EQ(x.shape(), y.shape()) << label << " output " << i;
    if (x.dtype() == DType::i64) {
      for (int64_t k = 0; k < x.num_elements(); ++k)
        if (x.get_int(k) != y.get_int(k) && ++worst.mismatches == 1)
          worst.where = cat(label, " output ", i, "[", k, "]: ", x.get_int(k), " vs ", y.get_int(k));
      continue;
    }
    double sum_squares = 0;
    int64_t finite = 0;
    for (int64_t k = 0; k < x.num_elements(); ++k)
      if (std::isfinite(x.get(k))) sum_squares += x.get(k) * x.get(k), ++finite;
    const double floor = 1e-3 * std::sqrt(sum_squares / double(std::max<int64_t>(finite, 1)));
    for (int64_t k = 0; k < x.num_elements(); ++k) {
      const double u = x.get(k), v = y.get(k);
      if (!std::isfinite(u) || !std::isfinite(v)) {
        const bool same = (std::isnan(u) && std::isnan(v)) || u == v;
        if (!same && ++worst.mismatches == 1) worst.where = cat(label, " output ", i, "[", k, "]: ", u, " vs ", v);
        continue;
      }
      const double scale = std::max({std::abs(u), std::abs(v), floor});
      const double r = scale > 0 ? std::abs(u - v) / scale / bound(dtype) : 0;
      if (r > worst.relative) {
        worst.relative = r;
        if (worst.mismatches == 0) worst.where = cat(label, " output ", i, "[", k, "] (", dtype, "): ", u, " vs ", v);
      }
    }
  }
}

TEST(ConformanceDifferential, TheComparisonCatchesWhatDiffers) {
  auto file = [](DType dtype, std::vector<double> values) {
    SafeTensors f;
    f.metadata["0"] = std::string(dtype_name(dtype));
    Tensor t(is_float(dtype) ? DType::f64 : DType::i64, {int64_t(values.size())});
    for (size_t k = 0; k < values.size(); ++k) t.set(int64_t(k), values[k]);
    f.tensors.emplace_back("0", std::move(t));
    return f;
  };
  const double nan = std::nan(""), inf = INFINITY;
  Worst same, close, far, ints, kinds;
  compare("same", file(DType::f32, {1, -2, nan, inf}), file(DType::f32, {1, -2, nan, inf}), same);
  EXPECT_EQ(same.relative, 0);
  EXPECT_EQ(same.mismatches, 0);
  compare("close", file(DType::f32, {1000, 1}), file(DType::f32, {1000.01, 1}), close);
  EXPECT_NEAR(close.relative, 1e-5 / bound("f32"), 1e-3);
  EXPECT_LT(close.relative, 1.0);
  compare("far", file(DType::f32, {1, 2}), file(DType::f32, {1, 2.001}), far);
  EXPECT_GT(far.relative, 1.0);
  EXPECT_NE(far.where.find("output 0[1]"), std::string::npos) << far.where;
  compare("ints", file(DType::i32, {3, 4}), file(DType::i32, {3, 5}), ints);
  EXPECT_EQ(ints.mismatches, 1);
  compare("kinds", file(DType::f32, {nan, inf, -inf}), file(DType::f32, {inf, inf, inf}), kinds);
  EXPECT_EQ(kinds.mismatches, 2);
}

TEST(ConformanceDifferential, EveryCaseAgreesOnEveryLowerer) {
  if (std::getenv("LADDER_CONFORMANCE_RECORD")) GTEST_SKIP() << "inside a recording run";
  std::string pattern = (fs::temp_directory_path() / "ladder_conformance_XXXXXX").string();
  ASSERT_NE(mkdtemp(pattern.data()), nullptr);
  const fs::path dir = pattern;

  // (label, gtest parameter, extra environment)
  std::vector<std::array<std::string, 3>> runs;
  for (const std::string& name : exec::lowerer_names())
    if (name != "pjrt") runs.push_back({name, name, ""});
  if (fs::exists(kXlaPlugin)) runs.push_back({"XLA", "pjrt", cat("LADDER_PJRT_PLUGIN='", kXlaPlugin, "' ")});
  ASSERT_GE(runs.size(), 2u) << "fewer than two lowerers to compare";
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  for (const auto& [label, param, env] : runs) {
    fs::create_directories(dir / label);
    const std::string command = cat(env, "LADDER_CONFORMANCE_RECORD='", (dir / label).string(),
                                    "' '", self, "' --gtest_filter='AllLowerers/Conformance.*/", param,
                                    "' >'", (dir / label).string(), ".log' 2>&1");
    if (std::system(command.c_str()) != 0) {
      // Say which cases failed and why (the log's failure lines), not only where the log is.
      std::ifstream log((dir / label).string() + ".log");
      std::string line, failures;
      while (std::getline(log, line))
        if (line.find("Failure") != std::string::npos || line.find("[  FAILED  ]") != std::string::npos ||
            line.find("Expected") != std::string::npos || line.find("Which is") != std::string::npos ||
            line.find("element") != std::string::npos)
          failures += line + "\n";
      FAIL() << label << ": the suite failed (log " << (dir / label).string() << ".log):\n" << failures;
    }
  }

  // Every recorded run of every case, compared for each pair of lowerers.
  std::map<std::string, std::vector<Worst>> table;  // case -> per pair
  std::vector<std::string> pairs;
  for (size_t i = 0; i < runs.size(); ++i)
    for (size_t j = i + 1; j < runs.size(); ++j) pairs.push_back(cat(runs[j][0], " vs ", runs[i][0]));
  size_t compared = 0;
  for (const auto& entry : fs::directory_iterator(dir / runs[0][0])) {
    const std::string file = entry.path().filename().string();
    const std::string case_name = file.substr(0, file.find('.'));
    std::vector<Worst>& row = table[case_name];
    row.resize(pairs.size());
    size_t p = 0;
    for (size_t i = 0; i < runs.size(); ++i)
      for (size_t j = i + 1; j < runs.size(); ++j, ++p) {
        const fs::path other_i = dir / runs[i][0] / file, other_j = dir / runs[j][0] / file;
        ASSERT_TRUE(fs::exists(other_i) && fs::exists(other_j)) << file << " not recorded on every lowerer";
        compare(cat(file, " ", pairs[p]), read_safetensors(other_i.string()), read_safetensors(other_j.string()),
                row[p]);
      }
    ++compared;
  }
  fs::remove_all(dir);
  EXPECT_GT(compared, 50u) << "too few conformance runs recorded";

  std::printf("worst disagreement per conformance case, in units of the dtype's bound (f32: %.0e relative)\n",
              bound("f32"));
  std::printf("%-44s", "case");
  for (const std::string& p : pairs) std::printf(" %20s", p.c_str());
  std::printf("\n");
  for (const auto& [name, row] : table) {
    std::printf("%-44s", name.c_str());
    for (size_t p = 0; p < row.size(); ++p) {
      std::printf(" %20s", row[p].mismatches ? cat(row[p].mismatches, " differ").c_str()
                                             : cat(row[p].relative == 0 ? "equal" : std::to_string(row[p].relative)).c_str());
      EXPECT_EQ(row[p].mismatches, 0) << name << ", " << pairs[p] << ": " << row[p].where;
      EXPECT_LE(row[p].relative, 1.0) << name << ", " << pairs[p] << ": " << row[p].where;
    }
    std::printf("\n");
  }
}

}  // namespace
}  // namespace ladder
