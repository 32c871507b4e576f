#!/usr/bin/env bash
# Runs every test: the Catch2 suite natively under ASan+UBSan, the libFuzzer
# targets for a bounded time, the same suite compiled to WASM under node, the
# node tests of web/api/sg.js, and the browser end-to-end tests in headless
# Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh test
jobs=$(nproc)

echo "== native Catch2 suite under AddressSanitizer + UBSan"
# One clang build serves the suite and the fuzz targets: the core is
# compiled once, with coverage hooks the suite's runtime ignores.
CXX=clang++ cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSG_SANITIZE=ON -DSG_FUZZ=ON \
  -DSG_WERROR=ON >/dev/null
cmake --build build/asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/asan --output-on-failure -j"$jobs"

echo "== libFuzzer targets (clang, ASan + UBSan), 20 s each"
# Fails on any crash, sanitizer report, leak, timeout or out-of-memory.
SG_FUZZ_DIR=build/asan bash scripts/fuzz.sh "${SG_FUZZ_SECONDS:-20}"

echo "== WASM module and the Catch2 suite compiled to WASM (node)"
bash scripts/build-wasm.sh --tests
ctest --test-dir build/wasm --output-on-failure -j"$jobs"

echo "== node tests of web/api/sg.js"
node --test tests/node/

echo "== browser end-to-end tests (headless Chromium)"
# Two files at a time: a browser test mostly waits, and the suite must fit
# CI's 30 minutes on two cores.
node --test --test-concurrency=2 tests/e2e/
