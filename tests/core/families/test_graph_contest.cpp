// The contest classics (seqgame, ends, merge) against brute force written
// here from their rules alone, and against the shared rules oracle.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "families/contest/ends.hpp"
#include "families/contest/merge.hpp"
#include "families/contest/seqgame.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

using Heaps = std::vector<std::uint64_t>;

std::string heaps_text(const char* family, const Heaps& h) {
  std::string s = family;
  for (auto x : h) s += ' ' + std::to_string(x);
  return s;
}

// ends: take from the leftmost or rightmost heap; an emptied heap goes.
bool ends_wins(const Heaps& h, std::map<Heaps, bool>& memo) {
  if (h.empty()) return false;
  if (auto it = memo.find(h); it != memo.end()) return it->second;
  bool wins = false;
  for (int side = 0; side < 2 && !wins; ++side) {
    const std::size_t i = side ? h.size() - 1 : 0;
    for (std::uint64_t t = 0; t < h[i] && !wins; ++t) {
      Heaps n = h;
      if (t == 0) n.erase(n.begin() + static_cast<std::ptrdiff_t>(i));
      else n[i] = t;
      wins = !ends_wins(n, memo);
    }
  }
  return memo[h] = wins;
}

// merge: take one stone (an emptied heap goes) or merge two heaps.
Nimber merge_grundy(Heaps h, std::map<Heaps, Nimber>& memo) {
  std::sort(h.begin(), h.end());
  if (auto it = memo.find(h); it != memo.end()) return it->second;
  std::set<Nimber> opts;
  for (std::size_t i = 0; i < h.size(); ++i) {
    Heaps n = h;
    if (--n[i] == 0) n.erase(n.begin() + static_cast<std::ptrdiff_t>(i));
    opts.insert(merge_grundy(n, memo));
    for (std::size_t j = i + 1; j < h.size(); ++j) {
      Heaps m = h;
      m[i] += m[j];
      m.erase(m.begin() + static_cast<std::ptrdiff_t>(j));
      opts.insert(merge_grundy(m, memo));
    }
  }
  Nimber g = 0;
  while (opts.count(g)) ++g;
  return memo[h] = g;
}

// The (a, b) recursion of the AcWing 1321 solution, which the closed form
// in merge_state_is_p() summarises.
bool acwing_wins(std::uint64_t a, std::uint64_t b, std::map<std::pair<std::uint64_t, std::uint64_t>, bool>& memo) {
  if (b == 1) return acwing_wins(a + 1, 0, memo);
  if (a == 0) return b % 2 == 1;
  auto key = std::make_pair(a, b);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool w = !acwing_wins(a - 1, b, memo) || (b && !acwing_wins(a, b - 1, memo)) ||
           (b && !acwing_wins(a - 1, b + 1, memo)) || (a >= 2 && !acwing_wins(a - 2, b + (b ? 3 : 2), memo));
  return memo[key] = w;
}

void for_each_row(std::size_t max_len, std::uint64_t max_size, const std::function<void(const Heaps&)>& f) {
  for (std::size_t n = 0; n <= max_len; ++n) {
    Heaps h(n, 1);
    while (true) {
      f(h);
      std::size_t i = 0;
      while (i < n && h[i] == max_size) h[i++] = 1;
      if (i == n) break;
      ++h[i];
    }
  }
}

}  // namespace

TEST_CASE("ends: the ZJOI2009 DP, values and winning moves against brute force", "[graph]") {
  std::map<Heaps, bool> memo;
  test::Memo rules;
  std::size_t rows = 0;
  for_each_row(5, 5, [&](const Heaps& h) {
    const std::string text = heaps_text("ends", h);
    INFO(text);
    const bool wins = ends_wins(h, memo);
    CHECK(ends_row_is_p(h) == !wins);
    auto a = analyze(text);
    REQUIRE(a.ok());
    CHECK(a->outcome == (wins ? Outcome::N : Outcome::P));
    if (h.size() <= 4 && std::all_of(h.begin(), h.end(), [](auto x) { return x <= 4; })) test::check_against_rules(text, rules);
    // The closed-form winning moves (used without values) are complete.
    auto p = parse_position(text);
    REQUIRE(p.ok());
    std::set<std::string> expected, listed;
    for (const Move& m : p->components[0]->moves())
      if (m.to->outcome() == Outcome::P) expected.insert(m.to->notation());
    for (const Move& m : p->components[0]->winning_moves()) CHECK(listed.insert(m.to->notation()).second);
    CHECK(listed == expected);
    ++rows;
  });
  CHECK(rows == 1 + 5 + 25 + 125 + 625 + 3125);
  // Larger heaps, where the values are out of reach of the table budget.
  std::mt19937_64 rng(5);
  for (int round = 0; round < 200; ++round) {
    Heaps h(1 + static_cast<std::size_t>(round % 4));
    for (auto& x : h) x = 1 + rng() % 12;
    CHECK(ends_row_is_p(h) == !ends_wins(h, memo));
  }
  auto big = parse_position("ends 1000000000000 5 999999999999");
  REQUIRE(big.ok());
  CHECK_FALSE(big->components[0]->has_value());
  auto huge = analyze("ends 1000000000000 5 999999999999");
  REQUIRE(huge.ok());
  CHECK(huge->winning_moves.size() <= 2);
  for (const auto& m : huge->winning_moves) CHECK(analyze(m.to)->outcome == Outcome::P);
}

TEST_CASE("merge: the closed form equals the AcWing recursion and brute force", "[graph]") {
  std::map<std::pair<std::uint64_t, std::uint64_t>, bool> acwing;
  for (std::uint64_t a = 0; a < 60; ++a)
    for (std::uint64_t b = 0; b < 200; ++b) {
      INFO("a " << a << " b " << b);
      CHECK(merge_state_is_p(a, b) == !acwing_wins(a, b, acwing));
    }
  std::map<Heaps, Nimber> memo;
  test::Memo rules;
  for_each_row(5, 5, [&](const Heaps& h) {
    std::uint64_t total = 0;
    for (auto x : h) total += x;
    if (total > 14) return;
    const std::string text = heaps_text("merge", h);
    INFO(text);
    const Nimber g = merge_grundy(h, memo);
    CHECK(merge_outcome(h) == (g ? Outcome::N : Outcome::P));
    auto p = parse_position(text);
    REQUIRE(p.ok());
    const Component& c = *p->components[0];
    REQUIRE(c.has_value());
    CHECK(c.value().nimber == g);
    std::set<std::string> expected, listed;
    for (const Move& m : c.moves())
      if (merge_grundy(dynamic_cast<const MergeGame&>(*m.to).heaps(), memo) == 0)
        expected.insert(m.to->notation());
    for (const Move& m : c.winning_moves()) CHECK(listed.insert(m.to->notation()).second);
    CHECK(listed == expected);
    if (total <= 9) test::check_against_rules(text, rules);
  });
  // Many heaps: the outcome rule needs no search.
  Heaps many(1000, 1);
  many.push_back(7);
  CHECK_FALSE(parse_position(heaps_text("merge", many))->components[0]->has_value());
  auto a = analyze(heaps_text("merge", many));
  REQUIRE(a.ok());
  for (std::size_t i = 0; i < std::min<std::size_t>(a->winning_moves.size(), 20); ++i)
    CHECK(analyze(a->winning_moves[i].to)->outcome == Outcome::P);
}

TEST_CASE("seqgame: SG per index against brute force, appends, token sums", "[graph]") {
  std::mt19937 rng(3);
  test::Memo rules;
  for (int round = 0; round < 300; ++round) {
    const std::size_t n = 1 + static_cast<std::size_t>(round % 40);
    const unsigned span = round % 3 == 0 ? 4 : round % 3 == 1 ? 16 : 256;  // small alphabets repeat values
    std::vector<unsigned> a(n);
    for (auto& x : a) x = rng() % span;
    std::vector<Nimber> brute(n);
    for (std::size_t i = n; i-- > 0;) {
      std::set<Nimber> opts;
      for (std::size_t j = i + 1; j < n; ++j)
        if (std::popcount(a[i] ^ a[j]) <= 1) opts.insert(brute[j]);
      while (opts.count(brute[i])) ++brute[i];
    }
    std::string text = "seqgame(";
    for (std::size_t i = 0; i < n; ++i) text += (i ? "," : "") + std::to_string(a[i]);
    text += ')';
    const std::string rule = text;
    text += " 0";
    if (n > 2) text += " " + std::to_string(n / 2) + " " + std::to_string(n - 2);
    INFO(text);
    auto p = parse_position(text);
    REQUIRE(p.ok());
    const auto& game = dynamic_cast<const SequenceGame&>(*p->components[0]);
    CHECK(std::equal(brute.begin(), brute.end(), game.index_values().begin(), game.index_values().end()));
    if (n <= 12) test::check_against_rules(text, rules);
    // Appending recomputes every index (earlier ones may gain a move).
    const unsigned extra = rng() % span;
    const SequenceGame longer = game.appended(static_cast<std::uint8_t>(extra));
    auto again = parse_position(rule.substr(0, rule.size() - 1) + "," + std::to_string(extra) + ")" +
                                text.substr(rule.size()));
    REQUIRE(again.ok());
    CHECK(longer.notation() == again->components[0]->notation());
    CHECK(longer.index_values() == dynamic_cast<const SequenceGame&>(*again->components[0]).index_values());
  }
  auto a = analyze("seqgame(3,5,1,4) 0 2");
  REQUIRE(a.ok());
  CHECK(a->position == "seqgame(3,5,1,4) 0 2");
}

TEST_CASE("contest family errors name the place", "[graph]") {
  const auto error_of = [](const char* text) {
    auto a = analyze(text);
    REQUIRE_FALSE(a.ok());
    return a.error().what();
  };
  CHECK(error_of("seqgame 1 2").rfind("column 1: seqgame needs its sequence", 0) == 0);
  CHECK(error_of("seqgame(1,256) 0").rfind("column 11: sequence value \"256\" is too large", 0) == 0);
  CHECK(error_of("seqgame(1,2) 2").rfind("column 14: token index \"2\" is past the end", 0) == 0);
  CHECK(error_of("ends 3 0 4").rfind("column 8: heap size \"0\" is not allowed", 0) == 0);
  CHECK(error_of("merge 1 -2").rfind("column 9: heap size \"-2\" must be a non-negative integer", 0) == 0);
  CHECK(error_of("ends(2) 1").rfind("column 5: ends takes no rule", 0) == 0);
}
