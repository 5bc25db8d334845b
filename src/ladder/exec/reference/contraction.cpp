// dot_general and convolution: for every result element, the list of (lhs, rhs) element
// pairs it sums, multiplied and added in float64 (int64 for integer results), rounded once.
#include <algorithm>

#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {

using Pairs = std::vector<std::pair<int64_t, int64_t>>;  // (lhs offset, rhs offset)

void store_sum_of_products(const Tensor& lhs, const Tensor& rhs, const Pairs& pairs, Tensor& out,
                           int64_t j) {
  if (is_complex(out.dtype())) {  // in std::complex<double>, rounded once to the parts' type
    std::complex<double> sum = 0;
    for (auto [l, r] : pairs) sum += lhs.get_complex(l) * rhs.get_complex(r);
    out.set_complex(j, sum);
  } else if (is_float(out.dtype())) {
    double sum = 0;
    for (auto [l, r] : pairs) sum += lhs.get(l) * rhs.get(r);
    out.set(j, sum);
  } else {
    uint64_t sum = 0;  // wraps around like every integer op
    for (auto [l, r] : pairs)
      sum += static_cast<uint64_t>(lhs.get_int(l)) * static_cast<uint64_t>(rhs.get_int(r));
    out.set_int(j, static_cast<int64_t>(sum));
  }
}


}  // namespace

// Result dims: the batch dims, then lhs's free dims, then rhs's free dims, each in order.
Tensor eval_dot_general(const ir::Node& n, Operands in) {
  const Tensor &lhs = *in[0], &rhs = *in[1];
  const auto& a = n.get<ir::DotGeneralAttr>();
  const auto ls = row_major_strides(lhs.shape()), rs = row_major_strides(rhs.shape());

  // Stride of each result dim in lhs and in rhs (0 where that operand lacks the dim).
  std::vector<int64_t> lhs_step, rhs_step;
  for (size_t k = 0; k < a.lhs_batch.size(); ++k) {
    lhs_step.push_back(ls[a.lhs_batch[k]]);
    rhs_step.push_back(rs[a.rhs_batch[k]]);
  }
  for (int64_t d = 0; d < lhs.rank(); ++d)
    if (!contains(a.lhs_batch, d) && !contains(a.lhs_contracting, d)) {
      lhs_step.push_back(ls[d]);
      rhs_step.push_back(0);
    }
  for (int64_t d = 0; d < rhs.rank(); ++d)
    if (!contains(a.rhs_batch, d) && !contains(a.rhs_contracting, d)) {
      lhs_step.push_back(0);
      rhs_step.push_back(rs[d]);
    }

  // The contracted elements, relative to a result element's base offsets.
  Shape contracted;
  for (int64_t d : a.lhs_contracting) contracted.push_back(lhs.shape()[d]);
  Pairs terms;
  for_each_index(contracted, [&](const Index& c, int64_t) {
    int64_t l = 0, r = 0;
    for (size_t k = 0; k < c.size(); ++k) {
      l += c[k] * ls[a.lhs_contracting[k]];
      r += c[k] * rs[a.rhs_contracting[k]];
    }
    terms.emplace_back(l, r);
  });

  Tensor out(n.results[0]);
  if (is_float(out.dtype())) {  // the same sums from the operands read once as doubles
    const std::vector<double> L = lhs.to_doubles(), R = rhs.to_doubles();
    for_each_index(out.shape(), [&](const Index& o, int64_t j) {
      const int64_t l = offset_of(o, lhs_step), r = offset_of(o, rhs_step);
      double sum = 0;
      for (const auto& [tl, tr] : terms) sum += L[size_t(l + tl)] * R[size_t(r + tr)];
      out.set(j, sum);
    });
    return out;
  }
  Pairs pairs(terms.size());
  for_each_index(out.shape(), [&](const Index& o, int64_t j) {
    const int64_t l = offset_of(o, lhs_step), r = offset_of(o, rhs_step);
    for (size_t t = 0; t < terms.size(); ++t) pairs[t] = {l + terms[t].first, r + terms[t].second};
    store_sum_of_products(lhs, rhs, pairs, out, j);
  });
  return out;
}

// StableHLO convolution. Writing G = feature_group_count, B = batch_group_count, C input
// features, K output features, N input batch: the input features split into G groups and
// the input batch into B groups; result feature k uses feature group k / (K/G) and batch
// group k / (K/B). Within them, result[n, k, o] sums over kernel input feature c and window
// position w of lhs[batch, feature, q / lhs_dilation] * rhs[c, k, w], where
// q = o * stride + w * rhs_dilation - padding_low is a position in the padded,
// lhs-dilated input; positions in the padding or between dilated elements contribute 0.
Tensor eval_convolution(const ir::Node& n, Operands in) {
  const Tensor &lhs = *in[0], &rhs = *in[1];
  const auto& a = n.get<ir::ConvolutionAttr>();
  const ir::ConvDimensionNumbers& dn = a.dn;
  const size_t spatial = dn.input_spatial.size();
  const auto steps = or_default(a.window_strides, spatial, 1);
  const auto lhs_dilation = or_default(a.lhs_dilation, spatial, 1);
  const auto rhs_dilation = or_default(a.rhs_dilation, spatial, 1);
  const ir::Padding padding = a.padding.empty() ? ir::Padding(spatial) : a.padding;
  const auto ls = row_major_strides(lhs.shape()), rs = row_major_strides(rhs.shape());

  const int64_t batch = lhs.shape()[dn.input_batch];
  const int64_t kernel_features = rhs.shape()[dn.kernel_input_feature];
  const int64_t out_features = rhs.shape()[dn.kernel_output_feature];
  const int64_t per_feature_group = out_features / a.feature_group_count;
  const int64_t per_batch_group = out_features / a.batch_group_count;
  const int64_t batch_per_group = batch / a.batch_group_count;
  Shape window;
  for (int64_t d : dn.kernel_spatial) window.push_back(rhs.shape()[d]);

  Tensor out(n.results[0]);
  // Floats over two spatial dims (every conv of the nets): the operands read once as doubles,
  // the window walked by plain loops, each sum in the order the pairs list below has it (window
  // position, then input feature), so the result is the same; the rest through the pairs.
  const bool as_doubles = is_float(out.dtype()) && spatial == 2;
  const std::vector<double> L = as_doubles ? lhs.to_doubles() : std::vector<double>{};
  const std::vector<double> R = as_doubles ? rhs.to_doubles() : std::vector<double>{};
  const int64_t lf = ls[dn.input_feature], rf = rs[dn.kernel_input_feature];
  Pairs pairs;
  for_each_index(out.shape(), [&](const Index& o, int64_t j) {
    const int64_t k = o[dn.output_feature];
    const int64_t lhs_batch = k / per_batch_group * batch_per_group + o[dn.output_batch];
    const int64_t first_feature = k / per_feature_group * kernel_features;
    pairs.clear();
    if (as_doubles) {
      double sum = 0;
      const double* lbase = L.data() + lhs_batch * ls[dn.input_batch] + first_feature * lf;
      const double* rbase = R.data() + k * rs[dn.kernel_output_feature];
      const int64_t H = lhs.shape()[dn.input_spatial[0]], W = lhs.shape()[dn.input_spatial[1]];
      const int64_t lh = ls[dn.input_spatial[0]], lw = ls[dn.input_spatial[1]];
      const int64_t rh = rs[dn.kernel_spatial[0]], rw = rs[dn.kernel_spatial[1]];
      const int64_t h0 = o[dn.output_spatial[0]] * steps[0] - padding[0].first;
      const int64_t w0 = o[dn.output_spatial[1]] * steps[1] - padding[1].first;
      for (int64_t i = 0; i < window[0]; ++i) {
        const int64_t qh = h0 + i * rhs_dilation[0];
        if (qh < 0 || qh % lhs_dilation[0] != 0 || qh / lhs_dilation[0] >= H) continue;
        for (int64_t m = 0; m < window[1]; ++m) {
          const int64_t qw = w0 + m * rhs_dilation[1];
          if (qw < 0 || qw % lhs_dilation[1] != 0 || qw / lhs_dilation[1] >= W) continue;
          const double* lp = lbase + qh / lhs_dilation[0] * lh + qw / lhs_dilation[1] * lw;
          const double* rp = rbase + i * rh + m * rw;
          for (int64_t c = 0; c < kernel_features; ++c) sum += lp[c * lf] * rp[c * rf];
        }
      }
      out.set(j, sum);
      return;
    }
    for_each_index(window, [&](const Index& w, int64_t) {
      int64_t l = lhs_batch * ls[dn.input_batch];
      int64_t r = k * rs[dn.kernel_output_feature];
      for (size_t d = 0; d < spatial; ++d) {
        const int64_t q =
            o[dn.output_spatial[d]] * steps[d] + w[d] * rhs_dilation[d] - padding[d].first;
        if (q < 0 || q % lhs_dilation[d] != 0 ||
            q / lhs_dilation[d] >= lhs.shape()[dn.input_spatial[d]])
          return;
        l += q / lhs_dilation[d] * ls[dn.input_spatial[d]];
        r += w[d] * rs[dn.kernel_spatial[d]];
      }
      for (int64_t c = 0; c < kernel_features; ++c)
        pairs.emplace_back(l + (first_feature + c) * lf, r + c * rf);
    });
    store_sum_of_products(lhs, rhs, pairs, out, j);
  });
  return out;
}

}  // namespace ladder::exec::reference
