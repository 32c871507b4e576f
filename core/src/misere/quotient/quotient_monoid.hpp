#pragma once
// A finite commutative monoid with a marked subset, the shape of a misère
// quotient (private header):
//
//   elements  0 .. order-1; 0 is the identity (the empty sum)
//   table     order x order element ids, row-major: a·b = table[a * order + b]
//   p         one byte per element: 1 when every sum mapped to it is a
//             misère P position (the quotient's P-portion)
//
// Element ids are 16 bits: limits::max_quotient_order keeps orders far below.

#include <cstdint>
#include <vector>

namespace sg {

using QElement = std::uint16_t;

struct QuotientMonoid {
  std::uint32_t order = 1;
  std::vector<QElement> table{0};
  std::vector<std::uint8_t> p{0};

  QElement mul(QElement a, QElement b) const { return table[std::size_t{a} * order + b]; }
  bool is_p(QElement e) const { return p[e] != 0; }
};

// A set of elements as bits, 64 to a word (the verifier's reach sets).
using QBits = std::vector<std::uint64_t>;

inline std::size_t qbits_words(std::uint32_t order) { return (std::size_t{order} + 63) / 64; }
inline bool qbits_test(const std::uint64_t* bits, std::uint32_t i) { return (bits[i >> 6] >> (i & 63)) & 1; }
inline void qbits_set(std::uint64_t* bits, std::uint32_t i) { bits[i >> 6] |= std::uint64_t{1} << (i & 63); }

}  // namespace sg
