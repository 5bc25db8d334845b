// Collectives across processes: what the lowerers' collectives run on when a module is compiled
// for N replicas of P partitions (Module::num_replicas, num_partitions; `mhlo.num_replicas`,
// `mhlo.num_partitions` in the text): one communicator rank per process of that grid.
//
// One Communicator per replica. A replica is a thread of this process (make_local_communicators,
// for tests and one-host runs of the reference lowerer) or a process launched by MPI
// (world_communicator: `mpirun -np N ladder ...`, on one host or several). Every member of a
// group calls the same collectives in the same order with the same sizes. Every member gets the
// same result: with threads, each sums in replica order; with MPI, the library's algorithm
// decides the order (Open MPI's hand every rank the same bits; the tests check replicas stay
// bit-identical).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/dtype.h"
#include "ladder/ir/graph.h"

namespace ladder::exec {

enum class ReduceOp : uint8_t { sum, product, max, min };
std::string_view reduce_op_name(ReduceOp op);

// The reduction an all_reduce/reduce body computes when it is one of the four the
// communicators run natively: (a, b) -> a + b, a * b, max(a, b) or min(a, b) (either operand
// order). nullopt for any other body.
std::optional<ReduceOp> reduce_op_of(const ir::Block& body);

class Communicator;

// The process grid a module runs on: num_replicas × num_partitions processes, process (r, p)
// being number r * partitions + p (the spec's flattened id, a communicator's rank).
struct Grid {
  int64_t replicas = 1, partitions = 1;
  int64_t processes() const { return replicas * partitions; }
};
// The grid of `module`, or of one process when `comm` is null (whatever the module says).
Grid grid_of(const ir::Module& module, const Communicator* comm);
// This process's number (comm's rank; 0 without one).
int64_t process_of(const Communicator* comm);

using ir::GroupMode;
// How many ids replica_groups (or source_target_pairs) name in `mode`: replicas, partitions or
// processes.
int64_t group_ids(GroupMode mode, const Grid& grid);

// The process group, in the spec's order, of collective `kind` that holds `process`, as process
// numbers; empty when no group holds it (collective_broadcast and collective_reduce give such a
// process zeros). Empty replica_groups are one group of every id. Throws ladder::Error naming
// the op for an id outside the grid.
std::vector<int64_t> process_group(ir::OpKind kind, const ir::CollectiveAttr& attr, const Grid& grid,
                                   int64_t process);
// collective_permute's pairs as process numbers: in cross_replica mode each pair (s, t) is a
// pair in every partition, in cross_partition mode in every replica.
std::vector<std::pair<int64_t, int64_t>> permute_pairs(const ir::CollectiveAttr& attr, const Grid& grid);

// all_gather along dim `dim` of row-major tensors of `shape` (elements of `element_bytes`): `out`
// holds, for each index of the dims before `dim`, the group members' blocks in group order.
void gather_along(Communicator& comm, const void* in, void* out, const Shape& shape, int64_t dim,
                  int64_t element_bytes, std::span<const int64_t> group);
// Slice `k` of `parts` equal slices along dim `dim` of a row-major tensor of `shape` (the whole,
// before the split) into `out`.
void slice_along(const void* in, void* out, const Shape& shape, int64_t dim, int64_t element_bytes, int64_t k,
                 int64_t parts);
// all_to_all of a row-major tensor of `shape` over `group` (which holds this process): split
// along `split_dim` into group-size parts, part k sent to member k, the parts received
// concatenated along `concat_dim` in group order. `comm` may be null for a group of one.
void all_to_all(Communicator* comm, const void* in, void* out, const Shape& shape, int64_t split_dim,
                int64_t concat_dim, int64_t element_bytes, std::span<const int64_t> group);
// collective_broadcast of `bytes`: `out` gets the `in` of group member `root` (an index into
// `group`), zeros when `group` is empty (no group holds this process).
void broadcast_in_group(Communicator* comm, const void* in, void* out, int64_t bytes, std::span<const int64_t> group,
                        int64_t root);

// collective_permute of `bytes` per process: `out` gets the `in` of the process whose pair
// names this one as its target, zeros when none does. Every process calls it. `comm` null: one
// process. `in` and `out` do not overlap.
void permute_processes(Communicator* comm, const ir::CollectiveAttr& attr, const Grid& grid, const void* in,
                       void* out, int64_t bytes);

class Communicator {
 public:
  virtual ~Communicator() = default;
  virtual int rank() const = 0;  // this replica, 0 .. size() - 1
  virtual int size() const = 0;

  // In place: `data` (count elements of `dtype`) becomes the reduction, over the members of
  // `group`, of each member's `data`. `group` lists replica ids in ascending order and holds
  // rank(); empty means every replica.
  virtual void all_reduce(void* data, int64_t count, DType dtype, ReduceOp op,
                          std::span<const int64_t> group) = 0;
  // `out` (group size × bytes) gets each member's `bytes` of `in`, in group order.
  virtual void all_gather(const void* in, void* out, int64_t bytes, std::span<const int64_t> group) = 0;
  // Point to point over every replica: for each (source, target) of `pairs`, `out` of target
  // gets the `bytes` of `in` of source; a replica that is no pair's target gets zeros. No
  // replica is a source twice or a target twice; every replica calls it, in a pair or not.
  virtual void permute(const void* in, void* out, int64_t bytes,
                       std::span<const std::pair<int64_t, int64_t>> pairs) = 0;
  // Every replica's `data` becomes root's.
  virtual void broadcast(void* data, int64_t bytes, int root) = 0;
  virtual void barrier() = 0;
  // "mpi (Open MPI v4.1.4), rank 0 of 2 on host-a" / "threads, replica 1 of 2".
  virtual std::string describe() const = 0;
  // This replica failed and will not come to the collectives the others wait in: with threads,
  // every member's collective, waiting now or later, throws ladder::Error("replica R failed:
  // <why>"). Does nothing elsewhere (a failed MPI rank ends the job: abort_job).
  virtual void abandon(const std::string& why) {}

  // Wall time this replica has spent inside collectives (waiting included), and how many.
  double seconds_in_collectives() const { return nanoseconds_.load() * 1e-9; }
  int64_t collectives_run() const { return calls_.load(); }

 protected:
  // Collectives time themselves with this: { Timed t(*this); ... }.
  struct Timed {
    explicit Timed(Communicator& c);
    ~Timed();
    Communicator& c;
    int64_t start;
  };

 private:
  std::atomic<int64_t> nanoseconds_{0}, calls_{0};
};

// n replicas as threads of this process: communicator i is replica i. Each must be used by one
// thread at a time; the n threads meet in each collective (shared memory, no copies between
// processes).
std::vector<std::shared_ptr<Communicator>> make_local_communicators(int n);

// This process's place in an MPI job: the world communicator when the process was started by
// an MPI launcher (mpirun/mpiexec/srun set the job's size in the environment) and this build
// has MPI; nullptr for a plain run. MPI is initialised on the first call and finalised at exit.
std::shared_ptr<Communicator> world_communicator();
// True when the environment says an MPI launcher started this process (without starting MPI).
bool launched_by_mpi();
// This process's rank as the launcher set it (OMPI_COMM_WORLD_RANK, PMI_RANK, PMIX_RANK), read
// without starting MPI; -1 without a launcher.
int launcher_rank();
// Ends every process of the job (MPI_Abort) after a fatal error on this one; returns
// normally when MPI was never started.
void abort_job(int exit_code);
// Replicas the launcher put on this host (OMPI_COMM_WORLD_LOCAL_SIZE and the like), 1 without
// a launcher: the cpu lowerer gives each its share of the cores.
int local_replicas();

}  // namespace ladder::exec
