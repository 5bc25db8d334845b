// The elementwise ops on complex numbers (c64, c128), computed in std::complex<double>. The
// reference lowerer states their meaning here, and the cpu lowerer's generic complex loop
// (exec/cpu/complex.cpp) calls the same function: complex values are rare, so one scalar
// definition serves both rather than a second, vectorised one to check against it.
#pragma once

#include <complex>
#include <span>

#include "ladder/ir/graph.h"

namespace ladder::exec::reference {

// Elementwise op k on element values x (one per operand; real operands have imaginary part
// 0, as Tensor::get_complex reads them), one of them or the result complex. Real-valued
// results (abs, real, imag; compare's 0 or 1) come back as the real part. `direction` is
// compare's (EQ or NE on complex operands). Select and clamp are not computed here.
std::complex<double> complex_elementwise(ir::OpKind k, ir::CompareDirection direction,
                                         std::span<const std::complex<double>> x);

}  // namespace ladder::exec::reference
