#pragma once
// Enumerating compound moves: one choice per component (private header).
//
//   groups[i] = the options component i may take, each with a measure
//               (remoteness or suspense); an empty group means component i
//               does not move this turn.
//   A compound move picks one option from every non-empty group; its label
//   joins the parts ("1: take 2 from heap 1; 3: cut the edge above node 4")
//   and `to` is the whole resulting position.

#include <optional>
#include <vector>
#include <cstdint>
#include <functional>
#include <vector>

#include "sg/analysis.hpp"

namespace sg {

// The sets of components one turn moves: all of `movable` at once, or for
// a selective compound every non-empty subset; nullopt past 12 components
// (4095 subsets), where listing every selection is refused.
std::optional<std::vector<std::vector<std::size_t>>> moving_sets(Compound compound,
                                                                const std::vector<std::size_t>& movable);

struct Choice {
  Move move;
  std::uint64_t measure = 0;
};

using ChoiceGroups = std::vector<std::vector<Choice>>;

// Appends to `a` every compound move whose chosen measures all satisfy
// `allowed` and whose final combination satisfies `accept`, stopping after
// limits::max_listed_moves (a.winning_moves_complete is then cleared).
void list_compound_moves(Analysis& a, const Position& pos, const ChoiceGroups& groups,
                         const std::function<bool(std::uint64_t)>& allowed,
                         const std::function<bool(const std::vector<std::uint64_t>&)>& accept);

// Every turn that moves exactly the components of `set` (one move each,
// from `options[i]`), as winning_moves of the returned analysis: the
// listing's cap applies (winning_moves_complete).
Analysis turns_of_set(const Position& pos, const std::vector<std::vector<Move>>& options,
                      const std::vector<std::size_t>& set);

}  // namespace sg
