#pragma once
// Seeded random positions of the heap games (sg.randomPosition): Bash,
// subtraction games, Lasker's Nim, Staircase Nim and Wythoff's game. A
// `like` position keeps its rule and its number of heaps (steps for
// Staircase); the heaps are drawn again.

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_bash(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_sub(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_lasker(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_staircase(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_wythoff(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
