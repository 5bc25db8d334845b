// Kernels on the bits of elements: reduce_precision (a loop over core/dtype.h's rounding) and
// bitcast_convert (a byte copy; i1, one bit an element, packed or unpacked) and
// rng_bit_generator (the generator both lowerers share).
#include <cstring>

#include "ladder/exec/cpu/generic.h"
#include "ladder/exec/rng_bit_generator.h"

namespace ladder::exec::cpu {

namespace {

class ReducePrecisionKernel final : public Kernel {
 public:
  ReducePrecisionKernel(const ir::Node& node, const Io& io)
      : in_(io.in[0]), out_(io.out[0]), type_(io.out_types[0]), attr_(node.get<ir::ReducePrecisionAttr>()) {}
  void run(void* const* s) const override {
    const int64_t n = type_.num_elements();
    const DType t = type_.dtype;
    for (int64_t i = 0; i < n; ++i)
      store_element(s[out_], t, i, reduce_precision(t, load_element(s[in_], t, i), attr_.exponent_bits, attr_.mantissa_bits));
  }
  bool can_write_over(int operand_slot) const override { return operand_slot == in_; }
  std::string describe() const override { return "reduce_precision"; }

 private:
  int in_, out_;
  TensorType type_;
  ir::ReducePrecisionAttr attr_;
};

// Row-major bytes are the little-endian bit string the spec cuts, so equal-width and
// byte-sized types copy; an i1 side is one byte an element holding one bit of the other side.
class BitcastConvertKernel final : public Kernel {
 public:
  explicit BitcastConvertKernel(const Io& io) : in_(io.in[0]), out_(io.out[0]), from_(io.in_types[0]), to_(io.out_types[0]) {}
  void run(void* const* s) const override {
    const auto* src = static_cast<const uint8_t*>(s[in_]);
    auto* dst = static_cast<uint8_t*>(s[out_]);
    const bool from_bit = from_.dtype == DType::i1, to_bit = to_.dtype == DType::i1;
    if (from_bit == to_bit) {
      std::memmove(dst, src, static_cast<size_t>(to_.byte_size()));
    } else if (to_bit) {  // each bit of the operand's bytes becomes an element
      for (int64_t i = 0; i < to_.num_elements(); ++i) dst[i] = (src[i / 8] >> (i % 8)) & 1;
    } else {  // eight elements make a byte
      std::memset(dst, 0, static_cast<size_t>(to_.byte_size()));
      for (int64_t i = 0; i < from_.num_elements(); ++i) dst[i / 8] |= static_cast<uint8_t>((src[i] != 0) << (i % 8));
    }
  }
  bool can_write_over(int operand_slot) const override {
    return operand_slot == in_ && (from_.dtype == DType::i1) == (to_.dtype == DType::i1);
  }
  std::string describe() const override { return "bitcast_convert"; }

 private:
  int in_, out_;
  TensorType from_, to_;
};

class RngBitGeneratorKernel final : public Kernel {
 public:
  RngBitGeneratorKernel(const ir::Node& node, const Io& io)
      : io_(io), algorithm_(node.get<ir::RngBitGeneratorAttr>().algorithm) {}
  void run(void* const* s) const override {
    rng_bit_generator(algorithm_, s[io_.in[0]], io_.in_types[0].num_elements(), io_.out_types[1], s[io_.out[0]],
                      s[io_.out[1]]);
  }
  std::string describe() const override { return "rng_bit_generator(loops)"; }

 private:
  Io io_;
  ir::RngAlgorithm algorithm_;
};

}  // namespace

std::unique_ptr<Kernel> make_rng_bit_generator_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<RngBitGeneratorKernel>(node, io);
}
std::unique_ptr<Kernel> make_reduce_precision_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<ReducePrecisionKernel>(node, io);
}
std::unique_ptr<Kernel> make_bitcast_convert_kernel(const ir::Node&, const Io& io) {
  return std::make_unique<BitcastConvertKernel>(io);
}

}  // namespace ladder::exec::cpu
