// Complex values (c64, c128) on the cpu lowerer: fused programs hold real registers only, so a
// node with a complex operand or result runs here instead, one element at a time. Elementwise
// ops compute with the reference's complex semantics (exec/reference/complex.h); the
// index-only ops that fused programs otherwise compute (broadcast_in_dim, transpose, slice,
// reverse) copy element bytes along the same affine index map.
#include <cstring>

#include "ladder/exec/cpu/generic.h"
#include "ladder/exec/reference/complex.h"

namespace ladder::exec::cpu {

namespace {

class ComplexElementwiseKernel final : public Kernel {
 public:
  ComplexElementwiseKernel(const ir::Node& node, const Io& io)
      : io_(io),
        kind_(node.kind),
        direction_(node.kind == ir::OpKind::Compare ? node.get<ir::CompareAttr>().direction : ir::CompareDirection::EQ) {}

  void run(void* const* s) const override {
    const TensorType& out = io_.out_types[0];
    const size_t operands = io_.in.size();
    parallel_for(out.num_elements(), 64, [&](int64_t begin, int64_t end) {
      std::complex<double> x[3];
      for (int64_t i = begin; i < end; ++i) {
        auto index_of = [&](size_t k) { return io_.in_types[k].rank() == 0 ? int64_t{0} : i; };
        if (kind_ == ir::OpKind::Select) {  // moves the chosen element's bytes
          const size_t chosen = load_element_int(s[io_.in[0]], DType::i1, index_of(0)) ? 1 : 2;
          const int64_t size = dtype_size(out.dtype);
          std::memcpy(at(s[io_.out[0]], i * size), at(s[io_.in[chosen]], index_of(chosen) * size), size);
          continue;
        }
        for (size_t k = 0; k < operands; ++k) x[k] = load_complex(s[io_.in[k]], io_.in_types[k].dtype, index_of(k));
        store_complex(s[io_.out[0]], out.dtype, i, reference::complex_elementwise(kind_, direction_, {x, operands}));
      }
    });
  }
  std::string describe() const override { return cat(ir::op_short_name(kind_), "(complex loops)"); }

 private:
  Io io_;
  ir::OpKind kind_;
  ir::CompareDirection direction_;
};

// out[index] = in[base + Σ_d index[d] * step[d]], element by element (any dtype).
class AffineCopyKernel final : public Kernel {
 public:
  AffineCopyKernel(const ir::Node& node, const Io& io) : io_(io) {
    const Shape& in = io.in_types[0].shape;
    const Shape& out = io.out_types[0].shape;
    const std::vector<int64_t> in_strides = row_major_strides(in);
    step_.assign(out.size(), 0);
    // An if chain rather than a switch over every op: only these four reach here (kernels.cpp).
    if (node.kind == ir::OpKind::BroadcastInDim) {
      const auto& dims = node.get<ir::BroadcastInDimAttr>().dims;
      for (size_t d = 0; d < dims.size(); ++d)
        if (in[d] != 1) step_[dims[d]] = in_strides[d];
    } else if (node.kind == ir::OpKind::Transpose) {
      const auto& permutation = node.get<ir::TransposeAttr>().permutation;
      for (size_t d = 0; d < permutation.size(); ++d) step_[d] = in_strides[permutation[d]];
    } else if (node.kind == ir::OpKind::Slice) {
      const auto& a = node.get<ir::SliceAttr>();
      for (size_t d = 0; d < in.size(); ++d) {
        base_ += a.start[d] * in_strides[d];
        step_[d] = (a.strides.empty() ? 1 : a.strides[d]) * in_strides[d];
      }
    } else if (node.kind == ir::OpKind::Reverse) {
      for (size_t d = 0; d < in.size(); ++d) step_[d] = in_strides[d];
      for (int64_t d : node.get<ir::ReverseAttr>().dims) {
        base_ += (in[d] - 1) * in_strides[d];
        step_[d] = -in_strides[d];
      }
    } else {
      throw InternalError(cat("cpu lowerer: ", ir::op_name(node.kind), " is no affine copy"));
    }
  }

  void run(void* const* s) const override {
    const int64_t size = dtype_size(io_.out_types[0].dtype);
    const auto* in = static_cast<const char*>(s[io_.in[0]]);
    auto* out = static_cast<char*>(s[io_.out[0]]);
    for_each_index(io_.out_types[0].shape, [&](int64_t flat, const int64_t* index) {
      int64_t from = base_;
      for (size_t d = 0; d < step_.size(); ++d) from += index[d] * step_[d];
      std::memcpy(out + flat * size, in + from * size, size);
    });
  }
  std::string describe() const override { return "copy(index map)"; }

 private:
  Io io_;
  int64_t base_ = 0;
  std::vector<int64_t> step_;  // per result dim, in operand elements
};

}  // namespace

bool has_complex_values(const ir::Node& node) {
  for (ir::Value v : node.operands)
    if (is_complex(v.dtype())) return true;
  for (const TensorType& t : node.results)
    if (is_complex(t.dtype)) return true;
  return false;
}

std::unique_ptr<Kernel> make_complex_kernel(const ir::Node& node, const Io& io) {
  if (ir::op_class(node.kind) == ir::OpClass::Special) return std::make_unique<AffineCopyKernel>(node, io);
  return std::make_unique<ComplexElementwiseKernel>(node, io);
}

}  // namespace ladder::exec::cpu
