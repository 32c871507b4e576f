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
    Family{.name = "nim", .label = "Nim", .summary = "Nim: remove any number from one heap", .panel = Panel::nim,
           .examples = kNimExamples, .parse = parse_nim, .sequence = nim_sequence, .draw = draw_nim},
    Family{.name = "kayles", .label = "Kayles",
           .summary = "Kayles, octal(0.77): knock down one pin or two adjacent pins", .panel = Panel::heaps,
           .examples = kKaylesExamples, .aliases = kKaylesAliases, .parse = parse_kayles,
           .sequence = kayles_sequence, .draw = draw_kayles},
    Family{.name = "dawson", .label = "Dawson\xE2\x80\x99s Kayles",
           .summary = "Dawson's Kayles, octal(0.07): knock down two adjacent pins", .panel = Panel::heaps,
           .examples = kDawsonExamples, .aliases = kDawsonAliases, .parse = parse_dawson,
           .sequence = dawson_sequence, .draw = draw_dawson},
    Family{.name = "grundy", .label = "Grundy\xE2\x80\x99s game",
           .summary = "Grundy's game: split one heap into two unequal non-empty heaps", .panel = Panel::heaps,
           .examples = kGrundyExamples, .parse = parse_grundy_game, .sequence = grundy_game_sequence,
           .draw = draw_grundy},
    Family{.name = "lasker", .label = "Lasker\xE2\x80\x99s Nim",
           .summary = "Lasker's Nim: remove any number from one heap, or split a heap in two",
           .panel = Panel::heaps, .examples = kLaskerExamples, .parse = parse_lasker,
           .sequence = lasker_sequence, .draw = draw_lasker},
    Family{.name = "bash", .label = "Bash game", .summary = "Bash game: remove 1 to m from one heap",
           .panel = Panel::heaps, .examples = kBashExamples, .rule_help = "Take at most", .parse = parse_bash,
           .sequence = bash_sequence, .draw = draw_bash},
    Family{.name = "sub", .label = "Subtraction game",
           .summary = "Subtraction game: remove an amount listed in the set from one heap", .panel = Panel::heaps,
           .examples = kSubExamples, .rule_help = "Subtraction set", .parse = parse_sub,
           .sequence = sub_sequence, .draw = draw_sub},
    Family{.name = "octal", .label = "Octal game",
           .summary = "Octal games d0.d1d2...: digit k says whether removing k tokens may leave 0, 1 or 2 heaps",
           .panel = Panel::heaps, .examples = kOctalExamples, .rule_help = "Octal code", .parse = parse_octal,
           .sequence = octal_sequence, .draw = draw_octal},
    Family{.name = "staircase", .label = "Staircase Nim",
           .summary = "Staircase Nim: move coins from a step down to the step below", .panel = Panel::heaps,
           .examples = kStaircaseExamples, .parse = parse_staircase, .draw = draw_staircase},
    Family{.name = "wythoff", .label = "Wythoff\xE2\x80\x99s game",
           .summary = "Wythoff's game: remove any number from one heap, or the same from both",
           .panel = Panel::heaps, .examples = kWythoffExamples, .has_table = true, .parse = parse_wythoff,
           .draw = draw_wythoff},
    Family{.name = "coins", .label = "Coin-turning game",
           .summary = "Coin-turning games: turn coins over, the rightmost from heads to tails",
           .panel = Panel::coins, .examples = kCoinsExamples, .rule_help = "Rule",
           .named_rules = named_coin_rules(), .parse = parse_coins, .sequence = coins_sequence,
           .draw = draw_coins},
    Family{.name = "tree", .label = "Tree",
           .summary = "Tree edge deletion: cut an edge of a rooted tree; what is cut off disappears",
           .panel = Panel::trees, .examples = kTreeExamples, .parse = parse_tree, .draw = draw_tree},
    Family{.name = "hackenbush", .label = "Green Hackenbush",
           .summary = "Green Hackenbush: cut an edge; what loses contact with the ground (vertex 0) disappears",
           .panel = Panel::trees, .examples = kHackenbushExamples, .parse = parse_hackenbush,
           .draw = draw_hackenbush},
    Family{.name = "graph", .label = "Game graph",
           .summary = "Tokens on a game graph: move one token along one edge", .panel = Panel::graphs,
           .examples = kGraphExamples, .rule_help = "Edges", .parse = parse_graph, .draw = draw_graph},
    Family{.name = "seqgame", .label = "Game on Sequence",
           .summary = "Game on Sequence: a token jumps right to a value at most one bit away",
           .panel = Panel::graphs, .examples = kSeqgameExamples, .rule_help = "Sequence",
           .parse = parse_seqgame, .draw = draw_seqgame},
    Family{.name = "ends", .label = "Stones at the ends",
           .summary = "Stones at the ends: take from the leftmost or rightmost heap", .panel = Panel::graphs,
           .examples = kEndsExamples, .parse = parse_ends, .draw = draw_ends},
    Family{.name = "merge", .label = "Take or merge",
           .summary = "Take-or-merge: take one stone, or merge two heaps", .panel = Panel::graphs,
           .examples = kMergeExamples, .parse = parse_merge, .draw = draw_merge},
    Family{.name = "coins2d", .label = "2-D coins (Tartan)",
           .summary = "2-D coin turning: turn a set of rows times a set of columns, the deciding coin heads to tails",
           .panel = Panel::tutorial, .examples = kCoins2dExamples, .rule_help = "Row rule * column rule",
           .parse = parse_coins2d, .draw = draw_coins2d},
    Family{.name = "moore", .label = "Moore\xE2\x80\x99s Nim",
           .summary = "Moore's Nim_k: take from each of at most k heaps", .panel = Panel::tutorial,
           .examples = kMooreExamples, .rule_help = "k (most heaps per move)", .parse = parse_moore,
           .draw = draw_moore},
    Family{.name = "fibnim", .label = "Fibonacci Nim",
           .summary = "Fibonacci Nim: take 1 to twice the last take (the first move not the whole heap)",
           .panel = Panel::tutorial, .examples = kFibnimExamples, .parse = parse_fibnim, .draw = draw_fibnim},
    Family{.name = "euclid", .label = "Euclid\xE2\x80\x99s game",
           .summary = "Euclid's game: subtract a multiple of the smaller number from the larger; making a 0 wins",
           .panel = Panel::tutorial, .examples = kEuclidExamples, .parse = parse_euclid, .draw = draw_euclid},
    Family{.name = "geography", .label = "Vertex geography",
           .summary = "Undirected vertex geography: move the token to an unvisited neighbour",
           .panel = Panel::tutorial, .examples = kGeographyExamples, .rule_help = "Edges",
           .parse = parse_geography, .draw = draw_geography},
    Family{.name = "nodekayles", .label = "Node Kayles",
           .summary = "Node Kayles: pick a vertex; it and its neighbours are removed", .panel = Panel::boards,
           .examples = kNodeKaylesExamples, .rule_help = "Edges", .parse = parse_nodekayles,
           .draw = draw_nodekayles},
    Family{.name = "cram", .label = "Cram",
           .summary = "Cram: place a domino on two free cells side by side or one above the other",
           .panel = Panel::boards, .examples = kCramExamples, .parse = parse_cram, .draw = draw_cram},
    Family{.name = "chomp", .label = "Chomp",
           .summary = "Chomp: take a cell with every cell right of it and below it; the top-left cell is poison",
           .panel = Panel::boards, .examples = kChompExamples, .parse = parse_chomp, .draw = draw_chomp},
    // families: add new entries above this line
};

}  // namespace

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
