#pragma once
// The caps of the board families (Node Kayles, Cram, Chomp) and of their
// shared search; stated in sg.limits() (core/src/stated_limits.cpp).

#include <cstdint>

namespace sg::board_limits {

// Distinct canonical components (graphs, regions, diagrams) the memo holds
// for one board's search; past it the board is too large to search.
inline constexpr std::uint64_t max_states = 2000000;
// Bytes of the memo (its hash table and its keys), checked before it grows.
inline constexpr std::uint64_t max_memo_bytes = 192ull << 20;
// Steps of one board's search (one per option tried, plus one per
// component it leaves, plus a graph certificate's own work, which
// dominates a Cram search's time): the search stops there, so that a board whose
// states stay under max_states yet are tried over and over (Cram 3x21)
// ends in bounded time, with progress reported on the way.
inline constexpr std::uint64_t max_board_work = 150000000;
// Moves of the longest play from a piece the search recurses over (one
// call level per move): checked before the search, so that the call stack
// never grows with the input (Chomp; Cram and Node Kayles stay within 64).
inline constexpr std::uint64_t max_search_depth = 4096;
// Vertices of a Node Kayles graph: a vertex set is one 64-bit word.
inline constexpr std::uint32_t max_graph_vertices = 64;
// Entries of the cache one search keeps beside the memo, keyed by a
// component's place on the board (a 64-bit set), so that a component met
// again in the same place skips its canonical form; past it the cache
// stops growing (16 bytes an entry, twice as many slots).
inline constexpr std::uint64_t max_placed_entries = 1u << 20;
// Cells of a Cram board (one 64-bit word), and its rows and columns.
inline constexpr std::uint32_t max_cram_cells = 64;
// A Cram board the mirror strategy decides (P, or N by a move to such a
// board) with more free cells than this is not searched: the strategy
// alone answers, without its regions' values.
inline constexpr std::uint32_t cram_mirror_unsearched_cells = 30;
// Free cells of a Cram region the search values, unless it is a path or a
// cycle (closed forms): counted before the search, so that a region the
// work cap would stop is refused at once instead of after seconds. Regions
// past 33 cells are valued by tests "G = v?" (cram_value.hpp), which reach
// 5 x 7 (35 cells) within max_board_work.
inline constexpr std::uint32_t max_cram_region_cells = 35;
// Bytes of the table of Cram's search by tests "G(R) = v?" (cram_value
// .hpp), its values and answers, checked before it grows (the old table
// and the new one both count).
inline constexpr std::uint64_t max_cram_test_bytes = 128ull << 20;
// Chomp: rows and columns of a diagram (closed forms reach this far), and
// the diagrams below one that a search may visit, counted before it starts.
inline constexpr std::uint32_t max_chomp_side = 100000;
inline constexpr std::uint64_t max_chomp_diagrams = 2000000;
// The diagrams below a board times its bites (an upper bound on the
// options the search tries), checked with them before it starts.
inline constexpr std::uint64_t max_chomp_work = 100000000;
// Canonical labelling of one graph: leaves of its search tree explored
// before the best labelling so far is used (still a sound memo key, only
// not shared with every isomorphic graph).
inline constexpr std::uint32_t max_labelling_leaves = 2000;

}  // namespace sg::board_limits
