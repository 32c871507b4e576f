#pragma once
// A multiset of values in [0, 2^bits) that answers mex { c XOR x : x in set }
// in O(bits): the sliding windows of the coin-rule brute force (the options
// of a head are "prefix XOR of the run" or "SG of a nearby coin") need one
// such mex per coin, and rows reach 10^6 coins.
//
//   distinct_[node]  binary trie over the value bits, node 1 = root,
//                    children 2n (bit 0) and 2n+1 (bit 1); it counts the
//                    DISTINCT values present below the node
//   count_[v]        multiplicity of value v (leaves)
//
// mex of c XOR x: walk from the top bit down, preferring the child whose
// bit equals c's (result bit 0); a full child forces result bit 1.

#include <cstdint>
#include <vector>

namespace sg {

class XorMexTree {
 public:
  explicit XorMexTree(unsigned bits)
      : bits_(bits),
        distinct_(std::size_t{2} << bits, 0),
        count_(std::size_t{1} << bits, 0) {}

  unsigned bits() const { return bits_; }

  void add(std::uint64_t v) { update(v, +1); }
  void remove(std::uint64_t v) { update(v, -1); }

  std::uint64_t mex_xor(std::uint64_t c) const {
    std::size_t node = 1;
    std::uint64_t result = 0;
    if (distinct_[1] == (std::uint32_t{1} << bits_)) return std::uint64_t{1} << bits_;
    for (unsigned level = bits_; level-- > 0;) {
      if (distinct_[node] == 0) break;  // nothing below: the rest of the result is 0
      const std::size_t preferred = 2 * node + ((c >> level) & 1);
      if (distinct_[preferred] == (std::uint32_t{1} << level)) {
        result |= std::uint64_t{1} << level;
        node = preferred ^ 1;
      } else {
        node = preferred;
      }
    }
    return result;
  }

 private:
  void update(std::uint64_t v, int delta) {
    std::uint32_t& c = count_[static_cast<std::size_t>(v)];
    const bool was = c > 0;
    c = static_cast<std::uint32_t>(static_cast<std::int64_t>(c) + delta);
    if (was == (c > 0)) return;
    std::size_t node = (std::size_t{1} << bits_) + static_cast<std::size_t>(v);
    for (; node >= 1; node /= 2) {
      distinct_[node] = delta > 0 ? distinct_[node] + 1 : distinct_[node] - 1;
      if (node == 1) break;
    }
  }

  unsigned bits_;
  std::vector<std::uint32_t> distinct_;  // bits <= 31
  std::vector<std::uint32_t> count_;
};

}  // namespace sg
