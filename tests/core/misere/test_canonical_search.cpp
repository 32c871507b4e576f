// The canonical misère search of heap sums, through sg::analyze, against the
// brute force of tests/misere_heap_oracle.hpp (its own rules and moves, no
// engine code): the outcome and the full set of winning moves of every small
// sum of heaps of several rules.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <utility>

#include "misere/heap_atoms.hpp"
#include "misere/heap_rules.hpp"
#include "misere_heap_oracle.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"

using namespace sg;
using misere_oracle::Heaps;

namespace {

// Every sum of 1..`parts` heaps of 1..`largest` tokens, at most `tokens` in
// all, in non-decreasing order of heaps.
void each_sum(int parts, int largest, int tokens, const std::function<void(const Heaps&)>& visit) {
  Heaps sum;
  std::function<void(int, int)> walk = [&](int smallest, int left) {
    if (!sum.empty()) visit(sum);
    if (static_cast<int>(sum.size()) == parts) return;
    for (int h = smallest; h <= largest && h <= left; ++h) {
      sum.push_back(h);
      walk(h, left - h);
      sum.pop_back();
    }
  };
  walk(1, tokens);
}

// The winning moves of an analysis as the oracle writes them: the heap
// moved in and the heaps left in its place, sorted, empty ones dropped.
std::set<std::pair<std::size_t, Heaps>> moves_of(const Analysis& a) {
  std::set<std::pair<std::size_t, Heaps>> out;
  for (const WinningMove& m : a.winning_moves) {
    Heaps left;
    for (std::size_t i = 0; i < m.action.leaf_count; ++i)
      if (m.action.leaves[i] > 0) left.push_back(static_cast<int>(m.action.leaves[i]));
    std::sort(left.begin(), left.end());
    out.emplace(static_cast<std::size_t>(m.action.at), left);
  }
  return out;
}

struct Sweep {
  const char* family;  // as written before the heaps: "kayles", "octal(0.137)"
  misere_oracle::Rule rule;
  int parts, largest, tokens;
};

}  // namespace

TEST_CASE("canonical misère search: outcome and every winning move as the oracle's", "[misere][canonical]") {
  const Sweep sweeps[] = {
      {"kayles", misere_oracle::octal("0.77"), 3, 9, 16},
      {"dawson", misere_oracle::octal("0.07"), 3, 10, 16},
      {"grundy", misere_oracle::grundy_game(), 3, 10, 16},
      {"octal(0.137)", misere_oracle::octal("0.137"), 3, 10, 16},
      {"octal(4.07)", misere_oracle::octal("4.07"), 3, 8, 14},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 3, 10, 16},
  };
  for (const Sweep& s : sweeps) {
    misere_oracle::Oracle oracle(s.rule);
    int sums = 0, p_sums = 0;
    each_sum(s.parts, s.largest, s.tokens, [&](const Heaps& heaps) {
      std::string text = std::string("misere: ") + s.family;
      for (int h : heaps) text += " " + std::to_string(h);
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      const bool p = !oracle.wins(heaps);
      CHECK((a->outcome == Outcome::P) == p);
      CHECK(a->winning_moves_complete);
      CHECK(moves_of(*a) == oracle.winning_moves(heaps));
      ++sums;
      p_sums += p;
    });
    INFO(s.family);
    // Both outcomes occur, so agreement is not one constant answer.
    CHECK(p_sums > 0);
    CHECK(p_sums < sums);
  }
}

TEST_CASE("Nim heaps are tame atoms with misère Nim's genera", "[misere][canonical]") {
  // Misère Nim as the special case (ONAG ch. 12): *n is tame, of genus
  // 1^{031} for n = 1 (small), n^{n, n⊕2} for n >= 2; the empty heap is no atom.
  HeapAtoms atoms;
  const auto rule = heaps_of(*parse_position("nim 1")->components[0])->rule;
  std::uint64_t work = 0;
  CHECK(*atoms.heap(rule, 0, work, limits::max_misere_work) == HeapAtoms::kNone);
  for (std::uint64_t n = 1; n <= 24; ++n) {
    INFO("nim " << n);
    const std::uint32_t a = *atoms.heap(rule, n, work, limits::max_misere_work);
    CHECK(atoms.tame(a));
    CHECK(atoms.normal(a) == n);
    CHECK(atoms.small(a) == (n == 1));
  }
  // Kayles 1 and Dawson's Kayles 2 are the same game, *1: one atom.
  const auto kayles = heaps_of(*parse_position("kayles 1")->components[0])->rule;
  const auto dawson = heaps_of(*parse_position("dawson 2")->components[0])->rule;
  CHECK(*atoms.heap(kayles, 1, work, limits::max_misere_work) == atoms.one());
  CHECK(*atoms.heap(dawson, 2, work, limits::max_misere_work) == atoms.one());
  // Sums of tame atoms by misère Nim: *2 + *2 is P, *1 is P, the empty sum N.
  const std::uint32_t two = *atoms.heap(rule, 2, work, limits::max_misere_work);
  CHECK_FALSE(atoms.tame_wins(std::vector<std::uint32_t>{two, two}));
  CHECK_FALSE(atoms.tame_wins(std::vector<std::uint32_t>{atoms.one()}));
  CHECK(atoms.tame_wins(std::vector<std::uint32_t>{}));
}
