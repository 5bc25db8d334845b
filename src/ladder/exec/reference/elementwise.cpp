// Elementwise ops, iota, and the region evaluator that runs reduction bodies with them.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "ladder/core/element.h"
#include "ladder/exec/reference/complex.h"
#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

using ir::OpKind;

namespace {

[[noreturn]] void not_for(OpKind k, DType t) {
  throw InternalError(
      cat("[", ir::op_short_name(k), "] reached the reference with ", dtype_name(t), " operands"));
}

// IEEE 754 maximum/minimum, as StableHLO specifies: NaN propagates and -0 < +0.
double float_max(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

double float_min(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

double float_unary(OpKind k, DType t, double x) {
  switch (k) {
    case OpKind::Abs: return std::fabs(x);
    case OpKind::Negate: return -x;
    case OpKind::Exp: return std::exp(x);
    case OpKind::Log: return std::log(x);
    case OpKind::Sqrt: return std::sqrt(x);
    case OpKind::Rsqrt: return 1 / std::sqrt(x);
    case OpKind::Tanh: return std::tanh(x);
    case OpKind::Tan: return std::tan(x);
    case OpKind::Logistic: return 1 / (1 + std::exp(-x));
    case OpKind::Sine: return std::sin(x);
    case OpKind::Cosine: return std::cos(x);
    case OpKind::Floor: return std::floor(x);
    case OpKind::Ceil: return std::ceil(x);
    case OpKind::Sign: return std::isnan(x) || x == 0 ? x : std::copysign(1.0, x);
    case OpKind::Erf: return std::erf(x);
    case OpKind::Cbrt: return std::cbrt(x);
    case OpKind::ExpMinusOne: return std::expm1(x);
    case OpKind::LogPlusOne: return std::log1p(x);
    case OpKind::RoundNearestAfz: return std::round(x);       // ties away from zero
    case OpKind::RoundNearestEven: return std::nearbyint(x);  // ties to even (the default mode)
    case OpKind::IsFinite: return std::isfinite(x) ? 1 : 0;
    case OpKind::Real: return x;  // of a real number: itself, and 0 for its imaginary part
    case OpKind::Imag: return 0;
    // The others are not unary on floats.
    case OpKind::Convert: case OpKind::Not: case OpKind::Popcnt: case OpKind::CountLeadingZeros:
    LADDER_LEAF_OPS LADDER_BINARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  not_for(k, t);
}

// Integer arithmetic wraps around (done in uint64; Tensor::set_int then wraps to the dtype).
int64_t wrap(uint64_t x) { return static_cast<int64_t>(x); }

// The bit ops see an integer as its w bits, w the type's width.
int bit_width_of(DType t) { return static_cast<int>(dtype_size(t) * 8); }
uint64_t low_bits(int64_t x, int w) { return w == 64 ? static_cast<uint64_t>(x) : static_cast<uint64_t>(x) & ((uint64_t{1} << w) - 1); }

// Shifts by an amount read as w unsigned bits (so a negative one is huge), as XLA and the
// StableHLO interpreter (APInt) shift: an amount of w or more shifts every bit out, leaving 0,
// or, for the arithmetic right shift, copies of the sign bit (the top bit, whatever the type's
// signedness).
int64_t shift(OpKind k, DType t, int64_t a, int64_t b) {
  const int w = bit_width_of(t);
  const uint64_t amount = low_bits(b, w);
  const bool all_out = amount >= static_cast<uint64_t>(w);
  const int64_t sign_extended = static_cast<int64_t>(low_bits(a, w) << (64 - w)) >> (64 - w);
  if (k == OpKind::ShiftLeft) return all_out ? 0 : wrap(low_bits(a, w) << amount);
  if (k == OpKind::ShiftRightLogical) return all_out ? 0 : wrap(low_bits(a, w) >> amount);
  return all_out ? (sign_extended < 0 ? -1 : 0) : sign_extended >> amount;  // arithmetic
}

int64_t int_unary(OpKind k, DType t, int64_t x) {
  switch (k) {
    case OpKind::Abs: return x < 0 ? wrap(0 - static_cast<uint64_t>(x)) : x;
    case OpKind::Negate: return wrap(0 - static_cast<uint64_t>(x));
    case OpKind::Sign: return (x > 0) - (x < 0);
    case OpKind::Not: return t == DType::i1 ? !x : ~x;
    case OpKind::Popcnt: return std::popcount(low_bits(x, bit_width_of(t)));
    case OpKind::CountLeadingZeros: return bit_width_of(t) - std::bit_width(low_bits(x, bit_width_of(t)));
    // The others are not unary on integers.
    case OpKind::Convert: case OpKind::Exp: case OpKind::Log: case OpKind::Sqrt: case OpKind::Rsqrt:
    case OpKind::Tanh: case OpKind::Logistic: case OpKind::Sine: case OpKind::Cosine:
    case OpKind::Floor: case OpKind::Erf: case OpKind::Tan: case OpKind::Ceil: case OpKind::Cbrt:
    case OpKind::ExpMinusOne: case OpKind::LogPlusOne: case OpKind::RoundNearestAfz:
    case OpKind::RoundNearestEven: case OpKind::IsFinite: case OpKind::Real: case OpKind::Imag:
    LADDER_LEAF_OPS LADDER_BINARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  not_for(k, t);
}

double float_binary(OpKind k, DType t, double a, double b) {
  switch (k) {
    case OpKind::Add: return a + b;
    case OpKind::Subtract: return a - b;
    case OpKind::Multiply: return a * b;
    case OpKind::Divide: return a / b;
    case OpKind::Maximum: return float_max(a, b);
    case OpKind::Minimum: return float_min(a, b);
    case OpKind::Power: return std::pow(a, b);
    // a - b * trunc(a / b) with the quotient exact: the sign of a, |result| < |b|.
    case OpKind::Remainder: return std::fmod(a, b);
    case OpKind::Atan2: return std::atan2(a, b);
    // The others are not binary on floats.
    case OpKind::And: case OpKind::Or: case OpKind::Xor: case OpKind::Compare: case OpKind::ShiftLeft:
    case OpKind::ShiftRightArithmetic: case OpKind::ShiftRightLogical: case OpKind::Complex:
    LADDER_LEAF_OPS LADDER_UNARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  not_for(k, t);
}

// Integer power by squaring. A negative exponent gives 0 except for bases 1 and -1, the
// only ones whose reciprocal powers are integers (XLA does the same).
int64_t int_power(int64_t base, int64_t exponent) {
  if (exponent < 0) return base == 1 ? 1 : base == -1 ? (exponent % 2 ? -1 : 1) : 0;
  uint64_t result = 1, b = static_cast<uint64_t>(base);
  for (; exponent > 0; exponent >>= 1, b *= b)
    if (exponent & 1) result *= b;
  return wrap(result);
}

// ui64 values are read as their bits (Tensor::get_int): those that order or divide them read
// them unsigned; add, subtract, multiply and the bitwise ops are the same on the bits.
// Division by zero gives all bits set, as for the signed types.
uint64_t ui64_binary(OpKind k, uint64_t a, uint64_t b) {
  switch (k) {
    case OpKind::Divide: return b == 0 ? ~uint64_t{0} : a / b;
    case OpKind::Remainder: return b == 0 ? a : a % b;
    case OpKind::Maximum: return std::max(a, b);
    case OpKind::Minimum: return std::min(a, b);
    case OpKind::Power: {
      uint64_t result = 1;
      for (; b > 0; b >>= 1, a *= a)
        if (b & 1) result *= a;
      return result;
    }
    // The others are the same on the bits (int_binary), or not binary.
    case OpKind::Add: case OpKind::Subtract: case OpKind::Multiply: case OpKind::And:
    case OpKind::Or: case OpKind::Xor: case OpKind::Compare: case OpKind::Atan2: case OpKind::ShiftLeft:
    case OpKind::ShiftRightArithmetic: case OpKind::ShiftRightLogical: case OpKind::Complex:
    LADDER_LEAF_OPS LADDER_UNARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS break;
  }
  not_for(k, DType::ui64);
}

// Values of the other unsigned types and i1 are read as 0..2^w-1 and 0..1, so signed int64
// arithmetic and ordering is also right for them (Tensor::set_int wraps the result); on i1,
// add/maximum act as OR and multiply/minimum as AND.
int64_t int_binary(OpKind k, DType t, int64_t a, int64_t b) {
  const auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  if (t == DType::ui64 && (k == OpKind::Divide || k == OpKind::Remainder || k == OpKind::Maximum ||
                           k == OpKind::Minimum || k == OpKind::Power))
    return wrap(ui64_binary(k, ua, ub));
  // The power's exponent of the other unsigned types is below 2^32: int_power reads it right.
  switch (k) {
    case OpKind::Add: return wrap(ua + ub);
    case OpKind::Subtract: return wrap(ua - ub);
    case OpKind::Multiply: return wrap(ua * ub);
    // Division truncates toward zero. Division by zero gives all bits set and
    // INT_MIN / -1 gives INT_MIN, as XLA defines them (the spec leaves them open).
    case OpKind::Divide: return b == 0 ? -1 : b == -1 ? wrap(0 - ua) : a / b;
    // a - b * (a / b) with divide's rules: x % 0 is x, INT_MIN % -1 is 0.
    case OpKind::Remainder: return b == 0 ? a : b == -1 ? 0 : a % b;
    case OpKind::Maximum: return std::max(a, b);
    case OpKind::Minimum: return std::min(a, b);
    case OpKind::Power: return int_power(a, b);
    case OpKind::And: return a & b;
    case OpKind::Or: return a | b;
    case OpKind::Xor: return a ^ b;
    case OpKind::ShiftLeft: case OpKind::ShiftRightArithmetic: case OpKind::ShiftRightLogical:
      return shift(k, t, a, b);
    // The others are not binary on integers.
    case OpKind::Compare: case OpKind::Atan2: case OpKind::Complex:
    LADDER_LEAF_OPS LADDER_UNARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  not_for(k, t);
}


bool compare(const ir::CompareAttr& attr, const Tensor& a, int64_t i, const Tensor& b, int64_t j) {
  ir::CompareType type = attr.type;
  if (type == ir::CompareType::NOTYPE)
    type = is_float(a.dtype())      ? ir::CompareType::FLOAT
           : is_unsigned(a.dtype()) ? ir::CompareType::UNSIGNED
                                    : ir::CompareType::SIGNED;
  switch (type) {
    case ir::CompareType::FLOAT: return ir::holds(attr.direction, a.get(i), b.get(j));
    case ir::CompareType::TOTALORDER:
      return ir::holds(attr.direction, total_order_key(a.get(i)), total_order_key(b.get(j)));
    case ir::CompareType::SIGNED: return ir::holds(attr.direction, a.get_int(i), b.get_int(j));
    case ir::CompareType::UNSIGNED:
      return ir::holds(attr.direction, static_cast<uint64_t>(a.get_int(i)),
                   static_cast<uint64_t>(b.get_int(j)));
    case ir::CompareType::NOTYPE: break;
  }
  throw InternalError("bad compare type");
}

}  // namespace

void apply_elementwise(const ir::Node& n, Operands in, int64_t i, Tensor& out, int64_t j) {
  // Rank-0 operands (clamp bounds, select predicates) broadcast.
  auto at = [i](const Tensor& t) { return t.rank() == 0 ? int64_t{0} : i; };
  const Tensor& a = *in[0];
  const DType t = a.dtype();
  if (n.kind != OpKind::Select && (is_complex(t) || is_complex(out.dtype()))) {
    std::complex<double> x[2];
    for (size_t k = 0; k < in.size(); ++k) x[k] = in[k]->get_complex(i);
    const auto direction = n.kind == OpKind::Compare ? n.get<ir::CompareAttr>().direction : ir::CompareDirection::EQ;
    out.set_complex(j, complex_elementwise(n.kind, direction, {x, in.size()}));
    return;
  }
  switch (n.kind) {
    LADDER_UNARY_OPS
      if (n.kind == OpKind::Convert) {
        // Float to integer truncates toward zero (Tensor::set); integers convert to integers
        // exactly (wrapping), to floats through get(), which reads ui64 unsigned.
        if (is_float(t) || is_float(out.dtype()))
          out.set(j, a.get(i));
        else
          out.set_int(j, a.get_int(i));
      } else if (is_float(t)) {
        out.set(j, float_unary(n.kind, t, a.get(i)));
      } else {
        out.set_int(j, int_unary(n.kind, t, a.get_int(i)));
      }
      return;
    LADDER_BINARY_OPS {
      const Tensor& b = *in[1];
      if (n.kind == OpKind::Compare)
        out.set_int(j, compare(n.get<ir::CompareAttr>(), a, i, b, i));
      else if (is_float(t))
        out.set(j, float_binary(n.kind, t, a.get(i), b.get(i)));
      else
        out.set_int(j, int_binary(n.kind, t, a.get_int(i), b.get_int(i)));
      return;
    }
    case OpKind::Select: {
      const Tensor& chosen = a.get_int(at(a)) ? *in[1] : *in[2];
      copy_element(chosen, at(chosen), out, j);
      return;
    }
    case OpKind::Clamp: {  // operands: min, x, max
      const Tensor &x = *in[1], &hi = *in[2];
      if (is_float(x.dtype()))
        out.set(j, float_min(float_max(x.get(i), a.get(at(a))), hi.get(at(hi))));
      else if (x.dtype() == DType::ui64)  // ordered unsigned
        out.set_int(j, wrap(std::min(std::max(static_cast<uint64_t>(x.get_int(i)),
                                              static_cast<uint64_t>(a.get_int(at(a)))),
                                     static_cast<uint64_t>(hi.get_int(at(hi))))));
      else
        out.set_int(j, std::min(std::max(x.get_int(i), a.get_int(at(a))), hi.get_int(at(hi))));
      return;
    }
    LADDER_LEAF_OPS LADDER_SPECIAL_OPS break;
  }
  throw InternalError(cat("[", ir::op_short_name(n.kind), "] is not elementwise"));
}

Tensor eval_elementwise(const ir::Node& n, Operands in) {
  Tensor out(n.results[0]);
  for (int64_t i = 0; i < out.num_elements(); ++i) apply_elementwise(n, in, i, out, i);
  return out;
}

Tensor eval_iota(const ir::Node& n) {
  Tensor out(n.results[0]);
  const int64_t dim = n.get<ir::IotaAttr>().dimension;
  for_each_index(out.shape(), [&](const Index& index, int64_t i) { out.set_int(i, index[dim]); });
  return out;
}

Region::Region(const ir::Node& owner, int region_index) {
  const ir::Block& block = *owner.regions.at(region_index);
  auto where = [&] { return cat("[", ir::op_short_name(owner.kind), "] region ", region_index); };
  std::unordered_map<const ir::Node*, Tensor*> slot_of;
  slots_.reserve(block.nodes.size());  // never reallocated: steps_ hold pointers into it
  for (const auto& node : block.nodes) {
    const bool elementwise = ir::op_class(node->kind) == ir::OpClass::Unary ||
                             ir::op_class(node->kind) == ir::OpClass::Binary ||
                             ir::op_class(node->kind) == ir::OpClass::Ternary;
    const bool leaf = node->kind == OpKind::Parameter || node->kind == OpKind::Constant;
    LADDER_CHECK(elementwise || leaf, where(), ": the reference evaluates only constants and ",
                 "elementwise ops in regions, found ", ir::op_name(node->kind));
    LADDER_CHECK(node->num_results() == 1 && node->results[0].rank() == 0, where(),
                 ": values in regions must be single rank-0 tensors, found ",
                 ir::op_name(node->kind), " of ", node->num_results(), " results");
    slots_.push_back(node->kind == OpKind::Constant ? node->get<ir::ConstantAttr>().expanded()
                                                    : Tensor(node->results[0]));
    slot_of[node.get()] = &slots_.back();
    if (!elementwise) continue;
    Step step{node.get(), {}, &slots_.back()};
    for (ir::Value v : node->operands) {
      auto it = slot_of.find(v.node);
      LADDER_CHECK(it != slot_of.end(), where(), ": ", ir::op_name(node->kind),
                   " uses a value defined outside the region");
      step.operands.push_back(it->second);
    }
    steps_.push_back(std::move(step));
  }
  for (ir::Value v : block.results) {
    auto it = slot_of.find(v.node);
    LADDER_CHECK(it != slot_of.end(), where(), " returns a value defined outside it");
    results_.push_back(it->second);
  }
}

void Region::run() {
  for (Step& s : steps_) apply_elementwise(*s.node, s.operands, 0, *s.out, 0);
}

}  // namespace ladder::exec::reference
