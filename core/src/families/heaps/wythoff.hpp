#pragma once
// Wythoff's game: two heaps; take any positive number from one heap, or the
// same positive number from both.
//
//   "wythoff 3 5"  ->  WythoffGame{a = 3, b = 5}   (uint64, exact to 2^63-1)
//
// Theory: Wythoff's theorem. The P positions are (a_k, a_k + k) and their
// mirrors, a_k = floor(k * phi), phi = (1 + sqrt 5) / 2; the sequences a_k
// and b_k = a_k + k (k >= 1) partition the positive integers (Beatty's
// theorem). All of it in integer arithmetic:
//   floor(k * phi) = (k + isqrt(5 k^2)) / 2,  5 k^2 in unsigned 128 bits.
// SG values have no closed form: they come from the Wythoff table, for
// heaps below kWythoffValueCap only; beyond it the component has no value
// and is analysed alone through its P positions.

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

// Both heaps below this: the SG value comes from a cached 1024 x 1024 table
// (computed once, about 4 MB, a few milliseconds).
inline constexpr std::uint64_t kWythoffValueCap = 1024;

// floor(k * phi), exact; nullopt when k > 8e18, where 5 k^2 would not fit in
// 128 bits (floor(k * phi) is then above 2^63 and never a heap size here).
std::optional<std::uint64_t> wythoff_lower(std::uint64_t k);

// The heap y with (x, y) a P position (unique for every x: 0 pairs with 0,
// a_k with b_k and b_k with a_k). x <= 2^63-1; the result may exceed 2^63.
std::uint64_t wythoff_partner(std::uint64_t x);

// Whether (a, b) is a P position.
bool wythoff_is_p(std::uint64_t a, std::uint64_t b);

class WythoffGame final : public Component {
 public:
  WythoffGame(std::uint64_t a, std::uint64_t b) : a_(a), b_(b) {}

  std::uint64_t first() const { return a_; }
  std::uint64_t second() const { return b_; }

  std::string notation() const override;
  bool has_value() const override { return a_ < kWythoffValueCap && b_ < kWythoffValueCap; }
  const char* missing_value_cap() const override { return "maxWythoffValueHeap"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::wythoff; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<WythoffGame>(a_, b_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  Move take(std::uint64_t from_a, std::uint64_t from_b) const;

  std::uint64_t a_, b_;
};

Result<std::unique_ptr<Component>> parse_wythoff(const ComponentSyntax& syn);

}  // namespace sg
