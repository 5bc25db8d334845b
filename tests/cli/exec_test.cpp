// `ladder exec` run as a user runs it: good runs print the right numbers, and every kind of
// bad input ends with one clear error line and exit code 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <regex>

#include "cli/run_ladder.h"
#include "ladder/core/rng.h"
#include "ladder/core/safetensors.h"
#include "ladder/exec/lowerer.h"

namespace ladder {
namespace {

using cli_test::expect_one_line_error;
using cli_test::write_text;

constexpr const char* kAdd = R"(module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
)";

constexpr const char* kNamedArgs = R"(module {
  func.func @main(%x: tensor<2xf32>, %y: tensor<2xi32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %y : (tensor<2xi32>) -> tensor<2xf32>
    %1 = stablehlo.multiply %x, %0 : tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
)";

Tensor f32(Shape shape, std::vector<double> values) {
  return Tensor::from_doubles(DType::f32, std::move(shape), values);
}

class Exec : public cli_test::ScratchDir {
 protected:
  // Writes `text` to NAME in the scratch folder and returns its path.
  std::string module(const std::string& name, const std::string& text) {
    write_text(path(name), text);
    return path(name);
  }
  std::string tensors(const std::string& name,
                      std::vector<std::pair<std::string, Tensor>> entries) {
    SafeTensors st;
    st.tensors = std::move(entries);
    write_safetensors(path(name), st);
    return path(name);
  }
  Tensor a_ = f32({2, 3}, {1, 2, 3, 4, 5, 6});
  Tensor b_ = f32({2, 3}, {0.5, 0.5, 0.5, 0.5, 0.5, 0.5});
};

TEST_F(Exec, PrintsAndWritesTheOutputs) {
  std::string add = module("add.mlir", kAdd);
  std::string in = tensors("in.safetensors", {{"0", a_}, {"1", b_}});
  std::string out = path("out.safetensors");
  auto run = ladder({"exec", add, "--inputs", in, "--out", out, "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("@main"), std::string::npos) << run.out;
  // sqrt(1.5^2 + 2.5^2 + ... + 6.5^2) = sqrt(113.5)
  EXPECT_TRUE(std::regex_search(
      run.out, std::regex(R"(\n +0 +tensor<2x3xf32> +10\.6536 +1\.5, 2\.5, 3\.5, 4\.5, 5\.5, 6\.5\n)")))
      << run.out;
  SafeTensors written = read_safetensors(out);
  ASSERT_EQ(written.tensors.size(), 1u);
  EXPECT_EQ(written.tensors[0].first, "0");
  EXPECT_EQ(written.tensors[0].second, f32({2, 3}, {1.5, 2.5, 3.5, 4.5, 5.5, 6.5}));
}

TEST_F(Exec, InputsByArgumentName) {
  std::string m = module("named.mlir", kNamedArgs);
  Tensor y = Tensor::from_doubles(DType::i32, {2}, std::vector<double>{3, -2});
  std::string in = tensors("in.safetensors", {{"x", f32({2}, {1.5, 4})}, {"y", y}});
  auto run = ladder({"exec", m, "--inputs", in, "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("4.5, -8"), std::string::npos) << run.out;
}

// Weights in one file and a batch in another, as a run's checkpoint and a user's data are:
// --inputs repeats; a key in two files or a tensor no input takes is refused, naming files.
TEST_F(Exec, InputsFromSeveralFiles) {
  std::string m = module("named.mlir", kNamedArgs);
  Tensor y = Tensor::from_doubles(DType::i32, {2}, std::vector<double>{3, -2});
  std::string weights = tensors("weights.safetensors", {{"x", f32({2}, {1.5, 4})}});
  std::string batch = tensors("batch.safetensors", {{"1", y}});
  auto run = ladder({"exec", m, "--inputs", weights, "--inputs", batch, "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("4.5, -8"), std::string::npos) << run.out;

  std::string again = tensors("again.safetensors", {{"x", f32({2}, {0, 0})}, {"1", y}});
  auto twice = ladder({"exec", m, "--inputs", weights, "--inputs", again, "--lowerer", "reference"});
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_NE(twice.err.find("tensor 'x' is in both " + weights + " and " + again), std::string::npos)
      << twice.err;

  std::string extra = tensors("extra.safetensors", {{"1", y}, {"z", y}});
  auto unused = ladder({"exec", m, "--inputs", weights, "--inputs", extra, "--lowerer", "reference"});
  EXPECT_EQ(unused.exit_code, 2);
  EXPECT_NE(unused.err.find(extra + ": tensor 'z' matches no input of @main"), std::string::npos)
      << unused.err;

  auto missing = ladder({"exec", m, "--inputs", weights, "--lowerer", "reference"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find(weights + ": no tensor for input 1 (%y)"), std::string::npos)
      << missing.err;
}

TEST_F(Exec, RandomInputsAreReproducible) {
  std::string add = module("add.mlir", kAdd);
  auto first = ladder({"exec", add, "--random-inputs", "7", "--lowerer", "reference"});
  auto again = ladder({"exec", add, "--random-inputs", "7", "--lowerer", "reference"});
  auto other = ladder({"exec", add, "--random-inputs", "8", "--lowerer", "reference"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(first.out, again.out);
  EXPECT_NE(first.out, other.out);
}

TEST_F(Exec, RepeatPrintsTimings) {
  std::string add = module("add.mlir", kAdd);
  auto run = ladder({"exec", add, "--random-inputs", "1", "--repeat", "3", "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(\ncompile +[0-9.]+ (us|ms|s)\n)"))) << run.out;
  EXPECT_TRUE(std::regex_search(
      run.out, std::regex(R"(\nrun +median [0-9.]+ (us|ms|s), min [0-9.]+ (us|ms|s) \(3 runs)")))
      << run.out;
}

// --profile: a table of the cpu plan's kernels, largest share first, shares adding up to
// about 100%; --profile-steps: every step in run order; other lowerers have no profile.
TEST_F(Exec, ProfileShowsWhereTheTimeGoes) {
  const auto names = exec::lowerer_names();
  if (std::find(names.begin(), names.end(), "cpu") == names.end()) GTEST_SKIP() << "no cpu lowerer in this build";
  const std::string mlp = std::string(LADDER_SOURCE_DIR) + "/examples/mlp_forward.mlir";
  auto run = ladder({"exec", mlp, "--random-inputs", "1", "--repeat", "5", "--profile", "--lowerer", "cpu"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const size_t table = run.out.find("profile by kernel, largest first:");
  ASSERT_NE(table, std::string::npos) << run.out;
  EXPECT_NE(run.out.find("mean of 7 runs"), std::string::npos) << "the shown run, the warm-up and 5\n" << run.out;
  EXPECT_EQ(run.out.find("profile_ms"), std::string::npos) << "raw stats leak into the listing\n" << run.out;
  std::regex row(R"(\n +([0-9.]+)% +([0-9.]+) +([0-9]+)  (\S[^\n]*))");
  double share_sum = 0, previous_ms = 1e300;
  int rows = 0;
  for (std::sregex_iterator it(run.out.begin() + table, run.out.end(), row), end; it != end; ++it, ++rows) {
    share_sum += std::stod((*it)[1]);
    const double ms = std::stod((*it)[2]);
    EXPECT_LE(ms, previous_ms) << "rows are not sorted\n" << run.out;
    previous_ms = ms;
  }
  EXPECT_GE(rows, 2) << run.out;
  EXPECT_NEAR(share_sum, 100.0, 0.5) << run.out;
  EXPECT_NE(run.out.find("dot_general(onednn"), std::string::npos) << run.out;

  auto steps = ladder({"exec", mlp, "--random-inputs", "1", "--profile-steps", "--lowerer", "cpu"});
  ASSERT_EQ(steps.exit_code, 0) << steps.err;
  EXPECT_NE(steps.out.find("profile by step, in run order:"), std::string::npos) << steps.out;
  EXPECT_TRUE(std::regex_search(steps.out, std::regex(R"(\n +[0-9.]+% +[0-9.]+ +0  )"))) << steps.out;
  // Each step names what it writes; the by-kind table does not split a kind by it.
  EXPECT_TRUE(std::regex_search(steps.out, std::regex(R"(dot_general\(onednn[^\n]* -> tensor<[0-9x]+xf32>\n)")))
      << steps.out;
  EXPECT_EQ(run.out.find(" -> tensor<"), std::string::npos) << run.out;

  auto reference = ladder({"exec", mlp, "--random-inputs", "1", "--profile", "--lowerer", "reference"});
  EXPECT_EQ(reference.exit_code, 2);
  EXPECT_NE(reference.err.find("--profile times the cpu lowerer's kernels"), std::string::npos) << reference.err;
}

// --threads and --isa reach the cpu lowerer (with --isa avx2 oneDNN runs no AVX-512 kernel),
// are checked there, and are refused for other lowerers.
TEST_F(Exec, CpuFlagsReachTheCpuLowerer) {
  const auto names = exec::lowerer_names();
  if (std::find(names.begin(), names.end(), "cpu") == names.end()) GTEST_SKIP() << "no cpu lowerer in this build";
  const std::string mlp = std::string(LADDER_SOURCE_DIR) + "/examples/mlp_forward.mlir";
  auto avx2 = ladder({"exec", mlp, "--random-inputs", "1", "--repeat", "2", "--threads", "1", "--isa", "avx2"});
  ASSERT_EQ(avx2.exit_code, 0) << avx2.err;
  EXPECT_EQ(avx2.out.find("avx512"), std::string::npos) << avx2.out;
  expect_one_line_error(ladder({"exec", mlp, "--random-inputs", "1", "--threads", "0"}), {"threads=0", "positive"});
  expect_one_line_error(ladder({"exec", mlp, "--random-inputs", "1", "--isa", "sse9"}), {"'sse9'", "available"});
  expect_one_line_error(ladder({"exec", mlp, "--random-inputs", "1", "--lowerer", "reference", "--threads", "2"}),
                        {"--threads", "--lowerer cpu"});
}

// The bundled JAX-style example against the same network computed here in double.
TEST_F(Exec, MlpExampleMatchesAHandComputedForwardPass) {
  Rng rng(3);
  auto random = [&](Shape shape) {
    Tensor t(DType::f32, std::move(shape));
    for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, rng.uniform(-1, 1));
    return t;
  };
  Tensor x = random({4, 8}), w1 = random({8, 16}), b1 = random({16}), w2 = random({16, 3}),
         b2 = random({3});
  std::string in = tensors("in.safetensors", {{"0", x}, {"1", w1}, {"2", b1}, {"3", w2}, {"4", b2}});
  std::string out = path("out.safetensors");
  auto run = ladder({"exec", LADDER_SOURCE_DIR "/examples/mlp_forward.mlir", "--inputs", in,
                     "--out", out, "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  SafeTensors result = read_safetensors(out);
  ASSERT_EQ(result.tensors.size(), 2u);
  const Tensor& logits = *result.find("0");
  const Tensor& probs = *result.find("1");
  for (int n = 0; n < 4; ++n) {
    double hidden[16], z[3], zmax = -INFINITY, total = 0;
    for (int j = 0; j < 16; ++j) {
      hidden[j] = b1.get(j);
      for (int i = 0; i < 8; ++i) hidden[j] += x.get(n * 8 + i) * w1.get(i * 16 + j);
      hidden[j] = std::max(hidden[j], 0.0);
    }
    for (int k = 0; k < 3; ++k) {
      z[k] = b2.get(k);
      for (int j = 0; j < 16; ++j) z[k] += hidden[j] * w2.get(j * 3 + k);
      zmax = std::max(zmax, z[k]);
    }
    for (int k = 0; k < 3; ++k) total += std::exp(z[k] - zmax);
    for (int k = 0; k < 3; ++k) {
      EXPECT_NEAR(logits.get(n * 3 + k), z[k], 1e-5) << n << "," << k;
      EXPECT_NEAR(probs.get(n * 3 + k), std::exp(z[k] - zmax) / total, 1e-6) << n << "," << k;
    }
  }
}

// What `make mnist` runs today: every bundled example on the default lowerer (cpu when
// built) gives the reference lowerer's outputs.
TEST_F(Exec, ExamplesAgreeWithTheReferenceOnTheDefaultLowerer) {
  for (const char* example : {"add", "mlp_forward"}) {
    std::string file = std::string(LADDER_SOURCE_DIR "/examples/") + example + ".mlir";
    std::string expected = path("reference.safetensors"), got = path("default.safetensors");
    auto reference = ladder({"exec", file, "--random-inputs", "5", "--lowerer", "reference",
                             "--out", expected});
    auto run = ladder({"exec", file, "--random-inputs", "5", "--out", got});
    ASSERT_EQ(reference.exit_code, 0) << reference.err;
    ASSERT_EQ(run.exit_code, 0) << run.err;
    SafeTensors want = read_safetensors(expected), have = read_safetensors(got);
    ASSERT_EQ(have.tensors.size(), want.tensors.size()) << example;
    for (size_t i = 0; i < want.tensors.size(); ++i) {
      const Tensor &a = want.tensors[i].second, &b = have.tensors[i].second;
      ASSERT_EQ(a.type(), b.type()) << example << " output " << i;
      for (int64_t k = 0; k < a.num_elements(); ++k)
        EXPECT_NEAR(b.get(k), a.get(k), 1e-6 * (1 + std::abs(a.get(k))))
            << example << " output " << i << " element " << k;
    }
  }
}

TEST_F(Exec, EntryFunctionByName) {
  std::string m = module("two.mlir", R"(module {
  func.func public @double(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func public @square(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
}
)");
  std::string in = tensors("in.safetensors", {{"0", Tensor::scalar(DType::f32, 3)}});
  auto run = ladder({"exec", m, "--inputs", in, "--entry", "square", "--lowerer", "reference"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("@square"), std::string::npos) << run.out;
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(tensor<f32> +9 +9\n)"))) << run.out;
  // The name as listings print it, with its @, names the same function.
  auto at = ladder({"exec", m, "--inputs", in, "--entry", "@square", "--lowerer", "reference"});
  ASSERT_EQ(at.exit_code, 0) << at.err;
  EXPECT_EQ(at.out, run.out);
  expect_one_line_error(ladder({"exec", m, "--inputs", in}), {"cannot choose an entry", "--entry"});
  expect_one_line_error(ladder({"exec", m, "--inputs", in, "--entry", "cube"}), {"@cube"});
  auto wrong_at = ladder({"exec", m, "--inputs", in, "--entry", "@cube"});
  expect_one_line_error(wrong_at, {"no function @cube"});
  EXPECT_EQ(wrong_at.err.find("@@"), std::string::npos) << wrong_at.err;
}

// ---- bad input: one line, exit code 2 -------------------------------------------------

TEST_F(Exec, MissingModuleFile) {
  std::string missing = path("no-such.mlir");
  expect_one_line_error(ladder({"exec", missing, "--random-inputs", "1"}), {missing});
}

TEST_F(Exec, MalformedText) {
  std::string m = module("bad.mlir", "module {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                                     "    %0 = stablehlo.add %a, : tensor<2xf32>\n");
  auto run = ladder({"exec", m, "--random-inputs", "1"});
  expect_one_line_error(run, {});
  // "file:line:col: expected X, found Y"
  std::string prefix = "ladder: error: " + m + ":";
  ASSERT_EQ(run.err.rfind(prefix, 0), 0u) << run.err;
  EXPECT_TRUE(std::regex_search(run.err.substr(prefix.size()), std::regex("^[0-9]+:[0-9]+: ")))
      << run.err;
}

TEST_F(Exec, UnknownOp) {
  std::string m = module("unknown.mlir", R"(module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.frobnicate %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
)");
  expect_one_line_error(ladder({"exec", m, "--random-inputs", "1"}), {"unknown.mlir:", "frobnicate"});
}

TEST_F(Exec, NoInputsGiven) {
  std::string add = module("add.mlir", kAdd);
  expect_one_line_error(ladder({"exec", add}), {"@main takes 2 inputs", "--inputs", "--random-inputs"});
}

TEST_F(Exec, TooFewInputs) {
  std::string add = module("add.mlir", kAdd);
  std::string in = tensors("in.safetensors", {{"0", a_}});
  expect_one_line_error(ladder({"exec", add, "--inputs", in}),
                        {in, "no tensor for input 1", "tensor<2x3xf32>", "'1'"});
}

TEST_F(Exec, TooManyInputs) {
  std::string add = module("add.mlir", kAdd);
  std::string in = tensors("in.safetensors", {{"0", a_}, {"1", b_}, {"2", b_}});
  expect_one_line_error(ladder({"exec", add, "--inputs", in}),
                        {in, "tensor '2' matches no input of @main, which takes 2 inputs"});
}

TEST_F(Exec, WrongInputShape) {
  std::string add = module("add.mlir", kAdd);
  std::string in = tensors("in.safetensors", {{"0", a_}, {"1", f32({3, 2}, {1, 2, 3, 4, 5, 6})}});
  expect_one_line_error(ladder({"exec", add, "--inputs", in}),
                        {in, "input 1", "expected tensor<2x3xf32>, got tensor<3x2xf32>"});
}

TEST_F(Exec, WrongInputDType) {
  std::string add = module("add.mlir", kAdd);
  Tensor f64 = Tensor::from_doubles(DType::f64, {2, 3}, a_.to_doubles());
  std::string in = tensors("in.safetensors", {{"0", f64}, {"1", b_}});
  expect_one_line_error(ladder({"exec", add, "--inputs", in}),
                        {in, "input 0", "expected tensor<2x3xf32>, got tensor<2x3xf64>"});
}

TEST_F(Exec, TruncatedInputFile) {
  std::string add = module("add.mlir", kAdd);
  std::string in = tensors("in.safetensors", {{"0", a_}, {"1", b_}});
  std::filesystem::resize_file(in, std::filesystem::file_size(in) - 3);
  expect_one_line_error(ladder({"exec", add, "--inputs", in}), {in, "tensor '1'"});
}

TEST_F(Exec, UnknownLowerer) {
  std::string add = module("add.mlir", kAdd);
  expect_one_line_error(ladder({"exec", add, "--random-inputs", "1", "--lowerer", "abacus"}),
                        {"unknown lowerer 'abacus'", "reference"});
}

TEST_F(Exec, InputsAndRandomInputsExcludeEachOther) {
  std::string add = module("add.mlir", kAdd);
  auto run = ladder({"exec", add, "--inputs", "x.safetensors", "--random-inputs", "1"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("excludes"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace ladder
