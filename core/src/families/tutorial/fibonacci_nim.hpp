#pragma once
// Fibonacci Nim: one heap; the first move takes 1 .. N-1 tokens, and after
// a move that took t the next may take 1 .. 2t. Taking the last token wins.
//
//   "fibnim 20"     ->  FibonacciNim{heap = 20, limit = 19}   (the first move)
//   "fibnim 20 6"   ->  FibonacciNim{heap = 20, limit = 6}    (any later move)
//
// The limit is kept as min(limit, heap): a limit past the heap allows
// nothing more. Canonical notation writes "fibnim n" when the limit is n-1.
//
// Theory: Zeckendorf's theorem (every n >= 1 is uniquely a sum of
// non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ...) and Whinihan's
// strategy (1963): the player to move wins iff the smallest term q of the
// heap's representation is at most the limit; exact for 64-bit heaps. The
// winning moves take the sum of the few smallest terms, as long as twice it
// stays below the next term (fibonacci_nim.cpp). SG values have no closed
// form: a table computed up to kFibNimValueHeap.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// Heaps up to this have an SG value (a triangular table of (heap, limit),
// about 4 MB, computed on first use up to the heap asked for).
inline constexpr std::uint64_t kFibNimValueHeap = 2048;

// The Zeckendorf representation of n (n >= 1): its Fibonacci numbers, largest
// first; empty for 0.
std::vector<std::uint64_t> zeckendorf(std::uint64_t n);

// Every amount t <= limit whose move leaves a P position, ascending.
std::vector<std::uint64_t> fibonacci_nim_winning_takes(std::uint64_t heap, std::uint64_t limit);

class FibonacciNim final : public Component {
 public:
  FibonacciNim(std::uint64_t heap, std::uint64_t limit) : heap_(heap), limit_(limit < heap ? limit : heap) {}

  std::uint64_t heap() const { return heap_; }
  std::uint64_t limit() const { return limit_; }

  std::string notation() const override;
  bool has_value() const override { return heap_ <= kFibNimValueHeap; }
  const char* missing_value_cap() const override { return "maxFibnimValueHeap"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override { return limit_; }
  std::vector<Move> moves_to(Nimber target) const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::zeckendorf; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<FibonacciNim>(heap_, limit_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  Move take(std::uint64_t t) const;

  std::uint64_t heap_, limit_;
};

Result<std::unique_ptr<Component>> parse_fibnim(const ComponentSyntax& syn);

}  // namespace sg
