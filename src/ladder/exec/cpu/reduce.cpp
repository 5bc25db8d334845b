// The cpu lowerer's reduce: direct loops over f32, i32 and i64 for the add, multiply, max and
// min bodies (combine() is in fused.h), and any other reduce through the region evaluator.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

namespace {

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
      case Code::Multiply: return static_cast<A>(u * v);
      case Code::Maximum: return std::max(acc, x);
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

}  // namespace

std::unique_ptr<Kernel> make_reduce_kernel(const ir::Node& node, const Io& n) {
  Code op = simple_region_op(*node.regions[0]);
  const bool simple = n.in.size() == 2 && (op == Code::Add || op == Code::Multiply || op == Code::Maximum || op == Code::Minimum);
  if (simple && n.in_types[0].dtype == DType::f32) return std::make_unique<FastReduceKernel<float>>(node, n, op);
  if (simple && n.in_types[0].dtype == DType::i32) return std::make_unique<FastReduceKernel<int32_t>>(node, n, op);
  if (simple && n.in_types[0].dtype == DType::i64) return std::make_unique<FastReduceKernel<int64_t>>(node, n, op);
  return std::make_unique<GenericReduceKernel>(node, n);
}

}  // namespace ladder::exec::cpu
