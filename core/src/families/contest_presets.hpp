#pragma once
// The contest classics of GAMES.md section 6, each a family whose moves()
// are the contest's rules.
//
//   seqgame(3,5,1,4) 0 2   Game on Sequence (ICPC): values 0..255; the
//                          args are 0-based indices holding tokens; a token
//                          at i may jump to j > i when a_j differs from a_i
//                          in at most one bit. Appending an element is
//                          writing it at the end of the list (appended()).
//   ends 3 1 4             Stones at the ends (ZJOI2009): take any positive
//                          number from the leftmost or the rightmost heap;
//                          an emptied heap goes.
//   merge 1 2 3            Take-or-merge (AcWing 1321): take one stone from
//                          a heap (an emptied heap goes) or merge two heaps.
//
// Heap sizes of ends and merge are positive (an emptied heap is gone, so a
// 0 would be a heap that cannot exist).

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

namespace contest_limits {
inline constexpr std::uint64_t max_sequence = 1u << 20;  // seqgame list length
inline constexpr std::uint64_t max_ends_heaps = 5000;    // O(n^2) outcome DP
// Exhaustive SG search budgets; beyond them has_value() is false and the
// outcome and winning moves come from the closed forms alone. ends: the
// work sum over heap pairs i < j of (a_i+1)(a_j+1)(a_i+a_j).
inline constexpr std::uint64_t max_ends_work = 1u << 24;
inline constexpr std::uint64_t max_merge_stones = 24;
}  // namespace contest_limits

// ── Game on Sequence ────────────────────────────────────────────────────
//   data_   shared: values a_0..a_{n-1}, SG per index, lookups
//   tokens_ {0, 2}  0-based indices, in input order
// Theory: SG(i) = mex{SG(j) : j > i, popcount(a_i xor a_j) <= 1}, computed
// right to left in O(9n): for each value v the mex over its 9 neighbour
// values' sets only grows, so it is advanced incrementally. Tokens add by
// the Sprague-Grundy theorem.
struct SequenceData;

class SequenceGame final : public Component {
 public:
  SequenceGame(std::shared_ptr<const SequenceData> data, std::vector<std::uint32_t> tokens)
      : data_(std::move(data)), tokens_(std::move(tokens)) {}

  // SG of a token at every index.
  const std::vector<std::uint32_t>& index_values() const;
  // The same tokens on the list with `value` appended (values recomputed).
  SequenceGame appended(std::uint8_t value) const;

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  std::string theory() const override;
  std::unique_ptr<Component> clone() const override { return std::make_unique<SequenceGame>(data_, tokens_); }

 private:
  Move jump(std::size_t token, std::uint32_t to) const;

  std::shared_ptr<const SequenceData> data_;
  std::vector<std::uint32_t> tokens_;
};

// ── Stones at the ends ─────────────────────────────────────────────────
//   base_  shared: the row as parsed, a_0..a_{n-1}, and the SG tables
//   (first_, last_, left_, right_): the position is the base row's heaps
//   first_..last_ with the end heaps replaced by left_ and right_ stones
//   (equal when first_ == last_); first_ > last_ is the empty row.
// Theory (ZJOI2009): for a row r, L(r) is the unique heap size x such that
// x placed left of r is P (0: r itself is P); R(r) likewise on the right.
// L(r + a) = 0 if a = R(r); a if a < min(L(r), R(r)) or a > max(L(r), R(r));
// a + 1 if L(r) <= a < R(r); a - 1 if R(r) < a <= L(r) (R symmetric). The
// row a_1 r is P iff a_1 = L(r); at most one winning move per end.
struct EndsBase;

class EndsGame final : public Component {
 public:
  EndsGame(std::shared_ptr<EndsBase> base, std::uint32_t first, std::uint32_t last, std::uint64_t left,
           std::uint64_t right)
      : base_(std::move(base)), first_(first), last_(last), left_(left), right_(right) {}

  std::vector<std::uint64_t> heaps() const;

  std::string notation() const override;
  bool has_value() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  std::string theory() const override;
  std::unique_ptr<Component> clone() const override {
    return std::make_unique<EndsGame>(base_, first_, last_, left_, right_);
  }

 private:
  std::unique_ptr<EndsGame> with_left(std::uint64_t stones) const;
  std::unique_ptr<EndsGame> with_right(std::uint64_t stones) const;
  // Two or more equal heaps: emptying the left or the right end is one option.
  bool constant_row() const;

  std::shared_ptr<EndsBase> base_;  // SG tables are filled lazily
  std::uint32_t first_, last_;
  std::uint64_t left_, right_;
};

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
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  std::string theory() const override;
  std::unique_ptr<Component> clone() const override { return std::make_unique<MergeGame>(heaps_, memo_); }

 private:
  std::unique_ptr<MergeGame> after_take(std::size_t i) const;
  std::unique_ptr<MergeGame> after_merge(std::size_t i, std::size_t j) const;
  bool repeats_take(std::size_t i) const;
  bool repeats_merge(std::size_t i, std::size_t j) const;

  std::vector<std::uint64_t> heaps_;
  std::shared_ptr<MergeMemo> memo_;
};

// Outcome of take-or-merge from the closed form above (exposed for tests).
Outcome merge_outcome(const std::vector<std::uint64_t>& heaps);
// P iff the (a, b) state is P, by the closed form (a: 1-heaps, b as above).
bool merge_state_is_p(std::uint64_t a, std::uint64_t b);
// The ZJOI2009 DP: whether the row is P (exposed for tests).
bool ends_row_is_p(const std::vector<std::uint64_t>& row);

Result<std::unique_ptr<Component>> parse_seqgame(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_ends(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_merge(const ComponentSyntax& syn);

}  // namespace sg
