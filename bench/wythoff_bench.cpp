// Times the Wythoff SG table (2048 x 2048 by default; `wythoff_bench N` for
// N x N), prints the time and a checksum so the work cannot be optimised away.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "sg/table.hpp"

int main(int argc, char** argv) {
  const std::uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2048;
  const int runs = 5;
  double best_ms = 1e300;
  std::uint64_t checksum = 0;
  for (int run = 0; run < runs; ++run) {
    const auto start = std::chrono::steady_clock::now();
    auto table = sg::grundy_table("wythoff", n, n);
    const auto stop = std::chrono::steady_clock::now();
    if (!table.ok()) {
      std::fprintf(stderr, "%s\n", table.error().what().c_str());
      return 1;
    }
    checksum = 0;
    for (std::uint32_t v : table->values) checksum = checksum * 31 + v;
    const double ms = std::chrono::duration<double, std::milli>(stop - start).count();
    if (ms < best_ms) best_ms = ms;
  }
  std::printf("wythoff table %llux%llu: best of %d runs %.1f ms, checksum %llu\n",
              static_cast<unsigned long long>(n), static_cast<unsigned long long>(n), runs, best_ms,
              static_cast<unsigned long long>(checksum));
  return 0;
}
