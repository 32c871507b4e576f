// The Cram value by tests "G(R) = v?" (cram_value.hpp) against the full
// component search, which the brute-force oracle checks (test_cram.cpp).
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "families/boards/board_memo.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/cram_board.hpp"
#include "families/boards/cram_value.hpp"

using namespace sg;

namespace {

Nimber by_tests(const CramGeometry& g, std::uint64_t region, std::uint32_t full_cells) {
  const CramSearchGame game{g};
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
