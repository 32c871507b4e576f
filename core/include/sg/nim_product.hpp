#pragma once
// Nim multiplication: the product of the field of nimbers (Conway, On
// Numbers and Games, ch. 6), exact for all 64-bit operands.
//
//   a ⊗ b, with F = 2^(2^k) the largest Fermat 2-power <= max(a, b):
//     a = a1·F + a0,  b = b1·F + b0           (a1, a0, b1, b0 < F)
//     a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F  ⊕  (a0⊗b0 ⊕ (a1⊗b1) ⊗ F/2)
//   since x ⊗ F = x·F for x < F and F ⊗ F = F ⊕ F/2 ("3F/2").
//
// The nimbers below each Fermat 2-power form a field (GF(2^(2^k))), so the
// product of two 64-bit nimbers is a 64-bit nimber.

#include <cstdint>
#include <vector>

#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

Nimber nim_product(Nimber a, Nimber b);

// The inverse of a != 0 under ⊗ (a^(2^64 - 2) in GF(2^64)); 0 for a = 0.
Nimber nim_inverse(Nimber a);

// One level of the reduction above, for the calculator: the Fermat 2-power
// F, the halves of each operand, the four products of halves, the product
// (a1⊗b1) ⊗ F/2, and the result's high and low halves. When a or b is 0 or
// 1 the product needs no reduction: fermat is 0 and only product is set.
struct NimProductStep {
  Nimber a = 0, b = 0, product = 0;
  Nimber fermat = 0;  // F, or 0 when no reduction is needed
  Nimber a1 = 0, a0 = 0, b1 = 0, b0 = 0;
  Nimber high_high = 0, high_low = 0, low_high = 0, low_low = 0;  // a1⊗b1, a1⊗b0, a0⊗b1, a0⊗b0
  Nimber high_high_half = 0;  // (a1⊗b1) ⊗ F/2
  Nimber high = 0, low = 0;   // product = high·F + low
};
NimProductStep nim_product_step(Nimber a, Nimber b);

// The n x n table of x ⊗ y for x, y < n, row by row; n <= kMaxNimProductTable.
inline constexpr std::uint32_t kMaxNimProductTable = 256;
Result<std::vector<std::uint16_t>> nim_product_table(std::uint64_t n);

}  // namespace sg
