// The registry of families: one entry per family drives the notation, the
// engines, sg.families() and every list the page shows (menus, examples,
// the panel that draws a family). Each family lives in core/src/families/
// and adds one entry here (docs/adding-a-family.md).
#include <array>
#include <string_view>

#include "families/boards/board_draws.hpp"
#include "families/boards/chomp.hpp"
#include "families/boards/cram.hpp"
#include "families/boards/node_kayles.hpp"
#include "families/coins/coin_draws.hpp"
#include "families/coins/coins.hpp"
#include "families/contest/contest_draws.hpp"
#include "families/contest/ends.hpp"
#include "families/contest/merge.hpp"
#include "families/contest/seqgame.hpp"
#include "families/defined/defined_registry.hpp"
#include "families/graphs/graph_draws.hpp"
#include "families/graphs/graph_tokens.hpp"
#include "families/heaps/heap_draws.hpp"
#include "families/heaps/lasker.hpp"
#include "families/heaps/staircase.hpp"
#include "families/heaps/subtraction.hpp"
#include "families/heaps/wythoff.hpp"
#include "families/nim/nim.hpp"
#include "families/nim/nim_draw.hpp"
#include "families/octal/octal_draws.hpp"
#include "families/octal/octal_rule.hpp"
#include "families/trees/hackenbush.hpp"
#include "families/trees/tree_draws.hpp"
#include "families/trees/tree_game.hpp"
#include "families/tutorial/coins2d.hpp"
#include "families/tutorial/euclid.hpp"
#include "families/tutorial/fibonacci_nim.hpp"
#include "families/tutorial/geography.hpp"
#include "families/tutorial/moore.hpp"
#include "families/tutorial/tutorial_draws.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

// Examples: each one parses and analyses (tests/core/test_family_registry.cpp);
// the first is the position the family's panel opens with.
constexpr Texts kNimExamples{"nim 3 4 5", "nim 1 2 3", "nim 3 + nim 4 5", "misere: nim 3 1 1",
                             "nim 9223372036854775807 6148914691236517205"};
constexpr Texts kKaylesExamples{"kayles 9 4", "kayles 9 5"};
constexpr Texts kKaylesAliases{"octal(0.77)"};
constexpr Texts kDawsonExamples{"dawson 10", "dawson 15"};
constexpr Texts kDawsonAliases{"octal(0.07)"};
constexpr Texts kGrundyExamples{"grundy 10 7"};
constexpr Texts kLaskerExamples{"lasker 5 6"};
constexpr Texts kBashExamples{"bash(3) 10"};
constexpr Texts kSubExamples{"sub(1,3,4) 10 7", "sub(1,2) 5"};
constexpr Texts kOctalExamples{"octal(0.137) 12", "octal(0.07) 8"};
constexpr Texts kStaircaseExamples{"staircase 0 3 1 4"};
constexpr Texts kWythoffExamples{"wythoff 3 5", "wythoff 4 7"};
constexpr Texts kCoinsExamples{"coins(turtles) THTHHTTH", "coins(mock) THHTTH", "coins(ruler) TTTHHHTH",
                               "coins(exactly 2 anywhere) HTHHT"};
constexpr Texts kTreeExamples{"tree (()((())()))", "tree(parents) 0 0 1 1 2", "tree ((())) + tree (()())"};
constexpr Texts kHackenbushExamples{"hackenbush 0-1 1-2 2-0", "hackenbush 0-1 1-2 1-2 2-2 0-3 3-3",
                                    "hackenbush 0-1 0-2 1-2 1-3 2-3 3-4 4-4"};
constexpr Texts kGraphExamples{"graph(a>b,b>c,a>c,c>d,b>d) a a", "graph(a>b,b>c,c>a,c>d,d>e) a",
                               "graph(a>b,b>a,b>c,c>d,a>e) a c"};
constexpr Texts kSeqgameExamples{"seqgame(3,5,1,4,7,6) 0 2"};
constexpr Texts kEndsExamples{"ends 3 1 4"};
constexpr Texts kMergeExamples{"merge 1 2 3"};
// The tutorial games (one panel): products of coin games, Moore's Nim,
// Fibonacci Nim, Euclid's game, undirected vertex geography.
constexpr Texts kCoins2dExamples{"coins2d(ruler*ruler) THT/HTT", "coins2d(turtles*turtles) HTTH/THHT/TTTH",
                                 "coins2d(mock*ruler) HTH/THT"};
constexpr Texts kMooreExamples{"moore(2) 3 5 6", "moore(2) 1 2 3", "moore(3) 9 10 12 14"};
constexpr Texts kFibnimExamples{"fibnim 20", "fibnim 21", "fibnim 20 6"};
constexpr Texts kEuclidExamples{"euclid 12 5", "euclid 3 5", "euclid 1000000007 998244353"};
constexpr Texts kGeographyExamples{"geography(a-b,b-c,c-d,d-e,b-f) b", "geography(a-b,b-c,c-a,c-d) a",
                                   "geography(a-b,b-c,c-d,d-a) a"};
constexpr Texts kNodeKaylesExamples{"nodekayles(a-b,b-c,c-d,d-a,c-e,e-f)", "nodekayles(1-2,2-3,3-4,4-5,5-6,6-7)",
                                    "nodekayles(a-b,b-c,c-a,d-e,f)"};
constexpr Texts kCramExamples{"cram 3x5", "cram(..#./..../....)", "cram 4x4", "cram 1x9"};
constexpr Texts kChompExamples{"chomp 4x5", "chomp(5,3,3,1)", "chomp 2x9", "chomp 7x7"};

// In page order: a panel lists the families it draws in this order.
const std::array kFamilies{
    Family{.name = "nim", .label = Msg::family_nim_label, .summary = Msg::family_nim_summary, .panel = Panel::nim,
           .examples = kNimExamples, .parse = parse_nim, .sequence = nim_sequence, .draw = draw_nim},
    Family{.name = "kayles", .label = Msg::family_kayles_label,
           .summary = Msg::family_kayles_summary, .panel = Panel::heaps,
           .examples = kKaylesExamples, .aliases = kKaylesAliases, .parse = parse_kayles,
           .sequence = kayles_sequence, .draw = draw_kayles},
    Family{.name = "dawson", .label = Msg::family_dawson_label,
           .summary = Msg::family_dawson_summary, .panel = Panel::heaps,
           .examples = kDawsonExamples, .aliases = kDawsonAliases, .parse = parse_dawson,
           .sequence = dawson_sequence, .draw = draw_dawson},
    Family{.name = "grundy", .label = Msg::family_grundy_label,
           .summary = Msg::family_grundy_summary, .panel = Panel::heaps,
           .examples = kGrundyExamples, .parse = parse_grundy_game, .sequence = grundy_game_sequence,
           .draw = draw_grundy},
    Family{.name = "lasker", .label = Msg::family_lasker_label,
           .summary = Msg::family_lasker_summary,
           .panel = Panel::heaps, .examples = kLaskerExamples, .parse = parse_lasker,
           .sequence = lasker_sequence, .draw = draw_lasker},
    Family{.name = "bash", .label = Msg::family_bash_label, .summary = Msg::family_bash_summary,
           .panel = Panel::heaps, .examples = kBashExamples, .rule_help = Msg::family_bash_rule_help, .parse = parse_bash,
           .sequence = bash_sequence, .draw = draw_bash},
    Family{.name = "sub", .label = Msg::family_sub_label,
           .summary = Msg::family_sub_summary, .panel = Panel::heaps,
           .examples = kSubExamples, .rule_help = Msg::family_sub_rule_help, .parse = parse_sub,
           .sequence = sub_sequence, .draw = draw_sub},
    Family{.name = "octal", .label = Msg::family_octal_label,
           .summary = Msg::family_octal_summary,
           .panel = Panel::heaps, .examples = kOctalExamples, .rule_help = Msg::family_octal_rule_help, .parse = parse_octal,
           .sequence = octal_sequence, .draw = draw_octal},
    Family{.name = "staircase", .label = Msg::family_staircase_label,
           .summary = Msg::family_staircase_summary, .panel = Panel::heaps,
           .examples = kStaircaseExamples, .parse = parse_staircase, .draw = draw_staircase},
    Family{.name = "wythoff", .label = Msg::family_wythoff_label,
           .summary = Msg::family_wythoff_summary,
           .panel = Panel::heaps, .examples = kWythoffExamples, .has_table = true, .parse = parse_wythoff,
           .draw = draw_wythoff},
    Family{.name = "coins", .label = Msg::family_coins_label,
           .summary = Msg::family_coins_summary,
           .panel = Panel::coins, .examples = kCoinsExamples, .rule_help = Msg::family_coins_rule_help,
           .named_rules = named_coin_rules(), .parse = parse_coins, .sequence = coins_sequence,
           .draw = draw_coins},
    Family{.name = "tree", .label = Msg::family_tree_label,
           .summary = Msg::family_tree_summary,
           .panel = Panel::trees, .examples = kTreeExamples, .parse = parse_tree, .draw = draw_tree},
    Family{.name = "hackenbush", .label = Msg::family_hackenbush_label,
           .summary = Msg::family_hackenbush_summary,
           .panel = Panel::trees, .examples = kHackenbushExamples, .parse = parse_hackenbush,
           .draw = draw_hackenbush},
    Family{.name = "graph", .label = Msg::family_graph_label,
           .summary = Msg::family_graph_summary, .panel = Panel::graphs,
           .examples = kGraphExamples, .rule_help = Msg::family_graph_rule_help, .parse = parse_graph, .draw = draw_graph},
    Family{.name = "seqgame", .label = Msg::family_seqgame_label,
           .summary = Msg::family_seqgame_summary,
           .panel = Panel::graphs, .examples = kSeqgameExamples, .rule_help = Msg::family_seqgame_rule_help,
           .parse = parse_seqgame, .draw = draw_seqgame},
    Family{.name = "ends", .label = Msg::family_ends_label,
           .summary = Msg::family_ends_summary, .panel = Panel::graphs,
           .examples = kEndsExamples, .parse = parse_ends, .draw = draw_ends},
    Family{.name = "merge", .label = Msg::family_merge_label,
           .summary = Msg::family_merge_summary, .panel = Panel::graphs,
           .examples = kMergeExamples, .parse = parse_merge, .draw = draw_merge},
    Family{.name = "coins2d", .label = Msg::family_coins2d_label,
           .summary = Msg::family_coins2d_summary,
           .panel = Panel::tutorial, .examples = kCoins2dExamples, .rule_help = Msg::family_coins2d_rule_help,
           .parse = parse_coins2d, .draw = draw_coins2d},
    Family{.name = "moore", .label = Msg::family_moore_label,
           .summary = Msg::family_moore_summary, .panel = Panel::tutorial,
           .examples = kMooreExamples, .rule_help = Msg::family_moore_rule_help, .parse = parse_moore,
           .draw = draw_moore},
    Family{.name = "fibnim", .label = Msg::family_fibnim_label,
           .summary = Msg::family_fibnim_summary,
           .panel = Panel::tutorial, .examples = kFibnimExamples, .parse = parse_fibnim, .draw = draw_fibnim},
    Family{.name = "euclid", .label = Msg::family_euclid_label,
           .summary = Msg::family_euclid_summary,
           .panel = Panel::tutorial, .examples = kEuclidExamples, .parse = parse_euclid, .draw = draw_euclid},
    Family{.name = "geography", .label = Msg::family_geography_label,
           .summary = Msg::family_geography_summary,
           .panel = Panel::tutorial, .examples = kGeographyExamples, .rule_help = Msg::family_graph_rule_help,
           .parse = parse_geography, .draw = draw_geography},
    Family{.name = "nodekayles", .label = Msg::family_nodekayles_label,
           .summary = Msg::family_nodekayles_summary, .panel = Panel::boards,
           .examples = kNodeKaylesExamples, .rule_help = Msg::family_graph_rule_help, .parse = parse_nodekayles,
           .draw = draw_nodekayles},
    Family{.name = "cram", .label = Msg::family_cram_label,
           .summary = Msg::family_cram_summary,
           .panel = Panel::boards, .examples = kCramExamples, .parse = parse_cram, .draw = draw_cram},
    Family{.name = "chomp", .label = Msg::family_chomp_label,
           .summary = Msg::family_chomp_summary,
           .panel = Panel::boards, .examples = kChompExamples, .parse = parse_chomp, .draw = draw_chomp},
    // families: add new entries above this line
};

}  // namespace

Text family_label(const Family& family) {
  if (family.panel == Panel::custom)
    if (const auto game = find_defined_game(family.name)) return game->label_text();
  return family.label;
}

Text family_summary(const Family& family) {
  if (family.panel == Panel::custom)
    if (const auto game = find_defined_game(family.name)) return game->summary_text();
  return family.summary;
}

std::string_view panel_name(Panel panel) {
  switch (panel) {
    case Panel::nim: return "nim";
    case Panel::heaps: return "heaps";
    case Panel::coins: return "coins";
    case Panel::trees: return "trees";
    case Panel::graphs: return "graphs";
    case Panel::sums: return "sums";
    case Panel::custom: return "custom";
    case Panel::tutorial: return "tutorial";
    case Panel::boards: return "boards";
  }
  return "sums";
}

std::span<const Family> families() { return kFamilies; }

const Family* find_family(std::string_view name) {
  for (const Family& f : kFamilies)
    if (f.name == name) return &f;
  return find_defined_family(name);  // a game defined in the rule language (sg.define)
}

}  // namespace sg
