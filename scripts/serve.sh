#!/usr/bin/env bash
# Serves the playground on 127.0.0.1 (PORT, default 8000).
#   scripts/serve.sh         builds the site (scripts/build-site.sh) and serves dist/
#   scripts/serve.sh --dev   serves the sources as they are (edit, reload);
#                            only the WASM module is built
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == --dev ]]; then
  bash scripts/ensure-deps.sh build
  echo "== building the WASM module"
  bash scripts/build-wasm.sh
  exec node scripts/static-server.mjs --port "${PORT:-8000}" --root .
fi
bash scripts/build-site.sh dist
exec node scripts/static-server.mjs --port "${PORT:-8000}" --root dist
