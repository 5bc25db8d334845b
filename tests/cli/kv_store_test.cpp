// The MPI job's key-value store (exec/mpi/kv_store.h), on which a PJRT client across processes
// exchanges what its processes must know of each other: every rank of `mpirun -np N ladder
// mpi-check kv-store` puts, gets and waits from several threads at once and checks what it reads
// (tools/ladder/mpi_check.cpp lists the checks); a wrong value, a get that returns before its
// put or a timeout that does not fire ends the job with the rank's error.
#include <gtest/gtest.h>

#include "mpirun.h"

namespace ladder::testing {
namespace {

void expect_store_passes(int ranks) {
  if (const std::string why = mpi_unavailable(); !why.empty()) GTEST_SKIP() << why;
  const MpiRun run = run_mpi(ranks, {}, {"mpi-check", "kv-store"});
  EXPECT_EQ(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find("PASS kv-store: values across " + std::to_string(ranks) + " ranks"), std::string::npos)
      << run.output;
}

TEST(MpiKeyValueStore, TwoRanksPutGetWaitAndTimeOutFromManyThreads) { expect_store_passes(2); }

// Three ranks: a rank between the first and the last, whose requests all go to rank 0's server.
TEST(MpiKeyValueStore, ThreeRanksPutGetWaitAndTimeOutFromManyThreads) { expect_store_passes(3); }

}  // namespace
}  // namespace ladder::testing
