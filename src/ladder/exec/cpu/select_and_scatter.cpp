// The cpu lowerer's select_and_scatter: the max-pool backward (f32, select >= or >, scatter
// add) as direct loops, channel-blocked tensors included, and any other bodies through the
// region evaluator.
#include <cstring>

#include "ladder/exec/cpu/window.h"

namespace ladder::exec::cpu {

namespace {

using ir::OpKind;

// The max-pool backward of one 2x2/s2 window a b / c d: its four operand elements are written
// once (ta tb / tc td), init + grad at the selected one and init at the others, with no fill
// pass and no scattered adds. The selection folds a, b, c, d in order and keeps the current
// element where select(current, candidate) holds: with >= ties go to the first maximum, with >
// to the last, and a NaN candidate always replaces (as in keeps()). Written as selects on masks
// (no index to compare), so that the loops calling it vectorise.
template <bool first_max>
inline void scatter_window_2x2(float a, float b, float c, float d, float grad, float init, float& ta,
                               float& tb, float& tc, float& td) {
  const bool keep_a = first_max ? a >= b : a > b;
  const float ab = keep_a ? a : b;
  const bool keep_ab = first_max ? ab >= c : ab > c;
  const float abc = keep_ab ? ab : c;
  const bool keep_abc = first_max ? abc >= d : abc > d;
  const float hit = init + grad;
  const float top = keep_abc ? (keep_ab ? hit : init) : init;  // hit when a or b is selected
  ta = keep_a ? top : init;
  tb = keep_a ? init : top;
  tc = keep_abc ? (keep_ab ? init : hit) : init;
  td = keep_abc ? init : hit;
}

// The max-pool backward of one output row of row-major 2x2/s2 windows (operand rows r0, r1,
// result rows t0, t1).
template <bool first_max>
void scatter_row_2x2(const float* __restrict r0, const float* __restrict r1, const float* __restrict grad,
                     float init, int64_t n, float* __restrict t0, float* __restrict t1) {
  for (int64_t i = 0; i < n; ++i)
    scatter_window_2x2<first_max>(r0[2 * i], r0[2 * i + 1], r1[2 * i], r1[2 * i + 1], grad[i], init, t0[2 * i],
                                  t0[2 * i + 1], t1[2 * i], t1[2 * i + 1]);
}

// The same for rows of `block` channels at a time, the channels innermost (as pool_block_row_2x2).
template <bool first_max, int kBlock>
void scatter_block_row_2x2(const float* __restrict r0, const float* __restrict r1, const float* __restrict grad,
                           float init, int64_t n, int64_t block, float* __restrict t0, float* __restrict t1) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      scatter_window_2x2<first_max>(r0[left], r0[right], r1[left], r1[right], grad[i * b + k], init, t0[left],
                                    t0[right], t1[left], t1[right]);
    }
}

// The same on bf16 rows read and written in place, the operand's and result's blocked (their
// rows lie as scatter_block_row_2x2's do), the gradient's channels `channel` apart and
// columns `column` apart (blocked or row-major): each value widened as it is read, each result
// narrowed as store_group_row_narrowed<kExact> does. One pass instead of three widening
// copies, the kernel and two narrowing ones.
template <bool first_max, int kBlock, bool kExact>
void scatter_block_row_2x2_bf16(const uint16_t* __restrict r0, const uint16_t* __restrict r1,
                                const uint16_t* __restrict grad, int64_t channel, int64_t column, float init,
                                int64_t n, int64_t block, uint16_t* __restrict t0, uint16_t* __restrict t1) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      float ta, tb, tc, td;
      scatter_window_2x2<first_max>(bf16_to_float(r0[left]), bf16_to_float(r0[right]), bf16_to_float(r1[left]),
                                    bf16_to_float(r1[right]), bf16_to_float(grad[k * channel + i * column]), init,
                                    ta, tb, tc, td);
      t0[left] = narrowed<kExact>(ta), t0[right] = narrowed<kExact>(tb);
      t1[left] = narrowed<kExact>(tc), t1[right] = narrowed<kExact>(td);
    }
}

// True when `b` is exactly compare(p0, p1) with direction `dir`.
bool is_compare(const ir::Block& b, ir::CompareDirection dir) {
  if (b.nodes.size() != 3 || b.results.size() != 1) return false;
  const ir::Node& c = *b.nodes[2];
  return c.kind == OpKind::Compare && c.get<ir::CompareAttr>().direction == dir &&
         c.operands[0].node == b.nodes[0].get() && c.operands[1].node == b.nodes[1].get() && b.results[0].node == &c;
}

}  // namespace

bool bf16_max_pool_backward_2x2(const ir::Node& node) {
  if (node.kind != OpKind::SelectAndScatter || node.operands.size() != 3 ||
      node.operands[0].dtype() != DType::bf16 || node.operands[0].rank() != 4)
    return false;
  const bool max_select = is_compare(*node.regions[0], ir::CompareDirection::GE) ||
                          is_compare(*node.regions[0], ir::CompareDirection::GT);
  if (!max_select || simple_region_op(*node.regions[1]) != Code::Add) return false;
  const auto& a = node.get<ir::SelectAndScatterAttr>();
  const Window w(node.operands[0].shape(), a.window_dimensions, a.window_strides, {}, {}, a.padding);
  const auto p = as_planes(w, node.operands[0].shape(), node.operands[1].shape());
  return p && tiles_2x2(*p);
}

namespace {

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
    if (bf16_max_pool_backward_2x2(node)) fast_ = bf16_ = true;
    if (fast_) planes_ = as_planes(window_, n.in_types[0].shape, n.in_types[1].shape);
    if (!fast_) {
      select_ = std::make_unique<RegionEval>(select, "select_and_scatter");
      scatter_ = std::make_unique<RegionEval>(scatter, "select_and_scatter");
    }
    if (planes_ && n.in_types[0].shape.size() == 4) {
      tensors_.add("operand", n.in[0], n.in_types[0].shape);
      tensors_.add("source", n.in[1], n.in_types[1].shape);
      tensors_.add("result", n.out[0], n.out_types[0].shape);
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
    if (planes_)
      return cat("select_and_scatter(direct, ", tiles_2x2(*planes_) ? "2x2/s2" : "planes", tensors_.describe(), ")");
    return fast_ ? "select_and_scatter(direct)" : "select_and_scatter(generic)";
  }
  // The pooling paths of NCHW tensors (tensors_) take the operand, the source and the result
  // blocked; the init value is a scalar.
  std::optional<Blocked> wants_blocked(int slot) const override { return tensors_.wants(slot); }
  bool takes_blocked(int slot, const Blocked& layout) const override { return tensors_.takes(slot, layout); }
  void use_blocked(int slot, const Blocked& layout) override { tensors_.use(slot, layout); }

  void run_planes(void* const* s, const Planes& p) const {
    if (bf16_) return first_max_ ? scatter_2x2_bf16<true>(s, p) : scatter_2x2_bf16<false>(s, p);
    if (tiles_2x2(p)) return first_max_ ? scatter_2x2<true>(s, p) : scatter_2x2<false>(s, p);
    if (tensors_.block()) return first_max_ ? scatter_planes_grouped<true>(s, p) : scatter_planes_grouped<false>(s, p);
    if (first_max_) scatter_planes<true>(s, p);
    else scatter_planes<false>(s, p);
  }

  // 2x2/s2 windows that tile the image (tiles_2x2): each output row of windows writes its two
  // operand rows whole (scatter_row_2x2); rows and columns in no window get init.
  template <bool first_max>
  void scatter_2x2(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 0: break;
      case 8: return scatter_2x2_blocked<first_max, 8>(s, p);
      case 16: return scatter_2x2_blocked<first_max, 16>(s, p);
      default: return scatter_2x2_blocked<first_max, 0>(s, p);
    }
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    parallel_for(p.planes * p.OH, 4 * p.OW, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const int64_t plane = row / p.OH, oh = row % p.OH;
        const int64_t first = plane * p.H * p.W + oh * 2 * p.W;  // operand row 2 * oh
        float* t0 = out + first;
        scatter_row_2x2<first_max>(x + first, x + first + p.W, src + row * p.OW, init, p.OW, t0, t0 + p.W);
        if (p.W > 2 * p.OW) {
          std::fill(t0 + 2 * p.OW, t0 + p.W, init);
          std::fill(t0 + p.W + 2 * p.OW, t0 + 2 * p.W, init);
        }
        if (oh == p.OH - 1) std::fill(t0 + 2 * p.W, out + (plane + 1) * p.H * p.W, init);
      }
    });
  }

  // The same with the operand, the source or the result blocked: the two operand rows of one
  // output row of a group of channels at a time, in blocked order (see group_row).
  template <bool first_max, int kBlock>
  void scatter_2x2_blocked(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : tensors_.block();
    const bool x_blocked = tensors_.blocked(0), src_blocked = tensors_.blocked(1), out_blocked = tensors_.blocked(2);
    const GroupStrides xs = group_strides(p.H, p.W, b, x_blocked), ss = group_strides(p.OH, p.OW, b, src_blocked),
                       os = group_strides(p.H, p.W, b, out_blocked);
    const int64_t n = 2 * p.OW;  // operand columns in windows
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles((x_blocked ? 0 : 2 * n * b) + (src_blocked ? 0 : p.OW * b) + (out_blocked ? 0 : 2 * n * b));
      float* const x_tile = tiles.data();
      float* const src_tile = x_tile + (x_blocked ? 0 : 2 * n * b);
      float* const out_tile = src_tile + (src_blocked ? 0 : p.OW * b);
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        const float* r0 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh, n, b, x_tile);
        const float* r1 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh + 1, n, b, x_tile + n * b);
        const float* grad = group_row<kBlock>(src, ss, src_blocked, g, oh, p.OW, b, src_tile);
        float* t0 = out_blocked ? out + os.at(g, 0, 2 * oh, 0) : out_tile;
        float* t1 = out_blocked ? out + os.at(g, 0, 2 * oh + 1, 0) : out_tile + n * b;
        if (unit + kUnitsAhead < end) {  // (about: a group with an odd H has a row more)
          const int64_t ahead = kUnitsAhead * 2 * p.W * b;
          if (x_blocked) prefetch_floats<false>(x + xs.at(g, 0, 2 * oh, 0) + ahead, 2 * p.W * b);
          if (out_blocked) prefetch_floats<true>(out + os.at(g, 0, 2 * oh, 0) + ahead, 2 * p.W * b);
        }
        scatter_block_row_2x2<first_max, kBlock>(r0, r1, grad, init, p.OW, b, t0, t1);
        if (!out_blocked) {
          store_group_row<kBlock>(t0, out, os, g, 2 * oh, n, b);
          store_group_row<kBlock>(t1, out, os, g, 2 * oh + 1, n, b);
        }
        // Operand elements in no window (an odd W or H) get init.
        if (p.W > n) fill_group(out, os, g, 2 * oh, 2 * oh + 2, n, p.W, b, init);
        if (oh == p.OH - 1) fill_group(out, os, g, 2 * p.OH, p.H, 0, p.W, b, init);
      }
    });
  }

  // The same on bf16 tensors, blocked or not, through f32 tiles: each result element is init
  // or init + grad, computed in f32 and rounded once (as the f32 kernel and a convert did).
  // With init ±0 (a max pool's gradient) that sum is grad itself, a bf16 value: no rounding.
  template <bool first_max>
  void scatter_2x2_bf16(void* const* s, const Planes& p) const {
    if ((*static_cast<const uint16_t*>(s[io_.in[2]]) & 0x7fff) == 0) return scatter_2x2_bf16_on<first_max, true>(s, p);
    return scatter_2x2_bf16_on<first_max, false>(s, p);
  }
  template <bool first_max, bool kExact>
  void scatter_2x2_bf16_on(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 8: return scatter_2x2_bf16_in<first_max, 8, kExact>(s, p);
      case 16: return scatter_2x2_bf16_in<first_max, 16, kExact>(s, p);
      default: return scatter_2x2_bf16_in<first_max, 0, kExact>(s, p);
    }
  }
  template <bool first_max, int kBlock, bool kExact>
  void scatter_2x2_bf16_in(void* const* s, const Planes& p) const {
    const auto* x = static_cast<const uint16_t*>(s[io_.in[0]]);
    const auto* src = static_cast<const uint16_t*>(s[io_.in[1]]);
    const uint16_t init_bits = *static_cast<const uint16_t*>(s[io_.in[2]]);
    const float init = bf16_to_float(init_bits);
    auto* out = static_cast<uint16_t*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : std::max<int64_t>(tensors_.block(), 1);
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0)),
                       ss = group_strides(p.OH, p.OW, b, tensors_.blocked(1)),
                       os = group_strides(p.H, p.W, b, tensors_.blocked(2));
    const int64_t n = 2 * p.OW;
    // The operand and the result blocked: their rows lie as the tiles would.
    const bool in_place = xs.channel == 1 && xs.column == b && os.channel == 1 && os.column == b;
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles(in_place ? 0 : 4 * n * b + p.OW * b);
      float* const r0 = tiles.data();
      float* const r1 = r0 + n * b;
      float* const t0 = r1 + n * b;
      float* const t1 = t0 + n * b;
      float* const grad = t1 + n * b;
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        if (in_place) {
          scatter_block_row_2x2_bf16<first_max, kBlock, kExact>(
              x + xs.at(g, 0, 2 * oh, 0), x + xs.at(g, 0, 2 * oh + 1, 0), src + ss.at(g, 0, oh, 0), ss.channel,
              ss.column, init, p.OW, b, out + os.at(g, 0, 2 * oh, 0), out + os.at(g, 0, 2 * oh + 1, 0));
        } else {
          group_row_widened<kBlock>(x, xs, g, 2 * oh, n, b, r0);
          group_row_widened<kBlock>(x, xs, g, 2 * oh + 1, n, b, r1);
          group_row_widened<kBlock>(src, ss, g, oh, p.OW, b, grad);
          scatter_block_row_2x2<first_max, kBlock>(r0, r1, grad, init, p.OW, b, t0, t1);
          store_group_row_narrowed<kBlock, kExact>(t0, out, os, g, 2 * oh, n, b);
          store_group_row_narrowed<kBlock, kExact>(t1, out, os, g, 2 * oh + 1, n, b);
        }
        if (p.W > n) fill_group(out, os, g, 2 * oh, 2 * oh + 2, n, p.W, b, init_bits);
        if (oh == p.OH - 1) fill_group(out, os, g, 2 * p.OH, p.H, 0, p.W, b, init_bits);
      }
    });
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

  // Any pooling window with the operand, the source or the result blocked: a thread takes whole
  // groups of channels (overlapping windows then never add into one element from two threads),
  // their windows in row-major order, each channel's pick as scatter_planes makes it.
  template <bool first_max>
  void scatter_planes_grouped(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float* src = static_cast<const float*>(s[io_.in[1]]);
    const float init = *static_cast<const float*>(s[io_.in[2]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = tensors_.block();
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0));
    const GroupStrides ss = group_strides(p.OH, p.OW, b, tensors_.blocked(1));
    const GroupStrides os = group_strides(p.H, p.W, b, tensors_.blocked(2));
    // The block as a constant where oneDNN's are, so the search across the lanes vectorises.
    if (b == 8) return scatter_lanes<first_max, 8>(x, src, init, out, b, xs, ss, os, p);
    if (b == 16) return scatter_lanes<first_max, 16>(x, src, init, out, b, xs, ss, os, p);
    scatter_lanes<first_max, 0>(x, src, init, out, b, xs, ss, os, p);
  }

  // The windows of a group's b channels searched across the lanes at once, branch-free (ties
  // and NaN as select >= or > take them), then each lane's gradient added at its selected
  // element. B: the block b as a constant, or 0 for any block of up to kMaxLanes.
  static constexpr int kMaxLanes = 64;
  template <bool first_max, int B>
  static void scatter_lanes(const float* x, const float* src, float init, float* out, int64_t b,
                            const GroupStrides& xs, const GroupStrides& ss, const GroupStrides& os, const Planes& p) {
    LADDER_ASSERT(b <= kMaxLanes, "select_and_scatter: a channel block of ", b);
    const int lanes = B > 0 ? B : static_cast<int>(b);
    const int64_t cx = xs.channel;
    parallel_for(p.planes / b, (p.H * p.W + p.OH * p.OW * p.kh * p.kw) * b, [&](int64_t begin, int64_t end) {
      for (int64_t g = begin; g < end; ++g) {
        fill_group(out, os, g, 0, p.H, 0, p.W, b, init);
        for (int64_t oh = 0; oh < p.OH; ++oh)
          for (int64_t ow = 0; ow < p.OW; ++ow) {
            float value[B > 0 ? B : kMaxLanes];
            int32_t best[B > 0 ? B : kMaxLanes];  // h * W + w of the selected element, -1 while none
            for (int k = 0; k < lanes; ++k) value[k] = 0, best[k] = -1;
            for (int64_t i = 0; i < p.kh; ++i) {
              const int64_t h = oh * p.sh - p.ph + i;
              if (h < 0 || h >= p.H) continue;
              for (int64_t j = 0; j < p.kw; ++j) {
                const int64_t w = ow * p.sw - p.pw + j;
                if (w < 0 || w >= p.W) continue;
                const float* e = x + xs.at(g, 0, h, w);
                const int32_t at = static_cast<int32_t>(h * p.W + w);
                for (int k = 0; k < lanes; ++k) {
                  const float v = e[k * cx];
                  const bool take = best[k] < 0 || !(first_max ? value[k] >= v : value[k] > v);
                  value[k] = take ? v : value[k];
                  best[k] = take ? at : best[k];
                }
              }
            }
            const float* grad = src + ss.at(g, 0, oh, ow);
            for (int k = 0; k < lanes; ++k)
              if (best[k] >= 0) out[os.at(g, k, best[k] / p.W, best[k] % p.W)] += grad[k * ss.channel];
          }
      }
    });
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
  PoolTensors tensors_;  // operand, source, result (the 2x2/s2 path of NCHW tensors only)
  bool fast_ = false, first_max_ = false;
  bool bf16_ = false;  // the backward of a bf16 max pool (scatter_2x2_bf16)
  std::unique_ptr<RegionEval> select_, scatter_;
};

}  // namespace

std::unique_ptr<Kernel> make_select_and_scatter_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<SelectAndScatterKernel>(node, io);
}

}  // namespace ladder::exec::cpu
