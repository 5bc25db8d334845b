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

// --replicas N: a module for N replicas (mhlo.num_replicas), each with batch / N rows, with
// all_reduce inside; it runs only as N replicas, and says so.
TEST_F(Emit, ReplicatedStepsCarryTheirReplicaCountAndRunOnlyAsThat) {
  auto run = ladder({"emit", "cifar8-bn", "--batch", "8", "--replicas", "2", "--sync-bn", "-o", path("dp.mlir")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string text = cli_test::read_text(path("dp.mlir"));
  EXPECT_NE(text.find("mhlo.num_replicas = 2"), std::string::npos);
  EXPECT_NE(text.find("stablehlo.all_reduce"), std::string::npos);
  EXPECT_NE(text.find("BatchNorm synchronised across replicas"), std::string::npos);
  ir::Module module = stablehlo::parse_file(path("dp.mlir"));
  EXPECT_EQ(module.num_replicas, 2);
  EXPECT_EQ(module.find("cifar8_bn_sgd_train_step")->input_types()[0].shape[0], 4);
  cli_test::expect_one_line_error(
      ladder({"exec", path("dp.mlir"), "--entry", "cifar8_bn_sgd_train_step", "--random-inputs", "1"}),
      {"compiled for 2 replicas", "mpirun -np 2"});
  cli_test::expect_one_line_error(ladder({"emit", "cifar8-bn", "--batch", "9", "--replicas", "2", "-o", path("x.mlir")}),
                                  {"--replicas must divide the batch"});
  cli_test::expect_one_line_error(ladder({"emit", "cifar8-bn", "--sync-bn", "-o", path("x.mlir")}),
                                  {"synchronised BatchNorm needs 2 or more replicas"});
  EXPECT_FALSE(std::filesystem::exists(path("x.mlir")));
}

}  // namespace
}  // namespace ladder
