// A loaded PJRT plugin: finding it, checking its API version, and calling its functions with
// every PJRT error turned into a ladder::Error that names the call, the code and the message.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>

#include "ladder/exec/pjrt/pjrt_c_api.h"

namespace ladder::exec::pjrt {

class Plugin {
 public:
  // Loads the shared library at `path`, checks its API version and that it offers every
  // slot ladder calls, and initializes it (once per process, however often it is loaded).
  // Throws ladder::Error saying why the file is not a usable plugin.
  static std::shared_ptr<const Plugin> load(const std::string& path);

  const std::string& path() const { return path_; }
  std::string api_version() const;  // "0.113"
  // Plugin_Attributes as text ("xla_version" -> "...", "stablehlo_current_version" -> "1.8.0");
  // empty when the plugin has none.
  const std::map<std::string, std::string>& attributes() const { return attributes_; }

  // Calls `slot` with `args` (which the caller zero-initializes; struct_size is set here).
  // A returned PJRT error is destroyed and rethrown as ladder::Error.
  template <typename Args>
  void call(c::Slot slot, Args& args) const {
    args.struct_size = sizeof(Args);
    auto fn = reinterpret_cast<c::Error* (*)(Args*)>(function(slot));
    check(fn(&args), slot);
  }

  // Destroys a plugin object through its X_Destroy slot. Never throws (it runs in
  // destructors): an error from the plugin is destroyed and dropped.
  void destroy(c::Slot slot, void* object) const noexcept;

  // Waits for `event` (and destroys it); throws if the work it tracks failed.
  void await(c::Event* event, c::Slot what) const;

 private:
  Plugin(std::string path, const c::ApiHeader* api) : path_(std::move(path)), api_(api) {}
  void* slot_pointer(c::Slot slot) const;  // null when the table lacks the slot
  bool has(c::Slot slot) const;
  void* function(c::Slot slot) const;  // throws when the plugin lacks the slot
  void check(c::Error* error, c::Slot slot) const;

  std::string path_;
  const c::ApiHeader* api_;  // owned by the plugin, valid while it stays loaded (forever)
  std::map<std::string, std::string> attributes_;
};

// Where the plugin comes from, in order: the lowerer option "plugin" (--plugin), else
// LADDER_PJRT_PLUGIN, else PJRT_PLUGIN: the first that is set is the only file tried. Else a
// search of the wheel locations of the CUDA, ROCm, oneAPI, Metal and CPU plugins under the
// active and the repository's virtual environments and the interpreters' site-packages.
// Throws ladder::Error listing every place tried and why each failed when nothing loads.
std::shared_ptr<const Plugin> find_plugin(const std::string& option_path);

// "INVALID_ARGUMENT".
std::string_view error_code_name(int code);

}  // namespace ladder::exec::pjrt
