// 2-D coin turning against a brute force written from the rules: every
// grid of up to 12 coins under several pairs of 1-D rules, valued by the
// mex over product moves (rows A x columns B, each a flip set of its rule
// deciding on the head), sharing no code with the engine. The Tartan
// theorem (SG1 ⊗ SG2 per head) must agree, and so must the winning moves.
#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

// Flip sets (0-based positions) with rightmost coin i under a named rule,
// from the rules' definitions (docs/notation.md).
std::vector<std::vector<int>> flips(const std::string& rule, int i) {
  std::vector<std::vector<int>> out;
  auto subsets_left = [&](int most_others, bool exact) {
    // every set of `size` coins left of i, plus i
    std::function<void(int, int, std::vector<int>&)> pick = [&](int from, int size, std::vector<int>& s) {
      if (size == 0) {
        auto t = s;
        t.push_back(i);
        out.push_back(t);
        return;
      }
      for (int j = from; j < i; ++j) s.push_back(j), pick(j + 1, size - 1, s), s.pop_back();
    };
    std::vector<int> s;
    for (int size = exact ? most_others : 0; size <= most_others; ++size) pick(0, size, s);
  };
  auto runs = [&](int lo, int hi) {
    for (int len = lo; len <= hi && i - len + 1 >= 0; ++len) {
      std::vector<int> s;
      for (int j = i - len + 1; j <= i; ++j) s.push_back(j);
      out.push_back(s);
    }
  };
  if (rule == "one") out.push_back({i});
  else if (rule == "turtles") subsets_left(1, false);
  else if (rule == "mock") subsets_left(2, false);
  else if (rule == "ruler") runs(1, i + 1);
  else if (rule == "run3") runs(3, 3);
  else if (rule == "near3") {
    if (i < 3) out.push_back({i});
    for (int j = std::max(0, i - 3); j < i; ++j) out.push_back({j, i});
  } else if (rule == "exactly 2 anywhere") subsets_left(1, true);
  else if (rule == "at most 2 consecutive") runs(1, 2);
  return out;
}

struct Oracle {
  std::string r1, r2;
  int rows, cols;
  std::vector<int> g;  // SG by grid mask (bit x*cols + y)

  Oracle(std::string a, std::string b, int r, int c) : r1(std::move(a)), r2(std::move(b)), rows(r), cols(c) {
    const int cells = rows * cols;
    g.assign(std::size_t{1} << cells, -1);
    for (std::uint32_t mask = 0; mask < (1u << cells); ++mask) value(mask);
  }

  std::vector<std::uint32_t> options(std::uint32_t mask) const {
    std::vector<std::uint32_t> out;
    for (int x = 0; x < rows; ++x)
      for (int y = 0; y < cols; ++y) {
        if (!(mask >> (x * cols + y) & 1)) continue;
        for (const auto& a : flips(r1, x))
          for (const auto& b : flips(r2, y)) {
            std::uint32_t next = mask;
            for (int i : a)
              for (int j : b) next ^= 1u << (i * cols + j);
            out.push_back(next);
          }
      }
    return out;
  }

  int value(std::uint32_t mask) {
    if (g[mask] >= 0) return g[mask];
    std::set<int> seen;
    for (std::uint32_t o : options(mask)) seen.insert(value(o));
    int m = 0;
    while (seen.count(m)) ++m;
    return g[mask] = m;
  }

  std::string text(std::uint32_t mask) const {
    std::string s = "coins2d(" + r1 + "*" + r2 + ") ";
    for (int x = 0; x < rows; ++x) {
      if (x) s += '/';
      for (int y = 0; y < cols; ++y) s += (mask >> (x * cols + y) & 1) ? 'H' : 'T';
    }
    return s;
  }
};

}  // namespace

TEST_CASE("coins2d: values and winning moves match brute force on every small grid", "[coins2d]") {
  const std::vector<std::tuple<std::string, std::string, int, int>> cases{
      {"ruler", "ruler", 3, 3},   {"turtles", "turtles", 3, 3}, {"mock", "ruler", 3, 3},
      {"one", "turtles", 2, 4},   {"run3", "ruler", 4, 3},      {"near3", "mock", 3, 3},
      {"exactly 2 anywhere", "at most 2 consecutive", 3, 4},   {"mock", "mock", 2, 5}};
  for (const auto& [r1, r2, rows, cols] : cases) {
    INFO(r1 << " * " << r2 << ", " << rows << " x " << cols);
    Oracle oracle(r1, r2, rows, cols);
    std::size_t bad_value = 0, bad_moves = 0, checked = 0;
    for (std::uint32_t mask = 0; mask < (1u << (rows * cols)); ++mask) {
      auto a = analyze(oracle.text(mask));
      REQUIRE(a.ok());
      const int expected = oracle.value(mask);
      bad_value += !a->grundy || *a->grundy != static_cast<Nimber>(expected);
      // Every option of value 0, as a grid text, against the listed moves.
      std::set<std::string> want, got;
      for (std::uint32_t o : oracle.options(mask))
        if (oracle.value(o) == 0) want.insert(oracle.text(o));  // already canonical
      for (const auto& m : a->winning_moves) got.insert(m.to);
      bad_moves += want != got || got.size() != a->winning_moves.size() || !a->winning_moves_complete;
      ++checked;
    }
    CHECK(checked == (1u << (rows * cols)));
    CHECK(bad_value == 0);
    CHECK(bad_moves == 0);
  }
}

TEST_CASE("coins2d: the rules oracle agrees on sums and explain-sized grids", "[coins2d]") {
  test::Memo memo;
  for (const char* text : {"coins2d(ruler*ruler) THT/HTT", "coins2d(turtles*mock) HT/TH + nim 3",
                           "coins2d(at most 2 anywhere*run(2)) HH/HT", "coins2d(mock*ruler) HTH/THT + fibnim 5",
                           "coins2d(ruler*ruler) H"})
    test::check_against_rules(text, memo);
}

TEST_CASE("coins2d: notation, shape, apply and errors", "[coins2d]") {
  auto a = analyze("coins2d( Ruler * mock ) hTt/1d0");
  REQUIRE(a.ok());
  CHECK(a->position == "coins2d(ruler*mock) HTT/HTT");
  const ComponentShape& s = a->components[0].shape;
  CHECK(s.kind == ShapeKind::grid);
  CHECK(s.numbers == std::vector<std::uint64_t>{2, 3, 1, 0});
  CHECK(s.bytes == std::vector<std::uint8_t>{1, 0, 0, 1, 0, 0});
  CHECK(a->components[0].parts.size() == 2);
  // The head at row 2, column 1 (mock numbers columns from 0): SG1(2) ⊗ SG2(0) = 2 ⊗ 1 = 2.
  CHECK(a->components[0].parts[1].label == "head at (2, 0)");
  CHECK(a->components[0].parts[1].value.nimber == 2);
  // compose writes the shape back.
  CompositionSpec spec;
  spec.components.push_back({"coins2d", std::string("ruler*mock"), s});
  auto composed = compose(spec);
  REQUIRE(composed.ok());
  CHECK(*composed == "coins2d(ruler*mock) HTT/HTT");

  auto pos = parse_position("coins2d(ruler*ruler) HH/HH");
  REQUIRE(pos.ok());
  MoveAction turn;
  turn.kind = ActionKind::turn_grid;
  turn.runs = {0, 1, 1, 1};  // rows 0..1, column 1
  turn.at = 2;
  auto applied = apply_action(*pos, turn);
  REQUIRE(applied.ok());
  CHECK(*applied == "coins2d(ruler*ruler) HT/HT");
  turn.runs = {0, 0, 1, 1};  // row 0 alone, column 1: the deciding coin (0, 1) is heads
  CHECK(apply_action(*pos, turn).ok());
  auto tails = parse_position("coins2d(ruler*ruler) HT/HH");
  REQUIRE(tails.ok());
  auto not_head = apply_action(*tails, turn);
  REQUIRE_FALSE(not_head.ok());
  CHECK(not_head.error().message().find("must be heads") != std::string::npos);
  auto one = parse_position("coins2d(one*one) HH/HH");
  REQUIRE(one.ok());
  turn.runs = {0, 1, 1, 1};
  auto too_many = apply_action(*one, turn);
  REQUIRE_FALSE(too_many.ok());
  CHECK(too_many.error().message().find("rows rule one") != std::string::npos);

  struct Bad {
    const char* text;
    std::uint32_t column;
    const char* says;
  };
  for (const Bad& b : {Bad{"coins2d THT", 8, "two coin rules"}, Bad{"coins2d(ruler) THT", 9, "joined by *"},
                       Bad{"coins2d(ruler*ruler*ruler) H", 20, "second *"},
                       Bad{"coins2d(ruler*rulr) H", 15, "unknown coin rule"},
                       Bad{"coins2d(ruler*ruler)", 0, "missing the grid"},
                       Bad{"coins2d(ruler*ruler) HT/H", 26, "row 2 has 1 coins"},
                       Bad{"coins2d(ruler*ruler) HT//HT", 25, "row 2 of the grid is empty"},
                       Bad{"coins2d(ruler*ruler) HX/HT", 23, "coin \"X\""},
                       Bad{"coins2d(ruler*ruler) HT HT", 25, "one word"}}) {
    INFO(b.text);
    auto r = parse_position(b.text);
    REQUIRE_FALSE(r.ok());
    if (b.column) CHECK(r.error().column == b.column);
    CHECK(r.error().message().find(b.says) != std::string::npos);
  }
  const std::string big = "coins2d(ruler*ruler) " + std::string(4097, 'H');
  auto too_big = parse_position(big);
  REQUIRE_FALSE(too_big.ok());
  CHECK(too_big.error().message().find("4096") != std::string::npos);
  CHECK(parse_position("coins2d(ruler*ruler) " + std::string(4096, 'H')).ok());
}

TEST_CASE("coins2d: winning moves of larger grids lead to P and the list is complete", "[coins2d]") {
  for (const char* text : {"coins2d(mock*mock) HTHTHTHT/THTHHTHT/HHTTHHTT/TTHHTTHH/HTTHHTTH/THHTHTHT",
                           "coins2d(turtles*ruler) HHHHHHHHHH/HTHTHTHTHT/HHTTHHTTHH/TTTTTHHHHH",
                           "coins2d(at most 3 anywhere*run3) HTHHT/THHTH/HHTTH"}) {
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    CHECK(a->outcome == Outcome::N);
    CHECK(a->winning_moves_complete);
    REQUIRE_FALSE(a->winning_moves.empty());
    std::set<std::string> seen;
    for (const auto& m : a->winning_moves) {
      CHECK(seen.insert(m.to).second);
      auto after = analyze(m.to);
      REQUIRE(after.ok());
      CHECK(after->outcome == Outcome::P);
    }
    // Every option by the rules: those of value 0 are exactly the listed ones.
    auto pos = parse_position(text);
    REQUIRE(pos.ok());
    std::set<std::string> zero;
    for (const Move& m : pos->components[0]->moves())
      if (m.to->value().nimber == 0) zero.insert(m.to->notation());
    CHECK(zero == seen);
  }
}

TEST_CASE("coins2d: every legal move's action applies to its position", "[coins2d]") {
  for (const char* text : {"coins2d(ruler*ruler) THT/HTT", "coins2d(mock*turtles) HTH/THT/HHT", "coins2d(run3*near3) HHHH/HTHH/HHTH",
                           "coins2d(one*ruler) HH"}) {
    INFO(text);
    auto pos = parse_position(text);
    REQUIRE(pos.ok());
    auto listed = legal_moves(*pos, 100000);
    REQUIRE(listed.ok());
    CHECK(listed->complete);
    for (const auto& m : listed->moves) {
      INFO(m.move);
      auto again = apply_action(*pos, m.action);
      REQUIRE(again.ok());
      CHECK(*again == m.to);
    }
  }
}
