#pragma once
// A game defined in the rule language, and its positions as a Component.
//
//   DefinedGame ── definition_  the compiled definition (game_syntax.hpp)
//               ├─ memo_        the positions valued so far (shared)
//               └─ family_      its registry entry (notation, sequence, drawer)
//
//   "wyt 3 5 1 2"  ->  DefinedComponent{wyt, args {3 5 | 1 2}}: the sum of
//                      the positions wyt(3, 5) and wyt(1, 2)
//
// Positions are valued when a component is made (parsing, or a move), so
// value(), moves() and the rest never fail. A component keeps the memo it
// was valued in: the memo only grows, and when a later query fills it the
// game starts a fresh one while components made earlier keep theirs.
// Theory: the Sprague-Grundy recursion over the definition's options (an
// option that is a sum is worth the XOR of its positions, Multi-SG); the
// rules: moves() walks the same option lines.

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "families/defined/game_solver.hpp"
#include "families/defined/game_syntax.hpp"
#include "families/defined/state_memo.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"
#include "sg/table.hpp"

namespace sg {

class DefinedGame {
 public:
  DefinedGame(defined::GameDefinition definition, std::string source);

  const defined::GameDefinition& definition() const { return definition_; }
  const std::string& name() const { return definition_.name; }
  std::uint32_t arity() const { return definition_.arity(); }
  const std::string& source() const { return source_; }
  const Family& family() const { return family_; }
  // "squares(n)": the name and arguments as defined (the user's own words).
  const std::string& label() const { return label_; }
  // The registry's label and summary with their arguments (family_label()).
  Text label_text() const;
  Text summary_text() const;

  struct Solved {
    std::shared_ptr<defined::StateMemo> memo;
    std::vector<std::uint32_t> ids;
    std::uint64_t work = 0;  // steps the solve took
  };
  // Values positions (arity arguments each): ids in the memo returned.
  // When the positions valued for earlier queries leave no room, the query
  // runs again on a fresh memo. Errors: a fault of the definition (naming
  // its line) or a cap ("too large").
  Result<Solved> solve(std::span<const std::int64_t> positions, const std::function<bool()>& keep_going = {},
                       const defined::SolveBudget& budget = defined::default_budget()) const;

  // Steps of walking the options of one position (arity arguments) without
  // valuing them, at most `cap` (then cap + 1): what a request's estimate
  // starts from. A fault of the definition ends the walk (the solve that
  // follows reports it).
  std::uint64_t option_work(std::span<const std::int64_t> position, std::uint64_t cap) const;

  // The registry entry; set once by the registry (the drawer is per slot).
  void set_family(PositionDrawer draw, std::string example);

 private:
  defined::GameDefinition definition_;
  std::string source_;
  mutable std::shared_ptr<defined::StateMemo> memo_;
  std::string label_, example_;
  std::string_view examples_[1];
  Family family_;
};

class DefinedComponent final : public Component {
 public:
  DefinedComponent(std::shared_ptr<const DefinedGame> game, std::shared_ptr<defined::StateMemo> memo,
                   std::vector<std::int64_t> args, std::vector<std::uint32_t> ids)
      : game_(std::move(game)), memo_(std::move(memo)), args_(std::move(args)), ids_(std::move(ids)) {}

  std::string notation() const override;
  // The positions with a move, sorted: "lask 0 6 1 8" and "lask 8 1 6" are
  // one game, so the searches by the rules (misère, every, conjunctive)
  // visit a sum of n positions once, not once per ordering.
  std::string canonical_key() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  std::vector<std::unique_ptr<Component>> summands() const override;
  Text theory() const override;
  // One position: the mex rule over the definition's options; several: their XOR.
  Theorem theorem() const override { return ids_.size() > 1 ? Theorem::sprague_grundy : Theorem::mex; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<DefinedComponent>(*this); }
  ComponentShape shape() const override;

 private:
  // Every distinct option of position `at`: its arguments (terms in the
  // order written), the line that gives it, and its value.
  struct Option {
    std::vector<std::int64_t> args;
    std::vector<std::uint32_t> ids;
    std::uint32_t line = 0;
    Nimber value = 0;
  };
  std::vector<Option> options_of(std::size_t at) const;
  Move move_to(std::size_t at, const Option& option) const;

  std::shared_ptr<const DefinedGame> game_;
  std::shared_ptr<defined::StateMemo> memo_;
  std::vector<std::int64_t> args_;  // arity per position
  std::vector<std::uint32_t> ids_;  // each position's id in memo_
};

Result<std::unique_ptr<Component>> parse_defined(const ComponentSyntax& syn);
Result<Sequence> defined_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);

// SG values of the positions (r, c), r < rows, c < cols, of a game of two
// arguments, row-major (the caller has checked rows * cols against its cap).
Result<Table> defined_table(const DefinedGame& game, std::uint64_t rows, std::uint64_t cols,
                            const Progress& progress);

}  // namespace sg
