// Dense-layer matmuls on AVX2 CPUs, as one packed GEMM of our own:
//
//   out[M, N] = A·B                          (a forward or backward-data product), or
//   out[M, N] = base[M, N] + alpha · A·B     (a weight-gradient SGD update; alpha = sign · lr,
//                                             a runtime scalar)
//
// with A(m, k) and B(k, n) read through strides, so that either operand may be transposed
// (a weight gradient reads the layer's input as Aᵀ; a backward-data product reads W as Bᵀ).
// oneDNN's AVX2 GEMM (`gemm:jit`) runs these shapes well below its best rate, measured on an
// AMD EPYC with oneDNN capped at AVX2: the transposed-lhs update at about two thirds (1.0 ms
// against 0.63 ms single-threaded for 512x128·128x512, mnist-mlp's second layer: its packing of
// the transposed operand suffers when M is a power of two), and the plain 128x512·512x512
// product (that layer's forward) in 0.94 ms single-threaded against 0.68 ms here (0.49 against
// 0.35 ms with 2 threads), though its transposed-rhs twin (the backward-data product, which
// stays on oneDNN) takes 0.62 ms. Here each step k of the micro-kernel broadcasts 6 values of
// A's column k and multiplies them with 16 values of B's row k into a 6x16 tile of accumulators. Both operands
// are first packed into panels (6 rows of A, 16 columns of B, k-major, zero-padded at the
// edges), so the micro-kernel reads unit-stride memory whatever the layouts and M and N are;
// an update is applied as the tile is stored.
//
// Chosen by onednn.cpp where oneDNN would run the product on its AVX2 GEMM (no AVX-512
// brgemm); compiled for AVX2+FMA with a pragma, as isa_avx2.cpp is.
#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/exec/cpu/kernel.h"

namespace ladder::exec::cpu {

namespace {

constexpr int64_t kMr = 6, kNr = 16;  // the micro-tile: 6 rows of out, 16 columns

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC push_options
#pragma GCC target("avx2,fma")

// Packs a panel of W lanes (W = 6 rows of A, or 16 columns of B) as dst[K][W]: lane c of step
// k is src[(first + c)·lane_stride + k·k_stride]; lanes at or past `count` (an edge) are zero.
template <int64_t W>
void pack_panel(float* dst, const float* src, int64_t K, int64_t lane_stride, int64_t k_stride, int64_t first,
                int64_t count) {
  if (lane_stride == 1) {  // each step's lanes are contiguous
    for (int64_t k = 0; k < K; ++k) {
      const float* run = src + k * k_stride + first;
      float* d = dst + k * W;
      if (W == 16 && count == 16) {
        _mm256_storeu_ps(d, _mm256_loadu_ps(run));
        _mm256_storeu_ps(d + 8, _mm256_loadu_ps(run + 8));
        continue;
      }
      int64_t c = 0;
      for (; c < count; ++c) d[c] = run[c];
      for (; c < W; ++c) d[c] = 0.f;
    }
    return;
  }
  for (int64_t c = 0; c < W; ++c) {  // each lane is contiguous when k_stride == 1
    const float* lane = src + (first + c) * lane_stride;
    for (int64_t k = 0; k < K; ++k) dst[k * W + c] = c < count ? lane[k * k_stride] : 0.f;
  }
}

// out[rows, cols] = base + alpha · (a panel)·(b panel) over all K, or the product alone where
// base is null; rows ≤ 6, cols ≤ 16. The twelve accumulators are named so that they stay in
// registers through the k loop.
void micro_kernel(const float* a, const float* b, int64_t K, float alpha, const float* base, float* out,
                  int64_t ld, int64_t rows, int64_t cols) {
  __m256 c00 = _mm256_setzero_ps(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00, c30 = c00, c31 = c00,
         c40 = c00, c41 = c00, c50 = c00, c51 = c00;
  for (int64_t r = 0; base && r < rows; ++r) {  // the tile of base is read after the loop: fetch it
    _mm_prefetch(reinterpret_cast<const char*>(base + r * ld), _MM_HINT_T0);
    _mm_prefetch(reinterpret_cast<const char*>(base + r * ld + kNr - 1), _MM_HINT_T0);
  }
  for (int64_t k = 0; k < K; ++k, a += kMr, b += kNr) {
    const __m256 b0 = _mm256_loadu_ps(b), b1 = _mm256_loadu_ps(b + 8);
    __m256 ar = _mm256_broadcast_ss(a);
    c00 = _mm256_fmadd_ps(ar, b0, c00), c01 = _mm256_fmadd_ps(ar, b1, c01);
    ar = _mm256_broadcast_ss(a + 1);
    c10 = _mm256_fmadd_ps(ar, b0, c10), c11 = _mm256_fmadd_ps(ar, b1, c11);
    ar = _mm256_broadcast_ss(a + 2);
    c20 = _mm256_fmadd_ps(ar, b0, c20), c21 = _mm256_fmadd_ps(ar, b1, c21);
    ar = _mm256_broadcast_ss(a + 3);
    c30 = _mm256_fmadd_ps(ar, b0, c30), c31 = _mm256_fmadd_ps(ar, b1, c31);
    ar = _mm256_broadcast_ss(a + 4);
    c40 = _mm256_fmadd_ps(ar, b0, c40), c41 = _mm256_fmadd_ps(ar, b1, c41);
    ar = _mm256_broadcast_ss(a + 5);
    c50 = _mm256_fmadd_ps(ar, b0, c50), c51 = _mm256_fmadd_ps(ar, b1, c51);
  }
  alignas(32) float tile[kMr][kNr];
  const __m256 acc[kMr][2] = {{c00, c01}, {c10, c11}, {c20, c21}, {c30, c31}, {c40, c41}, {c50, c51}};
  const __m256 s = _mm256_set1_ps(alpha);
  for (int64_t r = 0; r < rows; ++r) {
    float* o = out + r * ld;
    const float* br = base ? base + r * ld : nullptr;
    if (cols == kNr) {
      for (int h = 0; h < 2; ++h)
        _mm256_storeu_ps(o + 8 * h, br ? _mm256_fmadd_ps(s, acc[r][h], _mm256_loadu_ps(br + 8 * h)) : acc[r][h]);
      continue;
    }
    _mm256_store_ps(tile[r], acc[r][0]), _mm256_store_ps(tile[r] + 8, acc[r][1]);
    for (int64_t j = 0; j < cols; ++j) o[j] = br ? br[j] + alpha * tile[r][j] : tile[r][j];
  }
}

#pragma GCC pop_options
constexpr bool kCompiled = true;
#else
constexpr bool kCompiled = false;
template <int64_t W>
void pack_panel(float*, const float*, int64_t, int64_t, int64_t, int64_t, int64_t) {}
void micro_kernel(const float*, const float*, int64_t, float, const float*, float*, int64_t, int64_t, int64_t) {}
#endif

// Packed panels start on a cache line: a 32-byte load that straddles two lines costs two.
constexpr int64_t kAlign = 16;  // floats in 64 bytes
float* aligned(float* p) {
  const auto at = reinterpret_cast<uintptr_t>(p);
  return reinterpret_cast<float*>((at + 63) & ~uintptr_t{63});
}

class Avx2Gemm final : public Kernel {
 public:
  explicit Avx2Gemm(const Avx2GemmShape& g)
      : g_(g), panels_m_((g.M + kMr - 1) / kMr), panels_n_((g.N + kNr - 1) / kNr),
        packed_(static_cast<size_t>(panels_m_ * kMr * g.K + kAlign)) {}

  void run(void* const* s) const override {
    const auto* a = static_cast<const float*>(s[g_.a]);
    const auto* b = static_cast<const float*>(s[g_.b]);
    const float* base = g_.base >= 0 ? static_cast<const float*>(s[g_.base]) : nullptr;
    auto* out = static_cast<float*>(s[g_.out]);
    const float alpha = base ? g_.sign * *static_cast<const float*>(s[g_.rate]) : 1.f;
    const int64_t K = g_.K, M = g_.M, N = g_.N;
    // Each thread takes a run of A's panels (rows of out) and packs them, then goes through
    // B's panels, packing each into its own buffer and multiplying it with every one of its A
    // panels (in L2). No thread reads what another packed: one fork, no barrier. (Blocking K
    // so that a B panel stays in L1 made no difference for K = 512 on an AMD EPYC.)
    parallel_for(panels_m_, kMr * N * K, [&](int64_t begin, int64_t end) {
      float* pa = aligned(packed_.data()) + begin * kMr * K;
      for (int64_t p = begin; p < end; ++p)
        pack_panel<kMr>(pa + (p - begin) * kMr * K, a, K, g_.a_m, g_.a_k, p * kMr, std::min(kMr, M - p * kMr));
      thread_local std::vector<float> pb_storage;
      pb_storage.resize(static_cast<size_t>(kNr * K + kAlign));
      float* const pb = aligned(pb_storage.data());
      for (int64_t q = 0; q < panels_n_; ++q) {
        const int64_t n0 = q * kNr, cols = std::min(kNr, N - n0);
        pack_panel<kNr>(pb, b, K, g_.b_n, g_.b_k, n0, cols);
        for (int64_t p = begin; p < end; ++p) {
          const int64_t m0 = p * kMr, at = m0 * N + n0;
          micro_kernel(pa + (p - begin) * kMr * K, pb, K, alpha, base ? base + at : nullptr, out + at, N,
                       std::min(kMr, M - m0), cols);
        }
      }
    });
  }
  // An update writes each tile of out from the same tile of base alone, read just before.
  bool can_write_over(int operand_slot) const override { return g_.base >= 0 && operand_slot == g_.base; }
  int64_t scratch_bytes() const override { return static_cast<int64_t>(packed_.size() * sizeof(float)); }
  std::string describe() const override {
    std::string s = cat("dot_general(ladder avx2 6x16 ", g_.M, "x", g_.K, "·", g_.K, "x", g_.N);
    if (g_.base >= 0) s += cat(", into θ ", g_.sign < 0 ? "-" : "+", " lr·result");
    return s + ")";
  }

 private:
  Avx2GemmShape g_;
  int64_t panels_m_, panels_n_;
  mutable std::vector<float> packed_;  // A's panels (a plan runs one step at a time)
};

}  // namespace

std::unique_ptr<Kernel> make_avx2_gemm(const Avx2GemmShape& g) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (!kCompiled || !__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) return nullptr;
  if (g.M < 1 || g.N < 1 || g.K < 1) return nullptr;
  return std::make_unique<Avx2Gemm>(g);
#else
  return nullptr;
#endif
}

}  // namespace ladder::exec::cpu
