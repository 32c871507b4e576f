#pragma once
// Seeded random positions for teaching mode: the same family, seed and
// options give the same position on every build (native or WebAssembly).
// About half of the seeds give a P position and half an N position.
//
//   random_position("coins", 7, {.like = "coins(mock) THHT"})  ->  "coins(mock) HTTH"
//                    family seed  keeps like's rule and board

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sg/result.hpp"

namespace sg {

struct RandomOptions {
  // A position whose first component is of the family asked for: the result
  // keeps its compound, its components' families and rules, their number of
  // parts, and the board of trees, Hackenbush graphs and game graphs.
  std::optional<std::string_view> like{};
  // Parts to draw (heaps, coins, steps, tree edges, graph nodes, sequence
  // values; Wythoff: the larger heap). 0: the family's default. At most
  // limits::max_random_size.
  std::uint32_t size = 0;
};

Result<std::string> random_position(std::string_view family, std::uint64_t seed, const RandomOptions& options = {});

}  // namespace sg
