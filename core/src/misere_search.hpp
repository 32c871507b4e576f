#pragma once
// Exhaustive misère search over the move generators (private header).
//
//   memo key: the sorted notations of the non-terminal components,
//             "kayles 3 + nim 1 2"  (a sum is unordered, terminal parts
//             of a misère sum change nothing)
//
// Iterative DFS so that WASM's small stack never limits the depth; at most
// limits::max_search_positions distinct positions before "too large".

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

class MisereSearch {
 public:
  using Sum = std::vector<std::unique_ptr<Component>>;

  // true when the player to move wins the misère sum.
  Result<bool> next_player_wins(const Sum& sum);
  std::size_t positions() const { return memo_.size(); }

  static std::string key_of(const Sum& sum);

 private:
  std::unordered_map<std::string, bool> memo_;
};

}  // namespace sg
