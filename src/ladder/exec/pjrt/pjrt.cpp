#include "ladder/exec/pjrt/pjrt.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <set>
#include <utility>

#include "ladder/core/element.h"
#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/pjrt/client_options.h"
#include "ladder/exec/pjrt/plugin.h"
#include "ladder/stablehlo/printer.h"
#ifdef LADDER_HAVE_MPI
#include "ladder/exec/mpi/kv_store.h"
#endif

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

std::string compile_options_proto(std::span<const int64_t> replica_device_ids) {
  const int64_t replicas =
      replica_device_ids.empty() ? 1 : static_cast<int64_t>(replica_device_ids.size());
  std::string build;                  // xla.ExecutableBuildOptionsProto
  put_int_field(build, 1, -1);        // device_ordinal
  put_int_field(build, 4, replicas);  // num_replicas
  put_int_field(build, 5, 1);         // num_partitions
  if (!replica_device_ids.empty()) {
    std::string ids;  // packed, as proto3 writes a repeated int64
    for (int64_t id : replica_device_ids) put_varint(ids, static_cast<uint64_t>(id));
    std::string computation;                        // DeviceAssignmentProto.ComputationDevice
    put_message_field(computation, 1, ids);         // replica_device_ids
    std::string assignment;                         // xla.DeviceAssignmentProto
    put_int_field(assignment, 1, replicas);         // replica_count
    put_int_field(assignment, 2, 1);                // computation_count
    put_message_field(assignment, 3, computation);  // computation_devices
    put_message_field(build, 9, assignment);        // device_assignment
  }
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
    case DType::ui32:
      return c::kU32;
    case DType::i8:
      return c::kS8;
    case DType::i16:
      return c::kS16;
    case DType::ui16:
      return c::kU16;
    case DType::ui64:
      return c::kU64;
    case DType::f8E4M3FN:
      return c::kF8E4M3FN;
    case DType::f8E5M2:
      return c::kF8E5M2;
    case DType::f8E4M3FNUZ:
      return c::kF8E4M3FNUZ;
    case DType::f8E5M2FNUZ:
      return c::kF8E5M2FNUZ;
    case DType::i2:
      return c::kS2;
    case DType::i4:
      return c::kS4;
    case DType::ui2:
      return c::kU2;
    case DType::ui4:
      return c::kU4;
    case DType::f8E3M4:
      return c::kF8E3M4;
    case DType::f8E4M3:
      return c::kF8E4M3;
    case DType::f8E4M3B11FNUZ:
      return c::kF8E4M3B11FNUZ;
    case DType::f8E8M0FNU:
      return c::kF8E8M0FNU;
    case DType::f4E2M1FN:
      return c::kF4E2M1FN;
    case DType::c64:  // real then imaginary part, as ladder stores them
      return c::kC64;
    case DType::c128:
      return c::kC128;
    case DType::f6E2M3FN:  // the C API has no f6 types
    case DType::f6E3M2FN:
      return c::kInvalid;
  }
  throw InternalError("unhandled dtype");
}

// "tensor<2x3xf32>" for what a plugin reports, spelling element types ladder lacks by number.
std::string reported_type(c::BufferType t, const Shape& shape) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (t != c::kInvalid && buffer_type(static_cast<DType>(i)) == t) return type_string({static_cast<DType>(i), shape});
  return cat("tensor<", shape_string(shape), shape.empty() ? "" : "x", "(PJRT element type ", t,
             ")>");
}

#ifdef LADDER_HAVE_MPI
// The MPI job's key-value store as the client's kv callbacks see it: every key under a prefix of
// this client's, so that a second client of the same processes (a check creating several) never
// reads the first one's values.
struct KeyValueBridge {
  std::shared_ptr<KeyValueStore> store;
  std::string prefix;  // "ladder.pjrt.client<k>/", k counting this process's multi-process clients
};

// A value for the plugin, freed by it through the deleter it is handed with.
void hand_out(const std::string& value, char*& out, size_t& out_size, c::KeyValueDeleter& deleter) {
  out = new char[std::max<size_t>(value.size(), 1)];
  std::memcpy(out, value.data(), value.size());
  out_size = value.size();
  deleter = [](char* v) { delete[] v; };
}

// Runs `body` for a kv callback: nothing may unwind into the plugin, so every failure becomes
// the plugin's error (a timeout DEADLINE_EXCEEDED).
template <typename Args, typename Body>
c::Error* kv_callback(Args* args, Body body) {
  auto fail = [&](c::ErrorCode code, const std::string& message) {
    return (*args->callback_error)(code, message.data(), message.size());
  };
  try {
    const auto& bridge = *static_cast<const KeyValueBridge*>(args->user_arg);
    return body(bridge, bridge.prefix + std::string(args->key, args->key_size), fail);
  } catch (const KeyValueTimeout& e) {
    return fail(c::kDeadlineExceeded, e.what());
  } catch (const std::exception& e) {
    return fail(c::kInternal, e.what());
  }
}

c::Error* kv_get(c::KeyValueGetArgs* args) {
  return kv_callback(args, [&](const KeyValueBridge& bridge, const std::string& key, auto&&) -> c::Error* {
    hand_out(bridge.store->get(key, args->timeout_in_ms), args->value, args->value_size,
             args->value_deleter_callback);
    return nullptr;
  });
}

c::Error* kv_try_get(c::KeyValueTryGetArgs* args) {
  return kv_callback(args, [&](const KeyValueBridge& bridge, const std::string& key, auto&& fail) -> c::Error* {
    std::optional<std::string> value = bridge.store->try_get(key);
    if (!value) return fail(c::kNotFound, cat("key-value store: no process has put '", key, "'"));
    hand_out(*value, args->value, args->value_size, args->value_deleter_callback);
    return nullptr;
  });
}

c::Error* kv_put(c::KeyValuePutArgs* args) {
  return kv_callback(args, [&](const KeyValueBridge& bridge, const std::string& key, auto&&) -> c::Error* {
    bridge.store->put(key, std::string_view(args->value, args->value_size));
    return nullptr;
  });
}
#else
struct KeyValueBridge {};
#endif

// What every buffer and executable of one lowerer shares. The client goes with the last of
// them, never before: a buffer freed after its client crashes GPU plugins.
struct Session {
  std::shared_ptr<const Plugin> plugin;
  c::Client* client = nullptr;
  // The client's addressable devices: one replica runs on the first; local replica r of a module
  // for several runs on devices[r].
  std::vector<c::Device*> devices;
  std::vector<int64_t> device_ids;  // their ids (DeviceDescription_Id), for device assignments
  bool resident = true;
  // Across the processes of an MPI job: every process's device ids, by rank (empty in one
  // process), and the key-value store the client was given, which outlives it.
  std::vector<std::vector<int64_t>> process_device_ids;
  std::unique_ptr<KeyValueBridge> kv;
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

DeviceBuffer copy_to_device(const Session& s, const Tensor& t, int device) {
  LADDER_ASSERT(t.byte_size() == t.type().byte_size());
  c::ClientBufferFromHostBufferArgs args{};
  args.client = s.client;
  args.data = t.bytes();
  args.type = buffer_type(t.dtype());
  if (args.type == c::kInvalid)
    throw Error(cat("the PJRT C API has no buffer type for ", dtype_name(t.dtype()), " (tensor ",
                    type_string(t.type()), ")"));
  args.dims = t.shape().data();
  args.num_dims = t.shape().size();
  args.host_buffer_semantics = c::kImmutableOnlyDuringCall;  // the tensor may go right after
  args.device = s.devices[static_cast<size_t>(device)];
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
  // i2/i4 come back a byte each with the bits above the value's zero (XLA's CPU plugin):
  // sign-extend them as ladder stores them (core/element.h).
  const DType t = type.dtype;
  if (is_integer(t) && dtype_bits(t) < 8) {
    uint8_t* bytes = tensor.bytes();
    for (int64_t i = 0; i < tensor.num_elements(); ++i) bytes[i] = static_cast<uint8_t>(wrap_sub_byte(t, bytes[i]));
  }
  return tensor;
}

// On a device when resident (device_index says which of the session's), else a host tensor
// that each execute uploads again.
class PjrtBuffer final : public Buffer {
 public:
  PjrtBuffer(std::shared_ptr<const Session> session, TensorType type, DeviceBuffer device,
             int device_index)
      : session_(std::move(session)),
        type_(std::move(type)),
        device_(std::move(device)),
        device_index_(device_index) {}
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
  int device_index() const { return device_index_; }
  const Tensor* host() const { return host_ ? &*host_ : nullptr; }

 private:
  std::shared_ptr<const Session> session_;  // first: outlives device_
  TensorType type_;
  DeviceBuffer device_;
  int device_index_ = -1;
  std::optional<Tensor> host_;
};

class PjrtExecutable final : public Executable {
 public:
  PjrtExecutable(Lowerer& lowerer, std::shared_ptr<const Session> session,
                 LoadedExecutable executable, const ir::Function& function, int replicas)
      : Executable(lowerer),
        session_(std::move(session)),
        executable_(std::move(executable)),
        name_(function.name),
        result_names_(function.result_names),
        inputs_(function.input_types()),
        outputs_(function.output_types()),
        replicas_(replicas) {}

  const std::vector<TensorType>& input_types() const override { return inputs_; }
  const std::vector<TensorType>& output_types() const override { return outputs_; }
  int replicas() const override { return replicas_; }

  std::vector<std::unique_ptr<Buffer>> execute(std::span<Buffer* const> args,
                                               const ExecuteOptions& options) override {
    LADDER_CHECK(replicas_ == 1, "[pjrt] @", name_, " is compiled for ", replicas_,
                 " replicas, which the pjrt lowerer runs together, one per device, in one call "
                 "(Executable::execute_replicated, an argument list per replica); execute runs "
                 "one");
    check_arguments(args, inputs_);
    return std::move(launch({args}, options)[0]);
  }

  std::vector<std::vector<std::unique_ptr<Buffer>>> execute_replicated(
      std::span<const std::vector<Buffer*>> per_replica_args,
      const ExecuteOptions& options) override {
    LADDER_CHECK(per_replica_args.size() == static_cast<size_t>(replicas_), "[pjrt] @", name_,
                 " is compiled for ", replicas_, " replica", replicas_ == 1 ? "" : "s", ", got ",
                 per_replica_args.size(), " argument list",
                 per_replica_args.size() == 1 ? "" : "s");
    std::vector<std::span<Buffer* const>> lists;
    for (size_t r = 0; r < per_replica_args.size(); ++r) {
      try {
        check_arguments(per_replica_args[r], inputs_);
      } catch (const Error& e) {
        throw Error(cat("[pjrt] @", name_, ", replica ", r, ": ", e.what()));
      }
      lists.emplace_back(per_replica_args[r]);
    }
    return launch(lists, options);
  }

 private:
  // Runs replica r on device r with lists[r] (checked), in one PJRT_LoadedExecutable_Execute.
  std::vector<std::vector<std::unique_ptr<Buffer>>> launch(
      const std::vector<std::span<Buffer* const>>& lists, const ExecuteOptions& options) {
    const Session& s = *session_;
    const size_t replicas = lists.size();
    std::vector<DeviceBuffer> staged;  // inputs that were not on their replica's device
    std::vector<std::vector<c::Buffer*>> device_args(replicas);
    for (size_t r = 0; r < replicas; ++r) {
      const int device = static_cast<int>(r);
      for (Buffer* arg : lists[r]) {
        auto* own = dynamic_cast<PjrtBuffer*>(arg);
        if (own && own->session() == &s && own->device() && own->device_index() == device) {
          device_args[r].push_back(own->device());
          continue;
        }
        // Another lowerer's, a host copy, or on another device of this client: through the host.
        staged.push_back(own && own->host() ? copy_to_device(s, *own->host(), device)
                                            : copy_to_device(s, arg->to_host(), device));
        device_args[r].push_back(staged.back().get());
      }
    }

    // Only inputs the caller gave up may be reused for outputs.
    std::vector<int64_t> keep;
    for (int64_t i = 0; i < static_cast<int64_t>(inputs_.size()); ++i)
      if (std::ranges::find(options.donated_inputs, i) == options.donated_inputs.end())
        keep.push_back(i);
    c::ExecuteOptions execute_options{};
    execute_options.struct_size = sizeof(execute_options);
    execute_options.non_donatable_input_indices = keep.data();
    execute_options.num_non_donatable_input_indices = keep.size();

    std::vector<std::vector<c::Buffer*>> results(replicas,
                                                 std::vector<c::Buffer*>(outputs_.size(), nullptr));
    std::vector<c::Buffer* const*> argument_lists;
    std::vector<c::Buffer**> output_lists;
    for (size_t r = 0; r < replicas; ++r) {
      argument_lists.push_back(device_args[r].data());
      output_lists.push_back(results[r].data());
    }
    std::vector<c::Event*> done(replicas, nullptr);
    c::LoadedExecutableExecuteArgs run{};
    run.executable = executable_.get();
    run.options = &execute_options;
    run.argument_lists = argument_lists.data();
    run.num_devices = replicas;
    run.num_args = inputs_.size();
    run.output_lists = output_lists.data();
    run.device_complete_events = done.data();
    std::vector<std::vector<DeviceBuffer>> owned(replicas);
    try {
      s.plugin->call(c::Slot::LoadedExecutable_Execute, run);
      for (size_t r = 0; r < replicas; ++r)
        for (c::Buffer* b : results[r]) owned[r].emplace_back(s.plugin, b);
      // Every event is awaited (and so destroyed) before the first failure is reported.
      std::optional<Error> failed;
      for (c::Event* event : done) {
        try {
          s.plugin->await(event, c::Slot::LoadedExecutable_Execute);
        } catch (const Error& e) {
          if (!failed) failed = e;
        }
      }
      if (failed) throw *failed;
    } catch (const Error& e) {
      throw Error(cat("[pjrt] running @", name_, ": ", e.what()));
    }

    std::vector<std::vector<std::unique_ptr<Buffer>>> outputs(replicas);
    for (size_t r = 0; r < replicas; ++r) {
      for (size_t i = 0; i < outputs_.size(); ++i) {
        check_output(r, i, owned[r][i].get());
        if (s.resident)
          outputs[r].push_back(std::make_unique<PjrtBuffer>(
              session_, outputs_[i], std::move(owned[r][i]), static_cast<int>(r)));
        else
          outputs[r].push_back(
              std::make_unique<PjrtBuffer>(session_, download(s, owned[r][i].get(), outputs_[i])));
      }
    }
    return outputs;
  }

  // The plugin's output must be exactly what the function declares: a wrong element type or
  // shape would otherwise be read as garbage by the next step.
  void check_output(size_t replica, size_t i, c::Buffer* buffer) const {
    std::string what =
        cat("[pjrt] @", name_, replicas_ == 1 ? "" : cat(", replica ", replica), ": output ", i,
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
  int replicas_;
};

void rename_callees(ir::Block& block, const std::map<std::string, std::string>& renamed) {
  for (auto& node : block.nodes) {
    if (auto* call = std::get_if<ir::CallAttr>(&node->attr))
      if (auto it = renamed.find(call->callee); it != renamed.end()) call->callee = it->second;
    for (auto& region : node->regions) rename_callees(*region, renamed);
  }
}

// The functions `block` calls, directly or through others, added to `reached`.
void add_callees(const ir::Module& module, const ir::Block& block, std::set<std::string>& reached) {
  for (const auto& node : block.nodes) {
    if (const auto* call = std::get_if<ir::CallAttr>(&node->attr))
      if (const ir::Function* callee = module.find(call->callee);
          callee && reached.insert(callee->name).second)
        add_callees(module, callee->body, reached);
    for (const auto& region : node->regions) add_callees(module, *region, reached);
  }
}

// XLA's CPU compiler reads a negative sort dimension (the spec allows -rank .. -1) unreliably:
// with dimension = -2 it returned the operands unsorted in 1 of 40 runs on the pinned CPU
// plugin, and never with the same dimension as 0. The module XLA gets names it from 0.
void count_sort_dimensions_from_zero(ir::Block& block) {
  for (auto& node : block.nodes) {
    if (node->kind == ir::OpKind::Sort) {
      auto& a = std::get<ir::SortAttr>(node->attr);
      a.dimension = a.axis(node->operands[0].rank());
    }
    for (auto& region : node->regions) count_sort_dimensions_from_zero(*region);
  }
}

// XLA compiles the function named "main". A copy of the module, its sort dimensions counted
// from 0, is printed with `function` as its only public function, named main; the others stay
// as private callees. Its replica count becomes
// `replicas`: 1 for a function without collectives of a module for several, which is then
// printed without the functions it does not call (their collectives' replica groups name
// replicas a one-replica module does not have).
std::string entry_module_text(const ir::Module& module, const ir::Function& function,
                              int64_t replicas) {
  ir::Module copy = ir::clone(module);
  for (auto& f : copy.functions) count_sort_dimensions_from_zero(f->body);
  if (copy.num_replicas != replicas) {
    std::set<std::string> reached = {function.name};
    add_callees(module, function.body, reached);
    std::erase_if(copy.functions, [&](const auto& f) { return !reached.contains(f->name); });
    copy.num_replicas = replicas;
  }
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
    // A module for N replicas runs them all on N devices of this client, in one execute call
    // (execute_replicated); the plugin's collectives connect them, not a ladder communicator.
    // A function without collectives (a data-parallel module's forward) runs as one replica.
    const int64_t replicas = reaches_collective(module, function) ? module.num_replicas : 1;
    LADDER_CHECK(module.num_partitions == 1 || !reaches_collective(module, function), "[pjrt] ",
                 module.name.empty() ? std::string("the module") : "module @" + module.name, " is compiled for ",
                 module.num_partitions, " partitions per replica (mhlo.num_partitions); the pjrt lowerer compiles ",
                 "for one (run it on the reference or cpu lowerer)");
    const std::string what =
        cat(module.name.empty() ? std::string("the module") : "module @" + module.name,
            " is compiled for ", replicas, " replica", replicas == 1 ? "" : "s");
    const auto& processes = session_->process_device_ids;
    if (replicas > 1 && communicator_ && communicator_->size() > 1 && processes.empty())
      throw Error(cat("[pjrt] ", what, ", and this pjrt lowerer is replica ",
                      communicator_->rank(), " of ", communicator_->size(), " (",
                      communicator_->describe(),
                      "): the pjrt lowerer runs every replica itself, one per device of its "
                      "client; run it as one process"));
    const int64_t have = static_cast<int64_t>(session_->devices.size());
    // The replicas this process runs, on its first `local` devices, and every replica's device.
    int64_t local = replicas;
    std::vector<int64_t> assignment;
    if (!processes.empty() && replicas == 1) {
      // Named, so that a plugin across processes does not pick a device of another process.
      assignment = {session_->device_ids[0]};
    } else if (!processes.empty()) {
      const auto n = static_cast<int64_t>(processes.size());
      if (replicas % n != 0 || replicas / n > have) {
        std::string counts;  // n × 1, n × 2, ... n × have
        for (int64_t l = 1; l <= have; ++l)
          counts += cat(l == 1 ? "" : l == have ? " or " : ", ", n * l);
        throw Error(cat("[pjrt] ", what, ", and this job has ", n, " processes with ", have,
                        " addressable device", have == 1 ? "" : "s",
                        " each: across processes every process runs the same number of replicas, "
                        "one per device, so the module needs ", counts,
                        " replicas (processes × devices used per process)"));
      }
      local = replicas / n;
      // Replica r runs on process r / local, on its device r % local (pjrt.h).
      for (int64_t r = 0; r < replicas; ++r)
        assignment.push_back(processes[static_cast<size_t>(r / local)][static_cast<size_t>(r % local)]);
    } else {
      if (replicas > have)
        throw Error(cat("[pjrt] ", what, ", and the PJRT client (", description_.at("platform"),
                        ", ", session_->plugin->path(), ") has ", have, " addressable device",
                        have == 1 ? "" : "s", ": it needs one device per replica"));
      if (replicas > 1) assignment.assign(session_->device_ids.begin(), session_->device_ids.begin() + replicas);
    }
    std::string text = entry_module_text(module, function, replicas);
    std::string options = compile_options_proto(assignment);
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
    return std::make_unique<PjrtExecutable>(*this, session_, std::move(executable), function,
                                            static_cast<int>(local));
  }

  std::unique_ptr<Buffer> upload(const Tensor& tensor) override {
    return upload_to_device(tensor, 0);
  }

  int devices() const override { return static_cast<int>(session_->devices.size()); }

 protected:
  std::unique_ptr<Buffer> upload_to_device(const Tensor& tensor, int device) override {
    LADDER_CHECK(device >= 0 && device < devices(), "[pjrt] no device ", device,
                 ": the client has ", devices(), " addressable device",
                 devices() == 1 ? "" : "s");
    if (!session_->resident) return std::make_unique<PjrtBuffer>(session_, tensor);
    return std::make_unique<PjrtBuffer>(session_, tensor.type(),
                                        copy_to_device(*session_, tensor, device), device);
  }

 private:
  std::string client_string(c::Slot slot) const {
    c::ClientStringArgs args{};
    args.client = session_->client;
    session_->plugin->call(slot, args);
    return std::string(args.value, args.value_size);
  }

  std::shared_ptr<Session> session_;
  std::shared_ptr<Communicator> communicator_;  // set under an MPI launcher; see compile
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

// Every process's device ids, by rank, gathered over the job's communicator (collective). Each
// process must have as many addressable devices as the others.
std::vector<std::vector<int64_t>> gather_device_ids(Communicator& comm, const std::vector<int64_t>& own,
                                                    const std::string& plugin) {
  const auto n = static_cast<size_t>(comm.size());
  const int64_t count = static_cast<int64_t>(own.size());
  std::vector<int64_t> counts(n);
  comm.all_gather(&count, counts.data(), sizeof count, {});
  std::string listed;
  for (size_t p = 0; p < n; ++p) listed += cat(p ? ", " : "", counts[p]);
  LADDER_CHECK(std::ranges::all_of(counts, [&](int64_t c) { return c == count; }), "[pjrt] ", plugin,
               ": the processes of this MPI job have different numbers of addressable devices (",
               listed, ", by rank): a job across processes needs the same number on each");
  std::vector<int64_t> all(n * own.size());
  comm.all_gather(own.data(), all.data(), static_cast<int64_t>(own.size() * sizeof(int64_t)), {});
  std::vector<std::vector<int64_t>> ids(n);
  for (size_t p = 0; p < n; ++p) ids[p].assign(all.begin() + p * own.size(), all.begin() + (p + 1) * own.size());
  return ids;
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
  communicator_ = options.communicator;
  session_ = std::make_shared<Session>();
  session_->plugin = plugin;
  session_->resident = resident;
  std::vector<c::NamedValue> values = create.named_values();
  c::ClientCreateArgs args{};
  // Started by MPI with several processes: one client across all of them, this process its
  // node `rank` of `size`, sharing the job's key-value store.
  std::string job;
#ifdef LADDER_HAVE_MPI
  const bool across_processes = communicator_ && communicator_->size() > 1 && launched_by_mpi() &&
                                communicator_ == world_communicator();
  const int64_t node_id = across_processes ? communicator_->rank() : 0;
  const int64_t num_nodes = across_processes ? communicator_->size() : 1;
  if (across_processes) {
    static std::atomic<int> clients{0};
    session_->kv = std::make_unique<KeyValueBridge>(
        KeyValueBridge{world_key_value_store(), cat("ladder.pjrt.client", clients++, "/")});
    for (auto [name, value] : {std::pair{"node_id", &node_id}, std::pair{"num_nodes", &num_nodes}}) {
      c::NamedValue v{};
      v.struct_size = sizeof v;
      v.name = name;
      v.name_size = std::strlen(name);
      v.type = c::kInt64;
      v.int64_value = *value;
      v.value_size = 1;
      values.push_back(v);
    }
    args.kv_get_callback = kv_get;
    args.kv_get_user_arg = session_->kv.get();
    args.kv_try_get_callback = kv_try_get;
    args.kv_try_get_user_arg = session_->kv.get();
    args.kv_put_callback = kv_put;
    args.kv_put_user_arg = session_->kv.get();
    job = cat("process ", node_id, " of ", num_nodes, " of an MPI job (create options node_id=", node_id,
              " num_nodes=", num_nodes, ", and the job's key-value store)");
  }
#endif
  args.create_options = values.data();
  args.num_options = values.size();
  try {
    plugin->call(c::Slot::Client_Create, args);
  } catch (const Error& e) {
    if (!job.empty())
      throw Error(cat("[pjrt] ", plugin->path(), " refused a client for ", job, ": ", e.what(),
                      "; a plugin without multi-process support runs one process (its devices "
                      "run the replicas: leave out mpirun)"));
    throw Error(cat(plugin->path(), ": ", e.what(),
                    create.empty() ? "" : " (client options: " + create.summary() + ")"));
  }
  session_->client = args.client;

  c::ClientAddressableDevicesArgs devices{};
  devices.client = session_->client;
  plugin->call(c::Slot::Client_AddressableDevices, devices);
  LADDER_CHECK(devices.num_devices > 0, plugin->path(),
               ": the PJRT client has no addressable device");
  session_->devices.assign(devices.devices, devices.devices + devices.num_devices);

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
    session_->device_ids.push_back(id.id);
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
  if (!job.empty()) {
    description_["process"] = job;
    session_->process_device_ids = gather_device_ids(*communicator_, session_->device_ids, plugin->path());
  }
}

}  // namespace

}  // namespace pjrt

std::unique_ptr<Lowerer> make_pjrt_lowerer(const LowererOptions& options) {
  return std::make_unique<pjrt::PjrtLowerer>(options);
}

}  // namespace ladder::exec
