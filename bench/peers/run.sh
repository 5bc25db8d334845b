#!/usr/bin/env bash
# One SGD train step at batch 128, 2 threads each, of each MNIST/CIFAR net: ladder's cpu lowerer,
# ladder's artifact through XLA's CPU plugin, JAX jit of the same net, PyTorch eager and
# torch.compile, and IREE compiling ladder's artifact. Prints a Markdown table; the figures go
# to BUILD_DIR/peers/peers.json as well.
#   bench/peers/run.sh [BUILD_DIR] [--nets mnist-mlp,...] [--steps N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
shift || true
[ -x "$build/peers-venv/bin/python" ] || "$here/setup.sh" "$build"
[ -f "$build/pjrt/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so" ] || "$here/../../scripts/fetch-xla-plugin" "$build"
# Two threads everywhere (PyTorch's and XLA's pools read these at start-up).
export OMP_NUM_THREADS=2 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=2
exec "$build/peers-venv/bin/python" "$here/peers.py" --build "$build" "$@"
