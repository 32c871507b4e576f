#pragma once
// Seeded random Nim positions for sg.randomPosition: 3 heaps of 1..9 by default.

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_nim(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
