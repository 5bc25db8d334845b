// The cpu lowerer's reduce_window: direct loops for f32 add, max and min (the pools of the
// nets, 2x2/s2 on channel-blocked tensors included), and any other body through the region
// evaluator.
#include <bit>
#include <cstring>

#include "ladder/exec/cpu/window.h"

namespace ladder::exec::cpu {

namespace {

// The maximum (or minimum) of two floats that are not NaN, -0 < +0, without branches: the two
// selects agree except on a pair of zeros, where the bits' and (or) gives +0 (-0).
template <Code op>
inline float max_or_min(float a, float b) {
  const float ab = op == Code::Maximum ? (a > b ? a : b) : (a < b ? a : b);
  const float ba = op == Code::Maximum ? (b > a ? b : a) : (b < a ? b : a);
  const int32_t x = std::bit_cast<int32_t>(ab), y = std::bit_cast<int32_t>(ba);
  return std::bit_cast<float>(op == Code::Maximum ? x & y : x | y);
}

// One 2x2/s2 window a b / c d of a pool. Add folds init, then the window in row-major order
// (as pool_planes). Max and min, whose value does not depend on the order, pair the elements
// up and give a quiet NaN (not necessarily the first NaN's bits) when any is NaN. There are no
// branches, so that the loops calling it vectorise.
template <Code op>
inline float pool_window_2x2(float a, float b, float c, float d, float init) {
  if constexpr (op == Code::Add) {
    return init + a + b + c + d;
  } else {
    const float m = max_or_min<op>(init, max_or_min<op>(max_or_min<op>(a, b), max_or_min<op>(c, d)));
    const bool nan = (a != a) | (b != b) | (c != c) | (d != d) | (init != init);
    return std::bit_cast<float>(std::bit_cast<int32_t>(m) | (nan ? 0x7fc00000 : 0));
  }
}

// One output row of a 2x2/s2 pool from input rows r0, r1 (row-major: even and odd columns
// are separate loads).
template <Code op>
void pool_row_2x2(const float* __restrict r0, const float* __restrict r1, float init, int64_t n,
                  float* __restrict o) {
  for (int64_t i = 0; i < n; ++i) o[i] = pool_window_2x2<op>(r0[2 * i], r0[2 * i + 1], r1[2 * i], r1[2 * i + 1], init);
}

// The same for rows of `block` channels at a time, the channels innermost (a blocked tensor's
// row, see group_row): one vector of channels per column. kBlock: the block when it is known
// (8, 16), so that the inner loop is whole vectors; 0 reads `block`.
template <Code op, int kBlock>
void pool_block_row_2x2(const float* __restrict r0, const float* __restrict r1, float init, int64_t n,
                        int64_t block, float* __restrict o) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      o[i * b + k] = pool_window_2x2<op>(r0[left], r0[right], r1[left], r1[right], init);
    }
}

// The same on blocked bf16 rows, read in place, into an output row whose channels are
// `channel` apart and columns `column` apart (blocked or row-major): each value widened as it
// is read (exact), each result (one of the window's values, or a quiet NaN) narrowed by
// dropping the low 16 bits, which are zero. One pass instead of widening both rows into tiles
// and narrowing a third.
template <Code op, int kBlock>
void pool_block_row_2x2_bf16(const uint16_t* __restrict r0, const uint16_t* __restrict r1, float init, int64_t n,
                             int64_t block, uint16_t* __restrict o, int64_t channel, int64_t column) {
  const int64_t b = kBlock ? kBlock : block;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < b; ++k) {
      const int64_t left = 2 * i * b + k, right = left + b;
      const float m = pool_window_2x2<op>(bf16_to_float(r0[left]), bf16_to_float(r0[right]), bf16_to_float(r1[left]),
                                          bf16_to_float(r1[right]), init);
      o[k * channel + i * column] = narrowed<true>(m);
    }
}

}  // namespace

bool bf16_max_pool_2x2(const ir::Node& node) {
  if (node.kind != ir::OpKind::ReduceWindow || node.operands.size() != 2 ||
      node.operands[0].dtype() != DType::bf16 || node.operands[0].rank() != 4)
    return false;
  const Code op = simple_region_op(*node.regions[0]);
  if (op != Code::Maximum && op != Code::Minimum) return false;
  const auto& a = node.get<ir::ReduceWindowAttr>();
  const Window w(node.operands[0].shape(), a.window_dimensions, a.window_strides, a.base_dilations,
                 a.window_dilations, a.padding);
  const auto p = as_planes(w, node.operands[0].shape(), node.results[0].shape);
  return p && tiles_2x2(*p);
}

namespace {

// reduce_window, any geometry and body. The f32 add/max/min bodies run as direct loops;
// other bodies go through the region evaluator. Padding contributes the init value.
class ReduceWindowKernel final : public Kernel {
 public:
  ReduceWindowKernel(const ir::Node& node, const Io& n)
      : io_(n), window_(make_window(node, n)), op_(simple_region_op(*node.regions[0])) {
    const bool f32 = n.in.size() == 2 && n.in_types[0].dtype == DType::f32;
    fast_ = f32 && (op_ == Code::Add || op_ == Code::Maximum || op_ == Code::Minimum);
    if (bf16_max_pool_2x2(node)) fast_ = bf16_ = true;
    if (fast_) planes_ = as_planes(window_, n.in_types[0].shape, n.out_types[0].shape);
    if (!fast_) body_ = std::make_unique<RegionEval>(*node.regions[0], "reduce_window");
    if (planes_ && n.in_types[0].shape.size() == 4) {
      tensors_.add("operand", n.in[0], n.in_types[0].shape);
      tensors_.add("result", n.out[0], n.out_types[0].shape);
    }
  }

  void run(void* const* s) const override {
    if (planes_) return run_planes(s, *planes_);
    const Shape& in_shape = io_.in_types[0].shape;
    const Shape& out_shape = io_.out_types[0].shape;
    const auto in_strides = row_major_strides(in_shape);
    const int64_t wsize = static_cast<int64_t>(window_.offsets.size());
    parallel_for(num_elements(out_shape), wsize, [&](int64_t begin, int64_t end) {
      std::vector<int64_t> o(out_shape.size());
      unravel(begin, out_shape, o.data());
      for (int64_t flat = begin; flat < end; ++flat, next_index(o, out_shape)) {
        if (fast_) reduce_f32(s, o.data(), flat, in_shape, in_strides);
        else reduce_any(s, o.data(), flat, in_shape, in_strides);
      }
    });
  }
  std::string describe() const override {
    if (planes_)
      return cat("reduce_window(direct, ", tiles_2x2(*planes_) ? "2x2/s2" : "planes", tensors_.describe(), ")");
    return fast_ ? "reduce_window(direct)" : "reduce_window(generic)";
  }
  // The pooling paths of NCHW tensors (tensors_) take the operand and the result blocked.
  std::optional<Blocked> wants_blocked(int slot) const override { return tensors_.wants(slot); }
  bool takes_blocked(int slot, const Blocked& layout) const override { return tensors_.takes(slot, layout); }
  void use_blocked(int slot, const Blocked& layout) override { tensors_.use(slot, layout); }

 private:
  static Window make_window(const ir::Node& node, const Io& n) {
    const auto& a = node.get<ir::ReduceWindowAttr>();
    return Window(n.in_types[0].shape, a.window_dimensions, a.window_strides, a.base_dilations,
                  a.window_dilations, a.padding);
  }

  void run_planes(void* const* s, const Planes& p) const {
    if (bf16_) {
      if (op_ == Code::Maximum) return pool_2x2_bf16<Code::Maximum>(s, p);
      return pool_2x2_bf16<Code::Minimum>(s, p);
    }
    const bool tiles = tiles_2x2(p);
    if (!tiles && tensors_.block()) {
      switch (op_) {
        case Code::Add: return pool_planes_grouped<Code::Add>(s, p);
        case Code::Maximum: return pool_planes_grouped<Code::Maximum>(s, p);
        default: return pool_planes_grouped<Code::Minimum>(s, p);
      }
    }
    switch (op_) {
      case Code::Add: return tiles ? pool_2x2<Code::Add>(s, p) : pool_planes<Code::Add>(s, p);
      case Code::Maximum: return tiles ? pool_2x2<Code::Maximum>(s, p) : pool_planes<Code::Maximum>(s, p);
      default: return tiles ? pool_2x2<Code::Minimum>(s, p) : pool_planes<Code::Minimum>(s, p);
    }
  }

  // 2x2/s2 windows that tile the image (tiles_2x2): one output row from two input rows.
  template <Code op>
  void pool_2x2(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 0: break;
      case 8: return pool_2x2_blocked<op, 8>(s, p);
      case 16: return pool_2x2_blocked<op, 16>(s, p);
      default: return pool_2x2_blocked<op, 0>(s, p);
    }
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    parallel_for(p.planes * p.OH, 4 * p.OW, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const float* r0 = x + (row / p.OH) * p.H * p.W + (row % p.OH) * 2 * p.W;
        pool_row_2x2<op>(r0, r0 + p.W, init, p.OW, out + row * p.OW);
      }
    });
  }

  // The same with the operand or the result blocked: one output row of a group of channels at a
  // time, in blocked order (see group_row).
  template <Code op, int kBlock>
  void pool_2x2_blocked(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : tensors_.block();
    const bool x_blocked = tensors_.blocked(0), out_blocked = tensors_.blocked(1);
    const GroupStrides xs = group_strides(p.H, p.W, b, x_blocked), os = group_strides(p.OH, p.OW, b, out_blocked);
    const int64_t n = 2 * p.OW;  // operand columns in windows
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles((x_blocked ? 0 : 2 * n * b) + (out_blocked ? 0 : p.OW * b));
      float* const x_tile = tiles.data();
      float* const out_tile = x_tile + (x_blocked ? 0 : 2 * n * b);
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        const float* r0 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh, n, b, x_tile);
        const float* r1 = group_row<kBlock>(x, xs, x_blocked, g, 2 * oh + 1, n, b, x_tile + n * b);
        float* o = out_blocked ? out + os.at(g, 0, oh, 0) : out_tile;
        if (x_blocked && unit + kUnitsAhead < end)  // (about: a group with an odd H has a row more)
          prefetch_floats<false>(x + xs.at(g, 0, 2 * oh, 0) + kUnitsAhead * 2 * p.W * b, 2 * p.W * b);
        pool_block_row_2x2<op, kBlock>(r0, r1, init, p.OW, b, o);
        if (!out_blocked) store_group_row<kBlock>(out_tile, out, os, g, oh, p.OW, b);
      }
    });
  }

  // The same on bf16 tensors, blocked or not, through f32 tiles: the maximum of bf16 values
  // is one of them, so the f32 kernel's result rounds back exactly.
  template <Code op>
  void pool_2x2_bf16(void* const* s, const Planes& p) const {
    switch (tensors_.block()) {
      case 8: return pool_2x2_bf16_in<op, 8>(s, p);
      case 16: return pool_2x2_bf16_in<op, 16>(s, p);
      default: return pool_2x2_bf16_in<op, 0>(s, p);
    }
  }
  template <Code op, int kBlock>
  void pool_2x2_bf16_in(void* const* s, const Planes& p) const {
    const auto* x = static_cast<const uint16_t*>(s[io_.in[0]]);
    const float init = bf16_to_float(*static_cast<const uint16_t*>(s[io_.in[1]]));
    auto* out = static_cast<uint16_t*>(s[io_.out[0]]);
    const int64_t b = kBlock ? kBlock : std::max<int64_t>(tensors_.block(), 1);
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0)),
                       os = group_strides(p.OH, p.OW, b, tensors_.blocked(1));
    const int64_t n = 2 * p.OW;
    // The operand blocked: its rows lie as the tiles would (see group_row_widened).
    const bool in_place = xs.channel == 1 && xs.column == b;
    parallel_for(p.planes / b * p.OH, 4 * p.OW * b, [&](int64_t begin, int64_t end) {
      std::vector<float> tiles(in_place ? 0 : 2 * n * b + p.OW * b);
      float* const r0 = tiles.data();
      float* const r1 = r0 + n * b;
      float* const o = r1 + n * b;
      for (int64_t unit = begin; unit < end; ++unit) {
        const int64_t g = unit / p.OH, oh = unit % p.OH;
        if (in_place) {
          pool_block_row_2x2_bf16<op, kBlock>(x + xs.at(g, 0, 2 * oh, 0), x + xs.at(g, 0, 2 * oh + 1, 0), init, p.OW, b,
                                              out + os.at(g, 0, oh, 0), os.channel, os.column);
          continue;
        }
        group_row_widened<kBlock>(x, xs, g, 2 * oh, n, b, r0);
        group_row_widened<kBlock>(x, xs, g, 2 * oh + 1, n, b, r1);
        pool_block_row_2x2<op, kBlock>(r0, r1, init, p.OW, b, o);
        store_group_row_narrowed<kBlock, true>(o, out, os, g, oh, p.OW, b);  // maxima (minima) of bf16 values
      }
    });
  }

  // One output row of one image at a time; padding contributes the init value. The body is
  // a template argument, and the windows that lie inside the image are folded one window
  // element at a time across the whole row (the same order within each window), so that
  // the loop over the row vectorises.
  template <Code op>
  void pool_planes(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const auto [lo, hi] = inner_columns(p);
    parallel_for(p.planes * p.OH, p.OW * p.kh * p.kw, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const float* image = x + (row / p.OH) * p.H * p.W;
        float* o = out + row * p.OW;
        const int64_t h0 = (row % p.OH) * p.sh - p.ph;
        auto border = [&](int64_t ow) {
          const int64_t w0 = ow * p.sw - p.pw;
          float acc = init;
          for (int64_t i = 0; i < p.kh; ++i)
            for (int64_t j = 0; j < p.kw; ++j) {
              const int64_t h = h0 + i, w = w0 + j;
              const bool inside = h >= 0 && h < p.H && w >= 0 && w < p.W;
              acc = combine<float>(op, acc, inside ? image[h * p.W + w] : init);
            }
          o[ow] = acc;
        };
        if (h0 < 0 || h0 + p.kh > p.H) {
          for (int64_t ow = 0; ow < p.OW; ++ow) border(ow);
          continue;
        }
        for (int64_t ow = 0; ow < lo; ++ow) border(ow);
        for (int64_t ow = hi; ow < p.OW; ++ow) border(ow);
        std::fill(o + lo, o + hi, init);
        for (int64_t i = 0; i < p.kh; ++i)
          for (int64_t j = 0; j < p.kw; ++j) {
            const float* in = image + (h0 + i) * p.W + j - p.pw;
            for (int64_t ow = lo; ow < hi; ++ow) o[ow] = combine<float>(op, o[ow], in[ow * p.sw]);
          }
      }
    });
  }

  // Any pooling window (the 3x3/s2 max pool of a ResNet stem) with the operand or the result
  // blocked: each output row of a group of channels, the window folded in row-major order from
  // init (padding folds init), as pool_planes does, for the group's channels at once.
  template <Code op>
  void pool_planes_grouped(void* const* s, const Planes& p) const {
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    float* out = static_cast<float*>(s[io_.out[0]]);
    const int64_t b = tensors_.block();
    const GroupStrides xs = group_strides(p.H, p.W, b, tensors_.blocked(0));
    const GroupStrides os = group_strides(p.OH, p.OW, b, tensors_.blocked(1));
    parallel_for(p.planes / b * p.OH, p.OW * p.kh * p.kw * b, [&](int64_t begin, int64_t end) {
      std::vector<float> acc(static_cast<size_t>(b));
      for (int64_t row = begin; row < end; ++row) {
        const int64_t g = row / p.OH, oh = row % p.OH, h0 = oh * p.sh - p.ph;
        for (int64_t ow = 0; ow < p.OW; ++ow) {
          const int64_t w0 = ow * p.sw - p.pw;
          std::fill(acc.begin(), acc.end(), init);
          for (int64_t i = 0; i < p.kh; ++i)
            for (int64_t j = 0; j < p.kw; ++j) {
              const int64_t h = h0 + i, w = w0 + j;
              if (h < 0 || h >= p.H || w < 0 || w >= p.W) {
                for (int64_t k = 0; k < b; ++k) acc[size_t(k)] = combine<float>(op, acc[size_t(k)], init);
                continue;
              }
              const float* e = x + xs.at(g, 0, h, w);
              for (int64_t k = 0; k < b; ++k) acc[size_t(k)] = combine<float>(op, acc[size_t(k)], e[k * xs.channel]);
            }
          float* o = out + os.at(g, 0, oh, ow);
          for (int64_t k = 0; k < b; ++k) o[k * os.channel] = acc[size_t(k)];
        }
      }
    });
  }

  void reduce_f32(void* const* s, const int64_t* o, int64_t flat, const Shape& in_shape,
                  const std::vector<int64_t>& in_strides) const {
    const float init = *static_cast<const float*>(s[io_.in[1]]);
    const float* x = static_cast<const float*>(s[io_.in[0]]);
    float acc = init;
    int64_t origin = window_.inner_origin(o, in_shape, in_strides);
    if (origin >= 0) {
      for (int64_t off : window_.offsets) acc = combine<float>(op_, acc, x[origin + off]);
    } else {
      window_.for_each_element(o, in_shape, in_strides, [&](int64_t off) {
        acc = combine<float>(op_, acc, off < 0 ? init : x[off]);
      });
    }
    static_cast<float*>(s[io_.out[0]])[flat] = acc;
  }

  void reduce_any(void* const* s, const int64_t* o, int64_t flat, const Shape& in_shape,
                  const std::vector<int64_t>& in_strides) const {
    const size_t k = io_.out.size();
    std::vector<const void*> params(2 * k);
    std::vector<void*> outs(k);
    for (size_t j = 0; j < k; ++j) {
      const int64_t es = dtype_size(io_.out_types[j].dtype);
      outs[j] = at(s[io_.out[j]], flat * es);
      std::memcpy(outs[j], s[io_.in[k + j]], es);
      params[j] = outs[j];
    }
    window_.for_each_element(o, in_shape, in_strides, [&](int64_t off) {
      for (size_t j = 0; j < k; ++j)
        params[k + j] = off < 0 ? s[io_.in[k + j]]
                                : at(s[io_.in[j]], off * dtype_size(io_.in_types[j].dtype));
      (*body_)(params.data(), outs.data());
    });
  }

  Io io_;
  Window window_;
  Code op_;
  bool fast_ = false;
  bool bf16_ = false;  // a bf16 max or min pool (pool_2x2_bf16)
  std::optional<Planes> planes_;
  PoolTensors tensors_;  // operand, result (the 2x2/s2 path of NCHW tensors only)
  std::unique_ptr<RegionEval> body_;
};

}  // namespace

std::unique_ptr<Kernel> make_reduce_window_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<ReduceWindowKernel>(node, io);
}

}  // namespace ladder::exec::cpu
