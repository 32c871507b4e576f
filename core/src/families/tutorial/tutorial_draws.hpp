#pragma once
// Seeded random positions of the tutorial games, small enough to work
// through by hand (docs/adding-a-family.md, "The drawer").

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_coins2d(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_moore(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_fibnim(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_euclid(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_geography(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
