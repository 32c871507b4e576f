// The registry of families. Each family lives in core/src/families/ and
// adds one line here.
#include <array>

#include "families/coins/coins.hpp"
#include "families/contest/ends.hpp"
#include "families/contest/merge.hpp"
#include "families/contest/seqgame.hpp"
#include "families/graphs/graph_tokens.hpp"
#include "families/trees/hackenbush.hpp"
#include "families/heaps/lasker.hpp"
#include "families/nim/nim.hpp"
#include "families/octal/octal_rule.hpp"
#include "families/heaps/staircase.hpp"
#include "families/heaps/subtraction.hpp"
#include "families/trees/tree_game.hpp"
#include "families/heaps/wythoff.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {
const std::array kFamilies{
    Family{"nim", "Nim: remove any number from one heap", parse_nim, nim_sequence},
    Family{"graph", "Tokens on a game graph: move one token along one edge", parse_graph, nullptr},
    Family{"tree", "Tree edge deletion: cut an edge of a rooted tree; what is cut off disappears",
           parse_tree, nullptr},
    Family{"hackenbush", "Green Hackenbush: cut an edge; what loses contact with the ground (vertex 0) disappears",
           parse_hackenbush, nullptr},
    Family{"bash", "Bash game: remove 1 to m from one heap", parse_bash, bash_sequence},
    Family{"sub", "Subtraction game: remove an amount listed in the set from one heap", parse_sub,
           sub_sequence},
    Family{"lasker", "Lasker's Nim: remove any number from one heap, or split a heap in two", parse_lasker,
           lasker_sequence},
    Family{"staircase", "Staircase Nim: move coins from a step down to the step below", parse_staircase,
           nullptr},
    Family{"wythoff", "Wythoff's game: remove any number from one heap, or the same from both",
           parse_wythoff, nullptr},
    Family{"coins", "Coin-turning games: turn coins over, the rightmost from heads to tails", parse_coins,
           coins_sequence},
    Family{"seqgame", "Game on Sequence: a token jumps right to a value at most one bit away", parse_seqgame, nullptr},
    Family{"ends", "Stones at the ends: take from the leftmost or rightmost heap", parse_ends, nullptr},
    Family{"merge", "Take-or-merge: take one stone, or merge two heaps", parse_merge, nullptr},
    Family{"octal", "Octal games d0.d1d2...: digit k says whether removing k tokens may leave 0, 1 or 2 heaps",
           parse_octal, octal_sequence},
    Family{"kayles", "Kayles, octal(0.77): knock down one pin or two adjacent pins", parse_kayles,
           kayles_sequence},
    Family{"dawson", "Dawson's Kayles, octal(0.07): knock down two adjacent pins", parse_dawson,
           dawson_sequence},
    Family{"grundy", "Grundy's game: split one heap into two unequal non-empty heaps", parse_grundy_game,
           grundy_game_sequence},
    // families: add new entries above this line
};
}  // namespace

std::span<const Family> families() { return kFamilies; }

const Family* find_family(std::string_view name) {
  for (const Family& f : kFamilies)
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace sg
