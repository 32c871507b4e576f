#include "sg/move_action.hpp"

namespace sg {

MoveAction MoveAction::take(std::uint64_t heap, std::uint64_t amount, const std::uint64_t* leaves, std::size_t n) {
  MoveAction a;
  a.kind = ActionKind::take;
  a.at = heap;
  a.amount = amount;
  a.leaf_count = static_cast<std::uint8_t>(n);
  for (std::size_t i = 0; i < n && i < 2; ++i) a.leaves[i] = leaves[i];
  return a;
}

MoveAction MoveAction::split(std::uint64_t heap, std::uint64_t x, std::uint64_t y) {
  MoveAction a;
  a.kind = ActionKind::split;
  a.at = heap;
  a.leaf_count = 2;
  a.leaves = {x, y};
  return a;
}

MoveAction MoveAction::simple(ActionKind kind, std::uint64_t at, std::uint64_t amount, std::uint64_t to) {
  MoveAction a;
  a.kind = kind;
  a.at = at;
  a.amount = amount;
  a.to = to;
  return a;
}

bool MoveAction::same_as(const MoveAction& o, bool with_component) const {
  if (kind != o.kind || at != o.at || amount != o.amount || to != o.to || leaf_count != o.leaf_count ||
      runs != o.runs || parts.size() != o.parts.size())
    return false;
  if (with_component && component != o.component) return false;
  for (std::size_t i = 0; i < leaf_count && i < 2; ++i)
    if (leaves[i] != o.leaves[i]) return false;
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (!parts[i].same_as(o.parts[i], true)) return false;
  return true;
}

MoveAction at_component(MoveAction action, std::size_t component) {
  action.component = static_cast<std::uint32_t>(component);
  return action;
}

const char* action_kind_name(ActionKind kind) {
  switch (kind) {
    case ActionKind::none: return "none";
    case ActionKind::take: return "take";
    case ActionKind::take_both: return "take-both";
    case ActionKind::split: return "split";
    case ActionKind::step: return "step";
    case ActionKind::end: return "end";
    case ActionKind::merge: return "merge";
    case ActionKind::turn: return "turn";
    case ActionKind::cut_node:
    case ActionKind::cut_edge: return "cut";
    case ActionKind::slide: return "slide";
    case ActionKind::turns: return "turns";
    case ActionKind::replace: return "replace";
    case ActionKind::take_many: return "take-many";
    case ActionKind::turn_grid: return "turn-grid";
    case ActionKind::domino: return "domino";
    case ActionKind::pick: return "pick";
    case ActionKind::bite: return "bite";
  }
  return "none";
}

}  // namespace sg
