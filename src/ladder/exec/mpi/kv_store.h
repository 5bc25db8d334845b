// A key-value store that every process of an MPI job shares: what a PJRT plugin's processes
// exchange to become one XLA job (the client's kv_get/kv_put/kv_try_get callbacks, pjrt.cpp).
//
// Rank 0 holds the map. Its own threads read and write it directly; the other ranks' threads
// send each request to a server thread on rank 0 over a communicator of the store's own (a dup
// of the world, so no message of it can meet the job's collectives), each request answered on a
// tag of its own, so any number of threads of any rank may use the store at once. That needs
// MPI_THREAD_MULTIPLE (Debian's Open MPI provides it; world_communicator asks for it).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ladder/core/error.h"

namespace ladder::exec {

// What get throws when its timeout passes (a PJRT client reports it as DEADLINE_EXCEEDED).
struct KeyValueTimeout : Error {
  using Error::Error;
};

class KeyValueStore {
 public:
  virtual ~KeyValueStore() = default;
  // Sets `key` (a value put again replaces the old one).
  virtual void put(std::string_view key, std::string_view value) = 0;
  // The value of `key`, waiting until some process puts it; after `timeout_ms` (negative: no
  // limit) throws ladder::Error naming the key and the timeout.
  virtual std::string get(std::string_view key, int64_t timeout_ms) = 0;
  // The value of `key`, or nullopt when no process has put it yet.
  virtual std::optional<std::string> try_get(std::string_view key) = 0;
};

// The MPI job's store; nullptr when no MPI launcher started this process. The first call is
// collective (every rank makes it, at the same point of the program: the store's communicator
// is made then); later calls return the same store. Throws ladder::Error when the MPI library
// does not provide MPI_THREAD_MULTIPLE, naming the level it gives.
std::shared_ptr<KeyValueStore> world_key_value_store();

// Closes the store, if one was made: every rank waits until all are done with it, then rank 0
// stops its server. Collective; called at exit before MPI_Finalize (mpi.cpp). A store used after
// this throws ladder::Error.
void close_world_key_value_store();

}  // namespace ladder::exec
