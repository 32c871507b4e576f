#pragma once
// The misère quotient of a resolved heap rule as data (private header): what
// sg::misere_quotient() returns, and what an analysis of a misère sum of
// heaps of one rule decides with.

#include <cstdint>

#include "misere/heap_rules.hpp"
#include "sg/misere_quotient.hpp"

namespace sg {

// Q_heaps of `rule`, extending the kept builder (quotient_cache.hpp) within
// `work_limit` steps (at most limits::max_quotient_work).
Result<MisereQuotient> quotient_report(const ResolvedHeapRule& rule, std::uint64_t heaps, const Progress& progress,
                                       std::uint64_t work_limit);

}  // namespace sg
