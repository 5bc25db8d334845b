// A PJRT plugin for tests (built only with the tests, never installed). It implements the
// slots ladder's PJRT client calls, running each compiled module on the reference lowerer, so
// that the client's control flow, residency and error paths run in CI without a device. Runs
// through it are a stand-in (grade T1), never evidence about a device.
//
// It is strict where real plugins are strict (Args smaller than the layout it knows, unknown
// or mistyped create options, null execute options), counts the objects it hands out so a
// test can check that the client freed them all, and records misuse (a call before
// Plugin_Initialize, initializing twice, a client destroyed before its buffers).
//
// LADDER_TEST_PLUGIN_DEVICES=N gives each client N virtual devices (default 1), read at
// PJRT_Client_Create. A module compiled for N replicas (num_replicas in the compile options, and
// the device assignment if one is sent) runs replica r on the device assigned to it: one execute
// call takes one argument list per replica, whose buffers must be on that replica's device (as
// XLA insists), and runs the replicas at once, a thread each, each on a reference lowerer of its
// own whose collectives meet the others' (exec::make_local_communicators). Every buffer records
// the device it is on.
//
// Across processes: given num_nodes > 1 and node_id (int64 create options, as XLA's GPU plugin
// takes them) with the key-value callbacks, the client is node node_id of a job of num_nodes
// processes, each with the same N devices: at PJRT_Client_Create each node puts its device count
// into the store and reads every other's, and device i of node k gets the global id k·N + i (its
// own are the addressable ones). A module whose device assignment spans nodes runs, in each
// process, the replicas assigned to its devices (in replica order: one argument list each); their
// collectives meet the other processes' through the store (a communicator whose all_gather puts
// its own bytes under a key of the collective's sequence number and gets every member's; slow, and
// only a stand-in for a real plugin's network, T1).
//
// LADDER_TEST_PLUGIN_FAULT makes it misbehave, read at the call it affects:
//   major, old-minor     GetPjrtApi reports API 1.x, or a minor below ladder's minimum
//   short-table          the table ends before PJRT_LoadedExecutable_Execute
//   null-slot            PJRT_LoadedExecutable_Execute is null
//   no-attributes        Plugin_Attributes fails with UNIMPLEMENTED
//   compile-error        Client_Compile fails with INVALID_ARGUMENT
//   wrong-outputs        the executable claims one output more than the module has
//   wrong-shape          Execute returns output 0 with the wrong shape
//   execute-error        Execute fails with RESOURCE_EXHAUSTED
//   drift                Execute of several replicas returns replica 1's output 0 one ulp away
//                        (its first element's bits + 1): replicas that no longer agree
//   no-multiprocess      node_id and num_nodes are unknown create options (a one-process plugin)
//   kv-missing           Client_Create across processes asks the store for a key nobody puts
//                        (try_get, then get with a 200 ms timeout) and fails saying what each
//                        callback returned
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/pjrt/pjrt_c_api.h"
#include "ladder/exec/reference/reference.h"
#include "ladder/stablehlo/parser.h"

namespace c = ladder::exec::pjrt::c;
using ladder::DType;
using ladder::Tensor;

// The plugin's objects: the client only ever holds pointers to them.
namespace ladder::exec::pjrt::c {
struct Error {
  ErrorCode code;
  std::string message;
};
struct Event {};
struct DeviceDescription {
  int id = 0;
  std::string kind = "reference (ladder test plugin)";
};
struct Device {
  DeviceDescription description;
  int local_hardware_id = 0;
  bool addressable = true;  // false: a device of another node
};
// The key-value store the client was given (null callbacks in a one-process job).
struct KeyValue {
  KeyValueGetCallback get = nullptr;
  void* get_arg = nullptr;
  KeyValuePutCallback put = nullptr;
  void* put_arg = nullptr;
  KeyValueTryGetCallback try_get = nullptr;
  void* try_get_arg = nullptr;
};
struct Client {
  std::vector<std::unique_ptr<Device>> owned_devices;
  std::vector<Device*> devices;      // addressable, in order; device i of node k has id k·N + i
  std::vector<Device*> all_devices;  // every node's, by id (devices in a one-process job)
  int64_t node_id = 0, num_nodes = 1;
  KeyValue kv;
  int compiles = 0;  // names each executable's collectives in the store
  std::string platform_version;
  std::unique_ptr<ladder::exec::Lowerer> lowerer = ladder::exec::make_reference_lowerer({});
  int live_children = 0;  // buffers and executables
};
struct Executable {
  size_t num_outputs;
};
struct LoadedExecutable {
  ladder::ir::Module module;  // first: the compiled programs refer to it
  Client* client;
  std::vector<Device*> replica_devices;  // this process's replica r runs on replica_devices[r]
  // With several replicas, replica r's lowerer, on communicator r (the client's runs one).
  std::vector<std::unique_ptr<ladder::exec::Lowerer>> replica_lowerers;
  std::vector<std::unique_ptr<ladder::exec::Executable>> programs;  // one per replica
};
struct Buffer {
  Client* client;
  Device* device;  // where it lives
  Tensor tensor;
};
}  // namespace ladder::exec::pjrt::c

namespace {

// Touched only by the threads that call into the plugin, never by a replica's thread; but for
// `live`, which a replica's failing call into the key-value store also counts in (under its mutex).
std::mutex live_mutex;
std::map<std::string, int> live;  // objects handed out and not yet destroyed, by kind
std::string misuse;               // what the client did wrong, "" when nothing
bool initialized = false;
int uploads = 0;  // PJRT_Client_BufferFromHostBuffer calls that made a buffer

std::string fault() {
  const char* f = std::getenv("LADDER_TEST_PLUGIN_FAULT");
  return f ? f : "";
}

void note_misuse(const std::string& what) { misuse += (misuse.empty() ? "" : "; ") + what; }

template <typename T, typename... A>
T* make(const char* kind, A&&... args) {
  std::lock_guard lock(live_mutex);
  ++live[kind];
  return new T{std::forward<A>(args)...};
}

template <typename T>
void destroy(const char* kind, T* object) {
  if (object == nullptr) return;
  std::lock_guard lock(live_mutex);
  --live[kind];
  delete object;
}

c::Error* error(c::ErrorCode code, std::string message) {
  return make<c::Error>("Error", code, std::move(message));
}

// Every entry point: the Args must be at least the layout this plugin knows (as XLA checks),
// and the plugin must have been initialized; ladder exceptions become PJRT errors.
template <typename Args, typename Body>
c::Error* entry(const char* name, Args* args, Body body) {
  if (args->struct_size < sizeof(Args)) {
    note_misuse(ladder::cat(name, " got struct_size ", args->struct_size));
    return error(c::kInvalidArgument, ladder::cat("Unexpected ", name, " args size: expected ",
                                                  sizeof(Args), ", got ", args->struct_size));
  }
  if (!initialized) note_misuse(ladder::cat(name, " called before PJRT_Plugin_Initialize"));
  try {
    return body();
  } catch (const std::exception& e) {
    return error(c::kInvalidArgument, e.what());
  }
}

// ---- errors and events --------------------------------------------------------------

void error_destroy(c::ObjectArgs* args) { destroy("Error", static_cast<c::Error*>(args->object)); }

void error_message(c::ErrorMessageArgs* args) {
  args->message = args->error->message.data();
  args->message_size = args->error->message.size();
}

c::Error* error_get_code(c::ErrorGetCodeArgs* args) {
  args->code = args->error->code;
  return nullptr;
}

c::Error* event_destroy(c::ObjectArgs* args) {
  destroy("Event", static_cast<c::Event*>(args->object));
  return nullptr;
}

c::Error* event_await(c::ObjectArgs* args) { return nullptr; }  // work is done when it returns

// ---- plugin -------------------------------------------------------------------------

c::Error* plugin_initialize(c::PluginInitializeArgs* args) {
  if (initialized) note_misuse("PJRT_Plugin_Initialize called twice");
  initialized = true;
  return nullptr;
}

c::Error* plugin_attributes(c::PluginAttributesArgs* args) {
  return entry("PJRT_Plugin_Attributes", args, [&]() -> c::Error* {
    if (fault() == "no-attributes") return error(c::kUnimplemented, "test fault: no attributes");
    static const int64_t version[] = {1, 0, 0};
    static c::NamedValue attributes[2] = {};
    attributes[0] = {sizeof(c::NamedValue), nullptr, "xla_version", 11, c::kString, {}, 0};
    attributes[0].string_value = "ladder-test-plugin";
    attributes[0].value_size = 18;
    attributes[1] = {
        sizeof(c::NamedValue), nullptr, "stablehlo_current_version", 25, c::kInt64List, {}, 3};
    attributes[1].int64_list_value = version;
    args->attributes = attributes;
    args->num_attributes = 2;
    return nullptr;
  });
}

// ---- client -------------------------------------------------------------------------

// Checks the create options the way the GPU plugin does (known names, exact types) and
// describes what it got, so a test can see what the client sent.
std::string describe_create_options(const c::NamedValue* options, size_t n) {
  std::string seen;
  for (size_t i = 0; i < n; ++i) {
    const c::NamedValue& o = options[i];
    std::string name(o.name, o.name_size), value;
    static const std::map<std::string, c::NamedValueType> kKnown = {
        {"memory_fraction", c::kFloat},     {"preallocate", c::kBool}, {"allocator", c::kString},
        {"visible_devices", c::kInt64List}, {"node_id", c::kInt64},    {"num_nodes", c::kInt64}};
    auto known = kKnown.find(name);
    const bool one_process = fault() == "no-multiprocess" && (name == "node_id" || name == "num_nodes");
    LADDER_CHECK(known != kKnown.end() && !one_process, "Unknown create option '", name, "'");
    LADDER_CHECK(known->second == o.type, "create option '", name, "' has type ", o.type,
                 ", expected ", known->second);
    switch (o.type) {
      case c::kFloat:
        value = ladder::cat(o.float_value);
        break;
      case c::kBool:
        value = o.bool_value ? "true" : "false";
        break;
      case c::kString:
        value = std::string(o.string_value, o.value_size);
        break;
      case c::kInt64List:
        for (size_t j = 0; j < o.value_size; ++j)
          value += ladder::cat(j ? "," : "", o.int64_list_value[j]);
        break;
      case c::kInt64:
        value = ladder::cat(o.int64_value);
        break;
    }
    seen += ladder::cat(seen.empty() ? "" : " ", name, "=", value);
  }
  return seen;
}

// LADDER_TEST_PLUGIN_DEVICES, 1 when unset.
int virtual_devices() {
  const char* v = std::getenv("LADDER_TEST_PLUGIN_DEVICES");
  if (v == nullptr || *v == 0) return 1;
  char* end = nullptr;
  long n = std::strtol(v, &end, 10);
  LADDER_CHECK(*end == 0 && n >= 1 && n <= 64, "LADDER_TEST_PLUGIN_DEVICES=", v,
               ": must be a device count from 1 to 64");
  return static_cast<int>(n);
}

// ---- the key-value store (a job across processes) ------------------------------------

c::Error* callback_error(c::ErrorCode code, const char* message, size_t size) {
  return error(code, std::string(message, size));
}

// A failed callback's error as a ladder::Error naming its code (the plugin's error object freed).
[[noreturn]] void fail_with(c::Error* e, const std::string& what) {
  static const char* const kCodes[] = {"OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED",
                                       "NOT_FOUND"};
  const std::string code = e->code >= 0 && e->code < 6 ? kCodes[e->code] : "code";
  std::string message = ladder::cat(what, ": ", code, " (", static_cast<int>(e->code), "): ", e->message);
  destroy("Error", e);
  throw ladder::Error(message);
}

void kv_put(const c::KeyValue& kv, const std::string& key, const std::string& value) {
  static c::CallbackError make_error = callback_error;
  c::KeyValuePutArgs a{};
  a.struct_size = sizeof a;
  a.key = key.data();
  a.key_size = key.size();
  a.value = value.data();
  a.value_size = value.size();
  a.callback_error = &make_error;
  a.user_arg = kv.put_arg;
  if (c::Error* e = kv.put(&a)) fail_with(e, "key-value put of '" + key + "'");
}

std::string kv_get(const c::KeyValue& kv, const std::string& key, int timeout_ms = 120000) {
  static c::CallbackError make_error = callback_error;
  c::KeyValueGetArgs a{};
  a.struct_size = sizeof a;
  a.key = key.data();
  a.key_size = key.size();
  a.timeout_in_ms = timeout_ms;  // a process that never comes: an error, not a hang
  a.callback_error = &make_error;
  a.user_arg = kv.get_arg;
  if (c::Error* e = kv.get(&a)) fail_with(e, "key-value get of '" + key + "'");
  std::string value(a.value, a.value_size);
  a.value_deleter_callback(a.value);
  return value;
}

std::string kv_try_get(const c::KeyValue& kv, const std::string& key) {
  static c::CallbackError make_error = callback_error;
  c::KeyValueTryGetArgs a{};
  a.struct_size = sizeof a;
  a.key = key.data();
  a.key_size = key.size();
  a.callback_error = &make_error;
  a.user_arg = kv.try_get_arg;
  if (c::Error* e = kv.try_get(&a)) fail_with(e, "key-value try_get of '" + key + "'");
  std::string value(a.value, a.value_size);
  a.value_deleter_callback(a.value);
  return value;
}

// One replica of an executable whose replicas span processes: collectives through the store.
// Every replica runs the same collectives in the same order, so the n-th collective of each has
// the same sequence number; replica g's bytes of it sit under "<prefix><n>/<g>".
class KeyValueCommunicator final : public ladder::exec::Communicator {
 public:
  KeyValueCommunicator(const c::KeyValue& kv, std::string prefix, int rank, int size)
      : kv_(kv), prefix_(std::move(prefix)), rank_(rank), size_(size) {}

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void all_reduce(void* data, int64_t count, DType dtype, ladder::exec::ReduceOp op,
                  std::span<const int64_t> group) override {
    const auto members = members_of(group);
    const int64_t bytes = count * ladder::dtype_size(dtype);
    std::vector<char> all(members.size() * static_cast<size_t>(bytes));
    all_gather(data, all.data(), bytes, members);
    // In group order, the same on every member.
    std::memcpy(data, all.data(), static_cast<size_t>(bytes));
    for (size_t m = 1; m < members.size(); ++m) reduce(data, all.data() + m * bytes, count, dtype, op);
  }

  void all_gather(const void* in, void* out, int64_t bytes, std::span<const int64_t> group) override {
    const std::string at = next_key();
    kv_put(kv_, at + std::to_string(rank_), std::string(static_cast<const char*>(in), static_cast<size_t>(bytes)));
    const auto members = members_of(group);
    for (size_t m = 0; m < members.size(); ++m) {
      std::string theirs = kv_get(kv_, at + std::to_string(members[m]));
      LADDER_CHECK(static_cast<int64_t>(theirs.size()) == bytes, "all_gather: replica ", members[m], " gave ",
                   theirs.size(), " bytes, replica ", rank_, " ", bytes);
      std::memcpy(static_cast<char*>(out) + m * bytes, theirs.data(), theirs.size());
    }
  }

  void permute(const void* in, void* out, int64_t bytes,
               std::span<const std::pair<int64_t, int64_t>> pairs) override {
    const std::string at = next_key();
    std::memset(out, 0, static_cast<size_t>(bytes));
    for (const auto& [source, target] : pairs)
      if (source == rank_) kv_put(kv_, at + std::to_string(rank_), std::string(static_cast<const char*>(in), bytes));
    for (const auto& [source, target] : pairs)
      if (target == rank_) {
        std::string theirs = kv_get(kv_, at + std::to_string(source));
        std::memcpy(out, theirs.data(), std::min<size_t>(theirs.size(), static_cast<size_t>(bytes)));
      }
  }

  void broadcast(void* data, int64_t bytes, int root) override {
    const std::string key = next_key() + std::to_string(root);
    if (rank_ == root)
      kv_put(kv_, key, std::string(static_cast<const char*>(data), static_cast<size_t>(bytes)));
    else
      std::memcpy(data, kv_get(kv_, key).data(), static_cast<size_t>(bytes));
  }

  void barrier() override { all_gather(nullptr, nullptr, 0, {}); }

  std::string describe() const override {
    return ladder::cat("test plugin's key-value store, replica ", rank_, " of ", size_);
  }

 private:
  std::string next_key() { return ladder::cat(prefix_, sequence_++, "/"); }

  std::vector<int64_t> members_of(std::span<const int64_t> group) const {
    std::vector<int64_t> members(group.begin(), group.end());
    if (members.empty())
      for (int r = 0; r < size_; ++r) members.push_back(r);
    return members;
  }

  template <typename T>
  static void reduce_as(T* acc, const T* x, int64_t n, ladder::exec::ReduceOp op) {
    using ladder::exec::ReduceOp;
    for (int64_t i = 0; i < n; ++i) {
      switch (op) {
        case ReduceOp::sum: acc[i] = acc[i] + x[i]; break;
        case ReduceOp::product: acc[i] = acc[i] * x[i]; break;
        case ReduceOp::max: acc[i] = std::max(acc[i], x[i]); break;
        case ReduceOp::min: acc[i] = std::min(acc[i], x[i]); break;
      }
    }
  }

  static void reduce(void* acc, const void* x, int64_t n, DType dtype, ladder::exec::ReduceOp op) {
    if (dtype == DType::f32) return reduce_as(static_cast<float*>(acc), static_cast<const float*>(x), n, op);
    if (dtype == DType::f64) return reduce_as(static_cast<double*>(acc), static_cast<const double*>(x), n, op);
    if (dtype == DType::i32) return reduce_as(static_cast<int32_t*>(acc), static_cast<const int32_t*>(x), n, op);
    if (dtype == DType::i64) return reduce_as(static_cast<int64_t*>(acc), static_cast<const int64_t*>(x), n, op);
    if (dtype == DType::ui8) return reduce_as(static_cast<uint8_t*>(acc), static_cast<const uint8_t*>(x), n, op);
    if (dtype == DType::ui32) return reduce_as(static_cast<uint32_t*>(acc), static_cast<const uint32_t*>(x), n, op);
    throw ladder::Error(ladder::cat("all_reduce across processes over ", ladder::dtype_name(dtype),
                                    " (the test plugin reduces f32, f64, i32, i64, ui8 and ui32)"));
  }

  c::KeyValue kv_;
  std::string prefix_;
  int rank_, size_;
  int64_t sequence_ = 0;
};

int64_t int64_option(const c::NamedValue* options, size_t n, const char* name, int64_t fallback) {
  for (size_t i = 0; i < n; ++i)
    if (std::string(options[i].name, options[i].name_size) == name) return options[i].int64_value;
  return fallback;
}

// Node `client.node_id` of a job across processes: tells the others its device count, learns
// theirs, and lists every node's devices (the others' not addressable).
void join_nodes(c::Client& client, int devices) {
  LADDER_CHECK(client.kv.get && client.kv.put, "num_nodes ", client.num_nodes,
               " needs the key-value store, and kv_get_callback or kv_put_callback is null");
  LADDER_CHECK(client.node_id >= 0 && client.node_id < client.num_nodes, "node_id ", client.node_id,
               " is not a node of ", client.num_nodes);
  if (fault() == "kv-missing") {
    const std::string key = "ladder-test-plugin/missing";
    std::string said;
    for (int attempt = 0; attempt < 2; ++attempt) {
      try {
        LADDER_CHECK(client.kv.try_get, "kv_try_get_callback is null");
        said += (attempt == 0 ? "" : "; ") + (attempt == 0 ? kv_try_get(client.kv, key) : kv_get(client.kv, key, 200)) +
                " was found";
      } catch (const ladder::Error& e) {
        said += (attempt == 0 ? "" : "; ") + std::string(e.what());
      }
    }
    throw ladder::Error("test fault: " + said);
  }
  const std::string prefix = "ladder-test-plugin/devices/";
  kv_put(client.kv, prefix + std::to_string(client.node_id), std::to_string(devices));
  for (int64_t node = 0; node < client.num_nodes; ++node) {
    const std::string theirs = kv_get(client.kv, prefix + std::to_string(node));
    LADDER_CHECK(theirs == std::to_string(devices), "node ", node, " has ", theirs, " devices and node ",
                 client.node_id, " has ", devices, ": every node needs the same number");
    for (int i = 0; i < devices; ++i) {
      if (node == client.node_id) {
        client.all_devices.push_back(client.devices[static_cast<size_t>(i)]);
        continue;
      }
      auto& device = client.owned_devices.emplace_back(std::make_unique<c::Device>());
      device->description.id = static_cast<int>(node * devices + i);
      device->local_hardware_id = i;
      device->addressable = false;
      client.all_devices.push_back(device.get());
    }
  }
}

c::Error* client_create(c::ClientCreateArgs* args) {
  return entry("PJRT_Client_Create", args, [&]() -> c::Error* {
    std::string options = describe_create_options(args->create_options, args->num_options);
    const int devices = virtual_devices();
    auto client = std::unique_ptr<c::Client>(new c::Client);
    client->node_id = int64_option(args->create_options, args->num_options, "node_id", 0);
    client->num_nodes = int64_option(args->create_options, args->num_options, "num_nodes", 1);
    client->kv = {args->kv_get_callback, args->kv_get_user_arg, args->kv_put_callback, args->kv_put_user_arg,
                  args->kv_try_get_callback, args->kv_try_get_user_arg};
    for (int i = 0; i < devices; ++i) {
      auto& device = client->owned_devices.emplace_back(std::make_unique<c::Device>());
      device->description.id = static_cast<int>(client->node_id * devices + i);
      device->local_hardware_id = i;
      client->devices.push_back(device.get());
    }
    if (client->num_nodes > 1)
      join_nodes(*client, devices);
    else
      client->all_devices = client->devices;
    client->platform_version =
        "ladder test plugin; create options: " + (options.empty() ? "none" : options);
    std::lock_guard lock(live_mutex);
    ++live["Client"];
    args->client = client.release();
    return nullptr;
  });
}

c::Error* client_destroy(c::ObjectArgs* args) {
  auto* client = static_cast<c::Client*>(args->object);
  if (client && client->live_children != 0)
    note_misuse(ladder::cat("client destroyed with ", client->live_children,
                            " buffers or executables alive"));
  destroy("Client", client);
  return nullptr;
}

c::Error* client_platform_name(c::ClientStringArgs* args) {
  return entry("PJRT_Client_PlatformName", args, [&]() -> c::Error* {
    static const char kName[] = "ladder-test";
    args->value = kName;
    args->value_size = sizeof(kName) - 1;
    return nullptr;
  });
}

c::Error* client_platform_version(c::ClientStringArgs* args) {
  return entry("PJRT_Client_PlatformVersion", args, [&]() -> c::Error* {
    args->value = args->client->platform_version.data();
    args->value_size = args->client->platform_version.size();
    return nullptr;
  });
}

c::Error* client_addressable_devices(c::ClientAddressableDevicesArgs* args) {
  return entry("PJRT_Client_AddressableDevices", args, [&]() -> c::Error* {
    args->devices = args->client->devices.data();
    args->num_devices = args->client->devices.size();
    return nullptr;
  });
}

// The fields of the CompileOptionsProto the plugin reads; protobuf's wire format.
struct DeviceAssignment {
  int64_t replica_count = 0, computation_count = 0;
  std::vector<std::vector<int64_t>> computation_devices;  // [computation][replica] -> device id
};
struct BuildOptions {
  int64_t device_ordinal = 0, num_replicas = 0, num_partitions = 0;
  std::optional<DeviceAssignment> device_assignment;
};

uint64_t read_varint(const uint8_t*& p, const uint8_t* end) {
  uint64_t v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    LADDER_CHECK(p < end, "compile options: truncated varint");
    uint8_t byte = *p++;
    v |= static_cast<uint64_t>(byte & 0x7f) << shift;
    if (!(byte & 0x80)) return v;
  }
  throw ladder::Error("compile options: varint too long");
}

// One field of a message: a varint (wire type 0) or length-delimited bytes (wire type 2), the
// only wire types the compile options ladder sends use.
struct Field {
  uint64_t number;
  uint64_t wire;
  uint64_t value;       // wire type 0
  const uint8_t* data;  // wire type 2
  size_t size;
};

std::vector<Field> read_fields(const uint8_t* p, const uint8_t* end, const char* message) {
  std::vector<Field> fields;
  while (p < end) {
    const uint64_t tag = read_varint(p, end);
    Field f{tag >> 3, tag & 7, 0, nullptr, 0};
    if (f.wire == 0) {
      f.value = read_varint(p, end);
    } else if (f.wire == 2) {
      const uint64_t length = read_varint(p, end);
      LADDER_CHECK(length <= static_cast<uint64_t>(end - p), "compile options: ", message,
                   ": truncated field ", f.number);
      f.data = p;
      f.size = length;
      p += length;
    } else {
      throw ladder::Error(ladder::cat("compile options: ", message, ": field ", f.number,
                                      " has wire type ", f.wire));
    }
    fields.push_back(f);
  }
  return fields;
}

void expect_wire(const Field& f, uint64_t wire, const char* what) {
  LADDER_CHECK(f.wire == wire, "compile options: ", what, " (field ", f.number, ") has wire type ",
               f.wire, ", expected ", wire);
}

DeviceAssignment read_device_assignment(const Field& field) {
  DeviceAssignment assignment;
  for (const Field& f : read_fields(field.data, field.data + field.size, "device_assignment")) {
    if (f.number == 1) {
      expect_wire(f, 0, "replica_count");
      assignment.replica_count = static_cast<int64_t>(f.value);
    } else if (f.number == 2) {
      expect_wire(f, 0, "computation_count");
      assignment.computation_count = static_cast<int64_t>(f.value);
    } else if (f.number == 3) {
      expect_wire(f, 2, "computation_devices");
      std::vector<int64_t>& ids = assignment.computation_devices.emplace_back();
      for (const Field& d : read_fields(f.data, f.data + f.size, "computation_devices")) {
        LADDER_CHECK(d.number == 1, "compile options: unexpected computation_devices field ",
                     d.number);
        if (d.wire == 0) {  // one id, unpacked
          ids.push_back(static_cast<int64_t>(d.value));
          continue;
        }
        expect_wire(d, 2, "replica_device_ids");  // packed, as proto3 writes them
        for (const uint8_t *q = d.data, *q_end = d.data + d.size; q < q_end;)
          ids.push_back(static_cast<int64_t>(read_varint(q, q_end)));
      }
    }
  }
  return assignment;
}

BuildOptions read_compile_options(const char* data, size_t size) {
  BuildOptions build;
  auto p = reinterpret_cast<const uint8_t*>(data);
  for (const Field& field : read_fields(p, p + size, "CompileOptionsProto")) {
    expect_wire(field, 2, "a CompileOptionsProto field");
    if (field.number != 3) continue;  // executable_build_options
    for (const Field& f : read_fields(field.data, field.data + field.size, "build options")) {
      if (f.number == 9) {
        expect_wire(f, 2, "device_assignment");
        build.device_assignment = read_device_assignment(f);
        continue;
      }
      LADDER_CHECK(f.wire == 0, "compile options: build option ", f.number, " is not a varint");
      if (f.number == 1) build.device_ordinal = static_cast<int64_t>(f.value);
      if (f.number == 4) build.num_replicas = static_cast<int64_t>(f.value);
      if (f.number == 5) build.num_partitions = static_cast<int64_t>(f.value);
    }
  }
  return build;
}

// The devices replica 0 … n-1 run on, of any node: the assignment's when one was sent (checked
// against the client's devices), else the first n.
std::vector<c::Device*> replica_devices(const c::Client& client, const BuildOptions& build) {
  const int64_t n = build.num_replicas;
  LADDER_CHECK(n <= static_cast<int64_t>(client.all_devices.size()), "compile options: ", n,
               " replicas, and the client has ", client.all_devices.size(), " device",
               client.all_devices.size() == 1 ? "" : "s");
  if (!build.device_assignment)
    return {client.all_devices.begin(), client.all_devices.begin() + n};
  const DeviceAssignment& a = *build.device_assignment;
  LADDER_CHECK(a.replica_count == n && a.computation_count == 1 &&
                   a.computation_devices.size() == 1 &&
                   static_cast<int64_t>(a.computation_devices[0].size()) == n,
               "compile options: the device assignment is for ", a.replica_count, " replicas and ",
               a.computation_count, " computations (", a.computation_devices.size(),
               " listed); expected ", n, " replicas of 1");
  std::vector<c::Device*> devices;
  for (int64_t id : a.computation_devices[0]) {
    auto it = std::ranges::find_if(client.all_devices,
                                   [&](const c::Device* d) { return d->description.id == id; });
    LADDER_CHECK(it != client.all_devices.end(), "compile options: the device assignment names device ",
                 id, ", which the client does not have");
    LADDER_CHECK(std::ranges::find(devices, *it) == devices.end(),
                 "compile options: the device assignment names device ", id, " twice");
    devices.push_back(*it);
  }
  return devices;
}

c::Error* client_compile(c::ClientCompileArgs* args) {
  return entry("PJRT_Client_Compile", args, [&]() -> c::Error* {
    if (fault() == "compile-error")
      return error(c::kInvalidArgument, "test fault: compilation refused");
    const c::Program& program = *args->program;
    LADDER_CHECK(std::string(program.format, program.format_size) == "mlir",
                 "program format is not mlir");
    BuildOptions build = read_compile_options(args->compile_options, args->compile_options_size);
    LADDER_CHECK(build.device_ordinal == -1 && build.num_replicas >= 1 && build.num_partitions == 1,
                 "compile options: device_ordinal ", build.device_ordinal, ", num_replicas ",
                 build.num_replicas, ", num_partitions ", build.num_partitions,
                 "; expected -1, at least 1, 1");
    // Built in place: the compiled programs keep pointers into the module.
    auto loaded = std::unique_ptr<c::LoadedExecutable>(new c::LoadedExecutable{
        ladder::stablehlo::parse(std::string_view(program.code, program.code_size),
                                 "<pjrt program>"),
        args->client, replica_devices(*args->client, build), {}, {}});
    const ladder::ir::Function* main = loaded->module.find("main");
    LADDER_CHECK(main != nullptr, "the program has no @main");
    LADDER_CHECK(loaded->module.num_replicas == build.num_replicas, "compile options: ",
                 build.num_replicas, " replicas, and the module (mhlo.num_replicas) is for ",
                 loaded->module.num_replicas);
    // This process runs the replicas assigned to its own devices.
    c::Client& client = *args->client;
    const int replicas = static_cast<int>(build.num_replicas);
    std::vector<int> local;
    for (int r = 0; r < replicas; ++r)
      if (loaded->replica_devices[static_cast<size_t>(r)]->addressable) local.push_back(r);
    LADDER_CHECK(!local.empty(), "compile options: the device assignment gives node ", client.node_id,
                 " no replica");
    std::erase_if(loaded->replica_devices, [](const c::Device* d) { return !d->addressable; });
    const std::string prefix = ladder::cat("ladder-test-plugin/executable", client.compiles++, "/");
    if (replicas == 1) {
      loaded->programs.push_back(client.lowerer->compile(loaded->module, *main));
    } else {
      // Threads of this process meet in memory; replicas across processes, in the store.
      std::vector<std::shared_ptr<ladder::exec::Communicator>> communicators;
      if (static_cast<int>(local.size()) == replicas)
        communicators = ladder::exec::make_local_communicators(replicas);
      else
        for (int r : local)
          communicators.push_back(std::make_shared<KeyValueCommunicator>(client.kv, prefix, r, replicas));
      for (auto& communicator : communicators) {
        ladder::exec::LowererOptions options;
        options.communicator = communicator;
        auto& lowerer =
            loaded->replica_lowerers.emplace_back(ladder::exec::make_reference_lowerer(options));
        loaded->programs.push_back(lowerer->compile(loaded->module, *main));
      }
    }
    std::lock_guard lock(live_mutex);
    ++live["LoadedExecutable"];
    ++args->client->live_children;
    args->executable = loaded.release();
    return nullptr;
  });
}

const std::map<DType, c::BufferType> kBufferTypes = {
    {DType::f32, c::kF32}, {DType::f64, c::kF64}, {DType::bf16, c::kBF16}, {DType::f16, c::kF16},
    {DType::i1, c::kPred}, {DType::i32, c::kS32}, {DType::i64, c::kS64},   {DType::ui8, c::kU8},
    {DType::ui32, c::kU32}, {DType::i8, c::kS8},  {DType::i16, c::kS16},   {DType::ui16, c::kU16},
    {DType::ui64, c::kU64},
    {DType::f8E4M3FN, c::kF8E4M3FN}, {DType::f8E5M2, c::kF8E5M2}, {DType::f8E4M3FNUZ, c::kF8E4M3FNUZ},
    {DType::f8E5M2FNUZ, c::kF8E5M2FNUZ}};

DType dtype_of(c::BufferType t) {
  for (const auto& [dtype, type] : kBufferTypes)
    if (type == t) return dtype;
  throw ladder::Error(ladder::cat("unsupported buffer type ", t));
}

c::Error* client_buffer_from_host(c::ClientBufferFromHostBufferArgs* args) {
  return entry("PJRT_Client_BufferFromHostBuffer", args, [&]() -> c::Error* {
    LADDER_CHECK(std::ranges::find(args->client->devices, args->device) !=
                     args->client->devices.end(),
                 "unknown device");
    LADDER_CHECK(args->num_byte_strides == 0, "only dense row-major host data is supported");
    Tensor t(dtype_of(args->type), ladder::Shape(args->dims, args->dims + args->num_dims));
    if (t.byte_size() > 0) std::memcpy(t.bytes(), args->data, t.byte_size());
    args->buffer = make<c::Buffer>("Buffer", args->client, args->device, std::move(t));
    ++uploads;
    ++args->client->live_children;
    args->done_with_host_buffer = make<c::Event>("Event");
    return nullptr;
  });
}

// ---- devices ------------------------------------------------------------------------

c::Error* device_description_id(c::DeviceDescriptionIdArgs* args) {
  return entry("PJRT_DeviceDescription_Id", args, [&]() -> c::Error* {
    args->id = args->description->id;
    return nullptr;
  });
}

c::Error* device_description_kind(c::DeviceDescriptionKindArgs* args) {
  return entry("PJRT_DeviceDescription_Kind", args, [&]() -> c::Error* {
    args->kind = args->description->kind.data();
    args->kind_size = args->description->kind.size();
    return nullptr;
  });
}

c::Error* device_get_description(c::DeviceGetDescriptionArgs* args) {
  return entry("PJRT_Device_GetDescription", args, [&]() -> c::Error* {
    args->description = &args->device->description;
    return nullptr;
  });
}

c::Error* device_local_hardware_id(c::DeviceLocalHardwareIdArgs* args) {
  return entry("PJRT_Device_LocalHardwareId", args, [&]() -> c::Error* {
    args->local_hardware_id = args->device->local_hardware_id;
    return nullptr;
  });
}

// ---- executables --------------------------------------------------------------------

c::Error* executable_destroy(c::ObjectArgs* args) {
  destroy("Executable", static_cast<c::Executable*>(args->object));
  return nullptr;
}

c::Error* executable_num_outputs(c::ExecutableNumOutputsArgs* args) {
  return entry("PJRT_Executable_NumOutputs", args, [&]() -> c::Error* {
    args->num_outputs = args->executable->num_outputs + (fault() == "wrong-outputs" ? 1 : 0);
    return nullptr;
  });
}

c::Error* loaded_executable_destroy(c::ObjectArgs* args) {
  auto* loaded = static_cast<c::LoadedExecutable*>(args->object);
  if (loaded) --loaded->client->live_children;
  destroy("LoadedExecutable", loaded);
  return nullptr;
}

c::Error* loaded_executable_get_executable(c::LoadedExecutableGetExecutableArgs* args) {
  return entry("PJRT_LoadedExecutable_GetExecutable", args, [&]() -> c::Error* {
    args->executable = make<c::Executable>(
        "Executable", args->loaded_executable->programs[0]->output_types().size());
    return nullptr;
  });
}

c::Error* loaded_executable_execute(c::LoadedExecutableExecuteArgs* args) {
  return entry("PJRT_LoadedExecutable_Execute", args, [&]() -> c::Error* {
    if (args->options == nullptr) {
      note_misuse("PJRT_LoadedExecutable_Execute with null options");
      return error(c::kInvalidArgument, "options is null");
    }
    if (args->options->struct_size < sizeof(c::ExecuteOptions))
      note_misuse("short PJRT_ExecuteOptions");
    if (fault() == "execute-error")
      return error(c::kResourceExhausted, "test fault: out of memory");
    c::LoadedExecutable& loaded = *args->executable;
    const size_t replicas = loaded.programs.size();
    LADDER_CHECK(args->num_devices == replicas, "the executable runs ", replicas, " replica",
                 replicas == 1 ? "" : "s", ", one per device; got argument lists for ",
                 args->num_devices, " device", args->num_devices == 1 ? "" : "s");
    LADDER_CHECK(args->execute_device == nullptr, "execute_device is for portable executables");
    // Everything is checked before any replica starts: one failing alone would leave the others
    // waiting for it in their first collective.
    std::vector<std::vector<Tensor>> inputs(replicas);
    for (size_t r = 0; r < replicas; ++r) {
      const auto& types = loaded.programs[r]->input_types();
      LADDER_CHECK(args->num_args == types.size(), "expected ", types.size(), " arguments, got ",
                   args->num_args);
      for (size_t i = 0; i < args->num_args; ++i) {
        const c::Buffer* b = args->argument_lists[r][i];
        const c::Device* device = loaded.replica_devices[r];
        LADDER_CHECK(b->device == device, "argument ", i, " of replica ", r, " is on device ",
                     b->device->description.id, ", but the replica runs on device ",
                     device->description.id);
        LADDER_CHECK(b->tensor.type() == types[i], "argument ", i, " of replica ", r, " is ",
                     ladder::type_string(b->tensor.type()), ", expected ",
                     ladder::type_string(types[i]));
        inputs[r].push_back(b->tensor);
      }
    }
    std::vector<std::vector<Tensor>> outputs(replicas);
    if (replicas == 1) {
      outputs[0] = loaded.programs[0]->run(inputs[0]);
    } else {
      std::vector<std::string> errors(replicas);
      std::atomic<int> first_failure{-1};  // the replica that failed first; the others were released
      std::vector<std::thread> threads;
      for (size_t r = 0; r < replicas; ++r)
        threads.emplace_back([&, r] {
          try {
            outputs[r] = loaded.programs[r]->run(inputs[r]);
          } catch (const std::exception& e) {
            errors[r] = e.what();
            int none = -1;
            first_failure.compare_exchange_strong(none, static_cast<int>(r));
            // The other replicas stop waiting for this one in their collectives.
            if (auto* comm = loaded.replica_lowerers[r]->communicator()) comm->abandon(e.what());
          }
        });
      for (auto& t : threads) t.join();
      const int failed = first_failure.load();
      LADDER_CHECK(failed < 0, "replica ", failed, ": ", errors[static_cast<size_t>(std::max(failed, 0))]);
    }
    for (size_t r = 0; r < replicas; ++r) {
      if (fault() == "drift" && r == 1 && !outputs[r].empty() && outputs[r][0].byte_size() >= 4) {
        uint32_t bits;
        std::memcpy(&bits, outputs[r][0].bytes(), 4);
        ++bits;
        std::memcpy(outputs[r][0].bytes(), &bits, 4);
      }
      if (fault() == "wrong-shape" && !outputs[r].empty()) {
        Tensor& t = outputs[r][0];
        Tensor reshaped(t.dtype(), {t.num_elements(), 1});
        std::memcpy(reshaped.bytes(), t.bytes(), t.byte_size());
        t = std::move(reshaped);
      }
      for (size_t i = 0; i < outputs[r].size(); ++i) {
        args->output_lists[r][i] = make<c::Buffer>("Buffer", loaded.client,
                                                   loaded.replica_devices[r],
                                                   std::move(outputs[r][i]));
        ++loaded.client->live_children;
      }
      if (args->device_complete_events) args->device_complete_events[r] = make<c::Event>("Event");
    }
    return nullptr;
  });
}

// ---- buffers ------------------------------------------------------------------------

c::Error* buffer_destroy(c::ObjectArgs* args) {
  auto* buffer = static_cast<c::Buffer*>(args->object);
  if (buffer) --buffer->client->live_children;
  destroy("Buffer", buffer);
  return nullptr;
}

c::Error* buffer_element_type(c::BufferElementTypeArgs* args) {
  return entry("PJRT_Buffer_ElementType", args, [&]() -> c::Error* {
    args->type = kBufferTypes.at(args->buffer->tensor.dtype());
    return nullptr;
  });
}

c::Error* buffer_dimensions(c::BufferDimensionsArgs* args) {
  return entry("PJRT_Buffer_Dimensions", args, [&]() -> c::Error* {
    args->dims = args->buffer->tensor.shape().data();
    args->num_dims = args->buffer->tensor.shape().size();
    return nullptr;
  });
}

c::Error* buffer_to_host(c::BufferToHostBufferArgs* args) {
  return entry("PJRT_Buffer_ToHostBuffer", args, [&]() -> c::Error* {
    const Tensor& t = args->src->tensor;
    if (args->dst == nullptr) {
      args->dst_size = t.byte_size();
      return nullptr;
    }
    LADDER_CHECK(args->dst_size >= static_cast<size_t>(t.byte_size()), "dst_size ", args->dst_size,
                 " < ", t.byte_size());
    std::memcpy(args->dst, t.bytes(), t.byte_size());
    args->event = make<c::Event>("Event");
    return nullptr;
  });
}

struct Table {
  c::ApiHeader header;
  void* slots[c::kNumSlotsUsed];
};

template <typename F>
void set(Table& table, c::Slot slot, F* function) {
  table.slots[static_cast<int>(slot)] = reinterpret_cast<void*>(function);
}

}  // namespace

extern "C" {

__attribute__((visibility("default"))) const c::ApiHeader* GetPjrtApi() {
  static Table table;
  table = {};
  table.header.struct_size = sizeof(Table);
  table.header.version.struct_size = sizeof(c::ApiVersion);
  table.header.version.major_version = c::kApiMajor;
  table.header.version.minor_version = c::kMinApiMinor;
  using S = c::Slot;
  set(table, S::Error_Destroy, error_destroy);
  set(table, S::Error_Message, error_message);
  set(table, S::Error_GetCode, error_get_code);
  set(table, S::Plugin_Initialize, plugin_initialize);
  set(table, S::Plugin_Attributes, plugin_attributes);
  set(table, S::Event_Destroy, event_destroy);
  set(table, S::Event_Await, event_await);
  set(table, S::Client_Create, client_create);
  set(table, S::Client_Destroy, client_destroy);
  set(table, S::Client_PlatformName, client_platform_name);
  set(table, S::Client_PlatformVersion, client_platform_version);
  set(table, S::Client_AddressableDevices, client_addressable_devices);
  set(table, S::Client_Compile, client_compile);
  set(table, S::Client_BufferFromHostBuffer, client_buffer_from_host);
  set(table, S::DeviceDescription_Id, device_description_id);
  set(table, S::DeviceDescription_Kind, device_description_kind);
  set(table, S::Device_GetDescription, device_get_description);
  set(table, S::Device_LocalHardwareId, device_local_hardware_id);
  set(table, S::Executable_Destroy, executable_destroy);
  set(table, S::Executable_NumOutputs, executable_num_outputs);
  set(table, S::LoadedExecutable_Destroy, loaded_executable_destroy);
  set(table, S::LoadedExecutable_GetExecutable, loaded_executable_get_executable);
  set(table, S::LoadedExecutable_Execute, loaded_executable_execute);
  set(table, S::Buffer_Destroy, buffer_destroy);
  set(table, S::Buffer_ElementType, buffer_element_type);
  set(table, S::Buffer_Dimensions, buffer_dimensions);
  set(table, S::Buffer_ToHostBuffer, buffer_to_host);

  const std::string f = fault();
  if (f == "major") table.header.version.major_version = c::kApiMajor + 1;
  if (f == "old-minor") table.header.version.minor_version = c::kMinApiMinor - 1;
  if (f == "short-table") table.header.struct_size = c::slot_offset(S::LoadedExecutable_Execute);
  if (f == "null-slot") table.slots[static_cast<int>(S::LoadedExecutable_Execute)] = nullptr;
  return &table.header;
}

// For tests: objects handed out and not destroyed yet, and what the client did wrong.
__attribute__((visibility("default"))) int ladder_test_plugin_live_objects() {
  int n = 0;
  for (const auto& [kind, count] : live) n += count;
  return n;
}

__attribute__((visibility("default"))) const char* ladder_test_plugin_misuse() {
  return misuse.c_str();
}

// Buffers made from host data (PJRT_Client_BufferFromHostBuffer) since the process started.
__attribute__((visibility("default"))) int ladder_test_plugin_uploads() { return uploads; }

}  // extern "C"
