#include "ladder/exec/pjrt/client_options.h"

#include <cmath>
#include <cstdlib>
#include <set>

#include "ladder/core/error.h"

namespace ladder::exec::pjrt {

std::optional<Setting> find_setting(const std::map<std::string, std::string>& options,
                                    const std::string& key, const char* env) {
  if (auto it = options.find(key); it != options.end()) {
    std::string flag = "--" + key;
    for (char& ch : flag)
      if (ch == '_') ch = '-';
    return Setting{flag, it->second};
  }
  if (const char* v = std::getenv(env); v && *v) return Setting{env, v};
  return std::nullopt;
}

namespace {

std::string where(const Setting& s) {
  return s.source.starts_with("--") ? cat(s.source, " ", s.text) : cat(s.source, "=", s.text);
}

float parse_fraction(const Setting& s) {
  const char* begin = s.text.c_str();
  char* end = nullptr;
  double f = std::strtod(begin, &end);
  LADDER_CHECK(
      !s.text.empty() && end == begin + s.text.size() && std::isfinite(f) && f > 0 && f <= 1,
      where(s), ": must be a number in (0, 1], the fraction of device memory the plugin may use");
  return static_cast<float>(f);
}

std::string parse_allocator(const Setting& s) {
  bool ok = !s.text.empty();
  for (char ch : s.text)
    ok = ok && ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_');
  LADDER_CHECK(ok, where(s),
               ": must be an allocator name such as default, platform, bfc or cuda_async");
  return s.text;
}

std::vector<int64_t> parse_device_list(const Setting& s) {
  std::vector<int64_t> ids;
  std::set<int64_t> seen;
  size_t pos = 0;
  bool ok = !s.text.empty();
  while (ok && pos <= s.text.size()) {
    size_t comma = s.text.find(',', pos);
    std::string item =
        s.text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    char* end = nullptr;
    long long id = std::strtoll(item.c_str(), &end, 10);
    ok = !item.empty() && end == item.c_str() + item.size() && id >= 0 && seen.insert(id).second;
    ids.push_back(id);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  LADDER_CHECK(ok, where(s),
               ": must be a comma-separated list of distinct device ids, such as 0,1");
  return ids;
}

}  // namespace

bool parse_switch(const Setting& s) {
  LADDER_CHECK(s.text == "0" || s.text == "1", where(s), ": must be 0 or 1");
  return s.text == "1";
}

ClientOptions ClientOptions::from(const std::map<std::string, std::string>& options) {
  ClientOptions result;
  auto add = [&result](const char* name, c::NamedValueType type, const Setting& s) -> Option& {
    Option& o = result.options_.emplace_back();
    o.name = name;
    o.type = type;
    o.source = s.source;
    return o;
  };
  if (auto s = find_setting(options, "mem_fraction", "LADDER_MEM_FRACTION")) {
    add("memory_fraction", c::kFloat, *s).float_value = parse_fraction(*s);
  }
  if (auto s = find_setting(options, "preallocate", "LADDER_PREALLOCATE")) {
    add("preallocate", c::kBool, *s).bool_value = parse_switch(*s);
  }
  if (auto s = find_setting(options, "allocator", "LADDER_ALLOCATOR")) {
    add("allocator", c::kString, *s).string_value = parse_allocator(*s);
  }
  if (auto s = find_setting(options, "visible_devices", "LADDER_VISIBLE_DEVICES")) {
    add("visible_devices", c::kInt64List, *s).list_value = parse_device_list(*s);
  }
  return result;
}

std::vector<c::NamedValue> ClientOptions::named_values() const {
  std::vector<c::NamedValue> values;
  for (const Option& o : options_) {
    c::NamedValue v{};
    v.struct_size = sizeof(v);
    v.name = o.name.c_str();
    v.name_size = o.name.size();
    v.type = o.type;
    v.value_size = 1;
    switch (o.type) {
      case c::kString:
        v.string_value = o.string_value.c_str();
        v.value_size = o.string_value.size();
        break;
      case c::kFloat:
        v.float_value = o.float_value;
        break;
      case c::kBool:
        v.bool_value = o.bool_value;
        break;
      case c::kInt64List:
        v.int64_list_value = o.list_value.data();
        v.value_size = o.list_value.size();
        break;
      case c::kInt64:
        break;  // no create option ladder sends is a single int64
    }
    values.push_back(v);
  }
  return values;
}

std::string ClientOptions::summary() const {
  std::string s;
  for (const Option& o : options_) {
    std::string value;
    switch (o.type) {
      case c::kString:
        value = o.string_value;
        break;
      case c::kFloat:
        value = cat(o.float_value);
        break;
      case c::kBool:
        value = o.bool_value ? "true" : "false";
        break;
      case c::kInt64List:
        for (size_t i = 0; i < o.list_value.size(); ++i)
          value += cat(i ? "," : "", o.list_value[i]);
        break;
      case c::kInt64:
        break;
    }
    s += cat(s.empty() ? "" : " ", o.name, "=", value, " (", o.source, ")");
  }
  return s;
}

}  // namespace ladder::exec::pjrt
