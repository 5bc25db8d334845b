// One element of a tensor's bytes, read or written as a number: floats as double, integers as
// int64 (ui64 keeps its bits; read as a double it is unsigned), complex numbers as
// std::complex<double> (load_complex/store_complex; read as a real number a complex element is
// its real part, and a real number stored into one gets a zero imaginary part, as
// stablehlo.convert does). Tensor's get/set and the cpu
// lowerer's slow paths share these, so each element type's encoding is said once.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ladder/core/dtype.h"

namespace ladder {

inline int64_t load_element_int(const void* p, DType t, int64_t i);
inline double load_element(const void* p, DType t, int64_t i);

// v wrapped to an integer type narrower than a byte (i2, i4, ui2, ui4): its low bits,
// sign-extended for i2/i4 and zero-extended for ui2/ui4, as such an element is stored.
inline int64_t wrap_sub_byte(DType t, int64_t v) {
  const int unused = 64 - dtype_bits(t);
  const auto low = static_cast<uint64_t>(v) << unused;
  return is_unsigned(t) ? static_cast<int64_t>(low >> unused) : static_cast<int64_t>(low) >> unused;
}

// Element i of a complex tensor (c64, c128); of any other, its value with a zero imaginary part.
inline std::complex<double> load_complex(const void* p, DType t, int64_t i) {
  if (t == DType::c64) {
    const float* parts = static_cast<const float*>(p) + 2 * i;
    return {parts[0], parts[1]};
  }
  if (t == DType::c128) {
    const double* parts = static_cast<const double*>(p) + 2 * i;
    return {parts[0], parts[1]};
  }
  return {load_element(p, t, i), 0.0};
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
    LADDER_COMPLEX_DTYPES return load_complex(p, t, i).real();
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
    LADDER_FLOAT_DTYPES LADDER_FP8_DTYPES LADDER_COMPLEX_DTYPES return static_cast<int64_t>(load_element(p, t, i));
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
    LADDER_FLOAT_DTYPES LADDER_FP8_DTYPES LADDER_COMPLEX_DTYPES store_element(p, t, i, static_cast<double>(v)); return;
  }
}

// Into a complex type each part rounds to the part's float type; into any other type the
// real part is stored as store_element stores a double (the imaginary part is dropped).
inline void store_complex(void* p, DType t, int64_t i, std::complex<double> v) {
  if (t == DType::c64) {
    float* parts = static_cast<float*>(p) + 2 * i;
    parts[0] = static_cast<float>(v.real()), parts[1] = static_cast<float>(v.imag());
  } else if (t == DType::c128) {
    double* parts = static_cast<double*>(p) + 2 * i;
    parts[0] = v.real(), parts[1] = v.imag();
  } else {
    store_element(p, t, i, v.real());
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
    LADDER_COMPLEX_DTYPES store_complex(p, t, i, {v, 0.0}); return;
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

// Generic kernels that compute in double for real types and std::complex<double> for complex
// ones (V) read and write elements with these.
template <typename V>
inline V load_value(const void* p, DType t, int64_t i) {
  if constexpr (std::is_same_v<V, double>)
    return load_element(p, t, i);
  else
    return load_complex(p, t, i);
}
inline void store_value(void* p, DType t, int64_t i, double v) { store_element(p, t, i, v); }
inline void store_value(void* p, DType t, int64_t i, std::complex<double> v) { store_complex(p, t, i, v); }
// The complex conjugate of v; a real v itself.
template <typename V>
inline V conjugate(V v) {
  if constexpr (std::is_same_v<V, double>)
    return v;
  else
    return std::conj(v);
}

}  // namespace ladder
