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
"$venv/bin/pip" freeze | grep -iE '^(jax|jaxlib|torch|iree-base-compiler|iree-base-runtime)==' > "$venv/PINNED"
echo "peers installed in $venv:"; sed 's/^/  /' "$venv/PINNED"
