// Test helper: build a one-function module with ir builders and run it on a lowerer.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/graph.h"
#include "ladder/ir/verify.h"

namespace ladder::nn::testing {

class GraphRunner {
 public:
  GraphRunner() : module_(std::make_unique<ir::Module>()), f_(module_->add_function("main")) {}

  ir::Value arg(Shape shape, DType dtype = DType::f32) {
    return f_->body.add_parameter({dtype, std::move(shape)});
  }
  // Several f32 arguments, in order (unlike g.arg() calls inside one function call, whose
  // evaluation order C++ leaves unspecified).
  std::vector<ir::Value> args(const std::vector<Shape>& shapes) {
    std::vector<ir::Value> out;
    for (const Shape& s : shapes) out.push_back(arg(s));
    return out;
  }

  // Sets the function's results, verifies the module and runs it.
  std::vector<Tensor> run(std::vector<ir::Value> results, const std::vector<Tensor>& inputs,
                          const std::string& lowerer = "reference") {
    f_->body.results = std::move(results);
    ir::verify(*module_);
    auto runner = exec::make_lowerer(lowerer);  // must outlive its executables
    return runner->compile(*module_, *f_)->run(inputs);
  }

 private:
  std::unique_ptr<ir::Module> module_;
  ir::Function* f_;
};

inline Tensor f32(Shape shape, const std::vector<double>& values) {
  return Tensor::from_doubles(DType::f32, std::move(shape), values);
}

}  // namespace ladder::nn::testing
