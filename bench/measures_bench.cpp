// Reach of the remoteness / suspense search (every: compounds): the largest
// Kayles row and Grundy heap decided within a CPU-second budget, found by
// growing the heap one at a time (each step's time includes parsing and the
// whole analysis, with a fresh search).
//
//   measures_bench kayles [budget ms]   every: kayles n, n = 1, 2, ...
//   measures_bench grundy [budget ms]   every: grundy n
//
// Prints one RESULT line (bench_clock.hpp) for the largest n within the
// budget (default 1000 ms); the checksum covers its remoteness and suspense.
#include <cstdio>
#include <string>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "sg/analysis.hpp"

using namespace sg::bench;

int main(int argc, char** argv) {
  const std::string family = argc > 1 ? argv[1] : "kayles";
  if (family != "kayles" && family != "grundy") fail("usage: measures_bench kayles|grundy [budget ms]");
  const double budget = static_cast<double>(arg_or(argc, argv, 2, 1000)) / 1000;
  std::uint64_t reached = 0;
  Timing at_reach;
  std::uint32_t checksum = 0;
  for (std::uint64_t n = 1;; ++n) {
    const std::string text = "every: " + family + " " + std::to_string(n);
    std::uint32_t sum = 0;
    bool ok = true;
    const Timing t = best_of(1, sum, [&]() -> std::uint32_t {
      auto a = sg::analyze(text);
      if (!a.ok() || !a->components[0].remoteness) {
        ok = false;
        return 0;
      }
      const std::uint32_t words[] = {static_cast<std::uint32_t>(*a->components[0].remoteness),
                                     static_cast<std::uint32_t>(*a->components[0].suspense)};
      return fnv1a(words, 2);
    });
    if (!ok || t.cpu > budget) break;
    reached = n, at_reach = t, checksum = sum;
  }
  print_result("measures-" + family, at_reach, checksum,
               "every: " + family + " " + std::to_string(reached) + " is the largest decided within " +
                   std::to_string(static_cast<int>(budget * 1000)) + " ms");
  return 0;
}
