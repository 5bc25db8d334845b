#include "ladder/core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "ladder/core/error.h"

namespace ladder {

void write_file_atomic(const std::string& path, std::string_view bytes) {
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);

  std::string tmp = path + ".tmp.XXXXXX";
  int fd = mkstemp(tmp.data());
  if (fd < 0) throw Error(cat(path, ": cannot create a temporary file: ", std::strerror(errno)));
  auto fail = [&](const char* what) {
    int err = errno;
    if (fd >= 0) close(fd);
    unlink(tmp.c_str());
    return Error(cat(path, ": ", what, ": ", std::strerror(err)));
  };
  // mkstemp creates the file 0600; what ladder writes are ordinary files others may read.
  if (fchmod(fd, 0644) != 0) throw fail("cannot set permissions");
  for (size_t done = 0; done < bytes.size();) {
    ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw fail("write failed");
    done += static_cast<size_t>(n);
  }
  if (fsync(fd) != 0) throw fail("fsync failed");
  int closed = close(fd);
  fd = -1;
  if (closed != 0) throw fail("close failed");
  if (rename(tmp.c_str(), path.c_str()) != 0) throw fail("cannot rename the temporary file");

  // The rename is durable only once the directory entry is on disk.
  int dir_fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir_fd < 0) throw Error(cat(path, ": cannot open its folder to sync: ", std::strerror(errno)));
  int synced = fsync(dir_fd);
  int err = errno;
  close(dir_fd);
  if (synced != 0) throw Error(cat(path, ": fsync of its folder failed: ", std::strerror(err)));
}

}  // namespace ladder
