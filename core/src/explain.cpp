#include "sg/explain.hpp"

#include "sg/analysis.hpp"
#include "compounds/compound_moves.hpp"
#include "sg/limits.hpp"
#include "notation/sum_notation.hpp"

namespace sg {

namespace {

Result<Explanation> explain_normal(const Position& pos, std::uint64_t max_options) {
  Explanation e;
  std::vector<Value> values;
  for (const auto& c : pos.components) {
    if (!c->has_value()) {
      e.note = Text{Msg::note_value_out_of_reach, {{"position", c->notation()}}};
      e.complete = false;
      return e;
    }
    values.push_back(c->value());
  }
  // Complete unless a component is skipped or the cap cuts the list; the
  // option bounds are not compared with the count, since moves() leaves out
  // a move that repeats another's position (merge 1 1, ends 1 1).
  bool skipped = false, capped = false;
  for (std::size_t i = 0; i < pos.components.size() && !capped; ++i) {
    const std::uint64_t bound_i = pos.components[i]->option_bound();
    // moves() builds every option at once, each a copy of the component: a
    // Nim row of 1000 heaps has ~5*10^5 options of 1000 heaps each, gigabytes
    // that a 32-bit WASM heap cannot hold even when one option is asked for.
    if (bound_i > limits::max_search_positions ||
        (bound_i > max_options &&
         bound_i * (pos.components[i]->notation().size() + 16) > limits::max_listed_bytes)) {
      skipped = true;
      continue;
    }
    for (Move& m : pos.components[i]->moves()) {
      if (e.options.size() >= max_options) {
        capped = true;
        break;
      }
      std::vector<Value> after = values;
      after[i] = m.to->value();
      const Value v = sum_value(after);
      e.options.push_back(OptionReport{i, std::move(m.label), notation_with(pos, i, *m.to), v,
                                       outcome_of(v), outcome_of(v) == Outcome::P, at_component(std::move(m.action), i)});
    }
  }
  if (capped) {
    e.complete = false;
    e.note = Text{Msg::note_first_options, {{"count", max_options}}};
  } else if (skipped) {
    e.complete = false;
    e.note = Msg::note_components_skipped;
  }
  if (e.complete) {
    std::vector<Nimber> finite;
    bool loopy = false;
    for (const auto& o : e.options) {
      if (o.value->infinite) loopy = true;
      else finite.push_back(o.value->nimber);
    }
    if (!loopy) e.mex = mex(finite);
  }
  return e;
}

// Every turn of a compound that moves several components at once: one
// option per moving component (selective: per non-empty set of them).
Result<Explanation> explain_turns(const Position& pos, std::uint64_t max_options) {
  Explanation e;
  std::vector<std::vector<Move>> options;
  std::vector<std::size_t> movable;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    if (pos.components[i]->option_bound() > max_options) {
      e.complete = false;
      e.note = Msg::note_too_many_options;
      return e;
    }
    options.push_back(pos.components[i]->moves());
    if (!options.back().empty()) movable.push_back(i);
  }
  if (pos.compound == Compound::conjunctive && movable.size() != pos.components.size()) return e;  // over
  auto moving = moving_sets(pos.compound, movable);
  if (!moving) {
    e.complete = false;
    e.note = Msg::note_too_many_selections;
    return e;
  }
  const std::vector<std::vector<std::size_t>>& sets = *moving;
  for (const auto& set : sets) {
    Analysis turns = turns_of_set(pos, options, set);
    for (const auto& t : turns.winning_moves) {
      if (e.options.size() >= max_options || !turns.winning_moves_complete) {
        e.complete = false;
        e.note = Text{Msg::note_first_turns, {{"count", e.options.size()}}};
        return e;
      }
      SG_TRY(a, analyze(t.to));
      e.options.push_back(
          OptionReport{set.front(), t.move, t.to, std::nullopt, a.outcome, a.outcome == Outcome::P, t.action});
    }
  }
  return e;
}

Result<Explanation> explain_by_analysis(const Position& pos, std::uint64_t max_options) {
  Explanation e;
  if (pos.compound != Compound::misere) return explain_turns(pos, max_options);
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    if (pos.components[i]->option_bound() > max_options) {
      e.complete = false;
      e.note = Msg::note_too_many_options;
      continue;
    }
    for (Move& m : pos.components[i]->moves()) {
      if (e.options.size() >= max_options) {
        e.complete = false;
        e.note = Text{Msg::note_first_n_options, {{"count", max_options}}};
        return e;
      }
      Position next = pos.clone();
      next.components[i] = std::move(m.to);
      SG_TRY(a, analyze(next));
      e.options.push_back(OptionReport{i, std::move(m.label), next.notation(), std::nullopt, a.outcome,
                                       a.outcome == Outcome::P, at_component(std::move(m.action), i)});
    }
  }
  return e;
}

}  // namespace

Result<Explanation> explain(const Position& pos, std::uint64_t max_options) {
  if (pos.compound == Compound::normal) return explain_normal(pos, max_options);
  return explain_by_analysis(pos, std::min<std::uint64_t>(max_options, 300));
}

}  // namespace sg
