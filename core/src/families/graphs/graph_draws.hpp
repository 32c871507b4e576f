#pragma once
// Seeded random game graphs (sg.randomPosition): an acyclic graph on 5 nodes
// a, b, c, ... by default, with one or two tokens. A `like` position keeps
// its graph and as many tokens, placed again at random.

#include "sg/family.hpp"

namespace sg {

Result<Draw> draw_graph(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
