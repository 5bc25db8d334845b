#!/usr/bin/env bash
# Peak resident memory of `ladder train mnist-cnn` (issue 5: must stay under 1 GiB), measured by
# GNU time (/usr/bin/time -v, Debian package `time`) over 100 steps and the test-set evaluations:
# first on generated data, then on the real data set (Fashion-MNIST from Debian, or data/mnist/),
# which the trainer loads whole before the first step, so 100 steps reach a full epoch's peak.
#   scripts/bench-mnist-memory.sh [path/to/ladder]      (default: build/ladder)
# Exits 1 when a run fails or goes over the limit.
set -euo pipefail
ladder="${1:-build/ladder}"
limit_kib=$((1024 * 1024))
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 1; }
[ -x "$ladder" ] || { echo "$ladder: no such executable (build the ladder target first)" >&2; exit 1; }
runs="$(mktemp -d)"
trap 'rm -rf "$runs"' EXIT
status=0
for data in synthetic real; do
  # --synthetic generates 20 batches, so its 100 steps span 5 epochs; the real set's, one.
  flags=(--epochs 5 --max-steps 100 --fresh --run-dir "$runs/$data")
  [ "$data" = synthetic ] && flags+=(--synthetic)
  if ! /usr/bin/time -v -o "$runs/time-$data.txt" "$ladder" train mnist-cnn "${flags[@]}" \
      > "$runs/log-$data.txt" 2>&1; then
    echo "ladder train mnist-cnn ${flags[*]} failed:" >&2
    tail -5 "$runs/log-$data.txt" >&2
    exit 1
  fi
  kib=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$runs/time-$data.txt")
  verdict=ok
  if [ "$kib" -ge "$limit_kib" ]; then verdict="OVER 1 GiB"; status=1; fi
  dataset=$(grep -m1 -o ' on [^ ]* \[[^]]*\]' "$runs/log-$data.txt" || true)
  awk -v d="$data" -v k="$kib" -v v="$verdict" -v s="$dataset" \
    'BEGIN { printf "mnist-cnn, %-9s 100 steps%s: peak RSS %.1f MiB (%s)\n", d, s, k / 1024, v }'
done
exit $status
