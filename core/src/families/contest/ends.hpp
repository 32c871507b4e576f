#pragma once
// Stones at the ends (ZJOI2009), `ends 3 1 4`: take any positive number
// from the leftmost or the rightmost heap; an emptied heap goes. Heap sizes
// are positive (an emptied heap is gone).

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

namespace contest_limits {
inline constexpr std::uint64_t max_ends_heaps = 5000;    // O(n^2) outcome DP
// Exhaustive SG search budgets; beyond them has_value() is false and the
// outcome and winning moves come from the closed forms alone. ends: the
// work sum over heap pairs i < j of (a_i+1)(a_j+1)(a_i+a_j).
inline constexpr std::uint64_t max_ends_work = 1u << 24;
}  // namespace contest_limits

// ── Stones at the ends ─────────────────────────────────────────────────
//   base_  shared: the row as parsed, a_0..a_{n-1}, and the SG tables
//   (first_, last_, left_, right_): the position is the base row's heaps
//   first_..last_ with the end heaps replaced by left_ and right_ stones
//   (equal when first_ == last_); first_ > last_ is the empty row.
// Theory (ZJOI2009): for a row r, L(r) is the unique heap size x such that
// x placed left of r is P (0: r itself is P); R(r) likewise on the right.
// L(r + a) = 0 if a = R(r); a if a < min(L(r), R(r)) or a > max(L(r), R(r));
// a + 1 if L(r) <= a < R(r); a - 1 if R(r) < a <= L(r) (R symmetric). The
// row a_1 r is P iff a_1 = L(r); at most one winning move per end.
struct EndsBase;

class EndsGame final : public Component {
 public:
  EndsGame(std::shared_ptr<EndsBase> base, std::uint32_t first, std::uint32_t last, std::uint64_t left,
           std::uint64_t right)
      : base_(std::move(base)), first_(first), last_(last), left_(left), right_(right) {}

  std::vector<std::uint64_t> heaps() const;

  std::string notation() const override;
  bool has_value() const override;
  const char* missing_value_cap() const override { return "maxEndsWork"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  Outcome outcome() const override;
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::ends; }
  std::unique_ptr<Component> clone() const override {
    return std::make_unique<EndsGame>(base_, first_, last_, left_, right_);
  }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  std::unique_ptr<EndsGame> with_left(std::uint64_t stones) const;
  std::unique_ptr<EndsGame> with_right(std::uint64_t stones) const;
  // Two or more equal heaps: emptying the left or the right end is one option.
  bool constant_row() const;

  std::shared_ptr<EndsBase> base_;  // SG tables are filled lazily
  std::uint32_t first_, last_;
  std::uint64_t left_, right_;
};

// The ZJOI2009 DP: whether the row is P (exposed for tests).
bool ends_row_is_p(const std::vector<std::uint64_t>& row);
Result<std::unique_ptr<Component>> parse_ends(const ComponentSyntax& syn);

}  // namespace sg
