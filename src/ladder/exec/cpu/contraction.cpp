// The cpu lowerer's slow contractions: dot_general and convolution for the types and shapes
// oneDNN does not take (onednn.cpp has the fast ones), accumulated in double or in wrapping
// 64-bit integers.
#include <algorithm>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

namespace {

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
        if (is_complex(ot)) {
          std::complex<double> acc = 0;
          for (auto [lo, ro] : terms_) acc += load_complex(l, lt, lb + lo) * load_complex(r, rt, rb + ro);
          store_complex(out, ot, flat, acc);
        } else if (is_float(ot)) {
          double acc = 0;
          for (auto [lo, ro] : terms_) acc += load_element(l, lt, lb + lo) * load_element(r, rt, rb + ro);
          store_element(out, ot, flat, acc);
        } else {
          uint64_t acc = 0;
          for (auto [lo, ro] : terms_)
            acc += static_cast<uint64_t>(load_element_int(l, lt, lb + lo)) * static_cast<uint64_t>(load_element_int(r, rt, rb + ro));
          store_element_int(out, ot, flat, static_cast<int64_t>(acc));
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
    const float* bias = io_.in.size() > 2 ? static_cast<const float*>(s[io_.in[2]]) : nullptr;
    parallel_for(ot.num_elements(), kin * num_elements(kspatial), [&](int64_t begin, int64_t end) {
      std::vector<int64_t> o(ot.shape.size()), k(sp);
      for (int64_t flat = begin; flat < end; ++flat) {
        unravel(flat, ot.shape, o.data());
        const int64_t f = o[dn.output_feature];
        const int64_t batch = o[dn.output_batch] + (f / bg_size) * out_batch;
        const int64_t in_feature0 = (f / fg_size) * kin;
        double facc = 0;
        std::complex<double> cacc = 0;
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
            if (is_complex(ot.dtype)) cacc += load_complex(l, lt.dtype, li) * load_complex(r, rt.dtype, ri);
            else if (is_float(ot.dtype)) facc += load_element(l, lt.dtype, li) * load_element(r, rt.dtype, ri);
            else iacc += static_cast<uint64_t>(load_element_int(l, lt.dtype, li)) * static_cast<uint64_t>(load_element_int(r, rt.dtype, ri));
          }
        });
        // A bias over the output features (rewrite.cpp's round_contractions_on_store), added to
        // the f32 result as the add it stands for did.
        if (bias) facc = static_cast<float>(static_cast<float>(facc) + bias[f]);
        if (is_complex(ot.dtype)) store_complex(out, ot.dtype, flat, cacc);
        else if (is_float(ot.dtype)) store_element(out, ot.dtype, flat, facc);
        else store_element_int(out, ot.dtype, flat, static_cast<int64_t>(iacc));
      }
    });
  }
  std::string describe() const override { return "convolution(generic)"; }

 private:
  Io io_;
  ir::ConvolutionAttr attr_;
};

}  // namespace

std::unique_ptr<Kernel> make_generic_dot_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<GenericDotKernel>(node, io);
}
std::unique_ptr<Kernel> make_generic_convolution_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<GenericConvKernel>(node, io);
}

}  // namespace ladder::exec::cpu
