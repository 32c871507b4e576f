#pragma once
// Misère play of a disjunctive sum (private header).

#include <cstdint>

#include "sg/analysis.hpp"

namespace sg {

// Lists at most `max_moves` winning moves, fewer when the results would
// pass limits::max_listed_moves or limits::max_listed_bytes (checked before
// each result is built); a cut list has winning_moves_complete false.
Result<Analysis> analyze_misere(const Position& pos, std::uint64_t max_moves = UINT64_MAX);

}  // namespace sg
