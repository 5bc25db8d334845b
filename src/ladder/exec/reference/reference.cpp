// The reference lowerer: compile() verifies the module and keeps a reference to it (so the
// module must outlive the executable); execute() interprets the function node by node.
#include "ladder/exec/reference/reference.h"

#include "ladder/exec/reference/interpreter.h"
#include "ladder/exec/rng_bit_generator.h"
#include "ladder/ir/verify.h"

namespace ladder::exec {

namespace reference {

namespace {

std::vector<Tensor> eval_node(const ir::Module& module, const ir::Node& n, Operands in, Communicator* comm,
                              const Scope& scope) {
  using ir::OpKind;
  switch (n.kind) {
    case OpKind::Parameter: break;  // bound by evaluate()
    case OpKind::Constant: return {n.get<ir::ConstantAttr>().expanded()};
    case OpKind::Iota: return {eval_iota(n)};
    LADDER_ELEMENTWISE_OPS return {eval_elementwise(n, in)};
    case OpKind::BroadcastInDim: return {eval_broadcast_in_dim(n, in)};
    case OpKind::Reshape: return {eval_reshape(n, in)};
    case OpKind::ReducePrecision: return {eval_reduce_precision(n, in)};
    case OpKind::BitcastConvert: return {eval_bitcast_convert(n, in)};
    case OpKind::Transpose: return {eval_transpose(n, in)};
    case OpKind::Slice: return {eval_slice(n, in)};
    case OpKind::Pad: return {eval_pad(n, in)};
    case OpKind::Concatenate: return {eval_concatenate(n, in)};
    case OpKind::Reverse: return {eval_reverse(n, in)};
    case OpKind::DynamicSlice: return {eval_dynamic_slice(n, in)};
    case OpKind::DynamicUpdateSlice: return {eval_dynamic_update_slice(n, in)};
    case OpKind::Reduce: return eval_reduce(n, in);
    case OpKind::ReduceWindow: return eval_reduce_window(n, in);
    case OpKind::SelectAndScatter: return {eval_select_and_scatter(n, in)};
    case OpKind::DotGeneral: return {eval_dot_general(n, in)};
    case OpKind::Convolution: return {eval_convolution(n, in)};
    case OpKind::Gather: return {eval_gather(n, in)};
    case OpKind::Scatter: return eval_scatter(n, in);
    case OpKind::TriangularSolve: return {eval_triangular_solve(n, in)};
    case OpKind::Cholesky: return {eval_cholesky(n, in)};
    case OpKind::AllReduce: return eval_all_reduce(n, in, comm, grid_of(module, comm));
    case OpKind::AllGather: return eval_all_gather(n, in, comm, grid_of(module, comm));
    case OpKind::ReduceScatter: return {eval_reduce_scatter(n, in, comm, grid_of(module, comm))};
    case OpKind::AllToAll: return eval_all_to_all(n, in, comm, grid_of(module, comm));
    case OpKind::CollectiveBroadcast: return eval_collective_broadcast(n, in, comm, grid_of(module, comm));
    case OpKind::CollectiveReduce: return eval_collective_reduce(n, in, comm, grid_of(module, comm));
    case OpKind::CollectivePermute: return {eval_collective_permute(n, in, comm, grid_of(module, comm))};
    case OpKind::ReplicaId: return {Tensor::scalar(DType::ui32, process_of(comm) / grid_of(module, comm).partitions)};
    case OpKind::PartitionId: return {Tensor::scalar(DType::ui32, process_of(comm) % grid_of(module, comm).partitions)};
    case OpKind::Call: {
      const std::string& callee = n.get<ir::CallAttr>().callee;
      const ir::Function* f = module.find(callee);
      LADDER_CHECK(f != nullptr, "[call] no function @", callee, " in the module");
      std::vector<Tensor> args;
      for (const Tensor* x : in) args.push_back(*x);
      return evaluate(module, f->body, std::move(args), comm);
    }
    case OpKind::OptimizationBarrier: {
      std::vector<Tensor> out;
      for (const Tensor* x : in) out.push_back(*x);
      return out;
    }
    case OpKind::Sort: return eval_sort(n, in);
    case OpKind::RngBitGenerator: {
      std::vector<Tensor> out{Tensor(n.results[0]), Tensor(n.results[1])};
      rng_bit_generator(n.get<ir::RngBitGeneratorAttr>().algorithm, in[0]->bytes(), in[0]->num_elements(),
                        n.results[1], out[0].bytes(), out[1].bytes());
      return out;
    }
    case OpKind::While: return eval_while(module, n, in, comm, scope);
    case OpKind::If:
    case OpKind::Case: return eval_if_or_case(module, n, in, comm, scope);
  }
  throw InternalError(cat("reference: no evaluation for ", ir::op_name(n.kind)));
}

class ReferenceExecutable final : public Executable {
 public:
  ReferenceExecutable(Lowerer& lowerer, const ir::Module& module, const ir::Function& function,
                      std::shared_ptr<Communicator> comm)
      : Executable(lowerer),
        comm_(std::move(comm)),
        module_(module),
        function_(function),
        inputs_(function.input_types()),
        outputs_(function.output_types()) {}

  const std::vector<TensorType>& input_types() const override { return inputs_; }
  const std::vector<TensorType>& output_types() const override { return outputs_; }

  std::vector<std::unique_ptr<Buffer>> execute(std::span<Buffer* const> args,
                                               const ExecuteOptions&) override {
    check_arguments(args, inputs_);
    std::vector<Tensor> host;
    for (Buffer* b : args) host.push_back(b->to_host());
    std::vector<std::unique_ptr<Buffer>> out;
    for (Tensor& t : evaluate(module_, function_.body, std::move(host), comm_.get()))
      out.push_back(std::make_unique<HostBuffer>(std::move(t)));
    return out;
  }

 private:
  std::shared_ptr<Communicator> comm_;
  const ir::Module& module_;
  const ir::Function& function_;
  std::vector<TensorType> inputs_, outputs_;
};

class ReferenceLowerer final : public Lowerer {
 public:
  explicit ReferenceLowerer(std::shared_ptr<Communicator> comm) : comm_(std::move(comm)) {}
  std::string name() const override { return "reference"; }
  Communicator* communicator() const override { return comm_.get(); }

  std::unique_ptr<Executable> compile(const ir::Module& module,
                                      const ir::Function& function) override {
    LADDER_CHECK(function.module == &module, "reference: function @", function.name,
                 " does not belong to the module being compiled");
    ir::verify(module);  // the interpreter trusts shapes and attributes from here on
    check_replicas(module, function, comm_.get(), name());
    return std::make_unique<ReferenceExecutable>(*this, module, function, comm_);
  }

  std::unique_ptr<Buffer> upload(const Tensor& tensor) override {
    return std::make_unique<HostBuffer>(tensor);
  }

 private:
  std::shared_ptr<Communicator> comm_;
};

}  // namespace

const Tensor& Scope::get(ir::Value v) const {
  for (const Scope* s = this; s; s = s->outer) {
    auto it = s->values.find(v.node);
    if (it != s->values.end()) return it->second.at(v.index);
  }
  LADDER_ASSERT(false, "value used before it is defined");
  throw InternalError("unreachable");
}

std::vector<Tensor> evaluate(const ir::Module& module, const ir::Block& block,
                             std::vector<Tensor> args, Communicator* comm, const Scope* outer) {
  // Each node's results are dropped after their last use, so that memory holds only the
  // live values (a train step's activations would not all fit otherwise).
  const size_t end = block.nodes.size();  // "used by the block's results"
  std::unordered_map<const ir::Node*, size_t> last_use;
  for (size_t i = 0; i < end; ++i)
    for (ir::Value v : block.nodes[i]->operands) last_use[v.node] = i;
  for (size_t i = 0; i < end; ++i)  // what control flow's regions read stays until the op ran
    if (ir::op_regions_capture(block.nodes[i]->kind))
      for (ir::Value v : ir::captured_values(*block.nodes[i])) last_use[v.node] = std::max(last_use[v.node], i);
  for (ir::Value v : block.results) last_use[v.node] = end;

  Scope scope{{}, outer};
  auto& values = scope.values;
  auto value_of = [&](ir::Value v) -> const Tensor& { return scope.get(v); };
  for (size_t i = 0; i < end; ++i) {
    const ir::Node& node = *block.nodes[i];
    if (node.kind == ir::OpKind::Parameter) {
      values[&node] = {std::move(args.at(node.get<ir::ParameterAttr>().index))};
      continue;
    }
    std::vector<const Tensor*> operands;
    for (ir::Value v : node.operands) operands.push_back(&value_of(v));
    values[&node] = eval_node(module, node, operands, comm, scope);
    for (ir::Value v : node.operands)
      if (last_use[v.node] == i) values.erase(v.node);
    if (!last_use.contains(&node)) values.erase(&node);  // never used
  }
  std::vector<Tensor> results;
  for (ir::Value v : block.results) results.push_back(value_of(v));
  return results;
}

}  // namespace reference

std::unique_ptr<Lowerer> make_reference_lowerer(const LowererOptions& options) {
  LADDER_CHECK(options.values.empty(), "the reference lowerer takes no options, got '",
               options.values.begin()->first, "'");
  return std::make_unique<reference::ReferenceLowerer>(options.communicator);
}

}  // namespace ladder::exec
