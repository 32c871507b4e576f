#pragma once
// What a move does, as data: the page draws and replays moves from it
// instead of reading the English label back.
//
//   MoveAction { kind, component, at, amount, to, leaves[0..2], coins, parts }
//
//   kind        at            amount         to       leaves / coins / parts
//   take        heap          stones taken   -        leaves: heaps left in its place
//   take_both   -             from each heap -        -
//   split       heap          0              -        leaves: the two pieces
//   step        step (1-based) coins moved   -        -
//   end         right? 1 : 0  stones taken   -        -
//   merge       first heap    second heap    -        -
//   turn        -             -              -        runs: first0,last0,first1,last1 ...
//                                                      0-based, maximal runs, left to right
//   cut_node    node (preorder)
//   cut_edge    edge (as listed in the shape)
//   slide       token         from           to
//   turns       -             -              -        parts: one action per moving component
//   replace     position      terms          arity    runs: the terms' arguments, arity each
//               (a move of a game defined in the rule language: one
//               position replaced by the option's positions)
//   take_many   -             -              -        runs: heap0,amount0,heap1,amount1 ... heaps ascending
//   turn_grid   row runs' size -             -        runs: row runs, then column runs (as for turn);
//                                                      the coins turned are rows x columns
//   domino      first cell    -              second cell (cells row by row, 0-based)
//   pick        node          -              -
//   bite        row           column         -
//
// Indices are 0-based except `step`, which is the step number of the
// notation. `component` is the index in the position (0 inside a family's
// own moves; the position-level code sets it).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace sg {

enum class ActionKind : std::uint8_t { none, take, take_both, split, step, end, merge, turn, cut_node, cut_edge, slide, turns,
                                        replace, take_many, turn_grid, domino, pick, bite };

struct MoveAction {
  ActionKind kind = ActionKind::none;
  std::uint8_t leaf_count = 0;
  std::uint32_t component = 0;
  std::uint64_t at = 0;
  std::uint64_t amount = 0;
  std::uint64_t to = 0;
  std::array<std::uint64_t, 2> leaves{};
  std::vector<std::uint64_t> runs;  // turn: coins as runs, so a long run stays small
  std::vector<MoveAction> parts;

  static MoveAction take(std::uint64_t heap, std::uint64_t amount, const std::uint64_t* leaves, std::size_t n);
  static MoveAction split(std::uint64_t heap, std::uint64_t a, std::uint64_t b);
  static MoveAction simple(ActionKind kind, std::uint64_t at, std::uint64_t amount = 0, std::uint64_t to = 0);

  // Same move of the same component's position (component index ignored
  // unless `with_component`).
  bool same_as(const MoveAction& other, bool with_component = false) const;
};

// `action` as a move of component `component` of a position.
MoveAction at_component(MoveAction action, std::size_t component);

// The action's name as the JS API spells it ("take", "take-both", "cut", ...).
const char* action_kind_name(ActionKind kind);

}  // namespace sg
