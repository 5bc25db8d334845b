#!/usr/bin/env bash
# The set-up a user meets: `make mnist` installs only the build tier of scripts/deps.txt, and a
# tree configured without the test tier's packages still configures and has the CLI to build,
# leaving the tests, the oracle and the benchmarks out with a note; `make test` (which requires
# them) fails naming the missing package instead.
#   deps_tiers_test.sh SOURCE_DIR
set -euo pipefail
source=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

build_tier=$("$source/scripts/install-deps" --list build)
test_tier=$("$source/scripts/install-deps" --list test)
[ -n "$build_tier" ] && [ -n "$test_tier" ] || fail "a tier of deps.txt is empty"
for p in libgtest-dev libbenchmark-dev libtorch-dev mlir-19-tools clang-14; do
  grep -qx "$p" <<<"$test_tier" || fail "$p is not in the test tier"
  ! grep -qx "$p" <<<"$build_tier" || fail "$p, needed by tests only, is in the build tier"
done
for p in libdnnl-dev libpng-dev libjpeg-dev dataset-fashion-mnist; do
  grep -qx "$p" <<<"$build_tier" || fail "$p, needed to build or train, is not in the build tier"
done
! "$source/scripts/install-deps" --list nonsense 2>/dev/null || fail "an unknown tier was accepted"

# make mnist asks for the build tier alone; make test for both.
mnist=$(make -s -n -C "$source" BUILD="$work/b" mnist)
grep -q "install-deps build$" <<<"$mnist" || fail "make mnist does not install the build tier: $mnist"
! grep -q "install-deps.*test" <<<"$mnist" || fail "make mnist installs the test tier"
grep -q "install-deps build test" <<<"$(make -s -n -C "$source" BUILD="$work/b" test)" ||
  fail "make test does not install the test tier"

# Without the test tier's packages: configures, leaves the tests out, can build the CLI.
hide=(-DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_Torch=ON
      -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
cmake -S "$source" -B "$work/b" -G Ninja "${hide[@]}" >"$work/log" 2>&1 || { cat "$work/log"; fail "configuring failed"; }
grep -q "GTest not found: the tests are left out" "$work/log" || fail "no note that the tests are left out"
# (Listed once into a variable: `ninja ... | grep -q` fails under pipefail whenever grep stops
# reading first and ninja dies of SIGPIPE.)
targets=$(ninja -C "$work/b" -t targets all)
grep -q "^ladder:" <<<"$targets" || fail "no ladder target"
! grep -q "_tests:" <<<"$targets" || fail "test targets without GoogleTest"
# Under make test's LADDER_REQUIRE_TEST_DEPS, the missing package is named.
if cmake -S "$source" -B "$work/c" -G Ninja "${hide[@]}" -DLADDER_REQUIRE_TEST_DEPS=ON >"$work/log2" 2>&1; then
  fail "configuring succeeded without GoogleTest under LADDER_REQUIRE_TEST_DEPS"
fi
grep -q "GTest not found" "$work/log2" || fail "the error does not name GTest"
echo "deps tiers: build tier alone builds the CLI; the test tier is required only by make test"
