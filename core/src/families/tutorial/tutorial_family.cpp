// The tutorial games (one panel): products of coin games, Moore's Nim,
// Fibonacci Nim, Euclid's game and undirected vertex geography.
#include "families/tutorial/coins2d.hpp"
#include "families/tutorial/euclid.hpp"
#include "families/tutorial/fibonacci_nim.hpp"
#include "families/tutorial/geography.hpp"
#include "families/tutorial/moore.hpp"
#include "families/tutorial/tutorial_draws.hpp"
#include "sg/nim_product.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kCoins2dExamples{"coins2d(ruler*ruler) THT/HTT", "coins2d(turtles*turtles) HTTH/THHT/TTTH",
                                 "coins2d(mock*ruler) HTH/THT"};
constexpr Texts kMooreExamples{"moore(2) 3 5 6", "moore(2) 1 2 3", "moore(3) 9 10 12 14"};
constexpr Texts kFibnimExamples{"fibnim 20", "fibnim 21", "fibnim 20 6"};
constexpr Texts kEuclidExamples{"euclid 12 5", "euclid 3 5", "euclid 1000000007 998244353"};
constexpr Texts kGeographyExamples{"geography(a-b,b-c,c-d,d-e,b-f) b", "geography(a-b,b-c,c-a,c-d) a",
                                   "geography(a-b,b-c,c-d,d-a) a"};

const Family kFamilies[]{
    {.name = "coins2d", .label = Msg::family_coins2d_label, .summary = Msg::family_coins2d_summary,
     .panel = Panel::tutorial, .shape = ShapeKind::grid, .examples = kCoins2dExamples,
     .rule_help = Msg::family_coins2d_rule_help, .parse = parse_coins2d, .draw = draw_coins2d},
    {.name = "moore", .label = Msg::family_moore_label, .summary = Msg::family_moore_summary,
     .panel = Panel::tutorial, .shape = ShapeKind::heaps, .examples = kMooreExamples,
     .rule_help = Msg::family_moore_rule_help, .parse = parse_moore, .draw = draw_moore},
    {.name = "fibnim", .label = Msg::family_fibnim_label, .summary = Msg::family_fibnim_summary,
     .panel = Panel::tutorial, .shape = ShapeKind::limited_heap, .examples = kFibnimExamples,
     .parse = parse_fibnim, .draw = draw_fibnim},
    {.name = "euclid", .label = Msg::family_euclid_label, .summary = Msg::family_euclid_summary,
     .panel = Panel::tutorial, .shape = ShapeKind::heaps, .examples = kEuclidExamples, .parse = parse_euclid,
     .draw = draw_euclid},
    {.name = "geography", .label = Msg::family_geography_label, .summary = Msg::family_geography_summary,
     .panel = Panel::tutorial, .shape = ShapeKind::geography, .examples = kGeographyExamples,
     .rule_help = Msg::family_graph_rule_help, .parse = parse_geography, .draw = draw_geography},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxNimProductTable", kMaxNimProductTable, "rows (and columns) of the nim multiplication table sg.nimProductTable gives"},
    {"maxGridCoins", kMaxGridCoins, "coins in one coins2d grid (rows x columns)"},
    {"maxMooreValueStates", kMooreValueStates,
     "positions at or below a Moore's Nim position (the product of heap + 1) the SG search tabulates; beyond it, "
     "and for k >= 2, the position has no SG value and is analysed alone, by Moore's theorem"},
    {"maxMooreValueWork", kMooreValueWork,
     "options the Moore's Nim SG search may examine (bounded by the product of (h + 1)(h + 2) / 2 over the heaps); "
     "beyond it the position has no SG value"},
    {"maxMooreListingWork", kMooreListingWork,
     "heaps examined while listing a Moore's Nim position's winning moves, after the first (always listed); past "
     "it the list says it is incomplete"},
    {"maxFibnimValueHeap", kFibNimValueHeap,
     "Fibonacci Nim heaps with an SG value (a table of every smaller heap and limit); larger heaps are analysed "
     "alone, by Zeckendorf representations"},
    {"maxGeographyVertices", kMaxGeographyVertices, "vertices of a geography graph"},
    {"maxGeographyEdges", kMaxGeographyEdges, "edges of a geography graph"},
    {"maxGeographyValueVertices", kGeographyValueVertices,
     "vertices of the token's component for which geography's SG value is searched; larger positions are "
     "analysed alone, by maximum matchings"},
    {"maxGeographyValueStates", kGeographyValueStates,
     "(visited set, vertex) pairs the geography SG search memoises; past it the position has no SG value"},
};

}  // namespace

const FamilyGroup& tutorial_group() {
  static const FamilyGroup group{.name = "tutorial", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
