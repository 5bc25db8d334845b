#include "ladder/exec/pjrt/plugin.h"

#include <dlfcn.h>
#include <glob.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <set>
#include <vector>

#include "ladder/core/error.h"

namespace ladder::exec::pjrt {

namespace fs = std::filesystem;

std::string_view error_code_name(int code) {
  static constexpr std::string_view kNames[] = {"OK",
                                                "CANCELLED",
                                                "UNKNOWN",
                                                "INVALID_ARGUMENT",
                                                "DEADLINE_EXCEEDED",
                                                "NOT_FOUND",
                                                "ALREADY_EXISTS",
                                                "PERMISSION_DENIED",
                                                "RESOURCE_EXHAUSTED",
                                                "FAILED_PRECONDITION",
                                                "ABORTED",
                                                "OUT_OF_RANGE",
                                                "UNIMPLEMENTED",
                                                "INTERNAL",
                                                "UNAVAILABLE",
                                                "DATA_LOSS",
                                                "UNAUTHENTICATED"};
  if (code < 0 || code >= static_cast<int>(std::size(kNames))) return "UNKNOWN_CODE";
  return kNames[code];
}

namespace {

std::string named_value_text(const c::NamedValue& v) {
  switch (v.type) {
    case c::kString:
      return std::string(v.string_value, v.value_size);
    case c::kInt64:
      return std::to_string(v.int64_value);
    case c::kInt64List: {
      std::string s;  // version triples read best as 1.8.0
      for (size_t i = 0; i < v.value_size; ++i) {
        if (i) s += '.';
        s += std::to_string(v.int64_list_value[i]);
      }
      return s;
    }
    case c::kFloat:
      return cat(v.float_value);
    case c::kBool:
      return v.bool_value ? "true" : "false";
  }
  return "?";
}

// Plugin_Initialize must run once per process, while a plugin may be loaded by several
// lowerers: dlopen hands back the same library, and GetPjrtApi the same table.
std::mutex initialized_mutex;
std::set<const void*> initialized_apis;

}  // namespace

std::string Plugin::api_version() const {
  return cat(api_->version.major_version, ".", api_->version.minor_version);
}

void* Plugin::slot_pointer(c::Slot slot) const {
  if (api_->struct_size <= c::slot_offset(slot)) return nullptr;  // older than the slot
  auto slots =
      reinterpret_cast<void* const*>(reinterpret_cast<const char*>(api_) + sizeof(c::ApiHeader));
  return slots[static_cast<int>(slot)];
}

bool Plugin::has(c::Slot slot) const { return slot_pointer(slot) != nullptr; }

void* Plugin::function(c::Slot slot) const {
  void* f = slot_pointer(slot);
  LADDER_CHECK(f != nullptr, path_, ": the PJRT plugin (API ", api_version(),
               ") does not implement ", c::slot_name(slot), " (slot ", static_cast<int>(slot), ")");
  return f;
}

void Plugin::check(c::Error* error, c::Slot slot) const {
  if (error == nullptr) return;
  c::ErrorMessageArgs message{};
  message.struct_size = sizeof(message);
  message.error = error;
  reinterpret_cast<void (*)(c::ErrorMessageArgs*)>(function(c::Slot::Error_Message))(&message);
  std::string text(message.message ? message.message : "",
                   message.message ? message.message_size : 0);

  c::ErrorGetCodeArgs code{};
  code.struct_size = sizeof(code);
  code.error = error;
  c::Error* code_error = reinterpret_cast<c::Error* (*)(c::ErrorGetCodeArgs*)>(
      function(c::Slot::Error_GetCode))(&code);
  std::string_view code_name = code_error ? "UNKNOWN" : error_code_name(code.code);
  destroy(c::Slot::Error_Destroy, code_error);
  destroy(c::Slot::Error_Destroy, error);
  throw Error(cat(c::slot_name(slot), " failed: ", code_name, ": ", text));
}

void Plugin::destroy(c::Slot slot, void* object) const noexcept {
  if (object == nullptr) return;
  void* f = slot_pointer(slot);
  if (f == nullptr) return;
  c::ObjectArgs args{};
  args.struct_size = sizeof(args);
  args.object = object;
  if (slot == c::Slot::Error_Destroy) {
    reinterpret_cast<void (*)(c::ObjectArgs*)>(f)(&args);
    return;
  }
  // A failure to free is not actionable by the caller; drop the error after freeing it too.
  destroy(c::Slot::Error_Destroy, reinterpret_cast<c::Error* (*)(c::ObjectArgs*)>(f)(&args));
}

void Plugin::await(c::Event* event, c::Slot what) const {
  if (event == nullptr) return;
  c::ObjectArgs args{};
  args.struct_size = sizeof(args);
  args.object = event;
  c::Error* error =
      reinterpret_cast<c::Error* (*)(c::ObjectArgs*)>(function(c::Slot::Event_Await))(&args);
  destroy(c::Slot::Event_Destroy, event);
  check(error, what);
}

std::shared_ptr<const Plugin> Plugin::load(const std::string& path) {
  // RTLD_LOCAL keeps the plugin's many symbols out of ladder's way. Plugins are never
  // unloaded: they start threads and register exit handlers that outlive any client.
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    const char* why = dlerror();
    throw Error(cat(path, ": cannot load: ", why ? why : "dlopen failed"));
  }
  auto get_api = reinterpret_cast<c::GetPjrtApiFn>(dlsym(library, c::kGetPjrtApiSymbol));
  LADDER_CHECK(get_api != nullptr, path, ": not a PJRT plugin (it exports no ",
               c::kGetPjrtApiSymbol, " function)");
  const c::ApiHeader* api = get_api();
  LADDER_CHECK(api != nullptr, path, ": ", c::kGetPjrtApiSymbol, "() returned null");
  LADDER_CHECK(api->struct_size >= sizeof(c::ApiHeader), path, ": its PJRT_Api table is ",
               api->struct_size, " bytes, too small to hold a version");
  const int major = api->version.major_version, minor = api->version.minor_version;
  LADDER_CHECK(major == c::kApiMajor && minor >= c::kMinApiMinor, path,
               ": the plugin speaks PJRT API ", major, ".", minor, "; ladder supports ",
               c::kApiMajor, ".", c::kMinApiMinor, " and newer minor versions of major ",
               c::kApiMajor);

  std::shared_ptr<Plugin> plugin(new Plugin(path, api));
  std::string missing;
  // Attributes are optional: some plugins do not implement them (iree-org/iree#19241).
#define LADDER_PJRT_REQUIRE_SLOT(name, index)                                     \
  if (c::Slot::name != c::Slot::Plugin_Attributes && !plugin->has(c::Slot::name)) \
    missing += cat(missing.empty() ? "" : ", ", "PJRT_" #name " (slot ", index, ")");
  LADDER_PJRT_SLOTS(LADDER_PJRT_REQUIRE_SLOT)
#undef LADDER_PJRT_REQUIRE_SLOT
  LADDER_CHECK(missing.empty(), path, ": the PJRT plugin (API ", plugin->api_version(),
               ", table of ", api->struct_size, " bytes) lacks ", missing);

  {
    std::lock_guard lock(initialized_mutex);
    if (!initialized_apis.contains(api)) {
      c::PluginInitializeArgs args{};
      plugin->call(c::Slot::Plugin_Initialize, args);
      initialized_apis.insert(api);
    }
  }

  if (plugin->has(c::Slot::Plugin_Attributes)) {
    c::PluginAttributesArgs args{};
    try {
      plugin->call(c::Slot::Plugin_Attributes, args);
      for (size_t i = 0; i < args.num_attributes; ++i) {
        const c::NamedValue& v = args.attributes[i];
        plugin->attributes_[std::string(v.name, v.name_size)] = named_value_text(v);
      }
    } catch (const Error&) {
      // Treated as "no attributes": they describe the plugin, nothing depends on them.
    }
  }
  return plugin;
}

namespace {

// Plugin files inside a site-packages directory, in order of preference (glob patterns).
constexpr const char* kWheelPlugins[] = {
    "jax_plugins/xla_cuda13/xla_cuda_plugin.so",           // jax-cuda13-pjrt
    "jax_plugins/xla_cuda12/xla_cuda_plugin.so",           // jax-cuda12-pjrt
    "jax_plugins/xla_rocm*/xla_rocm_plugin.so",            // jax-rocm7-pjrt and older
    "jax_plugins/*/xla_oneapi_plugin.so",                  // Intel oneAPI
    "jax_plugins/*/pjrt_plugin_xpu.so",                    // Intel, older name
    "jax_plugins/metal_plugin/pjrt_plugin_metal_*.dylib",  // jax-metal
    "xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so",            // OpenXLA's CPU plugin
    "lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so",        // XLA's CPU plugin (lammps-jax-pjrt-cpu)
};

std::vector<std::string> glob_paths(const std::string& pattern) {
  glob_t g{};
  std::vector<std::string> out;
  if (::glob(pattern.c_str(), 0, nullptr, &g) == 0)
    for (size_t i = 0; i < g.gl_pathc; ++i) out.emplace_back(g.gl_pathv[i]);
  globfree(&g);
  return out;
}

// site-packages directories, as glob patterns: Python is not needed at run time, so the
// interpreters are not asked; the usual layouts are searched instead.
std::vector<std::string> site_dir_patterns() {
  std::vector<std::string> roots;  // prefixes holding lib/python3.X/
  for (const char* var : {"VIRTUAL_ENV", "CONDA_PREFIX"})
    if (const char* v = std::getenv(var); v && *v) roots.emplace_back(v);
  roots.emplace_back(fs::current_path() / ".venv");
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) roots.push_back(exe.parent_path().parent_path() / ".venv");  // build/ladder -> .venv
  if (const char* home = std::getenv("HOME"); home && *home) {
    roots.push_back(fs::path(home) / ".local");
    roots.push_back(fs::path(home) / ".pyenv/versions/*");
  }
  std::vector<std::string> patterns;
  for (const auto& r : roots)
    if (std::string p = r + "/lib/python3*/site-packages";
        std::ranges::find(patterns, p) == patterns.end())
      patterns.push_back(p);
  for (const char* p : {"/usr/local/lib/python3*/site-packages",
                        "/usr/local/lib/python3*/dist-packages", "/usr/lib/python3*/site-packages",
                        "/usr/lib/python3/dist-packages", "/opt/conda/lib/python3*/site-packages"})
    patterns.emplace_back(p);
  // Last, so that any plugin a user installed wins: the folder beside the binary where
  // scripts/fetch-xla-plugin unpacks XLA's CPU plugin (build/ladder -> build/pjrt).
  if (!ec) patterns.push_back(exe.parent_path() / "pjrt");
  return patterns;
}

}  // namespace

std::shared_ptr<const Plugin> find_plugin(const std::string& option_path) {
  // An explicit choice is never replaced by a search: a typo must not silently pick another.
  std::pair<const char*, std::string> explicit_choices[] = {
      {"--plugin", option_path},
      {"LADDER_PJRT_PLUGIN",
       std::getenv("LADDER_PJRT_PLUGIN") ? std::getenv("LADDER_PJRT_PLUGIN") : ""},
      {"PJRT_PLUGIN", std::getenv("PJRT_PLUGIN") ? std::getenv("PJRT_PLUGIN") : ""}};
  for (const auto& [source, path] : explicit_choices) {
    if (path.empty()) continue;
    try {
      return Plugin::load(path);
    } catch (const Error& e) {
      throw Error(cat("no PJRT plugin could be loaded from ", source, ": ", e.what()));
    }
  }

  std::vector<std::string> tried{"--plugin, LADDER_PJRT_PLUGIN, PJRT_PLUGIN: not set"};
  std::set<fs::path> seen;
  for (const std::string& pattern : site_dir_patterns()) {
    std::vector<std::string> dirs = glob_paths(pattern);
    if (dirs.empty()) tried.push_back(pattern + ": no such directory");
    for (const std::string& dir : dirs) {
      std::error_code ec;
      if (!seen.insert(fs::weakly_canonical(dir, ec)).second) continue;
      bool found = false;
      for (const char* plugin_pattern : kWheelPlugins) {
        for (const std::string& file : glob_paths(dir + "/" + plugin_pattern)) {
          found = true;
          try {
            return Plugin::load(file);
          } catch (const Error& e) {
            tried.push_back(e.what());
          }
        }
      }
      if (!found) tried.push_back(dir + ": no plugin file");
    }
  }
  std::string message = "no PJRT plugin found. Tried:";
  for (const auto& t : tried) message += "\n  " + t;
  message += "\nLooked in each site-packages directory for:";
  for (const char* p : kWheelPlugins) message += cat(" ", p);
  message +=
      "\nInstall a PJRT plugin (e.g. the jax-cuda13-pjrt wheel) or name one with --plugin PATH "
      "or LADDER_PJRT_PLUGIN.";
  throw Error(message);
}

}  // namespace ladder::exec::pjrt
