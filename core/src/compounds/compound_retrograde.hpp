#pragma once
// Exact outcome and remoteness of a compound, cycles included, by
// retrograde analysis of the compound game itself (private header).
//
//   slot i       component i of the position; every component position it
//                can reach is interned once by notation to a local id,
//                with its options as local ids (Component::moves())
//   tuple        one local id per slot, packed mixed-radix in a uint64:
//                code = id_0 + n_0 * (id_1 + n_1 * (id_2 + ...))
//   index        tuples in order of discovery from the root (index 0);
//                outcome[index] P/N/D and remoteness[index]
//
// A turn follows the compound's rule (for_each_turn below). A tuple with no
// turn is over: the mover loses, or wins under misère play. Retrograde from
// the ended tuples: a tuple with a turn to P is N (remoteness 1 + least),
// one whose every turn leads to N is P (1 + greatest); the queue is in order
// of remoteness, so the first P reached and the last N counted give exactly
// those. Whatever is never resolved is a draw: neither side can force a win.
//
// Caps, checked before memory is spent: limits::max_compound_positions
// component positions over the slots and tuples, limits::max_compound_moves
// options and turns stored.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "sg/position.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

// Calls visit(pick) for every turn of the compound: pick[i] is the option
// index slot i takes, or -1 when it stays. counts[i] = its option count.
// Stops early when visit returns false. No turn at all: the tuple is over.
template <class Visit>
void for_each_turn(Compound compound, const std::vector<std::uint32_t>& counts, std::vector<std::int64_t>& pick,
                   Visit&& visit) {
  const std::size_t k = counts.size();
  pick.assign(k, -1);
  if (compound == Compound::normal || compound == Compound::misere) {
    for (std::size_t i = 0; i < k; ++i) {
      for (std::uint32_t o = 0; o < counts[i]; ++o) {
        pick[i] = o;
        if (!visit(pick)) return;
      }
      pick[i] = -1;
    }
    return;
  }
  // every: each slot that can move must; conjunctive: each slot must, and
  // none may be over; selective: any non-empty set of slots moves.
  std::vector<std::int64_t> low(k, -1);
  bool any = false;
  for (std::size_t i = 0; i < k; ++i) {
    if (counts[i] == 0) {
      if (compound == Compound::conjunctive) return;
      continue;
    }
    any = true;
    if (compound != Compound::selective) low[i] = 0;
  }
  if (!any) return;
  pick = low;
  while (true) {
    bool moved = false;
    for (std::size_t i = 0; i < k; ++i) moved = moved || pick[i] >= 0;
    if (moved && !visit(pick)) return;
    std::size_t i = 0;
    for (; i < k; ++i) {
      if (counts[i] == 0) continue;
      if (++pick[i] < static_cast<std::int64_t>(counts[i])) break;
      pick[i] = low[i];
    }
    if (i == k) return;
  }
}

// Normal and misère play: a turn moves one component.
bool one_at_a_time(Compound c);

// The number of turns for_each_turn visits, saturating at UINT64_MAX.
std::uint64_t turn_count(Compound compound, const std::vector<std::uint32_t>& counts);

// Open addressing from tuple code to index; codes are below the product of
// the radices, so UINT64_MAX never occurs as a key.
class TupleTable {
 public:
  static constexpr std::uint64_t kNone = UINT64_MAX;
  std::optional<std::uint32_t> find(std::uint64_t code) const {
    if (keys_.empty()) return std::nullopt;
    for (std::size_t at = slot_of(code);; at = (at + 1) & mask()) {
      if (keys_[at] == kNone) return std::nullopt;
      if (keys_[at] == code) return values_[at];
    }
  }
  void insert(std::uint64_t code, std::uint32_t value) {
    if ((size_ + 1) * 2 > keys_.size()) grow();
    std::size_t at = slot_of(code);
    while (keys_[at] != kNone) at = (at + 1) & mask();
    keys_[at] = code;
    values_[at] = value;
    ++size_;
  }

 private:
  std::size_t mask() const { return keys_.size() - 1; }
  std::size_t slot_of(std::uint64_t code) const {
    code ^= code >> 33;
    code *= 0xff51afd7ed558ccdULL;
    code ^= code >> 33;
    return static_cast<std::size_t>(code) & mask();
  }
  void grow() {
    std::vector<std::uint64_t> keys = std::move(keys_);
    std::vector<std::uint32_t> values = std::move(values_);
    keys_.assign(std::max<std::size_t>(16, keys.size() * 2), kNone);
    values_.assign(keys_.size(), 0);
    size_ = 0;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] != kNone) insert(keys[i], values[i]);
  }
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::size_t size_ = 0;
};

// Tuples a bounded solve (play without cycles) may enumerate.
inline constexpr std::uint64_t bounded_play_positions = 200000;

class CompoundRetrograde {
 public:
  // Fails with "too large to decide exactly ..." beyond the caps. With
  // `bounded`, it also fails at once, before enumerating any tuple, when
  // the whole product of the slots' positions or the turns over it could
  // pass them: play uses that to stay quick where theory can answer.
  static Result<CompoundRetrograde> solve(const Position& pos, bool bounded = false);

  std::uint32_t positions() const { return static_cast<std::uint32_t>(outcome_.size()); }
  Outcome outcome(std::uint32_t index) const { return static_cast<Outcome>(outcome_[index]); }
  // Of a P or N tuple; meaningless for D.
  std::uint32_t remoteness(std::uint32_t index) const { return remoteness_[index]; }
  // True when some component position can recur (a cycle among them).
  bool has_cycles() const { return has_cycles_; }

  // The index of the tuple whose components have these notations, if the
  // root reaches it.
  std::optional<std::uint32_t> find(const std::vector<std::string>& notations) const;
  // The same by local ids: component_id() of each slot's notation. The
  // root is index 0, its components id 0.
  std::optional<std::uint32_t> component_id(std::size_t slot, const std::string& notation) const;
  std::optional<std::uint32_t> find_ids(const std::vector<std::uint32_t>& ids) const;

  // Component i on its own, under the compound's terminal rule: a single
  // component of every, conjunctive or selective play is normal play.
  Outcome component_outcome(std::size_t slot) const { return slots_[slot].alone_outcome; }
  std::optional<std::uint64_t> component_remoteness(std::size_t slot) const { return slots_[slot].alone_remoteness; }

 private:
  struct Slot {
    std::unordered_map<std::string, std::uint32_t> ids;
    std::vector<std::vector<std::uint32_t>> options;  // local id -> option ids
    Outcome alone_outcome = Outcome::P;
    std::optional<std::uint64_t> alone_remoteness;
  };

  Compound compound_ = Compound::normal;
  std::vector<Slot> slots_;
  std::vector<std::uint64_t> radix_;  // radix_[i] = n_0 * ... * n_{i-1}
  std::vector<std::uint64_t> codes_;  // index -> code
  TupleTable index_of_;
  std::vector<std::uint8_t> outcome_;
  std::vector<std::uint32_t> remoteness_;
  bool has_cycles_ = false;
};

}  // namespace sg
