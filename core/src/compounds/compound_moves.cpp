#include "compounds/compound_moves.hpp"

#include "sg/limits.hpp"

namespace sg {

namespace {

Text label_of(const Position& pos, const ChoiceGroups& groups, const std::vector<std::size_t>& pick) {
  std::vector<Text> moves;
  for (std::size_t i = 0; i < groups.size(); ++i)
    if (!groups[i].empty()) moves.push_back(component_move_text(pos, i, groups[i][pick[i]].move.label));
  return Text{Msg::turn_moves, {{"moves", std::move(moves)}}};
}

std::string notation_of(const Position& pos, const ChoiceGroups& groups, const std::vector<std::size_t>& pick) {
  std::string s;
  if (pos.compound != Compound::normal) s = std::string(compound_name(pos.compound)) + ": ";
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    if (i) s += " + ";
    s += groups[i].empty() ? pos.components[i]->notation() : groups[i][pick[i]].move.to->notation();
  }
  return s;
}

// One action per moving component.
MoveAction action_of(const ChoiceGroups& groups, const std::vector<std::size_t>& pick) {
  MoveAction turn;
  turn.kind = ActionKind::turns;
  for (std::size_t i = 0; i < groups.size(); ++i)
    if (!groups[i].empty()) turn.parts.push_back(at_component(groups[i][pick[i]].move.action, i));
  return turn;
}

}  // namespace

void list_compound_moves(Analysis& a, const Position& pos, const ChoiceGroups& groups,
                         const std::function<bool(std::uint64_t)>& allowed,
                         const std::function<bool(const std::vector<std::uint64_t>&)>& accept) {
  // Odometer over the allowed choices of every moving component.
  std::vector<std::vector<std::size_t>> usable(groups.size());
  for (std::size_t i = 0; i < groups.size(); ++i) {
    for (std::size_t j = 0; j < groups[i].size(); ++j)
      if (allowed(groups[i][j].measure)) usable[i].push_back(j);
    if (!groups[i].empty() && usable[i].empty()) return;  // no compound move fits
  }
  std::vector<std::size_t> digit(groups.size(), 0), pick(groups.size(), 0);
  std::vector<std::uint64_t> measures;
  std::uint64_t examined = 0;
  while (true) {
    measures.clear();
    for (std::size_t i = 0; i < groups.size(); ++i)
      if (!groups[i].empty()) {
        pick[i] = usable[i][digit[i]];
        measures.push_back(groups[i][pick[i]].measure);
      }
    if (accept(measures)) {
      if (a.winning_moves.size() >= limits::max_listed_moves) {
        a.winning_moves_complete = false;
        return;
      }
      a.winning_moves.push_back(
          WinningMove{0, label_of(pos, groups, pick), notation_of(pos, groups, pick), action_of(groups, pick)});
    }
    // Even rejected combinations cost time: bound the walk as well.
    if (++examined > limits::max_search_positions) {
      a.winning_moves_complete = false;
      return;
    }
    std::size_t i = 0;
    for (; i < groups.size(); ++i) {
      if (groups[i].empty()) continue;
      if (++digit[i] < usable[i].size()) break;
      digit[i] = 0;
    }
    if (i == groups.size()) return;
  }
}

std::optional<std::vector<std::vector<std::size_t>>> moving_sets(Compound compound,
                                                                const std::vector<std::size_t>& movable) {
  std::vector<std::vector<std::size_t>> sets;
  if (compound == Compound::selective) {
    if (movable.size() > 12) return std::nullopt;
    for (std::uint32_t mask = 1; mask < (1u << movable.size()); ++mask) {
      std::vector<std::size_t> set;
      for (std::size_t b = 0; b < movable.size(); ++b)
        if (mask >> b & 1) set.push_back(movable[b]);
      sets.push_back(std::move(set));
    }
  } else if (!movable.empty()) {
    sets.push_back(movable);
  }
  return sets;
}

Analysis turns_of_set(const Position& pos, const std::vector<std::vector<Move>>& options,
                      const std::vector<std::size_t>& set) {
  ChoiceGroups groups(pos.components.size());
  for (std::size_t i : set)
    for (const Move& m : options[i]) groups[i].push_back(Choice{Move{m.label, m.to->clone(), m.action}, 0});
  Analysis turns;
  list_compound_moves(turns, pos, groups, [](std::uint64_t) { return true; },
                      [](const std::vector<std::uint64_t>&) { return true; });
  return turns;
}

}  // namespace sg
