#pragma once
// The misère memo kept between analyses (private header): the atoms of the
// heaps and components met so far, the canonical search over their sums and
// their genus. One for the whole engine, since atoms are shared by every
// rule (kayles 1 and dawson 2 are one atom); dropped after an error (a
// failed search leaves undecided positions behind) and when a call finds it
// full, so that a later call never fails for what an earlier one kept.

#include <cstdint>
#include <memory>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "misere/canonical_search.hpp"
#include "misere/genus.hpp"
#include "misere/heap_atoms.hpp"
#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

struct MisereMemo {
  HeapAtoms atoms;
  CanonicalSearch search{atoms};
  GenusEngine genus{atoms};
  // Atoms whose genus was out of reach of the report's budget (not retried).
  std::unordered_set<std::uint32_t> genus_unknown;

  // The atoms of one component: one per heap of a heap game or Nim, else
  // one per summand, or the component itself (kNone entries: parts with no
  // move). Charged to the search's work of this call.
  Result<std::vector<std::uint32_t>> atoms_of(const Component& c);
  // The atoms of a whole sum, concatenated.
  Result<std::vector<std::uint32_t>> atoms_of(const std::vector<const Component*>& parts);
  // An empty genus engine (after an error the old one is unusable).
  void drop_genus();
};

// The engine's memo, made on first use.
MisereMemo& misere_memo();
// For its lifetime the engine's memo is an empty one of its own; the memo it
// replaced comes back afterwards. What is decided inside never depends on
// what earlier calls kept: randomPosition's draws stop searches at a share
// of their caps, and a warm memo would let the same seed draw otherwise.
class IsolatedMisereMemo {
 public:
  IsolatedMisereMemo();
  ~IsolatedMisereMemo();
  IsolatedMisereMemo(const IsolatedMisereMemo&) = delete;
  IsolatedMisereMemo& operator=(const IsolatedMisereMemo&) = delete;

 private:
  std::unique_ptr<MisereMemo> saved_;
};
// Forgets everything (the next misere_memo() is empty).
void drop_misere_memo();
// Runs `analysis` on the shared memo. On an error the memo is dropped, and
// if it held positions from earlier calls the analysis runs once more on an
// empty one: a warm memo never makes an answer fail that a cold one gives.
template <typename Analysis>
auto with_misere_memo(Analysis&& analysis) -> decltype(analysis(misere_memo())) {
  const bool warm = misere_memo().search.positions() > 0 || misere_memo().genus.positions() > 0;
  auto result = analysis(misere_memo());
  if (result.ok()) return result;
  drop_misere_memo();
  // Out of steps: an empty memo only costs more steps (what a warm one holds
  // is decided and never searched again), so running again cannot answer.
  const char* cap = result.error().limit;
  if (!warm || (cap && std::string_view(cap) == "maxMisereWork")) return result;
  result = analysis(misere_memo());
  if (!result.ok()) drop_misere_memo();
  return result;
}

}  // namespace sg
