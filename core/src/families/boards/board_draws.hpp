#pragma once
// Seeded random boards for teaching mode: small enough to work out by hand.

#include "sg/family.hpp"
#include "sg/seeded_rng.hpp"

namespace sg {

Result<Draw> draw_nodekayles(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_cram(SeededRng& rng, const DrawRequest& request);
Result<Draw> draw_chomp(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
