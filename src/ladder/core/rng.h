// The one seeded generator of ladder: SplitMix64 (Steele, Lea & Flood 2014), chosen because
// it is tiny, fast, passes BigCrush, and gives the same stream on every machine and compiler.
// Everything seeded in ladder — weight init, shuffles, random inputs, goldens — draws from it,
// so a seed reproduces the same numbers everywhere. Integers and uniforms are exact on every
// machine; normals (Box–Muller) go through the C library's log and cos on doubles, and f32
// weights are rounded from those doubles, so a last-bit difference between two libms almost
// never reaches a weight.
#pragma once

#include <cmath>
#include <cstdint>
#include <numbers>
#include <string_view>

namespace ladder {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t next_u64() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  // Uniform integer in [0, n) without modulo bias (Lemire's method).
  uint64_t below(uint64_t n) {
    unsigned __int128 m = static_cast<unsigned __int128>(next_u64()) * n;
    uint64_t low = static_cast<uint64_t>(m);
    if (low < n) {
      uint64_t threshold = (0 - n) % n;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(next_u64()) * n;
        low = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
  }
  // Standard normal (Box–Muller; one variate per call, the pair's second one is discarded so
  // that the stream position depends only on the number of calls).
  double normal() {
    double u1 = 1.0 - uniform();  // (0, 1]
    double u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
  }

 private:
  uint64_t state_;
};

// A stable 64-bit hash of a string (FNV-1a), for seeds derived from names (goldens).
inline uint64_t hash_seed(std::string_view s) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

}  // namespace ladder
