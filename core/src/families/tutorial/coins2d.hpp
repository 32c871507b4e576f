#pragma once
// 2-D coin turning: the product of two coin-turning games (Winning Ways,
// ch. 14, "Tartan theorem").
//
//   "coins2d(ruler*mock) THT/HTT"
//            └─R1─┘ └R2┘ └─rows─┘
//   Coins2dGame ─┬─ rows_, cols_  grid size (row i, from 1 at the top, is
//                │                coordinate x of R1; column j, from 1 at
//                │                the left, is coordinate y of R2)
//                ├─ heads_        1 byte per coin, row by row (1 = heads)
//                └─ values1_/2_   shared CoinValues of each rule
//
// A move picks a flip set A of R1 whose rightmost (deciding) coin is row x
// and a flip set B of R2 whose deciding coin is column y, with the coin at
// (x, y) heads, and turns every coin of A x B.
//
// Theory: Tartan theorem: a lone head at (x, y) has SG = SG1(x) ⊗ SG2(y)
// (nim multiplication), and the grid is the XOR over its heads (the
// coin-turning theorem). Turning A x B changes the value by
// (XOR_A SG1) ⊗ (XOR_B SG2), since ⊗ distributes over XOR: a move reaches
// value t iff u ⊗ v = SG ^ t, with u and v the XORs of A and B.

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "families/coins/coin_values.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// Coins in one grid. The winning-move search tries, per head, every XOR u of
// a flip set of the side with the smaller values (at most 2^9 for a side of
// 64 coins) and looks for the matching set on the other side.
inline constexpr std::uint64_t kMaxGridCoins = 4096;

class Coins2dGame final : public Component {
 public:
  struct Rules {
    std::shared_ptr<const CoinValues> rows, cols;  // R1 over 1..rows, R2 over 1..cols
  };

  Coins2dGame(std::shared_ptr<const Rules> rules, std::uint64_t rows, std::uint64_t cols,
              std::vector<std::uint8_t> heads)
      : rules_(std::move(rules)), rows_(rows), cols_(cols), heads_(std::move(heads)) {}

  std::uint64_t rows() const { return rows_; }
  std::uint64_t cols() const { return cols_; }
  const std::vector<std::uint8_t>& heads() const { return heads_; }
  const CoinValues& row_values() const { return *rules_->rows; }
  const CoinValues& col_values() const { return *rules_->cols; }

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::tartan; }
  std::unique_ptr<Component> clone() const override {
    return std::make_unique<Coins2dGame>(rules_, rows_, cols_, heads_);
  }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  bool head(std::uint64_t x, std::uint64_t y) const {
    return heads_[static_cast<std::size_t>((x - 1) * cols_ + (y - 1))] != 0;
  }
  Move turn(std::span<const CoinInterval> a, std::span<const CoinInterval> b) const;
  std::vector<Move> list_to(Nimber target, bool& complete) const;

  std::shared_ptr<const Rules> rules_;
  std::uint64_t rows_, cols_;
  std::vector<std::uint8_t> heads_;
  mutable std::optional<std::pair<Nimber, bool>> listed_;  // target, complete: the last moves_to
};

Result<std::unique_ptr<Component>> parse_coins2d(const ComponentSyntax& syn);

}  // namespace sg
