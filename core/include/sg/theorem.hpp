#pragma once
// The theorems and methods that decide positions, each with a stable id for
// the API ("bouton", "sj", "octal-period"): the page links the id to its
// explanation, never reading the theory() text back.
//
//   Theorem::octal_period  <->  "octal-period"  (theorem_id, theorem_from_id)
//
// Ids are never renamed or reused; a new theorem adds an entry before
// `count` and its explanation on the page (tests/node/repository/theorems.test.mjs).

#include <cstdint>
#include <optional>
#include <string_view>

namespace sg {

enum class Theorem : std::uint8_t {
  none,                // no theorem applies (a report built without one)
  mex,                 // values computed by the mex rule, no closed form
  sprague_grundy,      // a disjunctive sum's value is the XOR of its components'
  bouton,              // Nim: the XOR of the heaps
  misere_nim,          // Bouton's misère rule
  sj,                  // the SJ (anti-SG) theorem for misère sums
  misere_search,       // misère play decided by searching every position
  every_sg,            // Every-SG: the greatest suspense decides
  conjunctive,         // conjunctive compound: the least remoteness decides
  selective,           // selective compound: P iff every component is P
  smith,               // generalized SG values of games with cycles
  retrograde,          // a compound with cycles solved position by position
  colon,               // the colon principle for trees
  fusion,              // the fusion principle for Hackenbush with cycles
  wythoff,             // Wythoff's P positions (golden ratio)
  bachet,              // Bachet's game: n mod (m+1)
  subtraction_period,  // a finite window of values repeats: the period holds for ever
  octal_period,        // Guy-Smith periodicity theorem
  octal_nim,           // an octal game that is Nim: SG(n) = n
  lasker,              // Lasker's Nim closed form
  staircase,           // staircase Nim: Nim on the odd steps
  coin_turning,        // a coin row is the sum of its single heads
  turning_turtles,     // a head at i is worth i
  mock_turtles,        // the odious numbers
  ruler,               // the largest power of 2 dividing i
  ends,                // the end-values recurrence of the take-from-either-end game
  take_or_merge,       // the take-or-merge P-position rule
  tartan,              // 2-D coins: a head is worth SG1(x) (x) SG2(y), a nim product
  moore,               // Moore's Nim_k: each bit's count divisible by k + 1
  zeckendorf,          // Fibonacci Nim by Zeckendorf representations
  nivasch,             // Euclid's game along its continued fraction
  matching,            // undirected geography by maximum matchings
  misere_genus,        // Conway's genus rule: a sum of tame games plays like misère Nim
  misere_quotient,     // Plambeck–Siegel: the sum's element in the misère quotient is in the P-portion or not
  count                // not a theorem: the number of entries
};

// "octal-period"; "" for Theorem::none.
std::string_view theorem_id(Theorem t);

// The theorem with this id (none of the above for an unknown id).
std::optional<Theorem> theorem_from_id(std::string_view id);

}  // namespace sg
