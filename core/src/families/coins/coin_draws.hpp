#pragma once
// The coin rules known by name, with their labels for the page's menus, and
// seeded random coin rows (sg.randomPosition): 8 coins by default, each a
// head with probability 2/5; a `like` row keeps its rule and its length.

#include <span>

#include "sg/family.hpp"

namespace sg {

std::span<const NamedRule> named_coin_rules();

Result<Draw> draw_coins(SeededRng& rng, const DrawRequest& request);

}  // namespace sg
