// Collectives across replicas: what the lowerers' all_reduce runs on when a module is compiled
// for N replicas (Module::num_replicas, `mhlo.num_replicas` in the text).
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
// The members, ascending, of the replica group of collective `attr` that holds `comm`'s replica
// (every replica when the op names no groups; replica 0 alone when `comm` is null). Throws
// ladder::Error when no group holds it.
std::vector<int64_t> replica_group(const ir::CollectiveAttr& attr, const Communicator* comm);
// all_gather along dim `dim` of row-major tensors of `shape` (elements of `element_bytes`): `out`
// holds, for each index of the dims before `dim`, the group members' blocks in group order.
void gather_along(Communicator& comm, const void* in, void* out, const Shape& shape, int64_t dim,
                  int64_t element_bytes, std::span<const int64_t> group);
// Slice `k` of `parts` equal slices along dim `dim` of a row-major tensor of `shape` (the whole,
// before the split) into `out`.
void slice_along(const void* in, void* out, const Shape& shape, int64_t dim, int64_t element_bytes, int64_t k,
                 int64_t parts);

// collective_permute of `bytes` per replica: `out` gets the `in` of the replica whose pair names
// this one as its target, zeros when none does. Every replica calls it. With a channel_handle
// the pairs name partitions (the spec's cross-partition mode), and ladder runs one: each
// replica then keeps its own operand (a pair (0, 0)) or gets zeros, without communicating.
// `comm` null: one replica. `in` and `out` do not overlap.
void permute_replicas(Communicator* comm, const ir::CollectiveAttr& attr, const void* in, void* out, int64_t bytes);

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
