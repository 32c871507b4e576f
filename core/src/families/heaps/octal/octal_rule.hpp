#pragma once
// Octal games and Grundy's game as heap rules: `octal(0.137) 5`,
// `kayles 9`, `dawson 7`, `grundy 10`.
//
//   OctalRule ─┬─ code_     OctalCode (digits, repeating tail, unequal split)
//              ├─ engine_   sparse-space engine (finite splitting codes and
//              │            Grundy's game) or plain mex engine; its values
//              │            G(0..size-1) only grow, shared by every position
//              │            parsed with the same rule text
//              └─ period_   set once the Guy-Smith theorem certifies one;
//                           from then on every heap size is valued by it
//
// Caps: without a proven period heaps are valued up to octal_max_heap (2^20)
// by computation; codes with a repeating digit that split heaps cost O(n)
// per heap and stop at octal_repeating_split_max_heap. Codes that behave like Nim
// (d_0 = 0, every other digit 3) take any heap size: SG(n) = n.
// Parsing stays cheap: a heap within the cap is accepted without computing
// anything (the analysis computes its values, compute_values_to(), within
// octal_max_work, and refuses the position past it), and a heap beyond it
// is accepted only when a period is proven, looked for at parse time
// within octal_parse_proof_horizon values.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "families/heaps/heap_game.hpp"
#include "families/heaps/octal/octal_code.hpp"
#include "families/heaps/octal/octal_mex.hpp"
#include "sg/family.hpp"

namespace sg {

inline constexpr std::uint64_t octal_max_heap = 1u << 20;
// A sequence of a finite code computes at most this many values beyond the
// ones asked for, to prove a period by the Guy-Smith theorem (Kayles and
// Dawson's chess need under 256); past it the period is reported as observed.
inline constexpr std::uint64_t octal_sequence_proof_horizon = 1u << 12;
// Asked for explicitly (sg.sequence(rule, n, { proveTo })), a sequence may
// extend a finite code's values this far to prove a period.
inline constexpr std::uint64_t octal_proof_horizon = 1u << 20;
// How far the parser extends a finite code's values to prove a period for a
// heap above octal_max_heap (Kayles and Dawson's chess need a few hundred);
// a sequence computed first (octal_proof_horizon) may prove longer ones.
// The cost grows with the square of the values and with the digits, so long
// codes get fewer: octal_parse_proof_work / digits, a power of two, at least
// 512 (octal_rule.cpp: parse_proof_horizon).
inline constexpr std::uint64_t octal_parse_proof_horizon = 1u << 12;
inline constexpr std::uint64_t octal_parse_proof_work = 1u << 16;
// For a heap above octal_max_heap, the parser keeps extending the values (to
// octal_proof_horizon at most) until a period is proven or the engine has
// looked at this many options: about a second in the browser.
inline constexpr std::uint64_t octal_huge_heap_proof_work = 400'000'000;
// Steps (splits and rare pairs examined) one request may spend computing
// values: a sequence, a heap's value, a proof. The sparse engine's cost
// cannot be told exactly in advance (Grundy's game to 2^22 values is cheap,
// a code whose values stay dense costs a quadratic number of steps), so it
// refuses once a lower bound on the steps left passes this (octal_sparse.cpp:
// work_exceeds; octal(0.007) to 2^20 values at heap 84992, a ninth of the
// limit spent), and otherwise stops itself here.
// Grundy's game to 2^21 values, the longest sequence benchmarked, spends
// 9.5e9; it reaches heap 3,801,429 of 2^22 (maxSequenceLength) within it.
inline constexpr std::uint64_t octal_max_work = 1ull << 34;
// Codes with a repeating digit that also split heaps have no sparse engine:
// O(n) per heap.
inline constexpr std::uint64_t octal_repeating_split_max_heap = 1u << 15;

class OctalRule final : public HeapRule {
 public:
  // `name`: the notation as the user spelled the family: "kayles", "octal(0.77)".
  OctalRule(OctalCode code, std::string name);

  std::string notation() const override { return name_; }
  Text theory() const override;
  Theorem theorem() const override;
  Wording wording() const override { return Wording::leave; }
  Result<bool> supports(std::uint64_t heap) const override;
  Nimber grundy(std::uint64_t heap) const override;
  bool computes_values() const override { return kind_ != Kind::nim_like; }
  std::optional<Error> compute_values_to(std::uint64_t heap) const override;
  void options(std::uint64_t heap, const OptionSink& sink) const override;
  std::uint64_t option_bound(std::uint64_t heap) const override;
  void options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const override;

  const OctalCode& code() const { return code_; }
  // G(0..n-1) and the period (proven, observed, or none), extending the
  // computed prefix to max(n, octal_sequence_proof_horizon, prove_to) values
  // at most to prove one; prove_to is capped at octal_proof_horizon.
  Result<Sequence> sequence(std::uint64_t n, const Progress& progress, std::uint64_t prove_to = 0) const;
  // Largest heap valued by computation when no period is proven.
  std::uint64_t max_heap() const;
  // How many values G(0..) are computed so far (they only grow).
  std::uint64_t computed() const { return engine_->values().size(); }

 private:
  enum class Kind { finite, grundy, nim_like, repeating };
  // Makes values_ hold at least `size` values, or stops early once a period
  // is proven (finite codes check at each doubling of the prefix).
  std::optional<Error> compute_to(std::uint64_t size, const Progress& progress) const;
  // The proven period of a finite code, or null (computes up to the
  // parser's proof horizon on first use).
  const Period* proven_period() const;
  // Tries the Guy-Smith theorem on every value computed so far (once per
  // length): a period is proven as soon as the values in hand allow.
  void prove_now() const;
  // Extends the values, within the stated work, until a period is proven.
  std::optional<Error> search_period_for_huge_heap() const;
  void split_options(std::uint64_t heap, std::uint64_t k, Nimber target, bool filter,
                     const OptionSink& sink, std::uint64_t& emitted) const;

  OctalCode code_;
  std::string name_;
  Kind kind_;
  std::unique_ptr<OctalEngine> engine_;
  mutable std::optional<Period> period_;
  mutable std::uint64_t next_check_ = 512;
  mutable std::uint64_t proof_tried_ = 0;  // computed() when prove_now() last ran
  // The least size compute_values_to() was refused at, and why: asking
  // again (each has_value() does) is answered without spending the work.
  mutable std::optional<std::pair<std::uint64_t, Error>> refused_;
};

// One rule object per rule text, kept while in use (and the last few after),
// so that values computed for one analysis serve the next.
std::shared_ptr<const OctalRule> shared_octal_rule(const OctalCode& code, const std::string& name);

Result<std::unique_ptr<Component>> parse_octal(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_kayles(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_dawson(const ComponentSyntax& syn);
Result<std::unique_ptr<Component>> parse_grundy_game(const ComponentSyntax& syn);
Result<Sequence> octal_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);
Result<Sequence> kayles_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);
Result<Sequence> dawson_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);
Result<Sequence> grundy_game_sequence(const ComponentSyntax& rule, std::uint64_t n,
                                      const Progress& progress);
// The sequence of an octal family ("octal", "kayles", "dawson", "grundy")
// with a longer proof of its period: up to `prove_to` values.
Result<Sequence> octal_family_sequence(const ComponentSyntax& rule, std::string_view family, std::uint64_t n,
                                       std::uint64_t prove_to, const Progress& progress);

}  // namespace sg
