// Named coin rules for menus, and coin rows drawn at random.
#include "families/coins/coin_draws.hpp"

#include <algorithm>
#include <array>

#include "random/draw_text.hpp"

namespace sg {

namespace {
// The names coin_rule.cpp parses, in the order the page offers them.
constexpr std::array kNamedRules{
    NamedRule{"turtles", "Turning Turtles",
              "Turn one or two coins anywhere; the rightmost goes from heads to tails. A head at i is worth i."},
    NamedRule{"mock", "Mock Turtles",
              "Turn one, two or three coins anywhere. Numbered from 0, a head at x is worth 2x or 2x+1 "
              "(the odious numbers)."},
    NamedRule{"one", "One coin", "Turn exactly one coin, from heads to tails: every head is worth 1."},
    NamedRule{"ruler", "Ruler",
              "Turn any run of consecutive coins, the rightmost from heads to tails. A head at i is worth the "
              "largest power of 2 dividing i."},
    NamedRule{"run3", "Three in a row",
              "Turn exactly three consecutive coins: a head at i is worth 1 when 3 divides i, else 0."},
    NamedRule{"near3", "Near three",
              "Turn a coin and one of the three coins just left of it (alone at positions 1 to 3): a head at i "
              "is worth i mod 4."},
};
}  // namespace

std::span<const NamedRule> named_coin_rules() { return kNamedRules; }

Result<Draw> draw_coins(SeededRng& rng, const DrawRequest& request) {
  const std::string_view fresh = kNamedRules[rng.below(static_cast<std::uint32_t>(kNamedRules.size()))].name;
  std::uint32_t length = 8;
  if (request.size) length = request.size;
  else if (request.like && !request.like->args.empty())
    length = static_cast<std::uint32_t>(
        std::clamp<std::size_t>(request.like->args[0].text.size(), 1, limits::max_random_size));
  std::string out = draw::head("coins", request, fresh) + " ";
  for (std::uint32_t i = 0; i < length; ++i) out += rng.chance(2, 5) ? 'H' : 'T';
  return Draw{std::move(out)};
}

}  // namespace sg
