// The table behind sg.limits(): every cap, read from the constant each check
// uses, so the list cannot drift from what the engine enforces. The engine-
// wide caps are here; each family group states its own (FamilyGroup::limits).
#include <array>
#include <vector>

#include "misere/misere_limits.hpp"
#include "sg/family.hpp"
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
};

}  // namespace

std::span<const StatedLimit> stated() {
  static const std::vector<StatedLimit> all = [] {
    std::vector<StatedLimit> out(std::begin(table), std::end(table));
    for (const FamilyGroup* g : family_groups()) out.insert(out.end(), g->limits.begin(), g->limits.end());
    return out;
  }();
  return all;
}

}  // namespace sg::limits
