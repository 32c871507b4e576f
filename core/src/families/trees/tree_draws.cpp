// Random rooted trees (a parent list) and Hackenbush graphs grown from the
// ground, one edge at a time.
#include "families/trees/tree_draws.hpp"

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_tree(SeededRng& rng, const DrawRequest& request) {
  if (request.like && !request.size) return Draw{draw::like_text(*request.like), rng.between(1, 3)};
  const std::uint32_t edges = request.size ? request.size : 5;
  std::string out = "tree(parents)";
  for (std::uint32_t v = 1; v <= edges; ++v) out += " " + std::to_string(rng.below(v));
  return Draw{std::move(out)};
}

Result<Draw> draw_hackenbush(SeededRng& rng, const DrawRequest& request) {
  if (request.like && !request.size) return Draw{draw::like_text(*request.like), rng.between(1, 3)};
  const std::uint32_t edges = request.size ? request.size : 5;
  std::uint32_t vertices = 1;  // the ground, vertex 0
  std::string out = "hackenbush";
  for (std::uint32_t e = 0; e < edges; ++e) {
    // Mostly growth (a new vertex on an old one), sometimes a cycle or a loop.
    if (vertices == 1 || rng.chance(2, 3)) {
      out += " " + std::to_string(rng.below(vertices)) + "-" + std::to_string(vertices);
      ++vertices;
    } else {
      out += " " + std::to_string(rng.below(vertices)) + "-" + std::to_string(rng.below(vertices));
    }
  }
  return Draw{std::move(out)};
}

}  // namespace sg
