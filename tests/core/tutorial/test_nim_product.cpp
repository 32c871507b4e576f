// Nim multiplication against its definition (the mex over smaller pairs)
// for all operands below 64, against an independent product of powers of
// two built from the exponents' Fermat 2-powers for 64-bit operands, and
// against the field laws.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <vector>

#include "sg/nim_product.hpp"

using namespace sg;

namespace {

std::uint64_t rng_next(std::uint64_t& s) {
  s += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = s;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// 2^i ⊗ 2^j by the exponents: 2^i is the ordinary (= nim) product of the
// Fermat 2-powers F_k = 2^(2^k) for the bits k of i; distinct Fermat
// 2-powers multiply ordinarily and F_k ⊗ F_k = F_k ⊕ F_k / 2. Written from
// those facts alone: a product of a multiset of Fermat 2-powers, reduced by
// squaring rules, as a XOR of powers of two.
std::uint64_t power_product(int i, int j);

// x ⊗ 2^(2^k) ... via the bit expansion of x (for the squares' halves).
std::uint64_t times_power(std::uint64_t x, int e) {
  std::uint64_t out = 0;
  for (int b = 0; b < 64; ++b)
    if (x >> b & 1) out ^= power_product(b, e);
  return out;
}

std::uint64_t power_product(int i, int j) {
  static std::map<std::pair<int, int>, std::uint64_t> memo;
  if (i > j) std::swap(i, j);
  if (auto it = memo.find({i, j}); it != memo.end()) return it->second;
  std::uint64_t result;
  const int common = i & j;
  if (common == 0) {
    result = std::uint64_t{1} << (i | j);  // no Fermat 2-power twice: an ordinary product
  } else {
    // Take the highest shared Fermat 2-power F = 2^(2^k): 2^i ⊗ 2^j =
    // (2^(i-2^k) ⊗ 2^(j-2^k)) ⊗ (F ⊗ F), and F ⊗ F = F ⊕ F/2.
    int k = 0;
    while ((common >> (k + 1)) != 0) ++k;
    const int f = 1 << k;
    const std::uint64_t rest = power_product(i - f, j - f);
    result = times_power(rest, f) ^ times_power(rest, f - 1);
  }
  memo[{i, j}] = result;
  return result;
}

std::uint64_t slow_product(std::uint64_t a, std::uint64_t b) {
  std::uint64_t out = 0;
  for (int i = 0; i < 64; ++i)
    if (a >> i & 1)
      for (int j = 0; j < 64; ++j)
        if (b >> j & 1) out ^= power_product(i, j);
  return out;
}

}  // namespace

TEST_CASE("nim product: the mex definition for every pair below 64", "[nimproduct]") {
  constexpr int n = 64;
  std::vector<std::vector<std::uint64_t>> t(n, std::vector<std::uint64_t>(n));
  std::size_t bad = 0;
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) {
      std::vector<std::uint8_t> seen(4096, 0);
      for (int x = 0; x < a; ++x)
        for (int y = 0; y < b; ++y) seen[t[x][b] ^ t[a][y] ^ t[x][y]] = 1;
      std::uint64_t m = 0;
      while (seen[m]) ++m;
      t[a][b] = m;
      bad += nim_product(a, b) != m;
    }
  CHECK(bad == 0);
  CHECK(t[2][2] == 3);
  CHECK(t[4][4] == 6);
  CHECK(t[8][8] == 13);
  CHECK(t[16][16] == 24);
}

TEST_CASE("nim product: powers of two and random 64-bit pairs against the Fermat-power oracle", "[nimproduct]") {
  std::size_t bad = 0;
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j) bad += nim_product(std::uint64_t{1} << i, std::uint64_t{1} << j) != power_product(i, j);
  CHECK(bad == 0);
  std::uint64_t seed = 42;
  for (int n = 0; n < 3000; ++n) {
    std::uint64_t a = rng_next(seed), b = rng_next(seed);
    if (n % 3 == 1) a >>= rng_next(seed) % 64;
    if (n % 3 == 2) b >>= rng_next(seed) % 64;
    bad += nim_product(a, b) != slow_product(a, b);
  }
  CHECK(bad == 0);
  CHECK(nim_product(std::uint64_t{1} << 32, std::uint64_t{1} << 32) == (std::uint64_t{3} << 31));
  CHECK(nim_product(UINT64_MAX, 1) == UINT64_MAX);
  CHECK(nim_product(UINT64_MAX, 0) == 0);
}

TEST_CASE("nim product: the field laws on random 64-bit nimbers", "[nimproduct]") {
  std::uint64_t seed = 7;
  std::size_t bad = 0;
  for (int n = 0; n < 2000; ++n) {
    const std::uint64_t a = rng_next(seed), b = rng_next(seed), c = rng_next(seed) >> (n % 64);
    bad += nim_product(a, b) != nim_product(b, a);
    bad += nim_product(nim_product(a, b), c) != nim_product(a, nim_product(b, c));
    bad += nim_product(a, b ^ c) != (nim_product(a, b) ^ nim_product(a, c));
    if (c) bad += nim_product(c, nim_inverse(c)) != 1;
  }
  CHECK(bad == 0);
  CHECK(nim_inverse(0) == 0);
  CHECK(nim_inverse(1) == 1);
  CHECK(nim_product(2, nim_inverse(2)) == 1);
  for (std::uint64_t a = 1; a < 256; ++a) bad += nim_product(a, nim_inverse(a)) != 1 || nim_inverse(a) >= 256;
  CHECK(bad == 0);
}

TEST_CASE("nim product: one step of the reduction and the table", "[nimproduct]") {
  std::uint64_t seed = 11;
  std::size_t bad = 0;
  for (int n = 0; n < 500; ++n) {
    const std::uint64_t a = rng_next(seed) >> (n % 60), b = rng_next(seed) >> (n % 50);
    const NimProductStep s = nim_product_step(a, b);
    bad += s.product != nim_product(a, b);
    if (a < 2 || b < 2) {
      bad += s.fermat != 0;
      continue;
    }
    // F is the largest Fermat 2-power not above max(a, b), and the halves put it together.
    const std::uint64_t m = std::max(a, b);
    bad += !(s.fermat <= m && (s.fermat == (std::uint64_t{1} << 32) || m < s.fermat * s.fermat));
    bad += (s.a1 * s.fermat + s.a0) != a || (s.b1 * s.fermat + s.b0) != b || s.a0 >= s.fermat || s.b0 >= s.fermat;
    bad += s.high_high != slow_product(s.a1, s.b1) || s.low_low != slow_product(s.a0, s.b0);
    bad += s.high_low != slow_product(s.a1, s.b0) || s.low_high != slow_product(s.a0, s.b1);
    bad += s.high_high_half != slow_product(s.high_high, s.fermat / 2);
    bad += (s.high * s.fermat + s.low) != s.product || s.high >= s.fermat || s.low >= s.fermat;
  }
  CHECK(bad == 0);
  const NimProductStep small = nim_product_step(3, 3);
  CHECK(small.fermat == 2);
  CHECK(small.product == 2);
  auto t = nim_product_table(16);
  REQUIRE(t.ok());
  REQUIRE(t->size() == 256);
  for (std::uint64_t x = 0; x < 16; ++x)
    for (std::uint64_t y = 0; y < 16; ++y) bad += (*t)[x * 16 + y] != nim_product(x, y);
  auto full = nim_product_table(256);
  REQUIRE(full.ok());
  for (std::uint64_t x = 0; x < 256; x += 7)
    for (std::uint64_t y = 0; y < 256; ++y) bad += (*full)[x * 256 + y] != slow_product(x, y);
  CHECK(bad == 0);
  auto too_big = nim_product_table(257);
  REQUIRE_FALSE(too_big.ok());
  CHECK(too_big.error().message().find("256") != std::string::npos);
}
