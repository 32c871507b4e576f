#pragma once
// Every input size and value range has a stated cap; requests beyond one are
// refused with an Error naming the cap, before any large allocation.

#include <cstdint>
#include <span>
#include <string_view>

namespace sg::limits {

// Heap sizes and other counts in the notation: exact up to 2^63-1.
inline constexpr std::uint64_t max_count = 9223372036854775807ULL;
// Notation text accepted by the parser (bulk graph input has its own path).
inline constexpr std::uint64_t max_notation_bytes = 4u << 20;
// Components in one position, and parts (heaps, coins...) in one component.
inline constexpr std::uint64_t max_components = 100000;
inline constexpr std::uint64_t max_parts = 2000000;
// Grundy sequences: 2^22 values fit comfortably in a browser tab.
inline constexpr std::uint64_t max_sequence_length = 1u << 22;
// Exhaustive searches (misère sums outside the theorems, brute force views):
// distinct positions memoised before answering "too large".
inline constexpr std::uint64_t max_search_positions = 2000000;
// Exact retrograde analysis of a compound game (compounds with cycles, and
// the computer's play in compounds): component positions interned, and
// positions of the compound, each at most this many; beyond it "too large
// to decide exactly".
inline constexpr std::uint64_t max_compound_positions = 2000000;
// Options of component positions and turns of compound positions stored by
// that analysis (4 bytes each, twice: forward and backward).
inline constexpr std::uint64_t max_compound_moves = 8000000;
// The misère search's work budget, in steps: one per component id copied
// while building an option of a position, and, when a component's moves are
// first generated, its notation's length plus 200 per option it may have
// (building a component costs about 200 copies of an id), and 8 per component
// of each position kept (which bounds the memory too).
// Work, not time, so an answer never depends on the machine's load.
inline constexpr std::uint64_t max_misere_work = 200000000;
// Remoteness and suspense searches (every:, the conjunctive compounds, the
// computer's play): each position's options are paid for before they are
// built, measure_option_cost(its notation's length) steps and bytes each
// (an option is a built component, its canonical key and a hash lookup,
// each about as long as the notation). Steps past max_measure_work, or
// bytes held by the open positions and the memo past max_measure_bytes,
// answer "too large to decide exactly". The step cap is what the WASM
// engine spends in about a second of CPU (bench/run.mjs bounds: the every: rows).
inline constexpr std::uint64_t max_measure_work = 150000000;
inline constexpr std::uint64_t max_measure_bytes = 256u << 20;
constexpr std::uint64_t measure_option_cost(std::uint64_t notation_bytes) { return 128 + 4 * notation_bytes; }
// Winning moves listed per component; moves_to() may stop after this many
// and the analysis then says the list is incomplete (a coin row of 10^6
// coins can have ~10^11 winning moves).
inline constexpr std::uint64_t max_listed_moves = 10000;
// Every listed move carries the whole resulting position's notation; for a
// sum of 10^6 heaps that is megabytes per move, so the listing also stops
// (and says it is incomplete) past this many bytes of notation.
inline constexpr std::uint64_t max_listed_bytes = 32u << 20;
// Winning moves a family builds when each result costs `bytes_per_move`
// (its parts plus its notation): max_listed_moves, fewer for big positions,
// so that the results built for one listing hold at most max_listed_bytes.
// Families check it BEFORE building a result, and report a cut list through
// Component::lists_every_move_to().
constexpr std::uint64_t listed_moves_within(std::uint64_t bytes_per_move) {
  const std::uint64_t by_bytes = max_listed_bytes / (bytes_per_move ? bytes_per_move : 1);
  return by_bytes < 1 ? 1 : by_bytes < max_listed_moves ? by_bytes : max_listed_moves;
}
// Wythoff SG tables: rows * cols.
inline constexpr std::uint64_t max_table_cells = 1u << 22;
// sg.randomPosition's `size` (parts of a drawn position): teaching mode asks
// for positions small enough to reason about by hand.
inline constexpr std::uint32_t max_random_size = 24;

// Every cap the engine enforces, the global ones above and the families'
// own (octal heaps, subtraction sets, coin rows, trees, graphs, ...), with
// the name sg.limits() gives it in JS and what happens beyond it.
struct StatedLimit {
  std::string_view name;  // camelCase, as in sg.limits(): "maxSequenceLength"
  std::uint64_t value;
  std::string_view meaning;  // what is capped, and what happens beyond the cap
};
std::span<const StatedLimit> stated();

}  // namespace sg::limits
