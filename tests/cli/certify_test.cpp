// `ladder certify` prints the certificate's table and writes it as TSV (the checks themselves
// are tested through the library, tests/autodiff/certify_test.cpp).
#include <gtest/gtest.h>

#include "cli/run_ladder.h"

namespace ladder {
namespace {

using CertifyCommand = cli_test::ScratchDir;

TEST_F(CertifyCommand, PrintsTheTableAndWritesTheCertificate) {
  auto run = ladder({"certify", "--points", "1", "--seed", "4", "--out", path("cert.tsv")});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("0 check(s) failed (seed 4, 1 points per case)"), std::string::npos) << run.out;
  const std::string tsv = cli_test::read_text(path("cert.tsv"));
  EXPECT_EQ(tsv.rfind("# ladder certify: seed 4, 1 points per case, coverage ", 0), 0u) << tsv;
  EXPECT_NE(tsv.find("\nrule\top\tpoints\tmax_rel_error\ttolerance\tstatus\n"), std::string::npos) << tsv;
  EXPECT_NE(tsv.find("\ndot_general/matmul\tdot_general\t1\t"), std::string::npos) << tsv;
}

TEST_F(CertifyCommand, RefusesZeroPoints) {
  cli_test::expect_one_line_error(ladder({"certify", "--points", "0"}), {"--points must be at least 1, got 0"});
}

}  // namespace
}  // namespace ladder
