#include "families/defined/defined_game.hpp"

#include <algorithm>
#include <unordered_set>

#include "families/defined/defined_limits.hpp"
#include "families/defined/defined_registry.hpp"
#include "families/heaps/octal/octal_period.hpp"
#include "notation/text_scan.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

using defined::OptionWalker;
using defined::StateMemo;

DefinedGame::DefinedGame(defined::GameDefinition definition, std::string source)
    : definition_(std::move(definition)),
      source_(std::move(source)),
      memo_(std::make_shared<StateMemo>(definition_.arity())) {}

void DefinedGame::set_family(PositionDrawer draw, std::string example) {
  label_ = definition_.name + "(";
  for (std::size_t i = 0; i < definition_.parameters.size(); ++i)
    label_ += (i ? ", " : "") + definition_.parameters[i];
  label_ += ")";
  example_ = std::move(example);
  examples_[0] = example_;
  family_ = Family{.name = definition_.name,
                   .label = Msg::family_defined_label,
                   .summary = Msg::family_defined_summary,
                   .panel = Panel::custom,
                   .examples = examples_,
                   .has_table = definition_.arity() == 2,
                   .parse = parse_defined,
                   .sequence = definition_.arity() == 1 ? defined_sequence : nullptr,
                   .draw = draw};
}

Result<DefinedGame::Solved> DefinedGame::solve(std::span<const std::int64_t> positions,
                                               const std::function<bool()>& keep_going,
                                               const defined::SolveBudget& budget) const {
  for (int attempt = 0;; ++attempt) {
    const std::shared_ptr<StateMemo> memo = memo_;
    const bool warm = memo->size() > 0;
    Solved out{memo, {}};
    defined::SolveFault fault;
    if (defined::solve(definition_, *memo, positions, budget, keep_going, out.ids, fault)) {
      out.work = fault.work;
      return out;
    }
    // Full of earlier queries' positions: this query alone may fit.
    if (fault.kind == defined::SolveFault::Kind::states && warm && attempt == 0) {
      memo_ = std::make_shared<StateMemo>(definition_.arity());
      continue;
    }
    return defined::fault_error(definition_, fault, budget);
  }
}

std::uint64_t DefinedGame::option_work(std::span<const std::int64_t> position, std::uint64_t cap) const {
  OptionWalker walker(definition_);
  defined::Cursor cursor;
  const std::uint32_t width = std::max(definition_.slots, definition_.arity());
  std::vector<std::int64_t> slots(width + std::max<std::uint32_t>(definition_.clauses, 1));
  std::copy(position.begin(), position.end(), slots.begin());
  std::int64_t* highs = slots.data() + width;
  std::uint64_t work = 0;
  std::vector<std::int64_t> args;
  defined::Fault fault;
  while (walker.seek(cursor, slots.data(), highs, work, cap, fault) == OptionWalker::Step::option) {
    if (!walker.terms(cursor, slots.data(), args, fault) || ++work > cap) break;
    OptionWalker::advance(cursor);
  }
  return std::min(work, cap + 1);
}

// ---------------------------------------------------------------- component

std::string DefinedComponent::notation() const {
  std::string s = game_->name();
  for (std::int64_t a : args_) s += ' ' + std::to_string(a);
  return s;
}

std::string DefinedComponent::canonical_key() const {
  const std::size_t k = game_->arity();
  std::vector<std::span<const std::int64_t>> live;
  for (std::size_t at = 0; at < ids_.size(); ++at)
    if (memo_->options(ids_[at]) > 0) live.emplace_back(args_.data() + at * k, k);
  std::sort(live.begin(), live.end(),
            [](auto a, auto b) { return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end()); });
  std::string s = game_->name() + " ~";
  for (const auto& position : live) {
    s += ' ';
    for (std::size_t i = 0; i < position.size(); ++i) s += (i ? "," : "") + std::to_string(position[i]);
  }
  return s;
}

Value DefinedComponent::value() const {
  Nimber x = 0;
  for (std::uint32_t id : ids_) x ^= memo_->value(id);
  return Value::finite(x);
}

std::uint64_t DefinedComponent::option_bound() const {
  std::uint64_t n = 0;
  for (std::uint32_t id : ids_) n += memo_->options(id);
  return n;
}

std::vector<DefinedComponent::Option> DefinedComponent::options_of(std::size_t at) const {
  const defined::GameDefinition& def = game_->definition();
  const std::size_t k = def.arity();
  OptionWalker walker(def);
  defined::Cursor cursor;
  const std::uint32_t width = std::max(def.slots, def.arity());
  std::vector<std::int64_t> slots(width + std::max<std::uint32_t>(def.clauses, 1));
  std::copy(args_.begin() + static_cast<std::ptrdiff_t>(at * k),
            args_.begin() + static_cast<std::ptrdiff_t>((at + 1) * k), slots.begin());
  std::int64_t* highs = slots.data() + width;
  // Each distinct sum of positions once (terms in any order), in the order
  // first given: keyed by its terms' texts in sorted order (a few terms: an
  // insertion sort), in the hash set of strings the core has anyway.
  std::unordered_set<std::string> seen;
  std::vector<Option> out;
  std::uint64_t work = 0;
  std::vector<std::int64_t> args;
  defined::Fault fault;
  // Every option was evaluated when this position was valued: no fault and
  // no cap can stop this walk.
  while (walker.seek(cursor, slots.data(), highs, work, UINT64_MAX, fault) == OptionWalker::Step::option) {
    if (!walker.terms(cursor, slots.data(), args, fault)) break;
    OptionWalker::advance(cursor);
    std::vector<std::string> terms;
    for (std::size_t t = 0; t < args.size(); t += k) {
      std::string term;
      for (std::size_t a = t; a < t + k; ++a) term += std::to_string(args[a]) + ',';
      terms.push_back(std::move(term));
      for (std::size_t i = terms.size() - 1; i > 0 && terms[i] < terms[i - 1]; --i) std::swap(terms[i], terms[i - 1]);
    }
    std::string key;
    for (const std::string& term : terms) key += term + '+';
    if (!seen.insert(std::move(key)).second) continue;
    Option o;
    o.args = args;
    o.line = cursor.line;
    for (std::size_t t = 0; t < args.size(); t += k) {
      const auto id = memo_->find(args.data() + t);
      if (!id) return out;  // cannot happen: valued with this position
      o.ids.push_back(*id);
      o.value ^= memo_->value(*id);
    }
    out.push_back(std::move(o));
  }
  return out;
}

namespace {

std::string tuple_text(std::span<const std::int64_t> args) {
  if (args.size() == 1) return std::to_string(args[0]);
  std::string s = "(";
  for (std::size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + std::to_string(args[i]);
  return s + ")";
}

// "move 5 to 2 + 3 by line 3", "move (3, 5) (position 2) to (1, 5) by line 2"
Text move_label(std::span<const std::int64_t> from, std::size_t at, std::size_t positions,
                std::span<const std::int64_t> to, std::size_t arity, std::uint32_t line) {
  std::string options;  // positions as the notation writes them, the same in every language
  for (std::size_t t = 0; t < to.size(); t += arity) options += (t ? " + " : "") + tuple_text(to.subspan(t, arity));
  if (positions > 1)
    return Text{Msg::move_defined_in_position,
                {{"from", tuple_text(from)}, {"position", at + 1}, {"to", std::move(options)}, {"line", line}}};
  return Text{Msg::move_defined, {{"from", tuple_text(from)}, {"to", std::move(options)}, {"line", line}}};
}

}  // namespace

Move DefinedComponent::move_to(std::size_t at, const Option& o) const {
  const std::size_t k = game_->arity();
  std::vector<std::int64_t> args(args_.begin(), args_.begin() + static_cast<std::ptrdiff_t>(at * k));
  args.insert(args.end(), o.args.begin(), o.args.end());
  args.insert(args.end(), args_.begin() + static_cast<std::ptrdiff_t>((at + 1) * k), args_.end());
  std::vector<std::uint32_t> ids(ids_.begin(), ids_.begin() + static_cast<std::ptrdiff_t>(at));
  ids.insert(ids.end(), o.ids.begin(), o.ids.end());
  ids.insert(ids.end(), ids_.begin() + static_cast<std::ptrdiff_t>(at + 1), ids_.end());
  MoveAction action;
  action.kind = ActionKind::replace;
  action.at = at;
  action.amount = o.ids.size();
  action.to = k;
  action.runs.assign(o.args.begin(), o.args.end());
  const std::span<const std::int64_t> from(args_.data() + at * k, k);
  return Move{move_label(from, at, ids_.size(), o.args, k, game_->definition().lines[o.line].line),
              std::make_unique<DefinedComponent>(game_, memo_, std::move(args), std::move(ids)), std::move(action)};
}

std::vector<Move> DefinedComponent::moves() const {
  std::vector<Move> out;
  for (std::size_t at = 0; at < ids_.size(); ++at)
    for (const Option& o : options_of(at)) out.push_back(move_to(at, o));
  return out;
}

std::vector<Move> DefinedComponent::moves_to(Nimber target) const {
  const Nimber total = value().nimber;
  std::vector<Move> out;
  for (std::size_t at = 0; at < ids_.size(); ++at) {
    const Nimber rest = total ^ memo_->value(ids_[at]);
    for (const Option& o : options_of(at))
      if ((rest ^ o.value) == target) out.push_back(move_to(at, o));
  }
  return out;
}

std::vector<Part> DefinedComponent::parts() const {
  if (ids_.size() < 2) return {};
  std::vector<Part> out;
  for (std::size_t at = 0; at < ids_.size(); ++at)
    out.push_back(Part{PartLabel(Msg::part_defined_position, at + 1, defined::position_text(game_->definition(), memo_->key(ids_[at]))),
                       Value::finite(memo_->value(ids_[at]))});
  return out;
}

std::vector<std::unique_ptr<Component>> DefinedComponent::summands() const {
  std::vector<std::unique_ptr<Component>> out;
  if (ids_.size() < 2) return out;
  const std::size_t arity = game_->arity();
  for (std::size_t at = 0; at < ids_.size(); ++at) {
    std::vector<std::int64_t> args(args_.begin() + static_cast<std::ptrdiff_t>(at * arity),
                                   args_.begin() + static_cast<std::ptrdiff_t>((at + 1) * arity));
    out.push_back(std::make_unique<DefinedComponent>(game_, memo_, std::move(args), std::vector<std::uint32_t>{ids_[at]}));
  }
  return out;
}

Text DefinedComponent::theory() const {
  return Text{ids_.size() > 1 ? Msg::theory_defined_sum : Msg::theory_defined, {{"game", game_->label()}}};
}

Text DefinedGame::label_text() const { return Text{Msg::family_defined_label, {{"label", label_}}}; }

Text DefinedGame::summary_text() const {
  return Text{Msg::family_defined_summary, {{"label", label_}, {"lines", definition_.lines.size()}}};
}

ComponentShape DefinedComponent::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::tuples;
  s.arity = game_->arity();
  s.numbers.assign(args_.begin(), args_.end());
  return s;
}

// ---------------------------------------------------------------- notation

Result<std::unique_ptr<Component>> parse_defined(const ComponentSyntax& syn) {
  const auto game = find_defined_game(lower_ascii(syn.family.text));
  if (!game) return error_at(syn.family.column, Text{Msg::defined_unknown_game, {{"game", excerpt(syn.family.text)}}});
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::defined_no_rule, {{"game", game->name()}}});
  const std::size_t k = game->arity();
  if (syn.args.empty())
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Text{Msg::defined_needs_args, {{"game", game->name()}, {"k", k}, {"example", game->family().examples[0]}}});
  if (syn.args.size() % k)
    return error_at(syn.args.back().column, Text{Msg::defined_args_multiple, {{"game", game->name()}, {"k", k}, {"count", syn.args.size()}}});
  if (syn.args.size() > limits::max_parts)
    return error_of(Text{Msg::defined_too_many_args, {{"limit", limits::max_parts}}});
  std::vector<std::int64_t> args;
  args.reserve(syn.args.size());
  for (const Token& t : syn.args) {
    SG_TRY(n, parse_count(t, Msg::what_argument));
    args.push_back(static_cast<std::int64_t>(n));
  }
  auto solved = game->solve(args);
  if (!solved.ok()) {
    // The column is the component's; the definition's line is named in the message.
    Error e = solved.error();
    e.column = syn.family.column;
    e.line = 0;
    return e;
  }
  return std::unique_ptr<Component>(
      std::make_unique<DefinedComponent>(game, solved->memo, std::move(args), std::move(solved->ids)));
}

namespace {

// A sequence's or table's steps as a whole (defined_limits::max_request_work):
// estimated from its last position before it starts, then counted chunk by
// chunk, each chunk given what is left.
class RequestBudget {
 public:
  RequestBudget(const DefinedGame& game, std::uint64_t positions, std::span<const std::int64_t> last)
      : game_(game), positions_(positions) {
    if (positions == 0) return;
    last_ = game.option_work(last, defined_limits::max_request_work);
    const std::uint64_t half = (positions + 1) / 2;
    estimate_ = last_ > defined_limits::max_request_work / half ? defined_limits::max_request_work + 1 : last_ * half;
    last_text_ = defined::position_text(game.definition(), last);
  }

  std::optional<Error> refusal() const {
    if (estimate_ <= defined_limits::max_request_work) return std::nullopt;
    return too_large(Text{Msg::defined_request_estimate, {{"positions", positions_}, {"last", last_text_}, {"steps", last_},
                                                          {"limit", defined_limits::max_request_work}}},
                     "maxDefinedRequestWork");
  }

  Result<DefinedGame::Solved> solve(std::span<const std::int64_t> chunk, const std::function<bool()>& keep_going) {
    const std::uint64_t left = defined_limits::max_request_work - spent_;
    const bool binding = left < defined_limits::max_work;
    auto solved = game_.solve(chunk, keep_going, defined::SolveBudget{defined_limits::max_states, binding ? left : defined_limits::max_work});
    if (!solved.ok()) {
      if (binding && solved.error().limit && std::string_view(solved.error().limit) == "maxDefinedWork")
        return too_large(Text{Msg::defined_request_too_much_work, {{"positions", positions_}, {"limit", defined_limits::max_request_work}}},
                         "maxDefinedRequestWork");
      return solved.error();
    }
    spent_ += solved->work;
    return solved;
  }

 private:
  const DefinedGame& game_;
  std::uint64_t positions_, last_ = 0, estimate_ = 0, spent_ = 0;
  std::string last_text_;
};

}  // namespace

Result<Sequence> defined_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress) {
  const auto game = find_defined_game(lower_ascii(rule.family.text));
  if (!game) return error_at(rule.family.column, Text{Msg::defined_unknown_game, {{"game", excerpt(rule.family.text)}}});
  if (rule.rule) return error_at(rule.rule->column - 1, Text{Msg::defined_no_rule, {{"game", game->name()}}});
  if (game->arity() != 1)
    return error_at(rule.family.column, Text{Msg::defined_not_sequence, {{"game", game->name()}, {"k", game->arity()}}});
  if (n > defined_limits::max_states)
    return error_of(Text{Msg::defined_sequence_too_long, {{"n", n}, {"limit", defined_limits::max_states}}});
  Sequence s;
  s.values.reserve(static_cast<std::size_t>(n));
  constexpr std::uint64_t kChunk = 1024;
  const std::function<bool()> keep_going = [&] {
    return !progress || progress(static_cast<double>(s.values.size()) / static_cast<double>(n));
  };
  const std::int64_t last = static_cast<std::int64_t>(n) - 1;
  RequestBudget budget(*game, n, std::span(&last, 1));
  if (auto refused = budget.refusal()) return *refused;
  for (std::uint64_t from = 0; from < n; from += kChunk) {
    std::vector<std::int64_t> chunk;
    for (std::uint64_t i = from; i < std::min(n, from + kChunk); ++i) chunk.push_back(static_cast<std::int64_t>(i));
    auto solved = budget.solve(chunk, keep_going);
    if (!solved.ok()) return solved.error();
    for (std::uint32_t id : solved->ids) s.values.push_back(solved->memo->value(id));
    if (!keep_going()) return error_of(Msg::cancelled);
  }
  // No periodicity theorem covers a defined game: a period is only observed.
  if (auto p = observe_period(s.values)) {
    p->reason = Text{Msg::period_defined_observed, {{"start", p->start}, {"last", n - 1}}};
    s.period = std::move(p);
  }
  return s;
}

Result<Table> defined_table(const DefinedGame& game, std::uint64_t rows, std::uint64_t cols,
                            const Progress& progress) {
  if (rows * cols > defined_limits::max_states)
    return error_of(Text{Msg::defined_table_too_large,
                         {{"rows", rows}, {"cols", cols}, {"game", game.name()}, {"limit", defined_limits::max_states}}});
  Table t;
  t.rows = static_cast<std::uint32_t>(rows);
  t.cols = static_cast<std::uint32_t>(cols);
  t.values.reserve(static_cast<std::size_t>(rows * cols));
  const std::function<bool()> keep_going = [&] {
    return !progress || progress(static_cast<double>(t.values.size()) / static_cast<double>(rows * cols));
  };
  // 1,024 cells per request, row by row, as a sequence does.
  const std::uint64_t cells = rows * cols;
  const std::int64_t corner[2] = {static_cast<std::int64_t>(rows) - 1, static_cast<std::int64_t>(cols) - 1};
  RequestBudget budget(game, cells, corner);
  if (auto refused = budget.refusal()) return *refused;
  for (std::uint64_t from = 0; from < cells; from += 1024) {
    std::vector<std::int64_t> chunk;
    for (std::uint64_t i = from; i < std::min(cells, from + 1024); ++i)
      chunk.push_back(static_cast<std::int64_t>(i / cols)), chunk.push_back(static_cast<std::int64_t>(i % cols));
    auto solved = budget.solve(chunk, keep_going);
    if (!solved.ok()) return solved.error();
    for (std::uint32_t id : solved->ids) t.values.push_back(solved->memo->value(id));
    if (!keep_going()) return error_of(Msg::cancelled);
  }
  return t;
}

}  // namespace sg
