#pragma once
// The sparse-space engine for octal codes with finitely many digits that
// split heaps, and for Grundy's game (Winning Ways ch. 4, "Sparse Space
// Spells Speed"; Gangolli-Plambeck; Flammenkamp's octal-game tables).
//
//   class(a) = parity(G(a) & mask_) ^ (domain_ ? a & 1 : 0) ^ bias_
//              1 = rare heap (listed in rare_, ascending), 0 = common heap
//
//   rare_  [a1 a2 a3 ...]   the few heaps of class 1, heap 0 excluded
//
// Why it works: parity(x & mask) is linear under XOR, so for a split of m
// tokens into a + b,
//     parity((G(a) ^ G(b)) & mask) = class(a) ^ class(b) ^ (domain_ ? m & 1 : 0).
// Call a value "scarce for m" when its parity is 1 ^ (domain_ ? m & 1 : 0):
// it can only come from a split with exactly ONE rare piece. bias_ is chosen
// so that common heaps have exactly the scarce parity of their own splits.
// So for heap n:
//   1. every scarce option value is found by pairing each rare heap a with
//      m - a (O(#rare) work), plus the few non-split options;
//   2. c = the least scarce value not found is the least scarce non-option;
//   3. G(n) = c unless some abundant value x < c is not an option; those x
//      are looked for among all the splits, stopping once each is found
//      (usually after a few hundred to a few thousand splits). Only when one
//      is truly missing (n is then a rare heap) does the scan cover every
//      split, and G(n) is the least missing x.
// Every step is exact for ANY mask: a poor mask costs time, never accuracy;
// mask 0 with bias 1 makes every heap rare, which is the plain mex rule.
// The mask is re-chosen from the value histogram at each doubling of n, as
// the one that leaves the fewest rare heaps (Grundy's game: mask 254, the
// one Flammenkamp lists; about 1300 rare heaps below 2^21).
// Invariants between heaps: rare_ (with rare_values_) lists exactly the
// heaps 1..size-1 of class 1 under the current mask; narrow_ or half_ (while every
// value fits in a byte) and the reversed copies mirror values_.

#include <cstdint>
#include <optional>
#include <vector>

#include "families/heaps/octal/octal_mex.hpp"

namespace sg {

class OctalSparseEngine final : public OctalEngine {
 public:
  // `code` must be finite (no repeating digit).
  explicit OctalSparseEngine(OctalCode code);
  std::optional<Error> extend(std::uint64_t n, const Progress& tick) override;
  // Known once the values have outgrown every mask (plain mex from then on).
  std::optional<std::uint64_t> work_to(std::uint64_t n) const override;

  std::uint32_t mask() const { return mask_; }
  bool domain() const { return domain_; }
  std::size_t rare_count() const { return rare_.size(); }
  std::uint64_t full_scans() const { return full_scans_; }

 private:
  template <class T>
  std::uint32_t compute(std::uint64_t n, const T* g, const T* reversed, std::uint64_t capacity);
  // G(n) by the plain mex rule (every option marked): mask 0, or no split yet.
  template <class T>
  std::uint32_t plain_mex(std::uint64_t n, const T* g);
  void refresh_parity_bytes();
  std::uint32_t heap_class(std::uint64_t a, std::uint32_t g) const;
  struct MaskChoice {
    std::uint64_t rare;
    std::uint32_t mask;
    bool domain;
  };
  // Among the masks below 2^bit_width(max value) (and domains), the one that
  // leaves the fewest of the heaps computed so far rare; ties keep the current.
  MaskChoice best_mask() const;
  void choose_mask();
  // True when valuing heaps size..goal-1 is bound to cost more than `left`
  // steps, whatever masks are chosen on the way (octal_sparse.cpp).
  bool work_exceeds(std::uint64_t goal, std::uint64_t left);

  void mark(std::uint32_t v);

  OctalCode code_;
  std::vector<std::uint64_t> split_k_;   // k whose digit has bit 4 (k = 0 for d0 = 4)
  std::vector<std::uint64_t> single_k_;  // k >= 1 with bit 2
  std::vector<std::uint64_t> none_k_;    // k >= 1 with bit 1
  bool domain_allowed_ = false;          // all split_k_ have one parity
  std::uint32_t mask_ = 0;
  bool domain_ = false;
  std::uint32_t bias_ = 1;
  std::vector<std::uint32_t> rare_;
  std::vector<std::uint32_t> rare_values_;  // G of each heap in rare_
  std::uint64_t next_review_ = 1024;
  std::uint64_t next_price_ = 1024;  // where extend() bounds the work left next
  // The fewest heaps any mask left rare when last counted (best_mask), and
  // the heap count from which work_exceeds() may count them again.
  std::uint64_t fewest_rare_ = 0;
  std::uint64_t next_fewest_ = 0;
  std::uint32_t max_value_ = 0;
  std::vector<std::uint32_t> stamp_;   // stamp_[v] == current_: v is a known option
  std::vector<std::uint8_t> want_;     // abundant values still looked for (step 3)
  std::vector<std::uint8_t> seen_;     // 0xFF: an option of the heap being valued (steps 1-3)
  std::vector<std::uint8_t> odd_parity_;  // 0xFF where parity(v & mask_) is 1
  static constexpr std::uint64_t scan_block = 256;
  // A byte copy of values_ while every value fits in a byte (Grundy's game
  // and most codes): the scans read 4 times less memory. Empty otherwise.
  std::vector<std::uint8_t> narrow_;
  // The same values back to front: reversed[capacity - 1 - i] = G(i), so
  // that G(m - a) runs forwards in a and the scan's XOR loop vectorizes.
  std::vector<std::uint8_t> narrow_reversed_;
  // Past 255, 16-bit copies while every value fits (octal(0.6) reaches 284,
  // octal(0.007) 800): half the memory of values_ for the same scans.
  std::vector<std::uint16_t> half_;
  std::vector<std::uint16_t> half_reversed_;
  std::vector<std::uint32_t> wide_reversed_;
  std::uint64_t reversed_capacity_ = 0;
  std::uint32_t current_ = 0;
  std::uint64_t full_scans_ = 0;
};

}  // namespace sg
