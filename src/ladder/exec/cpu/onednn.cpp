// dot_general and convolution on oneDNN (f32). Dimension numbers become memory-descriptor
// strides over the tensors as they lie in memory, so that:
//   - dot_general's batch, free and contracting dims fold into a [B,M,K]x[B,K,N] matmul with
//     no copy whenever each group is contiguous (else one reorder puts that operand in order);
//   - convolution with any dimension numbers reads and writes the plain tensors in place when
//     a fast primitive takes their layout (NHWC activations), else through one reorder per
//     operand into the layout it prefers (NCHW: blocked channels), a copy shared by every
//     primitive of the plan that reads the same tensor. Three forms are recognised: forward;
//     lhs-dilated (an input gradient: convolution backward-data, with the kernel flipped);
//     and the weight-gradient form (the batch and feature roles swapped, recognised by a
//     kernel larger than the output, or by batch groups for grouped and depthwise
//     convolutions: convolution backward-weights).
// Whatever oneDNN refuses returns nullptr, and the generic kernel runs instead.
#include <dnnl.hpp>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "ladder/core/error.h"
#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

namespace {

using dnnl::memory;
using Dims = memory::dims;

dnnl::engine& engine() {
  static dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

dnnl::stream& stream() {
  thread_local dnnl::stream s(engine());
  return s;
}

// Each primitive gets its scratchpad from its kernel (allocated once at compile time) rather
// than from the library at every execution.
dnnl::primitive_attr user_scratchpad() {
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  return attr;
}

memory::desc strided(const Dims& dims, const Dims& strides, memory::data_type type = memory::data_type::f32) {
  return memory::desc(dims, type, strides);
}

memory::data_type onednn_type(DType t) { return t == DType::bf16 ? memory::data_type::bf16 : memory::data_type::f32; }

// The same tensor view (or `any` layout) with another element type.
memory::desc retyped(const memory::desc& d, memory::data_type type) {
  dnnl_memory_desc_t c = d.data;
  c.data_type = static_cast<dnnl_data_type_t>(type);
  return memory::desc(c);
}

// oneDNN takes f32 tensors with no empty dimension (the generic kernels handle the rest).
bool all_f32(const Io& io) {
  auto ok = [](const TensorType& t) { return t.dtype == DType::f32 && t.num_elements() > 0; };
  return std::all_of(io.in_types.begin(), io.in_types.end(), ok) &&
         std::all_of(io.out_types.begin(), io.out_types.end(), ok);
}

}  // namespace

// A tensor copied into the layout a primitive wants. The kernels of one plan share these: a
// tensor that several primitives read in the same layout (the activations a convolution's
// forward and weight-gradient both read) is reordered once per run, by the first reader.
struct Reordered {
  memory::desc user;
  memory buffer;
  dnnl::reorder reorder;
  // > 0: the copy only widens this many bf16 elements to f32 in the same layout, which our
  // own loop does (oneDNN 2.7 reorders bf16 to f32 without AVX-512 by its slow generic kernel:
  // 9 ms for mnist-mlp's 128x784 batch, 2 threads, capped AVX2).
  int64_t widen = 0;
  void run(memory from) {
    if (widen == 0) {
      reorder.execute(stream(), from, buffer);
      return;
    }
    const auto* src = static_cast<const uint16_t*>(from.get_data_handle());
    auto* dst = static_cast<uint32_t*>(buffer.get_data_handle());
    parallel_for(widen, 1, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) dst[i] = static_cast<uint32_t>(src[i]) << 16;
    });
  }
};

// The number of elements of `from` (bf16) that `to` (f32) holds in the same layout, when that
// is all that tells them apart and the layout is dense (no gaps); else 0.
int64_t widening(const memory::desc& from, const memory::desc& to) {
  if (from.data_type() != memory::data_type::bf16 || to.data_type() != memory::data_type::f32) return 0;
  if (from.dims() != to.dims() || from.data.format_kind != dnnl_blocked || to.data.format_kind != dnnl_blocked) return 0;
  const auto &a = from.data.format_desc.blocking, &b = to.data.format_desc.blocking;
  if (a.inner_nblks != 0 || b.inner_nblks != 0) return 0;
  int64_t n = 1;
  for (int d = 0; d < from.data.ndims; ++d) {
    if (a.strides[d] != b.strides[d]) return 0;
    n *= from.dims()[d];
  }
  return static_cast<int64_t>(from.get_size()) == n * 2 ? n : 0;
}

// One scratchpad for all the oneDNN primitives of a plan: its kernels run one at a time, so they
// share the largest any of them needs instead of each holding its own (Winograd's run to tens of
// MB per convolution: resnet34's batch-8 train step planned 3.9 GB with one per primitive, 1.3 GB
// with this). Allocated at the first run.
class SharedScratchpad {
 public:
  void need(const memory::desc& d) { bytes_ = std::max<int64_t>(bytes_, static_cast<int64_t>(d.get_size())); }
  int64_t bytes() const { return bytes_; }
  memory for_primitive(const memory::desc& d) {
    if (!data_ && bytes_ > 0) data_.reset(static_cast<char*>(std::aligned_alloc(64, (bytes_ + 63) / 64 * 64)));
    return memory(d, engine(), data_.get());
  }

 private:
  int64_t bytes_ = 0;
  std::unique_ptr<char, decltype(&std::free)> data_{nullptr, &std::free};
};

class OneDnnLayouts {
 public:
  std::shared_ptr<SharedScratchpad> scratchpad() const { return scratchpad_; }

  // The channel blocks convolutions may keep their activations in, widest first: 16 and 8
  // when every activation of every convolution of the plan divides by 16, else 8 alone, so
  // that all convolutions reading or writing one tensor can agree on one layout (an AMX
  // convolution may also offer channels-last in place, blocks_for_channels_last; oneDNN's
  // direct kernels take both activations in one block: an 8 -> 16 channel convolution runs
  // both in nChw8c, and so must every convolution next to it). Fewer than 8 channels (a first
  // layer's input) are never blocked and count for nothing.
  void count_channels(int64_t src_channels, int64_t dst_channels) {
    for (int64_t c : {src_channels, dst_channels})
      if (c >= 8) all_divide_by_16_ = all_divide_by_16_ && c % 16 == 0;
  }
  std::vector<int64_t> channel_blocks() const {
    return all_divide_by_16_ ? std::vector<int64_t>{16, 8} : std::vector<int64_t>{8};
  }

  // The shared copy of `slot` in layout `wanted`; `first` tells whether this reader is the
  // first (in step order, hence in run order), which makes the copy.
  std::shared_ptr<Reordered> find(int slot, const memory::desc& user, const memory::desc& wanted, bool& first) {
    for (auto& [s, r] : entries_)
      if (s == slot && r->user == user && r->buffer.get_desc() == wanted) {
        first = false;
        return r;
      }
    memory buffer(wanted, engine());
    dnnl::reorder reorder(memory(user, engine(), DNNL_MEMORY_NONE), buffer);
    entries_.push_back({slot, std::make_shared<Reordered>(Reordered{user, buffer, reorder, widening(user, wanted)})});
    first = true;
    return entries_.back().second;
  }
  // Drops the copies no reader holds any more (their readers now copy from another layout).
  void prune() {
    std::erase_if(entries_, [](const auto& e) { return e.second.use_count() == 1; });
  }

 private:
  std::vector<std::pair<int, std::shared_ptr<Reordered>>> entries_;
  bool all_divide_by_16_ = true;
  std::shared_ptr<SharedScratchpad> scratchpad_ = std::make_shared<SharedScratchpad>();
};

std::shared_ptr<OneDnnLayouts> make_onednn_layouts() { return std::make_shared<OneDnnLayouts>(); }
int64_t shared_scratchpad_bytes(const OneDnnLayouts& layouts) { return layouts.scratchpad()->bytes(); }

namespace {

// oneDNN's tag for a rank 3-5 tensor: row-major (block 0) or its channels (dim 1) blocked by
// 8 or 16 (nullopt for any other block or rank).
std::optional<memory::format_tag> rank_tag(size_t rank, int64_t block) {
  using tag = memory::format_tag;
  if (block != 0 && block != 8 && block != 16) return std::nullopt;
  switch (rank) {
    case 3: return block == 0 ? tag::abc : block == 8 ? tag::aBc8b : tag::aBc16b;
    case 4: return block == 0 ? tag::abcd : block == 8 ? tag::aBcd8b : tag::aBcd16b;
    case 5: return block == 0 ? tag::abcde : block == 8 ? tag::aBcde8b : tag::aBcde16b;
    default: return std::nullopt;
  }
}

// The channels last (NWC, NHWC, NDHWC) of a rank 3-5 tensor whose dim 1 is its channels.
std::optional<memory::desc> channels_last(const Dims& dims, memory::data_type type) {
  using tag = memory::format_tag;
  switch (dims.size()) {
    case 3: return memory::desc(dims, type, tag::acb);
    case 4: return memory::desc(dims, type, tag::acdb);
    case 5: return memory::desc(dims, type, tag::acdeb);
    default: return std::nullopt;
  }
}

// The layout of a dense descriptor (f32 or bf16) of rank 3-5: 0 row-major, 8 or 16 channel-blocked
// (nCw8c ... nCdhw16c), -1 any other.
int64_t channel_block(const memory::desc& d) {
  const Dims dims = d.dims();
  for (int64_t b : {0, 8, 16})
    if (auto tag = rank_tag(dims.size(), b); tag && d == memory::desc(dims, d.data_type(), *tag)) return b;
  return -1;
}

memory::desc channel_blocked(const Dims& dims, int64_t block, memory::data_type type = memory::data_type::f32) {
  return memory::desc(dims, type, *rank_tag(dims.size(), block));
}

// Where a primitive reads or writes a row-major activation `user` through a channels-last copy
// `wanted` (oneDNN's AMX convolutions): the channel blocks the plan may keep the tensor in
// instead, best first. First all its channels in one block of up to kMaxChannelsLastBlock,
// which is channels-last itself: the primitive then reads or writes the slot in place. Then the
// blocks of the plan's other convolutions, the copy made from (or written back to) that
// layout. The plan's pools and fused kernels run several times faster on channel-blocked bf16
// than on row-major rows (mnist-cnn's 2x2 max pool and its gradient: 4.2 and 6.8 ms row-major
// against about 1 ms blocked, on a 2-core Xeon with AMX), and a reorder between blocked and
// channels-last costs no more than one from row-major. Empty: none (the tensor is not
// row-major, or its channels divide by no block).
constexpr int64_t kMaxChannelsLastBlock = 32;
std::vector<int64_t> blocks_for_channels_last(const memory::desc& user, const memory::desc& wanted,
                                              const OneDnnLayouts& layouts) {
  const auto last = channels_last(user.dims(), wanted.data_type());
  if (channel_block(user) != 0 || !last || *last != wanted) return {};
  const int64_t channels = user.dims()[1];
  std::vector<int64_t> blocks;
  if (channels % 16 == 0 && channels <= kMaxChannelsLastBlock) blocks.push_back(channels);
  for (int64_t b : layouts.channel_blocks())
    if (channels % b == 0 && b != channels) blocks.push_back(b);
  return blocks;
}

// One tensor as the primitive sees it: the plain tensor in its slot, read or written in place
// when the primitive takes its layout, else through a copy in the layout it wants.
class Operand {
 public:
  Operand() = default;
  // An input: its copy (if any) is shared through `layouts`.
  Operand(int slot, const memory::desc& user, const memory::desc& wanted, OneDnnLayouts& layouts)
      : slot_(slot), user_(user), layouts_(&layouts) {
    if (user == wanted) return;
    copy_ = layouts.find(slot, user, wanted, makes_copy_);
    blocks_for_copy_ = blocks_for_channels_last(user, wanted, layouts);
  }
  // An output: written into its own copy, then reordered into the slot. `layouts`, where
  // given, says which channel blocks the plan may keep the slot in (blocks_for_channels_last).
  Operand(int slot, const memory::desc& user, const memory::desc& wanted, const OneDnnLayouts* layouts = nullptr)
      : slot_(slot), user_(user) {
    if (user == wanted) return;
    memory buffer(wanted, engine());
    dnnl::reorder reorder(buffer, memory(user, engine(), DNNL_MEMORY_NONE));
    copy_ = std::make_shared<Reordered>(Reordered{user, buffer, reorder});
    makes_copy_ = true;
    if (layouts) blocks_for_copy_ = blocks_for_channels_last(user, wanted, *layouts);
  }
  // The memory to hand the primitive for an input (reordering `data` first if this reader
  // makes the shared copy).
  memory input(void* data) const {
    memory user(user_, engine(), data);
    if (!copy_) return user;
    if (makes_copy_) copy_->run(user);
    return copy_->buffer;
  }
  // The memory the primitive writes an output into; finish() moves it to `data`.
  memory output(void* data) const { return copy_ ? copy_->buffer : memory(user_, engine(), data); }
  void finish(void* data) const {
    if (!copy_) return;
    memory user(user_, engine(), data);
    copy_->reorder.execute(stream(), copy_->buffer, user);
  }
  int slot() const { return slot_; }
  // The channel-blocked layouts the plan should keep this row-major operand in, best first:
  // the one the primitive reorders it into, or those its channels-last copy is best made from
  // (the first of which may be channels-last itself).
  std::vector<Blocked> blocked() const {
    if (!copy_ || channel_block(user_) != 0) return {};  // row-major in the slot
    std::vector<Blocked> layouts;
    if (int64_t b = channel_block(copy_->buffer.get_desc()); b > 0) layouts.push_back(Blocked{1, b});
    else
      for (int64_t b : blocks_for_copy_) layouts.push_back(Blocked{1, b});
    std::erase_if(layouts, [&](const Blocked& l) { return user_.dims()[1] % l.block != 0; });
    return layouts;
  }
  // The channel block the primitive reads or writes the slot in, without a reorder (0: none;
  // channels-last in place counts as one block of all the channels).
  int64_t block_in_place() const {
    if (copy_) return 0;
    if (const auto last = channels_last(user_.dims(), user_.data_type()); last && *last == user_) return user_.dims()[1];
    return std::max<int64_t>(channel_block(user_), 0);
  }
  // From now on the slot holds the tensor in `layout`, one of blocked(): in the layout the
  // primitive wants (no reorder), or in one its channels-last copy is made from and written
  // back to.
  void use_blocked(const Blocked& layout) {
    const memory::desc wanted = copy_->buffer.get_desc();
    // The primitive's own blocked layout, or one block of all the channels: channels-last itself.
    if (channel_block(wanted) > 0 || user_.dims()[1] == layout.block) {
      user_ = wanted;
      copy_.reset();
      makes_copy_ = false;
      if (layouts_) layouts_->prune();
      return;
    }
    user_ = channel_blocked(user_.dims(), layout.block, user_.data_type());
    if (layouts_) {  // an input: the copy from the blocked slot is shared like the first
      copy_ = layouts_->find(slot_, user_, wanted, makes_copy_);
      layouts_->prune();
    } else {
      copy_ = std::make_shared<Reordered>(
          Reordered{user_, copy_->buffer, dnnl::reorder(copy_->buffer, memory(user_, engine(), DNNL_MEMORY_NONE))});
    }
  }
  int64_t scratch_bytes() const {
    return copy_ && makes_copy_ ? static_cast<int64_t>(copy_->buffer.get_desc().get_size()) : 0;
  }
  bool reorders() const { return copy_ != nullptr; }

 private:
  int slot_ = -1;
  memory::desc user_;
  std::shared_ptr<Reordered> copy_;  // null: the primitive takes the tensor as it lies
  bool makes_copy_ = false;
  OneDnnLayouts* layouts_ = nullptr;  // an input's: where its copy is shared
  std::vector<int64_t> blocks_for_copy_;  // blocks_for_channels_last
};

// ---- dot_general --------------------------------------------------------------------------

// A group of dims read as one: size and stride of the merged dim, or nullopt when the dims
// (in the order given) do not lie one inside the other in memory.
struct Merged {
  int64_t size = 1, stride = 0;
};
std::optional<Merged> merge(const std::vector<int64_t>& dims, const Shape& shape,
                            const std::vector<int64_t>& strides) {
  Merged m;
  int64_t expect = -1;  // the stride the next (inner) dim must have times its size
  for (int64_t d : dims) {
    if (shape[d] == 1) continue;
    if (expect >= 0 && strides[d] * shape[d] != expect) return std::nullopt;
    m.size *= shape[d];
    m.stride = strides[d];
    expect = strides[d];
  }
  return m;
}

std::vector<int64_t> free_dims(size_t rank, const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> f;
  for (size_t d = 0; d < rank; ++d)
    if (std::find(a.begin(), a.end(), d) == a.end() && std::find(b.begin(), b.end(), d) == b.end())
      f.push_back(static_cast<int64_t>(d));
  return f;
}

// One operand of a matmul as the [B, R, C] view the matmul reads (R, C = M, K for the lhs;
// K, N for the rhs): the tensor in place through merged strides, or, when its dims do not
// merge into that view, a dense copy made by one reorder.
struct MatmulInput {
  Operand operand;
  memory::desc view;
};
// The [B, R, C] view of the tensor in place, when its dims merge into one (nullopt: it needs
// a copy).
std::optional<memory::desc> in_place_view(const Shape& shape, const std::vector<int64_t>& b,
                                          const std::vector<int64_t>& r, const std::vector<int64_t>& c,
                                          memory::data_type type = memory::data_type::f32) {
  const auto st = row_major_strides(shape);
  auto mb = merge(b, shape, st), mr = merge(r, shape, st), mc = merge(c, shape, st);
  if (!mb || !mr || !mc) return std::nullopt;
  int64_t B = 1, R = 1, C = 1;
  for (int64_t d : b) B *= shape[d];
  for (int64_t d : r) R *= shape[d];
  for (int64_t d : c) C *= shape[d];
  // GEMM takes rows or columns at unit stride; a size-1 dim's stride is free to choose.
  Dims strides = {B == 1 ? R * C : mb->stride, R == 1 ? C : mr->stride, C == 1 ? 1 : mc->stride};
  if (strides[1] != 1 && strides[2] != 1) return std::nullopt;
  return strided({B, R, C}, strides, type);
}

// `type` is the tensor's element type in its slot, `compute` the one the matmul reads (f32
// from a bf16 tensor where the CPU has no bf16 matmul: a converting copy).
std::optional<MatmulInput> matmul_input(int slot, const Shape& shape, const std::vector<int64_t>& b,
                                        const std::vector<int64_t>& r, const std::vector<int64_t>& c,
                                        OneDnnLayouts& layouts, memory::data_type type = memory::data_type::f32,
                                        memory::data_type compute = memory::data_type::f32) {
  if (auto view = in_place_view(shape, b, r, c, type)) {
    if (type == compute) return MatmulInput{Operand(slot, *view, *view, layouts), *view};
    memory::desc widened = retyped(*view, compute);  // the same layout: a plain widening copy
    return MatmulInput{Operand(slot, *view, widened, layouts), widened};
  }
  const auto st = row_major_strides(shape);
  int64_t B = 1, R = 1, C = 1;
  for (int64_t d : b) B *= shape[d];
  for (int64_t d : r) R *= shape[d];
  for (int64_t d : c) C *= shape[d];
  Dims dims, strides;  // the tensor's dims listed in [B..., R..., C...] order
  for (const auto* group : {&b, &r, &c})
    for (int64_t d : *group) dims.push_back(shape[d]), strides.push_back(st[d]);
  if (dims.empty() || dims.size() > DNNL_MAX_NDIMS) return std::nullopt;
  memory::desc ordered = strided(dims, row_major_strides(Shape(dims.begin(), dims.end())), compute);
  return MatmulInput{Operand(slot, strided(dims, strides, type), ordered, layouts),
                     strided({B, R, C}, {R * C, C, 1}, compute)};
}

// A matmul may also apply a parameter update as it stores: out = base + sign · scale · (a·b),
// with `scale` a runtime f32 scalar (the learning rate) and `base` the tensor updated (θ). The
// weight gradient of a dense layer then never goes to memory, and the update is not a second
// pass over θ. oneDNN takes it as post-ops: a binary multiply by the scalar and a sum with
// what the destination holds (brgemm, AVX-512), or else as runtime output scales and a sum
// (the AVX2 gemm, which has no binary post-ops).
struct MatmulUpdate {
  int base = -1, scale = -1;
  float sign = 1;
};

class MatmulKernel final : public Kernel {
 public:
  enum class ScaleBy { None, BinaryPostOp, OutputScales };

  MatmulKernel(MatmulInput lhs, MatmulInput rhs, int out, const memory::desc& dst, std::shared_ptr<SharedScratchpad> scratchpad,
               std::optional<MatmulUpdate> update = std::nullopt, ScaleBy scale_by = ScaleBy::None)
      : lhs_(std::move(lhs)), rhs_(std::move(rhs)), out_(out), dst_(dst), update_(update), scale_by_(scale_by),
        pd_(dnnl::matmul::desc(lhs_.view, rhs_.view, dst), attributes(scale_by), engine()), prim_(pd_),
        scratchpad_(std::move(scratchpad)) {
    scratchpad_->need(pd_.scratchpad_desc());
  }

  // The implementation oneDNN picked ("brg:avx512_core", "gemm:jit", "ref:any").
  std::string implementation() const { return pd_.impl_info_str(); }
  // Shown in the plan listing after the implementation (e.g. how bf16 operands are taken).
  void set_note(std::string note) { note_ = std::move(note); }

  void run(void* const* s) const override {
    // A reordered operand is read from its dense copy, through the [B, R, C] view.
    memory a(lhs_.view, engine(), lhs_.operand.input(s[lhs_.operand.slot()]).get_data_handle());
    memory b(rhs_.view, engine(), rhs_.operand.input(s[rhs_.operand.slot()]).get_data_handle());
    memory c(dst_, engine(), s[out_]);
    std::unordered_map<int, memory> args{{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, b}, {DNNL_ARG_DST, c},
                                         {DNNL_ARG_SCRATCHPAD, scratchpad_->for_primitive(pd_.scratchpad_desc())}};
    float factor = 0;
    if (update_) {
      if (s[update_->base] != s[out_]) std::memcpy(s[out_], s[update_->base], dst_.get_size());
      factor = update_->sign * *static_cast<const float*>(s[update_->scale]);
      memory f(scale_by_ == ScaleBy::BinaryPostOp ? scalar_desc() : memory::desc({1}, memory::data_type::f32, memory::format_tag::x),
               engine(), &factor);
      args.emplace(scale_by_ == ScaleBy::BinaryPostOp ? DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1
                                                      : DNNL_ARG_ATTR_OUTPUT_SCALES,
                   f);
    }
    prim_.execute(stream(), args);
    stream().wait();
  }
  bool can_write_over(int operand_slot) const override { return update_ && operand_slot == update_->base; }
  int64_t scratch_bytes() const override {
    return lhs_.operand.scratch_bytes() + rhs_.operand.scratch_bytes();  // the scratchpad is shared
  }
  std::string describe() const override {
    const auto a = lhs_.view.dims(), b = rhs_.view.dims();
    return cat("dot_general(onednn ", a[0] > 1 ? cat(a[0], "x") : "", a[1], "x", a[2], "·", a[2], "x", b[2], " ", pd_.impl_info_str(),
               note_.empty() ? "" : ", " + note_, lhs_.operand.reorders() || rhs_.operand.reorders() ? ", reordered" : "",
               update_ ? cat(", into θ ", update_->sign < 0 ? "-" : "+", " lr·result") : "", ")");
  }

 private:
  static memory::desc scalar_desc() { return strided({1, 1, 1}, {1, 1, 1}); }
  static dnnl::primitive_attr attributes(ScaleBy scale_by) {
    dnnl::primitive_attr attr = user_scratchpad();
    dnnl::post_ops ops;
    if (scale_by == ScaleBy::BinaryPostOp) ops.append_binary(dnnl::algorithm::binary_mul, scalar_desc());
    if (scale_by == ScaleBy::OutputScales) attr.set_output_scales(0, {DNNL_RUNTIME_F32_VAL});
    if (scale_by != ScaleBy::None) ops.append_sum(1.f);
    attr.set_post_ops(ops);
    return attr;
  }

  MatmulInput lhs_, rhs_;
  int out_;
  memory::desc dst_;
  std::optional<MatmulUpdate> update_;
  ScaleBy scale_by_;
  std::string note_;
  dnnl::matmul::primitive_desc pd_;
  dnnl::matmul prim_;
  std::shared_ptr<SharedScratchpad> scratchpad_;
};

// ---- convolution ----------------------------------------------------------------------------

// Gathers a tensor through signed strides into a dense row-major buffer (the flipped kernel).
template <typename T>
void gather(T* dst, const T* src, const Dims& dims, const Dims& strides, int64_t base) {
  const size_t r = dims.size();
  std::vector<int64_t> idx(r, 0);
  const int64_t n = num_elements(Shape(dims.begin(), dims.end()));
  for (int64_t i = 0; i < n; ++i) {
    int64_t off = base;
    for (size_t d = 0; d < r; ++d) off += idx[d] * strides[d];
    dst[i] = src[off];
    for (size_t d = r; d-- > 0;) {
      if (++idx[d] < dims[d]) break;
      idx[d] = 0;
    }
  }
}

enum class ConvForm { Forward, BackwardData, BackwardWeights };

class ConvKernel final : public Kernel {
 public:
  template <typename PrimitiveDesc>
  ConvKernel(ConvForm form, dnnl::primitive prim, const PrimitiveDesc& pd, int in_arg0, Operand in0,
             int in_arg1, Operand in1, int out_arg, Operand out, std::shared_ptr<SharedScratchpad> scratchpad)
      : form_(form), prim_(std::move(prim)), impl_(pd.impl_info_str()), arg0_(in_arg0),
        arg1_(in_arg1), out_arg_(out_arg), in0_(std::move(in0)), in1_(std::move(in1)),
        out_(std::move(out)), scratchpad_desc_(pd.scratchpad_desc()), scratchpad_(std::move(scratchpad)) {
    scratchpad_->need(scratchpad_desc_);
  }

  // For the backward-data form: the kernel is first flipped into `flipped_` through these
  // (signed) strides from the operand slot.
  void set_flip(int slot, Dims dims, Dims strides, int64_t base, bool bf16) {
    flip_slot_ = slot;
    flip_bf16_ = bf16;
    flip_dims_ = std::move(dims);
    flip_strides_ = std::move(strides);
    flip_base_ = base;
    flipped_.resize(num_elements(Shape(flip_dims_.begin(), flip_dims_.end())));
  }

  // A forward convolution's bias: an f32 vector over the output features in `slot`, added to
  // the f32 sums before the result is stored (and rounded, for a bf16 result).
  void set_bias(int slot, memory::desc desc) {
    bias_slot_ = slot;
    bias_desc_ = std::move(desc);
  }

  // "src -> dst" dims as oneDNN sees them, for profiles, and the number of spatial dims.
  void set_geometry(std::string g, int spatial_rank) {
    geometry_ = std::move(g);
    spatial_rank_ = spatial_rank;
  }

  void run(void* const* s) const override {
    void* w = s[in1_.slot()];
    if (flip_slot_ >= 0) {
      if (flip_bf16_)
        gather(reinterpret_cast<uint16_t*>(flipped_.data()), static_cast<const uint16_t*>(s[flip_slot_]), flip_dims_,
               flip_strides_, flip_base_);
      else
        gather(flipped_.data(), static_cast<const float*>(s[flip_slot_]), flip_dims_, flip_strides_, flip_base_);
      w = flipped_.data();
    }
    memory a = in0_.input(s[in0_.slot()]);
    memory b = in1_.input(w);
    memory c = out_.output(s[out_.slot()]);
    std::unordered_map<int, memory> args{{arg0_, a}, {arg1_, b}, {out_arg_, c},
                                         {DNNL_ARG_SCRATCHPAD, scratchpad_->for_primitive(scratchpad_desc_)}};
    if (bias_slot_ >= 0) args.emplace(DNNL_ARG_BIAS, memory(bias_desc_, engine(), s[bias_slot_]));
    prim_.execute(stream(), args);
    out_.finish(s[out_.slot()]);
    stream().wait();
  }
  // The activations (src / dst, or their gradients) may be kept blocked; the weights not.
  std::vector<Blocked> wants_blocked(int slot) const override {
    for (const Operand* op : activations())
      if (op->slot() == slot)
        if (auto b = op->blocked(); !b.empty()) return b;
    return {};
  }
  bool takes_blocked(int slot, const Blocked& layout) const override {
    const auto acts = activations();
    for (const Operand* op : {&in0_, &in1_, &out_}) {
      if (op->slot() != slot) continue;
      const auto offered = op->blocked();
      if (std::find(acts.begin(), acts.end(), op) == acts.end() ||
          std::find(offered.begin(), offered.end(), layout) == offered.end())
        return false;
    }
    return slot != flip_slot_;
  }
  void use_blocked(int slot, const Blocked& layout) override {
    for (Operand* op : {&in0_, &in1_, &out_})
      if (op->slot() == slot) op->use_blocked(layout);
  }

  int64_t scratch_bytes() const override {
    return in0_.scratch_bytes() + in1_.scratch_bytes() + out_.scratch_bytes() +
           static_cast<int64_t>(flipped_.size() * sizeof(float));  // the scratchpad is shared
  }
  std::string describe() const override {
    const char* form = form_ == ConvForm::Forward ? "forward" : form_ == ConvForm::BackwardData ? "backward_data" : "backward_weights";
    // Whether the activations (not the small weights) pass through a reorder.
    const bool reordered = in0_.reorders() || (form_ == ConvForm::BackwardWeights ? in1_ : out_).reorders();
    // The activations' channel block where the plan keeps them blocked (nChw16c in 2D).
    int64_t block = 0;
    for (const Operand* op : activations()) block = std::max(block, op->block_in_place());
    const char* spatial[] = {"w", "hw", "dhw"};
    const std::string layout = block && spatial_rank_ >= 1 && spatial_rank_ <= 3
                                   ? cat(", nC", spatial[spatial_rank_ - 1], block, "c") : "";
    return cat("convolution(onednn ", form, " ", geometry_, " ", impl_, layout, bias_slot_ >= 0 ? ", bias" : "",
               reordered ? ", reordered" : "", ")");
  }

 private:
  std::vector<const Operand*> activations() const {
    if (form_ == ConvForm::BackwardWeights) return {&in0_, &in1_};
    return {&in0_, &out_};
  }

  ConvForm form_;
  dnnl::primitive prim_;
  std::string impl_;
  int arg0_, arg1_, out_arg_;
  Operand in0_, in1_, out_;
  int flip_slot_ = -1;
  Dims flip_dims_, flip_strides_;
  int64_t flip_base_ = 0;
  bool flip_bf16_ = false;
  int bias_slot_ = -1;
  memory::desc bias_desc_;
  mutable std::vector<float> flipped_;  // room for f32 elements (bf16 ones take half)
  memory::desc scratchpad_desc_;
  std::shared_ptr<SharedScratchpad> scratchpad_;
  std::string geometry_;
  int spatial_rank_ = 0;
};

// The geometry of one oneDNN convolution, in its own terms (src, weights, dst).
struct ConvShapes {
  Dims src, src_strides, wei, wei_strides, dst, dst_strides;
  Dims stride, dilation, pad_l, pad_r;
  // Element types (mixed precision: bf16 operands, an f32 result).
  memory::data_type src_t = memory::data_type::f32, wei_t = memory::data_type::f32, dst_t = memory::data_type::f32;
  bool bias = false;  // a forward convolution adding an f32 vector over the output features
  memory::desc bias_desc() const { return memory::desc({dst[1]}, memory::data_type::f32, memory::format_tag::a); }
  // The type of the forward convolution a backward one is hinted with: bf16 if any is (oneDNN's
  // bf16 forward kernels take bf16 src and weights).
  memory::data_type hint_t() const {
    const auto bf = memory::data_type::bf16;
    return src_t == bf || wei_t == bf || dst_t == bf ? bf : memory::data_type::f32;
  }
};

std::string dims_text(const Dims& d) {
  std::string t;
  for (size_t i = 0; i < d.size(); ++i) t += cat(i ? "x" : "", d[i]);
  return t;
}
std::string geometry(const ConvShapes& g) { return cat(dims_text(g.src), "->", dims_text(g.dst)); }

memory::desc any(const Dims& dims, memory::data_type type = memory::data_type::f32) {
  return memory::desc(dims, type, memory::format_tag::any);
}

// The activations' descriptors: the tensors as they lie (no reorder), a channel-blocked
// layout the plan can carry between kernels, or the layout oneDNN prefers. Weights always take
// the preferred layout (they are small).
struct Activations {
  memory::desc src, dst;
};
Activations as_they_lie(const ConvShapes& g) {
  return {strided(g.src, g.src_strides, g.src_t), strided(g.dst, g.dst_strides, g.dst_t)};
}

// oneDNN's direct kernels (brgconv, jit) on the activations as they lie beat reordering them
// (which costs two passes over the data); its fallbacks (gemm with im2col, ref) do not.
bool fast_impl(const char* impl) {
  std::string_view s(impl);
  return s.find("ref") == std::string_view::npos && s.find("gemm") == std::string_view::npos;
}

// Builds a primitive descriptor with make(activations), trying in order:
//   1. the activations as they lie, if a direct kernel takes them (NHWC tensors);
//   1b. for bf16 where oneDNN's instruction set is AMX, the activations channels-last, if an
//      AMX kernel takes them: oneDNN 2.6's AMX convolutions (brgconv:avx512_core_amx) take
//      channels-last only, and they are several times faster than its AVX512-BF16 kernels on
//      channel-blocked ones (128x32x28x28, 3x3, forward: 0.95 against 9.7 ms on a 2-core Xeon
//      with AMX). The plan keeps activations row-major or channel-blocked, so they pass through
//      a reorder on each side (Operand::use_blocked), which costs far less than that. Not for
//      the weight gradient of a first layer (fewer than 8 input channels): there the AMX tiles
//      stay mostly empty and reordering the gradient is the larger cost (mnist-cnn's 1 -> 32
//      channels at 28x28, batch 128: 1.33 ms on AMX against 0.64 ms on AVX512-BF16 nChw16c,
//      and cifar8-bn's 3 -> 16 at 32x32 0.91 against 0.88 ms, on the same Xeon);
//   2. the activations channel-blocked by 16, then by 8 (OneDnnLayouts::channel_blocks() says
//      which of those the plan's convolutions agree on): the layouts the plan keeps between
//      kernels (cpu.cpp's assign_layouts), so that a tensor every convolution asks for in the
//      same layout is never reordered. Asking, instead of taking oneDNN's preference, keeps
//      the convolutions of a net in one layout on every ISA: on AVX-512 oneDNN prefers NHWC
//      (brgconv) for some forward passes and nChw16c (jit) for their backward passes, which
//      would leave every activation reordered somewhere. Direct kernels take nChw16c only
//      where AVX-512 is on (else the reference loops: not fast) and nChw8c everywhere on x86;
//      both activations need one block, which must divide their channels. A first layer (fewer
//      than 8 input channels) reads its input as it lies: blocking would pad the channels to
//      a whole block (1 -> 32 channels at 28x28: the weight gradient on GEMM in 1.8 ms,
//      against 4.4 ms blocked);
//   3. whatever layout oneDNN prefers (the activations reordered into it and back).
template <typename Make>
auto choose_layout(const ConvShapes& g, const OneDnnLayouts& layouts, Make&& make, bool weight_gradient = false) {
  auto fast = [&](const Activations& a) -> std::optional<decltype(make(a))> {
    try {
      auto pd = make(a);
      if (fast_impl(pd.impl_info_str())) return pd;
    } catch (const dnnl::error&) {  // no implementation takes these layouts
    }
    return std::nullopt;
  };
  if (auto pd = fast(as_they_lie(g))) return *pd;
  const int64_t in_channels = g.src[1], out_channels = g.dst[1];
  const bool first_layer = in_channels < 8;
  if (g.hint_t() == memory::data_type::bf16 && onednn_amx() && !(weight_gradient && first_layer)) {
    auto src = channels_last(g.src, g.src_t), dst = channels_last(g.dst, g.dst_t);
    if (src && dst) try {
        auto pd = make(Activations{*src, *dst});
        if (std::string_view(pd.impl_info_str()).find("amx") != std::string_view::npos) return pd;
      } catch (const dnnl::error&) {  // no implementation takes these layouts
      }
  }
  if (rank_tag(g.src.size(), 0))
    for (int64_t block : layouts.channel_blocks()) {
      if (out_channels % block != 0 || (!first_layer && in_channels % block != 0)) continue;
      const memory::desc src = first_layer ? strided(g.src, g.src_strides, g.src_t) : channel_blocked(g.src, block, g.src_t);
      if (auto pd = fast({src, channel_blocked(g.dst, block, g.dst_t)})) return *pd;
    }
  if (first_layer) {
    try {
      auto pd = make(Activations{strided(g.src, g.src_strides, g.src_t), any(g.dst, g.dst_t)});
      if (std::string_view(pd.impl_info_str()).find("ref") == std::string_view::npos) return pd;
    } catch (const dnnl::error&) {
    }
  }
  return make(Activations{any(g.src, g.src_t), any(g.dst, g.dst_t)});
}

// Winograd's F(4x4, 3x3) (oneDNN's jit_wino_4x3, AVX-512 only) does a 3x3 convolution in
// about half the multiplications. Measured on a 2-core AVX-512 EPYC at batch 128 (forward,
// weight gradient, ms): 32->32 channels at 28x28 8.1/9.4 direct, 4.5/7.0 Winograd; 64->64 at
// 56x56 (batch 32) 33.9/36.6 against 13.0/20.2; 512->512 at 7x7 28.5/55.8 against 17.0/17.0;
// but 16->16 at 32x32 3.7/3.5 against 4.1/3.0: with fewer than 32 channels on either side the
// transforms cost what the multiplications save. Its results differ from the direct kernel's
// by about 2e-6 of the largest output (the transforms' rounding), well inside what the
// conformance and oracle tests allow. Only tried for 3x3 windows, stride 1, no dilation or
// groups, 32 or more channels in and out; where oneDNN offers no such kernel (AVX2, other
// layouts) the direct one runs.
std::atomic<ConvAlgorithm> g_conv_algorithm{ConvAlgorithm::Auto};

}  // namespace

void set_conv_algorithm(ConvAlgorithm a) { g_conv_algorithm.store(a); }
ConvAlgorithm conv_algorithm() { return g_conv_algorithm.load(); }

namespace {

// Set while a kernel is built again without Winograd, after building it with Winograd failed
// (oneDNN has the primitive but cannot reorder an operand into its layout, say).
thread_local bool t_direct_only = false;

bool winograd_candidate(const ConvShapes& g) {
  if (t_direct_only || g_conv_algorithm.load() == ConvAlgorithm::Direct) return false;
  if (g.wei.size() != 4 || g.src[1] < 32 || g.dst[1] < 32) return false;  // 2-D, no groups
  for (size_t i = 0; i < 2; ++i)
    if (g.wei[2 + i] != 3 || g.stride[i] != 1 || g.dilation[i] != 0) return false;
  return true;
}

// Builds a convolution primitive descriptor with make(algorithm): Winograd where the geometry
// suits it and oneDNN has a kernel for it, else the direct algorithm.
template <typename Make>
auto with_algorithm(const ConvShapes& g, Make&& make) {
  if (winograd_candidate(g)) {
    try {
      return make(dnnl::algorithm::convolution_winograd);
    } catch (const dnnl::error&) {  // no Winograd kernel for this ISA or layout
    }
  }
  return make(dnnl::algorithm::convolution_direct);
}

dnnl::convolution_forward::primitive_desc forward_pd(const ConvShapes& g, const Activations& a,
                                                     dnnl::prop_kind prop, dnnl::algorithm alg) {
  auto d = g.bias ? dnnl::convolution_forward::desc(prop, alg, a.src, any(g.wei, g.wei_t), g.bias_desc(), a.dst, g.stride,
                                                    g.dilation, g.pad_l, g.pad_r)
                  : dnnl::convolution_forward::desc(prop, alg, a.src, any(g.wei, g.wei_t), a.dst, g.stride, g.dilation,
                                                    g.pad_l, g.pad_r);
  return dnnl::convolution_forward::primitive_desc(d, user_scratchpad(), engine());
}

// The forward convolution a backward one is hinted with, in the type its kernels take.
dnnl::convolution_forward::primitive_desc hint_pd(ConvShapes g, const Activations& a, dnnl::algorithm alg) {
  const auto t = g.hint_t();
  g.wei_t = t;
  g.bias = false;
  return forward_pd(g, Activations{retyped(a.src, t), retyped(a.dst, t)}, dnnl::prop_kind::forward_training, alg);
}

// pad_r that makes oneDNN's output-size formula give exactly `out` (StableHLO's padding may
// leave rows the window never reaches; those do not change the result).
int64_t exact_pad_r(int64_t in, int64_t out, int64_t k, int64_t stride, int64_t dil, int64_t pad_l) {
  return (out - 1) * stride + (k - 1) * dil + 1 - in - pad_l;
}

std::unique_ptr<Kernel> forward(const ir::ConvolutionAttr& a, const Io& io, OneDnnLayouts& layouts) {
  const auto& dn = a.dn;
  const Shape& ls = io.in_types[0].shape;
  const Shape& rs = io.in_types[1].shape;
  const Shape& os = io.out_types[0].shape;
  const auto lst = row_major_strides(ls), rst = row_major_strides(rs), ost = row_major_strides(os);
  const int64_t G = a.feature_group_count;
  const int64_t O = rs[dn.kernel_output_feature], I = rs[dn.kernel_input_feature];
  ConvShapes g;
  g.src_t = onednn_type(io.in_types[0].dtype), g.wei_t = onednn_type(io.in_types[1].dtype);
  g.dst_t = onednn_type(io.out_types[0].dtype);
  g.bias = io.in.size() == 3;
  g.src = {ls[dn.input_batch], ls[dn.input_feature]};
  g.src_strides = {lst[dn.input_batch], lst[dn.input_feature]};
  if (G == 1) {
    g.wei = {O, I};
    g.wei_strides = {rst[dn.kernel_output_feature], rst[dn.kernel_input_feature]};
  } else {
    g.wei = {G, O / G, I};
    g.wei_strides = {rst[dn.kernel_output_feature] * (O / G), rst[dn.kernel_output_feature],
                     rst[dn.kernel_input_feature]};
  }
  g.dst = {os[dn.output_batch], os[dn.output_feature]};
  g.dst_strides = {ost[dn.output_batch], ost[dn.output_feature]};
  for (size_t i = 0; i < dn.input_spatial.size(); ++i) {
    const int64_t s = a.window_strides.empty() ? 1 : a.window_strides[i];
    const int64_t d = a.rhs_dilation.empty() ? 1 : a.rhs_dilation[i];
    const int64_t pl = a.padding.empty() ? 0 : a.padding[i].first;
    const int64_t k = rs[dn.kernel_spatial[i]];
    g.src.push_back(ls[dn.input_spatial[i]]);
    g.src_strides.push_back(lst[dn.input_spatial[i]]);
    g.wei.push_back(k);
    g.wei_strides.push_back(rst[dn.kernel_spatial[i]]);
    g.dst.push_back(os[dn.output_spatial[i]]);
    g.dst_strides.push_back(ost[dn.output_spatial[i]]);
    g.stride.push_back(s);
    g.dilation.push_back(d - 1);
    g.pad_l.push_back(pl);
    g.pad_r.push_back(exact_pad_r(ls[dn.input_spatial[i]], os[dn.output_spatial[i]], k, s, d, pl));
  }
  auto pd = choose_layout(g, layouts, [&](const Activations& a) {
    // Winograd for inference wants its weights transformed ahead (a layout a reorder makes only
    // from plain OIHW); for training it transforms them itself, from any layout. Our weights
    // change every step, so both transform them once per run.
    return with_algorithm(g, [&](dnnl::algorithm alg) {
      return forward_pd(g, a,
                        alg == dnnl::algorithm::convolution_winograd ? dnnl::prop_kind::forward_training
                                                                     : dnnl::prop_kind::forward_inference,
                        alg);
    });
  });
  auto kernel = std::make_unique<ConvKernel>(
      ConvForm::Forward, dnnl::convolution_forward(pd), pd, DNNL_ARG_SRC,
      Operand(io.in[0], strided(g.src, g.src_strides, g.src_t), pd.src_desc(), layouts), DNNL_ARG_WEIGHTS,
      Operand(io.in[1], strided(g.wei, g.wei_strides, g.wei_t), pd.weights_desc(), layouts), DNNL_ARG_DST,
      Operand(io.out[0], strided(g.dst, g.dst_strides, g.dst_t), pd.dst_desc(), &layouts), layouts.scratchpad());
  kernel->set_geometry(geometry(g), static_cast<int>(g.stride.size()));
  if (g.bias) kernel->set_bias(io.in[2], g.bias_desc());
  return kernel;
}

// lhs-dilated convolution (window strides 1) = backward-data of a forward convolution whose
// stride is the lhs dilation and whose kernel is ours flipped, with in/out features swapped:
// our lhs is that convolution's diff_dst and our result its diff_src.
std::unique_ptr<Kernel> backward_data(const ir::ConvolutionAttr& a, const Io& io, OneDnnLayouts& layouts) {
  const auto& dn = a.dn;
  const Shape& ls = io.in_types[0].shape;
  const Shape& rs = io.in_types[1].shape;
  const Shape& os = io.out_types[0].shape;
  const auto lst = row_major_strides(ls), rst = row_major_strides(rs), ost = row_major_strides(os);
  const int64_t G = a.feature_group_count;
  const int64_t O = rs[dn.kernel_output_feature], I = rs[dn.kernel_input_feature];
  ConvShapes g;  // the forward convolution: src = our result, dst = our lhs
  g.src_t = onednn_type(io.out_types[0].dtype), g.wei_t = onednn_type(io.in_types[1].dtype);
  g.dst_t = onednn_type(io.in_types[0].dtype);
  g.src = {os[dn.output_batch], os[dn.output_feature]};
  g.src_strides = {ost[dn.output_batch], ost[dn.output_feature]};
  g.dst = {ls[dn.input_batch], ls[dn.input_feature]};
  g.dst_strides = {lst[dn.input_batch], lst[dn.input_feature]};
  // Its weights [G?, our in features / G, our out features / G, spatial] read from our kernel.
  Dims wstrides;
  int64_t base = 0;
  if (G == 1) {
    g.wei = {I, O};
    wstrides = {rst[dn.kernel_input_feature], rst[dn.kernel_output_feature]};
  } else {
    g.wei = {G, I, O / G};
    wstrides = {rst[dn.kernel_output_feature] * (O / G), rst[dn.kernel_input_feature],
                rst[dn.kernel_output_feature]};
  }
  for (size_t i = 0; i < dn.input_spatial.size(); ++i) {
    if (!a.window_strides.empty() && a.window_strides[i] != 1) return nullptr;
    const int64_t D = a.lhs_dilation.empty() ? 1 : a.lhs_dilation[i];
    const int64_t Rd = a.rhs_dilation.empty() ? 1 : a.rhs_dilation[i];
    const int64_t pl = a.padding.empty() ? 0 : a.padding[i].first;
    const int64_t k = rs[dn.kernel_spatial[i]];
    const int64_t fwd_pl = Rd * (k - 1) - pl;
    g.src.push_back(os[dn.output_spatial[i]]);
    g.src_strides.push_back(ost[dn.output_spatial[i]]);
    g.dst.push_back(ls[dn.input_spatial[i]]);
    g.dst_strides.push_back(lst[dn.input_spatial[i]]);
    g.wei.push_back(k);
    wstrides.push_back(-rst[dn.kernel_spatial[i]]);  // flipped
    base += (k - 1) * rst[dn.kernel_spatial[i]];
    g.stride.push_back(D);
    g.dilation.push_back(Rd - 1);
    g.pad_l.push_back(fwd_pl);
    g.pad_r.push_back(exact_pad_r(os[dn.output_spatial[i]], ls[dn.input_spatial[i]], k, D, Rd, fwd_pl));
  }
  auto pd = choose_layout(g, layouts, [&](const Activations& a) {
    return with_algorithm(g, [&](dnnl::algorithm alg) {
      auto hint = hint_pd(g, a, alg);
      dnnl::convolution_backward_data::desc d(alg, a.src, any(g.wei, g.wei_t), a.dst, g.stride, g.dilation, g.pad_l, g.pad_r);
      return dnnl::convolution_backward_data::primitive_desc(d, user_scratchpad(), engine(), hint);
    });
  });
  const Dims dense = [&] {
    Dims s(g.wei.size(), 1);
    for (int i = static_cast<int>(s.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * g.wei[i + 1];
    return s;
  }();
  auto kernel = std::make_unique<ConvKernel>(
      ConvForm::BackwardData, dnnl::convolution_backward_data(pd), pd,
      DNNL_ARG_DIFF_DST, Operand(io.in[0], strided(g.dst, g.dst_strides, g.dst_t), pd.diff_dst_desc(), layouts),
      // The weights are read from the kernel's flipped copy, not the slot: never shared.
      DNNL_ARG_WEIGHTS, Operand(io.in[1], strided(g.wei, dense, g.wei_t), pd.weights_desc(), *make_onednn_layouts()),
      DNNL_ARG_DIFF_SRC, Operand(io.out[0], strided(g.src, g.src_strides, g.src_t), pd.diff_src_desc(), &layouts), layouts.scratchpad());
  kernel->set_flip(io.in[1], g.wei, wstrides, base, g.wei_t == memory::data_type::bf16);
  kernel->set_geometry(geometry(g), static_cast<int>(g.stride.size()));
  return kernel;
}

// The weight-gradient form: a convolution whose "kernel" (a gradient of a forward output) is
// larger than its result (the gradient of a forward kernel). As oneDNN sees it: src = our lhs
// with batch and feature roles swapped, diff_dst = our kernel, diff_weights = our result.
std::unique_ptr<Kernel> backward_weights(const ir::ConvolutionAttr& a, const Io& io, OneDnnLayouts& layouts) {
  const auto& dn = a.dn;
  const Shape& ls = io.in_types[0].shape;
  const Shape& rs = io.in_types[1].shape;
  const Shape& os = io.out_types[0].shape;
  const auto lst = row_major_strides(ls), rst = row_major_strides(rs), ost = row_major_strides(os);
  ConvShapes g;
  g.src_t = onednn_type(io.in_types[0].dtype), g.dst_t = onednn_type(io.in_types[1].dtype);
  g.wei_t = onednn_type(io.out_types[0].dtype);
  g.src = {ls[dn.input_feature], ls[dn.input_batch]};
  g.src_strides = {lst[dn.input_feature], lst[dn.input_batch]};
  g.dst = {rs[dn.kernel_input_feature], rs[dn.kernel_output_feature]};
  g.dst_strides = {rst[dn.kernel_input_feature], rst[dn.kernel_output_feature]};
  // batch_group_count G (the weight gradient of a grouped or depthwise convolution): our
  // result's features are G groups, each from one group of our lhs batch (the channels).
  const int64_t G = a.batch_group_count, K = os[dn.output_feature];
  if (G == 1) {
    g.wei = {K, os[dn.output_batch]};
    g.wei_strides = {ost[dn.output_feature], ost[dn.output_batch]};
  } else {
    g.wei = {G, K / G, os[dn.output_batch]};
    g.wei_strides = {ost[dn.output_feature] * (K / G), ost[dn.output_feature], ost[dn.output_batch]};
  }
  for (size_t i = 0; i < dn.input_spatial.size(); ++i) {
    const int64_t s = a.rhs_dilation.empty() ? 1 : a.rhs_dilation[i];
    const int64_t d = a.window_strides.empty() ? 1 : a.window_strides[i];
    const int64_t pl = a.padding.empty() ? 0 : a.padding[i].first;
    const int64_t k = os[dn.output_spatial[i]];
    g.src.push_back(ls[dn.input_spatial[i]]);
    g.src_strides.push_back(lst[dn.input_spatial[i]]);
    g.dst.push_back(rs[dn.kernel_spatial[i]]);
    g.dst_strides.push_back(rst[dn.kernel_spatial[i]]);
    g.wei.push_back(k);
    g.wei_strides.push_back(ost[dn.output_spatial[i]]);
    g.stride.push_back(s);
    g.dilation.push_back(d - 1);
    g.pad_l.push_back(pl);
    g.pad_r.push_back(exact_pad_r(ls[dn.input_spatial[i]], rs[dn.kernel_spatial[i]], k, s, d, pl));
  }
  auto pd = choose_layout(g, layouts, [&](const Activations& a) {
    return with_algorithm(g, [&](dnnl::algorithm alg) {
      auto hint = hint_pd(g, a, alg);
      dnnl::convolution_backward_weights::desc d(alg, a.src, any(g.wei, g.wei_t), a.dst, g.stride, g.dilation, g.pad_l, g.pad_r);
      return dnnl::convolution_backward_weights::primitive_desc(d, user_scratchpad(), engine(), hint);
    });
  }, /*weight_gradient=*/true);
  auto kernel = std::make_unique<ConvKernel>(
      ConvForm::BackwardWeights, dnnl::convolution_backward_weights(pd), pd,
      DNNL_ARG_SRC, Operand(io.in[0], strided(g.src, g.src_strides, g.src_t), pd.src_desc(), layouts),
      DNNL_ARG_DIFF_DST, Operand(io.in[1], strided(g.dst, g.dst_strides, g.dst_t), pd.diff_dst_desc(), layouts),
      DNNL_ARG_DIFF_WEIGHTS, Operand(io.out[0], strided(g.wei, g.wei_strides, g.wei_t), pd.diff_weights_desc()),
      layouts.scratchpad());
  kernel->set_geometry(geometry(g), static_cast<int>(g.stride.size()));
  return kernel;
}

}  // namespace

namespace {

// Where oneDNN would run a product (or apply an update) with its AVX2 GEMM, the packed GEMM of
// gemm_avx2.cpp, which runs the dense layers' shapes faster (its header says by how much);
// else nullptr. Operands are read in place (no copy), through their strides.
std::unique_ptr<Kernel> avx2_gemm(const MatmulKernel& onednn, const MatmulInput& lhs, const MatmulInput& rhs, int out,
                                  const std::optional<MatmulUpdate>& update) {
  if (onednn.implementation().rfind("gemm:", 0) != 0 || std::string_view(eval_block_isa()) == "portable") return nullptr;
  if (lhs.operand.reorders() || rhs.operand.reorders()) return nullptr;
  const Dims l = lhs.view.dims(), r = rhs.view.dims();
  const auto& ls = lhs.view.data.format_desc.blocking.strides;
  const auto& rs = rhs.view.data.format_desc.blocking.strides;
  if (l[0] != 1 || lhs.view.data_type() != memory::data_type::f32 || rhs.view.data_type() != memory::data_type::f32)
    return nullptr;
  const int64_t M = l[1], K = l[2], N = r[2];
  if (K > 2048) return nullptr;  // B's 16-column panel (K x 64 bytes) should stay in L2
  // A plain product only where B is row-major and not thin: oneDNN's GEMM runs a transposed B
  // (a backward-data product, dy·Wᵀ) as fast as ours (0.32 ms for mnist-mlp's 128x512·512x512
  // with 2 threads on an AMD EPYC capped at AVX2), and the 10-wide last layer faster.
  if (!update && (N < 16 || K < 16 || (N > 1 && rs[2] != 1))) return nullptr;
  Avx2GemmShape g{lhs.operand.slot(), rhs.operand.slot(), out, M, K, N, ls[1], ls[2], rs[1], rs[2]};
  if (update) g.base = update->base, g.rate = update->scale, g.sign = update->sign;
  return make_avx2_gemm(g);
}

// Whether oneDNN multiplies bf16 [B, M, K]·[B, K, N] into `dst` with a kernel of its own
// rather than its reference loops (asked on dense operands, before any operand copy is made).
bool native_bf16_matmul(int64_t B, int64_t M, int64_t K, int64_t N, memory::data_type dst) {
  try {
    const auto bf = memory::data_type::bf16;
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(strided({B, M, K}, {M * K, K, 1}, bf),
                                                       strided({B, K, N}, {K * N, N, 1}, bf),
                                                       strided({B, M, N}, {M * N, N, 1}, dst)),
                                    user_scratchpad(), engine());
    return std::string_view(pd.impl_info_str()).rfind("ref", 0) != 0;
  } catch (const dnnl::error&) {
    return false;
  }
}

// A dot_general of bf16 operands: oneDNN's bf16 matmul where the CPU has one, else the f32
// matmul of the operands converted by their copies (exact: every bf16 is an f32); the result
// f32 (accumulated so either way) or bf16. nullptr where neither is taken.
std::unique_ptr<Kernel> bf16_dot(const Io& io, const Shape& ls, const Shape& rs, const ir::DotGeneralAttr& a,
                                 const std::vector<int64_t>& lfree, const std::vector<int64_t>& rfree,
                                 OneDnnLayouts& layouts) {
  const auto bf = memory::data_type::bf16, f32 = memory::data_type::f32;
  const auto out = onednn_type(io.out_types[0].dtype);
  int64_t B = 1, M = 1, K = 1, N = 1;
  for (int64_t d : a.lhs_batch) B *= ls[d];
  for (int64_t d : lfree) M *= ls[d];
  for (int64_t d : a.lhs_contracting) K *= ls[d];
  for (int64_t d : rfree) N *= rs[d];
  const bool native = native_bf16_matmul(B, M, K, N, out);
  if (!native && out != f32) return nullptr;  // the f32 matmul stores f32: the generic kernel rounds
  const auto compute = native ? bf : f32;
  auto lhs = matmul_input(io.in[0], ls, a.lhs_batch, lfree, a.lhs_contracting, layouts, bf, compute);
  auto rhs = matmul_input(io.in[1], rs, a.rhs_batch, a.rhs_contracting, rfree, layouts, bf, compute);
  if (!lhs || !rhs) return nullptr;
  try {
    auto kernel = std::make_unique<MatmulKernel>(std::move(*lhs), std::move(*rhs), io.out[0],
                                                 strided({B, M, N}, {M * N, N, 1}, out), layouts.scratchpad());
    kernel->set_note(native ? "bf16" : "bf16 as f32: no bf16 matmul on this CPU");
    return kernel;
  } catch (const dnnl::error&) {
    return nullptr;
  }
}

// The matmul of dot_general `node`, or nullptr where oneDNN does not take it; with `update`
// also the parameter update (MatmulUpdate), where a fast implementation takes it.
std::unique_ptr<Kernel> onednn_dot(const ir::Node& node, const Io& io, OneDnnLayouts& layouts,
                                   std::optional<MatmulUpdate> update) {
  // f32, or bf16 operands (mixed precision) into an f32 or bf16 result: natively where oneDNN
  // has a bf16 matmul for this CPU (AVX512-BF16, AMX; emulated on plain AVX-512), else each
  // operand converted to f32 by its copy and the f32 matmul run ("bf16 as f32" in the plan).
  const bool bf16 = !update && io.in_types.size() == 2 && io.in_types[0].dtype == DType::bf16 &&
                    io.in_types[1].dtype == DType::bf16 &&
                    (io.out_types[0].dtype == DType::f32 || io.out_types[0].dtype == DType::bf16) &&
                    io.in_types[0].num_elements() > 0 && io.in_types[1].num_elements() > 0 &&
                    io.out_types[0].num_elements() > 0;
  if (!bf16 && !all_f32(io)) return nullptr;
  const auto& a = node.get<ir::DotGeneralAttr>();
  const Shape& ls = io.in_types[0].shape;
  const Shape& rs = io.in_types[1].shape;
  const auto lfree = free_dims(ls.size(), a.lhs_batch, a.lhs_contracting);
  const auto rfree = free_dims(rs.size(), a.rhs_batch, a.rhs_contracting);
  if (bf16) return bf16_dot(io, ls, rs, a, lfree, rfree, layouts);
  // An update reads its operands in place only: a copy made for it would be the plan's shared
  // copy of that tensor (the first reader makes it), lost if the update is then refused.
  if (update && (!in_place_view(ls, a.lhs_batch, lfree, a.lhs_contracting) ||
                 !in_place_view(rs, a.rhs_batch, a.rhs_contracting, rfree)))
    return nullptr;
  auto lhs = matmul_input(io.in[0], ls, a.lhs_batch, lfree, a.lhs_contracting, layouts);
  auto rhs = matmul_input(io.in[1], rs, a.rhs_batch, a.rhs_contracting, rfree, layouts);
  if (!lhs || !rhs) return nullptr;
  const int64_t B = lhs->view.dims()[0], M = lhs->view.dims()[1], N = rhs->view.dims()[2];
  const memory::desc dst = strided({B, M, N}, {M * N, N, 1});
  if (!update) {
    try {
      auto kernel = std::make_unique<MatmulKernel>(*lhs, *rhs, io.out[0], dst, layouts.scratchpad());
      if (auto own = avx2_gemm(*kernel, *lhs, *rhs, io.out[0], std::nullopt)) return own;
      return kernel;
    } catch (const dnnl::error&) {
      return nullptr;
    }
  }
  for (auto by : {MatmulKernel::ScaleBy::BinaryPostOp, MatmulKernel::ScaleBy::OutputScales}) {
    try {
      auto kernel = std::make_unique<MatmulKernel>(*lhs, *rhs, io.out[0], dst, layouts.scratchpad(), update, by);
      if (kernel->implementation().rfind("ref", 0) == 0) continue;  // the reference kernels are slow
      if (auto own = avx2_gemm(*kernel, *lhs, *rhs, io.out[0], update)) return own;
      return kernel;
    } catch (const dnnl::error&) {
    }
  }
  return nullptr;
}

}  // namespace

std::unique_ptr<Kernel> make_onednn_dot(const ir::Node& node, const Io& io, OneDnnLayouts& layouts) {
  return onednn_dot(node, io, layouts, std::nullopt);
}

std::unique_ptr<Kernel> make_onednn_dot_update(const ir::Node& node, const Io& io, float sign, OneDnnLayouts& layouts) {
  Io dot = io;
  dot.in.resize(2), dot.in_types.resize(2);
  const bool scalar_f32 = io.in_types.at(3).dtype == DType::f32 && io.in_types[3].num_elements() == 1;
  if (!scalar_f32 || io.in_types.at(2) != io.out_types.at(0)) return nullptr;
  return onednn_dot(node, dot, layouts, MatmulUpdate{io.in[2], io.in[3], sign});
}

namespace {

// Which of the three forms oneDNN runs a convolution as (nullopt: none; the generic kernel
// runs it).
std::optional<ConvForm> conv_form(const ir::Node& node) {
  const auto& a = node.get<ir::ConvolutionAttr>();
  const auto& dn = a.dn;
  const size_t sp = dn.input_spatial.size();
  if (sp < 1 || sp > 3) return std::nullopt;
  auto all_one = [](const std::vector<int64_t>& v) {
    return std::all_of(v.begin(), v.end(), [](int64_t x) { return x == 1; });
  };
  if (a.batch_group_count > 1) {  // only weight gradients have batch groups
    if (a.feature_group_count != 1 || !all_one(a.lhs_dilation)) return std::nullopt;
    return ConvForm::BackwardWeights;
  }
  if (!all_one(a.lhs_dilation)) return ConvForm::BackwardData;
  const Shape& rs = node.operands[1].shape();
  const Shape& os = node.results[0].shape;
  int64_t kernel_volume = 1, out_volume = 1;
  for (size_t i = 0; i < sp; ++i) {
    kernel_volume *= rs[dn.kernel_spatial[i]];
    out_volume *= os[dn.output_spatial[i]];
  }
  if (a.feature_group_count == 1 && kernel_volume > out_volume) return ConvForm::BackwardWeights;
  return ConvForm::Forward;
}

}  // namespace

bool onednn_forward_convolution(const ir::Node& node) { return conv_form(node) == ConvForm::Forward; }

void count_convolution_channels(const ir::Node& node, OneDnnLayouts& layouts) {
  const auto form = conv_form(node);
  if (!form || node.results[0].dtype != DType::f32) return;
  const auto& dn = node.get<ir::ConvolutionAttr>().dn;
  const Shape& ls = node.operands[0].shape();
  const Shape& rs = node.operands[1].shape();
  const Shape& os = node.results[0].shape;
  switch (*form) {
    case ConvForm::Forward: layouts.count_channels(ls[dn.input_feature], os[dn.output_feature]); return;
    case ConvForm::BackwardData: layouts.count_channels(os[dn.output_feature], ls[dn.input_feature]); return;
    case ConvForm::BackwardWeights: layouts.count_channels(ls[dn.input_batch], rs[dn.kernel_output_feature]); return;
  }
}

bool onednn_bf16_convolutions() {
  // A 16 -> 16 channel 3x3 convolution of bf16 into f32, as a mixed-precision step has them:
  // oneDNN has a kernel of its own for it (not its reference loops) on AVX512-BF16 and AMX.
  static const bool native = [] {
    try {
      const auto bf = memory::data_type::bf16;
      const Dims x{8, 16, 8, 8}, w{16, 16, 3, 3};
      dnnl::convolution_forward::desc d(dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct,
                                        any(x, bf), any(w, bf), any(x), {1, 1}, {1, 1}, {1, 1});
      dnnl::convolution_forward::primitive_desc pd(d, engine());
      return fast_impl(pd.impl_info_str());
    } catch (const dnnl::error&) {
      return false;
    }
  }();
  return native;
}

bool onednn_amx() { return dnnl::get_effective_cpu_isa() == dnnl::cpu_isa::avx512_core_amx; }

std::unique_ptr<Kernel> make_onednn_convolution(const ir::Node& node, const Io& io, OneDnnLayouts& layouts) {
  // f32, or (mixed precision) bf16 operands into an f32 or bf16 result where oneDNN has bf16
  // kernels for this CPU (elsewhere rewrite.cpp widened the operands to f32 already).
  const auto bf16 = [](const TensorType& t) { return t.dtype == DType::bf16 && t.num_elements() > 0; };
  // A third operand is a bias over the output features (rewrite.cpp's round_contractions_on_
  // store), which only the forward form takes.
  const bool biased = io.in_types.size() == 3;
  const bool mixed = bf16(io.in_types[0]) && bf16(io.in_types[1]) &&
                     (io.out_types[0].dtype == DType::f32 || io.out_types[0].dtype == DType::bf16) &&
                     io.out_types[0].num_elements() > 0 && onednn_bf16_convolutions();
  if (!mixed && !all_f32(io)) return nullptr;
  const auto form = conv_form(node);
  if (!form || (biased && (*form != ConvForm::Forward || io.in_types[2].dtype != DType::f32))) return nullptr;
  const auto& a = node.get<ir::ConvolutionAttr>();
  auto make = [&]() -> std::unique_ptr<Kernel> {
    switch (*form) {
      case ConvForm::Forward: return forward(a, io, layouts);
      case ConvForm::BackwardData: return backward_data(a, io, layouts);
      case ConvForm::BackwardWeights: return backward_weights(a, io, layouts);
    }
    return nullptr;
  };
  try {
    return make();
  } catch (const dnnl::error&) {
  }
  struct DirectOnly {
    DirectOnly() { t_direct_only = true; }
    ~DirectOnly() { t_direct_only = false; }
  } direct_only;
  try {
    return make();
  } catch (const dnnl::error&) {
  }
  return nullptr;
}

}  // namespace ladder::exec::cpu
