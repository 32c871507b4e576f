// The board families' search (Node Kayles, Cram, Chomp) through sg::analyze,
// each on an empty memo, with the memo's counters:
//
//   board_bench cram R C            Cram on an R x C board
//   board_bench chomp R C           Chomp on an R x C rectangle
//   board_bench nodekayles N P S    Node Kayles on a random graph: N vertices,
//                                   each edge with probability P percent,
//                                   seed S (Mulberry32, as in scenarios.hpp)
//   board_bench cram-eq R C [S]     Cram on an R x C board by tests
//                                   "G = v?" (cram_value.hpp), regions of up
//                                   to S cells (14) by the full search
//   board_bench cram-reach R [ms] [C]  the largest R x C board whose regions
//                                   the search values within the CPU budget
//                                   (default 10000 ms), C = 1, 2, ... (up to
//                                   C when given: the other side's reach, so
//                                   that a slower side need not run past it);
//                                   boards the mirror strategy decides are
//                                   searched all the same
//
// Prints one RESULT line (bench_clock.hpp); the checksum covers the value
// and the number of states, so both sides must have searched alike. The note
// gives the states, the memo's hit rate and the states per CPU second.
#include <cstdio>
#include <string>
#include <vector>

#include "bench_clock.hpp"
#include "families/boards/board_memo.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/cram/cram_board.hpp"
#include "families/boards/cram/cram_value.hpp"
#include "scenarios.hpp"
#include "sg/analysis.hpp"

using namespace sg::bench;

namespace {

struct Searched {
  std::uint64_t value = 0, states = 0, lookups = 0, hits = 0;
};

// One analysis on an empty memo.
Searched analyse(const std::string& text) {
  sg::BoardMemo& memo = sg::board_memo();
  memo.clear();
  memo.counters = {};
  sg::cram_test_table().clear();
  auto a = sg::analyze(text);
  if (!a.ok()) fail(text + ": " + a.error().what());
  if (!a->grundy) fail(text + ": no value (" + a->decided_by.en() + ")");
  return {*a->grundy, memo.counters.inserts, memo.counters.lookups, memo.counters.hits};
}

// A Cram board's regions valued by the search itself, even where the mirror
// strategy would answer without it.
Searched search_cram(std::uint32_t rows, std::uint32_t cols, bool& ok) {
  sg::BoardMemo& memo = sg::board_memo();
  memo.clear();
  memo.counters = {};
  const sg::CramGeometry g = sg::CramGeometry::of(rows, cols);
  std::vector<std::uint64_t> regions;
  g.regions(g.all, regions);
  auto v = sg::search_values(sg::CramSearchGame{g}, regions, "the board");
  ok = v.ok();
  Searched s{0, memo.counters.inserts, memo.counters.lookups, memo.counters.hits};
  if (ok)
    for (sg::Nimber x : *v) s.value ^= x;
  return s;
}

std::string note(const std::string& what, const Searched& s, const Timing& t) {
  char rate[160];
  std::snprintf(rate, sizeof rate, "; %llu states, memo hit rate %.1f%% of %llu lookups, %.0f states/s",
                static_cast<unsigned long long>(s.states), s.lookups ? 100.0 * static_cast<double>(s.hits) / static_cast<double>(s.lookups) : 0.0,
                static_cast<unsigned long long>(s.lookups), static_cast<double>(s.states) / t.cpu);
  return what + " = " + std::to_string(s.value) + rate;
}

std::uint32_t checksum(const Searched& s) {
  const std::uint32_t words[] = {static_cast<std::uint32_t>(s.value), static_cast<std::uint32_t>(s.states)};
  return fnv1a(words, 2);
}

std::string random_graph(std::uint32_t n, std::uint32_t percent, std::uint32_t seed) {
  Mulberry32 rng(seed);
  std::string text = "nodekayles(";
  std::vector<bool> touched(n);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = u + 1; v < n; ++v)
      if (rng.below(100) < percent) {
        text += (text.back() == '(' ? "" : ",") + std::to_string(u) + "-" + std::to_string(v);
        touched[u] = touched[v] = true;
      }
  for (std::uint32_t u = 0; u < n; ++u)
    if (!touched[u]) text += (text.back() == '(' ? "" : ",") + std::to_string(u);
  return text + ")";
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "cram" || what == "chomp") {
    const std::string board = std::to_string(arg_or(argc, argv, 2, 4)) + "x" + std::to_string(arg_or(argc, argv, 3, 5));
    const std::string text = what + " " + board;
    Searched s;
    std::uint32_t sum = 0;
    const Timing t = best_of(3, sum, [&] { return checksum(s = analyse(text)); });
    print_result(what + "-" + board, t, sum, note(text, s, t));
  } else if (what == "cram-eq") {
    const auto rows = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 4));
    const auto cols = static_cast<std::uint32_t>(arg_or(argc, argv, 3, 5));
    const auto full = static_cast<std::uint32_t>(arg_or(argc, argv, 4, 14));
    Searched s;
    std::uint64_t tests = 0, work = 0, bytes = 0;
    std::uint32_t sum = 0;
    const Timing t = best_of(1, sum, [&] {
      sg::BoardMemo& memo = sg::board_memo();
      memo.clear();
      memo.counters = {};
      sg::cram_test_table().clear();
      const sg::CramGeometry g = sg::CramGeometry::of(rows, cols);
      sg::CramSearchGame game{g};
      sg::ComponentSearch<sg::CramSearchGame> search(game, memo, sg::board_limits::max_states);
      sg::CramValueSearch vs(game, search, full);
      auto v = vs.value(g.all);
      if (!v) fail("stopped (" + std::to_string(static_cast<int>(vs.stop())) + ") after " + std::to_string(vs.work()) + " steps");
      tests = vs.tests(), work = vs.work(), bytes = vs.bytes();
      s = Searched{*v, memo.counters.inserts, memo.counters.lookups, memo.counters.hits};
      return checksum(s);
    });
    print_result("cram-eq", t, sum, note("tests " + std::to_string(tests) + ", steps " + std::to_string(work) + ", table " +
                                                  std::to_string(bytes >> 20) + " MiB", s, t));
  } else if (what == "nodekayles") {
    const auto n = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 30));
    const auto p = static_cast<std::uint32_t>(arg_or(argc, argv, 3, 10));
    const auto seed = static_cast<std::uint32_t>(arg_or(argc, argv, 4, 1));
    const std::string text = random_graph(n, p, seed);
    Searched s;
    std::uint32_t sum = 0;
    const Timing t = best_of(3, sum, [&] { return checksum(s = analyse(text)); });
    print_result("nodekayles-" + std::to_string(n) + "-" + std::to_string(p) + "-" + std::to_string(seed), t, sum,
                 note("node kayles on G(" + std::to_string(n) + ", " + std::to_string(p) + "%), seed " + std::to_string(seed), s, t));
  } else if (what == "cram-reach") {
    const auto rows = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 4));
    const double budget = static_cast<double>(arg_or(argc, argv, 3, 10000)) / 1000;
    const auto most = static_cast<std::uint32_t>(arg_or(argc, argv, 4, 64));
    std::uint32_t reached = 0, sum = 0;
    Searched at;
    Timing at_reach;
    for (std::uint32_t cols = 1; cols <= most && rows * cols <= 64; ++cols) {
      bool ok = false;
      Searched s;
      const Timing t = best_of(1, sum, [&] { return checksum(s = search_cram(rows, cols, ok)); });
      if (!ok || t.cpu > budget) break;
      reached = cols, at = s, at_reach = t;
    }
    print_result("cram-reach-" + std::to_string(rows), at_reach, checksum(at),
                 "cram " + std::to_string(rows) + "x" + std::to_string(reached) + ": " + std::to_string(reached) +
                     " is the largest number of columns solved within " + std::to_string(static_cast<int>(budget * 1000)) +
                     " ms; " + note("value", at, at_reach));
  } else {
    fail("usage: board_bench cram|chomp R C | nodekayles N P S | cram-reach R [ms] [C]");
  }
  return 0;
}
