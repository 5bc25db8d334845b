// The cpu lowerer's data movement kernels: copies, splat constants, iota, pad, concatenate and
// dynamic (update) slices. They work on bytes, whatever the dtype.
#include <algorithm>
#include <cstring>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

namespace {

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

class IotaKernel final : public Kernel {
 public:
  IotaKernel(const ir::Node& node, const Io& n) : out_(n.out[0]), type_(n.out_types[0]),
        dim_(node.get<ir::IotaAttr>().dimension) {}
  void run(void* const* s) const override {
    for_each_index(type_.shape, [&](int64_t flat, const int64_t* idx) {
      if (is_float(type_.dtype)) store_element(s[out_], type_.dtype, flat, static_cast<double>(idx[dim_]));
      else store_element_int(s[out_], type_.dtype, flat, idx[dim_]);
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
    int64_t v = load_element_int(s[slots[first + d]], types[first + d].dtype, 0);
    if (types[first + d].dtype == DType::ui64 && v < 0) v = shape[d];  // past 2^63: past the end
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

}  // namespace

std::unique_ptr<Kernel> make_copy_kernel(int from, int to, int64_t bytes) {
  return std::make_unique<CopyKernel>(from, to, bytes);
}
std::unique_ptr<Kernel> make_splat_kernel(const ir::Node& node, const Io& io) { return std::make_unique<SplatKernel>(node, io); }
std::unique_ptr<Kernel> make_iota_kernel(const ir::Node& node, const Io& io) { return std::make_unique<IotaKernel>(node, io); }
std::unique_ptr<Kernel> make_pad_kernel(const ir::Node& node, const Io& io) { return std::make_unique<PadKernel>(node, io); }
std::unique_ptr<Kernel> make_concatenate_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<ConcatenateKernel>(node, io);
}
std::unique_ptr<Kernel> make_dynamic_slice_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<DynamicSliceKernel>(node, io);
}
std::unique_ptr<Kernel> make_dynamic_update_slice_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<DynamicUpdateSliceKernel>(node, io);
}

}  // namespace ladder::exec::cpu
