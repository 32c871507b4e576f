#pragma once
// Exhaustive misère search over sums as multisets of atoms (private header):
//
//   position   the sorted atom ids of its parts (heap_atoms.hpp: heaps with
//              the same game tree share an id, *1 pairs cancel, parts with
//              no move are dropped): "kayles 3 5 + nim 1" is {*1, k3, k5}
//   memo       kernels/multiset_table.hpp: each position's ids back to
//              back and a 2-bit state, kept between calls of one search
//   tame sums  a position whose atoms are all tame is decided by the genus
//              rule (heap_atoms.hpp) and neither searched nor kept
//   quotient   a position whose atoms are all heaps of a misère quotient's
//   leaves     reach is decided by its element (QuotientLeaves), likewise
//
// Iterative DFS, so that WASM's small stack never limits the depth. The
// budget is work, not time, so the same input always gets the same answer:
// at most limits::max_search_positions positions in the memo and
// limits::max_misere_work steps per call (see limits.hpp: ids copied,
// options generated), before "too large to decide exactly".

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "kernels/multiset_table.hpp"
#include "misere/heap_atoms.hpp"
#include "sg/limits.hpp"
#include "sg/result.hpp"

namespace sg {

// A misère quotient Q_m of one heap rule (Plambeck and Siegel) read at the
// search's leaves: Q_m decides every sum of heaps up to m, and an atom is a
// game, so a sum of atoms that are each the same game as such a heap is P
// iff the product of their images is in the P-portion.
//
//   image  [atom id] -> element of Q_m, or -1 (not a heap of its reach)
//   table  [a * order + b] -> a·b, element 0 the identity
struct QuotientLeaves {
  std::vector<std::int32_t> image;
  std::vector<std::uint16_t> table;
  std::vector<std::uint8_t> p;
  std::uint32_t order = 1;
  // 1 when the sum of `ids` is P, 0 when N, -1 when Q_m does not reach it.
  int p_of(std::span<const std::uint32_t> ids) const {
    std::uint32_t e = 0;
    for (std::uint32_t id : ids) {
      if (id >= image.size() || image[id] < 0) return -1;
      e = table[std::size_t{e} * order + static_cast<std::uint32_t>(image[id])];
    }
    return p[e];
  }
};

class CanonicalSearch {
 public:
  // `max_positions`: the memo's cap (tests try it small).
  explicit CanonicalSearch(HeapAtoms& atoms, std::uint64_t max_positions = limits::max_search_positions)
      : atoms_(atoms), max_positions_(max_positions) {}

  // True when the player to move wins the misère sum of `parts` (atom ids,
  // any order, kNone allowed). Errors leave the search unusable: every
  // later call answers with the same error.
  Result<bool> next_player_wins(std::vector<std::uint32_t> parts);
  std::size_t positions() const { return table_.size(); }
  // Work counts per call of the analysis that owns the search.
  void start_call() { work_ = 0; }
  // The quotient read at the leaves until the next call (none: search on).
  void read_leaves_in(std::optional<QuotientLeaves> leaves) { leaves_ = std::move(leaves); }
  std::uint64_t& work() { return work_; }

 private:
  struct Frame {
    std::uint32_t position;
    std::uint32_t slot = 0;    // which part of the position moves
    std::uint32_t option = 0;  // which of that part's options
    bool has_option = false;
  };
  enum class Step : std::uint8_t { descended, decided, failed };

  bool charge(std::uint64_t steps) {
    if (steps > limits::max_misere_work - std::min(work_, limits::max_misere_work)) {
      work_ = limits::max_misere_work + 1;
      return false;
    }
    work_ += steps;
    return true;
  }
  Step advance(std::vector<Frame>& stack, std::vector<std::uint32_t>& child);
  Step fail(Error error) {
    failure_ = std::move(error);
    return Step::failed;
  }

  Error too_many_positions() const;

  HeapAtoms& atoms_;
  std::uint64_t max_positions_;
  MultisetTable table_;
  std::vector<std::uint32_t> ahead_;  // the next option's child, built a lookup early
  std::uint64_t peeked_ = 0;          // keeps the early reads (MultisetTable::peek)
  std::uint64_t work_ = 0;
  std::optional<Error> failure_;
  std::optional<QuotientLeaves> leaves_;
};

}  // namespace sg
