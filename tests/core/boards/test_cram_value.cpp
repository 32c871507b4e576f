// The Cram value by tests "G(R) = v?" (cram_value.hpp) against the full
// component search, which the brute-force oracle checks (test_cram.cpp).
#include <catch2/catch.hpp>

#include <cstdint>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "families/boards/board_limits.hpp"
#include "families/boards/board_memo.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/cram/cram.hpp"
#include "families/boards/cram/cram_board.hpp"
#include "families/boards/cram/cram_value.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/search_progress.hpp"

using namespace sg;

namespace {

Nimber by_tests(const CramGeometry& g, std::uint64_t region, std::uint32_t full_cells) {
  const CramSearchGame game{g};
  cram_test_table().clear();  // each answer found afresh
  ComponentSearch<CramSearchGame> full(game, board_memo(), board_limits::max_states);
  CramValueSearch tests(game, full, full_cells);
  const auto v = tests.value(region);
  REQUIRE(v);
  return *v;
}

Nimber by_search(const CramGeometry& g, std::uint64_t region) {
  auto v = search_values(CramSearchGame{g}, std::vector<std::uint64_t>{region}, "region");
  REQUIRE(v.ok());
  return (*v)[0];
}

}  // namespace

TEST_CASE("cram: values by G = v tests agree with the full search on random regions", "[cram][cram_value]") {
  std::uint64_t state = 0x2545F4914F6CDD1DULL;
  auto next = [&] {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return state;
  };
  int checked = 0;
  for (std::uint32_t rows = 2; rows <= 5; ++rows)
    for (std::uint32_t cols = 3; cols <= 6; ++cols) {
      const CramGeometry g = CramGeometry::of(rows, cols);
      for (int trial = 0; trial < 12; ++trial) {
        // About one cell in six blocked; every region of two cells or more.
        std::uint64_t free = g.all;
        for (std::uint64_t bits = g.all; bits; bits &= bits - 1)
          if (next() % 6 == 0) free &= ~(bits & (~bits + 1));
        std::vector<std::uint64_t> regions;
        g.regions(free, regions);
        for (std::uint64_t r : regions)
          for (std::uint32_t full_cells : {3u, 5u, 8u}) {
            INFO(rows << "x" << cols << " region " << r << " full_cells " << full_cells);
            CHECK(by_tests(g, r, full_cells) == by_search(g, r));
            ++checked;
          }
      }
    }
  CHECK(checked > 300);
}

TEST_CASE("cram: values by G = v tests agree with the published nimbers", "[cram][cram_value]") {
  // Lemoine and Viennot's table.
  CHECK(by_tests(CramGeometry::of(4, 5), CramGeometry::of(4, 5).all, 6) == 2);
  CHECK(by_tests(CramGeometry::of(3, 7), CramGeometry::of(3, 7).all, 6) == by_search(CramGeometry::of(3, 7), CramGeometry::of(3, 7).all));
  CHECK(by_tests(CramGeometry::of(5, 5), CramGeometry::of(5, 5).all, 8) == 0);
}

// The engine's path: analyze() values regions past 33 cells by tests.
TEST_CASE("cram: the engine values regions past 33 cells by tests, as the full search does", "[cram][cram_value]") {
  // Two-row regions of 34 and 35 cells (by tests, at the cap), and 2 x 17
  // with one cell blocked (33, the full search's largest).
  for (const char* text : {"cram(#.#.............../..................)", "cram(#.#.#............../...................)",
                           "cram(#................/.................)"}) {
    INFO(text);
    board_memo().clear();
    cram_test_table().clear();
    auto a = analyze(text);
    if (!a.ok()) FAIL(a.error().message());
    REQUIRE(a->grundy.has_value());
    const auto parsed = parse_position(text);
    REQUIRE(parsed.ok());
    const Position& p = *parsed;
    const auto& cram = static_cast<const CramGame&>(*p.components[0]);
    std::vector<std::uint64_t> regions;
    cram.geometry().regions(cram.free_cells(), regions);
    Nimber x = 0;
    for (std::uint64_t r : regions) x ^= by_search(cram.geometry(), r);
    CHECK(*a->grundy == x);
  }
}

// P. Beling's table of Cram nimbers (github.com/beling/impartial-games,
// README; the smaller boards first by Lemoine and Viennot's Glop): 5 x 7
// and 7 x 5 have value 1. Seconds natively, minutes under the sanitizers.
TEST_CASE("cram: 5 x 7 has its published value 1", "[cram][cram_value][.slow]") {
  board_memo().clear();
  cram_test_table().clear();
  auto a = analyze("cram 5x7");
  REQUIRE(a.ok());
  CHECK(a->grundy == Nimber{1});
  CHECK(a->outcome == Outcome::N);
}

TEST_CASE("cram: a region one cell past maxCramRegionCells is refused at once, naming the cap", "[cram][cram_value][limits]") {
  REQUIRE(board_limits::max_cram_region_cells == 35);
  // 36 free cells in two rows, no mirror move: refused before any search.
  for (const char* text : {"cram(#.#................/...................)", "cram 3x13", "nim 1 + cram 7x9"}) {
    INFO(text);
    auto a = analyze(text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().kind == ErrorKind::too_large);
    CHECK(std::string(a.error().limit) == "maxCramRegionCells");
    CHECK(a.error().message().find("maxCramRegionCells") != std::string::npos);
  }
}

TEST_CASE("cram: the search by tests reports rising progress and stops when cancelled", "[cram][cram_value][progress]") {
  // 34 cells in three rows, not symmetric: by tests, thousands of them (a
  // two-row region of 35 takes too few to report progress).
  const char* text = "cram(##........../............/............)";
  board_memo().clear();
  cram_test_table().clear();
  std::vector<double> seen;
  {
    SearchProgressScope scope([&](double p) {
      seen.push_back(p);
      return true;
    });
    REQUIRE(analyze(text).ok());
  }
  REQUIRE(seen.size() >= 2);
  for (std::size_t i = 0; i < seen.size(); ++i) {
    CHECK(seen[i] >= 0);
    CHECK(seen[i] <= 1);
    if (i) CHECK(seen[i] >= seen[i - 1]);
  }
  board_memo().clear();
  cram_test_table().clear();
  int calls = 0;
  SearchProgressScope scope([&](double) { return ++calls < 2; });
  auto a = analyze(text);
  CHECK(scope.cancelled());
  CHECK(calls == 2);
  REQUIRE_FALSE(a.ok());
  CHECK(a.error().message().find("cancelled") != std::string::npos);
}

namespace {

// One search by tests of a board's single region, from empty tables.
struct TestRun {
  std::optional<Nimber> value;
  SearchStop stop;
  std::uint64_t work, bytes;
};

TestRun run_tests(const char* text, CramTestCaps caps) {
  const auto parsed = parse_position(text);
  REQUIRE(parsed.ok());
  const auto& cram = static_cast<const CramGame&>(*parsed->components[0]);
  std::vector<std::uint64_t> regions;
  cram.geometry().regions(cram.free_cells(), regions);
  REQUIRE(regions.size() == 1);
  const CramSearchGame game{cram.geometry()};
  board_memo().clear();
  cram_test_table().clear();
  ComponentSearch<CramSearchGame> full(game, board_memo(), board_limits::max_states);
  CramValueSearch tests(game, full, 14, caps);  // as the engine splits them (cram.cpp)
  const auto v = tests.value(regions[0]);
  return TestRun{v, tests.stop(), tests.work(), tests.bytes()};
}

// The bytes its table peaked at: the old and the new table at the last growth.
std::uint64_t peak_bytes(std::uint64_t bytes) {
  const std::uint64_t entries = bytes / sizeof(CramTestTable::Entry);
  return entries > 4096 ? bytes + bytes / 2 : bytes;
}

}  // namespace

// The caps are checked as the work and the table grow: a search that needs
// exactly the cap answers, one step or one byte less stops it, and the
// analysis names the cap. 34 cells in three rows: thousands of tests.
TEST_CASE("cram: the search by tests answers at exactly its caps and stops one short", "[cram][cram_value][limits]") {
  const char* text = "cram(##........../............/............)";
  const TestRun free = run_tests(text, {});
  REQUIRE(free.value.has_value());
  REQUIRE(free.work > 10000);
  REQUIRE(free.bytes > 4096 * sizeof(CramTestTable::Entry));

  const TestRun at_work = run_tests(text, {free.work, board_limits::max_cram_test_bytes});
  CHECK(at_work.value == free.value);
  const TestRun short_work = run_tests(text, {free.work - 1, board_limits::max_cram_test_bytes});
  CHECK_FALSE(short_work.value.has_value());
  CHECK(short_work.stop == SearchStop::work);

  const std::uint64_t peak = peak_bytes(free.bytes);
  const TestRun at_bytes = run_tests(text, {board_limits::max_board_work, peak});
  CHECK(at_bytes.value == free.value);
  const TestRun short_bytes = run_tests(text, {board_limits::max_board_work, peak - 1});
  CHECK_FALSE(short_bytes.value.has_value());
  CHECK(short_bytes.stop == SearchStop::full);

  // Through values_by_tests, as the engine calls it: each cap by its name.
  const auto parsed = parse_position(text);
  REQUIRE(parsed.ok());
  const auto& cram = static_cast<const CramGame&>(*parsed->components[0]);
  std::vector<std::uint64_t> regions;
  cram.geometry().regions(cram.free_cells(), regions);
  const CramSearchGame game{cram.geometry()};
  for (const auto& [caps, cap] : {std::pair{CramTestCaps{free.work - 1, board_limits::max_cram_test_bytes}, "maxBoardWork"},
                                  std::pair{CramTestCaps{board_limits::max_board_work, peak - 1}, "maxCramTestBytes"}}) {
    INFO(cap);
    board_memo().clear();
    cram_test_table().clear();
    const auto v = values_by_tests(game, regions, "the board", 14, caps);
    REQUIRE_FALSE(v.ok());
    CHECK(v.error().kind == ErrorKind::too_large);
    CHECK(std::string(v.error().limit) == cap);
  }
  board_memo().clear();
  cram_test_table().clear();
}
