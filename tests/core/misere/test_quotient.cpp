// Misère quotients against the brute-force oracle of tests/misere_heap_oracle.hpp
// (its own move generation) and against published facts.
#include <catch2/catch.hpp>

#include <functional>

#include "misere_heap_oracle.hpp"
#include "sg/misere_quotient.hpp"

using namespace sg;
using misere_oracle::Heaps;

namespace {

std::uint16_t element_of(const MisereQuotient& q, const Heaps& heaps) {
  std::uint16_t e = 0;
  for (int h : heaps) e = q.table[std::size_t{e} * q.order + q.heap_images[static_cast<std::size_t>(h)]];
  return e;
}

// Every sum of at most `parts` heaps from 1..q.heaps with at most `tokens`
// tokens: the quotient's outcome is the oracle's. Returns how many sums.
int check_outcomes(const MisereQuotient& q, misere_oracle::Oracle& oracle, int parts, int tokens) {
  int checked = 0, p_count = 0;
  Heaps sum;
  std::function<void(int, int)> walk = [&](int smallest, int left) {
    if (!sum.empty()) {
      INFO("sum of heaps " << ::Catch::Detail::stringify(sum));
      const bool p = q.p[element_of(q, sum)] != 0;
      CHECK(p == !oracle.wins(sum));
      ++checked;
      p_count += p;
    }
    if (static_cast<int>(sum.size()) == parts) return;
    for (int h = smallest; h <= static_cast<int>(q.heaps) && h <= left; ++h) {
      sum.push_back(h);
      walk(h, left - h);
      sum.pop_back();
    }
  };
  walk(1, tokens);
  CHECK(p_count > 0);
  CHECK(p_count < checked);
  return checked;
}

MisereQuotient quotient(const char* rule, std::uint64_t heaps) {
  auto q = misere_quotient(rule, heaps);
  INFO(rule << " " << heaps);
  if (!q.ok()) FAIL(q.error().what(Lang::en));
  return *q;
}

}  // namespace

TEST_CASE("misère quotients decide every small sum as the oracle does", "[misere][quotient]") {
  struct Case {
    const char* rule;
    misere_oracle::Rule oracle_rule;
    std::uint64_t heaps;
    int parts, tokens;
  };
  const Case cases[] = {
      {"kayles", misere_oracle::octal("0.77"), 14, 4, 30},
      {"dawson", misere_oracle::octal("0.07"), 14, 4, 30},
      {"grundy", misere_oracle::grundy_game(), 14, 4, 30},
      {"octal(0.75)", misere_oracle::octal("0.75"), 14, 4, 30},
      {"octal(0.137)", misere_oracle::octal("0.137"), 14, 4, 30},
      {"octal(4.07)", misere_oracle::octal("4.07"), 12, 4, 26},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 16, 4, 34},
      {"bash(2)", misere_oracle::subtraction({1, 2}), 12, 4, 26},
      {"nim", misere_oracle::nim(), 7, 4, 18},
  };
  for (const Case& c : cases) {
    INFO(c.rule);
    const MisereQuotient q = quotient(c.rule, c.heaps);
    misere_oracle::Oracle oracle(c.oracle_rule);
    CHECK(check_outcomes(q, oracle, c.parts, c.tokens) > 100);
  }
}
