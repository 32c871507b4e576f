#pragma once
// Analysis and play of a compound from its exact retrograde solution
// (private header): outcome P/N/D, every winning turn, and the computer's
// turn by the compound's own remoteness.

#include <optional>

#include "sg/analysis.hpp"
#include "sg/explain.hpp"

namespace sg {

// True when some component of `pos` may recur in play.
bool has_cycles(const Position& pos);

// The full analysis; "too large to decide exactly" beyond the caps.
Result<Analysis> analyze_by_retrograde(const Position& pos);

// The turn a perfect player makes: from N the winning turn of least
// remoteness, from P the turn of greatest remoteness, from D a turn that
// keeps the draw. nullopt beyond the caps or when no turn is left.
std::optional<PlayChoice> choose_by_retrograde(const Position& pos);

}  // namespace sg
