#include "families/tutorial/euclid.hpp"

#include <algorithm>
#include <utility>

#include "sg/number_syntax.hpp"

namespace sg {

namespace {

// The value of a level with quotient q over a lower level worth h: the mex
// of a chain 0, 1, 2, ... that skips h, after q steps.
Nimber level_value(std::uint64_t q, Nimber h) { return h >= q ? q - 1 : q; }

}  // namespace

std::vector<EuclidLevel> euclid_levels(std::uint64_t a, std::uint64_t b) {
  std::vector<EuclidLevel> levels;
  std::uint64_t larger = std::max(a, b), smaller = std::min(a, b);
  while (smaller > 0) {
    levels.push_back(EuclidLevel{larger, smaller, larger / smaller, larger % smaller, 0});
    larger = std::exchange(smaller, larger % smaller);
  }
  Nimber h = 0;  // below the last level: the terminal (s, 0)
  for (std::size_t i = levels.size(); i-- > 0;) {
    // The last level (remainder 0) has the terminal as its first option,
    // worth 0 and skipped at once: q steps reach q.
    h = levels[i].remainder == 0 ? levels[i].quotient : level_value(levels[i].quotient, h);
    levels[i].value = h;
  }
  return levels;
}

Nimber euclid_value(std::uint64_t a, std::uint64_t b) {
  const auto levels = euclid_levels(a, b);
  return levels.empty() ? 0 : levels.front().value;
}

Nimber nivasch_value(std::uint64_t x, std::uint64_t y) {
  // floor(|y/x - x/y|) = floor(|y^2 - x^2| / (x y)), in 128 bits.
  using u128 = unsigned __int128;
  const u128 lo = std::min(x, y), hi = std::max(x, y);
  return static_cast<Nimber>((hi * hi - lo * lo) / (hi * lo));
}

std::string EuclidGame::notation() const { return "euclid " + std::to_string(a_) + ' ' + std::to_string(b_); }

std::string EuclidGame::canonical_key() const {
  // (a, b) and (b, a) are the same game; so is every pair with a 0.
  if (a_ == 0 || b_ == 0) return "euclid 0 0";
  return "euclid " + std::to_string(std::min(a_, b_)) + ' ' + std::to_string(std::max(a_, b_));
}

Move EuclidGame::subtract(int which, std::uint64_t multiple) const {
  const std::uint64_t from = which ? b_ : a_, other = which ? a_ : b_;
  const std::uint64_t amount = multiple * other, left = from - amount;
  Text label = multiple == 1 ? Text{Msg::move_euclid_subtract, {{"amount", other}, {"from", from}}}
                            : Text{Msg::move_euclid_subtract_multiple, {{"multiple", multiple}, {"other", other}, {"from", from}}};
  return Move{std::move(label),
              which ? std::make_unique<EuclidGame>(a_, left) : std::make_unique<EuclidGame>(left, b_),
              MoveAction::take(static_cast<std::uint64_t>(which), amount, &left, left ? 1 : 0)};
}

std::vector<Move> EuclidGame::moves() const {
  std::vector<Move> out;
  if (a_ == 0 || b_ == 0) return out;
  // Rules: from the larger number (from either when they are equal).
  if (a_ >= b_)
    for (std::uint64_t m = 1; m <= a_ / b_; ++m) out.push_back(subtract(0, m));
  if (b_ >= a_)
    for (std::uint64_t m = 1; m <= b_ / a_; ++m) out.push_back(subtract(1, m));
  return out;
}

std::uint64_t EuclidGame::option_bound() const {
  if (a_ == 0 || b_ == 0) return 0;
  return a_ == b_ ? 2 : std::max(a_, b_) / std::min(a_, b_);
}

std::vector<Move> EuclidGame::moves_to(Nimber target) const {
  // The options of (s, q s + r) are (s, r + j s), j = 0 .. q-1, worth
  // h = SG(r, s) for j = 0 and, for j >= 1, j - 1 while j - 1 < h, else j.
  std::vector<Move> out;
  if (a_ == 0 || b_ == 0) return out;
  if (a_ == b_) {
    if (target == 0) out.push_back(subtract(0, 1)), out.push_back(subtract(1, 1));
    return out;
  }
  const int which = a_ > b_ ? 0 : 1;
  const std::uint64_t s = std::min(a_, b_), l = std::max(a_, b_), q = l / s, r = l % s;
  const Nimber h = euclid_value(r, s);
  std::uint64_t j = q;  // none yet
  if (h == target) j = 0;
  else if (target < h) j = target + 1;
  else j = target;
  if (j < q && (j == 0 ? h == target : (j - 1 < h ? j - 1 : j) == target)) out.push_back(subtract(which, q - j));
  return out;
}

Text EuclidGame::theory() const { return Msg::theory_euclid; }

ComponentShape EuclidGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = {a_, b_};
  return s;
}

Result<std::unique_ptr<Component>> EuclidGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::take || a.at > 1) return error_of(Msg::euclid_apply_which);
  const int which = static_cast<int>(a.at);
  const std::uint64_t from = which ? b_ : a_, other = which ? a_ : b_;
  if (other == 0 || from == 0) return error_of(Msg::euclid_apply_over);
  if (from < other)
    return error_of(Text{Msg::euclid_apply_larger, {{"other", other}, {"from", from}}});
  if (a.amount == 0 || a.amount % other || a.amount > from)
    return error_of(Text{Msg::euclid_apply_multiple, {{"other", other}, {"from", from}, {"amount", a.amount}}});
  Move m = subtract(which, a.amount / other);
  if (!m.action.same_as(a)) return error_of(Text{Msg::euclid_apply_left, {{"left", from - a.amount}}});
  return std::move(m.to);
}

Result<std::unique_ptr<Component>> parse_euclid(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "euclid"}}});
  const auto& args = syn.args;
  if (args.size() > 2)
    return error_at(args[2].column, Text{Msg::euclid_too_many, {{"found", args.size()}}});
  if (args.size() < 2) {
    const Token& last = args.empty() ? syn.family : args.back();
    return error_at(last.column + static_cast<std::uint32_t>(last.text.size()),
                    Text{Msg::euclid_too_few, {{"found", args.size()}}});
  }
  SG_TRY(a, parse_count(args[0], Msg::what_number));
  SG_TRY(b, parse_count(args[1], Msg::what_number));
  return std::unique_ptr<Component>(std::make_unique<EuclidGame>(a, b));
}

}  // namespace sg
