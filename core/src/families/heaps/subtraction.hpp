#pragma once
// Subtraction games on heaps, as HeapRules for HeapGame.
//
//   "bash(3) 10 7"    BashRule{m = 3}            remove 1..m from one heap
//   "sub(2,4,6) 60"   SubtractionRule{2, 4, 6}   remove exactly s, s in S
//                     └─ sequence_: SG(0), SG(1), ... and the proven period,
//                        computed once, lazily, shared by every position
//                        reached from the parsed one; the parser only
//                        searches with a small budget (subtraction_period.hpp)
//
// Theory: Bachet's game (the Bash game) has SG(n) = n mod (m + 1). A general
// subtraction set has SG(n) = mex{SG(n - s)}; the sequence is ultimately
// periodic and proven so by the window criterion (subtraction_period.hpp),
// which makes every heap size up to 2^63-1 exact.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "families/heaps/heap_game.hpp"
#include "families/heaps/subtraction_period.hpp"

namespace sg {

class BashRule final : public HeapRule {
 public:
  explicit BashRule(std::uint64_t max_take) : m_(max_take) {}

  std::uint64_t max_take() const { return m_; }

  std::string notation() const override { return "bash(" + std::to_string(m_) + ")"; }
  Text theory() const override;
  Theorem theorem() const override { return Theorem::bachet; }
  Result<bool> supports(std::uint64_t) const override { return true; }
  Nimber grundy(std::uint64_t heap) const override;
  void options(std::uint64_t heap, const OptionSink& sink) const override;
  std::uint64_t option_bound(std::uint64_t heap) const override;
  void options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const override;

 private:
  std::uint64_t m_;
};

class SubtractionRule final : public HeapRule {
 public:
  // `set`: distinct amounts >= 1, in input order (kept for the notation).
  explicit SubtractionRule(std::vector<std::uint64_t> set);

  std::string notation() const override;
  Text theory() const override;
  Theorem theorem() const override;
  Result<bool> supports(std::uint64_t heap) const override;
  Nimber grundy(std::uint64_t heap) const override;
  void options(std::uint64_t heap, const OptionSink& sink) const override;
  std::uint64_t option_bound(std::uint64_t heap) const override;

  // The smallest proven preperiod and period, searched on first use with
  // max_subtraction_parse_work steps; null when none is found within them.
  const SubtractionPeriod* period() const;
  // The amounts, ascending.
  const std::vector<std::uint64_t>& amounts() const { return sorted_; }
  SubtractionSequence& sequence() const { return sequence_; }

 private:
  std::vector<std::uint64_t> input_order_;
  std::vector<std::uint64_t> sorted_;
  // Lazily extended cache, logically part of the (immutable) rule.
  mutable SubtractionSequence sequence_;
  mutable std::optional<SubtractionPeriod> period_;
  mutable bool searched_ = false;
};

// "bash(3)": m >= 1 up to 2^63-1.
Result<std::shared_ptr<const BashRule>> parse_bash_rule(const ComponentSyntax& syn);
// "sub(2,4,6)": non-empty, each 1..max_subtraction_amount, no duplicates,
// at most max_subtraction_set_size amounts.
Result<std::shared_ptr<const SubtractionRule>> parse_subtraction_rule(const ComponentSyntax& syn);

Result<std::unique_ptr<Component>> parse_bash(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_sub(const ComponentSyntax& syn);
Result<Sequence> bash_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);
// A proven period of sub(S) in words, as theory() and the sequence state it.
Result<Sequence> sub_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);

}  // namespace sg
