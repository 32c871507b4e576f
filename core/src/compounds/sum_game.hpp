#pragma once
// A normal or misère disjunctive sum seen as one game (private header), so
// that the searches over single components (remoteness, play) also work on
// whole positions.
//
//   SumGame{ "nim 1 2 + kayles 3" }  moves(): one move in one component,
//                                    labelled "1: take 1 from heap 1"

#include "sg/position.hpp"

namespace sg {

class SumGame final : public Component {
 public:
  explicit SumGame(Position pos) : pos_(std::move(pos)) {}

  const Position& position() const { return pos_; }
  std::string notation() const override { return pos_.notation(); }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  Text theory() const override { return Msg::theory_sum; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<SumGame>(pos_.clone()); }

 private:
  Position pos_;
};

}  // namespace sg
