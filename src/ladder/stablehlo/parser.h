// Reads StableHLO text (pretty or generic form, as JAX, XLA, MLIR tools or ladder's printer
// write it) into a verified Module. Errors are ladder::Error with "file:line:col: expected X,
// found Y"; unsupported ops and custom_call are refused by name with a pointer to
// docs/OPS.md. Hostile input is bounded: nesting deeper than 64 levels, dynamic or absurd
// shapes, and constants beyond ParseOptions::max_constant_bytes are refused before any
// allocation.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ladder/ir/graph.h"

namespace ladder::stablehlo {

struct ParseOptions {
  // The most bytes all constants of a module may take: a few characters of text can declare
  // a huge splat (dense<0.0> : tensor<100000x100000xf32>), which is refused before allocation.
  int64_t max_constant_bytes = int64_t{1} << 30;
};

// `source_name` is used in error messages (a file path, or "<string>").
ir::Module parse(std::string_view text, std::string_view source_name = "<string>",
                 const ParseOptions& options = {});
ir::Module parse_file(const std::string& path, const ParseOptions& options = {});

}  // namespace ladder::stablehlo
