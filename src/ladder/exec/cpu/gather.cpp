// gather and scatter as index loops. Both ops' element positions are sums of a part fixed by
// the batch position (the start index read at run time, plus the batching dims) and a part
// fixed by the window position, so each kernel lists the two parts' flat offsets once, when
// it is made, and adds them at run time. The embedding lookup (rows of a table) is the case
// where a window is one contiguous run in both tensors: one memcpy per row. A scatter whose
// body adds f32 adds directly; other bodies run as a fused program per element.
#include <algorithm>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

namespace {


// The batch positions of an indices operand: for each, where its index vector's entries are
// (flat positions in the indices), and the batch index itself (its dims in order).
struct IndexVectors {
  std::vector<int64_t> entries;  // positions × vector length
  std::vector<int64_t> batch;    // positions × batch rank
  int64_t length = 1, batch_rank = 0, positions = 0;

  IndexVectors(const Shape& indices, int64_t index_vector_dim) {
    const int64_t rank = static_cast<int64_t>(indices.size());
    const auto strides = row_major_strides(indices);
    Shape batch_shape;
    for (int64_t d = 0; d < rank; ++d)
      if (d != index_vector_dim) batch_shape.push_back(indices[d]);
    length = index_vector_dim < rank ? indices[index_vector_dim] : 1;
    batch_rank = static_cast<int64_t>(batch_shape.size());
    const int64_t step = index_vector_dim < rank ? strides[index_vector_dim] : 0;
    for_each_index(batch_shape, [&](int64_t, const int64_t* idx) {
      int64_t base = 0;
      for (int64_t d = 0, b = 0; d < rank; ++d)
        if (d != index_vector_dim) base += idx[b++] * strides[d];
      for (int64_t k = 0; k < length; ++k) entries.push_back(base + k * step);
      batch.insert(batch.end(), idx, idx + batch_rank);
      ++positions;
    });
  }
  int64_t size() const { return positions; }
  // Element `d_start` of the indices' dims at batch position p (index_vector_dim left out).
  int64_t batching_index(int64_t p, int64_t d_start, int64_t index_vector_dim) const {
    return batch[p * batch_rank + (d_start < index_vector_dim ? d_start : d_start - 1)];
  }
};

// Flat offset of each batch (non-window) position and each window position of `shape`.
void split_offsets(const Shape& shape, const std::vector<int64_t>& window_dims, std::vector<int64_t>& batch,
                   std::vector<int64_t>& window) {
  const auto strides = row_major_strides(shape);
  Shape batch_shape, window_shape;
  std::vector<int64_t> batch_strides, window_strides;
  for (size_t d = 0; d < shape.size(); ++d) {
    const bool w = contains(window_dims, static_cast<int64_t>(d));
    (w ? window_shape : batch_shape).push_back(shape[d]);
    (w ? window_strides : batch_strides).push_back(strides[d]);
  }
  auto offsets = [](const Shape& s, const std::vector<int64_t>& st, std::vector<int64_t>& out) {
    for_each_index(s, [&](int64_t, const int64_t* idx) {
      int64_t o = 0;
      for (size_t d = 0; d < s.size(); ++d) o += idx[d] * st[d];
      out.push_back(o);
    });
  };
  offsets(batch_shape, batch_strides, batch);
  offsets(window_shape, window_strides, window);
}

// For each window position (row-major over `window_shape`), its index in the full operand
// (0 at the dropped dims): positions × operand rank.
std::vector<int64_t> window_indices(const Shape& window_shape, int64_t rank, const std::vector<int64_t>& dropped_a,
                                    const std::vector<int64_t>& dropped_b) {
  std::vector<int64_t> out;
  for_each_index(window_shape, [&](int64_t, const int64_t* idx) {
    for (int64_t d = 0, w = 0; d < rank; ++d) out.push_back(contains(dropped_a, d) || contains(dropped_b, d) ? 0 : idx[w++]);
  });
  return out;
}

// The shape of the window dims of `shape` (those in `window_dims`), in order.
Shape window_shape_of(const Shape& shape, const std::vector<int64_t>& window_dims) {
  Shape out;
  for (int64_t d : window_dims) out.push_back(shape[d]);
  return out;
}

// True when window positions i sit at flat offset i in both tensors: one contiguous run.
bool contiguous(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != static_cast<int64_t>(i) || b[i] != static_cast<int64_t>(i)) return false;
  return true;
}

class GatherKernel final : public Kernel {
 public:
  GatherKernel(const ir::Node& node, const Io& io)
      : io_(io), attr_(node.get<ir::GatherAttr>()), vectors_(io.in_types[1].shape, attr_.index_vector_dim) {
    const Shape& operand = io.in_types[0].shape;
    const Shape& result = io.out_types[0].shape;
    const auto operand_strides = row_major_strides(operand);
    split_offsets(result, attr_.offset_dims, result_batch_, result_window_);
    Shape slice;  // the slice's dims that the result keeps
    for (int64_t d = 0; d < static_cast<int64_t>(operand.size()); ++d)
      if (!contains(attr_.collapsed_slice_dims, d) && !contains(attr_.operand_batching_dims, d))
        slice.push_back(attr_.slice_sizes[d]);
    const int64_t rank = static_cast<int64_t>(operand.size());
    const std::vector<int64_t> full = window_indices(slice, rank, attr_.collapsed_slice_dims, attr_.operand_batching_dims);
    for (size_t w = 0; w < result_window_.size(); ++w) {
      int64_t o = 0;
      for (int64_t d = 0; d < rank; ++d) o += full[w * rank + d] * operand_strides[d];
      operand_window_.push_back(o);
    }
    rows_ = contiguous(operand_window_, result_window_);
  }

  void run(void* const* s) const override {
    const TensorType& operand = io_.in_types[0];
    const DType index_type = io_.in_types[1].dtype;
    const int64_t es = dtype_size(operand.dtype);
    const auto strides = row_major_strides(operand.shape);
    const void* x = s[io_.in[0]];
    const void* indices = s[io_.in[1]];
    void* out = s[io_.out[0]];
    const int64_t window = static_cast<int64_t>(result_window_.size());
    parallel_for(vectors_.size(), window, [&](int64_t begin, int64_t end) {
      for (int64_t p = begin; p < end; ++p) {
        int64_t base = 0;
        for (int64_t k = 0; k < vectors_.length; ++k) {
          const int64_t d = attr_.start_index_map[k];
          const int64_t start = load_element_int(indices, index_type, vectors_.entries[p * vectors_.length + k]);
          base += std::clamp<int64_t>(start, 0, operand.shape[d] - attr_.slice_sizes[d]) * strides[d];
        }
        for (size_t k = 0; k < attr_.operand_batching_dims.size(); ++k)
          base += vectors_.batching_index(p, attr_.start_indices_batching_dims[k], attr_.index_vector_dim) *
                  strides[attr_.operand_batching_dims[k]];
        char* dst = at(out, result_batch_[p] * es);
        if (rows_) {
          std::memcpy(dst, at(x, base * es), static_cast<size_t>(window * es));
          continue;
        }
        for (int64_t w = 0; w < window; ++w)
          std::memcpy(dst + result_window_[w] * es, at(x, (base + operand_window_[w]) * es), static_cast<size_t>(es));
      }
    });
  }
  std::string describe() const override { return rows_ ? "gather(rows)" : "gather(loops)"; }

 private:
  Io io_;
  ir::GatherAttr attr_;
  IndexVectors vectors_;
  std::vector<int64_t> result_batch_, result_window_, operand_window_;
  bool rows_ = false;
};

class ScatterKernel final : public Kernel {
 public:
  ScatterKernel(const ir::Node& node, const Io& io)
      : io_(io), attr_(node.get<ir::ScatterAttr>()), count_(io.out.size()),
        vectors_(io.in_types[count_].shape, attr_.index_vector_dim) {
    const Shape& input = io.in_types[0].shape;
    const Shape& updates = io.in_types[count_ + 1].shape;
    rank_ = static_cast<int64_t>(input.size());
    split_offsets(updates, attr_.update_window_dims, update_batch_, update_window_);
    const Shape window = window_shape_of(updates, attr_.update_window_dims);
    window_index_ = window_indices(window, rank_, attr_.inserted_window_dims, attr_.input_batching_dims);
    extent_.assign(static_cast<size_t>(rank_), 1);
    for (int64_t d = 0, w = 0; d < rank_; ++d)
      if (!contains(attr_.inserted_window_dims, d) && !contains(attr_.input_batching_dims, d)) extent_[d] = window[w++];
    const auto strides = row_major_strides(input);
    for (size_t w = 0; w < update_window_.size(); ++w) {
      int64_t o = 0;
      for (int64_t d = 0; d < rank_; ++d) o += window_index_[w * rank_ + d] * strides[d];
      input_window_.push_back(o);
    }
    add_f32_ = count_ == 1 && io.in_types[0].dtype == DType::f32 && simple_region_op(*node.regions[0]) == Code::Add;
    if (!add_f32_) body_ = std::make_unique<RegionEval>(*node.regions[0], "scatter");
  }

  void run(void* const* s) const override {
    const Shape& shape = io_.in_types[0].shape;
    const auto strides = row_major_strides(shape);
    const DType index_type = io_.in_types[count_].dtype;
    const void* indices = s[io_.in[count_]];
    for (size_t i = 0; i < count_; ++i)
      if (s[io_.out[i]] != s[io_.in[i]])
        std::memcpy(s[io_.out[i]], s[io_.in[i]], static_cast<size_t>(io_.in_types[i].num_elements() * dtype_size(io_.in_types[i].dtype)));
    std::vector<int64_t> start(static_cast<size_t>(rank_));
    const int64_t window = static_cast<int64_t>(update_window_.size());
    // Sequential: updates may land on one element, and the body need not commute.
    for (int64_t p = 0; p < vectors_.size(); ++p) {
      std::fill(start.begin(), start.end(), 0);
      for (int64_t k = 0; k < vectors_.length; ++k)
        start[attr_.scatter_dims_to_operand_dims[k]] =
            load_element_int(indices, index_type, vectors_.entries[p * vectors_.length + k]);
      for (size_t k = 0; k < attr_.input_batching_dims.size(); ++k)
        start[attr_.input_batching_dims[k]] +=
            vectors_.batching_index(p, attr_.scatter_indices_batching_dims[k], attr_.index_vector_dim);
      bool whole = true;  // the whole window inside the input: no per-element checks
      int64_t base = 0;
      for (int64_t d = 0; d < rank_; ++d) {
        whole &= start[d] >= 0 && start[d] + extent_[d] <= shape[d];
        base += start[d] * strides[d];
      }
      for (int64_t w = 0; w < window; ++w) {
        if (!whole && !inside(start, w, shape)) continue;
        apply(s, base + input_window_[w], update_batch_[p] + update_window_[w]);
      }
    }
  }
  std::string describe() const override { return add_f32_ ? "scatter(add f32)" : "scatter(loops)"; }

 private:
  bool inside(const std::vector<int64_t>& start, int64_t w, const Shape& shape) const {
    for (int64_t d = 0; d < rank_; ++d) {
      const int64_t i = start[d] + window_index_[w * rank_ + d];
      if (i < 0 || i >= shape[d]) return false;
    }
    return true;
  }
  void apply(void* const* s, int64_t target, int64_t update) const {
    if (add_f32_) {
      static_cast<float*>(s[io_.out[0]])[target] += static_cast<const float*>(s[io_.in[2]])[update];
      return;
    }
    const void* params[RegionEval::kMaxParams];
    void* outs[RegionEval::kMaxParams];
    for (size_t i = 0; i < count_; ++i) {
      const int64_t es = dtype_size(io_.in_types[i].dtype);
      outs[i] = at(s[io_.out[i]], target * es);
      params[i] = outs[i];
      params[count_ + i] = at(s[io_.in[count_ + 1 + i]], update * es);
    }
    (*body_)(params, outs);
  }

  Io io_;
  ir::ScatterAttr attr_;
  size_t count_;
  IndexVectors vectors_;
  int64_t rank_ = 0;
  std::vector<int64_t> update_batch_, update_window_, window_index_, extent_, input_window_;
  bool add_f32_ = false;
  std::unique_ptr<RegionEval> body_;
};

}  // namespace

std::unique_ptr<Kernel> make_gather_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<GatherKernel>(node, io);
}
std::unique_ptr<Kernel> make_scatter_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<ScatterKernel>(node, io);
}

}  // namespace ladder::exec::cpu
