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
//
// Across processes. Started by an MPI launcher with more than one process (`mpirun -np P ladder
// ... --lowerer pjrt`), each process creates its client as node `rank` of `P` (the create
// options node_id and num_nodes, int64, as XLA's GPU plugin takes them) and hands it the job's
// key-value store (exec/mpi/kv_store.h) as the kv_get/kv_try_get/kv_put callbacks, so the P
// clients form one XLA job. devices() stays this process's addressable devices, the same number
// M on every process (checked). A module for R = P × L replicas (1 ≤ L ≤ M) runs L replicas in
// each process: replica r on process r / L, on its local device r % L (the device assignment
// names every replica's global device id); Executable::replicas() is L, and each process calls
// execute_replicated with its own L argument lists, for its replicas rank · L … rank · L + L − 1.
// Any other R is refused, naming R, P and M. Creating the lowerer is then collective (every
// process creates it at the same point). A plugin that refuses node_id/num_nodes or the store
// is reported as lacking multi-process support.
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
