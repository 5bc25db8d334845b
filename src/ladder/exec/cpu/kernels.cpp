// Generic kernels: every op that is neither elementwise (fused.cpp) nor on a oneDNN
// primitive (onednn.cpp). Data movement works on bytes; arithmetic on f32 has direct
// loops for the common bodies (sum, max, min, product; max-pool select-and-scatter) and
// every other case evaluates the region body as a fused program, one element at a time.
// This file picks the kernel; the families are in the files generic.h names.
#include "ladder/exec/cpu/generic.h"

namespace ladder::exec::cpu {

using ir::OpKind;

std::unique_ptr<Kernel> make_generic_kernel(const ir::Node& node, const Io& n) {
  switch (node.kind) {
    case OpKind::Iota: return make_iota_kernel(node, n);
    case OpKind::Constant: return make_splat_kernel(node, n);  // splats only
    case OpKind::Pad: return make_pad_kernel(node, n);
    case OpKind::ReducePrecision: return make_reduce_precision_kernel(node, n);
    case OpKind::BitcastConvert: return make_bitcast_convert_kernel(node, n);
    case OpKind::Concatenate: return make_concatenate_kernel(node, n);
    case OpKind::DynamicSlice: return make_dynamic_slice_kernel(node, n);
    case OpKind::DynamicUpdateSlice: return make_dynamic_update_slice_kernel(node, n);
    case OpKind::Reduce: return make_reduce_kernel(node, n);
    case OpKind::ReduceWindow: return make_reduce_window_kernel(node, n);
    case OpKind::SelectAndScatter: return make_select_and_scatter_kernel(node, n);
    case OpKind::DotGeneral: return make_generic_dot_kernel(node, n);
    case OpKind::Convolution: return make_generic_convolution_kernel(node, n);
    case OpKind::Gather: return make_gather_kernel(node, n);
    case OpKind::Scatter: return make_scatter_kernel(node, n);
    case OpKind::TriangularSolve: return make_triangular_solve_kernel(node, n);
    case OpKind::Cholesky: return make_cholesky_kernel(node, n);
    case OpKind::Sort: return make_sort_kernel(node, n);
    case OpKind::RngBitGenerator: return make_rng_bit_generator_kernel(node, n);
    // Fused programs (fused.cpp) run these, but for complex values.
    LADDER_ELEMENTWISE_OPS
    case OpKind::BroadcastInDim: case OpKind::Transpose: case OpKind::Slice: case OpKind::Reverse:
      if (has_complex_values(node)) return make_complex_kernel(node, n);
      break;
    // The plan itself (cpu.cpp) runs the others.
    case OpKind::Parameter: case OpKind::Reshape: LADDER_COLLECTIVE_OPS
    case OpKind::ReplicaId: case OpKind::PartitionId:
    case OpKind::Call: case OpKind::OptimizationBarrier: case OpKind::While: case OpKind::If: case OpKind::Case:
      break;
  }
  throw InternalError(cat("cpu lowerer: no generic kernel for ", ir::op_name(node.kind)));
}

}  // namespace ladder::exec::cpu
