#include "ladder/exec/cpu/fused.h"

#include <algorithm>
#include <iterator>
#include <atomic>
#include <cstring>
#include <optional>
#include <unordered_map>

#include "ladder/core/error.h"

namespace ladder::exec::cpu {

EvalBlockFn portable_eval_block();
EvalBlockFn avx2_eval_block();
EvalBlockFn avx512_eval_block();
BlockReducers portable_block_reducers();
BlockReducers avx2_block_reducers();
BlockReducers avx512_block_reducers();
AffineChainFn portable_affine_chain();
AffineChainFn avx2_affine_chain();
AffineChainFn avx512_affine_chain();

Reg reg_of(DType t) {
  switch (t) {
    case DType::f32:
    case DType::bf16:
    case DType::f16:
    LADDER_FP8_DTYPES return Reg::F32;
    case DType::f64: return Reg::F64;
    LADDER_BOOL_DTYPES LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES return Reg::I64;
    LADDER_COMPLEX_DTYPES break;  // is_fusable keeps complex values out of programs
  }
  throw InternalError(cat("cpu lowerer: no register type for ", dtype_name(t)));
}

namespace {

struct Isa {
  const char* name;
  EvalBlockFn fn;
  BlockReducers reducers;
  AffineChainFn chain;
};

// The evaluators this CPU runs, widest first.
std::vector<Isa> supported_isas() {
  std::vector<Isa> isas;
#if defined(__x86_64__) && defined(__GNUC__)
  const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
  if (avx512 && avx512_eval_block()) isas.push_back({"avx512", avx512_eval_block(), avx512_block_reducers(), avx512_affine_chain()});
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && avx2_eval_block())
    isas.push_back({"avx2", avx2_eval_block(), avx2_block_reducers(), avx2_affine_chain()});
#endif
  isas.push_back({"portable", portable_eval_block(), portable_block_reducers(), portable_affine_chain()});
  return isas;
}

const std::vector<Isa>& isas() {
  static const std::vector<Isa> all = supported_isas();
  return all;
}

std::atomic<const Isa*> g_selected{nullptr};  // null: the widest

const Isa& isa() {
  const Isa* selected = g_selected.load();
  return selected ? *selected : isas().front();
}

}  // namespace

EvalBlockFn eval_block_fn() { return isa().fn; }
BlockReducers block_reducers() { return isa().reducers; }
AffineChainFn affine_chain_fn() { return isa().chain; }
const char* eval_block_isa() { return isa().name; }

std::vector<std::string> eval_block_isas() {
  std::vector<std::string> names;
  for (const Isa& i : isas()) names.push_back(i.name);
  return names;
}

void select_eval_block_isa(std::string_view name) {
  for (const Isa& i : isas()) {
    if (i.name == name) {
      g_selected.store(&i);
      return;
    }
  }
  std::string known;
  for (const std::string& n : eval_block_isas()) known += (known.empty() ? "" : ", ") + n;
  throw Error(cat("cpu lowerer: instruction set '", name, "' is not available here (available: ", known, ")"));
}

void fill_immediates(const Program& p, uint64_t* scratch, int n) {
  void** regs = reinterpret_cast<void**>(scratch);
  uint64_t* storage = scratch + p.num_regs;
  for (const Instr& in : p.immediates) {
    void* r = regs[in.dst] = storage + static_cast<size_t>(in.dst) * kBlock;
    if (in.reg == Reg::F32) std::fill_n(static_cast<float*>(r), n, static_cast<float>(in.fimm));
    else if (in.reg == Reg::F64) std::fill_n(static_cast<double*>(r), n, in.fimm);
    else std::fill_n(static_cast<int64_t*>(r), n, in.iimm);
  }
}

bool is_fusable(const ir::Node& node) {
  if (has_complex_values(node)) return false;
  switch (node.kind) {
    LADDER_ELEMENTWISE_OPS
    // Index-only ops: an affine map of the index, no arithmetic.
    case ir::OpKind::BroadcastInDim:
    case ir::OpKind::Transpose:
    case ir::OpKind::Slice:
    case ir::OpKind::Reverse: return true;
    LADDER_LEAF_OPS
    case ir::OpKind::Reshape: case ir::OpKind::ReducePrecision: case ir::OpKind::BitcastConvert: case ir::OpKind::Pad:
    case ir::OpKind::Concatenate: case ir::OpKind::DynamicSlice:
    case ir::OpKind::DynamicUpdateSlice: case ir::OpKind::Reduce: case ir::OpKind::ReduceWindow:
    case ir::OpKind::SelectAndScatter: case ir::OpKind::DotGeneral: case ir::OpKind::Convolution:
    case ir::OpKind::TriangularSolve: case ir::OpKind::Cholesky: case ir::OpKind::Gather: case ir::OpKind::Scatter: case ir::OpKind::Sort:
    case ir::OpKind::RngBitGenerator:
    LADDER_COLLECTIVE_OPS case ir::OpKind::Call: case ir::OpKind::OptimizationBarrier: case ir::OpKind::While: case ir::OpKind::If:
    case ir::OpKind::Case: return false;
  }
  return false;
}

namespace {

using ir::OpKind;

Code code_of(OpKind k) {
  switch (k) {
#define LADDER_CODE_OF(name, text, cls, ...) LADDER_OP_KEEP_Elementwise_##cls(case OpKind::name: return Code::name;)
    LADDER_OPS(LADDER_CODE_OF)
#undef LADDER_CODE_OF
    LADDER_LEAF_OPS LADDER_SPECIAL_OPS break;
  }
  LADDER_ASSERT(false, "not an elementwise op: ", ir::op_name(k));
  return Code::Imm;
}

// The instruction computing elementwise `node` from operand registers a, b, c.
Instr elementwise_instr(const ir::Node& node, int a, int b, int c) {
  Instr in;
  in.code = code_of(node.kind);
  in.dtype = node.results[0].dtype;
  in.reg = reg_of(in.dtype);
  in.a = a;
  in.b = b;
  in.c = c;
  in.src_reg = reg_of(node.operands[0].dtype());
  in.src_dtype = node.operands[0].dtype();
  if (node.kind == OpKind::Compare) {
    const auto& attr = node.get<ir::CompareAttr>();
    in.dir = attr.direction;
    in.total_order = attr.type == ir::CompareType::TOTALORDER && is_float(node.operands[0].dtype());
  }
  return in;
}

// A constant whose elements are all equal, as an immediate; nullopt otherwise.
std::optional<Instr> splat_immediate(ir::Value v) {
  if (v.node->kind != OpKind::Constant) return std::nullopt;
  // Literals with all elements equal are kept as splats (ir::constant_attr).
  const ir::ConstantAttr& c = v.node->get<ir::ConstantAttr>();
  if (!c.is_splat() && c.value.num_elements() != 1) return std::nullopt;
  const Tensor& t = c.value;
  Instr in;
  in.code = Code::Imm;
  in.dtype = t.dtype();
  in.reg = reg_of(t.dtype());
  if (in.reg == Reg::I64) in.iimm = t.get_int(0);
  else in.fimm = t.get(0);
  return in;
}

// Merges each float compare whose result only selects between F32 registers into those
// selects (Code::CmpSelect): the ReLU mask of a backward pass, select(x > 0, g, 0). Runs on
// virtual registers (one per instruction), before allocate_registers.
void merge_compare_selects(Program& p) {
  const int n = static_cast<int>(p.code.size());
  std::vector<int> def(p.num_regs, -1);  // virtual register -> the instruction writing it
  for (int i = 0; i < n; ++i) def[p.code[i].dst] = i;
  std::vector<bool> other_use(p.num_regs, false);  // read by anything but a float select's predicate
  for (int r : p.out_regs) other_use[r] = true;
  for (const Instr& in : p.code) {
    const bool float_select = in.code == Code::Select && in.reg == Reg::F32;
    if (in.code != Code::Load && in.a >= 0 && !float_select) other_use[in.a] = true;
    for (int r : {in.b, in.c, in.e})
      if (r >= 0) other_use[r] = true;
  }
  std::vector<bool> merged(n, false);
  for (Instr& in : p.code) {
    if (in.code != Code::Select || in.reg != Reg::F32 || in.a < 0 || def[in.a] < 0) continue;
    const Instr& cmp = p.code[def[in.a]];
    if (cmp.code != Code::Compare || cmp.src_reg != Reg::F32 || cmp.total_order || other_use[cmp.dst]) continue;
    merged[def[in.a]] = true;
    in.code = Code::CmpSelect;
    in.e = in.c;
    in.c = in.b;
    in.a = cmp.a;
    in.b = cmp.b;
    in.dir = cmp.dir;
  }
  std::vector<Instr> kept;
  for (int i = 0; i < n; ++i)
    if (!merged[i]) kept.push_back(p.code[i]);
  p.code = std::move(kept);
}

// The float ops that read a bf16 operand straight from the leaf, widening as they read
// (fused_eval.inc, mixed_binary and cmp_select_mixed): the arithmetic binary ops on F32, and a
// compare-select's first compare operand and first value (the ReLU mask's x and g).
bool reads_raw_bf16(const Instr& in, int r) {
  switch (in.code) {
    case Code::Add: case Code::Subtract: case Code::Multiply: case Code::Divide: case Code::Maximum: case Code::Minimum:
      return in.reg == Reg::F32 && in.b >= 0 && in.c < 0;
    case Code::CmpSelect: return in.b != r && in.e != r;
    default: return false;
  }
}

// Marks the loads of bf16 leaves whose every reader widens as it reads (reads_raw_bf16) and
// which are no output: where the leaf is contiguous, such a load is no pass over the block
// (the register points at the leaf), as an f32 leaf's is. The values are the same: widening
// bf16 to f32 is exact. Runs on virtual registers, before allocate_registers.
void mark_raw_bf16_loads(Program& p) {
  std::vector<bool> ok(p.num_regs, true);
  for (int r : p.out_regs) ok[r] = false;
  for (const Instr& in : p.code) {
    if (in.code == Code::Load) continue;
    for (int r : {in.a, in.b, in.c, in.e})
      if (r >= 0 && !reads_raw_bf16(in, r)) ok[r] = false;
  }
  for (Instr& in : p.code)
    if (in.code == Code::Load && in.src_dtype == DType::bf16 && in.reg == Reg::F32) in.raw_bf16 = ok[in.dst];
}

// A convert of an F32 register to bf16 whose result is only stored (as a bf16 output) is
// left to the store, which rounds as it narrows (eval_block's store): one pass over the block
// instead of two. The θ -> bf16 converts of a mixed-precision step become a single rounding
// copy; so does the rounding before a ReLU whose result is only stored. Only for programs whose
// outputs are all stored (not reductions, which read registers).
void drop_rounding_before_store(Program& p) {
  const int n = static_cast<int>(p.code.size());
  std::vector<int> def(p.num_regs, -1), uses(p.num_regs, 0);
  for (int i = 0; i < n; ++i) def[p.code[i].dst] = i;
  for (const Instr& in : p.code)
    for (int r : {in.a, in.b, in.c, in.e})
      if (r >= 0 && in.code != Code::Load) ++uses[r];
  for (int r : p.out_regs) ++uses[r];
  std::vector<bool> dropped(n, false);
  const auto rounding = [&](int r) {  // the instruction rounding F32 register r to bf16 (-1: none)
    const int i = r >= 0 ? def[r] : -1;
    if (i < 0) return -1;
    const Instr& in = p.code[i];
    return in.code == Code::Convert && in.reg == Reg::F32 && in.src_reg == Reg::F32 && in.dtype == DType::bf16 ? i : -1;
  };
  std::vector<bool> exact(p.num_regs, false);  // registers holding bf16 values (need no rounding)
  for (const Instr& in : p.immediates) exact[in.dst] = in.dtype == DType::bf16;
  for (const Instr& in : p.code) exact[in.dst] = in.code == Code::Load && in.src_dtype == DType::bf16;
  for (size_t k = 0; k < p.out_regs.size(); ++k) {
    const int r = p.out_regs[k];
    if (r < 0 || def[r] < 0 || p.out_dtypes[k] != DType::bf16 || uses[r] != 1) continue;
    if (const int i = rounding(r); i >= 0) {
      p.out_regs[k] = p.code[i].a;
      dropped[i] = true;
      continue;
    }
    // max(round(v), b) with b a bf16 value is round(max(v, b)) (rounding is monotone, and
    // keeps b, zeros and NaNs as they are): the BatchNorm-then-ReLU of a bf16 step.
    Instr& m = p.code[def[r]];
    if ((m.code != Code::Maximum && m.code != Code::Minimum) || m.reg != Reg::F32 || m.dtype != DType::bf16) continue;
    for (auto [x, y] : {std::pair{&m.a, m.b}, std::pair{&m.b, m.a}}) {
      const int i = rounding(*x);
      if (i < 0 || uses[*x] != 1 || !exact[y]) continue;
      *x = p.code[i].a;
      dropped[i] = true;
      break;
    }
  }
  std::vector<Instr> kept;
  for (int i = 0; i < n; ++i)
    if (!dropped[i]) kept.push_back(p.code[i]);
  p.code = std::move(kept);
}

// Sets p.out_exact: which bf16 outputs end in a register holding bf16 values. Loads of bf16
// leaves and bf16 immediates hold them; so does a result of bf16 type, which finish() rounds,
// or which picks one of its operands (maximum, minimum, select, negate, abs) when those hold
// them. Not so a register whose rounding was dropped (drop_rounding_before_store): the f32
// value of a dropped final convert, or a maximum of one. Runs on physical registers, in
// program order (an instruction never writes a register it reads).
void mark_exact_outputs(Program& p) {
  std::vector<bool> exact(p.num_regs, false);
  for (const Instr& in : p.immediates) exact[in.dst] = in.dtype == DType::bf16;
  auto all_exact = [&](std::initializer_list<int> regs) {
    return std::all_of(regs.begin(), regs.end(), [&](int r) { return r >= 0 && exact[r]; });
  };
  for (const Instr& in : p.code) {
    bool e = false;
    if (in.reg == Reg::F32 && in.code == Code::Load) {
      e = in.src_dtype == DType::bf16;
    } else if (in.reg == Reg::F32 && in.dtype == DType::bf16) {
      switch (in.code) {
        case Code::Maximum: case Code::Minimum: e = all_exact({in.a, in.b}); break;
        case Code::Negate: case Code::Abs: e = all_exact({in.a}); break;
        case Code::Select: e = all_exact({in.b, in.c}); break;
        case Code::CmpSelect: e = all_exact({in.c, in.e}); break;
        default: e = true;  // rounded by finish(), or by a convert from f32 as it converts
      }
    }
    exact[in.dst] = e;
  }
  p.out_exact.assign(p.out_regs.size(), false);
  for (size_t k = 0; k < p.out_regs.size(); ++k)
    p.out_exact[k] = p.out_dtypes[k] == DType::bf16 && p.out_regs[k] >= 0 && exact[p.out_regs[k]];
}

}  // namespace

std::optional<ChainPlan> find_affine_chain(const Program& p, const std::vector<ChainLeaf>& leaves, bool head_second) {
  enum class Kind : uint8_t { None, Value, Tiled, Scalar, Constant, Second };
  const size_t R = static_cast<size_t>(p.num_regs);
  std::vector<Kind> kind(R, Kind::None);
  std::vector<int> leaf(R, -1);
  std::vector<float> constant(R, 0);
  for (const Instr& in : p.immediates) {
    if (in.reg != Reg::F32) return std::nullopt;
    kind[in.dst] = Kind::Constant;
    constant[in.dst] = static_cast<float>(in.fimm);
  }
  ChainPlan chain;
  int value = -1;  // the register holding the chain's value
  bool skipped_first = false;
  for (const Instr& in : p.code) {
    if (in.reg != Reg::F32 || chain.clamp) return std::nullopt;
    if (in.code == Code::Load) {
      switch (leaves[static_cast<size_t>(in.a)]) {
        case ChainLeaf::Other: return std::nullopt;
        case ChainLeaf::Tiled: case ChainLeaf::Scalar:
          kind[in.dst] = leaves[static_cast<size_t>(in.a)] == ChainLeaf::Scalar ? Kind::Scalar : Kind::Tiled;
          leaf[in.dst] = in.a;
          continue;
        case ChainLeaf::Full: break;
      }
      if (head_second && !skipped_first) {  // the first full-size leaf is the second input
        skipped_first = true;
        chain.second = ChainStep{Code::Imm, in.a};
        kind[in.dst] = Kind::Second;
      } else if (chain.head < 0) {
        chain.head = in.a;
        kind[in.dst] = Kind::Value;
        value = in.dst;
      } else {  // the second full-size leaf (read by one step)
        if (chain.second) return std::nullopt;
        chain.second = ChainStep{Code::Imm, in.a};
        kind[in.dst] = Kind::Second;
      }
      continue;
    }
    if (value < 0 || (in.dtype != DType::f32 && in.code != Code::Maximum && in.code != Code::Minimum))
      return std::nullopt;
    if (in.code == Code::Negate && in.a == value) {
      chain.steps.push_back(ChainStep{Code::Negate});
      kind[in.dst] = Kind::Value;
      value = in.dst;
      continue;
    }
    const bool clamp = in.code == Code::Maximum || in.code == Code::Minimum;
    const bool affine = in.code == Code::Add || in.code == Code::Subtract || in.code == Code::Multiply;
    if ((!clamp && !affine) || in.a < 0 || in.b < 0 || in.c >= 0) return std::nullopt;
    if (clamp && in.dtype != DType::f32 && in.dtype != DType::bf16) return std::nullopt;
    const bool first = in.a == value, second = in.b == value;
    if (first && second) {  // v + v or v·v
      if (in.code == Code::Add) {
        chain.steps.push_back(ChainStep{Code::Add, -1, 0, true, false, true});
      } else if (in.code == Code::Multiply && chain.square_at < 0 && !chain.second) {
        chain.square_at = static_cast<int>(chain.steps.size());
      } else {
        return std::nullopt;
      }
    } else if (!first && !second) {
      return std::nullopt;
    } else if (const int other = first ? in.b : in.a; kind[other] == Kind::Second) {
      if (!affine || chain.second->code != Code::Imm || chain.square_at >= 0) return std::nullopt;
      chain.second->code = in.code;
      chain.second->chain_first = first;
      chain.second_at = static_cast<int>(chain.steps.size());
      kind[other] = Kind::None;  // read once
    } else {
      if (kind[other] != Kind::Tiled && kind[other] != Kind::Scalar && kind[other] != Kind::Constant)
        return std::nullopt;
      const bool from_leaf = kind[other] == Kind::Tiled || kind[other] == Kind::Scalar;
      const ChainStep step{in.code, from_leaf ? leaf[other] : -1, constant[other], first, kind[other] == Kind::Scalar};
      if (clamp) chain.clamp = step;
      else chain.steps.push_back(step);
    }
    kind[in.dst] = Kind::Value;
    value = in.dst;
  }
  if (chain.head < 0 || p.out_regs.size() != 1 || p.out_regs[0] != value) return std::nullopt;
  if (chain.second && chain.second->code == Code::Imm) return std::nullopt;  // loaded, never read
  return chain;
}

void chain_coefficients(const ChainPlan& chain, int P, const void* const* ptrs, float* alpha, float* beta,
                        float* bound) {
  auto operand = [&](const ChainStep& s, int j) {
    return s.leaf >= 0 ? static_cast<const float*>(ptrs[s.leaf])[s.scalar ? 0 : j] : s.value;
  };
  for (size_t k = 0; k < chain.steps.size(); ++k) {
    const ChainStep& s = chain.steps[k];
    for (int j = 0; j < P; ++j) {
      float& a = alpha[k * P + j];
      float& b = beta[k * P + j];
      if (s.code == Code::Negate) a = -1, b = -0.0f;  // v·-1 + -0 is -v, zeros included
      else if (s.self) a = 2, b = -0.0f;             // v·2 + -0 is v + v, -0 and NaN included
      else affine_step(s.code, s.chain_first, operand(s, j), a, b);
    }
  }
  if (chain.clamp)
    for (int j = 0; j < P; ++j) bound[j] = operand(*chain.clamp, j);
}

AffineChain affine_chain_of(const ChainPlan& chain, int period, const float* alpha, const float* beta,
                            const float* bound, DType in, DType in2, DType out) {
  AffineChain c;
  c.steps = static_cast<int>(chain.steps.size());
  c.period = period;
  c.alpha = alpha;
  c.beta = beta;
  c.square_at = chain.square_at;
  if (chain.clamp) {
    const ChainStep& s = *chain.clamp;
    c.clamp = (s.code == Code::Maximum ? 1 : 3) + (s.chain_first ? 0 : 1);
    c.bound = bound;
  }
  c.in = in;
  c.out = out;
  if (chain.second) {
    c.second = chain.second->code;
    c.second_value_first = chain.second->chain_first;
    c.second_at = chain.second_at;
    c.in2 = in2;
  }
  return c;
}

namespace {

// Maps the program's virtual registers (one per instruction) onto few physical ones. An
// instruction's destination never shares a register with its own operands (a widening convert
// would overwrite operands it has not read yet); immediates keep theirs for the whole program.
void allocate_registers(Program& p) {
  const int n = static_cast<int>(p.code.size());
  std::vector<int> last_use(p.num_regs, -1);
  auto use = [&](int r, int at) {
    if (r >= 0) last_use[r] = std::max(last_use[r], at);
  };
  for (int i = 0; i < n; ++i) {
    const Instr& in = p.code[i];
    if (in.code != Code::Load) use(in.a, i);
    use(in.b, i);
    use(in.c, i);
    use(in.e, i);
  }
  for (int r : p.out_regs) last_use[r] = n;
  std::vector<int> phys(p.num_regs, -1), free_regs;
  int count = 0;
  for (Instr& in : p.immediates) {
    phys[in.dst] = count++;
    last_use[in.dst] = n;  // never freed
    in.dst = phys[in.dst];
  }
  for (int i = 0; i < n; ++i) {
    Instr& in = p.code[i];
    int v = in.dst;
    if (free_regs.empty()) phys[v] = count++;
    else phys[v] = free_regs.back(), free_regs.pop_back();
    in.dst = phys[v];
    for (int* operand : {&in.a, &in.b, &in.c, &in.e}) {
      if (operand == &in.a && in.code == Code::Load) continue;
      int r = *operand;
      if (r < 0) continue;
      *operand = phys[r];
      if (last_use[r] == i) {
        last_use[r] = -2;  // freed once even when used twice by this instruction
        free_regs.push_back(phys[r]);
      }
    }
  }
  for (int& r : p.out_regs) r = phys[r];
  p.num_regs = count;
}

// Appends `in` (an Imm goes to the immediates) and returns its virtual register.
int emit_to(Program& p, Instr in) {
  in.dst = p.num_regs++;
  (in.code == Code::Imm ? p.immediates : p.code).push_back(in);
  return in.dst;
}

// How a value's indices derive from the root's: index k = offset + scale * root[src]
// (src -1: constant).
struct DimMap {
  int src = -1;
  int64_t scale = 0, offset = 0;
  bool operator==(const DimMap&) const = default;
};
using IndexMap = std::vector<DimMap>;

template <typename T>
void gather_rows_of(T* to, const T* base, const int64_t* row_offsets, int64_t count, int64_t inner,
                    int64_t stride) {
  for (int64_t r = 0; r < count; ++r, to += inner) {
    const T* from = base + row_offsets[r];
    if (stride == 0) std::fill_n(to, inner, *from);
    else if (stride == 1) std::copy_n(from, inner, to);
    else
      for (int64_t i = 0; i < inner; ++i) to[i] = from[i * stride];
  }
}

}  // namespace

void fill_tile(void* tile, const void* base, int64_t size, int64_t period, int64_t stride) {
  char* t = static_cast<char*>(tile);
  const char* b = static_cast<const char*>(base);
  for (int64_t j = 0; j < period; ++j) std::memcpy(t + j * size, b + j * stride * size, size);
  // Then doubling copies: log2(kBlock / period) of them instead of kBlock / period.
  for (int64_t have = period; have < kBlock;) {
    const int64_t more = std::min(have, kBlock - have);
    std::memcpy(t + have * size, t, more * size);
    have += more;
  }
}

void gather_rows(void* to, const void* base, int64_t size, const int64_t* row_offsets, int64_t count,
                 int64_t inner, int64_t stride) {
  switch (size) {
    case 1: return gather_rows_of(static_cast<uint8_t*>(to), static_cast<const uint8_t*>(base), row_offsets, count, inner, stride);
    case 2: return gather_rows_of(static_cast<uint16_t*>(to), static_cast<const uint16_t*>(base), row_offsets, count, inner, stride);
    case 4: return gather_rows_of(static_cast<uint32_t*>(to), static_cast<const uint32_t*>(base), row_offsets, count, inner, stride);
    case 8: return gather_rows_of(static_cast<uint64_t*>(to), static_cast<const uint64_t*>(base), row_offsets, count, inner, stride);
  }
  LADDER_ASSERT(false, "gather_rows of ", size, "-byte elements");
}

namespace {

// A leaf as run() walks it: strides per collapsed dimension. A blocked leaf's channel dim
// (never the innermost) splits its index i into i / block, at block_stride, and i % block,
// at strides[block_dim].
struct Walk {
  int slot;
  DType dtype;
  int64_t offset;
  std::vector<int64_t> strides;
  int block_dim = -1;
  int64_t block = 1, block_stride = 0;
  // A tiled leaf (tile_period > 0) repeats tile_period values, tile_stride apart, along the
  // innermost loop: a per-channel vector read by a blocked result.
  int64_t tile_period = 0, tile_stride = 0;
};

class FusedKernel final : public Kernel {
 public:
  FusedKernel(Program program, Shape shape, std::vector<Leaf> leaves, int out_slot,
              DType out_dtype, std::vector<int> overwritable, std::string desc)
      : program_(std::move(program)), shape_(std::move(shape)), leaves_(std::move(leaves)),
        blocked_(leaves_.size()), out_slot_(out_slot), out_size_(dtype_size(out_dtype)),
        overwritable_(std::move(overwritable)), desc_(std::move(desc)), eval_(eval_block_fn()),
        out_dtype_(out_dtype), chain_fn_(affine_chain_fn()) {
    collapse();
  }

  void run(void* const* slots) const override {
    const int r = static_cast<int>(dims_.size());
    const int64_t inner = r ? dims_[r - 1] : 1;
    int64_t rows = 1;
    for (int d = 0; d + 1 < r; ++d) rows *= dims_[d];
    if (rows * inner == 0) return;
    if (packs_rows_) {
      run_packed(slots, rows, inner);
      return;
    }
    const int64_t chunks = (inner + kBlock - 1) / kBlock;
    const size_t L = walks_.size();
    auto work = [&](int64_t begin, int64_t end) {
      thread_local std::vector<uint64_t> scratch;
      if (scratch.size() < scratch_words(program_)) scratch.resize(scratch_words(program_));
      fill_immediates(program_, scratch.data(), kBlock);
      std::vector<const void*> ptrs(L);
      std::vector<int64_t> inner_strides(L);
      // Per tiled leaf: kBlock elements repeating its per-channel values, and the leaf
      // offset they were made from.
      std::vector<std::vector<uint64_t>> tiles(L);
      std::vector<int64_t> tile_base(L, -1);
      // An affine chain's coefficients, made again where a chunk's tiles are new.
      const int P = chain_ ? static_cast<int>(chain_period()) : 0;
      std::vector<float> alpha(chain_ ? chain_->steps.size() * P : 0), beta(alpha.size()), bound(P);
      bool new_tiles = true;
      for (size_t l = 0; l < L; ++l) {
        inner_strides[l] = walks_[l].tile_period ? 1 : r ? walks_[l].strides[r - 1] : 0;
        if (walks_[l].tile_period) tiles[l].resize(kBlock);
      }
      for (int64_t it = begin; it < end; ++it) {
        const int64_t row = it / chunks, start = (it % chunks) * kBlock;
        const int n = static_cast<int>(std::min<int64_t>(kBlock, inner - start));
        for (size_t l = 0; l < L; ++l) {
          const Walk& w = walks_[l];
          int64_t off = w.offset, rest = row;
          for (int d = r - 2; d >= 0; --d) {
            const int64_t i = rest % dims_[d];
            rest /= dims_[d];
            off += d == w.block_dim ? i / w.block * w.block_stride + i % w.block * w.strides[d]
                                    : i * w.strides[d];
          }
          const char* base = static_cast<const char*>(slots[w.slot]);
          const int64_t size = dtype_size(w.dtype);
          if (!w.tile_period) {
            ptrs[l] = base + (off + start * inner_strides[l]) * size;
            continue;
          }
          // The chunk starts at a multiple of the period: element j is the leaf's (j % period)-th.
          if (tile_base[l] != off) {
            fill_tile(tiles[l].data(), base + off * size, size, w.tile_period, w.tile_stride);
            tile_base[l] = off;
            new_tiles = true;
          }
          ptrs[l] = tiles[l].data();
        }
        void* out = static_cast<char*>(slots[out_slot_]) + (row * inner + start) * out_size_;
        if (chain_) {
          if (new_tiles) chain_coefficients(ptrs.data(), alpha.data(), beta.data(), bound.data());
          new_tiles = false;
          run_chain(ptrs.data(), out, n, alpha.data(), beta.data(), bound.data());
          continue;
        }
        eval_(program_, n, ptrs.data(), inner_strides.data(), &out, scratch.data());
      }
    };
    parallel_for(rows * chunks, inner < kBlock ? inner : kBlock, work);
  }

  // Short rows (a [128, 10] softmax): one eval per row would spend more on the program's
  // per-op dispatch than on the elements, so several whole rows go through one eval of up to
  // kBlock elements. A leaf that walks those rows at one stride (laid out as the result is, or
  // a scalar) is read in place; any other (a broadcast along the rows) is first gathered into
  // a packed copy. The result is row-major, so the rows' elements are contiguous.
  void run_packed(void* const* slots, int64_t rows, int64_t inner) const {
    const int r = static_cast<int>(dims_.size());
    const int64_t per_eval = kBlock / inner;
    const size_t L = walks_.size();
    auto work = [&](int64_t begin, int64_t end) {
      thread_local std::vector<uint64_t> scratch;
      thread_local std::vector<std::vector<uint64_t>> packed;
      if (scratch.size() < scratch_words(program_)) scratch.resize(scratch_words(program_));
      fill_immediates(program_, scratch.data(), kBlock);
      if (packed.size() < L) packed.resize(L);
      std::vector<const void*> ptrs(L);
      std::vector<int64_t> strides(L), row_offsets(per_eval);
      std::vector<bool> done(L, false);  // a leaf the same in every row is gathered once
      auto offset = [&](const Walk& w, int64_t row) {
        int64_t off = w.offset;
        for (int d = r - 2; d >= 0; --d) off += row % dims_[d] * w.strides[d], row /= dims_[d];
        return off;
      };
      for (int64_t chunk = begin; chunk < end; ++chunk) {
        const int64_t first = chunk * per_eval, count = std::min(per_eval, rows - first);
        for (size_t l = 0; l < L; ++l) {
          const Walk& w = walks_[l];
          const char* base = static_cast<const char*>(slots[w.slot]);
          if (uniform_[l] >= 0) {
            ptrs[l] = base + offset(w, first) * dtype_size(w.dtype);
            strides[l] = uniform_[l];
            continue;
          }
          if (packed[l].size() < static_cast<size_t>(kBlock)) packed[l].resize(kBlock);
          ptrs[l] = packed[l].data();
          strides[l] = 1;
          if (done[l]) continue;
          for (int64_t row = 0; row < count; ++row) row_offsets[row] = offset(w, first + row);
          gather_rows(packed[l].data(), base, dtype_size(w.dtype), row_offsets.data(), count, inner, w.strides[r - 1]);
          // Rows alike (a vector broadcast along them): later chunks read a prefix of this one.
          done[l] = std::all_of(w.strides.begin(), w.strides.end() - 1, [](int64_t s) { return s == 0; });
        }
        void* out = static_cast<char*>(slots[out_slot_]) + first * inner * out_size_;
        eval_(program_, static_cast<int>(count * inner), ptrs.data(), strides.data(), &out, scratch.data());
      }
    };
    const int64_t chunks = (rows + per_eval - 1) / per_eval;
    parallel_for(chunks, per_eval * inner, work);
  }

  bool can_write_over(int slot) const override {
    if (std::find(overwritable_.begin(), overwritable_.end(), slot) == overwritable_.end()) return false;
    for (size_t l = 0; l < leaves_.size(); ++l)
      if (leaves_[l].slot == slot && !(blocked_[l] == out_blocked_)) return false;
    return true;
  }

  // A leaf read element for element with the result (same shape, no re-indexing) can be read
  // blocked, in the layout of the other blocked leaves. The result can be written blocked (in
  // the same layout as those leaves) when every other leaf is constant along all dims but the
  // channels: a per-channel vector broadcast, read through a tile that repeats it.
  bool takes_blocked(int slot, const Blocked& layout) const override {
    const int64_t rank = static_cast<int64_t>(shape_.size());
    if (layout.dim < 0 || layout.dim >= rank || layout.block < 2 || shape_[layout.dim] % layout.block != 0 ||
        kBlock % layout.block != 0)
      return false;
    bool inner_after = false;  // a dim inside the channels that is not 1 (they stay non-innermost)
    for (int64_t d = layout.dim + 1; d < rank; ++d) inner_after = inner_after || shape_[d] > 1;
    if (!inner_after) return false;
    if (slot == out_slot_) {
      if (out_size_ != 4 && out_size_ != 2) return false;  // f32 and the like; bf16 (mixed precision)
      for (size_t l = 0; l < leaves_.size(); ++l) {
        if (blocked_[l] == layout) continue;
        for (int64_t d = 0; d < rank; ++d)
          if (d != layout.dim && leaves_[l].strides[d] != 0) return false;
      }
      return out_blocked_.dim < 0;
    }
    if (out_blocked_.dim >= 0 && !(out_blocked_ == layout)) return false;
    bool found = false;
    for (size_t l = 0; l < leaves_.size(); ++l) {
      if (blocked_[l].dim >= 0 && !(blocked_[l] == layout)) return false;  // one layout for all
      if (leaves_[l].slot != slot) continue;
      if (!identity(l)) return false;
      found = true;
    }
    return found;
  }
  // Elementwise on blocked operands is cheapest with a blocked result, and the reverse: the
  // kernel asks for its result in the layout of a blocked operand and for its operands in
  // the layout of a blocked result.
  std::vector<Blocked> wants_blocked(int slot) const override {
    if (slot == out_slot_) {
      for (size_t l = 0; l < leaves_.size(); ++l)
        if (blocked_[l].dim >= 0 && out_blocked_.dim < 0) return {blocked_[l]};
      return {};
    }
    if (out_blocked_.dim < 0) return {};
    for (size_t l = 0; l < leaves_.size(); ++l)
      if (leaves_[l].slot == slot && blocked_[l].dim < 0 && identity(l)) return {out_blocked_};
    return {};
  }
  void use_blocked(int slot, const Blocked& layout) override {
    if (slot == out_slot_) out_blocked_ = layout;
    for (size_t l = 0; l < leaves_.size(); ++l)
      if (leaves_[l].slot == slot) blocked_[l] = layout;
    collapse();
  }

  std::string describe() const override {
    bool in = std::any_of(blocked_.begin(), blocked_.end(), [](const Blocked& b) { return b.dim >= 0; });
    if (chain_) return "fused(affine chain)" + desc_.substr(desc_.find('[')) + (out_blocked_.dim >= 0 ? "(blocked)" : "");
    return out_blocked_.dim >= 0 ? desc_ + "(blocked)" : in ? desc_ + "(blocked in)" : desc_;
  }

 private:
  // The program as an affine chain (fused.h's find_affine_chain), when its result is
  // channel-blocked and every instruction is one: its leaves read contiguously (full-size, f32
  // or bf16) or through a tile of the block (per-channel f32 vectors) or as one value.
  //
  // A row-major result qualifies too when nothing is blocked (its operands are then constants
  // or single values: an SGD update θ - lr·g of bf16 gradients, a narrowing of f32 weights to
  // bf16). The chain's value starts from the first full-size leaf, or else from the second
  // (`head_second`).
  std::optional<ChainPlan> affine_chain(bool head_second) const {
    const bool blocked = out_blocked_.dim >= 0;
    const int64_t P = chain_period();
    const int r = static_cast<int>(dims_.size());
    if (!chain_fn_ || packs_rows_ || (P != 8 && P != 16 && P != 32) || r == 0) return std::nullopt;
    if (!blocked && std::any_of(blocked_.begin(), blocked_.end(), [](const Blocked& b) { return b.dim >= 0; }))
      return std::nullopt;
    if (program_.out_regs.size() != 1 || (out_dtype_ != DType::f32 && out_dtype_ != DType::bf16)) return std::nullopt;
    std::vector<ChainLeaf> leaves;
    for (const Walk& w : walks_) {
      const bool scalar = !w.tile_period && std::all_of(w.strides.begin(), w.strides.end(), [](int64_t d) { return d == 0; });
      if (w.tile_period || scalar)
        leaves.push_back((w.tile_period && w.tile_period != P) || w.dtype != DType::f32 ? ChainLeaf::Other
                         : scalar                                                      ? ChainLeaf::Scalar
                                                                                       : ChainLeaf::Tiled);
      else
        leaves.push_back((w.dtype == DType::f32 || w.dtype == DType::bf16) && w.strides[r - 1] == 1 ? ChainLeaf::Full
                                                                                                   : ChainLeaf::Other);
    }
    auto chain = find_affine_chain(program_, leaves, head_second);
    if (!chain) return std::nullopt;
    const bool narrows = walks_[static_cast<size_t>(chain->head)].dtype != out_dtype_;
    if (chain->steps.empty() && !chain->clamp && !chain->second && chain->square_at < 0 && !narrows)
      return std::nullopt;  // a copy
    return chain;
  }

  // The lanes a chain's coefficients repeat over: the channel block of a blocked result, else
  // (constants only) 16.
  int64_t chain_period() const { return out_blocked_.dim >= 0 ? out_blocked_.block : 16; }

  // The chain's coefficients from a chunk's tiles and single values.
  void chain_coefficients(const void* const* ptrs, float* alpha, float* beta, float* bound) const {
    cpu::chain_coefficients(*chain_, static_cast<int>(chain_period()), ptrs, alpha, beta, bound);
  }

  // The chain over the head's n elements of a chunk, with its coefficients.
  void run_chain(const void* const* ptrs, void* out, int n, const float* alpha, const float* beta,
                 const float* bound) const {
    const DType in2 = chain_->second ? walks_[static_cast<size_t>(chain_->second->leaf)].dtype : DType::f32;
    const AffineChain c = affine_chain_of(*chain_, static_cast<int>(chain_period()), alpha, beta, bound,
                                          walks_[static_cast<size_t>(chain_->head)].dtype, in2, out_dtype_);
    chain_fn_(c, ptrs[chain_->head], chain_->second ? ptrs[chain_->second->leaf] : nullptr, out, n);
  }
  bool identity(size_t l) const {
    return leaves_[l].offset == 0 && leaves_[l].shape == shape_ && leaves_[l].strides == row_major_strides(shape_);
  }

  // Chooses the loops run() walks. The iteration space is the result's layout: shape_, or
  // when the result is blocked its physical shape (channels split, the block innermost).
  // Size-1 dims are dropped and dims every leaf walks contiguously merged, so that the common
  // cases (same-shape operands, row broadcasts) become one or two long loops. A leaf blocked
  // while the result is row-major keeps its channel dim apart (merged with none).
  void collapse() {
    const size_t L = leaves_.size();
    const int c = out_blocked_.dim;
    const int64_t B = out_blocked_.block;
    Shape space = shape_;
    if (c >= 0) {
      space[c] /= B;
      space.push_back(B);
    }
    const size_t R = space.size();
    std::vector<std::vector<int64_t>> strides(L);  // per leaf, per dim of `space`
    std::vector<int64_t> block_stride(L, 0), tile_stride(L, 0);
    std::vector<bool> tiled(L, false), barrier(R, false);
    const auto dense = row_major_strides(space);
    for (size_t l = 0; l < L; ++l) {
      const Blocked& b = blocked_[l];
      const auto& s = leaves_[l].strides;
      if (c >= 0 && b.dim >= 0) {  // laid out as the result
        strides[l] = dense;
        continue;
      }
      if (b.dim >= 0) {  // blocked, read into a row-major result
        strides[l].assign(R, 0);
        int64_t stride = b.block;
        for (size_t d = R; d-- > 0;) {
          const bool channels = static_cast<int>(d) == b.dim;
          (channels ? block_stride[l] : strides[l][d]) = stride;
          stride *= channels ? space[d] / b.block : space[d];
        }
        strides[l][b.dim] = 1;
        barrier[b.dim] = true;
        continue;
      }
      strides[l] = s;
      if (c < 0) continue;
      strides[l][c] = s[c] * B;
      strides[l].push_back(s[c]);
      // Constant inside a block row but for the channel: read through a tile.
      bool per_channel = s[c] != 0;
      for (size_t d = c + 1; d < shape_.size(); ++d) per_channel = per_channel && s[d] == 0;
      if (per_channel) {
        tiled[l] = true;
        tile_stride[l] = s[c];
      }
    }
    // Dims inside the channels merge only with each other when a leaf is tiled: the tile
    // stands for the innermost loop, whose start must be a multiple of the block.
    const bool any_tiled = std::any_of(tiled.begin(), tiled.end(), [](bool t) { return t; });
    dims_.clear();
    walks_.clear();
    for (size_t l = 0; l < L; ++l) walks_.push_back({leaves_[l].slot, leaves_[l].dtype, leaves_[l].offset, {}});
    std::vector<int64_t> merge_stride(L, 0);  // a tiled leaf's stride as merging sees it
    bool after_barrier = false, seen_inside = false;
    for (size_t d = 0; d < R; ++d) {
      if (space[d] == 1) continue;
      const bool inside = c >= 0 && static_cast<int>(d) > c;
      bool merge = !dims_.empty() && !barrier[d] && !after_barrier;
      if (any_tiled && inside && !seen_inside) merge = false;
      seen_inside = seen_inside || inside;
      for (size_t l = 0; merge && l < L; ++l) {
        const int64_t s = tiled[l] && inside ? dense[d] : strides[l][d];
        merge = (tiled[l] && inside ? merge_stride[l] : walks_[l].strides.back()) == s * space[d];
      }
      after_barrier = barrier[d];
      if (merge) {
        dims_.back() *= space[d];
        for (size_t l = 0; l < L; ++l) {
          walks_[l].strides.back() = tiled[l] && inside ? 0 : strides[l][d];
          merge_stride[l] = dense[d];
        }
        continue;
      }
      dims_.push_back(space[d]);
      for (size_t l = 0; l < L; ++l) {
        walks_[l].strides.push_back(tiled[l] && inside ? 0 : strides[l][d]);
        merge_stride[l] = dense[d];
        if (barrier[d] && blocked_[l].dim == static_cast<int>(d)) {
          walks_[l].block_dim = static_cast<int>(dims_.size()) - 1;
          walks_[l].block = blocked_[l].block;
          walks_[l].block_stride = block_stride[l];
        }
      }
    }
    for (size_t l = 0; l < L; ++l)
      if (tiled[l]) walks_[l].tile_period = B, walks_[l].tile_stride = tile_stride[l];
    // Short rows, nothing blocked: run_packed(). Per leaf, the one stride at which it walks
    // whole rows (0 for a scalar), or -1 when it must be gathered.
    const int r = static_cast<int>(dims_.size());
    packs_rows_ = r >= 2 && dims_[r - 1] * 2 <= kBlock && c < 0 &&
                  std::none_of(blocked_.begin(), blocked_.end(), [](const Blocked& b) { return b.dim >= 0; });
    uniform_.assign(L, -1);
    for (size_t l = 0; packs_rows_ && l < L; ++l) {
      const auto& ws = walks_[l].strides;
      const int64_t step = ws[r - 1];
      bool uniform = true;
      int64_t span = step;  // the stride dim d must have to continue the walk
      for (int d = r - 1; d >= 0 && uniform; --d) {
        uniform = ws[d] == span;
        span *= dims_[d];
      }
      if (uniform) uniform_[l] = step;
    }
    chain_ = affine_chain(false);
    if (!chain_) chain_ = affine_chain(true);
  }

  Program program_;
  Shape shape_;
  std::vector<Leaf> leaves_;      // as built: strides per dimension of shape_
  std::vector<Blocked> blocked_;  // per leaf: its layout (dim -1: row-major)
  Blocked out_blocked_;           // the result's layout
  Shape dims_;                    // the collapsed dims run() walks
  std::vector<Walk> walks_;       // per leaf
  bool packs_rows_ = false;       // run_packed() runs
  std::vector<int64_t> uniform_;  // per leaf, for run_packed(): its stride, or -1: gathered
  int out_slot_;
  int64_t out_size_;
  std::vector<int> overwritable_;
  std::string desc_;
  EvalBlockFn eval_;
  DType out_dtype_;
  AffineChainFn chain_fn_;
  std::optional<ChainPlan> chain_;  // set by collapse(): the program as an affine chain
};

class FusedBuilder {
 public:
  FusedBuilder(const Shape& root_shape, const FusionContext& ctx) : root_shape_(root_shape), ctx_(ctx) {}

  // The register holding operand `v` at the indices `map` gives (each value is loaded or
  // computed once per index map: an op using a value twice, x * x, computes it once).
  int value(ir::Value v, const IndexMap& map) {
    for (const Known& k : known_)
      if (k.value == v && k.map == map) return k.reg;
    int r;
    if (auto imm = splat_immediate(v)) r = emit(*imm);
    else r = ctx_.inlined(v) ? compute(v, map) : leaf(v, map);
    known_.push_back({v, map, r});
    return r;
  }

  // Emits the instructions computing `v` (an op of this kernel) at the indices `map` gives.
  int compute(ir::Value v, const IndexMap& map) {
    const ir::Node& node = *v.node;
    ops_.push_back(std::string(ir::op_short_name(node.kind)));
    const auto& ops = node.operands;
    // A narrower float widened to f32 (bf16 -> f32, the mixed-precision step's loads): the f32
    // register holding the operand holds the result already, so no pass copies it.
    if (node.kind == OpKind::Convert && v.dtype() == DType::f32 && is_float(ops[0].dtype()) &&
        dtype_bits(ops[0].dtype()) < 32)
      return value(ops[0], map);
    switch (node.kind) {
      case OpKind::BroadcastInDim: {
        const auto& dims = node.get<ir::BroadcastInDimAttr>().dims;
        IndexMap m(dims.size());
        for (size_t i = 0; i < dims.size(); ++i)
          if (ops[0].shape()[i] == v.shape()[dims[i]]) m[i] = map[dims[i]];
        return value(ops[0], m);
      }
      case OpKind::Transpose: {
        const auto& perm = node.get<ir::TransposeAttr>().permutation;
        IndexMap m(perm.size());
        for (size_t i = 0; i < perm.size(); ++i) m[perm[i]] = map[i];
        return value(ops[0], m);
      }
      case OpKind::Slice: {
        const auto& a = node.get<ir::SliceAttr>();
        IndexMap m = map;
        for (size_t k = 0; k < m.size(); ++k) {
          int64_t stride = a.strides.empty() ? 1 : a.strides[k];
          m[k].scale *= stride;
          m[k].offset = m[k].offset * stride + a.start[k];
        }
        return value(ops[0], m);
      }
      case OpKind::Reverse: {
        IndexMap m = map;
        for (int64_t k : node.get<ir::ReverseAttr>().dims) {
          m[k].scale = -m[k].scale;
          m[k].offset = v.shape()[k] - 1 - m[k].offset;
        }
        return value(ops[0], m);
      }
      LADDER_ELEMENTWISE_OPS break;
      LADDER_LEAF_OPS
      case OpKind::Reshape: case OpKind::ReducePrecision: case OpKind::BitcastConvert: case OpKind::Pad: case OpKind::Concatenate: case OpKind::DynamicSlice:
    case OpKind::DynamicUpdateSlice: case OpKind::Reduce: case OpKind::ReduceWindow:
    case OpKind::SelectAndScatter: case OpKind::DotGeneral: case OpKind::Convolution:
    case OpKind::TriangularSolve: case OpKind::Cholesky: case OpKind::Gather: case OpKind::Scatter: case OpKind::Sort:
    case OpKind::RngBitGenerator:
    LADDER_COLLECTIVE_OPS case OpKind::Call: case OpKind::OptimizationBarrier: case OpKind::While: case OpKind::If: case OpKind::Case:
        LADDER_ASSERT(false, "[", ir::op_short_name(node.kind), "] is not fusable");
    }
    // Elementwise; clamp's bounds and select's predicate may be rank 0 (broadcast).
    int regs[3] = {-1, -1, -1};
    for (size_t i = 0; i < ops.size(); ++i)
      regs[i] = value(ops[i], ops[i].rank() == 0 ? IndexMap{} : map);
    return emit(elementwise_instr(node, regs[0], regs[1], regs[2]));
  }

  // The program computing `roots` over the root shape: the first computed here when
  // `computed_first` (the kernel's own result), the others as value() reads them (computed if
  // inlined, else loaded).
  FusedProgram build(const std::vector<ir::Value>& roots, bool computed_first, bool rounding_stores = false) {
    IndexMap identity(root_shape_.size());
    for (size_t d = 0; d < identity.size(); ++d) identity[d] = {static_cast<int>(d), 1, 0};
    for (size_t i = 0; i < roots.size(); ++i) {
      int r;
      if (i == 0 && computed_first) {
        r = compute(roots[0], identity);
        known_.push_back({roots[0], identity, r});
      } else {
        r = value(roots[i], identity);
      }
      program_.out_regs.push_back(r);
      program_.out_dtypes.push_back(roots[i].dtype());
    }
    merge_compare_selects(program_);
    if (rounding_stores) drop_rounding_before_store(program_);
    mark_raw_bf16_loads(program_);
    allocate_registers(program_);
    mark_exact_outputs(program_);
    const auto& code = program_.code;
    program_.direct_store = roots.size() == 1 && !code.empty() && code.back().dst == program_.out_regs[0] &&
                            code.back().code != Code::Load && same_layout(code.back().reg, roots[0].dtype());
    std::string ops;
    for (auto it = ops_.rbegin(); it != ops_.rend(); ++it) ops += (it == ops_.rbegin() ? "" : ",") + *it;
    return {std::move(program_), std::move(leaves_), std::move(ops)};
  }

  std::unique_ptr<Kernel> finish(ir::Value root, int out_slot) {
    FusedProgram built = build({root}, true, true);
    // Leaves read exactly where the result is written can share the result's memory.
    const auto row_major = row_major_strides(root_shape_);
    std::vector<int> overwritable;
    for (const Leaf& l : built.leaves) {
      bool same = l.offset == 0 && l.strides == row_major &&
                  dtype_size(l.dtype) == dtype_size(root.dtype());
      if (same) overwritable.push_back(l.slot);
    }
    for (const Leaf& l : built.leaves)  // a slot also read some other way is not safe
      if (!(l.offset == 0 && l.strides == row_major))
        std::erase(overwritable, l.slot);
    return std::make_unique<FusedKernel>(std::move(built.program), root_shape_, std::move(built.leaves),
                                         out_slot, root.dtype(), std::move(overwritable),
                                         "fused[" + built.ops + "]");
  }

 private:
  // Emits `in`, or finds the same instruction emitted before (autodiff writes some values
  // twice, e.g. both halves of d(x * x)).
  int emit(Instr in) {
    auto same = [&](const Instr& o) {
      return o.code == in.code && o.reg == in.reg && o.dtype == in.dtype && o.a == in.a && o.b == in.b &&
             o.c == in.c && o.src_reg == in.src_reg && o.dir == in.dir && o.total_order == in.total_order &&
             std::memcmp(&o.fimm, &in.fimm, sizeof(double)) == 0 && o.iimm == in.iimm;  // -0 is not +0
    };
    const auto& earlier = in.code == Code::Imm ? program_.immediates : program_.code;
    for (const Instr& o : earlier)
      if (same(o)) return o.dst;
    return emit_to(program_, in);
  }

  int leaf(ir::Value v, const IndexMap& map) {
    Leaf l{ctx_.slot(v), v.dtype(), std::vector<int64_t>(root_shape_.size(), 0), 0, v.shape()};
    auto rs = row_major_strides(v.shape());
    for (size_t k = 0; k < map.size(); ++k) {
      l.offset += rs[k] * map[k].offset;
      if (map[k].src >= 0) l.strides[map[k].src] += rs[k] * map[k].scale;
    }
    for (size_t i = 0; i < leaves_.size(); ++i)
      if (leaves_[i].slot == l.slot && leaves_[i].strides == l.strides && leaves_[i].offset == l.offset)
        return leaf_regs_[i];
    Instr in;
    in.code = Code::Load;
    in.dtype = v.dtype();
    in.reg = reg_of(v.dtype());
    in.src_dtype = v.dtype();
    in.a = static_cast<int>(leaves_.size());
    program_.leaf_dtypes.push_back(v.dtype());
    leaves_.push_back(std::move(l));
    leaf_regs_.push_back(emit(in));
    return leaf_regs_.back();
  }

  struct Known {
    ir::Value value;
    IndexMap map;
    int reg;
  };

  Shape root_shape_;
  const FusionContext& ctx_;
  Program program_;
  std::vector<Leaf> leaves_;
  std::vector<int> leaf_regs_;
  std::vector<std::string> ops_;
  std::vector<Known> known_;
};

}  // namespace

std::unique_ptr<Kernel> make_fused_kernel(ir::Value root, int out_slot, const FusionContext& ctx) {
  FusedBuilder b(root.shape(), ctx);
  return b.finish(root, out_slot);
}

FusedProgram build_fused_program(const std::vector<ir::Value>& roots, const FusionContext& ctx,
                                 bool computed_first, bool rounding_stores) {
  LADDER_ASSERT(!roots.empty(), "a fused program without results");
  FusedBuilder b(roots[0].shape(), ctx);
  return b.build(roots, computed_first, rounding_stores);
}

bool is_fusable_reduce(const ir::Node& node) {
  if (node.kind != OpKind::Reduce || node.operands.size() != 2 || node.num_results() != 1) return false;
  if (node.operands[0].dtype() != DType::f32 || node.results[0].dtype != DType::f32) return false;
  const Code op = simple_region_op(*node.regions[0]);
  return op == Code::Add || op == Code::Multiply || op == Code::Maximum || op == Code::Minimum;
}

Program region_program(const ir::Block& region, std::string_view op) {
  Program p;
  std::unordered_map<ir::Value, int, ir::ValueHash> reg;
  auto emit = [&](Instr in) { return emit_to(p, in); };
  for (const auto& node : region.nodes) {
    ir::Value v = node->result();
    if (node->kind == OpKind::Parameter) {
      Instr in;
      in.code = Code::Load;
      in.dtype = in.src_dtype = v.dtype();
      in.reg = reg_of(v.dtype());
      in.a = node->get<ir::ParameterAttr>().index;
      if (p.leaf_dtypes.size() <= static_cast<size_t>(in.a)) p.leaf_dtypes.resize(in.a + 1);
      p.leaf_dtypes[in.a] = v.dtype();
      reg[v] = emit(in);
    } else if (auto imm = splat_immediate(v)) {
      reg[v] = emit(*imm);
    } else if ((node->kind == OpKind::Reshape || node->kind == OpKind::BroadcastInDim) &&
               v.rank() == 0) {
      reg[v] = reg.at(node->operands[0]);
    } else if (is_fusable(*node) && node->num_results() == 1 &&
               ir::op_class(node->kind) != ir::OpClass::Special) {
      int r[3] = {-1, -1, -1};
      for (size_t i = 0; i < node->operands.size(); ++i) r[i] = reg.at(node->operands[i]);
      reg[v] = emit(elementwise_instr(*node, r[0], r[1], r[2]));
    } else {
      throw Error(cat("[", op, "] the cpu lowerer cannot run '", ir::op_name(node->kind),
                      "' inside a region (only elementwise ops on scalars)"));
    }
  }
  for (ir::Value v : region.results) {
    p.out_regs.push_back(reg.at(v));
    p.out_dtypes.push_back(v.dtype());
  }
  allocate_registers(p);
  return p;
}

Code simple_region_op(const ir::Block& region) {
  if (region.nodes.size() != 3 || region.results.size() != 1) return Code::Imm;
  const ir::Node& n = *region.nodes[2];
  if (region.results[0] != ir::Value{const_cast<ir::Node*>(&n), 0}) return Code::Imm;
  // The bodies run as codes; any other is run by the region evaluator.
  constexpr OpKind kSimple[] = {OpKind::Add, OpKind::Multiply, OpKind::Maximum, OpKind::Minimum, OpKind::And, OpKind::Or};
  if (std::find(std::begin(kSimple), std::end(kSimple), n.kind) == std::end(kSimple)) return Code::Imm;
  const ir::Node* p0 = region.nodes[0].get();
  const ir::Node* p1 = region.nodes[1].get();
  if (p0->kind != OpKind::Parameter || p1->kind != OpKind::Parameter) return Code::Imm;
  bool straight = n.operands[0].node == p0 && n.operands[1].node == p1;
  bool swapped = n.operands[0].node == p1 && n.operands[1].node == p0;
  return straight || swapped ? code_of(n.kind) : Code::Imm;
}

}  // namespace ladder::exec::cpu
