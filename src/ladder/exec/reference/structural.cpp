// Ops that only move elements: broadcast_in_dim, reshape, transpose, slice, pad,
// concatenate, reverse, dynamic_slice, dynamic_update_slice. Each is written as a gather:
// for every result index, the operand element it comes from.
#include <algorithm>

#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {

// A tensor of `type` whose element at index o is x's element at offset source(o), or the
// only element of `fill` where source(o) is negative.
template <typename Source>
Tensor gather(const TensorType& type, const Tensor& x, Source source,
              const Tensor* fill = nullptr) {
  Tensor out(type);
  for_each_index(out.shape(), [&](const Index& o, int64_t j) {
    const int64_t i = source(o);
    if (i >= 0)
      copy_element(x, i, out, j);
    else
      copy_element(*fill, 0, out, j);
  });
  return out;
}

// Start indices of dynamic_slice / dynamic_update_slice, clamped as the spec says so that
// the window [start, start + size) lies inside the operand.
Index clamped_starts(const Tensor& x, Operands starts, const Shape& sizes) {
  Index out(sizes.size());
  for (size_t d = 0; d < sizes.size(); ++d) {
    int64_t start = starts[d]->get_int(0);
    if (starts[d]->dtype() == DType::ui64 && start < 0) start = x.shape()[d];  // past 2^63: past the end
    out[d] = std::clamp<int64_t>(start, 0, x.shape()[d] - sizes[d]);
  }
  return out;
}

}  // namespace

std::vector<int64_t> row_major_strides(const Shape& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

Tensor splat(const TensorType& type, const Tensor& value) {
  Tensor out(type);
  for (int64_t j = 0; j < out.num_elements(); ++j) copy_element(value, 0, out, j);
  return out;
}

std::vector<int64_t> or_default(const std::vector<int64_t>& v, size_t rank, int64_t fallback) {
  return v.empty() ? std::vector<int64_t>(rank, fallback) : v;
}

Tensor eval_broadcast_in_dim(const ir::Node& n, Operands in) {
  const Tensor& x = *in[0];
  const auto& dims = n.get<ir::BroadcastInDimAttr>().dims;
  const auto strides = row_major_strides(x.shape());
  return gather(n.results[0], x, [&](const Index& o) {
    int64_t i = 0;
    for (size_t d = 0; d < dims.size(); ++d)
      if (x.shape()[d] != 1) i += o[dims[d]] * strides[d];  // size-1 dims stretch
    return i;
  });
}

Tensor eval_reshape(const ir::Node& n, Operands in) {
  Tensor out(n.results[0]);  // row-major order is unchanged: the bytes are the same
  std::copy(in[0]->bytes(), in[0]->bytes() + in[0]->byte_size(), out.bytes());
  return out;
}

Tensor eval_transpose(const ir::Node& n, Operands in) {
  const auto& perm = n.get<ir::TransposeAttr>().permutation;
  const auto strides = row_major_strides(in[0]->shape());
  return gather(n.results[0], *in[0], [&](const Index& o) {
    int64_t i = 0;
    for (size_t d = 0; d < perm.size(); ++d) i += o[d] * strides[perm[d]];
    return i;
  });
}

Tensor eval_slice(const ir::Node& n, Operands in) {
  const auto& a = n.get<ir::SliceAttr>();
  const auto steps = or_default(a.strides, a.start.size(), 1);
  const auto strides = row_major_strides(in[0]->shape());
  return gather(n.results[0], *in[0], [&](const Index& o) {
    int64_t i = 0;
    for (size_t d = 0; d < o.size(); ++d) i += (a.start[d] + o[d] * steps[d]) * strides[d];
    return i;
  });
}

Tensor eval_pad(const ir::Node& n, Operands in) {
  const Tensor& x = *in[0];
  const auto& a = n.get<ir::PadAttr>();
  const auto interior = or_default(a.interior, a.low.size(), 0);
  const auto strides = row_major_strides(x.shape());
  // Result index o sits at o - low in the interior-padded operand, where operand element k
  // is at k * (interior + 1); negative low/high padding just moves or cuts that window.
  return gather(
      n.results[0], x,
      [&](const Index& o) {
        int64_t i = 0;
        for (size_t d = 0; d < o.size(); ++d) {
          const int64_t p = o[d] - a.low[d], step = interior[d] + 1;
          if (p < 0 || p % step != 0 || p / step >= x.shape()[d]) return int64_t{-1};
          i += p / step * strides[d];
        }
        return i;
      },
      in[1]);
}

Tensor eval_concatenate(const ir::Node& n, Operands in) {
  const int64_t dim = n.get<ir::ConcatenateAttr>().dimension;
  Tensor out(n.results[0]);
  const auto out_strides = row_major_strides(out.shape());
  int64_t base = 0;  // where the current operand starts along `dim`
  for (const Tensor* x : in) {
    for_each_index(x->shape(), [&](const Index& index, int64_t i) {
      copy_element(*x, i, out, offset_of(index, out_strides) + base * out_strides[dim]);
    });
    base += x->shape()[dim];
  }
  return out;
}

Tensor eval_reverse(const ir::Node& n, Operands in) {
  const Tensor& x = *in[0];
  const auto& dims = n.get<ir::ReverseAttr>().dims;
  const auto strides = row_major_strides(x.shape());
  return gather(n.results[0], x, [&](const Index& o) {
    Index index = o;
    for (int64_t d : dims) index[d] = x.shape()[d] - 1 - o[d];
    return offset_of(index, strides);
  });
}

Tensor eval_dynamic_slice(const ir::Node& n, Operands in) {
  const Tensor& x = *in[0];
  const Index start = clamped_starts(x, in.subspan(1), n.get<ir::DynamicSliceAttr>().sizes);
  const auto strides = row_major_strides(x.shape());
  return gather(n.results[0], x, [&](const Index& o) {
    int64_t i = 0;
    for (size_t d = 0; d < o.size(); ++d) i += (start[d] + o[d]) * strides[d];
    return i;
  });
}

Tensor eval_dynamic_update_slice(const ir::Node& n, Operands in) {
  const Tensor &x = *in[0], &update = *in[1];
  const Index start = clamped_starts(x, in.subspan(2), update.shape());
  const auto strides = row_major_strides(x.shape());
  Tensor out = x;
  for_each_index(update.shape(), [&](const Index& u, int64_t i) {
    int64_t j = 0;
    for (size_t d = 0; d < u.size(); ++d) j += (start[d] + u[d]) * strides[d];
    copy_element(update, i, out, j);
  });
  return out;
}

}  // namespace ladder::exec::reference
