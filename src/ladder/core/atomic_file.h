// Whole-file writes that a reader (or a crash) never sees half done.
#pragma once

#include <string>
#include <string_view>

namespace ladder {

// Writes `bytes` to a temporary file in `path`'s folder, fsyncs it, renames it over `path`
// and fsyncs the folder, so `path` holds either the old or the new contents. Throws
// ladder::Error naming `path` and the step that failed.
void write_file_atomic(const std::string& path, std::string_view bytes);

}  // namespace ladder
