// Shared helpers for the ir tests: a module with one function to build in, and a check that a
// call fails with an error containing given fragments.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "ladder/core/error.h"
#include "ladder/ir/graph.h"
#include "ladder/ir/ops.h"

namespace ladder::ir::testing {

inline std::string ty(Value v) { return type_string(v.type()); }

class IrTest : public ::testing::Test {
 protected:
  Value arg(Shape shape, DType dtype = DType::f32) {
    return body().add_parameter(TensorType{dtype, std::move(shape)});
  }
  Block& body() { return main_->body; }

  Module module_;
  Function* main_ = module_.add_function("main");
};

// Runs `f`, expecting a ladder::Error whose message contains every fragment.
template <typename F>
void expect_error(F&& f, std::initializer_list<std::string> fragments) {
  try {
    f();
  } catch (const Error& e) {
    std::string message = e.what();
    for (const std::string& fragment : fragments)
      EXPECT_NE(message.find(fragment), std::string::npos)
          << "missing \"" << fragment << "\" in: " << message;
    return;
  }
  ADD_FAILURE() << "expected a ladder::Error";
}

}  // namespace ladder::ir::testing
