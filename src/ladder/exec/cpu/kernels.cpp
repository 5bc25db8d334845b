// Generic kernels: every op that is neither elementwise (fused.cpp) nor on a oneDNN
// primitive (onednn.cpp). Data movement works on bytes; arithmetic on f32 has direct
// loops for the common bodies (sum, max, min, product; max-pool select-and-scatter) and
// every other case evaluates the region body as a fused program, one element at a time.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>

#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

namespace {

using ir::OpKind;

// ---- element access for the slow paths (floats as double, integers as int64) ---------------

double load_f(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::f32: return static_cast<const float*>(p)[i];
    case DType::f64: return static_cast<const double*>(p)[i];
    case DType::bf16: return bf16_to_float(static_cast<const uint16_t*>(p)[i]);
    case DType::f16: return f16_to_float(static_cast<const uint16_t*>(p)[i]);
    case DType::i32: return static_cast<const int32_t*>(p)[i];
    case DType::ui32: return static_cast<const uint32_t*>(p)[i];
    case DType::i64: return static_cast<double>(static_cast<const int64_t*>(p)[i]);
    case DType::i1:
    case DType::ui8: return static_cast<const uint8_t*>(p)[i];
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: return fp8_to_float(t, static_cast<const uint8_t*>(p)[i]);
  }
  return 0;
}

int64_t load_i(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::i32: return static_cast<const int32_t*>(p)[i];
    case DType::ui32: return static_cast<const uint32_t*>(p)[i];
    case DType::i64: return static_cast<const int64_t*>(p)[i];
    case DType::i1:
    case DType::ui8: return static_cast<const uint8_t*>(p)[i];
    default: return static_cast<int64_t>(load_f(p, t, i));
  }
}

void store_f(void* p, DType t, int64_t i, double v) {
  switch (t) {
    case DType::f32: static_cast<float*>(p)[i] = static_cast<float>(v); return;
    case DType::f64: static_cast<double*>(p)[i] = v; return;
    case DType::bf16: static_cast<uint16_t*>(p)[i] = float_to_bf16(static_cast<float>(v)); return;
    case DType::f16: static_cast<uint16_t*>(p)[i] = float_to_f16(static_cast<float>(v)); return;
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: static_cast<uint8_t*>(p)[i] = float_to_fp8(t, v); return;
    default: LADDER_ASSERT(false, "store_f on ", dtype_name(t));
  }
}

void store_i(void* p, DType t, int64_t i, int64_t v) {
  switch (t) {
    case DType::i32: static_cast<int32_t*>(p)[i] = static_cast<int32_t>(static_cast<uint32_t>(v)); return;
    case DType::ui32: static_cast<uint32_t*>(p)[i] = static_cast<uint32_t>(v); return;
    case DType::i64: static_cast<int64_t*>(p)[i] = v; return;
    case DType::i1: static_cast<uint8_t*>(p)[i] = v != 0; return;
    case DType::ui8: static_cast<uint8_t*>(p)[i] = static_cast<uint8_t>(v); return;
    default: LADDER_ASSERT(false, "store_i on ", dtype_name(t));
  }
}

char* at(void* p, int64_t byte_offset) { return static_cast<char*>(p) + byte_offset; }
const char* at(const void* p, int64_t byte_offset) { return static_cast<const char*>(p) + byte_offset; }

// Multi-index of row-major position `flat` in `shape`.
void unravel(int64_t flat, const Shape& shape, int64_t* idx) {
  for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
    idx[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
}

// Calls fn(flat, idx) for every multi-index of `shape` in row-major order.
template <typename Fn>
void for_each_index(const Shape& shape, Fn&& fn) {
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

class CopyKernel final : public Kernel {
 public:
  CopyKernel(int from, int to, int64_t bytes) : from_(from), to_(to), bytes_(bytes) {}
  void run(void* const* s) const override {
    if (s[from_] != s[to_] && bytes_) std::memcpy(s[to_], s[from_], bytes_);
  }
  // A donated input passed through to an output stays where it is.
  bool can_write_over(int slot) const override { return slot == from_; }
  std::string describe() const override { return "copy"; }

 private:
  int from_, to_;
  int64_t bytes_;
};

// A splat constant that a kernel reads from memory, written out each run (into the arena,
// like any intermediate: the plan never bakes its full size in). Every layout holds it alike.
class SplatKernel final : public Kernel {
 public:
  SplatKernel(const ir::Node& node, const Io& n)
      : out_(n.out[0]), count_(n.out_types[0].num_elements()), element_(node.get<ir::ConstantAttr>().value) {}
  void run(void* const* s) const override {
    const int64_t size = element_.byte_size();
    auto* out = static_cast<uint8_t*>(s[out_]);
    parallel_for(count_, 1, [&](int64_t begin, int64_t end) {
      if (size == 4) {
        uint32_t v;
        std::memcpy(&v, element_.bytes(), 4);
        std::fill(reinterpret_cast<uint32_t*>(out) + begin, reinterpret_cast<uint32_t*>(out) + end, v);
        return;
      }
      for (int64_t i = begin; i < end; ++i) std::memcpy(out + i * size, element_.bytes(), size);
    });
  }
  bool takes_blocked(int, const Blocked&) const override { return true; }
  std::string describe() const override { return "splat"; }

 private:
  int out_;
  int64_t count_;
  Tensor element_;  // one element
};

// ---- data movement --------------------------------------------------------------------------

class IotaKernel final : public Kernel {
 public:
  IotaKernel(const ir::Node& node, const Io& n) : out_(n.out[0]), type_(n.out_types[0]),
        dim_(node.get<ir::IotaAttr>().dimension) {}
  void run(void* const* s) const override {
    for_each_index(type_.shape, [&](int64_t flat, const int64_t* idx) {
      if (is_float(type_.dtype)) store_f(s[out_], type_.dtype, flat, static_cast<double>(idx[dim_]));
      else store_i(s[out_], type_.dtype, flat, idx[dim_]);
    });
  }
  std::string describe() const override { return "iota"; }

 private:
  int out_;
  TensorType type_;
  int64_t dim_;
};

class PadKernel final : public Kernel {
 public:
  PadKernel(const ir::Node& node, const Io& n) : io_(n), attr_(node.get<ir::PadAttr>()) {
    if (attr_.interior.empty()) attr_.interior.assign(n.in_types[0].shape.size(), 0);
  }
  void run(void* const* s) const override {
    const Shape& in_shape = io_.in_types[0].shape;
    const Shape& out_shape = io_.out_types[0].shape;
    const int64_t es = dtype_size(io_.out_types[0].dtype);
    const auto in_strides = row_major_strides(in_shape);
    const void* x = s[io_.in[0]];
    const void* pad_value = s[io_.in[1]];
    for_each_index(out_shape, [&](int64_t flat, const int64_t* idx) {
      int64_t src = 0;
      for (size_t d = 0; d < out_shape.size() && src >= 0; ++d) {
        int64_t t = idx[d] - attr_.low[d], step = attr_.interior[d] + 1;
        if (t < 0 || t % step != 0 || t / step >= in_shape[d]) src = -1;
        else src += (t / step) * in_strides[d];
      }
      std::memcpy(at(s[io_.out[0]], flat * es), src < 0 ? pad_value : at(x, src * es), es);
    });
  }
  std::string describe() const override { return "pad"; }

 private:
  Io io_;
  ir::PadAttr attr_;
};

class ConcatenateKernel final : public Kernel {
 public:
  ConcatenateKernel(const ir::Node& node, const Io& n) : in_(n.in), out_(n.out[0]) {
    const int64_t dim = node.get<ir::ConcatenateAttr>().dimension;
    const Shape& shape = n.out_types[0].shape;
    const int64_t es = dtype_size(n.out_types[0].dtype);
    outer_ = 1;
    for (int64_t d = 0; d < dim; ++d) outer_ *= shape[d];
    for (const auto& t : n.in_types) {
      int64_t inner = es;
      for (size_t d = dim; d < t.shape.size(); ++d) inner *= t.shape[d];
      chunk_.push_back(inner);
    }
    for (int64_t c : chunk_) row_ += c;
  }
  void run(void* const* s) const override {
    parallel_for(outer_, row_, [&](int64_t begin, int64_t end) {
      for (int64_t o = begin; o < end; ++o) {
        int64_t pos = o * row_;
        for (size_t k = 0; k < in_.size(); ++k) {
          if (chunk_[k]) std::memcpy(at(s[out_], pos), at(s[in_[k]], o * chunk_[k]), chunk_[k]);
          pos += chunk_[k];
        }
      }
    });
  }
  std::string describe() const override { return "concatenate"; }

 private:
  std::vector<int> in_;
  int out_;
  int64_t outer_ = 1, row_ = 0;
  std::vector<int64_t> chunk_;  // bytes each operand contributes per outer index
};

// Start indices clamped so that a window of `sizes` fits in `shape` (StableHLO semantics).
std::vector<int64_t> clamped_starts(void* const* s, const std::vector<int>& slots,
                                    const std::vector<TensorType>& types, size_t first,
                                    const Shape& shape, const Shape& sizes) {
  std::vector<int64_t> start(shape.size());
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t v = load_i(s[slots[first + d]], types[first + d].dtype, 0);
    start[d] = std::clamp<int64_t>(v, 0, shape[d] - sizes[d]);
  }
  return start;
}

// Copies the box `sizes` between two row-major tensors at element offsets given per dim.
void copy_box(const void* src, const Shape& src_shape, const std::vector<int64_t>& src_start,
              void* dst, const Shape& dst_shape, const std::vector<int64_t>& dst_start,
              const Shape& sizes, int64_t es) {
  const int r = static_cast<int>(sizes.size());
  if (num_elements(sizes) == 0) return;
  if (r == 0) {
    std::memcpy(dst, src, es);
    return;
  }
  const auto ss = row_major_strides(src_shape), ds = row_major_strides(dst_shape);
  Shape rows(sizes.begin(), sizes.end() - 1);
  const int64_t row_bytes = sizes[r - 1] * es;
  for_each_index(rows, [&](int64_t, const int64_t* idx) {
    int64_t so = src_start[r - 1], dof = dst_start[r - 1];
    for (int d = 0; d + 1 < r; ++d) {
      so += (src_start[d] + idx[d]) * ss[d];
      dof += (dst_start[d] + idx[d]) * ds[d];
    }
    std::memcpy(at(dst, dof * es), at(src, so * es), row_bytes);
  });
}

class DynamicSliceKernel final : public Kernel {
 public:
  DynamicSliceKernel(const ir::Node& node, const Io& n) : in_(n.in), types_(n.in_types), out_(n.out[0]),
        sizes_(node.get<ir::DynamicSliceAttr>().sizes) {}
  void run(void* const* s) const override {
    const Shape& shape = types_[0].shape;
    auto start = clamped_starts(s, in_, types_, 1, shape, sizes_);
    copy_box(s[in_[0]], shape, start, s[out_], sizes_, std::vector<int64_t>(sizes_.size(), 0),
             sizes_, dtype_size(types_[0].dtype));
  }
  std::string describe() const override { return "dynamic_slice"; }

 private:
  std::vector<int> in_;
  std::vector<TensorType> types_;
  int out_;
  Shape sizes_;
};

class DynamicUpdateSliceKernel final : public Kernel {
 public:
  DynamicUpdateSliceKernel(const ir::Node& node, const Io& n) : in_(n.in), types_(n.in_types), out_(n.out[0]) {}
  void run(void* const* s) const override {
    const Shape& shape = types_[0].shape;
    const Shape& sizes = types_[1].shape;
    const int64_t es = dtype_size(types_[0].dtype);
    if (s[out_] != s[in_[0]]) std::memcpy(s[out_], s[in_[0]], num_elements(shape) * es);
    auto start = clamped_starts(s, in_, types_, 2, shape, sizes);
    copy_box(s[in_[1]], sizes, std::vector<int64_t>(sizes.size(), 0), s[out_], shape, start,
             sizes, es);
  }
  // Writes outside the update box are plain copies of the operand: in place is fine.
  bool can_write_over(int slot) const override { return slot == in_[0]; }
  std::string describe() const override { return "dynamic_update_slice"; }

 private:
  std::vector<int> in_;
  std::vector<TensorType> types_;
  int out_;
};

// ---- reductions (combine() is in fused.h) ----------------------------------------------------

// The accumulator of a direct reduce of T: f32 sums and products in double, integers in int64
// (wrapping, so that the final narrowing gives what T's own wrapping arithmetic gives).
template <typename T>
using ReduceAcc = std::conditional_t<std::is_same_v<T, float>, double, int64_t>;

template <typename A>
inline A reduce_step(Code op, A acc, A x) {
  if constexpr (std::is_floating_point_v<A>) {
    return combine<A>(op, acc, x);
  } else {
    const auto u = static_cast<uint64_t>(acc), v = static_cast<uint64_t>(x);
    switch (op) {
      case Code::Add: return static_cast<A>(u + v);
      case Code::Mul: return static_cast<A>(u * v);
      case Code::Max: return std::max(acc, x);
      default: return std::min(acc, x);
    }
  }
}

// reduce over f32, i32 or i64 with add, mul, max or min (f32 sums in double). Input dims are
// merged into runs of kept and reduced dims; when the innermost run is kept the kernel
// accumulates whole rows (vectorised), otherwise it reduces contiguous segments: no
// transposes either way.
template <typename T>
class FastReduceKernel final : public Kernel {
  using A = ReduceAcc<T>;

 public:
  FastReduceKernel(const ir::Node& node, const Io& n, Code op) : in_(n.in[0]), init_(n.in[1]), out_(n.out[0]), op_(op) {
    const Shape& shape = n.in_types[0].shape;
    const auto& dims = node.get<ir::ReduceAttr>().dims;
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] == 1) continue;
      bool reduced = std::find(dims.begin(), dims.end(), static_cast<int64_t>(d)) != dims.end();
      if (!runs_.empty() && runs_.back().reduced == reduced) runs_.back().size *= shape[d];
      else runs_.push_back({shape[d], reduced});
    }
    int64_t stride = 1;
    for (auto it = runs_.rbegin(); it != runs_.rend(); ++it) {
      it->stride = stride;
      stride *= it->size;
      (it->reduced ? reduced_count_ : kept_count_) *= it->size;
    }
    inner_kept_ = !runs_.empty() && !runs_.back().reduced ? runs_.back().size : 1;
  }

  void run(void* const* s) const override {
    const T* x = static_cast<const T*>(s[in_]);
    T* out = static_cast<T*>(s[out_]);
    const T init = *static_cast<const T*>(s[init_]);
    if (kept_count_ == 0) return;  // an empty result
    const int64_t outer_kept = kept_count_ / inner_kept_;
    const int64_t per_item = reduced_count_ * inner_kept_;
    parallel_for(outer_kept, per_item, [&](int64_t begin, int64_t end) {
      std::vector<A> acc(inner_kept_);
      for (int64_t o = begin; o < end; ++o) {
        const int64_t base = kept_offset(o);
        std::fill(acc.begin(), acc.end(), static_cast<A>(init));
        if (runs_.empty() || !runs_.back().reduced) {
          for_reduced([&](int64_t off) {
            const T* row = x + base + off;
            if (std::is_same_v<T, float> && op_ == Code::Add)
              for (int64_t k = 0; k < inner_kept_; ++k) acc[k] += row[k];
            else
              for (int64_t k = 0; k < inner_kept_; ++k) acc[k] = reduce_step<A>(op_, acc[k], row[k]);
          }, false);
        } else {
          const int64_t len = runs_.back().size;
          for_reduced([&](int64_t off) {
            const T* seg = x + base + off;
            if (std::is_same_v<T, float> && op_ == Code::Add) {
              A sum = 0;
#pragma omp simd reduction(+ : sum)
              for (int64_t k = 0; k < len; ++k) sum += seg[k];
              acc[0] += sum;
            } else {
              for (int64_t k = 0; k < len; ++k) acc[0] = reduce_step<A>(op_, acc[0], seg[k]);
            }
          }, true);
        }
        for (int64_t k = 0; k < inner_kept_; ++k) out[o * inner_kept_ + k] = static_cast<T>(acc[k]);
      }
    });
  }
  std::string describe() const override { return "reduce(direct)"; }

 private:
  struct Run {
    int64_t size;
    bool reduced;
    int64_t stride = 0;
  };
  // Input offset of the o-th combination of kept runs (the innermost kept run excluded
  // when it is the last run: the callers walk it themselves).
  int64_t kept_offset(int64_t o) const {
    int64_t off = 0;
    const size_t last = runs_.empty() || runs_.back().reduced ? runs_.size() : runs_.size() - 1;
    for (size_t i = last; i-- > 0;) {
      if (runs_[i].reduced) continue;
      off += (o % runs_[i].size) * runs_[i].stride;
      o /= runs_[i].size;
    }
    return off;
  }
  // Calls fn(offset) for every combination of reduced runs (the last run excluded when
  // skip_last: the caller walks that contiguous segment).
  template <typename Fn>
  void for_reduced(Fn&& fn, bool skip_last) const {
    std::vector<const Run*> red;
    for (size_t i = 0; i < runs_.size() - (skip_last ? 1 : 0); ++i)
      if (runs_[i].reduced) red.push_back(&runs_[i]);
    for (const Run* run : red)
      if (run->size == 0) return;
    std::vector<int64_t> idx(red.size(), 0);
    while (true) {
      int64_t off = 0;
      for (size_t i = 0; i < red.size(); ++i) off += idx[i] * red[i]->stride;
      fn(off);
      size_t i = red.size();
      while (i > 0 && ++idx[i - 1] == red[i - 1]->size) idx[--i] = 0;
      if (i == 0) return;
    }
  }

  int in_, init_, out_;
  Code op_;
  std::vector<Run> runs_;
  int64_t kept_count_ = 1, reduced_count_ = 1, inner_kept_ = 1;
};

// Any reduce: the body evaluated per element, inputs visited in row-major order.
class GenericReduceKernel final : public Kernel {
 public:
  GenericReduceKernel(const ir::Node& node, const Io& n)
      : io_(n), body_(*node.regions[0], "reduce"), dims_(node.get<ir::ReduceAttr>().dims) {}
  void run(void* const* s) const override {
    const size_t k = io_.out.size();
    const Shape& in_shape = io_.in_types[0].shape;
    const auto in_strides = row_major_strides(in_shape);
    Shape kept_shape, red_shape;
    std::vector<int64_t> kept_strides, red_strides;
    for (size_t d = 0; d < in_shape.size(); ++d) {
      bool red = std::find(dims_.begin(), dims_.end(), static_cast<int64_t>(d)) != dims_.end();
      (red ? red_shape : kept_shape).push_back(in_shape[d]);
      (red ? red_strides : kept_strides).push_back(in_strides[d]);
    }
    std::vector<const void*> params(2 * k);
    std::vector<void*> outs(k);
    for_each_index(kept_shape, [&](int64_t o, const int64_t* kidx) {
      int64_t base = 0;
      for (size_t d = 0; d < kept_shape.size(); ++d) base += kidx[d] * kept_strides[d];
      for (size_t j = 0; j < k; ++j) {
        const int64_t es = dtype_size(io_.out_types[j].dtype);
        outs[j] = at(s[io_.out[j]], o * es);
        std::memcpy(outs[j], s[io_.in[k + j]], es);
        params[j] = outs[j];
      }
      for_each_index(red_shape, [&](int64_t, const int64_t* ridx) {
        int64_t off = base;
        for (size_t d = 0; d < red_shape.size(); ++d) off += ridx[d] * red_strides[d];
        for (size_t j = 0; j < k; ++j)
          params[k + j] = at(s[io_.in[j]], off * dtype_size(io_.in_types[j].dtype));
        body_(params.data(), outs.data());
      });
    });
  }
  std::string describe() const override { return "reduce(generic)"; }

 private:
  Io io_;
  RegionEval body_;
  std::vector<int64_t> dims_;
};

// ---- windows ----------------------------------------------------------------------------

// The window geometry of reduce_window / select_and_scatter with defaults filled in.
struct Window {
  Shape dims, strides, base_dilation, window_dilation, pad_low;
  std::vector<int64_t> offsets;  // input offset of each window element from the window origin

  Window(const Shape& in_shape, const std::vector<int64_t>& d, const std::vector<int64_t>& s,
         const std::vector<int64_t>& bd, const std::vector<int64_t>& wd, const ir::Padding& p)
      : dims(d) {
    const size_t rank = in_shape.size();
    auto fill = [&](const std::vector<int64_t>& v) { return v.empty() ? Shape(rank, 1) : v; };
    strides = fill(s);
    base_dilation = fill(bd);
    window_dilation = fill(wd);
    pad_low.assign(rank, 0);
    for (size_t i = 0; i < p.size(); ++i) pad_low[i] = p[i].first;
    const auto in_strides = row_major_strides(in_shape);
    for_each_index(dims, [&](int64_t, const int64_t* w) {
      int64_t off = 0;
      for (size_t i = 0; i < rank; ++i) off += w[i] * window_dilation[i] * in_strides[i];
      offsets.push_back(off);
    });
  }

  // The input offset of the window origin of output position `o` when the whole window lies
  // inside the input (no padding, no base-dilation holes); -1 otherwise.
  int64_t inner_origin(const int64_t* o, const Shape& shape, const std::vector<int64_t>& in_strides) const {
    int64_t off = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      int64_t first = o[d] * strides[d] - pad_low[d];
      int64_t last = first + (dims[d] - 1) * window_dilation[d];
      if (base_dilation[d] != 1 || first < 0 || last >= shape[d]) return -1;
      off += first * in_strides[d];
    }
    return off;
  }

  // Calls fn(offset or -1 for padding/holes) for each window element of output position `o`.
  template <typename Fn>
  void for_each_element(const int64_t* o, const Shape& shape, const std::vector<int64_t>& in_strides,
                        Fn&& fn) const {
    for_each_index(dims, [&](int64_t, const int64_t* w) {
      int64_t off = 0;
      for (size_t d = 0; d < shape.size(); ++d) {
        int64_t t = o[d] * strides[d] + w[d] * window_dilation[d] - pad_low[d];
        if (t < 0 || t % base_dilation[d] != 0 || t / base_dilation[d] >= shape[d]) {
          off = -1;
          break;
        }
        off += (t / base_dilation[d]) * in_strides[d];
      }
      fn(off);
    });
  }
};

// The pooling case: the window moves over the last two dims only (elsewhere it has size 1,
// stride 1 and no padding) and nothing is dilated. The leading positions are then `planes`
// independent H x W images.
struct Planes {
  int64_t planes, H, W, OH, OW, kh, kw, sh, sw, ph, pw;
};

std::optional<Planes> as_planes(const Window& w, const Shape& in, const Shape& out) {
  const size_t r = in.size();
  if (r < 2) return std::nullopt;
  int64_t planes = 1;
  for (size_t d = 0; d < r; ++d) {
    if (w.base_dilation[d] != 1 || w.window_dilation[d] != 1) return std::nullopt;
    if (d + 2 >= r) continue;
    if (w.dims[d] != 1 || w.strides[d] != 1 || w.pad_low[d] != 0 || in[d] != out[d]) return std::nullopt;
    planes *= in[d];
  }
  if (in[r - 2] * in[r - 1] > std::numeric_limits<int32_t>::max()) return std::nullopt;
  return Planes{planes, in[r - 2], in[r - 1], out[r - 2], out[r - 1], w.dims[r - 2], w.dims[r - 1],
                w.strides[r - 2], w.strides[r - 1], w.pad_low[r - 2], w.pad_low[r - 1]};
}

// The output columns [lo, hi) whose windows lie inside the image's width.
std::pair<int64_t, int64_t> inner_columns(const Planes& p) {
  const int64_t lo = std::clamp<int64_t>(p.pw > 0 ? (p.pw + p.sw - 1) / p.sw : 0, 0, p.OW);
  const int64_t last = p.W - p.kw + p.pw;  // the largest ow * sw with the window inside
  const int64_t hi = last < 0 ? lo : std::clamp<int64_t>(last / p.sw + 1, lo, p.OW);
  return {lo, hi};
}

// Windows that tile the image: 2x2 at stride 2, no padding, all inside (the max pool of the
// nets). Each operand element then lies in at most one window; the rows and columns past the
// last window (an odd H or W) in none.
bool tiles_2x2(const Planes& p) {
  return p.kh == 2 && p.kw == 2 && p.sh == 2 && p.sw == 2 && p.ph == 0 && p.pw == 0 &&
         p.OH > 0 && p.OW > 0 && 2 * p.OH <= p.H && 2 * p.OW <= p.W;
}

// The maximum (or minimum) of two floats that are not NaN, -0 < +0, without branches: the two
// selects agree except on a pair of zeros, where the bits' and (or) gives +0 (-0).
template <Code op>
inline float max_or_min(float a, float b) {
  const float ab = op == Code::Max ? (a > b ? a : b) : (a < b ? a : b);
  const float ba = op == Code::Max ? (b > a ? b : a) : (b < a ? b : a);
  const int32_t x = std::bit_cast<int32_t>(ab), y = std::bit_cast<int32_t>(ba);
  return std::bit_cast<float>(op == Code::Max ? x & y : x | y);
}

// One 2x2/s2 window a b / c d of a pool. Add folds init, then the window in row-major order
// (as pool_planes). Max and min, whose value does not depend on the order, pair the elements
// up and give a quiet NaN (not necessarily the first NaN's bits) when any is NaN. There are no
// branches, so that the loops calling it vectorise.
template <Code op>
inline float pool_window_2x2(float a, float b, float c, float d, float init) {
  if constexpr (op == Code::Add) {
    return init + a + b + c + d;
  } else {
    const float m = max_or_min<op>(init, max_or_min<op>(max_or_min<op>(a, b), max_or_min<op>(c, d)));
    const bool nan = (a != a) | (b != b) | (c != c) | (d != d) | (init != init);
    return std::bit_cast<float>(std::bit_cast<int32_t>(m) | (nan ? 0x7fc00000 : 0));
  }
}

// One output row of a 2x2/s2 pool from input rows r0, r1 (row-major: even and odd columns
// are separate loads).
template <Code op>
void pool_row_2x2(const float* __restrict r0, const float* __restrict r1, float init, int64_t n,
                  float* __restrict o) {
  for (int64_t i = 0; i < n; ++i) o[i] = pool_window_2x2<op>(r0[2 * i], r0[2 * i + 1], r1[2 * i], r1[2 * i + 1], init);
}

// The same for rows of `block` channels at a time, the channels innermost (a blocked tensor's
// row, see group_row): one vector of channels per column. kBlock: the block when it is known
// (8, 16), so that the inner loop is whole vectors; 0 reads `block`.
template <Code op, int kBlock>
void pool_block_row_2x2(const float* __restrict r0, const float* __restrict r1, float init, int64_t n,
                        int64_t block, float* __restrict o) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      o[i * b + k] = pool_window_2x2<op>(r0[left], r0[right], r1[left], r1[right], init);
    }
}

// The max-pool backward of one 2x2/s2 window a b / c d: its four operand elements are written
// once (ta tb / tc td), init + grad at the selected one and init at the others, with no fill
// pass and no scattered adds. The selection folds a, b, c, d in order and keeps the current
// element where select(current, candidate) holds: with >= ties go to the first maximum, with >
// to the last, and a NaN candidate always replaces (as in keeps()). Written as selects on masks
// (no index to compare), so that the loops calling it vectorise.
template <bool first_max>
inline void scatter_window_2x2(float a, float b, float c, float d, float grad, float init, float& ta,
                               float& tb, float& tc, float& td) {
  const bool keep_a = first_max ? a >= b : a > b;
  const float ab = keep_a ? a : b;
  const bool keep_ab = first_max ? ab >= c : ab > c;
  const float abc = keep_ab ? ab : c;
  const bool keep_abc = first_max ? abc >= d : abc > d;
  const float hit = init + grad;
  const float top = keep_abc ? (keep_ab ? hit : init) : init;  // hit when a or b is selected
  ta = keep_a ? top : init;
  tb = keep_a ? init : top;
  tc = keep_abc ? (keep_ab ? init : hit) : init;
  td = keep_abc ? init : hit;
}

// The max-pool backward of one output row of row-major 2x2/s2 windows (operand rows r0, r1,
// result rows t0, t1).
template <bool first_max>
void scatter_row_2x2(const float* __restrict r0, const float* __restrict r1, const float* __restrict grad,
                     float init, int64_t n, float* __restrict t0, float* __restrict t1) {
  for (int64_t i = 0; i < n; ++i)
    scatter_window_2x2<first_max>(r0[2 * i], r0[2 * i + 1], r1[2 * i], r1[2 * i + 1], grad[i], init, t0[2 * i],
                                  t0[2 * i + 1], t1[2 * i], t1[2 * i + 1]);
}

// The same for rows of `block` channels at a time, the channels innermost (as pool_block_row_2x2).
template <bool first_max, int kBlock>
void scatter_block_row_2x2(const float* __restrict r0, const float* __restrict r1, const float* __restrict grad,
                           float init, int64_t n, int64_t block, float* __restrict t0, float* __restrict t1) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      scatter_window_2x2<first_max>(r0[left], r0[right], r1[left], r1[right], grad[i * b + k], init, t0[left],
                                    t0[right], t1[left], t1[right]);
    }
}

// ---- 2x2 pools on channel-blocked tensors ----
//
// The 2x2/s2 kernels take each full-size NCHW tensor (operand, source, result) row-major or
// blocked on the channels (Blocked{1, b}, see kernel.h). With any tensor blocked they work on
// groups of b consecutive channels of one image, one output row at a time: in blocked order
// (column-major within the row, the b channels innermost), read in place from a blocked tensor
// and gathered into a tile from a row-major one (and written back to it through a tile).

// Element strides of an [N, C, H, W] tensor addressed as (group g of b channels, channel k in
// the group, h, w). Group g starts at g * b * H * W either way (C % b == 0).
struct GroupStrides {
  int64_t group, channel, row, column;
  int64_t at(int64_t g, int64_t k, int64_t h, int64_t w) const {
    return g * group + k * channel + h * row + w * column;
  }
};

GroupStrides group_strides(int64_t H, int64_t W, int64_t block, bool blocked) {
  return blocked ? GroupStrides{block * H * W, 1, W * block, block} : GroupStrides{block * H * W, H * W, W, 1};
}

// Columns [0, n) of row h of group g in blocked order: in place when the tensor is blocked,
// else gathered into `tile` (n * block floats). kBlock as in pool_block_row_2x2: with the
// channels the inner loop, a known block makes it whole vector stores.
template <int kBlock>
const float* group_row(const float* t, const GroupStrides& v, bool blocked, int64_t g, int64_t h, int64_t n,
                       int64_t block, float* __restrict tile) {
  if (blocked) return t + v.at(g, 0, h, 0);
  const int64_t b = kBlock ? kBlock : block;
  const float* row = t + v.at(g, 0, h, 0);
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) tile[w * b + k] = row[k * v.channel + w];
  return tile;
}

// The reverse of group_row for a row-major tensor: writes the tile to columns [0, n) of row h.
template <int kBlock>
void store_group_row(const float* __restrict tile, float* t, const GroupStrides& v, int64_t g, int64_t h,
                     int64_t n, int64_t block) {
  const int64_t b = kBlock ? kBlock : block;
  float* row = t + v.at(g, 0, h, 0);
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) row[k * v.channel + w] = tile[w * b + k];
}

// Sets rows [h0, h1) x columns [w0, w1) of group g to `value`.
void fill_group(float* t, const GroupStrides& v, int64_t g, int64_t h0, int64_t h1, int64_t w0, int64_t w1,
                int64_t block, float value) {
  for (int64_t k = 0; k < block; ++k)
    for (int64_t h = h0; h < h1; ++h)
      for (int64_t w = w0; w < w1; ++w) t[v.at(g, k, h, w)] = value;
}

// A unit of the blocked kernels (rows 2 oh and 2 oh + 1 of a group of channels) reads both
// rows at once, column by column; in a blocked tensor the two rows are adjacent and the units
// follow each other, but the hardware prefetcher follows two streams that restart every unit
// poorly. The kernels fetch the rows of the unit kUnitsAhead on instead (a 128x32x28x28 max
// pool from memory, operand and result blocked, 2 threads: 1.0 -> 0.6 ms forward, about
// 1.4 -> 1.0 ms backward; row-major 0.8 and 1.0 ms).
constexpr int64_t kUnitsAhead = 2;

// Hints the cache to fetch floats [p, p + n) for reading (for writing with kWrite).
template <bool kWrite>
void prefetch_floats(const float* p, int64_t n) {
  for (int64_t i = 0; i < n; i += 64 / sizeof(float)) __builtin_prefetch(p + i, kWrite ? 1 : 0);
}

// The full-size tensors of a 2x2/s2 pooling kernel (operand, source, result) and their layouts,
// for the Kernel layout methods: each is row-major or blocked on its channels (dim 1 of NCHW,
// where the window is 1), those blocked all by one block that divides the channels.
class PoolTensors {
 public:
  void add(const char* name, int slot, const Shape& shape) { tensors_.push_back({name, slot, shape[1], 0}); }

  bool takes(int slot, const Blocked& layout) const {
    if (layout.dim != 1 || layout.block < 2 || (block_ && layout.block != block_)) return false;
    bool found = false;
    for (const Member& t : tensors_) {
      if (t.slot != slot) continue;
      if (t.channels % layout.block != 0) return false;
      found = true;
    }
    return found;
  }
  // A row-major tensor next to a blocked one: blocking it too saves the tiles.
  std::optional<Blocked> wants(int slot) const {
    for (const Member& t : tensors_)
      if (t.slot == slot && t.block == 0 && block_ && takes(slot, Blocked{1, block_})) return Blocked{1, block_};
    return std::nullopt;
  }
  void use(int slot, const Blocked& layout) {
    for (Member& t : tensors_)
      if (t.slot == slot) t.block = block_ = layout.block;
  }

  int64_t block() const { return block_; }  // 0: none blocked
  bool blocked(size_t i) const { return tensors_[i].block != 0; }  // the i-th added
  // ", blocked operand,result" for describe() (empty when none is blocked).
  std::string describe() const {
    std::string names;
    for (const Member& t : tensors_) {
      if (!t.block) continue;
      names += names.empty() ? ", blocked " : ",";
      names += t.name;
    }
    return names;
  }

 private:
  struct Member {
    const char* name;
    int slot;
    int64_t channels, block;  // block 0: row-major
  };
  std::vector<Member> tensors_;
  int64_t block_ = 0;
};

// Advances a row-major multi-index by one.
void next_index(std::vector<int64_t>& idx, const Shape& shape) {
  for (size_t d = idx.size(); d-- > 0;) {
    if (++idx[d] < shape[d]) return;
    idx[d] = 0;
  }
}

// reduce_window, any geometry and body. The f32 add/max/min bodies run as direct loops;
// other bodies go through the region evaluator. Padding contributes the init value.
class ReduceWindowKernel final : public Kernel {
 public:
  ReduceWindowKernel(const ir::Node& node, const Io& n)
      : io_(n), window_(make_window(node, n)), op_(simple_region_op(*node.regions[0])) {
    const bool f32 = n.in.size() == 2 && n.in_types[0].dtype == DType::f32;
    fast_ = f32 && (op_ == Code::Add || op_ == Code::Max || op_ == Code::Min);
    if (fast_) planes_ = as_planes(window_, n.in_types[0].shape, n.out_types[0].shape);
    if (!fast_) body_ = std::make_unique<RegionEval>(*node.regions[0], "reduce_window");
    if (planes_ && n.in_types[0].shape.size() == 4) {
      tensors_.add("operand", n.in[0], n.in_types[0].shape);
      tensors_.add("result", n.out[0], n.out_types[0].shape);
    }
  }

  void run(void* const* s) const override {
    if (planes_) return run_planes(s, *planes_);
    const Shape& in_shape = io_.in_types[0].shape;
    const Shape& out_shape = io_.out_types[0].shape;
    const auto in_strides = row_major_strides(in_shape);
    const int64_t wsize = static_cast<int64_t>(window_.offsets.size());
    parallel_for(num_elements(out_shape), wsize, [&](int64_t begin, int64_t end) {
      std::vector<int64_t> o(out_shape.size());
      unravel(begin, out_shape, o.data());
      for (int64_t flat = begin; flat < end; ++flat, next_index(o, out_shape)) {
        if (fast_) reduce_f32(s, o.data(), flat, in_shape, in_strides);
        else reduce_any(s, o.data(), flat, in_shape, in_strides);
      }
    });
  }
  std::string describe() const override {
    if (planes_)
      return cat("reduce_window(direct, ", tiles_2x2(*planes_) ? "2x2/s2" : "planes", tensors_.describe(), ")");
    return fast_ ? "reduce_window(direct)" : "reduce_window(generic)";
  }
  // The pooling paths of NCHW tensors (tensors_) take the operand and the result blocked.
  std::optional<Blocked> wants_blocked(int slot) const override { return tensors_.wants(slot); }
  bool takes_blocked(int slot, const Blocked& layout) const override { return tensors_.takes(slot, layout); }
  void use_blocked(int slot, const Blocked& layout) override { tensors_.use(slot, layout); }

 private:
  static Window make_window(const ir::Node& node, const Io& n) {
    const auto& a = node.get<ir::ReduceWindowAttr>();
    return Window(n.in_types[0].shape, a.window_dimensions, a.window_strides, a.base_dilations,
                  a.window_dilations, a.padding);
  }

  void run_planes(void* const* s, const Planes& p) const {
    const bool tiles = tiles_2x2(p);
    if (!tiles && tensors_.block()) {
      switch (op_) {
        case Code::Add: return pool_planes_grouped<Code::Add>(s, p);
        case Code::Max: return pool_planes_grouped<Code::Max>(s, p);
        default: return pool_planes_grouped<Code::Min>(s, p);
      }
    }
    switch (op_) {
      case Code::Add: return tiles ? pool_2x2<Code::Add>(s, p) : pool_planes<Code::Add>(s, p);
      case Code::Max: return tiles ? pool_2x2<Code::Max>(s, p) : pool_planes<Code::Max>(s, p);
      default: return tiles ? pool_2x2<Code::Min>(s, p) : pool_planes<Code::Min>(s, p);
    }
  }

  // 2x2/s2 windows that tile the image (tiles_2x2): one output row from two input rows.
  template <Code op>
  void pool_2x2(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 0: break;
      case 8: return pool_2x2_blocked<op, 8>(s, p);
      case 16: return pool_2x2_blocked<op, 16>(s, p);
      default: return pool_2x2_blocked<op, 0>(s, p);
    }
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    parallel_for(p.planes * p.OH, 4 * p.OW, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const float* r0 = x + (row / p.OH) * p.H * p.W + (row % p.OH) * 2 * p.W;
        pool_row_2x2<op>(r0, r0 + p.W, init, p.OW, out + row * p.OW);
      }
    });
  }

  // The same with the operand or the result blocked: one output row of a group of channels at a
  // time, in blocked order (see group_row).
  template <Code op, int kBlock>
  void pool_2x2_blocked(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : tensors_.block();
    const bool x_blocked = tensors_.blocked(0), out_blocked = tensors_.blocked(1);
    const GroupStrides xs = group_strides(p.H, p.W, b, x_blocked), os = group_strides(p.OH, p.OW, b, out_blocked);
    const int64_t n = 2 * p.OW;  // operand columns in windows
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles((x_blocked ? 0 : 2 * n * b) + (out_blocked ? 0 : p.OW * b));
      float* const x_tile = tiles.data();
      float* const out_tile = x_tile + (x_blocked ? 0 : 2 * n * b);
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        const float* r0 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh, n, b, x_tile);
        const float* r1 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh + 1, n, b, x_tile + n * b);
        float* o = out_blocked ? out + os.at(g, 0, oh, 0) : out_tile;
        if (x_blocked && unit + kUnitsAhead < end)  // (about: a group with an odd H has a row more)
          prefetch_floats<false>(x + xs.at(g, 0, 2 * oh, 0) + kUnitsAhead * 2 * p.W * b, 2 * p.W * b);
        pool_block_row_2x2<op, kBlock>(r0, r1, init, p.OW, b, o);
        if (!out_blocked) store_group_row<kBlock>(out_tile, out, os, g, oh, p.OW, b);
      }
    });
  }

  // One output row of one image at a time; padding contributes the init value. The body is
  // a template argument, and the windows that lie inside the image are folded one window
  // element at a time across the whole row (the same order within each window), so that
  // the loop over the row vectorises.
  template <Code op>
  void pool_planes(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const auto [lo, hi] = inner_columns(p);
    parallel_for(p.planes * p.OH, p.OW * p.kh * p.kw, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const float* image = x + (row / p.OH) * p.H * p.W;
        float* o = out + row * p.OW;
        const int64_t h0 = (row % p.OH) * p.sh - p.ph;
        auto border = [&](int64_t ow) {
          const int64_t w0 = ow * p.sw - p.pw;
          float acc = init;
          for (int64_t i = 0; i < p.kh; ++i)
            for (int64_t j = 0; j < p.kw; ++j) {
              const int64_t h = h0 + i, w = w0 + j;
              const bool inside = h >= 0 && h < p.H && w >= 0 && w < p.W;
              acc = combine<float>(op, acc, inside ? image[h * p.W + w] : init);
            }
          o[ow] = acc;
        };
        if (h0 < 0 || h0 + p.kh > p.H) {
          for (int64_t ow = 0; ow < p.OW; ++ow) border(ow);
          continue;
        }
        for (int64_t ow = 0; ow < lo; ++ow) border(ow);
        for (int64_t ow = hi; ow < p.OW; ++ow) border(ow);
        std::fill(o + lo, o + hi, init);
        for (int64_t i = 0; i < p.kh; ++i)
          for (int64_t j = 0; j < p.kw; ++j) {
            const float* in = image + (h0 + i) * p.W + j - p.pw;
            for (int64_t ow = lo; ow < hi; ++ow) o[ow] = combine<float>(op, o[ow], in[ow * p.sw]);
          }
      }
    });
  }

  // Any pooling window (the 3x3/s2 max pool of a ResNet stem) with the operand or the result
  // blocked: each output row of a group of channels, the window folded in row-major order from
  // init (padding folds init), as pool_planes does, for the group's channels at once.
  template <Code op>
  void pool_planes_grouped(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = tensors_.block();
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0));
    const GroupStrides os = group_strides(p.OH, p.OW, b, tensors_.blocked(1));
    parallel_for(p.planes / b * p.OH, p.OW * p.kh * p.kw * b, [&](int64_t begin, int64_t end) {
      std::vector<float> acc(static_cast<size_t>(b));
      for (int64_t row = begin; row < end; ++row) {
        const int64_t g = row / p.OH, oh = row % p.OH, h0 = oh * p.sh - p.ph;
        for (int64_t ow = 0; ow < p.OW; ++ow) {
          const int64_t w0 = ow * p.sw - p.pw;
          std::fill(acc.begin(), acc.end(), init);
          for (int64_t i = 0; i < p.kh; ++i)
            for (int64_t j = 0; j < p.kw; ++j) {
              const int64_t h = h0 + i, w = w0 + j;
              if (h < 0 || h >= p.H || w < 0 || w >= p.W) {
                for (int64_t k = 0; k < b; ++k) acc[size_t(k)] = combine<float>(op, acc[size_t(k)], init);
                continue;
              }
              const float* e = x + xs.at(g, 0, h, w);
              for (int64_t k = 0; k < b; ++k) acc[size_t(k)] = combine<float>(op, acc[size_t(k)], e[k * xs.channel]);
            }
          float* o = out + os.at(g, 0, oh, ow);
          for (int64_t k = 0; k < b; ++k) o[k * os.channel] = acc[size_t(k)];
        }
      }
    });
  }

  void reduce_f32(void* const* s, const int64_t* o, int64_t flat, const Shape& in_shape,
                  const std::vector<int64_t>& in_strides) const {
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    float acc = init;
    int64_t origin = window_.inner_origin(o, in_shape, in_strides);
    if (origin >= 0) {
      for (int64_t off : window_.offsets) acc = combine<float>(op_, acc, x[origin + off]);
    } else {
      window_.for_each_element(o, in_shape, in_strides, [&](int64_t off) {
        acc = combine<float>(op_, acc, off < 0 ? init : x[off]);
      });
    }
    static_cast<float*>(s[io_.out[0]])[flat] = acc;
  }

  void reduce_any(void* const* s, const int64_t* o, int64_t flat, const Shape& in_shape,
                  const std::vector<int64_t>& in_strides) const {
    const size_t k = io_.out.size();
    std::vector<const void*> params(2 * k);
    std::vector<void*> outs(k);
    for (size_t j = 0; j < k; ++j) {
      const int64_t es = dtype_size(io_.out_types[j].dtype);
      outs[j] = at(s[io_.out[j]], flat * es);
      std::memcpy(outs[j], s[io_.in[k + j]], es);
      params[j] = outs[j];
    }
    window_.for_each_element(o, in_shape, in_strides, [&](int64_t off) {
      for (size_t j = 0; j < k; ++j)
        params[k + j] = off < 0 ? s[io_.in[k + j]]
                                : at(s[io_.in[j]], off * dtype_size(io_.in_types[j].dtype));
      (*body_)(params.data(), outs.data());
    });
  }

  Io io_;
  Window window_;
  Code op_;
  bool fast_ = false;
  std::optional<Planes> planes_;
  PoolTensors tensors_;  // operand, result (the 2x2/s2 path of NCHW tensors only)
  std::unique_ptr<RegionEval> body_;
};

// select_and_scatter: for each window, the select body picks one operand position (among
// positions inside the operand; padding is never selected) and the scatter body combines the
// source value into the result there. The max-pool backward (f32, select >= or >, scatter add)
// is a direct loop.
class SelectAndScatterKernel final : public Kernel {
 public:
  SelectAndScatterKernel(const ir::Node& node, const Io& n) : io_(n), window_(make_window(node, n)) {
    const ir::Block& select = *node.regions[0];
    const ir::Block& scatter = *node.regions[1];
    first_max_ = is_compare(select, ir::CompareDirection::GE);
    const bool max_select = first_max_ || is_compare(select, ir::CompareDirection::GT);
    fast_ = n.in_types[0].dtype == DType::f32 && max_select && simple_region_op(scatter) == Code::Add;
    if (fast_) planes_ = as_planes(window_, n.in_types[0].shape, n.in_types[1].shape);
    if (!fast_) {
      select_ = std::make_unique<RegionEval>(select, "select_and_scatter");
      scatter_ = std::make_unique<RegionEval>(scatter, "select_and_scatter");
    }
    if (planes_ && n.in_types[0].shape.size() == 4) {
      tensors_.add("operand", n.in[0], n.in_types[0].shape);
      tensors_.add("source", n.in[1], n.in_types[1].shape);
      tensors_.add("result", n.out[0], n.out_types[0].shape);
    }
  }

  void run(void* const* s) const override {
    if (planes_) return run_planes(s, *planes_);
    const Shape& shape = io_.in_types[0].shape;
    const Shape& src_shape = io_.in_types[1].shape;
    const int64_t es = dtype_size(io_.in_types[0].dtype);
    const auto strides = row_major_strides(shape);
    void* out = s[io_.out[0]];
    const void* x = s[io_.in[0]];
    const void* src = s[io_.in[1]];
    // Windows that never share an operand element with another thread's: split the leading
    // dim when the window spans one index of it (the batch of a pooling).
    const bool split = !shape.empty() && window_.dims[0] == 1 && window_.strides[0] == 1 &&
                       window_.pad_low[0] == 0 && src_shape[0] == shape[0];
    const int64_t outer = split ? shape[0] : 1;
    const int64_t out_per = num_elements(shape) / std::max<int64_t>(outer, 1);
    const int64_t src_per = num_elements(src_shape) / std::max<int64_t>(outer, 1);
    parallel_for(outer, src_per * static_cast<int64_t>(window_.offsets.size()), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin * out_per; i < end * out_per; ++i) std::memcpy(at(out, i * es), s[io_.in[2]], es);
      std::vector<int64_t> o(src_shape.size(), 0);
      unravel(begin * src_per, src_shape, o.data());
      for (int64_t flat = begin * src_per; flat < end * src_per; ++flat, next_index(o, src_shape)) {
        int64_t best = -1;
        int64_t origin = window_.inner_origin(o.data(), shape, strides);
        if (origin >= 0) {
          for (int64_t off : window_.offsets)
            if (best < 0 || !keeps(x, best, origin + off)) best = origin + off;
        } else {
          window_.for_each_element(o.data(), shape, strides, [&](int64_t off) {
            if (off >= 0 && (best < 0 || !keeps(x, best, off))) best = off;
          });
        }
        if (best < 0) continue;
        if (fast_) {
          static_cast<float*>(out)[best] += static_cast<const float*>(src)[flat];
        } else {
          const void* params[2] = {at(out, best * es), at(src, flat * es)};
          void* outs[1] = {at(out, best * es)};
          (*scatter_)(params, outs);
        }
      }
    });
  }
  std::string describe() const override {
    if (planes_)
      return cat("select_and_scatter(direct, ", tiles_2x2(*planes_) ? "2x2/s2" : "planes", tensors_.describe(), ")");
    return fast_ ? "select_and_scatter(direct)" : "select_and_scatter(generic)";
  }
  // The pooling paths of NCHW tensors (tensors_) take the operand, the source and the result
  // blocked; the init value is a scalar.
  std::optional<Blocked> wants_blocked(int slot) const override { return tensors_.wants(slot); }
  bool takes_blocked(int slot, const Blocked& layout) const override { return tensors_.takes(slot, layout); }
  void use_blocked(int slot, const Blocked& layout) override { tensors_.use(slot, layout); }

  void run_planes(void* const* s, const Planes& p) const {
    if (tiles_2x2(p)) return first_max_ ? scatter_2x2<true>(s, p) : scatter_2x2<false>(s, p);
    if (tensors_.block()) return first_max_ ? scatter_planes_grouped<true>(s, p) : scatter_planes_grouped<false>(s, p);
    if (first_max_) scatter_planes<true>(s, p);
    else scatter_planes<false>(s, p);
  }

  // 2x2/s2 windows that tile the image (tiles_2x2): each output row of windows writes its two
  // operand rows whole (scatter_row_2x2); rows and columns in no window get init.
  template <bool first_max>
  void scatter_2x2(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 0: break;
      case 8: return scatter_2x2_blocked<first_max, 8>(s, p);
      case 16: return scatter_2x2_blocked<first_max, 16>(s, p);
      default: return scatter_2x2_blocked<first_max, 0>(s, p);
    }
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    parallel_for(p.planes * p.OH, 4 * p.OW, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const int64_t plane = row / p.OH, oh = row % p.OH;
        const int64_t first = plane * p.H * p.W + oh * 2 * p.W;  // operand row 2 * oh
        float* t0 = out + first;
        scatter_row_2x2<first_max>(x + first, x + first + p.W, src + row * p.OW, init, p.OW, t0, t0 + p.W);
        if (p.W > 2 * p.OW) {
          std::fill(t0 + 2 * p.OW, t0 + p.W, init);
          std::fill(t0 + p.W + 2 * p.OW, t0 + 2 * p.W, init);
        }
        if (oh == p.OH - 1) std::fill(t0 + 2 * p.W, out + (plane + 1) * p.H * p.W, init);
      }
    });
  }

  // The same with the operand, the source or the result blocked: the two operand rows of one
  // output row of a group of channels at a time, in blocked order (see group_row).
  template <bool first_max, int kBlock>
  void scatter_2x2_blocked(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : tensors_.block();
    const bool x_blocked = tensors_.blocked(0), src_blocked = tensors_.blocked(1), out_blocked = tensors_.blocked(2);
    const GroupStrides xs = group_strides(p.H, p.W, b, x_blocked), ss = group_strides(p.OH, p.OW, b, src_blocked),
                       os = group_strides(p.H, p.W, b, out_blocked);
    const int64_t n = 2 * p.OW;  // operand columns in windows
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles((x_blocked ? 0 : 2 * n * b) + (src_blocked ? 0 : p.OW * b) + (out_blocked ? 0 : 2 * n * b));
      float* const x_tile = tiles.data();
      float* const src_tile = x_tile + (x_blocked ? 0 : 2 * n * b);
      float* const out_tile = src_tile + (src_blocked ? 0 : p.OW * b);
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        const float* r0 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh, n, b, x_tile);
        const float* r1 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh + 1, n, b, x_tile + n * b);
        const float* grad = group_row<kBlock>(src, ss, src_blocked, g, oh, p.OW, b, src_tile);
        float* t0 = out_blocked ? out + os.at(g, 0, 2 * oh, 0) : out_tile;
        float* t1 = out_blocked ? out + os.at(g, 0, 2 * oh + 1, 0) : out_tile + n * b;
        if (unit + kUnitsAhead < end) {  // (about: a group with an odd H has a row more)
          const int64_t ahead = kUnitsAhead * 2 * p.W * b;
          if (x_blocked) prefetch_floats<false>(x + xs.at(g, 0, 2 * oh, 0) + ahead, 2 * p.W * b);
          if (out_blocked) prefetch_floats<true>(out + os.at(g, 0, 2 * oh, 0) + ahead, 2 * p.W * b);
        }
        scatter_block_row_2x2<first_max, kBlock>(r0, r1, grad, init, p.OW, b, t0, t1);
        if (!out_blocked) {
          store_group_row<kBlock>(t0, out, os, g, 2 * oh, n, b);
          store_group_row<kBlock>(t1, out, os, g, 2 * oh + 1, n, b);
        }
        // Operand elements in no window (an odd W or H) get init.
        if (p.W > n) fill_group(out, os, g, 2 * oh, 2 * oh + 2, n, p.W, b, init);
        if (oh == p.OH - 1) fill_group(out, os, g, 2 * p.OH, p.H, 0, p.W, b, init);
      }
    });
  }

  // Offers each window of columns [lo, hi) its candidate at image[base + ow * stride]. The
  // stride is a template argument where it is 1 or 2 (pooling), so that the loop vectorises
  // (a data-dependent branch here would mispredict on every other window).
  template <bool first_max, int kStride>
  static void fold_candidates(const float* image, int32_t base, int64_t lo, int64_t hi,
                              int64_t stride, float* best_value, int32_t* best) {
    const int32_t sw = kStride ? kStride : static_cast<int32_t>(stride);
    for (int32_t ow = static_cast<int32_t>(lo); ow < static_cast<int32_t>(hi); ++ow) {
      const int32_t at = base + ow * sw;
      const float v = image[at];
      const bool keep = first_max ? best_value[ow] >= v : best_value[ow] > v;
      best_value[ow] = keep ? best_value[ow] : v;
      best[ow] = keep ? best[ow] : at;
    }
  }

  // Any pooling window with the operand, the source or the result blocked: a thread takes whole
  // groups of channels (overlapping windows then never add into one element from two threads),
  // their windows in row-major order, each channel's pick as scatter_planes makes it.
  template <bool first_max>
  void scatter_planes_grouped(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = tensors_.block();
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0));
    const GroupStrides ss = group_strides(p.OH, p.OW, b, tensors_.blocked(1));
    const GroupStrides os = group_strides(p.H, p.W, b, tensors_.blocked(2));
    // The block as a constant where oneDNN's are, so the search across the lanes vectorises.
    if (b == 8) return scatter_lanes<first_max, 8>(x, src, init, out, b, xs, ss, os, p);
    if (b == 16) return scatter_lanes<first_max, 16>(x, src, init, out, b, xs, ss, os, p);
    scatter_lanes<first_max, 0>(x, src, init, out, b, xs, ss, os, p);
  }

  // The windows of a group's b channels searched across the lanes at once, branch-free (ties
  // and NaN as select >= or > take them), then each lane's gradient added at its selected
  // element. B: the block b as a constant, or 0 for any block of up to kMaxLanes.
  static constexpr int kMaxLanes = 64;
  template <bool first_max, int B>
  static void scatter_lanes(const float* x, const float* src, float init, float* out, int64_t b,
                            const GroupStrides& xs, const GroupStrides& ss, const GroupStrides& os, const Planes& p) {
    LADDER_ASSERT(b <= kMaxLanes, "select_and_scatter: a channel block of ", b);
    const int lanes = B > 0 ? B : static_cast<int>(b);
    const int64_t cx = xs.channel;
    parallel_for(p.planes / b, (p.H * p.W + p.OH * p.OW * p.kh * p.kw) * b, [&](int64_t begin, int64_t end) {
      for (int64_t g = begin; g < end; ++g) {
        fill_group(out, os, g, 0, p.H, 0, p.W, b, init);
        for (int64_t oh = 0; oh < p.OH; ++oh)
          for (int64_t ow = 0; ow < p.OW; ++ow) {
            float value[B > 0 ? B : kMaxLanes];
            int32_t best[B > 0 ? B : kMaxLanes];  // h * W + w of the selected element, -1 while none
            for (int k = 0; k < lanes; ++k) value[k] = 0, best[k] = -1;
            for (int64_t i = 0; i < p.kh; ++i) {
              const int64_t h = oh * p.sh - p.ph + i;
              if (h < 0 || h >= p.H) continue;
              for (int64_t j = 0; j < p.kw; ++j) {
                const int64_t w = ow * p.sw - p.pw + j;
                if (w < 0 || w >= p.W) continue;
                const float* e = x + xs.at(g, 0, h, w);
                const int32_t at = static_cast<int32_t>(h * p.W + w);
                for (int k = 0; k < lanes; ++k) {
                  const float v = e[k * cx];
                  const bool take = best[k] < 0 || !(first_max ? value[k] >= v : value[k] > v);
                  value[k] = take ? v : value[k];
                  best[k] = take ? at : best[k];
                }
              }
            }
            const float* grad = src + ss.at(g, 0, oh, ow);
            for (int k = 0; k < lanes; ++k)
              if (best[k] >= 0) out[os.at(g, k, best[k] / p.W, best[k] % p.W)] += grad[k * ss.channel];
          }
      }
    });
  }

  // One image per thread at a time: its windows scatter only into it. Ties go to the first
  // maximum with select >=, to the last with >. As in pool_planes, the windows inside the
  // image are searched one window element at a time across the whole output row.
  template <bool first_max>
  void scatter_planes(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const auto [lo, hi] = inner_columns(p);
    parallel_for(p.planes, p.H * p.W + p.OH * p.OW * p.kh * p.kw, [&](int64_t begin, int64_t end) {
      std::vector<float> best_value(p.OW);
      std::vector<int32_t> best(p.OW);  // in the image; 32 bits like the values, so it vectorises
      for (int64_t plane = begin; plane < end; ++plane) {
        const float* image = x + plane * p.H * p.W;
        float* target = out + plane * p.H * p.W;
        std::fill_n(target, p.H * p.W, init);
        for (int64_t oh = 0; oh < p.OH; ++oh) {
          const int64_t h0 = oh * p.sh - p.ph;
          const bool rows_inside = h0 >= 0 && h0 + p.kh <= p.H;
          for (int64_t ow = 0; ow < p.OW; ++ow) {
            if (rows_inside && ow >= lo && ow < hi) continue;
            best[ow] = -1;
            for (int64_t i = 0; i < p.kh; ++i)
              for (int64_t j = 0; j < p.kw; ++j) {
                const int64_t h = h0 + i, w = ow * p.sw - p.pw + j;
                if (h < 0 || h >= p.H || w < 0 || w >= p.W) continue;
                const float v = image[h * p.W + w];
                if (best[ow] < 0 || !(first_max ? best_value[ow] >= v : best_value[ow] > v))
                  best[ow] = static_cast<int32_t>(h * p.W + w), best_value[ow] = v;
              }
          }
          if (rows_inside) {
            const int32_t first = static_cast<int32_t>(h0 * p.W - p.pw);
            for (int64_t ow = lo; ow < hi; ++ow) {
              best[ow] = first + static_cast<int32_t>(ow * p.sw);
              best_value[ow] = image[best[ow]];
            }
            for (int64_t i = 0; i < p.kh; ++i)
              for (int64_t j = i == 0 ? 1 : 0; j < p.kw; ++j) {
                const int32_t base = first + static_cast<int32_t>(i * p.W + j);
                if (p.sw == 1) fold_candidates<first_max, 1>(image, base, lo, hi, 1, best_value.data(), best.data());
                else if (p.sw == 2) fold_candidates<first_max, 2>(image, base, lo, hi, 2, best_value.data(), best.data());
                else fold_candidates<first_max, 0>(image, base, lo, hi, p.sw, best_value.data(), best.data());
              }
          }
          const float* grad = src + (plane * p.OH + oh) * p.OW;
          for (int64_t ow = 0; ow < p.OW; ++ow)
            if (best[ow] >= 0) target[best[ow]] += grad[ow];
        }
      }
    });
  }

 private:
  static Window make_window(const ir::Node& node, const Io& n) {
    const auto& a = node.get<ir::SelectAndScatterAttr>();
    return Window(n.in_types[0].shape, a.window_dimensions, a.window_strides, {}, {}, a.padding);
  }
  // True when `b` is exactly compare(p0, p1) with direction `dir`.
  static bool is_compare(const ir::Block& b, ir::CompareDirection dir) {
    if (b.nodes.size() != 3 || b.results.size() != 1) return false;
    const ir::Node& c = *b.nodes[2];
    return c.kind == OpKind::Compare && c.get<ir::CompareAttr>().direction == dir &&
           c.operands[0].node == b.nodes[0].get() && c.operands[1].node == b.nodes[1].get() &&
           b.results[0].node == &c;
  }
  // select(current, candidate): true keeps the current selection.
  bool keeps(const void* x, int64_t current, int64_t candidate) const {
    if (fast_) {
      float a = static_cast<const float*>(x)[current], b = static_cast<const float*>(x)[candidate];
      return first_max_ ? a >= b : a > b;
    }
    const int64_t es = dtype_size(io_.in_types[0].dtype);
    const void* params[2] = {at(x, current * es), at(x, candidate * es)};
    uint8_t keep = 0;
    void* outs[1] = {&keep};
    (*select_)(params, outs);
    return keep != 0;
  }

  Io io_;
  Window window_;
  std::optional<Planes> planes_;
  PoolTensors tensors_;  // operand, source, result (the 2x2/s2 path of NCHW tensors only)
  bool fast_ = false, first_max_ = false;
  std::unique_ptr<RegionEval> select_, scatter_;
};

// ---- contractions (slow paths: types and shapes oneDNN does not take) ------------------------

class GenericDotKernel final : public Kernel {
 public:
  GenericDotKernel(const ir::Node& node, const Io& n) : io_(n) {
    const auto& a = node.get<ir::DotGeneralAttr>();
    const Shape& ls = n.in_types[0].shape;
    const Shape& rs = n.in_types[1].shape;
    const auto lst = row_major_strides(ls), rst = row_major_strides(rs);
    auto free_dims = [](size_t rank, const std::vector<int64_t>& b, const std::vector<int64_t>& c) {
      std::vector<int64_t> f;
      for (size_t d = 0; d < rank; ++d)
        if (std::count(b.begin(), b.end(), d) + std::count(c.begin(), c.end(), d) == 0) f.push_back(d);
      return f;
    };
    // Output dims in order: batch, lhs free, rhs free; each advances lhs and/or rhs.
    for (size_t i = 0; i < a.lhs_batch.size(); ++i)
      out_steps_.push_back({lst[a.lhs_batch[i]], rst[a.rhs_batch[i]]});
    for (int64_t d : free_dims(ls.size(), a.lhs_batch, a.lhs_contracting)) out_steps_.push_back({lst[d], 0});
    for (int64_t d : free_dims(rs.size(), a.rhs_batch, a.rhs_contracting)) out_steps_.push_back({0, rst[d]});
    Shape cshape;
    std::vector<std::pair<int64_t, int64_t>> csteps;
    for (size_t i = 0; i < a.lhs_contracting.size(); ++i) {
      cshape.push_back(ls[a.lhs_contracting[i]]);
      csteps.push_back({lst[a.lhs_contracting[i]], rst[a.rhs_contracting[i]]});
    }
    for_each_index(cshape, [&](int64_t, const int64_t* idx) {
      int64_t lo = 0, ro = 0;
      for (size_t i = 0; i < cshape.size(); ++i) lo += idx[i] * csteps[i].first, ro += idx[i] * csteps[i].second;
      terms_.push_back({lo, ro});
    });
  }
  void run(void* const* s) const override {
    const DType lt = io_.in_types[0].dtype, rt = io_.in_types[1].dtype, ot = io_.out_types[0].dtype;
    const Shape& oshape = io_.out_types[0].shape;
    const void* l = s[io_.in[0]];
    const void* r = s[io_.in[1]];
    void* out = s[io_.out[0]];
    parallel_for(num_elements(oshape), static_cast<int64_t>(terms_.size()), [&](int64_t begin, int64_t end) {
      std::vector<int64_t> idx(oshape.size());
      for (int64_t flat = begin; flat < end; ++flat) {
        unravel(flat, oshape, idx.data());
        int64_t lb = 0, rb = 0;
        for (size_t d = 0; d < idx.size(); ++d) lb += idx[d] * out_steps_[d].first, rb += idx[d] * out_steps_[d].second;
        if (is_float(ot)) {
          double acc = 0;
          for (auto [lo, ro] : terms_) acc += load_f(l, lt, lb + lo) * load_f(r, rt, rb + ro);
          store_f(out, ot, flat, acc);
        } else {
          uint64_t acc = 0;
          for (auto [lo, ro] : terms_)
            acc += static_cast<uint64_t>(load_i(l, lt, lb + lo)) * static_cast<uint64_t>(load_i(r, rt, rb + ro));
          store_i(out, ot, flat, static_cast<int64_t>(acc));
        }
      }
    });
  }
  std::string describe() const override { return "dot_general(generic)"; }

 private:
  Io io_;
  std::vector<std::pair<int64_t, int64_t>> out_steps_, terms_;
};

class GenericConvKernel final : public Kernel {
 public:
  GenericConvKernel(const ir::Node& node, const Io& n) : io_(n), attr_(node.get<ir::ConvolutionAttr>()) {
    const size_t sp = attr_.dn.input_spatial.size();
    auto fill = [&](std::vector<int64_t>& v) {
      if (v.empty()) v.assign(sp, 1);
    };
    fill(attr_.window_strides);
    fill(attr_.lhs_dilation);
    fill(attr_.rhs_dilation);
    if (attr_.padding.empty()) attr_.padding.assign(sp, {0, 0});
  }
  void run(void* const* s) const override {
    const auto& dn = attr_.dn;
    const TensorType& lt = io_.in_types[0];
    const TensorType& rt = io_.in_types[1];
    const TensorType& ot = io_.out_types[0];
    const auto ls = row_major_strides(lt.shape), rs = row_major_strides(rt.shape);
    const size_t sp = dn.input_spatial.size();
    const int64_t out_features = ot.shape[dn.output_feature];
    const int64_t kin = rt.shape[dn.kernel_input_feature];
    const int64_t out_batch = ot.shape[dn.output_batch];
    const int64_t fg_size = out_features / attr_.feature_group_count;
    const int64_t bg_size = out_features / attr_.batch_group_count;
    Shape kspatial;
    for (int64_t d : dn.kernel_spatial) kspatial.push_back(rt.shape[d]);
    const void* l = s[io_.in[0]];
    const void* r = s[io_.in[1]];
    void* out = s[io_.out[0]];
    parallel_for(ot.num_elements(), kin * num_elements(kspatial), [&](int64_t begin, int64_t end) {
      std::vector<int64_t> o(ot.shape.size()), k(sp);
      for (int64_t flat = begin; flat < end; ++flat) {
        unravel(flat, ot.shape, o.data());
        const int64_t f = o[dn.output_feature];
        const int64_t batch = o[dn.output_batch] + (f / bg_size) * out_batch;
        const int64_t in_feature0 = (f / fg_size) * kin;
        double facc = 0;
        uint64_t iacc = 0;
        for_each_index(kspatial, [&](int64_t, const int64_t* kidx) {
          int64_t loff = batch * ls[dn.input_batch], roff = f * rs[dn.kernel_output_feature];
          for (size_t d = 0; d < sp; ++d) {
            int64_t t = o[dn.output_spatial[d]] * attr_.window_strides[d] +
                        kidx[d] * attr_.rhs_dilation[d] - attr_.padding[d].first;
            const int64_t size = lt.shape[dn.input_spatial[d]];
            if (t < 0 || t % attr_.lhs_dilation[d] != 0 || t / attr_.lhs_dilation[d] >= size) return;
            loff += (t / attr_.lhs_dilation[d]) * ls[dn.input_spatial[d]];
            roff += kidx[d] * rs[dn.kernel_spatial[d]];
          }
          for (int64_t c = 0; c < kin; ++c) {
            int64_t li = loff + (in_feature0 + c) * ls[dn.input_feature];
            int64_t ri = roff + c * rs[dn.kernel_input_feature];
            if (is_float(ot.dtype)) facc += load_f(l, lt.dtype, li) * load_f(r, rt.dtype, ri);
            else iacc += static_cast<uint64_t>(load_i(l, lt.dtype, li)) * static_cast<uint64_t>(load_i(r, rt.dtype, ri));
          }
        });
        if (is_float(ot.dtype)) store_f(out, ot.dtype, flat, facc);
        else store_i(out, ot.dtype, flat, static_cast<int64_t>(iacc));
      }
    });
  }
  std::string describe() const override { return "convolution(generic)"; }

 private:
  Io io_;
  ir::ConvolutionAttr attr_;
};

}  // namespace

std::unique_ptr<Kernel> make_copy_kernel(int from, int to, int64_t bytes) {
  return std::make_unique<CopyKernel>(from, to, bytes);
}

std::unique_ptr<Kernel> make_generic_kernel(const ir::Node& node, const Io& n) {
  switch (node.kind) {
    case OpKind::Iota: return std::make_unique<IotaKernel>(node, n);
    case OpKind::Constant: return std::make_unique<SplatKernel>(node, n);  // splats only
    case OpKind::Pad: return std::make_unique<PadKernel>(node, n);
    case OpKind::Concatenate: return std::make_unique<ConcatenateKernel>(node, n);
    case OpKind::DynamicSlice: return std::make_unique<DynamicSliceKernel>(node, n);
    case OpKind::DynamicUpdateSlice: return std::make_unique<DynamicUpdateSliceKernel>(node, n);
    case OpKind::Reduce: {
      Code op = simple_region_op(*node.regions[0]);
      const bool simple = n.in.size() == 2 && (op == Code::Add || op == Code::Mul || op == Code::Max || op == Code::Min);
      if (simple && n.in_types[0].dtype == DType::f32) return std::make_unique<FastReduceKernel<float>>(node, n, op);
      if (simple && n.in_types[0].dtype == DType::i32) return std::make_unique<FastReduceKernel<int32_t>>(node, n, op);
      if (simple && n.in_types[0].dtype == DType::i64) return std::make_unique<FastReduceKernel<int64_t>>(node, n, op);
      return std::make_unique<GenericReduceKernel>(node, n);
    }
    case OpKind::ReduceWindow: return std::make_unique<ReduceWindowKernel>(node, n);
    case OpKind::SelectAndScatter: return std::make_unique<SelectAndScatterKernel>(node, n);
    case OpKind::DotGeneral: return std::make_unique<GenericDotKernel>(node, n);
    case OpKind::Convolution: return std::make_unique<GenericConvKernel>(node, n);
    default:
      throw InternalError(cat("cpu lowerer: no generic kernel for ", ir::op_name(node.kind)));
  }
}

}  // namespace ladder::exec::cpu
