#include "ladder/core/dtype.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

namespace ladder {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();

TEST(DType, NamesSizesAndClasses) {
  for (int i = 0; i < kNumDTypes; ++i) {
    auto t = static_cast<DType>(i);
    EXPECT_EQ(dtype_from_name(dtype_name(t)), t);
  }
  EXPECT_EQ(dtype_name(DType::ui8), "ui8");
  EXPECT_EQ(dtype_from_name("f8"), std::nullopt);
  EXPECT_EQ(dtype_size(DType::f64), 8);
  EXPECT_EQ(dtype_size(DType::bf16), 2);
  EXPECT_EQ(dtype_size(DType::i1), 1);
  EXPECT_TRUE(is_float(DType::bf16));
  EXPECT_FALSE(is_float(DType::i32));
  EXPECT_TRUE(is_integer(DType::ui8));
  EXPECT_FALSE(is_integer(DType::i1));
  EXPECT_TRUE(is_unsigned(DType::i1));
  EXPECT_FALSE(is_unsigned(DType::i64));
}

// Bit patterns from the formats' definitions: bf16 is the top half of an f32; f16 has a
// 5-bit exponent (bias 15) and a 10-bit mantissa.
TEST(DType, Bf16KnownValues) {
  EXPECT_EQ(float_to_bf16(1.0f), 0x3F80);
  EXPECT_EQ(float_to_bf16(-2.0f), 0xC000);
  EXPECT_EQ(float_to_bf16(-0.0f), 0x8000);
  EXPECT_EQ(bf16_to_float(0x3FC0), 1.5f);
  // Ties go to the even mantissa; anything above the midpoint rounds up.
  EXPECT_EQ(float_to_bf16(1.0f + 0x1p-8f), 0x3F80);
  EXPECT_EQ(float_to_bf16(1.0f + 3 * 0x1p-8f), 0x3F82);
  EXPECT_EQ(float_to_bf16(1.0f + 0x1p-8f + 0x1p-20f), 0x3F81);
  // The largest float is past the last bf16's midpoint to 2^128, so it overflows.
  EXPECT_EQ(float_to_bf16(std::numeric_limits<float>::max()), 0x7F80);
  // Subnormals: the smallest bf16 subnormal is 2^-133.
  EXPECT_EQ(float_to_bf16(0x1p-133f), 0x0001);
  EXPECT_EQ(bf16_to_float(0x0001), 0x1p-133f);
  EXPECT_EQ(float_to_bf16(0x1p-134f), 0x0000);  // tie, to even zero
}

TEST(DType, Bf16InfinityAndNaN) {
  EXPECT_EQ(float_to_bf16(kInf), 0x7F80);
  EXPECT_EQ(float_to_bf16(-kInf), 0xFF80);
  EXPECT_TRUE(std::isinf(bf16_to_float(0xFF80)));
  EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(std::nanf("")))));
  // A NaN whose payload lies only in the low 16 bits must not truncate to infinity.
  float low_payload_nan = std::bit_cast<float>(0x7F800001u);
  EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(low_payload_nan))));
}

TEST(DType, F16KnownValues) {
  EXPECT_EQ(float_to_f16(1.0f), 0x3C00);
  EXPECT_EQ(float_to_f16(-2.0f), 0xC000);
  EXPECT_EQ(float_to_f16(-0.0f), 0x8000);
  EXPECT_EQ(float_to_f16(65504.0f), 0x7BFF);  // largest finite f16
  EXPECT_EQ(float_to_f16(65519.0f), 0x7BFF);  // below the midpoint to 65536
  EXPECT_EQ(float_to_f16(65520.0f), 0x7C00);  // the midpoint: ties to even, i.e. infinity
  EXPECT_EQ(float_to_f16(1.0f + 0x1p-11f), 0x3C00);
  EXPECT_EQ(float_to_f16(1.0f + 3 * 0x1p-11f), 0x3C02);
  EXPECT_EQ(f16_to_float(0x3555), 0x1.554p-2f);
}

TEST(DType, F16Subnormals) {
  EXPECT_EQ(float_to_f16(0x1p-24f), 0x0001);  // smallest subnormal
  EXPECT_EQ(f16_to_float(0x0001), 0x1p-24f);
  EXPECT_EQ(float_to_f16(0x1p-25f), 0x0000);          // tie, to even zero
  EXPECT_EQ(float_to_f16(0x1.8p-25f), 0x0001);        // above the tie
  EXPECT_EQ(float_to_f16(3 * 0x1p-25f), 0x0002);      // 1.5 ulp: tie, to even 2
  EXPECT_EQ(float_to_f16(1023 * 0x1p-24f), 0x03FF);   // largest subnormal
  EXPECT_EQ(float_to_f16(1023.5f * 0x1p-24f), 0x0400);  // rounds up into the normals
  EXPECT_EQ(float_to_f16(0x1p-14f), 0x0400);          // smallest normal
  EXPECT_EQ(float_to_f16(-0x1p-24f), 0x8001);
  EXPECT_EQ(float_to_f16(0x1p-30f), 0x0000);          // underflows to zero
  EXPECT_TRUE(std::signbit(f16_to_float(0x8000)));
}

TEST(DType, F16InfinityAndNaN) {
  EXPECT_EQ(float_to_f16(kInf), 0x7C00);
  EXPECT_EQ(float_to_f16(-kInf), 0xFC00);
  EXPECT_EQ(float_to_f16(1e10f), 0x7C00);
  EXPECT_EQ(f16_to_float(0xFC00), -kInf);
  uint16_t nan = float_to_f16(std::nanf(""));
  EXPECT_EQ(nan & 0x7C00, 0x7C00);
  EXPECT_NE(nan & 0x03FF, 0);
  EXPECT_TRUE(std::isnan(f16_to_float(0x7E00)));
  EXPECT_TRUE(std::isnan(f16_to_float(float_to_f16(std::bit_cast<float>(0x7F800001u)))));
}

// Every finite 16-bit pattern survives the trip through float, and the exact midpoint
// between two neighbours rounds to the one with the even mantissa (just off the midpoint,
// to the nearer one).
template <typename ToFloat, typename FromFloat>
void check_every_pattern(ToFloat to_float, FromFloat from_float, uint16_t largest_finite) {
  for (uint32_t sign : {0u, 0x8000u}) {
    for (uint32_t h = 0; h <= largest_finite; ++h) {
      uint16_t bits = static_cast<uint16_t>(sign | h);
      ASSERT_EQ(from_float(to_float(bits)), bits) << std::hex << bits;
      if (h == largest_finite) continue;
      uint16_t next = static_cast<uint16_t>(bits + 1);
      double a = to_float(bits), b = to_float(next);
      float mid = static_cast<float>((a + b) / 2);  // exact: needs one bit more than 16-bit
      ASSERT_EQ(from_float(mid), (h & 1) ? next : bits) << std::hex << bits;
      float below = std::nextafter(mid, static_cast<float>(a));
      float above = std::nextafter(mid, static_cast<float>(b));
      ASSERT_EQ(from_float(below), bits) << std::hex << bits;
      ASSERT_EQ(from_float(above), next) << std::hex << bits;
    }
  }
}

TEST(DType, Bf16EveryPatternRoundTripsAndRoundsToNearestEven) {
  check_every_pattern(bf16_to_float, float_to_bf16, 0x7F7F);
}

TEST(DType, F16EveryPatternRoundTripsAndRoundsToNearestEven) {
  check_every_pattern(f16_to_float, float_to_f16, 0x7BFF);
}

}  // namespace
}  // namespace ladder
