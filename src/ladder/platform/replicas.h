// The suite's multi-replica tests (`allreduce`, `dp`). On the host lowerers (cpu, reference):
// run as 2 MPI ranks of this very binary, `mpirun -np 2 ladder replica-check TEST --lowerer L`,
// each rank one replica of the lowerer over MPI. On pjrt: 2 devices of the plugin, in this
// process. Rank 0 prints the verdict as its last line,
// "PASS <detail>" or "FAIL <detail>"; the suite reads it back.
#pragma once

#include <string>
#include <vector>

#include "ladder/platform/suite.h"

namespace ladder::platform {

inline constexpr int kCheckReplicas = 2;

// The command line that runs `test` on `lowerer` as kCheckReplicas ranks (for --plan and for
// running it); empty when mpirun is not on PATH.
std::vector<std::string> replica_check_command(const std::string& test, const std::string& lowerer);

// Runs `test` ("allreduce" or "dp") through mpirun and turns rank 0's verdict into the
// suite's result: SKIP without mpirun (saying how to get it), FAIL on a crash or timeout.
TestResult run_replica_check(const std::string& test, const std::string& lowerer, double timeout_s);

// Runs `test` on kCheckReplicas devices of `lowerer` (pjrt), all replicas in one
// execute_replicated() call per step: SKIP (saying how many devices there are) when the
// lowerer has fewer.
TestResult run_device_check(const std::string& test, exec::Lowerer& lowerer);

// One rank's part (`ladder replica-check`): inside the MPI job. Returns the verdict line
// (rank 0's is printed; the others return theirs for the log).
std::string replica_check_rank(const std::string& test, const std::string& lowerer);

}  // namespace ladder::platform
