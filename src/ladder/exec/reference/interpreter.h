// Internals of the reference lowerer, shared by its files. Every op is a function from
// host tensors to host tensors. Elements are computed in float64 (integers and i1 exactly,
// in int64) and stored with Tensor::set / set_int, which round to the op's declared dtype.
// Attributes are trusted: graphs reach the interpreter verified (ir::verify).
#pragma once

#include <cstring>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ladder/exec/collective.h"
#include "ladder/core/error.h"
#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::exec::reference {

using Operands = std::span<const Tensor* const>;
using Index = std::vector<int64_t>;

// The values a block has computed so far, and the scope of the block enclosing it: control
// flow's regions read values of the enclosing blocks (captures).
struct Scope {
  std::unordered_map<const ir::Node*, std::vector<Tensor>> values;
  const Scope* outer = nullptr;
  const Tensor& get(ir::Value v) const;
};

// Evaluates `block` on `args`; calls look their callee up in `module`.
// Collectives run on `comm` (nullptr: one replica). A region of control flow reads the values
// of its enclosing blocks from `outer`.
std::vector<Tensor> evaluate(const ir::Module& module, const ir::Block& block,
                             std::vector<Tensor> args, Communicator* comm = nullptr,
                             const Scope* outer = nullptr);

// Control flow (control.cpp): regions evaluated with evaluate(), `scope` the enclosing block's.
std::vector<Tensor> eval_while(const ir::Module& module, const ir::Node& n, Operands in,
                               Communicator* comm, const Scope& scope);
std::vector<Tensor> eval_if_or_case(const ir::Module& module, const ir::Node& n, Operands in,
                                    Communicator* comm, const Scope& scope);

// ---- one function per op family; `n` gives the attributes and declared result types ----
Tensor eval_iota(const ir::Node& n);
Tensor eval_elementwise(const ir::Node& n, Operands in);  // unary, binary, ternary classes
Tensor eval_broadcast_in_dim(const ir::Node& n, Operands in);
Tensor eval_reshape(const ir::Node& n, Operands in);
// bits.cpp
Tensor eval_reduce_precision(const ir::Node& n, Operands in);
Tensor eval_bitcast_convert(const ir::Node& n, Operands in);
Tensor eval_transpose(const ir::Node& n, Operands in);
Tensor eval_slice(const ir::Node& n, Operands in);
Tensor eval_pad(const ir::Node& n, Operands in);
Tensor eval_concatenate(const ir::Node& n, Operands in);
Tensor eval_reverse(const ir::Node& n, Operands in);
Tensor eval_dynamic_slice(const ir::Node& n, Operands in);
Tensor eval_dynamic_update_slice(const ir::Node& n, Operands in);
std::vector<Tensor> eval_reduce(const ir::Node& n, Operands in);
std::vector<Tensor> eval_reduce_window(const ir::Node& n, Operands in);
Tensor eval_select_and_scatter(const ir::Node& n, Operands in);
// The collectives, on `comm` (nullptr: one process) over `grid` (collective.h).
std::vector<Tensor> eval_all_reduce(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
std::vector<Tensor> eval_all_gather(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
Tensor eval_reduce_scatter(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
std::vector<Tensor> eval_all_to_all(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
std::vector<Tensor> eval_collective_broadcast(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
std::vector<Tensor> eval_collective_reduce(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
Tensor eval_collective_permute(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid);
Tensor eval_dot_general(const ir::Node& n, Operands in);
Tensor eval_convolution(const ir::Node& n, Operands in);
Tensor eval_gather(const ir::Node& n, Operands in);
std::vector<Tensor> eval_scatter(const ir::Node& n, Operands in);
Tensor eval_triangular_solve(const ir::Node& n, Operands in);
Tensor eval_cholesky(const ir::Node& n, Operands in);
std::vector<Tensor> eval_sort(const ir::Node& n, Operands in);  // sort.cpp

// Evaluates elementwise node `n` on element i of its operands (element 0 of rank-0 ones)
// and stores the result as element j of `out`.
void apply_elementwise(const ir::Node& n, Operands in, int64_t i, Tensor& out, int64_t j);

// A region (a reduction, select or scatter body) evaluated one element at a time. Each
// node's value lives in a rank-0 tensor allocated once, so run() allocates nothing.
// Regions may hold only constants and elementwise ops, as StableHLO bodies do.
class Region {
 public:
  Region(const ir::Node& owner, int region_index);
  Region(const Region&) = delete;  // steps_ point into slots_
  Region& operator=(const Region&) = delete;

  Tensor& param(int i) { return slots_[i]; }  // parameters are the block's first nodes
  void run();
  const Tensor& result(int i) const { return *results_[i]; }

 private:
  struct Step {
    const ir::Node* node;
    std::vector<const Tensor*> operands;
    Tensor* out;
  };
  std::vector<Tensor> slots_;  // one per node of the block
  std::vector<Step> steps_;
  std::vector<const Tensor*> results_;
};

// ---- indexing helpers ---------------------------------------------------------------------

std::vector<int64_t> row_major_strides(const Shape& shape);

inline int64_t offset_of(const Index& index, const std::vector<int64_t>& strides) {
  int64_t offset = 0;
  for (size_t d = 0; d < index.size(); ++d) offset += index[d] * strides[d];
  return offset;
}

// Calls f(index, linear) for every index of `shape` in row-major order.
template <typename F>
void for_each_index(const Shape& shape, F&& f) {
  if (num_elements(shape) == 0) return;
  Index index(shape.size(), 0);
  for (int64_t linear = 0;; ++linear) {
    f(std::as_const(index), linear);
    int d = static_cast<int>(shape.size()) - 1;
    for (; d >= 0; --d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
    if (d < 0) return;
  }
}

// Copies element i of `from` to element j of `to` (same dtype): exact, no rounding.
inline void copy_element(const Tensor& from, int64_t i, Tensor& to, int64_t j) {
  LADDER_ASSERT(from.dtype() == to.dtype(), type_string(from.type()), " vs ",
                type_string(to.type()));
  const int64_t size = dtype_size(from.dtype());
  std::memcpy(to.bytes() + j * size, from.bytes() + i * size, static_cast<size_t>(size));
}

// A tensor of `type` with every element equal to the only element of `value`.
Tensor splat(const TensorType& type, const Tensor& value);

// The attribute vector `v`, or `rank` copies of `fallback` when it is empty (StableHLO's
// defaults for strides, dilations and padding).
std::vector<int64_t> or_default(const std::vector<int64_t>& v, size_t rank, int64_t fallback);

}  // namespace ladder::exec::reference
