// A move given as data (MoveAction) applied to a position: the page plays
// a move the user made by saying what it does, never by editing text.
#include <algorithm>

#include "notation/sum_notation.hpp"
#include "sg/structured.hpp"

namespace sg {

namespace {

std::string where(std::size_t i, const Component& c) {
  std::string family, text = c.notation().substr(0, 40);
  std::optional<std::string> rule;
  split_family_and_rule(text, family, rule);
  return "component " + std::to_string(i) + " (" + family + ")";
}

Result<std::unique_ptr<Component>> apply_part(const Position& pos, const MoveAction& a) {
  if (a.component >= pos.components.size())
    return Error{"there is no component " + std::to_string(a.component) + ": the position has " +
                 std::to_string(pos.components.size())};
  if (a.kind == ActionKind::turns || a.kind == ActionKind::none)
    return Error{"component " + std::to_string(a.component) + " needs one move, not \"" +
                 action_kind_name(a.kind) + "\""};
  const Component& c = *pos.components[a.component];
  auto r = c.apply(a);
  if (!r.ok()) return Error{where(a.component, c) + ": " + r.error().message};
  return r;
}

// Whether component c has a move (option_bound() may overcount, so small
// ones are checked by listing).
bool can_move(const Component& c) {
  const std::uint64_t bound = c.option_bound();
  if (bound == 0) return false;
  return bound > 4096 || !c.moves().empty();
}

}  // namespace

Result<std::string> apply_action(const Position& pos, const MoveAction& action) {
  if (pos.compound == Compound::normal || pos.compound == Compound::misere) {
    if (action.kind == ActionKind::turns) {
      if (action.parts.size() != 1)
        return Error{"a " + std::string(compound_name(pos.compound)) + " position moves one component a turn"};
      return apply_action(pos, action.parts[0]);
    }
    SG_TRY(to, apply_part(pos, action));
    return notation_with(pos, action.component, *to);
  }
  // every, conjunctive, selective: one move in each of a set of components.
  std::vector<MoveAction> parts = action.kind == ActionKind::turns ? action.parts : std::vector<MoveAction>{action};
  if (parts.empty()) return Error{"the turn moves no component"};
  std::sort(parts.begin(), parts.end(), [](const MoveAction& x, const MoveAction& y) { return x.component < y.component; });
  for (std::size_t k = 1; k < parts.size(); ++k)
    if (parts[k].component == parts[k - 1].component)
      return Error{"component " + std::to_string(parts[k].component) + " moves twice in one turn"};
  Position next = pos.clone();
  std::vector<bool> moved(pos.components.size(), false);
  for (const MoveAction& p : parts) {
    SG_TRY(to, apply_part(pos, p));
    next.components[p.component] = std::move(to);
    moved[p.component] = true;
  }
  if (pos.compound != Compound::selective)
    for (std::size_t i = 0; i < pos.components.size(); ++i)
      if (!moved[i] && (pos.compound == Compound::conjunctive || can_move(*pos.components[i])))
        return Error{"in a" + std::string(pos.compound == Compound::every ? "n every" : " conjunctive") +
                     " compound every component" + (pos.compound == Compound::every ? " that can move" : "") +
                     " moves each turn: component " + std::to_string(i) + " does not"};
  return next.notation();
}

}  // namespace sg
