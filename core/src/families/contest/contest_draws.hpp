#pragma once
// Seeded random positions of the contest classics (sg.randomPosition): Game
// on Sequence (6 values of 0..7, one or two tokens), stones at the ends and
// take-or-merge (3 heaps). A `like` seqgame keeps its sequence and number of
// tokens; like heaps keep their number.

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_seqgame(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_ends(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_merge(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
