#pragma once
// Cram, `cram 3x4` or `cram(..#./..../....)`: place a domino on two free
// cells side by side or one above the other; who cannot, loses.
//
//   CramGame ─┬─ geometry_  rows x cols (at most 64 cells, cram_board.hpp)
//             ├─ free_      the free cells, bit r*cols + c
//             └─ solved_    shared by clones, filled on first use: the
//                           regions (4-connected free cells) and their values
//
// Theory: the regions are independent games (Sprague-Grundy theorem: the
// values XOR), each valued by the memoised component search over regions
// up to translation and the 8 symmetries of the square; a board with a
// region of more than 33 cells by tests "G = v?" (cram_value.hpp), which
// visit far fewer regions (5 x 7). Beyond the search's
// caps the mirror strategy still decides a board whose free cells are
// symmetric under a half turn with no domino covering a cell and its image
// (P: the second player copies every move rotated), and finds the winning
// move of a board one move from such a board (all even x odd boards).
//
// Notation: a full board is `cram RxC`; otherwise the rows, top first,
// separated by '/', each cell '.' (free) or '#' (blocked). Canonical: a
// board with no blocked cell is written RxC.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "families/boards/cram/cram_board.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

struct CramSolved;

class CramGame final : public Component {
 public:
  CramGame(CramGeometry geometry, std::uint64_t free) : geometry_(geometry), free_(free) {}

  const CramGeometry& geometry() const { return geometry_; }
  std::uint64_t free_cells() const { return free_; }

  std::string notation() const override;
  bool has_value() const override;
  std::optional<Error> out_of_reach() const override;
  const char* missing_value_cap() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  std::unique_ptr<Component> clone() const override;
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  const CramSolved& solved() const;
  // A region of `regions` past board_limits::max_cram_region_cells (not a
  // path or a cycle), or 0: refused before any search.
  std::uint64_t region_over_cap(const std::vector<std::uint64_t>& regions) const;
  Move move_at(std::uint64_t first, std::uint32_t step) const;
  // Moves to boards the mirror strategy makes P.
  std::vector<Move> mirror_moves() const;

  CramGeometry geometry_;
  std::uint64_t free_ = 0;
  mutable std::shared_ptr<const CramSolved> solved_;
  mutable bool listed_every_ = true;  // set by moves_to()
};

// True when the mirror strategy makes `free` a P position: symmetric under
// the half turn, and no cell adjacent to its own image.
bool cram_mirror_p(const CramGeometry& g, std::uint64_t free);

Result<std::unique_ptr<Component>> parse_cram(const ComponentSyntax& syn);

}  // namespace sg
