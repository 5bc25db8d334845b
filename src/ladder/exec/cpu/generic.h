// Shared by the cpu lowerer's generic kernels (kernels.cpp picks one per op; the families
// live in movement.cpp, reduce.cpp, reduce_window.inc, select_and_scatter.inc,
// contraction.cpp, gather.cpp and linalg.cpp): index walks, the region evaluator, and each
// family's factories (element access is core/element.h's).
#pragma once

#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

#include "ladder/core/element.h"
#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

inline char* at(void* p, int64_t byte_offset) { return static_cast<char*>(p) + byte_offset; }
inline const char* at(const void* p, int64_t byte_offset) { return static_cast<const char*>(p) + byte_offset; }

// Multi-index of row-major position `flat` in `shape`.
inline void unravel(int64_t flat, const Shape& shape, int64_t* idx) {
  for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
    idx[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
}

// Calls fn(flat, idx) for every multi-index of `shape` in row-major order.
template <typename Fn>
inline void for_each_index(const Shape& shape, Fn&& fn) {
  const int64_t n = num_elements(shape);
  std::vector<int64_t> idx(shape.size(), 0);
  for (int64_t flat = 0; flat < n; ++flat) {
    fn(flat, idx.data());
    for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
      if (++idx[d] < shape[d]) break;
      idx[d] = 0;
    }
  }
}

// Advances a row-major multi-index by one.
inline void next_index(std::vector<int64_t>& idx, const Shape& shape) {
  for (size_t d = idx.size(); d-- > 0;) {
    if (++idx[d] < shape[d]) return;
    idx[d] = 0;
  }
}

// A region evaluated one element at a time: acc_k = body(acc..., x...).
// A region over complex values, compiled to a list of steps run one at a time in
// std::complex<double>, each value rounded to its type as the reference lowerer rounds it
// (complex.cpp). Fused programs hold real registers only.
bool region_has_complex_values(const ir::Block& region);
struct ComplexRegion {
  struct Step {
    ir::OpKind kind;
    DType dtype;
    ir::CompareDirection direction = ir::CompareDirection::EQ;
    int operands[3] = {-1, -1, -1};  // earlier steps
    int parameter = -1;  // a parameter's index
    bool real_compare = false;  // a compare of real values (ordered as floats are)
    std::complex<double> constant;
  };
  std::vector<Step> steps;
  std::vector<int> results;  // steps
  std::vector<DType> result_dtypes;
  size_t num_params = 0;
};
ComplexRegion compile_complex_region(const ir::Block& region, std::string_view op);
void eval_complex_region(const ComplexRegion& region, const void* const* params, void** outs);

class RegionEval {
 public:
  static constexpr size_t kMaxParams = 64;
  RegionEval(const ir::Block& region, std::string_view op)
      : complex_(region_has_complex_values(region)),
        complex_region_(complex_ ? compile_complex_region(region, op) : ComplexRegion{}),
        program_(complex_ ? Program{} : region_program(region, op)), eval_(eval_block_fn()) {
    LADDER_CHECK(num_params() <= kMaxParams, "[", op, "] region with ", num_params(),
                 " parameters (the cpu lowerer takes up to ", kMaxParams, ")");
  }
  void operator()(const void* const* params, void** outs) const {
    if (complex_) return eval_complex_region(complex_region_, params, outs);
    thread_local std::vector<uint64_t> scratch;
    if (scratch.size() < scratch_words(program_)) scratch.resize(scratch_words(program_));
    fill_immediates(program_, scratch.data(), 1);
    // Stride 0: every parameter is copied into its register, so that results may be written
    // over the accumulators they were computed from.
    static const int64_t zero_strides[kMaxParams] = {};
    eval_(program_, 1, params, zero_strides, outs, scratch.data());
  }
  size_t num_params() const { return complex_ ? complex_region_.num_params : program_.leaf_dtypes.size(); }

 private:
  bool complex_;                   // a region over complex values:
  ComplexRegion complex_region_;  // run by eval_complex_region
  Program program_;
  EvalBlockFn eval_;
};

// Data movement (movement.cpp); make_copy_kernel is in kernel.h.
std::unique_ptr<Kernel> make_splat_kernel(const ir::Node& node, const Io& io);  // splat constants
std::unique_ptr<Kernel> make_iota_kernel(const ir::Node& node, const Io& io);
// Element bits (bits.cpp).
std::unique_ptr<Kernel> make_reduce_precision_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_bitcast_convert_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_pad_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_concatenate_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_dynamic_slice_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_dynamic_update_slice_kernel(const ir::Node& node, const Io& io);

// reduce (reduce.cpp): direct loops for the common bodies, else the region evaluator.
std::unique_ptr<Kernel> make_reduce_kernel(const ir::Node& node, const Io& io);

// Windows (reduce_window.inc, select_and_scatter.inc, one build per instruction set; their
// geometry in window.h; window.cpp picks the build).
std::unique_ptr<Kernel> make_reduce_window_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_select_and_scatter_kernel(const ir::Node& node, const Io& io);

// Contractions oneDNN does not take (contraction.cpp).
std::unique_ptr<Kernel> make_generic_dot_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_generic_convolution_kernel(const ir::Node& node, const Io& io);
// gather and scatter (gather.cpp).
std::unique_ptr<Kernel> make_gather_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_scatter_kernel(const ir::Node& node, const Io& io);
// Complex values (complex.cpp): an elementwise op, broadcast_in_dim, transpose, slice or
// reverse with complex values (has_complex_values, fused.h) runs as this kernel.
std::unique_ptr<Kernel> make_complex_kernel(const ir::Node& node, const Io& io);
// Linear algebra (linalg.cpp).
std::unique_ptr<Kernel> make_triangular_solve_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_cholesky_kernel(const ir::Node& node, const Io& io);
// rng_bit_generator: the shared generator (exec/rng_bit_generator.h), one thread.
std::unique_ptr<Kernel> make_rng_bit_generator_kernel(const ir::Node& node, const Io& io);
// sort (sort.cpp).
std::unique_ptr<Kernel> make_sort_kernel(const ir::Node& node, const Io& io);

}  // namespace ladder::exec::cpu
