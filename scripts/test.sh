#!/usr/bin/env bash
# Runs every test: the Catch2 suite natively under ASan+UBSan, the libFuzzer
# targets for a bounded time, the same suite compiled to WASM under node, the
# node tests of web/api/sg.js, and the browser end-to-end tests in headless
# Chromium.
#
# Two pipelines run side by side, each line prefixed with its name: the
# native one (ASan build, suite, fuzzing) and the WASM one (module, node and
# browser tests, then the suite in WASM). Each has single-threaded stretches
# (links, the last long test, a browser waiting), which the other fills.
# CI allows 20 minutes on two cores; the browser tests alone take longer
# (docs/development.md gives the figures and how to run one area in seconds).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh test
jobs=$(nproc)

native() {
  echo "== native Catch2 suite under AddressSanitizer + UBSan"
  # One clang build serves the suite and the fuzz targets: the core is
  # compiled once, with coverage hooks the suite's runtime ignores. Line
  # tables are all a sanitizer report needs, and build much faster than -g.
  CXX=clang++ cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSG_SANITIZE=ON -DSG_FUZZ=ON \
    -DSG_WERROR=ON "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" >/dev/null
  cmake --build build/asan -j"$jobs"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build/asan --output-on-failure -j"$jobs" --no-tests=error

  echo "== libFuzzer targets (clang, ASan + UBSan), 20 s each, two at a time"
  # Fails on any crash, sanitizer report, leak, timeout or out-of-memory.
  SG_FUZZ_DIR=build/asan SG_FUZZ_JOBS=2 bash scripts/fuzz.sh "${SG_FUZZ_SECONDS:-20}"
}

wasm() {
  echo "== WASM module"
  bash scripts/build-wasm.sh

  echo "== node tests of web/api/sg.js"
  node --test tests/node/

  echo "== browser end-to-end tests (headless Chromium)"
  # Two files at a time: a browser test mostly waits on the page. The
  # screenshots are for a person looking at one area's run, never compared:
  # the whole suite skips them unless SG_SCREENSHOTS=1.
  SG_SCREENSHOTS=${SG_SCREENSHOTS:-0} node --test --test-concurrency=2 tests/e2e/

  echo "== the Catch2 suite compiled to WASM (node)"
  bash scripts/build-wasm.sh --tests
  ctest --test-dir build/wasm --output-on-failure -j"$jobs" --no-tests=error
}

# Runs a pipeline with its name before each line; its status is the pipeline's.
run() {
  set -o pipefail
  "$1" 2>&1 | sed -u "s/^/[$1] /"
}

run native & native_pid=$!
run wasm & wasm_pid=$!
status=0
wait "$native_pid" || { echo "== the native pipeline failed"; status=1; }
wait "$wasm_pid" || { echo "== the WASM pipeline failed"; status=1; }
exit "$status"
