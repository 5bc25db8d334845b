#!/usr/bin/env bash
# One SGD train step at batch 128, 2 threads each, of each MNIST/CIFAR net: ladder's cpu lowerer,
# ladder's artifact through XLA's CPU plugin, JAX jit of the same net, PyTorch eager and
# torch.compile, and IREE compiling ladder's artifact. Prints a Markdown table; the figures go
# to BUILD_DIR/peers/peers.json as well. About 5 minutes on 2 cores, plus a one-time set-up.
#   bench/peers/run.sh [BUILD_DIR] [--nets mnist-mlp,...] [--steps N]      (BUILD_DIR: build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=build
if [ $# -gt 0 ] && [[ $1 != -* ]]; then build=$1; shift; fi
[ -x "$build/ladder" ] || { echo "run.sh: no $build/ladder; build ladder first (or pass BUILD_DIR)" >&2; exit 2; }
[ -x "$build/peers-venv/bin/iree-benchmark-module" ] || "$here/setup.sh" "$build"
[ -f "$build/pjrt/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so" ] || "$here/../../scripts/fetch-xla-plugin" "$build"
# Two threads everywhere: ladder --threads 2, torch.set_num_threads(2) and IREE's
# --task_topology_max_group_count=2 inside peers.py; the thread pools of PyTorch, OpenMP and MKL
# read these at start-up. XLA (JAX and the PJRT plugin) sizes its pools by the CPUs the process
# may use, so every peer runs pinned to two CPUs: the first two it is allowed.
export OMP_NUM_THREADS=2 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=2
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
cpus=$("$build/peers-venv/bin/python" -c 'import os; print(",".join(map(str, sorted(os.sched_getaffinity(0))[:2])))')
exec taskset -c "$cpus" "$build/peers-venv/bin/python" "$here/peers.py" --build "$build" "$@"
