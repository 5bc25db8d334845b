#include "ladder/exec/rng_bit_generator.h"

#include <cstring>

#include "ladder/core/error.h"
#include "ladder/core/tensor.h"

namespace ladder::exec {
namespace {

uint32_t lo32(uint64_t v) { return static_cast<uint32_t>(v); }
uint32_t hi32(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
uint64_t join(uint32_t lo, uint32_t hi) { return uint64_t{lo} | (uint64_t{hi} << 32); }
uint32_t rotl(uint32_t v, int d) { return (v << d) | (v >> (32 - d)); }

// XLA draws 32-bit elements in pairs: one threefry block gives two outputs that sit next to
// each other along a split dimension (the first even one, else the first longest one); the
// block's counter is the pair's row-major index in the shape with that dimension halved.
uint64_t threefry32(uint64_t key, uint64_t counter, std::span<const int64_t> shape,
                    std::span<uint64_t> out) {
  const std::array<uint32_t, 2> k{lo32(key), hi32(key)};
  const size_t rank = shape.size();
  if (rank == 0) {
    out[0] = threefry2x32_20(k, {lo32(counter), hi32(counter)})[0];
    return counter + 1;
  }
  size_t split = rank;
  for (size_t i = 0; i < rank && split == rank; ++i)
    if (shape[i] % 2 == 0) split = i;
  if (split == rank) {
    split = 0;
    for (size_t i = 1; i < rank; ++i)
      if (shape[i] > shape[split]) split = i;
  }
  std::vector<int64_t> half(shape.begin(), shape.end());
  half[split] = (shape[split] + 1) / 2;
  // outer: the dims before split; inner: the dims after it (equal in both shapes).
  int64_t outer = 1, inner = 1;
  for (size_t i = 0; i < split; ++i) outer *= shape[i];
  for (size_t i = split + 1; i < rank; ++i) inner *= shape[i];
  const int64_t d = shape[split], h = half[split];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < h; ++j)
      for (int64_t i = 0; i < inner; ++i) {
        const uint64_t c = counter + static_cast<uint64_t>((o * h + j) * inner + i);
        const auto x = threefry2x32_20(k, {lo32(c), hi32(c)});
        for (int64_t w = 0; w < 2 && 2 * j + w < d; ++w) out[(o * d + 2 * j + w) * inner + i] = x[w];
      }
  return counter + static_cast<uint64_t>(outer * h * inner);
}

uint64_t threefry64(uint64_t key, uint64_t counter, std::span<uint64_t> out) {
  const std::array<uint32_t, 2> k{lo32(key), hi32(key)};
  for (size_t e = 0; e < out.size(); ++e) {
    const uint64_t c = counter + e;
    const auto x = threefry2x32_20(k, {lo32(c), hi32(c)});
    out[e] = join(x[0], x[1]);
  }
  return counter + out.size();
}

// Philox's counter is 128 bits (low, high words); block i uses counter + i.
struct U128 {
  uint64_t low, high;
  U128 plus(uint64_t n) const {
    const uint64_t l = low + n;
    return {l, l < low ? high + 1 : high};
  }
};

U128 philox(uint64_t key, U128 counter, int bit_width, std::span<uint64_t> out) {
  const std::array<uint32_t, 2> k{lo32(key), hi32(key)};
  const bool wide = bit_width > 32;
  const uint64_t per_block = wide ? 2 : 4;
  const uint64_t blocks = (out.size() + per_block - 1) / per_block;
  for (uint64_t b = 0; b < blocks; ++b) {
    const U128 c = counter.plus(b);
    const auto x = philox4x32_10({lo32(c.low), hi32(c.low), lo32(c.high), hi32(c.high)}, k);
    for (uint64_t w = 0; w < per_block && b * per_block + w < out.size(); ++w)
      out[b * per_block + w] = wide ? join(x[2 * w], x[2 * w + 1]) : x[w];
  }
  return counter.plus(blocks);
}

}  // namespace

std::array<uint32_t, 2> threefry2x32_20(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter) {
  static constexpr int kRot[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0], x1 = counter[1] + ks[1];
  // Five groups of four rounds, each followed by key injection s.
  for (uint32_t s = 1; s <= 5; ++s) {
    for (int r = 0; r < 4; ++r) {
      x0 += x1;
      x1 = rotl(x1, kRot[((s - 1) % 2) * 4 + r]) ^ x0;
    }
    x0 += ks[s % 3];
    x1 += ks[(s + 1) % 3] + s;
  }
  return {x0, x1};
}

std::array<uint32_t, 4> philox4x32_10(std::array<uint32_t, 4> x, std::array<uint32_t, 2> key) {
  constexpr uint64_t kMulA = 0xD2511F53u, kMulB = 0xCD9E8D57u;
  constexpr uint32_t kBumpA = 0x9E3779B9u, kBumpB = 0xBB67AE85u;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = kMulA * x[0], p1 = kMulB * x[2];
    x = {hi32(p1) ^ x[1] ^ key[0], lo32(p1), hi32(p0) ^ x[3] ^ key[1], lo32(p0)};
    key = {key[0] + kBumpA, key[1] + kBumpB};
  }
  return x;
}

std::vector<uint64_t> rng_bit_generator(ir::RngAlgorithm algo, std::span<const uint64_t> state,
                                        std::span<const int64_t> shape, int bit_width,
                                        std::span<uint64_t> out) {
  const int64_t n = num_elements(Shape(shape.begin(), shape.end()));
  LADDER_CHECK(static_cast<int64_t>(out.size()) == n, "[rng_bit_generator] an output buffer of ", out.size(),
               " elements for a shape of ", n);
  if (algo == ir::RngAlgorithm::THREEFRY) {
    LADDER_CHECK(state.size() == 2, "[rng_bit_generator] THREE_FRY needs a state of 2 words, got ", state.size());
    const uint64_t next = bit_width > 32 ? threefry64(state[0], state[1], out)
                                         : threefry32(state[0], state[1], shape, out);
    return {state[0], next};
  }
  LADDER_CHECK(state.size() == 2 || state.size() == 3, "[rng_bit_generator] PHILOX needs a state of 2 or 3 words, got ",
               state.size());
  // A 3-word state holds the key and the counter's low and high words; a 2-word one reuses
  // the key as the counter's high word and keeps only the low word.
  const U128 counter = state.size() == 3 ? U128{state[1], state[2]} : U128{state[1], state[0]};
  const U128 next = philox(state[0], counter, bit_width, out);
  if (state.size() == 3) return {state[0], next.low, next.high};
  return {state[0], next.low};
}

void rng_bit_generator(ir::RngAlgorithm algo, const void* state, int64_t words, const TensorType& output,
                       void* out_state, void* out) {
  std::vector<uint64_t> in(static_cast<size_t>(words));
  std::memcpy(in.data(), state, in.size() * sizeof(uint64_t));
  std::vector<uint64_t> bits(static_cast<size_t>(output.num_elements()));
  const size_t width = static_cast<size_t>(dtype_size(output.dtype));
  const std::vector<uint64_t> next = rng_bit_generator(algo, in, output.shape, static_cast<int>(8 * width), bits);
  std::memcpy(out_state, next.data(), next.size() * sizeof(uint64_t));
  auto* dst = static_cast<uint8_t*>(out);
  for (size_t i = 0; i < bits.size(); ++i) std::memcpy(dst + i * width, &bits[i], width);  // little-endian low bytes
}

}  // namespace ladder::exec
