#pragma once
// The caps of misère play of heap games (private header; sg.limits() lists
// them from core/src/stated_limits.cpp). Each is checked before the memory
// or the work it bounds is spent.

#include <cstdint>

namespace sg::limits {

// Heaps a misère quotient is computed for (Q_n, n at most this).
inline constexpr std::uint64_t max_quotient_heap = 4096;
// Elements of a misère quotient: its multiplication table takes 2 bytes per
// pair of elements (8 MB at this order).
inline constexpr std::uint32_t max_quotient_order = 2048;
// 64-bit words of the states the quotient's verifier keeps (an element and
// a set of elements each): 32 MB.
inline constexpr std::uint64_t max_quotient_state_words = 1u << 22;
// Steps of the quotient's construction and verification (element products
// and bit-set words), so that a quotient that keeps growing stops in seconds.
inline constexpr std::uint64_t max_quotient_work = 1ull << 31;
// Powers of a new heap tried before a candidate quotient is given up.
inline constexpr std::uint32_t max_quotient_powers = 64;
// Positions the genus of a heap game is computed over (each position of a
// heap, each a sum of heaps): past it the genus is out of reach.
inline constexpr std::uint64_t max_genus_positions = 1u << 20;

}  // namespace sg::limits
