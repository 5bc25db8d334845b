// What the reduce_window and select_and_scatter kernels share whatever the instruction set:
// the bf16 2x2 max-pool predicates the rewrites consult, and the choice of the build of the
// kernels (isa_*.cpp) for the instruction set the fused evaluator runs, so that a
// plan capped with LADDER_CPU_ISA runs them as such a CPU would (a 2x2/s2 bf16 max pool and its
// gradient, 128x32x28x28 on 2 cores of a Xeon: 1.0 and 1.3 ms compiled for the baseline
// instruction set, 0.7 and 0.6 ms for AVX-512).
#include <string_view>

#include "ladder/exec/cpu/fused.h"
#include "ladder/exec/cpu/window.h"

namespace ladder::exec::cpu {

WindowKernelMakers window_kernels() {
  const std::string_view isa = eval_block_isa();
  WindowKernelMakers m;
  if (isa == "avx512") m = avx512_window_kernels();
  else if (isa == "avx2") m = avx2_window_kernels();
  return m.reduce_window ? m : portable_window_kernels();
}

std::unique_ptr<Kernel> make_reduce_window_kernel(const ir::Node& node, const Io& io) {
  return window_kernels().reduce_window(node, io);
}

std::unique_ptr<Kernel> make_select_and_scatter_kernel(const ir::Node& node, const Io& io) {
  return window_kernels().select_and_scatter(node, io);
}

bool bf16_max_pool_2x2(const ir::Node& node) {
  if (node.kind != ir::OpKind::ReduceWindow || node.operands.size() != 2 ||
      node.operands[0].dtype() != DType::bf16 || node.operands[0].rank() != 4)
    return false;
  const Code op = simple_region_op(*node.regions[0]);
  if (op != Code::Maximum && op != Code::Minimum) return false;
  const auto& a = node.get<ir::ReduceWindowAttr>();
  const Window w(node.operands[0].shape(), a.window_dimensions, a.window_strides, a.base_dilations,
                 a.window_dilations, a.padding);
  const auto p = as_planes(w, node.operands[0].shape(), node.results[0].shape);
  return p && tiles_2x2(*p);
}

bool is_compare(const ir::Block& b, ir::CompareDirection dir) {
  if (b.nodes.size() != 3 || b.results.size() != 1) return false;
  const ir::Node& c = *b.nodes[2];
  return c.kind == ir::OpKind::Compare && c.get<ir::CompareAttr>().direction == dir &&
         c.operands[0].node == b.nodes[0].get() && c.operands[1].node == b.nodes[1].get() && b.results[0].node == &c;
}

bool bf16_max_pool_backward_2x2(const ir::Node& node) {
  if (node.kind != ir::OpKind::SelectAndScatter || node.operands.size() != 3 ||
      node.operands[0].dtype() != DType::bf16 || node.operands[0].rank() != 4)
    return false;
  const bool max_select = is_compare(*node.regions[0], ir::CompareDirection::GE) ||
                          is_compare(*node.regions[0], ir::CompareDirection::GT);
  if (!max_select || simple_region_op(*node.regions[1]) != Code::Add) return false;
  const auto& a = node.get<ir::SelectAndScatterAttr>();
  const Window w(node.operands[0].shape(), a.window_dimensions, a.window_strides, {}, {}, a.padding);
  const auto p = as_planes(w, node.operands[0].shape(), node.operands[1].shape());
  return p && tiles_2x2(*p);
}

}  // namespace ladder::exec::cpu
