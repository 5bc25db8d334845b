// Errors. Every failure that a user can cause (bad text, bad file, bad flag) is a
// ladder::Error; the CLI prints its message on one line and exits 2. Internal invariant
// breaks are ladder::InternalError (exit 3): they are bugs in ladder, never in the input.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

namespace ladder {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& message) : std::logic_error(message) {}
};

// Concatenates any streamable values into a string: cat("[add] shapes ", a, " and ", b).
template <typename... Parts>
std::string cat(Parts&&... parts) {
  std::ostringstream out;
  (out << ... << std::forward<Parts>(parts));
  return out.str();
}

// Throws ladder::Error with the concatenated message when `cond` is false.
#define LADDER_CHECK(cond, ...)                              \
  do {                                                        \
    if (!(cond)) throw ::ladder::Error(::ladder::cat(__VA_ARGS__)); \
  } while (0)

// Throws ladder::InternalError: for conditions that only a bug in ladder can break.
#define LADDER_ASSERT(cond, ...)                                                     \
  do {                                                                                \
    if (!(cond))                                                                      \
      throw ::ladder::InternalError(::ladder::cat(__FILE__, ":", __LINE__, ": ", #cond, \
                                                  " ", ##__VA_ARGS__));               \
  } while (0)

}  // namespace ladder
