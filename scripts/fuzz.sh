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
# Runs one target; its report (or the problem it found) prints when it ends.
run_one() {
  local name=$1 target=$dir/${1}_fuzz seeds=tests/fuzz/corpus/$1 work=$dir/corpus-$1
  mkdir -p "$work"
  # Findings abort with a non-zero exit; the log's last lines say why.
  if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$dir/$name-" "$work" "$seeds" > "$dir/$name.log" 2>&1; then
    tail -40 "$dir/$name.log"
    echo "fuzz.sh: $name found a problem; the input is saved as $dir/$name-*" >&2
    return 1
  fi
  echo "== fuzzed $name for ${seconds}s: $(grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$dir/$name.log" | tr '\n' ' ')corpus: $(ls "$work" | wc -l) inputs"
}

# SG_FUZZ_JOBS targets at a time (one core each); any finding fails the run.
parallel=${SG_FUZZ_JOBS:-1}
failed=0
running=0
for name in "${targets[@]}"; do
  if ((running >= parallel)); then
    wait -n || failed=1
    running=$((running - 1))
  fi
  run_one "$name" &
  running=$((running + 1))
done
while ((running > 0)); do
  wait -n || failed=1
  running=$((running - 1))
done
exit $failed
