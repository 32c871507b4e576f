#pragma once
// The memo behind the brute force of the "anywhere" coin rules: which XORs
// the other coins of a flip set can make, position by position.
//
//   reach_m[j]   bitset over values: XORs of the SG values of j coins among
//                1..m, exactly j ("exactly K") or at most j ("at most K");
//                j = 1..J with J = min(K-1, n-1); reach_m[0] = {0}
//   recurrence   reach_m[j] = reach_{m-1}[j] ∪ (reach_{m-1}[j-1] XOR SG(m))
//   SG(p)        = mex reach_{p-1}[K-1]     (K-1 other coins besides p)
//   snapshots    reach_m[1..J] for every m, kept when J >= 2 so that the
//                winning-move search can ask "can j coins among 1..m XOR to
//                w?" in O(1) and so visit only branches that yield a move
//
//   span mode    "at most K anywhere" with K-1 >= 64: every set of coins left
//                of a head may be turned (a head past coin 64 would need a
//                value above 2^64 anyway), so reach_m = the linear span of
//                SG(1..m) and SG(p) = mex of that span = 2^b, b the lowest
//                bit that is no pivot of a basis (the XOR-span trick).
//
// Caps: snapshot storage kMaxSnapshotWords and total bitset work
// kMaxWorkWords (64-bit words); past them build() fails with a message
// naming the longest row the rule can be brute-forced for.

#include <array>
#include <cstdint>
#include <vector>

#include "families/coins/coin_rule.hpp"
#include "sg/family.hpp"

namespace sg {

inline constexpr std::uint64_t kMaxSnapshotWords = std::uint64_t{1} << 21;  // 16 MB
inline constexpr std::uint64_t kMaxWorkWords = std::uint64_t{1} << 26;

class CoinSubsetTables {
 public:
  // SG of a lone head at 1..n into `values`; `column` locates cap errors.
  static Result<CoinSubsetTables> build(const CoinRule& rule, std::uint64_t n, std::uint32_t column,
                                        const Progress& progress, std::vector<Nimber>& values);

  bool has_snapshots() const { return span_mode_ || !snapshot_offset_.empty(); }

  // Can the SG values of j coins among 1..m XOR to w (exactly j / at most j
  // as the rule says)? Needs has_snapshots().
  bool contains(std::uint64_t m, std::uint64_t j, Nimber w) const;

 private:
  bool exact_ = true;
  bool span_mode_ = false;
  std::uint64_t big_j_ = 0;  // J
  // Snapshot of reach_m[1..J]: words [offset_m, offset_m + J * words_m), row j-1 first.
  std::vector<std::uint64_t> snapshot_offset_;  // index m-1
  std::vector<std::uint32_t> snapshot_words_;
  std::vector<std::uint64_t> snapshot_bits_;
  // Span mode: a basis of SG(1..m) per m, by pivot bit (0 = none).
  std::vector<std::array<Nimber, 64>> prefix_basis_;
};

}  // namespace sg
