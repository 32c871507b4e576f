#pragma once
// The compounds where a move acts on several components at once (private
// header): Every-SG, conjunctive and selective.

#include "sg/analysis.hpp"

namespace sg {

Result<Analysis> analyze_every(const Position& pos);
Result<Analysis> analyze_conjunctive(const Position& pos);
Result<Analysis> analyze_selective(const Position& pos);

}  // namespace sg
