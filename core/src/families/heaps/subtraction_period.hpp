#pragma once
// The Grundy sequence of a subtraction game S, extended on demand, and its
// smallest proven period.
//
//   set_     {2, 4, 6}                     sorted, distinct, each >= 1
//   values_  [0 0 1 1 2 2 3 3 0 0 1 1 ...]  SG(0), SG(1), ... (uint16: SG <= |S|)
//   period_  {start n0, length p}          once W(n0) = W(n0 + p)
//
//   W(n) = SG(n), ..., SG(n + k - 1),  k = max(S)   (the "window" at n)
//
// Why a window proves periodicity: SG(n) = mex{SG(n - s) : s in S} reads only
// the k values before n, so W(n) determines every later value; two equal
// windows p apart force SG(m) = SG(m + p) for all m >= n0. This is exactly
// the criterion "SG(n) = SG(n + p) for n0 <= n < n0 + max(S)".
//
// Why the period found is the smallest: the windows form a deterministic
// sequence (a "rho"); Brent's cycle detection finds its cycle length, which
// divides every eventual period of the values and is itself one. The
// smallest preperiod is then found by walking back from a point on the cycle
// while SG(m) = SG(m + p) still holds.

#include <cstdint>
#include <optional>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

// Caps for a subtraction set: each amount, and the number of amounts (which
// bounds every SG value, so values fit in 16 bits).
inline constexpr std::uint64_t max_subtraction_amount = 100000;
inline constexpr std::uint64_t max_subtraction_set_size = 1000;
// Period search stops after this many elementary steps (values computed
// times |S|) or limits::max_sequence_length values, whichever comes first.
inline constexpr std::uint64_t max_subtraction_work = 1ULL << 30;
// Parsing stays cheap: the parser searches for the period with this much
// work only; heaps whose values cost at most this much are computed
// directly (on first use) without a period. The analysis and sequences
// search up to max_subtraction_work.
inline constexpr std::uint64_t max_subtraction_parse_work = 1ULL << 22;

struct SubtractionPeriod {
  std::uint64_t start = 0;   // n0: smallest preperiod
  std::uint64_t length = 0;  // p: smallest period
};

class SubtractionSequence {
 public:
  // `set`: distinct amounts >= 1 (validated by the parser), any order.
  explicit SubtractionSequence(std::vector<std::uint64_t> set);

  std::uint64_t window() const { return set_.back(); }
  std::uint64_t computed() const { return values_.size(); }
  // SG(n) for n < computed().
  std::uint32_t at(std::uint64_t n) const { return values_[static_cast<std::size_t>(n)]; }

  // Most values the period search computes for this set with `work`
  // elementary steps (values computed times |S|).
  std::uint64_t search_cap(std::uint64_t work = max_subtraction_work) const;

  // Computes SG(0..n-1). Returns false when `progress` cancelled it.
  bool extend_to(std::uint64_t n, const Progress& progress = {});

  // Smallest preperiod and period, extending the prefix as far as needed
  // (up to search_cap()). Errors: cancelled, or no period within the cap.
  // Exact at the cap: a period n0, p is found whenever the cap's values
  // hold W(n0) and W(n0 + p), i.e. whenever n0 + p + max(S) <= the cap.
  Result<SubtractionPeriod> find_period(const Progress& progress = {},
                                        std::uint64_t work = max_subtraction_work);

 private:
  // The first repeated window among the computed values, if any.
  std::optional<SubtractionPeriod> first_repeated_window() const;
  bool windows_equal(std::uint64_t x, std::uint64_t y) const;
  std::uint64_t window_hash(std::uint64_t n) const;

  std::vector<std::uint64_t> set_;
  std::vector<std::uint16_t> values_;
  std::vector<std::uint32_t> stamp_;  // mex scratch: stamp_[v] == n + 1 when v seen at n
};

}  // namespace sg
