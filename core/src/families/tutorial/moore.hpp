#pragma once
// Moore's Nim_k: heaps; a move takes any positive number of tokens from
// each of at least one and at most k heaps.
//
//   "moore(2) 3 5 6"  ->  MooreGame{k = 2, heaps_ = {3, 5, 6}}  (uint64, to 2^63-1)
//
// Theory: Moore's theorem (E. H. Moore, 1910): a position is P iff, for
// every bit, the number of heaps with that bit set is divisible by k + 1.
// Exact for 64-bit heaps, and so is the list of winning moves (built bit by
// bit from the top, see moore.cpp). Nim_1 is Nim (Bouton's theorem, SG =
// XOR); for k >= 2 the SG values have no closed form and come from a search
// over every smaller position, within kMooreValueStates / kMooreValueWork.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// The SG search (k >= 2) tabulates every position below the heaps:
// prod (h_i + 1) positions and sum over them of their options, which is at
// most prod (h_i + 1)(h_i + 2) / 2.
inline constexpr std::uint64_t kMooreValueStates = 1u << 20;
inline constexpr std::uint64_t kMooreValueWork = 20000000;
// Heaps examined while listing the winning moves (after the first one,
// which is always listed); past it the list says it is incomplete.
inline constexpr std::uint64_t kMooreListingWork = 50000000;

// Moore's theorem: every bit's column of heaps sums to a multiple of k + 1.
bool moore_is_p(std::uint64_t k, const std::vector<std::uint64_t>& heaps);

class MooreGame final : public Component {
 public:
  MooreGame(std::uint64_t k, std::vector<std::uint64_t> heaps) : k_(k), heaps_(std::move(heaps)) {}

  std::uint64_t k() const { return k_; }
  const std::vector<std::uint64_t>& heaps() const { return heaps_; }

  std::string notation() const override;
  std::string canonical_key() const override;
  bool has_value() const override;
  const char* missing_value_cap() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  // Building a move's label costs far more than finding it (a Text per
  // heap changed): a request for 64 moves builds 65, not 10,000.
  std::vector<Move> moves_to_within(Nimber target, std::uint64_t most) const override;
  std::vector<Move> winning_moves_within(std::uint64_t most) const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::moore; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<MooreGame>(k_, heaps_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

  // The move leaving heap i at after[i] (after[i] <= heaps_[i], at least one
  // and at most k smaller).
  Move move_to(const std::vector<std::uint64_t>& after) const;
  // Calls fn(after, index) for every option: the heaps after the move and
  // its index in the mixed-radix table of value_table() (moore.cpp).
  void for_each_option(const std::function<void(const std::vector<std::uint64_t>&, std::uint64_t)>& fn) const;

 private:
  // At most k heaps can change and only non-empty ones can: the k that matters.
  std::uint64_t effective_k() const;
  // Winning moves, at most `most`, and whether the search listed them all.
  std::vector<Move> list_winning(std::uint64_t most, bool& complete) const;

  std::uint64_t k_;
  std::vector<std::uint64_t> heaps_;
  mutable std::optional<bool> listed_all_;  // set by winning_moves()
};

Result<std::unique_ptr<Component>> parse_moore(const ComponentSyntax& syn);

}  // namespace sg
