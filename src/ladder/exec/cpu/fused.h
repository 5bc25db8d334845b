// Fused elementwise programs. A chain of elementwise ops (unary, binary, compare, select,
// clamp, convert, and the index-only ops broadcast_in_dim, transpose, slice and reverse)
// becomes one small register program, evaluated over blocks of up to kBlock elements of the
// output: each leaf (an input tensor) is loaded once per block through an affine index map,
// each op runs as a tight loop over the block (vectorised by the compiler), and the result is
// stored once. Registers hold f32 (f32/bf16/f16), f64, or int64 (every integer type and i1;
// a ui64 register holds the value's bits, and the ops that order, divide or convert read them
// unsigned); each op's result is rounded or wrapped to its declared type, as the reference does.
//
// The same programs compute the operands of reductions without storing them (fused_reduce.cpp)
// and evaluate the bodies of reduce-like ops (one element at a time).
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

inline constexpr int kBlock = 1024;

enum class Reg : uint8_t { F32, F64, I64 };
Reg reg_of(DType t);

// One code per elementwise op of ops.def, named as the op, and the program's own.
enum class Code : uint8_t {
  Load, Imm,
#define LADDER_FUSED_CODE(name, text, cls, ...) LADDER_OP_KEEP_Elementwise_##cls(name, )
  LADDER_OPS(LADDER_FUSED_CODE)
#undef LADDER_FUSED_CODE
  // dst = cmp(a, b) ? c : e on F32 registers: a float compare whose only users are selects,
  // merged into them (a predicate register holds int64, which float selects read slowly).
  CmpSelect,
};
// Case labels for the codes of one class of ops, as ir/graph.h's LADDER_UNARY_OPS ... are for
// OpKind, so the evaluators' switches name every code without default:.
#define LADDER_FUSED_CODE_IF_Unary(name, text, cls, ...) LADDER_OP_KEEP_Unary_##cls(case Code::name:)
#define LADDER_FUSED_CODE_IF_Binary(name, text, cls, ...) LADDER_OP_KEEP_Binary_##cls(case Code::name:)
#define LADDER_FUSED_CODE_IF_Ternary(name, text, cls, ...) LADDER_OP_KEEP_Ternary_##cls(case Code::name:)
#define LADDER_UNARY_CODES LADDER_OPS(LADDER_FUSED_CODE_IF_Unary)
#define LADDER_BINARY_CODES LADDER_OPS(LADDER_FUSED_CODE_IF_Binary)
#define LADDER_TERNARY_CODES LADDER_OPS(LADDER_FUSED_CODE_IF_Ternary)
#define LADDER_PROGRAM_CODES case Code::Load: case Code::Imm: case Code::CmpSelect:

struct Instr {
  Code code = Code::Imm;
  Reg reg = Reg::F32;      // register type of the result
  DType dtype = DType::f32;  // declared type of the result (bf16/f16 rounding, integer wrap)
  int dst = 0, a = -1, b = -1, c = -1, e = -1;  // registers; for Load, `a` is the leaf
  Reg src_reg = Reg::F32;  // Convert, Cmp: register type of the operands
  DType src_dtype = DType::f32;  // Load: the leaf's dtype; Convert, Cmp: the operands' (ui64 reads unsigned)
  ir::CompareDirection dir = ir::CompareDirection::EQ;
  bool total_order = false;  // Cmp on floats with TOTALORDER
  double fimm = 0;           // Imm on F32/F64
  int64_t iimm = 0;          // Imm on I64
  // Load of a bf16 leaf: where the leaf is contiguous, the register may point straight at its
  // bf16 elements instead of holding them widened, for its readers widen as they read
  // (mark_raw_bf16_loads says which readers do).
  bool raw_bf16 = false;
};

struct Program {
  std::vector<DType> leaf_dtypes;
  std::vector<Instr> immediates;  // Imm instructions: their registers are filled once
  std::vector<Instr> code;
  std::vector<int> out_regs;
  std::vector<DType> out_dtypes;
  int num_regs = 0;
  // The last instruction writes the (only) output in place: no final store copy.
  bool direct_store = false;
  // Per output: a bf16 output whose register holds bf16 values when the program ends (rounded,
  // or picked from such values: a ReLU mask), which the store narrows by dropping the low
  // half of each value's bits, the same bits as rounding them (mark_exact_outputs). Empty, or
  // false: the store rounds.
  std::vector<bool> out_exact;
};

// True when a register of type `reg` can point straight at contiguous elements of `t`.
inline bool same_layout(Reg reg, DType t) {
  return (reg == Reg::F32 && t == DType::f32) || (reg == Reg::F64 && t == DType::f64) ||
         (reg == Reg::I64 && (t == DType::i64 || t == DType::ui64));
}

// Scratch a program needs, in 8-byte words: a pointer per register, then the registers.
inline size_t scratch_words(const Program& p) {
  return static_cast<size_t>(p.num_regs) * (1 + kBlock);
}
// Fills the immediate registers for blocks of up to n elements (once per scratch use).
void fill_immediates(const Program& p, uint64_t* scratch, int n);

// Evaluates `p` on n <= kBlock elements: leaf l's element i is at leaves[l] + i * strides[l]
// (in elements of its dtype); output k's element i is stored at outs[k] + i. A null outs[k]
// (for an output whose register type is its dtype's, as f32's) is not stored: it is set to the
// register holding the values, valid until the next eval with this scratch (reductions read
// them there). `scratch` holds scratch_words(p) words, prepared by fill_immediates.
using EvalBlockFn = void (*)(const Program& p, int n, const void* const* leaves,
                             const int64_t* strides, void** outs, uint64_t* scratch);
// Short rows (a [128, 10] softmax's) go through one eval several at a time: a leaf that does
// not walk them at one stride is first gathered into a packed copy. Copies `count` rows of
// `inner` elements of `size` bytes into `to`: row r from base + row_offsets[r] (in elements),
// its elements `stride` apart (0: one value repeated).
void gather_rows(void* to, const void* base, int64_t size, const int64_t* row_offsets, int64_t count,
                 int64_t inner, int64_t stride);

// Fills `tile` (kBlock elements of `size` bytes) with `period` values, repeated: value j is
// the element at base + j * stride (in elements). A per-channel vector read by a blocked
// result, made once per channel block.
void fill_tile(void* tile, const void* base, int64_t size, int64_t period, int64_t stride);

// Reductions of evaluated blocks (fused_reduce.cpp), in double, built per instruction set as
// the evaluator is. op is Add, Mul, Max or Min.
struct BlockReducers {
  // acc[j] = acc[j] op v[i] for each i < n with i % period == j: a blocked run's channels
  // (period 8 or 16, n a multiple of it), or one sum of a block (period 1).
  void (*periodic)(Code op, double* acc, const float* v, int n, int period);
  // acc[i] = acc[i] op v[i] for i < n.
  void (*accumulate)(Code op, double* acc, const float* v, int n);
  // periodic(Add, acc, v widened, n, period) for bf16 values v, read in place (period 8 or 16).
  void (*add_periodic_bf16)(double* acc, const uint16_t* v, int n, int period);
};

// A fused program that is a chain of adds, subtracts and multiplies by per-channel values
// (or constants) of one full-size input, maybe then a maximum or minimum against such a value
// (BatchNorm's normalisation and its ReLU, over a channel-blocked run): evaluated a vector at a
// time with the values in registers, without the program's passes over its block. Step k is
// v = v·alpha[k] + beta[k], both roundings to f32: one of the two is exact (v·1, or + -0), so
// each step is exactly the add (v·1 + b), subtract (v·1 + -b, or v·-1 + b) or multiply
// (v·a + -0) it stands for, as v·2 + -0 is v + v and v·-1 + -0 is -v (zeros included; a
// NaN's sign, which the spec leaves open, is kept). Element i of a run reads
// alpha[k * period + i % period]. One step
// may instead take a second full-size input x2, after the first `second_at` affine steps
// (BatchNorm's input gradient: dy·scale + t + shift; a residual add before a ReLU).
struct AffineChain {
  int steps = 0, period = 16;  // period: 8, 16 or 32 (the channel block)
  const float* alpha = nullptr;  // steps x period
  const float* beta = nullptr;
  // The step with x2, if any: v + x2, v - x2, x2 - v or v·x2 (Add, Subtract with the value
  // first or second, Multiply), after second_at affine steps; x2 is f32 or bf16.
  Code second = Code::Imm;  // Imm: none
  bool second_value_first = true;
  int second_at = 0;
  DType in2 = DType::f32;
  // 0: none; 1, 2: maximum(v, bound), maximum(bound, v); 3, 4: minimum(v, bound), minimum(bound, v)
  // (the order says whose NaN comes back when both are).
  int clamp = 0;
  const float* bound = nullptr;  // period values
  DType in = DType::f32, out = DType::f32;  // f32 or bf16 (bf16 results round to nearest even)
  // The value is squared (v·v) after square_at steps, if >= 0 (a variance's (x - mean)²);
  // never in a chain with a second input.
  int square_at = -1;
};
using AffineChainFn = void (*)(const AffineChain& c, const void* x, const void* x2, void* out, int n);

// How a program's leaf may take part in an affine chain: the full-size input it starts from
// (or its second input), f32 or bf16 and read contiguously; a per-channel f32 vector read
// through a tile of the chain's period; one f32 value; or none of those.
enum class ChainLeaf : uint8_t { Other, Full, Tiled, Scalar };

// A step of an affine chain found in a program: `code` applied to the chain's value and a
// per-channel leaf's value (leaf >= 0, read through its tile) or a constant; chain_first: the
// chain's value is the op's first operand. Also v + v (`self`: v·2 + -0, exact) and negate
// (v·-1 + -0).
struct ChainStep {
  Code code = Code::Add;
  int leaf = -1;
  float value = 0;
  bool chain_first = true;
  bool scalar = false;  // the leaf is one value (a learning rate), not a per-channel vector
  bool self = false;    // v + v
};
struct ChainPlan {
  int head = -1;  // the full-size leaf
  std::vector<ChainStep> steps;
  std::optional<ChainStep> clamp;  // a last maximum or minimum
  // The step with a second full-size leaf (its `leaf`), after `second_at` steps, if any.
  std::optional<ChainStep> second;
  int second_at = 0;
  int square_at = -1;  // v·v after square_at steps, if >= 0
};

// The program as an affine chain: loads of one full-size leaf (the head; with `head_second`
// the first full-size leaf loaded is the second input instead) and of tiled or scalar values;
// adds, subtracts and multiplies of the chain's value by those or constants, in f32 (no rounding
// between them), at most one by a second full-size leaf; negates; v + v; at most one v·v (with
// no second leaf); maybe a last maximum or minimum (which rounds nothing, also when its type is
// bf16: the store rounds its result). Its one output is the chain's value. nullopt when the
// program is not such a chain.
std::optional<ChainPlan> find_affine_chain(const Program& p, const std::vector<ChainLeaf>& leaves, bool head_second);

// The chain's coefficients (alpha, beta: steps x period) and clamp bound, from the leaves'
// values at `ptrs` (a tiled leaf's element j is channel j of the block) and its constants.
void chain_coefficients(const ChainPlan& chain, int period, const void* const* ptrs, float* alpha, float* beta,
                        float* bound);

// The AffineChain running `chain` with those coefficients, from a head of dtype `in` (and a
// second leaf of dtype `in2`) to values of dtype `out`.
AffineChain affine_chain_of(const ChainPlan& chain, int period, const float* alpha, const float* beta,
                            const float* bound, DType in, DType in2, DType out);

// The coefficients of the step standing for `code` (Add, Subtract or Multiply) of the chain's
// value v and `operand`, v being the first operand when `value_first`.
inline void affine_step(Code code, bool value_first, float operand, float& alpha, float& beta) {
  switch (code) {
    case Code::Multiply: alpha = operand, beta = -0.0f; return;  // v·o + -0 is v·o, -0 included
    case Code::Subtract:
      if (value_first) alpha = 1, beta = -operand;  // v·1 + -o
      else alpha = -1, beta = operand;              // -v + o
      return;
    default: alpha = 1, beta = operand; return;  // add: v·1 + o
  }
}

// The evaluator kernels compiled from now on use: the widest this CPU runs (AVX-512, AVX2,
// portable) unless another was selected.
EvalBlockFn eval_block_fn();
BlockReducers block_reducers();  // the same instruction set's
AffineChainFn affine_chain_fn();  // the same instruction set's
const char* eval_block_isa();
std::vector<std::string> eval_block_isas();  // those this CPU runs, widest first
void select_eval_block_isa(std::string_view name);  // throws ladder::Error if not available

// How the plan builder sees an operand while building a fused kernel.
struct FusionContext {
  // True when `v` is computed inside the fused kernel (its one use is the kernel).
  std::function<bool(ir::Value)> inlined;
  // The slot holding `v` (called only for values that are not inlined or splat constants).
  std::function<int(ir::Value)> slot;
};

// One fused kernel computing `root` into `out_slot`.
std::unique_ptr<Kernel> make_fused_kernel(ir::Value root, int out_slot, const FusionContext& ctx);

// An input tensor of a fused program: at index i of the program's index space it reads the
// element offset + sum_d i[d] * strides[d] (in elements) of the tensor in `slot`.
struct Leaf {
  int slot;
  DType dtype;
  std::vector<int64_t> strides;  // per root dimension, in elements
  int64_t offset;
  Shape shape;  // the leaf tensor's own shape
};

// A program computing values of one shape element for element, with the leaves it reads.
struct FusedProgram {
  Program program;
  std::vector<Leaf> leaves;
  std::string ops;  // the ops it computes, for descriptions: "broadcast_in_dim,multiply"
};

// The program computing `roots` (values of one shape; program output k is roots[k]) over
// their index space: roots[0] computed here when `computed_first` (the kernel's own result),
// the others computed if the context inlines them and read as leaves if not. With
// `rounding_stores`, as an elementwise kernel's (every output stored, none read as a register
// view): a final rounding to bf16 is left to the store.
FusedProgram build_fused_program(const std::vector<ir::Value>& roots, const FusionContext& ctx,
                                 bool computed_first, bool rounding_stores = false);

// True for a reduce that make_fused_reduce_kernel computes: f32 operand and result, and a
// body that is exactly add, multiply, maximum or minimum.
bool is_fusable_reduce(const ir::Node& node);

// One result of a fused reduction: `op` (Add, Mul, Max, Min) over the reduced dims of
// program output `value`, starting from the f32 scalar in `init_slot`, written to `out_slot`.
struct ReduceOutput {
  Code op;
  int value, init_slot, out_slot;
};

// Reductions over `dims` of the outputs of `program` (whose index space is `shape`; the
// reduced outputs f32), computed block by block (fused_reduce.cpp). Program output 0 is also
// stored in `stored_slot` (f32 or bf16; row-major unless the plan blocks it) unless that is -1.
std::unique_ptr<Kernel> make_fused_reduce_kernel(FusedProgram program, const Shape& shape,
                                                 const std::vector<int64_t>& dims,
                                                 std::vector<ReduceOutput> outputs, int stored_slot);

// True for the ops a fused kernel can compute (none with complex values).
bool is_fusable(const ir::Node& node);
// True when a node reads or makes complex values, which fused programs (real registers) do
// not hold (complex.cpp).
bool has_complex_values(const ir::Node& node);

// A region body (reduce, reduce_window, select_and_scatter scatter/select) as a program whose
// leaves are the region's parameters and outputs its results. Throws ladder::Error naming the
// op when the body holds an op that is not elementwise.
Program region_program(const ir::Block& region, std::string_view op);

// The binary op a region computes when it is exactly `p0 op p1` (or `p1 op p0` for
// commutative ops) over two rank-0 parameters; Code::Imm when it is anything else.
Code simple_region_op(const ir::Block& region);

// `acc op x` for the simple reduce bodies (add, multiply, maximum, minimum); maximum and
// minimum as the elementwise ops: NaN propagates, -0 < +0.
template <typename A>
inline A combine(Code op, A acc, A x) {
  switch (op) {
    case Code::Add: return acc + x;
    case Code::Multiply: return acc * x;
    case Code::Maximum: return acc != acc ? acc : x != x ? x : acc > x ? acc : x > acc ? x : std::signbit(acc) ? x : acc;
    default: return acc != acc ? acc : x != x ? x : acc < x ? acc : x < acc ? x : std::signbit(acc) ? acc : x;
  }
}

}  // namespace ladder::exec::cpu
