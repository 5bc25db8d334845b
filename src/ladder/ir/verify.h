// The verifier: checks a Module is well formed — operands defined before use and in scope,
// every node's declared result types equal to what infer_result_types computes, regions of
// the right signature, calls to existing functions with matching types, returns matching
// the function's results. Throws ladder::Error naming the function, the op, and the shapes.
#pragma once

#include "ladder/ir/graph.h"

namespace ladder::ir {

void verify(const Module& module);
void verify(const Function& function);

}  // namespace ladder::ir
