#pragma once
// Misère play of a disjunctive sum (private header).

#include "sg/analysis.hpp"

namespace sg {

Result<Analysis> analyze_misere(const Position& pos);

}  // namespace sg
