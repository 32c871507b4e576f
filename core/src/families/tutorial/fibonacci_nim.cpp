#include "families/tutorial/fibonacci_nim.hpp"

#include <algorithm>
#include <mutex>

#include "sg/number_syntax.hpp"

namespace sg {

namespace {

// 1, 2, 3, 5, 8, ... up to the largest below 2^64.
const std::vector<std::uint64_t>& fibonacci_numbers() {
  static const std::vector<std::uint64_t> f = [] {
    std::vector<std::uint64_t> v{1, 2};
    while (v.back() <= UINT64_MAX - v[v.size() - 2]) v.push_back(v.back() + v[v.size() - 2]);
    return v;
  }();
  return f;
}

// SG(heap, limit) for limit <= heap <= the rows built: row n holds limits
// 0..n. SG(n, L) is the mex of the options taking t <= L, so along a row it
// is the mex of a growing set: one pass per row with a running mex.
class ValueTable {
 public:
  Nimber at(std::uint64_t heap, std::uint64_t limit) {
    std::lock_guard<std::mutex> lock(mutex_);
    while (rows_ <= heap) add_row();
    return values_[static_cast<std::size_t>(start(heap) + limit)];
  }

 private:
  static std::uint64_t start(std::uint64_t n) { return n * (n + 1) / 2; }

  void add_row() {
    const std::uint64_t n = rows_;
    values_.resize(static_cast<std::size_t>(start(n + 1)));
    seen_.assign(static_cast<std::size_t>(n + 2), 0);
    Nimber m = 0;
    values_[static_cast<std::size_t>(start(n))] = 0;  // limit 0: no move
    for (std::uint64_t t = 1; t <= n; ++t) {
      const std::uint64_t rest = n - t;
      const Nimber v = values_[static_cast<std::size_t>(start(rest) + std::min(2 * t, rest))];
      if (v < seen_.size()) seen_[static_cast<std::size_t>(v)] = 1;
      while (m < seen_.size() && seen_[static_cast<std::size_t>(m)]) ++m;
      values_[static_cast<std::size_t>(start(n) + t)] = static_cast<std::uint16_t>(m);
    }
    ++rows_;
  }

  std::mutex mutex_;
  std::uint64_t rows_ = 0;
  std::vector<std::uint16_t> values_;
  std::vector<std::uint8_t> seen_;
};

ValueTable& value_table() {
  static ValueTable table;
  return table;
}

}  // namespace

std::vector<std::uint64_t> zeckendorf(std::uint64_t n) {
  // Greedy: the largest Fibonacci number that fits, then the rest
  // (Zeckendorf's theorem: this gives the unique non-consecutive sum).
  std::vector<std::uint64_t> terms;
  const auto& f = fibonacci_numbers();
  for (std::size_t i = f.size(); i-- > 0 && n > 0;)
    if (f[i] <= n) terms.push_back(f[i]), n -= f[i];
  return terms;
}

std::vector<std::uint64_t> fibonacci_nim_winning_takes(std::uint64_t heap, std::uint64_t limit) {
  // Taking t leaves r = heap - t with limit 2t, a P position iff r = 0 or
  // the smallest term of r's representation exceeds 2t. Then t < that term,
  // so the terms of t and of r are non-consecutive together and are exactly
  // the heap's terms (uniqueness): t is the sum of the heap's smallest
  // terms, and twice it must stay below the next term. Conversely each such
  // sum works. The smallest term alone always qualifies (q_next >= q + 2
  // indices above: q_next > 2q), so the position is N iff it is <= limit.
  std::vector<std::uint64_t> terms = zeckendorf(heap), takes;
  std::reverse(terms.begin(), terms.end());  // smallest first
  std::uint64_t t = 0;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    t += terms[i];
    if (t > limit) break;
    if (i + 1 == terms.size() || t < terms[i + 1] - t) takes.push_back(t);  // 2t < next, without overflow
  }
  return takes;
}

std::string FibonacciNim::notation() const {
  std::string s = "fibnim " + std::to_string(heap_);
  if (heap_ == 0 || limit_ + 1 != heap_) s += ' ' + std::to_string(limit_);
  return s;
}

Value FibonacciNim::value() const {
  // Only called when has_value(): heap <= kFibNimValueHeap.
  return Value::finite(value_table().at(heap_, limit_));
}

Move FibonacciNim::take(std::uint64_t t) const {
  const std::uint64_t rest = heap_ - t;
  // The next limit is 2t; t <= heap <= 2^63 - 1, so 2t fits.
  return Move{Text{Msg::move_take, {{"amount", t}}}, std::make_unique<FibonacciNim>(rest, 2 * t),
              MoveAction::take(0, t, &rest, rest ? 1 : 0)};
}

std::vector<Move> FibonacciNim::moves() const {
  std::vector<Move> out;
  for (std::uint64_t t = 1; t <= limit_; ++t) out.push_back(take(t));
  return out;
}

std::vector<Move> FibonacciNim::moves_to(Nimber target) const {
  if (target == 0) return winning_moves();
  if (!has_value()) return {};
  return Component::moves_to(target);
}

Outcome FibonacciNim::outcome() const {
  return fibonacci_nim_winning_takes(heap_, limit_).empty() ? Outcome::P : Outcome::N;
}

std::vector<Move> FibonacciNim::winning_moves() const {
  std::vector<Move> out;
  for (std::uint64_t t : fibonacci_nim_winning_takes(heap_, limit_)) out.push_back(take(t));
  return out;
}

Text FibonacciNim::theory() const {
  Text more = has_value() ? Text{Msg::theory_fibnim_value} : Text{Msg::theory_fibnim_no_value, {{"cap", kFibNimValueHeap}}};
  return Text{Msg::clauses, {{"clauses", std::vector<Text>{Text{Msg::theory_fibnim}, std::move(more)}}}};
}

ComponentShape FibonacciNim::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::limited_heap;
  s.numbers = {heap_, limit_};
  return s;
}

Result<std::unique_ptr<Component>> FibonacciNim::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::take || a.at != 0) return error_of(Msg::fibnim_apply_heap);
  if (a.amount == 0 || a.amount > limit_)
    return error_of(Text{Msg::fibnim_apply_amount, {{"limit", limit_}, {"amount", a.amount}}});
  Move m = take(a.amount);
  if (!m.action.same_as(a)) return error_of(Text{Msg::heap_left_is, {{"left", heap_ - a.amount}}});
  return std::move(m.to);
}

Result<std::unique_ptr<Component>> parse_fibnim(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "fibnim"}}});
  const auto& args = syn.args;
  if (args.empty())
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::fibnim_missing);
  if (args.size() > 2)
    return error_at(args[2].column, Text{Msg::fibnim_too_many, {{"found", args.size()}}});
  SG_TRY(heap, parse_count(args[0], Msg::what_heap_size));
  std::uint64_t limit = heap ? heap - 1 : 0;  // the first move may not take the whole heap
  if (args.size() == 2) {
    SG_TRY(given, parse_count(args[1], Msg::what_limit));
    limit = given;
  }
  return std::unique_ptr<Component>(std::make_unique<FibonacciNim>(heap, limit));
}

}  // namespace sg
