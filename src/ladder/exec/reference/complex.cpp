// Complex semantics of the elementwise ops (complex.h), per the StableHLO spec: the C++
// library's principal branches (log, sqrt, pow), which are the spec's and the interpreter's.
#include "ladder/exec/reference/complex.h"

#include <cmath>
#include <limits>

#include "ladder/core/error.h"

namespace ladder::exec::reference {

namespace {

using C = std::complex<double>;
using ir::OpKind;

bool has_nan(C x) { return std::isnan(x.real()) || std::isnan(x.imag()); }

// x / |x|; 0 for 0, and NaN in both parts when either part is NaN.
C sign(C x) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  if (has_nan(x)) return {nan, nan};
  if (x == C{}) return x;
  return x / std::abs(x);
}

// The spec orders complex numbers lexicographically by (real, imaginary) for maximum and
// minimum.
bool less(C a, C b) { return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag()); }

// atan2(a, b) = -i log((b + i a) / sqrt(b^2 + a^2)), as the interpreter computes it.
C atan2(C a, C b) {
  const C i{0, 1};
  return -i * std::log((b + i * a) / std::sqrt(b * b + a * a));
}

C unary(OpKind k, C x) {
  switch (k) {
    case OpKind::Convert: return x;  // the store rounds each part, or keeps the real part
    case OpKind::Abs: return std::abs(x);
    case OpKind::Negate: return -x;
    case OpKind::Exp: return std::exp(x);
    case OpKind::Log: return std::log(x);
    case OpKind::Sqrt: return std::sqrt(x);
    case OpKind::Rsqrt: return 1.0 / std::sqrt(x);
    case OpKind::Tanh: return std::tanh(x);
    case OpKind::Tan: return std::tan(x);
    case OpKind::Logistic: return 1.0 / (1.0 + std::exp(-x));
    case OpKind::Sine: return std::sin(x);
    case OpKind::Cosine: return std::cos(x);
    case OpKind::Sign: return sign(x);
    case OpKind::Cbrt: return std::pow(x, 1.0 / 3.0);  // the principal cube root
    case OpKind::ExpMinusOne: return std::exp(x) - 1.0;
    case OpKind::LogPlusOne: return std::log(1.0 + x);
    case OpKind::Real: return x.real();
    case OpKind::Imag: return x.imag();
    // Not defined on complex numbers (the verifier refuses them).
    case OpKind::Floor: case OpKind::Ceil: case OpKind::Erf: case OpKind::RoundNearestAfz:
    case OpKind::RoundNearestEven: case OpKind::IsFinite: case OpKind::Not: case OpKind::Popcnt:
    case OpKind::CountLeadingZeros:
    LADDER_LEAF_OPS LADDER_BINARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  throw InternalError(cat("[", ir::op_short_name(k), "] reached the complex kernel"));
}

C binary(OpKind k, ir::CompareDirection direction, C a, C b) {
  switch (k) {
    case OpKind::Add: return a + b;
    case OpKind::Subtract: return a - b;
    case OpKind::Multiply: return a * b;
    case OpKind::Divide: return a / b;
    case OpKind::Power: return std::pow(a, b);
    case OpKind::Atan2: return atan2(a, b);
    case OpKind::Maximum: return less(a, b) ? b : a;
    case OpKind::Minimum: return less(b, a) ? b : a;
    case OpKind::Complex: return {a.real(), b.real()};
    case OpKind::Compare:  // EQ or NE (the verifier's rule): NaN parts are unequal
      return (a == b) == (direction == ir::CompareDirection::EQ) ? 1.0 : 0.0;
    // Not defined on complex numbers (the verifier refuses them).
    case OpKind::Remainder: case OpKind::And: case OpKind::Or: case OpKind::Xor: case OpKind::ShiftLeft:
    case OpKind::ShiftRightArithmetic: case OpKind::ShiftRightLogical:
    LADDER_LEAF_OPS LADDER_UNARY_OPS LADDER_TERNARY_OPS LADDER_SPECIAL_OPS
      break;
  }
  throw InternalError(cat("[", ir::op_short_name(k), "] reached the complex kernel"));
}

}  // namespace

std::complex<double> complex_elementwise(ir::OpKind k, ir::CompareDirection direction,
                                         std::span<const std::complex<double>> x) {
  if (x.size() == 1) return unary(k, x[0]);
  LADDER_ASSERT(x.size() == 2, "[", ir::op_short_name(k), "] on complex numbers with ", x.size(), " operands");
  return binary(k, direction, x[0], x[1]);
}

}  // namespace ladder::exec::reference
