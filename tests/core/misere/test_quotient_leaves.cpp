// The misère search reading its leaves in a kept quotient (canonical_search
// .hpp, QuotientLeaves): sums the quotient does not reach on their own (a
// heap past it, or a Nim heap beside the rule's heaps) are still searched,
// and every position of the rule's heaps up to the quotient's bound is
// decided by its element. Outcome and the exact set of winning moves against
// the brute force of tests/misere_heap_oracle.hpp (its own rules and moves).
// The rule, octal(0.35), is one no other test asks a quotient of: the
// builders are kept per process, and the first search here must find none.
#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <string>

#include "misere/misere_memo.hpp"
#include "misere_heap_oracle.hpp"
#include "sg/analysis.hpp"
#include "sg/misere_quotient.hpp"

using namespace sg;
using misere_oracle::Heaps;
using misere_oracle::heaps_in;

namespace {

// The number of positions the search kept, from the sentence that says it.
std::uint64_t positions_of(const Analysis& a) {
  for (const TextArg& arg : a.decided_by.args)
    if (arg.name == "positions") return std::stoull(arg.value);
  FAIL("no position count in: " << a.decided_by.en());
  return 0;
}

// Heaps of the rule and a Nim heap of 1, which keeps the sum from being read
// in the quotient whole: the search decides it.
std::string text_of(const Heaps& heaps) {
  std::string text = "misere: octal(0.35)";
  for (int h : heaps) text += " " + std::to_string(h);
  return text + " + nim 1";
}

void check_against(misere_oracle::Oracle& oracle, const Heaps& heaps, const Analysis& a) {
  Heaps sum = heaps;
  sum.push_back(1);
  CHECK((a.outcome == Outcome::N) == oracle.wins(sum));
  std::multiset<Heaps> listed, expected;
  for (const WinningMove& m : a.winning_moves) listed.insert(heaps_in(m.to));
  for (const auto& [i, pieces] : oracle.winning_moves(sum)) expected.insert(misere_oracle::Oracle::after(sum, i, pieces));
  CHECK(listed == expected);
  CHECK(a.winning_moves_complete);
}

}  // namespace

TEST_CASE("the misère search reads positions within a kept quotient as the brute force decides", "[misere][quotient]") {
  misere_oracle::Oracle oracle(misere_oracle::octal("0.35"));
  const Heaps probe{5, 9, 12};

  // No quotient of the rule kept yet: the whole search.
  drop_misere_memo();
  auto plain = analyze(text_of(probe));
  REQUIRE(plain.ok());
  REQUIRE(plain->theorem == Theorem::misere_search);
  check_against(oracle, probe, *plain);

  // With Q_8 kept, the positions of heaps up to 8 are leaves.
  REQUIRE(misere_quotient("octal(0.35)", 8).ok());
  drop_misere_memo();
  auto read = analyze(text_of(probe));
  REQUIRE(read.ok());
  REQUIRE(read->theorem == Theorem::misere_search);
  check_against(oracle, probe, *read);
  CHECK(positions_of(*read) < positions_of(*plain));

  // Every sum of up to three heaps of the rule, at most 18 tokens, each searched on
  // an empty memo with Q_8 at its leaves.
  Heaps sum;
  int checked = 0;
  std::function<void(int, int)> walk = [&](int smallest, int left) {
    if (!sum.empty()) {
      const std::string text = text_of(sum);
      INFO(text);
      drop_misere_memo();
      auto a = analyze(text);
      REQUIRE(a.ok());
      check_against(oracle, sum, *a);
      ++checked;
    }
    if (sum.size() == 3) return;
    for (int h = smallest; h <= 13 && h <= left; ++h) {
      sum.push_back(h);
      walk(h, left - h);
      sum.pop_back();
    }
  };
  walk(1, 18);
  CHECK(checked == 251);
  drop_misere_memo();
}
