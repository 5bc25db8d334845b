// The window geometry shared by the cpu lowerer's reduce_window and select_and_scatter
// kernels (reduce_window.inc, select_and_scatter.inc): windows with defaults filled in, the
// pooling case as independent planes, and the channel groups of their blocked 2x2 paths.
#pragma once

#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

// True when `b` is exactly compare(p0, p1) with direction `dir` (a select_and_scatter's
// select body: GE keeps the first maximum, GT the last).
bool is_compare(const ir::Block& b, ir::CompareDirection dir);

// The reduce_window and select_and_scatter kernels of one instruction set
// (isa_*.cpp: the same code compiled for each; null where not built).
struct WindowKernelMakers {
  std::unique_ptr<Kernel> (*reduce_window)(const ir::Node&, const Io&) = nullptr;
  std::unique_ptr<Kernel> (*select_and_scatter)(const ir::Node&, const Io&) = nullptr;
};
WindowKernelMakers portable_window_kernels();
WindowKernelMakers avx2_window_kernels();
WindowKernelMakers avx512_window_kernels();
// The build make_reduce_window_kernel / make_select_and_scatter_kernel use now: the one of the
// fused evaluator's instruction set (eval_block_isa()), else the portable one.
WindowKernelMakers window_kernels();

// The window geometry of reduce_window / select_and_scatter with defaults filled in.
struct Window {
  Shape dims, strides, base_dilation, window_dilation, pad_low;
  std::vector<int64_t> offsets;  // input offset of each window element from the window origin

  Window(const Shape& in_shape, const std::vector<int64_t>& d, const std::vector<int64_t>& s,
         const std::vector<int64_t>& bd, const std::vector<int64_t>& wd, const ir::Padding& p)
      : dims(d) {
    const size_t rank = in_shape.size();
    auto fill = [&](const std::vector<int64_t>& v) { return v.empty() ? Shape(rank, 1) : v; };
    strides = fill(s);
    base_dilation = fill(bd);
    window_dilation = fill(wd);
    pad_low.assign(rank, 0);
    for (size_t i = 0; i < p.size(); ++i) pad_low[i] = p[i].first;
    const auto in_strides = row_major_strides(in_shape);
    for_each_index(dims, [&](int64_t, const int64_t* w) {
      int64_t off = 0;
      for (size_t i = 0; i < rank; ++i) off += w[i] * window_dilation[i] * in_strides[i];
      offsets.push_back(off);
    });
  }

  // The input offset of the window origin of output position `o` when the whole window lies
  // inside the input (no padding, no base-dilation holes); -1 otherwise.
  int64_t inner_origin(const int64_t* o, const Shape& shape, const std::vector<int64_t>& in_strides) const {
    int64_t off = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      int64_t first = o[d] * strides[d] - pad_low[d];
      int64_t last = first + (dims[d] - 1) * window_dilation[d];
      if (base_dilation[d] != 1 || first < 0 || last >= shape[d]) return -1;
      off += first * in_strides[d];
    }
    return off;
  }

  // Calls fn(offset or -1 for padding/holes) for each window element of output position `o`.
  template <typename Fn>
  void for_each_element(const int64_t* o, const Shape& shape, const std::vector<int64_t>& in_strides,
                        Fn&& fn) const {
    for_each_index(dims, [&](int64_t, const int64_t* w) {
      int64_t off = 0;
      for (size_t d = 0; d < shape.size(); ++d) {
        int64_t t = o[d] * strides[d] + w[d] * window_dilation[d] - pad_low[d];
        if (t < 0 || t % base_dilation[d] != 0 || t / base_dilation[d] >= shape[d]) {
          off = -1;
          break;
        }
        off += (t / base_dilation[d]) * in_strides[d];
      }
      fn(off);
    });
  }
};

// The pooling case: the window moves over the last two dims only (elsewhere it has size 1,
// stride 1 and no padding) and nothing is dilated. The leading positions are then `planes`
// independent H x W images.
struct Planes {
  int64_t planes, H, W, OH, OW, kh, kw, sh, sw, ph, pw;
};

inline std::optional<Planes> as_planes(const Window& w, const Shape& in, const Shape& out) {
  const size_t r = in.size();
  if (r < 2) return std::nullopt;
  int64_t planes = 1;
  for (size_t d = 0; d < r; ++d) {
    if (w.base_dilation[d] != 1 || w.window_dilation[d] != 1) return std::nullopt;
    if (d + 2 >= r) continue;
    if (w.dims[d] != 1 || w.strides[d] != 1 || w.pad_low[d] != 0 || in[d] != out[d]) return std::nullopt;
    planes *= in[d];
  }
  if (in[r - 2] * in[r - 1] > std::numeric_limits<int32_t>::max()) return std::nullopt;
  return Planes{planes, in[r - 2], in[r - 1], out[r - 2], out[r - 1], w.dims[r - 2], w.dims[r - 1],
                w.strides[r - 2], w.strides[r - 1], w.pad_low[r - 2], w.pad_low[r - 1]};
}

// The output columns [lo, hi) whose windows lie inside the image's width.
inline std::pair<int64_t, int64_t> inner_columns(const Planes& p) {
  const int64_t lo = std::clamp<int64_t>(p.pw > 0 ? (p.pw + p.sw - 1) / p.sw : 0, 0, p.OW);
  const int64_t last = p.W - p.kw + p.pw;  // the largest ow * sw with the window inside
  const int64_t hi = last < 0 ? lo : std::clamp<int64_t>(last / p.sw + 1, lo, p.OW);
  return {lo, hi};
}

// Windows that tile the image: 2x2 at stride 2, no padding, all inside (the max pool of the
// nets). Each operand element then lies in at most one window; the rows and columns past the
// last window (an odd H or W) in none.
inline bool tiles_2x2(const Planes& p) {
  return p.kh == 2 && p.kw == 2 && p.sh == 2 && p.sw == 2 && p.ph == 0 && p.pw == 0 &&
         p.OH > 0 && p.OW > 0 && 2 * p.OH <= p.H && 2 * p.OW <= p.W;
}

// ---- 2x2 pools on channel-blocked tensors ----
//
// The 2x2/s2 kernels take each full-size NCHW tensor (operand, source, result) row-major or
// blocked on the channels (Blocked{1, b}, see kernel.h). With any tensor blocked they work on
// groups of b consecutive channels of one image, one output row at a time: in blocked order
// (column-major within the row, the b channels innermost), read in place from a blocked tensor
// and gathered into a tile from a row-major one (and written back to it through a tile).

// Element strides of an [N, C, H, W] tensor addressed as (group g of b channels, channel k in
// the group, h, w). Group g starts at g * b * H * W either way (C % b == 0).
struct GroupStrides {
  int64_t group, channel, row, column;
  int64_t at(int64_t g, int64_t k, int64_t h, int64_t w) const {
    return g * group + k * channel + h * row + w * column;
  }
};

inline GroupStrides group_strides(int64_t H, int64_t W, int64_t block, bool blocked) {
  return blocked ? GroupStrides{block * H * W, 1, W * block, block} : GroupStrides{block * H * W, H * W, W, 1};
}

// Columns [0, n) of row h of group g in blocked order: in place when the tensor is blocked,
// else gathered into `tile` (n * block floats). kBlock as in pool_block_row_2x2: with the
// channels the inner loop, a known block makes it whole vector stores.
template <int kBlock>
inline const float* group_row(const float* t, const GroupStrides& v, bool blocked, int64_t g, int64_t h, int64_t n,
                       int64_t block, float* __restrict tile) {
  if (blocked) return t + v.at(g, 0, h, 0);
  const int64_t b = kBlock ? kBlock : block;
  const float* row = t + v.at(g, 0, h, 0);
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) tile[w * b + k] = row[k * v.channel + w];
  return tile;
}

// The reverse of group_row for a row-major tensor: writes the tile to columns [0, n) of row h.
template <int kBlock>
inline void store_group_row(const float* __restrict tile, float* t, const GroupStrides& v, int64_t g, int64_t h,
                     int64_t n, int64_t block) {
  const int64_t b = kBlock ? kBlock : block;
  float* row = t + v.at(g, 0, h, 0);
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) row[k * v.channel + w] = tile[w * b + k];
}

// bf16 tensors (mixed precision's max pools and their backward) go through f32 tiles: columns
// [0, n) of row h of group g, widened into `tile` (exact), and a tile narrowed back to a row.
// Narrowing rounds to nearest even, as a convert to bf16 does; with kExact the caller knows
// every value is a bf16 value already (a max of bf16 values, or one bf16 value added to a
// zero), so dropping the low 16 bits is the same and cheaper.
template <int kBlock>
inline const float* group_row_widened(const uint16_t* t, const GroupStrides& v, int64_t g, int64_t h, int64_t n,
                                      int64_t block, float* __restrict tile) {
  const int64_t b = kBlock ? kBlock : block;
  const uint16_t* __restrict row = t + v.at(g, 0, h, 0);
  if (v.channel == 1 && v.column == b) {  // blocked: the row lies as the tile does
    for (int64_t i = 0; i < n * b; ++i) tile[i] = bf16_to_float(row[i]);
    return tile;
  }
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) tile[w * b + k] = bf16_to_float(row[k * v.channel + w * v.column]);
  return tile;
}
template <bool kExact>
inline uint16_t narrowed(float f) {
  if constexpr (kExact) {
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return static_cast<uint16_t>(u >> 16);
  } else {
    return float_to_bf16(f);
  }
}
template <int kBlock, bool kExact>
inline void store_group_row_narrowed(const float* __restrict tile, uint16_t* t, const GroupStrides& v, int64_t g,
                                     int64_t h, int64_t n, int64_t block) {
  const int64_t b = kBlock ? kBlock : block;
  uint16_t* __restrict row = t + v.at(g, 0, h, 0);
  if (v.channel == 1 && v.column == b) {
    for (int64_t i = 0; i < n * b; ++i) row[i] = narrowed<kExact>(tile[i]);
    return;
  }
  for (int64_t w = 0; w < n; ++w)
    for (int64_t k = 0; k < b; ++k) row[k * v.channel + w * v.column] = narrowed<kExact>(tile[w * b + k]);
}

// Sets rows [h0, h1) x columns [w0, w1) of group g to `value`.
template <typename T>
inline void fill_group(T* t, const GroupStrides& v, int64_t g, int64_t h0, int64_t h1, int64_t w0, int64_t w1,
                int64_t block, T value) {
  for (int64_t k = 0; k < block; ++k)
    for (int64_t h = h0; h < h1; ++h)
      for (int64_t w = w0; w < w1; ++w) t[v.at(g, k, h, w)] = value;
}

// A unit of the blocked kernels (rows 2 oh and 2 oh + 1 of a group of channels) reads both
// rows at once, column by column; in a blocked tensor the two rows are adjacent and the units
// follow each other, but the hardware prefetcher follows two streams that restart every unit
// poorly. The kernels fetch the rows of the unit kUnitsAhead on instead (a 128x32x28x28 max
// pool from memory, operand and result blocked, 2 threads: 1.0 -> 0.6 ms forward, about
// 1.4 -> 1.0 ms backward; row-major 0.8 and 1.0 ms).
inline constexpr int64_t kUnitsAhead = 2;

// Hints the cache to fetch floats [p, p + n) for reading (for writing with kWrite).
template <bool kWrite>
inline void prefetch_floats(const float* p, int64_t n) {
  for (int64_t i = 0; i < n; i += 64 / sizeof(float)) __builtin_prefetch(p + i, kWrite ? 1 : 0);
}

// The full-size tensors of a 2x2/s2 pooling kernel (operand, source, result) and their layouts,
// for the Kernel layout methods: each is row-major or blocked on its channels (dim 1 of NCHW,
// where the window is 1), those blocked all by one block that divides the channels.
class PoolTensors {
 public:
  void add(const char* name, int slot, const Shape& shape) { tensors_.push_back({name, slot, shape[1], 0}); }

  bool takes(int slot, const Blocked& layout) const {
    if (layout.dim != 1 || layout.block < 2 || (block_ && layout.block != block_)) return false;
    bool found = false;
    for (const Member& t : tensors_) {
      if (t.slot != slot) continue;
      if (t.channels % layout.block != 0) return false;
      found = true;
    }
    return found;
  }
  // A row-major tensor next to a blocked one: blocking it too saves the tiles.
  std::vector<Blocked> wants(int slot) const {
    for (const Member& t : tensors_)
      if (t.slot == slot && t.block == 0 && block_ && takes(slot, Blocked{1, block_})) return {Blocked{1, block_}};
    return {};
  }
  void use(int slot, const Blocked& layout) {
    for (Member& t : tensors_)
      if (t.slot == slot) t.block = block_ = layout.block;
  }

  int64_t block() const { return block_; }  // 0: none blocked
  bool blocked(size_t i) const { return tensors_[i].block != 0; }  // the i-th added
  // ", blocked operand,result" for describe() (empty when none is blocked).
  std::string describe() const {
    std::string names;
    for (const Member& t : tensors_) {
      if (!t.block) continue;
      names += names.empty() ? ", blocked " : ",";
      names += t.name;
    }
    return names;
  }

 private:
  struct Member {
    const char* name;
    int slot;
    int64_t channels, block;  // block 0: row-major
  };
  std::vector<Member> tensors_;
  int64_t block_ = 0;
};

}  // namespace ladder::exec::cpu
