#pragma once
// Shares with the engine: nothing. Standard library only.
//
// Which components a compound's turn moves in, from those that have a
// move (`movable`): selective, each non-empty set of them; every and
// conjunctive, all of them at once (none when none can move).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace oracle {

inline std::vector<std::vector<std::size_t>> moving_sets(bool selective, const std::vector<std::size_t>& movable) {
  std::vector<std::vector<std::size_t>> sets;
  if (!selective) {
    if (!movable.empty()) sets.push_back(movable);
    return sets;
  }
  for (std::uint32_t mask = 1; mask < (1u << movable.size()); ++mask) {
    std::vector<std::size_t> set;
    for (std::size_t b = 0; b < movable.size(); ++b)
      if (mask >> b & 1) set.push_back(movable[b]);
    sets.push_back(set);
  }
  return sets;
}

}  // namespace oracle
