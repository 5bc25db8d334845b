// Shapes, tensor types and host tensors.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/dtype.h"

namespace ladder {

using Shape = std::vector<int64_t>;

// Element count of a shape; throws ladder::Error when a dimension is negative or the
// count (or its byte size at 8 bytes an element) would overflow int64.
int64_t num_elements(const Shape& shape);
std::string shape_string(const Shape& shape);  // "2x3" ("" for rank 0)
// True when dimension list `dims` (dimension numbers of an op: batch, contracting, collapsed
// ...) names dimension d.
inline bool contains(const std::vector<int64_t>& dims, int64_t d) {
  return std::find(dims.begin(), dims.end(), d) != dims.end();
}

struct TensorType {
  DType dtype = DType::f32;
  Shape shape;

  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  int64_t num_elements() const { return ladder::num_elements(shape); }
  int64_t byte_size() const { return num_elements() * dtype_size(dtype); }
  bool operator==(const TensorType&) const = default;
};

// "tensor<2x3xf32>", "tensor<f32>" for rank 0.
std::string type_string(const TensorType& type);

// A dense, row-major host tensor. Elements are stored in their own dtype (i1 as one byte,
// 0 or 1; bf16/f16 as their 16-bit patterns; complex as real then imaginary part).
class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(TensorType type);  // zero-filled
  Tensor(DType dtype, Shape shape) : Tensor(TensorType{dtype, std::move(shape)}) {}

  // Convenience factories.
  static Tensor from_doubles(DType dtype, Shape shape, std::span<const double> values);
  static Tensor scalar(DType dtype, double value);

  const TensorType& type() const { return type_; }
  DType dtype() const { return type_.dtype; }
  const Shape& shape() const { return type_.shape; }
  int64_t rank() const { return type_.rank(); }
  int64_t num_elements() const { return static_cast<int64_t>(bytes_.size()) / dtype_size(type_.dtype); }
  int64_t byte_size() const { return static_cast<int64_t>(bytes_.size()); }

  uint8_t* bytes() { return bytes_.data(); }
  const uint8_t* bytes() const { return bytes_.data(); }
  template <typename T> T* data() { return reinterpret_cast<T*>(bytes_.data()); }
  template <typename T> const T* data() const { return reinterpret_cast<const T*>(bytes_.data()); }

  // Element i converted to/from double (exact for f32/f64 and integers up to 2^53; ui64 is
  // read unsigned; set() rounds to the dtype: nearest-even for floats, wrap-around for integers).
  double get(int64_t i) const;
  void set(int64_t i, double value);
  // Element i of an integer or i1 tensor as int64, exactly; a ui64 element as its 64 bits (so
  // values from 2^63 read negative: whoever orders, divides or converts them reads them unsigned).
  int64_t get_int(int64_t i) const;
  void set_int(int64_t i, int64_t value);
  // Element i as a complex number (of a real tensor: its value, imaginary part 0); set_complex
  // rounds each part to a complex dtype's part type, and stores the real part into a real dtype.
  std::complex<double> get_complex(int64_t i) const;
  void set_complex(int64_t i, std::complex<double> value);

  std::vector<double> to_doubles() const;

  bool operator==(const Tensor& other) const {
    return type_ == other.type_ && bytes_ == other.bytes_;
  }

 private:
  TensorType type_;
  std::vector<uint8_t> bytes_;
};

// Rows [begin, end) of dim 0 (a batch's examples), copied. Throws ladder::Error for a rank-0
// tensor or rows out of range.
Tensor slice_rows(const Tensor& t, int64_t begin, int64_t end);

// ‖got − want‖₂ / ‖want‖₂ over the elements as doubles (a tiny floor under the norm, so a zero
// `want` gives the plain distance scaled up): how far one run's tensor is from another's.
// Throws ladder::Error when the element counts differ.
double relative_l2(const Tensor& got, const Tensor& want);

}  // namespace ladder
