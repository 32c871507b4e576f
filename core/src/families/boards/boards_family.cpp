// The Boards panel's families: Node Kayles, Cram and Chomp, and the caps
// of the board search they share.
#include "families/boards/board_draws.hpp"
#include "families/boards/board_limits.hpp"
#include "families/boards/chomp.hpp"
#include "families/boards/cram/cram.hpp"
#include "families/boards/node_kayles.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kNodeKaylesExamples{"nodekayles(a-b,b-c,c-d,d-a,c-e,e-f)", "nodekayles(1-2,2-3,3-4,4-5,5-6,6-7)",
                                    "nodekayles(a-b,b-c,c-a,d-e,f)"};
constexpr Texts kCramExamples{"cram 3x5", "cram(..#./..../....)", "cram 4x4", "cram 1x9"};
constexpr Texts kChompExamples{"chomp 4x5", "chomp(5,3,3,1)", "chomp 2x9", "chomp 7x7"};

const Family kFamilies[]{
    {.name = "nodekayles", .label = Msg::family_nodekayles_label, .summary = Msg::family_nodekayles_summary,
     .panel = Panel::boards, .shape = ShapeKind::undirected, .examples = kNodeKaylesExamples,
     .rule_help = Msg::family_graph_rule_help, .parse = parse_nodekayles, .draw = draw_nodekayles},
    {.name = "cram", .label = Msg::family_cram_label, .summary = Msg::family_cram_summary, .panel = Panel::boards,
     .shape = ShapeKind::board, .examples = kCramExamples, .parse = parse_cram, .draw = draw_cram},
    {.name = "chomp", .label = Msg::family_chomp_label, .summary = Msg::family_chomp_summary,
     .panel = Panel::boards, .shape = ShapeKind::diagram, .examples = kChompExamples, .parse = parse_chomp,
     .draw = draw_chomp},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxBoardStates", board_limits::max_states,
     "distinct components (graphs up to isomorphism, Cram regions up to symmetry, Chomp diagrams) the board "
     "search memoises for one board; past it the board is \"too large to search\" unless a closed form decides it"},
    {"maxBoardMemoBytes", board_limits::max_memo_bytes,
     "bytes of the board search's memo (hash table and keys), checked before it grows; past it as maxBoardStates"},
    {"maxBoardWork", board_limits::max_board_work,
     "steps of one board search (one per option tried, plus one per component it leaves, plus the work of "
     "each graph certificate that keys a Cram region or a Node Kayles graph: one per vertex its refinement "
     "counts, per cell copied and per matrix entry built); past it the board is "
     "\"too large to search\" unless a closed form decides it"},
    {"maxBoardSearchDepth", board_limits::max_search_depth,
     "moves of the longest play from a component the board search recurses over (checked before searching); "
     "beyond it the board is \"too large to search\" unless a closed form decides it"},
    {"maxPlacedEntries", board_limits::max_placed_entries,
     "entries of the cache one board search keeps of components by their place on the board (16 bytes each, in "
     "twice as many slots); past it that cache stops growing, the search goes on"},
    {"maxNodeKaylesVertices", board_limits::max_graph_vertices, "vertices of a Node Kayles graph"},
    {"maxCramCells", board_limits::max_cram_cells, "cells of a Cram board (rows x columns)"},
    {"cramMirrorUnsearchedCells", board_limits::cram_mirror_unsearched_cells,
     "free cells above which a Cram board the mirror strategy decides (P with value 0, or N by a move to such "
     "a board) is not searched, unless every region is a single row or column: the strategy answers alone, "
     "without the regions' values"},
    {"maxCramRegionCells", board_limits::max_cram_region_cells,
     "free cells of a Cram region the board search values (counted before searching), unless the region is a "
     "path or a cycle (closed forms); a region of more than 33 cells is valued by tests \"G = v?\", which need "
     "one witness for each no (Lemoine and Viennot), within maxBoardWork and maxCramTestBytes (its value alone, "
     "no winning move listed); a board with a "
     "larger region is \"too large to search\" at once, unless the mirror strategy decides it"},
    {"maxCramTestBytes", board_limits::max_cram_test_bytes,
     "bytes of the table of the Cram search by tests \"G = v?\" (its values and answers), checked before it "
     "grows (the old table and the new one both count); past it the board is \"too large to search\""},
    {"maxChompSide", board_limits::max_chomp_side, "rows of a Chomp board, and cells in one row"},
    {"maxChompDiagrams", board_limits::max_chomp_diagrams,
     "diagrams below a Chomp board (counted before searching) for its SG value by search; beyond it only the "
     "closed forms answer (L shapes and two rows or columns with their values, squares, rectangles' outcome)"},
    {"maxChompWork", board_limits::max_chomp_work,
     "diagrams below a Chomp board times its bites (counted before searching); beyond it only the closed forms "
     "answer"},
    {"maxLabellingLeaves", board_limits::max_labelling_leaves,
     "leaves of the canonical labelling search of one Node Kayles component; past it a labelling that is sound "
     "but not shared by every isomorphic graph keys the memo"},
};

}  // namespace

const FamilyGroup& boards_group() {
  static const FamilyGroup group{.name = "boards", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
