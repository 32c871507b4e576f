#pragma once
// Decimal text of unsigned integers for the writers of big notations (a Nim
// sum of 10^6 heaps) and of part labels.
//
//   decimal_length(407) = 3        write_decimal(out, 407) writes "407"
//                                  and returns out + 3
//
// Why not std::to_chars / std::to_string: in the WebAssembly build neither
// is inlined (libc++ keeps them out of line), and 64-bit division by 10 has
// no multiply-high there (it stays a real i64.div_u). Values below 2^32,
// which every heap, node and coin number in practice is, take 32-bit
// arithmetic only, two digits per division.

#include <bit>
#include <cstdint>
#include <cstring>

namespace sg {

inline unsigned decimal_length(std::uint64_t x) {
  // floor(log10(x)) from the bit width (log10(2) ~ 1233 / 4096), then one
  // comparison to correct it.
  static constexpr std::uint64_t powers[20] = {1ull,
                                               10ull,
                                               100ull,
                                               1000ull,
                                               10000ull,
                                               100000ull,
                                               1000000ull,
                                               10000000ull,
                                               100000000ull,
                                               1000000000ull,
                                               10000000000ull,
                                               100000000000ull,
                                               1000000000000ull,
                                               10000000000000ull,
                                               100000000000000ull,
                                               1000000000000000ull,
                                               10000000000000000ull,
                                               100000000000000000ull,
                                               1000000000000000000ull,
                                               10000000000000000000ull};
  const unsigned t = (static_cast<unsigned>(std::bit_width(x | 1)) * 1233) >> 12;
  return t + ((x | 1) >= powers[t]);  // x | 1: 0 has one digit too
}

// Writes x's digits at out; returns the end. out needs decimal_length(x) chars.
inline char* write_decimal(char* out, std::uint64_t x) {
  static constexpr char pairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  char* const end = out + decimal_length(x);
  char* w = end;
  while (x >= 4294967296ull) *--w = static_cast<char>('0' + x % 10), x /= 10;
  auto z = static_cast<std::uint32_t>(x);
  while (z >= 100) {
    w -= 2;
    std::memcpy(w, pairs + 2 * (z % 100), 2);
    z /= 100;
  }
  if (z >= 10) {
    w -= 2;
    std::memcpy(w, pairs + 2 * z, 2);
  } else {
    *--w = static_cast<char>('0' + z);
  }
  return end;
}

}  // namespace sg
