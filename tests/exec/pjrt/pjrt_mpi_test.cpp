// The pjrt lowerer as one XLA job across the processes of an MPI job: `mpirun -np P ladder
// mpi-check pjrt-all-reduce --plugin <test plugin>` creates a client per process as node rank of
// P with the job's key-value store; the test plugin's nodes exchange their devices through it and
// run their replicas' collectives through it. Each rank checks its replicas' sums (and a second
// execute over the first's outputs), its sums over pairs of replicas and an all_gather; a wrong
// value ends the job with that rank's error. A stand-in
// for a multi-host device job (grade T1): real XLA across hosts needs device machines.
#include <gtest/gtest.h>

#include <unistd.h>

#include <string>

#include "ladder/core/tensor.h"
#include "ladder/train/checkpoint.h"
#include "mpirun.h"
#include "temp_dir.h"

namespace ladder::testing {
namespace {

class PjrtAcrossProcesses : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const std::string why = mpi_unavailable(); !why.empty()) GTEST_SKIP() << why;
  }

  static MpiRun check(int processes, int devices, std::vector<std::string> extra = {},
                      std::vector<std::pair<std::string, std::string>> env = {}) {
    env.emplace_back("LADDER_TEST_PLUGIN_DEVICES", std::to_string(devices));
    std::vector<std::string> args = {"mpi-check", "pjrt-all-reduce", "--plugin", LADDER_TEST_PJRT_PLUGIN};
    args.insert(args.end(), extra.begin(), extra.end());
    return run_mpi(processes, env, args);
  }

  static void expect_pass(const MpiRun& run, const std::string& summary) {
    EXPECT_EQ(run.exit_code, 0) << run.output;
    EXPECT_NE(run.output.find("PASS pjrt-all-reduce: " + summary), std::string::npos) << run.output;
  }

  static void expect_error(const MpiRun& run, const std::vector<std::string>& needles) {
    EXPECT_NE(run.exit_code, 0) << run.output;
    EXPECT_NE(run.output.find("ladder: error on rank "), std::string::npos) << run.output;
    for (const std::string& needle : needles)
      EXPECT_NE(run.output.find(needle), std::string::npos) << "missing '" << needle << "' in:\n" << run.output;
  }
};

TEST_F(PjrtAcrossProcesses, TwoProcessesWithOneDeviceEachSumOverBothReplicas) {
  expect_pass(check(2, 1), "2 replicas = 2 processes × 1 devices, sum [3, 30, -1] on every replica, twice");
}

// Replicas 0 and 1 on process 0, 2 and 3 on process 1: collectives among threads and processes
// (the pairs {0, 3} and {1, 2} each span both).
TEST_F(PjrtAcrossProcesses, TwoProcessesWithTwoDevicesEachSumOverFourReplicas) {
  expect_pass(check(2, 2), "4 replicas = 2 processes × 2 devices, sum [10, 100, -6] on every replica, twice");
}

TEST_F(PjrtAcrossProcesses, FourProcessesWithOneDeviceEachSumOverFourReplicas) {
  expect_pass(check(4, 1), "4 replicas = 4 processes × 1 devices, sum [10, 100, -6] on every replica, twice");
}

// Fewer replicas per process than it has devices (`ladder train --devices 1`).
TEST_F(PjrtAcrossProcesses, ProcessesMayRunFewerReplicasThanTheyHaveDevices) {
  expect_pass(check(2, 2, {"--devices", "1"}), "2 replicas = 2 processes × 1 devices");
}

TEST_F(PjrtAcrossProcesses, ReplicasThatDoNotSplitOverTheProcessesAreRefused) {
  expect_error(check(2, 1, {"--replicas", "4"}),
               {"[pjrt] module @sum_across_processes is compiled for 4 replicas, and this job has 2 processes "
                "with 1 addressable device each: across processes every process runs the same number of "
                "replicas, one per device, so the module needs 2 replicas (processes × devices used per "
                "process)"});
  expect_error(check(2, 2, {"--replicas", "6"}),
               {"compiled for 6 replicas, and this job has 2 processes with 2 addressable devices each",
                "so the module needs 2 or 4 replicas"});
}

// A plugin that knows nothing of node_id and num_nodes (a one-process plugin, such as XLA's CPU
// plugin here) is named as lacking multi-process support.
TEST_F(PjrtAcrossProcesses, APluginWithoutMultiProcessSupportIsNamed) {
  expect_error(check(2, 1, {}, {{"LADDER_TEST_PLUGIN_FAULT", "no-multiprocess"}}),
               {" refused a client for process ", " of 2 of an MPI job (create options node_id=",
                "Unknown create option 'node_id'", "a plugin without multi-process support runs one process"});
}

// `mpirun -np 2 ladder train --lowerer pjrt`: one replica per process, the train step's
// all_reduce across the processes through the plugin; 3 SGD steps on half the batch each end
// where one process with the whole batch does.
TEST_F(PjrtAcrossProcesses, TrainingOnTwoProcessesIsOneProcessWithTheWholeBatch) {
  const TempDir dir("ladder_pjrt_mpi");
  const std::vector<std::string> train = {"train", "mnist-cnn", "--synthetic", "--max-steps", "3", "--epochs", "1",
                                          "--batch", "16", "--lr", "0.05", "--lowerer", "pjrt",
                                          "--plugin", LADDER_TEST_PJRT_PLUGIN};
  std::vector<std::string> two = train, one = train;
  two.insert(two.end(), {"--run-dir", (dir.path() / "two").string()});
  one.insert(one.end(), {"--run-dir", (dir.path() / "one").string()});
  const MpiRun job = run_mpi(2, {{"LADDER_TEST_PLUGIN_DEVICES", "1"}}, two);
  ASSERT_EQ(job.exit_code, 0) << job.output;
  EXPECT_NE(job.output.find("2 replicas"), std::string::npos) << job.output;
  const MpiRun alone = run_mpi(1, {}, one);
  ASSERT_EQ(alone.exit_code, 0) << alone.output;
  const train::Checkpoint a = train::load_checkpoint((dir.path() / "two" / "checkpoint.safetensors").string());
  const train::Checkpoint b = train::load_checkpoint((dir.path() / "one" / "checkpoint.safetensors").string());
  ASSERT_EQ(a.state.size(), b.state.size());
  EXPECT_EQ(a.step, 3);
  EXPECT_EQ(b.step, 3);
  for (size_t i = 0; i < a.state.size(); ++i)
    EXPECT_LE(relative_l2(a.state[i].second, b.state[i].second), 1e-5) << a.state[i].first;
}

// The callbacks report what the store says in the codes a plugin expects: a key not there yet
// is NOT_FOUND for try_get, and DEADLINE_EXCEEDED for a get whose timeout passed, naming the key
// (under the client's prefix) and the timeout.
TEST_F(PjrtAcrossProcesses, TheStoreCallbacksReportAMissingKeyInPjrtCodes) {
  expect_error(check(2, 1, {}, {{"LADDER_TEST_PLUGIN_FAULT", "kv-missing"}}),
               {"key-value try_get of 'ladder-test-plugin/missing': NOT_FOUND (5): key-value store: no process has "
                "put 'ladder.pjrt.client0/ladder-test-plugin/missing'",
                "key-value get of 'ladder-test-plugin/missing': DEADLINE_EXCEEDED (4): key-value store: no process "
                "put 'ladder.pjrt.client0/ladder-test-plugin/missing' within 200 ms"});
}

// XLA's CPU plugin (scripts/fetch-xla-plugin) takes no node_id or num_nodes: one XLA process.
TEST_F(PjrtAcrossProcesses, XlasCpuPluginIsNamedAsAOneProcessPlugin) {
  if (access(LADDER_XLA_PLUGIN, R_OK) != 0) GTEST_SKIP() << "XLA's CPU plugin was not fetched (" LADDER_XLA_PLUGIN ")";
  expect_error(run_mpi(2, {}, {"mpi-check", "pjrt-all-reduce", "--plugin", LADDER_XLA_PLUGIN}),
               {" refused a client for process ", "num_nodes", "a plugin without multi-process support runs one process"});
}

}  // namespace
}  // namespace ladder::testing
