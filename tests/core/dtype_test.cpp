#include "ladder/core/dtype.h"
#include "ladder/core/element.h"
#include "ladder/core/tensor.h"

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
  EXPECT_EQ(dtype_name(DType::ui32), "ui32");
  EXPECT_EQ(dtype_size(DType::ui32), 4);
  EXPECT_TRUE(is_integer(DType::ui32));
  EXPECT_TRUE(is_unsigned(DType::ui32));
  EXPECT_FALSE(is_float(DType::ui32));
  // The narrow and wide integer types: width and signedness.
  struct Expect { DType t; const char* name; int64_t bytes; bool unsigned_; };
  for (Expect e : {Expect{DType::i8, "i8", 1, false}, Expect{DType::i16, "i16", 2, false},
                   Expect{DType::ui16, "ui16", 2, true}, Expect{DType::ui64, "ui64", 8, true}}) {
    EXPECT_EQ(dtype_name(e.t), e.name);
    EXPECT_EQ(dtype_from_name(e.name), e.t);
    EXPECT_EQ(dtype_size(e.t), e.bytes) << e.name;
    EXPECT_TRUE(is_integer(e.t)) << e.name;
    EXPECT_EQ(is_unsigned(e.t), e.unsigned_) << e.name;
    EXPECT_FALSE(is_float(e.t)) << e.name;
  }
  // New types were added at the end: the older ones keep their numbers (ui32 was the last).
  EXPECT_EQ(static_cast<int>(DType::ui32), 12);
  EXPECT_EQ(static_cast<int>(DType::i8), 13);
}

// i2, i4, ui2 and ui4: one byte each, holding the value sign- or zero-extended; arithmetic
// wraps modulo 2^width (element.h's wrap_sub_byte, which every store goes through).
TEST(DType, SubByteIntegersWrapToTheirWidth) {
  EXPECT_EQ(static_cast<int>(DType::i2), 17);  // after ui64, so the others keep their numbers
  for (DType t : {DType::i2, DType::i4, DType::ui2, DType::ui4}) {
    EXPECT_EQ(dtype_size(t), 1) << dtype_name(t);
    EXPECT_TRUE(is_integer(t)) << dtype_name(t);
  }
  EXPECT_EQ(dtype_bits(DType::i2), 2);
  EXPECT_EQ(dtype_bits(DType::ui4), 4);
  EXPECT_EQ(dtype_bits(DType::i1), 1);
  EXPECT_EQ(dtype_bits(DType::i16), 16);
  EXPECT_TRUE(is_unsigned(DType::ui2));
  EXPECT_FALSE(is_unsigned(DType::i4));
  // i4 holds [-8, 7]: 7 + 1 wraps to -8, -8 - 1 to 7; ui4 holds [0, 15]: 15 + 1 is 0.
  EXPECT_EQ(wrap_sub_byte(DType::i4, 8), -8);
  EXPECT_EQ(wrap_sub_byte(DType::i4, -9), 7);
  EXPECT_EQ(wrap_sub_byte(DType::i4, 7 * 3), 5);   // 21 - 16
  EXPECT_EQ(wrap_sub_byte(DType::ui4, 16), 0);
  EXPECT_EQ(wrap_sub_byte(DType::ui4, -1), 15);
  EXPECT_EQ(wrap_sub_byte(DType::i2, 2), -2);
  EXPECT_EQ(wrap_sub_byte(DType::ui2, 5), 1);
  Tensor t(DType::i4, {3});
  t.set_int(0, 7 + 1);
  t.set(1, -3.9);  // truncates toward zero, as for every integer type
  t.set_int(2, 0x1F);
  EXPECT_EQ(t.get_int(0), -8);
  EXPECT_EQ(t.get_int(1), -3);
  EXPECT_EQ(t.get_int(2), -1);
  EXPECT_EQ(t.bytes()[0], 0xF8);  // stored sign-extended in its byte
  Tensor u(DType::ui2, {1});
  u.set_int(0, -1);
  EXPECT_EQ(u.get(0), 3.0);
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

// ---- fp8 -------------------------------------------------------------------------------------

// Each fp8 type as its papers tabulate it: exponent bits, bias, and the codes that are not
// finite. A code's value is computed here from that table, independently of dtype.cpp.
struct Fp8Table {
  DType type;
  int bits, exp_bits, bias;
  double max;         // largest finite value
  double min_sub;     // smallest positive subnormal
  bool has_inf;       // IEEE-like (E5M2, E4M3, E3M4): all-ones exponent is inf/NaN
  bool nan_is_0x80;   // FNUZ: the one NaN, and no -0
  bool no_nan;        // the MX types: every code is finite
  int sign_bit() const { return 1 << (bits - 1); }
};

constexpr Fp8Table kFp8[] = {
    {DType::f8E4M3FN, 8, 4, 7, 448, 0x1p-9, false, false, false},
    {DType::f8E5M2, 8, 5, 15, 57344, 0x1p-16, true, false, false},
    {DType::f8E4M3FNUZ, 8, 4, 8, 240, 0x1p-10, false, true, false},
    {DType::f8E5M2FNUZ, 8, 5, 16, 57344, 0x1p-17, false, true, false},
    {DType::f8E3M4, 8, 3, 3, 15.5, 0x1p-6, true, false, false},
    {DType::f8E4M3, 8, 4, 7, 240, 0x1p-9, true, false, false},
    {DType::f8E4M3B11FNUZ, 8, 4, 11, 30, 0x1p-13, false, true, false},
    {DType::f4E2M1FN, 4, 2, 1, 6, 0.5, false, false, true},
    {DType::f6E2M3FN, 6, 2, 1, 7.5, 0.125, false, false, true},
    {DType::f6E3M2FN, 6, 3, 3, 28, 0.0625, false, false, true},
};

// The table's value of `code`: NaN for NaN codes.
double table_value(const Fp8Table& t, int code) {
  const int man_bits = t.bits - 1 - t.exp_bits;
  const int mag = code & (t.sign_bit() - 1), e = mag >> man_bits, m = mag & ((1 << man_bits) - 1);
  const double sign = code & t.sign_bit() ? -1 : 1;
  if (t.nan_is_0x80 && code == t.sign_bit()) return NAN;
  if (t.has_inf && e == (1 << t.exp_bits) - 1) return m ? NAN : sign * INFINITY;
  if (!t.has_inf && !t.nan_is_0x80 && !t.no_nan && mag == t.sign_bit() - 1) return NAN;
  double v = e == 0 ? m * t.min_sub : std::pow(2.0, e - t.bias) * (1.0 + m / double(1 << man_bits));
  return sign * v;
}

TEST(DType, Fp8EveryCodeDecodesToItsTableValueAndEncodesBack) {
  for (const Fp8Table& t : kFp8) {
    SCOPED_TRACE(std::string(dtype_name(t.type)));
    EXPECT_TRUE(is_float(t.type) && is_fp8(t.type));
    EXPECT_EQ(dtype_size(t.type), 1);
    double max_seen = 0;
    for (int code = 0; code < 2 * t.sign_bit(); ++code) {
      const double want = table_value(t, code);
      const float got = fp8_to_float(t.type, static_cast<uint8_t>(code));
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got)) << code;
        EXPECT_TRUE(std::isnan(fp8_to_float(t.type, float_to_fp8(t.type, got)))) << code;
        continue;
      }
      EXPECT_EQ(got, want) << "code " << code;
      EXPECT_EQ(std::signbit(got), std::signbit(want)) << "code " << code;
      EXPECT_EQ(float_to_fp8(t.type, got), code) << "value " << got;
      if (std::isfinite(want)) max_seen = std::max(max_seen, std::fabs(want));
    }
    EXPECT_EQ(max_seen, t.max);
  }
}

TEST(DType, Fp8RoundsToNearestEvenBetweenEveryPairOfNeighbours) {
  for (const Fp8Table& t : kFp8) {
    SCOPED_TRACE(std::string(dtype_name(t.type)));
    // The non-negative finite values in order: codes 0x00.. up to the largest finite one.
    std::vector<std::pair<double, int>> values;
    for (int code = 0; code < t.sign_bit(); ++code) {
      const double v = table_value(t, code);
      if (std::isfinite(v)) values.push_back({v, code});
    }
    for (size_t i = 0; i + 1 < values.size(); ++i) {
      const auto [a, ca] = values[i];
      const auto [b, cb] = values[i + 1];
      ASSERT_LT(a, b);
      const double mid = (a + b) / 2, eps = (b - a) / 1024;
      const int even = ca % 2 == 0 ? ca : cb;
      EXPECT_EQ(float_to_fp8(t.type, mid), even) << a << " .. " << b;
      EXPECT_EQ(float_to_fp8(t.type, mid - eps), ca) << a << " .. " << b;
      EXPECT_EQ(float_to_fp8(t.type, mid + eps), cb) << a << " .. " << b;
      EXPECT_EQ(float_to_fp8(t.type, -(mid + eps)), cb | t.sign_bit()) << a << " .. " << b;
    }
  }
}

// Past the largest value: infinity in the IEEE-like types, NaN in f8E4M3B11FNUZ, the largest
// finite value in the MX types, which also have no NaN to convert one to (+0, as APFloat).
TEST(DType, NewerSmallFloatsOverflowAndNaN) {
  EXPECT_EQ(float_to_fp8(DType::f8E3M4, 16), 0x70);   // +inf: a whole ulp past 15.5
  EXPECT_EQ(float_to_fp8(DType::f8E3M4, 15.7), 0x6F);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3, -1e9), 0xF8);  // -inf
  EXPECT_TRUE(std::isnan(fp8_to_float(DType::f8E4M3, float_to_fp8(DType::f8E4M3, NAN))));
  EXPECT_EQ(float_to_fp8(DType::f8E4M3B11FNUZ, 1e9), 0x80);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3B11FNUZ, -0.0), 0x00);
  EXPECT_EQ(float_to_fp8(DType::f4E2M1FN, 100), 0x07);   // 6
  EXPECT_EQ(float_to_fp8(DType::f4E2M1FN, -kInf), 0x0F);  // -6
  EXPECT_EQ(float_to_fp8(DType::f6E2M3FN, 8.5), 0x1F);    // 7.5
  EXPECT_EQ(float_to_fp8(DType::f6E3M2FN, -30), 0x3F);    // -28
  EXPECT_EQ(float_to_fp8(DType::f4E2M1FN, NAN), 0x00);
  EXPECT_EQ(dtype_bits(DType::f4E2M1FN), 4);
  EXPECT_EQ(dtype_bits(DType::f6E3M2FN), 6);
}

// f8E8M0FNU: 2^(code - 127); 0xFF is NaN; no zero, no sign.
TEST(DType, F8E8M0FNUIsAPowerOfTwo) {
  for (int code = 0; code < 255; ++code) {
    const float v = fp8_to_float(DType::f8E8M0FNU, static_cast<uint8_t>(code));
    EXPECT_EQ(v, std::ldexp(1.0f, code - 127)) << code;
    EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, v), code) << code;
  }
  EXPECT_TRUE(std::isnan(fp8_to_float(DType::f8E8M0FNU, 0xFF)));
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 2.9), 0x80);   // 2: below 1.5 * 2
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 3.0), 0x81);   // the midpoint rounds up, to 4
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 0.1), 0x7C);   // 0.125
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 0.0), 0x00);   // no zero: 2^-127
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 1e-300), 0x00);
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, -1.0), 0xFF);  // no sign: NaN
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, kInf), 0xFF);
  EXPECT_EQ(float_to_fp8(DType::f8E8M0FNU, 0x1p128), 0xFF);
}

TEST(DType, Fp8OverflowZeroAndNaN) {
  // Past the largest finite value by half an ulp or more: infinity where the type has it
  // (E5M2's midpoint to 2^16 ties to the even, infinite, pattern), NaN elsewhere.
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, 464), 0x7E);  // the midpoint to 480: ties to 448
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, 465), 0x7F);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, -1e9), 0xFF);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, -kInf), 0xFF);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2, 61439), 0x7B);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2, 61440), 0x7C);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2, -kInf), 0xFC);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FNUZ, 247), 0x7F);  // 240, the largest
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FNUZ, 248), 0x80);  // the midpoint to 256 ties to its even pattern: past the largest
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FNUZ, 1e6), 0x80);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2FNUZ, kInf), 0x80);
  // Zero and underflow keep the sign, except in the FNUZ types, which have no -0.
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, -0.0), 0x80);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2, -0x1p-20), 0x80);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FNUZ, -0.0), 0x00);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2FNUZ, -0x1p-20), 0x00);
  // NaN: E4M3FN's and E5M2's keep the sign; FNUZ has the one.
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FN, -NAN), 0xFF);
  EXPECT_EQ(float_to_fp8(DType::f8E5M2, NAN), 0x7E);
  EXPECT_EQ(float_to_fp8(DType::f8E4M3FNUZ, -NAN), 0x80);
  EXPECT_EQ(dtype_from_name("f8E4M3FN"), DType::f8E4M3FN);
  EXPECT_EQ(dtype_from_name("f8E4M3B11FNUZ"), DType::f8E4M3B11FNUZ);
  EXPECT_EQ(dtype_from_name("f8E5M3"), std::nullopt);
}

}  // namespace
}  // namespace ladder
