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
// LADDER_TEST_PLUGIN_FAULT makes it misbehave, read at the call it affects:
//   major, old-minor     GetPjrtApi reports API 1.x, or a minor below ladder's minimum
//   short-table          the table ends before PJRT_LoadedExecutable_Execute
//   null-slot            PJRT_LoadedExecutable_Execute is null
//   no-attributes        Plugin_Attributes fails with UNIMPLEMENTED
//   compile-error        Client_Compile fails with INVALID_ARGUMENT
//   wrong-outputs        the executable claims one output more than the module has
//   wrong-shape          Execute returns output 0 with the wrong shape
//   execute-error        Execute fails with RESOURCE_EXHAUSTED
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ladder/core/error.h"
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
  Device device;
  Device* devices[1] = {&device};
  std::string platform_version;
  std::unique_ptr<ladder::exec::Lowerer> lowerer = ladder::exec::make_reference_lowerer({});
  int live_children = 0;  // buffers and executables
};
struct Executable {
  size_t num_outputs;
};
struct LoadedExecutable {
  ladder::ir::Module module;  // first: the compiled program refers to it
  Client* client;
  std::unique_ptr<ladder::exec::Executable> program;
};
struct Buffer {
  Client* client;
  Tensor tensor;
};
}  // namespace ladder::exec::pjrt::c

namespace {

std::map<std::string, int> live;  // objects handed out and not yet destroyed, by kind
std::string misuse;               // what the client did wrong, "" when nothing
bool initialized = false;

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

c::Error* client_create(c::ClientCreateArgs* args) {
  return entry("PJRT_Client_Create", args, [&]() -> c::Error* {
    std::string options = describe_create_options(args->create_options, args->num_options);
    c::Client* client = make<c::Client>("Client");
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
    args->devices = args->client->devices;
    args->num_devices = 1;
    return nullptr;
  });
}

// The fields of the CompileOptionsProto the plugin insists on; protobuf's wire format.
struct BuildOptions {
  int64_t device_ordinal = 0, num_replicas = 0, num_partitions = 0;
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

BuildOptions read_compile_options(const char* data, size_t size) {
  BuildOptions build;
  auto p = reinterpret_cast<const uint8_t*>(data), end = p + size;
  while (p < end) {
    uint64_t tag = read_varint(p, end);
    LADDER_CHECK((tag & 7) == 2, "compile options: unexpected field ", tag >> 3, " of wire type ",
                 tag & 7);
    uint64_t length = read_varint(p, end);
    LADDER_CHECK(length <= static_cast<uint64_t>(end - p), "compile options: truncated field ",
                 tag >> 3);
    if (tag >> 3 == 3) {  // executable_build_options
      for (const uint8_t *q = p, *q_end = p + length; q < q_end;) {
        uint64_t inner = read_varint(q, q_end);
        LADDER_CHECK((inner & 7) == 0, "compile options: build option ", inner >> 3,
                     " is not a varint");
        int64_t value = static_cast<int64_t>(read_varint(q, q_end));
        if (inner >> 3 == 1) build.device_ordinal = value;
        if (inner >> 3 == 4) build.num_replicas = value;
        if (inner >> 3 == 5) build.num_partitions = value;
      }
    }
    p += length;
  }
  return build;
}

c::Error* client_compile(c::ClientCompileArgs* args) {
  return entry("PJRT_Client_Compile", args, [&]() -> c::Error* {
    if (fault() == "compile-error")
      return error(c::kInvalidArgument, "test fault: compilation refused");
    const c::Program& program = *args->program;
    LADDER_CHECK(std::string(program.format, program.format_size) == "mlir",
                 "program format is not mlir");
    BuildOptions build = read_compile_options(args->compile_options, args->compile_options_size);
    LADDER_CHECK(build.device_ordinal == -1 && build.num_replicas == 1 && build.num_partitions == 1,
                 "compile options: device_ordinal ", build.device_ordinal, ", num_replicas ",
                 build.num_replicas, ", num_partitions ", build.num_partitions,
                 "; expected -1, 1, 1");
    // Built in place: the compiled program keeps pointers into the module.
    auto loaded = std::unique_ptr<c::LoadedExecutable>(new c::LoadedExecutable{
        ladder::stablehlo::parse(std::string_view(program.code, program.code_size),
                                 "<pjrt program>"),
        args->client, nullptr});
    const ladder::ir::Function* main = loaded->module.find("main");
    LADDER_CHECK(main != nullptr, "the program has no @main");
    loaded->program = args->client->lowerer->compile(loaded->module, *main);
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
    LADDER_CHECK(args->device == &args->client->device, "unknown device");
    LADDER_CHECK(args->num_byte_strides == 0, "only dense row-major host data is supported");
    Tensor t(dtype_of(args->type), ladder::Shape(args->dims, args->dims + args->num_dims));
    if (t.byte_size() > 0) std::memcpy(t.bytes(), args->data, t.byte_size());
    args->buffer = make<c::Buffer>("Buffer", args->client, std::move(t));
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
    args->executable =
        make<c::Executable>("Executable", args->loaded_executable->program->output_types().size());
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
    LADDER_CHECK(args->num_devices == 1, "one device expected, got ", args->num_devices);
    c::LoadedExecutable& loaded = *args->executable;
    std::vector<Tensor> inputs;
    for (size_t i = 0; i < args->num_args; ++i)
      inputs.push_back(args->argument_lists[0][i]->tensor);
    std::vector<Tensor> outputs = loaded.program->run(inputs);
    if (fault() == "wrong-shape" && !outputs.empty()) {
      Tensor& t = outputs[0];
      Tensor reshaped(t.dtype(), {t.num_elements(), 1});
      std::memcpy(reshaped.bytes(), t.bytes(), t.byte_size());
      t = std::move(reshaped);
    }
    for (size_t i = 0; i < outputs.size(); ++i) {
      args->output_lists[0][i] = make<c::Buffer>("Buffer", loaded.client, std::move(outputs[i]));
      ++loaded.client->live_children;
    }
    if (args->device_complete_events) args->device_complete_events[0] = make<c::Event>("Event");
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

}  // extern "C"
