#pragma once
// The SG value of a lone head at every position 1..n under one coin rule, and
// the theory-side search for flip sets whose values XOR to a given nimber.
//
//   CoinValues ─┬─ rule_      the CoinRule
//               ├─ table_     SG(1..n) (brute-force rules; empty for closed forms)
//               ├─ subsets_   reach tables of the anywhere rules (coin_subset_tables.hpp)
//               └─ index_     built on first search, shared by every move:
//                    by_value   the pairs (SG(p), p), p = 1..n, sorted
//                    prefix     P(m) = SG(1) ^ ... ^ SG(m), m = 0..n, and the pairs
//                               (P(m), m) sorted: a run l..r XORs to P(r) ^ P(l-1)
//
// Coin-turning theorem (Winning Ways, ch. 14; Lenstra): turning a set F of
// coins changes the row's SG by the XOR of SG over F (a tail turned up adds
// its head, a head turned down removes it), so a move reaches value t iff
// XOR_{q in F} SG(q) = SG(row) ^ t. The search finds those F per rightmost
// head r without listing every flip set:
//   consecutive  the l-1 in r-len .. r-1 with P(l-1) = P(r) ^ d (prefix index)
//   near         the q in r-k .. r-1 with SG(q) = d ^ SG(r) (value index)
//   anywhere     K-1 <= 1: the value index; Mock Turtles: its odious-number
//                structure; otherwise a depth-first search that enters a
//                branch only if the reach tables say it completes.

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "families/coins/coin_rule.hpp"
#include "families/coins/coin_subset_tables.hpp"

namespace sg {

class CoinValues {
 public:
  // `column` locates brute-force cap errors (the row's column).
  static Result<std::shared_ptr<const CoinValues>> make(const CoinRule& rule, std::uint64_t n,
                                                        std::uint32_t column, const Progress& progress = {});

  const CoinRule& rule() const { return rule_; }
  std::uint64_t size() const { return n_; }

  // SG of a row whose only head is at p, 1 <= p <= size().
  Nimber at(std::uint64_t p) const {
    return rule_.has_closed_form() ? rule_.closed_form(p) : table_[static_cast<std::size_t>(p - 1)];
  }

  // Every flip set with rightmost coin r (1 <= r <= size()) whose SG values
  // XOR to d, each once; false when the sink stopped it.
  bool flip_sets_with_xor(std::uint64_t r, Nimber d, const FlipSetSink& sink) const;

  CoinValues(const CoinRule& rule, std::uint64_t n) : rule_(rule), n_(n) {}

 private:
  struct Keyed {  // sorted by (key, at): contiguous, so sorting 10^6 stays cache-friendly
    Nimber key;
    std::uint64_t at;
    bool operator<(const Keyed& o) const { return key != o.key ? key < o.key : at < o.at; }
  };
  struct Index {
    std::vector<Keyed> by_value;   // (SG(p), p), p = 1..n
    std::vector<Nimber> prefix;    // P(m) at [m]
    std::vector<Keyed> by_prefix;  // (P(m), m), m = 0..n
    // Where each key's entries start (and end, at [key+1]) when the keys are
    // small enough for a table; empty otherwise.
    std::vector<std::size_t> value_start, prefix_start;
  };
  const Index& index() const;
  // Calls f(p) for p in lo..hi with SG(p) == v (ascending); false if stopped.
  template <class F> bool positions_with_value(Nimber v, std::uint64_t lo, std::uint64_t hi, F f) const;
  template <class F> bool prefixes_with_value(Nimber v, std::uint64_t lo, std::uint64_t hi, F f) const;

  bool anywhere_sets(std::uint64_t r, Nimber d, const FlipSetSink& sink) const;
  bool mock_sets(std::uint64_t r, Nimber d, const FlipSetSink& sink) const;
  bool searched_sets(std::uint64_t r, Nimber w, const FlipSetSink& sink) const;

  CoinRule rule_;
  std::uint64_t n_ = 0;
  std::vector<Nimber> table_;
  std::optional<CoinSubsetTables> subsets_;
  mutable std::once_flag index_once_;
  mutable Index index_;
};

}  // namespace sg
