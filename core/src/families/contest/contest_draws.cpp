// Contest positions small enough to search by hand.
#include "families/contest/contest_draws.hpp"

#include <algorithm>

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_seqgame(SeededRng& rng, const DrawRequest& request) {
  std::string rule;
  std::uint32_t length = 0;
  std::uint32_t tokens = rng.between(1, 2);
  if (request.like && request.like->rule) {
    rule = std::string(request.like->rule->text);
    length = static_cast<std::uint32_t>(draw::rule_items(rule).size());
    tokens = static_cast<std::uint32_t>(std::clamp<std::size_t>(request.like->args.size(), 1, limits::max_random_size));
  } else {
    length = request.size ? request.size : 6;
    for (std::uint32_t i = 0; i < length; ++i) rule += (i ? "," : "") + std::to_string(rng.below(8));
  }
  std::string out = "seqgame(" + rule + ")";
  for (std::uint32_t t = 0; t < tokens; ++t) out += " " + std::to_string(rng.below(length));
  return Draw{std::move(out)};
}

Result<Draw> draw_ends(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("ends", rng, draw::parts(request, 3), 1, 5)};
}

Result<Draw> draw_merge(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("merge", rng, draw::parts(request, 3), 1, 4)};
}

}  // namespace sg
