// Games defined in the rule language, valued by the engine's interpreter,
// and the "which game is this?" lookup:
//
//   defined_bench wyt [n]           the n x n table of wyt (the issue's
//                                   Wythoff definition); checksum = wythoff_bench's
//   defined_bench lask [n]          lask's sequence of n values (splits)
//   defined_bench squares [n]       squares's sequence of n values
//   defined_bench identify-kayles [n]  identify Kayles's first n values (the
//                                   candidates that survive longest)
//   defined_bench identify-short    identify "0 1" (1,000 and more matches)
//
// Each run defines the game afresh, so no value is memoised from the run
// before. Prints one RESULT line (bench_clock.hpp), best of 3.
#include <cstdio>
#include <string>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "sg/define.hpp"
#include "sg/identify.hpp"
#include "sg/sequence.hpp"
#include "sg/table.hpp"

using namespace sg::bench;

namespace {

constexpr const char* kWyt =
    "game wyt(a, b)\n"
    "  (a - k, b)      for k in 1..a\n"
    "  (a, b - k)      for k in 1..b\n"
    "  (a - k, b - k)  for k in 1..min(a, b)\n";
constexpr const char* kLask =
    "game lask(n)\n"
    "  n - k           for k in 1..n\n"
    "  x + (n - x)     for x in 1..n-1\n";
constexpr const char* kSquares =
    "game squares(n)\n"
    "  n - k*k         for k in 1..n  if k*k <= n\n";

void define(const char* source) {
  sg::forget_defined_games();
  auto r = sg::define_game(source);
  if (!r.ok()) fail(r.error().what());
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "wyt";
  std::uint32_t checksum = 0;
  if (what == "wyt") {
    const std::uint64_t n = arg_or(argc, argv, 2, 256);
    const Timing t = best_of(3, checksum, [&] {
      define(kWyt);
      auto table = sg::grundy_table("wyt", n, n);
      if (!table.ok()) fail(table.error().what());
      return fnv1a(table->values.data(), table->values.size());
    });
    print_result("defined-wyt-" + std::to_string(n), t, checksum, std::to_string(n * n) + " positions");
  } else if (what == "lask" || what == "squares") {
    const std::uint64_t n = arg_or(argc, argv, 2, what == "lask" ? 2048 : 100000);
    const Timing t = best_of(3, checksum, [&] {
      define(what == "lask" ? kLask : kSquares);
      auto s = sg::grundy_sequence(what, n);
      if (!s.ok()) fail(s.error().what());
      return fnv1a(s->values.data(), s->values.size());
    });
    print_result("defined-" + what + "-" + std::to_string(n), t, checksum, std::to_string(n) + " values");
  } else if (what == "identify-kayles" || what == "identify-short") {
    std::vector<std::uint32_t> values{0, 1};
    if (what == "identify-kayles") {
      auto s = sg::grundy_sequence("kayles", arg_or(argc, argv, 2, 4096));
      if (!s.ok()) fail(s.error().what());
      values = s->values;
    }
    std::size_t matches = 0;
    const Timing t = best_of(3, checksum, [&] {
      auto id = sg::identify_sequence(values);
      if (!id.ok()) fail(id.error().what());
      matches = id->matches.size();
      std::string rules;
      for (const auto& m : id->matches) rules += m.rule + ' ';
      std::vector<std::uint32_t> bytes(rules.begin(), rules.end());
      return fnv1a(bytes.data(), bytes.size());
    });
    print_result(what + "-" + std::to_string(values.size()), t, checksum,
                 std::to_string(values.size()) + " values, " + std::to_string(matches) + " matches");
  } else {
    fail("usage: defined_bench wyt|lask|squares|identify-kayles|identify-short [n]");
  }
  return 0;
}
