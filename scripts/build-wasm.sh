#!/usr/bin/env bash
# Builds the WASM module into web/api/wasm/ (and, with --tests, the Catch2 suite
# compiled to WASM). Incremental: fast when nothing changed.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build/wasm
# Two builds at once would interleave writes into web/api/wasm/; take turns.
mkdir -p build
exec 9>build/.wasm-build.lock
flock 9
if [[ ! -f $dir/CMakeCache.txt ]]; then
  # emcmake's default test emulator passes a flag node 20 rejects.
  emcmake cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DSG_WERROR=ON \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node);--no-experimental-fetch" >/dev/null
fi
if [[ "${1:-}" == --tests ]]; then
  cmake --build "$dir" -j"$(nproc)"
else
  cmake --build "$dir" -j"$(nproc)" --target sg_module
fi
