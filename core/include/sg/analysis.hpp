#pragma once
// Analysis of a position: who wins, the values, and ALL winning moves.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sg/component_shape.hpp"
#include "sg/move_action.hpp"
#include "sg/position.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

// Conway's genus of a heap in misère play (On Numbers and Games, ch. 12):
//
//   g^{γ0 γ1 γ2 ...}   g  the normal-play SG value
//                      γk the misère SG value of the heap plus k heaps *2
//   2^{20} = *2, 0^{120} = an empty heap, 1^{031} = *1
//
// The sequence alternates between its last two values from there on. Tame:
// the genus is one of misère Nim's and every option is tame, so the heap
// plays like a Nim heap in every misère sum of tame games.
struct Genus {
  std::uint32_t normal = 0;
  std::vector<std::uint32_t> misere;
  bool tame = false;
};

struct ComponentReport {
  std::string position;     // canonical notation of the component
  std::string family;       // lower case, as written: "kayles", "coins"
  std::optional<std::string> rule;  // canonical text between the parentheses
  ComponentShape shape;     // what the page draws (AnalyzeOptions::include_shape)
  std::optional<Value> value;  // SG value (generalized); none when out of reach
  Outcome outcome = Outcome::P;  // of the component on its own
  std::vector<Part> parts;  // per-heap / per-head values, if a sum
  // Each part's genus (none: out of reach): misère sums of heaps only.
  std::vector<std::optional<Genus>> genera;
  Text theory;              // the closed form that produced the value
  Theorem theorem = Theorem::none;  // its id
  std::optional<std::uint64_t> remoteness;  // conjunctive and Every-SG only
  std::optional<std::uint64_t> suspense;
};

// How misère Nim and the SJ theorem decide: the nim-sum of the single games
// (the heaps of misère Nim) and how many of them have SG > 1.
struct MisereCounts {
  Nimber nim_sum = 0;
  std::uint64_t above_one = 0;
};

// Where a misère sum of heaps of one rule lies in that rule's misère quotient
// Q_heaps (Plambeck and Siegel), `heaps` the sum's largest heap: the element
// (its index in sg.misereQuotient(rule, heaps) and its normal form) and
// whether it is in the P-portion.
struct QuotientElement {
  std::string rule;
  std::uint64_t heaps = 0;
  std::uint32_t order = 0;
  std::uint32_t element = 0;
  std::string name;
  bool p = false;
};

struct WinningMove {
  std::size_t component = 0;  // index into Analysis::components
  Text move;                  // "take 2 from heap 1"
  std::string to;             // notation of the whole resulting position;
                              // empty when AnalyzeOptions::include_to is off
  MoveAction action;          // what the move does (its component set)
};

struct Analysis {
  std::string position;                    // canonical notation
  Compound compound = Compound::normal;
  Outcome outcome = Outcome::P;
  std::optional<Nimber> grundy;            // none for misère, draws, ...
  std::optional<Value> value;              // generalized value of the sum
  std::vector<ComponentReport> components;
  std::vector<WinningMove> winning_moves;  // every move to a P position
  bool winning_moves_complete = true;      // false when a component hit
                                           // limits::max_listed_moves
  Text decided_by;                         // theorem that decided the outcome
  Theorem theorem = Theorem::none;         // its id
  // Some component may recur in play: a move to P need not end the game,
  // so only a move chosen by remoteness is sure to win.
  bool may_cycle = false;
  // No move is possible: the game has ended (conjunctive: some component
  // has; the others: every component has).
  bool over = false;
  // Set when misère Nim or the SJ theorem decided (theorem misere_nim, sj).
  std::optional<MisereCounts> misere;
  // Misère sums of heaps (each part's Part::genus): whether every heap is
  // tame, so that the genus rule decided (unset when some part is not a heap
  // or a genus is out of reach), and the sentence that says so.
  std::optional<bool> tame;
  Text tameness;
  // Set when every part is heaps of one rule whose misère quotient reaches
  // the largest heap (theorem misere_quotient when it decided).
  std::optional<QuotientElement> quotient;
};

// What an analysis builds. The defaults give the full report; a page showing
// a row of 10^6 coins turns `include_to` off, because every listed move's
// `to` is the whole resulting position (a megabyte each), and asks for the
// one it plays with winning_move().
struct AnalyzeOptions {
  bool include_to = true;
  // Winning moves listed over all components; past it the list says it is
  // incomplete. (Each family also stops at limits::max_listed_moves.)
  std::uint64_t max_moves = UINT64_MAX;
  // Per-part values (ComponentReport::parts) of every component.
  bool include_parts = true;
  // Each component's shape (ComponentReport::shape).
  bool include_shape = true;
};

// The family name and the rule text of one component's canonical notation:
// "octal(0.137) 5 6" -> {"octal", "0.137"}; "nim 3" -> {"nim", nullopt}.
void split_family_and_rule(std::string_view notation, std::string& family, std::optional<std::string>& rule);

Result<Analysis> analyze(const Position& position, const AnalyzeOptions& options = {});

// What is known of a position that analyze() answers with an Error of kind
// too_large: each component on its own, with its SG value (normal play)
// where it has one, its parts, theory, theorem, family, rule and shape.
// Each report's outcome is that of the component alone in normal play.
std::vector<ComponentReport> component_reports(const Position& position, const AnalyzeOptions& options = {});
Result<Analysis> analyze(std::string_view notation, const AnalyzeOptions& options = {});

// The winning move at `index` of analyze(position, {.include_to = false}),
// with its `to` built: the listing without `to` is never cut short by the
// bytes of notation, so it can be longer than the default one, never
// different where both list a move. An Error when there is no such move.
Result<WinningMove> winning_move(const Position& position, std::uint64_t index);
Result<WinningMove> winning_move(std::string_view notation, std::uint64_t index);

}  // namespace sg
