#include "ladder/core/dtype.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>

#include "ladder/core/error.h"

namespace ladder {

namespace {
struct DTypeInfo {
  std::string_view name;
  int64_t bytes;
  DTypeKind kind;
};
// The name StableHLO spells a type with: its identifier, but complex<f32> for c64 and
// complex<f64> for c128.
constexpr std::string_view spelling(std::string_view id) {
  return id == "c64" ? "complex<f32>" : id == "c128" ? "complex<f64>" : id;
}
constexpr DTypeInfo kDTypes[] = {
#define LADDER_DTYPE_INFO(name, bytes, kind) {spelling(#name), bytes, DTypeKind::kind},
    LADDER_DTYPES(LADDER_DTYPE_INFO)
#undef LADDER_DTYPE_INFO
};
static_assert(std::size(kDTypes) == kNumDTypes);

constexpr bool sizes_agree() {
  for (const DTypeInfo& t : kDTypes) {
    if (t.kind == DTypeKind::Fp8 && t.bytes != 1) return false;
    if (t.kind == DTypeKind::Complex) {
      if (t.bytes != 8 && t.bytes != 16) return false;
      continue;
    }
    if (t.bytes != 1 && t.bytes != 2 && t.bytes != 4 && t.bytes != 8) return false;
  }
  return true;
}
static_assert(sizes_agree(), "LADDER_DTYPES: an fp8 type is one byte; a complex type 8 or 16; the others 1, 2, 4 or 8");

const DTypeInfo& info(DType t) { return kDTypes[static_cast<int>(t)]; }

// An fp8 format: exponent and mantissa widths, bias, and how it spells what is not finite.
// f8E8M0FNU has no sign or significand and is handled apart (e8m0_*).
enum class NonFinite {
  Ieee,         // all-ones exponent: infinity (mantissa 0) or NaN (E5M2, E4M3, E3M4)
  AllOnesNaN,   // no infinities; all-ones magnitude is NaN (E4M3FN)
  NegZeroNaN,   // no infinities, no -0; the -0 pattern is the only NaN (FNUZ)
  None,         // neither infinities nor NaN (the MX types f4E2M1FN, f6E2M3FN, f6E3M2FN)
};
struct Fp8Format {
  int exp_bits, man_bits, bias;
  NonFinite non_finite;
  int sign_bit() const { return 1 << (exp_bits + man_bits); }
  int magnitude_mask() const { return sign_bit() - 1; }
};

Fp8Format fp8_format(DType t) {
  switch (t) {
    case DType::f8E4M3FN: return {4, 3, 7, NonFinite::AllOnesNaN};
    case DType::f8E5M2: return {5, 2, 15, NonFinite::Ieee};
    case DType::f8E4M3FNUZ: return {4, 3, 8, NonFinite::NegZeroNaN};
    case DType::f8E5M2FNUZ: return {5, 2, 16, NonFinite::NegZeroNaN};
    case DType::f8E3M4: return {3, 4, 3, NonFinite::Ieee};
    case DType::f8E4M3: return {4, 3, 7, NonFinite::Ieee};
    case DType::f8E4M3B11FNUZ: return {4, 3, 11, NonFinite::NegZeroNaN};
    case DType::f4E2M1FN: return {2, 1, 1, NonFinite::None};
    case DType::f6E2M3FN: return {2, 3, 1, NonFinite::None};
    case DType::f6E3M2FN: return {3, 2, 3, NonFinite::None};
    case DType::f8E8M0FNU:
    LADDER_FLOAT_DTYPES LADDER_BOOL_DTYPES LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES LADDER_COMPLEX_DTYPES break;
  }
  throw InternalError(cat("fp8_format: ", info(t).name, " is not a signed fp8 type"));
}

// The largest finite magnitude's bit pattern (sign clear).
int fp8_max_bits(const Fp8Format& f) {
  switch (f.non_finite) {
    case NonFinite::Ieee: return ((1 << f.exp_bits) - 2) << f.man_bits | ((1 << f.man_bits) - 1);
    case NonFinite::AllOnesNaN: return f.magnitude_mask() - 1;
    case NonFinite::NegZeroNaN:
    case NonFinite::None: return f.magnitude_mask();
  }
  return 0;
}

constexpr uint8_t kE8M0NaN = 0xFF;

float e8m0_to_float(uint8_t bits) {
  if (bits == kE8M0NaN) return std::numeric_limits<float>::quiet_NaN();
  return std::ldexp(1.0f, bits - 127);
}

uint8_t float_to_e8m0(double value) {
  if (std::isnan(value) || value < 0 || std::isinf(value)) return kE8M0NaN;
  if (value == 0) return 0;  // no zero: the nearest value, 2^-127
  int e = 0;
  const double m = std::frexp(value, &e);  // value = m * 2^e, m in [0.5, 1)
  const int exponent = m >= 0.75 ? e : e - 1;  // 1.5 * 2^(e-1) and up round to 2^e
  if (exponent > 127) return kE8M0NaN;
  return static_cast<uint8_t>(std::max(exponent, -127) + 127);
}
}  // namespace

std::string_view dtype_name(DType t) { return info(t).name; }
DTypeKind dtype_kind(DType t) { return info(t).kind; }

std::optional<DType> dtype_from_name(std::string_view name) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (kDTypes[i].name == name) return static_cast<DType>(i);
  return std::nullopt;
}

int64_t dtype_size(DType t) { return info(t).bytes; }
int dtype_bits(DType t) {
  if (t == DType::i1) return 1;
  if (t == DType::f4E2M1FN) return 4;
  if (t == DType::f6E2M3FN || t == DType::f6E3M2FN) return 6;
  if (t == DType::i2 || t == DType::ui2) return 2;
  if (t == DType::i4 || t == DType::ui4) return 4;
  return static_cast<int>(8 * info(t).bytes);
}

bool is_float(DType t) { return dtype_kind(t) == DTypeKind::Float || dtype_kind(t) == DTypeKind::Fp8; }
bool is_fp8(DType t) { return dtype_kind(t) == DTypeKind::Fp8; }
bool is_integer(DType t) { return dtype_kind(t) == DTypeKind::Signed || dtype_kind(t) == DTypeKind::Unsigned; }
bool is_unsigned(DType t) { return dtype_kind(t) == DTypeKind::Unsigned || dtype_kind(t) == DTypeKind::Bool; }
bool is_complex(DType t) { return dtype_kind(t) == DTypeKind::Complex; }
DType complex_part_type(DType t) { return t == DType::c64 ? DType::f32 : t == DType::c128 ? DType::f64 : t; }
std::optional<DType> complex_of(DType t) {
  if (t == DType::f32) return DType::c64;
  if (t == DType::f64) return DType::c128;
  return std::nullopt;
}

uint16_t float_to_f16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000;
  uint32_t abs = x & 0x7fffffff;
  if (abs >= 0x7f800000) return static_cast<uint16_t>(sign | 0x7c00 | (abs > 0x7f800000 ? 0x200 : 0));
  if (abs >= 0x477ff000) return static_cast<uint16_t>(sign | 0x7c00);  // rounds to infinity
  if (abs < 0x38800000) {  // f16 subnormal or zero: scale so the integer part is the mantissa
    float scaled = std::bit_cast<float>(abs) * 16777216.0f;  // 2^24, exact
    return static_cast<uint16_t>(sign | static_cast<uint32_t>(std::nearbyint(scaled)));
  }
  uint32_t mant_odd = (abs >> 13) & 1;
  abs += 0xc8000fff + mant_odd;  // rebias exponent (-112 << 23) and round to nearest even
  return static_cast<uint16_t>(sign | (abs >> 13));
}

float f16_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  if (exp == 0) {
    float v = std::ldexp(static_cast<float>(mant), -24);
    return sign ? -v : v;
  }
  if (exp == 31) return std::bit_cast<float>(sign | 0x7f800000 | (mant << 13));
  return std::bit_cast<float>(sign | ((exp + 112) << 23) | (mant << 13));
}

float fp8_to_float(DType t, uint8_t bits) {
  if (t == DType::f8E8M0FNU) return e8m0_to_float(bits);
  const Fp8Format f = fp8_format(t);
  const bool negative = bits & f.sign_bit();
  const int magnitude = bits & f.magnitude_mask();
  const int exp = magnitude >> f.man_bits, man = bits & ((1 << f.man_bits) - 1);
  const float nan = std::copysign(std::numeric_limits<float>::quiet_NaN(), negative ? -1.0f : 1.0f);
  switch (f.non_finite) {
    case NonFinite::Ieee:
      if (exp == (1 << f.exp_bits) - 1)
        return man != 0 ? nan : negative ? -std::numeric_limits<float>::infinity() : std::numeric_limits<float>::infinity();
      break;
    case NonFinite::AllOnesNaN:
      if (magnitude == f.magnitude_mask()) return nan;
      break;
    case NonFinite::NegZeroNaN:
      if (negative && magnitude == 0) return std::numeric_limits<float>::quiet_NaN();
      break;
    case NonFinite::None: break;
  }
  // Subnormals (exp 0) have no implicit leading one and the exponent of exp 1.
  const float value = exp == 0 ? std::ldexp(static_cast<float>(man), 1 - f.bias - f.man_bits)
                               : std::ldexp(static_cast<float>((1 << f.man_bits) | man), exp - f.bias - f.man_bits);
  return negative ? -value : value;
}

uint8_t float_to_fp8(DType t, double value) {
  if (t == DType::f8E8M0FNU) return float_to_e8m0(value);
  const Fp8Format f = fp8_format(t);
  const int sign = std::signbit(value) ? f.sign_bit() : 0;
  const int max_bits = fp8_max_bits(f);
  int nan = 0, overflow = 0;
  switch (f.non_finite) {
    case NonFinite::Ieee:  // a quiet NaN; infinity just past the largest finite value
      nan = sign | (max_bits + 1) | (1 << (f.man_bits - 1));
      overflow = sign | (max_bits + 1);
      break;
    case NonFinite::AllOnesNaN: nan = overflow = sign | f.magnitude_mask(); break;
    case NonFinite::NegZeroNaN: nan = overflow = f.sign_bit(); break;
    case NonFinite::None: nan = 0, overflow = sign | max_bits; break;  // saturate
  }
  if (std::isnan(value)) return static_cast<uint8_t>(nan);
  if (std::isinf(value)) return static_cast<uint8_t>(overflow);
  const double a = std::fabs(value);
  // Round |value| to a multiple of the quantum of its binade (of the subnormals below the
  // smallest normal), to nearest with ties to even: exact, since scaling by 2^k is.
  const int min_exp = 1 - f.bias;  // of the smallest normal
  int e = 0;
  std::frexp(a, &e);               // a = m * 2^e, m in [0.5, 1)
  const int binade = std::max(e - 1, min_exp);
  const double quantum = std::ldexp(1.0, binade - f.man_bits);
  const double units = std::nearbyint(a / quantum);  // the default mode: ties to even
  if (units == 0) return static_cast<uint8_t>(f.non_finite == NonFinite::NegZeroNaN ? 0 : sign);
  // units < 2^(man_bits+1); at 2^(man_bits+1) the value moved up a binade.
  int exp_field = 0, man = 0;
  if (binade == min_exp && units < (1 << f.man_bits)) {
    man = static_cast<int>(units);  // subnormal
  } else {
    int b = binade, u = static_cast<int>(units);
    if (u == 2 << f.man_bits) u >>= 1, ++b;
    exp_field = b + f.bias;
    man = u - (1 << f.man_bits);
  }
  if (exp_field >= (1 << f.exp_bits)) return static_cast<uint8_t>(overflow);
  const int bits = exp_field << f.man_bits | man;
  if (bits > max_bits) return static_cast<uint8_t>(overflow);
  return static_cast<uint8_t>(sign | bits);
}

namespace {

struct FloatBits {
  int width, mantissa;  // bits in all, and stored mantissa bits
};

FloatBits float_bits(DType t) {
  switch (t) {
    case DType::f64: return {64, 52};
    case DType::f32: return {32, 23};
    case DType::f16: return {16, 10};
    case DType::bf16: return {16, 7};
    LADDER_FP8_DTYPES LADDER_BOOL_DTYPES LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES LADDER_COMPLEX_DTYPES break;
  }
  throw InternalError(cat("reduce_precision: no bit layout for ", dtype_name(t)));
}

uint64_t to_bits(DType t, double x) {
  if (t == DType::f64) return std::bit_cast<uint64_t>(x);
  if (t == DType::f32) return std::bit_cast<uint32_t>(static_cast<float>(x));
  return t == DType::f16 ? float_to_f16(static_cast<float>(x)) : float_to_bf16(static_cast<float>(x));
}

double from_bits(DType t, uint64_t bits) {
  if (t == DType::f64) return std::bit_cast<double>(bits);
  if (t == DType::f32) return std::bit_cast<float>(static_cast<uint32_t>(bits));
  const auto half = static_cast<uint16_t>(bits);
  return t == DType::f16 ? f16_to_float(half) : bf16_to_float(half);
}

}  // namespace

double reduce_precision(DType t, double x, int64_t exponent_bits, int64_t mantissa_bits) {
  const FloatBits f = float_bits(t);
  const int exponent_width = f.width - f.mantissa - 1;
  uint64_t bits = to_bits(t, x);
  if (mantissa_bits < f.mantissa) {
    // Add just under half of the dropped part's unit, plus the kept last bit (ties go to
    // even), then drop it; a carry moves into the exponent as it should.
    const int dropped = f.mantissa - static_cast<int>(mantissa_bits);
    const uint64_t kept_last = (bits >> dropped) & 1;
    bits += ((uint64_t{1} << (dropped - 1)) - 1) + kept_last;
    bits &= ~((uint64_t{1} << dropped) - 1);
  }
  if (exponent_bits < exponent_width) {
    const uint64_t sign = bits & (uint64_t{1} << (f.width - 1));
    const uint64_t exponent_mask = ((uint64_t{1} << exponent_width) - 1) << f.mantissa;
    const uint64_t bias = (uint64_t{1} << (exponent_width - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exponent_bits - 1)) - 1;
    const uint64_t exponent = bits & exponent_mask;
    if (exponent > (bias + reduced_bias) << f.mantissa) bits = sign | exponent_mask;  // overflow: inf
    else if (exponent <= (bias - reduced_bias) << f.mantissa) bits = sign;           // underflow: 0
  }
  if (std::isnan(x)) return mantissa_bits > 0 ? x : std::numeric_limits<double>::infinity();
  return from_bits(t, bits);
}

}  // namespace ladder
