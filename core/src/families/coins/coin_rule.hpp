#pragma once
// A coin-turning rule: which sets of coins one move may turn over.
//
//   "coins(at most 3 anywhere) THHT"
//          └───────┬───────┘
//   CoinRule { shape = anywhere, exact = false, k = 3, name = none }
//
//   shape        flip sets whose rightmost coin is r (positions 1-based, left to right)
//   anywhere     r plus j other coins left of r; j = k-1 (exactly k) or 0..k-1 (at most k)
//   consecutive  the run r-len+1 .. r; len = k (exactly k) or 1..k (at most k)
//   near         r alone when r <= k, or r together with one of the k coins
//                just left of it (r-k .. r-1)
//
// Named rules are these shapes with a closed form for the SG of a lone head:
//   one     = exactly 1 anywhere           turtles = at most 2 anywhere
//   mock    = at most 3 anywhere (numbered from 0)
//   run3    = exactly 3 consecutive        run(k)  = exactly k consecutive
//   near3   = near 3                       ruler   = any run (unbounded k)
// The spelled-out general rules are valued by brute force over their flip
// sets instead, so a rule nobody has a theorem for still works, and a general
// rule equal to a named one checks the named one's closed form.
//
// Grammar of the text between the parentheses (case-insensitive, blanks
// between words, K a decimal integer >= 1):
//   rule    := 'one' | 'turtles' | 'mock' | 'ruler' | 'run3' | 'near3'
//            | 'run(' K ')'
//            | 'exactly' K shape | 'at' 'most' K shape | 'near' K
//   shape   := 'anywhere' | 'consecutive'

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>

#include "sg/family.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

// Coins first..last (1-based, inclusive) of a flip set; a flip set is a list
// of disjoint intervals in ascending order (a run is one interval, so a move
// of Ruler over 10^5 coins stays small).
struct CoinInterval {
  std::uint64_t first = 0;
  std::uint64_t last = 0;
};

// Receives one flip set; returns false to stop the enumeration.
using FlipSetSink = std::function<bool(std::span<const CoinInterval>)>;

class CoinRule {
 public:
  enum class Shape : std::uint8_t { anywhere, consecutive, near };
  enum class Name : std::uint8_t { none, one, turtles, mock, run3, run, near3, ruler };

  static Result<CoinRule> parse(const Token& rule);

  Shape shape() const { return shape_; }
  bool exact() const { return exact_; }
  std::uint64_t k() const { return k_; }
  Name name() const { return name_; }
  bool has_closed_form() const { return name_ != Name::none; }

  std::string notation() const;  // "mock", "run(4)", "at most 3 anywhere"
  // The numbering the rule's closed form is stated in: 0 for Mock Turtles,
  // 1 otherwise. Move labels and parts always count coins from 1.
  std::uint64_t first_number() const { return name_ == Name::mock ? 0 : 1; }
  Text numbering() const;
  Text theory() const;  // the closed form and its theorem, or the method
  Theorem theorem() const;

  // The SG of a row whose only head is at position p (1-based), for named
  // rules. Values above 2^64 do not occur for p <= 2^62.
  Nimber closed_form(std::uint64_t p) const;

  // Rules: every flip set whose rightmost coin is r; false if stopped.
  bool for_each_flip_set(std::uint64_t r, const FlipSetSink& sink) const;
  // How many there are (saturating at UINT64_MAX), without listing them.
  std::uint64_t flip_set_count(std::uint64_t r) const;

  // Whether `set` (disjoint intervals, ascending, 1-based) is one of the
  // rule's flip sets (its rightmost coin being the one that must be heads).
  bool allows(std::span<const CoinInterval> set) const;

  // Anywhere rules: how many coins besides r a flip set holds (exactly or at most).
  std::uint64_t max_others() const { return k_ - 1; }

 private:
  CoinRule(Shape shape, bool exact, std::uint64_t k, Name name)
      : shape_(shape), exact_(exact), k_(k), name_(name) {}

  Shape shape_ = Shape::anywhere;
  bool exact_ = true;
  std::uint64_t k_ = 1;  // ruler: UINT64_MAX (no bound on the run)
  Name name_ = Name::none;
};

}  // namespace sg
