#pragma once
// Chomp, `chomp 4x5` or `chomp(5,3,3,1)`: cells in rows of non-increasing
// length (a Young diagram), the top-left cell poisoned. A move takes a cell
// other than the poison with every cell right of it and below it; a player
// left only the poison cannot move and loses.
//
//   ChompGame ─┬─ rows_   row lengths, top first, each >= 1, non-increasing
//              └─ value_  shared by clones, filled on first use
//
// Theory, by shape:
//   L (a row of a with a column of b, sharing the poison): two-heap Nim,
//       SG = (a-1) XOR (b-1)
//   2 rows (a, b): P iff a = b + 1; the one winning move makes it so
//   square n x n (n >= 2): N; the one winning move takes (2,2), leaving an L
//       with equal arms (P: mirror its moves)
//   rectangle > 1x1: N by strategy stealing (the move is found by search)
//   any diagram: SG by memoised search over the diagrams below it (a
//       diagram and its transpose are the same game), when they number at
//       most board_limits::max_chomp_diagrams (counted before searching)
//
// Notation: a rectangle is `chomp RxC` (R rows of C cells); otherwise the
// row lengths, top first. Canonical: a rectangle is written RxC.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

struct ChompSolved;

class ChompGame final : public Component {
 public:
  explicit ChompGame(std::vector<std::uint32_t> rows) : rows_(std::move(rows)) {}

  const std::vector<std::uint32_t>& rows() const { return rows_; }

  std::string notation() const override;
  bool has_value() const override;
  std::optional<Error> out_of_reach() const override;
  const char* missing_value_cap() const override { return "maxChompDiagrams"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  std::unique_ptr<Component> clone() const override;
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  const ChompSolved& solved() const;
  Move bite(std::uint32_t row, std::uint32_t column) const;
  // The winning moves the closed forms name (L, two rows, square); nullopt
  // when no closed form names them.
  std::optional<std::vector<Move>> known_winning_moves() const;

  std::vector<std::uint32_t> rows_;
  mutable std::shared_ptr<const ChompSolved> solved_;
  mutable bool listed_every_ = true;
};

// The diagrams inside `rows` that keep the poison (itself included), or
// `cap + 1` when there are more than `cap`.
std::uint64_t chomp_diagrams_below(const std::vector<std::uint32_t>& rows, std::uint64_t cap);

Result<std::unique_ptr<Component>> parse_chomp(const ComponentSyntax& syn);

}  // namespace sg
