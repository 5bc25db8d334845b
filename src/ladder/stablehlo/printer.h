// Writes a Module as StableHLO text: the pretty form that JAX and XLA print, or MLIR's
// generic form. Floats round-trip exactly (hex dense<"0x..."> where decimal would not).
#pragma once

#include <string>

#include "ladder/ir/graph.h"

namespace ladder::stablehlo {

struct PrintOptions {
  bool generic = false;  // MLIR generic form: "stablehlo.add"(%0, %1) : (...) -> ...
};

std::string print(const ir::Module& module, const PrintOptions& options = {});

}  // namespace ladder::stablehlo
