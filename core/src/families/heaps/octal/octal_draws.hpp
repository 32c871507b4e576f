#pragma once
// Seeded random positions of the octal games and Grundy's game
// (sg.randomPosition): rows of 1..14 pins. A `like` position keeps its code
// and its number of heaps.

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_octal(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_kayles(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_dawson(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_grundy(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
