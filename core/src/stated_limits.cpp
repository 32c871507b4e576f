// The table behind sg.limits(): every cap, read from the constant each check
// uses, so the list cannot drift from what the engine enforces.
#include <array>

#include "families/boards/board_limits.hpp"
#include "families/coins/coin_subset_tables.hpp"
#include "families/coins/coins.hpp"
#include "families/contest/ends.hpp"
#include "families/contest/merge.hpp"
#include "families/contest/seqgame.hpp"
#include "families/defined/defined_limits.hpp"
#include "families/graphs/directed_graph.hpp"
#include "families/trees/hackenbush.hpp"
#include "families/octal/octal_code.hpp"
#include "families/octal/octal_rule.hpp"
#include "families/trees/rooted_tree.hpp"
#include "families/heaps/subtraction_period.hpp"
#include "misere/misere_limits.hpp"
#include "families/heaps/wythoff.hpp"
#include "families/tutorial/coins2d.hpp"
#include "families/tutorial/fibonacci_nim.hpp"
#include "families/tutorial/geography.hpp"
#include "families/tutorial/moore.hpp"
#include "sg/nim_product.hpp"
#include "sg/limits.hpp"

namespace sg::limits {

namespace {

constexpr StatedLimit table[] = {
    {"maxCount", max_count, "heap sizes and other counts in the notation (2^63-1); larger numbers are refused"},
    {"maxNotationBytes", max_notation_bytes, "bytes of position text; longer text is refused before parsing"},
    {"maxComponents", max_components, "components in one position"},
    {"maxParts", max_parts, "heaps, tokens or other parts in one component"},
    {"maxSequenceLength", max_sequence_length, "values in one Grundy sequence"},
    {"maxSearchPositions", max_search_positions,
     "positions an exhaustive search (misere sums outside the theorems) memoises before answering "
     "\"too large to decide exactly\""},
    {"maxMisereWork", max_misere_work,
     "steps of the exhaustive misere search in one analysis (one per heap or component id copied while "
     "building an option, 100 per option when a heap size is first met and its options interned, a "
     "component's canonical key length plus 200 per option when its moves are generated, 8 per id of each "
     "position kept); past it the answer is \"too large to decide exactly\""},
    {"maxQuotientHeap", max_quotient_heap,
     "heaps a misere quotient is computed for (sg.misereQuotient's heap bound); an analysis reads a misere sum "
     "of heaps of one rule in its quotient only when its largest heap is within it"},
    {"maxQuotientOrder", max_quotient_order, "elements of a misere quotient (its table takes 2 bytes per pair)"},
    {"maxQuotientStateWords", max_quotient_state_words,
     "64-bit words of the states the misere quotient's verifier keeps, checked before they are allocated"},
    {"maxQuotientWork", max_quotient_work,
     "steps of one sg.misereQuotient call (element products and bit-set words of its construction and "
     "verification); an analysis spends at most 1/32 of it growing a quotient, then the misere search decides"},
    {"maxQuotientPowers", max_quotient_powers, "copies of a new heap tried before a candidate misere quotient is given up"},
    {"maxGenusPositions", max_genus_positions, "positions the genus of one heap is computed over"},
    {"maxMeasureWork", max_measure_work,
     "steps of the remoteness and suspense search (every:, the conjunctive compounds, the computer's play), paid "
     "before a position's options are built: 128 plus 4 per byte of its notation for each option; past it "
     "\"too large to decide exactly\""},
    {"maxMeasureBytes", max_measure_bytes,
     "bytes that search holds (the open positions' options, paid as its steps are, and its memo); past it "
     "\"too large to decide exactly\""},
    {"maxCompoundPositions", max_compound_positions,
     "positions of a compound game (and component positions) solved exactly by retrograde analysis, as for "
     "compounds of games with cycles and the computer's play in compounds; past it \"too large to decide exactly\""},
    {"maxCompoundMoves", max_compound_moves,
     "moves of a compound game (and options of its components) stored by that retrograde analysis; past it "
     "\"too large to decide exactly\""},
    {"maxListedMoves", max_listed_moves, "winning moves listed per component; past it the list says it is incomplete"},
    {"maxListedBytes", max_listed_bytes, "bytes of resulting positions (their notation and their parts) built over the listed winning moves, "
     "checked before each one is built; past it the list says it is incomplete"},
    {"maxTableCells", max_table_cells, "cells of one Wythoff SG table (rows x columns)"},
    {"maxRandomSize", max_random_size,
     "parts (heaps, coins, steps, tree edges, graph nodes, values) of a position sg.randomPosition draws; "
     "a larger size is refused, a larger `like` is drawn at this size"},
    {"maxOctalHeap", octal_max_heap,
     "heap of an octal game or Grundy's game valued by computation when no period is proven"},
    {"maxOctalWork", octal_max_work,
     "steps (splits and rare pairs examined) one request spends computing an octal code's values (a sequence, "
     "the heaps of a position when it is analysed, or a period proof); past it \"too large\""},
    {"maxOctalRepeatingSplitHeap", octal_repeating_split_max_heap,
     "heap of an octal code with a repeating digit that splits heaps (O(n) per value)"},
    {"octalSequenceProofHorizon", octal_sequence_proof_horizon,
     "values a sequence of a finite octal code computes (when fewer are asked for) to prove its period by the "
     "Guy-Smith theorem; past it the period is reported as observed"},
    {"octalProofHorizon", octal_proof_horizon,
     "values a sequence may compute to prove a finite octal code's period when asked to (sg.sequence proveTo)"},
    {"octalParseProofHorizon", octal_parse_proof_horizon,
     "values the parser computes to prove a period for a heap above maxOctalHeap (codes of more than "
     "16 digits: octalParseProofWork / digits)"},
    {"octalParseProofWork", octal_parse_proof_work, "values x digits the parser computes to prove a period"},
    {"octalHugeHeapProofWork", octal_huge_heap_proof_work,
     "options the engine looks at, at most, to prove a period for a heap above maxOctalHeap (extending the "
     "values up to octalProofHorizon)"},
    {"maxOctalDigits", max_octal_digits, "digits after the point of an octal code"},
    {"maxSubtractionAmount", max_subtraction_amount, "each amount of a subtraction set"},
    {"maxSubtractionSetSize", max_subtraction_set_size, "amounts in a subtraction set"},
    {"maxSubtractionWork", max_subtraction_work,
     "steps (values x |S|) of a subtraction game computed directly or searched for a period"},
    {"maxSubtractionParseWork", max_subtraction_parse_work,
     "steps the parser spends looking for a subtraction game's period (heaps beyond direct reach need it)"},
    {"maxWythoffValueHeap", kWythoffValueCap,
     "Wythoff heaps with an SG value; larger pairs are analysed alone, by their P positions"},
    {"maxCoins", kMaxCoins, "coins in one coin row"},
    {"maxCoinWorkWords", kMaxWorkWords, "64-bit words of work tabulating a spelled-out \"anywhere\" coin rule"},
    {"maxCoinSnapshotWords", kMaxSnapshotWords, "64-bit words kept for an \"anywhere\" coin rule's move search"},
    {"maxTreeNodes", max_tree_nodes, "nodes in one tree"},
    {"maxHackenbushEdges", max_hackenbush_edges, "edges in one Hackenbush graph"},
    {"maxGraphNodes", graph_limits::max_nodes, "nodes of a game graph (graph(...) or sg.analyzeEdgeList)"},
    {"maxGraphEdges", graph_limits::max_edges, "edges of a game graph (graph(...) or sg.analyzeEdgeList)"},
    {"maxSeqgameLength", contest_limits::max_sequence, "values in a seqgame list"},
    {"maxEndsHeaps", contest_limits::max_ends_heaps, "heaps in an ends position"},
    {"maxEndsWork", contest_limits::max_ends_work,
     "steps of the exhaustive SG search of an ends position; beyond it only the outcome is given"},
    {"maxMergeStones", contest_limits::max_merge_stones,
     "stones of a merge position valued by exhaustive search; beyond it only the outcome is given"},
    // Games defined in the rule language (sg.define).
    {"maxDefinitionBytes", defined_limits::max_source_bytes, "bytes of one game definition (sg.define)"},
    {"maxDefinedGames", defined_limits::max_games,
     "games defined at once; defining a game again under its name replaces it"},
    {"maxDefinedArity", defined_limits::max_arity, "arguments of a defined game"},
    {"maxDefinedLines", defined_limits::max_option_lines, "option lines of a defined game"},
    {"maxDefinedClauses", defined_limits::max_clauses, "\"for\" and \"if\" clauses of one option line"},
    {"maxDefinedNesting", defined_limits::max_nesting, "levels of brackets and operators in one expression"},
    {"maxDefinedStates", defined_limits::max_states,
     "positions of a defined game whose values are memoised (per game); a position that reaches more is "
     "\"too large\", as is a sequence or table of more positions"},
    {"maxDefinedOptions", defined_limits::max_options,
     "options of one position of a defined game; past it \"too large\""},
    {"maxDefinedRange", defined_limits::max_range,
     "values of one \"for\" range of a defined game, checked before it runs; past it \"too large\""},
    {"maxDefinedWork", defined_limits::max_work,
     "steps (range values tried, conditions tested) of valuing one request's positions of a defined game (a "
     "sequence or table: each 1,024 of its positions); past it \"too large\""},
    {"maxDefinedRequestWork", defined_limits::max_request_work,
     "steps of one sequence or table of a defined game as a whole; refused at once when the steps of its last "
     "position's options times half its positions pass it, and stopped when its steps do"},
    {"maxLookupValues", defined_limits::max_lookup_values,
     "values given to sg.identify (which known games have this Grundy sequence)"},
    // The tutorial games.
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
    // The board families (Node Kayles, Cram, Chomp) and their shared search.
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

std::span<const StatedLimit> stated() { return table; }

}  // namespace sg::limits
