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

void check_replicas(const ir::Module& module, const Communicator* communicator, std::string_view lowerer) {
  const int64_t have = communicator ? communicator->size() : 1;
  if (module.num_replicas == have) return;
  const std::string what = cat(module.name.empty() ? std::string("the module") : "module @" + module.name,
                               " is compiled for ", module.num_replicas, " replica", module.num_replicas == 1 ? "" : "s");
  if (!communicator)
    throw Error(cat(what, ", and the ", lowerer, " lowerer runs one; run it as ", module.num_replicas,
                    " processes (`mpirun -np ", module.num_replicas, " ladder ...`)"));
  throw Error(cat(what, ", and the ", lowerer, " lowerer runs replica ", communicator->rank(), " of ", have,
                  " (", communicator->describe(), "); launch ", module.num_replicas, " replicas"));
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
