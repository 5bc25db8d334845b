// `ladder certify` as part of the suite: every rule passes its adjoint test and every kink
// convention holds, and the certificate covers every differentiable op of the op list.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "ladder/autodiff/grad.h"

namespace ladder::autodiff {
namespace {

TEST(Certify, AllRulesPassAndCoverEveryDifferentiableOp) {
  std::filesystem::path binary = LADDER_BINARY_DIR "/ladder";
  ASSERT_TRUE(std::filesystem::exists(binary)) << binary << " is missing: build the ladder target";
  std::filesystem::path cert = std::filesystem::temp_directory_path() /
                               ("ladder_certificate_" + std::to_string(getpid()) + ".tsv");
  std::string command = binary.string() + " certify --seed 11 --out " + cert.string() + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string printed;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) printed.append(buffer, n);
  int status = pclose(pipe);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << printed;

  // op -> rows that passed, from the certificate.
  std::ifstream in(cert);
  ASSERT_TRUE(in) << cert;
  std::map<std::string, int> passed;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("rule\t", 0) == 0) continue;
    std::istringstream fields(line);
    std::string rule, op, points, error, tolerance, verdict;
    std::getline(fields, rule, '\t');
    std::getline(fields, op, '\t');
    std::getline(fields, points, '\t');
    std::getline(fields, error, '\t');
    std::getline(fields, tolerance, '\t');
    std::getline(fields, verdict);
    EXPECT_TRUE(verdict == "pass" || verdict.rfind("excluded: ", 0) == 0) << line;
    if (verdict == "pass") ++passed[op];
  }
  std::filesystem::remove(cert);
  for (int k = 0; k < ir::kNumOps; ++k) {
    auto kind = static_cast<ir::OpKind>(k);
    VjpClass c = vjp_class(kind);
    if (c == VjpClass::Differentiable || c == VjpClass::ZeroGradient) {
      EXPECT_GT(passed[std::string(ir::op_short_name(kind))], 0)
          << ir::op_name(kind) << " has no passing certificate";
    }
  }
}

}  // namespace
}  // namespace ladder::autodiff
