// `ladder certify`: checks every VJP rule numerically and every kink convention exactly
// (autodiff/certify.h), prints the result as a table and writes it as a certificate.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>

#include "ladder/autodiff/certify.h"
#include "ladder/command.h"
#include "ladder/core/error.h"

namespace ladder::cli {
namespace {

struct CertifyOptions {
  std::string out;
  uint64_t seed = 1;
  int points = 3;
};

std::string number(double v, const char* format) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, format, v);
  return buffer;
}

int run_certify(const CertifyOptions& o) {
  LADDER_CHECK(o.points >= 1, "--points must be at least 1, got ", o.points);
  std::ofstream file;
  if (!o.out.empty()) {
    file.open(o.out, std::ios::binary);
    LADDER_CHECK(file, o.out, ": cannot open for writing");
  }
  const autodiff::Certificate cert = autodiff::certify(o.seed, o.points);

  std::string tsv = "rule\top\tpoints\tmax_rel_error\ttolerance\tstatus\n";
  std::printf("%-52s %-22s %6s %12s %9s  %s\n", "rule", "op", "points", "max error", "tolerance",
              "status");
  for (const autodiff::CertificateRow& r : cert.rows) {
    std::string error = std::isnan(r.error) ? "-" : number(r.error, "%.2e");
    std::string tol = std::isnan(r.error) && r.tolerance == 0 ? "-" : number(r.tolerance, "%.0e");
    std::printf("%-52s %-22s %6d %12s %9s  %s\n", r.rule.c_str(), r.op.c_str(), r.points,
                error.c_str(), tol.c_str(), r.status.c_str());
    tsv += cat(r.rule, "\t", r.op, "\t", r.points, "\t", error, "\t", tol, "\t", r.status, "\n");
  }
  std::printf(
      "\ncoverage: %d of %d differentiable ops have adjoint cases; %d check(s) failed (seed "
      "%llu, %d points per case)\n",
      cert.covered, cert.needed, cert.failed, static_cast<unsigned long long>(o.seed), o.points);
  if (file.is_open()) {
    file << "# ladder certify: seed " << o.seed << ", " << o.points << " points per case, "
         << "coverage " << cert.covered << "/" << cert.needed << "\n"
         << tsv;
    file.close();
    LADDER_CHECK(file, o.out, ": write failed");
  }
  return cert.failed == 0 ? 0 : 1;
}

void add_certify(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<CertifyOptions>();
  CLI::App* cmd = app.add_subcommand(
      "certify", "Check every VJP rule (float64 adjoint tests) and every kink convention");
  cmd->add_option("--out", o->out, "Write the certificate (TSV) to this file");
  cmd->add_option("--seed", o->seed, "Seed of the random points")->capture_default_str();
  cmd->add_option("--points", o->points, "Random points per case")->capture_default_str();
  cmd->callback([o, &exit_code] { exit_code = run_certify(*o); });
}

const bool registered = register_command({"certify", 60, add_certify});

}  // namespace
}  // namespace ladder::cli
