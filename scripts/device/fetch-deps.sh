#!/usr/bin/env bash
# Run HERE (on a Debian machine with apt), before a device check: downloads the build
# dependencies the GPU machine lacks (it has a compiler, CMake, CUDA and Python, but no apt and
# no network) and unpacks them into .device-deps/, which git ignores and the device tool
# carries (run(..., carry=[".device-deps"])): headers, CMake files, and libz and libcrypto for
# a machine without its own (gpu-check.sh links the machine's own when it has them).
set -euo pipefail
cd "$(dirname "$0")/../.."

exclude=.git/info/exclude
grep -qx '/.device-deps/' "$exclude" 2>/dev/null || echo '/.device-deps/' >>"$exclude"

rm -rf .device-deps
mkdir -p .device-deps/debs
(cd .device-deps/debs &&
  apt-get download nlohmann-json3-dev libcli11-dev zlib1g-dev zlib1g libssl-dev libssl3)
for deb in .device-deps/debs/*.deb; do dpkg -x "$deb" .device-deps; done
# Keep headers, CMake/pkg-config files and the two shared libraries gpu-check.sh may link.
lib=.device-deps/usr/lib/x86_64-linux-gnu
mv .device-deps/lib/x86_64-linux-gnu/libz.so.1* "$lib"/
rm -rf .device-deps/debs .device-deps/lib .device-deps/usr/share/doc .device-deps/usr/share/man \
  "$lib"/*.a "$lib"/libz.so "$lib"/libssl* "$lib"/engines-3 "$lib"/ossl-modules
du -sh .device-deps
