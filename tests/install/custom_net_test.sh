#!/usr/bin/env bash
# ladder as a library, as a user meets it: install the built tree into a fresh prefix, build
# examples/custom_net against that prefix alone (find_package(ladder)), and train its own net 20
# steps through ladder's trainer. Fails if the installed package points back into the source or
# build tree, or the run directory lacks what `ladder train` writes.
#   custom_net_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
source=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
if grep -rlE "$source/src|$build" "$work/prefix/lib/cmake/ladder"; then
  echo "FAIL: the installed CMake package names the source or build tree (above)" >&2
  exit 1
fi
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$source/examples/custom_net" -B "$work/build" "${generator[@]}" \
  -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/build" >/dev/null
if grep -q -- "-I$source/src" "$work/build/build.ninja" "$work/build/CMakeFiles"/*.dir/flags.make 2>/dev/null; then
  echo "FAIL: the example compiled against ladder's source tree, not the installed headers" >&2
  exit 1
fi

data=()
[ -d /usr/share/datasets/fashion-mnist ] || data=(--synthetic)
CI=true "$work/build/custom_net" --max-steps 20 --run-dir "$work/run" "${data[@]}" | tee "$work/out"
for f in config.json epochs.tsv final.json checkpoint.safetensors train_step.mlir train.log; do
  [ -s "$work/run/$f" ] || { echo "FAIL: the run directory has no $f" >&2; exit 1; }
done
grep -q '"net": "residual-cnn"' "$work/run/final.json" || { echo "FAIL: final.json is not residual-cnn's" >&2; exit 1; }
grep -q '@residual_cnn_momentum_train_step' "$work/run/train_step.mlir" ||
  { echo "FAIL: the artifact has no @residual_cnn_momentum_train_step" >&2; exit 1; }
grep -q "after 20 steps" "$work/out" || { echo "FAIL: custom_net did not train 20 steps" >&2; exit 1; }
echo "custom_net built against the installed ladder and trained 20 steps"
