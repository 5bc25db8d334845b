// How each attribute struct of ir/graph.h is written in MLIR's generic form: one table of
// fields per struct, which the printer writes and the parser reads, so the two cannot
// disagree on a name, a default or a spelling. Adding a field to a struct, or an op with an
// existing struct, is one entry here. Internal to the StableHLO layer.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

enum class Presence {
  Required,  // always printed; the parser refuses an op without it
  Always,    // always printed; absent, it is the default (older writers leave it out)
  Optional,  // printed where it differs from the default; absent, it is the default
};

// One attribute `name = value` of an op's properties (or of a dialect attribute's body,
// such as #stablehlo.dot<...>), and where its value lives in the struct S.
template <typename S>
struct Field {
  std::string_view name;
  Presence presence;
  std::vector<ir::OpKind> ops;  // the ops that carry it; empty: every op whose struct is S
  std::string (*print)(const S&);  // "" for a unit attribute, which prints as its name alone
  bool (*is_default)(const S&);
  void (*parse)(S& s, const Attribute& value, std::string_view name, Parser& parser);
};

// The op's attribute struct, default-constructed: the alternative of ir::Attr it carries.
ir::Attr default_attr(ir::OpKind kind);

// The op's generic-form properties `name = value`, by name as MLIR sorts them; a unit
// attribute has the value "".
std::vector<std::pair<std::string, std::string>> print_attributes(ir::OpKind kind,
                                                                  const ir::Attr& attr);

// The op's attribute read from its generic-form properties (`dict.entries`); `op` names the
// op in errors. Properties that no field names are ignored, as MLIR's discardable ones are.
ir::Attr parse_attributes(ir::OpKind kind, const Attribute& dict, std::string_view op,
                          Parser& parser);

// The fields of `#stablehlo.conv<raw ...>`, which ladder also reads in the custom form.
ir::ConvDimensionNumbers parse_raw_conv_dimension_numbers(Parser& parser);

}  // namespace ladder::stablehlo::detail
