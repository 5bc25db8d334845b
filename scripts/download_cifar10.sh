#!/usr/bin/env bash
# Fetches CIFAR-10 (binary version) into data/cifar10/ for users with internet, checking the
# tarball's published MD5 before unpacking.
set -euo pipefail
dest="${1:-data/cifar10}"
url="${CIFAR10_URL:-https://www.cs.toronto.edu/~kriz/cifar-10-binary.tar.gz}"
sum=c32a1d4ab5d03f1284b67883e8d87530
mkdir -p "$dest"
tarball="$dest/cifar-10-binary.tar.gz"
if ! { [ -f "$tarball" ] && echo "$sum  $tarball" | md5sum -c --quiet - 2>/dev/null; }; then
  echo "fetching $url"
  curl -fL --retry 3 -o "$tarball.part" "$url"
  echo "$sum  $tarball.part" | md5sum -c --quiet - || { echo "checksum mismatch" >&2; rm -f "$tarball.part"; exit 1; }
  mv "$tarball.part" "$tarball"
fi
tar -xzf "$tarball" -C "$dest" --strip-components=1
echo "CIFAR-10 is in $dest/ (data_batch_1..5.bin, test_batch.bin)."
