#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for a
# bounded time. Usage: fuzz.sh [seconds per target, default 30]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
dir=build/fuzz
if [[ ! -f $dir/CMakeCache.txt ]]; then
  CXX=clang++ cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSG_FUZZ=ON -DSG_SANITIZE=ON \
    -DSG_TESTS=OFF -DSG_WERROR=ON >/dev/null
fi
cmake --build "$dir" -j"$(nproc)"
for target in "$dir"/*_fuzz; do
  name=$(basename "$target" _fuzz)
  seeds=tests/fuzz/corpus/$name
  work=$dir/corpus-$name
  mkdir -p "$work"
  echo "== fuzzing $name for ${seconds}s"
  # Findings abort with a non-zero exit; the log's last lines say why.
  if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
      "$work" "$seeds" > "$dir/$name.log" 2>&1; then
    tail -40 "$dir/$name.log"
    exit 1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$dir/$name.log" | tr '\n' ' '
  echo
done
