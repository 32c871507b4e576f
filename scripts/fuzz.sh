#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz/ (clang, ASan + UBSan) and runs
# each for a bounded time on its seed corpus (tests/fuzz/corpus/<name>/) plus
# a working corpus kept in the build directory between runs.
# Usage: fuzz.sh [seconds per target, default 30] [target names...]
# Any crash, sanitizer report, leak, timeout (> 10 s on one input) or
# out-of-memory (> 2048 MB) stops it with a non-zero exit and the log's tail.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
dir=${SG_FUZZ_DIR:-build-fuzz}
if [[ ! -f $dir/CMakeCache.txt ]]; then
  CXX=clang++ cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSG_FUZZ=ON -DSG_SANITIZE=ON \
    -DSG_TESTS=OFF -DSG_WERROR=ON >/dev/null
fi
cmake --build "$dir" -j"$(nproc)"
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for t in tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$t" _fuzz.cpp)"); done
fi
for name in "${targets[@]}"; do
  target=$dir/${name}_fuzz
  seeds=tests/fuzz/corpus/$name
  work=$dir/corpus-$name
  mkdir -p "$work"
  echo "== fuzzing $name for ${seconds}s"
  # Findings abort with a non-zero exit; the log's last lines say why.
  if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$dir/$name-" "$work" "$seeds" > "$dir/$name.log" 2>&1; then
    tail -40 "$dir/$name.log"
    echo "fuzz.sh: $name found a problem; the input is saved as $dir/$name-*" >&2
    exit 1
  fi
  grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$dir/$name.log" | tr '\n' ' '
  echo "corpus: $(ls "$work" | wc -l) inputs"
done
