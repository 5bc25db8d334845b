#include "ladder/exec/lowerer.h"

#include "ladder/core/error.h"
#include "ladder/exec/collective.h"

namespace ladder::exec {

std::vector<Tensor> Executable::run(std::span<const Tensor> args) {
  std::vector<std::unique_ptr<Buffer>> uploaded;
  std::vector<Buffer*> raw;
  for (const Tensor& t : args) {
    uploaded.push_back(lowerer_->upload(t));
    raw.push_back(uploaded.back().get());
  }
  auto outputs = execute(raw);
  std::vector<Tensor> result;
  result.reserve(outputs.size());
  for (auto& b : outputs) result.push_back(b->to_host());
  return result;
}

std::vector<std::vector<std::unique_ptr<Buffer>>> Executable::execute_replicated(
    std::span<const std::vector<Buffer*>> per_replica_args, const ExecuteOptions& options) {
  throw Error(cat("the ", lowerer_->name(), " lowerer runs one replica per execute (each replica a lowerer of its own, ",
                  "on its own communicator); execute_replicated, ", per_replica_args.size(),
                  " replicas in one call, needs a lowerer that drives several devices (pjrt)"));
}

std::unique_ptr<Buffer> Lowerer::upload_to_device(const Tensor& tensor, int device) {
  LADDER_CHECK(device >= 0 && device < devices(), "the ", name(), " lowerer has ", devices(), " device",
               devices() == 1 ? "" : "s", " (0", devices() == 1 ? "" : cat(" … ", devices() - 1), "), not device ", device);
  return upload(tensor);
}

namespace {
bool reaches_collective(const ir::Module& module, const ir::Block& block, int depth) {
  LADDER_CHECK(depth < 64, "calls nested more than 64 deep");
  for (const auto& n : block.nodes) {
    // The collectives, and replica_id, whose value is the replica's: each needs the replicas
    // the module is compiled for.
    if (ir::op_is_collective(n->kind) || n->kind == ir::OpKind::ReplicaId || n->kind == ir::OpKind::PartitionId)
      return true;
    for (const auto& region : n->regions)
      if (reaches_collective(module, *region, depth + 1)) return true;
    if (n->kind == ir::OpKind::Call)
      if (const ir::Function* callee = module.find(n->get<ir::CallAttr>().callee))
        if (reaches_collective(module, callee->body, depth + 1)) return true;
  }
  return false;
}
}  // namespace

void check_replicas(const ir::Module& module, const ir::Function& function, const Communicator* communicator,
                    std::string_view lowerer) {
  const int64_t have = communicator ? communicator->size() : 1;
  const int64_t processes = module.num_replicas * module.num_partitions;
  if (processes == have || !reaches_collective(module, function.body, 0)) return;
  const std::string grid = module.num_partitions == 1
                               ? cat(module.num_replicas, " replica", module.num_replicas == 1 ? "" : "s")
                               : cat(module.num_replicas, " replica", module.num_replicas == 1 ? "" : "s", " × ",
                                     module.num_partitions, " partitions (", processes, " processes)");
  const std::string what = cat("@", function.name, " of ", module.name.empty() ? std::string("the module") : "module @" + module.name,
                               " is compiled for ", grid);
  if (!communicator)
    throw Error(cat(what, ", and the ", lowerer, " lowerer runs one; run it as ", processes,
                    " processes (`mpirun -np ", processes, " ladder ...`)"));
  throw Error(cat(what, ", and the ", lowerer, " lowerer runs process ", communicator->rank(), " of ", have,
                  " (", communicator->describe(), "); launch ", processes, " process", processes == 1 ? "" : "es"));
}

bool reaches_collective(const ir::Module& module, const ir::Function& function) {
  return reaches_collective(module, function.body, 0);
}

void check_arguments(std::span<Buffer* const> args, const std::vector<TensorType>& expected) {
  LADDER_CHECK(args.size() == expected.size(), "expected ", expected.size(), " inputs, got ",
               args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    LADDER_CHECK(args[i] != nullptr, "input ", i, " is missing");
    const TensorType& got = args[i]->type();
    LADDER_CHECK(got == expected[i], "input ", i, ": expected ", type_string(expected[i]),
                 ", got ", type_string(got));
  }
}

}  // namespace ladder::exec
