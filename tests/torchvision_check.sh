#!/usr/bin/env bash
# ctest's Torchvision.ImagenetteNetsMatchTorchvisionModels: bench/peers/torchvision_check.py
# under Debian's python3 (python3-torchvision, the test tier) with safetensors from
# BUILD_DIR/pylib (scripts/fetch-test-pylib). Exits 77 (ctest: skipped) saying what is missing.
#   tests/torchvision_check.sh BUILD_DIR      (from the source tree)
set -uo pipefail
build=$1
pylib="$build/pylib"
if [ -f "$pylib/UNAVAILABLE" ]; then
  echo "skipped: $(cat "$pylib/UNAVAILABLE")"
  exit 77
fi
if [ ! -d "$pylib/safetensors" ]; then
  echo "skipped: safetensors is not in $pylib (scripts/fetch-test-pylib $build fetches it; make test runs it)"
  exit 77
fi
python=/usr/bin/python3  # Debian's, where python3-torchvision lands (not a pyenv or venv python3)
if ! "$python" -c "import torchvision" 2> /dev/null; then
  echo "skipped: python3 cannot import torchvision (scripts/install-deps build test installs python3-torchvision)"
  exit 77
fi
PYTHONPATH="$pylib" OMP_NUM_THREADS=2 exec "$python" bench/peers/torchvision_check.py --build "$build"
