// Lasker's Nim: the closed form against a mex recursion over the rules, the
// split-move digit DP against direct enumeration, winning moves of sums by
// the shared rules oracle, and huge heaps.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "families/heaps/lasker.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

// SG of one heap from the rules: take any number, or split into two
// non-empty heaps (worth the XOR of the two, Multi-SG).
std::vector<Nimber> brute_values(std::size_t count) {
  std::vector<Nimber> v(count);
  for (std::size_t h = 0; h < count; ++h) {
    std::vector<Nimber> options(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(h));
    for (std::size_t a = 1; a < h; ++a) options.push_back(v[a] ^ v[h - a]);
    v[h] = oracle::mex(options);
  }
  return v;
}

std::vector<std::uint64_t> direct_splits(std::uint64_t h, Nimber t) {
  std::vector<std::uint64_t> out;
  for (std::uint64_t a = 1; a <= h / 2; ++a)
    if ((lasker_grundy(a) ^ lasker_grundy(h - a)) == t) out.push_back(a);
  return out;
}

}  // namespace

TEST_CASE("lasker: closed form matches the mex recursion over the rules", "[heap]") {
  const auto v = brute_values(201);
  for (std::size_t h = 0; h < v.size(); ++h) {
    INFO("heap " << h);
    CHECK(lasker_grundy(h) == v[h]);
  }
  for (std::size_t h = 0; h <= 40; ++h) {
    auto a = analyze("lasker " + std::to_string(h));
    REQUIRE(a.ok());
    CHECK(*a->grundy == v[h]);
  }
}

TEST_CASE("lasker: every winning move of small sums, by the rules oracle", "[heap]") {
  test::Memo memo;
  for (int h = 0; h <= 9; ++h) test::check_against_rules("lasker " + std::to_string(h), memo);
  for (int a = 0; a <= 4; ++a)
    for (int b = 0; b <= 4; ++b)
      test::check_against_rules("lasker " + std::to_string(a) + " " + std::to_string(b), memo);
  test::check_against_rules("lasker 3 1 2", memo);
  test::check_against_rules("lasker 5 + nim 6", memo);
  test::check_against_rules("lasker 2 3 + lasker 4", memo);
}

TEST_CASE("lasker: option bound and moves of one heap", "[heap]") {
  for (int h = 0; h <= 12; ++h) {
    auto p = parse_position("lasker " + std::to_string(h));
    REQUIRE(p.ok());
    const auto moves = p->components[0]->moves();
    CHECK(p->components[0]->option_bound() == moves.size());
    std::set<std::string> distinct;
    for (const auto& m : moves) distinct.insert(m.to->notation());
    CHECK(distinct.size() == moves.size());  // each split listed once
  }
  auto p = parse_position("lasker 9223372036854775807");
  REQUIRE(p.ok());
  CHECK(p->components[0]->option_bound() == 9223372036854775807ULL + 4611686018427387903ULL);
}

TEST_CASE("lasker: the split DP equals direct enumeration on every small heap", "[heap]") {
  for (std::uint64_t h = 0; h <= 260; ++h) {
    std::map<Nimber, std::vector<std::uint64_t>> by_target;
    for (std::uint64_t a = 1; a <= h / 2; ++a)
      by_target[lasker_grundy(a) ^ lasker_grundy(h - a)].push_back(a);
    for (const auto& [t, list] : by_target) {
      INFO("heap " << h << " target " << t);
      CHECK(lasker_split_smaller_parts(h, t, UINT64_MAX) == list);
    }
    for (Nimber t : {Nimber{0}, Nimber{1}, Nimber{2}, Nimber{3}, Nimber{5}, Nimber{8}, Nimber{h}, Nimber{h + 1},
                     2 * h + 5, Nimber{1} << 40, ~Nimber{0}})
      if (!by_target.count(t)) {
        INFO("heap " << h << " absent target " << t);
        CHECK(lasker_split_smaller_parts(h, t, UINT64_MAX).empty());
      }
  }
}

TEST_CASE("lasker: the split DP on large heaps", "[heap]") {
  // Medium heaps: complete comparison with direct enumeration.
  for (std::uint64_t h : {100003ULL, 65536ULL, 131070ULL}) {
    std::map<Nimber, std::size_t> counts;
    for (std::uint64_t a = 1; a <= h / 2; ++a) ++counts[lasker_grundy(a) ^ lasker_grundy(h - a)];
    std::size_t compared = 0;
    for (const auto& [t, n] : counts) {
      if (compared++ % 97 != 0 && n < 1000) continue;  // a sample, plus every large class
      INFO("heap " << h << " target " << t);
      CHECK(lasker_split_smaller_parts(h, t, UINT64_MAX) == direct_splits(h, t));
    }
  }
  // Huge heaps: every listed split is valid, ascending, and the smallest
  // ones are exactly those found by trying a = 1..5000.
  for (std::uint64_t h : {9223372036854775807ULL, 9223372036854775806ULL, 4611686018427387904ULL + 12345,
                          6148914691236517205ULL}) {
    for (std::uint64_t a0 : {1ULL, 2ULL, 3ULL, 4ULL, 77ULL, 1000ULL}) {
      const Nimber t = lasker_grundy(a0) ^ lasker_grundy(h - a0);
      INFO("heap " << h << " target " << t);
      const auto got = lasker_split_smaller_parts(h, t, 300);
      REQUIRE(!got.empty());
      bool valid = true;
      for (std::size_t i = 0; i < got.size(); ++i) {
        valid &= got[i] >= 1 && got[i] <= h - got[i];
        valid &= (lasker_grundy(got[i]) ^ lasker_grundy(h - got[i])) == t;
        if (i) valid &= got[i - 1] < got[i];
      }
      CHECK(valid);
      CHECK(got.size() <= 300);
      std::vector<std::uint64_t> expected;
      const std::uint64_t upto = got.size() == 300 ? std::min<std::uint64_t>(5000, got.back()) : 5000;
      for (std::uint64_t a = 1; a <= upto; ++a)
        if ((lasker_grundy(a) ^ lasker_grundy(h - a)) == t) expected.push_back(a);
      std::vector<std::uint64_t> got_prefix;
      for (auto a : got)
        if (a <= upto) got_prefix.push_back(a);
      CHECK(got_prefix == expected);
    }
  }
}

TEST_CASE("lasker: huge heaps: values and winning moves", "[heap]") {
  // 2^63 - 1 = 3 mod 4: SG = 2^63.
  auto a = analyze("lasker 9223372036854775807");
  REQUIRE(a.ok());
  CHECK(*a->grundy == 9223372036854775808ULL);
  // Alone, the only winning moves are taking everything (a P heap is empty),
  // since SG(a) = SG(b) forces a = b and 2^63-1 is odd.
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].to == "lasker 0");
  auto even = analyze("lasker 9223372036854775806");
  REQUIRE(even.ok());
  std::set<std::string> tos;
  for (const auto& m : even->winning_moves) tos.insert(m.to);
  CHECK(tos == std::set<std::string>{"lasker 0", "lasker 4611686018427387903 4611686018427387903"});

  // With a small target a split of a huge heap must keep the high bits of
  // both parts equal, which a + b = 2^63-1 forbids: only the take move.
  auto small = analyze("lasker 9223372036854775807 6 + nim 3");
  REQUIRE(small.ok());
  CHECK(*small->grundy == (9223372036854775808ULL ^ 6 ^ 3));
  REQUIRE(small->winning_moves.size() == 1);
  CHECK(small->winning_moves[0].to == "lasker 5 6 + nim 3");
  // A large target: SG(1) ^ SG(2^63-3) = 2^63-4, so the lasker heap must move
  // to a value 2^63-4: many splits, which the DP lists (up to the cap).
  auto sum = analyze("lasker 9223372036854775806 + nim 9223372036854775804");
  REQUIRE(sum.ok());
  CHECK(*sum->grundy == 2);
  REQUIRE(sum->winning_moves.size() > 100);
  CHECK(sum->winning_moves[1].move == "split into 1 and 9223372036854775805");
  std::size_t checked = 0;
  for (const auto& m : sum->winning_moves) {
    if (checked++ % 50 != 0) continue;  // a sample: each one is re-analysed
    INFO(m.move << " -> " << m.to);
    auto after = analyze(m.to);
    REQUIRE(after.ok());
    CHECK(after->outcome == Outcome::P);
  }
  CHECK(sum->winning_moves_complete == (sum->winning_moves.size() < limits::max_listed_moves));
}

TEST_CASE("lasker: sequence and its arithmetic period", "[heap]") {
  auto s = grundy_sequence("lasker", 1000);
  REQUIRE(s.ok());
  const auto v = brute_values(1000);
  for (std::size_t i = 0; i < v.size(); ++i) CHECK(s->values[i] == v[i]);
  REQUIRE(s->period);
  const Period& p = *s->period;
  CHECK(p.proven);
  CHECK(p.start == 1);
  CHECK(p.length == 4);
  CHECK(p.saltus == 4);
  std::size_t bad = 0;
  for (std::size_t n = 1; n + 4 < v.size(); ++n) bad += v[n + 4] != v[n] + 4;
  CHECK(bad == 0);
  CHECK(v[4] != v[0] + 4);  // so the period does not start at 0
  auto bad_rule = grundy_sequence("lasker(3)", 10);
  REQUIRE_FALSE(bad_rule.ok());
  CHECK(bad_rule.error().column == 7);
}

TEST_CASE("lasker: notation and errors", "[heap]") {
  auto a = analyze("LASKER 5  6");
  REQUIRE(a.ok());
  CHECK(a->position == "lasker 5 6");
  auto e = analyze("lasker(2) 3");
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().column == 7);
  auto big = analyze("lasker 9223372036854775808");
  REQUIRE_FALSE(big.ok());
  CHECK(big.error().column == 8);
}
