// CoinValues::flip_sets_with_xor: the flip sets whose SG values XOR to d,
// found from the values (indexes, closed forms, reach tables) rather than by
// listing every flip set, so that 10^6-coin rows get their winning moves.
#include <algorithm>
#include <bit>

#include "families/coins/coin_values.hpp"

namespace sg {

namespace {

// Calls f(at) for the entries with this key and lo <= at <= hi, ascending.
template <class Entry, class F>
bool for_each_keyed(const std::vector<Entry>& sorted, const std::vector<std::size_t>& start, Nimber key,
                    std::uint64_t lo, std::uint64_t hi, F f) {
  auto first = sorted.begin(), last = sorted.end();
  if (!start.empty()) {  // the key's range straight from the table
    if (key + 1 >= start.size()) return true;
    first = sorted.begin() + static_cast<std::ptrdiff_t>(start[static_cast<std::size_t>(key)]);
    last = sorted.begin() + static_cast<std::ptrdiff_t>(start[static_cast<std::size_t>(key) + 1]);
  }
  auto it = std::lower_bound(first, last, Entry{key, lo});
  for (; it != last && it->key == key && it->at <= hi; ++it)
    if (!f(it->at)) return false;
  return true;
}

}  // namespace

template <class F>
bool CoinValues::positions_with_value(Nimber v, std::uint64_t lo, std::uint64_t hi, F f) const {
  const Index& ix = index();
  return for_each_keyed(ix.by_value, ix.value_start, v, lo, hi, f);
}

template <class F>
bool CoinValues::prefixes_with_value(Nimber v, std::uint64_t lo, std::uint64_t hi, F f) const {
  const Index& ix = index();
  return for_each_keyed(ix.by_prefix, ix.prefix_start, v, lo, hi, f);
}

namespace {

bool emit_coins(const FlipSetSink& sink, std::initializer_list<std::uint64_t> coins) {
  CoinInterval set[3];
  std::size_t n = 0;
  for (std::uint64_t q : coins) set[n++] = {q, q};
  return sink(std::span<const CoinInterval>(set, n));
}

}  // namespace

bool CoinValues::flip_sets_with_xor(std::uint64_t r, Nimber d, const FlipSetSink& sink) const {
  const std::uint64_t k = rule_.k();
  switch (rule_.shape()) {
    case CoinRule::Shape::consecutive: {
      const Index& ix = index();
      const Nimber pr = ix.prefix[static_cast<std::size_t>(r)];
      if (rule_.exact()) {
        if (r < k || (pr ^ ix.prefix[static_cast<std::size_t>(r - k)]) != d) return true;
        const CoinInterval run{r - k + 1, r};
        return sink(std::span<const CoinInterval>(&run, 1));
      }
      return prefixes_with_value(pr ^ d, r > k ? r - k : 0, r - 1, [&](std::uint64_t m) {
        const CoinInterval run{m + 1, r};
        return sink(std::span<const CoinInterval>(&run, 1));
      });
    }
    case CoinRule::Shape::near: {
      const Nimber v = at(r);
      if (r <= k && v == d && !emit_coins(sink, {r})) return false;
      return positions_with_value(d ^ v, r > k ? r - k : 1, r - 1,
                                  [&](std::uint64_t q) { return emit_coins(sink, {q, r}); });
    }
    case CoinRule::Shape::anywhere: break;
  }
  return anywhere_sets(r, d, sink);
}

bool CoinValues::anywhere_sets(std::uint64_t r, Nimber d, const FlipSetSink& sink) const {
  if (rule_.name() == CoinRule::Name::mock) return mock_sets(r, d, sink);
  const Nimber w = d ^ at(r);  // what the other coins must XOR to
  if (subsets_ && subsets_->has_snapshots()) return searched_sets(r, w, sink);
  // At most one other coin (turtles, one, K <= 2, or too short a row for more).
  const std::uint64_t others = rule_.max_others();
  if (w == 0 && (!rule_.exact() || others == 0) && !emit_coins(sink, {r})) return false;
  if (others >= 1 && (!rule_.exact() || others == 1))
    return positions_with_value(w, 1, r - 1, [&](std::uint64_t q) { return emit_coins(sink, {q, r}); });
  return true;
}

// Mock Turtles, x = position - 1 and SG(x) = the odious number 2x + b(x).
// XOR of m odious numbers has popcount parity m, so d fixes the set size's
// parity: d odious -> 1 or 3 coins, d evil -> 2 coins. Two odious numbers
// with equal x are equal, so only the x's matter: one coin x = d >> 1; three
// coins a < b < c with a ^ b ^ c = d >> 1; two coins with SG(a) = d ^ SG(c).
bool CoinValues::mock_sets(std::uint64_t r, Nimber d, const FlipSetSink& sink) const {
  const std::uint64_t c = r - 1;
  if (std::popcount(d) % 2 == 0) {
    const std::uint64_t a = (d ^ at(r)) >> 1;
    return a < c ? emit_coins(sink, {a + 1, r}) : true;
  }
  const std::uint64_t y = d >> 1;
  if (y == c && !emit_coins(sink, {r})) return false;
  const std::uint64_t z = y ^ c;  // a ^ b must be z, a < b < c
  if (z == 0) return true;
  // b has z's top bit h set and a = b ^ z has it clear, hence a < b: walk the
  // blocks [t*2^(h+1) + 2^h, (t+1)*2^(h+1)) below c; every b there is a move.
  const unsigned h = static_cast<unsigned>(std::bit_width(z) - 1);
  const std::uint64_t half = std::uint64_t{1} << h;
  for (std::uint64_t base = half; base < c; base += 2 * half) {
    const std::uint64_t end = std::min(base + half, c);
    for (std::uint64_t b = base; b < end; ++b)
      if (!emit_coins(sink, {(b ^ z) + 1, b + 1, r})) return false;
    if (base > UINT64_MAX - 2 * half) break;
  }
  return true;
}

// Depth-first search over the other coins, largest first, with an explicit
// stack: a frame (m, j, w) means "j more coins among 1..m must XOR to w"
// (at most j for "at most" rules); a child is pushed only when the reach
// tables say it can complete, so every branch yields at least one move.
bool CoinValues::searched_sets(std::uint64_t r, Nimber w, const FlipSetSink& sink) const {
  const CoinSubsetTables& tables = *subsets_;
  const bool exact = rule_.exact();
  std::uint64_t j0 = rule_.max_others();
  if (!exact && j0 > r - 1) j0 = r - 1;
  if (!tables.contains(r - 1, j0, w)) return true;
  struct Frame {
    std::uint64_t m, j;
    Nimber w;
    std::uint64_t next;  // candidates are next-1 down to 1
    bool fresh;
  };
  std::vector<Frame> stack{{r - 1, j0, w, r, true}};
  std::vector<std::uint64_t> chosen;  // descending; chosen.size() == stack.size() - 1
  std::vector<CoinInterval> set;
  auto emit = [&](std::uint64_t extra) {  // extra: 0 or a coin below every chosen one
    set.clear();
    if (extra) set.push_back({extra, extra});
    for (auto it = chosen.rbegin(); it != chosen.rend(); ++it) set.push_back({*it, *it});
    set.push_back({r, r});
    return sink(set);
  };
  auto pop = [&] {
    stack.pop_back();
    if (!stack.empty()) chosen.pop_back();
  };
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.fresh) {
      f.fresh = false;
      if (f.w == 0 && (!exact || f.j == 0) && !emit(0)) return false;
      if (f.j == 0) {
        pop();
        continue;
      }
      if (f.j == 1) {
        if (!positions_with_value(f.w, 1, f.m, [&](std::uint64_t q) { return emit(q); })) return false;
        pop();
        continue;
      }
    }
    std::uint64_t q = f.next;
    bool found = false;
    while (q > 1) {
      --q;
      if (tables.contains(q - 1, f.j - 1, f.w ^ at(q))) {
        found = true;
        break;
      }
    }
    if (!found) {
      pop();
      continue;
    }
    f.next = q;
    const Frame child{q - 1, f.j - 1, f.w ^ at(q), q, true};
    chosen.push_back(q);
    stack.push_back(child);
  }
  return true;
}

}  // namespace sg
