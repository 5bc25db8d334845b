// The lowerer interface that every backend implements: reference (float64 loops), cpu
// (oneDNN/BLAS, fused, planned memory) and pjrt (any XLA plugin). A Lowerer compiles one
// function of a Module into an Executable; an Executable runs on Buffers, which live
// wherever the lowerer keeps data (host memory, or a device for PJRT), so that a train
// step's parameters can stay resident between steps.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::exec {

class Communicator;  // collective.h

// Data owned by a lowerer. to_host() copies it back.
class Buffer {
 public:
  virtual ~Buffer() = default;
  virtual const TensorType& type() const = 0;
  virtual Tensor to_host() const = 0;
};

struct ExecuteOptions {
  // Inputs whose buffers the caller gives up: the executable may overwrite them (a train
  // step updating θ in place). A donated buffer must not be used again by the caller.
  std::vector<int> donated_inputs;
};

class Executable {
 public:
  virtual ~Executable() = default;
  virtual const std::vector<TensorType>& input_types() const = 0;
  virtual const std::vector<TensorType>& output_types() const = 0;

  // Runs once. Arguments are checked against input_types() (count, dtype, shape) and a
  // mismatch throws ladder::Error naming the argument.
  virtual std::vector<std::unique_ptr<Buffer>> execute(std::span<Buffer* const> args,
                                                       const ExecuteOptions& options = {}) = 0;

  // Convenience: upload, execute, download.
  std::vector<Tensor> run(std::span<const Tensor> args);

  // Replicas one call of execute_replicated() runs: the module's replica count
  // (Module::num_replicas) on a lowerer that runs them all itself on several devices (pjrt);
  // 1 elsewhere, where each replica is its own lowerer with its own communicator.
  virtual int replicas() const { return 1; }

  // Runs every replica of a module compiled for several in one call, replica r on device r of
  // the lowerer (Lowerer::upload(tensor, r) puts an argument there; one elsewhere is copied
  // there). per_replica_args[r] are replica r's arguments, checked as execute() checks them;
  // `options` applies to every replica. Returns each replica's outputs, on its device. Throws
  // ladder::Error unless per_replica_args holds replicas() lists; the default refuses, naming
  // the lowerer (its replicas run as threads or processes, each calling execute()).
  virtual std::vector<std::vector<std::unique_ptr<Buffer>>> execute_replicated(
      std::span<const std::vector<Buffer*>> per_replica_args, const ExecuteOptions& options = {});

  // Human-readable facts about the compiled plan (e.g. planned peak memory); may be empty.
  virtual std::map<std::string, std::string> stats() const { return {}; }

 protected:
  explicit Executable(class Lowerer& lowerer) : lowerer_(&lowerer) {}

 private:
  class Lowerer* lowerer_;
};

struct LowererOptions {
  // Free-form options for a lowerer (e.g. "plugin" -> path for pjrt); unknown keys are an error.
  std::map<std::string, std::string> values;
  // The replica this lowerer runs, for modules compiled for several (Module::num_replicas):
  // their collectives run on it. nullptr: one replica, and a module for more is refused.
  std::shared_ptr<Communicator> communicator;
};

class Lowerer {
 public:
  virtual ~Lowerer() = default;
  virtual std::string name() const = 0;
  // Compiles `function` (which must belong to `module`, whose other functions it may call).
  virtual std::unique_ptr<Executable> compile(const ir::Module& module,
                                              const ir::Function& function) = 0;
  virtual std::unique_ptr<Buffer> upload(const Tensor& tensor) = 0;
  // Uploads to device `device` (0 … devices() − 1), where replica `device` of
  // Executable::execute_replicated() runs; upload(tensor) is upload(tensor, 0). Throws
  // ladder::Error naming the devices there are for any other device.
  std::unique_ptr<Buffer> upload(const Tensor& tensor, int device) { return upload_to_device(tensor, device); }
  // Devices this lowerer can run replicas on in one execute_replicated() call: 1 but for pjrt,
  // where it is the client's addressable devices.
  virtual int devices() const { return 1; }
  // The replica this lowerer runs (LowererOptions::communicator); nullptr when it runs one.
  virtual Communicator* communicator() const { return nullptr; }
  // key=value facts for records and `ladder check` probe (platform, devices, versions...).
  virtual std::map<std::string, std::string> describe() const { return {{"lowerer", name()}}; }

 protected:
  // What upload(tensor, device) runs (a separate name, so that a lowerer overriding
  // upload(tensor) hides nothing). The default takes device 0 only.
  virtual std::unique_ptr<Buffer> upload_to_device(const Tensor& tensor, int device);
};

// Checks that `function` of `module` can run on a lowerer holding `communicator` (nullptr: one
// replica): when the function reaches a collective (itself or through calls), the module's
// replica count must equal the communicator's size, else ladder::Error saying how to launch it
// ("... is compiled for 2 replicas; run it with `mpirun -np 2 ...`"). A function without
// collectives (a data-parallel module's forward functions) runs on any replica count.
void check_replicas(const ir::Module& module, const ir::Function& function, const Communicator* communicator,
                    std::string_view lowerer);

// Whether `function` of `module` reaches a collective or replica_id (itself or through
// calls): the test check_replicas makes, for a lowerer that runs a function without them as
// one replica.
bool reaches_collective(const ir::Module& module, const ir::Function& function);

// Checks `args` against `expected` and throws ladder::Error naming the first mismatch
// ("input 2 (%arg2): expected tensor<128x10xf32>, got tensor<128x10xf64>").
void check_arguments(std::span<Buffer* const> args, const std::vector<TensorType>& expected);

// Creates a lowerer by name ("reference", "cpu", "pjrt"); throws ladder::Error listing the
// available names when unknown. Defined in registry.cpp, which knows every lowerer built.
std::unique_ptr<Lowerer> make_lowerer(const std::string& name, const LowererOptions& options = {});
std::vector<std::string> lowerer_names();
// The lowerer used when none is named: $LADDER_LOWERER if set, else "cpu" when this build has
// it, else "reference".
std::string default_lowerer_name();

// A Buffer kept in host memory (used by the reference and cpu lowerers).
class HostBuffer : public Buffer {
 public:
  explicit HostBuffer(Tensor t) : tensor_(std::move(t)) {}
  const TensorType& type() const override { return tensor_.type(); }
  Tensor to_host() const override { return tensor_; }
  Tensor& tensor() { return tensor_; }
  const Tensor& tensor() const { return tensor_; }

 private:
  Tensor tensor_;
};

}  // namespace ladder::exec
