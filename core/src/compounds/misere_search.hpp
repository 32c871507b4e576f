#pragma once
// Exhaustive misère search over the move generators (private header).
//
//   component   each distinct component (by notation) is interned once to a
//               small id; its moves are generated once, as a list of ids
//   position    the sorted ids of its non-terminal components (a sum is
//               unordered, and terminal parts of a misère sum change
//               nothing): "kayles 3 + nim 1 2" is {7, 12}
//
// Iterative DFS so that WASM's small stack never limits the depth. The
// budget is work, not time, so the same input always gets the same answer:
// at most limits::max_search_positions positions and limits::max_misere_work
// steps (see limits.hpp: id copies and generated options) in one
// MisereSearch, whichever comes first, before "too large to decide exactly".

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compounds/multiset_table.hpp"
#include "sg/component.hpp"
#include "sg/limits.hpp"
#include "sg/result.hpp"

namespace sg {

class MisereSearch {
 public:
  using Sum = std::vector<std::unique_ptr<Component>>;

  // true when the player to move wins the misère sum. Positions and work
  // accumulate over the calls of one search (its memo is shared).
  Result<bool> next_player_wins(const Sum& sum);
  std::size_t positions() const { return table_.size(); }
  std::uint64_t work() const { return work_; }

 private:
  static constexpr std::uint32_t kGone = UINT32_MAX;  // an option that is terminal

  struct Interned {
    std::unique_ptr<Component> game;   // released once its options are known
    std::vector<std::uint32_t> options;  // sorted, distinct; kGone last
    std::uint32_t name_bytes = 0;        // its notation's length: part of what building an option costs
    bool expanded = false;
  };

  // A position being searched, on the DFS stack: which move it tries next.
  struct Frame {
    std::uint32_t position;
    std::uint32_t slot = 0;    // which component of the position moves
    std::uint32_t option = 0;  // which of that component's options
    bool has_option = false;
  };

  // The id of `c`, or kGone when it has no move (option_bound() == 0).
  std::uint32_t intern(std::unique_ptr<Component> c);
  Result<bool> expand(std::uint32_t id);
  Result<bool> spend(std::uint64_t steps);
  // spend() without building a Result: false once the budget would be
  // exceeded (it is then marked spent). Inline for the search's inner loop,
  // where a Result per generated option cost a variant built and destroyed
  // each time (and a call, in WebAssembly).
  bool charge(std::uint64_t steps) {
    if (steps > limits::max_misere_work - std::min(work_, limits::max_misere_work)) {
      work_ = limits::max_misere_work + 1;
      return false;
    }
    work_ += steps;
    return true;
  }
  Result<bool> search(const Sum& sum);
  // Tries the next moves of the frame on top: `descended` when it pushed a
  // child to search first, `decided` when the frame's state is set, and
  // `failed` with the message in failure_ (an enum, not a Result: this
  // runs once per step of the search).
  enum class Step : std::uint8_t { descended, decided, failed };
  Step advance(std::vector<Frame>& stack, std::vector<std::uint32_t>& child);
  Step fail(Error error) {
    failure_ = std::move(error);
    return Step::failed;
  }

  std::unordered_map<std::string, std::uint32_t> ids_;
  std::vector<Interned> components_;
  MultisetTable table_;
  std::uint64_t work_ = 0;
  // After an error, positions left on the DFS stack are undecided (they
  // would look like cycles): every later call answers with the same error.
  std::optional<Error> failure_;
};

}  // namespace sg
