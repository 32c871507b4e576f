// Nim and misère Nim against an exhaustive-search oracle that knows nothing
// but the rules: every position with up to 4 heaps of size <= 7.
#include <catch2/catch.hpp>

#include <bit>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

using Heaps = std::vector<std::uint64_t>;

std::string nim_text(const Heaps& h) {
  std::string s = "nim";
  for (auto x : h) s += ' ' + std::to_string(x);
  return s;
}

// true when the player to move wins; misère: the player unable to move wins.
bool oracle_wins(const Heaps& h, bool misere, std::map<std::pair<Heaps, bool>, bool>& memo) {
  auto key = std::make_pair(h, misere);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool any_move = false, wins = false;
  for (std::size_t i = 0; i < h.size() && !wins; ++i)
    for (std::uint64_t to = 0; to < h[i] && !wins; ++to) {
      any_move = true;
      Heaps next = h;
      next[i] = to;
      if (!oracle_wins(next, misere, memo)) wins = true;
    }
  if (!any_move) wins = misere;
  return memo[key] = wins;
}

std::set<std::string> oracle_winning_moves(const Heaps& h, bool misere,
                                           std::map<std::pair<Heaps, bool>, bool>& memo) {
  std::set<std::string> out;
  for (std::size_t i = 0; i < h.size(); ++i)
    for (std::uint64_t to = 0; to < h[i]; ++to) {
      Heaps next = h;
      next[i] = to;
      if (!oracle_wins(next, misere, memo))
        out.insert((misere ? "misere: " : "") + nim_text(next));
    }
  return out;
}

void for_each_position(int max_heaps, std::uint64_t max_size, const std::function<void(const Heaps&)>& f) {
  for (int n = 0; n <= max_heaps; ++n) {
    Heaps h(static_cast<std::size_t>(n), 0);
    while (true) {
      f(h);
      int i = 0;
      while (i < n && h[static_cast<std::size_t>(i)] == max_size) h[static_cast<std::size_t>(i++)] = 0;
      if (i == n) break;
      ++h[static_cast<std::size_t>(i)];
    }
  }
}

}  // namespace

TEST_CASE("Nim and misère Nim match exhaustive search on every small position") {
  std::map<std::pair<Heaps, bool>, bool> memo;
  std::size_t checked = 0;
  for (bool misere : {false, true}) {
    for_each_position(4, 7, [&](const Heaps& h) {
      const std::string text = (misere ? "misere: " : "") + nim_text(h);
      auto a = analyze(text);
      REQUIRE(a.ok());
      const bool wins = oracle_wins(h, misere, memo);
      INFO(text);
      CHECK(a->outcome == (wins ? Outcome::N : Outcome::P));
      std::set<std::string> listed;
      for (const auto& m : a->winning_moves) {
        CHECK(listed.insert(m.to).second);  // no move listed twice
        auto after = analyze(m.to);
        REQUIRE(after.ok());
        CHECK(after->outcome == Outcome::P);
      }
      CHECK(listed == oracle_winning_moves(h, misere, memo));
      if (!misere) {
        REQUIRE(a->grundy);
        CHECK((*a->grundy == 0) == !wins);
      }
      ++checked;
    });
  }
  CHECK(checked == 2 * (1 + 8 + 64 + 512 + 4096));
}

TEST_CASE("Nim's SG value equals the mex over its move generator") {
  for_each_position(3, 6, [&](const Heaps& h) {
    auto p = parse_position(nim_text(h));
    REQUIRE(p.ok());
    const Component& c = *p->components[0];
    std::vector<Nimber> options;
    for (const Move& m : c.moves()) options.push_back(m.to->value().nimber);
    CHECK(c.value().nimber == oracle::mex(options));
    std::uint64_t total = 0;
    for (auto x : h) total += x;
    CHECK(c.option_bound() == total);
    CHECK(c.moves().size() == total);
  });
}

TEST_CASE("sums of Nim components list winning moves per component") {
  auto a = analyze("nim 3 + nim 4 5");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::N);
  REQUIRE(a->components.size() == 2);
  CHECK(a->components[1].value->nimber == 1);
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].component == 0);
  CHECK(a->winning_moves[0].move == "take 2 from heap 1");
  CHECK(a->winning_moves[0].to == "nim 1 + nim 4 5");
}

TEST_CASE("misère Nim names the rule that decided it") {
  auto a = analyze("misere: nim 1 1 1");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::P);
  CHECK(a->decided_by.en().find("1-heaps") != std::string::npos);
  CHECK_FALSE(a->grundy);
  auto b = analyze("misere: nim 5 1");
  REQUIRE(b.ok());
  CHECK(b->outcome == Outcome::N);
  REQUIRE(b->winning_moves.size() == 1);
  CHECK(b->winning_moves[0].to == "misere: nim 0 1");
}

TEST_CASE("nim sequence is the identity, arithmetic-periodic") {
  auto s = grundy_sequence("nim", 10);
  REQUIRE(s.ok());
  CHECK(s->values == std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  REQUIRE(s->period);
  CHECK(s->period->saltus == 1);
  CHECK(s->period->proven);
  CHECK_FALSE(grundy_sequence("nim 3", 10).ok());
  CHECK_FALSE(grundy_sequence("nim", (1u << 22) + 1).ok());
  CHECK_FALSE(grundy_sequence("octopus", 3).ok());
}

TEST_CASE("misère Nim sums of several components agree with misère Nim theory, moves included") {
  // Bouton's misère rule, on the heaps of every component together: with a
  // heap above 1 the player to move wins iff the nim-sum is not 0; with none,
  // iff it is 0. Computed here, on every grouping of up to 4 heaps <= 5 into
  // components; each listed winning move must be one the rule calls winning,
  // and every such move must be listed.
  auto theory_wins = [](const Heaps& h) {
    std::uint64_t x = 0;
    bool big = false;
    for (auto v : h) x ^= v, big |= v > 1;
    return big ? x != 0 : x == 0;
  };
  // The position's text with the heaps cut into components after the
  // indices in `cuts` (a bit per gap).
  auto text_of = [](const Heaps& h, unsigned cuts) {
    std::string s = "misere: nim";
    for (std::size_t i = 0; i < h.size(); ++i) {
      if (i > 0 && (cuts >> (i - 1) & 1)) s += " + nim";
      s += ' ' + std::to_string(h[i]);
    }
    return s;
  };
  std::size_t checked = 0, winning = 0;
  for_each_position(4, 5, [&](const Heaps& h) {
    if (h.size() < 2) return;
    for (unsigned cuts = 1; cuts < (1u << (h.size() - 1)); ++cuts) {
      const std::string text = text_of(h, cuts);
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      REQUIRE(a->components.size() == static_cast<std::size_t>(std::popcount(cuts)) + 1);
      CHECK(a->outcome == (theory_wins(h) ? Outcome::N : Outcome::P));
      std::set<std::string> expected, listed;
      for (std::size_t i = 0; i < h.size(); ++i)
        for (std::uint64_t to = 0; to < h[i]; ++to) {
          Heaps next = h;
          next[i] = to;
          if (!theory_wins(next)) expected.insert(text_of(next, cuts));
        }
      for (const auto& m : a->winning_moves) listed.insert(m.to);
      CHECK(a->winning_moves_complete);
      CHECK(listed.size() == a->winning_moves.size());
      CHECK(listed == expected);
      winning += !expected.empty();
      ++checked;
    }
  });
  CHECK(checked > 1000);
  CHECK(winning > checked / 2);
}

TEST_CASE("the independent oracle agrees on Nim sums") {
  sg::test::Memo memo;
  for (const char* text : {"nim 1 2 3", "nim 4 5 + nim 6", "nim", "nim 0 0", "nim 7 + nim 7 1"})
    sg::test::check_against_rules(text, memo);
}
