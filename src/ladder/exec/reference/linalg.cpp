// triangular_solve and cholesky: textbook substitution and the Cholesky–Banachiewicz
// recurrence in float64, one matrix of the leading batch dims at a time. Both read only the
// triangle of `a` their attributes name, as the spec says.
#include <cmath>
#include <complex>

#include "ladder/core/element.h"

#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {

// Solves in V: double for real types, std::complex<double> for complex ones.
template <typename V>
Tensor triangular_solve(const ir::Node& n, const Tensor& a, const Tensor& b) {
  const auto& attr = n.get<ir::TriangularSolveAttr>();
  const int64_t r = b.rank(), m = a.shape()[r - 1];
  const int64_t rows = b.shape()[r - 2], cols = b.shape()[r - 1];
  const int64_t batches = rows * cols != 0 ? b.num_elements() / (rows * cols) : 0;
  const bool transposed = attr.transpose_a != ir::TransposeKind::NO_TRANSPOSE;
  // ADJOINT also conjugates a's elements (the same as TRANSPOSE on real types).
  const bool adjoint = attr.transpose_a == ir::TransposeKind::ADJOINT;
  auto a_at = [&](int64_t batch, int64_t i, int64_t j) {
    const V v = load_value<V>(a.bytes(), a.dtype(), batch * m * m + i * m + j);
    return adjoint ? conjugate(v) : v;
  };
  // The triangle of a that is read; the diagonal is 1 with unit_diagonal.
  auto tri = [&](int64_t batch, int64_t i, int64_t j) {
    if (i == j) return attr.unit_diagonal ? V(1.0) : a_at(batch, i, i);
    return (attr.lower ? i > j : i < j) ? a_at(batch, i, j) : V(0.0);
  };
  // Every case is t y = c for each of b's vectors c, with t triangular: t = op(a) for
  // left_side (c a column of b), t = op(a)^T for right side (x op(a) = b, c a row of b).
  const bool t_is_a = transposed != attr.left_side;  // t(i, j) = tri(i, j), else tri(j, i)
  const bool t_lower = attr.lower == t_is_a;
  auto t = [&](int64_t batch, int64_t i, int64_t j) { return t_is_a ? tri(batch, i, j) : tri(batch, j, i); };
  const int64_t vectors = attr.left_side ? cols : rows;
  auto c_index = [&](int64_t batch, int64_t v, int64_t i) {
    return batch * rows * cols + (attr.left_side ? i * cols + v : v * cols + i);
  };
  Tensor out(n.results[0].dtype, n.results[0].shape);
  std::vector<V> y(static_cast<size_t>(m));
  for (int64_t batch = 0; batch < batches; ++batch) {
    for (int64_t v = 0; v < vectors; ++v) {
      // Forward substitution for a lower t, backward for an upper one.
      for (int64_t step = 0; step < m; ++step) {
        const int64_t i = t_lower ? step : m - 1 - step;
        V sum = load_value<V>(b.bytes(), b.dtype(), c_index(batch, v, i));
        for (int64_t j = 0; j < m; ++j)
          if (t_lower ? j < i : j > i) sum -= t(batch, i, j) * y[j];
        y[i] = sum / t(batch, i, i);
      }
      for (int64_t i = 0; i < m; ++i) store_value(out.bytes(), out.dtype(), c_index(batch, v, i), y[i]);
    }
  }
  return out;
}

// Element (i, j) of the m x m matrix number `batch` of t (its last two dims).
double matrix_at(const Tensor& t, int64_t batch, int64_t rows, int64_t cols, int64_t i, int64_t j) {
  return t.get(batch * rows * cols + i * cols + j);
}

}  // namespace

Tensor eval_triangular_solve(const ir::Node& n, Operands in) {
  if (is_complex(in[0]->dtype())) return triangular_solve<std::complex<double>>(n, *in[0], *in[1]);
  return triangular_solve<double>(n, *in[0], *in[1]);
}

// lower: l with a = l l^T, from a's lower triangle; else u = l^T with a = u^T u, from a's
// upper triangle. The other triangle of the result is 0 (the spec leaves it to the
// implementation; XLA's callers such as jax.numpy.linalg.cholesky zero it too).
// A matrix that is not positive definite gives NaN from the square root, as XLA's does.
Tensor eval_cholesky(const ir::Node& n, Operands in) {
  const bool lower = n.get<ir::CholeskyAttr>().lower;
  const Tensor& a = *in[0];
  const int64_t m = a.shape()[a.rank() - 1];
  const int64_t batches = m ? a.num_elements() / (m * m) : 0;
  Tensor out(n.results[0].dtype, n.results[0].shape);
  std::vector<double> l(static_cast<size_t>(m * m));
  for (int64_t batch = 0; batch < batches; ++batch) {
    // a's element (i, j), i >= j, from the triangle that is read.
    auto sym = [&](int64_t i, int64_t j) {
      return lower ? matrix_at(a, batch, m, m, i, j) : matrix_at(a, batch, m, m, j, i);
    };
    std::fill(l.begin(), l.end(), 0.0);
    for (int64_t j = 0; j < m; ++j) {
      double d = sym(j, j);
      for (int64_t k = 0; k < j; ++k) d -= l[j * m + k] * l[j * m + k];
      l[j * m + j] = std::sqrt(d);
      for (int64_t i = j + 1; i < m; ++i) {
        double s = sym(i, j);
        for (int64_t k = 0; k < j; ++k) s -= l[i * m + k] * l[j * m + k];
        l[i * m + j] = s / l[j * m + j];
      }
    }
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < m; ++j)
        out.set(batch * m * m + i * m + j, lower ? l[i * m + j] : l[j * m + i]);
  }
  return out;
}

}  // namespace ladder::exec::reference
