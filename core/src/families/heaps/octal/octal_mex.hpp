#pragma once
// Engines that compute the Grundy sequence G(0), G(1), ... of an octal code,
// and the plain mex engine, which is the reference the others must equal.
//
//   values_  [G(0) G(1) ... G(size-1)]   grows by extend(); a prefix once
//                                         computed never changes
//
// Plain mex engine: G(n) = mex of every option of heap n, straight from the
// definition. Cost O(n) per heap per splitting digit. For a repeating digit
// (codes like 0.7...) the options of n that come from removing k >= K tokens
// (K = where the digit starts repeating) are those of n-1 plus the ones that
// leave exactly n-K tokens, so they are kept as one growing set `tail_set_`
// instead of being recomputed per heap.

#include <cstdint>
#include <optional>
#include <vector>

#include "families/heaps/octal/octal_code.hpp"
#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

class OctalEngine {
 public:
  virtual ~OctalEngine() = default;
  const std::vector<std::uint32_t>& values() const { return values_; }
  // Extends values() to n entries. `tick` gets the fraction of this call
  // done; when it returns false the call stops with error_of(Msg::cancelled)
  // (the values computed so far stay valid).
  virtual std::optional<Error> extend(std::uint64_t n, const Progress& tick) = 0;
  // Options looked at so far (a split, a removal or a scanned pair each):
  // the measure a search for a period stops at (limits: octalHugeHeapProofWork).
  // extend() stops with a too_large error naming maxOctalWork once they pass
  // the work limit (the values computed until then stay valid).
  std::uint64_t work() const { return work_; }
  void set_work_limit(std::uint64_t limit) { work_limit_ = limit; }
  // The work extend(n) will spend from here, when the engine can tell (its
  // cost per heap is fixed from here on), so that a request can be refused
  // before it is spent; nullopt when it cannot.
  virtual std::optional<std::uint64_t> work_to(std::uint64_t n) const = 0;
  // The size the caller will extend to, in steps (a finite code's proof
  // checks at each doubling): an engine that can only bound its cost on the
  // way refuses as soon as the bound passes the work limit, not at it.
  void set_goal(std::uint64_t n) { goal_ = n; }

 protected:
  std::vector<std::uint32_t> values_;
  std::uint64_t work_ = 0, work_limit_ = UINT64_MAX, goal_ = 0;
};

// The error of an engine stopped at its work limit while valuing `heap`.
Error octal_work_error(std::uint64_t heap);

class OctalMexEngine final : public OctalEngine {
 public:
  explicit OctalMexEngine(OctalCode code) : code_(std::move(code)) {}
  std::optional<Error> extend(std::uint64_t n, const Progress& tick) override;
  std::optional<std::uint64_t> work_to(std::uint64_t n) const override;

 private:
  void mark(std::uint32_t v);
  void add_to_tail_set(std::uint32_t v);
  void grow_tail_set(std::uint64_t m);  // adds the options leaving exactly m tokens

  OctalCode code_;
  std::vector<std::uint32_t> stamp_;    // stamp_[v] == current heap + 1: v is an option
  std::uint32_t current_ = 0;
  std::vector<std::uint8_t> tail_set_;  // values reachable by removing k >= K
  std::uint64_t tail_upto_ = 0;         // tail_set_ covers leaving 0..tail_upto_-1 tokens
  std::uint32_t tail_mex_ = 0;          // mex of tail_set_
};

// sum over heaps h in [from, to) of (per_heap + per_half_heap * floor(h / 2)),
// saturated: the work of engines whose cost per heap is fixed.
std::uint64_t linear_plus_half_heap_work(std::uint64_t from, std::uint64_t to, std::uint64_t per_heap,
                                         std::uint64_t per_half_heap);

// Calls tick every so often; shared by the engines.
bool tick_cancelled(const Progress& tick, double fraction);

}  // namespace sg
