// sequence('coins(rule)', n): n values SG(c), SG(c) the value of a lone head
// at coin c, numbered as the coins panel and the rule's closed form number
// coins (from 1; Mock Turtles from 0); with the period where a theorem gives
// one.
#include <algorithm>

#include "families/coins/coins.hpp"

namespace sg {

namespace {

// The values of the run and near rules at a coin past position k depend only
// on the k values before it. So if SG(a .. a+k-1) = SG(a+L .. a+L+k-1), the
// recurrence repeats from a on: a proven period (no rule-specific theorem
// needed). Looks for the smallest L, then the earliest a.
std::optional<Period> proven_window_period(const std::vector<std::uint32_t>& v, std::uint64_t k) {
  const std::uint64_t n = v.size();
  if (k >= n) return std::nullopt;
  std::uint64_t budget = std::uint64_t{1} << 26;  // comparisons
  for (std::uint64_t len = 1; len + k <= n; ++len) {
    std::uint64_t i = n - len;  // v[i - 1] vs v[i - 1 + len], walking left
    while (i > 0 && v[static_cast<std::size_t>(i - 1)] == v[static_cast<std::size_t>(i - 1 + len)]) --i;
    const std::uint64_t matched = n - len - i;
    budget -= std::min(budget, matched + 1);
    if (matched >= k)
      return Period{i, len, 0, true,
                    Text{Msg::period_coins_window, {{"k", k}}},
                    Theorem::subtraction_period};
    if (budget == 0) break;
  }
  return std::nullopt;
}

// Anywhere rules: each value depends on every coin to its left, so no
// finite-window argument applies; report an arithmetic period seen over at
// least half of the computed values, marked as observed only.
std::optional<Period> observed_period(const std::vector<std::uint32_t>& v) {
  const std::uint64_t n = v.size();
  for (std::uint64_t len = 1; 4 * len <= n; ++len) {
    const std::int64_t saltus = std::int64_t{v[static_cast<std::size_t>(n - 1)]} -
                                std::int64_t{v[static_cast<std::size_t>(n - 1 - len)]};
    if (saltus < 0) continue;
    std::uint64_t i = n - len;
    while (i > 0 && std::int64_t{v[static_cast<std::size_t>(i - 1 + len)]} ==
                        std::int64_t{v[static_cast<std::size_t>(i - 1)]} + saltus)
      --i;
    if (n - len - i >= std::max<std::uint64_t>(2 * len, n / 2))
      return Period{i, len, static_cast<std::uint64_t>(saltus), false,
                    Text{Msg::period_coins_observed, {{"count", n}}}};
  }
  return std::nullopt;
}

std::optional<Period> closed_form_period(const CoinRule& rule) {
  switch (rule.name()) {
    case CoinRule::Name::one: return Period{0, 1, 0, true, Msg::period_coins_one, Theorem::coin_turning};
    case CoinRule::Name::turtles: return Period{0, 1, 1, true, Msg::period_coins_turtles, Theorem::turning_turtles};
    case CoinRule::Name::run3:
    case CoinRule::Name::run: return Period{0, rule.k(), 0, true, Text{Msg::period_coins_run, {{"k", rule.k()}}}, Theorem::coin_turning};
    case CoinRule::Name::near3:
      return Period{0, rule.k() + 1, 0, true, Text{Msg::period_coins_near, {{"modulus", rule.k() + 1}}}, Theorem::coin_turning};
    case CoinRule::Name::mock:   // odious numbers: 2x + (Thue-Morse bit), not periodic
    case CoinRule::Name::ruler:  // the ruler function is unbounded
    case CoinRule::Name::none: break;
  }
  return std::nullopt;
}

}  // namespace

Result<Sequence> coins_sequence(const ComponentSyntax& syn, std::uint64_t n, const Progress& progress) {
  if (!syn.rule)
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::coins_sequence_needs_rule);
  SG_TRY(rule, CoinRule::parse(*syn.rule));
  SG_TRY(values, CoinValues::make(rule, n, syn.rule->column, progress));
  Sequence s;
  s.values.reserve(static_cast<std::size_t>(n));
  for (std::uint64_t p = 1; p <= n; ++p) {
    const Nimber v = values->at(p);
    if (v > UINT32_MAX)
      return error_at(syn.rule->column, Text{Msg::coins_sequence_value,
                                             {{"rule", rule.notation()}, {"coin", p - 1 + rule.first_number()}, {"value", v}}});
    s.values.push_back(static_cast<std::uint32_t>(v));
  }
  if (rule.has_closed_form()) s.period = closed_form_period(rule);
  else if (rule.shape() == CoinRule::Shape::anywhere) s.period = observed_period(s.values);
  else s.period = proven_window_period(s.values, rule.k());
  // The searches above count from values[0], the leftmost coin.
  s.first_index = rule.first_number();
  if (s.period) s.period->start += s.first_index;
  return s;
}

}  // namespace sg
