// Nim multiplication by Fermat 2-powers (Conway, On Numbers and Games,
// ch. 6): the recursion of sg/nim_product.hpp, with the products of bytes
// tabulated once so that a 64-bit product costs a few dozen table lookups.
#include "sg/nim_product.hpp"

#include <array>
#include <bit>
#include <string>

namespace sg {

namespace {

// x ⊗ y for x, y < 2^(2^k) (width = 2^k bits), by the Fermat 2-power
// recursion; byte products come from `bytes`.
Nimber product_in(Nimber x, Nimber y, unsigned width, const std::array<std::uint8_t, 65536>* bytes);

// The byte table: every x ⊗ y with x, y < 256, built from the recursion
// itself at widths 1..8 (no table yet).
const std::array<std::uint8_t, 65536>& byte_table() {
  static const auto table = [] {
    std::array<std::uint8_t, 65536> t{};
    for (unsigned x = 0; x < 256; ++x)
      for (unsigned y = 0; y <= x; ++y) {
        const auto p = static_cast<std::uint8_t>(product_in(x, y, 8, nullptr));
        t[x * 256 + y] = t[y * 256 + x] = p;
      }
    return t;
  }();
  return table;
}

Nimber product_in(Nimber x, Nimber y, unsigned width, const std::array<std::uint8_t, 65536>* bytes) {
  if (x < 2 || y < 2) return x * y;
  if (width <= 8 && bytes) return (*bytes)[static_cast<std::size_t>(x * 256 + y)];
  const unsigned half = width / 2;  // F = 2^half
  const Nimber mask = (Nimber{1} << half) - 1;
  const Nimber x1 = x >> half, x0 = x & mask, y1 = y >> half, y0 = y & mask;
  // Karatsuba: x1⊗y0 ⊕ x0⊗y1 = (x1⊕x0)⊗(y1⊕y0) ⊕ x1⊗y1 ⊕ x0⊗y0.
  const Nimber hh = product_in(x1, y1, half, bytes), ll = product_in(x0, y0, half, bytes);
  const Nimber cross = product_in(x1 ^ x0, y1 ^ y0, half, bytes) ^ hh ^ ll;
  const Nimber high = cross ^ hh;                                              // coefficient of F
  const Nimber low = ll ^ product_in(hh, Nimber{1} << (half - 1), half, bytes);  // hh ⊗ F/2
  return high << half | low;
}

// The width 2^k of the smallest field GF(2^(2^k)) holding x and y.
unsigned field_width(Nimber x, Nimber y) {
  const int bits = 64 - std::countl_zero(x | y);
  unsigned width = 1;
  while (static_cast<int>(width) < bits) width *= 2;
  return width;
}

}  // namespace

Nimber nim_product(Nimber a, Nimber b) {
  if (a < 2 || b < 2) return a * b;
  return product_in(a, b, field_width(a, b), &byte_table());
}

Nimber nim_inverse(Nimber a) {
  if (a == 0) return 0;
  // a^(2^w - 2) in the smallest field GF(2^w) holding a: square-and-multiply
  // over the exponent's bits 1..w-1 (a^(2^w - 2) = a^2 ⊗ a^4 ⊗ ... ⊗ a^(2^(w-1))).
  const unsigned width = field_width(a, a);
  Nimber result = 1, power = a;
  for (unsigned i = 1; i < width; ++i) {
    power = nim_product(power, power);
    result = nim_product(result, power);
  }
  return result;
}

NimProductStep nim_product_step(Nimber a, Nimber b) {
  NimProductStep s;
  s.a = a, s.b = b;
  s.product = nim_product(a, b);
  if (a < 2 || b < 2) return s;
  const unsigned half = field_width(a, b) / 2;
  const Nimber mask = (Nimber{1} << half) - 1;
  s.fermat = Nimber{1} << half;
  s.a1 = a >> half, s.a0 = a & mask, s.b1 = b >> half, s.b0 = b & mask;
  s.high_high = nim_product(s.a1, s.b1);
  s.high_low = nim_product(s.a1, s.b0);
  s.low_high = nim_product(s.a0, s.b1);
  s.low_low = nim_product(s.a0, s.b0);
  s.high_high_half = nim_product(s.high_high, s.fermat / 2);
  s.high = s.high_high ^ s.high_low ^ s.low_high;
  s.low = s.low_low ^ s.high_high_half;
  return s;
}

Result<std::vector<std::uint16_t>> nim_product_table(std::uint64_t n) {
  if (n > kMaxNimProductTable)
    return error_of(Text{Msg::nim_product_table_too_large, {{"limit", kMaxNimProductTable}, {"rows", n}}});
  const auto& bytes = byte_table();
  std::vector<std::uint16_t> out(static_cast<std::size_t>(n * n));
  for (std::size_t x = 0; x < n; ++x)
    for (std::size_t y = 0; y < n; ++y) out[x * n + y] = bytes[x * 256 + y];
  return out;
}

}  // namespace sg
