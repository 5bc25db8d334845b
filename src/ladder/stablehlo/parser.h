// Reads StableHLO text (pretty or generic form) into a verified Module. Errors are
// ladder::Error with "file:line:col: expected X, found Y"; unsupported ops and custom_call
// are refused by name with a pointer to docs/OPS.md.
#pragma once

#include <string>
#include <string_view>

#include "ladder/ir/graph.h"

namespace ladder::stablehlo {

// `source_name` is used in error messages (a file path, or "<string>").
ir::Module parse(std::string_view text, std::string_view source_name = "<string>");
ir::Module parse_file(const std::string& path);

}  // namespace ladder::stablehlo
