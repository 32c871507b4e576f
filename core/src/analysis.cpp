#include "sg/analysis.hpp"

#include "compounds.hpp"
#include "misere.hpp"
#include "sg/limits.hpp"
#include "sum_notation.hpp"
#include "sum_value.hpp"

namespace sg {

namespace {

ComponentReport report_of(const Component& c) {
  ComponentReport r;
  r.position = c.notation();
  r.value = c.value();
  r.outcome = outcome_of(*r.value);
  r.parts = c.parts();
  r.theory = c.theory();
  return r;
}

// Disjunctive sum under normal play. Finite values: Sprague-Grundy theorem
// (XOR). Loopy values: Smith's theorem on generalized SG values: with one
// component ∞_K and the others XOR-ing to a, the sum is ∞_{K xor a}, N iff
// a is in K, else D; with two or more infinite components it is a draw.
void add_listed_moves(Analysis& a, const Position& pos, std::size_t component,
                      std::vector<Move>& moves) {
  std::uint64_t bytes = 0;
  for (const auto& m : a.winning_moves) bytes += m.to.size();
  for (Move& m : moves) {
    if (bytes > limits::max_listed_bytes) {
      a.winning_moves_complete = false;
      return;
    }
    std::string to = notation_with(pos, component, *m.to);
    bytes += to.size();
    a.winning_moves.push_back(WinningMove{component, std::move(m.label), std::move(to)});
  }
}

// A lone component whose SG value is out of reach (huge Wythoff pairs) is
// decided by its own closed form for P positions.
Result<Analysis> analyze_without_value(const Position& pos) {
  if (pos.components.size() != 1)
    for (const auto& c : pos.components)
      if (!c->has_value())
        return Error{"the SG value of \"" + c->notation() +
                     "\" is out of reach, so it can only be analysed on its own, not in a sum"};
  const Component& c = *pos.components[0];
  Analysis a;
  a.position = pos.notation();
  ComponentReport r;
  r.position = c.notation();
  r.outcome = c.outcome();
  r.theory = c.theory();
  a.components.push_back(std::move(r));
  a.outcome = a.components[0].outcome;
  a.decided_by = a.components[0].theory;
  auto moves = c.winning_moves();
  if (moves.size() >= limits::max_listed_moves) a.winning_moves_complete = false;
  add_listed_moves(a, pos, 0, moves);
  return a;
}

Result<Analysis> analyze_normal(const Position& pos) {
  for (const auto& c : pos.components)
    if (!c->has_value()) return analyze_without_value(pos);
  Analysis a;
  a.position = pos.notation();
  Nimber x = 0;
  std::size_t infinite = 0, loopy_index = 0;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    a.components.push_back(report_of(*pos.components[i]));
    const Value& v = *a.components.back().value;
    if (v.infinite) ++infinite, loopy_index = i;
    else x ^= v.nimber;
  }
  auto add_moves = [&](std::size_t i, Nimber target) {
    auto moves = pos.components[i]->moves_to(target);
    if (moves.size() >= limits::max_listed_moves || !pos.components[i]->lists_every_move_to(target))
      a.winning_moves_complete = false;
    add_listed_moves(a, pos, i, moves);
  };
  if (infinite == 0) {
    a.grundy = x;
    a.value = Value::finite(x);
    a.outcome = x ? Outcome::N : Outcome::P;
    a.decided_by = pos.components.size() == 1
                       ? a.components[0].theory
                       : "Sprague-Grundy theorem: a sum's SG value is the XOR of its components' values";
    if (x)
      for (std::size_t i = 0; i < pos.components.size(); ++i)
        add_moves(i, a.components[i].value->nimber ^ x);
    return a;
  }
  if (infinite == 1) {
    std::vector<Value> values;
    for (const auto& c : a.components) values.push_back(*c.value);
    a.value = sum_value(values);
    a.outcome = outcome_of(*a.value);
    a.decided_by =
        "Smith's theorem: one infinite component \xE2\x88\x9E_K plus nimber a is N iff a is in K, "
        "otherwise a draw";
    if (a.outcome == Outcome::N) add_moves(loopy_index, x);
    return a;
  }
  a.outcome = Outcome::D;
  a.value = Value::loopy({});
  a.decided_by = "Smith's theorem: a sum with two or more infinite components is a draw";
  return a;
}

}  // namespace

Result<Analysis> analyze(const Position& pos) {
  switch (pos.compound) {
    case Compound::normal: return analyze_normal(pos);
    case Compound::misere: return analyze_misere(pos);
    case Compound::every: return analyze_every(pos);
    case Compound::conjunctive: return analyze_conjunctive(pos);
    case Compound::selective: return analyze_selective(pos);
  }
  return Error{"unknown compound"};
}

Result<Analysis> analyze(std::string_view notation) {
  SG_TRY(pos, parse_position(notation));
  return analyze(pos);
}

}  // namespace sg
