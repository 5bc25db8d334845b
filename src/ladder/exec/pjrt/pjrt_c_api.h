// ladder's own declarations of the parts of the PJRT C API that it uses, written from the
// public description of the interface (openxla/xla, xla/pjrt/c/pjrt_c_api.h, API 0.x).
//
// The ABI in brief. A plugin exports `const PJRT_Api* GetPjrtApi()`. PJRT_Api starts with
// {size_t struct_size; extension pointer; PJRT_Api_Version} (40 bytes on LP64) and is then a
// flat table of function pointers, slot i at byte 40 + 8·i. Slots are only ever appended, so
// a slot exists when struct_size > its offset (and the pointer is non-null). Every function
// takes one Args struct that starts {size_t struct_size; extension pointer}: the caller zeroes
// it and sets struct_size to the size of the newest layout it knows; a plugin reads the prefix
// it knows of a larger struct, and may refuse one smaller than its own. Every returned error,
// event, buffer, executable and client is the caller's to destroy.
//
// Only the slots and structs ladder calls are declared; the table is read as an array of
// pointers indexed by the Slot constants below, so the many slots ladder does not use need no
// declaration at all.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ladder::exec::pjrt::c {

// Opaque handles owned by the plugin.
struct Error;
struct Event;
struct Client;
struct Device;
struct DeviceDescription;
struct Memory;
struct Executable;
struct LoadedExecutable;
struct Buffer;

struct ExtensionBase {
  size_t struct_size;
  int type;
  ExtensionBase* next;
};

struct ApiVersion {
  size_t struct_size;
  ExtensionBase* extension_start;
  int major_version;
  int minor_version;
};

// The fixed head of the PJRT_Api table; the function slots follow it.
struct ApiHeader {
  size_t struct_size;
  ExtensionBase* extension_start;
  ApiVersion version;
};
static_assert(sizeof(ApiHeader) == 40, "PJRT_Api's first slot must sit at byte 40");

// The major version ladder speaks, and the oldest minor it accepts: 0.57 last rearranged the
// table, and nothing ladder sends needs a newer plugin (newer Args fields are sent zeroed,
// which older plugins ignore because they read only the prefix they know).
inline constexpr int kApiMajor = 0;
inline constexpr int kMinApiMinor = 57;

// Function slots used by ladder, by their index in the table.
#define LADDER_PJRT_SLOTS(X)            \
  X(Error_Destroy, 0)                   \
  X(Error_Message, 1)                   \
  X(Error_GetCode, 2)                   \
  X(Plugin_Initialize, 3)               \
  X(Plugin_Attributes, 4)               \
  X(Event_Destroy, 5)                   \
  X(Event_Await, 8)                     \
  X(Client_Create, 10)                  \
  X(Client_Destroy, 11)                 \
  X(Client_PlatformName, 12)            \
  X(Client_PlatformVersion, 14)         \
  X(Client_AddressableDevices, 16)      \
  X(Client_Compile, 20)                 \
  X(Client_BufferFromHostBuffer, 22)    \
  X(DeviceDescription_Id, 23)           \
  X(DeviceDescription_Kind, 26)         \
  X(Device_GetDescription, 29)          \
  X(Device_LocalHardwareId, 31)         \
  X(Executable_Destroy, 40)             \
  X(Executable_NumOutputs, 44)          \
  X(LoadedExecutable_Destroy, 50)       \
  X(LoadedExecutable_GetExecutable, 51) \
  X(LoadedExecutable_Execute, 55)       \
  X(Buffer_Destroy, 58)                 \
  X(Buffer_ElementType, 59)             \
  X(Buffer_Dimensions, 60)              \
  X(Buffer_ToHostBuffer, 70)

enum class Slot : int {
#define LADDER_PJRT_SLOT_ENUM(name, index) name = index,
  LADDER_PJRT_SLOTS(LADDER_PJRT_SLOT_ENUM)
#undef LADDER_PJRT_SLOT_ENUM
};

// One past the highest slot ladder uses: the table size a plugin needs to offer them all.
inline constexpr int kNumSlotsUsed = [] {
  int highest = 0;
#define LADDER_PJRT_SLOT_MAX(name, index) highest = std::max(highest, index);
  LADDER_PJRT_SLOTS(LADDER_PJRT_SLOT_MAX)
#undef LADDER_PJRT_SLOT_MAX
  return highest + 1;
}();

inline constexpr size_t slot_offset(Slot s) {
  return sizeof(ApiHeader) + sizeof(void*) * static_cast<size_t>(s);
}

// "PJRT_Client_Compile".
inline std::string_view slot_name(Slot s) {
  switch (s) {
#define LADDER_PJRT_SLOT_NAME(name, index) \
  case Slot::name:                         \
    return "PJRT_" #name;
    LADDER_PJRT_SLOTS(LADDER_PJRT_SLOT_NAME)
#undef LADDER_PJRT_SLOT_NAME
  }
  return "PJRT_?";
}

// ---- values ---------------------------------------------------------------------------

enum ErrorCode : int {
  kOk = 0,
  kCancelled,
  kUnknown,
  kInvalidArgument,
  kDeadlineExceeded,
  kNotFound,
  kAlreadyExists,
  kPermissionDenied,
  kResourceExhausted,
  kFailedPrecondition,
  kAborted,
  kOutOfRange,
  kUnimplemented,
  kInternal,
  kUnavailable,
  kDataLoss,
  kUnauthenticated,
};

enum NamedValueType : int { kString = 0, kInt64 = 1, kInt64List = 2, kFloat = 3, kBool = 4 };

struct NamedValue {
  size_t struct_size;
  ExtensionBase* extension_start;
  const char* name;
  size_t name_size;
  NamedValueType type;
  union {
    const char* string_value;
    int64_t int64_value;
    const int64_t* int64_list_value;
    float float_value;
    bool bool_value;
  };
  size_t value_size;  // element count for strings and lists, 1 for scalars
};
static_assert(sizeof(NamedValue) == 56);

// Element types as the C API numbers them (not xla::PrimitiveType's numbering).
enum BufferType : int {
  kInvalid = 0,
  kPred = 1,
  kS8 = 2,
  kS16 = 3,
  kS32 = 4,
  kS64 = 5,
  kU8 = 6,
  kU16 = 7,
  kU32 = 8,
  kU64 = 9,
  kF16 = 10,
  kF32 = 11,
  kF64 = 12,
  kBF16 = 13,
  kC64 = 14,
  kC128 = 15,
  kF8E5M2 = 16,
  kF8E4M3FN = 17,
  kF8E4M3B11FNUZ = 18,
  kF8E5M2FNUZ = 19,
  kF8E4M3FNUZ = 20,
  kS4 = 21,  // one element per byte on the host
  kU4 = 22,
  kToken = 23,
  kS2 = 24,
  kU2 = 25,
  kF8E4M3 = 26,
  kF8E3M4 = 27,
  kF8E8M0FNU = 28,
  kF4E2M1FN = 29,
};

// How long the plugin may read the host data given to BufferFromHostBuffer.
enum HostBufferSemantics : int { kImmutableOnlyDuringCall = 0 };

// ---- Args structs, in the order of their slots ----------------------------------------

// Every X_Destroy call (Error_Destroy included), and Event_Await, takes
// {struct_size, extension, object}.
struct ObjectArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  void* object;
};

struct ErrorMessageArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const Error* error;
  const char* message;  // out, lives as long as `error`
  size_t message_size;  // out
};

struct ErrorGetCodeArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const Error* error;
  ErrorCode code;  // out
};

struct PluginInitializeArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
};

struct PluginAttributesArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const NamedValue* attributes;  // out, lives as long as the process
  size_t num_attributes;         // out
};

// ---- the key-value store a multi-process client shares (given to Client_Create) --------
//
// The caller of Client_Create may hand the plugin a key-value store that every process of the
// job sees: the plugin's processes exchange what they must know of each other through it
// (topology, communicator ids). The callbacks may be called from any thread of the plugin's and
// must be safe to call concurrently; get blocks until the key is put or the timeout passes.
// A callback that fails returns the error it makes with `callback_error` (which copies the
// message), else null. Values handed out by get and try_get are freed by the plugin through
// `value_deleter_callback`, once it has copied them.

// Makes a plugin error for a failing callback to return.
using CallbackError = Error* (*)(ErrorCode code, const char* message, size_t message_size);
using KeyValueDeleter = void (*)(char* value);

struct KeyValueGetArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const char* key;
  size_t key_size;
  int timeout_in_ms;
  CallbackError* callback_error;
  void* user_arg;
  char* value;                             // out
  size_t value_size;                       // out
  KeyValueDeleter value_deleter_callback;  // out
};

struct KeyValueTryGetArgs {  // get without waiting: NOT_FOUND when the key is not there yet
  size_t struct_size;
  ExtensionBase* extension_start;
  const char* key;
  size_t key_size;
  CallbackError* callback_error;
  void* user_arg;
  char* value;                             // out
  size_t value_size;                       // out
  KeyValueDeleter value_deleter_callback;  // out
};

struct KeyValuePutArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const char* key;
  size_t key_size;
  const char* value;  // only for the call: the store copies it
  size_t value_size;
  CallbackError* callback_error;
  void* user_arg;
};

using KeyValueGetCallback = Error* (*)(KeyValueGetArgs* args);
using KeyValueTryGetCallback = Error* (*)(KeyValueTryGetArgs* args);
using KeyValuePutCallback = Error* (*)(KeyValuePutArgs* args);

struct ClientCreateArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  const NamedValue* create_options;
  size_t num_options;
  KeyValueGetCallback kv_get_callback;  // null for a one-process client
  void* kv_get_user_arg;
  KeyValuePutCallback kv_put_callback;
  void* kv_put_user_arg;
  Client* client;  // out
  KeyValueTryGetCallback kv_try_get_callback;
  void* kv_try_get_user_arg;
};

// PlatformName and PlatformVersion share this shape.
struct ClientStringArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Client* client;
  const char* value;  // out, lives as long as the client
  size_t value_size;  // out
};

struct ClientAddressableDevicesArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Client* client;
  Device* const* devices;  // out, lives as long as the client
  size_t num_devices;      // out
};

struct Program {
  size_t struct_size;
  ExtensionBase* extension_start;
  const char* code;
  size_t code_size;
  const char* format;  // "mlir": MLIR text or bytecode
  size_t format_size;
};

struct ClientCompileArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Client* client;
  const Program* program;
  const char* compile_options;  // a serialized xla.CompileOptionsProto
  size_t compile_options_size;
  LoadedExecutable* executable;  // out
};

struct ClientBufferFromHostBufferArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Client* client;
  const void* data;
  BufferType type;
  const int64_t* dims;
  size_t num_dims;
  const int64_t* byte_strides;  // null: dense, row-major
  size_t num_byte_strides;
  HostBufferSemantics host_buffer_semantics;
  Device* device;
  Memory* memory;                // null: the device's default memory
  void* device_layout;           // null: the default layout
  Event* done_with_host_buffer;  // out
  Buffer* buffer;                // out
};

struct DeviceDescriptionIdArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  DeviceDescription* description;
  int id;  // out
};

struct DeviceDescriptionKindArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  DeviceDescription* description;
  const char* kind;  // out
  size_t kind_size;  // out
};

struct DeviceGetDescriptionArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Device* device;
  DeviceDescription* description;  // out
};

struct DeviceLocalHardwareIdArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Device* device;
  int local_hardware_id;  // out; -1 when the plugin has none
};

struct ExecutableNumOutputsArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Executable* executable;
  size_t num_outputs;  // out
};

struct LoadedExecutableGetExecutableArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  LoadedExecutable* loaded_executable;
  Executable* executable;  // out, the caller destroys it
};

// Declared up to the newest field known (0.113); ladder sets only the donation list.
struct ExecuteOptions {
  size_t struct_size;
  ExtensionBase* extension_start;
  void* send_callbacks;
  void* recv_callbacks;
  size_t num_send_ops;
  size_t num_recv_ops;
  int launch_id;
  const int64_t* non_donatable_input_indices;
  size_t num_non_donatable_input_indices;
  void* context;
  const char* call_location;
  size_t num_tasks;
  int* task_ids;
  int64_t* incarnation_ids;
  void* multi_slice_config;
  bool use_major_to_minor_data_layout_for_callbacks;
  void* hlo_output_callbacks;
  size_t num_hlo_output_callbacks;
};

struct LoadedExecutableExecuteArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  LoadedExecutable* executable;
  ExecuteOptions* options;               // never null: plugins dereference it
  Buffer* const* const* argument_lists;  // [num_devices][num_args]
  size_t num_devices;
  size_t num_args;
  Buffer** const* output_lists;    // [num_devices][num_outputs], allocated by the caller
  Event** device_complete_events;  // [num_devices] or null
  Device* execute_device;          // null: the devices chosen at compile time
};

struct BufferElementTypeArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Buffer* buffer;
  BufferType type;  // out
};

struct BufferDimensionsArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Buffer* buffer;
  const int64_t* dims;  // out, lives as long as the buffer
  size_t num_dims;      // out
};

struct BufferToHostBufferArgs {
  size_t struct_size;
  ExtensionBase* extension_start;
  Buffer* src;
  void* host_layout;  // null: dense, row-major
  void* dst;          // null: only report the size needed in dst_size
  size_t dst_size;
  Event* event;  // out
};

// Where the fields that are easiest to misplace sit, as the upstream layout has them.
static_assert(offsetof(ClientCreateArgs, client) == 64 && sizeof(ClientCreateArgs) == 88);
static_assert(offsetof(KeyValueGetArgs, callback_error) == 40 && sizeof(KeyValueGetArgs) == 80);
static_assert(offsetof(KeyValueTryGetArgs, callback_error) == 32 && sizeof(KeyValueTryGetArgs) == 72);
static_assert(offsetof(KeyValuePutArgs, callback_error) == 48 && sizeof(KeyValuePutArgs) == 64);
static_assert(offsetof(ClientCompileArgs, executable) == 48);
static_assert(offsetof(ClientBufferFromHostBufferArgs, host_buffer_semantics) == 72 &&
              offsetof(ClientBufferFromHostBufferArgs, buffer) == 112);
static_assert(offsetof(ExecuteOptions, non_donatable_input_indices) == 56 &&
              sizeof(ExecuteOptions) == 144);
static_assert(offsetof(LoadedExecutableExecuteArgs, device_complete_events) == 64);
static_assert(offsetof(BufferToHostBufferArgs, event) == 48);

// The one symbol a plugin exports.
using GetPjrtApiFn = const ApiHeader* (*)();
inline constexpr const char* kGetPjrtApiSymbol = "GetPjrtApi";

}  // namespace ladder::exec::pjrt::c
