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
// LADDER_TEST_PLUGIN_FAULT makes it misbehave, read at the call it affects:
//   major, old-minor     GetPjrtApi reports API 1.x, or a minor below ladder's minimum
//   short-table          the table ends before PJRT_LoadedExecutable_Execute
//   null-slot            PJRT_LoadedExecutable_Execute is null
//   no-attributes        Plugin_Attributes fails with UNIMPLEMENTED
//   compile-error        Client_Compile fails with INVALID_ARGUMENT
//   wrong-outputs        the executable claims one output more than the module has
//   wrong-shape          Execute returns output 0 with the wrong shape
//   execute-error        Execute fails with RESOURCE_EXHAUSTED
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
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
};
struct Client {
  std::vector<std::unique_ptr<Device>> owned_devices;
  std::vector<Device*> devices;  // addressable, in order; device i has id i
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
  std::vector<Device*> replica_devices;  // replica r runs on replica_devices[r]
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

// Touched only by the threads that call into the plugin, never by a replica's thread.
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
  ++live[kind];
  return new T{std::forward<A>(args)...};
}

template <typename T>
void destroy(const char* kind, T* object) {
  if (object == nullptr) return;
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
        {"memory_fraction", c::kFloat},
        {"preallocate", c::kBool},
        {"allocator", c::kString},
        {"visible_devices", c::kInt64List}};
    auto known = kKnown.find(name);
    LADDER_CHECK(known != kKnown.end(), "Unknown create option '", name, "'");
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

c::Error* client_create(c::ClientCreateArgs* args) {
  return entry("PJRT_Client_Create", args, [&]() -> c::Error* {
    std::string options = describe_create_options(args->create_options, args->num_options);
    const int devices = virtual_devices();
    c::Client* client = make<c::Client>("Client");
    for (int i = 0; i < devices; ++i) {
      auto& device = client->owned_devices.emplace_back(std::make_unique<c::Device>());
      device->description.id = i;
      device->local_hardware_id = i;
      client->devices.push_back(device.get());
    }
    client->platform_version =
        "ladder test plugin; create options: " + (options.empty() ? "none" : options);
    args->client = client;
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

// The devices replica 0 … n-1 run on: the assignment's when one was sent (checked against the
// client's devices), else the first n.
std::vector<c::Device*> replica_devices(const c::Client& client, const BuildOptions& build) {
  const int64_t n = build.num_replicas;
  LADDER_CHECK(n <= static_cast<int64_t>(client.devices.size()), "compile options: ", n,
               " replicas, and the client has ", client.devices.size(), " device",
               client.devices.size() == 1 ? "" : "s");
  if (!build.device_assignment)
    return {client.devices.begin(), client.devices.begin() + n};
  const DeviceAssignment& a = *build.device_assignment;
  LADDER_CHECK(a.replica_count == n && a.computation_count == 1 &&
                   a.computation_devices.size() == 1 &&
                   static_cast<int64_t>(a.computation_devices[0].size()) == n,
               "compile options: the device assignment is for ", a.replica_count, " replicas and ",
               a.computation_count, " computations (", a.computation_devices.size(),
               " listed); expected ", n, " replicas of 1");
  std::vector<c::Device*> devices;
  for (int64_t id : a.computation_devices[0]) {
    auto it = std::ranges::find_if(client.devices,
                                   [&](const c::Device* d) { return d->description.id == id; });
    LADDER_CHECK(it != client.devices.end(), "compile options: the device assignment names device ",
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
    if (build.num_replicas == 1) {
      loaded->programs.push_back(args->client->lowerer->compile(loaded->module, *main));
    } else {
      auto communicators =
          ladder::exec::make_local_communicators(static_cast<int>(build.num_replicas));
      for (auto& communicator : communicators) {
        ladder::exec::LowererOptions options;
        options.communicator = communicator;
        auto& lowerer =
            loaded->replica_lowerers.emplace_back(ladder::exec::make_reference_lowerer(options));
        loaded->programs.push_back(lowerer->compile(loaded->module, *main));
      }
    }
    ++live["LoadedExecutable"];
    ++args->client->live_children;
    args->executable = loaded.release();
    return nullptr;
  });
}

const std::map<DType, c::BufferType> kBufferTypes = {
    {DType::f32, c::kF32}, {DType::f64, c::kF64}, {DType::bf16, c::kBF16}, {DType::f16, c::kF16},
    {DType::i1, c::kPred}, {DType::i32, c::kS32}, {DType::i64, c::kS64},   {DType::ui8, c::kU8},
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
      std::vector<std::thread> threads;
      for (size_t r = 0; r < replicas; ++r)
        threads.emplace_back([&, r] {
          try {
            outputs[r] = loaded.programs[r]->run(inputs[r]);
          } catch (const std::exception& e) {
            errors[r] = e.what();
          }
        });
      for (auto& t : threads) t.join();
      for (size_t r = 0; r < replicas; ++r)
        LADDER_CHECK(errors[r].empty(), "replica ", r, ": ", errors[r]);
    }
    for (size_t r = 0; r < replicas; ++r) {
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
