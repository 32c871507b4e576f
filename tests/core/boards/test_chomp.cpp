// Chomp against a brute-force oracle written from the rules alone: a board
// is its list of row lengths, a move every cell but the poison, values by
// the mex recursion, with no transposition, no closed form. Every diagram
// of up to 12 cells and every diagram inside 5 x 5 is checked (outcome,
// value, the exact set of winning bites and where they lead), then the
// closed forms: L shapes are Nim, squares and two-row boards have exactly
// the winning moves the theorems name, rectangles are N, also far beyond
// the search's cap.
#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "families/boards/board_limits.hpp"
#include "families/boards/board_memo.hpp"
#include "families/boards/chomp.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

using Rows = std::vector<std::uint32_t>;
using Bite = std::pair<std::uint64_t, std::uint64_t>;

Rows after(const Rows& rows, std::uint32_t r, std::uint32_t c) {
  Rows out;
  for (std::uint32_t i = 0; i < rows.size(); ++i) {
    const std::uint32_t keep = i < r ? rows[i] : std::min(rows[i], c);
    if (keep) out.push_back(keep);
  }
  return out;
}

struct Oracle {
  std::map<Rows, std::uint64_t> memo;
  std::uint64_t grundy(const Rows& rows) {
    if (auto it = memo.find(rows); it != memo.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (std::uint32_t r = 0; r < rows.size(); ++r)
      for (std::uint32_t c = 0; c < rows[r]; ++c)
        if (r || c) seen.insert(grundy(after(rows, r, c)));
    std::uint64_t m = 0;
    while (seen.count(m)) ++m;
    return memo[rows] = m;
  }
  std::set<Bite> winning(const Rows& rows) {
    std::set<Bite> out;
    for (std::uint32_t r = 0; r < rows.size(); ++r)
      for (std::uint32_t c = 0; c < rows[r]; ++c)
        if ((r || c) && grundy(after(rows, r, c)) == 0) out.insert({r, c});
    return out;
  }
};

std::string text(const Rows& rows) {
  std::string s = "chomp(";
  for (std::size_t i = 0; i < rows.size(); ++i) s += (i ? "," : "") + std::to_string(rows[i]);
  return s + ')';
}

Rows rows_of(const std::string& position) {
  auto pos = parse_position(position);
  REQUIRE(pos.ok());
  const ComponentShape s = pos->components[0]->shape();
  REQUIRE(s.kind == ShapeKind::diagram);
  return Rows(s.numbers.begin(), s.numbers.end());
}

void check_diagram(Oracle& o, const Rows& rows) {
  const std::string t = text(rows);
  INFO(t);
  auto a = analyze(t);
  REQUIRE(a.ok());
  REQUIRE(a->grundy);
  const std::uint64_t g = o.grundy(rows);
  CHECK(*a->grundy == g);
  CHECK(a->outcome == (g ? Outcome::N : Outcome::P));
  CHECK(a->winning_moves_complete);
  std::set<Bite> listed;
  for (const WinningMove& m : a->winning_moves) {
    INFO(m.move << " -> " << m.to);
    REQUIRE(m.action.kind == ActionKind::bite);
    CHECK(listed.insert({m.action.at, m.action.amount}).second);
    CHECK(rows_of(m.to) == after(rows, static_cast<std::uint32_t>(m.action.at), static_cast<std::uint32_t>(m.action.amount)));
  }
  CHECK(listed == o.winning(rows));
}

// Every diagram with at most `cells` cells and rows of at most `width`.
void each_diagram(std::uint32_t cells, std::uint32_t width, std::uint32_t height, const std::function<void(const Rows&)>& f) {
  Rows rows;
  std::function<void(std::uint32_t, std::uint32_t)> grow = [&](std::uint32_t left, std::uint32_t most) {
    if (!rows.empty()) f(rows);
    if (rows.size() == height) return;
    for (std::uint32_t len = 1; len <= most && len <= left; ++len) {
      rows.push_back(len);
      grow(left - len, len);
      rows.pop_back();
    }
  };
  grow(cells, width);
}

}  // namespace

TEST_CASE("chomp: every small diagram agrees with the brute-force oracle", "[chomp][oracle]") {
  Oracle o;
  std::uint64_t diagrams = 0;
  each_diagram(12, 12, 12, [&](const Rows& r) { check_diagram(o, r), ++diagrams; });
  CHECK(diagrams == 271);  // partitions of 1..12 (OEIS A000041)
  std::uint64_t boxed = 0;
  each_diagram(25, 5, 5, [&](const Rows& r) { check_diagram(o, r), ++boxed; });
  CHECK(boxed == 251);  // C(10, 5) diagrams in 5 x 5, less the empty one
}

TEST_CASE("chomp: squares, two rows, three rows and L shapes agree with the oracle", "[chomp][oracle]") {
  Oracle o;
  for (std::uint32_t n = 2; n <= 7; ++n) {
    check_diagram(o, Rows(n, n));
    auto a = analyze("chomp " + std::to_string(n) + "x" + std::to_string(n));
    REQUIRE(a->winning_moves.size() == 1);  // the unique winning move of a square
    CHECK(a->winning_moves[0].action.at == 1);
    CHECK(a->winning_moves[0].action.amount == 1);
  }
  for (std::uint32_t a = 2; a <= 40; ++a)
    for (std::uint32_t b = 1; b <= a; b += (a > 12 ? 5 : 1)) check_diagram(o, {a, b});
  for (std::uint32_t a = 1; a <= 9; ++a)
    for (std::uint32_t b = 1; b <= a; ++b)
      for (std::uint32_t c = 1; c <= b; ++c) check_diagram(o, {a, b, c});
  for (std::uint32_t a = 1; a <= 12; ++a)
    for (std::uint32_t b = 1; b <= 12; ++b) {
      Rows l(b, 1);
      l[0] = a;
      check_diagram(o, l);
      CHECK(*analyze(text(l))->grundy == ((a - 1) ^ (b - 1)));
    }
}

TEST_CASE("chomp: diagrams of more than 64 steps agree with the oracle", "[chomp][oracle]") {
  // Rows plus columns above 64: searched as lists of rows, their small
  // sub-diagrams keyed as paths. Long rows, long columns (keyed by the
  // transpose), and a tie (as many rows as columns).
  Oracle o;
  std::vector<Rows> boards{{63, 2}, {64, 3}, {65, 5}, {90, 7}, {70, 5, 2}, {66, 66, 1}, Rows(70, 2), Rows(64, 1)};
  Rows tall(40, 1);
  tall[0] = 3, tall[1] = 2, tall[2] = 2;
  boards.push_back(tall);
  Rows tie(33, 1);
  tie[0] = 33, tie[1] = tie[2] = tie[3] = tie[4] = 2;
  boards.push_back(tie);
  for (const Rows& rows : boards) check_diagram(o, rows);
}

TEST_CASE("chomp: a diagram met in either search, or transposed, is searched once", "[chomp]") {
  // The rows search keys a small diagram as the path search does, so the
  // second analysis finds every sub-diagram in the memo.
  BoardMemo& memo = board_memo();
  memo.clear();
  REQUIRE(analyze("chomp(70,5)").ok());
  const std::uint64_t inserts = memo.counters.inserts;
  REQUIRE(analyze("chomp(40,5)").ok());
  Rows transposed(40, 1);  // chomp(40,5) transposed
  for (int i = 0; i < 5; ++i) transposed[i] = 2;
  REQUIRE(analyze(text(transposed)).ok());
  CHECK(memo.counters.inserts == inserts);
  memo.clear();
}

TEST_CASE("chomp in sums: values XOR, and explain values every bite", "[chomp][oracle]") {
  Oracle o;
  std::vector<Rows> boards;
  each_diagram(8, 4, 4, [&](const Rows& r) { boards.push_back(r); });
  for (std::size_t i = 0; i < boards.size(); i += 3)
    for (std::uint64_t heap = 0; heap < 4; ++heap) {
      const std::string t = text(boards[i]) + " + nodekayles(a-b,b-c) + nim " + std::to_string(heap);  // path of 3: 2
      INFO(t);
      auto a = analyze(t);
      REQUIRE(a.ok());
      const std::uint64_t g = o.grundy(boards[i]);
      CHECK(a->grundy == (g ^ 2 ^ heap));
      std::set<Bite> expected, listed;
      for (std::uint32_t r = 0; r < boards[i].size(); ++r)
        for (std::uint32_t c = 0; c < boards[i][r]; ++c)
          if ((r || c) && (o.grundy(after(boards[i], r, c)) ^ 2 ^ heap) == 0) expected.insert({r, c});
      for (const WinningMove& m : a->winning_moves)
        if (m.component == 0) listed.insert({m.action.at, m.action.amount});
      CHECK(listed == expected);
      auto pos = parse_position(t);
      auto e = explain(*pos);
      REQUIRE(e.ok());
      REQUIRE(e->complete);
      CHECK(*e->mex == (g ^ 2 ^ heap));
      for (const OptionReport& r : e->options)
        if (r.component == 0)
          CHECK(r.value->nimber == (o.grundy(after(boards[i], static_cast<std::uint32_t>(r.action.at),
                                                     static_cast<std::uint32_t>(r.action.amount))) ^ 2 ^ heap));
    }
}

TEST_CASE("chomp: Sun's formula gives every two-row and two-column value", "[chomp][oracle]") {
  // The rules alone, on two rows (a, b), b <= a: a bite in the top row at
  // column j >= 1 leaves (j, min(b, j)), one in the bottom row at j leaves
  // (a, j); (1, 0), the poison alone, has no move.
  constexpr std::uint32_t n = 150;
  std::vector<std::vector<std::uint64_t>> g(n + 1, std::vector<std::uint64_t>(n + 1, 0));
  for (std::uint32_t a = 1; a <= n; ++a)
    for (std::uint32_t b = 0; b <= a; ++b) {
      std::vector<bool> seen(2 * n + 2, false);
      for (std::uint32_t j = 1; j < a; ++j) seen[g[j][std::min(b, j)]] = true;
      for (std::uint32_t j = 0; j < b; ++j) seen[g[a][j]] = true;
      while (seen[g[a][b]]) ++g[a][b];
    }
  for (std::uint32_t a = 2; a <= n; ++a)
    for (std::uint32_t b = 1; b <= a; ++b) {
      const std::string t = "chomp(" + std::to_string(a) + "," + std::to_string(b) + ")";
      INFO(t);
      auto r = analyze(t, AnalyzeOptions{.include_to = false, .max_moves = 0});
      REQUIRE(r.ok());
      REQUIRE(r->grundy);
      CHECK(*r->grundy == g[a][b]);
      CHECK((r->outcome == Outcome::P) == (a == b + 1));
    }
  // Two columns: the transpose of two rows, written as rows of 2 and 1.
  for (std::uint32_t a = 2; a <= 60; ++a)
    for (std::uint32_t b = 1; b <= a; ++b) {
      Rows cols(a, 1);
      for (std::uint32_t i = 0; i < b; ++i) cols[i] = 2;
      INFO(text(cols));
      auto r = analyze(text(cols), AnalyzeOptions{.include_to = false, .max_moves = 0});
      REQUIRE(r.ok());
      REQUIRE(r->grundy);
      CHECK(*r->grundy == g[a][b]);
    }
}

TEST_CASE("chomp: closed forms answer far beyond the search's cap", "[chomp]") {
  // Two rows: (a, a) moves to (a, a-1); (a, b) with a > b+1 to (b+1, b);
  // the value by Sun's formula: a + floor((b-1)/2) when a - b is even.
  auto two = analyze("chomp 2x100000");
  REQUIRE(two.ok());
  CHECK(two->outcome == Outcome::N);
  CHECK(two->grundy == Nimber{100000 + 49999});
  CHECK(two->winning_moves_complete);
  REQUIRE(two->winning_moves.size() == 1);
  CHECK(two->winning_moves[0].to == "chomp(100000,99999)");
  auto p = analyze("chomp(100000,99999)");
  REQUIRE(p.ok());
  CHECK(p->outcome == Outcome::P);
  CHECK(p->winning_moves.empty());
  auto far = analyze("chomp(90000,5000)");
  REQUIRE(far.ok());
  CHECK(far->winning_moves[0].to == "chomp(5001,5000)");
  // A square: the one winning move takes (2,2).
  auto sq = analyze("chomp 300x300");
  REQUIRE(sq.ok());
  CHECK(sq->outcome == Outcome::N);
  CHECK(sq->winning_moves_complete);
  REQUIRE(sq->winning_moves.size() == 1);
  CHECK(sq->winning_moves[0].move == "bite at (2,2)");
  // An L is Nim, at any size.
  auto l = analyze("chomp(100000,1,1,1)");
  REQUIRE(l.ok());
  CHECK(l->grundy == Nimber{99999 ^ 3});
  // Other rectangles: N by strategy stealing, the move unknown.
  auto rect = analyze("chomp 30x40");
  REQUIRE(rect.ok());
  CHECK(rect->outcome == Outcome::N);
  CHECK(rect->winning_moves.empty());
  CHECK_FALSE(rect->winning_moves_complete);
  // Three rows whose search would try too many bites: refused before any search.
  auto work = analyze("chomp(220,220,219)");
  REQUIRE_FALSE(work.ok());
  CHECK(work.error().kind == ErrorKind::too_large);
  CHECK(std::string(work.error().limit) == "maxChompWork");
  // Anything else that large is refused, naming the cap.
  auto big = analyze("chomp(60,50,40,30,20,10)");
  REQUIRE_FALSE(big.ok());
  CHECK(big.error().message().find("maxChompDiagrams") != std::string::npos);
  // In a sum a component without a value is refused, naming its cap.
  auto sum = analyze("chomp 30x40 + nim 1");
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().kind == ErrorKind::too_large);
  CHECK(std::string(sum.error().limit) == "maxChompDiagrams");
  CHECK(big.error().kind == ErrorKind::too_large);
  CHECK(std::string(big.error().limit) == "maxChompDiagrams");
}

TEST_CASE("chomp: the diagrams below a board are counted exactly, up to the cap", "[chomp]") {
  std::uint64_t checked = 0;
  each_diagram(14, 6, 6, [&](const Rows& rows) {
    std::uint64_t brute = 0;
    each_diagram(14, rows[0], static_cast<std::uint32_t>(rows.size()), [&](const Rows& sub) {
      bool inside = true;
      for (std::size_t i = 0; i < sub.size(); ++i) inside = inside && sub[i] <= rows[i];
      brute += inside;
    });
    INFO(text(rows));
    CHECK(chomp_diagrams_below(rows, 1000000) == brute);
    CHECK(chomp_diagrams_below(rows, brute - 1) == brute);  // cap + 1 means "more than cap"
    ++checked;
  });
  CHECK(checked > 250);
  CHECK(chomp_diagrams_below(Rows(11, 11), board_limits::max_chomp_diagrams) == 705431);  // C(22,11) - 1
  CHECK(chomp_diagrams_below(Rows(12, 12), board_limits::max_chomp_diagrams) == board_limits::max_chomp_diagrams + 1);
}

TEST_CASE("chomp: notation and bad boards", "[chomp][errors]") {
  CHECK(analyze("chomp(4,4,4)")->position == "chomp 3x4");
  CHECK(analyze("chomp 1x1")->outcome == Outcome::P);
  const std::vector<std::pair<std::string, std::string>> bad{
      {"chomp", "needs a board"},
      {"chomp 3", "written RxC"},
      {"chomp 0x4", "number of rows must be from 1"},
      {"chomp 2x200000", "number of columns must be from 1"},
      {"chomp(3,4)", "longer than the row above"},
      {"chomp(3,0)", "a row length must be from 1"},
      {"chomp(3,,1)", "empty row length"},
      {"chomp()", "empty row length"},
      {"chomp(2,1) 3x3", "nothing may follow"},
      {"chomp 2x2 3x3", "one board"},
  };
  for (const auto& [t, message] : bad) {
    INFO(t);
    auto r = analyze(t);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message().find(message) != std::string::npos);
    CHECK(r.error().column > 0);
  }
  auto pos = parse_position("chomp(3,2)");
  CHECK(pos->components[0]->apply(MoveAction::simple(ActionKind::bite, 0, 0)).error().message().find("poison") != std::string::npos);
  CHECK(pos->components[0]->apply(MoveAction::simple(ActionKind::bite, 1, 2)).error().message().find("no cell 3") != std::string::npos);
  CHECK(pos->components[0]->apply(MoveAction::simple(ActionKind::bite, 1, 1)).value()->notation() == "chomp(3,1)");
}
