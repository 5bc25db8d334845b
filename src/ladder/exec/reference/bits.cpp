// Ops on the bits of elements: reduce_precision (rounding to a narrower float format, defined in
// core/dtype.h) and bitcast_convert.
#include <cstring>

#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

Tensor eval_reduce_precision(const ir::Node& n, Operands in) {
  const auto& r = n.get<ir::ReducePrecisionAttr>();
  const Tensor& x = *in[0];
  Tensor out(n.results[0]);
  for (int64_t i = 0; i < out.num_elements(); ++i)
    out.set(i, reduce_precision(x.dtype(), x.get(i), r.exponent_bits, r.mantissa_bits));
  return out;
}

namespace {

// Element i's bits, the low dtype_bits(t) of the result: an i1 is one bit, the others their
// bytes read little-endian (the host order; ladder runs on little-endian hosts only).
uint64_t element_bits(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::i1) return t.get_int(i) != 0;
  uint64_t bits = 0;
  std::memcpy(&bits, t.bytes() + i * dtype_size(t.dtype()), static_cast<size_t>(dtype_size(t.dtype())));
  return bits;
}

void set_element_bits(Tensor& t, int64_t i, uint64_t bits) {
  if (t.dtype() == DType::i1) return t.set_int(i, bits & 1);
  std::memcpy(t.bytes() + i * dtype_size(t.dtype()), &bits, static_cast<size_t>(dtype_size(t.dtype())));
}

}  // namespace

// The spec's bitcast_convert: the operand's elements as one little-endian string of bits (element
// 0's lowest bit first), cut into elements of the result type. Widths are 1 or a power of two
// bytes, so one side's elements always hold whole elements of the other.
Tensor eval_bitcast_convert(const ir::Node& n, Operands in) {
  const Tensor& x = *in[0];
  Tensor out(n.results[0]);
  const int64_t from = dtype_bits(x.dtype()), to = dtype_bits(out.dtype());
  // Types whose bits fill their bytes (complex<f64>'s 128 too): the string of bits is the bytes.
  if (from == 8 * dtype_size(x.dtype()) && to == 8 * dtype_size(out.dtype())) {
    std::memcpy(out.bytes(), x.bytes(), static_cast<size_t>(out.byte_size()));
    return out;
  }
  if (from >= to) {  // each operand element gives from / to result elements
    for (int64_t i = 0; i < x.num_elements(); ++i) {
      const uint64_t bits = element_bits(x, i);
      for (int64_t k = 0; k < from / to; ++k)
        set_element_bits(out, i * (from / to) + k, to == 64 ? bits : (bits >> (k * to)) & ((uint64_t{1} << to) - 1));
    }
  } else {  // each result element takes to / from operand elements
    for (int64_t j = 0; j < out.num_elements(); ++j) {
      uint64_t bits = 0;
      for (int64_t k = 0; k < to / from; ++k) bits |= element_bits(x, j * (to / from) + k) << (k * from);
      set_element_bits(out, j, bits);
    }
  }
  return out;
}

}  // namespace ladder::exec::reference
