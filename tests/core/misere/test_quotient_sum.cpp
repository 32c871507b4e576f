// analyze() on misère sums of heaps of one rule, which the rule's misère
// quotient decides: outcome and the exact set of winning moves against the
// brute force of tests/misere_heap_oracle.hpp (its own rules and moves).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

#include "misere_heap_oracle.hpp"
#include "sg/analysis.hpp"
#include "sg/misere_quotient.hpp"

using namespace sg;
using misere_oracle::Heaps;
using misere_oracle::heaps_in;

namespace {

std::string text_of(const char* family, const Heaps& heaps) {
  std::string text = "misere: ";
  for (std::size_t i = 0; i < heaps.size(); ++i) text += (i ? " + " : "") + std::string(family) + " " + std::to_string(heaps[i]);
  return text;
}

}  // namespace

TEST_CASE("the misère quotient decides sums of one rule as the brute force does", "[misere][quotient]") {
  struct Case {
    const char* family;
    misere_oracle::Rule rule;
    int tokens;
  };
  const Case cases[] = {
      {"kayles", misere_oracle::octal("0.77"), 16},
      {"dawson", misere_oracle::octal("0.07"), 16},
      {"octal(0.137)", misere_oracle::octal("0.137"), 16},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 18},
  };
  for (const Case& c : cases) {
    INFO(c.family);
    misere_oracle::Oracle oracle(c.rule);
    int by_quotient = 0, checked = 0;
    Heaps sum;
    std::function<void(int, int)> walk = [&](int smallest, int left) {
      if (!sum.empty()) {
        const std::string text = text_of(c.family, sum);
        INFO(text);
        auto a = analyze(text);
        REQUIRE(a.ok());
        const bool wins = oracle.wins(sum);
        CHECK((a->outcome == Outcome::N) == wins);
        // Every winning move is in the list, and nothing else: as the
        // multisets of heaps they leave.
        std::multiset<Heaps> listed, expected;
        for (const WinningMove& m : a->winning_moves) listed.insert(heaps_in(m.to));
        for (const auto& [i, pieces] : oracle.winning_moves(sum))
          expected.insert(misere_oracle::Oracle::after(sum, i, pieces));
        CHECK(listed == expected);
        CHECK(a->winning_moves_complete);
        // The element the analysis names is the API's quotient's.
        REQUIRE(a->quotient.has_value());
        const std::uint64_t largest = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(*std::max_element(sum.begin(), sum.end())));
        CHECK(a->quotient->heaps == largest);
        auto q = misere_quotient(c.family, largest);
        REQUIRE(q.ok());
        CHECK(a->quotient->order == q->order);
        REQUIRE(a->quotient->element < q->order);
        CHECK(a->quotient->name == q->names[a->quotient->element]);
        CHECK(a->quotient->p == !wins);
        CHECK((a->theorem == Theorem::misere_quotient) == (a->tame != true));
        by_quotient += a->theorem == Theorem::misere_quotient;
        ++checked;
      }
      if (sum.size() == 3) return;
      for (int h = smallest; h <= left; ++h) {
        sum.push_back(h);
        walk(h, left - h);
        sum.pop_back();
      }
    };
    walk(1, c.tokens);
    CHECK(checked > 100);
    if (std::string(c.family) != "sub(1,3,4)") CHECK(by_quotient > 0);
  }
}

TEST_CASE("sums of several rules, or with other games, are left to the search", "[misere][quotient]") {
  auto mixed = analyze("misere: kayles 5 + dawson 4");
  REQUIRE(mixed.ok());
  CHECK_FALSE(mixed->quotient.has_value());
  CHECK(mixed->theorem == Theorem::misere_search);
  auto coins = analyze("misere: kayles 5 + coins(mock) THH");
  REQUIRE(coins.ok());
  CHECK_FALSE(coins->quotient.has_value());
}

// A quotient computed to more heaps than asked must still give Q_n itself:
// sums that split only on a larger heap (Kayles: 1+1 and 5+5 up to heap 8)
// are one element of Q_8. The order of each Q_n was recorded when heap n
// was added.
TEST_CASE("a quotient asked for fewer heaps than are known is that quotient", "[misere][quotient]") {
  for (const char* rule : {"kayles", "dawson", "sub(1,3,4)"}) {
    INFO(rule);
    auto big = misere_quotient(rule, 24);
    REQUIRE(big.ok());
    for (std::uint64_t n = 0; n <= 24; ++n) {
      INFO("heaps " << n);
      auto q = misere_quotient(rule, n);
      REQUIRE(q.ok());
      CHECK(q->order == big->orders[n]);
      CHECK(q->orders.back() == q->order);
      // Every element is a product of the generators' images.
      CHECK(q->names.size() == q->order);
      for (std::uint64_t g : q->generator_heaps) CHECK(g <= n);
    }
  }
}
