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
// Iterative DFS (no recursion: WASM stacks are small). Every position's
// options are paid for before they are built (measure_option_cost): the
// steps against limits::max_measure_work, the bytes held by the open
// positions and the memo against limits::max_measure_bytes, and the
// positions, open or memoised, against the position budget. Past any of
// them the answer is "too large to decide exactly"; under a progress scope
// (search_progress.hpp) the search reports its steps over the cap and stops
// when cancelled.

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
  // budget: positions (0: limits::max_search_positions); work: steps
  // (0: limits::max_measure_work).
  explicit MeasureSearch(bool misere = false, std::uint64_t budget = 0, std::uint64_t work = 0);

  Result<Measures> measure(const Component& c);
  std::size_t positions() const { return memo_.size(); }
  std::uint64_t work() const { return work_; }

 private:
  bool misere_;
  std::uint64_t budget_;
  std::uint64_t work_budget_;
  std::uint64_t work_ = 0;        // steps paid so far, over every call
  std::uint64_t memo_bytes_ = 0;  // what the memo holds, estimated as it grows
  std::uint64_t expansions_ = 0;  // positions expanded (progress is reported every 64)
  std::unordered_map<std::string, Measures> memo_;
};

}  // namespace sg
