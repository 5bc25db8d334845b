// The MPI communicator: replicas are the ranks of an MPI job (`mpirun -np N ladder ...`, one
// host or several). Collectives are MPI's own, in place; a replica group other than the whole
// job runs on a communicator split off for it once and kept.
#include <mpi.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include "ladder/core/error.h"
#include "ladder/exec/mpi/mpi_error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/mpi/kv_store.h"

namespace ladder::exec {

namespace {

void check(int rc, const char* what) { check_mpi(rc, "MPI", what); }

MPI_Datatype mpi_type(DType t) {
  switch (t) {
    case DType::f32: return MPI_FLOAT;
    case DType::f64: return MPI_DOUBLE;
    case DType::i32: return MPI_INT32_T;
    case DType::i64: return MPI_INT64_T;
    case DType::ui8: return MPI_UINT8_T;
    case DType::ui32: return MPI_UINT32_T;
    case DType::i8: return MPI_INT8_T;
    case DType::i16: return MPI_INT16_T;
    case DType::ui16: return MPI_UINT16_T;
    case DType::ui64: return MPI_UINT64_T;
    case DType::bf16: case DType::f16: LADDER_BOOL_DTYPES LADDER_FP8_DTYPES LADDER_COMPLEX_DTYPES
    case DType::i2: case DType::i4: case DType::ui2: case DType::ui4:
      break;
  }
  throw Error(cat("all_reduce over ", dtype_name(t), " is not supported (f32, f64 and the integer types of 8 bits or more are)"));
}

MPI_Op mpi_op(ReduceOp op) {
  switch (op) {
    case ReduceOp::sum: return MPI_SUM;
    case ReduceOp::product: return MPI_PROD;
    case ReduceOp::max: return MPI_MAX;
    case ReduceOp::min: return MPI_MIN;
  }
  return MPI_SUM;
}

class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator() {
    int provided = 0;
    // Collectives run from the thread that runs the plan; the key-value store (kv_store.h) is
    // called from a PJRT plugin's threads, so any thread may call MPI. Where the library gives
    // less, the store refuses, naming the level.
    check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided), "MPI_Init_thread");
    // Errors come back as codes and become ladder::Error (then abort_job ends the whole job).
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    char name[MPI_MAX_PROCESSOR_NAME];
    int length = 0;
    MPI_Get_processor_name(name, &length);
    host_.assign(name, static_cast<size_t>(length));
    char version[MPI_MAX_LIBRARY_VERSION_STRING];
    MPI_Get_library_version(version, &length);
    library_.assign(version, static_cast<size_t>(length));
    if (auto comma = library_.find(','); comma != std::string::npos) library_.resize(comma);
  }
  // MPI is finalised at exit (world_communicator), not here: a lowerer may outlive the last
  // handle the caller keeps.

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void all_reduce(void* data, int64_t count, DType dtype, ReduceOp op, std::span<const int64_t> group) override {
    Timed timed(*this);
    LADDER_CHECK(count <= INT32_MAX, "all_reduce of ", count, " elements: MPI counts are 32-bit");
    MPI_Comm comm = comm_of(group);
    check(MPI_Allreduce(MPI_IN_PLACE, data, static_cast<int>(count), mpi_type(dtype), mpi_op(op), comm),
          "MPI_Allreduce");
  }

  void all_gather(const void* in, void* out, int64_t bytes, std::span<const int64_t> group) override {
    Timed timed(*this);
    LADDER_CHECK(bytes <= INT32_MAX, "all_gather of ", bytes, " bytes: MPI counts are 32-bit");
    check(MPI_Allgather(in, static_cast<int>(bytes), MPI_BYTE, out, static_cast<int>(bytes), MPI_BYTE, comm_of(group)),
          "MPI_Allgather");
  }

  // One MPI_Sendrecv per rank: to its target and from its source, either of them MPI_PROC_NULL
  // where the pairs name none (a receive from MPI_PROC_NULL leaves `out` as it is: zeros).
  void permute(const void* in, void* out, int64_t bytes,
               std::span<const std::pair<int64_t, int64_t>> pairs) override {
    Timed timed(*this);
    LADDER_CHECK(bytes <= INT32_MAX, "collective_permute of ", bytes, " bytes: MPI counts are 32-bit");
    int target = MPI_PROC_NULL, source = MPI_PROC_NULL;
    for (const auto& [s, t] : pairs) {
      LADDER_CHECK(s >= 0 && s < size_ && t >= 0 && t < size_, "collective_permute pair (", s, ", ", t,
                   ") names a rank outside 0..", size_ - 1);
      if (s == rank_) target = static_cast<int>(t);
      if (t == rank_) source = static_cast<int>(s);
    }
    std::memset(out, 0, static_cast<size_t>(bytes));
    constexpr int kTag = 19;
    check(MPI_Sendrecv(in, static_cast<int>(bytes), MPI_BYTE, target, kTag, out, static_cast<int>(bytes), MPI_BYTE,
                       source, kTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE),
          "MPI_Sendrecv");
  }

  void broadcast(void* data, int64_t bytes, int root) override {
    Timed timed(*this);
    LADDER_CHECK(bytes <= INT32_MAX, "broadcast of ", bytes, " bytes: MPI counts are 32-bit");
    check(MPI_Bcast(data, static_cast<int>(bytes), MPI_BYTE, root, MPI_COMM_WORLD), "MPI_Bcast");
  }

  void barrier() override {
    Timed timed(*this);
    check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
  }

  std::string describe() const override {
    return cat("mpi (", library_, "), rank ", rank_, " of ", size_, " on ", host_);
  }

 private:
  // A group other than the world gets its own communicator, made once by its members alone
  // (MPI_Comm_create_group: ranks outside the group take no part, so replicas that meet in
  // other groupings in between cannot deadlock on it).
  MPI_Comm comm_of(std::span<const int64_t> group) {
    // The world only in its own order: a group lists its members in the collective's order.
    bool in_order = group.empty() || static_cast<int>(group.size()) == size_;
    for (size_t i = 0; in_order && i < group.size(); ++i) in_order = group[i] == static_cast<int64_t>(i);
    if (in_order) return MPI_COMM_WORLD;
    std::vector<int64_t> key(group.begin(), group.end());
    std::lock_guard lock(mutex_);
    auto it = groups_.find(key);
    if (it != groups_.end()) return it->second;
    std::vector<int> ranks(key.begin(), key.end());
    MPI_Group world = MPI_GROUP_NULL, members = MPI_GROUP_NULL;
    MPI_Comm comm = MPI_COMM_NULL;
    check(MPI_Comm_group(MPI_COMM_WORLD, &world), "MPI_Comm_group");
    check(MPI_Group_incl(world, static_cast<int>(ranks.size()), ranks.data(), &members), "MPI_Group_incl");
    // The tag tells apart groups made at the same time: the first member is in one group only.
    check(MPI_Comm_create_group(MPI_COMM_WORLD, members, ranks.front(), &comm), "MPI_Comm_create_group");
    MPI_Group_free(&members);
    MPI_Group_free(&world);
    return groups_.emplace(std::move(key), comm).first->second;
  }

  int rank_ = 0, size_ = 1;
  std::string host_, library_;
  std::mutex mutex_;
  std::map<std::vector<int64_t>, MPI_Comm> groups_;
};

std::mutex g_world_mutex;
std::shared_ptr<MpiCommunicator> g_world;

}  // namespace

std::shared_ptr<Communicator> world_communicator() {
  if (!launched_by_mpi()) return nullptr;
  std::lock_guard lock(g_world_mutex);
  if (!g_world) {
    g_world = std::make_shared<MpiCommunicator>();
    // MPI_Finalize before the process exits (a rank that skips it makes mpirun report an error).
    std::atexit([] {
      int finalized = 0;
      MPI_Finalized(&finalized);
      if (finalized) return;
      close_world_key_value_store();  // its server thread stops before MPI does
      MPI_Finalize();
    });
  }
  return g_world;
}

void abort_job(int exit_code) {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized) MPI_Abort(MPI_COMM_WORLD, exit_code);
}

}  // namespace ladder::exec
