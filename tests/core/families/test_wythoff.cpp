// Wythoff's game: P positions and SG tables against brute force written here,
// the exact integer P test against the mex recurrence and against Beatty's
// defining inequalities up to 2^63, and all winning moves by the rules oracle.
#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "families/heaps/wythoff.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/table.hpp"

using namespace sg;

namespace {

using u128 = unsigned __int128;

// SG(a, b) for a < rows, b < cols straight from the rules (mex over every
// option: one heap reduced, or both by the same amount).
std::vector<std::vector<Nimber>> brute_table(std::size_t rows, std::size_t cols) {
  std::vector<std::vector<Nimber>> g(rows, std::vector<Nimber>(cols));
  for (std::size_t a = 0; a < rows; ++a)
    for (std::size_t b = 0; b < cols; ++b) {
      std::vector<Nimber> options;
      for (std::size_t x = 0; x < a; ++x) options.push_back(g[x][b]);
      for (std::size_t y = 0; y < b; ++y) options.push_back(g[a][y]);
      for (std::size_t t = 1; t <= a && t <= b; ++t) options.push_back(g[a - t][b - t]);
      g[a][b] = oracle::mex(options);
    }
  return g;
}

// floor(k phi) is characterised by 2a - k < k sqrt 5 < 2a + 2 - k, squared
// in 128 bits (valid while 2a + 2 - k < 2^64).
bool is_floor_k_phi(std::uint64_t k, std::uint64_t a) {
  const u128 lo = 2 * static_cast<u128>(a) - k, hi = 2 * static_cast<u128>(a) + 2 - k;
  const u128 five_k2 = 5 * static_cast<u128>(k) * k;
  return lo * lo < five_k2 && five_k2 < hi * hi;
}

std::string text(std::uint64_t a, std::uint64_t b) { return "wythoff " + std::to_string(a) + " " + std::to_string(b); }

}  // namespace

TEST_CASE("wythoff: P positions match brute force for all a, b <= 60", "[heap]") {
  const auto g = brute_table(61, 61);
  std::size_t p_count = 0;
  for (std::uint64_t a = 0; a <= 60; ++a)
    for (std::uint64_t b = 0; b <= 60; ++b) {
      INFO(a << " " << b);
      const bool p = g[a][b] == 0;
      p_count += p;
      CHECK(wythoff_is_p(a, b) == p);
      auto pos = parse_position(text(a, b));
      REQUIRE(pos.ok());
      CHECK(pos->components[0]->outcome() == (p ? Outcome::P : Outcome::N));
      CHECK(pos->components[0]->value().nimber == g[a][b]);
    }
  CHECK(p_count == 1 + 2 * 23);  // (0,0) and the pairs (a_k, b_k), k = 1..23, with b_k <= 60
}

TEST_CASE("wythoff: SG table against brute force", "[heap]") {
  const auto g = brute_table(30, 30);
  for (auto [rows, cols] : {std::pair<std::uint64_t, std::uint64_t>{30, 30}, {7, 30}, {30, 7}, {1, 30}, {30, 1},
                            {13, 29}}) {
    INFO(rows << " x " << cols);
    auto t = grundy_table("wythoff", rows, cols);
    REQUIRE(t.ok());
    CHECK(t->rows == rows);
    CHECK(t->cols == cols);
    REQUIRE(t->values.size() == rows * cols);
    std::size_t bad = 0;
    for (std::size_t a = 0; a < rows; ++a)
      for (std::size_t b = 0; b < cols; ++b) bad += t->values[a * cols + b] != g[a][b];
    CHECK(bad == 0);
  }
  // A larger square against a cheaper check: each row, column and diagonal
  // holds distinct values and every cell is the mex of its options.
  auto big = grundy_table(" WythOFF ", 200, 150);
  REQUIRE(big.ok());
  const auto b200 = brute_table(200, 150);
  std::size_t bad = 0;
  for (std::size_t a = 0; a < 200; ++a)
    for (std::size_t b = 0; b < 150; ++b) bad += big->values[a * 150 + b] != b200[a][b];
  CHECK(bad == 0);
}

TEST_CASE("wythoff: large tables agree across shapes and satisfy the mex definition", "[heap]") {
  auto square = grundy_table("wythoff", 1024, 1024);
  auto wide = grundy_table("wythoff", 300, 1024);  // computed transposed, no symmetry shortcut past 300
  auto tall = grundy_table("wythoff", 1024, 300);
  REQUIRE(square.ok());
  REQUIRE(wide.ok());
  REQUIRE(tall.ok());
  const auto at = [&](std::size_t i, std::size_t j) { return square->values[i * 1024 + j]; };
  std::size_t bad = 0;
  for (std::size_t i = 0; i < 1024; ++i)
    for (std::size_t j = 0; j < 1024; ++j) {
      bad += at(i, j) != at(j, i);
      if (i < 300) bad += wide->values[i * 1024 + j] != at(i, j);
      if (j < 300) bad += tall->values[i * 300 + j] != at(i, j);
    }
  CHECK(bad == 0);
  // The definition itself on sampled cells (and the whole last row and column).
  std::uint64_t seed = 7;
  std::vector<std::pair<std::size_t, std::size_t>> cells;
  for (int n = 0; n < 1500; ++n) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    cells.emplace_back((seed >> 20) % 1024, (seed >> 40) % 1024);
  }
  for (std::size_t k = 0; k < 1024; ++k) cells.emplace_back(1023, k), cells.emplace_back(k, 700);
  for (auto [i, j] : cells) {
    std::vector<Nimber> options;
    for (std::size_t x = 0; x < i; ++x) options.push_back(at(x, j));
    for (std::size_t y = 0; y < j; ++y) options.push_back(at(i, y));
    for (std::size_t t = 1; t <= i && t <= j; ++t) options.push_back(at(i - t, j - t));
    bad += at(i, j) != oracle::mex(options);
  }
  CHECK(bad == 0);
}

TEST_CASE("wythoff: table errors, caps and cancellation", "[heap]") {
  auto unknown = grundy_table("kayles", 3, 3);
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().message().find("supported tables are: wythoff") != std::string::npos);
  auto too_big = grundy_table("wythoff", 4097, 1024);
  REQUIRE_FALSE(too_big.ok());
  CHECK(too_big.error().message().find("limit") != std::string::npos);
  CHECK_FALSE(grundy_table("wythoff", 0, 1ULL << 40).ok());
  CHECK_FALSE(grundy_table("wythoff", 1ULL << 33, 1ULL << 33).ok());
  auto empty = grundy_table("wythoff", 0, 5);
  REQUIRE(empty.ok());
  CHECK(empty->values.empty());
  auto thin = grundy_table("wythoff", 1, 1u << 22);  // a full-size row: G(0, j) = j
  REQUIRE(thin.ok());
  CHECK(thin->values[(1u << 22) - 1] == (1u << 22) - 1);
  int calls = 0;
  auto cancelled = grundy_table("wythoff", 1024, 1024, [&](double) { return ++calls < 3; });
  REQUIRE_FALSE(cancelled.ok());
  CHECK(cancelled.error().message() == "cancelled");
}

TEST_CASE("wythoff: floor(k phi) matches the mex recurrence for k <= 10^5", "[heap]") {
  // a_k = mex of all earlier a_j, b_j; b_k = a_k + k (Wythoff's construction).
  const std::size_t n = 100000;
  std::vector<char> used(3 * n + 10, 0);
  std::uint64_t next_free = 0;
  std::size_t bad = 0;
  for (std::uint64_t k = 0; k <= n; ++k) {
    while (used[next_free]) ++next_free;
    const std::uint64_t a = next_free, b = a + k;
    used[a] = used[b] = 1;
    bad += wythoff_lower(k) != a;
    bad += !wythoff_is_p(a, b) || !wythoff_is_p(b, a);
    bad += wythoff_partner(a) != b || wythoff_partner(b) != a;
    if (k > 0) bad += wythoff_is_p(a, b + 1) || wythoff_is_p(a + 1, b);
  }
  CHECK(bad == 0);
}

TEST_CASE("wythoff: exact P test for huge heaps (Beatty properties in 128 bits)", "[heap]") {
  std::size_t bad = 0;
  // k near 2^62 and up to the largest k whose b_k fits in 2^63-1.
  std::vector<std::uint64_t> ks;
  for (std::uint64_t d = 0; d < 300; ++d) ks.push_back((1ULL << 62) - 150 + d);
  for (std::uint64_t d = 0; d < 200; ++d) ks.push_back(3522596578570670000ULL + d * 7919);
  std::uint64_t seed = 99;
  for (int i = 0; i < 300; ++i) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    ks.push_back(seed % 5700000000000000000ULL);
  }
  std::uint64_t prev_k = 0, prev_a = 0;
  for (std::uint64_t k : ks) {
    const auto a = wythoff_lower(k);
    REQUIRE(a);
    bad += !is_floor_k_phi(k, *a);
    // Beatty: consecutive a_k differ by 1 or 2 (phi is between 1 and 2).
    if (k == prev_k + 1) bad += *a - prev_a != 1 && *a - prev_a != 2;
    prev_k = k, prev_a = *a;
    if (*a + k > 9223372036854775807ULL) continue;  // b_k is not a heap size
    const std::uint64_t b = *a + k;
    bad += !wythoff_is_p(*a, b) || !wythoff_is_p(b, *a);
    bad += wythoff_is_p(*a + 1, b) || wythoff_is_p(*a, b - 1) || wythoff_is_p(*a - 1, b - 1);
    bad += wythoff_partner(*a) != b || wythoff_partner(b) != *a;
  }
  CHECK(bad == 0);
  // Every x in a window near 2^62 pairs with exactly one partner, and the
  // pairs are P: complementary Beatty sequences cover each x once.
  for (std::uint64_t x = (1ULL << 62) - 500; x < (1ULL << 62) + 500; ++x) {
    const std::uint64_t y = wythoff_partner(x);
    bad += !wythoff_is_p(x, y);
    if (y <= 9223372036854775807ULL) bad += wythoff_partner(y) != x;
    const std::uint64_t k = y > x ? y - x : x - y;
    bad += wythoff_lower(k) != std::min(x, y);
  }
  CHECK(bad == 0);
  CHECK(wythoff_lower(8000000000000000000ULL).has_value());
  CHECK_FALSE(wythoff_lower(8000000000000000001ULL).has_value());
  CHECK_FALSE(wythoff_is_p(9223372036854775807ULL, 0));
  CHECK_FALSE(wythoff_is_p(0, 9223372036854775807ULL));
  CHECK(wythoff_is_p(9223372036854775807ULL, 9223372036854775807ULL) == false);
}

TEST_CASE("wythoff: all winning moves for a, b <= 40 by the rules oracle", "[heap]") {
  test::Memo memo;
  for (std::uint64_t a = 0; a <= 40; ++a)
    for (std::uint64_t b = 0; b <= 40; ++b) test::check_against_rules(text(a, b), memo);
  for (const char* sum : {"wythoff 3 5 + nim 2", "wythoff 4 4 + wythoff 2 7", "wythoff 1 2 + nim 1 1"})
    test::check_against_rules(sum, memo);
}

TEST_CASE("wythoff: huge positions are analysed alone through their P positions", "[heap]") {
  const std::uint64_t k = 3000000000000000000ULL;  // b_k ~ 7.85e18 < 2^63
  const std::uint64_t a = *wythoff_lower(k), b = a + k;
  REQUIRE(b <= 9223372036854775807ULL);
  auto p = analyze(text(a, b));
  REQUIRE(p.ok());
  CHECK(p->outcome == Outcome::P);
  CHECK(p->winning_moves.empty());
  CHECK_FALSE(p->grundy);
  auto mirror = analyze(text(b, a));
  REQUIRE(mirror.ok());
  CHECK(mirror->outcome == Outcome::P);
  // (a + 3, b): take 3 from heap 1; also maybe a move on heap 2 or both.
  auto n = analyze(text(a + 3, b));
  REQUIRE(n.ok());
  CHECK(n->outcome == Outcome::N);
  std::set<std::string> labels;
  for (const auto& m : n->winning_moves) {
    labels.insert(m.move.en());
    auto after = analyze(m.to);
    REQUIRE(after.ok());
    CHECK(after->outcome == Outcome::P);
  }
  CHECK(labels.count("take 3 from heap 1") == 1);
  // (a + 5, b + 5): the diagonal move.
  auto d = analyze(text(a + 5, b + 5));
  REQUIRE(d.ok());
  bool diagonal = false;
  for (const auto& m : d->winning_moves) diagonal |= m.move == "take 5 from both heaps" && m.to == text(a, b);
  CHECK(diagonal);
  // Summing a huge Wythoff position needs its SG value: a clear error.
  auto sum = analyze(text(a, b) + " + nim 1");
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().message().find("out of reach") != std::string::npos);
  // The value cap: 1023 has a value, 1024 does not.
  auto edge = parse_position("wythoff 1023 1023 + wythoff 1024 0");
  REQUIRE(edge.ok());
  CHECK(edge->components[0]->has_value());
  CHECK_FALSE(edge->components[1]->has_value());
  CHECK(edge->components[1]->outcome() == Outcome::N);
  CHECK(edge->components[1]->option_bound() == 1024);
  auto huge = parse_position("wythoff 9223372036854775807 9223372036854775807");
  REQUIRE(huge.ok());
  CHECK(huge->components[0]->option_bound() == UINT64_MAX);
  // Both heaps to 0, plus each heap to the other's partner when that is smaller.
  const std::uint64_t max = 9223372036854775807ULL;
  const auto moves = huge->components[0]->winning_moves();
  CHECK(moves.size() == (wythoff_partner(max) < max ? 3u : 1u));
  for (const auto& m : moves) {
    const auto& w = dynamic_cast<const WythoffGame&>(*m.to);
    CHECK(wythoff_is_p(w.first(), w.second()));
  }
}

TEST_CASE("wythoff: notation and errors", "[heap]") {
  auto ok = analyze("WYTHOFF  3   5");
  REQUIRE(ok.ok());
  CHECK(ok->position == "wythoff 3 5");
  CHECK(ok->outcome == Outcome::P);
  struct Case {
    const char* text;
    std::uint32_t column;
  };
  for (const Case& c : {Case{"wythoff 3", 10}, Case{"wythoff", 8}, Case{"wythoff 3 4 5", 13},
                        Case{"wythoff(2) 3 4", 8}, Case{"wythoff 3 -4", 11}, Case{"nim 1 + wythoff 1 2 3", 21}}) {
    INFO(c.text);
    auto a = analyze(c.text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().column == c.column);
  }
}
