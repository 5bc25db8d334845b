#include "ladder/exec/collective.h"

#include <algorithm>
#include <utility>
#include <condition_variable>
#include <chrono>
#include <type_traits>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include "ladder/core/error.h"

namespace ladder::exec {

std::string_view reduce_op_name(ReduceOp op) {
  switch (op) {
    case ReduceOp::sum: return "sum";
    case ReduceOp::product: return "product";
    case ReduceOp::max: return "max";
    case ReduceOp::min: return "min";
  }
  return "?";
}

std::optional<ReduceOp> reduce_op_of(const ir::Block& body) {
  // Two scalar parameters and one op of both, returned.
  if (body.results.size() != 1) return std::nullopt;
  const ir::Node* op = body.results[0].node;
  if (op->operands.size() != 2) return std::nullopt;
  const ir::Node* a = op->operands[0].node;
  const ir::Node* b = op->operands[1].node;
  if (a->kind != ir::OpKind::Parameter || b->kind != ir::OpKind::Parameter || a == b) return std::nullopt;
  int non_parameters = 0;
  for (const auto& n : body.nodes) non_parameters += n->kind != ir::OpKind::Parameter;
  if (non_parameters != 1) return std::nullopt;
  // The bodies with a collective reduction; any other op has none.
  constexpr std::pair<ir::OpKind, ReduceOp> kReductions[] = {{ir::OpKind::Add, ReduceOp::sum},
                                                             {ir::OpKind::Multiply, ReduceOp::product},
                                                             {ir::OpKind::Maximum, ReduceOp::max},
                                                             {ir::OpKind::Minimum, ReduceOp::min}};
  for (const auto& [kind, reduction] : kReductions)
    if (op->kind == kind) return reduction;
  return std::nullopt;
}

Grid grid_of(const ir::Module& module, const Communicator* comm) {
  if (comm == nullptr) return Grid{};
  return Grid{module.num_replicas, module.num_partitions};
}

int64_t process_of(const Communicator* comm) { return comm ? comm->rank() : 0; }

int64_t group_ids(GroupMode mode, const Grid& grid) {
  switch (mode) {
    case GroupMode::cross_replica:
    case GroupMode::cross_replica_and_partition: return grid.replicas;
    case GroupMode::cross_partition: return grid.partitions;
    case GroupMode::flattened_ids: return grid.processes();
  }
  return 0;
}

std::vector<int64_t> process_group(ir::OpKind kind, const ir::CollectiveAttr& attr, const Grid& grid,
                                   int64_t process) {
  const GroupMode mode = ir::group_mode(kind, attr);
  const int64_t ids = group_ids(mode, grid);
  const int64_t replica = process / grid.partitions, partition = process % grid.partitions;
  // The id by which replica_groups name this process.
  const int64_t mine = mode == GroupMode::cross_partition ? partition
                       : mode == GroupMode::flattened_ids ? process
                                                          : replica;
  std::vector<int64_t> ids_group;
  if (attr.replica_groups.empty()) {
    for (int64_t i = 0; i < ids; ++i) ids_group.push_back(i);
  } else {
    for (const auto& g : attr.replica_groups) {
      for (int64_t id : g)
        LADDER_CHECK(id >= 0 && id < ids, "[", ir::op_short_name(kind), "] id ", id, " in replica_groups is outside 0..",
                     ids - 1, " (", ir::group_mode_name(mode), " over ", grid.replicas, " replicas × ", grid.partitions,
                     " partitions)");
      if (std::find(g.begin(), g.end(), mine) != g.end()) ids_group = g;
    }
  }
  std::vector<int64_t> out;
  switch (mode) {
    case GroupMode::cross_replica:
      for (int64_t r : ids_group) out.push_back(r * grid.partitions + partition);
      break;
    case GroupMode::cross_partition:
      for (int64_t p : ids_group) out.push_back(replica * grid.partitions + p);
      break;
    case GroupMode::cross_replica_and_partition:
      if (!ids_group.empty())
        for (int64_t p = 0; p < grid.partitions; ++p)
          for (int64_t r : ids_group) out.push_back(r * grid.partitions + p);
      break;
    case GroupMode::flattened_ids:
      out = ids_group;
      break;
  }
  return out;
}

std::vector<std::pair<int64_t, int64_t>> permute_pairs(const ir::CollectiveAttr& attr, const Grid& grid) {
  const GroupMode mode = ir::group_mode(ir::OpKind::CollectivePermute, attr);
  const int64_t ids = group_ids(mode, grid);
  const int64_t lines = mode == GroupMode::cross_partition ? grid.replicas : grid.partitions;
  std::vector<std::pair<int64_t, int64_t>> out;
  for (const auto& [source, target] : attr.source_target_pairs) {
    LADDER_CHECK(source >= 0 && source < ids && target >= 0 && target < ids, "[collective_permute] pair (", source,
                 ", ", target, ") names an id outside 0..", ids - 1, " (", ir::group_mode_name(mode), " over ",
                 grid.replicas, " replicas × ", grid.partitions, " partitions)");
    for (int64_t l = 0; l < lines; ++l) {
      if (mode == GroupMode::cross_partition)
        out.emplace_back(l * grid.partitions + source, l * grid.partitions + target);
      else
        out.emplace_back(source * grid.partitions + l, target * grid.partitions + l);
    }
  }
  return out;
}

namespace {
// Elements of `shape` before dim `dim`, and the bytes of one block from `dim` on.
std::pair<int64_t, int64_t> outer_and_block(const Shape& shape, int64_t dim, int64_t element_bytes) {
  int64_t outer = 1, block = element_bytes;
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) (d < dim ? outer : block) *= shape[size_t(d)];
  return {outer, block};
}
}  // namespace

namespace {
// `blocks` holds `members` tensors of `shape` one after another; `out` gets them concatenated
// along dim `dim`.
void concat_along(const std::byte* blocks, void* out, const Shape& shape, int64_t dim, int64_t element_bytes,
                  size_t members) {
  const auto [outer, block] = outer_and_block(shape, dim, element_bytes);
  for (size_t m = 0; m < members; ++m)
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(static_cast<std::byte*>(out) + (static_cast<size_t>(o) * members + m) * static_cast<size_t>(block),
                  blocks + m * static_cast<size_t>(outer * block) + static_cast<size_t>(o * block),
                  static_cast<size_t>(block));
}

// `bytes` of `in` from each member of `group`, one after another in group order.
std::vector<std::byte> gather_bytes(Communicator* comm, const void* in, int64_t bytes, std::span<const int64_t> group) {
  std::vector<std::byte> all(static_cast<size_t>(bytes) * group.size());
  if (group.size() == 1)
    std::memcpy(all.data(), in, static_cast<size_t>(bytes));
  else if (!group.empty())
    comm->all_gather(in, all.data(), bytes, group);
  return all;
}
}  // namespace

void gather_along(Communicator& comm, const void* in, void* out, const Shape& shape, int64_t dim,
                  int64_t element_bytes, std::span<const int64_t> group) {
  const auto [outer, block] = outer_and_block(shape, dim, element_bytes);
  const std::vector<std::byte> all = gather_bytes(&comm, in, outer * block, group);
  concat_along(all.data(), out, shape, dim, element_bytes, group.size());
}

void slice_along(const void* in, void* out, const Shape& shape, int64_t dim, int64_t element_bytes, int64_t k,
                 int64_t parts) {
  const auto [outer, block] = outer_and_block(shape, dim, element_bytes);
  const int64_t part = block / parts;
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(static_cast<std::byte*>(out) + o * part, static_cast<const std::byte*>(in) + o * block + k * part,
                static_cast<size_t>(part));
}

void all_to_all(Communicator* comm, const void* in, void* out, const Shape& shape, int64_t split_dim,
                int64_t concat_dim, int64_t element_bytes, std::span<const int64_t> group) {
  const auto parts = static_cast<int64_t>(group.size());
  const int64_t me = std::find(group.begin(), group.end(), process_of(comm)) - group.begin();
  LADDER_CHECK(me < parts, "[all_to_all] process ", process_of(comm), " runs it over a group it is not in");
  int64_t bytes = element_bytes;
  for (int64_t d : shape) bytes *= d;
  // Every member's whole operand, then this member's part of each, then those concatenated.
  const std::vector<std::byte> all = gather_bytes(comm, in, bytes, group);
  Shape part = shape;
  part[size_t(split_dim)] /= parts;
  const size_t part_bytes = static_cast<size_t>(bytes / parts);
  std::vector<std::byte> mine(part_bytes * group.size());
  for (size_t m = 0; m < group.size(); ++m)
    slice_along(all.data() + m * static_cast<size_t>(bytes), mine.data() + m * part_bytes, shape, split_dim,
                element_bytes, me, parts);
  concat_along(mine.data(), out, part, concat_dim, element_bytes, group.size());
}

void broadcast_in_group(Communicator* comm, const void* in, void* out, int64_t bytes, std::span<const int64_t> group,
                        int64_t root) {
  if (group.empty()) {
    std::memset(out, 0, static_cast<size_t>(bytes));
    return;
  }
  LADDER_CHECK(root >= 0 && root < static_cast<int64_t>(group.size()), "[collective_broadcast] root ", root,
               " is not an index into its group of ", group.size());
  const std::vector<std::byte> all = gather_bytes(comm, in, bytes, group);
  std::memcpy(out, all.data() + static_cast<size_t>(root * bytes), static_cast<size_t>(bytes));
}

void permute_processes(Communicator* comm, const ir::CollectiveAttr& attr, const Grid& grid, const void* in,
                       void* out, int64_t bytes) {
  const std::vector<std::pair<int64_t, int64_t>> pairs = permute_pairs(attr, grid);
  if (comm == nullptr) {  // one process: it keeps its operand where a pair (0, 0) says so
    const bool kept = std::find(pairs.begin(), pairs.end(), std::pair<int64_t, int64_t>{0, 0}) != pairs.end();
    if (kept)
      std::memcpy(out, in, static_cast<size_t>(bytes));
    else
      std::memset(out, 0, static_cast<size_t>(bytes));
    return;
  }
  comm->permute(in, out, bytes, pairs);
}

namespace {
int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Integers wrap: their sums and products are taken in uint64 (narrow types would otherwise be
// promoted to int, where 65535 * 65535 overflows) and cut to T.
template <class T>
auto widened(T v) {
  if constexpr (std::is_integral_v<T>) return static_cast<uint64_t>(v);
  else return v;
}

template <class T>
void combine(T* acc, const T* x, int64_t n, ReduceOp op) {
  switch (op) {
    case ReduceOp::sum:
      for (int64_t i = 0; i < n; ++i) acc[i] = static_cast<T>(widened(acc[i]) + widened(x[i]));
      return;
    case ReduceOp::product:
      for (int64_t i = 0; i < n; ++i) acc[i] = static_cast<T>(widened(acc[i]) * widened(x[i]));
      return;
    // NaN wins, as stablehlo.maximum/minimum propagate it.
    case ReduceOp::max:
      for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] != acc[i] || acc[i] > x[i] ? acc[i] : x[i];
      return;
    case ReduceOp::min:
      for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] != acc[i] || acc[i] < x[i] ? acc[i] : x[i];
      return;
  }
}

}  // namespace

// acc = acc (op) x, elementwise, for the types collectives carry.
void combine_elements(void* acc, const void* x, int64_t count, DType dtype, ReduceOp op) {
  switch (dtype) {
    case DType::f32: return combine(static_cast<float*>(acc), static_cast<const float*>(x), count, op);
    case DType::f64: return combine(static_cast<double*>(acc), static_cast<const double*>(x), count, op);
    case DType::i32: return combine(static_cast<int32_t*>(acc), static_cast<const int32_t*>(x), count, op);
    case DType::i64: return combine(static_cast<int64_t*>(acc), static_cast<const int64_t*>(x), count, op);
    case DType::ui8: return combine(static_cast<uint8_t*>(acc), static_cast<const uint8_t*>(x), count, op);
    case DType::ui32: return combine(static_cast<uint32_t*>(acc), static_cast<const uint32_t*>(x), count, op);
    case DType::i8: return combine(static_cast<int8_t*>(acc), static_cast<const int8_t*>(x), count, op);
    case DType::i16: return combine(static_cast<int16_t*>(acc), static_cast<const int16_t*>(x), count, op);
    case DType::ui16: return combine(static_cast<uint16_t*>(acc), static_cast<const uint16_t*>(x), count, op);
    case DType::ui64: return combine(static_cast<uint64_t*>(acc), static_cast<const uint64_t*>(x), count, op);
    case DType::bf16: case DType::f16: LADDER_BOOL_DTYPES LADDER_FP8_DTYPES LADDER_COMPLEX_DTYPES
    case DType::i2: case DType::i4: case DType::ui2: case DType::ui4:
      break;
  }
  throw Error(cat("all_reduce over ", dtype_name(dtype), " is not supported (f32, f64 and the integer types of 8 bits or more are)"));
}

Communicator::Timed::Timed(Communicator& c) : c(c), start(now_ns()) {}
Communicator::Timed::~Timed() {
  c.nanoseconds_ += now_ns() - start;
  ++c.calls_;
}

namespace {

// The state n local replicas share. A collective over a group publishes each member's pointer,
// waits for the group, lets each member read what it needs, and waits again before anyone may
// overwrite its buffer (or publish the next pointer). A replica that fails abandons the group:
// every wait then throws, so the others do not wait for it forever.
struct LocalGroup {
  explicit LocalGroup(int n) : n(n) {}
  const int n;
  std::mutex mutex;
  std::condition_variable changed;
  std::string abandoned;  // why, once a replica has abandoned the group
  struct Meeting {
    explicit Meeting(size_t members) : expected(members), slots(members) {}
    const size_t expected;
    size_t arrived = 0;
    uint64_t generation = 0;  // completed waits
    std::vector<const void*> slots;
  };
  std::map<std::vector<int64_t>, std::unique_ptr<Meeting>> meetings;

  Meeting& meeting(std::span<const int64_t> group) {
    std::vector<int64_t> key(group.begin(), group.end());
    std::lock_guard lock(mutex);
    auto& m = meetings[key];
    if (!m) m = std::make_unique<Meeting>(key.size());
    return *m;
  }

  // Until every member of `m` has arrived; throws once the group is abandoned.
  void wait(Meeting& m) {
    std::unique_lock lock(mutex);
    if (!abandoned.empty()) throw Error(abandoned);
    const uint64_t generation = m.generation;
    if (++m.arrived == m.expected) {
      m.arrived = 0;
      ++m.generation;
      changed.notify_all();
      return;
    }
    changed.wait(lock, [&] { return m.generation != generation || !abandoned.empty(); });
    if (m.generation == generation) throw Error(abandoned);
  }

  void abandon(int rank, const std::string& why) {
    std::lock_guard lock(mutex);
    if (abandoned.empty()) abandoned = cat("replica ", rank, " failed: ", why);
    changed.notify_all();
  }
};

class LocalCommunicator final : public Communicator {
 public:
  LocalCommunicator(std::shared_ptr<LocalGroup> group, int rank) : group_(std::move(group)), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return group_->n; }

  void all_reduce(void* data, int64_t count, DType dtype, ReduceOp op, std::span<const int64_t> group) override {
    Timed timed(*this);
    std::vector<int64_t> members = members_of(group);
    const size_t me = position(members);
    if (members.size() == 1) return;
    LocalGroup::Meeting& m = group_->meeting(members);
    m.slots[me] = data;
    group_->wait(m);
    // Every member sums the same operands in the same order: the same bits everywhere.
    const int64_t bytes = count * dtype_size(dtype);
    std::vector<std::byte> acc(static_cast<size_t>(bytes));
    std::memcpy(acc.data(), m.slots[0], static_cast<size_t>(bytes));
    for (size_t i = 1; i < members.size(); ++i) combine_elements(acc.data(), m.slots[i], count, dtype, op);
    group_->wait(m);
    std::memcpy(data, acc.data(), static_cast<size_t>(bytes));
  }

  void all_gather(const void* in, void* out, int64_t bytes, std::span<const int64_t> group) override {
    Timed timed(*this);
    std::vector<int64_t> members = members_of(group);
    LocalGroup::Meeting& m = group_->meeting(members);
    m.slots[position(members)] = in;
    if (members.size() > 1) group_->wait(m);
    for (size_t i = 0; i < members.size(); ++i)
      std::memcpy(static_cast<std::byte*>(out) + i * static_cast<size_t>(bytes), m.slots[i], static_cast<size_t>(bytes));
    if (members.size() > 1) group_->wait(m);
  }

  // Each replica reads its source's operand into a buffer of its own, and writes it out after
  // every replica has read what it needs.
  void permute(const void* in, void* out, int64_t bytes,
               std::span<const std::pair<int64_t, int64_t>> pairs) override {
    Timed timed(*this);
    // Every replica holds the same pairs, so all refuse them together, before they meet.
    for (const auto& [source, target] : pairs)
      LADDER_CHECK(source >= 0 && source < size() && target >= 0 && target < size(), "collective_permute pair (",
                   source, ", ", target, ") names a replica outside 0..", size() - 1);
    LocalGroup::Meeting& m = group_->meeting(members_of({}));
    m.slots[static_cast<size_t>(rank_)] = in;
    group_->wait(m);
    std::vector<std::byte> got(static_cast<size_t>(bytes));  // zeros unless some replica sends here
    for (const auto& [source, target] : pairs)
      if (target == rank_) std::memcpy(got.data(), m.slots[static_cast<size_t>(source)], got.size());
    group_->wait(m);
    std::memcpy(out, got.data(), got.size());
  }

  void broadcast(void* data, int64_t bytes, int root) override {
    Timed timed(*this);
    LADDER_CHECK(root >= 0 && root < size(), "broadcast from replica ", root, " of ", size());
    std::vector<int64_t> all = members_of({});
    LocalGroup::Meeting& m = group_->meeting(all);
    m.slots[static_cast<size_t>(rank_)] = data;
    group_->wait(m);
    if (rank_ != root) std::memcpy(data, m.slots[static_cast<size_t>(root)], static_cast<size_t>(bytes));
    group_->wait(m);
  }

  void barrier() override {
    Timed timed(*this);
    group_->wait(group_->meeting(members_of({})));
  }

  std::string describe() const override { return cat("threads, replica ", rank_, " of ", group_->n); }

  void abandon(const std::string& why) override { group_->abandon(rank_, why); }

 private:
  std::vector<int64_t> members_of(std::span<const int64_t> group) const {
    std::vector<int64_t> members(group.begin(), group.end());
    if (members.empty())
      for (int i = 0; i < group_->n; ++i) members.push_back(i);
    return members;
  }
  size_t position(const std::vector<int64_t>& members) const {
    for (size_t i = 0; i < members.size(); ++i)
      if (members[i] == rank_) return i;
    throw Error(cat("replica ", rank_, " runs a collective over a group it is not in"));
  }

  std::shared_ptr<LocalGroup> group_;
  int rank_;
};

}  // namespace

std::vector<std::shared_ptr<Communicator>> make_local_communicators(int n) {
  LADDER_CHECK(n >= 1, "replicas must be 1 or more, got ", n);
  auto group = std::make_shared<LocalGroup>(n);
  std::vector<std::shared_ptr<Communicator>> out;
  for (int i = 0; i < n; ++i) out.push_back(std::make_shared<LocalCommunicator>(group, i));
  return out;
}

bool launched_by_mpi() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "MV2_COMM_WORLD_SIZE"})
    if (std::getenv(v)) return true;
  return false;
}

int launcher_rank() {
  for (const char* v : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "MV2_COMM_WORLD_RANK"})
    if (const char* s = std::getenv(v)) return std::atoi(s);
  return -1;
}

int local_replicas() {
  for (const char* v : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS", "MV2_COMM_WORLD_LOCAL_SIZE"})
    if (const char* s = std::getenv(v)) {
      int n = std::atoi(s);
      if (n >= 1) return n;
    }
  return 1;
}

#ifndef LADDER_HAVE_MPI
std::shared_ptr<Communicator> world_communicator() {
  LADDER_CHECK(!launched_by_mpi(), "this process was started by an MPI launcher, but this ladder was built without "
               "MPI (install libopenmpi-dev: `scripts/install-deps`, then rebuild)");
  return nullptr;
}
void abort_job(int) {}
#endif

}  // namespace ladder::exec
