#include "ladder/exec/mpi/kv_store.h"

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/exec/mpi/mpi_error.h"
#include "ladder/exec/collective.h"

namespace ladder::exec {

namespace {

using Clock = std::chrono::steady_clock;

void check(int rc, const char* what) { check_mpi(rc, "key-value store", what); }

std::string_view thread_level_name(int level) {
  switch (level) {
    case MPI_THREAD_SINGLE: return "MPI_THREAD_SINGLE";
    case MPI_THREAD_FUNNELED: return "MPI_THREAD_FUNNELED";
    case MPI_THREAD_SERIALIZED: return "MPI_THREAD_SERIALIZED";
    case MPI_THREAD_MULTIPLE: return "MPI_THREAD_MULTIPLE";
  }
  return "an unknown thread level";
}

// Requests go to rank 0 on this tag; each is answered on the reply tag it names (1 … MPI_TAG_UB).
constexpr int kRequestTag = 0;

enum class Op : uint8_t { put, get, try_get };
enum class Answer : uint8_t { value, missing, timed_out };

// A request: op, reply tag, timeout (ms, negative: none), key size, key, value.
struct Request {
  Op op;
  int reply_tag;
  int64_t timeout_ms;
  std::string key, value;
};

template <typename T>
void append(std::string& out, T v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
template <typename T>
T take(const std::string& in, size_t& at) {
  LADDER_CHECK(at + sizeof(T) <= in.size(), "key-value store: a request of ", in.size(), " bytes is cut short");
  T v;
  std::memcpy(&v, in.data() + at, sizeof v);
  at += sizeof v;
  return v;
}

std::string encode(const Request& r) {
  std::string out;
  append(out, static_cast<uint8_t>(r.op));
  append(out, r.reply_tag);
  append(out, r.timeout_ms);
  append(out, static_cast<uint64_t>(r.key.size()));
  return out + r.key + r.value;
}

Request decode(const std::string& in) {
  size_t at = 0;
  Request r;
  r.op = static_cast<Op>(take<uint8_t>(in, at));
  r.reply_tag = take<int>(in, at);
  r.timeout_ms = take<int64_t>(in, at);
  const auto key_size = take<uint64_t>(in, at);
  LADDER_CHECK(at + key_size <= in.size(), "key-value store: a request's key runs past its end");
  r.key = in.substr(at, key_size);
  r.value = in.substr(at + key_size);
  return r;
}

// Receives the message that `source` sent on `tag` (any length).
std::string receive(MPI_Comm comm, int source, int tag) {
  MPI_Message message;
  MPI_Status status;
  check(MPI_Mprobe(source, tag, comm, &message, &status), "MPI_Mprobe");
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  std::string bytes(static_cast<size_t>(count), '\0');
  check(MPI_Mrecv(bytes.data(), count, MPI_BYTE, &message, MPI_STATUS_IGNORE), "MPI_Mrecv");
  return bytes;
}

void send(MPI_Comm comm, const std::string& bytes, int dest, int tag) {
  LADDER_CHECK(bytes.size() <= INT_MAX, "key-value store: a message of ", bytes.size(),
               " bytes (MPI counts are 32-bit)");
  check(MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_BYTE, dest, tag, comm), "MPI_Send");
}

std::string timeout_message(std::string_view key, int64_t timeout_ms) {
  return cat("key-value store: no process put '", key, "' within ", timeout_ms, " ms");
}

class MpiKeyValueStore final : public KeyValueStore {
 public:
  MpiKeyValueStore() {
    int provided = 0;
    MPI_Query_thread(&provided);
    LADDER_CHECK(provided == MPI_THREAD_MULTIPLE,
                 "the MPI key-value store (a PJRT client across processes calls it from its own threads) "
                 "needs MPI_THREAD_MULTIPLE, and this MPI library gives ", thread_level_name(provided),
                 ": use an MPI built with thread support (Debian's Open MPI has it)");
    check(MPI_Comm_dup(MPI_COMM_WORLD, &comm_), "MPI_Comm_dup");
    MPI_Comm_set_errhandler(comm_, MPI_ERRORS_RETURN);
    MPI_Comm_rank(comm_, &rank_);
    int* tag_ub = nullptr;
    int found = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &tag_ub, &found);
    max_tag_ = found && tag_ub ? *tag_ub : 32767;  // the standard's minimum
    if (rank_ == 0) server_ = std::thread([this] { serve(); });
  }

  ~MpiKeyValueStore() override {
    // close() has run by now (at exit, before MPI_Finalize); this only makes sure the server
    // thread is not left joinable, without calling MPI.
    stopping_ = true;
    if (server_.joinable()) server_.join();
  }

  void put(std::string_view key, std::string_view value) override {
    check_open();
    if (rank_ == 0)
      set(key, value);
    else
      request({Op::put, 0, 0, std::string(key), std::string(value)});
  }

  std::string get(std::string_view key, int64_t timeout_ms) override {
    check_open();
    if (rank_ == 0) {
      std::unique_lock lock(mutex_);
      auto present = [&] { return values_.find(key) != values_.end(); };
      if (timeout_ms < 0)
        changed_.wait(lock, present);
      else if (!changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms), present))
        throw KeyValueTimeout(timeout_message(key, timeout_ms));
      return values_.find(key)->second;
    }
    std::string reply = request({Op::get, 0, timeout_ms, std::string(key), ""});
    if (static_cast<Answer>(reply[0]) == Answer::timed_out) throw KeyValueTimeout(timeout_message(key, timeout_ms));
    return reply.substr(1);
  }

  std::optional<std::string> try_get(std::string_view key) override {
    check_open();
    if (rank_ == 0) return lookup(key);
    std::string reply = request({Op::try_get, 0, 0, std::string(key), ""});
    if (static_cast<Answer>(reply[0]) == Answer::missing) return std::nullopt;
    return reply.substr(1);
  }

  void close() {
    if (closed_.exchange(true)) return;
    // Every rank is done with the store before rank 0 stops answering.
    check(MPI_Barrier(comm_), "MPI_Barrier");
    stopping_ = true;
    if (server_.joinable()) server_.join();
    MPI_Comm_free(&comm_);
  }

 private:
  void check_open() const {
    LADDER_CHECK(!closed_, "key-value store: used after it was closed (the MPI job is ending)");
  }

  // Rank 0's map, for its own threads and its server.
  void set(std::string_view key, std::string_view value) {
    {
      std::lock_guard lock(mutex_);
      values_.insert_or_assign(std::string(key), std::string(value));
    }
    changed_.notify_all();
  }
  std::optional<std::string> lookup(std::string_view key) {
    std::lock_guard lock(mutex_);
    auto it = values_.find(key);
    return it == values_.end() ? std::nullopt : std::optional(it->second);
  }

  // From a rank other than 0: sends `r` to rank 0 and returns its answer (an Answer byte, then
  // the value). Each request waits on a tag of its own, so threads never take each other's.
  std::string request(Request r) {
    r.reply_tag = 1 + static_cast<int>(next_tag_.fetch_add(1) % static_cast<uint64_t>(max_tag_));
    send(comm_, encode(r), 0, kRequestTag);
    std::string reply = receive(comm_, 0, r.reply_tag);
    LADDER_CHECK(!reply.empty(), "key-value store: an empty answer from rank 0");
    return reply;
  }

  // A get from another rank that waits for its key.
  struct Waiter {
    int source, reply_tag;
    std::string key;
    int64_t timeout_ms;
    std::optional<Clock::time_point> deadline;
  };

  // Rank 0's server thread: answers the other ranks' requests, and their gets as soon as the key
  // is put or their timeout passes. Polls (MPI has no probe with a timeout), sleeping up to 1 ms
  // when idle.
  void serve() {
    try {
      std::vector<Waiter> waiting;
      auto idle = std::chrono::microseconds(20);
      while (!stopping_) {
        int arrived = 0;
        MPI_Message message;
        MPI_Status status;
        check(MPI_Improbe(MPI_ANY_SOURCE, kRequestTag, comm_, &arrived, &message, &status), "MPI_Improbe");
        if (arrived) {
          int count = 0;
          MPI_Get_count(&status, MPI_BYTE, &count);
          std::string bytes(static_cast<size_t>(count), '\0');
          check(MPI_Mrecv(bytes.data(), count, MPI_BYTE, &message, MPI_STATUS_IGNORE), "MPI_Mrecv");
          Request r = decode(bytes);
          const int source = status.MPI_SOURCE;
          switch (r.op) {
            case Op::put:
              set(r.key, r.value);
              send(comm_, std::string(1, static_cast<char>(Answer::value)), source, r.reply_tag);
              break;
            case Op::try_get:
              answer(source, r.reply_tag, lookup(r.key));
              break;
            case Op::get: {
              std::optional<Clock::time_point> deadline;
              if (r.timeout_ms >= 0) deadline = Clock::now() + std::chrono::milliseconds(r.timeout_ms);
              waiting.push_back({source, r.reply_tag, std::move(r.key), r.timeout_ms, deadline});
              break;
            }
          }
          idle = std::chrono::microseconds(20);
        }
        const auto now = Clock::now();
        std::erase_if(waiting, [&](const Waiter& w) {
          if (auto value = lookup(w.key)) {
            answer(w.source, w.reply_tag, value);
            return true;
          }
          if (w.deadline && now >= *w.deadline) {
            send(comm_, std::string(1, static_cast<char>(Answer::timed_out)), w.source, w.reply_tag);
            return true;
          }
          return false;
        });
        if (!arrived) {
          std::this_thread::sleep_for(idle);
          idle = std::min(idle * 2, std::chrono::microseconds(1000));
        }
      }
    } catch (const std::exception& e) {
      // The other ranks would wait for answers forever: end the job.
      std::fprintf(stderr, "ladder: error on rank 0: the key-value store's server failed: %s\n", e.what());
      abort_job(3);
    }
  }

  void answer(int dest, int tag, const std::optional<std::string>& value) {
    std::string reply(1, static_cast<char>(value ? Answer::value : Answer::missing));
    if (value) reply += *value;
    send(comm_, reply, dest, tag);
  }

  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0;
  int max_tag_ = 32767;
  std::atomic<uint64_t> next_tag_{0};
  std::atomic<bool> closed_{false}, stopping_{false};
  std::thread server_;
  std::mutex mutex_;  // guards values_ (rank 0)
  std::condition_variable changed_;
  std::map<std::string, std::string, std::less<>> values_;
};

std::mutex g_store_mutex;
std::shared_ptr<MpiKeyValueStore> g_store;

}  // namespace

std::shared_ptr<KeyValueStore> world_key_value_store() {
  if (!world_communicator()) return nullptr;
  std::lock_guard lock(g_store_mutex);
  if (!g_store) g_store = std::make_shared<MpiKeyValueStore>();
  return g_store;
}

void close_world_key_value_store() {
  std::lock_guard lock(g_store_mutex);
  if (!g_store) return;
  try {
    g_store->close();
  } catch (const std::exception& e) {  // at exit: say so, and let MPI_Finalize end the job
    std::fprintf(stderr, "ladder: closing the key-value store: %s\n", e.what());
  }
}

}  // namespace ladder::exec
