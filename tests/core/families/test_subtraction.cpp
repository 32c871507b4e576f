// Bash and subtraction games against a mex recursion written here from the
// rules, and their proven periods against long brute-force prefixes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "families/heaps/heap_game.hpp"
#include "families/heaps/subtraction_period.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

// SG(0..count-1) of the subtraction game `set`, straight from the definition.
std::vector<std::uint32_t> brute_values(const std::vector<std::uint64_t>& set, std::size_t count) {
  std::vector<std::uint32_t> v(count);
  for (std::size_t n = 0; n < count; ++n) {
    std::vector<Nimber> options;
    for (std::uint64_t s : set)
      if (s <= n) options.push_back(v[n - s]);
    v[n] = static_cast<std::uint32_t>(oracle::mex(options));
  }
  return v;
}

std::string sub_rule(const std::vector<std::uint64_t>& set) {
  std::string s = "sub(";
  for (std::size_t i = 0; i < set.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(set[i]);
  }
  return s + ")";
}

Nimber grundy_of(const std::string& text) {
  auto a = analyze(text);
  INFO(text);
  REQUIRE(a.ok());
  REQUIRE(a->grundy);
  return *a->grundy;
}

// Checks a reported period against a brute-force prefix: it holds on the
// whole prefix, its start is minimal, and (when the prefix is long enough to
// tell) no shorter length is a period of the prefix's second half.
void check_period(const std::vector<std::uint32_t>& v, const Period& p, std::uint64_t window) {
  REQUIRE(p.proven);
  REQUIRE(p.length > 0);
  CHECK(p.saltus == 0);
  const std::size_t start = static_cast<std::size_t>(p.start), len = static_cast<std::size_t>(p.length);
  REQUIRE(start + len + window <= v.size());
  std::size_t bad = 0;
  for (std::size_t n = start; n + len < v.size(); ++n) bad += v[n] != v[n + len];
  CHECK(bad == 0);
  if (start > 0) CHECK(v[start - 1] != v[start - 1 + len]);
  const std::size_t half = v.size() / 2;
  if (start + len <= half)
    for (std::size_t shorter = 1; shorter < len; ++shorter) {
      bool holds = true;
      for (std::size_t n = half; n + shorter < v.size() && holds; ++n) holds = v[n] == v[n + shorter];
      INFO("shorter length " << shorter);
      CHECK_FALSE(holds);
    }
}

}  // namespace

TEST_CASE("bash(m): SG = n mod (m+1) matches the mex recursion", "[heap]") {
  for (std::uint64_t m = 1; m <= 7; ++m) {
    std::vector<std::uint64_t> set;
    for (std::uint64_t s = 1; s <= m; ++s) set.push_back(s);
    const auto v = brute_values(set, 80);
    for (std::size_t n = 0; n < v.size(); ++n)
      CHECK(grundy_of("bash(" + std::to_string(m) + ") " + std::to_string(n)) == v[n]);
    auto seq = grundy_sequence("bash(" + std::to_string(m) + ")", 80);
    REQUIRE(seq.ok());
    CHECK(seq->values == v);
    REQUIRE(seq->period);
    CHECK(seq->period->start == 0);
    CHECK(seq->period->length == m + 1);
    check_period(v, *seq->period, m);
  }
}

TEST_CASE("bash(m): every winning move of small sums, by the rules oracle", "[heap]") {
  for (int m = 1; m <= 4; ++m) {
    test::Memo memo;
    for (int a = 0; a <= 9; ++a)
      for (int b = 0; b <= 9; ++b)
        test::check_against_rules("bash(" + std::to_string(m) + ") " + std::to_string(a) + " " + std::to_string(b),
                                  memo);
  }
  test::Memo memo;
  test::check_against_rules("bash(3) 5 + bash(2) 7 1", memo);
}

TEST_CASE("bash(m) and sub(S): options_with_value equals the filtered options for every target", "[heap]") {
  for (const char* rule : {"bash(1)", "bash(3)", "bash(5)", "sub(2,4,6)", "sub(1,3,4)"}) {
    auto pos = parse_position(std::string(rule) + " 0");
    REQUIRE(pos.ok());
    const auto& rule_of = dynamic_cast<const HeapGame&>(*pos->components[0]).rule();
    for (std::uint64_t h = 0; h <= 30; ++h)
      for (Nimber t = 0; t <= 8; ++t) {
        INFO(rule << " heap " << h << " target " << t);
        // An option is known by the heaps it leaves.
        std::set<std::vector<std::uint64_t>> filtered, direct;
        rule_of.options(h, [&](std::span<const std::uint64_t> pieces) {
          if ((pieces.empty() ? 0 : rule_of.grundy(pieces[0])) == t) filtered.insert({pieces.begin(), pieces.end()});
        });
        rule_of.options_with_value(h, t, [&](std::span<const std::uint64_t> pieces) {
          CHECK(direct.insert({pieces.begin(), pieces.end()}).second);
        });
        CHECK(direct == filtered);
      }
  }
}

TEST_CASE("bash(m): exact for heaps and limits up to 2^63-1", "[heap]") {
  CHECK(grundy_of("bash(3) 9223372036854775807") == 3);
  CHECK(grundy_of("bash(9223372036854775807) 9223372036854775807") == 9223372036854775807ULL);
  CHECK(grundy_of("bash(9223372036854775806) 9223372036854775807") == 0);
  auto a = analyze("bash(3) 9223372036854775807");
  REQUIRE(a.ok());
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].move == "take 3");
  CHECK(a->winning_moves[0].to == "bash(3) 9223372036854775804");
  auto b = analyze("bash(9223372036854775807) 9223372036854775807");
  REQUIRE(b.ok());
  REQUIRE(b->winning_moves.size() == 1);
  CHECK(b->winning_moves[0].to == "bash(9223372036854775807) 0");
}

TEST_CASE("sub(S): values match the mex recursion and periods are proven, smallest, for all S in {1..6}", "[heap]") {
  for (unsigned mask = 1; mask < 64; ++mask) {
    std::vector<std::uint64_t> set;
    for (unsigned s = 1; s <= 6; ++s)
      if (mask >> (s - 1) & 1) set.push_back(s);
    INFO(sub_rule(set));
    const auto v = brute_values(set, 5000);
    auto seq = grundy_sequence(sub_rule(set), 5000);
    REQUIRE(seq.ok());
    CHECK(seq->values == v);
    REQUIRE(seq->period);
    check_period(v, *seq->period, set.back());
    // Positions use the period beyond the computed prefix: compare far heaps.
    for (std::uint64_t n : {4321ULL, 4999ULL})
      CHECK(grundy_of(sub_rule(set) + " " + std::to_string(n)) == v[static_cast<std::size_t>(n)]);
  }
}

TEST_CASE("sub(S): random sets with amounts up to 40 against 6000 brute-force values", "[heap]") {
  std::uint64_t seed = 12345;
  auto next = [&] { return seed = seed * 6364136223846793005ULL + 1442695040888963407ULL, seed >> 33; };
  for (int trial = 0; trial < 150; ++trial) {
    std::vector<std::uint64_t> set;
    const std::uint64_t size = 1 + next() % 5;
    while (set.size() < size) {
      const std::uint64_t s = 1 + next() % 40;
      bool dup = false;
      for (auto x : set) dup |= x == s;
      if (!dup) set.push_back(s);
    }
    INFO(sub_rule(set));
    const auto v = brute_values(set, 6000);
    auto seq = grundy_sequence(sub_rule(set), 6000);
    REQUIRE(seq.ok());
    CHECK(seq->values == v);
    REQUIRE(seq->period);
    std::uint64_t max = 0;
    for (auto s : set) max = std::max(max, s);
    check_period(v, *seq->period, max);
  }
}

TEST_CASE("sub(S): seed facts, huge heaps and the period of short sequences", "[heap]") {
  for (std::uint64_t n = 0; n < 200; ++n) CHECK(grundy_of("sub(1,2) " + std::to_string(n)) == n % 3);
  CHECK(grundy_of("sub(1,2) 9223372036854775807") == 9223372036854775807ULL % 3);
  for (std::uint64_t n : {0ULL, 1ULL, 7ULL, 8ULL, 9ULL, 10ULL, 999ULL, 1000ULL, 1001ULL, 9223372036854775807ULL,
                          9223372036854775800ULL, 9223372036854775801ULL, 9223372036854775802ULL}) {
    INFO(n);
    CHECK((grundy_of("sub(2,4,6) " + std::to_string(n)) == 0) == (n % 8 == 0 || n % 8 == 1));
  }
  // {1,3,4}: 0 1 0 1 2 3 2, period 7 from 0.
  const std::uint32_t pattern[7] = {0, 1, 0, 1, 2, 3, 2};
  CHECK(grundy_of("sub(1,3,4) 9223372036854775807") == pattern[9223372036854775807ULL % 7]);
  CHECK(grundy_of("sub(4,1,3) 9223372036854775806") == pattern[9223372036854775806ULL % 7]);
  auto seq = grundy_sequence("sub(2,4,6)", 3);
  REQUIRE(seq.ok());
  CHECK(seq->values == std::vector<std::uint32_t>{0, 0, 1});
  REQUIRE(seq->period);
  CHECK(seq->period->start == 0);
  CHECK(seq->period->length == 8);
  auto empty = grundy_sequence("sub(3,5)", 0);
  REQUIRE(empty.ok());
  CHECK(empty->values.empty());
  REQUIRE(empty->period);
  CHECK(empty->period->length == 8);
}

TEST_CASE("sub(S): large amounts: proven period far beyond the window", "[heap]") {
  for (const std::vector<std::uint64_t>& set :
       {std::vector<std::uint64_t>{7, 99991}, std::vector<std::uint64_t>{3, 100000, 50000},
        std::vector<std::uint64_t>{1, 2, 99999}}) {
    INFO(sub_rule(set));
    const auto v = brute_values(set, 450000);
    auto seq = grundy_sequence(sub_rule(set), 450000);
    REQUIRE(seq.ok());
    CHECK(seq->values == v);
    REQUIRE(seq->period);
    const Period& p = *seq->period;
    std::size_t bad = 0;
    for (std::size_t n = static_cast<std::size_t>(p.start); n + p.length < v.size(); ++n)
      bad += v[n] != v[n + static_cast<std::size_t>(p.length)];
    CHECK(bad == 0);
    if (p.start > 0) CHECK(v[p.start - 1] != v[p.start - 1 + p.length]);
  }
}

TEST_CASE("sub(S): every winning move of small sums, by the rules oracle", "[heap]") {
  for (const char* rule : {"sub(1,3,4)", "sub(2,4,6)", "sub(2,5)"}) {
    test::Memo memo;
    for (int a = 0; a <= 10; ++a)
      for (int b = 0; b <= 10; ++b)
        test::check_against_rules(std::string(rule) + " " + std::to_string(a) + " " + std::to_string(b), memo);
  }
  test::check_against_rules("sub(1,3,4) 6 + bash(2) 4 + nim 3");
}

TEST_CASE("sub(S) and bash(m): notation and errors with columns", "[heap]") {
  auto ok = analyze("SUB( 4 , 1,3 ) 10 0");
  REQUIRE(ok.ok());
  CHECK(ok->position == "sub(4,1,3) 10 0");
  CHECK(analyze("Bash(3) 4")->position == "bash(3) 4");
  struct Case {
    const char* text;
    std::uint32_t column;
    const char* contains;
  };
  for (const Case& c : {Case{"sub() 5", 5, "empty"}, Case{"sub(1,0) 3", 7, "at least 1"},
                        Case{"sub(1,2,2) 3", 9, "twice"}, Case{"sub(1,100001) 3", 7, "too large"},
                        Case{"sub(1,,2) 3", 7, "missing"}, Case{"sub 5", 4, "parentheses"},
                        Case{"sub(-1) 3", 5, "non-negative"}, Case{"sub(1,x) 3", 7, "non-negative"},
                        Case{"sub(1,2) 3 -4", 12, "heap size"}, Case{"bash(0) 3", 6, "at least 1"},
                        Case{"bash(3,4) 3", 8, "one number"}, Case{"bash 3", 5, "parentheses"},
                        Case{"nim 1 + bash(2) 99999999999999999999", 17, "too large"}}) {
    INFO(c.text);
    auto a = analyze(c.text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().column == c.column);
    CHECK(a.error().message().find(c.contains) != std::string::npos);
  }
  std::string many = "sub(";
  for (int i = 1; i <= 1001; ++i) {
    if (i > 1) many += ',';
    many += std::to_string(i);
  }
  auto too_many = analyze(many + ") 4");
  REQUIRE_FALSE(too_many.ok());
  CHECK(too_many.error().message().find("too many") != std::string::npos);
  CHECK_FALSE(grundy_sequence("sub(1,2) 3", 5).ok());
  CHECK_FALSE(grundy_sequence("sub", 5).ok());
}

TEST_CASE("sub(S): a cancelled sequence reports cancellation", "[heap]") {
  auto s = grundy_sequence("sub(1,99999)", 1 << 20, [](double) { return false; });
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().message() == "cancelled");
}

TEST_CASE("sub(S): without a period in reach, heaps beyond the computed prefix are refused", "[heap]") {
  // This set has no repeated window of max(S) values among its first 2^22
  // values (checked independently by hashing every window).
  const std::string rule = "sub(100000,99999,77777,31415,27182,1)";
  auto far = analyze(rule + " 5000000");
  REQUIRE_FALSE(far.ok());
  CHECK(far.error().column == 39);
  // The parser searches for a period with a small budget only (parsing
  // stays cheap); heaps up to the direct-computation cap need none.
  CHECK(far.error().message().find("heaps above 4194303 need the period, and no period is found within the "
                                 "first 699050 values") != std::string::npos);
  auto near = analyze(rule + " 4000000");
  REQUIRE(near.ok());
  auto seq = grundy_sequence(rule, 10);
  REQUIRE(seq.ok());
  CHECK_FALSE(seq->period);
}
