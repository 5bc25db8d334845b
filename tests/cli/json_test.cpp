// --json on the listing commands: machine-readable, and the same facts as the tables.
#include <cmath>
#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"
#include "ladder/core/safetensors.h"
#include "ladder/exec/lowerer.h"
#include "ladder/nn/nets.h"

namespace ladder::cli_test {
namespace {

using JsonOutput = ScratchDir;

TEST_F(JsonOutput, NetsListsEveryRegisteredNet) {
  Outcome run = ladder({"nets", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto list = nlohmann::json::parse(run.out);
  ASSERT_EQ(list.size(), nn::registered_nets().size());
  for (size_t i = 0; i < list.size(); ++i) {
    const nn::Net& net = nn::registered_nets()[i];
    EXPECT_EQ(list[i]["name"], net.name);
    EXPECT_EQ(list[i]["parameters"], net.num_parameters());
    EXPECT_EQ(list[i]["input"].get<std::vector<int64_t>>(), net.input_shape);
  }
}

TEST_F(JsonOutput, LowerersAndTheDefault) {
  Outcome run = ladder({"lowerers", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["lowerers"].get<std::vector<std::string>>(), exec::lowerer_names());
  EXPECT_EQ(j["default"], exec::default_lowerer_name());
}

TEST_F(JsonOutput, DevicesDescribeTheLowerer) {
  Outcome run = ladder({"devices", "--lowerer", "reference", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["lowerer"], "reference");
  expect_one_line_error(ladder({"devices", "--lowerer", "reference", "--json", "--train-check", "mnist-mlp"}),
                        {"--json excludes --train-check"});
}

TEST_F(JsonOutput, ExecGivesTheOutputsItWritesAndItsTimings) {
  Outcome run = ladder({"exec", "examples/mlp_forward.mlir", "--random-inputs", "1", "--out", path("o.safetensors"),
                        "--repeat", "2", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto doc = nlohmann::json::parse(run.out);  // nothing but the document on stdout
  EXPECT_EQ(doc["entry"], "main");
  EXPECT_EQ(doc["inputs"], 5);
  EXPECT_EQ(doc["wrote"], path("o.safetensors"));
  const SafeTensors written = read_safetensors(path("o.safetensors"));
  ASSERT_EQ(doc["outputs"].size(), written.tensors.size());
  for (size_t i = 0; i < written.tensors.size(); ++i) {
    const Tensor& t = written.tensors[i].second;
    const auto& out = doc["outputs"][i];
    EXPECT_EQ(out["type"], type_string(t.type()));
    EXPECT_EQ(out["shape"].get<std::vector<int64_t>>(), t.shape());
    double sum_squares = 0;
    for (int64_t k = 0; k < t.num_elements(); ++k) sum_squares += t.get(k) * t.get(k);
    EXPECT_DOUBLE_EQ(out["l2_norm"].get<double>(), std::sqrt(sum_squares));
    ASSERT_EQ(out["first_values"].size(), size_t(std::min<int64_t>(16, t.num_elements())));
    for (size_t k = 0; k < out["first_values"].size(); ++k)
      EXPECT_EQ(out["first_values"][k].get<double>(), t.get(int64_t(k))) << i << "[" << k << "]";
  }
  EXPECT_EQ(doc["outputs"][0]["name"], "['logits']");  // jax.result_info
  EXPECT_EQ(doc["timing"]["runs"], 2);
  EXPECT_GT(doc["timing"]["run_median_seconds"].get<double>(), 0);
  EXPECT_GE(doc["timing"]["run_median_seconds"].get<double>(), doc["timing"]["run_min_seconds"].get<double>());
  EXPECT_TRUE(doc["stats"].is_object());
  EXPECT_FALSE(doc.contains("profile"));
}

TEST_F(JsonOutput, ExecProfileStepsSumToTheKernelsTime) {
  if (exec::default_lowerer_name() != "cpu") GTEST_SKIP() << "--profile is the cpu lowerer's";
  Outcome run = ladder({"exec", "examples/mlp_forward.mlir", "--random-inputs", "1", "--lowerer", "cpu",
                        "--profile", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc["timing"]["runs"], 10);  // --profile alone times 10 runs
  const auto& steps = doc["profile"]["steps"];
  ASSERT_FALSE(steps.empty());
  bool matmul = false;
  for (const auto& step : steps) {
    EXPECT_GE(step["ms"].get<double>(), 0);
    matmul |= step["kernel"].get<std::string>().starts_with("dot_general");
  }
  EXPECT_TRUE(matmul) << steps.dump();
}

}  // namespace
}  // namespace ladder::cli_test
