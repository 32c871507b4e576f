#pragma once
// Game on Sequence (ICPC), `seqgame(3,5,1,4) 0 2`: values 0..255; the args
// are 0-based indices holding tokens; a token at i may jump to j > i when
// a_j differs from a_i in at most one bit. Appending an element is writing
// it at the end of the list (appended()).

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

namespace contest_limits {
inline constexpr std::uint64_t max_sequence = 1u << 20;  // seqgame list length
}  // namespace contest_limits

// ── Game on Sequence ────────────────────────────────────────────────────
//   data_   shared: values a_0..a_{n-1}, SG per index, lookups
//   tokens_ {0, 2}  0-based indices, in input order
// Theory: SG(i) = mex{SG(j) : j > i, popcount(a_i xor a_j) <= 1}, computed
// right to left in O(9n): for each value v the mex over its 9 neighbour
// values' sets only grows, so it is advanced incrementally. Tokens add by
// the Sprague-Grundy theorem.
struct SequenceData;

class SequenceGame final : public Component {
 public:
  SequenceGame(std::shared_ptr<const SequenceData> data, std::vector<std::uint32_t> tokens)
      : data_(std::move(data)), tokens_(std::move(tokens)) {}

  // SG of a token at every index.
  const std::vector<std::uint32_t>& index_values() const;
  // The same tokens on the list with `value` appended (values recomputed).
  SequenceGame appended(std::uint8_t value) const;

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  std::unique_ptr<Component> clone() const override { return std::make_unique<SequenceGame>(data_, tokens_); }
  ComponentShape shape() const override;

 private:
  Move jump(std::size_t token, std::uint32_t to) const;

  std::shared_ptr<const SequenceData> data_;
  std::vector<std::uint32_t> tokens_;
};

Result<std::unique_ptr<Component>> parse_seqgame(const ComponentSyntax& syn);

}  // namespace sg
