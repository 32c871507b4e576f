#include "families/coins/coins.hpp"

#include <algorithm>
#include <array>

#include "sg/decimal_text.hpp"
#include "sg/limits.hpp"
#include "notation/text_scan.hpp"

namespace sg {

template <class F>
void CoinsGame::for_each_head(F f) const {
  const std::vector<std::uint8_t>& base = base_->coins;
  std::size_t t = 0;
  bool flipped = false;
  for (std::size_t i = 0; i < base.size(); ++i) {
    while (t < toggles_.size() && toggles_[t] == i) flipped = !flipped, ++t;
    if ((base[i] != 0) != flipped && !f(std::uint64_t{i} + 1)) return;
  }
}

std::vector<std::uint8_t> CoinsGame::coins() const {
  std::vector<std::uint8_t> out(base_->coins.size(), 0);
  for_each_head([&](std::uint64_t p) {
    out[static_cast<std::size_t>(p - 1)] = 1;
    return true;
  });
  return out;
}

std::string CoinsGame::notation() const {
  // The base row's text with the toggled ranges turned over: a listed move
  // of a 10^6-coin row costs a copy, not a pass over every coin.
  std::string s = "coins(" + rule().notation() + ") ";
  const std::size_t start = s.size();
  s += base_->letters;
  const std::size_t n = base_->letters.size();
  for (std::size_t t = 0; t < toggles_.size(); t += 2) {
    const auto from = static_cast<std::size_t>(toggles_[t]);
    const std::size_t to = t + 1 < toggles_.size() ? static_cast<std::size_t>(toggles_[t + 1]) : n;
    for (std::size_t i = from; i < to && i < n; ++i) s[start + i] = s[start + i] == 'H' ? 'T' : 'H';
  }
  return s;
}

Value CoinsGame::value() const {
  // Coin-turning theorem: turning coins changes the value by their SG values.
  Nimber x = base_->value;
  for (std::size_t t = 0; t + 1 < toggles_.size(); t += 2)
    for (std::uint64_t p = toggles_[t] + 1; p <= toggles_[t + 1]; ++p) x ^= values_->at(p);
  return Value::finite(x);
}

Move CoinsGame::turn(std::span<const CoinInterval> set) const {
  std::vector<std::uint64_t> bounds;
  std::uint64_t count = 0;
  for (const CoinInterval& c : set) {
    bounds.push_back(c.first - 1);
    bounds.push_back(c.last);
    count += c.last - c.first + 1;
  }
  std::sort(bounds.begin(), bounds.end());
  std::vector<std::uint64_t> unique_bounds;  // adjacent intervals share a boundary: it cancels
  for (std::uint64_t b : bounds)
    if (!unique_bounds.empty() && unique_bounds.back() == b) unique_bounds.pop_back();
    else unique_bounds.push_back(b);
  std::vector<std::uint64_t> next;
  std::set_symmetric_difference(toggles_.begin(), toggles_.end(), unique_bounds.begin(), unique_bounds.end(),
                                std::back_inserter(next));
  // Coins are named in the rule's own numbering (Mock Turtles from 0), the
  // one its values, its parts and the page's row use.
  const auto number = [&](std::uint64_t p) { return p - 1 + rule().first_number(); };
  Text label;
  if (set.size() == 1 && count >= 3) {
    label = Text{Msg::move_turn_run, {{"first", number(set[0].first)}, {"last", number(set[0].last)}}};
  } else {
    std::vector<std::string> coins;
    for (const CoinInterval& c : set)
      for (std::uint64_t p = c.first; p <= c.last; ++p) coins.push_back(std::to_string(number(p)));
    label = Text{Msg::move_turn_coins, {{"coins", std::move(coins)}}};
  }
  MoveAction action;
  action.kind = ActionKind::turn;
  for (const CoinInterval& c : set) {
    if (!action.runs.empty() && action.runs.back() + 2 == c.first) action.runs.back() = c.last - 1;
    else action.runs.insert(action.runs.end(), {c.first - 1, c.last - 1});
  }
  return Move{std::move(label), std::make_unique<CoinsGame>(values_, base_, std::move(next)), std::move(action)};
}

ComponentShape CoinsGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::coins;
  s.bytes = coins();
  s.first_index = static_cast<std::uint8_t>(rule().first_number());
  return s;
}

// Checks the coins against the rule's flip sets directly: a 10^6-coin row
// of Mock Turtles has ~10^17 of them, too many to look the move up in.
Result<std::unique_ptr<Component>> CoinsGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::turn) return error_of(Msg::coins_move_kind);
  const std::uint64_t n = base_->coins.size();
  if (a.runs.empty() || a.runs.size() % 2) return error_of(Msg::coins_no_coins);
  std::vector<CoinInterval> set;
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < a.runs.size(); i += 2) {
    const std::uint64_t first = a.runs[i], last = a.runs[i + 1];
    if (first > last || last >= n || (!set.empty() && first <= set.back().last))
      return error_of(Text{Msg::coins_positions, {{"last", n - 1}}});
    set.push_back({first + 1, last + 1});
    count += last - first + 1;
  }
  const std::uint64_t r = set.back().last;
  bool head = false;
  for_each_head([&](std::uint64_t p) { return !(head = p == r) && p < r; });
  if (!head) return error_of(Text{Msg::coins_rightmost_heads, {{"coin", r - 1 + rule().first_number()}}});
  const CoinRule& rule = this->rule();
  bool ok = false;
  switch (rule.shape()) {
    case CoinRule::Shape::consecutive:
      ok = set.size() == 1 && count <= rule.k() && (!rule.exact() || count == rule.k());
      break;
    case CoinRule::Shape::near:
      ok = (count == 1 && r <= rule.k()) ||
           (count == 2 && set.front().first + rule.k() >= r);
      break;
    case CoinRule::Shape::anywhere:
      ok = count - 1 <= rule.max_others() && (!rule.exact() || count - 1 == rule.max_others());
      break;
  }
  if (!ok) return error_of(Text{Msg::coins_set_not_allowed, {{"rule", rule.notation()}}});
  return std::move(turn(set).to);
}

std::vector<Move> CoinsGame::moves() const {
  std::vector<Move> out;
  for_each_head([&](std::uint64_t r) {
    return rule().for_each_flip_set(r, [&](std::span<const CoinInterval> set) {
      out.push_back(turn(set));
      return true;
    });
  });
  return out;
}

std::uint64_t CoinsGame::option_bound() const {
  std::uint64_t total = 0;
  for_each_head([&](std::uint64_t r) {
    const std::uint64_t c = rule().flip_set_count(r);
    total = c > UINT64_MAX - total ? UINT64_MAX : total + c;
    return total != UINT64_MAX;
  });
  return total;
}

std::vector<Move> CoinsGame::moves_to(Nimber target) const {
  const Nimber d = value().nimber ^ target;
  std::vector<Move> out;
  for_each_head([&](std::uint64_t r) {
    return values_->flip_sets_with_xor(r, d, [&](std::span<const CoinInterval> set) {
      out.push_back(turn(set));
      return out.size() < limits::max_listed_moves;
    });
  });
  return out;
}

std::vector<Part> CoinsGame::parts() const {
  std::size_t heads = 0;
  for_each_head([&](std::uint64_t) { return ++heads, true; });
  std::vector<Part> out(heads);
  std::size_t k = 0;
  for_each_head([&](std::uint64_t p) {
    out[k].label = PartLabel(Msg::part_head, p - 1 + rule().first_number());
    out[k++].value.nimber = values_->at(p);
    return true;
  });
  return out;
}

Text CoinsGame::theory() const {
  return Text{Msg::theory_coin_turning, {{"rule", rule().theory()}}};
}

Theorem CoinsGame::theorem() const { return rule().theorem(); }

Result<std::unique_ptr<Component>> parse_coins(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::coins_needs_rule);
  SG_TRY(rule, CoinRule::parse(*syn.rule));
  if (syn.args.empty())
    return error_at(syn.rest.column, Text{Msg::coins_missing_row, {{"rule", rule.notation()}}});
  if (syn.args.size() > 1)
    return error_at(syn.args[1].column, Text{Msg::coins_one_word, {{"found", excerpt(syn.args[1].text)}}});
  const Token& row = syn.args[0];
  if (row.text.size() > kMaxCoins)
    return error_at(row.column, Text{Msg::coins_too_many, {{"coins", row.text.size()}, {"limit", kMaxCoins}}});
  auto base = std::make_shared<CoinsGame::BaseRow>();
  base->coins.resize(row.text.size());
  base->letters.resize(row.text.size());
  // One table lookup a letter (a row of 10^6 coins is parsed per keystroke;
  // ten comparisons a letter cost WebAssembly 1.5x the native time).
  static constexpr auto face = [] {
    std::array<std::uint8_t, 256> t{};
    t.fill(2);  // not a coin
    for (unsigned char c : {'H', 'h', 'U', 'u', '1'}) t[c] = 1;
    for (unsigned char c : {'T', 't', 'D', 'd', '0'}) t[c] = 0;
    return t;
  }();
  std::uint8_t* coins = base->coins.data();
  char* letters = base->letters.data();
  for (std::size_t i = 0; i < row.text.size(); ++i) {
    const std::uint8_t f = face[static_cast<unsigned char>(row.text[i])];
    if (f < 2) {
      coins[i] = f, letters[i] = f ? 'H' : 'T';
    } else {
      // Quote the whole character, not the first byte of its UTF-8 form.
      std::size_t n = 1;
      while (i + n < row.text.size() && (static_cast<unsigned char>(row.text[i + n]) & 0xC0) == 0x80) ++n;
      return error_at(row.column + static_cast<std::uint32_t>(i),
                      Text{Msg::coins_bad_letter, {{"coin", excerpt(row.text.substr(i, n))}}});
    }
  }
  SG_TRY(values, CoinValues::make(rule, row.text.size(), row.column));
  for (std::size_t i = 0; i < base->coins.size(); ++i)
    if (base->coins[i]) base->value ^= values->at(i + 1);
  return std::unique_ptr<Component>(
      std::make_unique<CoinsGame>(std::move(values), std::shared_ptr<const CoinsGame::BaseRow>(std::move(base))));
}

}  // namespace sg
