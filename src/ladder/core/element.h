// One element of a tensor's bytes, read or written as a number: floats as double, integers as
// int64 (ui64 keeps its bits; read as a double it is unsigned). Tensor's get/set and the cpu
// lowerer's slow paths share these, so each element type's encoding is said once.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "ladder/core/dtype.h"

namespace ladder {

inline int64_t load_element_int(const void* p, DType t, int64_t i);

// v wrapped to an integer type narrower than a byte (i2, i4, ui2, ui4): its low bits,
// sign-extended for i2/i4 and zero-extended for ui2/ui4, as such an element is stored.
inline int64_t wrap_sub_byte(DType t, int64_t v) {
  const int unused = 64 - dtype_bits(t);
  const auto low = static_cast<uint64_t>(v) << unused;
  return is_unsigned(t) ? static_cast<int64_t>(low >> unused) : static_cast<int64_t>(low) >> unused;
}

// Orders every float, NaNs included, as IEEE totalOrder (compare's TOTALORDER):
// -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
inline int64_t total_order_key(double x) {
  int64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits < 0 ? bits ^ std::numeric_limits<int64_t>::max() : bits;
}

inline double load_element(const void* p, DType t, int64_t i) {
  switch (t) {
    case DType::f32: return static_cast<const float*>(p)[i];
    case DType::f64: return static_cast<const double*>(p)[i];
    case DType::bf16: return bf16_to_float(static_cast<const uint16_t*>(p)[i]);
    case DType::f16: return f16_to_float(static_cast<const uint16_t*>(p)[i]);
    LADDER_FP8_DTYPES return fp8_to_float(t, static_cast<const uint8_t*>(p)[i]);
    case DType::ui64: return static_cast<double>(static_cast<const uint64_t*>(p)[i]);
    case DType::i1: case DType::i8: case DType::i16: case DType::i32: case DType::i64:
    case DType::ui8: case DType::ui16: case DType::ui32: case DType::i2: case DType::i4:
    case DType::ui2: case DType::ui4:
      return static_cast<double>(load_element_int(p, t, i));
  }
  return 0;
}

inline int64_t load_element_int(const void* p, DType t, int64_t i) {
  switch (t) {
    LADDER_BOOL_DTYPES case DType::ui8: return static_cast<const uint8_t*>(p)[i];
    case DType::i8: case DType::i2: case DType::i4: return static_cast<const int8_t*>(p)[i];
    case DType::ui2: case DType::ui4: return static_cast<const uint8_t*>(p)[i];
    case DType::i16: return static_cast<const int16_t*>(p)[i];
    case DType::ui16: return static_cast<const uint16_t*>(p)[i];
    case DType::i32: return static_cast<const int32_t*>(p)[i];
    case DType::ui32: return static_cast<const uint32_t*>(p)[i];
    case DType::i64: case DType::ui64: return static_cast<const int64_t*>(p)[i];  // ui64: its bits
    LADDER_FLOAT_DTYPES LADDER_FP8_DTYPES return static_cast<int64_t>(load_element(p, t, i));
  }
  return 0;
}

// Integers wrap to the type's width; into a float type the value is rounded as store_element does.
inline void store_element(void* p, DType t, int64_t i, double v);

inline void store_element_int(void* p, DType t, int64_t i, int64_t v) {
  switch (t) {
    LADDER_BOOL_DTYPES static_cast<uint8_t*>(p)[i] = v != 0 ? 1 : 0; return;
    case DType::ui8: static_cast<uint8_t*>(p)[i] = static_cast<uint8_t>(v); return;
    case DType::i8: static_cast<int8_t*>(p)[i] = static_cast<int8_t>(static_cast<uint8_t>(v)); return;
    case DType::i2: case DType::i4: case DType::ui2: case DType::ui4:
      static_cast<int8_t*>(p)[i] = static_cast<int8_t>(wrap_sub_byte(t, v)); return;
    case DType::i16: static_cast<int16_t*>(p)[i] = static_cast<int16_t>(static_cast<uint16_t>(v)); return;
    case DType::ui16: static_cast<uint16_t*>(p)[i] = static_cast<uint16_t>(v); return;
    case DType::i32: static_cast<int32_t*>(p)[i] = static_cast<int32_t>(static_cast<uint32_t>(v)); return;
    case DType::ui32: static_cast<uint32_t*>(p)[i] = static_cast<uint32_t>(v); return;
    case DType::i64: case DType::ui64: static_cast<int64_t*>(p)[i] = v; return;
    LADDER_FLOAT_DTYPES LADDER_FP8_DTYPES store_element(p, t, i, static_cast<double>(v)); return;
  }
}

// Floats round to nearest even; into an integer type the value truncates toward zero, NaN
// becomes 0 and out-of-range values saturate (no undefined conversion).
inline void store_element(void* p, DType t, int64_t i, double v) {
  switch (t) {
    case DType::f32: static_cast<float*>(p)[i] = static_cast<float>(v); return;
    case DType::f64: static_cast<double*>(p)[i] = v; return;
    case DType::bf16: static_cast<uint16_t*>(p)[i] = float_to_bf16(static_cast<float>(v)); return;
    case DType::f16: static_cast<uint16_t*>(p)[i] = float_to_f16(static_cast<float>(v)); return;
    LADDER_FP8_DTYPES static_cast<uint8_t*>(p)[i] = float_to_fp8(t, v); return;
    LADDER_BOOL_DTYPES static_cast<uint8_t*>(p)[i] = v != 0.0 ? 1 : 0; return;
    LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES {
      if (std::isnan(v)) v = 0;
      v = std::trunc(v);
      constexpr double kLo = -9223372036854775808.0, kHi = 9223372036854775807.0;
      constexpr double kUnsignedHi = 18446744073709551616.0;  // 2^64
      // ui64 holds [2^63, 2^64) too: its bits go through uint64.
      if (t == DType::ui64 && v >= kHi) {
        store_element_int(p, t, i, v >= kUnsignedHi ? -1 : static_cast<int64_t>(static_cast<uint64_t>(v)));
        return;
      }
      const int64_t x = v <= kLo ? std::numeric_limits<int64_t>::min()
                        : v >= kHi ? std::numeric_limits<int64_t>::max()
                                   : static_cast<int64_t>(v);
      store_element_int(p, t, i, x);
      return;
    }
  }
}

}  // namespace ladder
