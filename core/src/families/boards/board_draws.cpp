// Random boards: a sparse graph on a few named vertices, a small Cram
// rectangle with a few blocked cells, a small Young diagram. With `like`,
// the board is kept and a few random moves are played down it.
#include "families/boards/board_draws.hpp"

#include <algorithm>

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_nodekayles(SeededRng& rng, const DrawRequest& request) {
  if (request.like && !request.size) return Draw{draw::like_text(*request.like), rng.between(1, 2)};
  const std::uint32_t n = request.size ? request.size : rng.between(5, 7);
  const auto name = [](std::uint32_t v) {
    std::string s(1, static_cast<char>('a' + v % 26));
    if (v >= 26) s += std::to_string(v / 26);
    return s;
  };
  std::string items;
  std::vector<bool> touched(n);
  for (std::uint32_t v = 1; v < n; ++v) {
    // A tree-like spine (each vertex joined to an earlier one) and a few chords.
    const std::uint32_t u = rng.below(v);
    items += (items.empty() ? "" : ",") + name(u) + "-" + name(v);
    touched[u] = touched[v] = true;
    if (v >= 2 && rng.chance(1, 4)) {
      const std::uint32_t w = rng.below(v);
      if (w != u) items += "," + name(w) + "-" + name(v);
    }
  }
  for (std::uint32_t v = 0; v < n; ++v)
    if (!touched[v]) items += (items.empty() ? "" : ",") + name(v);
  return Draw{"nodekayles(" + items + ")"};
}

Result<Draw> draw_cram(SeededRng& rng, const DrawRequest& request) {
  if (request.like && !request.size) return Draw{draw::like_text(*request.like), rng.between(1, 3)};
  const std::uint32_t cells = request.size ? std::max<std::uint32_t>(request.size, 2) : rng.between(9, 16);
  const std::uint32_t rows = std::min<std::uint32_t>(rng.between(2, 4), cells / 2);
  const std::uint32_t cols = (cells + rows - 1) / rows;
  std::string board;
  for (std::uint32_t r = 0; r < rows; ++r) {
    if (r) board += '/';
    for (std::uint32_t c = 0; c < cols; ++c) board += rng.chance(1, 6) ? '#' : '.';
  }
  return Draw{"cram(" + board + ")"};
}

Result<Draw> draw_chomp(SeededRng& rng, const DrawRequest& request) {
  if (request.like && !request.size) return Draw{draw::like_text(*request.like), rng.between(1, 2)};
  const std::uint32_t rows = request.size ? std::clamp<std::uint32_t>(request.size / 3, 2, 8) : rng.between(2, 4);
  std::uint32_t length = rng.between(3, 6);
  std::string out = "chomp(";
  for (std::uint32_t r = 0; r < rows; ++r) {
    out += (r ? "," : "") + std::to_string(length);
    if (length > 1 && rng.chance(1, 2)) length -= rng.between(1, length - 1);
  }
  return Draw{out + ")"};
}

}  // namespace sg
