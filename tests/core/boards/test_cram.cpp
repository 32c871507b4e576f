// Cram against a brute-force oracle written from the rules alone: the whole
// board is one bit mask, every domino is tried, and nothing is split into
// regions or reduced by symmetry. Every board of up to 12 cells (every
// rectangle, every set of blocked cells) is checked: outcome, value, the
// exact set of winning moves and the positions they lead to, alone and in
// sums; then the facts the issue names (1 x n is Dawson's Kayles, even x
// even is P, even x odd is N by the mirror strategy).
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "families/boards/cram/cram_board.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

using Domino = std::pair<std::uint64_t, std::uint64_t>;

struct Oracle {
  std::uint32_t rows, cols;
  std::unordered_map<std::uint64_t, std::uint64_t> memo;

  std::vector<Domino> dominoes(std::uint64_t free) const {
    std::vector<Domino> out;
    const std::uint64_t n = std::uint64_t{rows} * cols;
    for (std::uint64_t i = 0; i < n; ++i) {
      if (!(free >> i & 1)) continue;
      if (i % cols + 1 < cols && (free >> (i + 1) & 1)) out.push_back({i, i + 1});
      if (i + cols < n && (free >> (i + cols) & 1)) out.push_back({i, i + cols});
    }
    return out;
  }
  static std::uint64_t without(std::uint64_t free, Domino d) {
    return free & ~((std::uint64_t{1} << d.first) | (std::uint64_t{1} << d.second));
  }
  std::uint64_t grundy(std::uint64_t free) {
    if (auto it = memo.find(free); it != memo.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (const Domino& d : dominoes(free)) seen.insert(grundy(without(free, d)));
    std::uint64_t m = 0;
    while (seen.count(m)) ++m;
    return memo[free] = m;
  }
  std::string text(std::uint64_t free) const {
    std::string s = "cram(";
    for (std::uint32_t r = 0; r < rows; ++r) {
      if (r) s += '/';
      for (std::uint32_t c = 0; c < cols; ++c) s += (free >> (r * cols + c) & 1) ? '.' : '#';
    }
    return s + ')';
  }
};

Domino domino_of(const MoveAction& a) { return {a.at, a.to}; }

// The free cells of the board a listed move leads to, read from its shape.
std::uint64_t free_of(const std::string& text) {
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  const ComponentShape s = pos->components[0]->shape();
  REQUIRE(s.kind == ShapeKind::board);
  std::uint64_t free = 0;
  for (std::size_t i = 0; i < s.bytes.size(); ++i) free |= std::uint64_t{s.bytes[i]} << i;
  return free;
}

void check_board(Oracle& o, std::uint64_t free) {
  const std::string text = o.text(free);
  INFO(text);
  auto a = analyze(text);
  REQUIRE(a.ok());
  const std::uint64_t g = o.grundy(free);
  REQUIRE(a->grundy);
  CHECK(*a->grundy == g);
  CHECK(a->outcome == (g ? Outcome::N : Outcome::P));
  CHECK(a->winning_moves_complete);
  std::set<Domino> expected, listed;
  for (const Domino& d : o.dominoes(free))
    if (o.grundy(Oracle::without(free, d)) == 0) expected.insert(d);
  for (const WinningMove& m : a->winning_moves) {
    INFO(m.move << " -> " << m.to);
    CHECK(m.action.kind == ActionKind::domino);
    CHECK(listed.insert(domino_of(m.action)).second);
    CHECK(free_of(m.to) == Oracle::without(free, domino_of(m.action)));
  }
  CHECK(listed == expected);
  // The regions' values XOR to the board's.
  Nimber x = 0;
  for (const Part& p : a->components[0].parts) x ^= p.value.nimber;
  CHECK(x == g);
}

}  // namespace

TEST_CASE("cram: every board of up to 12 cells agrees with the brute-force oracle", "[cram][oracle]") {
  std::uint64_t boards = 0;
  for (std::uint32_t rows = 1; rows <= 12; ++rows)
    for (std::uint32_t cols = 1; rows * cols <= 12; ++cols) {
      Oracle o{rows, cols, {}};
      const std::uint64_t n = rows * cols;
      for (std::uint64_t free = 0; free < (std::uint64_t{1} << n); ++free, ++boards) check_board(o, free);
    }
  CHECK(boards == 35978);  // sum of 2^(rows*cols) over the 35 shapes of at most 12 cells
}

TEST_CASE("cram: larger boards agree with the oracle on random blocked cells", "[cram][oracle]") {
  std::uint64_t seed = 12345;
  const auto next = [&] { return seed = seed * 6364136223846793005ULL + 1442695040888963407ULL, seed >> 33; };
  for (const auto& [rows, cols] : std::vector<std::pair<std::uint32_t, std::uint32_t>>{{4, 4}, {3, 5}, {2, 8}, {4, 5}, {1, 20}}) {
    Oracle o{rows, cols, {}};
    const std::uint64_t all = (std::uint64_t{1} << (rows * cols)) - 1;
    check_board(o, all);
    for (int k = 0; k < 40; ++k) check_board(o, all & ~(next() & next() & next()));
  }
}

TEST_CASE("cram in sums: values XOR and every winning move of every component is listed", "[cram][oracle]") {
  Oracle a{2, 3, {}}, b{3, 3, {}};
  for (std::uint64_t fa = 0; fa < 64; fa += 5)
    for (std::uint64_t fb = 0; fb < 512; fb += 37)
      for (std::uint64_t heap = 0; heap < 4; ++heap) {
        const std::string text = a.text(fa) + " + " + b.text(fb) + " + nim " + std::to_string(heap);
        INFO(text);
        auto r = analyze(text);
        REQUIRE(r.ok());
        const std::uint64_t ga = a.grundy(fa), gb = b.grundy(fb), total = ga ^ gb ^ heap;
        CHECK(r->grundy == total);
        std::set<std::pair<std::size_t, Domino>> expected, listed;
        for (const Domino& d : a.dominoes(fa))
          if ((a.grundy(Oracle::without(fa, d)) ^ gb ^ heap) == 0) expected.insert({0, d});
        for (const Domino& d : b.dominoes(fb))
          if ((ga ^ b.grundy(Oracle::without(fb, d)) ^ heap) == 0) expected.insert({1, d});
        std::size_t heap_moves = 0;
        for (const WinningMove& m : r->winning_moves) {
          if (m.component == 2) ++heap_moves;
          else listed.insert({m.component, domino_of(m.action)});
        }
        CHECK(listed == expected);
        CHECK(heap_moves == ((ga ^ gb) < heap ? 1u : 0u));
      }
}

TEST_CASE("cram: explain lists every domino valued by the oracle, alone and in a sum", "[cram][explain]") {
  Oracle o{3, 4, {}};
  for (std::uint64_t free = 0; free < 4096; free += 17)
    for (std::uint64_t heap : {0, 2}) {
      const std::string text = o.text(free) + (heap ? " + nim 2" : "");
      INFO(text);
      auto pos = parse_position(text);
      REQUIRE(pos.ok());
      auto e = explain(*pos);
      REQUIRE(e.ok());
      REQUIRE(e->complete);
      std::map<Domino, std::uint64_t> expected;
      for (const Domino& d : o.dominoes(free)) expected[d] = o.grundy(Oracle::without(free, d)) ^ heap;
      std::map<Domino, std::uint64_t> listed;
      for (const OptionReport& r : e->options)
        if (r.component == 0) listed[domino_of(r.action)] = r.value->nimber;
      CHECK(listed == expected);
      CHECK(*e->mex == (o.grundy(free) ^ heap));
    }
}

TEST_CASE("cram: 1 x n boards are Dawson's Kayles, octal 0.07", "[cram]") {
  // Dawson's Kayles from its own rule: a move takes two adjacent pins from
  // a row, leaving the rows on either side.
  std::vector<std::uint64_t> dawson{0, 0};
  for (std::uint64_t n = 2; n <= 64; ++n) {
    std::set<std::uint64_t> seen;
    for (std::uint64_t left = 0; left + 2 <= n; ++left) seen.insert(dawson[left] ^ dawson[n - 2 - left]);
    std::uint64_t m = 0;
    while (seen.count(m)) ++m;
    dawson.push_back(m);
  }
  for (std::uint64_t n = 1; n <= 64; ++n) {
    INFO("1x" << n);
    auto a = analyze("cram 1x" + std::to_string(n));
    REQUIRE(a.ok());
    REQUIRE(a->grundy);
    CHECK(*a->grundy == dawson[n]);
    auto d = analyze("dawson " + std::to_string(n));
    REQUIRE(d.ok());
    REQUIRE(d->grundy);
    CHECK(*d->grundy == dawson[n]);
    auto column = analyze("cram " + std::to_string(n) + "x1");
    REQUIRE(column.ok());
    REQUIRE(column->grundy);
    CHECK(*column->grundy == dawson[n]);
  }
}

TEST_CASE("cram: even x even boards are P, even x odd boards N with the centre domino winning", "[cram]") {
  std::uint64_t boards = 0;
  for (std::uint32_t rows = 1; rows <= 64; ++rows)
    for (std::uint32_t cols = 1; rows * cols <= 64; ++cols) {
      if (rows % 2 && cols % 2) continue;
      // Boards of 25 to 30 cells are searched; they are the slowest, and
      // the oracle test covers the search: keep the suite quick.
      if (rows * cols > 24 && rows * cols <= 30 && rows > 2 && cols > 2) continue;
      const std::string text = "cram " + std::to_string(rows) + "x" + std::to_string(cols);
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      ++boards;
      if (rows % 2 == 0 && cols % 2 == 0) {
        CHECK(a->outcome == Outcome::P);
        CHECK(a->grundy == Nimber{0});
        CHECK(a->winning_moves.empty());
        continue;
      }
      CHECK(a->outcome == Outcome::N);
      // The domino on the centre, its own image under the half turn.
      const std::uint64_t first = rows % 2 == 0 ? (rows / 2 - 1) * cols + cols / 2 : (rows / 2) * cols + cols / 2 - 1;
      const std::uint64_t second = rows % 2 == 0 ? first + cols : first + 1;
      bool centre = false;
      for (const WinningMove& m : a->winning_moves) centre = centre || (m.action.at == first && m.action.to == second);
      CHECK(centre);
      // Searched boards (up to 30 cells, and strips) list every winning
      // move; the others only the mirror ones.
      const bool searched = rows * cols <= 30 || rows == 1 || cols == 1;
      CHECK(a->winning_moves_complete == searched);
      CHECK(a->grundy.has_value() == searched);
    }
  CHECK(boards > 100);
}

// The nimbers of rectangles computed by P. Beling's impartial game solver
// (the igs crate, its published table of Cram results); the symmetric
// boards among them are left to the test above.
TEST_CASE("cram: rectangles agree with the published nimbers", "[cram]") {
  const std::map<std::string, Nimber> published{{"cram 4x5", 2}, {"cram 4x7", 3}, {"cram 5x5", 0}};
  for (const auto& [text, value] : published) {
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    CHECK(a->grundy == value);
  }
}

TEST_CASE("cram: the mirror strategy decides half-turn symmetric boards beyond the search", "[cram]") {
  // 6x6 with its two centre-symmetric corners blocked: P, no search.
  auto p = analyze("cram(#...../....../....../....../....../.....#)");
  REQUIRE(p.ok());
  CHECK(p->outcome == Outcome::P);
  CHECK(p->grundy == Nimber{0});
  CHECK(p->components[0].parts.empty());
  // One domino played: the mirror reply wins (its rotated copy).
  auto n = analyze("cram(##..../....../....../....../....../......)");
  REQUIRE(n.ok());
  CHECK(n->outcome == Outcome::N);
  CHECK_FALSE(n->winning_moves_complete);
  REQUIRE(n->winning_moves.size() == 1);
  CHECK(n->winning_moves[0].action.at == 34);
  CHECK(n->winning_moves[0].action.to == 35);
  CHECK(n->winning_moves[0].to == "cram(##..../....../....../....../....../....##)");
  // Alone it is analysed; in a sum its value is missing.
  auto sum = analyze("cram(##..../....../....../....../....../......) + nim 1");
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().kind == ErrorKind::too_large);
  CHECK(std::string(sum.error().limit) == "cramMirrorUnsearchedCells");
  // A board with a cell next to its own image is not decided by the mirror:
  // 3x3 with its centre free.
  CHECK(analyze("cram 3x3")->grundy.has_value());
}

TEST_CASE("cram: a region past maxCramRegionCells is refused before any search", "[cram][limits]") {
  // 35 free cells in two rows: valued (by tests, test_cram_value.cpp). One
  // more cell (36, no mirror move): refused by the cap, not the search.
  auto at_cap = analyze("cram(#.#.#............../...................)");
  REQUIRE(at_cap.ok());
  CHECK(at_cap->grundy.has_value());
  for (const char* text : {"cram(#.#................/...................)", "cram 3x13", "cram 3x21",
                           "cram 7x9", "cram 3x13 + nim 1"}) {
    INFO(text);
    auto a = analyze(text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().kind == ErrorKind::too_large);
    CHECK(std::string(a.error().limit) == "maxCramRegionCells");
  }
  // Strips, paths and cycles have closed forms: never refused by it.
  CHECK(analyze("cram 1x64")->grundy.has_value());
  CHECK(analyze("cram(............/.##########./.##########./............)")->grundy.has_value());
}

TEST_CASE("cram: bad boards are refused with the column of the fault", "[cram][errors]") {
  const std::vector<std::pair<std::string, std::string>> bad{
      {"cram", "needs a board"},
      {"cram 3", "written RxC"},
      {"cram 0x3", "at least one row"},
      {"cram 9x8", "at most 64 cells"},
      {"cram 65x1", "at most 64 cells"},
      {"cram 99999999999999999999x2", "number of rows"},
      {"cram 2x3 4x4", "one board"},
      {"cram(../...)", "row 2 has 3 cells"},
      {"cram(..x.)", "found \"x\""},
      {"cram(../)", "row 2 of the board is empty"},
      {"cram(..) 2x2", "nothing may follow"},
      {"cram(" + std::string(65, '.') + ")", "at most 64 cells"},
  };
  for (const auto& [text, message] : bad) {
    INFO(text);
    auto r = analyze(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message().find(message) != std::string::npos);
    CHECK(r.error().column > 0);
  }
  // Columns point at the fault.
  CHECK(analyze("cram(..x.)").error().column == 8);
  CHECK(analyze("nim 1 + cram 2xq").error().column == 16);
}

TEST_CASE("cram: apply checks a domino against the board", "[cram]") {
  auto pos = parse_position("cram(..#/...)");
  REQUIRE(pos.ok());
  const Component& c = *pos->components[0];
  CHECK(c.apply(MoveAction::simple(ActionKind::domino, 0, 0, 1)).value()->notation() == "cram(###/...)");
  CHECK(c.apply(MoveAction::simple(ActionKind::domino, 4, 0, 1)).value()->notation() == "cram(.##/.#.)");
  CHECK(c.apply(MoveAction::simple(ActionKind::domino, 1, 0, 2)).error().message().find("not free") != std::string::npos);
  CHECK(c.apply(MoveAction::simple(ActionKind::domino, 2, 0, 3)).error().message().find("side by side") != std::string::npos);
  CHECK(c.apply(MoveAction::simple(ActionKind::domino, 0, 0, 6)).error().message().find("not on the board") != std::string::npos);
  CHECK_FALSE(c.apply(MoveAction::simple(ActionKind::pick, 0)).ok());
}

TEST_CASE("cram: the placed cache keys a region by its shape, not its place or flip", "[cram]") {
  const CramGeometry g = CramGeometry::of(4, 5);
  const CramSearchGame game{g};
  // An L of four cells: bits r*5 + c.
  const std::uint64_t l = 1ull << 0 | 1ull << 5 | 1ull << 10 | 1ull << 11;
  const std::uint64_t moved = l << 7;  // one row down, two columns right
  const std::uint64_t flipped = 1ull << 1 | 1ull << 6 | 1ull << 11 | 1ull << 10;  // mirrored left-right
  const std::uint64_t turned = 1ull << 0 | 1ull << 1 | 1ull << 6 | 1ull << 11;   // half turn
  CHECK(game.placed(l) == game.placed(moved));
  CHECK(game.placed(l) == game.placed(flipped));
  CHECK(game.placed(l) == game.placed(turned));
  // A straight row of four is another shape.
  CHECK(game.placed(l) != game.placed(0xFull));
  CHECK(game.placed(l) != 0);
}
