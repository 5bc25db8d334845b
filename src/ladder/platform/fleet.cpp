#include "ladder/platform/fleet.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <set>

#include "ladder/core/error.h"
#include "ladder/platform/files.h"

namespace ladder::platform {

namespace {

bool is_key_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

std::string found(std::string_view rest) {
  rest = trim(rest);
  return rest.empty() ? "end of line" : cat("'", rest.substr(0, 20), "'");
}

TomlValue parse_value(std::string_view text, const std::string& where) {
  if (text.empty()) throw Error(where + "expected a value, found end of line");
  if (text.front() == '"') {
    size_t close = text.find('"', 1);
    LADDER_CHECK(close != std::string_view::npos, where,
                 "expected a closing '\"', found end of line");
    LADDER_CHECK(trim(text.substr(close + 1)).empty(), where, "expected end of line, found ",
                 found(text.substr(close + 1)));
    LADDER_CHECK(text.substr(1, close - 1).find('\\') == std::string_view::npos, where,
                 "expected a string without escapes, found '\\'");
    return std::string(text.substr(1, close - 1));
  }
  if (text == "true") return true;
  if (text == "false") return false;
  std::string s(text);
  std::erase(s, '_');  // TOML allows 1_000
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  LADDER_CHECK(!s.empty() && *end == '\0', where, "expected a string, number or boolean, found ",
               found(text));
  return v;
}

}  // namespace

TomlDocument parse_toml(const std::string& text, const std::string& source) {
  TomlDocument doc;
  TomlTable* table = &doc.root;
  int number = 0;
  for (const std::string& raw : split(text, '\n')) {
    ++number;
    // A '#' outside a string starts a comment.
    std::string line;
    bool in_string = false;
    for (char c : raw) {
      if (c == '"') in_string = !in_string;
      if (c == '#' && !in_string) break;
      line += c;
    }
    std::string_view body = trim(line);
    if (body.empty()) continue;
    int column = int(line.find_first_not_of(" \t")) + 1;
    std::string where = cat(source, ":", number, ":", column, ": ");
    if (body.front() == '[') {
      LADDER_CHECK(body.starts_with("[[") && body.ends_with("]]"), where,
                   "expected an array of tables [[name]], found ", found(body));
      std::string name(trim(body.substr(2, body.size() - 4)));
      LADDER_CHECK(!name.empty() && std::all_of(name.begin(), name.end(), is_key_char), where,
                   "expected a table name, found ", found(body));
      table = &doc.arrays[name].emplace_back();
      continue;
    }
    size_t eq = body.find('=');
    LADDER_CHECK(eq != std::string_view::npos, where, "expected key = value, found ", found(body));
    std::string key(trim(body.substr(0, eq)));
    LADDER_CHECK(!key.empty() && std::all_of(key.begin(), key.end(), is_key_char), where,
                 "expected a bare key, found ", found(body.substr(0, eq)));
    size_t value_start = body.find_first_not_of(" \t", eq + 1);
    int value_column =
        column + int(value_start == std::string_view::npos ? body.size() : value_start);
    std::string value_where = cat(source, ":", number, ":", value_column, ": ");
    TomlValue value = parse_value(trim(body.substr(eq + 1)), value_where);
    LADDER_CHECK(!table->values.count(key), where, "key '", key, "' set twice (first on line ",
                 table->lines[key], ")");
    table->values[key] = std::move(value);
    table->lines[key] = number;
  }
  return doc;
}

namespace {

template <typename T>
T get(const TomlTable& t, const std::string& key, const std::string& source, const char* type,
      std::optional<T> fallback = std::nullopt) {
  auto it = t.values.find(key);
  if (it == t.values.end()) {
    LADDER_CHECK(fallback, source, ": missing key '", key, "'");
    return *fallback;
  }
  const T* v = std::get_if<T>(&it->second);
  LADDER_CHECK(v, source, ":", t.lines.at(key), ": '", key, "' must be a ", type);
  return *v;
}

}  // namespace

FleetMachine parse_fleet_machine(const std::string& text, const std::string& source) {
  TomlDocument doc = parse_toml(text, source);
  FleetMachine m;
  m.file = source;
  m.name = get<std::string>(doc.root, "name", source, "string");
  m.host_ram_gib = get<double>(doc.root, "host_ram_gib", source, "number");
  LADDER_CHECK(m.host_ram_gib > 0, source, ": host_ram_gib must be positive");
  for (const auto& [name, tables] : doc.arrays)
    LADDER_CHECK(name == "device", source, ": unknown table [[", name, "]] (only [[device]])");
  for (const TomlTable& t : doc.arrays["device"]) {
    FleetDevice d;
    d.kind = get<std::string>(t, "kind", source, "string");
    d.count = int(get<double>(t, "count", source, "number", 1.0));
    d.memory_gib = get<double>(t, "memory_gib", source, "number");
    d.default_mem_fraction = get<double>(t, "default_mem_fraction", source, "number", 0.75);
    LADDER_CHECK(d.memory_gib > 0 && d.count > 0, source, ": device '", d.kind,
                 "' needs a positive memory_gib and count");
    LADDER_CHECK(d.default_mem_fraction > 0 && d.default_mem_fraction <= 1, source, ": device '",
                 d.kind, "': default_mem_fraction must be in (0, 1]");
    m.devices.push_back(d);
  }
  const std::set<std::string> known_root = {"name", "host_ram_gib", "description"};
  for (const auto& [key, value] : doc.root.values)
    LADDER_CHECK(known_root.count(key), source, ":", doc.root.lines.at(key), ": unknown key '", key,
                 "'");
  return m;
}

std::vector<FleetMachine> load_fleet(const std::string& root) {
  std::vector<FleetMachine> fleet;
  std::string dir = root + "/platforms/fleet";
  if (!std::filesystem::is_directory(dir)) return fleet;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".toml")
      fleet.push_back(parse_fleet_machine(read_file(entry.path().string()),
                                          "platforms/fleet/" + entry.path().filename().string()));
  std::sort(fleet.begin(), fleet.end(),
            [](const auto& a, const auto& b) { return a.name < b.name; });
  return fleet;
}

std::string_view admission_name(Admission a) {
  switch (a) {
    case Admission::fits:
      return "fits";
    case Admission::fits_at_097:
      return "fits at 0.97";
    case Admission::does_not_fit:
      return "does not fit";
  }
  return "?";
}

Admission admit(const FleetMachine& machine, int64_t peak_bytes) {
  constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
  double peak = double(peak_bytes);
  if (machine.devices.empty())
    return peak <= machine.host_ram_gib * kGiB ? Admission::fits : Admission::does_not_fit;
  const FleetDevice& d = machine.devices.front();
  if (peak <= d.memory_gib * kGiB * d.default_mem_fraction) return Admission::fits;
  if (peak <= d.memory_gib * kGiB * 0.97) return Admission::fits_at_097;
  return Admission::does_not_fit;
}

}  // namespace ladder::platform
