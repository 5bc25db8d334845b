// gather and scatter, following the spec's index arithmetic line by line: a result (gather)
// or update (scatter) index splits into batch dims, which pick a start index vector from the
// indices operand, and window dims, the position inside the slice.
#include <algorithm>

#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {


// The index vector of `indices` at batch position `batch_index` (the batch dims in order,
// index_vector_dim left out).
std::vector<int64_t> start_vector(const Tensor& indices, const Index& batch_index, int64_t index_vector_dim) {
  const auto strides = row_major_strides(indices.shape());
  Index at;
  for (int64_t d = 0, b = 0; d < indices.rank(); ++d) at.push_back(d == index_vector_dim ? 0 : batch_index[b++]);
  const int64_t length = index_vector_dim < indices.rank() ? indices.shape()[index_vector_dim] : 1;
  std::vector<int64_t> out;
  for (int64_t k = 0; k < length; ++k) {
    if (index_vector_dim < indices.rank()) at[index_vector_dim] = k;
    out.push_back(indices.get_int(offset_of(at, strides)));
  }
  return out;
}

// The element of `batch_index` that indices batching dim `d_start` stands at: batch_index
// leaves out index_vector_dim.
int64_t batching_position(const Index& batch_index, int64_t d_start, int64_t index_vector_dim) {
  return batch_index[d_start < index_vector_dim ? d_start : d_start - 1];
}

// The index split into the dims in `window_dims` and the others, each in order.
void split_index(const Index& index, const std::vector<int64_t>& window_dims, Index& batch, Index& window) {
  batch.clear();
  window.clear();
  for (size_t d = 0; d < index.size(); ++d)
    (contains(window_dims, static_cast<int64_t>(d)) ? window : batch).push_back(index[d]);
}

// The window index with 0 put back at the dims the slice dropped (collapsed or inserted
// dims, and batching dims).
Index full_window_index(const Index& window, int64_t rank, const std::vector<int64_t>& dropped_a,
                        const std::vector<int64_t>& dropped_b) {
  Index out;
  for (int64_t d = 0, w = 0; d < rank; ++d)
    out.push_back(contains(dropped_a, d) || contains(dropped_b, d) ? 0 : window[w++]);
  return out;
}

}  // namespace

Tensor eval_gather(const ir::Node& n, Operands in) {
  const auto& a = n.get<ir::GatherAttr>();
  const Tensor &operand = *in[0], &indices = *in[1];
  const auto operand_strides = row_major_strides(operand.shape());
  const int64_t rank = operand.rank();
  Tensor out(n.results[0].dtype, n.results[0].shape);
  Index batch, offset;
  for_each_index(out.shape(), [&](const Index& result_index, int64_t linear) {
    split_index(result_index, a.offset_dims, batch, offset);
    const std::vector<int64_t> start = start_vector(indices, batch, a.index_vector_dim);
    Index operand_index = full_window_index(offset, rank, a.collapsed_slice_dims, a.operand_batching_dims);
    // Start indices are clamped so the whole slice lies inside the operand.
    for (size_t k = 0; k < a.start_index_map.size(); ++k) {
      const int64_t d = a.start_index_map[k];
      operand_index[d] += std::clamp<int64_t>(start[k], 0, operand.shape()[d] - a.slice_sizes[d]);
    }
    for (size_t k = 0; k < a.operand_batching_dims.size(); ++k)
      operand_index[a.operand_batching_dims[k]] +=
          batching_position(batch, a.start_indices_batching_dims[k], a.index_vector_dim);
    copy_element(operand, offset_of(operand_index, operand_strides), out, linear);
  });
  return out;
}

// Results start as the inputs; each update element is combined into the result element its
// index names by the update computation, in the updates' row-major order. An update whose
// index falls outside the inputs is skipped.
std::vector<Tensor> eval_scatter(const ir::Node& n, Operands in) {
  const auto& a = n.get<ir::ScatterAttr>();
  const size_t count = in.size() / 2;
  const Tensor& indices = *in[count];
  std::vector<Tensor> out;
  for (size_t i = 0; i < count; ++i) out.push_back(*in[i]);
  const Shape& shape = out[0].shape();
  const auto strides = row_major_strides(shape);
  const int64_t rank = static_cast<int64_t>(shape.size());
  Region body(n, 0);
  Index batch, window;
  for_each_index(in[count + 1]->shape(), [&](const Index& update_index, int64_t linear) {
    split_index(update_index, a.update_window_dims, batch, window);
    const std::vector<int64_t> start = start_vector(indices, batch, a.index_vector_dim);
    Index result_index = full_window_index(window, rank, a.inserted_window_dims, a.input_batching_dims);
    for (size_t k = 0; k < a.scatter_dims_to_operand_dims.size(); ++k)
      result_index[a.scatter_dims_to_operand_dims[k]] += start[k];
    for (size_t k = 0; k < a.input_batching_dims.size(); ++k)
      result_index[a.input_batching_dims[k]] +=
          batching_position(batch, a.scatter_indices_batching_dims[k], a.index_vector_dim);
    for (int64_t d = 0; d < rank; ++d)
      if (result_index[d] < 0 || result_index[d] >= shape[d]) return;
    const int64_t at = offset_of(result_index, strides);
    for (size_t i = 0; i < count; ++i) {
      copy_element(out[i], at, body.param(static_cast<int>(i)), 0);
      copy_element(*in[count + 1 + i], linear, body.param(static_cast<int>(count + i)), 0);
    }
    body.run();
    for (size_t i = 0; i < count; ++i) copy_element(body.result(static_cast<int>(i)), 0, out[i], at);
  });
  return out;
}

}  // namespace ladder::exec::reference
