#!/usr/bin/env bash
# Fetches Imagenette (fast.ai's 10-class subset of ImageNet; the 320-pixel version by default,
# IMAGENETTE_SIZE=full or 160 for the others) into data/imagenette/ for users with internet:
# train/<synset>/*.JPEG and val/<synset>/*.JPEG, the layout `ladder train` reads for 224x224
# nets. No checksum is published for these archives, so the unpacked folders are checked
# instead: ten class folders in each split.
set -euo pipefail
dest="${1:-data/imagenette}"
case "${IMAGENETTE_SIZE:-320}" in
  full) name=imagenette2 ;;
  320) name=imagenette2-320 ;;
  160) name=imagenette2-160 ;;
  *) echo "IMAGENETTE_SIZE must be full, 320 or 160" >&2; exit 2 ;;
esac
url="${IMAGENETTE_URL:-https://s3.amazonaws.com/fast-ai-imageclas/$name.tgz}"
mkdir -p "$dest"
tarball="$dest/$name.tgz"
if ! { [ -f "$tarball" ] && gzip -t "$tarball" 2>/dev/null; }; then
  echo "fetching $url"
  curl -fL --retry 3 -o "$tarball.part" "$url"
  gzip -t "$tarball.part" || { echo "$url: not a complete gzip archive" >&2; rm -f "$tarball.part"; exit 1; }
  mv "$tarball.part" "$tarball"
fi
tar -xzf "$tarball" -C "$dest" --strip-components=1
for split in train val; do
  n=$(find "$dest/$split" -mindepth 1 -maxdepth 1 -type d | wc -l)
  [ "$n" -eq 10 ] || { echo "$dest/$split: $n class folders, expected 10" >&2; exit 1; }
done
echo "Imagenette is in $dest/ (train/, val/; $(find "$dest/train" -name '*.JPEG' | wc -l) training images)."
echo "The first run decodes it once into $dest/.ladder-cache/."
