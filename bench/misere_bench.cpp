// Reach of the canonical misère search of heap sums: the largest n such
// that misère sums of n Kayles pins (or n Grundy's-game tokens) in several
// splits are each decided within a CPU-time budget, each on an empty memo
// (the memo kept between analyses is dropped before every one).
//
//   misere_bench kayles [budget ms]   misère: kayles n, n = 1, 2, ...
//   misere_bench grundy [budget ms]   misère: grundy n
//   misere_bench splits kayles|grundy [n]
//                                     every split of n (default 60) into at
//                                     most four heaps, then 200 drawn
//                                     splits into more, each on an empty
//                                     memo: the slowest one's time
//   misere_bench quotient             the misère quotient of Kayles to heap 150
//                                     (a fresh one), then misère: kayles 20 +
//                                     kayles 21 + kayles 22 read in it
//
// The splits of n: one heap; two halves; three thirds; heaps of 6 and the
// rest (the whole analysis each time: outcome and every winning move).
// Prints one RESULT line (bench_clock.hpp) for the largest n within the
// budget (default 1000 ms), with the slowest split's time; the checksum
// covers the outcomes of that n's splits.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "misere/misere_memo.hpp"
#include "sg/analysis.hpp"
#include "sg/misere_quotient.hpp"

using namespace sg::bench;

namespace {

// Where the growing stops even within the budget.
constexpr std::uint64_t kLargest = 500;

// "misere: kayles 20 20 20": the sum of one family's heaps in a split.
std::string misere_text(const std::string& family, const std::vector<std::uint64_t>& split) {
  std::string text = "misere: " + family;
  for (std::uint64_t h : split) text += " " + std::to_string(h);
  return text;
}

std::vector<std::vector<std::uint64_t>> splits_of(std::uint64_t n) {
  std::vector<std::vector<std::uint64_t>> out{{n}};
  if (n >= 2) out.push_back({n / 2, n - n / 2});
  if (n >= 3) out.push_back({n / 3, n / 3, n - 2 * (n / 3)});
  if (n > 6) {
    std::vector<std::uint64_t> sixes;
    std::uint64_t left = n;
    for (; left > 6; left -= 6) sixes.push_back(6);
    sixes.push_back(left);
    out.push_back(sixes);
  }
  return out;
}

}  // namespace

// The quotient is kept between calls, so each process times one fresh build.
int quotient_row() {
  std::uint32_t checksum = 0;
  std::string note;
  const Timing t = best_of(1, checksum, [&]() -> std::uint32_t {
    auto q = sg::misere_quotient("kayles", 150);
    if (!q.ok()) fail(q.error().what(sg::Lang::en));
    auto a = sg::analyze("misere: kayles 20 + kayles 21 + kayles 22");
    if (!a.ok()) fail(a.error().what(sg::Lang::en));
    note = "order " + std::to_string(q->order) + " from heap " + std::to_string(q->stable_since) + "; " +
           a->decided_by.en().substr(0, 40) + "...: outcome " + (a->outcome == sg::Outcome::N ? "N" : "P") + ", " +
           std::to_string(a->winning_moves.size()) + " winning moves";
    return q->order + 1000 * static_cast<std::uint32_t>(a->outcome) + 7 * static_cast<std::uint32_t>(a->winning_moves.size());
  });
  print_result("misere-quotient", t, checksum, note);
  return 0;
}

// The splits of n the "splits" row decides: all into one to four heaps,
// then `drawn` more of five or more heaps from a fixed seed, each heap drawn
// up to what is left (so one large heap among small ones is common).
std::vector<std::vector<std::uint64_t>> every_split(std::uint64_t n, int drawn) {
  std::vector<std::vector<std::uint64_t>> out;
  std::vector<std::uint64_t> split;
  // Non-increasing heaps, at most `most` each, summing to `left`.
  auto walk = [&](auto&& self, std::uint64_t left, std::uint64_t most) -> void {
    if (left == 0) {
      out.push_back(split);
      return;
    }
    if (split.size() == 4) return;
    for (std::uint64_t h = std::min(left, most); h >= 1; --h) {
      split.push_back(h);
      self(self, left - h, h);
      split.pop_back();
    }
  };
  walk(walk, n, n);
  std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
  auto next = [&]() {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return seed >> 33;
  };
  for (int k = 0; k < drawn;) {
    std::vector<std::uint64_t> drawn_split;
    for (std::uint64_t left = n; left > 0;) {
      const std::uint64_t h = 1 + next() % left;
      drawn_split.push_back(h), left -= h;
    }
    if (drawn_split.size() >= 5) out.push_back(drawn_split), ++k;
  }
  return out;
}

int splits_row(const std::string& family, std::uint64_t n) {
  Timing worst{0, 0};
  std::string worst_text;
  std::vector<std::uint32_t> outcomes;
  const auto splits = every_split(n, 200);
  double total = 0;
  for (const auto& split : splits) {
    const std::string text = misere_text(family, split);
    sg::drop_misere_memo();
    std::uint32_t outcome = 0;
    const Timing t = best_of(1, outcome, [&]() -> std::uint32_t {
      auto a = sg::analyze(text);
      if (!a.ok()) fail(text + ": " + a.error().what(sg::Lang::en));
      return static_cast<std::uint32_t>(a->outcome) + 2 * static_cast<std::uint32_t>(a->winning_moves.size());
    });
    outcomes.push_back(outcome);
    total += t.cpu;
    if (t.cpu > worst.cpu) worst = t, worst_text = text;
  }
  print_result("misere-splits-" + family, worst, fnv1a(outcomes.data(), outcomes.size()),
               std::to_string(splits.size()) + " splits of " + std::to_string(n) + " decided, " +
                   std::to_string(static_cast<int>(total * 1000)) + " ms in all; slowest: " + worst_text);
  return 0;
}

int main(int argc, char** argv) {
  const std::string family = argc > 1 ? argv[1] : "kayles";
  if (family == "quotient") return quotient_row();
  if (family == "splits") {
    const std::string of = argc > 2 ? argv[2] : "kayles";
    if (of != "kayles" && of != "grundy") fail("usage: misere_bench splits kayles|grundy [n]");
    return splits_row(of, static_cast<std::uint64_t>(arg_or(argc, argv, 3, 60)));
  }
  if (family != "kayles" && family != "grundy") fail("usage: misere_bench kayles|grundy [budget ms]");
  const double budget = static_cast<double>(arg_or(argc, argv, 2, 1000)) / 1000;
  std::uint64_t reached = 0;
  Timing at_reach;
  std::uint32_t checksum = 0;
  std::string slowest;
  for (std::uint64_t n = 1; n <= kLargest; ++n) {
    Timing worst{0, 0};
    std::vector<std::uint32_t> outcomes;
    std::string worst_text;
    bool ok = true;
    for (const auto& split : splits_of(n)) {
      const std::string text = misere_text(family, split);
      sg::drop_misere_memo();
      std::uint32_t outcome = 0;
      const Timing t = best_of(1, outcome, [&]() -> std::uint32_t {
        auto a = sg::analyze(text);
        if (!a.ok()) {
          ok = false;
          return 0;
        }
        return static_cast<std::uint32_t>(a->outcome) + 2 * static_cast<std::uint32_t>(a->winning_moves.size());
      });
      if (!ok) break;
      outcomes.push_back(outcome);
      if (t.cpu > worst.cpu) worst = t, worst_text = text;
    }
    if (!ok || worst.cpu > budget) break;
    reached = n, at_reach = worst, slowest = worst_text;
    checksum = fnv1a(outcomes.data(), outcomes.size());
  }
  print_result("misere-" + family, at_reach, checksum,
               "misère " + family + " " + std::to_string(reached) + " is the largest decided within " +
                   std::to_string(static_cast<int>(budget * 1000)) + " ms in every split (slowest: " + slowest + ")");
  return 0;
}
