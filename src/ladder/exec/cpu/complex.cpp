// Complex values (c64, c128) on the cpu lowerer: fused programs hold real registers only, so a
// node with a complex operand or result runs here instead, one element at a time. Elementwise
// ops compute with the reference's complex semantics (exec/reference/complex.h); the
// index-only ops that fused programs otherwise compute (broadcast_in_dim, transpose, slice,
// reverse) copy element bytes along the same affine index map.
#include <cstring>
#include <unordered_map>

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

// `v` rounded to type t (each part of a complex one; a real type keeps the real part).
std::complex<double> rounded_to(DType t, std::complex<double> v) {
  alignas(16) unsigned char element[16];
  store_complex(element, t, 0, v);
  return load_complex(element, t, 0);
}

}  // namespace

bool region_has_complex_values(const ir::Block& region) {
  for (ir::Value p : region.parameters())
    if (is_complex(p.dtype())) return true;
  for (const auto& node : region.nodes)
    if (has_complex_values(*node)) return true;
  return false;
}

ComplexRegion compile_complex_region(const ir::Block& region, std::string_view op) {
  ComplexRegion c;
  std::unordered_map<ir::Value, int, ir::ValueHash> step_of;
  for (const auto& owned : region.nodes) {
    ir::Node& node = *owned;
    const ir::Value v = node.result();
    ComplexRegion::Step step{node.kind, v.dtype()};
    const bool scalar_move = (node.kind == ir::OpKind::Reshape || node.kind == ir::OpKind::BroadcastInDim ||
                              node.kind == ir::OpKind::Convert) && v.rank() == 0;
    const bool elementwise = ir::op_class(node.kind) == ir::OpClass::Unary ||
                             ir::op_class(node.kind) == ir::OpClass::Binary || node.kind == ir::OpKind::Select ||
                             node.kind == ir::OpKind::Compare;
    if (node.kind == ir::OpKind::Parameter) {
      step.parameter = node.get<ir::ParameterAttr>().index;
      c.num_params = std::max(c.num_params, static_cast<size_t>(step.parameter) + 1);
    } else if (node.kind == ir::OpKind::Constant && v.rank() == 0) {
      step.constant = node.get<ir::ConstantAttr>().value.get_complex(0);
    } else if (scalar_move || elementwise) {
      LADDER_CHECK(node.operands.size() <= 3, "[", op, "] ", ir::op_name(node.kind), " with ", node.operands.size(), " operands");
      for (size_t k = 0; k < node.operands.size(); ++k) step.operands[k] = step_of.at(node.operands[k]);
      if (node.kind == ir::OpKind::Compare) step.direction = node.get<ir::CompareAttr>().direction;
      if (scalar_move) step.kind = ir::OpKind::Convert;
      // Real values beside the complex ones (real(a) < real(b) in a sort's comparator): an
      // ordering compare, and the ops exact on a real number read as complex, here; others
      // (sqrt of a negative real is NaN, not i) are left to the reference lowerer.
      const bool real = std::none_of(node.operands.begin(), node.operands.end(),
                                     [](ir::Value u) { return is_complex(u.dtype()); });
      const ir::OpKind k = node.kind;
      const bool exact = k == ir::OpKind::Add || k == ir::OpKind::Subtract || k == ir::OpKind::Multiply ||
                         k == ir::OpKind::Negate || k == ir::OpKind::Select || scalar_move;
      if (k == ir::OpKind::Compare && real) {
        LADDER_CHECK(node.get<ir::CompareAttr>().type != ir::CompareType::TOTALORDER, "[", op,
                     "] the cpu lowerer runs no TOTALORDER compare inside a region over complex values");
        step.real_compare = true;
      } else if (real && !exact) {
        throw Error(cat("[", op, "] the cpu lowerer runs no ", ir::op_name(k),
                        " of real values inside a region over complex values; the reference lowerer does"));
      }
    } else {
      throw Error(cat("[", op, "] the cpu lowerer runs no ", ir::op_name(node.kind),
                      " inside a region over complex values; the reference lowerer does"));
    }
    step_of[v] = static_cast<int>(c.steps.size());
    c.steps.push_back(step);
  }
  for (ir::Value r : region.results) {
    c.results.push_back(step_of.at(r));
    c.result_dtypes.push_back(r.dtype());
  }
  return c;
}

void eval_complex_region(const ComplexRegion& region, const void* const* params, void** outs) {
  thread_local std::vector<std::complex<double>> value;
  value.resize(region.steps.size());
  for (size_t i = 0; i < region.steps.size(); ++i) {
    const ComplexRegion::Step& s = region.steps[i];
    auto operand = [&](int k) { return value[size_t(s.operands[k])]; };
    if (s.real_compare) {  // real operands, ordered as floats are (false with a NaN)
      value[i] = ir::holds(s.direction, operand(0).real(), operand(1).real()) ? 1.0 : 0.0;
    } else if (s.parameter >= 0) {
      value[i] = load_complex(params[s.parameter], s.dtype, 0);
    } else if (s.kind == ir::OpKind::Constant) {
      value[i] = s.constant;
    } else if (s.kind == ir::OpKind::Convert) {
      value[i] = rounded_to(s.dtype, operand(0));
    } else if (s.kind == ir::OpKind::Select) {
      value[i] = operand(0).real() != 0 ? operand(1) : operand(2);
    } else {
      const std::complex<double> x[2] = {operand(0), s.operands[1] >= 0 ? operand(1) : std::complex<double>{}};
      value[i] = rounded_to(s.dtype, reference::complex_elementwise(s.kind, s.direction, {x, s.operands[1] >= 0 ? 2u : 1u}));
    }
  }
  for (size_t r = 0; r < region.results.size(); ++r)
    store_complex(outs[r], region.result_dtypes[r], 0, value[size_t(region.results[r])]);
}

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
