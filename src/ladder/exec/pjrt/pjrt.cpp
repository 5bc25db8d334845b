#include "ladder/exec/pjrt/pjrt.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <set>
#include <utility>

#include "ladder/core/error.h"
#include "ladder/exec/pjrt/client_options.h"
#include "ladder/exec/pjrt/plugin.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::exec {

namespace pjrt {

namespace {

// The protobuf wire format, as much of it as CompileOptionsProto needs.
void put_varint(std::string& out, uint64_t v) {
  for (; v >= 0x80; v >>= 7) out += static_cast<char>((v & 0x7f) | 0x80);
  out += static_cast<char>(v);
}
void put_int_field(std::string& out, int field, int64_t value) {
  put_varint(out, static_cast<uint64_t>(field) << 3);  // wire type 0: varint
  put_varint(out, static_cast<uint64_t>(value));       // negative values take ten bytes
}
void put_message_field(std::string& out, int field, const std::string& message) {
  put_varint(out, static_cast<uint64_t>(field) << 3 | 2);  // wire type 2: length-delimited
  put_varint(out, message.size());
  out += message;
}

}  // namespace

std::string compile_options_proto() {
  std::string build;                     // xla.ExecutableBuildOptionsProto
  put_int_field(build, 1, -1);           // device_ordinal
  put_int_field(build, 4, 1);            // num_replicas
  put_int_field(build, 5, 1);            // num_partitions
  std::string options;                   // xla.CompileOptionsProto
  put_message_field(options, 3, build);  // executable_build_options
  return options;
}

namespace {

c::BufferType buffer_type(DType t) {
  switch (t) {
    case DType::f32:
      return c::kF32;
    case DType::f64:
      return c::kF64;
    case DType::bf16:
      return c::kBF16;
    case DType::f16:
      return c::kF16;
    case DType::i1:
      return c::kPred;  // one byte per element, as ladder stores i1
    case DType::i32:
      return c::kS32;
    case DType::i64:
      return c::kS64;
    case DType::ui8:
      return c::kU8;
    case DType::f8E4M3FN:
      return c::kF8E4M3FN;
    case DType::f8E5M2:
      return c::kF8E5M2;
    case DType::f8E4M3FNUZ:
      return c::kF8E4M3FNUZ;
    case DType::f8E5M2FNUZ:
      return c::kF8E5M2FNUZ;
  }
  throw InternalError("unhandled dtype");
}

// "tensor<2x3xf32>" for what a plugin reports, spelling element types ladder lacks by number.
std::string reported_type(c::BufferType t, const Shape& shape) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (buffer_type(static_cast<DType>(i)) == t) return type_string({static_cast<DType>(i), shape});
  return cat("tensor<", shape_string(shape), shape.empty() ? "" : "x", "(PJRT element type ", t,
             ")>");
}

// What every buffer and executable of one lowerer shares. The client goes with the last of
// them, never before: a buffer freed after its client crashes GPU plugins.
struct Session {
  std::shared_ptr<const Plugin> plugin;
  c::Client* client = nullptr;
  c::Device* device = nullptr;  // the first addressable device: ladder runs on one
  bool resident = true;
  ~Session() {
    if (plugin) plugin->destroy(c::Slot::Client_Destroy, client);
  }
};

// Owns one plugin object and frees it through its X_Destroy slot.
template <c::Slot kDestroy, typename T>
class Owned {
 public:
  Owned(std::shared_ptr<const Plugin> plugin, T* object)
      : plugin_(std::move(plugin)), object_(object) {}
  Owned(Owned&& other) noexcept
      : plugin_(std::move(other.plugin_)), object_(std::exchange(other.object_, nullptr)) {}
  Owned& operator=(Owned&&) = delete;
  ~Owned() {
    if (object_ != nullptr) plugin_->destroy(kDestroy, object_);
  }
  T* get() const { return object_; }

 private:
  std::shared_ptr<const Plugin> plugin_;
  T* object_;
};
using DeviceBuffer = Owned<c::Slot::Buffer_Destroy, c::Buffer>;
using LoadedExecutable = Owned<c::Slot::LoadedExecutable_Destroy, c::LoadedExecutable>;
using UnloadedExecutable = Owned<c::Slot::Executable_Destroy, c::Executable>;

DeviceBuffer upload_to_device(const Session& s, const Tensor& t) {
  LADDER_ASSERT(t.byte_size() == t.type().byte_size());
  c::ClientBufferFromHostBufferArgs args{};
  args.client = s.client;
  args.data = t.bytes();
  args.type = buffer_type(t.dtype());
  args.dims = t.shape().data();
  args.num_dims = t.shape().size();
  args.host_buffer_semantics = c::kImmutableOnlyDuringCall;  // the tensor may go right after
  args.device = s.device;
  s.plugin->call(c::Slot::Client_BufferFromHostBuffer, args);
  DeviceBuffer buffer(s.plugin, args.buffer);
  s.plugin->await(args.done_with_host_buffer, c::Slot::Client_BufferFromHostBuffer);
  return buffer;
}

Tensor download(const Session& s, c::Buffer* buffer, const TensorType& type) {
  c::BufferToHostBufferArgs query{};  // dst = null: the plugin reports the size it will write
  query.src = buffer;
  s.plugin->call(c::Slot::Buffer_ToHostBuffer, query);
  s.plugin->await(query.event, c::Slot::Buffer_ToHostBuffer);
  LADDER_CHECK(query.dst_size == static_cast<size_t>(type.byte_size()), "[pjrt] a buffer of ",
               type_string(type), " copies out as ", query.dst_size, " bytes, expected ",
               type.byte_size());
  Tensor tensor(type);
  if (tensor.byte_size() == 0) return tensor;
  c::BufferToHostBufferArgs copy{};
  copy.src = buffer;
  copy.dst = tensor.bytes();
  copy.dst_size = tensor.byte_size();
  s.plugin->call(c::Slot::Buffer_ToHostBuffer, copy);
  s.plugin->await(copy.event, c::Slot::Buffer_ToHostBuffer);
  return tensor;
}

// On the device when resident, else a host tensor that each execute uploads again.
class PjrtBuffer final : public Buffer {
 public:
  PjrtBuffer(std::shared_ptr<const Session> session, TensorType type, DeviceBuffer device)
      : session_(std::move(session)), type_(std::move(type)), device_(std::move(device)) {}
  PjrtBuffer(std::shared_ptr<const Session> session, Tensor host)
      : session_(std::move(session)),
        type_(host.type()),
        device_(session_->plugin, nullptr),
        host_(std::move(host)) {}

  const TensorType& type() const override { return type_; }
  Tensor to_host() const override {
    return host_ ? *host_ : download(*session_, device_.get(), type_);
  }

  const Session* session() const { return session_.get(); }
  c::Buffer* device() const { return device_.get(); }
  const Tensor* host() const { return host_ ? &*host_ : nullptr; }

 private:
  std::shared_ptr<const Session> session_;  // first: outlives device_
  TensorType type_;
  DeviceBuffer device_;
  std::optional<Tensor> host_;
};

class PjrtExecutable final : public Executable {
 public:
  PjrtExecutable(Lowerer& lowerer, std::shared_ptr<const Session> session,
                 LoadedExecutable executable, const ir::Function& function)
      : Executable(lowerer),
        session_(std::move(session)),
        executable_(std::move(executable)),
        name_(function.name),
        result_names_(function.result_names),
        inputs_(function.input_types()),
        outputs_(function.output_types()) {}

  const std::vector<TensorType>& input_types() const override { return inputs_; }
  const std::vector<TensorType>& output_types() const override { return outputs_; }

  std::vector<std::unique_ptr<Buffer>> execute(std::span<Buffer* const> args,
                                               const ExecuteOptions& options) override {
    check_arguments(args, inputs_);
    const Session& s = *session_;
    std::vector<DeviceBuffer> staged;  // inputs that were not on this client's device
    staged.reserve(args.size());
    std::vector<c::Buffer*> device_args;
    for (Buffer* arg : args) {
      auto* own = dynamic_cast<PjrtBuffer*>(arg);
      if (own && own->session() == &s && own->device()) {
        device_args.push_back(own->device());
        continue;
      }
      staged.push_back(own && own->host() ? upload_to_device(s, *own->host())
                                          : upload_to_device(s, arg->to_host()));
      device_args.push_back(staged.back().get());
    }

    // Only inputs the caller gave up may be reused for outputs.
    std::vector<int64_t> keep;
    for (int64_t i = 0; i < static_cast<int64_t>(args.size()); ++i)
      if (std::ranges::find(options.donated_inputs, i) == options.donated_inputs.end())
        keep.push_back(i);
    c::ExecuteOptions execute_options{};
    execute_options.struct_size = sizeof(execute_options);
    execute_options.non_donatable_input_indices = keep.data();
    execute_options.num_non_donatable_input_indices = keep.size();

    std::vector<c::Buffer*> results(outputs_.size(), nullptr);
    c::Buffer* const* argument_list = device_args.data();
    c::Buffer** output_list = results.data();
    c::Event* done = nullptr;
    c::LoadedExecutableExecuteArgs run{};
    run.executable = executable_.get();
    run.options = &execute_options;
    run.argument_lists = &argument_list;
    run.num_devices = 1;
    run.num_args = device_args.size();
    run.output_lists = &output_list;
    run.device_complete_events = &done;
    std::vector<DeviceBuffer> owned;
    try {
      s.plugin->call(c::Slot::LoadedExecutable_Execute, run);
      for (c::Buffer* b : results) owned.emplace_back(s.plugin, b);
      s.plugin->await(done, c::Slot::LoadedExecutable_Execute);
    } catch (const Error& e) {
      throw Error(cat("[pjrt] running @", name_, ": ", e.what()));
    }

    std::vector<std::unique_ptr<Buffer>> outputs;
    for (size_t i = 0; i < outputs_.size(); ++i) {
      check_output(i, owned[i].get());
      if (s.resident)
        outputs.push_back(std::make_unique<PjrtBuffer>(session_, outputs_[i], std::move(owned[i])));
      else
        outputs.push_back(
            std::make_unique<PjrtBuffer>(session_, download(s, owned[i].get(), outputs_[i])));
    }
    return outputs;
  }

 private:
  // The plugin's output must be exactly what the function declares: a wrong element type or
  // shape would otherwise be read as garbage by the next step.
  void check_output(size_t i, c::Buffer* buffer) const {
    std::string what =
        cat("[pjrt] @", name_, ": output ", i,
            i < result_names_.size() && !result_names_[i].empty() ? cat(" (", result_names_[i], ")")
                                                                  : "");
    LADDER_CHECK(buffer != nullptr, what, ": the plugin returned no buffer");
    c::BufferElementTypeArgs element{};
    element.buffer = buffer;
    session_->plugin->call(c::Slot::Buffer_ElementType, element);
    c::BufferDimensionsArgs dims{};
    dims.buffer = buffer;
    session_->plugin->call(c::Slot::Buffer_Dimensions, dims);
    Shape shape(dims.dims, dims.dims + dims.num_dims);
    const TensorType& expected = outputs_[i];
    LADDER_CHECK(element.type == buffer_type(expected.dtype) && shape == expected.shape, what,
                 ": the plugin returned ", reported_type(element.type, shape),
                 ", the function declares ", type_string(expected));
  }

  std::shared_ptr<const Session> session_;  // first: outlives executable_
  LoadedExecutable executable_;
  std::string name_;
  std::vector<std::string> result_names_;
  std::vector<TensorType> inputs_, outputs_;
};

void rename_callees(ir::Block& block, const std::map<std::string, std::string>& renamed) {
  for (auto& node : block.nodes) {
    if (auto* call = std::get_if<ir::CallAttr>(&node->attr))
      if (auto it = renamed.find(call->callee); it != renamed.end()) call->callee = it->second;
    for (auto& region : node->regions) rename_callees(*region, renamed);
  }
}

// XLA compiles the function named "main". The module is printed with `function` as its only
// public function, named main; the others stay as private callees.
std::string entry_module_text(const ir::Module& module, const ir::Function& function) {
  auto is_public = [](const auto& f) { return f->is_public; };
  if (function.name == "main" && function.is_public &&
      std::ranges::count_if(module.functions, is_public) == 1)
    return stablehlo::print(module);
  ir::Module copy = stablehlo::parse(stablehlo::print(module), "<pjrt entry>");
  std::map<std::string, std::string> renamed;
  for (auto& f : copy.functions) {
    f->is_public = f->name == function.name;
    if (f->name == function.name) {
      renamed[f->name] = "main";
    } else if (f->name == "main") {
      std::string free_name = "main_";
      while (copy.find(free_name) != nullptr) free_name += "_";
      renamed["main"] = free_name;
    }
  }
  for (auto& f : copy.functions) {
    if (auto it = renamed.find(f->name); it != renamed.end()) f->name = it->second;
    rename_callees(f->body, renamed);
  }
  return stablehlo::print(copy);
}

class PjrtLowerer final : public Lowerer {
 public:
  explicit PjrtLowerer(const LowererOptions& options);

  std::string name() const override { return "pjrt"; }
  std::map<std::string, std::string> describe() const override { return description_; }

  std::unique_ptr<exec::Executable> compile(const ir::Module& module,
                                            const ir::Function& function) override {
    LADDER_CHECK(module.find(function.name) == &function, "[pjrt] function @", function.name,
                 " is not part of the module given to compile");
    // One device per process for now: a module for several replicas is refused by name.
    exec::check_replicas(module, function, nullptr, "pjrt");
    std::string text = entry_module_text(module, function);
    std::string options = compile_options_proto();
    c::Program program{};
    program.struct_size = sizeof(program);
    program.code = text.data();
    program.code_size = text.size();
    program.format = "mlir";
    program.format_size = 4;
    c::ClientCompileArgs args{};
    args.client = session_->client;
    args.program = &program;
    args.compile_options = options.data();
    args.compile_options_size = options.size();
    const Plugin& plugin = *session_->plugin;
    try {
      plugin.call(c::Slot::Client_Compile, args);
    } catch (const Error& e) {
      throw Error(cat("[pjrt] compiling @", function.name, ": ", e.what()));
    }
    LoadedExecutable executable(session_->plugin, args.executable);

    c::LoadedExecutableGetExecutableArgs get{};
    get.loaded_executable = executable.get();
    plugin.call(c::Slot::LoadedExecutable_GetExecutable, get);
    UnloadedExecutable unloaded(session_->plugin, get.executable);
    c::ExecutableNumOutputsArgs count{};
    count.executable = unloaded.get();
    plugin.call(c::Slot::Executable_NumOutputs, count);
    const size_t declared = function.output_types().size();
    LADDER_CHECK(count.num_outputs == declared, "[pjrt] compiling @", function.name,
                 ": the plugin's executable has ", count.num_outputs,
                 " outputs, the function returns ", declared);
    return std::make_unique<PjrtExecutable>(*this, session_, std::move(executable), function);
  }

  std::unique_ptr<Buffer> upload(const Tensor& tensor) override {
    if (!session_->resident) return std::make_unique<PjrtBuffer>(session_, tensor);
    return std::make_unique<PjrtBuffer>(session_, tensor.type(),
                                        upload_to_device(*session_, tensor));
  }

 private:
  std::string client_string(c::Slot slot) const {
    c::ClientStringArgs args{};
    args.client = session_->client;
    session_->plugin->call(slot, args);
    return std::string(args.value, args.value_size);
  }

  std::shared_ptr<Session> session_;
  std::map<std::string, std::string> description_;
};

// Prints the client options on stderr, once per process for each distinct set: a program
// creating several clients (a train check) says it once.
void announce(const std::string& summary) {
  static std::mutex mutex;
  static std::set<std::string> announced;
  std::lock_guard lock(mutex);
  if (announced.insert(summary).second)
    std::fprintf(stderr, "ladder: pjrt client options: %s\n", summary.c_str());
}

// XLA compiles maximum and minimum "fast" on CPU by default (x86 maxps: max(1, NaN) = 1 and
// max(-0, +0) = -0), which is not StableHLO's maximum: a NaN activation would vanish in a
// ReLU instead of reaching the loss, where ladder reports a diverged run. So before an XLA
// plugin compiles anything, XLA_FLAGS (which XLA reads when it first compiles) asks for the
// spec's semantics on CPU and GPU, unless the user's XLA_FLAGS already names the flag.
// Returns the flags added, "" when none.
std::string ask_xla_for_spec_min_max(const Plugin& plugin) {
  if (!plugin.attributes().contains("xla_version")) return "";
  const char* current = std::getenv("XLA_FLAGS");
  std::string flags = current ? current : "", added;
  for (const char* flag : {"xla_cpu_enable_fast_min_max", "xla_gpu_enable_fast_min_max"}) {
    if (flags.find(flag) != std::string::npos) continue;
    added += cat(added.empty() ? "" : " ", "--", flag, "=false");
  }
  if (added.empty()) return "";
  flags += (flags.empty() ? "" : " ") + added;
  ::setenv("XLA_FLAGS", flags.c_str(), 1);
  return added;
}

const std::set<std::string> kOptionKeys = {"plugin",    "mem_fraction",    "preallocate",
                                           "allocator", "visible_devices", "resident"};

PjrtLowerer::PjrtLowerer(const LowererOptions& options) {
  for (const auto& [key, value] : options.values) {
    if (kOptionKeys.contains(key)) continue;
    std::string known;
    for (const auto& k : kOptionKeys) known += (known.empty() ? "" : ", ") + k;
    throw Error(cat("unknown option '", key, "' for the pjrt lowerer (known: ", known, ")"));
  }
  // Every setting is validated before a plugin is even looked for.
  const ClientOptions create = ClientOptions::from(options.values);
  bool resident = true;
  if (auto s = find_setting(options.values, "resident", "LADDER_RESIDENT"))
    resident = parse_switch(*s);
  auto plugin_option = options.values.find("plugin");
  std::shared_ptr<const Plugin> plugin =
      find_plugin(plugin_option == options.values.end() ? "" : plugin_option->second);

  if (!create.empty()) announce(create.summary());
  const std::string xla_flags = ask_xla_for_spec_min_max(*plugin);
  session_ = std::make_shared<Session>();
  session_->plugin = plugin;
  session_->resident = resident;
  std::vector<c::NamedValue> values = create.named_values();
  c::ClientCreateArgs args{};
  args.create_options = values.data();
  args.num_options = values.size();
  try {
    plugin->call(c::Slot::Client_Create, args);
  } catch (const Error& e) {
    throw Error(cat(plugin->path(), ": ", e.what(),
                    create.empty() ? "" : " (client options: " + create.summary() + ")"));
  }
  session_->client = args.client;

  c::ClientAddressableDevicesArgs devices{};
  devices.client = session_->client;
  plugin->call(c::Slot::Client_AddressableDevices, devices);
  LADDER_CHECK(devices.num_devices > 0, plugin->path(),
               ": the PJRT client has no addressable device");
  session_->device = devices.devices[0];

  description_ = {{"lowerer", "pjrt"},
                  {"plugin", plugin->path()},
                  {"pjrt_api", plugin->api_version()},
                  {"platform", client_string(c::Slot::Client_PlatformName)},
                  {"platform_version", client_string(c::Slot::Client_PlatformVersion)},
                  {"client_options", create.empty() ? "plugin defaults" : create.summary()},
                  {"resident", resident ? "1" : "0"},
                  {"devices", std::to_string(devices.num_devices)}};
  for (const auto& [key, value] : plugin->attributes()) description_["plugin." + key] = value;
  if (!xla_flags.empty()) description_["xla_flags_added"] = xla_flags;
  for (size_t i = 0; i < devices.num_devices; ++i) {
    c::DeviceGetDescriptionArgs get{};
    get.device = devices.devices[i];
    plugin->call(c::Slot::Device_GetDescription, get);
    c::DeviceDescriptionIdArgs id{};
    id.description = get.description;
    plugin->call(c::Slot::DeviceDescription_Id, id);
    c::DeviceDescriptionKindArgs kind{};
    kind.description = get.description;
    plugin->call(c::Slot::DeviceDescription_Kind, kind);
    c::DeviceLocalHardwareIdArgs hardware{};
    hardware.device = devices.devices[i];
    plugin->call(c::Slot::Device_LocalHardwareId, hardware);
    description_[cat("device.", i)] =
        cat("id=", id.id, " kind=", std::string(kind.kind, kind.kind_size),
            " local_hardware_id=", hardware.local_hardware_id);
  }
}

}  // namespace

}  // namespace pjrt

std::unique_ptr<Lowerer> make_pjrt_lowerer(const LowererOptions& options) {
  return std::make_unique<pjrt::PjrtLowerer>(options);
}

}  // namespace ladder::exec
