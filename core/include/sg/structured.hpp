#pragma once
// Positions as data: every legal move of a position, a move applied from
// its action, and a position composed from the shapes analyze() reports.
// The page builds new positions through these, never by splicing text.
//
//   legal_moves("nim 2 1")  -> {0, "take 1 from heap 1", "nim 1 1", take{heap 0, amount 1, leaves [1]}} ...
//   apply_action("nim 2 1", take{heap 0, amount 2, leaves []})  -> "nim 0 1"
//   compose({normal, [{nim, -, heaps [0, 1]}]})  -> "nim 0 1"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/component_shape.hpp"
#include "sg/move_action.hpp"
#include "sg/position.hpp"
#include "sg/result.hpp"

namespace sg {

struct LegalMoves {
  std::vector<WinningMove> moves;  // every legal move (not only winning ones)
  bool complete = true;            // false when a cap cut the list short
};

// Every legal move of `pos`, at most `max` of them. Each component's options
// are built only when their count (option_bound()) and bytes fit the listing
// caps; a component beyond them is skipped and the list marked incomplete.
Result<LegalMoves> legal_moves(const Position& pos, std::uint64_t max = 2000);

// The canonical notation of `pos` after `action`; an Error naming what is
// wrong when the action is not a legal move of `pos`.
Result<std::string> apply_action(const Position& pos, const MoveAction& action);

struct ComposedComponent {
  std::string family;               // "kayles", "coins", ...
  std::optional<std::string> rule;  // the text between the parentheses
  ComponentShape shape;
};

struct CompositionSpec {
  Compound compound = Compound::normal;
  std::vector<ComposedComponent> components;
};

// Canonical notation of the position the spec describes (the shapes that
// analyze() reports compose back to its position). Errors name the
// component (1-based) and the field.
Result<std::string> compose(const CompositionSpec& spec);

}  // namespace sg
