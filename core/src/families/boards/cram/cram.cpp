#include "families/boards/cram/cram.hpp"

#include <bit>

#include "families/boards/moves_of_value.hpp"
#include "families/boards/board_limits.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/cram/cram_value.hpp"
#include "notation/text_scan.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

struct CramSolved {
  std::vector<std::uint64_t> regions;  // free regions of two cells or more, lowest cell first
  std::vector<Nimber> values;          // each region's value, when searched
  std::optional<Nimber> total;         // by search, or 0 by the mirror strategy
  bool by_mirror = false;
  bool by_tests = false;               // a region valued by tests "G = v?"
  std::optional<Error> error;          // why the search stopped, or was not started
  bool cancelled = false;              // the caller stopped it: no answer at all
};

namespace {

bool has(std::uint64_t cells, std::uint64_t i) { return (cells >> i) & 1; }

Text domino_label(const CramGeometry& g, std::uint64_t a, std::uint64_t b) {
  return Text{Msg::move_cram_domino, {{"row1", a / g.cols + 1}, {"column1", a % g.cols + 1},
                                      {"row2", b / g.cols + 1}, {"column2", b % g.cols + 1}}};
}

}  // namespace

bool cram_mirror_p(const CramGeometry& g, std::uint64_t free) {
  const std::uint64_t n = std::uint64_t{g.rows} * g.cols;
  if ((reverse_bits(free) >> (64 - n)) != free) return false;
  // A cell whose image is itself or next to it: the mirror reply could
  // collide with the move it answers.
  if (n % 2 == 1 && has(free, n / 2)) return false;
  if (n % 2 == 0 && (n / 2) % g.cols != 0 && has(free, n / 2 - 1) && has(free, n / 2)) return false;
  if (g.rows > 1 && (n - 1 - g.cols) % 2 == 0) {
    const std::uint64_t x = (n - 1 - g.cols) / 2;
    if (has(free, x) && has(free, x + g.cols)) return false;
  }
  return true;
}

namespace {

// Regions of more free cells than this (not paths or cycles) are valued by
// tests "G = v?" (cram_value.hpp), the smaller ones by the full search. The
// full search also lists every winning move, which tests do not, so it
// keeps every region it valued before the tests came: up to 3 x 11 (33
// cells, 2 s; 0.18 s by tests, bench/results, cram-eq).
constexpr std::uint32_t kFullSearchCells = 33;
// Inside the tests, the regions the full search values: S = 14 took the
// fewest steps for 5 x 7 (13, 15 and 16 more; 12 and 20 past the caps).
constexpr std::uint32_t kTestsFullCells = 14;

bool beyond(const CramSearchGame& game, std::uint64_t r, std::uint32_t cells) {
  return std::popcount(r) > static_cast<int>(cells) && !game.closed_form(r);
}

}  // namespace

std::uint64_t CramGame::region_over_cap(const std::vector<std::uint64_t>& regions) const {
  const CramSearchGame game{geometry_};
  for (std::uint64_t r : regions)
    if (beyond(game, r, board_limits::max_cram_region_cells)) return r;
  return 0;
}

const CramSolved& CramGame::solved() const {
  if (solved_) return *solved_;
  auto s = std::make_shared<CramSolved>();
  geometry_.regions(free_, s->regions);
  const bool mirror = cram_mirror_p(geometry_, free_);
  // Strips are Dawson's Kayles: searched however long.
  bool strips = true;
  for (std::uint64_t r : s->regions) strips = strips && geometry_.is_strip(r);
  const bool large = !strips && std::popcount(free_) > static_cast<int>(board_limits::cram_mirror_unsearched_cells);
  if (large && mirror) {
    s->total = 0;
    s->by_mirror = true;
  } else if (large && !mirror_moves().empty()) {
    // N by the mirror strategy; the value stays unknown.
  } else if (const std::uint64_t over = region_over_cap(s->regions)) {
    // Refused before any work: the search would run to its work cap.
    s->error = too_large(Text{Msg::cram_region_too_large, {{"position", notation()}, {"cells", std::popcount(over)},
                                                            {"limit", board_limits::max_cram_region_cells}}},
                         "maxCramRegionCells");
  } else {
    const CramSearchGame game{geometry_};
    bool tests = false;
    for (std::uint64_t r : s->regions) tests = tests || beyond(game, r, kFullSearchCells);
    s->by_tests = tests;
    auto values = tests ? values_by_tests(game, s->regions, notation(), kTestsFullCells)
                        : search_values(game, s->regions, notation());
    if (values.ok()) {
      Nimber x = 0;
      for (Nimber v : *values) x ^= v;
      s->values = std::move(*values);
      s->total = x;
    } else {
      s->error = values.error();
      s->cancelled = search_cancelled();
      if (mirror && !s->cancelled) s->total = 0, s->by_mirror = true;
    }
  }
  solved_ = std::move(s);
  return *solved_;
}

std::string CramGame::notation() const {
  if (free_ == geometry_.all) return "cram " + std::to_string(geometry_.rows) + "x" + std::to_string(geometry_.cols);
  std::string s = "cram(";
  for (std::uint32_t r = 0; r < geometry_.rows; ++r) {
    if (r) s += '/';
    for (std::uint32_t c = 0; c < geometry_.cols; ++c) s += has(free_, r * geometry_.cols + c) ? '.' : '#';
  }
  return s + ')';
}

bool CramGame::has_value() const { return solved().total.has_value(); }

std::optional<Error> CramGame::out_of_reach() const {
  if (solved().cancelled) return solved().error;
  if (has_value() || !mirror_moves().empty()) return std::nullopt;
  return solved().error;
}

const char* CramGame::missing_value_cap() const {
  const std::optional<Error>& e = solved().error;
  if (!e) return "cramMirrorUnsearchedCells";
  return e->limit ? e->limit : "maxBoardStates";
}

Value CramGame::value() const { return Value::finite(solved().total.value_or(0)); }

Move CramGame::move_at(std::uint64_t first, std::uint32_t step) const {
  const auto a = static_cast<std::uint64_t>(std::countr_zero(first));
  return Move{domino_label(geometry_, a, a + step),
              std::make_unique<CramGame>(geometry_, free_ & ~(first | (first << step))),
              MoveAction::simple(ActionKind::domino, a, 0, a + step)};
}

std::vector<Move> CramGame::moves() const {
  std::vector<Move> out;
  for (std::uint64_t f = geometry_.right_pairs(free_); f; f &= f - 1) out.push_back(move_at(f & (~f + 1), 1));
  for (std::uint64_t f = geometry_.down_pairs(free_); f; f &= f - 1)
    out.push_back(move_at(f & (~f + 1), geometry_.cols));
  return out;
}

std::uint64_t CramGame::option_bound() const {
  return static_cast<std::uint64_t>(std::popcount(geometry_.right_pairs(free_)) +
                                    std::popcount(geometry_.down_pairs(free_)));
}

std::vector<Move> CramGame::moves_to(Nimber target) const {
  listed_every_ = true;
  // A P board by the mirror strategy: every option is N.
  if (solved().by_mirror && target == 0) return {};
  // Valued by tests: each option's value would be a search of its own
  // (minutes for the options of 5 x 7), so none is listed.
  if (solved().by_tests) {
    listed_every_ = false;
    return {};
  }
  return moves_of_value(moves(), target, listed_every_);
}

bool CramGame::lists_every_move_to(Nimber) const { return has_value() && listed_every_; }

std::vector<Move> CramGame::mirror_moves() const {
  std::vector<Move> out;
  for (Move& m : moves())
    if (cram_mirror_p(geometry_, static_cast<const CramGame&>(*m.to).free_)) out.push_back(std::move(m));
  return out;
}

Outcome CramGame::outcome() const {
  if (has_value()) return outcome_of(value());
  return mirror_moves().empty() ? Outcome::P : Outcome::N;
}

std::vector<Move> CramGame::winning_moves() const { return has_value() ? moves_to(0) : mirror_moves(); }

std::vector<Part> CramGame::parts() const {
  const CramSolved& s = solved();
  std::vector<Part> out;
  for (std::size_t i = 0; i < s.values.size(); ++i)
    out.push_back(Part{PartLabel(Msg::part_region, i + 1), Value::finite(s.values[i])});
  return out;
}

Text CramGame::theory() const {
  const CramSolved& s = solved();
  if (s.by_mirror)
    return Msg::theory_cram_mirror_p;
  if (!s.total)
    return Msg::theory_cram_mirror_n;
  return Msg::theory_cram_search;
}

std::unique_ptr<Component> CramGame::clone() const {
  auto c = std::make_unique<CramGame>(geometry_, free_);
  c->solved_ = solved_;
  return c;
}

ComponentShape CramGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::board;
  s.numbers = {geometry_.rows, geometry_.cols};
  const std::uint32_t n = geometry_.rows * geometry_.cols;
  s.bytes.resize(n);
  s.part_of.assign(n, -1);
  for (std::uint32_t i = 0; i < n; ++i) s.bytes[i] = has(free_, i) ? 1 : 0;
  const CramSolved& solved = this->solved();
  if (!solved.values.empty())
    for (std::size_t k = 0; k < solved.regions.size(); ++k)
      for (std::uint64_t bits = solved.regions[k]; bits; bits &= bits - 1)
        s.part_of[static_cast<std::size_t>(std::countr_zero(bits))] = static_cast<std::int32_t>(k);
  return s;
}

Result<std::unique_ptr<Component>> CramGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::domino) return error_of(Msg::cram_apply_kind);
  const std::uint64_t n = std::uint64_t{geometry_.rows} * geometry_.cols;
  const std::uint64_t lo = a.at < a.to ? a.at : a.to, hi = a.at < a.to ? a.to : a.at;
  if (hi >= n) return error_of(Text{Msg::cram_apply_off_board, {{"cell", hi}, {"cells", n}}});
  const bool beside = hi == lo + 1 && lo / geometry_.cols == hi / geometry_.cols;
  const bool above = hi == lo + geometry_.cols;
  if (!beside && !above)
    return error_of(Text{Msg::cram_apply_not_beside, {{"row1", lo / geometry_.cols + 1}, {"column1", lo % geometry_.cols + 1},
                                                 {"row2", hi / geometry_.cols + 1}, {"column2", hi % geometry_.cols + 1}}});
  if (!has(free_, lo) || !has(free_, hi))
  {
    const std::uint64_t taken = has(free_, lo) ? hi : lo;
    return error_of(Text{Msg::cram_apply_not_free, {{"row", taken / geometry_.cols + 1}, {"column", taken % geometry_.cols + 1}}});
  }
  return std::unique_ptr<Component>(std::make_unique<CramGame>(geometry_, free_ & ~((std::uint64_t{1} << lo) | (std::uint64_t{1} << hi))));
}

namespace {

Text too_many_cells(std::uint64_t cells) {
  return Text{Msg::cram_too_many_cells, {{"limit", board_limits::max_cram_cells}, {"cells", cells}}};
}

// "3x4": rows x columns.
Result<std::unique_ptr<Component>> parse_size(const Token& t) {
  const std::size_t x = t.text.find_first_of("xX");
  if (x == std::string_view::npos)
    return error_at(t.column, Text{Msg::cram_bad_size, {{"found", excerpt(t.text)}}});
  SG_TRY(rows, parse_count(Token{t.text.substr(0, x), t.column}, Msg::what_number_of_rows));
  SG_TRY(cols, parse_count(Token{t.text.substr(x + 1), t.column + static_cast<std::uint32_t>(x + 1)}, Msg::what_number_of_columns));
  if (rows == 0 || cols == 0) return error_at(t.column, Msg::cram_empty_size);
  if (rows > board_limits::max_cram_cells || cols > board_limits::max_cram_cells || rows * cols > board_limits::max_cram_cells)
    return error_at(t.column, too_many_cells(rows > 64 || cols > 64 ? 65 : rows * cols));
  const CramGeometry g = CramGeometry::of(static_cast<std::uint32_t>(rows), static_cast<std::uint32_t>(cols));
  return std::unique_ptr<Component>(std::make_unique<CramGame>(g, g.all));
}

// "..#./....": rows of '.' (free) and '#' (blocked), top first.
Result<std::unique_ptr<Component>> parse_rows(const Token& rule) {
  std::vector<Token> rows = split_list(rule, '/');
  std::uint64_t cols = 0, cells = 0, free = 0;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Token& row = rows[r];
    if (row.text.empty())
      return error_at(row.column, Text{Msg::cram_empty_row, {{"row", r + 1}}});
    if (r == 0) cols = row.text.size();
    if (row.text.size() != cols)
      return error_at(row.column, Text{Msg::cram_row_length, {{"row", r + 1}, {"cells", row.text.size()}, {"columns", cols}}});
    for (std::size_t c = 0; c < row.text.size(); ++c) {
      const char ch = row.text[c];
      if (ch != '.' && ch != '#')
        return error_at(row.column + static_cast<std::uint32_t>(c),
                        Text{Msg::cram_bad_cell, {{"found", excerpt(row.text.substr(c, 1))}}});
      if (cells >= board_limits::max_cram_cells) return error_at(row.column, too_many_cells(rows.size() * cols));
      if (ch == '.') free |= std::uint64_t{1} << cells;
      ++cells;
    }
  }
  const CramGeometry g = CramGeometry::of(static_cast<std::uint32_t>(rows.size()), static_cast<std::uint32_t>(cols));
  return std::unique_ptr<Component>(std::make_unique<CramGame>(g, free));
}

}  // namespace

Result<std::unique_ptr<Component>> parse_cram(const ComponentSyntax& syn) {
  if (syn.rule) {
    if (!syn.args.empty())
      return error_at(syn.args[0].column, Msg::cram_rule_then_args);
    return parse_rows(*syn.rule);
  }
  if (syn.args.size() != 1)
    return error_at(syn.args.empty() ? syn.family.column : syn.args[1].column,
                    syn.args.empty() ? Msg::cram_needs_board : Msg::cram_one_board);
  return parse_size(syn.args[0]);
}

}  // namespace sg
