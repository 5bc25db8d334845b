#!/usr/bin/env bash
# The PJRT device check, run ON the GPU machine from the repository root:
#
#   scripts/device/gpu-check.sh [OUT_DIR]        (default: runs/platform/<UTC time>-gpu-check)
#
# 1. builds ladder there with the reference and PJRT lowerers only (no oneDNN, BLAS, libtorch
#    or GoogleTest on that machine), from the header-only dependencies carried in
#    .device-deps/ (made here by scripts/device/fetch-deps.sh);
# 2. finds the CUDA plugin of the jax-cuda13-pjrt (or -cuda12) wheel through the image's python3
#    (Python is used only to locate the file; ladder itself never needs it);
# 3. runs `ladder devices`;
# 4. trains mnist-cnn for 50 steps through PJRT (parameters resident, then copied through the
#    host every step) and through the reference lowerer, from the same seed and synthetic
#    batch, comparing the losses (batch 8, so that the float64 reference takes about a minute);
# 5. times ms/step with and without residency at batch 128 (reference: 1 step only).
#
# Everything printed goes to OUT_DIR/gpu-check.log, with devices.txt and the train-check
# tables beside it; the status is 1 when any step failed. From a session with a device:
#   scripts/device/fetch-deps.sh                                   (here)
#   run("scripts/device/gpu-check.sh $OUT/gpu-check", carry=[".device-deps"], timeout_s=600)
# then copy the returned files to runs/platform/<date>-gpu-check/ and commit them. Expect about
# 3 minutes of build and 3 of checks on the 16-core H200 machine.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:-runs/platform/$(date -u +%Y%m%d-%H%M%S)-gpu-check}
mkdir -p "$out"
exec > >(tee -a "$out/gpu-check.log") 2>&1
status=0
step() { echo; echo "== $*"; }
fail() { echo "gpu-check: $*" >&2; [ "$status" -ne 0 ] || status=1; }

step "machine"
date -u
uname -srm
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || fail "nvidia-smi failed"
c++ --version | head -n1
cmake --version | head -n1
python3 --version
git rev-parse HEAD 2>/dev/null && git status --short | head -n 20

step "build: reference + pjrt lowerers"
build=${LADDER_DEVICE_BUILD:-build-device}  # ignored by git, as every build*/
deps=$PWD/.device-deps/usr
flags=(-DCMAKE_BUILD_TYPE=Release -DLADDER_CPU_KERNELS=OFF -DLADDER_TESTS=OFF -DLADDER_BENCH=OFF
       -DLADDER_TORCH_TESTS=OFF)
if [ -d "$deps" ]; then
  flags+=(-DCMAKE_PREFIX_PATH="$deps" -DZLIB_INCLUDE_DIR="$deps/include" -DOPENSSL_INCLUDE_DIR="$deps/include")
  # Link the machine's own libz and libcrypto where it has them; the carried ones otherwise.
  for lib in z:ZLIB_LIBRARY crypto:OPENSSL_CRYPTO_LIBRARY; do
    name=${lib%%:*} var=${lib#*:}
    path=$(ldconfig -p | awk -v n="lib$name.so." '$1 ~ "^"n {print $NF; exit}')
    if [ -z "$path" ]; then
      path=$(ls "$deps"/lib/x86_64-linux-gnu/lib"$name".so.* | head -n1)
      export LD_LIBRARY_PATH=$deps/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    fi
    echo "lib$name: $path"
    flags+=(-D"$var"="$path")
  done
fi
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if ! { cmake -S . -B "$build" "${generator[@]}" "${flags[@]}" &&
       cmake --build "$build" --target ladder -j "$(nproc)"; }; then
  fail "build failed"
  exit "$status"
fi
ladder=$build/ladder

step "plugin, located through python3"
# Prints the plugin's path, then the lib/ folders of the nvidia-* wheels beside it: the CUDA
# libraries the plugin loads, which Python's jax would otherwise put on the search path.
found=$(python3 - <<'PY'
import glob, os, site, sysconfig
dirs = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"], site.getusersitepackages()}
dirs.update(site.getsitepackages())
for name in ("xla_cuda13", "xla_cuda12"):
    for d in sorted(dirs):
        path = os.path.join(d, "jax_plugins", name, "xla_cuda_plugin.so")
        if os.path.exists(path):
            print(path)
            print(":".join(sorted(glob.glob(os.path.join(d, "nvidia", "*", "lib")))))
            raise SystemExit(0)
raise SystemExit("no jax_plugins/xla_cuda1{3,2}/xla_cuda_plugin.so under " + ", ".join(sorted(dirs)))
PY
) || { fail "no CUDA PJRT plugin found"; exit "$status"; }
plugin=$(sed -n 1p <<<"$found")
cuda_libs=$(sed -n 2p <<<"$found")
echo "plugin: $plugin"
echo "nvidia wheel libraries: ${cuda_libs:-none}"
export LADDER_PJRT_PLUGIN=$plugin
[ -n "$cuda_libs" ] && export LD_LIBRARY_PATH=$cuda_libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

step "ladder devices"
"$ladder" devices | tee "$out/devices.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "ladder devices failed"

step "train check: mnist-cnn, 50 steps, batch 8, PJRT vs reference"
"$ladder" devices --train-check mnist-cnn --steps 50 --batch 8 | tee "$out/train-check-batch8.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "train check at batch 8 failed"

step "ms/step with and without residency: mnist-cnn, 50 steps, batch 128"
"$ladder" devices --train-check mnist-cnn --steps 50 --batch 128 --compare-steps 1 |
  tee "$out/train-check-batch128.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "train check at batch 128 failed"

step "done: status $status, record in $out"
exit "$status"
