// The reference lowerer: every op evaluated with plain loops in float64 (integers exactly),
// rounded to the declared type after each op. Slow on purpose, short, and obviously right:
// the spec the fast lowerers are tested against and the source of the goldens.
#pragma once

#include <memory>

#include "ladder/exec/lowerer.h"

namespace ladder::exec {

// Its executables interpret the module given to compile(), which must outlive them.
std::unique_ptr<Lowerer> make_reference_lowerer(const LowererOptions& options);

}  // namespace ladder::exec
