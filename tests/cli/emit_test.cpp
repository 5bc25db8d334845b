// `ladder emit` run as a user runs it: the file it writes parses back, and an unwritable path
// is one error line naming it.
#include <gtest/gtest.h>

#include "cli/run_ladder.h"
#include "ladder/stablehlo/parser.h"

namespace ladder {
namespace {

using Emit = cli_test::ScratchDir;

TEST_F(Emit, WritesAModuleThatParsesBack) {
  auto run = ladder({"emit", "mnist-linear", "--batch", "4", "-o", path("step.mlir")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ir::Module module = stablehlo::parse_file(path("step.mlir"));
  EXPECT_NE(module.find("mnist_linear_sgd_train_step"), nullptr);
  EXPECT_NE(module.find("mnist_linear_fwd"), nullptr);
}

TEST_F(Emit, AnUnwritablePathIsOneErrorLine) {
  const std::string out = path("missing/step.mlir");
  cli_test::expect_one_line_error(ladder({"emit", "mnist-linear", "-o", out}), {out});
}

}  // namespace
}  // namespace ladder
