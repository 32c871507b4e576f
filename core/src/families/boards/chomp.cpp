#include "families/boards/chomp.hpp"

#include "families/boards/moves_of_value.hpp"
#include "families/boards/board_limits.hpp"
#include "families/boards/component_search.hpp"
#include "notation/text_scan.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

struct ChompSolved {
  std::optional<Nimber> value;
  std::optional<Error> error;  // why there is no value
  bool cancelled = false;      // the caller stopped the search: no answer at all
};

namespace {

using Rows = std::vector<std::uint32_t>;

// A row with a column below the poison: rows (a, 1, 1, ..., 1).
bool is_l(const Rows& rows) {
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i] != 1) return false;
  return true;
}
bool is_rectangle(const Rows& rows) { return rows.back() == rows.front(); }
bool is_square(const Rows& rows) { return is_rectangle(rows) && rows.size() == rows.front() && rows.size() >= 2; }
bool is_two_rows(const Rows& rows) { return rows.size() == 2 && rows[1] >= 2; }

// Two-heap Nim: the arms beyond the poison.
Nimber l_value(const Rows& rows) { return (rows[0] - Nimber{1}) ^ (rows.size() - Nimber{1}); }

std::uint64_t cells_of(const Rows& rows) {
  std::uint64_t n = 0;
  for (std::uint32_t r : rows) n += r;
  return n;
}

void append_varint(std::uint64_t x, std::string& out) {
  for (; x >= 0x80; x >>= 7) out += static_cast<char>((x & 0x7F) | 0x80);
  out += static_cast<char>(x);
}

// The game the component search runs (component_search.hpp): one piece,
// the whole diagram.
struct ChompSearchGame {
  using Piece = Rows;

  std::optional<Nimber> closed_form(const Piece& p) const {
    if (is_l(p)) return l_value(p);
    return std::nullopt;
  }
  // 'C', then the row lengths of the diagram or of its transpose, whichever
  // has fewer rows (the shorter key), the lesser bytes on a tie.
  void key(const Piece& p, std::string& out) const {
    out += 'C';
    const std::size_t mine = p.size(), theirs = p[0], at = out.size();
    if (mine <= theirs)
      for (std::uint32_t r : p) append_varint(r, out);
    if (theirs <= mine) {
      // The transpose's rows, written after the diagram's on a tie; the
      // lesser of the two stays.
      const std::size_t second = out.size();
      std::size_t i = p.size();
      for (std::uint32_t c = 0; c < p[0]; ++c) {
        while (i > 0 && p[i - 1] <= c) --i;
        append_varint(i, out);
      }
      if (second > at) {
        const std::string_view a(out.data() + at, second - at), b(out.data() + second, out.size() - second);
        if (b < a) {
          scratch_.assign(b);
          out.resize(at);
          out += scratch_;
        } else {
          out.resize(second);
        }
      }
    }
  }
  mutable std::string scratch_;  // the transpose's rows, when they win a tie
  std::uint32_t option_count(const Piece& p) const { return static_cast<std::uint32_t>(cells_of(p) - 1); }
  std::uint32_t depth_bound(const Piece& p) const { return option_count(p); }
  template <class F>
  void each_option(const Piece& p, std::vector<Piece>& left, F f) const {
    left.resize(1);
    Piece& q = left[0];
    for (std::size_t i = 0; i < p.size(); ++i)
      for (std::uint32_t j = i == 0 ? 1 : 0; j < p[i]; ++j) {
        q.assign(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));
        if (j > 0)
          for (std::size_t k = i; k < p.size(); ++k) q.push_back(p[k] < j ? p[k] : j);
        if (!f()) return;
      }
  }
};

}  // namespace

std::uint64_t chomp_diagrams_below(const std::vector<std::uint32_t>& rows, std::uint64_t cap) {
  const auto add = [cap](std::uint64_t a, std::uint64_t b) { return a + b > cap ? cap + 1 : a + b; };
  // dp[x]: the sub-diagrams of the rows so far whose last row has length x.
  std::vector<std::uint64_t> dp(rows[0] + std::size_t{1}, 1);
  dp[0] = 0;  // the poison stays
  std::uint64_t total = rows[0];
  if (total > cap) return cap + 1;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    for (std::size_t x = dp.size() - 1; x-- > 0;) dp[x] = add(dp[x], dp[x + 1]);  // suffix sums
    dp.resize(rows[i] + std::size_t{1});
    total = 0;
    for (std::uint64_t d : dp) total = add(total, d);
    if (total > cap) return cap + 1;
  }
  return total;
}

const ChompSolved& ChompGame::solved() const {
  if (solved_) return *solved_;
  auto s = std::make_shared<ChompSolved>();
  if (is_l(rows_)) {
    s->value = l_value(rows_);
  } else if (const std::uint64_t n = chomp_diagrams_below(rows_, board_limits::max_chomp_diagrams);
             n > board_limits::max_chomp_diagrams) {
    s->error = too_large(Text{Msg::chomp_too_large, {{"position", notation()}, {"limit", board_limits::max_chomp_diagrams}}},
                         "maxChompDiagrams");
  } else {
    auto v = search_values(ChompSearchGame{}, std::vector<Rows>{rows_}, notation(), n);
    if (v.ok()) s->value = (*v)[0];
    else s->error = v.error(), s->cancelled = search_cancelled();
  }
  solved_ = std::move(s);
  return *solved_;
}

std::string ChompGame::notation() const {
  if (is_rectangle(rows_)) return "chomp " + std::to_string(rows_.size()) + "x" + std::to_string(rows_[0]);
  std::string s = "chomp(";
  for (std::size_t i = 0; i < rows_.size(); ++i) s += (i ? "," : "") + std::to_string(rows_[i]);
  return s + ')';
}

bool ChompGame::has_value() const { return solved().value.has_value(); }

std::optional<Error> ChompGame::out_of_reach() const {
  if (solved().cancelled) return solved().error;
  if (has_value() || known_winning_moves() || is_rectangle(rows_)) return std::nullopt;
  return solved().error;
}

Value ChompGame::value() const { return Value::finite(solved().value.value_or(0)); }

Move ChompGame::bite(std::uint32_t row, std::uint32_t column) const {
  Rows next(rows_.begin(), rows_.begin() + row);
  if (column > 0)
    for (std::size_t k = row; k < rows_.size(); ++k) next.push_back(rows_[k] < column ? rows_[k] : column);
  return Move{Text{Msg::move_chomp_bite, {{"row", row + 1}, {"column", column + 1}}}, std::make_unique<ChompGame>(std::move(next)),
              MoveAction::simple(ActionKind::bite, row, column)};
}

std::vector<Move> ChompGame::moves() const {
  std::vector<Move> out;
  for (std::uint32_t i = 0; i < rows_.size(); ++i)
    for (std::uint32_t j = i == 0 ? 1 : 0; j < rows_[i]; ++j) out.push_back(bite(i, j));
  return out;
}

std::uint64_t ChompGame::option_bound() const { return cells_of(rows_) - 1; }

std::optional<std::vector<Move>> ChompGame::known_winning_moves() const {
  std::vector<Move> out;
  if (is_l(rows_)) {
    // Nim on the arms x = a-1 and y = b-1: level the longer one.
    const std::uint32_t x = rows_[0] - 1, y = static_cast<std::uint32_t>(rows_.size() - 1);
    if (y < x) out.push_back(bite(0, y + 1));
    if (x < y) out.push_back(bite(x + 1, 0));
  } else if (is_two_rows(rows_)) {
    // (a, b) is P iff a = b + 1.
    const std::uint32_t a = rows_[0], b = rows_[1];
    if (a > b + 1) out.push_back(bite(0, b + 1));
    if (a == b) out.push_back(bite(1, b - 1));
  } else if (is_square(rows_)) {
    out.push_back(bite(1, 1));
  } else {
    return std::nullopt;
  }
  return out;
}

std::vector<Move> ChompGame::moves_to(Nimber target) const {
  listed_every_ = true;
  if (is_l(rows_)) {
    const Nimber x = rows_[0] - Nimber{1}, y = rows_.size() - Nimber{1};
    std::vector<Move> out;
    if ((target ^ y) < x) out.push_back(bite(0, static_cast<std::uint32_t>((target ^ y) + 1)));
    if ((target ^ x) < y) out.push_back(bite(static_cast<std::uint32_t>((target ^ x) + 1), 0));
    return out;
  }
  if (target == 0)
    if (auto known = known_winning_moves()) return std::move(*known);
  return moves_of_value(moves(), target, listed_every_);
}

bool ChompGame::lists_every_move_to(Nimber target) const {
  if (is_l(rows_) || (target == 0 && (is_two_rows(rows_) || is_square(rows_)))) return true;
  return has_value() && listed_every_;
}

Outcome ChompGame::outcome() const {
  if (has_value()) return outcome_of(value());
  if (auto known = known_winning_moves()) return known->empty() ? Outcome::P : Outcome::N;
  return Outcome::N;  // a rectangle (out_of_reach() rules out the rest)
}

std::vector<Move> ChompGame::winning_moves() const {
  if (auto known = known_winning_moves()) return std::move(*known);
  return has_value() ? moves_to(0) : std::vector<Move>{};
}

Text ChompGame::theory() const {
  if (is_l(rows_))
    return Msg::theory_chomp_l;
  std::vector<Text> s;
  if (is_two_rows(rows_)) s.emplace_back(Msg::theory_chomp_two_rows);
  else if (is_square(rows_)) s.emplace_back(Msg::theory_chomp_square);
  else if (is_rectangle(rows_)) s.emplace_back(Msg::theory_chomp_rectangle);
  if (has_value()) s.emplace_back(Msg::theory_chomp_search);
  else if (is_rectangle(rows_) && !is_square(rows_)) s.emplace_back(Msg::theory_chomp_beyond);
  if (s.size() == 1) return s[0];
  return Text{Msg::clauses, {{"clauses", std::move(s)}}};
}

std::unique_ptr<Component> ChompGame::clone() const {
  auto c = std::make_unique<ChompGame>(rows_);
  c->solved_ = solved_;
  return c;
}

ComponentShape ChompGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::diagram;
  s.numbers.assign(rows_.begin(), rows_.end());
  return s;
}

Result<std::unique_ptr<Component>> ChompGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::bite) return error_of(Msg::chomp_apply_kind);
  if (a.at >= rows_.size()) return error_of(Text{Msg::chomp_apply_row, {{"row", a.at + 1}, {"rows", rows_.size()}}});
  if (a.amount >= rows_[a.at])
    return error_of(Text{Msg::chomp_apply_cell, {{"row", a.at + 1}, {"cell", a.amount + 1}, {"cells", rows_[a.at]}}});
  if (a.at == 0 && a.amount == 0) return error_of(Msg::chomp_apply_poison);
  return std::unique_ptr<Component>(bite(static_cast<std::uint32_t>(a.at), static_cast<std::uint32_t>(a.amount)).to);
}

namespace {

Text side_error(Msg what) { return Text{what, {{"limit", board_limits::max_chomp_side}}}; }

}  // namespace

Result<std::unique_ptr<Component>> parse_chomp(const ComponentSyntax& syn) {
  Rows rows;
  if (syn.rule) {
    if (!syn.args.empty())
      return error_at(syn.args[0].column, Msg::chomp_rule_then_args);
    for (const Token& item : split_list(*syn.rule)) {
      if (item.text.empty()) return error_at(item.column, Msg::chomp_empty_row);
      if (rows.size() >= board_limits::max_chomp_side) return error_at(item.column, side_error(Msg::chomp_side_rows));
      SG_TRY(n, parse_count(item, Msg::what_row_length));
      if (n == 0 || n > board_limits::max_chomp_side) return error_at(item.column, side_error(Msg::chomp_side_row_length));
      if (!rows.empty() && n > rows.back())
        return error_at(item.column, Text{Msg::chomp_row_grows, {{"row", rows.size() + 1}, {"cells", n}, {"above", rows.back()}}});
      rows.push_back(static_cast<std::uint32_t>(n));
    }
  } else {
    if (syn.args.size() != 1)
      return error_at(syn.args.empty() ? syn.family.column : syn.args[1].column,
                      syn.args.empty() ? Msg::chomp_needs_board : Msg::chomp_one_board);
    const Token& t = syn.args[0];
    const std::size_t x = t.text.find_first_of("xX");
    if (x == std::string_view::npos)
      return error_at(t.column, Text{Msg::chomp_bad_size, {{"found", excerpt(t.text)}}});
    SG_TRY(r, parse_count(Token{t.text.substr(0, x), t.column}, Msg::what_number_of_rows));
    SG_TRY(c, parse_count(Token{t.text.substr(x + 1), t.column + static_cast<std::uint32_t>(x + 1)}, Msg::what_number_of_columns));
    if (r == 0 || r > board_limits::max_chomp_side) return error_at(t.column, side_error(Msg::chomp_side_rows));
    if (c == 0 || c > board_limits::max_chomp_side)
      return error_at(t.column + static_cast<std::uint32_t>(x + 1), side_error(Msg::chomp_side_columns));
    rows.assign(static_cast<std::size_t>(r), static_cast<std::uint32_t>(c));
  }
  return std::unique_ptr<Component>(std::make_unique<ChompGame>(std::move(rows)));
}

}  // namespace sg
