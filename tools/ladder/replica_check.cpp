// `ladder replica-check TEST`: one rank of the suite's multi-replica tests (platform/replicas.h),
// started by `ladder check` through mpirun; rank 0 prints the verdict.
#include <cstdio>
#include <memory>

#include "ladder/command.h"
#include "ladder/exec/collective.h"
#include "ladder/platform/replicas.h"

namespace ladder::cli {
namespace {

struct ReplicaCheckOptions {
  std::string test;
  std::string lowerer = "cpu";
};

void add_replica_check(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ReplicaCheckOptions>();
  CLI::App* cmd = app.add_subcommand("replica-check",
                                     "One MPI rank of `ladder check`'s allreduce and dp tests (started by it)");
  cmd->add_option("test", o->test, "allreduce or dp")->required();
  cmd->add_option("--lowerer", o->lowerer, "cpu or reference")->capture_default_str();
  cmd->footer("Run by `ladder check` as `mpirun -np 2 ladder replica-check TEST --lowerer L`;\n"
              "rank 0 prints PASS or FAIL and a detail line.");
  cmd->callback([o, &exit_code] {
    const std::string verdict = platform::replica_check_rank(o->test, o->lowerer);
    if (exec::world_communicator()->rank() == 0) std::printf("%s\n", verdict.c_str());
    exit_code = 0;
  });
}

const bool registered = register_command({"replica-check", 95, add_replica_check});

}  // namespace
}  // namespace ladder::cli
