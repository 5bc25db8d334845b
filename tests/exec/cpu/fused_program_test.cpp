// The fused programs' instruction stream (exec/cpu/fused.h): what the program builder merges.
#include <gtest/gtest.h>

#include <algorithm>

#include "ladder/exec/cpu/fused.h"
#include "ladder/ir/ops.h"

namespace ladder::exec::cpu {
namespace {

using ir::Value;

int count(const Program& p, Code code) {
  return static_cast<int>(std::count_if(p.code.begin(), p.code.end(), [&](const Instr& in) { return in.code == code; }));
}

// A float compare read only by float selects becomes part of them (ReLU's backward mask);
// one that is read otherwise too (stored as a predicate here) stays a compare.
TEST(CpuFusedPrograms, FloatComparesReadOnlyBySelectsMergeIntoThem) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value x = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  Value g = f->body.add_parameter(TensorType{DType::f32, {4, 8}});
  Value zero = ir::constant(f->body, 0.0, DType::f32, {4, 8});
  Value gt = ir::compare(x, zero, ir::CompareDirection::GT);
  Value masked = ir::select(gt, g, zero);
  Value both = ir::add(masked, ir::select(gt, zero, g));
  Value lt = ir::compare(x, g, ir::CompareDirection::LT);
  Value picked = ir::select(lt, x, g);
  Value as_float = ir::convert(lt, DType::f32);
  FusionContext ctx{[](Value v) { return v.node->kind != ir::OpKind::Parameter; },
                    [&](Value v) { return v == x ? 0 : 1; }};

  FusedProgram relu_grad = build_fused_program({both}, ctx, true);
  EXPECT_EQ(count(relu_grad.program, Code::CmpSelect), 2);
  EXPECT_EQ(count(relu_grad.program, Code::Compare), 0);
  EXPECT_EQ(count(relu_grad.program, Code::Select), 0);

  FusedProgram shared = build_fused_program({picked, as_float}, ctx, true);
  EXPECT_EQ(count(shared.program, Code::CmpSelect), 0);
  EXPECT_EQ(count(shared.program, Code::Compare), 1);
  EXPECT_EQ(count(shared.program, Code::Select), 1);
}

}  // namespace
}  // namespace ladder::exec::cpu
