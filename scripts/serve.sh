#!/usr/bin/env bash
# Builds the playground and serves it on 127.0.0.1 (PORT, default 8000).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh build
echo "== building the WASM module"
bash scripts/build-wasm.sh
exec node scripts/static-server.mjs --port "${PORT:-8000}"
