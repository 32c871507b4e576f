#pragma once
// The pieces misère sums are made of, each interned once as a small id, an
// "atom" (private header):
//
//   heap atom       one heap of a heap rule; its options are multisets of
//                   heap atoms (the pieces left), known as soon as it is
//                   interned. Heaps are interned by their OPTIONS, so two
//                   heaps with the same game tree are one atom whatever
//                   their rule: kayles 1, nim 1 and dawson 2 are all *1.
//   component atom  any other component (a coin row, a tree...), interned by
//                   its canonical key; its moves are generated when first
//                   needed, each option the atoms of its summands (a
//                   defined game's positions: "lask 1 8" is two atoms).
//   kNone           a game with no move: never part of a sum.
//
// What is merged, and why it is sound in misère play, where a component does
// not cancel with its copy in general (kayles 2 + kayles 2 is P, not the
// empty sum, which is N):
//   - heaps with the same options are the same game;
//   - a game with no move adds nothing to a sum (it is the empty sum);
//   - two *1's cancel: X + *1 + *1 has the outcome of X for every game X
//     (by induction: if X is P, X + *1 + *1 moves to X + *1, which moves to
//     X, or to X' + *1 + *1, which is N as X' is; if X is N, a winning move
//     X -> X' gives X' + *1 + *1, which is P), so an option set is compared
//     after its pairs of *1 are dropped.
// Replacing options by equivalent ones gives an equivalent game (the same
// induction), so atoms merged this way are interchangeable in every sum.
//
// Tame heap atoms (Conway, On Numbers and Games, ch. 12): a heap atom is
// tame when every option is a sum of tame atoms and its genus, computed from
// theirs, is one of misère Nim's (misere/genus.hpp). A sum of tame games is
// tame and plays like misère Nim on the genera, so a sum whose atoms are all
// tame is decided at once (tame_wins). Tameness is only asked of options
// that are sums of tame atoms; a heap with another option is "not known
// tame" here, which costs search, never a wrong answer.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "misere/heap_rules.hpp"
#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

// The least value not in `values` (sorts them): genus values are small.
std::uint32_t mex_of(std::vector<std::uint32_t>& values);

class HeapAtoms {
 public:
  static constexpr std::uint32_t kNone = UINT32_MAX;

  HeapAtoms();

  // The atom of heap `heap` under `rule` (kNone when it has no move).
  // Interns every smaller heap of the rule first: their atoms make its
  // options. Charges `work` per option; false when it would pass `budget`.
  Result<std::uint32_t> heap(const ResolvedHeapRule& rule, std::uint64_t heap, std::uint64_t& work,
                             std::uint64_t budget);
  // The atom of a component that is not a sum of heaps (kNone: no move).
  std::uint32_t component(const Component& c);
  // The atoms of a component's summands (Component::summands()), or of the
  // component itself when it is one game, appended to `out`.
  void summand_atoms(const Component& c, std::vector<std::uint32_t>& out);

  // The atoms of one option of atom `a`, sorted; options(a) lists them.
  // Component atoms are expanded on first use (expand()).
  bool expanded(std::uint32_t a) const { return atoms_[a].expanded; }
  Result<bool> expand(std::uint32_t a, std::uint64_t& work, std::uint64_t budget);
  std::size_t option_count(std::uint32_t a) const { return atoms_[a].offsets.size() - 1; }
  std::span<const std::uint32_t> option(std::uint32_t a, std::size_t i) const {
    const Atom& atom = atoms_[a];
    return {atom.ids.data() + atom.offsets[i], atom.offsets[i + 1] - atom.offsets[i]};
  }
  std::uint32_t one() const { return one_; }  // *1
  std::size_t size() const { return atoms_.size(); }

  // Whether atom `a` is a tame heap atom, its normal-play value, and whether
  // its genus is that of a sum of 0- and 1-heaps (γ0 = g ⊕ 1).
  bool tame(std::uint32_t a) const { return tame_[a] != 0; }
  std::uint32_t normal(std::uint32_t a) const { return normal_[a]; }
  bool small(std::uint32_t a) const { return tame_[a] == kSmall; }
  // The player to move wins the misère sum of `ids` (tame atoms only):
  // misère Nim on the genera, P iff (every part small and nim-sum 1) or
  // (some part not small and nim-sum 0). The caller checks all_tame first.
  bool all_tame(std::span<const std::uint32_t> ids) const {
    for (std::uint32_t id : ids)
      if (!tame_[id]) return false;
    return true;
  }
  bool tame_wins(std::span<const std::uint32_t> ids) const {
    std::uint32_t g = 0;
    bool small = true;
    for (std::uint32_t id : ids) g ^= normal_[id], small = small && tame_[id] == kSmall;
    return small ? g != 1 : g != 0;
  }

  // Sorts `ids` and drops its pairs of *1 (and kNone entries).
  void normalize(std::vector<std::uint32_t>& ids) const;

  // The sum `parent` (normalized) with its part at `slot` replaced by
  // `piece` (an option of it, normalized), normalized, into `out`
  // (resized; returns the child's length). Inline: the searches' inner loop.
  std::uint32_t child(const std::uint32_t* parent, std::uint32_t size, std::uint32_t slot,
                      std::span<const std::uint32_t> piece, std::vector<std::uint32_t>& out) const {
    out.resize(size + piece.size());
    std::uint32_t* const o = out.data();
    std::uint32_t n = 0, j = 0;
    for (std::uint32_t i = 0; i < size; ++i) {
      if (i == slot) continue;
      while (j < piece.size() && piece[j] <= parent[i]) o[n++] = piece[j++];
      o[n++] = parent[i];
    }
    while (j < piece.size()) o[n++] = piece[j++];
    // Each side holds at most one *1: two of them cancel.
    for (std::uint32_t i = 0; i + 1 < n; ++i)
      if (o[i] == one_ && o[i + 1] == one_) {
        for (std::uint32_t k = i + 2; k < n; ++k) o[k - 2] = o[k];
        n -= 2;
        break;
      }
    return n;
  }

 private:
  struct Atom {
    std::vector<std::uint32_t> ids;            // every option's atoms, back to back
    std::vector<std::uint32_t> offsets{0};     // option i is ids[offsets[i] .. offsets[i+1])
    std::unique_ptr<Component> game;           // a component atom until expanded
    bool expanded = true;
  };
  // The atom with these options (sorted, distinct multisets), new or not.
  std::uint32_t intern_options(std::vector<std::vector<std::uint32_t>> options);
  // tame_[a] for a new heap atom with these options (kWild when not known).
  void classify(const std::vector<std::vector<std::uint32_t>>& options);

  static constexpr std::uint8_t kWild = 0, kSmall = 1, kBig = 2;

  std::vector<Atom> atoms_;
  // Per atom, flat for the search's inner loop: kWild, kSmall or kBig, and
  // the normal-play value of a tame one.
  std::vector<std::uint8_t> tame_;
  std::vector<std::uint32_t> normal_;
  std::unordered_map<std::string, std::uint32_t> by_options_;    // heap atoms
  std::unordered_map<std::string, std::uint32_t> by_component_;  // component atoms
  std::unordered_map<std::string, std::vector<std::uint32_t>> heaps_;  // rule key -> atom of heap h
  std::uint32_t one_ = 0;
};

}  // namespace sg
