// Fibonacci Nim against a brute force from the rules (take 1..limit, the
// next limit twice the take) for every heap up to 160 and every limit: the
// outcome and winning moves by Zeckendorf representations, and the SG table.
#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "families/tutorial/fibonacci_nim.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

// g[n][l] for l <= n: mex over t = 1..l of g[n-t][min(2t, n-t)].
std::vector<std::vector<std::uint64_t>> brute(std::uint64_t top) {
  std::vector<std::vector<std::uint64_t>> g(top + 1);
  for (std::uint64_t n = 0; n <= top; ++n) {
    g[n].resize(n + 1);
    for (std::uint64_t l = 0; l <= n; ++l) {
      std::set<std::uint64_t> seen;
      for (std::uint64_t t = 1; t <= l; ++t) seen.insert(g[n - t][std::min(2 * t, n - t)]);
      std::uint64_t m = 0;
      while (seen.count(m)) ++m;
      g[n][l] = m;
    }
  }
  return g;
}

std::string text(std::uint64_t n, std::uint64_t l) { return "fibnim " + std::to_string(n) + " " + std::to_string(l); }

bool is_fibonacci(std::uint64_t n) {
  std::uint64_t a = 1, b = 2;
  while (a < n) a = std::exchange(b, a + b);
  return a == n;
}

}  // namespace

TEST_CASE("fibnim: outcomes, values and winning moves match brute force", "[fibnim]") {
  const std::uint64_t top = 160;
  const auto g = brute(top);
  std::size_t bad = 0;
  for (std::uint64_t n = 0; n <= top; ++n)
    for (std::uint64_t l = 0; l <= n + 2; ++l) {
      const std::uint64_t lim = std::min(l, n);
      auto a = analyze(text(n, l));
      REQUIRE(a.ok());
      bad += a->outcome != (g[n][lim] ? Outcome::N : Outcome::P);
      bad += !a->grundy || *a->grundy != g[n][lim];
      std::set<std::uint64_t> want, got;
      for (std::uint64_t t = 1; t <= lim; ++t)
        if (g[n - t][std::min(2 * t, n - t)] == 0) want.insert(t);
      for (const auto& m : a->winning_moves) got.insert(m.action.amount);
      bad += want != got || got.size() != a->winning_moves.size();
    }
  CHECK(bad == 0);
  // The first move may not take all: the P heaps are the Fibonacci numbers.
  for (std::uint64_t n = 1; n <= top; ++n) bad += (g[n][n - 1] == 0) != is_fibonacci(n);
  CHECK(bad == 0);
}

TEST_CASE("fibnim: Zeckendorf representations and 64-bit heaps", "[fibnim]") {
  std::size_t bad = 0;
  std::vector<std::uint64_t> fib{1, 2};
  while (fib.back() < (std::uint64_t{1} << 63)) fib.push_back(fib.back() + fib[fib.size() - 2]);
  auto index_of = [&](std::uint64_t f) { return std::find(fib.begin(), fib.end(), f) - fib.begin(); };
  auto check_rep = [&](std::uint64_t n) {
    const auto z = zeckendorf(n);
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < z.size(); ++i) {
      sum += z[i];
      if (index_of(z[i]) == static_cast<std::ptrdiff_t>(fib.size())) ++bad;  // not a Fibonacci number
      if (i && index_of(z[i - 1]) - index_of(z[i]) < 2) ++bad;             // consecutive or not descending
    }
    bad += sum != n;
  };
  for (std::uint64_t n = 0; n < 20000; ++n) check_rep(n);
  std::uint64_t s = 99;
  for (int i = 0; i < 2000; ++i) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    const std::uint64_t n = s >> (1 + i % 62);
    check_rep(n);
    // Every winning take leaves r whose smallest term exceeds twice the take.
    const std::uint64_t limit = (s >> 7) % (n + 1);
    for (std::uint64_t t : fibonacci_nim_winning_takes(n, limit)) {
      const std::uint64_t r = n - t;
      bad += t == 0 || t > limit;
      if (r) bad += zeckendorf(r).back() <= 2 * t;
    }
    const bool n_wins = n && zeckendorf(n).back() <= limit;
    bad += fibonacci_nim_winning_takes(n, limit).empty() == n_wins;
  }
  CHECK(bad == 0);
  auto big = analyze("fibnim 9223372036854775807");
  REQUIRE(big.ok());
  CHECK_FALSE(big->components[0].value);
  CHECK(big->outcome == Outcome::N);
  for (const auto& m : big->winning_moves) CHECK(analyze(m.to)->outcome == Outcome::P);
  auto fibonacci = analyze("fibnim 7540113804746346429");  // F(92), a Fibonacci number: P
  REQUIRE(fibonacci.ok());
  CHECK(fibonacci->outcome == Outcome::P);
}

TEST_CASE("fibnim: notation, shape, apply and errors", "[fibnim]") {
  CHECK(analyze("fibnim 10 9")->position == "fibnim 10");
  CHECK(analyze("fibnim 10 50")->position == "fibnim 10 10");
  CHECK(analyze("fibnim 0")->position == "fibnim 0 0");
  CHECK(analyze("fibnim 1")->position == "fibnim 1");
  auto a = analyze("fibnim 20 6");
  REQUIRE(a.ok());
  const ComponentShape& s = a->components[0].shape;
  CHECK(s.kind == ShapeKind::limited_heap);
  CHECK(s.numbers == std::vector<std::uint64_t>{20, 6});
  CompositionSpec spec;
  spec.components.push_back({"fibnim", std::nullopt, s});
  CHECK(*compose(spec) == "fibnim 20 6");
  auto pos = parse_position("fibnim 20 6");
  REQUIRE(pos.ok());
  const std::uint64_t left = 15;
  auto r = apply_action(*pos, MoveAction::take(0, 5, &left, 1));
  REQUIRE(r.ok());
  CHECK(*r == "fibnim 15 10");
  const std::uint64_t left2 = 13;
  auto too_many = apply_action(*pos, MoveAction::take(0, 7, &left2, 1));
  REQUIRE_FALSE(too_many.ok());
  CHECK(too_many.error().message().find("1 to 6") != std::string::npos);
  for (const char* bad : {"fibnim", "fibnim 1 2 3", "fibnim(2) 5", "fibnim -3"}) {
    INFO(bad);
    CHECK_FALSE(parse_position(bad).ok());
  }
  CHECK(parse_position("fibnim 1 2 3").error().column == 12);
  test::check_against_rules("fibnim 20 + nim 2");
  test::check_against_rules("fibnim 13 + fibnim 12 3");
}
