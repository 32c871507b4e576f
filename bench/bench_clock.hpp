#pragma once
// Timing and the one result line every bench prints, which bench/run.mjs
// reads:
//
//   RESULT <workload> <wall seconds> <cpu seconds> <checksum> <free text>
//
// Both the wall time and the CPU time of the thread doing the timed work,
// each the best of `runs` repetitions. On a machine shared with other jobs
// the CPU time is the figure that says what the work costs, so the run
// script compares those. It is the calling thread's time, not the
// process's: under node, V8 compiles WebAssembly to optimised code and
// collects garbage on background threads while the work runs, which a
// browser does on other cores too, and counting them made short WASM
// workloads look up to 1.5x slower than their wall time. Emscripten backs
// std::clock() and CLOCK_PROCESS_CPUTIME_ID with wall time, and node 20 has
// no thread CPU clock; the first field of /proc/thread-self/schedstat (ns
// this thread ran) only moves at scheduler ticks, 4 ms here, which made a
// 3 ms run read 0 or 4.5 ms. So under node the figure is the wall time
// minus the second field, the time the thread waited to run (Linux
// accounts it exactly, when the thread gets the CPU back): a bench never
// sleeps or waits for input, so that is the time it ran, to microseconds.
// Without Linux's /proc/thread-self: process.cpuUsage() (user + system of
// the whole process).

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// Microseconds the thread running the module has run (see above): only
// differences of two readings mean anything.
EM_JS(double, bench_node_cpu_us, (), {
  try {
    const waited = Number(require('fs').readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]);
    return Number(process.hrtime.bigint()) / 1000 - waited / 1000;
  } catch (e) {
    const u = process.cpuUsage();
    return u.user + u.system;
  }
});
#endif

namespace sg::bench {

inline double cpu_seconds() {
#ifdef __EMSCRIPTEN__
  return bench_node_cpu_us() / 1e6;
#else
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
#endif
}

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

struct Timing {
  double wall = 1e300, cpu = 1e300;
};

// Calls `work()` `runs` times; returns the fastest wall and CPU times in
// seconds. `work` returns the checksum of what it computed (last run's kept).
template <class Work>
Timing best_of(int runs, std::uint32_t& checksum, Work&& work) {
  Timing best;
  for (int r = 0; r < runs; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = cpu_seconds();
    checksum = work();
    const double cpu = cpu_seconds() - c0, wall = seconds_since(t0);
    if (wall < best.wall) best.wall = wall;
    if (cpu < best.cpu) best.cpu = cpu;
  }
  return best;
}

inline void print_result(const std::string& workload, Timing t, std::uint32_t checksum, const std::string& note) {
  std::printf("RESULT %s %.6f %.6f %08x %s\n", workload.c_str(), t.wall, t.cpu, checksum, note.c_str());
  std::fflush(stdout);
}

[[noreturn]] inline void fail(const std::string& why) {
  std::printf("FAILED %s\n", why.c_str());
  std::fflush(stdout);
  std::exit(1);
}

// argv[i] as a number, or `fallback` when absent.
inline std::uint64_t arg_or(int argc, char** argv, int i, std::uint64_t fallback) {
  return argc > i ? std::strtoull(argv[i], nullptr, 10) : fallback;
}

}  // namespace sg::bench
