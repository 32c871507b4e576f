#pragma once
// A row of coins under a coin-turning rule: `coins(mock) THHTTH`.
//
//   CoinsGame ─┬─ values_   shared CoinValues: the rule and the SG of a lone
//              │            head at 1..n (closed form or brute-force table)
//              ├─ base_     shared row as parsed: 1 byte per coin (1 = head),
//              │            its H/T text and its value
//              └─ toggles_  sorted boundaries b (0-based): coin i differs from
//                           the base row iff an odd number of boundaries are <= i
//                           ("turn coins 3 to 7" of the base row is {2, 7})
//
// A move of a 10^6-coin row thus costs a few words, not a copy of the row.
// Coins are H (also U, 1) for heads and T (also D, 0) for tails, any case,
// one word without blanks; the canonical notation writes H and T.
//
// Theory: coin-turning theorem (Winning Ways, ch. 14; Lenstra): the row is
// the disjunctive sum of its heads, SG(row) = XOR over heads of SG(a row
// with only that head), the per-rule values living in CoinValues.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "families/coins/coin_values.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// Rows are capped at this many coins (brute-force rules lower it further).
inline constexpr std::uint64_t kMaxCoins = 2000000;

class CoinsGame final : public Component {
 public:
  struct BaseRow {
    std::vector<std::uint8_t> coins;
    std::string letters;  // the row as written in the notation, H and T
    Nimber value = 0;
  };

  CoinsGame(std::shared_ptr<const CoinValues> values, std::shared_ptr<const BaseRow> base,
            std::vector<std::uint64_t> toggles = {})
      : values_(std::move(values)), base_(std::move(base)), toggles_(std::move(toggles)) {}

  const CoinRule& rule() const { return values_->rule(); }
  // The numbering convention of the rule's closed form, for the page.
  Text numbering() const { return rule().numbering(); }
  // The row, 1 byte per coin (1 = head), left to right.
  std::vector<std::uint8_t> coins() const;

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override;
  std::unique_ptr<Component> clone() const override {
    return std::make_unique<CoinsGame>(values_, base_, toggles_);
  }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  // The move turning `set` over, labelled with 1-based positions.
  Move turn(std::span<const CoinInterval> set) const;
  template <class F> void for_each_head(F f) const;

  std::shared_ptr<const CoinValues> values_;
  std::shared_ptr<const BaseRow> base_;
  std::vector<std::uint64_t> toggles_;
};

Result<std::unique_ptr<Component>> parse_coins(const ComponentSyntax& syn);
// values[i] = SG of the row of i tails and one head ('H', 'TH', 'TTH', ...).
Result<Sequence> coins_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);

}  // namespace sg
