#pragma once
// Euclid's game (Cole and Davie, 1969): two numbers; a move subtracts a
// positive multiple of the smaller from the larger, never below 0 (with
// equal numbers either one may be reduced). Making a 0 wins: a pair with a
// 0 has no move.
//
//   "euclid 12 5"  ->  EuclidGame{a = 12, b = 5}   (uint64, exact to 2^63-1)
//
// Theory: the continued fraction of larger/smaller, [q1; q2, ..., qn]. The
// options of (s, q s + r) are (s, r + j s), j < q: a chain whose values are
// 0, 1, 2, ... skipping the value h of (r, s), so the pair is worth q - 1 if
// h >= q, else q; the last level (s, qn s) is worth qn (its chain starts at
// the terminal (s, 0)). This is the recursion of Nivasch's proof that the
// variant stopping at (d, d) (Grossman's) has SG floor(|y/x - x/y|); here the
// bottom level is worth one more, and the values differ from that formula by
// at most 1. Exact for every 64-bit pair in O(log) steps.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// One level of the continued fraction: larger = quotient * smaller +
// remainder, and the SG value of (smaller, larger).
struct EuclidLevel {
  std::uint64_t larger = 0, smaller = 0, quotient = 0, remainder = 0;
  Nimber value = 0;
};

// The levels from (max(a, b), min(a, b)) down to the remainder 0; empty
// when a or b is 0.
std::vector<EuclidLevel> euclid_levels(std::uint64_t a, std::uint64_t b);
Nimber euclid_value(std::uint64_t a, std::uint64_t b);
// Nivasch's closed form floor(|y/x - x/y|) for Grossman's variant, in exact
// integer arithmetic (x, y >= 1).
Nimber nivasch_value(std::uint64_t x, std::uint64_t y);

class EuclidGame final : public Component {
 public:
  EuclidGame(std::uint64_t a, std::uint64_t b) : a_(a), b_(b) {}

  std::uint64_t first() const { return a_; }
  std::uint64_t second() const { return b_; }

  std::string notation() const override;
  std::string canonical_key() const override;
  Value value() const override { return Value::finite(euclid_value(a_, b_)); }
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::nivasch; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<EuclidGame>(a_, b_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  // Subtract `multiple` times the other number from number `which` (0 or 1).
  Move subtract(int which, std::uint64_t multiple) const;

  std::uint64_t a_, b_;
};

Result<std::unique_ptr<Component>> parse_euclid(const ComponentSyntax& syn);

}  // namespace sg
