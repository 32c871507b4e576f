#include "sg/analysis.hpp"

#include "notation/text_scan.hpp"

#include "compounds/compounds.hpp"
#include "compounds/misere.hpp"
#include "compounds/retrograde_analysis.hpp"
#include "sg/limits.hpp"
#include "notation/sum_notation.hpp"

namespace sg {

namespace {

// How the listing of winning moves goes: what to build and where to stop.
struct Listing {
  AnalyzeOptions options;
  // Set by winning_move(): build `to` for this listed move only.
  std::optional<std::uint64_t> only;
  std::uint64_t bytes = 0;  // of `to` notation built so far
};

ComponentReport report_of(const Component& c, const AnalyzeOptions& options) {
  ComponentReport r;
  r.position = c.notation();
  r.value = c.value();
  r.outcome = outcome_of(*r.value);
  if (options.include_parts) r.parts = c.parts();
  r.theory = c.theory();
  r.theorem = c.theorem();
  r.remoteness = c.known_remoteness();
  return r;
}

void add_listed_moves(Analysis& a, Listing& l, const Position& pos, std::size_t component,
                      std::vector<Move>& moves) {
  for (Move& m : moves) {
    const std::uint64_t k = a.winning_moves.size();
    if (k >= l.options.max_moves || (l.options.include_to && l.bytes > limits::max_listed_bytes)) {
      a.winning_moves_complete = false;
      return;
    }
    std::string to;
    if (l.only ? *l.only == k : l.options.include_to)
      to = notation_with_texts(pos, component, m.to->take_notation(),
                               [&](std::size_t i) -> const std::string& { return a.components[i].position; });
    l.bytes += to.size();
    a.winning_moves.push_back(WinningMove{component, std::move(m.label), std::move(to), at_component(std::move(m.action), component)});
  }
}

// A lone component whose SG value is out of reach (huge Wythoff pairs) is
// decided by its own closed form for P positions.
Result<Analysis> analyze_without_value(const Position& pos, Listing& l) {
  if (pos.components.size() != 1)
    for (const auto& c : pos.components)
      if (!c->has_value()) {
        if (auto reason = c->out_of_reach()) return *reason;
        return too_large(Text{Msg::analysis_value_out_of_reach, {{"position", clipped(c->notation())}}},
                         c->missing_value_cap());
      }
  const Component& c = *pos.components[0];
  if (auto reason = c.out_of_reach()) return *reason;
  Analysis a;
  a.position = pos.notation();
  ComponentReport r;
  r.position = c.notation();
  r.outcome = c.outcome();
  r.theory = c.theory();
  r.theorem = c.theorem();
  a.components.push_back(std::move(r));
  a.outcome = a.components[0].outcome;
  a.decided_by = a.components[0].theory;
  a.theorem = a.components[0].theorem;
  auto moves = c.winning_moves_within(l.options.max_moves);
  if (moves.size() >= limits::max_listed_moves || !c.lists_every_move_to(0)) a.winning_moves_complete = false;
  add_listed_moves(a, l, pos, 0, moves);
  return a;
}

// Disjunctive sum under normal play. Finite values: Sprague-Grundy theorem
// (XOR). Loopy values: Smith's theorem on generalized SG values: with one
// component ∞_K and the others XOR-ing to a, the sum is ∞_{K xor a}, N iff
// a is in K, else D; with two or more infinite components it is a draw.
Result<Analysis> analyze_normal(const Position& pos, Listing& l) {
  for (const auto& c : pos.components)
    if (!c->has_value()) return analyze_without_value(pos, l);
  Analysis a;
  Nimber x = 0;
  std::size_t infinite = 0, loopy_index = 0;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    a.components.push_back(report_of(*pos.components[i], l.options));
    const Value& v = *a.components.back().value;
    if (v.infinite) ++infinite, loopy_index = i;
    else x ^= v.nimber;
  }
  // Position::notation() again, from the components' texts already built
  // (a 10^6-heap Nim's notation takes longer to write than to analyse).
  for (std::size_t i = 0; i < a.components.size(); ++i) {
    if (i) a.position += " + ";
    a.position += a.components[i].position;
  }
  auto add_moves = [&](std::size_t i, Nimber target) {
    // Only as many as the request still lists (a Moore move costs its label).
    const std::uint64_t listed = a.winning_moves.size();
    const std::uint64_t room = l.options.max_moves > listed ? l.options.max_moves - listed : 0;
    auto moves = pos.components[i]->moves_to_within(target, room);
    if (moves.size() >= limits::max_listed_moves || !pos.components[i]->lists_every_move_to(target))
      a.winning_moves_complete = false;
    add_listed_moves(a, l, pos, i, moves);
  };
  if (infinite == 0) {
    a.grundy = x;
    a.value = Value::finite(x);
    a.outcome = x ? Outcome::N : Outcome::P;
    const bool one = pos.components.size() == 1;
    a.decided_by = one ? a.components[0].theory : Text{Msg::decided_sg_theorem};
    a.theorem = one ? a.components[0].theorem : Theorem::sprague_grundy;
    if (x)
      for (std::size_t i = 0; i < pos.components.size(); ++i) add_moves(i, a.components[i].value->nimber ^ x);
    return a;
  }
  if (infinite == 1) {
    std::vector<Value> values;
    for (const auto& c : a.components) values.push_back(*c.value);
    a.value = sum_value(values);
    a.outcome = outcome_of(*a.value);
    a.decided_by = Msg::decided_smith_one_infinite;
    a.theorem = Theorem::smith;
    if (a.outcome == Outcome::N) add_moves(loopy_index, x);
    return a;
  }
  a.outcome = Outcome::D;
  a.value = Value::loopy({});
  a.decided_by = Msg::decided_smith_draw;
  a.theorem = Theorem::smith;
  return a;
}

// The compounds analysed elsewhere build the full report; the options are
// applied to it afterwards (their positions are small: they search).
void apply_options(Analysis& a, const Listing& l) {
  if (a.winning_moves.size() > l.options.max_moves) {
    a.winning_moves.resize(static_cast<std::size_t>(l.options.max_moves));
    a.winning_moves_complete = false;
  }
  for (std::uint64_t k = 0; k < a.winning_moves.size(); ++k)
    if (l.only ? *l.only != k : !l.options.include_to) a.winning_moves[k].to.clear();
  if (!l.options.include_parts)
    for (auto& c : a.components) c.parts.clear();
}

Result<Analysis> analyze_listing(const Position& pos, Listing& l) {
  Result<Analysis> r = error_of(Msg::analysis_unknown_compound);
  // The theorems for the other compounds measure remoteness or suspense,
  // which assume that play ends: with cycles, solve the compound itself.
  if (pos.compound != Compound::normal && has_cycles(pos)) {
    r = analyze_by_retrograde(pos);
    if (r.ok()) apply_options(*r, l);
    return r;
  }
  switch (pos.compound) {
    case Compound::normal: return analyze_normal(pos, l);
    case Compound::misere: r = analyze_misere(pos, l.options.max_moves); break;
    case Compound::every: r = analyze_every(pos); break;
    case Compound::conjunctive: r = analyze_conjunctive(pos); break;
    case Compound::selective: r = analyze_selective(pos); break;
  }
  if (r.ok()) apply_options(*r, l);
  return r;
}

// No move at all: conjunctive play ends when one component has ended, the
// other compounds when every component has.
bool game_over(const Position& pos) {
  auto ended = [](const Component& c) {
    const std::uint64_t bound = c.option_bound();
    return bound == 0 || (bound <= 64 && c.moves().empty());
  };
  if (pos.components.empty()) return true;
  const bool conjunctive = pos.compound == Compound::conjunctive;
  for (const auto& c : pos.components)
    if (ended(*c) == conjunctive) return conjunctive;
  return !conjunctive;
}

// What every compound reports alike: the compound, whether the game is
// over, and each component's family, rule, shape and theorem.
void describe_components(Analysis& a, const Position& pos, const AnalyzeOptions& options) {
  a.compound = pos.compound;
  a.may_cycle = has_cycles(pos);
  a.over = game_over(pos);
  for (std::size_t i = 0; i < a.components.size() && i < pos.components.size(); ++i) {
    ComponentReport& r = a.components[i];
    split_family_and_rule(r.position, r.family, r.rule);
    if (options.include_shape) r.shape = pos.components[i]->shape();
    if (r.theorem == Theorem::none) r.theorem = pos.components[i]->theorem();
  }
}

}  // namespace

void split_family_and_rule(std::string_view text, std::string& family, std::optional<std::string>& rule) {
  std::size_t i = 0;
  while (i < text.size() && text[i] != '(' && text[i] != ' ') ++i;
  family.assign(text.substr(0, i));
  rule.reset();
  if (i < text.size() && text[i] == '(') {
    int depth = 0;
    std::size_t j = i;
    for (; j < text.size(); ++j) {
      if (text[j] == '(') ++depth;
      if (text[j] == ')' && --depth == 0) break;
    }
    rule = std::string(text.substr(i + 1, j - i - 1));
  }
}

namespace {

Result<Analysis> analyze_described(const Position& pos, Listing& l) {
  SG_TRY(a, analyze_listing(pos, l));
  describe_components(a, pos, l.options);
  return a;
}

}  // namespace

Result<Analysis> analyze(const Position& pos, const AnalyzeOptions& options) {
  Listing l{options, std::nullopt};
  return analyze_described(pos, l);
}

std::vector<ComponentReport> component_reports(const Position& pos, const AnalyzeOptions& options) {
  std::vector<ComponentReport> out;
  for (const auto& c : pos.components) {
    ComponentReport r;
    r.position = c->notation();
    if (c->has_value()) {
      r.value = c->value();
      r.outcome = outcome_of(*r.value);
      if (options.include_parts) r.parts = c->parts();
    } else {
      r.outcome = c->outcome();
    }
    r.theory = c->theory();
    r.theorem = c->theorem();
    r.remoteness = c->known_remoteness();
    split_family_and_rule(r.position, r.family, r.rule);
    if (options.include_shape) r.shape = c->shape();
    out.push_back(std::move(r));
  }
  return out;
}

Result<Analysis> analyze(std::string_view notation, const AnalyzeOptions& options) {
  SG_TRY(pos, parse_position(notation));
  return analyze(pos, options);
}

Result<WinningMove> winning_move(const Position& pos, std::uint64_t index) {
  AnalyzeOptions options;
  options.include_to = false;
  options.include_parts = false;
  options.max_moves = index == UINT64_MAX ? index : index + 1;
  Listing l{options, index};
  SG_TRY(a, analyze_listing(pos, l));
  if (index >= a.winning_moves.size())
    return error_of(a.winning_moves.empty()
                        ? Text{Msg::analysis_no_winning_move, {{"outcome", std::string(1, outcome_letter(a.outcome))}}}
                        : Text{a.winning_moves_complete ? Msg::analysis_no_move_number : Msg::analysis_no_move_number_more,
                               {{"index", index}, {"count", a.winning_moves.size()}}});
  return std::move(a.winning_moves[static_cast<std::size_t>(index)]);
}

Result<WinningMove> winning_move(std::string_view notation, std::uint64_t index) {
  SG_TRY(pos, parse_position(notation));
  return winning_move(pos, index);
}

}  // namespace sg
