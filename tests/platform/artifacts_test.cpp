// The committed artifacts match what the code emits, a changed byte is caught and named,
// and a committed golden is what the reference lowerer computes now.
#include "ladder/platform/artifacts.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "ladder/platform/files.h"
#include "ladder/platform/goldens.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::platform {
namespace {

TEST(Artifacts, CommittedOnesAreCurrent) {
  auto problems = check_artifacts(LADDER_SOURCE_DIR);
  for (const ArtifactProblem& p : problems) ADD_FAILURE() << p.path << ": " << p.what;
}

TEST(Artifacts, AChangedArtifactIsNamed) {
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("ladder_artifacts_" + std::to_string(::getpid()));
  fs::create_directories(root / "artifacts");
  fs::copy(fs::path(LADDER_SOURCE_DIR) / "artifacts", root / "artifacts",
           fs::copy_options::recursive);
  std::string victim = artifact_path(root.string(), find_artifact("mnist-mlp.sgd"));
  write_file(victim, read_file(victim) + "// edited by hand\n");
  auto problems = check_artifacts(root.string());
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].path, victim);
  EXPECT_NE(problems[0].what.find("differs from what the code emits"), std::string::npos);
  fs::remove_all(root);
}

TEST(Artifacts, ManifestIsSha256sumFormat) {
  EXPECT_EQ(manifest_text({{"ab", "x.mlir"}, {"cd", "y.mlir"}}), "ab  x.mlir\ncd  y.mlir\n");
}

TEST(Goldens, CommittedGoldenIsWhatTheReferenceComputes) {
  const ArtifactSpec& spec = find_artifact("mnist-linear.sgd");
  std::string root = LADDER_SOURCE_DIR;
  Golden golden = compute_golden(spec.name, read_file(artifact_path(root, spec)));
  EXPECT_EQ(golden_to_json(golden), read_file(golden_path(root, spec.name)));
}

// The tier-2 gate on real outputs: the reference lowerer passes; outputs computed from other
// inputs (a wrong parameter upload, say) fail.
TEST(Goldens, GateAcceptsTheReferenceAndRefusesOtherInputs) {
  const ArtifactSpec& spec = find_artifact("mnist-mlp.sgd");
  std::string root = LADDER_SOURCE_DIR;
  Golden golden = golden_from_json(read_file(golden_path(root, spec.name)), spec.name);
  ir::Module module = stablehlo::parse(read_file(artifact_path(root, spec)), spec.name);
  const ir::Function& step = train_step_of(module, spec.name);
  auto lowerer = exec::make_lowerer("reference");
  auto executable = lowerer->compile(module, step);
  Tolerance dense{3e-3, 3e-2};

  std::vector<Tensor> inputs = make_golden_inputs(step, spec.name);
  Comparison good = compare_with_golden(golden, inputs, executable->run(inputs), dense);
  EXPECT_TRUE(good.pass) << good.detail;

  std::vector<Tensor> other = make_golden_inputs(step, "another name");
  Comparison bad = compare_with_golden(golden, inputs, executable->run(other), dense);
  EXPECT_FALSE(bad.pass) << bad.detail;
}

}  // namespace
}  // namespace ladder::platform
