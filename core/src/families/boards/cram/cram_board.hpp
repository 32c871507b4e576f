#pragma once
// A Cram board as one 64-bit word, and what the search needs of it.
//
//   rows x cols cells, at most 64; cell (r, c) is bit r*cols + c
//   free   the cells a domino may still cover (bit set)
//
//   . . # .      rows 3, cols 4
//   . . . .      free = 0b1111'1111'1011  (bit 0 is the top-left cell)
//   . . . .
//
// A move covers two free cells side by side or one above the other. The
// free cells fall apart into regions (4-connected); each region is a game
// of its own, keyed by its graph (CramSearchGame below).

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sg/value.hpp"

namespace sg {

// Bit i moved to bit 63 - i.
inline std::uint64_t reverse_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}

struct CramGeometry {
  std::uint32_t rows = 0, cols = 0;
  std::uint64_t all = 0;           // every cell of the board
  std::uint64_t not_first_col = 0;  // cells with c > 0
  std::uint64_t not_last_col = 0;   // cells with c < cols - 1

  static CramGeometry of(std::uint32_t rows, std::uint32_t cols);

  // Free cells with a free right neighbour / lower neighbour: a domino's
  // first cell (bit i: cells i, i+1 / i, i+cols).
  std::uint64_t right_pairs(std::uint64_t free) const { return free & (free >> 1) & not_last_col; }
  // (One row: no vertical pair, and no shift by 64.)
  std::uint64_t down_pairs(std::uint64_t free) const { return rows > 1 ? free & (free >> cols) : 0; }
  // The 4-neighbours of `cells` (within the board).
  std::uint64_t neighbours(std::uint64_t cells) const {
    const std::uint64_t sideways = ((cells << 1) & not_first_col) | ((cells >> 1) & not_last_col);
    return (rows > 1 ? sideways | (cells << cols) | (cells >> cols) : sideways) & all;
  }
  // The regions of `free` with at least two cells, lowest cell first (a
  // lone cell has no move and value 0).
  void regions(std::uint64_t free, std::vector<std::uint64_t>& out) const;
  // True when `region` lies in one row or one column (Dawson's Kayles).
  bool is_strip(std::uint64_t region) const;
};

// The game the component search runs on a board (component_search.hpp).
// A region is played as its graph (cells, and the pairs a domino covers):
// a move deletes the two ends of an edge. Isomorphic graphs are the same
// game, so a region is keyed by its graph's certificate (graph_certificate
// .hpp): every image under the square's symmetries shares it, and so do
// many regions of other shapes (any snake of n cells is a path of n).
// From 4 x 7 the search then keeps 48,254 regions instead of the 109,821
// classes up to symmetry, and tries half as many options.
struct CramSearchGame {
  using Piece = std::uint64_t;
  CramGeometry geometry;
  std::array<std::uint64_t, 64> adj{};  // adj[i]: the neighbours of cell i

  explicit CramSearchGame(const CramGeometry& g);

  // Up to three cells: every move leaves no move (value 1). A path of n
  // cells (connected, n - 1 edges, no cell with three neighbours) is
  // Dawson's Kayles, octal 0.07, on n; a cycle of n moves to the path of
  // n - 2 alone.
  std::optional<Nimber> closed_form(Piece p) const;
  // The region moved to the top-left corner of the board, least of its
  // images under the flips that keep the board (a congruent region is the
  // same game): the placed cache then skips the certificate of those too.
  std::uint64_t placed(Piece p) const;
  // Appends the region's certificate; returns the work it took.
  std::uint64_t key(Piece p, std::string& out) const;
  std::uint32_t option_count(Piece p) const;
  std::uint32_t depth_bound(Piece p) const { return static_cast<std::uint32_t>(std::popcount(p)) / 2; }
  template <class F>
  void each_option(Piece p, std::vector<Piece>& left, F f) const {
    for (int pass = 0; pass < 2; ++pass) {
      const std::uint32_t step = pass == 0 ? 1 : geometry.cols;
      for (std::uint64_t firsts = pass == 0 ? geometry.right_pairs(p) : geometry.down_pairs(p); firsts;
           firsts &= firsts - 1) {
        const std::uint64_t first = firsts & (~firsts + 1);
        left.clear();
        geometry.regions(p & ~(first | (first << step)), left);
        if (!f()) return;
      }
    }
  }
};

}  // namespace sg
