// Generic kernels: every op that is neither elementwise (fused.cpp) nor on a oneDNN
// primitive (onednn.cpp). Data movement works on bytes; arithmetic on f32 has direct
// loops for the common bodies (sum, max, min, product; max-pool select-and-scatter) and
// every other case evaluates the region body as a fused program, one element at a time.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

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
    case DType::i64: return static_cast<double>(static_cast<const int64_t*>(p)[i]);
    case DType::i1:
    case DType::ui8: return static_cast<const uint8_t*>(p)[i];
  }
  return 0;
}

int64_t load_i(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::i32: return static_cast<const int32_t*>(p)[i];
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
    default: LADDER_ASSERT(false, "store_f on ", dtype_name(t));
  }
}

void store_i(void* p, DType t, int64_t i, int64_t v) {
  switch (t) {
    case DType::i32: static_cast<int32_t*>(p)[i] = static_cast<int32_t>(static_cast<uint32_t>(v)); return;
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
  void operator()(const void* const* params, void* const* outs) const {
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

// ---- reductions -------------------------------------------------------------------------

template <typename A>
inline A combine(Code op, A acc, A x) {
  switch (op) {
    case Code::Add: return acc + x;
    case Code::Mul: return acc * x;
    // IEEE maximum/minimum, as the elementwise ops: NaN propagates, -0 < +0.
    case Code::Max: return acc != acc ? acc : x != x ? x : acc > x ? acc : x > acc ? x : std::signbit(acc) ? x : acc;
    default: return acc != acc ? acc : x != x ? x : acc < x ? acc : x < acc ? x : std::signbit(acc) ? acc : x;
  }
}

// reduce over f32 with add/mul (accumulated in double) or max/min. Input dims are merged into
// runs of kept and reduced dims; when the innermost run is kept the kernel accumulates whole
// rows (vectorised), otherwise it reduces contiguous segments: no transposes either way.
class FastReduceKernel final : public Kernel {
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
    const float* x = static_cast<const float*>(s[in_]);
    float* out = static_cast<float*>(s[out_]);
    const float init = *static_cast<const float*>(s[init_]);
    if (kept_count_ == 0) return;  // an empty result
    const int64_t outer_kept = kept_count_ / inner_kept_;
    const int64_t per_item = reduced_count_ * inner_kept_;
    parallel_for(outer_kept, per_item, [&](int64_t begin, int64_t end) {
      std::vector<double> acc(inner_kept_);
      for (int64_t o = begin; o < end; ++o) {
        const int64_t base = kept_offset(o);
        std::fill(acc.begin(), acc.end(), static_cast<double>(init));
        if (runs_.empty() || !runs_.back().reduced) {
          for_reduced([&](int64_t off) {
            const float* row = x + base + off;
            if (op_ == Code::Add) for (int64_t k = 0; k < inner_kept_; ++k) acc[k] += row[k];
            else for (int64_t k = 0; k < inner_kept_; ++k) acc[k] = combine<double>(op_, acc[k], row[k]);
          }, false);
        } else {
          const int64_t len = runs_.back().size;
          for_reduced([&](int64_t off) {
            const float* seg = x + base + off;
            if (op_ == Code::Add) {
              double sum = 0;
#pragma omp simd reduction(+ : sum)
              for (int64_t k = 0; k < len; ++k) sum += seg[k];
              acc[0] += sum;
            } else {
              for (int64_t k = 0; k < len; ++k) acc[0] = combine<double>(op_, acc[0], seg[k]);
            }
          }, true);
        }
        for (int64_t k = 0; k < inner_kept_; ++k) out[o * inner_kept_ + k] = static_cast<float>(acc[k]);
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
    return planes_ ? "reduce_window(direct, planes)" : fast_ ? "reduce_window(direct)" : "reduce_window(generic)";
  }

 private:
  static Window make_window(const ir::Node& node, const Io& n) {
    const auto& a = node.get<ir::ReduceWindowAttr>();
    return Window(n.in_types[0].shape, a.window_dimensions, a.window_strides, a.base_dilations,
                  a.window_dilations, a.padding);
  }

  void run_planes(void* const* s, const Planes& p) const {
    switch (op_) {
      case Code::Add: return pool_planes<Code::Add>(s, p);
      case Code::Max: return pool_planes<Code::Max>(s, p);
      default: return pool_planes<Code::Min>(s, p);
    }
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
    return planes_ ? "select_and_scatter(direct, planes)" : fast_ ? "select_and_scatter(direct)" : "select_and_scatter(generic)";
  }

  void run_planes(void* const* s, const Planes& p) const {
    if (first_max_) scatter_planes<true>(s, p);
    else scatter_planes<false>(s, p);
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
    case OpKind::Pad: return std::make_unique<PadKernel>(node, n);
    case OpKind::Concatenate: return std::make_unique<ConcatenateKernel>(node, n);
    case OpKind::DynamicSlice: return std::make_unique<DynamicSliceKernel>(node, n);
    case OpKind::DynamicUpdateSlice: return std::make_unique<DynamicUpdateSliceKernel>(node, n);
    case OpKind::Reduce: {
      Code op = simple_region_op(*node.regions[0]);
      bool fast = n.in.size() == 2 && n.in_types[0].dtype == DType::f32 &&
                  (op == Code::Add || op == Code::Mul || op == Code::Max || op == Code::Min);
      if (fast) return std::make_unique<FastReduceKernel>(node, n, op);
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
