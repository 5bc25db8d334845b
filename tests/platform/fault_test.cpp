// Fault injection: the resident comparison must catch a 1-ULP flip of one parameter and a
// dropped resident update, both in the library and through `ladder check`, which must then
// turn red.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/platform/goldens.h"
#include "ladder/platform/resident.h"
#include "ladder/platform/suite.h"

namespace ladder::platform {
namespace {

TEST(Fault, ParsesTheEnvironmentValues) {
  EXPECT_EQ(parse_fault(""), Fault::none);
  EXPECT_EQ(parse_fault("ulp"), Fault::ulp);
  EXPECT_EQ(parse_fault("stale"), Fault::stale);
  EXPECT_THROW(parse_fault("bitflip"), Error);
}

TEST(Fault, FlipIsOneUlp) {
  Tensor t = Tensor::from_doubles(DType::f32, {2}, std::vector<double>{1.0, -3.0});
  flip_lowest_bit(t, 0);
  EXPECT_EQ(t.get(0), double(std::nextafter(1.0f, 2.0f)));
  EXPECT_EQ(t.get(1), -3.0);
}

class ResidentRuns : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    std::vector<std::string> names = exec::lowerer_names();
    if (std::find(names.begin(), names.end(), GetParam()) == names.end())
      GTEST_SKIP() << GetParam() << " lowerer not built";
    const nn::Net& net = nn::find_net("mnist-linear");
    nn::Optimizer sgd;
    module_ = nn::build_train_module(net, sgd, 2);
    step_ = module_->find(nn::train_step_name(net, sgd));
    lowerer_ = exec::make_lowerer(GetParam());
    executable_ = lowerer_->compile(*module_, *step_);
    inputs_ = make_golden_inputs(*step_, "fault-test");
    inputs_[size_t(nn::train_step_layout(net, sgd).lr())].set(0, 0.01);
  }
  StepTrace run(Residency residency, Fault fault) {
    int resident = int(step_->output_types().size()) - 1;
    return run_steps(*lowerer_, *executable_, inputs_, step_->result_names, resident, 3, residency,
                     fault);
  }

  std::unique_ptr<ir::Module> module_;
  const ir::Function* step_ = nullptr;
  std::unique_ptr<exec::Lowerer> lowerer_;
  std::unique_ptr<exec::Executable> executable_;
  std::vector<Tensor> inputs_;
};

TEST_P(ResidentRuns, ResidentEqualsRoundTripBitForBit) {
  auto difference = first_difference(run(Residency::round_trip, Fault::none),
                                     run(Residency::resident, Fault::none));
  EXPECT_FALSE(difference) << *difference;
}

TEST_P(ResidentRuns, AOneUlpFlipIsCaught) {
  auto difference = first_difference(run(Residency::round_trip, Fault::none),
                                     run(Residency::resident, Fault::ulp));
  ASSERT_TRUE(difference);
  EXPECT_NE(difference->find("theta.fc.w'"), std::string::npos) << *difference;
}

TEST_P(ResidentRuns, ADroppedUpdateIsCaught) {
  auto difference = first_difference(run(Residency::round_trip, Fault::none),
                                     run(Residency::resident, Fault::stale));
  ASSERT_TRUE(difference);
}

INSTANTIATE_TEST_SUITE_P(Lowerers, ResidentRuns, ::testing::Values("reference", "cpu"));

const TestCase& find_test(const std::vector<TestCase>& tests, const std::string& name) {
  for (const TestCase& t : tests)
    if (t.name == name) return t;
  throw Error("no test " + name);
}

TEST(SuiteGate, FaultTestsPassBecauseTheFaultIsCaught) {
  SuiteContext context(LADDER_SOURCE_DIR, "reference", {}, Fault::none);
  auto tests = suite_tests(1);
  bool abandoned = false;
  for (const char* name : {"resident", "fault-ulp", "fault-stale"}) {
    RunResult r = run_test(find_test(tests, name), context, &abandoned);
    EXPECT_EQ(r.status, Status::pass) << name << ": " << r.detail;
  }
  EXPECT_FALSE(abandoned);
}

TEST(SuiteGate, ResidentFailsUnderAnInjectedFault) {
  for (Fault fault : {Fault::ulp, Fault::stale}) {
    SuiteContext context(LADDER_SOURCE_DIR, "reference", {}, fault);
    bool abandoned = false;
    RunResult r = run_test(find_test(suite_tests(1), "resident"), context, &abandoned);
    EXPECT_EQ(r.status, Status::fail) << fault_name(fault) << ": " << r.detail;
    EXPECT_NE(r.detail.find("LADDER_FAULT="), std::string::npos) << r.detail;
  }
}

TEST(SuiteGate, TimeoutIsAFail) {
  SuiteContext context(LADDER_SOURCE_DIR, "reference", {}, Fault::none);
  TestCase slow{"slow", 0, 0.05, 0, "sleeps past its deadline", [](SuiteContext&) {
                  std::this_thread::sleep_for(std::chrono::milliseconds(300));
                  return TestResult{Status::pass, ""};
                }};
  bool abandoned = false;
  RunResult r = run_test(slow, context, &abandoned);
  EXPECT_EQ(r.status, Status::fail);
  EXPECT_NE(r.detail.find("timed out"), std::string::npos);
  EXPECT_TRUE(abandoned);
  std::this_thread::sleep_for(std::chrono::milliseconds(400));  // let the left-behind thread end
}

}  // namespace
}  // namespace ladder::platform
