#include "families/boards/cram_board.hpp"

#include <array>
#include <bit>

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

std::uint32_t CramSearchGame::option_count(Piece p) const {
  return static_cast<std::uint32_t>(std::popcount(geometry.right_pairs(p)) + std::popcount(geometry.down_pairs(p)));
}

namespace {

// 8 x 8 bitboard symmetries (bit 8r + c), as chess programs write them.
std::uint64_t flip_rows(std::uint64_t x) {  // row r -> 7 - r
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}
std::uint64_t flip_cols(std::uint64_t x) {  // column c -> 7 - c
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  return ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
}
std::uint64_t transpose8(std::uint64_t x) {  // (r, c) -> (c, r)
  std::uint64_t t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  return x ^ t ^ (t >> 7);
}

// The least of the four images of an h x w region (in the top-left corner
// of an 8 x 8 board) that keep its shape: itself, mirrored, flipped, turned.
std::uint64_t least_of_four(std::uint64_t b, std::uint32_t h, std::uint32_t w) {
  const std::uint64_t m = flip_cols(b) >> (8 - w);
  const std::uint64_t f = flip_rows(b) >> (8 * (8 - h));
  const std::uint64_t t = flip_rows(m) >> (8 * (8 - h));
  std::uint64_t least = b < m ? b : m;
  least = f < least ? f : least;
  return t < least ? t : least;
}

}  // namespace

void append_region_key(const CramGeometry& g, std::uint64_t region, std::string& out) {
  // Bounding box.
  const std::uint32_t cols = g.cols;
  const std::uint32_t r0 = static_cast<std::uint32_t>(std::countr_zero(region)) / cols;
  const std::uint32_t r1 = static_cast<std::uint32_t>(63 - std::countl_zero(region)) / cols;
  std::uint64_t col_bits = 0;
  for (std::uint32_t r = r0; r <= r1; ++r) col_bits |= region >> (r * cols);
  col_bits &= cols >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cols) - 1;
  const std::uint32_t c0 = static_cast<std::uint32_t>(std::countr_zero(col_bits));
  const std::uint32_t c1 = static_cast<std::uint32_t>(63 - std::countl_zero(col_bits));
  const std::uint32_t h = r1 - r0 + 1, w = c1 - c0 + 1;
  if (h <= 8 && w <= 8) {
    // On an 8 x 8 bitboard: 'Q', then the rows of the least image whose
    // rows are the fewer (the rows fix the height and the width).
    std::uint64_t b = 0;
    const std::uint64_t row_mask = (std::uint64_t{1} << w) - 1;
    for (std::uint32_t r = 0; r < h; ++r) b |= ((region >> ((r0 + r) * cols + c0)) & row_mask) << (8 * r);
    std::uint64_t best = ~std::uint64_t{0};
    if (h <= w) best = least_of_four(b, h, w);
    if (w <= h) {
      const std::uint64_t t = least_of_four(transpose8(b), w, h);
      best = t < best ? t : best;
    }
    out += 'Q';
    for (std::uint32_t r = 0; r < (h < w ? h : w); ++r) out += static_cast<char>((best >> (8 * r)) & 0xFF);
    return;
  }
  // Wider boards, bit by bit: 'R', height, width, then the cells row by row.
  // The 8 images: 0-3 keep the shape h x w (identity, mirror, flip, half
  // turn), 4-7 transpose it to w x h. Only the images with the fewer rows
  // first can be least, so only those are built.
  std::array<std::uint64_t, 8> image{};
  for (std::uint64_t bits = region; bits; bits &= bits - 1) {
    const auto at = static_cast<std::uint32_t>(std::countr_zero(bits));
    const std::uint32_t r = at / cols - r0, c = at % cols - c0;
    const std::uint32_t rr = h - 1 - r, cc = w - 1 - c;
    if (h <= w) {
      image[0] |= std::uint64_t{1} << (r * w + c);
      image[1] |= std::uint64_t{1} << (r * w + cc);
      image[2] |= std::uint64_t{1} << (rr * w + c);
      image[3] |= std::uint64_t{1} << (rr * w + cc);
    }
    if (w <= h) {
      image[4] |= std::uint64_t{1} << (c * h + r);
      image[5] |= std::uint64_t{1} << (c * h + rr);
      image[6] |= std::uint64_t{1} << (cc * h + r);
      image[7] |= std::uint64_t{1} << (cc * h + rr);
    }
  }
  std::uint64_t best = ~std::uint64_t{0};
  for (int t = h <= w ? 0 : 4; t < (w <= h ? 8 : 4); ++t) best = image[t] < best ? image[t] : best;
  out += 'R';
  out += static_cast<char>(h <= w ? h : w);
  out += static_cast<char>(h <= w ? w : h);
  for (std::uint32_t b = 0; b < (h * w + 7) / 8; ++b) out += static_cast<char>((best >> (8 * b)) & 0xFF);
}

}  // namespace sg
