// Element types. The set is StableHLO's subset that ladder supports; names follow the
// StableHLO spelling (f32, i1, ui8, ...).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ladder {

enum class DType : uint8_t { f32, f64, bf16, f16, i1, i32, i64, ui8 };
inline constexpr int kNumDTypes = 8;

std::string_view dtype_name(DType t);               // "f32"
std::optional<DType> dtype_from_name(std::string_view name);
int64_t dtype_size(DType t);                        // bytes per element; i1 is stored as 1 byte
bool is_float(DType t);                             // f32 f64 bf16 f16
bool is_integer(DType t);                           // i32 i64 ui8 (not i1)
bool is_unsigned(DType t);                          // ui8 (and i1, which is treated as unsigned)

// 16-bit float conversions, round-to-nearest-even, NaN and infinities preserved.
uint16_t float_to_bf16(float f);
float bf16_to_float(uint16_t h);
uint16_t float_to_f16(float f);
float f16_to_float(uint16_t h);

}  // namespace ladder
