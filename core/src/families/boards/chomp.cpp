#include "families/boards/chomp.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

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

// Sun's formula for two-row Chomp (X. Sun, "The Sprague-Grundy function
// for Chomp"): a >= 1 cells on top, b <= a below (b = 0: one row, b = 1:
// an L, where it agrees with two-heap Nim):
//   a - b even:  a + floor((b - 1) / 2)
//   a - b odd:   min(3s, a - floor((b + 3) / 2)),  s = (a - b - 1) / 2
// so (a, b) is P exactly when a = b + 1. Checked against the rules on every
// two-row diagram of up to 150 columns (tests/core/boards/test_chomp.cpp).
Nimber two_row_value(std::uint64_t a, std::uint64_t b) {
  if ((a - b) % 2 == 0) return b == 0 ? a - 1 : a + (b - 1) / 2;
  const std::uint64_t s = (a - b - 1) / 2;
  return std::min<std::uint64_t>(3 * s, a - (b + 3) / 2);
}

// Two rows, or two columns (the transpose: every row of at most 2 cells).
std::optional<Nimber> two_line_value(const Rows& rows) {
  if (rows.size() <= 2) return two_row_value(rows[0], rows.size() == 2 ? rows[1] : 0);
  if (rows[0] > 2) return std::nullopt;
  std::uint64_t twos = 0;
  for (std::uint32_t r : rows) twos += r == 2;
  return two_row_value(rows.size(), twos);
}

std::uint64_t cells_of(const Rows& rows) {
  std::uint64_t n = 0;
  for (std::uint32_t r : rows) n += r;
  return n;
}

// A diagram of r rows and c columns with r + c <= 64, as its boundary: the
// lattice path from the top-right corner to the bottom-left, one bit a
// step from the highest set bit down, 1 down (a row ends) and 0 left.
//
//   chomp(3,1):  # # #     down, left, left, down, left  ->  0b10010
//                #
//
// The first step is down and the last left, so the highest set bit marks
// the start. A bite sorts a stretch of the path (bite_path), and the
// transpose is the path reversed with its steps swapped (transpose_path):
// both a few word operations, where a list of rows costs a loop.
using Path = std::uint64_t;

constexpr std::uint32_t kPathSteps = 64;

unsigned bit_length(Path p) { return 64 - static_cast<unsigned>(std::countl_zero(p)); }

// The path of `rows` (rows.size() + rows[0] <= kPathSteps).
Path path_of(const std::uint32_t* rows, std::size_t n) {
  Path p = 0;
  std::uint32_t column = rows[0];
  for (std::size_t k = 0; k < n; ++k) {
    p = (p << (column - rows[k])) << 1 | 1;
    column = rows[k];
  }
  return p << column;
}

Path reverse_bits(Path x) {
  x = (x >> 1 & 0x5555555555555555ULL) | (x & 0x5555555555555555ULL) << 1;
  x = (x >> 2 & 0x3333333333333333ULL) | (x & 0x3333333333333333ULL) << 2;
  x = (x >> 4 & 0x0F0F0F0F0F0F0F0FULL) | (x & 0x0F0F0F0F0F0F0F0FULL) << 4;
  x = (x >> 8 & 0x00FF00FF00FF00FFULL) | (x & 0x00FF00FF00FF00FFULL) << 8;
  x = (x >> 16 & 0x0000FFFF0000FFFFULL) | (x & 0x0000FFFF0000FFFFULL) << 16;
  return x >> 32 | x << 32;
}

// The transpose's path: the steps in reverse order, down and left swapped.
Path transpose_path(Path p) {
  const unsigned n = bit_length(p);  // >= 2: a down and a left at least
  const Path reversed = reverse_bits(p) >> (64 - n);
  return n == 64 ? ~reversed : reversed ^ ((Path{1} << n) - 1);
}

// The diagram after a bite at the cell of the row whose down step is bit u
// and the column whose left step is bit v (v < u): every step between them
// moves to the bite's corner, the lefts first. Leading lefts (columns
// emptied) fall off by themselves; trailing downs (rows emptied) are cut.
Path bite_path(Path p, unsigned u, unsigned v, unsigned downs) {
  const Path stretch = ((Path{2} << (u - v)) - 1) << v;  // bits v..u
  const Path q = (p & ~stretch) | (((Path{1} << downs) - 1) << v);
  return q >> std::countr_zero(~q);
}

// The key of a diagram of at most kPathSteps steps: 'P', then the lesser of
// its path and its transpose's (a diagram and its transpose are the same
// game), in as few bytes as it needs, lowest first.
void append_path_key(Path p, MemoKey& out) {
  const Path t = transpose_path(p);
  const Path k = t < p ? t : p;
  char* const bytes = out.room(9);
  bytes[0] = 'P';
  const unsigned n = (bit_length(k) + 7) / 8;
  for (unsigned i = 0; i < n; ++i) bytes[1 + i] = static_cast<char>(k >> (8 * i));
  out.commit(1 + n);
}

// Writes x as a varint at `out`; returns the end.
char* put_varint(std::uint64_t x, char* out) {
  for (; x >= 0x80; x >>= 7) *out++ = static_cast<char>((x & 0x7F) | 0x80);
  *out++ = static_cast<char>(x);
  return out;
}

// The key of any diagram: its path key when it has at most kPathSteps
// steps; otherwise 'C', then the row lengths (varints) of the diagram or of
// its transpose, whichever has fewer rows, the lesser bytes on a tie.
void append_diagram_key(const std::uint32_t* rows, std::size_t count, MemoKey& out) {
  const std::size_t mine = count, theirs = rows[0];
  if (mine + theirs <= kPathSteps) return append_path_key(path_of(rows, count), out);
  const std::size_t fewer = mine < theirs ? mine : theirs;
  char* const tag = out.room(1 + 2 * 5 * fewer);  // room for both orientations (a tie)
  *tag = 'C';
  char* const start = tag + 1;
  char* end = start;
  if (mine <= theirs)
    for (std::size_t k = 0; k < count; ++k) end = put_varint(rows[k], end);
  if (theirs <= mine) {
    // The transpose's rows are the diagram's column heights.
    char* const second = end;
    std::size_t i = count;
    for (std::uint32_t c = 0; c < rows[0]; ++c) {
      while (i > 0 && rows[i - 1] <= c) --i;
      end = put_varint(i, end);
    }
    if (second > start) {  // a tie: the lesser of the two stays
      const std::string_view a(start, static_cast<std::size_t>(second - start)),
          b(second, static_cast<std::size_t>(end - second));
      if (b < a) std::memmove(start, second, b.size());
      end = start + (b < a ? b.size() : a.size());
    }
  }
  out.commit(static_cast<std::size_t>(end - tag));
}

// The games the component search runs (component_search.hpp): one piece,
// the whole diagram. A diagram of at most kPathSteps steps is searched as a
// path; the rest as rows, keyed alike, so that the two share the memo.
struct ChompPathGame {
  using Piece = Path;

  // An L: 1 0^x 1^y 0, a row of x+1 cells on a column of y+1. Two rows:
  // the bottom row's cells are the lefts after the last down; two columns
  // are the transpose's two rows.
  std::optional<Nimber> closed_form(Path p) const {
    const Path q = p >> 1;
    const Path arm = q ^ (Path{1} << (bit_length(q) - 1));
    const unsigned rows = static_cast<unsigned>(std::popcount(p)), columns = bit_length(p) - rows;
    if (!(arm & (arm + 1))) return Nimber{columns - 1} ^ Nimber{rows - 1};
    if (rows == 2) return two_row_value(columns, static_cast<unsigned>(std::countr_zero(p)));
    if (columns == 2) return two_row_value(rows, static_cast<unsigned>(std::countr_zero(transpose_path(p))));
    return std::nullopt;
  }
  void key(Path p, MemoKey& out) const { append_path_key(p, out); }
  // A row's cells are the left steps after its down step.
  std::uint32_t option_count(Path p) const {
    std::uint32_t cells = 0, downs_below = 0;
    for (Path s = p; s; s &= s - 1, ++downs_below) cells += static_cast<std::uint32_t>(std::countr_zero(s)) - downs_below;
    return cells - 1;
  }
  std::uint32_t depth_bound(Path p) const { return option_count(p); }
  template <class F>
  void each_option(Path p, std::vector<Path>& left, F f) const {
    left.resize(1);
    const unsigned top = bit_length(p) - 1;
    for (Path rows = p; rows; rows &= rows - 1) {
      const unsigned u = static_cast<unsigned>(std::countr_zero(rows));
      unsigned downs = 1;  // the down steps in bits v..u
      for (unsigned v = u; v-- > 0;) {
        if (p >> v & 1) {
          ++downs;
        } else if (u != top || v != 0) {  // not the poison
          left[0] = bite_path(p, u, v, downs);
          if (!f()) return;
        }
      }
    }
  }
};

struct ChompRowsGame {
  using Piece = Rows;

  std::optional<Nimber> closed_form(const Piece& p) const {
    if (is_l(p)) return l_value(p);
    return two_line_value(p);
  }
  void key(const Piece& p, MemoKey& out) const { append_diagram_key(p.data(), p.size(), out); }
  std::uint32_t option_count(const Piece& p) const { return static_cast<std::uint32_t>(cells_of(p) - 1); }
  std::uint32_t depth_bound(const Piece& p) const { return option_count(p); }
  // The option's rows are written over one buffer: the bites of row i keep
  // rows 0..i-1 and cut the rest to the bite's column.
  template <class F>
  void each_option(const Piece& p, std::vector<Piece>& left, F f) const {
    left.resize(1);
    Piece& q = left[0];
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) {
        q.assign(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));  // the bite at column 0
        if (!f()) return;
      }
      q.assign(p.begin(), p.end());
      for (std::uint32_t j = 1; j < p[i]; ++j) {
        for (std::size_t k = i; k < n && p[k] >= j; ++k) q[k] = j;
        if (!f()) return;
      }
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
  const std::uint64_t bites = cells_of(rows_) - 1;
  if (is_l(rows_)) {
    s->value = l_value(rows_);
  } else if (const auto two = two_line_value(rows_)) {
    s->value = *two;
  } else if (const std::uint64_t n = chomp_diagrams_below(rows_, board_limits::max_chomp_diagrams);
             n > board_limits::max_chomp_diagrams) {
    s->error = too_large(Text{Msg::chomp_too_large, {{"position", notation()}, {"limit", board_limits::max_chomp_diagrams}}},
                         "maxChompDiagrams");
  } else if (n > board_limits::max_chomp_work / bites) {
    s->error = too_large(Text{Msg::chomp_too_much_work, {{"position", notation()}, {"diagrams", n}, {"bites", bites},
                                                          {"limit", board_limits::max_chomp_work}}},
                         "maxChompWork");
  } else {
    const std::string what = notation();
    auto v = rows_.size() + rows_[0] <= kPathSteps
                 ? search_values(ChompPathGame{}, std::vector<Path>{path_of(rows_.data(), rows_.size())}, what, n)
                 : search_values(ChompRowsGame{}, std::vector<Rows>{rows_}, what, n);
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
  if (two_line_value(rows_)) return Msg::theory_chomp_two_rows_value;
  if (is_square(rows_)) s.emplace_back(Msg::theory_chomp_square);
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
