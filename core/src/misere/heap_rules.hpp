#pragma once
// The heap rules misère quotients and the canonical search work with
// (private header): a rule's moves, a key shared by rules that are the same
// game, and which periodicity theorem covers it.
//
//   "kayles", "octal(0.77)"  -> key "octal 0.77"   (the same game twice)
//   "bash(2)", "sub(2,1)"    -> key "sub 1,2"
//   "nim"                    -> the NimGame heaps, as a rule: every smaller heap

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "families/heaps/heap_game.hpp"
#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

struct ResolvedHeapRule {
  std::shared_ptr<const HeapRule> rule;
  std::string key;
  // The periodicity theorem of quotient_period.cpp applies to finite octal
  // codes (reach: the most tokens a move removes, the last non-zero digit)
  // and to finite subtraction sets (reach: the largest amount).
  enum class Periodicity : std::uint8_t { none, octal, subtraction } periodicity = Periodicity::none;
  std::uint64_t reach = 0;
};

// A rule without heaps, as the API takes it: "kayles", "sub(1,3,4)". Errors
// say what and where (column in `text`).
Result<ResolvedHeapRule> resolve_heap_rule(std::string_view text);

// The rule of a component of a position when it is a sum of heaps of one
// rule (HeapGame, NimGame), with its heaps; nullopt for other families.
struct HeapsOfRule {
  ResolvedHeapRule rule;
  const std::vector<std::uint64_t>* heaps;
};
std::optional<HeapsOfRule> heaps_of(const Component& c);

// Nim heaps as a rule (every smaller heap is an option).
std::shared_ptr<const HeapRule> nim_heap_rule();

}  // namespace sg
