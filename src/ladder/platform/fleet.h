// Declared machines (platforms/fleet/*.toml) and the predicted admission matrix: would a
// machine accept a net's train step at its ladder batch size, judged from the planned peak
// memory (plan.h). A prediction, never evidence: it is printed by `ladder plan --fleet` and
// kept out of the evidence matrix of docs/PLATFORMS.md.
//
// The TOML subset read here: comments, `key = value` with "strings", numbers and booleans,
// and [[device]] tables:
//   name = "gpu-box"             # the host name `ladder check` records
//   host_ram_gib = 64
//   [[device]]
//   kind = "NVIDIA GeForce RTX 4060 Ti"
//   count = 1
//   memory_gib = 16
//   default_mem_fraction = 0.75  # what the plugin takes unless told otherwise
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace ladder::platform {

using TomlValue = std::variant<std::string, double, bool>;
struct TomlTable {
  std::map<std::string, TomlValue> values;
  std::map<std::string, int> lines;  // where each key was set, for errors
};
struct TomlDocument {
  TomlTable root;
  std::map<std::string, std::vector<TomlTable>> arrays;  // [[name]] tables
};
// Errors are ladder::Error "source:line:col: expected X, found Y".
TomlDocument parse_toml(const std::string& text, const std::string& source);

struct FleetDevice {
  std::string kind;
  int count = 1;
  double memory_gib = 0;
  double default_mem_fraction = 0.75;
};
struct FleetMachine {
  std::string file;  // platforms/fleet/<name>.toml
  std::string name;
  double host_ram_gib = 0;
  std::vector<FleetDevice> devices;  // empty: a CPU-only machine
};
FleetMachine parse_fleet_machine(const std::string& text, const std::string& source);
std::vector<FleetMachine> load_fleet(const std::string& root);  // sorted by name

enum class Admission { fits, fits_at_097, does_not_fit };
std::string_view admission_name(Admission a);  // "fits", "fits at 0.97", "does not fit"
// Judged against the first device's memory (per device: a step runs on one), or host RAM
// for a CPU-only machine.
Admission admit(const FleetMachine& machine, int64_t peak_bytes);

}  // namespace ladder::platform
