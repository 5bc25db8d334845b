// Helpers for lowerer tests: building tensors from literal values and comparing results.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/core/safetensors.h"
#include "ladder/core/tensor.h"
#include "ladder/exec/lowerer.h"

namespace ladder::testing {

// f32 results agree with independently computed values to this relative error.
inline constexpr double kF32Tol = 1e-5;

inline Tensor tensor(DType dtype, Shape shape, std::vector<double> values) {
  return Tensor::from_doubles(dtype, std::move(shape), values);
}

// For integers that a double cannot hold exactly (i64 beyond 2^53).
inline Tensor int_tensor(DType dtype, Shape shape, std::vector<int64_t> values) {
  Tensor t(dtype, std::move(shape));
  if (static_cast<int64_t>(values.size()) != t.num_elements())
    throw std::invalid_argument("int_tensor: value count does not match the shape");
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set_int(i, values[i]);
  return t;
}

// Deterministic test values, exact in every float type: ((i * mul) % mod - mod / 2) / 8 for
// element i. Expected results computed elsewhere (numpy, torch) use the same formula.
inline Tensor pattern(DType dtype, Shape shape, int mul, int mod) {
  Tensor t(dtype, std::move(shape));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, ((i * mul) % mod - mod / 2) / 8.0);
  return t;
}

// f32 values from a few integers (so that windows hold ties), both zeros, infinities and NaN.
inline Tensor tied_tensor(Shape shape, uint32_t seed) {
  std::mt19937 rng(seed);
  const float inf = std::numeric_limits<float>::infinity();
  const float values[] = {-2, -1, -0.0f, 0, 1, 2};
  Tensor t(DType::f32, std::move(shape));
  float* p = t.data<float>();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    const uint32_t r = rng() % 40;
    p[i] = r < 2 ? std::numeric_limits<float>::quiet_NaN() : r == 2 ? inf : r == 3 ? -inf : values[r % 6];
  }
  return t;
}

// Checks `got` against `expected`: the same dtype and shape, integer and i1 elements equal,
// float elements within rel_tol of the expected value, NaN where NaN is expected and
// infinities exactly. The error allowed for an element is relative to its expected value,
// floored at 1e-3 of the largest one, so that results that cancel to near zero are judged
// against the scale of the tensor.
inline ::testing::AssertionResult expect_close(const Tensor& got, const Tensor& expected,
                                               double rel_tol = 0) {
  if (got.type() != expected.type())
    return ::testing::AssertionFailure()
           << "got " << type_string(got.type()) << ", expected " << type_string(expected.type());
  double scale = 0;
  for (int64_t i = 0; i < expected.num_elements(); ++i)
    if (std::isfinite(expected.get(i))) scale = std::max(scale, std::abs(expected.get(i)));
  for (int64_t i = 0; i < expected.num_elements(); ++i) {
    bool ok;
    if (!is_float(expected.dtype())) {
      ok = got.get_int(i) == expected.get_int(i);
    } else {
      const double g = got.get(i), e = expected.get(i);
      if (std::isnan(e))
        ok = std::isnan(g);
      else if (std::isinf(e))
        ok = g == e;
      else
        ok = std::abs(g - e) <= rel_tol * std::max(std::abs(e), 1e-3 * scale);
    }
    if (!ok) {
      auto shown = [&](const Tensor& t) {
        return is_float(t.dtype()) ? ::testing::PrintToString(t.get(i))
                                   : ::testing::PrintToString(t.get_int(i));
      };
      return ::testing::AssertionFailure()
             << type_string(got.type()) << " element " << i << " is " << shown(got) << ", expected "
             << shown(expected) << " (relative tolerance " << rel_tol << ")";
    }
  }
  return ::testing::AssertionSuccess();
}

// A suite run once per lowerer this build has (instantiate with
// ::testing::ValuesIn(exec::lowerer_names())); one that cannot start here, e.g. pjrt without a
// plugin on this machine, skips with its reason.
// Where $LADDER_CONFORMANCE_RECORD names a folder, writes `outputs` there as
// "<Case>.<k>.safetensors" (the k-th run of the running test "<Case>/<lowerer>"): floats as
// f64, integers and i1 as i64, each tensor's own dtype in the metadata.
inline void record_outputs(const std::vector<Tensor>& outputs) {
  const char* dir = std::getenv("LADDER_CONFORMANCE_RECORD");
  if (dir == nullptr || *dir == 0) return;
  static std::string last_test;
  static int run = 0;
  const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  run = test == last_test ? run + 1 : 0;
  last_test = test;
  SafeTensors file;
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& t = outputs[i];
    Tensor wide(is_float(t.dtype()) ? DType::f64 : DType::i64, t.shape());
    for (int64_t k = 0; k < t.num_elements(); ++k) {
      if (is_float(t.dtype()))
        wide.set(k, t.get(k));
      else
        wide.set_int(k, t.get_int(k));
    }
    file.metadata[std::to_string(i)] = std::string(dtype_name(t.dtype()));
    file.tensors.emplace_back(std::to_string(i), std::move(wide));
  }
  write_safetensors(std::string(dir) + "/" + test.substr(0, test.find('/')) + "." + std::to_string(run) +
                        ".safetensors",
                    file);
}

class EachLowerer : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    try {
      lowerer_ = exec::make_lowerer(GetParam());
    } catch (const Error& e) {
      std::string why = e.what();
      // The xla: instances name the plugin scripts/fetch-xla-plugin should have unpacked;
      // where it could not, that script left its reason here.
      if (const char* file = std::getenv("LADDER_XLA_UNAVAILABLE"); file != nullptr) {
        std::ifstream in(file);
        std::string reason((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (!reason.empty()) why = reason;
      }
      GTEST_SKIP() << "lowerer '" << GetParam() << "' unavailable: " << why;
    }
  }

  std::unique_ptr<exec::Lowerer> lowerer_;
};

}  // namespace ladder::testing
