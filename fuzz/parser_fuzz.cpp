// libFuzzer target for the StableHLO parser: any input either fails with ladder::Error or
// parses to a module whose printed forms read back to the same text. Anything else (a
// crash, a sanitizer report, another exception, a round trip that changes the text) is a bug.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ladder/core/error.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ladder;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // Small enough that splats cannot exhaust the fuzzer's memory limit; the limit itself is
  // what is under test, not the allocator.
  const stablehlo::ParseOptions options{.max_constant_bytes = 16 << 20};
  ir::Module module;
  try {
    module = stablehlo::parse(text, "<fuzz>", options);
  } catch (const Error&) {
    return 0;  // rejected with a message: the expected outcome for most inputs
  }
  for (bool generic : {false, true}) {
    std::string once = stablehlo::print(module, {generic});
    std::string twice;
    try {
      twice = stablehlo::print(stablehlo::parse(once, "<printed>", options), {generic});
    } catch (const Error& e) {
      std::fprintf(stderr, "the printed module does not parse: %s\n%s", e.what(), once.c_str());
      std::abort();
    }
    if (twice != once) {
      std::fprintf(stderr, "print -> parse -> print changed the text:\n%s---\n%s", once.c_str(),
                   twice.c_str());
      std::abort();
    }
  }
  return 0;
}
