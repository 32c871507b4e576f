// A move given as data (MoveAction) applied to a position: the page plays
// a move the user made by saying what it does, never by editing text.
#include <algorithm>

#include "notation/sum_notation.hpp"
#include "sg/structured.hpp"

namespace sg {

namespace {

std::string family_of(const Component& c) {
  std::string family, text = c.notation().substr(0, 40);
  std::optional<std::string> rule;
  split_family_and_rule(text, family, rule);
  return family;
}

Result<std::unique_ptr<Component>> apply_part(const Position& pos, const MoveAction& a) {
  if (a.component >= pos.components.size())
    return error_of(Text{Msg::apply_no_component, {{"component", a.component}, {"count", pos.components.size()}}});
  if (a.kind == ActionKind::turns || a.kind == ActionKind::none)
    return error_of(Text{Msg::apply_one_move, {{"component", a.component}, {"kind", action_kind_name(a.kind)}}});
  const Component& c = *pos.components[a.component];
  auto r = c.apply(a);
  if (!r.ok()) return wrapped(Msg::apply_in_component, r.error(), {{"component", a.component}, {"family", family_of(c)}});
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
        return error_of(Text{Msg::apply_one_component, {{"compound", compound_name(pos.compound)}}});
      return apply_action(pos, action.parts[0]);
    }
    SG_TRY(to, apply_part(pos, action));
    return notation_with(pos, action.component, *to);
  }
  // every, conjunctive, selective: one move in each of a set of components.
  std::vector<MoveAction> parts = action.kind == ActionKind::turns ? action.parts : std::vector<MoveAction>{action};
  if (parts.empty()) return error_of(Msg::apply_no_part);
  std::sort(parts.begin(), parts.end(), [](const MoveAction& x, const MoveAction& y) { return x.component < y.component; });
  for (std::size_t k = 1; k < parts.size(); ++k)
    if (parts[k].component == parts[k - 1].component)
      return error_of(Text{Msg::apply_moves_twice, {{"component", parts[k].component}}});
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
        return error_of(Text{pos.compound == Compound::every ? Msg::apply_every_moves : Msg::apply_conjunctive_moves,
                             {{"component", i}}});
  return next.notation();
}

}  // namespace sg
