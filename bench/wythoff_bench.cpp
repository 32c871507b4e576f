// The Wythoff SG table through sg::grundy_table (the call behind sg.table()):
//
//   wythoff_bench [n]      n x n cells, 2048 by default
//
// Prints one RESULT line (bench_clock.hpp), best of 3; the checksum is
// FNV-1a over the row-major values.
#include <cstdio>
#include <string>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "sg/table.hpp"

using namespace sg::bench;

int main(int argc, char** argv) {
  const std::uint64_t n = arg_or(argc, argv, 1, 2048);
  std::uint32_t checksum = 0;
  const Timing s = best_of(3, checksum, [&] {
    auto table = sg::grundy_table("wythoff", n, n);
    if (!table.ok()) fail(table.error().what());
    return fnv1a(table->values.data(), table->values.size());
  });
  print_result("wythoff-" + std::to_string(n), s, checksum, std::to_string(n * n) + " cells");
  return 0;
}
