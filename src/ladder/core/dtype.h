// Element types. The set is StableHLO's subset that ladder supports; names follow the
// StableHLO spelling (f32, i1, ui8, ...).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ladder {

// The fp8 types are those of the StableHLO spec: f8E4M3FN and f8E5M2 (OCP FP8: E4M3 has no
// infinities and one NaN pattern per sign, S.1111.111; E5M2 is IEEE-like), and the FNUZ
// variants (no infinities, no negative zero, one NaN, 0x80; exponent bias 8 and 16).
// ui32 comes last so that the others keep their numbers (it arrived with replica_id).
enum class DType : uint8_t { f32, f64, bf16, f16, i1, i32, i64, ui8, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, ui32 };
inline constexpr int kNumDTypes = 13;

std::string_view dtype_name(DType t);               // "f32"
std::optional<DType> dtype_from_name(std::string_view name);
int64_t dtype_size(DType t);                        // bytes per element; i1 is stored as 1 byte
bool is_float(DType t);                             // f32 f64 bf16 f16 and the fp8 types
bool is_fp8(DType t);
bool is_integer(DType t);                           // i32 i64 ui8 ui32 (not i1)
bool is_unsigned(DType t);                          // ui8 ui32 (and i1, which is treated as unsigned)

// 16-bit float conversions, round-to-nearest-even, NaN and infinities preserved.
uint16_t float_to_bf16(float f);
float bf16_to_float(uint16_t h);
uint16_t float_to_f16(float f);
float f16_to_float(uint16_t h);

// fp8 conversions (t must be an fp8 type). Decoding is exact. Encoding rounds to nearest,
// ties to even; a value past the largest finite one (after rounding) becomes infinity in
// f8E5M2 and NaN in the types without infinities; NaN stays NaN (sign kept where the type has
// signed NaNs); -0 and negative values that round to zero become +0 in the FNUZ types. These
// are the rules of XLA and of the StableHLO interpreter (LLVM's APFloat); the spec leaves
// inexact conversions to be defined.
float fp8_to_float(DType t, uint8_t bits);
uint8_t float_to_fp8(DType t, double value);

}  // namespace ladder
