#pragma once
// Whether the heaps' images of a misère quotient repeat, and whether that is
// proven for every heap (private header).

#include <optional>
#include <span>

#include "misere/heap_rules.hpp"
#include "misere/quotient/quotient_monoid.hpp"
#include "sg/misere_quotient.hpp"

namespace sg {

// The least period p (and from it the least start n0 >= 1) with
// image(h + p) = image(h) for n0 <= h <= n - p in Q_n (images: heaps
// 0..n), seen over at least two whole periods; nullopt when there is none.
//
// Proven (the misère periodicity theorem of Plambeck and Siegel, after
// Guy-Smith) when n is far enough: a finite octal code whose moves remove at
// most t tokens needs n >= 2(n0 + p) + t - 1, a subtraction set with largest
// amount s needs n >= n0 + p + s - 1. Then for every heap m > n the options
// of heap m and of heap m - p have the same images (a split a + b of
// m - k, a >= b, matches a - p + b, and a - p >= n0 since a >= (m - t) / 2;
// leaving m - k matches m - p - k), and heaps with the same option images
// are one element (quotient_builder.cpp): by induction on m, image(m) =
// image(m - p) and Q_m = Q_n for every m.
std::optional<QuotientPeriod> quotient_period(std::span<const QElement> images, const ResolvedHeapRule& rule,
                                             std::uint64_t n);

}  // namespace sg
