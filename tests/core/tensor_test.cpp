#include "ladder/core/tensor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "ladder/core/error.h"

namespace ladder {
namespace {

TEST(Shape, ElementCounts) {
  EXPECT_EQ(num_elements({}), 1);
  EXPECT_EQ(num_elements({2, 3, 4}), 24);
  EXPECT_EQ(num_elements({5, 0, 7}), 0);
  // 2^30 * 2^30 * 2^2 = 2^62 elements: 2^65 bytes at 8 bytes an element.
  EXPECT_THROW(num_elements({int64_t{1} << 30, int64_t{1} << 30, 4}), Error);
  // A zero anywhere makes the count 0, even after huge dimensions.
  EXPECT_EQ(num_elements({int64_t{1} << 40, 0, int64_t{1} << 40}), 0);
  try {
    num_elements({3, -1});
    FAIL() << "negative dimension accepted";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "negative dimension -1 in shape 3x-1");
  }
}

TEST(Shape, Strings) {
  EXPECT_EQ(shape_string({}), "");
  EXPECT_EQ(shape_string({2, 3}), "2x3");
  EXPECT_EQ(type_string({DType::f32, {}}), "tensor<f32>");
  EXPECT_EQ(type_string({DType::bf16, {128, 10}}), "tensor<128x10xbf16>");
  EXPECT_EQ(type_string({DType::i1, {0}}), "tensor<0xi1>");
}

TEST(Tensor, ZeroFilledWithTheRightSize) {
  Tensor t(DType::f64, {3, 2});
  EXPECT_EQ(t.num_elements(), 6);
  EXPECT_EQ(t.byte_size(), 48);
  EXPECT_EQ(t.rank(), 2);
  for (double v : t.to_doubles()) EXPECT_EQ(v, 0.0);
  EXPECT_EQ(Tensor(DType::i1, {4}).byte_size(), 4);
  Tensor scalar = Tensor::scalar(DType::i32, 7);
  EXPECT_EQ(scalar.rank(), 0);
  EXPECT_EQ(scalar.get_int(0), 7);
}

TEST(Tensor, FloatsRoundToTheirDType) {
  Tensor f32 = Tensor::scalar(DType::f32, 0.1);
  EXPECT_EQ(f32.get(0), static_cast<double>(0.1f));
  EXPECT_EQ(f32.data<float>()[0], 0.1f);
  Tensor f64 = Tensor::scalar(DType::f64, 0.1);
  EXPECT_EQ(f64.get(0), 0.1);
  Tensor bf16 = Tensor::scalar(DType::bf16, 1.0 + 3.0 / 256);  // a tie: to even
  EXPECT_EQ(bf16.data<uint16_t>()[0], 0x3F82);
  EXPECT_EQ(bf16.get(0), 1.0 + 2.0 / 128);
  Tensor f16 = Tensor::scalar(DType::f16, 65504);
  EXPECT_EQ(f16.data<uint16_t>()[0], 0x7BFF);
  f16.set(0, 1e6);
  EXPECT_TRUE(std::isinf(f16.get(0)));
}

TEST(Tensor, IntegersWrapAndBooleansAreZeroOrOne) {
  Tensor i32(DType::i32, {3});
  i32.set_int(0, int64_t{1} << 31);
  EXPECT_EQ(i32.get_int(0), -(int64_t{1} << 31));
  i32.set(1, 3e9);
  EXPECT_EQ(i32.get_int(1), 3000000000LL - (1LL << 32));
  i32.set(2, -2.7);  // truncates toward zero
  EXPECT_EQ(i32.get_int(2), -2);

  Tensor ui8(DType::ui8, {2});
  ui8.set(0, 300);
  ui8.set_int(1, -1);
  EXPECT_EQ(ui8.get_int(0), 44);
  EXPECT_EQ(ui8.get_int(1), 255);

  Tensor ui32(DType::ui32, {3});
  ui32.set(0, 4294967295.0);
  ui32.set_int(1, -1);  // wraps, as ui8 does
  ui32.set(2, 3e9);
  EXPECT_EQ(ui32.get_int(0), 4294967295LL);
  EXPECT_EQ(ui32.get_int(1), 4294967295LL);
  EXPECT_EQ(ui32.get(2), 3e9);

  // i8, i16 and ui16 wrap modulo 2^8 and 2^16 from set() and set_int() alike.
  Tensor i8(DType::i8, {4});
  i8.set_int(0, 128);
  i8.set_int(1, -129);
  i8.set(2, 300);
  i8.set(3, -7.9);
  EXPECT_EQ(i8.get_int(0), -128);
  EXPECT_EQ(i8.get_int(1), 127);
  EXPECT_EQ(i8.get_int(2), 44);
  EXPECT_EQ(i8.get_int(3), -7);
  EXPECT_EQ(i8.byte_size(), 4);

  Tensor i16(DType::i16, {2});
  i16.set_int(0, 32768);
  i16.set(1, -32769);
  EXPECT_EQ(i16.get_int(0), -32768);
  EXPECT_EQ(i16.get_int(1), 32767);
  EXPECT_EQ(i16.byte_size(), 4);

  Tensor ui16(DType::ui16, {2});
  ui16.set_int(0, -1);
  ui16.set(1, 65536 + 5);
  EXPECT_EQ(ui16.get_int(0), 65535);
  EXPECT_EQ(ui16.get(0), 65535.0);
  EXPECT_EQ(ui16.get_int(1), 5);

  // ui64 keeps its 64 bits: values from 2^63 up read back through get() unsigned, and set()
  // reaches them from doubles (saturating at 2^64 - 1).
  Tensor ui64(DType::ui64, {5});
  ui64.set_int(0, -1);
  ui64.set(1, 18446744073709549568.0);  // 2^64 - 2^11, the largest double below 2^64
  ui64.set(2, 1e30);
  ui64.set(3, 9223372036854775808.0);  // 2^63
  ui64.set_int(4, std::numeric_limits<int64_t>::max());
  EXPECT_EQ(static_cast<uint64_t>(ui64.get_int(0)), std::numeric_limits<uint64_t>::max());
  EXPECT_EQ(ui64.get(0), 18446744073709551616.0);  // 2^64 - 1 rounds to 2^64 as a double
  EXPECT_EQ(static_cast<uint64_t>(ui64.get_int(1)), 18446744073709549568ULL);
  EXPECT_EQ(ui64.get(1), 18446744073709549568.0);
  EXPECT_EQ(static_cast<uint64_t>(ui64.get_int(2)), std::numeric_limits<uint64_t>::max());
  EXPECT_EQ(static_cast<uint64_t>(ui64.get_int(3)), uint64_t{1} << 63);
  EXPECT_GT(ui64.get(3), 0.0);
  EXPECT_EQ(ui64.get_int(4), std::numeric_limits<int64_t>::max());

  Tensor i1(DType::i1, {3});
  i1.set(0, 0.5);
  i1.set_int(1, 7);
  i1.set(2, 0.0);
  EXPECT_EQ(i1.bytes()[0], 1);
  EXPECT_EQ(i1.bytes()[1], 1);
  EXPECT_EQ(i1.bytes()[2], 0);

  Tensor i64(DType::i64, {3});
  i64.set(0, std::nan(""));
  i64.set(1, 1e30);
  i64.set(2, -1e30);
  EXPECT_EQ(i64.get_int(0), 0);
  EXPECT_EQ(i64.get_int(1), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(i64.get_int(2), std::numeric_limits<int64_t>::min());
  i64.set_int(0, (int64_t{1} << 53) + 1);  // exact through get_int, not through double
  EXPECT_EQ(i64.get_int(0), (int64_t{1} << 53) + 1);
}

TEST(Tensor, FromDoublesAndEquality) {
  std::vector<double> values = {1, 2, 3, 4, 5, 6};
  Tensor a = Tensor::from_doubles(DType::f32, {2, 3}, values);
  EXPECT_EQ(a.to_doubles(), values);
  EXPECT_EQ(a.get(4), 5.0);
  Tensor b = Tensor::from_doubles(DType::f32, {2, 3}, values);
  EXPECT_EQ(a, b);
  b.set(5, 7);
  EXPECT_NE(a, b);
  EXPECT_NE(a, Tensor::from_doubles(DType::f32, {3, 2}, values));  // same bytes, other shape
  EXPECT_THROW(Tensor::from_doubles(DType::f32, {4}, values), Error);
}

TEST(Tensor, SliceRowsCopiesABatchsRows) {
  Tensor t = Tensor::from_doubles(DType::f32, {3, 2}, std::vector<double>{1, 2, 3, 4, 5, 6});
  EXPECT_EQ(slice_rows(t, 1, 3).to_doubles(), (std::vector<double>{3, 4, 5, 6}));
  EXPECT_EQ(slice_rows(t, 1, 3).shape(), (Shape{2, 2}));
  EXPECT_EQ(slice_rows(t, 2, 2).shape(), (Shape{0, 2}));
  EXPECT_THROW(slice_rows(t, 2, 4), Error);
  EXPECT_THROW(slice_rows(Tensor::scalar(DType::f32, 1), 0, 0), Error);
}

TEST(Tensor, RelativeL2IsTheDistanceOverTheNorm) {
  Tensor want = Tensor::from_doubles(DType::f32, {2}, std::vector<double>{3, 4});
  Tensor got = Tensor::from_doubles(DType::f32, {2}, std::vector<double>{3, 4.5});
  EXPECT_DOUBLE_EQ(relative_l2(got, want), 0.5 / 5);
  EXPECT_EQ(relative_l2(want, want), 0);
  EXPECT_THROW(relative_l2(Tensor(DType::f32, {3}), want), Error);
}

}  // namespace
}  // namespace ladder
