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
      {"kayles", misere_oracle::octal("0.77"), 14, 4, 22},
      {"dawson", misere_oracle::octal("0.07"), 14, 4, 22},
      {"octal(0.75)", misere_oracle::octal("0.75"), 14, 4, 22},
      {"octal(0.137)", misere_oracle::octal("0.137"), 14, 4, 22},
      {"octal(4.07)", misere_oracle::octal("4.07"), 12, 4, 20},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 16, 4, 24},
      {"bash(2)", misere_oracle::subtraction({1, 2}), 12, 4, 20},
      {"nim", misere_oracle::nim(), 7, 4, 18},
  };
  for (const Case& c : cases) {
    INFO(c.rule);
    const MisereQuotient q = quotient(c.rule, c.heaps);
    misere_oracle::Oracle oracle(c.oracle_rule);
    CHECK(check_outcomes(q, oracle, c.parts, c.tokens) > 100);
  }
}

// Grundy's game: the oracle's sums of up to 30 tokens take about 1 s
// unoptimised, more under the sanitizers: slow.
TEST_CASE("misère quotient of Grundy's game decides small sums as the oracle does", "[misere][quotient][.slow]") {
  const MisereQuotient q = quotient("grundy", 14);
  misere_oracle::Oracle oracle(misere_oracle::grundy_game());
  CHECK(check_outcomes(q, oracle, 4, 30) > 100);
}

// The winning moves read off the quotient (moves to a sum whose element is
// in the P-portion) are exactly the oracle's (moves to a sum it loses).
// Moves come from the oracle's own move generation, images from Q.
TEST_CASE("misère quotients give the oracle's winning moves", "[misere][quotient]") {
  struct Case {
    const char* rule;
    misere_oracle::Rule oracle_rule;
    std::uint64_t heaps;
    int tokens;
  };
  const Case cases[] = {
      {"kayles", misere_oracle::octal("0.77"), 12, 22},
      {"dawson", misere_oracle::octal("0.07"), 12, 22},
      {"octal(0.77)", misere_oracle::octal("0.77"), 12, 22},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 12, 22},
      {"nim", misere_oracle::nim(), 6, 14},
  };
  for (const Case& c : cases) {
    INFO(c.rule);
    const MisereQuotient q = quotient(c.rule, c.heaps);
    misere_oracle::Oracle oracle(c.oracle_rule);
    int checked = 0;
    Heaps sum;
    std::function<void(int, int)> walk = [&](int smallest, int left) {
      if (!sum.empty()) {
        std::vector<Heaps> by_q, by_oracle;
        for (std::size_t i = 0; i < sum.size(); ++i)
          for (const Heaps& pieces : misere_oracle::heap_options(c.oracle_rule, sum[i])) {
            const Heaps next = misere_oracle::Oracle::after(sum, i, pieces);
            if (q.p[element_of(q, next)]) by_q.push_back(next);
            if (!oracle.wins(next)) by_oracle.push_back(next);
          }
        INFO("sum of heaps " << ::Catch::Detail::stringify(sum));
        CHECK(by_q == by_oracle);
        ++checked;
      }
      if (sum.size() == 3) return;
      for (int h = smallest; h <= static_cast<int>(q.heaps) && h <= left; ++h) {
        sum.push_back(h);
        walk(h, left - h);
        sum.pop_back();
      }
    };
    walk(1, c.tokens);
    CHECK(checked > 50);
  }
}

// Plambeck and Siegel, "Misere quotients for impartial games" (JCTA 2008,
// arXiv math/0609825): misere Nim restricted to heaps {0, 1} has a quotient
// of order 2 (a^2 = 1), and restricted to heaps up to 2 or 3 it is the tame
// quotient T = <a, b | a^2 = 1, b^3 = b> of order 6 with P-portion {a, b^2}.
// Every impartial misere quotient has even order (same paper; restated by
// Rubinstein-Salzedo and Zhou, arXiv 2603.18244).
TEST_CASE("misère Nim's quotients are Plambeck and Siegel's", "[misere][quotient]") {
  CHECK(quotient("nim", 1).order == 2);
  for (std::uint64_t n : {2, 3}) {
    const MisereQuotient q = quotient("nim", n);
    CHECK(q.order == 6);
    int p = 0;
    for (auto b : q.p) p += b;
    CHECK(p == 2);
  }
  for (const char* rule : {"kayles", "dawson", "sub(1,3,4)", "bash(3)", "octal(0.75)"})
    CHECK(quotient(rule, 12).order % 2 == 0);
}

// Asked for fewer heaps than the engine already knows, the answer is still
// the quotient of those heaps: reduced (any two elements are told apart by
// some element) and of the order |Q_n| found heap by heap. More heaps can
// tell apart sums that fewer cannot: octal(0.37) has |Q_5| = 6, while the
// heaps up to 5 make 8 elements of Q_14.
TEST_CASE("a quotient of fewer heaps than already known is their quotient", "[misere][quotient]") {
  const MisereQuotient all = quotient("octal(0.37)", 14);
  misere_oracle::Oracle oracle(misere_oracle::octal("0.37"));
  for (std::uint64_t n = 2; n < all.heaps; ++n) {
    INFO("heaps up to " << n);
    const MisereQuotient q = quotient("octal(0.37)", n);
    CHECK(q.order == q.orders.back());
    CHECK(q.orders == std::vector<std::uint32_t>(all.orders.begin(), all.orders.begin() + static_cast<std::ptrdiff_t>(n) + 1));
    int merged = 0;
    for (std::uint32_t a = 0; a < q.order; ++a)
      for (std::uint32_t b = a + 1; b < q.order; ++b) {
        bool apart = false;
        for (std::uint32_t z = 0; z < q.order && !apart; ++z)
          apart = q.p[q.table[a * q.order + z]] != q.p[q.table[b * q.order + z]];
        merged += !apart;
      }
    CHECK(merged == 0);
    CHECK(check_outcomes(q, oracle, 4, 16) > 10);
  }
}

// The rebuild after a split reports progress within its heap's share and
// reads the callback's answer, so a cancel stops it rather than letting it
// run to its caps: octal(0.74)'s elements split at heap 10, the only heap
// of the second call, whose share is all of [0, 1].
TEST_CASE("cancelling stops a quotient's rebuild", "[misere][quotient]") {
  REQUIRE(misere_quotient("octal(0.74)", 9).ok());
  int inside = 0;
  auto q = misere_quotient("octal(0.74)", 10, [&](double f) { return !(f > 0 && f < 1 && ++inside > 0); });
  REQUIRE_FALSE(q.ok());
  CHECK(q.error().message() == "the computation was cancelled");
  CHECK(inside == 1);
}

// Dawson's Kayles splits at heap 25, past what a rebuild over every heap
// can hold; over its generators and the largest heaps it is found and
// verified (about 3 s unoptimised: slow).
TEST_CASE("Dawson's Kayles past its split at heap 25 decides sums as the oracle does",
          "[misere][quotient][.slow]") {
  const MisereQuotient q = quotient("dawson", 26);
  CHECK(q.orders[24] < q.orders[25]);
  misere_oracle::Oracle oracle(misere_oracle::octal("0.07"));
  CHECK(check_outcomes(q, oracle, 3, 40) > 1000);
}
