// The computer's move (choose_move): perfect play by the outcome, and the
// fastest win or longest delay by remoteness whenever it can be measured;
// from a draw, a move that keeps the draw.
#include <algorithm>

#include "compounds/game_measures.hpp"
#include "compounds/retrograde_analysis.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/limits.hpp"
#include "compounds/sum_game.hpp"
#include "notation/sum_notation.hpp"
#include "text/play_reason.hpp"

namespace sg {

namespace {

// Measuring remoteness of a whole sum is an exhaustive search: keep it to
// positions that answer within a keystroke.
constexpr std::uint64_t play_search_budget = 5000;
constexpr std::uint64_t play_search_work = limits::max_measure_work / 50;
constexpr std::uint64_t play_option_cap = 2000;

std::optional<PlayChoice> choose_by_remoteness(const Position& pos) {
  SumGame sum(pos.clone());
  if (sum.option_bound() > play_option_cap) return std::nullopt;
  MeasureSearch search(pos.compound == Compound::misere, play_search_budget, play_search_work);
  auto root = search.measure(sum);
  if (!root.ok()) return std::nullopt;
  std::optional<PlayChoice> best;
  std::uint64_t best_rem = 0;
  for (Move& m : sum.moves()) {
    auto r = search.measure(*m.to);
    if (!r.ok()) return std::nullopt;
    const bool winning = r->outcome == Outcome::P;
    if (root->outcome == Outcome::N && !winning) continue;
    const bool better = !best || (root->outcome == Outcome::N ? r->remoteness < best_rem : r->remoteness > best_rem);
    if (better) {
      best_rem = r->remoteness;
      const auto& next = static_cast<const SumGame&>(*m.to);
      best = PlayChoice{std::move(m.label), next.position().notation(), Text{}, r->remoteness, std::move(m.action)};
    }
  }
  if (best) best->reason = play_reason(root->outcome, best_rem);
  return best;
}

// For positions too large to measure: a winning move if there is one, else
// a move that changes the nim-sum as little as possible (the opponent must
// still find the one reply that wins).
Result<PlayChoice> choose_by_theory(const Position& pos) {
  // Only the first winning move's position is built: for a row of 10^6
  // coins each listed move's notation is a megabyte.
  AnalyzeOptions probe;
  probe.include_to = false;
  probe.include_parts = false;
  probe.max_moves = 1;
  SG_TRY(a, analyze(pos, probe));
  if (!a.winning_moves.empty()) {
    SG_TRY(first, winning_move(pos, 0));
    return PlayChoice{first.move, first.to, Msg::play_wins_to_p, std::nullopt, first.action};
  }
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    if (c.option_bound() == 0) continue;
    if (pos.compound == Compound::normal && c.has_value() && !c.value().infinite) {
      const Nimber v = c.value().nimber;
      for (Nimber d = 1; d <= 64; ++d) {
        auto moves = c.moves_to(v ^ d);
        if (!moves.empty())
          return PlayChoice{component_move_text(pos, i, std::move(moves[0].label)),
                            notation_with(pos, i, *moves[0].to), Msg::play_small_nim_sum,
                            std::nullopt, at_component(std::move(moves[0].action), i)};
      }
    }
    if (c.option_bound() <= play_option_cap) {
      auto moves = c.moves();
      if (!moves.empty())
        return PlayChoice{moves[0].label, notation_with(pos, i, *moves[0].to), Msg::play_every_move_loses, std::nullopt,
                          at_component(std::move(moves[0].action), i)};
    }
  }
  return error_of(Msg::play_game_over);
}

// One component that knows its own remoteness per position (a single token
// on a graph): each option's outcome and remoteness come from its own
// retrograde analysis, so play is exact however large the graph.
std::optional<PlayChoice> choose_by_known_remoteness(const Position& pos) {
  if (pos.compound != Compound::normal || pos.components.size() != 1) return std::nullopt;
  const Component& c = *pos.components[0];
  const Outcome root = c.outcome();
  if (root != Outcome::D && !c.known_remoteness()) return std::nullopt;
  if (c.option_bound() > play_option_cap) return std::nullopt;
  std::optional<Move> best;
  Outcome best_outcome = Outcome::N;
  std::uint64_t best_rem = 0;
  for (Move& m : c.moves()) {
    const Outcome o = m.to->outcome();
    const auto rem = m.to->known_remoteness();
    if (o != Outcome::D && !rem) return std::nullopt;
    bool better = false;
    if (root == Outcome::N) better = o == Outcome::P && (!best || *rem < best_rem);
    else if (root == Outcome::P) better = !best || *rem > best_rem;
    else better = o == Outcome::D && !best;
    if (better) best_outcome = o, best_rem = rem.value_or(0), best = std::move(m);
  }
  if (!best) return std::nullopt;
  PlayChoice choice{best->label, best->to->notation(), Text{}, std::nullopt, std::move(best->action)};
  if (best_outcome != Outcome::D) choice.remoteness = best_rem;
  choice.reason = play_reason(root, best_rem);
  return choice;
}

}  // namespace

Result<PlayChoice> choose_move(const Position& pos) {
  const bool one_at_a_time = pos.compound == Compound::normal || pos.compound == Compound::misere;
  // With cycles a move to any P position may never end the game, and the
  // compounds that move several components have no fast remoteness: play by
  // the compound's own retrograde remoteness whenever it fits the caps.
  if (has_cycles(pos))
    if (auto best = choose_by_known_remoteness(pos)) return *best;
  if (!one_at_a_time || has_cycles(pos))
    if (auto best = choose_by_retrograde(pos)) return *best;
  if (has_cycles(pos)) {
    // Beyond the retrograde caps a move to a P position may cycle for ever:
    // refuse rather than play a move that need not win.
    bool any_move = false, all_move = true;
    for (const auto& c : pos.components) {
      any_move = any_move || c->option_bound() > 0;
      all_move = all_move && c->option_bound() > 0;
    }
    if (!any_move || (pos.compound == Compound::conjunctive && !all_move))
      return error_of(Msg::play_game_over);
    return too_large(Text{Msg::play_too_large_loopy,
                                 {{"position", "\"" + pos.notation().substr(0, 60) + "\""},
                                  {"positions", limits::max_compound_positions},
                                  {"moves", limits::max_compound_moves}}},
                     "maxCompoundPositions");
  }
  if (one_at_a_time) {
    bool valued = true;
    for (const auto& c : pos.components) valued = valued && c->has_value();
    if (valued)
      if (auto best = choose_by_remoteness(pos)) return *best;
    return choose_by_theory(pos);
  }
  // Compounds whose turn moves several components: the analysis lists the
  // winning turns; from a P position any legal turn is as good as another
  // for the outcome.
  SG_TRY(a, analyze(pos));
  if (!a.winning_moves.empty())
    return PlayChoice{a.winning_moves[0].move, a.winning_moves[0].to, Text{Msg::play_wins_by, {{"why", a.decided_by}}}, std::nullopt,
                      a.winning_moves[0].action};
  std::vector<Text> labels;
  std::string to = std::string(compound_name(pos.compound)) + ": ";
  bool moved = false;
  MoveAction turn;
  turn.kind = ActionKind::turns;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    auto moves = c.option_bound() <= play_option_cap ? c.moves() : std::vector<Move>{};
    const bool must = pos.compound != Compound::selective || !moved;
    if (i) to += " + ";
    if (must && !moves.empty()) {
      labels.push_back(component_move_text(pos, i, std::move(moves[0].label)));
      to += moves[0].to->notation();
      turn.parts.push_back(at_component(std::move(moves[0].action), i));
      moved = true;
    } else {
      if (pos.compound == Compound::conjunctive) return error_of(Msg::play_game_over);
      to += c.notation();
    }
  }
  if (!moved) return error_of(Msg::play_game_over);
  return PlayChoice{Text{Msg::turn_moves, {{"moves", std::move(labels)}}}, to, Msg::play_every_turn_loses, std::nullopt, std::move(turn)};
}

}  // namespace sg
