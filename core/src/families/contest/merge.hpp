#pragma once
// Take-or-merge (AcWing 1321), `merge 1 2 3`: take one stone from a heap
// (an emptied heap goes) or merge two heaps. Heap sizes are positive.

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

namespace contest_limits {
inline constexpr std::uint64_t max_merge_stones = 24;  // beyond: closed form only, no SG value
}  // namespace contest_limits

// ── Take-or-merge ──────────────────────────────────────────────────────
//   heaps_ {1, 2, 3}  positive sizes in input order; a merge writes the sum
//   in place of the first heap and removes the second. Moves reaching the
//   same row are listed once (the first of a run of equal heaps).
// Theory: with a = number of 1-heaps and b = sum over heaps >= 2 of
// (size + 1), minus 1 (b = 0 when there are none): b counts the moves left
// in the big heaps. P iff (b in {0, 2} and a = 0 mod 3) or (b >= 4 and a,
// b both even); b = 3 is N (found from the (a, b) recursion of the AcWing
// solution and proven equal to it and to brute force in the tests).
// SG values by memoised search on small positions.
struct MergeMemo;

class MergeGame final : public Component {
 public:
  MergeGame(std::vector<std::uint64_t> heaps, std::shared_ptr<MergeMemo> memo)
      : heaps_(std::move(heaps)), memo_(std::move(memo)) {}

  const std::vector<std::uint64_t>& heaps() const { return heaps_; }

  std::string notation() const override;
  bool has_value() const override;
  const char* missing_value_cap() const override { return "maxMergeStones"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::take_or_merge; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<MergeGame>(heaps_, memo_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  std::unique_ptr<MergeGame> after_take(std::size_t i) const;
  std::unique_ptr<MergeGame> after_merge(std::size_t i, std::size_t j) const;
  bool repeats_take(std::size_t i) const;
  MoveAction take_action(std::size_t i) const;
  bool repeats_merge(std::size_t i, std::size_t j) const;

  std::vector<std::uint64_t> heaps_;
  std::shared_ptr<MergeMemo> memo_;
};

// Outcome of take-or-merge from the closed form above (exposed for tests).
Outcome merge_outcome(const std::vector<std::uint64_t>& heaps);
// P iff the (a, b) state is P, by the closed form (a: 1-heaps, b as above).
bool merge_state_is_p(std::uint64_t a, std::uint64_t b);
Result<std::unique_ptr<Component>> parse_merge(const ComponentSyntax& syn);

}  // namespace sg
