#pragma once
// The quotient builders of the rules asked for, kept between calls so that a
// quotient grows from where it stopped (private header). A few rules at most:
// each holds its table and its verifier's states (megabytes).

#include <string>

#include "misere/heap_rules.hpp"
#include "misere/quotient/quotient_builder.hpp"

namespace sg {

// The builder of `rule` (by its key), the most recently used kept last.
QuotientBuilder& quotient_builder(const ResolvedHeapRule& rule);
// The builder kept for a rule's key, if any (none is made).
const QuotientBuilder* kept_quotient_builder(const std::string& key);

}  // namespace sg
