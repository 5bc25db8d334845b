// Internals of the cpu lowerer shared by its files: the Kernel interface the plan runs, and
// the factories that turn one IR node into a kernel.
//
// A plan names every tensor it touches by a slot number; at run time each slot has a host
// pointer (into the arena, an input, an output, or a baked constant). A kernel reads the
// pointers of its operand slots and writes those of its result slots.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/ir/graph.h"

namespace ladder::exec::cpu {

// A tensor held in a channel-blocked layout instead of row-major: its dim `dim` (the
// channels) is split into blocks of `block`, the block index taking the dim's place and the
// position within the block becoming the innermost dim. For [N, C, H, W] with dim 1 this is
// oneDNN's nChw8c / nChw16c (and with b = C, channels-last: an AMX convolution's nhwc, b 16 or
// 32): element (n, c, h, w) lies at ((n*C/b + c/b)*H*W + h*W + w)*b + c%b.
// The plan keeps a tensor blocked between kernels that all take it so (convolutions, fused
// elementwise kernels), which saves the reorders to and from row-major around each convolution.
struct Blocked {
  int dim = -1;
  int64_t block = 0;
  bool operator==(const Blocked&) const = default;
};

class Kernel {
 public:
  virtual ~Kernel() = default;
  // `slots[s]` is the data of slot s for this run.
  virtual void run(void* const* slots) const = 0;
  // True when the kernel stays correct if result slot 0 shares memory with `operand_slot`
  // (it reads each element of that operand before writing the same element of the result).
  virtual bool can_write_over(int operand_slot) const { return false; }
  // Memory the kernel keeps outside the arena (e.g. oneDNN's preferred layouts of operands).
  virtual int64_t scratch_bytes() const { return 0; }
  // Layouts. A kernel that would rather have `slot` blocked (a oneDNN convolution reordering
  // it) names the layouts, best first; a kernel that can read or write `slot` blocked says so;
  // after use_blocked() it must. Slots are row-major unless the plan calls use_blocked().
  virtual std::vector<Blocked> wants_blocked(int slot) const { return {}; }
  virtual bool takes_blocked(int slot, const Blocked& layout) const { return false; }
  virtual void use_blocked(int slot, const Blocked& layout) {}
  // Short description for plan listings and profiles: "dot_general(onednn brg:avx512_core)",
  // "fused[add,exponential]".
  virtual std::string describe() const = 0;
};

// A node's operand and result slots and their types (what kernels keep; they never keep
// IR pointers, since the module may be gone when the plan runs).
struct Io {
  std::vector<int> in, out;
  std::vector<TensorType> in_types, out_types;
};

// The copies of a plan's tensors in oneDNN's preferred layouts, shared by the plan's oneDNN
// kernels (onednn.cpp): one per plan, used while its kernels are made, in step order.
class OneDnnLayouts;
std::shared_ptr<OneDnnLayouts> make_onednn_layouts();
// The scratchpad the plan's oneDNN primitives share (the largest one needs), in bytes.
int64_t shared_scratchpad_bytes(const OneDnnLayouts& layouts);

// Counts the channels of a convolution of the plan in `layouts` (every one, before the first
// convolution kernel is made): they decide the channel block the plan keeps activations in.
void count_convolution_channels(const ir::Node& node, OneDnnLayouts& layouts);

// Which algorithm oneDNN convolutions run (process-wide, as the thread count is): Auto takes
// Winograd for the 3x3 convolutions it is faster on where oneDNN has it (onednn.cpp says
// which), Direct never does. The lowerer option conv_algorithm / LADDER_CONV_ALGORITHM.
enum class ConvAlgorithm { Auto, Direct };
void set_conv_algorithm(ConvAlgorithm a);
ConvAlgorithm conv_algorithm();

// Contractions: a oneDNN primitive where one fits, else nullptr.
std::unique_ptr<Kernel> make_onednn_dot(const ir::Node& node, const Io& io, OneDnnLayouts& layouts);
std::unique_ptr<Kernel> make_onednn_convolution(const ir::Node& node, const Io& io, OneDnnLayouts& layouts);
// Whether oneDNN runs convolutions of bf16 operands with kernels of its own on this CPU (as
// capped by ONEDNN_MAX_CPU_ISA): AVX512-BF16 or AMX. Elsewhere the plan widens them to f32.
bool onednn_bf16_convolutions();
// Whether oneDNN's instruction set here (as capped) is AMX: its bf16 convolutions then take
// channels-last activations, which the plan reorders to and from (onednn.cpp, choose_layout).
bool onednn_amx();
// Max (or min) pools of bf16 NCHW tensors over 2x2/s2 windows that tile the image, and their
// backward (select >= or >, scatter add): kernels that read and write bf16 (through f32 tiles),
// so rewrite.cpp does not widen them to f32.
bool bf16_max_pool_2x2(const ir::Node& node);
bool bf16_max_pool_backward_2x2(const ir::Node& node);
// Whether oneDNN runs convolution `node` as a forward convolution (not as the backward-data or
// weight-gradient form of one): the only form that adds a bias as it stores.
bool onednn_forward_convolution(const ir::Node& node);
// dot_general `node` (operands io.in[0..1]) applied as an update as it is stored:
// out = io.in[2] + sign · io.in[3] · (lhs·rhs), io.in[3] an f32 scalar (the learning rate),
// io.in[2] of the result's type (θ; the kernel may write over it). nullptr where no fast
// oneDNN implementation takes it.
std::unique_ptr<Kernel> make_onednn_dot_update(const ir::Node& node, const Io& io, float sign, OneDnnLayouts& layouts);

// A dense layer's matmul by a packed GEMM of our own compiled for AVX2 (gemm_avx2.cpp):
// out[M, N] (row-major) = A·B, or with `base` the update of make_onednn_dot_update,
// out = base + sign · rate · A·B (rate an f32 scalar slot). A(m, k) is a[m·a_m + k·a_k] and
// B(k, n) is b[k·b_k + n·b_n]. nullptr where the CPU lacks AVX2 and FMA.
struct Avx2GemmShape {
  int a = -1, b = -1, out = -1;
  int64_t M = 0, K = 0, N = 0;
  int64_t a_m = 0, a_k = 0, b_k = 0, b_n = 0;
  int base = -1, rate = -1;  // base < 0: the product alone
  float sign = 1;
};
std::unique_ptr<Kernel> make_avx2_gemm(const Avx2GemmShape& gemm);

// Correct generic kernels for every non-elementwise op (slow paths included).
std::unique_ptr<Kernel> make_generic_kernel(const ir::Node& node, const Io& io);

// Copies `bytes` from slot `from` to slot `to`.
std::unique_ptr<Kernel> make_copy_kernel(int from, int to, int64_t bytes);

// Row-major strides in elements.
std::vector<int64_t> row_major_strides(const Shape& shape);

// Runs fn over [0, items) split into one contiguous range per thread, or inline when the
// work (items * cost_per_item, in elements) is too small to pay for waking the threads.
void parallel_for(int64_t items, int64_t cost_per_item,
                  const std::function<void(int64_t, int64_t)>& fn);

// The number of threads kernels use (shared by oneDNN, which runs on the same OpenMP pool).
int num_threads();
void set_num_threads(int n);  // process-wide
void use_num_threads();       // applies it on the calling thread (before running a plan)

}  // namespace ladder::exec::cpu
