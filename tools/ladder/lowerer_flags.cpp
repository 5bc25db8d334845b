#include "ladder/lowerer_flags.h"

#include "ladder/exec/collective.h"

#include "ladder/core/error.h"

namespace ladder::cli {

void LowererFlags::add_to(CLI::App* cmd) {
  cmd->add_option("--lowerer", name,
                  "reference | cpu | pjrt (default: $LADDER_LOWERER, else cpu when built, else "
                  "reference)");
  cmd->add_option("--plugin", plugin,
                  "pjrt: the PJRT plugin .so (default: $LADDER_PJRT_PLUGIN, $PJRT_PLUGIN, then "
                  "known wheel locations)");
  cmd->add_option("--mem-fraction", mem_fraction,
                  "pjrt: fraction of device memory the plugin may take, 0 < F <= 1 "
                  "($LADDER_MEM_FRACTION)");
  cmd->add_option("--preallocate", preallocate, "pjrt: 0 or 1 ($LADDER_PREALLOCATE)");
  cmd->add_option("--allocator", allocator, "pjrt: allocator name, e.g. bfc, cuda_async, platform");
  cmd->add_flag("--no-resident", no_resident,
                "pjrt: copy parameters to and from the device every step ($LADDER_RESIDENT=0)");
  cmd->add_option("--threads", threads, "cpu: threads for every kernel (default: $OMP_NUM_THREADS, else every core)");
  cmd->add_option("--isa", isa,
                  "cpu: run as a CPU with this instruction set would: amx, avx512 (without AMX), avx2 or portable "
                  "($LADDER_CPU_ISA; default: the widest this CPU runs)");
  cmd->add_option("--lowerer-option", raw,
                  "KEY=VALUE passed to the lowerer (repeatable; docs/ENVIRONMENT.md lists them)");
}

std::string LowererFlags::resolved_name() const {
  return name.empty() ? exec::default_lowerer_name() : name;
}

exec::LowererOptions LowererFlags::options() const {
  exec::LowererOptions o;
  auto set = [&](const char* key, const std::string& value) {
    if (!value.empty()) o.values[key] = value;
  };
  set("plugin", plugin);
  set("mem_fraction", mem_fraction);
  set("preallocate", preallocate);
  set("allocator", allocator);
  if (no_resident) o.values["resident"] = "0";
  set("threads", threads);
  set("isa", isa);
  for (const std::string& pair : raw) {
    size_t eq = pair.find('=');
    LADDER_CHECK(eq != std::string::npos && eq > 0, "--lowerer-option '", pair,
                 "' is not KEY=VALUE");
    o.values[pair.substr(0, eq)] = pair.substr(eq + 1);
  }
  const bool pjrt_only = !plugin.empty() || !mem_fraction.empty() || !preallocate.empty() ||
                         !allocator.empty() || no_resident;
  LADDER_CHECK(!pjrt_only || resolved_name() == "pjrt",
               "--plugin, --mem-fraction, --preallocate, --allocator and --no-resident apply to "
               "the pjrt lowerer; add --lowerer pjrt");
  LADDER_CHECK((threads.empty() && isa.empty()) || resolved_name() == "cpu",
               "--threads and --isa apply to the cpu lowerer; add --lowerer cpu");
  // Started by mpirun: this process is one replica of the job (modules for several run here).
  o.communicator = exec::world_communicator();
  return o;
}

}  // namespace ladder::cli
