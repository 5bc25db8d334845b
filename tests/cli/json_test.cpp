// --json on the listing commands: machine-readable, and the same facts as the tables.
#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"
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

}  // namespace
}  // namespace ladder::cli_test
