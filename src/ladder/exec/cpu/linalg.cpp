// triangular_solve and cholesky as plain loops in double, one matrix of the leading batch
// dims per task. Each matrix is first loaded into a dense double buffer (the triangle that is
// read, the rest zero), so the loops below see one layout whatever a's dtype and attributes.
// The reference lowerer (exec/reference/linalg.cpp) states the semantics; these run the
// column-oriented variants of the same algorithms.
#include <cmath>
#include <complex>

#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

namespace {

class TriangularSolveKernel final : public Kernel {
 public:
  TriangularSolveKernel(const ir::Node& node, const Io& io) : io_(io), attr_(node.get<ir::TriangularSolveAttr>()) {}

  void run(void* const* s) const override {
    if (is_complex(io_.out_types[0].dtype))
      solve<std::complex<double>>(s);
    else
      solve<double>(s);
  }
  std::string describe() const override { return "triangular_solve(loops)"; }

 private:
  // Solves in V: double for real types, std::complex<double> for complex ones.
  template <typename V>
  void solve(void* const* s) const {
    const TensorType& bt = io_.in_types[1];
    const DType at = io_.in_types[0].dtype, ot = io_.out_types[0].dtype;
    const int64_t r = bt.rank(), m = io_.in_types[0].shape[r - 1];
    const int64_t rows = bt.shape[r - 2], cols = bt.shape[r - 1];
    const int64_t batches = rows * cols != 0 ? bt.num_elements() / (rows * cols) : 0;
    const void* a = s[io_.in[0]];
    const void* b = s[io_.in[1]];
    void* out = s[io_.out[0]];
    // Solve t y = c for each vector c of b: t = op(a) on the left, op(a)^T on the right.
    const bool transposed = attr_.transpose_a != ir::TransposeKind::NO_TRANSPOSE;
    const bool adjoint = attr_.transpose_a == ir::TransposeKind::ADJOINT;  // conjugates a too
    const bool t_is_a = transposed != attr_.left_side;
    const bool t_lower = attr_.lower == t_is_a;
    const int64_t vectors = attr_.left_side ? cols : rows;
    // Element i of vector v sits at v * v_step + i * i_step within a matrix of b.
    const int64_t v_step = attr_.left_side ? 1 : cols, i_step = attr_.left_side ? cols : 1;
    parallel_for(batches, m * m * vectors, [&](int64_t begin, int64_t end) {
      std::vector<V> t(static_cast<size_t>(m * m)), y(static_cast<size_t>(m));
      for (int64_t batch = begin; batch < end; ++batch) {
        const int64_t a0 = batch * m * m, b0 = batch * rows * cols;
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < m; ++j) {
            // (ai, aj): where t(i, j) lives in a.
            const int64_t ai = t_is_a ? i : j, aj = t_is_a ? j : i;
            const bool read = ai == aj ? !attr_.unit_diagonal : (attr_.lower ? ai > aj : ai < aj);
            if (!read) {
              t[i * m + j] = ai == aj ? 1.0 : 0.0;
              continue;
            }
            const V e = load_value<V>(a, at, a0 + ai * m + aj);
            t[i * m + j] = adjoint ? conjugate(e) : e;
          }
        for (int64_t v = 0; v < vectors; ++v) {
          for (int64_t i = 0; i < m; ++i) y[i] = load_value<V>(b, bt.dtype, b0 + v * v_step + i * i_step);
          // Column-oriented: once y_j is known, subtract its column from the unsolved rows.
          for (int64_t step = 0; step < m; ++step) {
            const int64_t j = t_lower ? step : m - 1 - step;
            y[j] /= t[j * m + j];
            if (t_lower)
              for (int64_t i = j + 1; i < m; ++i) y[i] -= t[i * m + j] * y[j];
            else
              for (int64_t i = 0; i < j; ++i) y[i] -= t[i * m + j] * y[j];
          }
          for (int64_t i = 0; i < m; ++i) store_value(out, ot, b0 + v * v_step + i * i_step, y[i]);
        }
      }
    });
  }

  Io io_;
  ir::TriangularSolveAttr attr_;
};

class CholeskyKernel final : public Kernel {
 public:
  CholeskyKernel(const ir::Node& node, const Io& io) : io_(io), lower_(node.get<ir::CholeskyAttr>().lower) {}

  void run(void* const* s) const override {
    const TensorType& at = io_.in_types[0];
    const DType ot = io_.out_types[0].dtype;
    const int64_t m = at.shape[at.rank() - 1];
    const int64_t batches = m ? at.num_elements() / (m * m) : 0;
    const void* a = s[io_.in[0]];
    void* out = s[io_.out[0]];
    parallel_for(batches, m * m * m, [&](int64_t begin, int64_t end) {
      std::vector<double> l(static_cast<size_t>(m * m));
      for (int64_t batch = begin; batch < end; ++batch) {
        const int64_t a0 = batch * m * m;
        // l(i, j), i >= j, starts as a's element from the triangle that is read.
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < m; ++j)
            l[i * m + j] = j > i ? 0.0 : load_element(a, at.dtype, a0 + (lower_ ? i * m + j : j * m + i));
        // Right-looking: finish column j, then take its outer product off the trailing block.
        for (int64_t j = 0; j < m; ++j) {
          const double d = std::sqrt(l[j * m + j]);
          l[j * m + j] = d;
          for (int64_t i = j + 1; i < m; ++i) l[i * m + j] /= d;
          for (int64_t k = j + 1; k < m; ++k)
            for (int64_t i = k; i < m; ++i) l[i * m + k] -= l[i * m + j] * l[k * m + j];
        }
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < m; ++j)
            store_element(out, ot, a0 + i * m + j, lower_ ? l[i * m + j] : l[j * m + i]);
      }
    });
  }
  std::string describe() const override { return "cholesky(loops)"; }

 private:
  Io io_;
  bool lower_;
};

}  // namespace

std::unique_ptr<Kernel> make_triangular_solve_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<TriangularSolveKernel>(node, io);
}
std::unique_ptr<Kernel> make_cholesky_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<CholeskyKernel>(node, io);
}

}  // namespace ladder::exec::cpu
