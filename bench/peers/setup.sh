#!/usr/bin/env bash
# Creates BUILD_DIR/peers-venv with the pinned peers of bench/peers/requirements.txt.
#   bench/peers/setup.sh [BUILD_DIR]      (default: build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
venv="$build/peers-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q -r "$here/requirements.txt"
# torchvision for torchvision_check.py: its newest wheel pins the torch before 2.15; its models
# need nothing of torch's that changed, so it goes in without its dependencies.
"$venv/bin/pip" install -q --no-deps torchvision==0.29.2 pillow==13.0.0 safetensors==0.8.0
"$venv/bin/pip" freeze | grep -iE '^(jax|jaxlib|torch|torchvision|iree-base-compiler|iree-base-runtime)==' > "$venv/PINNED"
echo "peers installed in $venv:"; sed 's/^/  /' "$venv/PINNED"
