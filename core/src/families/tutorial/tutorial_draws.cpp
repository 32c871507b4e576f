// The tutorial games drawn at sizes a student can work through by hand.
#include "families/tutorial/tutorial_draws.hpp"

#include <algorithm>
#include <array>

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_coins2d(SeededRng& rng, const DrawRequest& request) {
  constexpr std::array<std::string_view, 5> kRules{"ruler*ruler", "turtles*turtles", "ruler*turtles", "mock*ruler",
                                                   "one*turtles"};
  std::uint32_t rows = rng.between(2, 4), cols = rng.between(2, 4);
  if (request.like && !request.like->args.empty()) {
    // Keep like's grid size (its first row's length, its number of rows).
    const std::string_view grid = request.like->args[0].text;
    rows = static_cast<std::uint32_t>(std::count(grid.begin(), grid.end(), '/') + 1);
    cols = static_cast<std::uint32_t>(std::min(grid.find('/'), grid.size()));
    rows = std::clamp<std::uint32_t>(rows, 1, 6), cols = std::clamp<std::uint32_t>(cols, 1, 6);
  } else if (request.size) {
    cols = std::clamp<std::uint32_t>(request.size, 1, 6);
  }
  std::string out = draw::head("coins2d", request, kRules[rng.below(kRules.size())]) + " ";
  for (std::uint32_t r = 0; r < rows; ++r) {
    if (r) out += '/';
    for (std::uint32_t c = 0; c < cols; ++c) out += rng.chance(1, 3) ? 'H' : 'T';
  }
  return Draw{std::move(out)};
}

Result<Draw> draw_moore(SeededRng& rng, const DrawRequest& request) {
  const std::string k = std::to_string(rng.between(2, 3));
  return Draw{draw::heaps(draw::head("moore", request, k), rng, std::min<std::uint32_t>(draw::parts(request, 3), 5), 1, 7)};
}

Result<Draw> draw_fibnim(SeededRng& rng, const DrawRequest& request) {
  const std::uint32_t top = request.size ? std::max<std::uint32_t>(request.size, 2) : 30;
  const std::uint32_t heap = rng.between(2, top);
  if (rng.chance(1, 2)) return Draw{"fibnim " + std::to_string(heap)};
  return Draw{"fibnim " + std::to_string(heap) + " " + std::to_string(rng.between(1, std::max<std::uint32_t>(heap / 2, 1)))};
}

Result<Draw> draw_euclid(SeededRng& rng, const DrawRequest& request) {
  const std::uint32_t top = request.size ? std::max<std::uint32_t>(request.size, 2) : 40;
  return Draw{"euclid " + std::to_string(rng.between(1, top)) + " " + std::to_string(rng.between(1, top))};
}

Result<Draw> draw_geography(SeededRng& rng, const DrawRequest& request) {
  if (request.like && request.like->rule) {
    // Keep like's graph; the token on one of the vertices of its first edge.
    const std::string rule(request.like->rule->text);
    const std::string_view first = draw::rule_items(rule).front();
    const std::size_t dash = first.find('-');
    std::string_view start = rng.chance(1, 2) || dash == std::string_view::npos ? first.substr(0, dash) : first.substr(dash + 1);
    while (!start.empty() && start.back() == ' ') start.remove_suffix(1);
    while (!start.empty() && start.front() == ' ') start.remove_prefix(1);
    return Draw{"geography(" + rule + ") " + std::string(start)};
  }
  // A connected graph: a random tree on the vertices, plus a few more edges.
  const std::uint32_t n = std::clamp<std::uint32_t>(request.size ? request.size : rng.between(5, 8), 2, 12);
  auto name = [](std::uint32_t i) { return std::string(1, static_cast<char>('a' + i)); };
  std::string rule;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  for (std::uint32_t v = 1; v < n; ++v) edges.emplace_back(rng.below(v), v);
  const std::uint32_t extra = rng.between(0, n / 2);
  for (std::uint32_t e = 0; e < extra; ++e) {
    const std::uint32_t a = rng.below(n), b = rng.below(n);
    if (a == b) continue;
    const auto edge = std::make_pair(std::min(a, b), std::max(a, b));
    if (std::find(edges.begin(), edges.end(), edge) == edges.end()) edges.push_back(edge);
  }
  for (const auto& [a, b] : edges) rule += (rule.empty() ? "" : ",") + name(a) + "-" + name(b);
  return Draw{"geography(" + rule + ") " + name(rng.below(n))};
}

}  // namespace sg
