// Euclid's game against a brute force from the rules (subtract a positive
// multiple of the smaller number from the larger, never below 0; a pair with
// a 0 is over) for every pair up to 90, Cole and Davie's P positions (the
// ratio of the larger to the smaller below the golden ratio) up to 600, and
// Nivasch's closed form for the variant that stops at (d, d).
#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "families/tutorial/euclid.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

constexpr std::uint64_t kTop = 90;

// g[a][b] for the stated game (ends at 0); stop_at_equal: Grossman's
// variant (moves must leave a positive number, so (d, d) is over).
std::vector<std::vector<std::uint64_t>> brute(bool stop_at_equal) {
  std::vector<std::vector<std::uint64_t>> g(kTop + 1, std::vector<std::uint64_t>(kTop + 1, 0));
  for (std::uint64_t sum = 0; sum <= 2 * kTop; ++sum)
    for (std::uint64_t a = 0; a <= kTop; ++a) {
      if (sum < a || sum - a > kTop) continue;
      const std::uint64_t b = sum - a;
      std::set<std::uint64_t> seen;
      if (a && b) {
        if (a >= b)
          for (std::uint64_t m = 1; m * b <= a; ++m)
            if (!stop_at_equal || a - m * b > 0) seen.insert(g[a - m * b][b]);
        if (b >= a)
          for (std::uint64_t m = 1; m * a <= b; ++m)
            if (!stop_at_equal || b - m * a > 0) seen.insert(g[a][b - m * a]);
      }
      std::uint64_t m = 0;
      while (seen.count(m)) ++m;
      g[a][b] = m;
    }
  return g;
}

std::string text(std::uint64_t a, std::uint64_t b) { return "euclid " + std::to_string(a) + " " + std::to_string(b); }

}  // namespace

TEST_CASE("euclid: values and winning moves match brute force for every pair up to 90", "[euclid]") {
  const auto g = brute(false);
  std::size_t bad = 0;
  for (std::uint64_t a = 0; a <= kTop; ++a)
    for (std::uint64_t b = 0; b <= kTop; ++b) {
      auto r = analyze(text(a, b));
      REQUIRE(r.ok());
      bad += r->outcome != (g[a][b] ? Outcome::N : Outcome::P);
      bad += !r->grundy || *r->grundy != g[a][b];
      std::set<std::string> want, got;
      if (a && b) {
        if (a >= b)
          for (std::uint64_t m = 1; m * b <= a; ++m)
            if (g[a - m * b][b] == 0) want.insert(text(a - m * b, b));
        if (b >= a)
          for (std::uint64_t m = 1; m * a <= b; ++m)
            if (g[a][b - m * a] == 0) want.insert(text(a, b - m * a));
      }
      for (const auto& m : r->winning_moves) got.insert(m.to);
      bad += want != got || got.size() != r->winning_moves.size();
      // Moves to every other value too (the sums need them).
      auto pos = parse_position(text(a, b));
      for (Nimber t = 1; t < 6; ++t) {
        std::set<std::string> to_t, listed;
        for (const Move& m : pos->components[0]->moves()) {
          const auto* e = static_cast<const EuclidGame*>(m.to.get());
          if (g[e->first()][e->second()] == t) to_t.insert(m.to->notation());
        }
        for (const Move& m : pos->components[0]->moves_to(t)) listed.insert(m.to->notation());
        bad += to_t != listed;
      }
    }
  CHECK(bad == 0);
}

TEST_CASE("euclid: Cole and Davie's P positions up to 600", "[euclid]") {
  // (s, l), 0 < s < l, is P iff l < phi s, i.e. l^2 - l s - s^2 < 0; (s, s) is N.
  std::size_t bad = 0, p = 0;
  for (std::int64_t s = 1; s <= 600; ++s)
    for (std::int64_t l = s; l <= 600; ++l) {
      const bool expect_p = l > s && l * l - l * s - s * s < 0;
      p += expect_p;
      bad += (euclid_value(static_cast<std::uint64_t>(s), static_cast<std::uint64_t>(l)) == 0) != expect_p;
    }
  CHECK(bad == 0);
  CHECK(p > 1000);
}

TEST_CASE("euclid: Nivasch's closed form for the variant that stops at equal numbers", "[euclid]") {
  const auto g = brute(true);
  const auto ours = brute(false);
  std::size_t bad = 0, differ = 0;
  for (std::uint64_t a = 1; a <= kTop; ++a)
    for (std::uint64_t b = 1; b <= kTop; ++b) {
      bad += nivasch_value(a, b) != g[a][b];
      // The two games' values differ by at most 1, and have the same P
      // positions with unequal numbers (Straffin).
      const auto d = static_cast<std::int64_t>(ours[a][b]) - static_cast<std::int64_t>(g[a][b]);
      bad += d < -1 || d > 1;
      differ += d != 0;
      if (a != b) bad += (ours[a][b] == 0) != (g[a][b] == 0);
    }
  CHECK(bad == 0);
  CHECK(differ > 100);
}

TEST_CASE("euclid: 64-bit pairs by the mex of their options", "[euclid]") {
  std::uint64_t s = 5;
  std::size_t bad = 0;
  for (int i = 0; i < 3000; ++i) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    std::uint64_t a = s >> 1;
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    std::uint64_t b = (s >> 1) >> (i % 20);
    if (i % 7 == 0) b = a / (1 + i % 5) + (i % 3);
    if (b == 0) b = 1;
    EuclidGame game(a, b);
    if (game.option_bound() > 4000) continue;  // each option is listed: keep the run short under ASan
    std::set<Nimber> options;
    for (const Move& m : game.moves()) options.insert(m.to->value().nimber);
    Nimber mex = 0;
    while (options.count(mex)) ++mex;
    bad += mex != game.value().nimber;
    const auto d = static_cast<std::int64_t>(game.value().nimber) - static_cast<std::int64_t>(nivasch_value(a, b));
    bad += d < -1 || d > 1;
  }
  CHECK(bad == 0);
  auto big = analyze("euclid 9223372036854775807 1");
  REQUIRE(big.ok());
  CHECK(*big->grundy == 9223372036854775807ULL);
  CHECK(big->winning_moves.size() == 1);
  CHECK(big->winning_moves[0].to == "euclid 0 1");
}

TEST_CASE("euclid: levels, shape, apply and errors", "[euclid]") {
  const auto levels = euclid_levels(12, 5);
  REQUIRE(levels.size() == 3);  // 12 = 2*5 + 2, 5 = 2*2 + 1, 2 = 2*1
  CHECK(levels[0].quotient == 2);
  CHECK(levels[1].quotient == 2);
  CHECK(levels[2].quotient == 2);
  CHECK(levels[2].remainder == 0);
  CHECK(levels[0].value == euclid_value(12, 5));
  auto pos = parse_position("euclid 12 5");
  REQUIRE(pos.ok());
  const std::uint64_t left = 2;
  auto r = apply_action(*pos, MoveAction::take(0, 10, &left, 1));
  REQUIRE(r.ok());
  CHECK(*r == "euclid 2 5");
  const std::uint64_t five = 5;
  auto not_multiple = apply_action(*pos, MoveAction::take(0, 7, &five, 1));
  REQUIRE_FALSE(not_multiple.ok());
  CHECK(not_multiple.error().message().find("multiple of 5") != std::string::npos);
  const std::uint64_t none = 0;
  auto smaller = apply_action(*pos, MoveAction::take(1, 5, &none, 0));
  REQUIRE_FALSE(smaller.ok());
  CHECK(smaller.error().message().find("larger") != std::string::npos);
  CHECK(parse_position("euclid 3").error().column == 9);
  CHECK(parse_position("euclid 3 4 5").error().column == 12);
  CHECK_FALSE(parse_position("euclid(2) 3 4").ok());
  CHECK(analyze("euclid 4 4")->winning_moves.size() == 2);
  test::check_against_rules("euclid 7 3 + nim 2");
  test::check_against_rules("euclid 13 8 + euclid 5 5");
}
