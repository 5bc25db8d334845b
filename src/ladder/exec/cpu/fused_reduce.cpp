// Reductions of fused elementwise programs: reduce(op, init) over some dims of values that a
// fused program (fused.h) computes, evaluated a block at a time and reduced as the blocks come,
// so that the reduced values need not be stored. BatchNorm's statistics and its parameters'
// gradients are such reductions: Σ x, Σ (x - mean)², Σ dy, Σ dy·(x - mean). One kernel may
// compute several reductions over the same dims of values of one shape (one pass for Σ dy and
// Σ dy·(x - mean)), and may also store one of the values when other kernels need it (the
// gradient a convolution reads and whose sum is the bias gradient).
//
// The operand's dims are merged into runs of kept and reduced dims (merged only where every
// tensor walks them alike), as reduce(direct) in reduce.cpp merges them. When the innermost
// run is reduced, each thread reduces whole outputs, a block of that run at a time (sums of
// blocks in double); otherwise each thread accumulates blocks of adjacent outputs, one double
// each. Either way an output is reduced by one thread in a fixed order, so the results are the
// same bits on every run and for every thread count.
#include <algorithm>
#include <cstring>
#include <limits>
#include <mutex>
#include <optional>

#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

namespace {

// Asks for `bytes` from `p` to be brought into the cache ahead of their use. A block of the
// fused kernels is one 4 KiB page of f32, and the hardware prefetchers stop at page edges, so
// without this every block would start with a run of cache misses.
inline void prefetch(const char* p, int64_t bytes) {
  for (int64_t i = 0; i < bytes; i += 64) __builtin_prefetch(p + i, 0, 3);
}

class FusedReduceKernel final : public Kernel {
 public:
  FusedReduceKernel(FusedProgram fused, const Shape& shape, const std::vector<int64_t>& dims,
                    std::vector<ReduceOutput> outputs, int stored_slot)
      : program_(std::move(fused.program)), leaves_(std::move(fused.leaves)),
        blocked_(leaves_.size()), outputs_(std::move(outputs)), stored_slot_(stored_slot),
        shape_(shape), eval_(eval_block_fn()), reducers_(block_reducers()), chain_fn_(affine_chain_fn()) {
    for (const ReduceOutput& o : outputs_)
      LADDER_ASSERT(o.value >= 0 && o.value < static_cast<int>(program_.out_regs.size()),
                    "fused reduce of program output ", o.value);
    // The reduced values in f32; the stored one (output 0) in f32 or bf16 (a bf16 ReLU mask
    // whose bias gradient Σ dy is summed as it is stored).
    for (size_t k = 0; k < program_.out_dtypes.size(); ++k) {
      const DType t = program_.out_dtypes[k];
      LADDER_ASSERT(t == DType::f32 || (k == 0 && stored_slot_ >= 0 && t == DType::bf16), "fused reduce of ", dtype_name(t));
    }
    if (stored_slot_ >= 0) stored_size_ = dtype_size(program_.out_dtypes[0]);
    for (const ReduceOutput& o : outputs_)  // values() reads the reduced outputs as f32
      LADDER_ASSERT(program_.out_dtypes[static_cast<size_t>(o.value)] == DType::f32, "fused reduce of a bf16 output");
    for (size_t d = 0; d < shape_.size(); ++d) {
      const bool r = std::find(dims.begin(), dims.end(), static_cast<int64_t>(d)) != dims.end();
      reduced_.push_back(r);
      (r ? reduced_count_ : kept_count_) *= shape_[d];
    }
    // Sums of a widened bf16 tensor alone (BatchNorm's Σ x of a bf16 convolution's result, a
    // bias gradient Σ dy): summed as read, without the evaluator's widened copy.
    const auto& code = program_.code;
    if (stored_slot_ < 0 && code.size() == 1 && code[0].code == Code::Load && program_.immediates.empty() &&
        leaves_[static_cast<size_t>(code[0].a)].dtype == DType::bf16 &&
        std::all_of(outputs_.begin(), outputs_.end(), [&](const ReduceOutput& o) {
          return o.op == Code::Add && program_.out_regs[static_cast<size_t>(o.value)] == code[0].dst;
        }))
      bf16_sum_leaf_ = code[0].a;
    desc_ = cat("reduce(fused", stored_slot_ >= 0 ? ", stored" : "", ")[",
                outputs_.size() > 1 ? cat(outputs_.size(), " results: ") : "", fused.ops, "]");
    collapse();
  }

  void run(void* const* slots) const override {
    const size_t K = outputs_.size();
    std::vector<double> init(K);
    std::vector<float*> out(K);
    for (size_t k = 0; k < K; ++k) {
      init[k] = *static_cast<const float*>(slots[outputs_[k].init_slot]);
      out[k] = static_cast<float*>(slots[outputs_[k].out_slot]);
    }
    if (kept_count_ == 0) return;
    if (reduced_count_ == 0) {
      for (size_t k = 0; k < K; ++k) std::fill_n(out[k], kept_count_, static_cast<float>(init[k]));
      return;
    }
    if (blocked_plan_) run_blocked(slots, *blocked_plan_, init, out);
    else if (inner_reduced_) reduce_segments(slots, init, out);
    else reduce_rows(slots, init, out);
  }

  // A leaf read element for element (same shape, no re-indexing) can be read blocked when its
  // channel dim is not the innermost one walked; the stored value is written row-major.
  //
  // The stored value can be written blocked when the kernel can then walk everything in that
  // layout (see blocked_plan()): the channels kept, the dims inside them reduced, every other
  // full-size leaf already blocked alike. Once it is, leaves may only join in that layout.
  bool takes_blocked(int slot, const Blocked& layout) const override {
    const int64_t rank = static_cast<int64_t>(shape_.size());
    if (layout.dim < 0 || layout.dim >= rank || layout.block < 1 || shape_[layout.dim] % layout.block != 0)
      return false;
    if (stored_blocked_.dim >= 0 && !(stored_blocked_ == layout)) return false;
    if (slot == stored_slot_) {
      if (stored_blocked_.dim >= 0) return false;
      auto with = *this;  // the plan it would run with the stored value blocked
      with.stored_blocked_ = layout;
      return with.blocked_plan().has_value() && with.blocked_plan()->layout == layout;
    }
    for (const ReduceOutput& o : outputs_)
      if (slot == o.out_slot || slot == o.init_slot) return false;
    bool inner_after = false;
    for (int64_t d = layout.dim + 1; d < rank; ++d) inner_after = inner_after || shape_[d] > 1;
    if (!inner_after) return false;
    for (const Blocked& b : blocked_)
      if (b.dim >= 0 && !(b == layout)) return false;  // one layout for all
    const auto row_major = row_major_strides(shape_);
    bool found = false;
    for (const Leaf& l : leaves_) {
      if (l.slot != slot) continue;
      if (l.offset != 0 || l.strides != row_major || l.shape != shape_) return false;
      found = true;
    }
    return found;
  }
  void use_blocked(int slot, const Blocked& layout) override {
    if (slot == stored_slot_) stored_blocked_ = layout;
    for (size_t l = 0; l < leaves_.size(); ++l)
      if (leaves_[l].slot == slot) blocked_[l] = layout;
    collapse();
  }
  // Like the elementwise kernels: the stored value in the layout of blocked leaves, the
  // leaves in the layout of a blocked leaf or stored value.
  std::vector<Blocked> wants_blocked(int slot) const override {
    std::optional<Blocked> seen;
    if (stored_blocked_.dim >= 0) seen = stored_blocked_;
    for (const Blocked& b : blocked_)
      if (b.dim >= 0) seen = b;
    if (!seen) return {};
    if (slot == stored_slot_) return stored_blocked_.dim < 0 ? std::vector<Blocked>{*seen} : std::vector<Blocked>{};
    const auto row_major = row_major_strides(shape_);
    for (size_t l = 0; l < leaves_.size(); ++l)
      if (leaves_[l].slot == slot && blocked_[l].dim < 0 && leaves_[l].offset == 0 &&
          leaves_[l].strides == row_major && leaves_[l].shape == shape_)
        return {*seen};
    return {};
  }

  std::string describe() const override {
    bool blocked = std::any_of(blocked_.begin(), blocked_.end(), [](const Blocked& b) { return b.dim >= 0; });
    if (blocked_plan_ && sums_bf16_in_place(*blocked_plan_))  // "reduce(fused, bf16 in place)[convert](blocked)"
      return std::string(desc_).insert(desc_.find(')'), ", bf16 in place") + "(blocked)";
    if (chain_) return std::string(desc_).insert(desc_.find(')'), ", affine chain") + "(blocked)";
    if (blocked_plan_) return desc_ + "(blocked)";
    return blocked ? desc_ + "(blocked in)" : desc_;
  }

 private:
  // How a tensor walks one run: index i is at i * stride, or for a blocked leaf's channel dim
  // at i / block * block_stride + i % block * stride.
  struct Step {
    int64_t stride = 0, block = 1, block_stride = 0;
    int64_t at(int64_t i) const { return block > 1 ? i / block * block_stride + i % block * stride : i * stride; }
  };
  // A run of merged dims of the operand, all kept or all reduced.
  struct Run {
    int64_t size;
    bool reduced;
    std::vector<Step> steps;  // per walked tensor: the leaves, then the stored value if any
  };

  size_t walked() const { return leaves_.size() + (stored_slot_ >= 0 ? 1 : 0); }

  // Drops size-1 dims and merges adjacent dims that are all kept or all reduced and that every
  // tensor walks contiguously; a blocked leaf's channel dim is merged with none. The innermost
  // run is walked a block at a time, the others are looped over.
  void collapse() {
    blocked_plan_ = blocked_plan();
    chain_ = blocked_plan_ ? affine_chain(*blocked_plan_) : std::nullopt;
    const size_t L = leaves_.size(), T = walked();
    std::vector<std::vector<Step>> steps(T, std::vector<Step>(shape_.size()));  // per tensor, per dim
    std::vector<bool> barrier(shape_.size(), false);
    const auto row_major = row_major_strides(shape_);
    for (size_t t = 0; t < T; ++t) {
      const Blocked b = t < L ? blocked_[t] : Blocked{};
      if (b.dim < 0) {
        for (size_t d = 0; d < shape_.size(); ++d) steps[t][d].stride = t < L ? leaves_[t].strides[d] : row_major[d];
        continue;
      }
      // Row-major strides of the physical shape: the channels split, their block innermost.
      int64_t stride = b.block;
      for (size_t d = shape_.size(); d-- > 0;) {
        const bool channels = static_cast<int>(d) == b.dim;
        (channels ? steps[t][d].block_stride : steps[t][d].stride) = stride;
        stride *= channels ? shape_[d] / b.block : shape_[d];
      }
      steps[t][b.dim].stride = 1;
      steps[t][b.dim].block = b.block;
      barrier[b.dim] = true;
    }
    runs_.clear();
    bool after_barrier = false;
    for (size_t d = 0; d < shape_.size(); ++d) {
      if (shape_[d] == 1) continue;
      bool merge = !runs_.empty() && runs_.back().reduced == reduced_[d] && !barrier[d] && !after_barrier;
      for (size_t t = 0; merge && t < T; ++t) merge = runs_.back().steps[t].stride == steps[t][d].stride * shape_[d];
      after_barrier = barrier[d];
      if (merge) {
        runs_.back().size *= shape_[d];
        for (size_t t = 0; t < T; ++t) runs_.back().steps[t].stride = steps[t][d].stride;
        continue;
      }
      runs_.push_back({shape_[d], reduced_[d], {}});
      for (size_t t = 0; t < T; ++t) runs_.back().steps.push_back(steps[t][d]);
    }
    inner_reduced_ = !runs_.empty() && runs_.back().reduced;
    inner_ = runs_.empty() ? 1 : runs_.back().size;
    inner_strides_.assign(T, 0);
    for (size_t t = 0; t < T && !runs_.empty(); ++t) {
      LADDER_ASSERT(runs_.back().steps[t].block == 1, "fused reduce: a blocked innermost dim");
      inner_strides_[t] = runs_.back().steps[t].stride;
    }
    LADDER_ASSERT(stored_slot_ < 0 || runs_.empty() || inner_strides_[L] == 1, "fused reduce: a strided store");
    kept_runs_.clear();
    reduced_runs_.clear();
    for (size_t i = 0; i + 1 < runs_.size(); ++i) (runs_[i].reduced ? reduced_runs_ : kept_runs_).push_back(i);
  }

  // Per thread: the program's scratch and pointers.
  struct Scratch {
    std::vector<uint64_t> program;
    std::vector<void*> outs;
    std::vector<const void*> leaves;
    std::vector<uint16_t> narrow;  // a bf16 stored value's run, before it is scattered
  };
  Scratch& scratch() const {
    thread_local Scratch s;
    if (s.program.size() < scratch_words(program_)) s.program.resize(scratch_words(program_));
    s.outs.resize(program_.out_regs.size());
    s.leaves.resize(leaves_.size());
    if (stored_size_ == 2) s.narrow.resize(kBlock);
    fill_immediates(program_, s.program.data(), kBlock);
    return s;
  }

  // The walked tensors' offsets at the first element (per tensor).
  std::vector<int64_t> origins() const {
    std::vector<int64_t> o(walked(), 0);
    for (size_t l = 0; l < leaves_.size(); ++l) o[l] = leaves_[l].offset;
    return o;
  }

  // Adds to `offsets` the walked tensors' offsets at index i of the row-major walk of runs
  // `which` (the innermost run excluded).
  void add_offsets(const std::vector<size_t>& which, int64_t i, int64_t* offsets) const {
    const size_t T = walked();
    for (size_t w = which.size(); w-- > 0;) {
      const Run& run = runs_[which[w]];
      const int64_t at = i % run.size;
      i /= run.size;
      for (size_t t = 0; t < T; ++t) offsets[t] += run.steps[t].at(at);
    }
  }

  static int64_t count(const std::vector<Run>& runs, const std::vector<size_t>& which) {
    int64_t n = 1;
    for (size_t i : which) n *= runs[i].size;
    return n;
  }

  // Evaluates n values of every program output (output 0 into the stored tensor when there
  // is one), the innermost run from `start`, the other runs at `offsets` (per walked tensor).
  void eval(Scratch& s, void* const* slots, const int64_t* offsets, int64_t start, int n) const {
    const size_t L = leaves_.size();
    for (size_t l = 0; l < L; ++l) {
      const Leaf& leaf = leaves_[l];
      s.leaves[l] = static_cast<const char*>(slots[leaf.slot]) +
                    (offsets[l] + start * inner_strides_[l]) * dtype_size(leaf.dtype);
    }
    eval_(program_, n, s.leaves.data(), inner_strides_.data(),
          outs(s, stored_slot_ >= 0 ? stored_at(slots, offsets[L] + start) : nullptr),
          s.program.data());
  }
  // Element i of the stored value in its slot (only where there is one).
  void* stored_at(void* const* slots, int64_t i) const {
    return static_cast<char*>(slots[stored_slot_]) + i * stored_size_;
  }
  // The outputs' pointers for an eval: output 0 stored at `stored` (when not null), the others
  // left in the program's registers, read there (see EvalBlockFn).
  static void** outs(Scratch& s, void* stored) {
    std::fill(s.outs.begin(), s.outs.end(), nullptr);
    s.outs[0] = stored;
    return s.outs.data();
  }
  // Where the last eval put program output p.
  const float* values(const Scratch& s, int p) const { return static_cast<const float*>(s.outs[p]); }

  // The innermost run is reduced: each output is reduced by one thread, whole. A thread
  // takes its outputs kTile at a time and walks the other reduced runs outside them, so that
  // it reads neighbouring outputs together (for NCHW over N, H, W: memory in order, and the
  // channels a blocked layout interleaves); each output still adds up its blocks in order.
  void reduce_segments(void* const* slots, const std::vector<double>& init, const std::vector<float*>& out) const {
    constexpr int64_t kTile = 64;
    const size_t K = outputs_.size(), T = walked();
    const int64_t combos = count(runs_, reduced_runs_);
    if (combos == 1 && inner_ * 2 <= kBlock) {
      reduce_short_segments(slots, init, out);
      return;
    }
    parallel_for(kept_count_, reduced_count_, [&](int64_t begin, int64_t end) {
      Scratch& s = scratch();
      std::vector<int64_t> base(kTile * T), at(T);
      std::vector<double> acc(kTile * K);
      for (int64_t first = begin; first < end; first += kTile) {
        const int64_t tile = std::min(kTile, end - first);
        for (int64_t o = 0; o < tile; ++o) {
          std::vector<int64_t> b = origins();
          add_offsets(kept_runs_, first + o, b.data());
          std::copy(b.begin(), b.end(), base.begin() + o * T);
          std::copy(init.begin(), init.end(), acc.begin() + o * K);
        }
        for (int64_t c = 0; c < combos; ++c) {
          for (int64_t o = 0; o < tile; ++o) {
            std::copy(base.begin() + o * T, base.begin() + (o + 1) * T, at.begin());
            add_offsets(reduced_runs_, c, at.data());
            for (int64_t start = 0; start < inner_; start += kBlock) {
              const int n = static_cast<int>(std::min<int64_t>(kBlock, inner_ - start));
              eval(s, slots, at.data(), start, n);
              for (size_t k = 0; k < K; ++k)
                reducers_.periodic(outputs_[k].op, &acc[o * K + k], values(s, outputs_[k].value), n, 1);
            }
          }
        }
        for (int64_t o = 0; o < tile; ++o)
          for (size_t k = 0; k < K; ++k) out[k][first + o] = static_cast<float>(acc[o * K + k]);
      }
    });
  }

  // Short segments, the innermost run the only one reduced (a [128, 10] softmax's sums): one
  // eval per segment would spend more on the program's per-op dispatch than on the elements,
  // so several whole segments go through one eval of up to kBlock elements (as the fused
  // kernel's run_packed() does: a leaf that does not walk them at one stride is gathered into
  // a packed copy), then each is reduced from it. The kept runs are all outside the reduced
  // one, so the stored value (row-major) takes the segments contiguously.
  void reduce_short_segments(void* const* slots, const std::vector<double>& init,
                             const std::vector<float*>& out) const {
    const size_t K = outputs_.size(), T = walked(), L = leaves_.size();
    const int64_t per_eval = kBlock / inner_;
    const int64_t chunks = (kept_count_ + per_eval - 1) / per_eval;
    parallel_for(chunks, per_eval * inner_, [&](int64_t begin, int64_t end) {
      Scratch& s = scratch();
      thread_local std::vector<std::vector<uint64_t>> packed;
      if (packed.size() < L) packed.resize(L);
      std::vector<int64_t> offsets(per_eval * T), leaf_offsets(per_eval), strides(L);
      for (int64_t chunk = begin; chunk < end; ++chunk) {
        const int64_t first = chunk * per_eval, rows = std::min(per_eval, kept_count_ - first);
        for (int64_t row = 0; row < rows; ++row) {
          int64_t* at = offsets.data() + row * T;
          for (size_t t = 0; t < T; ++t) at[t] = t < L ? leaves_[t].offset : 0;
          add_offsets(kept_runs_, first + row, at);
        }
        for (size_t l = 0; l < L; ++l) {
          const Leaf& leaf = leaves_[l];
          const int64_t size = dtype_size(leaf.dtype), stride = inner_strides_[l];
          bool uniform = true;  // the rows walked at one stride, continuing the segments'
          for (int64_t row = 1; row < rows && uniform; ++row)
            uniform = offsets[row * T + l] - offsets[(row - 1) * T + l] == inner_ * stride;
          const char* base = static_cast<const char*>(slots[leaf.slot]);
          if (uniform) {
            s.leaves[l] = base + offsets[l] * size;
            strides[l] = stride;
            continue;
          }
          if (packed[l].size() < static_cast<size_t>(kBlock)) packed[l].resize(kBlock);
          for (int64_t row = 0; row < rows; ++row) leaf_offsets[row] = offsets[row * T + l];
          gather_rows(packed[l].data(), base, size, leaf_offsets.data(), rows, inner_, stride);
          s.leaves[l] = packed[l].data();
          strides[l] = 1;
        }
        eval_(program_, static_cast<int>(rows * inner_), s.leaves.data(), strides.data(),
              outs(s, stored_slot_ >= 0 ? stored_at(slots, offsets[L]) : nullptr),
              s.program.data());
        for (size_t k = 0; k < K; ++k) {
          const float* v = values(s, outputs_[k].value);
          for (int64_t row = 0; row < rows; ++row) {
            double r = init[k];
            reducers_.periodic(outputs_[k].op, &r, v + row * inner_, static_cast<int>(inner_), 1);
            out[k][first + row] = static_cast<float>(r);
          }
        }
      }
    });
  }

  // The innermost run is kept (or there are no runs): each thread accumulates blocks of
  // adjacent outputs over every reduced index.
  void reduce_rows(void* const* slots, const std::vector<double>& init, const std::vector<float*>& out) const {
    const size_t K = outputs_.size();
    const int64_t combos = count(runs_, reduced_runs_);
    const int64_t chunks = (inner_ + kBlock - 1) / kBlock;
    const int64_t items = count(runs_, kept_runs_) * chunks;
    parallel_for(items, reduced_count_ * std::min<int64_t>(inner_, kBlock), [&](int64_t begin, int64_t end) {
      Scratch& s = scratch();
      std::vector<int64_t> base, at;
      std::vector<double> acc(K * kBlock);
      for (int64_t it = begin; it < end; ++it) {
        const int64_t row = it / chunks, start = (it % chunks) * kBlock;
        const int n = static_cast<int>(std::min<int64_t>(kBlock, inner_ - start));
        base = origins();
        add_offsets(kept_runs_, row, base.data());
        for (size_t k = 0; k < K; ++k) std::fill_n(acc.data() + k * kBlock, n, init[k]);
        for (int64_t c = 0; c < combos; ++c) {
          at = base;
          add_offsets(reduced_runs_, c, at.data());
          eval(s, slots, at.data(), start, n);
          for (size_t k = 0; k < K; ++k)
            reducers_.accumulate(outputs_[k].op, acc.data() + k * kBlock, values(s, outputs_[k].value), n);
        }
        for (size_t k = 0; k < K; ++k)
          for (int i = 0; i < n; ++i) out[k][row * inner_ + start + i] = static_cast<float>(acc[k * kBlock + i]);
      }
    });
  }

  // ---- blocked mode ------------------------------------------------------------------------
  // When the channels are kept, every dim inside them is reduced, and every full-size tensor
  // (leaves and the stored value) lies in one blocked layout, the kernel walks that layout in
  // memory order: for each prefix of the dims outside the channels and each block of
  // channels, one contiguous run of (dims inside) x block elements, whose element i belongs
  // to channel i % block of that block. Per-channel leaves (constant but along the channels)
  // are read through a tile that repeats their block's values; constant leaves as they are.
  struct BlockedPlan {
    Blocked layout;
    int64_t outer = 1;         // prefixes x channel blocks
    int64_t channel_blocks = 1, inner = 1;  // inner: (dims inside the channels) x block
    std::vector<int64_t> prefix_sizes;      // dims outside the channels, outermost first
    std::vector<bool> prefix_reduced;
    int64_t kept_prefix = 1;                // product of the kept prefix dims
    // Per walked tensor (leaves, then the stored value): stride per prefix dim, per channel
    // block, and for tiled leaves the stride between channels (inner stride 0 otherwise).
    std::vector<std::vector<int64_t>> prefix_strides;
    std::vector<int64_t> block_strides, tile_strides;
    std::vector<bool> tiled, contiguous;
  };

  // The blocked plan, when the tensors' layouts allow one.
  std::optional<BlockedPlan> blocked_plan() const {
    std::optional<Blocked> layout;
    for (const Blocked& b : blocked_)
      if (b.dim >= 0) {
        if (layout && !(*layout == b)) return std::nullopt;
        layout = b;
      }
    if (!layout || (stored_blocked_.dim >= 0 && !(stored_blocked_ == *layout))) return std::nullopt;
    const int c = layout->dim;
    const int64_t B = layout->block;
    const size_t rank = shape_.size();
    if (reduced_[c] || kBlock % B != 0) return std::nullopt;
    for (size_t d = c + 1; d < rank; ++d)
      if (!reduced_[d] && shape_[d] > 1) return std::nullopt;
    BlockedPlan p;
    p.layout = *layout;
    p.channel_blocks = shape_[c] / B;
    p.inner = B;
    for (size_t d = c + 1; d < rank; ++d) p.inner *= shape_[d];
    for (int d = 0; d < c; ++d) {
      p.prefix_sizes.push_back(shape_[d]);
      p.prefix_reduced.push_back(reduced_[d]);
      if (!reduced_[d]) p.kept_prefix *= shape_[d];
    }
    p.outer = p.channel_blocks;
    for (int64_t s : p.prefix_sizes) p.outer *= s;
    // Physical row-major strides of the blocked layout.
    std::vector<int64_t> phys(rank, 0);
    int64_t block_stride = 0;
    {
      int64_t stride = B;
      for (size_t d = rank; d-- > 0;) {
        if (static_cast<int>(d) == c) block_stride = stride, stride *= shape_[d] / B;
        else phys[d] = stride, stride *= shape_[d];
      }
    }
    const size_t L = leaves_.size();
    for (size_t t = 0; t < walked(); ++t) {
      std::vector<int64_t> pre(c, 0);
      int64_t bs = 0, ts = 0;
      bool tiled = false, contiguous = false;
      if (t == L && stored_blocked_.dim < 0) {  // the stored value, row-major: scattered
        const auto row_major = row_major_strides(shape_);
        for (int d = 0; d < c; ++d) pre[d] = row_major[d];
        bs = row_major[c] * B;
        ts = row_major[c];
      } else if (t == L || blocked_[t].dim >= 0) {  // laid out blocked
        for (int d = 0; d < c; ++d) pre[d] = phys[d];
        bs = block_stride;
        contiguous = true;
      } else {
        const auto& s = leaves_[t].strides;
        for (size_t d = c + 1; d < rank; ++d)
          if (s[d] != 0) return std::nullopt;  // full-size but row-major: no blocked plan
        for (int d = 0; d < c; ++d) pre[d] = s[d];
        bs = s[c] * B;
        ts = s[c];
        tiled = s[c] != 0;
      }
      p.prefix_strides.push_back(std::move(pre));
      p.block_strides.push_back(bs);
      p.tile_strides.push_back(ts);
      p.tiled.push_back(tiled);
      p.contiguous.push_back(contiguous);
    }
    return p;
  }

  void run_blocked(void* const* slots, const BlockedPlan& p, const std::vector<double>& init,
                   const std::vector<float*>& out) const {
    const size_t K = outputs_.size(), L = leaves_.size(), T = walked();
    const int64_t B = p.layout.block, kept = kept_count_;
    const int64_t chunks = (p.inner + kBlock - 1) / kBlock;
    const bool bf16_in_place = sums_bf16_in_place(p);
    // Per range of outer indices (one per thread): partial results, combined in range order.
    std::mutex mutex;
    std::vector<std::pair<int64_t, std::vector<double>>> partials;
    parallel_for(p.outer, p.inner, [&](int64_t begin, int64_t end) {
      Scratch& s = scratch();
      std::vector<double> acc(K * kept);
      for (size_t k = 0; k < K; ++k) std::fill_n(acc.data() + k * kept, kept, identity(outputs_[k].op));
      std::vector<std::vector<char>> tiles(T);
      std::vector<int64_t> strides(T, 0);
      for (size_t t = 0; t < L; ++t) {
        strides[t] = p.contiguous[t] ? 1 : p.tiled[t] ? 1 : 0;
        if (p.tiled[t]) tiles[t].resize(kBlock * dtype_size(leaves_[t].dtype));
      }
      std::vector<int64_t> base(T), tile_base(L, -1);  // the offset each tile was made from
      // An affine chain's coefficients, made again where a tile is new, and its values.
      std::vector<float> alpha(chain_ ? chain_->steps.size() * B : 0), beta(alpha.size()), bound(B);
      std::vector<float> chained(chain_ ? kBlock : 0);
      bool new_tiles = true;
      for (int64_t o = begin; o < end; ++o) {
        // o = prefix index * channel blocks + channel block
        const int64_t cb = o % p.channel_blocks;
        int64_t rest = o / p.channel_blocks, kept_prefix = 0, scale = 1;
        for (size_t t = 0; t < T; ++t) base[t] = (t < L ? leaves_[t].offset : 0) + cb * p.block_strides[t];
        for (size_t d = p.prefix_sizes.size(); d-- > 0;) {
          const int64_t i = rest % p.prefix_sizes[d];
          rest /= p.prefix_sizes[d];
          for (size_t t = 0; t < T; ++t) base[t] += i * p.prefix_strides[t][d];
          if (!p.prefix_reduced[d]) kept_prefix += i * scale, scale *= p.prefix_sizes[d];
        }
        const int64_t first = kept_prefix * shape_[p.layout.dim] + cb * B;  // output of element 0
        for (size_t t = 0; t < L; ++t) {
          if (!p.tiled[t] || tile_base[t] == base[t]) continue;  // the same channels as the last tile
          tile_base[t] = base[t];
          new_tiles = true;
          const int64_t size = dtype_size(leaves_[t].dtype);
          const char* src = static_cast<const char*>(slots[leaves_[t].slot]);
          char* tile = tiles[t].data();
          fill_tile(tile, src + base[t] * size, size, B, p.tile_strides[t]);
        }
        for (int64_t chunk = 0; chunk < chunks; ++chunk) {
          const int64_t start = chunk * kBlock;
          const int n = static_cast<int>(std::min<int64_t>(kBlock, p.inner - start));
          for (size_t t = 0; t < L; ++t) {
            const char* src = static_cast<const char*>(slots[leaves_[t].slot]);
            const int64_t size = dtype_size(leaves_[t].dtype);
            s.leaves[t] = p.tiled[t] ? tiles[t].data() : src + (base[t] + (p.contiguous[t] ? start : 0)) * size;
            if (p.contiguous[t] && start + kBlock < p.inner)  // the next chunk, across the page
              prefetch(static_cast<const char*>(s.leaves[t]) + kBlock * size,
                       std::min<int64_t>(kBlock, p.inner - start - kBlock) * size);
          }
          if (chain_) {
            if (new_tiles) chain_coefficients(*chain_, static_cast<int>(B), s.leaves.data(), alpha.data(), beta.data(), bound.data());
            new_tiles = false;
            run_chain(s, alpha.data(), beta.data(), bound.data(), chained.data(), n);
            for (size_t k = 0; k < K; ++k)
              reducers_.periodic(outputs_[k].op, acc.data() + k * kept + first, chained.data(), n, static_cast<int>(B));
            continue;
          }
          if (bf16_in_place) {
            const auto* v = static_cast<const uint16_t*>(s.leaves[static_cast<size_t>(bf16_sum_leaf_)]);
            for (size_t k = 0; k < K; ++k) reducers_.add_periodic_bf16(acc.data() + k * kept + first, v, n, static_cast<int>(B));
            continue;
          }
          const bool scatter = stored_slot_ >= 0 && stored_blocked_.dim < 0;
          // A bf16 value to scatter is stored (rounded) into a run of its own first.
          void* stored = stored_slot_ < 0 ? nullptr
                         : scatter    ? (stored_size_ == 2 ? s.narrow.data() : nullptr)
                                      : stored_at(slots, base[L] + start);
          eval_(program_, n, s.leaves.data(), strides.data(), outs(s, stored), s.program.data());
          if (scatter) {  // element i of the run: channel i % B of the block, position i / B inside
            const int64_t cs = p.tile_strides[L];
            if (stored_size_ == 2) scatter_run(static_cast<uint16_t*>(stored_at(slots, base[L])), s.narrow.data(), start, n, B, cs);
            else scatter_run(static_cast<float*>(stored_at(slots, base[L])), values(s, 0), start, n, B, cs);
          }
          for (size_t k = 0; k < K; ++k) {
            double* a = acc.data() + k * kept + first;
            const float* v = values(s, outputs_[k].value);
            const Code op = outputs_[k].op;
            reducers_.periodic(op, a, v, n, static_cast<int>(B));
          }
        }
      }
      std::lock_guard<std::mutex> lock(mutex);
      partials.emplace_back(begin, std::move(acc));
    });
    std::sort(partials.begin(), partials.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t k = 0; k < K; ++k)
      for (int64_t i = 0; i < kept; ++i) {
        double r = init[k];
        for (const auto& part : partials) r = combine<double>(outputs_[k].op, r, part.second[k * kept + i]);
        out[k][i] = static_cast<float>(r);
      }
  }

  // The program as an affine chain (fused.h's find_affine_chain) of its blocked plan, whose
  // one output every reduction reads and which stores nothing: BatchNorm's Σ (x - mean)² and
  // Σ -(c·x̂ + c·x̂) of a bf16 x, a bias add's Σ (x + b). run_blocked computes it a channel
  // block at a time in registers (into a run of f32 values, then summed as the program's
  // output is): the same values, without the evaluator's pass per op.
  std::optional<ChainPlan> affine_chain(const BlockedPlan& p) const {
    const int64_t B = p.layout.block;
    if (!chain_fn_ || stored_slot_ >= 0 || sums_bf16_in_place(p) || (B != 8 && B != 16 && B != 32)) return std::nullopt;
    if (program_.out_dtypes.size() != 1 || program_.out_dtypes[0] != DType::f32) return std::nullopt;
    std::vector<ChainLeaf> kinds;
    for (size_t t = 0; t < leaves_.size(); ++t) {
      const DType d = leaves_[t].dtype;
      const auto& st = leaves_[t].strides;
      const bool single = leaves_[t].shape.size() == 0 ||
                          std::all_of(st.begin(), st.end(), [](int64_t x) { return x == 0; });
      if (p.contiguous[t]) kinds.push_back(d == DType::f32 || d == DType::bf16 ? ChainLeaf::Full : ChainLeaf::Other);
      else if (p.tiled[t]) kinds.push_back(d == DType::f32 ? ChainLeaf::Tiled : ChainLeaf::Other);
      else kinds.push_back(single && d == DType::f32 ? ChainLeaf::Scalar : ChainLeaf::Other);
    }
    auto chain = find_affine_chain(program_, kinds, false);
    if (chain && chain->steps.empty() && chain->square_at < 0 && !chain->second && !chain->clamp)
      return std::nullopt;  // a load alone: the evaluator sums the leaf where it lies
    return chain;
  }

  // Whether run_blocked sums the bf16 leaf straight from memory (see bf16_sum_leaf_).
  bool sums_bf16_in_place(const BlockedPlan& p) const {
    return bf16_sum_leaf_ >= 0 && p.contiguous[static_cast<size_t>(bf16_sum_leaf_)] &&
           (p.layout.block == 8 || p.layout.block == 16 || p.layout.block == 32);
  }

  // The chain over n values of the leaves at s.leaves, into `out` (f32).
  void run_chain(const Scratch& s, const float* alpha, const float* beta, const float* bound, float* out, int n) const {
    const int64_t B = blocked_plan_->layout.block;
    const DType in = leaves_[static_cast<size_t>(chain_->head)].dtype;
    const DType in2 = chain_->second ? leaves_[static_cast<size_t>(chain_->second->leaf)].dtype : DType::f32;
    const AffineChain c = affine_chain_of(*chain_, static_cast<int>(B), alpha, beta, bound, in, in2, DType::f32);
    chain_fn_(c, s.leaves[static_cast<size_t>(chain_->head)],
              chain_->second ? s.leaves[static_cast<size_t>(chain_->second->leaf)] : nullptr, out, n);
  }

  // Stores the run of n blocked values from `start` (element i: channel i % B of the block,
  // position i / B inside) row-major at dst, its channels channel_stride apart.
  template <typename T>
  static void scatter_run(T* dst, const T* v, int64_t start, int n, int64_t B, int64_t channel_stride) {
    if (B == 8) scatter_periodic<8>(dst + start / 8, v, n, channel_stride);
    else if (B == 16) scatter_periodic<16>(dst + start / 16, v, n, channel_stride);
    else if (B == 32) scatter_periodic<32>(dst + start / 32, v, n, channel_stride);
    else
      for (int i = 0; i < n; ++i) dst[(start + i) % B * channel_stride + (start + i) / B] = v[i];
  }
  // dst[j * channel_stride + g] = v[g * P + j]: a run of blocked values stored row-major.
  template <int P, typename T>
  static void scatter_periodic(T* dst, const T* v, int n, int64_t channel_stride) {
    for (int j = 0; j < P; ++j) {
      T* d = dst + j * channel_stride;
      for (int g = 0; g < n / P; ++g) d[g] = v[g * P + j];
    }
  }

  static double identity(Code op) {
    switch (op) {
      case Code::Add: return 0.0;
      case Code::Multiply: return 1.0;
      case Code::Maximum: return -std::numeric_limits<double>::infinity();
      default: return std::numeric_limits<double>::infinity();
    }
  }

  Program program_;
  std::vector<Leaf> leaves_;      // as built: strides per dim of shape_
  std::vector<Blocked> blocked_;  // per leaf: its layout (dim -1: row-major)
  Blocked stored_blocked_;        // the stored value's layout
  std::optional<BlockedPlan> blocked_plan_;
  std::vector<ReduceOutput> outputs_;
  int stored_slot_;  // where program output 0 is stored, or -1
  int64_t stored_size_ = 4;  // its element size: f32, or bf16
  int bf16_sum_leaf_ = -1;  // the bf16 leaf every output sums, when the program only loads it
  Shape shape_;
  std::vector<bool> reduced_;  // per dim of shape_
  EvalBlockFn eval_;
  BlockReducers reducers_;  // sums in double: BatchNorm's statistics feed a subtraction of the
                            // mean that amplifies their rounding (float lanes moved cifar8-bn's
                            // gradients by percents at batch 8)
  AffineChainFn chain_fn_;
  std::optional<ChainPlan> chain_;  // set by collapse(): the program as an affine chain, run blocked
  std::vector<Run> runs_;
  std::vector<size_t> kept_runs_, reduced_runs_;  // indices into runs_, the innermost excluded
  bool inner_reduced_ = false;
  int64_t inner_ = 1;                  // size of the innermost run
  std::vector<int64_t> inner_strides_;  // per walked tensor: its stride along the innermost run
  int64_t kept_count_ = 1, reduced_count_ = 1;
  std::string desc_;
};

}  // namespace

std::unique_ptr<Kernel> make_fused_reduce_kernel(FusedProgram program, const Shape& shape,
                                                 const std::vector<int64_t>& dims,
                                                 std::vector<ReduceOutput> outputs, int stored_slot) {
  return std::make_unique<FusedReduceKernel>(std::move(program), shape, dims, std::move(outputs), stored_slot);
}

}  // namespace ladder::exec::cpu
