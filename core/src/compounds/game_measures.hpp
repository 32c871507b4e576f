#pragma once
// Outcome, remoteness and suspense of one component by its rules alone
// (private header), for the compounds that need more than SG values.
//
//   memo: Component::canonical_key() -> { outcome, remoteness, suspense }
//   (a heap game's key is its sorted live heaps: from `kayles 30` about
//   10^4 positions instead of every ordering of them)
//
//   remoteness (Steinhaus): 0 at a terminal position; N: 1 + min over P
//     options; P: 1 + max over options. The winner hurries, the loser delays.
//   suspense (Winning Ways, "continued conjunctive compounds"; the seed's
//     Every-SG step): 0 at a terminal position; N: 1 + max over P options;
//     P: 1 + min over options. The winner delays, the loser hurries.
//
// Iterative DFS (no recursion: WASM stacks are small), at most
// limits::max_search_positions positions before "too large".

#include <cstdint>
#include <string>
#include <unordered_map>

#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

struct Measures {
  Outcome outcome = Outcome::P;
  std::uint64_t remoteness = 0;
  std::uint64_t suspense = 0;
};

class MeasureSearch {
 public:
  // Misère: a terminal position is a win for the player to move (N, 0).
  explicit MeasureSearch(bool misere = false, std::uint64_t budget = 0) : misere_(misere), budget_(budget) {}

  Result<Measures> measure(const Component& c);
  std::size_t positions() const { return memo_.size(); }

 private:
  bool misere_;
  std::uint64_t budget_;  // 0: limits::max_search_positions
  std::unordered_map<std::string, Measures> memo_;
};

}  // namespace sg
