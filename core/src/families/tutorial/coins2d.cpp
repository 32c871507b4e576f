#include "families/tutorial/coins2d.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>

#include "notation/text_scan.hpp"
#include "sg/limits.hpp"
#include "sg/nim_product.hpp"

namespace sg {

namespace {

using Set = std::vector<CoinInterval>;

// Position p (1-based) in the rule's own numbering (Mock Turtles counts from 0).
std::string number(const CoinRule& rule, std::uint64_t p) { return std::to_string(p - 1 + rule.first_number()); }

// "row 3", "rows 1, 3", "rows 2 to 7", in the rule's numbering.
Text describe(std::span<const CoinInterval> set, const CoinRule& rule, bool rows) {
  std::uint64_t count = 0;
  for (const CoinInterval& c : set) count += c.last - c.first + 1;
  if (count == 1) return Text{rows ? Msg::coins2d_row : Msg::coins2d_column, {{"n", number(rule, set[0].first)}}};
  if (set.size() == 1 && count >= 3)
    return Text{rows ? Msg::coins2d_rows_range : Msg::coins2d_columns_range,
                {{"from", number(rule, set[0].first)}, {"to", number(rule, set[0].last)}}};
  std::vector<std::string> list;
  for (const CoinInterval& c : set)
    for (std::uint64_t p = c.first; p <= c.last; ++p) list.push_back(number(rule, p));
  return Text{rows ? Msg::coins2d_rows_list : Msg::coins2d_columns_list, {{"list", std::move(list)}}};
}

void append_runs(std::vector<std::uint64_t>& runs, std::span<const CoinInterval> set) {
  for (const CoinInterval& c : set) {
    if (!runs.empty() && runs.back() + 2 == c.first) runs.back() = c.last - 1;
    else runs.insert(runs.end(), {c.first - 1, c.last - 1});
  }
}

// The flip sets of one rule, as values: per position p (1-based), which
// XORs of SG over a flip set with rightmost coin p exist (computed on first
// use), and every set with a given XOR.
class Side {
 public:
  explicit Side(const CoinValues& values) : values_(values) {
    Nimber most = 0;
    for (std::uint64_t p = 1; p <= values.size(); ++p) most |= values.at(p);
    bits_ = static_cast<unsigned>(std::bit_width(most));
  }
  unsigned bits() const { return bits_; }

  const std::vector<Nimber>& reachable(std::uint64_t p) {
    auto [it, fresh] = reach_.try_emplace(p);
    if (fresh)
      for (Nimber w = 0; w < (Nimber{1} << bits_); ++w)
        if (!values_.flip_sets_with_xor(p, w, [](std::span<const CoinInterval>) { return false; }))
          it->second.push_back(w);
    return it->second;
  }

  std::vector<Set> sets_with_xor(std::uint64_t p, Nimber w) const {
    std::vector<Set> out;
    values_.flip_sets_with_xor(p, w, [&](std::span<const CoinInterval> s) {
      out.emplace_back(s.begin(), s.end());
      return true;
    });
    return out;
  }

  std::vector<Set> every_set(std::uint64_t p) const {
    std::vector<Set> out;
    values_.rule().for_each_flip_set(p, [&](std::span<const CoinInterval> s) {
      out.emplace_back(s.begin(), s.end());
      return true;
    });
    return out;
  }

 private:
  const CoinValues& values_;
  unsigned bits_ = 0;
  std::map<std::uint64_t, std::vector<Nimber>> reach_;
};

}  // namespace

std::string Coins2dGame::notation() const {
  std::string s = "coins2d(" + rules_->rows->rule().notation() + '*' + rules_->cols->rule().notation() + ") ";
  for (std::uint64_t x = 0; x < rows_; ++x) {
    if (x) s += '/';
    for (std::uint64_t y = 0; y < cols_; ++y) s += heads_[static_cast<std::size_t>(x * cols_ + y)] ? 'H' : 'T';
  }
  return s;
}

Value Coins2dGame::value() const {
  // Tartan theorem, summed over the heads (coin-turning theorem).
  Nimber v = 0;
  for (std::uint64_t x = 1; x <= rows_; ++x)
    for (std::uint64_t y = 1; y <= cols_; ++y)
      if (head(x, y)) v ^= nim_product(rules_->rows->at(x), rules_->cols->at(y));
  return Value::finite(v);
}

Move Coins2dGame::turn(std::span<const CoinInterval> a, std::span<const CoinInterval> b) const {
  auto next = heads_;
  for (const CoinInterval& r : a)
    for (std::uint64_t x = r.first; x <= r.last; ++x)
      for (const CoinInterval& c : b)
        for (std::uint64_t y = c.first; y <= c.last; ++y) next[static_cast<std::size_t>((x - 1) * cols_ + (y - 1))] ^= 1;
  Text label{Msg::move_coins2d_turn,
             {{"rows", describe(a, rules_->rows->rule(), true)}, {"columns", describe(b, rules_->cols->rule(), false)}}};
  MoveAction action;
  action.kind = ActionKind::turn_grid;
  std::vector<std::uint64_t> columns;  // apart: a row run must not absorb a column run
  append_runs(action.runs, a);
  append_runs(columns, b);
  action.at = action.runs.size();
  action.runs.insert(action.runs.end(), columns.begin(), columns.end());
  return Move{std::move(label), std::make_unique<Coins2dGame>(rules_, rows_, cols_, std::move(next)), std::move(action)};
}

std::vector<Move> Coins2dGame::moves() const {
  // Rules: for every head (x, y), every flip set of R1 deciding on x times
  // every flip set of R2 deciding on y.
  std::vector<Move> out;
  Side rows(*rules_->rows), cols(*rules_->cols);
  for (std::uint64_t x = 1; x <= rows_; ++x)
    for (std::uint64_t y = 1; y <= cols_; ++y) {
      if (!head(x, y)) continue;
      const auto as = rows.every_set(x), bs = cols.every_set(y);
      for (const Set& a : as)
        for (const Set& b : bs) out.push_back(turn(a, b));
    }
  return out;
}

std::uint64_t Coins2dGame::option_bound() const {
  std::uint64_t total = 0;
  for (std::uint64_t x = 1; x <= rows_; ++x)
    for (std::uint64_t y = 1; y <= cols_; ++y) {
      if (!head(x, y)) continue;
      const std::uint64_t a = rules_->rows->rule().flip_set_count(x), b = rules_->cols->rule().flip_set_count(y);
      const std::uint64_t ab = a && b > UINT64_MAX / a ? UINT64_MAX : a * b;
      total = ab > UINT64_MAX - total ? UINT64_MAX : total + ab;
    }
  return total;
}

std::vector<Move> Coins2dGame::list_to(Nimber target, bool& complete) const {
  // A move worth t turns A x B with u ⊗ v = d = SG ^ t (u, v the XORs of A
  // and B). Per head, try every u the side with fewer value bits can reach,
  // then v = d ⊗ u^-1 on the other side (every v when u = 0 = d).
  complete = true;
  std::vector<Move> out;
  const Nimber d = value().nimber ^ target;
  Side rows(*rules_->rows), cols(*rules_->cols);
  const bool by_rows = rows.bits() <= cols.bits();
  Side& mine = by_rows ? rows : cols;
  Side& other = by_rows ? cols : rows;
  const std::uint64_t most = limits::listed_moves_within(heads_.size() + notation().size() + 64);
  for (std::uint64_t x = 1; x <= rows_; ++x)
    for (std::uint64_t y = 1; y <= cols_; ++y) {
      if (!head(x, y)) continue;
      const std::uint64_t p = by_rows ? x : y, q = by_rows ? y : x;
      for (Nimber w : mine.reachable(p)) {
        if (w == 0 && d != 0) continue;
        std::vector<Set> theirs;
        if (w == 0) theirs = other.every_set(q);
        else theirs = other.sets_with_xor(q, nim_product(d, nim_inverse(w)));
        if (theirs.empty()) continue;
        for (const Set& s : mine.sets_with_xor(p, w))
          for (const Set& t : theirs) {
            if (out.size() >= most) {
              complete = false;
              return out;
            }
            out.push_back(by_rows ? turn(s, t) : turn(t, s));
          }
      }
    }
  return out;
}

std::vector<Move> Coins2dGame::moves_to(Nimber target) const {
  bool complete = true;
  auto out = list_to(target, complete);
  listed_ = std::make_pair(target, complete);
  return out;
}

bool Coins2dGame::lists_every_move_to(Nimber target) const {
  if (listed_ && listed_->first == target) return listed_->second;  // the listing just made
  bool complete = true;
  (void)list_to(target, complete);
  return complete;
}

std::vector<Part> Coins2dGame::parts() const {
  std::vector<Part> out;
  for (std::uint64_t x = 1; x <= rows_; ++x)
    for (std::uint64_t y = 1; y <= cols_; ++y)
      if (head(x, y)) {
        Part p;
        p.label = PartLabel(Msg::part_head_cell, 0,
                            "(" + number(rules_->rows->rule(), x) + ", " + number(rules_->cols->rule(), y) + ")");
        p.value.nimber = nim_product(rules_->rows->at(x), rules_->cols->at(y));
        out.push_back(std::move(p));
      }
  return out;
}

Text Coins2dGame::theory() const {
  return Text{Msg::theory_coins2d, {{"rows", rules_->rows->rule().theory()}, {"columns", rules_->cols->rule().theory()}}};
}

ComponentShape Coins2dGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::grid;
  s.numbers = {rows_, cols_, rules_->rows->rule().first_number(), rules_->cols->rule().first_number()};
  s.bytes = heads_;
  return s;
}

Result<std::unique_ptr<Component>> Coins2dGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::turn_grid)
    return error_of(Msg::coins2d_apply_kind);
  if (a.at > a.runs.size() || a.at % 2 || a.runs.size() % 2)
    return error_of(Msg::coins2d_apply_runs);
  auto sets = [&](std::size_t from, std::size_t to, std::uint64_t size, bool rows) -> Result<Set> {
    Set set;
    for (std::size_t i = from; i < to; i += 2) {
      const std::uint64_t first = a.runs[i], last = a.runs[i + 1];
      if (first > last || last >= size || (!set.empty() && first <= set.back().last))
        return error_of(Text{rows ? Msg::coins2d_apply_rows_order : Msg::coins2d_apply_columns_order, {{"last", size - 1}}});
      set.push_back({first + 1, last + 1});
    }
    if (set.empty()) return error_of(rows ? Msg::coins2d_apply_no_rows : Msg::coins2d_apply_no_columns);
    return set;
  };
  SG_TRY(rows, sets(0, static_cast<std::size_t>(a.at), rows_, true));
  SG_TRY(cols, sets(static_cast<std::size_t>(a.at), a.runs.size(), cols_, false));
  const std::uint64_t x = rows.back().last, y = cols.back().last;
  if (!head(x, y))
    return error_of(Text{Msg::coins2d_apply_deciding,
                         {{"row", number(rules_->rows->rule(), x)}, {"column", number(rules_->cols->rule(), y)}}});
  if (!rules_->rows->rule().allows(rows))
    return error_of(Text{Msg::coins2d_apply_rows_rule, {{"rule", rules_->rows->rule().notation()}}});
  if (!rules_->cols->rule().allows(cols))
    return error_of(Text{Msg::coins2d_apply_columns_rule, {{"rule", rules_->cols->rule().notation()}}});
  return std::move(turn(rows, cols).to);
}

Result<std::unique_ptr<Component>> parse_coins2d(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::coins2d_needs_rules);
  const Token& rule = *syn.rule;
  const std::size_t star = rule.text.find('*');
  if (star == std::string_view::npos)
    return error_at(rule.column, Msg::coins2d_needs_star);
  if (rule.text.find('*', star + 1) != std::string_view::npos)
    return error_at(rule.column + static_cast<std::uint32_t>(rule.text.find('*', star + 1)),
                    Msg::coins2d_second_star);
  const Token first{rule.text.substr(0, star), rule.column};
  const Token second{rule.text.substr(star + 1), rule.column + static_cast<std::uint32_t>(star + 1)};
  SG_TRY(rule1, CoinRule::parse(first));
  SG_TRY(rule2, CoinRule::parse(second));
  if (syn.args.empty())
    return error_at(syn.rest.column, Msg::coins2d_missing_grid);
  if (syn.args.size() > 1)
    return error_at(syn.args[1].column, Text{Msg::coins2d_one_word, {{"found", excerpt(syn.args[1].text)}}});
  const Token& grid = syn.args[0];
  if (grid.text.size() > 2 * kMaxGridCoins)
    return error_at(grid.column, Text{Msg::coins2d_grid_too_long, {{"limit", kMaxGridCoins}}});
  std::uint64_t rows = 1, cols = 0, in_row = 0;
  std::vector<std::uint8_t> heads;
  static constexpr auto face = [] {
    std::array<std::uint8_t, 256> t{};
    t.fill(2);
    for (unsigned char c : {'H', 'h', 'U', 'u', '1'}) t[c] = 1;
    for (unsigned char c : {'T', 't', 'D', 'd', '0'}) t[c] = 0;
    return t;
  }();
  for (std::size_t i = 0; i <= grid.text.size(); ++i) {
    const auto column = grid.column + static_cast<std::uint32_t>(i);
    if (i == grid.text.size() || grid.text[i] == '/') {
      if (in_row == 0) return error_at(column, Text{Msg::coins2d_empty_row, {{"row", rows}}});
      if (rows == 1) cols = in_row;
      else if (in_row != cols)
        return error_at(column, Text{Msg::coins2d_row_length, {{"row", rows}, {"coins", in_row}, {"columns", cols}}});
      if (i < grid.text.size()) ++rows, in_row = 0;
      continue;
    }
    const std::uint8_t f = face[static_cast<unsigned char>(grid.text[i])];
    if (f > 1) {
      std::size_t n = 1;
      while (i + n < grid.text.size() && (static_cast<unsigned char>(grid.text[i + n]) & 0xC0) == 0x80) ++n;
      return error_at(column, Text{Msg::coins2d_bad_coin, {{"coin", excerpt(grid.text.substr(i, n))}}});
    }
    heads.push_back(f);
    ++in_row;
  }
  if (heads.size() > kMaxGridCoins)
    return error_at(grid.column, Text{Msg::coins2d_too_many_coins, {{"coins", heads.size()}, {"limit", kMaxGridCoins}}});
  SG_TRY(values1, CoinValues::make(rule1, rows, first.column));
  SG_TRY(values2, CoinValues::make(rule2, cols, second.column));
  auto rules = std::make_shared<Coins2dGame::Rules>(Coins2dGame::Rules{std::move(values1), std::move(values2)});
  return std::unique_ptr<Component>(std::make_unique<Coins2dGame>(std::move(rules), rows, cols, std::move(heads)));
}

}  // namespace sg
