// The PJRT lowerer: runs an artifact through any XLA PJRT plugin (CUDA, ROCm, oneAPI, Metal,
// CPU) loaded at run time with dlopen, through ladder's own declarations of the PJRT C API
// (pjrt_c_api.h). No Python and no XLA headers are needed to build or run it.
//
// Options (LowererOptions keys; each falls back to an environment variable, see
// client_options.h): plugin, mem_fraction, preallocate, allocator, visible_devices, resident.
//
// Residency. Buffers returned by upload() and execute() stay on the device, so a train loop
// that feeds θ' back as the next step's θ never copies parameters or optimizer state through
// the host; Buffer::to_host() copies one back when asked (checkpoints, evaluation). With
// resident=0 (LADDER_RESIDENT=0) every buffer lives on the host instead: each execute uploads
// all inputs and downloads all outputs, the cost of a client without residency. Both modes run
// the same executable on the same bytes, so their results are bit-identical.
//
// Replicas. A module compiled for N replicas (Module::num_replicas) runs on the first N of the
// client's addressable devices, replica r on device r, all in one PJRT execute call
// (Executable::execute_replicated); the plugin connects their collectives. Lowerer::upload(t, r)
// puts a replica's arguments on its device, and each replica's outputs stay on it. A client
// with fewer devices than replicas is refused at compile time, naming both numbers.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "ladder/exec/lowerer.h"

namespace ladder::exec {

// Finds and loads the plugin and creates a client; one replica runs on its first addressable
// device. Throws ladder::Error for a bad option (before any plugin is touched), when no plugin
// loads (listing every place tried), or when the plugin refuses the client.
std::unique_ptr<Lowerer> make_pjrt_lowerer(const LowererOptions& options);

namespace pjrt {
// The serialized xla.CompileOptionsProto sent with every compile: device ordinal -1 and one
// partition; with no ids one replica (the plugin picks its device), else one replica per id,
// replica r on the device whose id (DeviceDescription_Id) is replica_device_ids[r], stated as
// the build options' device_assignment. Hand-encoded from the public field numbers, so no
// protobuf library is needed.
std::string compile_options_proto(std::span<const int64_t> replica_device_ids = {});
}  // namespace pjrt

}  // namespace ladder::exec
