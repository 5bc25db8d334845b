// Element types. The set is StableHLO's subset that ladder supports; names follow the
// StableHLO spelling (f32, i1, ui8, ...).
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace ladder {

// The fp8 types ("Fp8": every float of at most 8 bits, one byte each) are those of the StableHLO
// spec: f8E4M3FN and f8E5M2 (OCP FP8: E4M3FN has no infinities and one NaN pattern per sign,
// S.1111.111; E5M2 is IEEE-like), the FNUZ variants (no infinities, no negative zero, one NaN,
// 0x80; exponent bias 8 and 16, and 11 for f8E4M3B11FNUZ), f8E4M3 and f8E3M4 (IEEE-like, bias 7
// and 3), the OCP MX element types f4E2M1FN, f6E2M3FN and f6E3M2FN (no infinities, no NaN; bias
// 1, 1 and 3; stored in the low 4 or 6 bits of their byte) and f8E8M0FNU (an exponent only:
// 2^(bits - 127), no sign, no zero, 0xFF is NaN).
//
// The complex types c64 and c128 (StableHLO's complex<f32> and complex<f64>, the names they
// print and parse as) store the real part, then the imaginary part, each in its float type.
//
// The element types, said once:  X(name as StableHLO spells it, bytes per element, kind).
// New types go at the end, so that the others keep their numbers.
#define LADDER_DTYPES(X) \
  X(f32, 4, Float)        \
  X(f64, 8, Float)        \
  X(bf16, 2, Float)       \
  X(f16, 2, Float)        \
  X(i1, 1, Bool)          \
  X(i32, 4, Signed)       \
  X(i64, 8, Signed)       \
  X(ui8, 1, Unsigned)     \
  X(f8E4M3FN, 1, Fp8)     \
  X(f8E5M2, 1, Fp8)       \
  X(f8E4M3FNUZ, 1, Fp8)   \
  X(f8E5M2FNUZ, 1, Fp8)   \
  X(ui32, 4, Unsigned)    \
  X(i8, 1, Signed)        \
  X(i16, 2, Signed)       \
  X(ui16, 2, Unsigned)    \
  X(ui64, 8, Unsigned)    \
  X(i2, 1, Signed)        \
  X(i4, 1, Signed)        \
  X(ui2, 1, Unsigned)     \
  X(ui4, 1, Unsigned)     \
  X(f8E3M4, 1, Fp8)       \
  X(f8E4M3, 1, Fp8)       \
  X(f8E4M3B11FNUZ, 1, Fp8) \
  X(f8E8M0FNU, 1, Fp8)    \
  X(f4E2M1FN, 1, Fp8)     \
  X(f6E2M3FN, 1, Fp8)     \
  X(f6E3M2FN, 1, Fp8)     \
  X(c64, 8, Complex)      \
  X(c128, 16, Complex)

enum class DType : uint8_t {
#define LADDER_DTYPE_ENUM(name, bytes, kind) name,
  LADDER_DTYPES(LADDER_DTYPE_ENUM)
#undef LADDER_DTYPE_ENUM
};
inline constexpr int kNumDTypes = 0
#define LADDER_DTYPE_COUNT(...) +1
    LADDER_DTYPES(LADDER_DTYPE_COUNT)
#undef LADDER_DTYPE_COUNT
    ;

// What a type's bits mean: i1 is Bool (stored as one byte, treated as unsigned).
enum class DTypeKind : uint8_t { Float, Fp8, Bool, Signed, Unsigned, Complex };
DTypeKind dtype_kind(DType t);

// Case labels for every type of one kind, for a switch over DType that treats a kind alike and
// still names every type (so -Werror=switch catches a new one):
//   switch (t) { case DType::f32: ...; LADDER_FP8_DTYPES ...; LADDER_SIGNED_DTYPES ... }
#define LADDER_FLOAT_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Float)  // f32 f64 bf16 f16
#define LADDER_FP8_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Fp8)
#define LADDER_BOOL_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Bool)    // i1
#define LADDER_SIGNED_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Signed)
#define LADDER_UNSIGNED_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Unsigned)
#define LADDER_COMPLEX_DTYPES LADDER_DTYPES(LADDER_DTYPE_CASE_IF_Complex)  // c64 c128
// The machinery: LADDER_DTYPE_CASE_IF_K(a type's columns) is a case label when its kind is K.
#define LADDER_DTYPE_CASE_IF_Float(name, bytes, kind) LADDER_DTYPE_CASE_Float_##kind(name)
#define LADDER_DTYPE_CASE_IF_Fp8(name, bytes, kind) LADDER_DTYPE_CASE_Fp8_##kind(name)
#define LADDER_DTYPE_CASE_IF_Bool(name, bytes, kind) LADDER_DTYPE_CASE_Bool_##kind(name)
#define LADDER_DTYPE_CASE_IF_Signed(name, bytes, kind) LADDER_DTYPE_CASE_Signed_##kind(name)
#define LADDER_DTYPE_CASE_IF_Unsigned(name, bytes, kind) LADDER_DTYPE_CASE_Unsigned_##kind(name)
#define LADDER_DTYPE_CASE_IF_Complex(name, bytes, kind) LADDER_DTYPE_CASE_Complex_##kind(name)
#define LADDER_DTYPE_CASE_Float_Float(name) case ::ladder::DType::name:
#define LADDER_DTYPE_CASE_Float_Fp8(name)
#define LADDER_DTYPE_CASE_Float_Bool(name)
#define LADDER_DTYPE_CASE_Float_Signed(name)
#define LADDER_DTYPE_CASE_Float_Unsigned(name)
#define LADDER_DTYPE_CASE_Float_Complex(name)
#define LADDER_DTYPE_CASE_Fp8_Float(name)
#define LADDER_DTYPE_CASE_Fp8_Fp8(name) case ::ladder::DType::name:
#define LADDER_DTYPE_CASE_Fp8_Bool(name)
#define LADDER_DTYPE_CASE_Fp8_Signed(name)
#define LADDER_DTYPE_CASE_Fp8_Unsigned(name)
#define LADDER_DTYPE_CASE_Fp8_Complex(name)
#define LADDER_DTYPE_CASE_Bool_Float(name)
#define LADDER_DTYPE_CASE_Bool_Fp8(name)
#define LADDER_DTYPE_CASE_Bool_Bool(name) case ::ladder::DType::name:
#define LADDER_DTYPE_CASE_Bool_Signed(name)
#define LADDER_DTYPE_CASE_Bool_Unsigned(name)
#define LADDER_DTYPE_CASE_Bool_Complex(name)
#define LADDER_DTYPE_CASE_Signed_Float(name)
#define LADDER_DTYPE_CASE_Signed_Fp8(name)
#define LADDER_DTYPE_CASE_Signed_Bool(name)
#define LADDER_DTYPE_CASE_Signed_Signed(name) case ::ladder::DType::name:
#define LADDER_DTYPE_CASE_Signed_Unsigned(name)
#define LADDER_DTYPE_CASE_Signed_Complex(name)
#define LADDER_DTYPE_CASE_Unsigned_Float(name)
#define LADDER_DTYPE_CASE_Unsigned_Fp8(name)
#define LADDER_DTYPE_CASE_Unsigned_Bool(name)
#define LADDER_DTYPE_CASE_Unsigned_Signed(name)
#define LADDER_DTYPE_CASE_Unsigned_Unsigned(name) case ::ladder::DType::name:
#define LADDER_DTYPE_CASE_Unsigned_Complex(name)
#define LADDER_DTYPE_CASE_Complex_Float(name)
#define LADDER_DTYPE_CASE_Complex_Fp8(name)
#define LADDER_DTYPE_CASE_Complex_Bool(name)
#define LADDER_DTYPE_CASE_Complex_Signed(name)
#define LADDER_DTYPE_CASE_Complex_Unsigned(name)
#define LADDER_DTYPE_CASE_Complex_Complex(name) case ::ladder::DType::name:

std::string_view dtype_name(DType t);               // "f32", "complex<f32>"
std::optional<DType> dtype_from_name(std::string_view name);
int64_t dtype_size(DType t);                        // bytes per element; i1 is stored as 1 byte
// Bits of an element's value: 1 for i1, 2 and 4 for i2/ui2 and i4/ui4 (each stored in one byte,
// sign- or zero-extended), 4 for f4E2M1FN and 6 for the f6 types (the low bits of their byte),
// else 8 per byte.
int dtype_bits(DType t);
bool is_float(DType t);                             // f32 f64 bf16 f16 and the fp8 types
bool is_fp8(DType t);
bool is_integer(DType t);                           // i8 ... i64, ui8 ... ui64 (not i1)
bool is_unsigned(DType t);                          // ui8 ui16 ui32 ui64 (and i1, treated as unsigned)
bool is_complex(DType t);                           // c64 c128
// The float type of a complex type's parts (f32 for c64, f64 for c128); t itself otherwise.
DType complex_part_type(DType t);
// The complex type whose parts are of float type t (c64 for f32, c128 for f64); nullopt for others.
std::optional<DType> complex_of(DType t);

// 16-bit float conversions, round-to-nearest-even, NaN and infinities preserved (a NaN stays
// a quiet NaN). The bf16 ones are inline and branch-free: the cpu lowerer's fused kernels call
// them per element, in loops they vectorise.
inline uint16_t float_to_bf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  const uint32_t rounded = u + 0x7fffu + ((u >> 16) & 1u);
  const uint32_t quiet_nan = u | 0x00400000u;
  return static_cast<uint16_t>(((u & 0x7fffffffu) > 0x7f800000u ? quiet_nan : rounded) >> 16);
}
inline float bf16_to_float(uint16_t h) {
  const uint32_t u = static_cast<uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint16_t float_to_f16(float f);
float f16_to_float(uint16_t h);

// fp8 conversions (t must be an fp8 type). Decoding is exact. Encoding rounds to nearest,
// ties to even; a value past the largest finite one (after rounding) becomes infinity in the
// IEEE-like types (f8E5M2, f8E4M3, f8E3M4), NaN in those with a NaN but no infinity, and the
// largest finite value (sign kept) in f4E2M1FN, f6E2M3FN and f6E3M2FN; NaN stays NaN (sign
// kept where the type has signed NaNs) and becomes +0 in the types without NaN; -0 and
// negative values that round to zero become +0 in the FNUZ types. f8E8M0FNU rounds to the
// nearest power of two (ties up, its one significand bit being odd), gives 2^-127 for zero and
// anything smaller, and NaN for negative values, infinities and values past 2^127. These are
// the rules of the StableHLO interpreter (LLVM's APFloat); the spec leaves inexact
// conversions to be defined.
float fp8_to_float(DType t, uint8_t bits);

// stablehlo.reduce_precision of one value x of float type t (f16, bf16, f32 or f64; the others
// are refused by its type rule): x's mantissa rounded to `mantissa_bits` (nearest, ties to
// even), then ±inf above the largest exponent that `exponent_bits` hold and ±0 at or below the
// smallest (the narrow format's denormals flush to zero). NaN stays NaN, but becomes +inf when
// no mantissa bit is left to mark it (mantissa_bits 0). XLA and the StableHLO interpreter
// compute it so, on the bits of t.
double reduce_precision(DType t, double x, int64_t exponent_bits, int64_t mantissa_bits);
uint8_t float_to_fp8(DType t, double value);

}  // namespace ladder
