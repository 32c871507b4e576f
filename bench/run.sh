#!/usr/bin/env bash
# The benchmark suite (bench/run.mjs): `bash bench/run.sh [--quick] [group...]`.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node bench/run.mjs "$@"
