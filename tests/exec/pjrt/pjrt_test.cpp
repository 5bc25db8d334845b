// The PJRT lowerer through the test plugin (tests/pjrt_plugin), which runs modules on the
// reference lowerer: compile, execute, residency, the output guards, every misbehaviour
// switch, create-option validation, plugin discovery, and modules for several replicas run on
// as many (virtual) devices in one execute call. A stand-in for a device (grade T1). Also
// rng_bit_generator's bits against XLA's CPU plugin (RngXla).
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "exec/test_util.h"
#include "ladder/core/error.h"
#include "ladder/data/dataset.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/exec/pjrt/pjrt.h"
#include "ladder/nn/init.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::exec {
namespace {

// Passes when `text` contains `part`; shows both when it does not.
::testing::AssertionResult contains(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "\n  \"" << text << "\"\ndoes not contain\n  \"" << part << "\"";
}

// One step of least squares on w, with a private helper and a public @main beside the
// function compiled, so that the lowerer has to make @step the entry XLA compiles.
constexpr const char* kModule = R"(
module @least_squares {
  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func public @step(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>, %arg3: tensor<4xf32>) -> (tensor<3xf32> {jax.result_info = "w"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
    %1 = stablehlo.subtract %0, %arg3 : tensor<4xf32>
    %2 = call @square(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %4 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<3xf32>
    %7 = stablehlo.subtract %arg1, %6 : tensor<3xf32>
    return %7, %3 : tensor<3xf32>, tensor<f32>
  }
  func.func private @square(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";

constexpr const char* kVariables[] = {
    "LADDER_TEST_PLUGIN_FAULT", "LADDER_PJRT_PLUGIN", "PJRT_PLUGIN",           "VIRTUAL_ENV",
    "CONDA_PREFIX",             "LADDER_RESIDENT",    "LADDER_MEM_FRACTION",   "LADDER_PREALLOCATE",
    "LADDER_ALLOCATOR",         "LADDER_VISIBLE_DEVICES", "XLA_FLAGS",
    "LADDER_TEST_PLUGIN_DEVICES"};

Tensor f32(Shape shape, std::vector<double> values) {
  return Tensor::from_doubles(DType::f32, std::move(shape), values);
}

// x, w, lr, y for @step.
std::vector<Tensor> step_inputs() {
  return {f32({4, 3}, {1, 2, 0, 0, 1, 1, 2, 0, 1, 1, 1, 1}), f32({3}, {0.5, -0.25, 0.125}),
          Tensor::scalar(DType::f32, 0.05), f32({4}, {1, 2, 3, 4})};
}

class PjrtTest : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const char* v : kVariables) unsetenv(v);
    module_ = std::make_unique<ir::Module>(stablehlo::parse(kModule, "<pjrt_test>"));
  }

  // Every object the plugin handed out is freed, and the client broke none of its rules.
  void TearDown() override {
    for (const char* v : kVariables) unsetenv(v);
    void* plugin = dlopen(LADDER_TEST_PJRT_PLUGIN, RTLD_NOW | RTLD_NOLOAD);
    if (plugin == nullptr) return;  // never loaded by this test
    auto live = reinterpret_cast<int (*)()>(dlsym(plugin, "ladder_test_plugin_live_objects"));
    auto misuse = reinterpret_cast<const char* (*)()>(dlsym(plugin, "ladder_test_plugin_misuse"));
    ASSERT_TRUE(live && misuse);
    EXPECT_EQ(live(), 0) << "plugin objects left undestroyed";
    EXPECT_STREQ(misuse(), "");
    dlclose(plugin);  // drops only the NOLOAD reference taken above
  }

  static std::unique_ptr<Lowerer> pjrt(std::map<std::string, std::string> options = {}) {
    options.emplace("plugin", LADDER_TEST_PJRT_PLUGIN);
    return make_lowerer("pjrt", {options});
  }

  // The message of the ladder::Error that `f` throws.
  template <typename F>
  static std::string error_of(F f) {
    try {
      f();
    } catch (const Error& e) {
      return e.what();
    }
    ADD_FAILURE() << "no ladder::Error thrown";
    return "";
  }

  const ir::Function& step() const { return *module_->find("step"); }

  // Buffers the test plugin has made from host data so far (every upload and every staged copy).
  static int plugin_uploads() {
    void* plugin = dlopen(LADDER_TEST_PJRT_PLUGIN, RTLD_NOW | RTLD_NOLOAD);
    if (plugin == nullptr) return 0;  // not loaded yet: nothing uploaded
    auto uploads = reinterpret_cast<int (*)()>(dlsym(plugin, "ladder_test_plugin_uploads"));
    int n = uploads ? uploads() : -1;
    dlclose(plugin);
    return n;
  }

  std::unique_ptr<ir::Module> module_;
};

// Compiled for 2 replicas: @main sums each replica's x over both (an all_reduce across
// replicas); @twice, beside it, has no collective.
constexpr const char* kAllReduceModule = R"(
module @sum_of_replicas attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func public @twice(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
)";

// The tests that hold for any plugin, run on the stand-in and on XLA's CPU plugin (fetched
// into the build tree by scripts/fetch-xla-plugin; skipped, quoting why, where it is not).
// The stand-in computes with the reference lowerer, so it must agree bit for bit; XLA
// compiles the module itself, so it agrees within f32 rounding.
// Why XLA's CPU plugin cannot be tested here, or "" when it can.
std::string xla_missing() {
  if (std::filesystem::exists(LADDER_XLA_PLUGIN)) return "";
  std::ifstream why(std::filesystem::path(LADDER_XLA_PLUGIN).parent_path().parent_path() / "UNAVAILABLE");
  std::string reason((std::istreambuf_iterator<char>(why)), std::istreambuf_iterator<char>());
  return cat("XLA's CPU plugin is not at ", LADDER_XLA_PLUGIN, ": ",
             reason.empty() ? "run scripts/fetch-xla-plugin" : reason);
}

class OnEachPlugin : public PjrtTest, public ::testing::WithParamInterface<std::string> {
 protected:
  void SetUp() override {
    PjrtTest::SetUp();
    if (xla() && !xla_missing().empty()) GTEST_SKIP() << xla_missing();
  }

  bool xla() const { return GetParam() == "xla"; }

  std::unique_ptr<Lowerer> plugin(std::map<std::string, std::string> options = {}) const {
    options.emplace("plugin", xla() ? LADDER_XLA_PLUGIN : LADDER_TEST_PJRT_PLUGIN);
    return make_lowerer("pjrt", {options});
  }

  void expect_agrees(const Tensor& got, const Tensor& expected) const {
    if (xla())
      testing::expect_close(got, expected, testing::kF32Tol);
    else
      EXPECT_EQ(got, expected);
  }
};

INSTANTIATE_TEST_SUITE_P(Plugins, OnEachPlugin, ::testing::Values("stand-in", "xla"),
                         [](const auto& info) { return info.param == "xla" ? "xla" : "stand_in"; });

TEST_F(PjrtTest, CompileOptionsAreTheHandEncodedProto) {
  // executable_build_options {device_ordinal: -1, num_replicas: 1, num_partitions: 1}
  const std::string expected("\x1a\x0f\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01\x20\x01\x28\x01",
                             17);
  EXPECT_EQ(pjrt::compile_options_proto(), expected);
}

TEST_F(PjrtTest, CompileOptionsForReplicasAssignTheirDevices) {
  // executable_build_options {device_ordinal: -1, num_replicas: 2, num_partitions: 1,
  //   device_assignment {replica_count: 2, computation_count: 1,
  //                      computation_devices {replica_device_ids: [0, 300] (packed)}}}
  const std::string expected(
      "\x1a\x1c\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01\x20\x02\x28\x01"
      "\x4a\x0b\x08\x02\x10\x01\x1a\x05\x0a\x03\x00\xac\x02",
      30);
  const int64_t ids[] = {0, 300};
  EXPECT_EQ(pjrt::compile_options_proto(ids), expected);
}

TEST_F(PjrtTest, DescribesPluginClientAndDevices) {
  auto lowerer = pjrt();
  auto d = lowerer->describe();
  EXPECT_EQ(d["lowerer"], "pjrt");
  EXPECT_EQ(d["plugin"], LADDER_TEST_PJRT_PLUGIN);
  EXPECT_EQ(d["platform"], "ladder-test");
  EXPECT_EQ(d["pjrt_api"], "0.57");
  EXPECT_EQ(d["devices"], "1");
  EXPECT_EQ(d["device.0"], "id=0 kind=reference (ladder test plugin) local_hardware_id=0");
  EXPECT_EQ(d["plugin.xla_version"], "ladder-test-plugin");
  EXPECT_EQ(d["plugin.stablehlo_current_version"], "1.0.0");
  EXPECT_EQ(d["client_options"], "plugin defaults");
  EXPECT_EQ(d["platform_version"], "ladder test plugin; create options: none");
  EXPECT_EQ(d["resident"], "1");
}

TEST_P(OnEachPlugin, RunsAFunctionThatIsNotMainAsTheReferenceDoes) {
  auto lowerer = plugin();
  auto executable = lowerer->compile(*module_, step());
  EXPECT_EQ(executable->output_types(), step().output_types());
  auto reference = make_lowerer("reference");
  auto expected = reference->compile(*module_, step())->run(step_inputs());
  auto got = executable->run(step_inputs());
  ASSERT_EQ(got.size(), 2u);
  expect_agrees(got[0], expected[0]);
  expect_agrees(got[1], expected[1]);
  EXPECT_NE(got[1].get(0), 0.0);  // the loss is not trivially zero
}

// fp8 buffers cross the C API with their own element types (F8E4M3FN = 17, ...) and come
// back with the same bytes the reference lowerer computes.
TEST_P(OnEachPlugin, Fp8BuffersCrossTheApiWithTheirOwnTypes) {
  for (std::string type : {"f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ"}) {
    SCOPED_TRACE(type);
    const std::string text = "func.func @main(%a: tensor<8x" + type + ">, %b: tensor<8x" + type +
                             ">) -> (tensor<8x" + type + ">, tensor<8xf32>) {\n"
                             "  %0 = stablehlo.multiply %a, %b : tensor<8x" + type + ">\n"
                             "  %1 = stablehlo.convert %0 : (tensor<8x" + type + ">) -> tensor<8xf32>\n"
                             "  return %0, %1 : tensor<8x" + type + ">, tensor<8xf32>\n}\n";
    ir::Module module = stablehlo::parse(text, "<fp8>");
    const DType t = module.entry()->input_types()[0].dtype;
    const std::vector<double> a = {0.5, -1.5, 2, 3, -0.25, 6, 1, 0.125}, b = {2, 2, -3, 0.5, 4, 1.5, -1, 8};
    std::vector<Tensor> in = {Tensor::from_doubles(t, {8}, a), Tensor::from_doubles(t, {8}, b)};
    auto got = plugin()->compile(module, *module.entry())->run(in);
    auto expected = make_lowerer("reference")->compile(module, *module.entry())->run(in);
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[0].dtype(), t);
    EXPECT_EQ(got[0], expected[0]);  // exact products of grid values: no rounding to differ on
    EXPECT_EQ(got[1], expected[1]);
    EXPECT_EQ(got[1].get(0), 1.0);
    EXPECT_EQ(got[1].get(2), -6.0);
  }
}

// Five train steps feeding w' back as w: resident buffers never leave the device between
// steps, non-resident ones are copied out and in every step; both give the same bits.
std::vector<Tensor> five_steps(Lowerer& lowerer, const ir::Module& module) {
  auto executable = lowerer.compile(module, *module.find("step"));
  std::vector<Tensor> in = step_inputs();
  std::vector<std::unique_ptr<Buffer>> fixed;  // x, lr, y: uploaded once
  for (int i : {0, 2, 3}) fixed.push_back(lowerer.upload(in[i]));
  std::unique_ptr<Buffer> w = lowerer.upload(in[1]);
  std::vector<Tensor> losses;
  for (int s = 0; s < 5; ++s) {
    Buffer* args[] = {fixed[0].get(), w.get(), fixed[1].get(), fixed[2].get()};
    auto out = executable->execute(args);
    w = std::move(out[0]);
    losses.push_back(out[1]->to_host());
  }
  losses.push_back(w->to_host());
  return losses;
}

TEST_P(OnEachPlugin, ResidentAndCopyingModesAreBitIdenticalOverFiveSteps) {
  auto resident = plugin();
  auto copying = plugin({{"resident", "0"}});
  EXPECT_EQ(copying->describe()["resident"], "0");
  auto a = five_steps(*resident, *module_);
  auto b = five_steps(*copying, *module_);
  auto reference = make_lowerer("reference");
  auto r = five_steps(*reference, *module_);
  ASSERT_EQ(a.size(), 6u);
  for (size_t i = 0; i < a.size(); ++i) {
    SCOPED_TRACE(cat("result ", i));
    EXPECT_EQ(a[i], b[i]);
    expect_agrees(a[i], r[i]);
  }
  EXPECT_LT(a[4].get(0), a[0].get(0));  // the loss goes down
}

// XLA plugins (those that report an xla_version) are asked for StableHLO's maximum/minimum
// (NaN propagates, -0 < +0) through XLA_FLAGS; a flag the user set is kept as it is. The
// xla: instance of Conformance.MaximumMinimumNaNAndSignedZero checks that XLA obeys.
TEST_F(PjrtTest, AsksXlaForTheSpecsMaximumUnlessTheUserChose) {
  EXPECT_EQ(pjrt()->describe()["xla_flags_added"],
            "--xla_cpu_enable_fast_min_max=false --xla_gpu_enable_fast_min_max=false");
  EXPECT_STREQ(std::getenv("XLA_FLAGS"),
               "--xla_cpu_enable_fast_min_max=false --xla_gpu_enable_fast_min_max=false");
  EXPECT_EQ(pjrt()->describe().count("xla_flags_added"), 0u);  // already there: nothing added
  setenv("XLA_FLAGS", "--xla_dump_to=/tmp/x --xla_cpu_enable_fast_min_max=true", 1);
  EXPECT_EQ(pjrt()->describe()["xla_flags_added"], "--xla_gpu_enable_fast_min_max=false");
  EXPECT_STREQ(std::getenv("XLA_FLAGS"),
               "--xla_dump_to=/tmp/x --xla_cpu_enable_fast_min_max=true "
               "--xla_gpu_enable_fast_min_max=false");
}

TEST_F(PjrtTest, LadderResidentVariableSelectsTheCopyingMode) {
  setenv("LADDER_RESIDENT", "0", 1);
  EXPECT_EQ(pjrt()->describe()["resident"], "0");
  setenv("LADDER_RESIDENT", "yes", 1);
  EXPECT_TRUE(contains(error_of([] { pjrt(); }), "LADDER_RESIDENT=yes: must be 0 or 1"));
}

TEST_P(OnEachPlugin, BuffersMayOutliveTheLowerer) {
  std::unique_ptr<Buffer> buffer;
  {
    auto lowerer = plugin();
    buffer = lowerer->upload(f32({2}, {3, 4}));
  }
  EXPECT_EQ(buffer->to_host(), f32({2}, {3, 4}));
  buffer.reset();  // TearDown checks the client was destroyed after it, not before
}

TEST_P(OnEachPlugin, AcceptsBuffersOfOtherLowerers) {
  auto lowerer = plugin();
  auto reference = make_lowerer("reference");
  std::vector<std::unique_ptr<Buffer>> inputs;
  std::vector<Buffer*> args;
  for (const Tensor& t : step_inputs()) {
    inputs.push_back(reference->upload(t));
    args.push_back(inputs.back().get());
  }
  auto out = lowerer->compile(*module_, step())->execute(args);
  expect_agrees(out[1]->to_host(), reference->compile(*module_, step())->run(step_inputs())[1]);
}

TEST_P(OnEachPlugin, GuardsInputsAgainstTheFunction) {
  auto lowerer = plugin();
  auto executable = lowerer->compile(*module_, step());
  std::vector<Tensor> in = step_inputs();
  in[1] = f32({4}, {1, 2, 3, 4});
  EXPECT_TRUE(contains(error_of([&] { executable->run(in); }), "input 1"));
  in.pop_back();
  EXPECT_TRUE(contains(error_of([&] { executable->run(in); }), "expected 4 inputs, got 3"));
}

TEST_F(PjrtTest, GuardsTheOutputCount) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "wrong-outputs", 1);
  auto lowerer = pjrt();
  EXPECT_TRUE(contains(
      error_of([&] { lowerer->compile(*module_, step()); }),
      "[pjrt] compiling @step: the plugin's executable has 3 outputs, the function returns 2"));
}

TEST_F(PjrtTest, GuardsEachOutputsType) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "wrong-shape", 1);
  auto lowerer = pjrt();
  auto executable = lowerer->compile(*module_, step());
  EXPECT_TRUE(contains(
      error_of([&] { executable->run(step_inputs()); }),
      "[pjrt] @step: output 0 (w): the plugin returned tensor<3x1xf32>, the function declares "
      "tensor<3xf32>"));
}

TEST_F(PjrtTest, CompileErrorCarriesTheCodeAndMessage) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "compile-error", 1);
  auto lowerer = pjrt();
  EXPECT_TRUE(
      contains(error_of([&] { lowerer->compile(*module_, step()); }),
               "[pjrt] compiling @step: PJRT_Client_Compile failed: INVALID_ARGUMENT: test fault: "
               "compilation refused"));
}

TEST_F(PjrtTest, ExecuteErrorCarriesTheCodeAndMessage) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "execute-error", 1);
  auto lowerer = pjrt();
  auto executable = lowerer->compile(*module_, step());
  EXPECT_TRUE(contains(
      error_of([&] { executable->run(step_inputs()); }),
      "[pjrt] running @step: PJRT_LoadedExecutable_Execute failed: RESOURCE_EXHAUSTED: test "
      "fault: out of memory"));
}

TEST_F(PjrtTest, RefusesAnotherMajorVersionNamingBoth) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "major", 1);
  EXPECT_TRUE(contains(
      error_of([] { pjrt(); }),
      "the plugin speaks PJRT API 1.57; ladder supports 0.57 and newer minor versions of major 0"));
}

TEST_F(PjrtTest, RefusesAnOlderMinorVersionNamingBoth) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "old-minor", 1);
  EXPECT_TRUE(
      contains(error_of([] { pjrt(); }), "the plugin speaks PJRT API 0.56; ladder supports 0.57"));
}

TEST_F(PjrtTest, RefusesATableTooShortForTheSlotsUsed) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "short-table", 1);
  std::string e = error_of([] { pjrt(); });
  EXPECT_TRUE(contains(e, "table of 480 bytes) lacks PJRT_LoadedExecutable_Execute (slot 55)"));
  EXPECT_TRUE(contains(e, "PJRT_Buffer_ToHostBuffer (slot 70)"));
}

TEST_F(PjrtTest, RefusesANullSlot) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "null-slot", 1);
  std::string e = error_of([] { pjrt(); });
  EXPECT_TRUE(contains(e, "lacks PJRT_LoadedExecutable_Execute (slot 55)"));
  EXPECT_EQ(e.find("slot 70"), std::string::npos);
}

TEST_F(PjrtTest, PluginWithoutAttributesStillWorks) {
  setenv("LADDER_TEST_PLUGIN_FAULT", "no-attributes", 1);
  auto d = pjrt()->describe();
  EXPECT_EQ(d["platform"], "ladder-test");
  EXPECT_EQ(d.count("plugin.xla_version"), 0u);
}

TEST_F(PjrtTest, RefusesALibraryWithoutGetPjrtApi) {
  EXPECT_TRUE(contains(error_of([] {
                         make_lowerer("pjrt", {{{"plugin", LADDER_TEST_PJRT_NOT_A_PLUGIN}}});
                       }),
                       "not a PJRT plugin (it exports no GetPjrtApi function)"));
}

TEST_F(PjrtTest, AnExplicitPluginIsNeverReplacedBySearch) {
  std::string e = error_of([] { make_lowerer("pjrt", {{{"plugin", "/nonexistent/plugin.so"}}}); });
  EXPECT_TRUE(contains(
      e, "no PJRT plugin could be loaded from --plugin: /nonexistent/plugin.so: cannot load"));
  setenv("LADDER_PJRT_PLUGIN", "/nonexistent/a.so", 1);
  EXPECT_TRUE(contains(error_of([] { make_lowerer("pjrt"); }),
                       "from LADDER_PJRT_PLUGIN: /nonexistent/a.so"));
  unsetenv("LADDER_PJRT_PLUGIN");
  setenv("PJRT_PLUGIN", LADDER_TEST_PJRT_PLUGIN, 1);
  EXPECT_EQ(make_lowerer("pjrt")->describe()["plugin"], LADDER_TEST_PJRT_PLUGIN);
}

TEST_F(PjrtTest, WithNoPluginAnywhereListsEveryPlaceTried) {
  const char* home = std::getenv("HOME");
  std::string saved = home ? home : "";
  setenv("HOME", (::testing::TempDir() + "ladder_pjrt_home").c_str(), 1);
  std::string e;
  try {
    make_lowerer("pjrt");
  } catch (const Error& error) {
    e = error.what();
  }
  if (home) setenv("HOME", saved.c_str(), 1);
  if (e.empty()) GTEST_SKIP() << "a PJRT plugin is installed on this machine";
  EXPECT_TRUE(contains(e, "no PJRT plugin found. Tried:"));
  EXPECT_TRUE(contains(e, "--plugin, LADDER_PJRT_PLUGIN, PJRT_PLUGIN: not set"));
  EXPECT_TRUE(contains(e, "ladder_pjrt_home/.local/lib/python3*/site-packages: no such directory"));
  EXPECT_TRUE(contains(e, "/usr/local/lib/python3*/site-packages"));
  EXPECT_TRUE(contains(e, "jax_plugins/xla_cuda13/xla_cuda_plugin.so"));
}

// The search goes through the wheel locations in order and passes over a file that does not
// load (here a library that is not a plugin, where the CUDA 13 plugin would be).
TEST_F(PjrtTest, SearchFindsAWheelPluginInTheVirtualEnvironment) {
  namespace fs = std::filesystem;
  const fs::path venv = fs::path(::testing::TempDir()) / "ladder_pjrt_venv";
  const fs::path plugins = venv / "lib/python3.99/site-packages/jax_plugins";
  fs::remove_all(venv);
  fs::create_directories(plugins / "xla_cuda13");
  fs::create_directories(plugins / "xla_cuda12");
  fs::copy_file(LADDER_TEST_PJRT_NOT_A_PLUGIN, plugins / "xla_cuda13/xla_cuda_plugin.so");
  fs::copy_file(LADDER_TEST_PJRT_PLUGIN, plugins / "xla_cuda12/xla_cuda_plugin.so");
  setenv("VIRTUAL_ENV", venv.c_str(), 1);
  EXPECT_EQ(make_lowerer("pjrt")->describe()["plugin"],
            (plugins / "xla_cuda12/xla_cuda_plugin.so").string());
  fs::remove(plugins / "xla_cuda12/xla_cuda_plugin.so");
  std::string e;
  try {
    make_lowerer("pjrt");
  } catch (const Error& error) {
    e = error.what();
  }
  fs::remove_all(venv);
  if (e.empty()) GTEST_SKIP() << "a PJRT plugin is installed on this machine";
  EXPECT_TRUE(contains(e, (plugins / "xla_cuda13/xla_cuda_plugin.so").string() +
                              ": not a PJRT plugin (it exports no GetPjrtApi function)"));
}

TEST_F(PjrtTest, SendsValidCreateOptionsWithTheirTypes) {
  setenv("LADDER_ALLOCATOR", "bfc", 1);
  auto lowerer = pjrt({{"mem_fraction", "0.5"}, {"preallocate", "0"}, {"visible_devices", "0"}});
  auto d = lowerer->describe();
  EXPECT_EQ(
      d["platform_version"],
      "ladder test plugin; create options: memory_fraction=0.5 preallocate=false allocator=bfc "
      "visible_devices=0");
  EXPECT_EQ(d["client_options"],
            "memory_fraction=0.5 (--mem-fraction) preallocate=false (--preallocate) allocator=bfc "
            "(LADDER_ALLOCATOR) visible_devices=0 (--visible-devices)");
}

TEST_F(PjrtTest, RefusesBadCreateOptionsBeforeLookingForAPlugin) {
  for (const char* bad : {"0", "1.5", "abc", "-0.5", "nan", "0.5x"}) {
    setenv("LADDER_MEM_FRACTION", bad, 1);
    EXPECT_TRUE(contains(error_of([] {
                           make_lowerer("pjrt", {{{"plugin", "/nonexistent.so"}}});
                         }),
                         cat("LADDER_MEM_FRACTION=", bad, ": must be a number in (0, 1]")));
  }
  unsetenv("LADDER_MEM_FRACTION");
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"mem_fraction", "1.5"}});
                       }),
                       "--mem-fraction 1.5: must be a number"));
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"preallocate", "true"}});
                       }),
                       "--preallocate true: must be 0 or 1"));
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"allocator", "BFC!"}});
                       }),
                       "--allocator BFC!: must be an allocator"));
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"visible_devices", "0,0"}});
                       }),
                       "--visible-devices 0,0: must be"));
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"visible_devices", "1,"}});
                       }),
                       "--visible-devices 1,: must be"));
  EXPECT_TRUE(contains(error_of([] {
                         pjrt({{"memory", "1"}});
                       }),
                       "unknown option 'memory' for the pjrt lowerer"));
}

TEST_F(PjrtTest, AnOptionBeatsItsVariable) {
  setenv("LADDER_MEM_FRACTION", "1.5", 1);
  EXPECT_EQ(pjrt({{"mem_fraction", "1"}})->describe()["client_options"],
            "memory_fraction=1 (--mem-fraction)");
}

// The real thing at a small batch: mnist-cnn's train-step artifact (convolutions, pooling
// and their gradients, beside the public @mnist_cnn_fwd) gives the reference's exact losses.
TEST_P(OnEachPlugin, MnistCnnTrainStepLossesMatchTheReference) {
  const nn::Net& net = nn::find_net("mnist-cnn");
  nn::Optimizer sgd;
  nn::TrainStepLayout layout = nn::train_step_layout(net, sgd);
  ir::Module module =
      stablehlo::parse(stablehlo::print(*nn::build_train_module(net, sgd, 2)), "<mnist-cnn>");
  const ir::Function& step = *module.find(nn::train_step_name(net, sgd));
  std::vector<Tensor> inputs;
  for (const TensorType& t : step.input_types()) inputs.emplace_back(t);
  for (int64_t i = 0; i < inputs[layout.x()].num_elements(); ++i)
    inputs[layout.x()].set(i, (i % 7) / 7.0);
  inputs[layout.labels()].set(3, 1);
  inputs[layout.labels()].set(10 + 8, 1);
  std::vector<Tensor> theta = nn::init_params(net, 1);
  for (int i = 0; i < layout.num_params; ++i) inputs[layout.theta(i)] = theta[i];
  inputs[layout.lr()] = Tensor::scalar(DType::f32, 0.05);

  auto losses = [&](Lowerer& lowerer) {
    auto executable = lowerer.compile(module, step);
    std::vector<std::unique_ptr<Buffer>> args;
    for (const Tensor& t : inputs) args.push_back(lowerer.upload(t));
    std::vector<Tensor> result;
    for (int s = 0; s < 2; ++s) {
      std::vector<Buffer*> raw;
      for (auto& a : args) raw.push_back(a.get());
      auto out = executable->execute(raw);
      result.push_back(out[layout.loss_output()]->to_host());
      for (int i = 0; i < layout.num_resident(); ++i) args[1 + i] = std::move(out[i]);
    }
    return result;
  };
  auto got = losses(*plugin());
  auto expected = losses(*make_lowerer("reference"));
  ASSERT_EQ(got.size(), expected.size());
  for (size_t s = 0; s < got.size(); ++s) expect_agrees(got[s], expected[s]);
  EXPECT_LT(got[1].get(0), got[0].get(0));
}

// ---- replicas: a module compiled for N runs on N devices in one execute call ------------

// The stand-in gets 2 virtual devices; XLA's CPU plugin has several CPU devices of its own
// (4 unless told otherwise).
TEST_P(OnEachPlugin, AllReduceSumsAcrossTwoDevicesInOneExecute) {
  if (!xla()) setenv("LADDER_TEST_PLUGIN_DEVICES", "2", 1);
  auto lowerer = plugin();
  if (xla() && lowerer->devices() < 2)
    GTEST_SKIP() << "XLA's CPU plugin offers " << lowerer->devices() << " device here";
  if (!xla()) {
    EXPECT_EQ(lowerer->devices(), 2);
  }
  EXPECT_EQ(lowerer->describe()["devices"], std::to_string(lowerer->devices()));
  const ir::Module module = stablehlo::parse(kAllReduceModule, "<all_reduce>");
  auto sum = lowerer->compile(module, *module.find("main"));
  EXPECT_EQ(sum->replicas(), 2);
  auto a = lowerer->upload(f32({3}, {1, 2.5, -3}), 0);
  auto b = lowerer->upload(f32({3}, {10, 0.25, 3}), 1);
  const std::vector<std::vector<Buffer*>> args = {{a.get()}, {b.get()}};
  auto out = sum->execute_replicated(args);
  ASSERT_EQ(out.size(), 2u);
  for (size_t r = 0; r < 2; ++r) {
    ASSERT_EQ(out[r].size(), 1u);
    EXPECT_EQ(out[r][0]->to_host(), f32({3}, {11, 2.75, 0})) << "replica " << r;
  }
  // A replicated executable runs only as all its replicas at once.
  Buffer* one[] = {a.get()};
  EXPECT_TRUE(contains(error_of([&] { sum->execute(one); }),
                       "[pjrt] @main is compiled for 2 replicas, which the pjrt lowerer runs "
                       "together, one per device, in one call (Executable::execute_replicated"));
  const std::vector<std::vector<Buffer*>> three = {{a.get()}, {b.get()}, {a.get()}};
  EXPECT_TRUE(contains(error_of([&] { sum->execute_replicated(three); }),
                       "[pjrt] @main is compiled for 2 replicas, got 3 argument lists"));
  const std::vector<std::vector<Buffer*>> short_list = {{a.get()}, {}};
  EXPECT_TRUE(contains(error_of([&] { sum->execute_replicated(short_list); }),
                       "[pjrt] @main, replica 1: expected 1 inputs, got 0"));
}

// Outputs stay on their replica's device and go back in there without a copy; a buffer on
// another device is copied through the host to the replica's (the stand-in, like XLA, refuses
// an argument on a device other than its replica's, so a wrong placement fails the execute).
TEST_F(PjrtTest, ReplicasKeepTheirBuffersOnTheirOwnDevices) {
  setenv("LADDER_TEST_PLUGIN_DEVICES", "2", 1);
  auto lowerer = pjrt();
  const ir::Module module = stablehlo::parse(kAllReduceModule, "<all_reduce>");
  auto sum = lowerer->compile(module, *module.find("main"));
  auto a = lowerer->upload(f32({3}, {1, 2, 3}), 0);
  auto b = lowerer->upload(f32({3}, {4, 5, 6}), 1);
  auto first = sum->execute_replicated(std::vector<std::vector<Buffer*>>{{a.get()}, {b.get()}});
  const int uploads = plugin_uploads();
  auto second = sum->execute_replicated(
      std::vector<std::vector<Buffer*>>{{first[0][0].get()}, {first[1][0].get()}});
  EXPECT_EQ(plugin_uploads(), uploads) << "a replica's output went through the host";
  EXPECT_EQ(second[0][0]->to_host(), f32({3}, {10, 14, 18}));
  auto swapped = sum->execute_replicated(
      std::vector<std::vector<Buffer*>>{{second[1][0].get()}, {second[0][0].get()}});
  EXPECT_EQ(plugin_uploads(), uploads + 2) << "each argument on the other device is copied once";
  EXPECT_EQ(swapped[1][0]->to_host(), f32({3}, {20, 28, 36}));
  // One-replica executables run on device 0: an argument on device 1 is copied there.
  auto executable = lowerer->compile(*module_, step());
  std::vector<std::unique_ptr<Buffer>> inputs;
  std::vector<Buffer*> raw;
  for (const Tensor& t : step_inputs()) {
    inputs.push_back(lowerer->upload(t, 1));
    raw.push_back(inputs.back().get());
  }
  auto reference = make_lowerer("reference");
  EXPECT_EQ(executable->execute(raw)[1]->to_host(),
            reference->compile(*module_, step())->run(step_inputs())[1]);
  EXPECT_TRUE(contains(error_of([&] { lowerer->upload(f32({1}, {1}), 2); }),
                       "[pjrt] no device 2: the client has 2 addressable devices"));
}

TEST_F(PjrtTest, RefusesMoreReplicasThanTheClientHasDevices) {
  auto lowerer = pjrt();  // one device
  const ir::Module module = stablehlo::parse(kAllReduceModule, "<all_reduce>");
  EXPECT_TRUE(contains(error_of([&] { lowerer->compile(module, *module.find("main")); }),
                       cat("[pjrt] module @sum_of_replicas is compiled for 2 replicas, and the "
                           "PJRT client (ladder-test, ",
                           LADDER_TEST_PJRT_PLUGIN,
                           ") has 1 addressable device: it needs one device per replica")));
}

// A function without collectives in a module for 2 replicas (a data-parallel artifact's forward,
// as `ladder eval` runs it) runs as one replica, on one device.
TEST_P(OnEachPlugin, AFunctionWithoutCollectivesRunsAsOneReplica) {
  auto lowerer = plugin();  // the stand-in: one device
  const ir::Module module = stablehlo::parse(kAllReduceModule, "<all_reduce>");
  auto twice = lowerer->compile(module, *module.find("twice"));
  EXPECT_EQ(twice->replicas(), 1);
  EXPECT_EQ(twice->run(std::vector<Tensor>{f32({3}, {1, 2.5, -3})})[0], f32({3}, {2, 5, -6}));
}

// Under an MPI launcher each process's lowerer is handed its rank's communicator; the pjrt
// lowerer runs all replicas itself, so it refuses to be one of them.
TEST_F(PjrtTest, RefusesAReplicatedModuleAsOneOfSeveralRanks) {
  setenv("LADDER_TEST_PLUGIN_DEVICES", "2", 1);
  LowererOptions options{{{"plugin", LADDER_TEST_PJRT_PLUGIN}}, make_local_communicators(2)[1]};
  auto lowerer = make_lowerer("pjrt", options);
  const ir::Module module = stablehlo::parse(kAllReduceModule, "<all_reduce>");
  EXPECT_TRUE(contains(error_of([&] { lowerer->compile(module, *module.find("main")); }),
                       "[pjrt] module @sum_of_replicas is compiled for 2 replicas, and this pjrt "
                       "lowerer is replica 1 of 2 (threads, replica 1 of 2): the pjrt lowerer "
                       "runs every replica itself"));
  EXPECT_NO_THROW(lowerer->compile(*module_, step()));  // one-replica modules run as before
}

// Lowerers whose replicas are threads or processes, each with its own communicator, run one
// replica per execute and say so.
TEST_F(PjrtTest, HostLowerersRefuseReplicatedExecution) {
  auto reference = make_lowerer("reference");
  EXPECT_EQ(reference->devices(), 1);
  EXPECT_TRUE(contains(error_of([&] { reference->upload(f32({1}, {1}), 1); }),
                       "the reference lowerer has 1 device (0), not device 1"));
  auto executable = reference->compile(*module_, step());
  EXPECT_EQ(executable->replicas(), 1);
  EXPECT_TRUE(contains(
      error_of([&] { executable->execute_replicated(std::vector<std::vector<Buffer*>>{{}, {}}); }),
      "the reference lowerer runs one replica per execute"));
}

// mnist-cnn's data-parallel train step for 2 replicas, run on 2 devices in one execute call per
// step (each device its half of a fixed batch of 16, θ resident on each device and donated to
// the step), ends 3 SGD steps where one replica on the whole batch does on the reference
// lowerer: every parameter within 1e-5 (relative L2), both devices bit-identical. On the
// stand-in nothing but the initial uploads crosses from the host.
TEST_P(OnEachPlugin, DataParallelStepOnTwoDevicesEqualsOneReplicaOnTheWholeBatch) {
  if (!xla()) setenv("LADDER_TEST_PLUGIN_DEVICES", "2", 1);
  auto lowerer = plugin();
  if (xla() && lowerer->devices() < 2)
    GTEST_SKIP() << "XLA's CPU plugin offers " << lowerer->devices() << " device here";
  const nn::Net& net = nn::find_net("mnist-cnn");
  const nn::Optimizer sgd{.kind = nn::OptimizerKind::sgd};
  const nn::TrainStepLayout layout = nn::train_step_layout(net, sgd);
  constexpr int64_t kBatch = 16, kHalf = kBatch / 2;
  constexpr int kSteps = 3;
  auto artifact = [&](int64_t replicas) {  // through the text, as the trainer runs it
    return stablehlo::parse(
        stablehlo::print(*nn::build_train_module(net, sgd, kBatch, {.replicas = replicas})),
        cat("<mnist-cnn x", replicas, ">"));
  };
  const ir::Module two = artifact(2), one = artifact(1);
  ASSERT_EQ(two.num_replicas, 2);

  const data::ImageDataset set = data::synthetic_dataset("dp", 1, 28, 28, 10, kBatch, 11);
  Tensor x(DType::f32, {kBatch, 1, 28, 28}), labels(DType::f32, {kBatch, 10});
  std::copy(set.images.begin(), set.images.end(), x.data<float>());
  for (int64_t r = 0; r < kBatch; ++r) labels.data<float>()[r * 10 + set.labels[size_t(r)]] = 1;
  std::vector<Tensor> initial = nn::init_params(net, 7);
  for (Tensor& t : nn::init_running_stats(net)) initial.push_back(std::move(t));
  ASSERT_EQ(static_cast<int>(initial.size()), layout.num_resident());
  const Tensor lr = Tensor::scalar(DType::f32, 0.05);

  // Two replicas, one per device.
  auto step = lowerer->compile(two, *two.find(nn::train_step_name(net, sgd)));
  std::vector<std::vector<std::unique_ptr<Buffer>>> held(2);
  for (int r = 0; r < 2; ++r) {
    held[r].resize(size_t(layout.num_inputs()));
    held[r][layout.x()] = lowerer->upload(slice_rows(x, r * kHalf, (r + 1) * kHalf), r);
    held[r][layout.labels()] = lowerer->upload(slice_rows(labels, r * kHalf, (r + 1) * kHalf), r);
    held[r][layout.lr()] = lowerer->upload(lr, r);
    for (int i = 0; i < layout.num_resident(); ++i)
      held[r][1 + i] = lowerer->upload(initial[size_t(i)], r);
  }
  ExecuteOptions donate;
  for (int i = 0; i < layout.num_resident(); ++i) donate.donated_inputs.push_back(1 + i);
  const int uploads = plugin_uploads();
  std::vector<double> losses_two;
  for (int s = 0; s < kSteps; ++s) {
    std::vector<std::vector<Buffer*>> args(2);
    for (int r = 0; r < 2; ++r)
      for (auto& b : held[r]) args[r].push_back(b.get());
    auto out = step->execute_replicated(args, donate);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0][layout.loss_output()]->to_host(), out[1][layout.loss_output()]->to_host());
    losses_two.push_back(out[0][layout.loss_output()]->to_host().get(0));
    for (int r = 0; r < 2; ++r)
      for (int i = 0; i < layout.num_resident(); ++i) held[r][1 + i] = std::move(out[r][i]);
  }
  if (!xla()) {
    EXPECT_EQ(plugin_uploads(), uploads) << "θ left its device between steps";
  }

  // One replica on the whole batch, on the reference lowerer.
  auto reference = make_lowerer("reference");
  auto whole = reference->compile(one, *one.find(nn::train_step_name(net, sgd)));
  std::vector<Tensor> in(size_t(layout.num_inputs()));
  in[layout.x()] = x;
  in[layout.labels()] = labels;
  in[layout.lr()] = lr;
  for (int i = 0; i < layout.num_resident(); ++i) in[1 + i] = initial[size_t(i)];
  std::vector<double> losses_one;
  for (int s = 0; s < kSteps; ++s) {
    std::vector<Tensor> out = whole->run(in);
    losses_one.push_back(out[layout.loss_output()].get(0));
    for (int i = 0; i < layout.num_resident(); ++i) in[1 + i] = out[size_t(i)];
  }

  for (int s = 0; s < kSteps; ++s)
    EXPECT_NEAR(losses_two[s], losses_one[s], 1e-5 * std::abs(losses_one[s])) << "step " << s;
  for (int i = 0; i < layout.num_params; ++i) {
    const std::string& name = net.params[size_t(i)].name;
    const Tensor device0 = held[0][1 + i]->to_host(), device1 = held[1][1 + i]->to_host();
    EXPECT_TRUE(device0 == device1) << name << ": the devices hold different θ";
    EXPECT_LE(relative_l2(device0, in[1 + i]), 1e-5) << name;
    // The steps moved θ far beyond the tolerance, so the comparison says something.
    EXPECT_GT(relative_l2(initial[size_t(i)], in[1 + i]), 1e-3) << name;
  }
}

// What XLA's CPU plugin says of itself, as `ladder devices --lowerer pjrt` shows it.
TEST_F(PjrtTest, DescribesXlasCpuPlugin) {
  if (!xla_missing().empty()) GTEST_SKIP() << xla_missing();
  auto d = make_lowerer("pjrt", {{{"plugin", LADDER_XLA_PLUGIN}}})->describe();
  EXPECT_EQ(d["lowerer"], "pjrt");
  EXPECT_EQ(d["plugin"], LADDER_XLA_PLUGIN);
  EXPECT_EQ(d["platform"], "cpu");
  EXPECT_GE(std::stoi(d["devices"]), 1);
  EXPECT_TRUE(contains(d["device.0"], "kind=cpu"));
  const std::string api = d["pjrt_api"];  // major.minor, at least the 0.57 ladder needs
  ASSERT_NE(api.find('.'), std::string::npos);
  EXPECT_EQ(api.substr(0, api.find('.')), "0");
  EXPECT_GE(std::stoi(api.substr(api.find('.') + 1)), 57);
  EXPECT_FALSE(d["plugin.stablehlo_current_version"].empty());
  EXPECT_EQ(d["resident"], "1");
}

// stablehlo.rng_bit_generator against XLA's CPU plugin: ladder's bits are XLA's by choice
// (docs/OPS.md), so every algorithm, output type and state size XLA takes must give identical
// output and output_state on XLA and on the reference and cpu lowerers (the generators' own
// known answers: tests/exec/rng_bit_generator_test.cpp).
// One module per algorithm and state: an rng_bit_generator per output type, each output seen
// as the unsigned integers of its width (XLA's CPU plugin hands signed and float outputs back
// typed as those), every output_state returned too.
struct RngCase {
  std::string algorithm;             // DEFAULT, THREE_FRY, PHILOX
  std::vector<uint64_t> state;       // 2 or 3 words
  std::vector<std::string> outputs;  // "7xui32", "2x3x5xf32", "ui64" ...
};

std::string rng_module(const RngCase& c) {
  const std::string st = cat("tensor<", c.state.size(), "xui64>");
  std::string body, types, values;
  for (size_t k = 0; k < c.outputs.size(); ++k) {
    const std::string& o = c.outputs[k];
    const size_t x = o.find_last_of('x');
    const std::string shape = x == std::string::npos ? "" : o.substr(0, x + 1), type = o.substr(shape.size());
    const std::string bits = cat("ui", type.substr(type.find_first_of("0123456789")));
    const std::string out = cat("tensor<", o, ">"), as_bits = cat("tensor<", shape, bits, ">");
    body += cat("  %r", k, ":2 = stablehlo.rng_bit_generator %s, algorithm = ", c.algorithm, " : (", st, ") -> (",
                st, ", ", out, ")\n");
    body += cat("  %b", k, " = stablehlo.bitcast_convert %r", k, "#1 : (", out, ") -> ", as_bits, "\n");
    types += cat(k ? ", " : "", st, ", ", as_bits);
    values += cat(k ? ", " : "", "%r", k, "#0, %b", k);
  }
  return cat("func.func public @main(%s: ", st, ") -> (", types, ") {\n", body, "  return ", values, " : ", types,
             "\n}\n");
}

std::unique_ptr<Lowerer> xla_lowerer() {
  std::map<std::string, std::string> options;
  options.emplace("plugin", LADDER_XLA_PLUGIN);
  return make_lowerer("pjrt", {options});
}

std::vector<uint8_t> bytes_of(const Tensor& t) { return {t.bytes(), t.bytes() + t.byte_size()}; }

// Runs `c` on XLA and on both ladder lowerers; every output and state must match in bits.
void expect_rng_matches_xla(const RngCase& c) {
  const std::string text = rng_module(c);
  SCOPED_TRACE(text);
  ir::Module module = stablehlo::parse(text, "<rng>");
  Tensor state(TensorType{DType::ui64, {static_cast<int64_t>(c.state.size())}});
  std::memcpy(state.bytes(), c.state.data(), c.state.size() * sizeof(uint64_t));
  const std::vector<Tensor> in = {state};
  const std::vector<Tensor> want = xla_lowerer()->compile(module, *module.entry())->run(in);
  ASSERT_EQ(want.size(), 2 * c.outputs.size());
  for (const char* name : {"reference", "cpu"}) {
    const std::vector<Tensor> got = make_lowerer(name)->compile(module, *module.entry())->run(in);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i)
      EXPECT_EQ(bytes_of(got[i]), bytes_of(want[i]))
          << (i % 2 ? "output " : "output_state of ") << c.outputs[i / 2] << " on " << name;
  }
}

TEST(RngXla, OutputAndStateMatchXlaBitForBit) {
  if (const std::string why = xla_missing(); !why.empty()) GTEST_SKIP() << why;
  std::vector<std::string> outputs;
  for (std::string shape : {"", "1x", "7x", "2x3x5x", "3x1x5x", "4x6x"})
    for (std::string type : {"ui32", "ui64"}) outputs.push_back(shape + type);
  for (std::string type : {"i32", "i64", "ui16", "i16", "ui8", "i8", "f32", "f64", "f16", "bf16"})
    outputs.push_back("2x3x5x" + type);
  const std::vector<uint64_t> two = {0x0123456789abcdefull, 0xfedcba9876543210ull};
  const std::vector<uint64_t> near_wrap = {42, 0xfffffffffffffffdull};                     // the counter wraps
  const std::vector<uint64_t> three = {0x9e3779b97f4a7c15ull, 0xfffffffffffffffeull, 77};  // carries to word 2
  for (const RngCase& c : {RngCase{"THREE_FRY", two, outputs}, RngCase{"THREE_FRY", near_wrap, outputs},
                           RngCase{"PHILOX", two, outputs}, RngCase{"PHILOX", three, outputs},
                           RngCase{"DEFAULT", two, outputs}, RngCase{"DEFAULT", three, outputs}})
    expect_rng_matches_xla(c);
}

// A 2-word Philox state: XLA keeps the key and returns the counter's new low word.
TEST(RngXla, PhiloxTwoWordStateAdvancesItsLowWord) {
  if (const std::string why = xla_missing(); !why.empty()) GTEST_SKIP() << why;
  const RngCase c{"PHILOX", {5, 9}, {"10xui32"}};
  ir::Module module = stablehlo::parse(rng_module(c), "<rng>");
  Tensor state(TensorType{DType::ui64, {2}});
  std::memcpy(state.bytes(), c.state.data(), 16);
  const std::vector<Tensor> in = {state};
  const std::vector<Tensor> want = xla_lowerer()->compile(module, *module.entry())->run(in);
  uint64_t next[2];
  std::memcpy(next, want[0].bytes(), 16);
  EXPECT_EQ(next[0], 5u);
  EXPECT_EQ(next[1], 9u + 3u);  // 10 words: 3 blocks of 4
  expect_rng_matches_xla(c);
}

}  // namespace
}  // namespace ladder::exec
