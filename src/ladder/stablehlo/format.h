// Text forms shared by the printer and the attribute tables (attributes.h). Internal to the
// StableHLO layer.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ladder/ir/graph.h"

namespace ladder::stablehlo::detail {

// Characters of MLIR identifiers.
bool is_letter(char c);
bool is_digit(char c);

// A string literal with MLIR's escapes: \\ and \XX for '"' and anything not printable.
std::string quoted(std::string_view s);
// `@name`, quoted where it is not a bare identifier.
std::string symbol(std::string_view name);
std::string join(const std::vector<std::string>& parts, std::string_view sep = ", ");
// `[1, 2]`
std::string int_list(const std::vector<int64_t>& v);
// `array<i64: 1, 2>`
std::string i64_array(const std::vector<int64_t>& v);
// `v`, or `n` times `fill` where `v` is empty (a default that MLIR wants written out).
std::vector<int64_t> or_fill(const std::vector<int64_t>& v, size_t n, int64_t fill);
// `3 : i64`
std::string i64_attr(int64_t v);
// `dense<...> : tensor<...>`: a splat when all elements are equal, hex bytes when large.
std::string typed_dense(const Tensor& t);
// A constant's literal: a splat prints its one element, whatever its shape.
std::string typed_dense(const ir::ConstantAttr& c);
// (first, second) pairs as `dense<[[a, b], ...]> : tensor<Nx2xi64>` (padding, permute pairs).
std::string pairs_attr(const std::vector<std::pair<int64_t, int64_t>>& p);
// The compact `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or "" if it cannot express `dn`.
std::string conv_compact(const ir::ConvDimensionNumbers& dn);

}  // namespace ladder::stablehlo::detail
