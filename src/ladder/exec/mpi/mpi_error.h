// MPI's return codes as ladder::Error, for the MPI communicator and the key-value store.
#pragma once

#include <mpi.h>

#include <string>

#include "ladder/core/error.h"

namespace ladder::exec {

// Throws ladder::Error("<who>: <what> failed: <MPI's text for rc>") unless rc is MPI_SUCCESS.
inline void check_mpi(int rc, const char* who, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  throw Error(cat(who, ": ", what, " failed: ", std::string(text, static_cast<size_t>(length))));
}

}  // namespace ladder::exec
