#include "families/boards/cram/cram_board.hpp"

#include <array>
#include <bit>

#include "families/boards/graph_certificate.hpp"

namespace sg {

CramGeometry CramGeometry::of(std::uint32_t rows, std::uint32_t cols) {
  CramGeometry g;
  g.rows = rows, g.cols = cols;
  const std::uint32_t n = rows * cols;
  g.all = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  for (std::uint32_t r = 0; r < rows; ++r) {
    const std::uint64_t row_start = std::uint64_t{1} << (r * cols);
    g.not_last_col |= (row_start << (cols - 1)) - row_start;  // columns 0 .. cols-2
    g.not_first_col |= ((row_start << (cols - 1)) - row_start) << 1;  // columns 1 .. cols-1
  }
  return g;
}

void CramGeometry::regions(std::uint64_t free, std::vector<std::uint64_t>& out) const {
  while (free) {
    std::uint64_t region = free & (~free + 1);
    for (std::uint64_t grown = region | (neighbours(region) & free); grown != region;
         grown = region | (neighbours(region) & free))
      region = grown;
    free &= ~region;
    if (region & (region - 1)) out.push_back(region);
  }
}

bool CramGeometry::is_strip(std::uint64_t region) const {
  const auto first = static_cast<std::uint32_t>(std::countr_zero(region));
  const auto last = static_cast<std::uint32_t>(63 - std::countl_zero(region));
  if (first / cols == last / cols) return true;
  for (std::uint64_t bits = region; bits; bits &= bits - 1)
    if (static_cast<std::uint32_t>(std::countr_zero(bits)) % cols != first % cols) return false;
  return true;
}

CramSearchGame::CramSearchGame(const CramGeometry& g) : geometry(g) {
  const std::uint32_t n = g.rows * g.cols;
  for (std::uint32_t i = 0; i < n; ++i) adj[i] = g.neighbours(std::uint64_t{1} << i);
}

std::uint32_t CramSearchGame::option_count(Piece p) const {
  return static_cast<std::uint32_t>(std::popcount(geometry.right_pairs(p)) + std::popcount(geometry.down_pairs(p)));
}

std::uint64_t CramSearchGame::key(Piece p, std::string& out) const {
  out += 'D';
  return append_graph_certificate(adj.data(), p, out);
}

std::uint64_t CramSearchGame::placed(Piece p) const {
  const std::uint32_t cols = geometry.cols;
  const std::uint64_t row_mask = cols >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cols) - 1;
  const std::uint32_t top = static_cast<std::uint32_t>(std::countr_zero(p)) / cols;
  const std::uint32_t h = static_cast<std::uint32_t>(63 - std::countl_zero(p)) / cols - top + 1;
  std::array<std::uint64_t, 64> row{};
  std::uint64_t used = 0;
  for (std::uint32_t i = 0; i < h; ++i) used |= row[i] = (p >> ((top + i) * cols)) & row_mask;
  const auto left = static_cast<std::uint32_t>(std::countr_zero(used));
  const std::uint32_t w = static_cast<std::uint32_t>(64 - std::countl_zero(used)) - left;
  std::uint64_t same = 0, hflip = 0, vflip = 0, turn = 0;
  for (std::uint32_t i = 0; i < h; ++i) {
    const std::uint64_t r = row[i] >> left, m = reverse_bits(r) >> (64 - w);
    const std::uint32_t at = i * cols, back = (h - 1 - i) * cols;
    same |= r << at, hflip |= m << at, vflip |= r << back, turn |= m << back;
  }
  const std::uint64_t a = same < hflip ? same : hflip, b = vflip < turn ? vflip : turn;
  return a < b ? a : b;
}

namespace {

// Dawson's Kayles (octal 0.07) on n <= 64: a move takes two adjacent
// tokens of a row, leaving rows of i and n - 2 - i.
constexpr std::array<std::uint8_t, 65> dawson_values() {
  std::array<std::uint8_t, 65> g{};
  for (std::uint32_t n = 2; n <= 64; ++n) {
    std::uint64_t seen = 0;
    for (std::uint32_t i = 0; i + 2 <= n; ++i) seen |= std::uint64_t{1} << (g[i] ^ g[n - 2 - i]);
    g[n] = static_cast<std::uint8_t>(std::countr_one(seen));
  }
  return g;
}
constexpr std::array<std::uint8_t, 65> kDawson = dawson_values();

}  // namespace

std::optional<Nimber> CramSearchGame::closed_form(Piece p) const {
  const int n = std::popcount(p);
  if (n <= 3) return Nimber{1};
  const std::uint64_t right = geometry.right_pairs(p), down = geometry.down_pairs(p);
  const int edges = std::popcount(right) + std::popcount(down);
  if (edges != n - 1 && edges != n) return std::nullopt;
  // Cells with a free neighbour on each side; three of the four: degree 3+.
  // A board one row of 64 cells wide has no down pairs: shifting by 64 is undefined.
  const std::uint64_t r = right, l = right << 1, d = down, u = geometry.cols < 64 ? down << geometry.cols : 0;
  if ((r & l & (d | u)) | (d & u & (r | l))) return std::nullopt;
  if (edges == n - 1) return Nimber{kDawson[static_cast<std::size_t>(n)]};  // a tree of degree <= 2: a path
  return Nimber{kDawson[static_cast<std::size_t>(n - 2)] == 0 ? 1u : 0u};   // connected, every degree 2: a cycle
}

}  // namespace sg
