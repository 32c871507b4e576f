#include "families/heaps/staircase.hpp"

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

namespace {
// Steps are numbered from 1: index i is step i + 1, odd when i is even.
bool odd_step(std::size_t index) { return index % 2 == 0; }
}  // namespace

std::string StaircaseGame::notation() const {
  std::string s = "staircase";
  for (std::uint64_t c : coins_) s += ' ' + std::to_string(c);
  return s;
}

Value StaircaseGame::value() const {
  Nimber x = 0;
  for (std::size_t i = 0; i < coins_.size(); i += 2) x ^= coins_[i];
  return Value::finite(x);
}

Move StaircaseGame::move_down(std::size_t index, std::uint64_t k) const {
  auto next = coins_;
  next[index] -= k;
  Text label{index == 0 ? Msg::move_step_to_floor : Msg::move_step_down, {{"amount", k}, {"step", index + 1}}};
  if (index != 0) {
    next[index - 1] += k;  // no overflow: the total is capped at 2^63-1
    label.add({"to", index});
  }
  return Move{std::move(label), std::make_unique<StaircaseGame>(std::move(next)),
              MoveAction::simple(ActionKind::step, index + 1, k)};
}

ComponentShape StaircaseGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::steps;
  s.numbers = coins_;
  return s;
}

Result<std::unique_ptr<Component>> StaircaseGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::step) return error_of(Msg::staircase_move_kind);
  if (a.at == 0 || a.at > coins_.size()) return error_of(Text{Msg::staircase_no_such_step, {{"step", a.at}}});
  const std::size_t i = static_cast<std::size_t>(a.at - 1);
  if (a.amount == 0 || a.amount > coins_[i])
    return error_of(Text{Msg::staircase_cannot_move, {{"step", a.at}, {"coins", coins_[i]}, {"amount", a.amount}}});
  return std::move(move_down(i, a.amount).to);
}

std::vector<Move> StaircaseGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < coins_.size(); ++i)
    for (std::uint64_t k = 1; k <= coins_[i]; ++k) out.push_back(move_down(i, k));
  return out;
}

std::uint64_t StaircaseGame::option_bound() const {
  std::uint64_t total = 0;  // the total is capped at 2^63-1 by the parser
  for (std::uint64_t c : coins_) total += c;
  return total;
}

// The moves that bring the value to `target`, in step order; `take(i, k)`
// receives each (k coins moved down from step i + 1) and returns false to
// stop. Every move changes exactly one odd step (it leaves one or lands on
// one), so with d = value ^ target the odd step must go from x to x ^ d:
//   down, from an odd step:  x ^ d < x, taking x - (x ^ d) coins off it;
//   up, from the even step above it: x ^ d > x, moving (x ^ d) - x coins
//   down onto it, if that even step holds that many.
template <class Take>
void StaircaseGame::each_move_to(Nimber target, Take take) const {
  const Nimber d = value().nimber ^ target;
  if (d == 0) return;
  for (std::size_t i = 0; i < coins_.size(); ++i) {
    if (odd_step(i)) {
      const std::uint64_t x = coins_[i], y = x ^ d;
      if (y < x && !take(i, x - y)) return;
    } else {
      const std::uint64_t x = coins_[i - 1], y = x ^ d;
      if (y > x && y - x <= coins_[i] && !take(i, y - x)) return;
    }
  }
}

std::uint64_t StaircaseGame::listed_move_budget() const {
  // A result holds the steps (8 bytes each) and later its notation.
  return limits::listed_moves_within(32 * (static_cast<std::uint64_t>(coins_.size()) + 1));
}

std::vector<Move> StaircaseGame::moves_to(Nimber target) const {
  const std::uint64_t most = listed_move_budget();
  std::vector<Move> out;
  each_move_to(target, [&](std::size_t i, std::uint64_t k) {
    if (out.size() >= most) return false;
    out.push_back(move_down(i, k));
    return true;
  });
  return out;
}

bool StaircaseGame::lists_every_move_to(Nimber target) const {
  const std::uint64_t most = listed_move_budget();
  std::uint64_t count = 0;
  each_move_to(target, [&](std::size_t, std::uint64_t) { return ++count <= most; });
  return count <= most;
}

std::vector<Part> StaircaseGame::parts() const {
  std::vector<Part> out;
  out.reserve(coins_.size());
  for (std::size_t i = 0; i < coins_.size(); ++i)
    out.push_back(Part{PartLabel(Msg::part_step, i + 1), Value::finite(odd_step(i) ? coins_[i] : 0)});
  return out;
}

Text StaircaseGame::theory() const {
  return Msg::theory_staircase;
}

Result<std::unique_ptr<Component>> parse_staircase(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "staircase"}}});
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column,
                    Text{Msg::staircase_too_many_steps, {{"limit", limits::max_parts}}});
  std::vector<std::uint64_t> coins;
  coins.reserve(syn.args.size());
  std::uint64_t total = 0;
  for (const Token& t : syn.args) {
    SG_TRY(c, parse_count(t, Msg::what_coins_on_step));
    if (c > limits::max_count - total)
      return error_at(t.column, Text{Msg::staircase_too_many_coins, {{"limit", limits::max_count}}});
    total += c;
    coins.push_back(c);
  }
  return std::unique_ptr<Component>(std::make_unique<StaircaseGame>(std::move(coins)));
}

}  // namespace sg
