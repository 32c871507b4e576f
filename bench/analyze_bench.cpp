// Whole-position analyses through sg::analyze(notation), the call behind
// sg.analyze() in JS: parse, values, verdict and the winning-move listing.
//
//   analyze_bench tree-deep [nodes]   a path of 10^6 nodes
//   analyze_bench tree-wide [nodes]   a star of 10^6 nodes
//   analyze_bench coins [coins]       a random coins(mock) row of 10^6 coins
//   analyze_bench nim [heaps]         10^6 random Nim heaps
//   analyze_bench misere [heaps]      misère Kayles, searched exhaustively
//   analyze_bench misere-limit        a large misère search (28% of its position cap)
//   analyze_bench text "<notation>"   any position, once
//
// Prints one RESULT line (bench_clock.hpp); the checksum covers the verdict
// and the nimber.
#include <cstdio>
#include <string>

#include "bench_clock.hpp"
#include "misere/misere_memo.hpp"
#include "scenarios.hpp"
#include "sg/analysis.hpp"

using namespace sg::bench;

namespace {

// The verdict and the nimber only: how many winning moves get listed depends
// on listing options (sg.analyze's includeTo, maxMoves), not on the game.
std::uint32_t checksum_of(const sg::Analysis& a) {
  const std::uint64_t g = a.grundy ? *a.grundy : 0xFFFFFFFFFFFFFFFFull;
  const std::uint32_t words[] = {static_cast<std::uint32_t>(a.outcome), static_cast<std::uint32_t>(g),
                                 static_cast<std::uint32_t>(g >> 32)};
  return fnv1a(words, 3);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  std::string notation;
  std::uint32_t size = 0;
  // Best of ten: these analyses take 20-100 ms, and under node the first
  // runs of a fresh module execute V8's baseline code while the optimised
  // code is compiled in the background (a browser tab that stays open runs
  // the optimised code); single runs also vary by +-30% on this VM.
  int runs = 10;
  if (what == "tree-deep" || what == "tree-wide") {
    size = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 1000000));
    notation = what == "tree-deep" ? deep_tree(size) : wide_tree(size);
  } else if (what == "coins") {
    size = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 1000000));
    notation = coin_row("mock", size, 7);
  } else if (what == "nim") {
    size = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 1000000));
    notation = nim_notation(nim_heaps(size, 11));
  } else if (what == "misere") {
    size = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 2));
    notation = misere_kayles(size);
    // Larger searches take seconds: one run.
    if (size > 2) runs = 1;
  } else if (what == "misere-limit") {
    notation = misere_at_limit();
    runs = 1;
  } else if (what == "text" && argc > 2) {
    notation = argv[2];
    runs = 1;
  } else {
    std::printf("usage: analyze_bench tree-deep|tree-wide|coins|nim|misere [size] | misere-limit | text <notation>\n");
    return 2;
  }
  std::string note;
  std::uint32_t checksum = 0;
  const Timing s = best_of(runs, checksum, [&] {
    sg::drop_misere_memo();  // each run searches from an empty memo
    auto a = sg::analyze(notation);
    if (!a.ok()) {
      note = "error: " + a.error().what();
      return 0u;
    }
    note = std::string("outcome ") + sg::outcome_letter(a->outcome) + ", " +
           std::to_string(a->winning_moves.size()) + (a->winning_moves_complete ? "" : "+") +
           " winning moves; " + a->decided_by.en().substr(0, 90);
    return checksum_of(*a);
  });
  print_result(what + "-" + std::to_string(size), s, checksum, note);
  return 0;
}
