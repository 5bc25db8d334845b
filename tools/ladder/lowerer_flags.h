// The lowerer flags every running subcommand shares (exec, train, mnist, cifar, check,
// devices): which lowerer, and the options passed to it. One definition, so the flags and
// their help read the same everywhere.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "ladder/exec/lowerer.h"

namespace ladder::cli {

struct LowererFlags {
  std::string name;            // "" = exec::default_lowerer_name()
  std::string plugin;          // pjrt: plugin path
  std::string mem_fraction;    // pjrt: 0 < F <= 1
  std::string preallocate;     // pjrt: 0 | 1
  std::string allocator;       // pjrt: allocator name
  bool no_resident = false;    // pjrt: copy θ every step
  std::string threads;         // cpu: threads for every kernel
  std::string isa;             // cpu: avx512 | avx2 | portable
  std::vector<std::string> raw;  // KEY=VALUE pairs for anything else

  void add_to(CLI::App* cmd);
  std::string resolved_name() const;  // name, or the default
  exec::LowererOptions options() const;
};

}  // namespace ladder::cli
