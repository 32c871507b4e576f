// Compounds in which one turn moves in several components (Winning Ways,
// chapter 9 "If you can't beat 'em, join 'em!"):
//   every:        move in every component that is not over; the player
//                 who cannot move loses (Every-SG). Decided by suspense.
//   conjunctive:  move in every component; the game ends as soon as one
//                 component is over (Smith). Decided by remoteness.
//   selective:    move in any non-empty set of components.
#include "compounds/compounds.hpp"

#include <algorithm>

#include "compounds/compound_moves.hpp"
#include "compounds/game_measures.hpp"
#include "notation/text_scan.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

struct Measured {
  Analysis analysis;
  ChoiceGroups groups;  // every option of every component, with its measures
  std::vector<Measures> own;
};

// Measures every component and every option of every component.
Result<Measured> measure_all(const Position& pos, bool use_suspense) {
  Measured m;
  m.analysis.position = pos.notation();
  MeasureSearch search;
  for (const auto& c : pos.components) {
    SG_TRY(own, search.measure(*c));
    ComponentReport r;
    r.position = c->notation();
    if (c->has_value()) r.value = c->value();
    r.outcome = own.outcome;
    r.parts = c->parts();
    r.theory = c->theory();
    r.remoteness = own.remoteness;
    r.suspense = own.suspense;
    m.analysis.components.push_back(std::move(r));
    m.own.push_back(own);
    std::vector<Choice> group;
    // A component measured by its closed form may still have too many
    // options to measure one by one (a Nim heap of 10^18).
    if (c->option_bound() > limits::max_search_positions)
      return too_large(Text{Msg::measure_too_many_options, {{"position", clipped(c->notation(), 60)}, {"limit", limits::max_search_positions}}},
                       "maxSearchPositions");
    for (Move& mv : c->moves()) {
      SG_TRY(om, search.measure(*mv.to));
      group.push_back(Choice{std::move(mv), use_suspense ? om.suspense : om.remoteness});
    }
    m.groups.push_back(std::move(group));
  }
  return m;
}

std::uint64_t largest_option(const ChoiceGroups& groups) {
  std::uint64_t mx = 0;
  for (const auto& g : groups)
    for (const Choice& c : g) mx = std::max(mx, c.measure);
  return mx;
}

}  // namespace

Result<Analysis> analyze_every(const Position& pos) {
  SG_TRY(m, measure_all(pos, true));
  Analysis& a = m.analysis;
  // Every-SG theorem: the first player wins iff the largest suspense over
  // the components is odd (components already over have suspense 0).
  std::uint64_t largest = 0;
  for (const Measures& x : m.own) largest = std::max(largest, x.suspense);
  a.outcome = largest % 2 ? Outcome::N : Outcome::P;
  a.decided_by = Text{Msg::decided_every_sg, {{"suspense", largest}}};
  a.theorem = Theorem::every_sg;
  if (a.outcome == Outcome::P) return a;
  // A compound move is winning iff the largest suspense after it is even:
  // listed by the value E that largest takes. An option's suspense may
  // exceed its component's own, so E runs over every option's measure.
  for (std::uint64_t e = 0; e <= largest_option(m.groups); e += 2)
    list_compound_moves(a, pos, m.groups, [e](std::uint64_t v) { return v <= e; },
                        [e](const std::vector<std::uint64_t>& v) {
                          std::uint64_t mx = 0;
                          for (auto x : v) mx = std::max(mx, x);
                          return mx == e;
                        });
  return a;
}

Result<Analysis> analyze_conjunctive(const Position& pos) {
  SG_TRY(m, measure_all(pos, false));
  Analysis& a = m.analysis;
  // Smith's theorem for conjunctive compounds: the compound's remoteness is
  // the smallest remoteness of its components; odd means the mover wins.
  std::uint64_t smallest = UINT64_MAX;
  for (const Measures& x : m.own) smallest = std::min(smallest, x.remoteness);
  if (pos.components.empty()) smallest = 0;
  a.outcome = smallest % 2 ? Outcome::N : Outcome::P;
  a.decided_by = Text{Msg::decided_conjunctive, {{"remoteness", smallest}}};
  a.theorem = Theorem::conjunctive;
  if (a.outcome == Outcome::P) return a;
  // Winning iff the smallest remoteness after the move is even; a single
  // option may be slower than its component (a loser's delaying move), so
  // E runs over every option's measure.
  for (std::uint64_t e = 0; e <= largest_option(m.groups); e += 2)
    list_compound_moves(a, pos, m.groups, [e](std::uint64_t v) { return v >= e; },
                        [e](const std::vector<std::uint64_t>& v) {
                          return std::find(v.begin(), v.end(), e) != v.end();
                        });
  return a;
}

Result<Analysis> analyze_selective(const Position& pos) {
  // Selective compound (Winning Ways): P iff every component is P. From
  // such a position any move turns some component N, and the reply moves
  // exactly those back to P; so the winning moves are: every N component
  // to one of its P options, the P components untouched.
  Analysis a;
  a.position = pos.notation();
  ChoiceGroups groups;
  bool all_p = true;
  for (const auto& c : pos.components) {
    ComponentReport r;
    r.position = c->notation();
    if (c->has_value()) r.value = c->value();
    r.outcome = c->outcome();
    if (r.outcome == Outcome::D)
      return error_of(Msg::selective_draws);
    r.parts = c->parts();
    r.theory = c->theory();
    std::vector<Choice> group;
    if (r.outcome == Outcome::N) {
      all_p = false;
      for (Move& mv : c->winning_moves()) group.push_back(Choice{std::move(mv), 0});
    }
    a.components.push_back(std::move(r));
    groups.push_back(std::move(group));
  }
  a.outcome = all_p ? Outcome::P : Outcome::N;
  a.decided_by = Msg::decided_selective;
  a.theorem = Theorem::selective;
  if (!all_p)
    list_compound_moves(a, pos, groups, [](std::uint64_t) { return true; },
                        [](const std::vector<std::uint64_t>&) { return true; });
  return a;
}

}  // namespace sg
