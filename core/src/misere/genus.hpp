#pragma once
// Conway's genus of positions made of heap atoms (On Numbers and Games,
// ch. 12; Winning Ways, ch. 13) (private header).
//
//   genus  g^{γ0 γ1 γ2 ...}:  g = the normal-play SG value,
//          γk = the misère SG value of the position plus k heaps *2
//          (misère SG: 1 for a position with no move, else the mex of the
//          options' values)
//
// Adding *2 gives options X + (k-1)*2 + *1 and X + (k-1)*2, whose misère
// values are γ(k-1) ⊕ 1 (adding *1 flips the last bit of a misère value) and
// γ(k-1), so
//
//   γ0 = 1 with no move, else mex{ γ0(X') }
//   γk = mex( { γk(X') } ∪ { γ(k-1), γ(k-1) ⊕ 1 } )      k >= 1
//
// over the options X'. Once every option's sequence alternates with period
// 2 (from index a), γk depends only on γ(k-1) and the parity of k, so two
// equal values two apart (at s and s - 2, s - 1 >= a + 2) make the rest
// alternate: the sequence is stored up to there.
//
// Tame (Conway): a position is tame when its genus is one of those of misère
// Nim positions, 0^{120} (like 0), 1^{031} (like *1), 0^{02} (like *2+*2),
// 1^{13} (like *2+*3) or g^{g, g⊕2} (like *g, g >= 2), and every option is
// tame. A sum of tame positions plays like misère Nim on them: it is tame,
// its g is the XOR, and it is "small" (γ0 = g ⊕ 1, like a sum of 0- and
// 1-heaps) iff every part is; so it is P iff (all small and g = 1) or
// (some part big and g = 0).

#include <cstdint>
#include <vector>

#include "kernels/multiset_table.hpp"
#include "misere/heap_atoms.hpp"
#include "sg/limits.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

struct GenusValue {
  Nimber normal = 0;
  // γ0, γ1, ... as Conway writes them: the sequence alternates between its
  // last two values from there on (at least two are given).
  std::vector<std::uint32_t> misere;
  bool tame = false;
  // Tame and like a sum of 0- and 1-heaps (γ0 = g ⊕ 1).
  bool small() const { return misere[0] == (normal ^ 1); }
};

class GenusEngine {
 public:
  explicit GenusEngine(HeapAtoms& atoms) : atoms_(atoms) {}

  // The genus of the sum of `parts` (heap atoms; kNone allowed). Caps:
  // limits::max_genus_positions positions kept, `budget` steps per call
  // (start_call; "too large"); after an error the engine is unusable.
  Result<GenusValue> genus(std::vector<std::uint32_t> parts);
  void start_call(std::uint64_t budget = limits::max_misere_work) { work_ = 0, budget_ = budget; }
  std::size_t positions() const { return table_.size(); }

 private:
  struct Frame {
    std::uint32_t position;
    std::uint32_t slot = 0, option = 0;
    std::vector<std::uint32_t> children;  // ordinals of the options done
  };
  // The ordinal of `key`'s record, or npos with `key` pushed to search.
  Result<std::uint32_t> child_of(std::span<const std::uint32_t> key, std::vector<Frame>& stack);
  void finish(const Frame& f);
  std::uint32_t gamma(std::uint32_t record, std::uint32_t k) const;
  GenusValue value(std::uint32_t record) const;

  HeapAtoms& atoms_;
  MultisetTable table_;
  std::vector<Nimber> normal_;            // per record (ordinal)
  std::vector<std::uint32_t> offset_;     // into gammas_
  std::vector<std::uint8_t> length_;
  std::vector<std::uint8_t> tame_;
  std::vector<std::uint32_t> gammas_;
  std::uint64_t work_ = 0;
  std::uint64_t budget_ = limits::max_misere_work;
  bool failed_ = false;
};

// Whether (g, γ) is a genus of misère Nim positions (see above).
bool tame_genus(Nimber normal, const std::vector<std::uint32_t>& misere);

}  // namespace sg
