// The PJRT lowerer through the test plugin (tests/pjrt_plugin), which runs modules on the
// reference lowerer: compile, execute, residency, the output guards, every misbehaviour
// switch, create-option validation and plugin discovery. A stand-in for a device (grade T1).
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "exec/test_util.h"
#include "ladder/core/error.h"
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
    "LADDER_ALLOCATOR",         "LADDER_VISIBLE_DEVICES", "XLA_FLAGS"};

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

  std::unique_ptr<ir::Module> module_;
};

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

}  // namespace
}  // namespace ladder::exec
