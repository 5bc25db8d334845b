// Rewrites the cpu lowerer applies to its own copy of a module before planning it: common
// subexpressions merged, ReLU masks read from the ReLU's result, dead ops dropped, bf16
// convolutions and max pools (forward and backward) run in f32 where that is exact. Every
// rewrite keeps each function's results bit for bit (rewrite.cpp says why each holds).
#pragma once

#include "ladder/ir/graph.h"

namespace ladder::exec::cpu {

void rewrite_for_planning(ir::Module& module);

}  // namespace ladder::exec::cpu
