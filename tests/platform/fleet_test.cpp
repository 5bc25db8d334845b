// Declared machines: the TOML subset, its errors, and the admission thresholds.
#include "ladder/platform/fleet.h"

#include <gtest/gtest.h>

#include "ladder/core/error.h"
#include "ladder/platform/plan.h"

namespace ladder::platform {
namespace {

std::string error_of(const std::string& text) {
  try {
    parse_fleet_machine(text, "fleet/x.toml");
  } catch (const Error& e) {
    return e.what();
  }
  return "accepted";
}

TEST(FleetToml, ParsesAMachine) {
  FleetMachine m = parse_fleet_machine(
      "# a box\nname = \"box\"  # its host name\nhost_ram_gib = 64\n\n[[device]]\nkind = \"GPU "
      "#1\"\n"
      "count = 2\nmemory_gib = 16\ndefault_mem_fraction = 0.9\n",
      "fleet/box.toml");
  EXPECT_EQ(m.name, "box");
  EXPECT_EQ(m.host_ram_gib, 64);
  ASSERT_EQ(m.devices.size(), 1u);
  EXPECT_EQ(m.devices[0].kind, "GPU #1");  // a '#' inside a string is not a comment
  EXPECT_EQ(m.devices[0].count, 2);
  EXPECT_EQ(m.devices[0].default_mem_fraction, 0.9);
}

TEST(FleetToml, ErrorsNameFileLineAndColumn) {
  EXPECT_EQ(error_of("name = \"box\"\nhost_ram_gib 64\n"),
            "fleet/x.toml:2:1: expected key = value, found 'host_ram_gib 64'");
  EXPECT_EQ(error_of("name = \"box\nhost_ram_gib = 1\n"),
            "fleet/x.toml:1:8: expected a closing '\"', found end of line");
  EXPECT_EQ(error_of("name = \"a\"\nname = \"b\"\n"),
            "fleet/x.toml:2:1: key 'name' set twice (first on line 1)");
  EXPECT_EQ(error_of("name = \"a\"\nhost_ram_gib = lots\n"),
            "fleet/x.toml:2:16: expected a string, number or boolean, found 'lots'");
  EXPECT_EQ(error_of("name = \"a\"\nhost_ram_gib = 8\n[device]\n"),
            "fleet/x.toml:3:1: expected an array of tables [[name]], found '[device]'");
  EXPECT_EQ(error_of("name = 3\nhost_ram_gib = 8\n"), "fleet/x.toml:1: 'name' must be a string");
  EXPECT_EQ(error_of("name = \"a\"\n"), "fleet/x.toml: missing key 'host_ram_gib'");
  EXPECT_EQ(error_of("name = \"a\"\nhost_ram_gib = 8\ncolour = \"red\"\n"),
            "fleet/x.toml:3: unknown key 'colour'");
  EXPECT_EQ(error_of("name = \"a\"\nhost_ram_gib = 8\n[[gpu]]\nkind = \"x\"\n"),
            "fleet/x.toml: unknown table [[gpu]] (only [[device]])");
  EXPECT_EQ(error_of("name = \"a\"\nhost_ram_gib = 8\n[[device]]\nkind = \"x\"\nmemory_gib = 8\n"
                     "default_mem_fraction = 1.5\n"),
            "fleet/x.toml: device 'x': default_mem_fraction must be in (0, 1]");
}

TEST(Admission, Thresholds) {
  constexpr int64_t kGiB = int64_t(1) << 30;
  FleetMachine gpu{"f", "gpu", 64, {{"GPU", 1, 16, 0.75}}};
  EXPECT_EQ(admit(gpu, 12 * kGiB), Admission::fits);  // 16 × 0.75 = 12
  EXPECT_EQ(admit(gpu, 12 * kGiB + 1), Admission::fits_at_097);
  EXPECT_EQ(admit(gpu, int64_t(15.52 * double(kGiB))), Admission::fits_at_097);
  EXPECT_EQ(admit(gpu, int64_t(15.53 * double(kGiB))), Admission::does_not_fit);
  FleetMachine cpu{"f", "cpu", 8, {}};
  EXPECT_EQ(admit(cpu, 8 * kGiB), Admission::fits);
  EXPECT_EQ(admit(cpu, 8 * kGiB + 1), Admission::does_not_fit);
}

TEST(Plan, BreakdownAddsUpAndCountsTheParameters) {
  MemoryPlan p = plan_memory("mnist-linear", "adamw", 16);
  EXPECT_EQ(p.parameters, (784 * 10 + 10) * 4);
  EXPECT_EQ(p.optimizer_state, 2 * p.parameters);  // m and v
  EXPECT_EQ(p.running_stats, 0);
  // x, labels, lr, bc1, bc2
  EXPECT_EQ(p.batch_io, (16 * 784 + 16 * 10 + 3) * 4);
  EXPECT_EQ(p.outputs, 3 * p.parameters + 4);  // θ', m', v', loss
  EXPECT_GT(p.activations, 0);
  EXPECT_EQ(p.peak(), p.parameters + p.optimizer_state + p.running_stats + p.batch_io + p.outputs +
                          p.constants + p.activations + p.kernel_scratch);
}

}  // namespace
}  // namespace ladder::platform
