// Staircase Nim against an exhaustive search written here from the rules:
// every position with up to 4 steps of at most 4 coins, with its full set of
// winning moves; then huge counts, labels, parts and errors.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

using Steps = std::vector<std::uint64_t>;

std::string text_of(const Steps& s) {
  std::string t = "staircase";
  for (auto c : s) t += ' ' + std::to_string(c);
  return t;
}

// Every position one move away: k coins from step i+1 down one step.
std::vector<Steps> options_of(const Steps& s) {
  std::vector<Steps> out;
  for (std::size_t i = 0; i < s.size(); ++i)
    for (std::uint64_t k = 1; k <= s[i]; ++k) {
      Steps next = s;
      next[i] -= k;
      if (i > 0) next[i - 1] += k;
      out.push_back(next);
    }
  return out;
}

Nimber brute_grundy(const Steps& s, std::map<Steps, Nimber>& memo) {
  if (auto it = memo.find(s); it != memo.end()) return it->second;
  std::vector<Nimber> values;
  for (const Steps& o : options_of(s)) values.push_back(brute_grundy(o, memo));
  return memo[s] = oracle::mex(values);
}

}  // namespace

TEST_CASE("staircase: values and all winning moves match exhaustive search (<= 4 steps of <= 4 coins)", "[heap]") {
  std::map<Steps, Nimber> memo;
  std::size_t positions = 0, with_even_step_moves = 0;
  for (std::size_t steps = 0; steps <= 4; ++steps) {
    Steps s(steps, 0);
    while (true) {
      const std::string text = text_of(s);
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      const Nimber g = brute_grundy(s, memo);
      REQUIRE(a->grundy);
      CHECK(*a->grundy == g);
      CHECK(a->outcome == (g ? Outcome::N : Outcome::P));
      std::set<std::string> expected, listed;
      for (const Steps& o : options_of(s))
        if (brute_grundy(o, memo) == 0) expected.insert(text_of(o));
      for (const auto& m : a->winning_moves) {
        CHECK(listed.insert(m.to).second);
        // A move from an even step lands on an odd one ("to step 1", "to step 3").
        if (m.move.en().find("to step 1") != std::string::npos || m.move.en().find("to step 3") != std::string::npos)
          ++with_even_step_moves;
      }
      CHECK(listed == expected);
      ++positions;
      std::size_t i = 0;
      while (i < steps && s[i] == 4) s[i++] = 0;
      if (i == steps) break;
      ++s[i];
    }
  }
  CHECK(positions == 1 + 5 + 25 + 125 + 625);
  CHECK(with_even_step_moves > 0);  // the search did exercise those moves
}

TEST_CASE("staircase: sums and the shared rules oracle", "[heap]") {
  test::Memo memo;
  for (const char* text : {"staircase 0 3 1", "staircase 2 1 + nim 3", "staircase 1 2 3 + staircase 3",
                           "staircase", "staircase 0 0 2 2"})
    test::check_against_rules(text, memo);
}

TEST_CASE("staircase: moves from even steps raise an odd step; labels", "[heap]") {
  auto a = analyze("staircase 0 3 1");
  REQUIRE(a.ok());
  CHECK(*a->grundy == 1);
  std::map<std::string, std::string> moves;
  for (const auto& m : a->winning_moves) moves[m.move.en()] = m.to;
  CHECK(moves == std::map<std::string, std::string>{
                     {"move 1 coin from step 2 to step 1", "staircase 1 2 1"},
                     {"move 1 coin from step 3 to step 2", "staircase 0 4 0"}});
  auto b = analyze("staircase 2");
  REQUIRE(b.ok());
  REQUIRE(b->winning_moves.size() == 1);
  CHECK(b->winning_moves[0].move == "move 2 coins from step 1 to the floor");
  CHECK(b->winning_moves[0].to == "staircase 0");
  REQUIRE(a->components.size() == 1);
  const auto& parts = a->components[0].parts;
  REQUIRE(parts.size() == 3);
  CHECK(parts[0].label == "step 1");
  CHECK(parts[0].value.nimber == 0);
  CHECK(parts[1].value.nimber == 0);  // even step: not a Nim heap
  CHECK(parts[2].value.nimber == 1);
  CHECK(a->components[0].theory.en().find("odd steps") != std::string::npos);
}

TEST_CASE("staircase: exact up to 2^63-1 coins", "[heap]") {
  // 2^62 on step 1, 2^62 - 1 on step 2: value 2^62; the even step can raise
  // step 1 only to values it can reach.
  auto a = analyze("staircase 4611686018427387904 4611686018427387903");
  REQUIRE(a.ok());
  CHECK(*a->grundy == 4611686018427387904ULL);
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].to == "staircase 0 4611686018427387903");
  // Value 5 ^ (2^63 - 18): raising step 3 from 5 to 5 ^ d would need more
  // coins than step 4 holds; only step 1 can move.
  auto b = analyze("staircase 9223372036854775790 0 5 3");
  REQUIRE(b.ok());
  CHECK(*b->grundy == (9223372036854775790ULL ^ 5));
  std::set<std::string> tos;
  for (const auto& m : b->winning_moves) {
    tos.insert(m.to);
    auto after = analyze(m.to);
    REQUIRE(after.ok());
    CHECK(after->outcome == Outcome::P);
  }
  CHECK(tos == std::set<std::string>{"staircase 5 0 5 3"});
  auto c = analyze("staircase 6 0 5 3");  // value 3: 5 -> 6 via step 4 (1 coin), 6 -> 5 via floor
  REQUIRE(c.ok());
  std::set<std::string> c_tos;
  for (const auto& m : c->winning_moves) c_tos.insert(m.to);
  CHECK(c_tos == std::set<std::string>{"staircase 5 0 5 3", "staircase 6 0 6 2"});
  CHECK(analyze("staircase 9223372036854775807")->grundy == 9223372036854775807ULL);
  CHECK(analyze("staircase 0 9223372036854775807")->grundy == 0);
}

TEST_CASE("staircase: notation and errors", "[heap]") {
  auto a = analyze("StairCase  1   2");
  REQUIRE(a.ok());
  CHECK(a->position == "staircase 1 2");
  auto total = analyze("staircase 1 9223372036854775807");
  REQUIRE_FALSE(total.ok());
  CHECK(total.error().column == 13);
  CHECK(total.error().message().find("in total") != std::string::npos);
  auto neg = analyze("staircase 1 -2");
  REQUIRE_FALSE(neg.ok());
  CHECK(neg.error().column == 13);
  auto rule = analyze("staircase(1) 2");
  REQUIRE_FALSE(rule.ok());
  CHECK(rule.error().column == 10);
}
