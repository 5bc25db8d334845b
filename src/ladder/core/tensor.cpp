#include "ladder/core/tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ladder/core/error.h"

namespace ladder {

int64_t num_elements(const Shape& shape) {
  int64_t n = 1;
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max() / 8;
  for (int64_t d : shape) {
    LADDER_CHECK(d >= 0, "negative dimension ", d, " in shape ", shape_string(shape));
    if (d != 0 && n > kMax / d)
      throw Error(cat("shape ", shape_string(shape), " has too many elements"));
    n *= d;
  }
  return n;
}

std::string shape_string(const Shape& shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += 'x';
    s += std::to_string(shape[i]);
  }
  return s;
}

std::string type_string(const TensorType& type) {
  std::string s = "tensor<";
  if (!type.shape.empty()) s += shape_string(type.shape) + "x";
  s += dtype_name(type.dtype);
  return s + ">";
}

Tensor::Tensor(TensorType type) : type_(std::move(type)) {
  bytes_.assign(static_cast<size_t>(type_.byte_size()), 0);
}

Tensor Tensor::from_doubles(DType dtype, Shape shape, std::span<const double> values) {
  Tensor t(dtype, std::move(shape));
  LADDER_CHECK(static_cast<int64_t>(values.size()) == t.num_elements(), "Tensor::from_doubles: ",
               values.size(), " values for shape ", shape_string(t.shape()));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, values[i]);
  return t;
}

Tensor Tensor::scalar(DType dtype, double value) {
  Tensor t(dtype, {});
  t.set(0, value);
  return t;
}

double Tensor::get(int64_t i) const {
  switch (type_.dtype) {
    case DType::f32: return data<float>()[i];
    case DType::f64: return data<double>()[i];
    case DType::bf16: return bf16_to_float(data<uint16_t>()[i]);
    case DType::f16: return f16_to_float(data<uint16_t>()[i]);
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: return fp8_to_float(type_.dtype, data<uint8_t>()[i]);
    case DType::ui64: return static_cast<double>(static_cast<uint64_t>(get_int(i)));
    case DType::i1:
    case DType::i8:
    case DType::i16:
    case DType::i32:
    case DType::i64:
    case DType::ui8:
    case DType::ui16:
    case DType::ui32: return static_cast<double>(get_int(i));
  }
  return 0;
}

void Tensor::set(int64_t i, double v) {
  switch (type_.dtype) {
    case DType::f32: data<float>()[i] = static_cast<float>(v); return;
    case DType::f64: data<double>()[i] = v; return;
    case DType::bf16: data<uint16_t>()[i] = float_to_bf16(static_cast<float>(v)); return;
    case DType::f16: data<uint16_t>()[i] = float_to_f16(static_cast<float>(v)); return;
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: data<uint8_t>()[i] = float_to_fp8(type_.dtype, v); return;
    case DType::i1: data<uint8_t>()[i] = v != 0.0 ? 1 : 0; return;
    case DType::i8:
    case DType::i16:
    case DType::i32:
    case DType::i64:
    case DType::ui8:
    case DType::ui16:
    case DType::ui32:
    case DType::ui64: {
      // Out-of-range and NaN conversions saturate/zero rather than invoke undefined behaviour.
      if (std::isnan(v)) v = 0;
      v = std::trunc(v);
      constexpr double kLo = -9223372036854775808.0, kHi = 9223372036854775807.0;
      constexpr double kUnsignedHi = 18446744073709551616.0;  // 2^64
      // ui64 holds [2^63, 2^64) too: its bits go through uint64.
      if (type_.dtype == DType::ui64 && v >= kHi) {
        set_int(i, v >= kUnsignedHi ? -1 : static_cast<int64_t>(static_cast<uint64_t>(v)));
        return;
      }
      int64_t x = v <= kLo ? std::numeric_limits<int64_t>::min()
                  : v >= kHi ? std::numeric_limits<int64_t>::max()
                             : static_cast<int64_t>(v);
      set_int(i, x);
    }
  }
}

int64_t Tensor::get_int(int64_t i) const {
  switch (type_.dtype) {
    case DType::i1:
    case DType::ui8: return data<uint8_t>()[i];
    case DType::i8: return data<int8_t>()[i];
    case DType::i16: return data<int16_t>()[i];
    case DType::ui16: return data<uint16_t>()[i];
    case DType::i32: return data<int32_t>()[i];
    case DType::ui32: return data<uint32_t>()[i];
    case DType::i64:
    case DType::ui64: return data<int64_t>()[i];  // ui64: the bits; callers read them unsigned
    case DType::f32:
    case DType::f64:
    case DType::bf16:
    case DType::f16:
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: return static_cast<int64_t>(get(i));
  }
  return 0;
}

void Tensor::set_int(int64_t i, int64_t v) {
  switch (type_.dtype) {
    case DType::i1: data<uint8_t>()[i] = v != 0 ? 1 : 0; return;
    case DType::ui8: data<uint8_t>()[i] = static_cast<uint8_t>(v); return;
    case DType::i8: data<int8_t>()[i] = static_cast<int8_t>(static_cast<uint8_t>(v)); return;
    case DType::i16: data<int16_t>()[i] = static_cast<int16_t>(static_cast<uint16_t>(v)); return;
    case DType::ui16: data<uint16_t>()[i] = static_cast<uint16_t>(v); return;
    case DType::i32: data<int32_t>()[i] = static_cast<int32_t>(static_cast<uint32_t>(v)); return;
    case DType::ui32: data<uint32_t>()[i] = static_cast<uint32_t>(v); return;
    case DType::i64:
    case DType::ui64: data<int64_t>()[i] = v; return;
    case DType::f32:
    case DType::f64:
    case DType::bf16:
    case DType::f16:
    case DType::f8E4M3FN:
    case DType::f8E5M2:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: set(i, static_cast<double>(v)); return;
  }
}

std::vector<double> Tensor::to_doubles() const {
  std::vector<double> out(static_cast<size_t>(num_elements()));
  for (int64_t i = 0; i < num_elements(); ++i) out[i] = get(i);
  return out;
}

Tensor slice_rows(const Tensor& t, int64_t begin, int64_t end) {
  LADDER_CHECK(t.rank() >= 1 && 0 <= begin && begin <= end && end <= t.shape()[0], "rows [", begin, ", ", end,
               ") of ", type_string(t.type()));
  Shape shape = t.shape();
  const int64_t row_bytes = shape[0] ? t.byte_size() / shape[0] : 0;
  shape[0] = end - begin;
  Tensor out(t.dtype(), shape);
  std::copy_n(t.bytes() + begin * row_bytes, (end - begin) * row_bytes, out.bytes());
  return out;
}

double relative_l2(const Tensor& got, const Tensor& want) {
  LADDER_CHECK(got.num_elements() == want.num_elements(), "relative_l2: ", got.num_elements(), " elements against ",
               want.num_elements());
  double diff = 0, norm = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    const double w = want.get(i), d = got.get(i) - w;
    diff += d * d;
    norm += w * w;
  }
  return std::sqrt(diff) / std::max(std::sqrt(norm), 1e-30);
}

}  // namespace ladder
