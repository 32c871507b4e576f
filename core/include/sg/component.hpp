#pragma once
// One component of a position: `nim 3 4 5`, `kayles 9`, `coins(mock) THHT`,
// a tree, a graph with its tokens. A component is two things side by side:
//
//   rules   moves()      the move generator: the definition of the game.
//                        Brute-force oracles, misère search, play and the
//                        "why" view all recurse over it.
//   theory  value()      the fast closed form or algorithm (XOR rule, colon
//           moves_to()   principle, ...). Tests prove theory = rules by
//                        recursing over moves() on small positions.
//
// A component may itself be a disjunctive sum of parts (the heaps of
// `nim 3 4 5`, the heads of a coin row, the tokens on a graph); parts()
// exposes their values so the page can show the nim-sum column by column.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sg/component_shape.hpp"
#include "sg/move_action.hpp"
#include "sg/part_label.hpp"
#include "sg/result.hpp"
#include "sg/theorem.hpp"
#include "sg/value.hpp"

namespace sg {

class Component;

struct Move {
  Text label;                      // for people: "take 2 from heap 1"
  std::unique_ptr<Component> to;  // the component after the move
  MoveAction action;               // what the move does, as data
};

struct Part {
  PartLabel label;  // "heap 1", "head at 4", "token at a"
  Value value;
};

class Component {
 public:
  virtual ~Component() = default;

  // Canonical notation of this component alone: lower-case family, single
  // spaces, parts in input order ("nim 3 0 5").
  virtual std::string notation() const = 0;

  // The notation, for a caller that owns this component and is done with
  // it: a move's result that holds its text already written (spliced out of
  // a long position's) hands it over instead of copying megabytes.
  virtual std::string take_notation() { return notation(); }

  // A key equal for positions whose game trees are the same up to renaming
  // (a heap game's heaps in any order, with its empty heaps dropped), so
  // that searches by the rules visit each such position once. The default,
  // notation(), is always sound; keys of different families never collide.
  virtual std::string canonical_key() const { return notation(); }

  // Theory: the (generalized) Sprague-Grundy value.
  virtual Value value() const = 0;

  // Rules: every option. Only call when option_bound() is small: for
  // `nim 9223372036854775807` it is astronomically large.
  virtual std::vector<Move> moves() const = 0;

  // An upper bound on moves().size() computed without generating them
  // (saturating at UINT64_MAX). Exhaustive searches refuse beyond a budget.
  virtual std::uint64_t option_bound() const = 0;

  // Theory: every move to an option whose value is the finite nimber
  // `target`. The default filters moves(); families override it with their
  // closed form so that huge positions still get all winning moves.
  virtual std::vector<Move> moves_to(Nimber target) const;

  // False when moves_to(target) had to stop before listing every such move
  // (building each result costs O(size), so huge trees list fewer than
  // limits::max_listed_moves); the analysis then says its list is partial.
  virtual bool lists_every_move_to(Nimber /*target*/) const { return true; }

  // moves_to(target) and winning_moves() for a caller that lists at most
  // `most` of them: a family whose results are costly to build may stop
  // after most + 1 (the one over says that the list goes on), and
  // lists_every_move_to() then answers for that call.
  virtual std::vector<Move> moves_to_within(Nimber target, std::uint64_t /*most*/) const { return moves_to(target); }
  virtual std::vector<Move> winning_moves_within(std::uint64_t /*most*/) const { return winning_moves(); }

  // False when value() is out of reach for this position (a Wythoff pair
  // near 2^63 has no SG closed form); value() must then not be called, and
  // the component can only be analysed alone, through the two below.
  virtual bool has_value() const { return true; }

  // Why a component without a value cannot be analysed even alone (a board
  // whose search passes its caps and that no closed form decides): the
  // analysis answers with this error instead of calling outcome().
  virtual std::optional<Error> out_of_reach() const { return std::nullopt; }

  // The stated cap (sg.limits()) that leaves value() out of reach, for the
  // too_large error of a sum that needs it; every family whose has_value()
  // can be false names its own (tests/core/api/test_value_caps.cpp).
  virtual const char* missing_value_cap() const { return nullptr; }

  // Outcome of this component alone, and every move to a P position. The
  // defaults use value() and moves_to(0); families with a closed form for
  // their P positions but not their values (Wythoff) override both.
  virtual Outcome outcome() const { return outcome_of(value()); }
  virtual std::vector<Move> winning_moves() const { return moves_to(0); }

  // Remoteness and suspense from the family's theory when it has one (a
  // graph computes them for every node at once); nullopt: the compounds
  // derive them by searching moves().
  virtual std::optional<std::uint64_t> known_remoteness() const { return std::nullopt; }
  virtual std::optional<std::uint64_t> known_suspense() const { return std::nullopt; }

  // True when a position may recur in play (a graph with a cycle): the
  // compounds then decide it by retrograde analysis, since remoteness and
  // suspense searches assume every play ends.
  virtual bool may_have_cycles() const { return false; }

  // For misère sums: the SG values of the single games this component is a
  // fixed sum of, when the SJ theorem's hypothesis holds for each of them
  // for every reachable position: no move splits a single game in two, and
  // a single game with SG 0 is terminal. nullopt when it does not hold (or
  // is not known to hold): the misère engine then searches instead.
  virtual std::optional<std::vector<Nimber>> sj_single_games() const { return std::nullopt; }

  // The values of the independent parts this component is a sum of; empty
  // when it is not a sum.
  virtual std::vector<Part> parts() const { return {}; }

  // Those parts as components of their own ("lask 1 8 6" -> lask 1, lask 8,
  // lask 6), so that the misère search keeps sums as multisets and shares
  // each part's game tree; empty when the component is one game.
  virtual std::vector<std::unique_ptr<Component>> summands() const { return {}; }

  // The theorem or closed form value() relies on, for the "why" view.
  virtual Text theory() const = 0;
  // That theorem's id, which the page links to its explanation. The
  // default holds for every game: its values are the mex of its options'.
  virtual Theorem theorem() const { return Theorem::mex; }

  virtual std::unique_ptr<Component> clone() const = 0;

  // What the page draws: heaps, a tree's parents, a graph's edges ...
  virtual ComponentShape shape() const { return {}; }

  // The component after `action`, or an Error saying why it is not a move
  // of this component. The default looks the action up in moves() when
  // option_bound() is within limits::max_applied_options; families whose
  // positions can be larger check the action directly.
  virtual Result<std::unique_ptr<Component>> apply(const MoveAction& action) const;
};

}  // namespace sg
