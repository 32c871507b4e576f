#pragma once
// Shares with the engine: nothing. Standard library only.
//
// The oracles' own mex: the least number not among the values.
#include <cstdint>
#include <vector>

namespace oracle {

using Num = std::uint64_t;

inline Num mex(const std::vector<Num>& values) {
  std::vector<bool> seen(values.size() + 1, false);
  for (Num v : values)
    if (v < seen.size()) seen[v] = true;
  Num m = 0;
  while (seen[m]) ++m;
  return m;
}

}  // namespace oracle
