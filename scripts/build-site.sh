#!/usr/bin/env bash
# Builds the static site into dist/ (or $1): the pages, the ES modules
# (minified), the WASM engine and the vendored libraries with their licence
# texts. Any static host serves dist/ as it is, at its root or a sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh build
echo "== building the WASM module"
bash scripts/build-wasm.sh
echo "== writing ${1:-dist}/"
node scripts/site-files.mjs "${1:-dist}"
