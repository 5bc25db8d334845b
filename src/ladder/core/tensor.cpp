#include "ladder/core/tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ladder/core/element.h"
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

double Tensor::get(int64_t i) const { return load_element(bytes(), type_.dtype, i); }
void Tensor::set(int64_t i, double v) { store_element(bytes(), type_.dtype, i, v); }
int64_t Tensor::get_int(int64_t i) const { return load_element_int(bytes(), type_.dtype, i); }
void Tensor::set_int(int64_t i, int64_t v) { store_element_int(bytes(), type_.dtype, i, v); }
std::complex<double> Tensor::get_complex(int64_t i) const { return load_complex(bytes(), type_.dtype, i); }
void Tensor::set_complex(int64_t i, std::complex<double> v) { store_complex(bytes(), type_.dtype, i, v); }

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
    const std::complex<double> w = want.get_complex(i), d = got.get_complex(i) - w;
    diff += std::norm(d);
    norm += std::norm(w);
  }
  return std::sqrt(diff) / std::max(std::sqrt(norm), 1e-30);
}

}  // namespace ladder
