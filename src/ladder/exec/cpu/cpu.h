// The fast CPU lowerer: compiles a function once into a plan (calls inlined, elementwise
// chains fused into vectorised loops, dot_general/convolution/pooling on oneDNN, buffers
// assigned by liveness and reused) and runs that plan on host buffers.
//
// Options (LowererOptions::values), all optional:
//   threads  number of threads (default: all cores; process-wide, like OpenMP's setting)
//   isa      the elementwise kernels' instruction set: avx512, avx2 or portable (default: the
//            widest this CPU runs; process-wide, for kernels compiled afterwards)
//   profile  "1" times every step, reported per kernel kind in Executable::stats()["profile_ms"]
//            and per step in ["profile_steps"]
#pragma once

#include <memory>

#include "ladder/exec/lowerer.h"

namespace ladder::exec {

std::unique_ptr<Lowerer> make_cpu_lowerer(const LowererOptions& options);

}  // namespace ladder::exec
