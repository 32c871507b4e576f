// Heap games drawn at sizes a student can work through by hand.
#include "families/heaps/heap_draws.hpp"

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_bash(SeededRng& rng, const DrawRequest& request) {
  const std::string rule = std::to_string(rng.between(2, 4));
  return Draw{draw::heaps(draw::head("bash", request, rule), rng, draw::parts(request, 1), 1, 12)};
}

Result<Draw> draw_sub(SeededRng& rng, const DrawRequest& request) {
  // Two or three distinct amounts from 1..5, ascending.
  std::string rule;
  const std::uint32_t want = rng.between(2, 3);
  std::uint32_t chosen = 0;
  while (__builtin_popcount(chosen) < static_cast<int>(want)) chosen |= 1u << rng.between(1, 5);
  for (std::uint32_t a = 1; a <= 5; ++a)
    if (chosen >> a & 1) rule += (rule.empty() ? "" : ",") + std::to_string(a);
  return Draw{draw::heaps(draw::head("sub", request, rule), rng, draw::parts(request, 2), 1, 12)};
}

Result<Draw> draw_lasker(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("lasker", rng, draw::parts(request, 2), 1, 9)};
}

Result<Draw> draw_staircase(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("staircase", rng, draw::parts(request, 4), 0, 5)};
}

// Always two heaps; `size` bounds the larger one.
Result<Draw> draw_wythoff(SeededRng& rng, const DrawRequest& request) {
  const std::uint32_t top = request.size ? request.size : 10;
  return Draw{draw::heaps("wythoff", rng, 2, 0, top)};
}

}  // namespace sg
