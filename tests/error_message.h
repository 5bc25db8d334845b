// What a call throws as ladder::Error, for tests that assert an error names the input and the
// problem; "" when it throws nothing.
#pragma once

#include <functional>
#include <string>

#include "ladder/core/error.h"

namespace ladder::testing {

inline std::string error_message(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace ladder::testing
