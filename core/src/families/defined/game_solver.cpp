#include "families/defined/game_solver.hpp"

#include <algorithm>

#include "families/defined/defined_limits.hpp"

namespace sg::defined {

namespace {

struct Frame {
  std::uint32_t state = 0;
  std::uint32_t options = 0;  // options met so far (first walk)
  std::uint32_t stamp = 0;    // marks of this frame's values in `seen`
  Cursor cursor;
  bool clean = true;          // no frame went on top of it during this walk
  bool second = false;        // walking the options again to take the mex
};

class Solver {
 public:
  Solver(const GameDefinition& def, StateMemo& memo, const SolveBudget& budget,
         const std::function<bool()>& keep_going, SolveFault& fault)
      : def_(def), memo_(memo), budget_(budget), keep_going_(keep_going), fault_(fault), walker_(def),
        stride_(std::max(def.slots, def.arity()) + std::max<std::uint32_t>(def.clauses, 1)) {}

  std::uint64_t work() const { return work_; }

  bool value(const std::int64_t* key, std::uint32_t& id) {
    if (auto found = memo_.find(key)) {
      id = *found;
      if (memo_.value(id) < StateMemo::kActive) return true;
    } else {
      if (memo_.size() >= budget_.states) return fail_states(key);
      id = memo_.insert(key);
    }
    push(id);
    if (run()) return true;
    // The path's positions are not being valued any more.
    for (const Frame& f : frames_)
      if (memo_.value(f.state) == StateMemo::kActive) memo_.set_value(f.state, StateMemo::kUnsolved);
    frames_.clear();
    return false;
  }

 private:
  std::int64_t* slots_of(std::size_t frame) { return env_.data() + frame * stride_; }

  void push(std::uint32_t id) {
    memo_.set_value(id, StateMemo::kActive);
    Frame f;
    f.state = id;
    f.stamp = ++stamp_;
    frames_.push_back(f);
    env_.resize(frames_.size() * stride_);
    const auto key = memo_.key(id);
    std::copy(key.begin(), key.end(), slots_of(frames_.size() - 1));
  }

  bool run() {
    while (!frames_.empty()) {
      const std::size_t top = frames_.size() - 1;
      Frame& f = frames_[top];
      std::int64_t* slots = slots_of(top);
      const auto step = walker_.seek(f.cursor, slots, slots + std::max(def_.slots, def_.arity()), work_, budget_.work,
                                     fault_.eval);
      if (step == OptionWalker::Step::fault) return fail_eval(top);
      if (step == OptionWalker::Step::done) {
        if (!f.clean && !f.second) {
          f.second = true;
          f.cursor.reset();
          f.stamp = ++stamp_;
          continue;
        }
        memo_.set_value(f.state, mex(f.stamp));
        memo_.set_options(f.state, f.options);
        frames_.pop_back();
        if (keep_going_ && ++finished_ % 4096 == 0 && !keep_going_()) {
          fault_.kind = SolveFault::Kind::cancelled;
          return false;
        }
        continue;
      }
      if (!walker_.terms(f.cursor, slots, args_, fault_.eval)) return fail_eval(top);
      std::uint32_t sum = 0;
      bool waits = false;
      for (std::size_t at = 0; at < args_.size(); at += memo_.arity()) {
        const std::int64_t* key = args_.data() + at;
        std::uint32_t id;
        if (auto found = memo_.find(key)) {
          id = *found;
        } else {
          if (memo_.size() >= budget_.states) return fail_states(key);
          id = memo_.insert(key);
        }
        const std::uint32_t v = memo_.value(id);
        if (v == StateMemo::kActive) return fail_cycle(id);
        if (v == StateMemo::kUnsolved) {
          frames_[top].clean = false;
          push(id);  // invalidates f
          waits = true;
          break;
        }
        sum ^= v;
      }
      if (waits) continue;
      if (!f.second && ++f.options > defined_limits::max_options) {
        fault_.kind = SolveFault::Kind::options;
        fault_.position.assign(slots, slots + def_.arity());
        return false;
      }
      if (f.clean || f.second) mark(sum, f.stamp);
      OptionWalker::advance(f.cursor);
    }
    return true;
  }

  // Option values above max_options cannot be the mex of a position with at
  // most that many options: only smaller ones are marked.
  void mark(std::uint32_t v, std::uint32_t stamp) {
    if (v > defined_limits::max_options) return;
    if (v >= seen_.size()) seen_.resize(std::max<std::size_t>(v + 1, seen_.size() * 2), 0);
    seen_[v] = stamp;
  }
  std::uint32_t mex(std::uint32_t stamp) const {
    std::uint32_t v = 0;
    while (v < seen_.size() && seen_[v] == stamp) ++v;
    return v;
  }

  bool fail_eval(std::size_t frame) {
    fault_.kind = SolveFault::Kind::eval;
    const std::int64_t* slots = slots_of(frame);
    fault_.position.assign(slots, slots + def_.arity());
    fault_.slots.assign(slots, slots + def_.slots);
    return false;
  }

  bool fail_states(const std::int64_t* key) {
    fault_.kind = SolveFault::Kind::states;
    fault_.position.assign(key, key + memo_.arity());
    return false;
  }

  // `id` is on the path: the loop runs from its frame to the top and back.
  bool fail_cycle(std::uint32_t id) {
    fault_.kind = SolveFault::Kind::cycle;
    std::size_t from = 0;
    while (from < frames_.size() && frames_[from].state != id) ++from;
    // Each frame of the loop stands at the option that led on.
    for (std::size_t k = from; k < frames_.size(); ++k) {
      const auto key = memo_.key(frames_[k].state);
      SolveFault::Step step{std::vector<std::int64_t>(key.begin(), key.end()), {}, frames_[k].cursor.line};
      Fault unused;
      walker_.terms(frames_[k].cursor, slots_of(k), step.option, unused);
      fault_.cycle.push_back(std::move(step));
    }
    return false;
  }

  const GameDefinition& def_;
  StateMemo& memo_;
  SolveBudget budget_;
  const std::function<bool()>& keep_going_;
  SolveFault& fault_;
  OptionWalker walker_;
  std::size_t stride_;
  std::vector<Frame> frames_;
  std::vector<std::int64_t> env_;   // each frame's slots and range ends
  std::vector<std::int64_t> args_;  // the current option's arguments
  std::vector<std::uint32_t> seen_;
  std::uint32_t stamp_ = 0;
  std::uint64_t work_ = 0;
  std::uint64_t finished_ = 0;
};

// "at g(5) (k = 3)": the position, and the variables of the loops entered.
Text fault_where(const GameDefinition& def, const SolveFault& f) {
  std::string s = position_text(def, f.position);
  const OptionLine& line = def.lines[f.eval.line];
  std::string vars;
  for (std::size_t k = def.arity(); k < line.slot_names.size() && k < f.slots.size(); ++k) {
    // Only the loops entered so far have values.
    bool entered = false;
    for (std::size_t c = 0; c < line.clauses.size() && c < f.eval.clause; ++c)
      entered = entered || (line.clauses[c].is_for && line.clauses[c].slot == k);
    if (!entered) continue;
    vars += (vars.empty() ? "" : ", ") + line.slot_names[k] + " = " + std::to_string(f.slots[k]);
  }
  if (vars.empty()) return Text{Msg::rule_where, {{"position", std::move(s)}}};
  return Text{Msg::rule_where_vars, {{"position", std::move(s)}, {"vars", std::move(vars)}}};
}

}  // namespace

SolveBudget default_budget() { return SolveBudget{defined_limits::max_states, defined_limits::max_work}; }

bool solve(const GameDefinition& def, StateMemo& memo, std::span<const std::int64_t> positions,
           const SolveBudget& budget, const std::function<bool()>& keep_going, std::vector<std::uint32_t>& ids,
           SolveFault& fault) {
  Solver solver(def, memo, budget, keep_going, fault);
  ids.clear();
  for (std::size_t at = 0; at + memo.arity() <= positions.size(); at += memo.arity()) {
    std::uint32_t id = 0;
    const bool ok = solver.value(positions.data() + at, id);
    fault.work = solver.work();
    if (!ok) return false;
    ids.push_back(id);
  }
  return true;
}

std::string position_text(const GameDefinition& def, std::span<const std::int64_t> args) {
  std::string s = def.name + "(";
  for (std::size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + std::to_string(args[i]);
  return s + ")";
}

bool is_definition_fault(const SolveFault& f) {
  if (f.kind == SolveFault::Kind::cycle) return true;
  if (f.kind != SolveFault::Kind::eval) return false;
  return f.eval.kind == Fault::Kind::overflow || f.eval.kind == Fault::Kind::division_by_zero ||
         f.eval.kind == Fault::Kind::negative;
}

Error fault_error(const GameDefinition& def, const SolveFault& f, const SolveBudget& budget, bool name_line) {
  switch (f.kind) {
    case SolveFault::Kind::none:
    case SolveFault::Kind::cancelled: return error_of(Msg::cancelled);
    case SolveFault::Kind::states:
      return too_large(Text{Msg::rule_too_many_states,
                            {{"limit", budget.states}, {"game", def.name}, {"position", position_text(def, f.position)}}},
                       "maxDefinedStates");
    case SolveFault::Kind::options:
      return too_large(Text{Msg::rule_too_many_options,
                            {{"position", position_text(def, f.position)}, {"limit", defined_limits::max_options}}},
                       "maxDefinedOptions");
    case SolveFault::Kind::cycle: {
      // "g(100) → g(101) (line 2) → g(100) (line 3)": each move with its line.
      Text path{Msg::part_defined_position, {{"name", position_text(def, f.cycle.front().position)}}};
      const std::size_t shown = std::min<std::size_t>(f.cycle.size(), 6);
      bool sum = false;
      for (std::size_t k = 0; k < shown; ++k) {
        const SolveFault::Step& step = f.cycle[k];
        std::string option;
        for (std::size_t at = 0; at < step.option.size(); at += def.arity())
          option += (at ? " + " : "") + position_text(def, std::span(step.option).subspan(at, def.arity()));
        sum = sum || step.option.size() > def.arity();
        path = Text{Msg::rule_path_step,
                    {{"path", std::move(path)}, {"option", std::move(option)}, {"line", def.lines[step.line].line}}};
      }
      if (shown < f.cycle.size()) path = Text{Msg::rule_path_more, {{"path", std::move(path)}}};
      const OptionLine& closing = def.lines[f.cycle.back().line];
      const Program& first = closing.terms.front().front();
      return error_at_line(first.line, first.column,
                           Text{sum && def.arity() == 1 ? Msg::rule_cycle_sum : Msg::rule_cycle,
                                {{"game", def.name}, {"path", std::move(path)}}});
    }
    case SolveFault::Kind::eval: break;
  }
  const Fault& e = f.eval;
  const OptionLine& line = def.lines[e.line];
  // "line 3 of g: ..." when the error is shown away from the definition.
  const auto head = [&](Text message) {
    if (!name_line) return message;
    return Text{Msg::rule_line_of_game, {{"line", line.line}, {"game", def.name}, {"message", std::move(message)}}};
  };
  switch (e.kind) {
    case Fault::Kind::overflow:
      return error_at_line(e.at->line, e.at->column, head(Text{Msg::rule_overflow, {{"where", fault_where(def, f)}}}));
    case Fault::Kind::division_by_zero:
      return error_at_line(e.at->line, e.at->column, head(Text{Msg::rule_division_by_zero, {{"where", fault_where(def, f)}}}));
    case Fault::Kind::negative: {
      const Program& p = line.terms[e.term][e.argument];
      return error_at_line(p.line, p.column,
                           head(Text{Msg::rule_negative, {{"option", line.text},
                                                     {"argument", p.text},
                                                     {"value", e.value},
                                                     {"where", fault_where(def, f)}}}));
    }
    case Fault::Kind::range_too_long: {
      const Clause& c = line.clauses[e.clause];
      return too_large(head(Text{Msg::rule_range_too_long, {{"low", c.low.text},
                                                              {"high", c.high.text},
                                                              {"from", e.value},
                                                              {"to", e.high},
                                                              {"where", fault_where(def, f)},
                                                              {"limit", defined_limits::max_range}}}),
                       "maxDefinedRange");
    }
    case Fault::Kind::work:
      return too_large(Text{Msg::rule_too_much_work, {{"limit", budget.work}}},
                       "maxDefinedWork");
    case Fault::Kind::none: break;
  }
  return error_of(head(Msg::rule_cannot_evaluate));
}

}  // namespace sg::defined
