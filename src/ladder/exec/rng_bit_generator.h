// stablehlo.rng_bit_generator's bits, shared by every lowerer of ladder: exact integer
// arithmetic, so the reference and cpu lowerers agree bit for bit. The spec leaves the bits to
// the implementation; ladder produces XLA's (its RngBitGeneratorExpander on CPU): threefry2x32
// with 20 rounds and philox4x32 with 10 rounds (Salmon et al., "Parallel random numbers: as easy
// as 1, 2, 3", SC 2011), the state read and advanced as XLA does, DEFAULT meaning PHILOX.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::exec {

// One block of each generator (the Random123 definitions, checked against its published
// known-answer vectors in tests).
std::array<uint32_t, 2> threefry2x32_20(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter);
std::array<uint32_t, 4> philox4x32_10(std::array<uint32_t, 4> counter, std::array<uint32_t, 2> key);

// Fills `out` (one word per output element, row-major over `shape`) with the generator's bits:
// a 64-bit element uses all 64, a 32-bit one the low 32, a narrower one the low bits of a
// 32-bit draw (as XLA truncates). Returns the output state (the input state's size). The state
// sizes it accepts (THREE_FRY: 2; PHILOX and DEFAULT: 2 or 3) are the verifier's to check; a
// wrong one throws std::invalid_argument here too.
std::vector<uint64_t> rng_bit_generator(ir::RngAlgorithm algo, std::span<const uint64_t> state,
                                        std::span<const int64_t> shape, int bit_width,
                                        std::span<uint64_t> out);

// The op on raw buffers, as both lowerers call it: `state` is its `words` ui64 words,
// `out_state` receives as many, `out` the elements of `output` (their low bytes, little-endian).
void rng_bit_generator(ir::RngAlgorithm algo, const void* state, int64_t words, const TensorType& output,
                       void* out_state, void* out);

}  // namespace ladder::exec
