#pragma once
// Staircase Nim: coins on steps 1..n; a move takes k >= 1 coins from step i
// down to step i-1 (step 0 is the floor, where coins leave the game).
//
//   "staircase 0 3 1 4"  ->  coins_ = {0, 3, 1, 4}   steps 1, 2, 3, 4
//                                      ^     ^       odd steps: the Nim heaps
//
// Theory: staircase Nim reduces to Nim on the odd steps, SG = a1 ^ a3 ^ a5 ...
// (a move from an even step to an odd one can be undone by moving the same
// coins on, so even steps never matter). The total number of coins is capped
// at 2^63-1, so that every reachable position is exact and re-parsable.

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

class StaircaseGame final : public Component {
 public:
  explicit StaircaseGame(std::vector<std::uint64_t> coins) : coins_(std::move(coins)) {}

  const std::vector<std::uint64_t>& coins() const { return coins_; }

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::staircase; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<StaircaseGame>(coins_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

  // The move of k coins from step (index + 1) down one step.
  Move move_down(std::size_t index, std::uint64_t k) const;

 private:
  template <class Take>
  void each_move_to(Nimber target, Take take) const;
  // moves_to() builds at most this many results (each copies every step).
  std::uint64_t listed_move_budget() const;
  std::vector<std::uint64_t> coins_;  // coins_[i] is on step i + 1
};

Result<std::unique_ptr<Component>> parse_staircase(const ComponentSyntax& syn);

}  // namespace sg
