// Settings of the PJRT lowerer, read from the lowerer's options (the CLI's flags, see
// tools/ladder/lowerer_flags.h) or else the environment, and validated before anything is sent
// to a plugin.
//
//   option key        flag                 environment              sent to PJRT_Client_Create as
//   mem_fraction      --mem-fraction F     LADDER_MEM_FRACTION      memory_fraction (float, 0 < F ≤
//   1) preallocate       --preallocate 0|1    LADDER_PREALLOCATE       preallocate (bool) allocator
//   --allocator NAME     LADDER_ALLOCATOR         allocator (string) visible_devices
//   LADDER_VISIBLE_DEVICES   visible_devices (int64 list) resident          --no-resident
//   LADDER_RESIDENT          (ladder's own; see pjrt.h) plugin            --plugin PATH
//   LADDER_PJRT_PLUGIN       (see plugin.h)
//
// Any key can also be given as --lowerer-option KEY=VALUE. A setting left unset is not sent,
// so the plugin's own default applies.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ladder/exec/pjrt/pjrt_c_api.h"

namespace ladder::exec::pjrt {

struct Setting {
  std::string source;  // "--mem-fraction" or "LADDER_MEM_FRACTION", for messages
  std::string text;
};

// The lowerer option `key` if present, else the environment variable `env` if set and not
// empty.
std::optional<Setting> find_setting(const std::map<std::string, std::string>& options,
                                    const std::string& key, const char* env);

// "0" or "1"; anything else throws ladder::Error naming the setting.
bool parse_switch(const Setting& setting);

class ClientOptions {
 public:
  // Validates every create option that is set; throws ladder::Error naming the first bad one
  // ("LADDER_MEM_FRACTION=1.5: must be a number in (0, 1]").
  static ClientOptions from(const std::map<std::string, std::string>& options);

  bool empty() const { return options_.empty(); }
  // The options as PJRT named values; they point into this object.
  std::vector<c::NamedValue> named_values() const;
  // "memory_fraction=0.5 (LADDER_MEM_FRACTION) preallocate=false (--preallocate)".
  std::string summary() const;

 private:
  struct Option {
    std::string name;  // as the plugin knows it
    c::NamedValueType type;
    std::string string_value;
    float float_value = 0;
    bool bool_value = false;
    std::vector<int64_t> list_value;
    std::string source;
  };
  std::vector<Option> options_;
};

}  // namespace ladder::exec::pjrt
