// What only the reference lowerer promises, beyond the conformance suite (tests/exec): its
// choices where the spec leaves the result open, and its refusals.
#include "ladder/exec/reference/reference.h"

#include <gtest/gtest.h>

#include "exec/test_util.h"
#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder {
namespace {

using ir::Block;
using ir::Value;
using testing::expect_close;
using testing::tensor;

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(Reference, RejectsOptions) {
  exec::LowererOptions options;
  options.values["plugin"] = "x.so";
  EXPECT_EQ(error_of([&] { exec::make_reference_lowerer(options); }),
            "the reference lowerer takes no options, got 'plugin'");
}

// Integer division by zero gives all bits set, as XLA defines it.
TEST(Reference, IntegerDivisionByZero) {
  ir::Module module;
  ir::Function* main = module.add_function("main");
  Value a = main->body.add_parameter({DType::i32, {2}}),
        b = main->body.add_parameter({DType::i32, {2}});
  Value c = main->body.add_parameter({DType::ui8, {1}}),
        d = main->body.add_parameter({DType::ui8, {1}});
  main->body.results = {ir::divide(a, b), ir::divide(c, d)};
  auto lowerer = exec::make_reference_lowerer({});
  const Tensor inputs[] = {tensor(DType::i32, {2}, {7, -7}), tensor(DType::i32, {2}, {0, 0}),
                           tensor(DType::ui8, {1}, {9}), tensor(DType::ui8, {1}, {0})};
  auto out = lowerer->compile(module, *main)->run(inputs);
  EXPECT_TRUE(expect_close(out[0], tensor(DType::i32, {2}, {-1, -1})));
  EXPECT_TRUE(expect_close(out[1], tensor(DType::ui8, {1}, {255})));
}

TEST(Reference, RefusesRegionsWithNonElementwiseOps) {
  ir::Module module;
  ir::Function* main = module.add_function("main");
  Value x = main->body.add_parameter({DType::f32, {3}});
  Value init = ir::constant(main->body, 0, DType::f32);
  main->body.results = ir::reduce({&x, 1}, {&init, 1}, {0}, [](Block&, std::span<const Value> p) {
    return std::vector<Value>{ir::add(p[0], ir::reshape(p[1], {}))};
  });
  auto lowerer = exec::make_reference_lowerer({});
  auto executable = lowerer->compile(module, *main);
  const Tensor inputs[] = {tensor(DType::f32, {3}, {1, 2, 3})};
  EXPECT_EQ(error_of([&] { executable->run(inputs); }),
            "[reduce] region 0: the reference evaluates only constants and elementwise ops in "
            "regions, found stablehlo.reshape");
}

TEST(Reference, VerifiesWhatItCompiles) {
  ir::Module module;
  ir::Function* main = module.add_function("main");
  Value x = main->body.add_parameter({DType::f32, {3}});
  // Appended without the builders, with a wrong result type.
  Value y = main->body.append(ir::OpKind::Negate, {x}, {{DType::f32, {4}}})->result();
  main->body.results = {y};
  const std::string message =
      error_of([&] { exec::make_reference_lowerer({})->compile(module, *main); });
  EXPECT_NE(message.find("negate"), std::string::npos) << message;
  EXPECT_NE(message.find("tensor<4xf32>"), std::string::npos) << message;
}

}  // namespace
}  // namespace ladder
