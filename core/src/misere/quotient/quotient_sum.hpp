#pragma once
// A misère sum whose every part is heaps of one rule, read in that rule's
// misère quotient (private header): the sum's element says P or N at once,
// and each move's element says whether it wins, without a search.
//
//   kayles 3 + kayles 5 6  ->  Q_6 of kayles, element image(3)·image(5)·image(6)

#include <cstdint>
#include <optional>

#include "misere/canonical_search.hpp"
#include "misere/heap_atoms.hpp"
#include "misere/misere_limits.hpp"
#include "misere/quotient/quotient_monoid.hpp"
#include "sg/component.hpp"
#include "sg/misere_quotient.hpp"
#include "sg/position.hpp"

namespace sg {

// Steps an analysis may spend growing a quotient (a misere_quotient() call
// may spend limits::max_quotient_work): past it the search decides.
inline constexpr std::uint64_t kAnalysisQuotientWork = limits::max_quotient_work / 32;

struct QuotientSum {
  MisereQuotient q;  // Q_m, m the largest heap of the sum (at least 1)
  // The element of one component: the product of its heaps' images; none
  // when a heap is past q.heaps.
  std::optional<QElement> element_of(const Component& c) const;
  QElement mul(QElement a, QElement b) const { return q.table[std::size_t{a} * q.order + b]; }
  bool is_p(QElement e) const { return q.p[e] != 0; }
};

// The quotient of the sum's rule when every part is heaps of one rule and the
// quotient reaches the largest heap within kAnalysisQuotientWork steps; a
// rule and heap it could not reach are not tried again until a larger budget
// (a misere_quotient() call) has reached them.
std::optional<QuotientSum> quotient_of_sum(const Position& pos);

// What a search of `pos` may read at its leaves: the quotient of the rule of
// its largest heap (not Nim's), as far as that rule's kept builder already
// reaches (nothing is built here), each heap's atom mapped to its image.
// Interning the heaps charges `work` (nullopt past `budget`).
std::optional<QuotientLeaves> quotient_leaves(const Position& pos, HeapAtoms& atoms, std::uint64_t& work,
                                              std::uint64_t budget);

}  // namespace sg
