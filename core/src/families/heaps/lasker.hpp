#pragma once
// Lasker's Nim: remove any positive number from one heap, or split a heap of
// at least 2 into two non-empty heaps.
//
//   "lasker 5 6"  ->  HeapGame{LaskerRule, heaps {5, 6}}
//   one heap h:  "take k"             k = 1..h           -> {h - k}
//                "split into a and b" 1 <= a <= b, a+b=h -> {a, b}
//
// Theory: the closed form of Lasker's Nim (Lasker 1931; Winning Ways),
//   SG(0) = 0, SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3,
// a split's value being the XOR of its two heaps (Multi-SG).

#include <cstdint>
#include <memory>
#include <vector>

#include "families/heaps/heap_game.hpp"

namespace sg {

// The closed form above; an involution of the naturals (it swaps 4k+3 and
// 4k+4), exact for every heap up to 2^63.
Nimber lasker_grundy(std::uint64_t heap);

// Every a with 1 <= a <= heap - a and SG(a) XOR SG(heap - a) == target, in
// increasing order, stopping after `limit` of them. Uses the digit DP in
// lasker.cpp whatever the heap size (exposed so tests can compare it with
// direct enumeration).
std::vector<std::uint64_t> lasker_split_smaller_parts(std::uint64_t heap, Nimber target,
                                                      std::uint64_t limit);

class LaskerRule final : public HeapRule {
 public:
  std::string notation() const override { return "lasker"; }
  Text theory() const override;
  Theorem theorem() const override { return Theorem::lasker; }
  Result<bool> supports(std::uint64_t) const override { return true; }
  Nimber grundy(std::uint64_t heap) const override { return lasker_grundy(heap); }
  void options(std::uint64_t heap, const OptionSink& sink) const override;
  std::uint64_t option_bound(std::uint64_t heap) const override { return heap + heap / 2; }
  void options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const override;
};

Result<std::unique_ptr<Component>> parse_lasker(const ComponentSyntax& syn);
Result<Sequence> lasker_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);

}  // namespace sg
