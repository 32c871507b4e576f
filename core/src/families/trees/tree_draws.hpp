#pragma once
// Seeded random trees and Hackenbush graphs (sg.randomPosition): 5 edges by
// default. A `like` position keeps its board and is walked a few random
// moves down instead (Draw::walk).

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_tree(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_hackenbush(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
