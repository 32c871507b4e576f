// Moore's Nim_k against a brute force written from the rules (every heap
// vector below the heaps, at most k heaps reduced per move), for the P test
// (Moore's theorem), the searched SG values and the exact set of winning
// moves; and the winning moves of 64-bit heaps checked move by move.
#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "families/tutorial/moore.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

using Heaps = std::vector<std::uint64_t>;

// Every option: each heap kept or set to any smaller size, 1..k changed.
std::vector<Heaps> options(const Heaps& h, std::uint64_t k) {
  std::vector<Heaps> out;
  Heaps cur = h;
  std::function<void(std::size_t, std::uint64_t)> go = [&](std::size_t i, std::uint64_t changed) {
    if (i == h.size()) {
      if (changed) out.push_back(cur);
      return;
    }
    go(i + 1, changed);
    if (changed < k)
      for (std::uint64_t v = 0; v < h[i]; ++v) cur[i] = v, go(i + 1, changed + 1);
    cur[i] = h[i];
  };
  go(0, 0);
  return out;
}

std::uint64_t brute(const Heaps& h, std::uint64_t k, std::map<Heaps, std::uint64_t>& memo) {
  if (auto it = memo.find(h); it != memo.end()) return it->second;
  std::set<std::uint64_t> seen;
  for (const Heaps& o : options(h, k)) seen.insert(brute(o, k, memo));
  std::uint64_t m = 0;
  while (seen.count(m)) ++m;
  return memo[h] = m;
}

std::string text(std::uint64_t k, const Heaps& h) {
  std::string s = "moore(" + std::to_string(k) + ")";
  for (auto x : h) s += " " + std::to_string(x);
  return s;
}

// The P test from the theorem's statement, written here.
bool p_by_columns(std::uint64_t k, const Heaps& h) {
  for (int b = 0; b < 64; ++b) {
    std::uint64_t c = 0;
    for (auto x : h) c += x >> b & 1;
    if (c % (k + 1)) return false;
  }
  return true;
}

std::uint64_t rng_next(std::uint64_t& s) {
  s += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = s;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

TEST_CASE("moore: P positions, values and winning moves match brute force", "[moore]") {
  struct Case {
    std::uint64_t k, heaps, top;
  };
  for (const Case c : {Case{1, 3, 5}, Case{2, 3, 6}, Case{2, 4, 3}, Case{3, 4, 3}, Case{3, 3, 5}, Case{5, 3, 4}}) {
    INFO("k = " << c.k << ", " << c.heaps << " heaps up to " << c.top);
    std::map<Heaps, std::uint64_t> memo;
    std::size_t positions = 0, bad = 0;
    Heaps h(c.heaps, 0);
    while (true) {
      ++positions;
      const std::uint64_t g = brute(h, c.k, memo);
      bad += (g == 0) != p_by_columns(c.k, h);  // Moore's theorem itself
      auto a = analyze(text(c.k, h));
      REQUIRE(a.ok());
      bad += a->outcome != (g ? Outcome::N : Outcome::P);
      bad += !a->grundy || *a->grundy != g;
      std::set<std::string> want, got;
      for (const Heaps& o : options(h, c.k))
        if (brute(o, c.k, memo) == 0) want.insert(text(c.k, o));
      for (const auto& m : a->winning_moves) got.insert(m.to);
      bad += want != got || got.size() != a->winning_moves.size() || !a->winning_moves_complete;
      std::size_t i = 0;
      while (i < h.size() && h[i] == c.top) h[i++] = 0;
      if (i == h.size()) break;
      ++h[i];
    }
    CHECK(bad == 0);
    CHECK(positions > 100);
  }
}

TEST_CASE("moore: the moves to each value match brute force, and a sum uses them", "[moore]") {
  for (const std::uint64_t k : {2, 3}) {
    std::map<Heaps, std::uint64_t> memo;
    std::size_t bad = 0, checked = 0;
    for (const Heaps& h : {Heaps{3, 4, 2}, Heaps{5, 0, 3}, Heaps{2, 2, 2, 1}, Heaps{6, 1}}) {
      auto pos = parse_position(text(k, h));
      REQUIRE(pos.ok());
      const Component& c = *pos->components[0];
      for (std::uint64_t target = 0; target < 8; ++target) {
        std::set<std::string> want, got;
        for (const Heaps& o : options(h, k))
          if (brute(o, k, memo) == target) want.insert(text(k, o));
        for (const Move& m : c.moves_to(target)) got.insert(m.to->notation());
        bad += want != got;
        checked += want.size();
      }
    }
    CHECK(bad == 0);
    CHECK(checked > 50);
  }
  // A sum asks for the moves to a non-zero value: one table for all of
  // them (a search per option took minutes under the sanitizers).
  auto a = analyze("coins2d(ruler*mock) HTH/THT + moore(2) 3 503");
  REQUIRE(a.ok());
  CHECK(a->winning_moves_complete);
}

TEST_CASE("moore: every winning move of 64-bit heaps leads to P, and mid-size lists are complete", "[moore]") {
  std::uint64_t seed = 3;
  for (int round = 0; round < 200; ++round) {
    const std::uint64_t k = 1 + rng_next(seed) % 4;
    Heaps h(2 + rng_next(seed) % 5);
    for (auto& x : h) x = rng_next(seed) >> (1 + rng_next(seed) % 63);
    MooreGame game(k, h);
    const bool p = p_by_columns(std::min<std::uint64_t>(k, h.size()), h);
    CHECK(game.outcome() == (p ? Outcome::P : Outcome::N));
    const auto moves = game.winning_moves();
    CHECK(moves.empty() == p);
    std::set<std::string> seen;
    for (const Move& m : moves) {
      const auto& after = static_cast<const MooreGame&>(*m.to).heaps();
      std::uint64_t changed = 0;
      bool down = true;
      for (std::size_t i = 0; i < h.size(); ++i) changed += after[i] != h[i], down = down && after[i] <= h[i];
      CHECK(down);
      CHECK(changed >= 1);
      CHECK(changed <= k);
      CHECK(p_by_columns(std::min<std::uint64_t>(k, h.size()), after));
      CHECK(seen.insert(m.to->notation()).second);
    }
  }
  // Heaps up to 31: every option enumerated, so the list must be exactly these.
  for (int round = 0; round < 40; ++round) {
    const std::uint64_t k = 2 + rng_next(seed) % 2;
    Heaps h(4);
    for (auto& x : h) x = rng_next(seed) % 32;
    MooreGame game(k, h);
    std::set<std::string> want, got;
    for (const Heaps& o : options(h, k))
      if (p_by_columns(k, o)) want.insert(text(k, o));
    for (const Move& m : game.winning_moves()) got.insert(m.to->notation());
    CHECK(want == got);
    CHECK(game.lists_every_move_to(0));
  }
}

TEST_CASE("moore: huge positions are analysed alone, with a capped listing", "[moore]") {
  auto a = analyze("moore(2) 9223372036854775807 6148914691236517205 3074457345618258602");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::N);
  CHECK_FALSE(a->components[0].value);
  REQUIRE_FALSE(a->winning_moves.empty());
  for (const auto& m : a->winning_moves) CHECK(analyze(m.to)->outcome == Outcome::P);
  auto sum = analyze("moore(2) 9223372036854775807 5 + nim 1");
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().message().find("on its own") != std::string::npos);
  // Nim_1 is Nim at any size: values by Bouton's theorem, in sums too.
  auto nim1 = analyze("moore(1) 9223372036854775807 5 + nim 3");
  REQUIRE(nim1.ok());
  CHECK(*nim1->grundy == (9223372036854775807ULL ^ 5 ^ 3));
  // A thousand heaps with k = 3: a huge number of winning moves; the list
  // stops at the cap and says so.
  std::string many = "moore(3) 7";
  Heaps many_heaps{7};
  for (int i = 0; i < 1000; ++i) many += " " + std::to_string(1000 + i), many_heaps.push_back(1000 + i);
  REQUIRE_FALSE(p_by_columns(3, many_heaps));
  auto big = analyze(many, AnalyzeOptions{.include_to = false});
  REQUIRE(big.ok());
  CHECK(big->outcome == Outcome::N);
  CHECK_FALSE(big->winning_moves_complete);
  CHECK(big->winning_moves.size() > 100);
}

TEST_CASE("moore: a request for a few winning moves builds a few", "[moore]") {
  // k = 11 on thirty heaps: more than 10,000 winning moves, each label a
  // Text per heap changed. Asked for 64, the component builds 65.
  std::string text = "moore(11)";
  Heaps heaps;
  for (std::uint64_t i = 0, x = 1; i < 30; ++i) x = (x * 1103515245 + 12345) % 1000, heaps.push_back(x);
  for (auto h : heaps) text += " " + std::to_string(h);
  REQUIRE_FALSE(p_by_columns(11, heaps));
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  const Component& c = *pos->components[0];
  CHECK(c.winning_moves().size() == limits::max_listed_moves);
  const auto few = c.winning_moves_within(64);
  CHECK(few.size() == 65);
  CHECK_FALSE(c.lists_every_move_to(0));
  CHECK(c.moves_to_within(0, 3).size() == 4);
  for (const auto& m : few) CHECK(p_by_columns(11, dynamic_cast<const MooreGame&>(*m.to).heaps()));
  // The analysis lists what it was asked for and says there are more.
  auto a = analyze(text, AnalyzeOptions{.include_to = false, .max_moves = 64});
  REQUIRE(a.ok());
  CHECK(a->winning_moves.size() == 64);
  CHECK_FALSE(a->winning_moves_complete);
  // A whole list within the request stays whole: moore(2) 1 1 has one move.
  auto one = analyze("moore(2) 1 1", AnalyzeOptions{.max_moves = 1});
  REQUIRE(one.ok());
  CHECK(one->winning_moves.size() == 1);
  CHECK(one->winning_moves_complete);
}

TEST_CASE("moore: notation, moves of several heaps, apply and errors", "[moore]") {
  auto a = analyze("MOORE(2) 3 5 6");
  REQUIRE(a.ok());
  CHECK(a->position == "moore(2) 3 5 6");
  CHECK(a->components[0].shape.kind == ShapeKind::heaps);
  auto pos = parse_position("moore(2) 3 5 6");
  REQUIRE(pos.ok());
  MoveAction two;
  two.kind = ActionKind::take_many;
  two.runs = {0, 1, 2, 6};
  auto r = apply_action(*pos, two);
  REQUIRE(r.ok());
  CHECK(*r == "moore(2) 2 5 0");
  two.runs = {0, 1, 1, 1, 2, 1};
  auto three = apply_action(*pos, two);
  REQUIRE_FALSE(three.ok());
  CHECK(three.error().message().find("at most 2 heaps") != std::string::npos);
  two.runs = {1, 1, 0, 1};
  CHECK_FALSE(apply_action(*pos, two).ok());
  two.runs = {0, 4};
  CHECK_FALSE(apply_action(*pos, two).ok());
  auto listed = legal_moves(*pos, 100000);
  REQUIRE(listed.ok());
  CHECK(listed->moves.size() == options({3, 5, 6}, 2).size());
  for (const auto& m : listed->moves) {
    auto again = apply_action(*pos, m.action);
    REQUIRE(again.ok());
    CHECK(*again == m.to);
  }
  struct Bad {
    const char* text;
    std::uint32_t column;
    const char* says;
  };
  for (const Bad& b : {Bad{"moore 3 4", 6, "needs k"}, Bad{"moore(0) 3", 7, "at least 1"},
                       Bad{"moore(x) 3", 7, "k"}, Bad{"moore(2) 3 -4", 12, "heap size"}}) {
    INFO(b.text);
    auto e = parse_position(b.text);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().column == b.column);
    CHECK(e.error().message().find(b.says) != std::string::npos);
  }
  test::check_against_rules("moore(2) 2 3 1 + nim 2");
  test::check_against_rules("moore(3) 2 2 2 2 + euclid 3 5");
}

TEST_CASE("moore: a choice among thousands of heaps, and thousands of empty heaps, answer", "[moore]") {
  // k = 5000 on 5000 heaps of 1: the one winning move empties them all, a
  // choice 5000 heaps deep (the search keeps it on its own stack, and
  // ends a branch with too few heaps left, so backtracking is linear).
  std::string ones = "moore(5000)";
  for (int i = 0; i < 5000; ++i) ones += " 1";
  auto a = analyze(ones, AnalyzeOptions{.include_to = false});
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::N);
  CHECK(a->winning_moves.size() == 1);
  CHECK(a->winning_moves_complete);
  // Its label joins 5000 takes, nested only as deep as their logarithm.
  CHECK(a->winning_moves[0].move.en().find("1 from heap 4999, 1 from heap 5000") == std::string::npos);
  CHECK(a->winning_moves[0].move.en().find("1 from heap 4999 and 1 from heap 5000") != std::string::npos);
  // Empty heaps add no choice: their options, values and moves are those
  // of the non-empty heaps.
  std::string zeros = "moore(2)";
  for (int i = 0; i < 100000; ++i) zeros += " 0";
  zeros += " 5 3 6";
  auto z = analyze(zeros, AnalyzeOptions{.include_to = false});
  auto plain = analyze("moore(2) 5 3 6", AnalyzeOptions{.include_to = false});
  REQUIRE(z.ok());
  REQUIRE(plain.ok());
  CHECK(z->grundy == plain->grundy);
  CHECK(z->winning_moves.size() == plain->winning_moves.size());
  auto pos = parse_position(zeros);
  REQUIRE(pos.ok());
  CHECK(pos->components[0]->moves().size() == 5 + 3 + 6 + 5 * 3 + 5 * 6 + 3 * 6);  // one or two heaps lowered
  CHECK(pos->components[0]->moves_to(1).size() == parse_position("moore(2) 5 3 6")->components[0]->moves_to(1).size());
}
