// Small file and text helpers shared by the platform layer (records, tables, artifacts).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ladder::platform {

std::string read_file(const std::string& path);  // throws ladder::Error naming the path
bool file_exists(const std::string& path);
// Creates the parent folders, then writes atomically (core/atomic_file.h).
void write_file(const std::string& path, std::string_view text);

std::vector<std::string> split(std::string_view text, char separator);
std::string join(const std::vector<std::string>& parts, std::string_view separator);
std::string_view trim(std::string_view s);

// The non-blank lines of a table file, each with its 1-based line number (for "path:line:"
// errors), split at the first '#' into content and comment; comment-only lines are dropped.
struct Line {
  int number;
  std::string text;     // before the '#'
  std::string comment;  // after it, trimmed
};
std::vector<Line> content_lines(std::string_view text);

}  // namespace ladder::platform
