#pragma once
// Periods of a computed Grundy sequence G(0..N-1): proven (Guy-Smith) or
// observed.
//
//   G  0 1 2 3 1 4 3 2 1 4 2 6 ... 4 1 2 7 1 4 3 2 1 4 6 7 | 4 1 2 8 ...
//                                  └──────── p ─────────┘
//   period {start n0, length p, saltus s}: G(n + p) = G(n) + s for n >= n0
//
// Every candidate p is read off one Z-array of the reversed sequence:
// zr[p] = length of the longest common suffix of G[0, N) and G[0, N-p), so
// G has period p exactly on [N - p - zr[p], N). This gives, for each p at
// once, the smallest start the data allows, in O(N).
//
// Guy-Smith periodicity theorem (Winning Ways ch. 4; Guy & Smith 1956): for
// an octal code whose last non-zero digit is d_t, if G(n + p) = G(n) for all
// n0 <= n < 2 n0 + p + t, then G(n + p) = G(n) for every n >= n0: the
// values G(0 .. 2 n0 + 2p + t - 1) decide it. With n0 = 0 we check one more
// n (n = p + t): there the induction's first step could pair a piece of p
// tokens with an empty heap, which is no split of the smaller heap.
// The smallest p the theorem certifies is the true least period, and its
// start the least preperiod: any proven period is a multiple of the least
// eventual one, which then holds from the same start and is certified by a
// shorter prefix.

#include <cstdint>
#include <optional>
#include <span>

#include "sg/family.hpp"

namespace sg {

// The least period the Guy-Smith theorem certifies from these values, with
// its least start; nullopt when none is certified yet. `t` = index of the
// last non-zero digit.
std::optional<Period> prove_guy_smith(std::span<const std::uint32_t> g, std::uint64_t t);

// The least (arithmetic) period the data shows at least twice over its last
// half; never marked proven. Saltus 0 means plain periodicity.
std::optional<Period> observe_period(std::span<const std::uint32_t> g);

// How many values G(0..) prove_guy_smith needs to certify period `length`
// from `start` with digit t: the theorem's range, exactly.
inline std::uint64_t guy_smith_prefix(std::uint64_t start, std::uint64_t length, std::uint64_t t) {
  return 2 * start + 2 * length + t + (start == 0 ? 1 : 0);
}
inline std::uint64_t guy_smith_prefix(const Period& p, std::uint64_t t) {
  return guy_smith_prefix(p.start, p.length, t);
}

}  // namespace sg
