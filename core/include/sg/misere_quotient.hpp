#pragma once
// Misère quotients of heap games (Plambeck and Siegel, "Misère quotients for
// impartial games", JCTA 2008): `misere_quotient("kayles", 60)`.
//
// Sums of heaps of one rule, each heap at most `heaps`, identified when no
// such sum added to both tells them apart in misère play, form a finite
// commutative monoid Q; every sum maps to an element, and the element says
// whether the sum is P (the P-portion).
//
//   table     order x order, row-major: element a·b = table[a * order + b]
//   p         1 for the elements of the P-portion
//   heap_images[h]   the element of heap h (0, the identity, for a heap
//                    with no move)
//   words[e * generators + i]  the exponent of generator i in e's normal
//                    form (the least word in degree, then lexicographically)
//   relations  the least words that are not normal forms, each equal to a
//              normal form: with the generators, a presentation of Q

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

struct QuotientRelation {
  std::vector<std::uint16_t> word;  // exponents over the generators
  std::vector<std::uint16_t> equals;
};

// The heaps' images repeat: image(h + length) = image(h) for h >= start,
// seen on every heap up to MisereQuotient::heaps.
struct QuotientPeriod {
  std::uint64_t start = 0;
  std::uint64_t length = 0;
  // Proven for every heap by the periodicity theorem (finite octal codes
  // and subtraction sets), so that Q is the quotient of the whole game.
  bool proven = false;
  Text reason;
};

struct MisereQuotient {
  std::string rule;           // the rule as asked, canonical: "kayles"
  std::uint64_t heaps = 0;    // every sum of heaps 0..heaps is decided by Q
  std::uint32_t order = 1;
  std::vector<std::uint16_t> table;
  std::vector<std::uint8_t> p;
  std::vector<std::uint16_t> heap_images;
  std::vector<std::uint32_t> orders;           // |Q_h| for h = 0..heaps
  std::vector<std::uint64_t> generator_heaps;  // generator i (a, b, c, ...) is heap generator_heaps[i]
  std::vector<std::uint16_t> words;
  std::vector<std::string> names;              // "1", "a", "a·b²·c" per element
  std::vector<QuotientRelation> relations;
  // Least h with |Q_h| = |Q_heaps|: no heap after it added an element.
  std::uint64_t stable_since = 0;
  std::optional<QuotientPeriod> period;
};

// `rule` is a heap rule without heaps: "kayles", "octal(0.77)", "dawson",
// "grundy", "sub(1,3,4)", "bash(3)", "lasker", "nim". Computed heap by heap
// and kept between calls (per rule), verified for every sum at each step;
// caps: core/src/misere/misere_limits.hpp, named in its "too large" errors
// as maxQuotientHeap, maxQuotientOrder, maxQuotientStateWords,
// maxQuotientWork and maxQuotientPowers (sg.limits()). `progress` reports in
// [0, 1] and may cancel.
Result<MisereQuotient> misere_quotient(std::string_view rule, std::uint64_t heaps, const Progress& progress = {});

// The name of an element from its exponents (sg's element names): "1",
// "a", "a·b²·c"; generators past z are "x27", "x28", ...
std::string quotient_element_name(const std::uint16_t* exponents, std::size_t generators);

}  // namespace sg
