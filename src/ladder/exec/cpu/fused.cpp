#include "ladder/exec/cpu/fused.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>
#include <unordered_map>

#include "ladder/core/error.h"

namespace ladder::exec::cpu {

EvalBlockFn portable_eval_block();
EvalBlockFn avx2_eval_block();
EvalBlockFn avx512_eval_block();

Reg reg_of(DType t) {
  switch (t) {
    case DType::f32:
    case DType::bf16:
    case DType::f16: return Reg::F32;
    case DType::f64: return Reg::F64;
    default: return Reg::I64;
  }
}

namespace {

struct Isa {
  const char* name;
  EvalBlockFn fn;
};

// The evaluators this CPU runs, widest first.
std::vector<Isa> supported_isas() {
  std::vector<Isa> isas;
#if defined(__x86_64__) && defined(__GNUC__)
  const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
  if (avx512 && avx512_eval_block()) isas.push_back({"avx512", avx512_eval_block()});
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && avx2_eval_block())
    isas.push_back({"avx2", avx2_eval_block()});
#endif
  isas.push_back({"portable", portable_eval_block()});
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
  switch (ir::op_class(node.kind)) {
    case ir::OpClass::Unary:
    case ir::OpClass::Binary:
    case ir::OpClass::Ternary: return true;
    default: break;
  }
  switch (node.kind) {
    case ir::OpKind::BroadcastInDim:
    case ir::OpKind::Transpose:
    case ir::OpKind::Slice:
    case ir::OpKind::Reverse: return true;
    default: return false;
  }
}

namespace {

using ir::OpKind;

Code code_of(OpKind k) {
  switch (k) {
    case OpKind::Convert: return Code::Convert;
    case OpKind::Abs: return Code::Abs;
    case OpKind::Negate: return Code::Neg;
    case OpKind::Exp: return Code::Exp;
    case OpKind::Log: return Code::Log;
    case OpKind::Sqrt: return Code::Sqrt;
    case OpKind::Rsqrt: return Code::Rsqrt;
    case OpKind::Tanh: return Code::Tanh;
    case OpKind::Logistic: return Code::Logistic;
    case OpKind::Sine: return Code::Sin;
    case OpKind::Cosine: return Code::Cos;
    case OpKind::Floor: return Code::Floor;
    case OpKind::Sign: return Code::Sign;
    case OpKind::Erf: return Code::Erf;
    case OpKind::Not: return Code::Not;
    case OpKind::Add: return Code::Add;
    case OpKind::Subtract: return Code::Sub;
    case OpKind::Multiply: return Code::Mul;
    case OpKind::Divide: return Code::Div;
    case OpKind::Maximum: return Code::Max;
    case OpKind::Minimum: return Code::Min;
    case OpKind::Power: return Code::Pow;
    case OpKind::And: return Code::And;
    case OpKind::Or: return Code::Or;
    case OpKind::Compare: return Code::Cmp;
    case OpKind::Clamp: return Code::Clamp;
    case OpKind::Select: return Code::Select;
    default: LADDER_ASSERT(false, "not an elementwise op: ", ir::op_name(k));
  }
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
  const Tensor& t = v.node->get<ir::ConstantAttr>().value;
  int64_t size = dtype_size(t.dtype()), n = t.num_elements();
  if (n == 0) return std::nullopt;
  for (int64_t i = 1; i < n; ++i)
    if (std::memcmp(t.bytes(), t.bytes() + i * size, size) != 0) return std::nullopt;
  Instr in;
  in.code = Code::Imm;
  in.dtype = t.dtype();
  in.reg = reg_of(t.dtype());
  if (in.reg == Reg::I64) in.iimm = t.get_int(0);
  else in.fimm = t.get(0);
  return in;
}

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
    for (int* operand : {&in.a, &in.b, &in.c}) {
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
};
using IndexMap = std::vector<DimMap>;

struct Leaf {
  int slot;
  DType dtype;
  std::vector<int64_t> strides;  // per root dimension, in elements
  int64_t offset;
};

class FusedKernel final : public Kernel {
 public:
  FusedKernel(Program program, Shape shape, std::vector<Leaf> leaves, int out_slot,
              DType out_dtype, std::vector<int> overwritable, std::string desc)
      : program_(std::move(program)), leaves_(std::move(leaves)), out_slot_(out_slot),
        out_size_(dtype_size(out_dtype)), overwritable_(std::move(overwritable)),
        desc_(std::move(desc)), eval_(eval_block_fn()) {
    collapse(shape);
  }

  void run(void* const* slots) const override {
    const int r = static_cast<int>(dims_.size());
    const int64_t inner = r ? dims_[r - 1] : 1;
    int64_t rows = 1;
    for (int d = 0; d + 1 < r; ++d) rows *= dims_[d];
    if (rows * inner == 0) return;
    const int64_t chunks = (inner + kBlock - 1) / kBlock;
    const size_t L = leaves_.size();
    auto work = [&](int64_t begin, int64_t end) {
      thread_local std::vector<uint64_t> scratch;
      if (scratch.size() < scratch_words(program_)) scratch.resize(scratch_words(program_));
      fill_immediates(program_, scratch.data(), kBlock);
      std::vector<const void*> ptrs(L);
      std::vector<int64_t> inner_strides(L);
      for (size_t l = 0; l < L; ++l) inner_strides[l] = r ? leaves_[l].strides[r - 1] : 0;
      for (int64_t it = begin; it < end; ++it) {
        const int64_t row = it / chunks, start = (it % chunks) * kBlock;
        const int n = static_cast<int>(std::min<int64_t>(kBlock, inner - start));
        for (size_t l = 0; l < L; ++l) {
          const Leaf& leaf = leaves_[l];
          int64_t off = leaf.offset + start * inner_strides[l], rest = row;
          for (int d = r - 2; d >= 0; --d) {
            off += (rest % dims_[d]) * leaf.strides[d];
            rest /= dims_[d];
          }
          ptrs[l] = static_cast<const char*>(slots[leaf.slot]) + off * dtype_size(leaf.dtype);
        }
        void* out = static_cast<char*>(slots[out_slot_]) + (row * inner + start) * out_size_;
        eval_(program_, n, ptrs.data(), inner_strides.data(), &out, scratch.data());
      }
    };
    parallel_for(rows * chunks, inner < kBlock ? inner : kBlock, work);
  }

  bool can_write_over(int slot) const override {
    return std::find(overwritable_.begin(), overwritable_.end(), slot) != overwritable_.end();
  }
  std::string describe() const override { return desc_; }

 private:
  // Drops size-1 dimensions and merges dimensions every leaf walks contiguously, so that the
  // common cases (same-shape operands, row broadcasts) become one or two long loops.
  void collapse(const Shape& shape) {
    std::vector<std::vector<int64_t>> strides(leaves_.size());
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] == 1) continue;
      bool merge = !dims_.empty();
      for (size_t l = 0; merge && l < leaves_.size(); ++l)
        merge = strides[l].back() == leaves_[l].strides[d] * shape[d];
      if (merge) {
        dims_.back() *= shape[d];
        for (size_t l = 0; l < leaves_.size(); ++l) strides[l].back() = leaves_[l].strides[d];
      } else {
        dims_.push_back(shape[d]);
        for (size_t l = 0; l < leaves_.size(); ++l) strides[l].push_back(leaves_[l].strides[d]);
      }
    }
    for (size_t l = 0; l < leaves_.size(); ++l) leaves_[l].strides = std::move(strides[l]);
  }

  Program program_;
  std::vector<Leaf> leaves_;
  Shape dims_;
  int out_slot_;
  int64_t out_size_;
  std::vector<int> overwritable_;
  std::string desc_;
  EvalBlockFn eval_;
};

class FusedBuilder {
 public:
  FusedBuilder(const Shape& root_shape, const FusionContext& ctx) : root_shape_(root_shape), ctx_(ctx) {}

  // The register holding operand `v` at the indices `map` gives.
  int value(ir::Value v, const IndexMap& map) {
    if (auto imm = splat_immediate(v)) return emit(*imm);
    return ctx_.inlined(v) ? compute(v, map) : leaf(v, map);
  }

  // Emits the instructions computing `v` (an op of this kernel) at the indices `map` gives.
  int compute(ir::Value v, const IndexMap& map) {
    const ir::Node& node = *v.node;
    ops_.push_back(std::string(ir::op_short_name(node.kind)));
    const auto& ops = node.operands;
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
      default: break;
    }
    // Elementwise; clamp's bounds and select's predicate may be rank 0 (broadcast).
    int regs[3] = {-1, -1, -1};
    for (size_t i = 0; i < ops.size(); ++i)
      regs[i] = value(ops[i], ops[i].rank() == 0 ? IndexMap{} : map);
    return emit(elementwise_instr(node, regs[0], regs[1], regs[2]));
  }

  std::unique_ptr<Kernel> finish(ir::Value root, int out_slot) {
    IndexMap identity(root_shape_.size());
    for (size_t d = 0; d < identity.size(); ++d) identity[d] = {static_cast<int>(d), 1, 0};
    int r = compute(root, identity);
    program_.out_regs = {r};
    program_.out_dtypes = {root.dtype()};
    allocate_registers(program_);
    const auto& code = program_.code;
    program_.direct_store = !code.empty() && code.back().dst == program_.out_regs[0] &&
                            code.back().code != Code::Load && same_layout(code.back().reg, root.dtype());
    // Leaves read exactly where the result is written can share the result's memory.
    const auto row_major = row_major_strides(root_shape_);
    std::vector<int> overwritable;
    for (const Leaf& l : leaves_) {
      bool same = l.offset == 0 && l.strides == row_major &&
                  dtype_size(l.dtype) == dtype_size(root.dtype());
      if (same) overwritable.push_back(l.slot);
    }
    for (const Leaf& l : leaves_)  // a slot also read some other way is not safe
      if (!(l.offset == 0 && l.strides == row_major))
        std::erase(overwritable, l.slot);
    std::string desc = "fused[";
    for (auto it = ops_.rbegin(); it != ops_.rend(); ++it) desc += (it == ops_.rbegin() ? "" : ",") + *it;
    desc += "]";
    return std::make_unique<FusedKernel>(std::move(program_), root_shape_, std::move(leaves_),
                                         out_slot, root.dtype(), std::move(overwritable),
                                         std::move(desc));
  }

 private:
  int emit(Instr in) { return emit_to(program_, in); }

  int leaf(ir::Value v, const IndexMap& map) {
    Leaf l{ctx_.slot(v), v.dtype(), std::vector<int64_t>(root_shape_.size(), 0), 0};
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

  Shape root_shape_;
  const FusionContext& ctx_;
  Program program_;
  std::vector<Leaf> leaves_;
  std::vector<int> leaf_regs_;
  std::vector<std::string> ops_;
};

}  // namespace

std::unique_ptr<Kernel> make_fused_kernel(ir::Value root, int out_slot, const FusionContext& ctx) {
  FusedBuilder b(root.shape(), ctx);
  return b.finish(root, out_slot);
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
  switch (n.kind) {
    case OpKind::Add:
    case OpKind::Multiply:
    case OpKind::Maximum:
    case OpKind::Minimum:
    case OpKind::And:
    case OpKind::Or: break;
    default: return Code::Imm;
  }
  const ir::Node* p0 = region.nodes[0].get();
  const ir::Node* p1 = region.nodes[1].get();
  if (p0->kind != OpKind::Parameter || p1->kind != OpKind::Parameter) return Code::Imm;
  bool straight = n.operands[0].node == p0 && n.operands[1].node == p1;
  bool swapped = n.operands[0].node == p1 && n.operands[1].node == p0;
  return straight || swapped ? code_of(n.kind) : Code::Imm;
}

}  // namespace ladder::exec::cpu
