#pragma once
// Game values shared by every family.
//
//   Value (generalized Sprague-Grundy value, Smith 1966 / Fraenkel):
//   ┌───────────┬──────────────────────────────────────────────┐
//   │ finite    │ nimber n            (every acyclic game)      │
//   │ infinite  │ ∞_K, K = sorted finite option nimbers         │
//   └───────────┴──────────────────────────────────────────────┘
//   Acyclic families only ever produce finite values; loopy graphs may
//   produce ∞_K, which is what decides sums containing draws.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sg {

using Nimber = std::uint64_t;

enum class Outcome : std::uint8_t { P, N, D };

inline char outcome_letter(Outcome o) { return o == Outcome::P ? 'P' : o == Outcome::N ? 'N' : 'D'; }

struct Value {
  bool infinite = false;
  Nimber nimber = 0;                 // meaningful when !infinite
  std::vector<Nimber> finite_options;  // K, meaningful when infinite

  static Value finite(Nimber n) { return Value{false, n, {}}; }
  static Value loopy(std::vector<Nimber> k);

  bool operator==(const Value&) const = default;
};

// "3", or "∞" followed by its successor set, e.g. "∞{0,2}" (Fraenkel's ∞_K).
std::string to_string(const Value& v);

// Outcome of a single game with this value: 0 is P, other nimbers N; ∞_K is
// N when 0 is in K (a move to a P position exists), D otherwise.
Outcome outcome_of(const Value& v);

// The value of a disjunctive sum from its components' values: XOR for finite
// ones (Sprague-Grundy); Smith's theorem for loopy ones: one ∞_K plus finite
// XOR a is ∞_{K xor a}; two or more infinite values make a draw, ∞ with an
// empty set.
Value sum_value(const std::vector<Value>& values);

// Minimum excludant of an unordered list; `scratch` is reused between calls so
// that hot loops do not allocate per position.
Nimber mex(std::span<const Nimber> values, std::vector<std::uint8_t>& scratch);
Nimber mex(std::span<const Nimber> values);

}  // namespace sg
