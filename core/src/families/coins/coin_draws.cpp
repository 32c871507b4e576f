// Named coin rules for menus, and coin rows drawn at random.
#include "families/coins/coin_draws.hpp"

#include <algorithm>
#include <array>

#include "families/draw_text.hpp"

namespace sg {

namespace {
// The names coin_rule.cpp parses, in the order the page offers them.
constexpr std::array kNamedRules{
    NamedRule{"turtles", Msg::rule_turtles_label, Msg::rule_turtles_summary},
    NamedRule{"mock", Msg::rule_mock_label, Msg::rule_mock_summary},
    NamedRule{"one", Msg::rule_one_label, Msg::rule_one_summary},
    NamedRule{"ruler", Msg::rule_ruler_label, Msg::rule_ruler_summary},
    NamedRule{"run3", Msg::rule_run3_label, Msg::rule_run3_summary},
    NamedRule{"near3", Msg::rule_near3_label, Msg::rule_near3_summary},
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
