#include "families/heaps/wythoff.hpp"

#include <algorithm>
#include <bit>

#include "sg/number_syntax.hpp"
#include "sg/table.hpp"

namespace sg {

namespace {

using u128 = unsigned __int128;

// Largest k for which 5 k^2 fits in 128 bits (sqrt(2^128 / 5) ~ 8.25e18).
constexpr std::uint64_t kLowerDomain = 8000000000000000000ULL;

// floor(sqrt(n)), bit by bit: no floating point, exact for all 128-bit n.
// The root has about half as many bits as n, so the loop starts there (128-bit
// multiplies are library calls in wasm32: small inputs should not pay 64).
std::uint64_t isqrt(u128 n) {
  const auto high = static_cast<std::uint64_t>(n >> 64), low = static_cast<std::uint64_t>(n);
  const int width = high ? 128 - std::countl_zero(high) : 64 - std::countl_zero(low);
  std::uint64_t r = 0;
  for (int bit = std::min(width / 2, 63); bit >= 0; --bit) {  // root < 2^ceil(width/2)
    const std::uint64_t c = r | std::uint64_t{1} << bit;
    if (static_cast<u128>(c) * c <= n) r = c;
  }
  return r;
}

std::uint64_t lower_in_domain(std::uint64_t k) {
  // k * phi = (k + k sqrt 5) / 2 and k sqrt 5 is irrational for k > 0, so
  // flooring sqrt(5 k^2) first does not change floor((k + k sqrt 5) / 2).
  const u128 root = isqrt(5 * static_cast<u128>(k) * k);
  return static_cast<std::uint64_t>((static_cast<u128>(k) + root) / 2);
}

const Table& value_table() {
  static const Table table = grundy_table("wythoff", kWythoffValueCap, kWythoffValueCap).value();
  return table;
}

}  // namespace

std::optional<std::uint64_t> wythoff_lower(std::uint64_t k) {
  if (k > kLowerDomain) return std::nullopt;
  return lower_in_domain(k);
}

std::uint64_t wythoff_partner(std::uint64_t x) {
  if (x == 0) return 0;
  // Beatty's theorem: x is exactly one of a_k = floor(k phi) or b_k = a_k + k
  // (k >= 1). x = a_k needs k = ceil(x / phi); x = b_k needs k = ceil(x / phi^2).
  // A 64-bit fixed-point 1/phi (floor(2^64 / phi)) gives x / phi to within 1,
  // so a few candidates are tried, each checked exactly with isqrt; the
  // binary searches below are a safety net that keeps this exact regardless.
  constexpr std::uint64_t kInversePhi = 0x9E3779B97F4A7C15ULL;
  const auto over_phi = static_cast<std::uint64_t>((static_cast<u128>(x) * kInversePhi) >> 64);
  const std::uint64_t over_phi2 = x - over_phi;  // x / phi^2 = x - x / phi
  for (std::uint64_t k = over_phi > 0 ? over_phi - 1 : 0; k <= over_phi + 2; ++k)
    if (k > 0 && lower_in_domain(k) == x) return x + k;
  for (std::uint64_t k = over_phi2 > 0 ? over_phi2 - 1 : 0; k <= over_phi2 + 2; ++k)
    if (k > 0 && lower_in_domain(k) + k == x) return lower_in_domain(k);
  // a_k >= x once k >= x / phi, well inside the exact domain for x < 2^63.
  std::uint64_t lo = 1, hi = std::min(x, kLowerDomain);
  while (lo < hi) {
    const std::uint64_t mid = lo + (hi - lo) / 2;
    if (lower_in_domain(mid) >= x) hi = mid;
    else lo = mid + 1;
  }
  if (lower_in_domain(lo) == x) return x + lo;
  lo = 1, hi = std::max<std::uint64_t>(1, x / 2);  // b_k >= 2k
  while (lo < hi) {
    const std::uint64_t mid = lo + (hi - lo) / 2;
    if (lower_in_domain(mid) + mid >= x) hi = mid;
    else lo = mid + 1;
  }
  return lower_in_domain(lo);  // here b_lo == x (Beatty)
}

bool wythoff_is_p(std::uint64_t a, std::uint64_t b) {
  const std::uint64_t lo = std::min(a, b), k = std::max(a, b) - lo;
  const auto a_k = wythoff_lower(k);
  return a_k && *a_k == lo;
}

std::string WythoffGame::notation() const { return "wythoff " + std::to_string(a_) + ' ' + std::to_string(b_); }

Value WythoffGame::value() const {
  // Only called when has_value(): both heaps below kWythoffValueCap.
  const Table& t = value_table();
  return Value::finite(t.values[static_cast<std::size_t>(a_ * t.cols + b_)]);
}

Move WythoffGame::take(std::uint64_t from_a, std::uint64_t from_b) const {
  Text label = from_a && from_b ? Text{Msg::move_take_both, {{"amount", from_a}}}
                                : Text{Msg::move_take_from_heap, {{"amount", from_a ? from_a : from_b}, {"heap", from_a ? 1 : 2}}};
  MoveAction action;
  if (from_a && from_b) {
    action = MoveAction::simple(ActionKind::take_both, 0, from_a);
  } else {
    const std::uint64_t left = from_a ? a_ - from_a : b_ - from_b;
    action = MoveAction::take(from_a ? 0 : 1, from_a ? from_a : from_b, &left, left ? 1 : 0);
  }
  return Move{std::move(label), std::make_unique<WythoffGame>(a_ - from_a, b_ - from_b), std::move(action)};
}

ComponentShape WythoffGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = {a_, b_};
  return s;
}

Result<std::unique_ptr<Component>> WythoffGame::apply(const MoveAction& action) const {
  const std::uint64_t k = action.amount;
  if (action.kind == ActionKind::take_both) {
    if (k == 0 || k > std::min(a_, b_))
      return error_of(Text{Msg::wythoff_cannot_take_both, {{"amount", k}, {"position", notation()}}});
    return std::move(take(k, k).to);
  }
  if (action.kind != ActionKind::take) return error_of(Msg::wythoff_move_kind);
  if (action.at > 1) return error_of(Text{Msg::heap_no_such_heap, {{"heap", action.at + 1}}});
  const std::uint64_t h = action.at == 0 ? a_ : b_;
  if (k == 0 || k > h)
    return error_of(Text{Msg::heap_cannot_take, {{"heap", action.at + 1}, {"size", h}, {"amount", k}}});
  Move m = action.at == 0 ? take(k, 0) : take(0, k);
  if (!m.action.same_as(action)) return error_of(Text{Msg::heap_left_is, {{"left", h - k}}});
  return std::move(m.to);
}

std::vector<Move> WythoffGame::moves() const {
  std::vector<Move> out;
  for (std::uint64_t k = 1; k <= a_; ++k) out.push_back(take(k, 0));
  for (std::uint64_t k = 1; k <= b_; ++k) out.push_back(take(0, k));
  for (std::uint64_t k = 1; k <= std::min(a_, b_); ++k) out.push_back(take(k, k));
  return out;
}

std::uint64_t WythoffGame::option_bound() const {
  const std::uint64_t m = std::min(a_, b_);
  const std::uint64_t ab = a_ + b_;  // <= 2^64 - 2 for heaps up to 2^63-1
  return ab > UINT64_MAX - m ? UINT64_MAX : ab + m;
}

std::vector<Move> WythoffGame::moves_to(Nimber target) const {
  if (target == 0) return winning_moves();
  // Other values need SG values, which only small positions have; without
  // one, the analysis never asks (the component is analysed alone).
  if (!has_value()) return {};
  return Component::moves_to(target);
}

Outcome WythoffGame::outcome() const { return wythoff_is_p(a_, b_) ? Outcome::P : Outcome::N; }

std::vector<Move> WythoffGame::winning_moves() const {
  // The P positions reachable: one heap reduced to the other's partner (the
  // partner is unique), or both reduced to the one P pair whose difference
  // is |a - b| (a diagonal move keeps the difference). The three targets
  // (p, b), (a, q), (a - t, b - t) differ pairwise since every move changes
  // a different set of heaps, so no move is listed twice.
  std::vector<Move> out;
  if (wythoff_is_p(a_, b_)) return out;
  if (const std::uint64_t p = wythoff_partner(b_); p < a_) out.push_back(take(a_ - p, 0));
  if (const std::uint64_t q = wythoff_partner(a_); q < b_) out.push_back(take(0, b_ - q));
  const std::uint64_t lo = std::min(a_, b_);
  if (const auto a_k = wythoff_lower(std::max(a_, b_) - lo); a_k && *a_k < lo)
    out.push_back(take(lo - *a_k, lo - *a_k));
  return out;
}

Text WythoffGame::theory() const {
  if (has_value()) return Msg::theory_wythoff;
  return Text{Msg::theory_wythoff_large, {{"cap", kWythoffValueCap}}};
}

Result<std::unique_ptr<Component>> parse_wythoff(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "wythoff"}}});
  const auto& args = syn.args;
  if (args.size() > 2)
    return error_at(args[2].column, Text{Msg::wythoff_two_heaps, {{"found", args.size()}}});
  if (args.size() < 2) {
    const Token& last = args.empty() ? syn.family : args.back();
    return error_at(last.column + static_cast<std::uint32_t>(last.text.size()),
                    Text{Msg::wythoff_two_heaps_example, {{"found", args.size()}}});
  }
  SG_TRY(a, parse_count(args[0], Msg::what_heap_size));
  SG_TRY(b, parse_count(args[1], Msg::what_heap_size));
  return std::unique_ptr<Component>(std::make_unique<WythoffGame>(a, b));
}

}  // namespace sg
