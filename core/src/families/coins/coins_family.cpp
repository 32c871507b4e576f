// The Coins panel's family: coin-turning games on a row (Berlekamp,
// Conway and Guy), by rule, with the caps of their value tables.
#include "families/coins/coin_draws.hpp"
#include "families/coins/coin_subset_tables.hpp"
#include "families/coins/coins.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kCoinsExamples{"coins(turtles) THTHHTTH", "coins(mock) THHTTH", "coins(ruler) TTTHHHTH",
                               "coins(exactly 2 anywhere) HTHHT"};

const Family kFamilies[]{
    {.name = "coins", .label = Msg::family_coins_label, .summary = Msg::family_coins_summary,
     .panel = Panel::coins, .shape = ShapeKind::coins, .examples = kCoinsExamples,
     .rule_help = Msg::family_coins_rule_help, .named_rules = named_coin_rules(), .parse = parse_coins,
     .sequence = coins_sequence, .draw = draw_coins},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxCoins", kMaxCoins, "coins in one coin row"},
    {"maxCoinWorkWords", kMaxWorkWords, "64-bit words of work tabulating a spelled-out \"anywhere\" coin rule"},
    {"maxCoinSnapshotWords", kMaxSnapshotWords, "64-bit words kept for an \"anywhere\" coin rule's move search"},
};

}  // namespace

const FamilyGroup& coins_group() {
  static const FamilyGroup group{.name = "coins", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
