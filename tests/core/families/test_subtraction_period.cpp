// The subtraction-game period search at its exact boundary: a period p from
// heap n0 is proven by two equal windows W(n0) = W(n0 + p) of max(S) values,
// so n0 + p + max(S) values decide it. Searching exactly that many must find
// it; one value fewer must not. The expected periods are published ones, or
// found by a brute force written here from the rules (it shares nothing with
// the engine: its own mex, its own search for a repeated window).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "families/heaps/subtraction_period.hpp"

using namespace sg;

namespace {

std::vector<std::uint32_t> rule_values(const std::vector<std::uint64_t>& set, std::size_t count) {
  std::vector<std::uint32_t> v;
  for (std::size_t n = 0; n < count; ++n) {
    std::vector<bool> seen(set.size() + 1, false);
    for (std::uint64_t s : set)
      if (s <= n) seen[v[n - s]] = true;
    std::uint32_t g = 0;
    while (seen[g]) ++g;
    v.push_back(g);
  }
  return v;
}

struct Repeat {
  std::uint64_t start = 0, length = 0;
};

// The first window of max(S) values seen twice, by brute force.
Repeat first_repeat(const std::vector<std::uint64_t>& set, std::size_t count) {
  const std::size_t k = static_cast<std::size_t>(*std::max_element(set.begin(), set.end()));
  const auto v = rule_values(set, count);
  std::map<std::vector<std::uint32_t>, std::size_t> seen;
  for (std::size_t j = 0; j + k <= v.size(); ++j) {
    std::vector<std::uint32_t> w(v.begin() + static_cast<std::ptrdiff_t>(j),
                                 v.begin() + static_cast<std::ptrdiff_t>(j + k));
    auto [at, fresh] = seen.emplace(std::move(w), j);
    if (!fresh) return Repeat{at->second, j - at->second};
  }
  FAIL("no repeated window among " << count << " values");
  return {};
}

std::string named(const std::vector<std::uint64_t>& set) {
  std::string s = "{";
  for (std::uint64_t x : set) s += (s.size() > 1 ? "," : "") + std::to_string(x);
  return s + "}";
}

// Searching exactly n0 + p + max(S) values proves (n0, p); one fewer does
// not, and says how many values it searched.
void check_boundary(const std::vector<std::uint64_t>& set, Repeat expected) {
  INFO(named(set) << ": period " << expected.length << " from " << expected.start);
  const std::uint64_t k = *std::max_element(set.begin(), set.end());
  const std::uint64_t needed = expected.start + expected.length + k;
  const std::uint64_t per_value = set.size();  // the search's work per value
  {
    SubtractionSequence seq(set);
    auto p = seq.find_period({}, needed * per_value);
    REQUIRE(p.ok());
    CHECK(p->start == expected.start);
    CHECK(p->length == expected.length);
    CHECK(seq.computed() <= needed);
  }
  {
    SubtractionSequence seq(set);
    auto p = seq.find_period({}, (needed - 1) * per_value);
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().message().find("within the first " + std::to_string(needed - 1) + " values") !=
          std::string::npos);
  }
}

}  // namespace

TEST_CASE("sub(S): published periods are proven at exactly n0 + p + max(S) values", "[heap]") {
  // Winning Ways ch. 4: S = {1,3,4} has the values 0 1 0 1 2 3 2, period 7.
  check_boundary({1, 3, 4}, Repeat{0, 7});
  CHECK(rule_values({1, 3, 4}, 7) == std::vector<std::uint32_t>{0, 1, 0, 1, 2, 3, 2});
  // Bachet: S = {1..m} has SG(n) = n mod (m + 1).
  for (std::uint64_t m = 1; m <= 9; ++m) {
    std::vector<std::uint64_t> set;
    for (std::uint64_t s = 1; s <= m; ++s) set.push_back(s);
    check_boundary(set, Repeat{0, m + 1});
  }
  // Two amounts a < b (Benesh, Carter, Coleman, Crabill, Good, Smith, Travis
  // and Ward, "The periodicity of nim-sequences in two-element subtraction
  // games", INTEGERS 20 (2020) #G5): purely periodic, with period 2a when b is
  // an odd multiple of a and a + b otherwise.
  for (std::uint64_t a = 1; a <= 9; ++a)
    for (std::uint64_t b = a + 1; b <= 40; ++b) {
      const bool odd_multiple = b % a == 0 && (b / a) % 2 == 1;
      const Repeat published{0, odd_multiple ? 2 * a : a + b};
      const Repeat brute = first_repeat({a, b}, 400);
      CHECK(brute.start == published.start);
      CHECK(brute.length == published.length);
      check_boundary({a, b}, published);
    }
}

TEST_CASE("sub(S): every three-amount set up to 16 is proven at exactly its boundary, preperiods included",
          "[heap]") {
  int preperiodic = 0;
  for (std::uint64_t a = 1; a <= 16; ++a)
    for (std::uint64_t b = a + 1; b <= 16; ++b)
      for (std::uint64_t c = b + 1; c <= 16; ++c) {
        const Repeat r = first_repeat({a, b, c}, 4000);
        preperiodic += r.start > 0;
        check_boundary({a, b, c}, r);
      }
  // {2,4,7}: 0 0 1 1 2 2 0 3 | then 1 0 2 repeating, from heap 8.
  CHECK(first_repeat({2, 4, 7}, 100).start == 8);
  CHECK(first_repeat({2, 4, 7}, 100).length == 3);
  CHECK(preperiodic > 20);
}

TEST_CASE("sub(S): long preperiods and periods are proven at exactly their boundary", "[heap]") {
  // Found by the brute force above: preperiods 675, 525 and 533 with periods
  // 56, 2919 and 111.
  for (const std::vector<std::uint64_t>& set :
       {std::vector<std::uint64_t>{10, 41, 46}, std::vector<std::uint64_t>{13, 30, 42, 55},
        std::vector<std::uint64_t>{15, 36, 53, 58}}) {
    const Repeat r = first_repeat(set, 20000);
    CHECK(r.start > 500);
    check_boundary(set, r);
  }
}
