// Shared by the cpu lowerer's generic kernels (kernels.cpp picks one per op; the families
// live in movement.cpp, reduce.cpp, reduce_window.cpp, select_and_scatter.cpp and
// contraction.cpp): element access for the slow paths, index walks, the region evaluator, and
// each family's factories.
#pragma once

#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

// ---- element access for the slow paths (floats as double, integers as int64) ---------------

inline double load_f(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::f32: return static_cast<const float*>(p)[i];
    case DType::f64: return static_cast<const double*>(p)[i];
    case DType::bf16: return bf16_to_float(static_cast<const uint16_t*>(p)[i]);
    case DType::f16: return f16_to_float(static_cast<const uint16_t*>(p)[i]);
    case DType::i8: return static_cast<const int8_t*>(p)[i];
    case DType::i16: return static_cast<const int16_t*>(p)[i];
    case DType::ui16: return static_cast<const uint16_t*>(p)[i];
    case DType::i32: return static_cast<const int32_t*>(p)[i];
    case DType::ui32: return static_cast<const uint32_t*>(p)[i];
    case DType::i64: return static_cast<double>(static_cast<const int64_t*>(p)[i]);
    case DType::ui64: return static_cast<double>(static_cast<const uint64_t*>(p)[i]);
    case DType::i1:
    case DType::ui8: return static_cast<const uint8_t*>(p)[i];
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: return fp8_to_float(t, static_cast<const uint8_t*>(p)[i]);
  }
  return 0;
}

inline int64_t load_i(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::i8: return static_cast<const int8_t*>(p)[i];
    case DType::i16: return static_cast<const int16_t*>(p)[i];
    case DType::ui16: return static_cast<const uint16_t*>(p)[i];
    case DType::i32: return static_cast<const int32_t*>(p)[i];
    case DType::ui32: return static_cast<const uint32_t*>(p)[i];
    case DType::i64:
    case DType::ui64: return static_cast<const int64_t*>(p)[i];  // ui64: its bits
    case DType::i1:
    case DType::ui8: return static_cast<const uint8_t*>(p)[i];
    case DType::f32:
    case DType::f64:
    case DType::bf16:
    case DType::f16:
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: return static_cast<int64_t>(load_f(p, t, i));
  }
  return 0;
}

inline void store_f(void* p, DType t, int64_t i, double v) {
  switch (t) {
    case DType::f32: static_cast<float*>(p)[i] = static_cast<float>(v); return;
    case DType::f64: static_cast<double*>(p)[i] = v; return;
    case DType::bf16: static_cast<uint16_t*>(p)[i] = float_to_bf16(static_cast<float>(v)); return;
    case DType::f16: static_cast<uint16_t*>(p)[i] = float_to_f16(static_cast<float>(v)); return;
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: static_cast<uint8_t*>(p)[i] = float_to_fp8(t, v); return;
    LADDER_BOOL_DTYPES LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES
      LADDER_ASSERT(false, "store_f on ", dtype_name(t));
  }
}

inline void store_i(void* p, DType t, int64_t i, int64_t v) {
  switch (t) {
    case DType::i8: static_cast<int8_t*>(p)[i] = static_cast<int8_t>(static_cast<uint8_t>(v)); return;
    case DType::i16: static_cast<int16_t*>(p)[i] = static_cast<int16_t>(static_cast<uint16_t>(v)); return;
    case DType::ui16: static_cast<uint16_t*>(p)[i] = static_cast<uint16_t>(v); return;
    case DType::i32: static_cast<int32_t*>(p)[i] = static_cast<int32_t>(static_cast<uint32_t>(v)); return;
    case DType::ui32: static_cast<uint32_t*>(p)[i] = static_cast<uint32_t>(v); return;
    case DType::i64:
    case DType::ui64: static_cast<int64_t*>(p)[i] = v; return;
    case DType::i1: static_cast<uint8_t*>(p)[i] = v != 0; return;
    case DType::ui8: static_cast<uint8_t*>(p)[i] = static_cast<uint8_t>(v); return;
    case DType::f32:
    case DType::f64:
    case DType::bf16:
    case DType::f16:
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: LADDER_ASSERT(false, "store_i on ", dtype_name(t));
  }
}

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
class RegionEval {
 public:
  static constexpr size_t kMaxParams = 64;
  RegionEval(const ir::Block& region, std::string_view op)
      : program_(region_program(region, op)), eval_(eval_block_fn()) {
    LADDER_CHECK(program_.leaf_dtypes.size() <= kMaxParams, "[", op, "] region with ",
                 program_.leaf_dtypes.size(), " parameters (the cpu lowerer takes up to ", kMaxParams, ")");
  }
  void operator()(const void* const* params, void** outs) const {
    thread_local std::vector<uint64_t> scratch;
    if (scratch.size() < scratch_words(program_)) scratch.resize(scratch_words(program_));
    fill_immediates(program_, scratch.data(), 1);
    // Stride 0: every parameter is copied into its register, so that results may be written
    // over the accumulators they were computed from.
    static const int64_t zero_strides[kMaxParams] = {};
    eval_(program_, 1, params, zero_strides, outs, scratch.data());
  }
  size_t num_params() const { return program_.leaf_dtypes.size(); }

 private:
  Program program_;
  EvalBlockFn eval_;
};

// Data movement (movement.cpp); make_copy_kernel is in kernel.h.
std::unique_ptr<Kernel> make_splat_kernel(const ir::Node& node, const Io& io);  // splat constants
std::unique_ptr<Kernel> make_iota_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_pad_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_concatenate_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_dynamic_slice_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_dynamic_update_slice_kernel(const ir::Node& node, const Io& io);

// reduce (reduce.cpp): direct loops for the common bodies, else the region evaluator.
std::unique_ptr<Kernel> make_reduce_kernel(const ir::Node& node, const Io& io);

// Windows (reduce_window.cpp, select_and_scatter.cpp; their geometry in window.h).
std::unique_ptr<Kernel> make_reduce_window_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_select_and_scatter_kernel(const ir::Node& node, const Io& io);

// Contractions oneDNN does not take (contraction.cpp).
std::unique_ptr<Kernel> make_generic_dot_kernel(const ir::Node& node, const Io& io);
std::unique_ptr<Kernel> make_generic_convolution_kernel(const ir::Node& node, const Io& io);

}  // namespace ladder::exec::cpu
