#include "compounds/retrograde_analysis.hpp"

#include "compounds/compound_retrograde.hpp"
#include "text/play_reason.hpp"
#include "notation/text_scan.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

// The root's turns with their labels: each slot's moves, the notation and
// local id of each move's result.
struct RootTurns {
  std::vector<std::vector<Move>> moves;
  std::vector<std::vector<std::string>> names;
  std::vector<std::vector<std::uint32_t>> ids;
  std::vector<std::uint32_t> counts;
};

Result<RootTurns> root_turns(const Position& pos, const CompoundRetrograde& r) {
  RootTurns t;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    // solve() generated these options already, so the bound was checked.
    t.moves.push_back(pos.components[i]->moves());
    std::vector<std::string> names;
    std::vector<std::uint32_t> ids;
    for (const Move& m : t.moves.back()) {
      names.push_back(m.to->notation());
      auto id = r.component_id(i, names.back());
      if (!id) return error_of(Text{Msg::internal_not_interned, {{"position", clipped(pos.components[i]->notation())}}});
      ids.push_back(*id);
    }
    t.counts.push_back(static_cast<std::uint32_t>(names.size()));
    t.names.push_back(std::move(names));
    t.ids.push_back(std::move(ids));
  }
  return t;
}

Text turn_label(const Position& pos, const RootTurns& t, const std::vector<std::int64_t>& pick) {
  std::vector<Text> moves;
  for (std::size_t i = 0; i < pick.size(); ++i)
    if (pick[i] >= 0) moves.push_back(component_move_text(pos, i, t.moves[i][static_cast<std::size_t>(pick[i])].label));
  return Text{Msg::turn_moves, {{"moves", std::move(moves)}}};
}

std::string turn_to(const Position& pos, const RootTurns& t, const std::vector<std::int64_t>& pick) {
  std::string s;
  if (pos.compound != Compound::normal) s = std::string(compound_name(pos.compound)) + ": ";
  for (std::size_t i = 0; i < pick.size(); ++i) {
    if (i) s += " + ";
    s += pick[i] < 0 ? pos.components[i]->notation() : t.names[i][static_cast<std::size_t>(pick[i])];
  }
  return s;
}

// What the turn does: the one component's move when a turn moves one,
// otherwise one part per moving component (as the compound listings give).
MoveAction turn_action(const Position& pos, const RootTurns& t, const std::vector<std::int64_t>& pick) {
  MoveAction turn;
  turn.kind = ActionKind::turns;
  for (std::size_t i = 0; i < pick.size(); ++i) {
    if (pick[i] < 0) continue;
    MoveAction part = at_component(t.moves[i][static_cast<std::size_t>(pick[i])].action, i);
    if (pos.compound == Compound::normal || pos.compound == Compound::misere) return part;
    turn.parts.push_back(std::move(part));
  }
  return turn;
}

// Visits every root turn with the index of the tuple it reaches.
template <class Visit>
Result<bool> visit_root_turns(const Position& pos, const CompoundRetrograde& r, const RootTurns& t, Visit&& visit) {
  std::vector<std::int64_t> pick;
  std::vector<std::uint32_t> ids(pos.components.size(), 0);
  bool lost = false;
  for_each_turn(pos.compound, t.counts, pick, [&](const std::vector<std::int64_t>& p) {
    for (std::size_t i = 0; i < p.size(); ++i) ids[i] = p[i] < 0 ? 0 : t.ids[i][static_cast<std::size_t>(p[i])];
    auto index = r.find_ids(ids);
    if (!index) {
      lost = true;
      return false;
    }
    return visit(p, *index);
  });
  if (lost) return error_of(Text{Msg::internal_outside_solved, {{"position", clipped(pos.notation())}}});
  return true;
}

}  // namespace

bool has_cycles(const Position& pos) {
  for (const auto& c : pos.components)
    if (c->may_have_cycles()) return true;
  return false;
}

Result<Analysis> analyze_by_retrograde(const Position& pos) {
  SG_TRY(r, CompoundRetrograde::solve(pos));
  Analysis a;
  a.position = pos.notation();
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    ComponentReport cr;
    cr.position = c.notation();
    if (c.has_value()) cr.value = c.value();
    cr.outcome = r.component_outcome(i);
    cr.remoteness = r.component_remoteness(i);
    cr.parts = c.parts();
    cr.theory = c.theory();
    a.components.push_back(std::move(cr));
  }
  a.outcome = r.outcome(0);
  a.decided_by = Text{Msg::decided_retrograde, {{"positions", r.positions()}}};
  a.theorem = Theorem::retrograde;
  if (a.outcome != Outcome::D)
    a.decided_by = Text{Msg::decided_with_remoteness, {{"how", std::move(a.decided_by)}, {"remoteness", r.remoteness(0)}}};
  if (a.outcome != Outcome::N) return a;
  SG_TRY(t, root_turns(pos, r));
  SG_TRY(done, visit_root_turns(pos, r, t, [&](const std::vector<std::int64_t>& pick, std::uint32_t index) {
    if (r.outcome(index) != Outcome::P) return true;
    if (a.winning_moves.size() >= limits::max_listed_moves) {
      a.winning_moves_complete = false;
      return false;
    }
    WinningMove m;
    if (one_at_a_time(pos.compound)) {
      for (std::size_t i = 0; i < pick.size(); ++i)
        if (pick[i] >= 0) m.component = i, m.move = t.moves[i][static_cast<std::size_t>(pick[i])].label;
    } else {
      m.move = turn_label(pos, t, pick);
    }
    m.to = turn_to(pos, t, pick);
    m.action = turn_action(pos, t, pick);
    if (pos.compound == Compound::normal && pos.components.size() == 1) m.to = t.names[0][static_cast<std::size_t>(pick[0])];
    a.winning_moves.push_back(std::move(m));
    return true;
  }));
  (void)done;
  return a;
}

std::optional<PlayChoice> choose_by_retrograde(const Position& pos) {
  // Without cycles the theorems answer when the game is large.
  auto solved = CompoundRetrograde::solve(pos, !has_cycles(pos));
  if (!solved.ok()) return std::nullopt;
  const CompoundRetrograde& r = *solved;
  auto t = root_turns(pos, r);
  if (!t.ok()) return std::nullopt;
  const Outcome root = r.outcome(0);
  std::optional<std::vector<std::int64_t>> best;
  std::uint32_t best_index = 0;
  auto better = [&](std::uint32_t index) {
    const Outcome o = r.outcome(index);
    if (!best) return root != Outcome::N || o == Outcome::P;
    const Outcome b = r.outcome(best_index);
    switch (root) {
      case Outcome::N: return o == Outcome::P && r.remoteness(index) < r.remoteness(best_index);
      case Outcome::P: return r.remoteness(index) > r.remoteness(best_index);
      case Outcome::D: return b != Outcome::D && o == Outcome::D;
    }
    return false;
  };
  auto visited = visit_root_turns(pos, r, *t, [&](const std::vector<std::int64_t>& pick, std::uint32_t index) {
    if (better(index)) best = pick, best_index = index;
    return true;
  });
  if (!visited.ok() || !best) return std::nullopt;
  PlayChoice c;
  c.move = turn_label(pos, *t, *best);
  c.to = pos.compound == Compound::normal && pos.components.size() == 1 ? t->names[0][static_cast<std::size_t>((*best)[0])]
                                                                          : turn_to(pos, *t, *best);
  c.action = turn_action(pos, *t, *best);
  const Outcome o = r.outcome(best_index);
  if (o != Outcome::D) c.remoteness = r.remoteness(best_index);
  c.reason = play_reason(root, r.remoteness(best_index));
  return c;
}

}  // namespace sg
