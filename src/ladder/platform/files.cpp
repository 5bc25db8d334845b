#include "ladder/platform/files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"

namespace ladder::platform {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  LADDER_CHECK(in, path, ": cannot open for reading");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool file_exists(const std::string& path) { return std::filesystem::is_regular_file(path); }

void write_file(const std::string& path, std::string_view text) {
  std::filesystem::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path(), ec);
  LADDER_CHECK(!ec, target.parent_path().string(), ": cannot create the folder (", ec.message(), ")");
  write_file_atomic(path, text);
}

std::vector<std::string> split(std::string_view text, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t end = text.find(separator, start);
    parts.emplace_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i) text += (i ? std::string(separator) : "") + parts[i];
  return text;
}

std::string_view trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

std::vector<Line> content_lines(std::string_view text) {
  std::vector<Line> lines;
  int number = 0;
  for (const std::string& raw : split(text, '\n')) {
    ++number;
    std::string_view line = raw, comment;
    if (size_t hash = line.find('#'); hash != std::string_view::npos) {
      comment = trim(line.substr(hash + 1));
      line = line.substr(0, hash);
    }
    if (!trim(line).empty()) lines.push_back({number, std::string(line), std::string(comment)});
  }
  return lines;
}

}  // namespace ladder::platform
