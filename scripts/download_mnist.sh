#!/usr/bin/env bash
# Fetches the real MNIST digits into data/mnist/ (for users with internet; ladder's default
# data, Fashion-MNIST, comes from Debian's dataset-fashion-mnist package and needs no download).
# Each file is checked against its published MD5 before it is kept.
set -euo pipefail
dest="${1:-data/mnist}"
base="${MNIST_MIRROR:-https://ossci-datasets.s3.amazonaws.com/mnist}"
declare -A md5=(
  [train-images-idx3-ubyte.gz]=f68b3c2dcbeaaa9fbdd348bbdeb94873
  [train-labels-idx1-ubyte.gz]=d53e105ee54ea40749a09fcbcd1e9432
  [t10k-images-idx3-ubyte.gz]=9fb629c4189551a2d022fa330f9573f3
  [t10k-labels-idx1-ubyte.gz]=ec29112dd5afa0611ce80d1b7f02629c
)
mkdir -p "$dest"
for f in "${!md5[@]}"; do
  if [ -f "$dest/$f" ] && echo "${md5[$f]}  $dest/$f" | md5sum -c --quiet - 2>/dev/null; then
    echo "$dest/$f: present, checksum ok"; continue
  fi
  echo "fetching $base/$f"
  curl -fL --retry 3 -o "$dest/$f.part" "$base/$f"
  echo "${md5[$f]}  $dest/$f.part" | md5sum -c --quiet - || { echo "checksum mismatch for $f" >&2; rm -f "$dest/$f.part"; exit 1; }
  mv "$dest/$f.part" "$dest/$f"
done
echo "MNIST is in $dest/; ladder uses it instead of Fashion-MNIST from now on."
