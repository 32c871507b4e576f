// Tabulating SG of a lone head for the coin rules without a closed form.
#include "families/coins/coin_values.hpp"

#include <algorithm>
#include <bit>

#include "kernels/xor_mex_tree.hpp"

namespace sg {

namespace {

bool cancelled(const Progress& progress, std::uint64_t p, std::uint64_t n) {
  return progress && (p & 4095) == 0 && !progress(double(p) / double(n));
}

// A head at p has at most min(k, n) options under the run and near rules,
// so every value (and every XOR of values) fits in this many bits.
unsigned window_bits(std::uint64_t k, std::uint64_t n) {
  const std::uint64_t most = std::min(k, n);
  return static_cast<unsigned>(std::bit_width(most));
}

// Runs of exactly / at most k coins ending at p: the option of the run
// l..p is P(p-1) ^ P(l-1), P the prefix XOR of SG.
Result<std::vector<Nimber>> tabulate_runs(const CoinRule& rule, std::uint64_t n, const Progress& progress) {
  const std::uint64_t k = rule.k();
  std::vector<Nimber> sg(static_cast<std::size_t>(n)), prefix(static_cast<std::size_t>(n) + 1, 0);
  if (rule.exact()) {
    for (std::uint64_t p = 1; p <= n; ++p) {
      if (cancelled(progress, p, n)) return error_of(Msg::cancelled);
      Nimber v = 0;  // fewer than k coins up to p: no move
      if (p >= k) v = (prefix[static_cast<std::size_t>(p - 1)] ^ prefix[static_cast<std::size_t>(p - k)]) == 0 ? 1 : 0;
      sg[static_cast<std::size_t>(p - 1)] = v;
      prefix[static_cast<std::size_t>(p)] = prefix[static_cast<std::size_t>(p - 1)] ^ v;
    }
    return sg;
  }
  XorMexTree window(window_bits(k, n));
  for (std::uint64_t p = 1; p <= n; ++p) {
    if (cancelled(progress, p, n)) return error_of(Msg::cancelled);
    // Window: P(m) for m in max(0, p-k) .. p-1.
    window.add(prefix[static_cast<std::size_t>(p - 1)]);
    if (p >= k + 1) window.remove(prefix[static_cast<std::size_t>(p - 1 - k)]);
    const Nimber v = window.mex_xor(prefix[static_cast<std::size_t>(p - 1)]);
    sg[static_cast<std::size_t>(p - 1)] = v;
    prefix[static_cast<std::size_t>(p)] = prefix[static_cast<std::size_t>(p - 1)] ^ v;
  }
  return sg;
}

// Coin p with one of p-k .. p-1, or alone while p <= k.
Result<std::vector<Nimber>> tabulate_near(const CoinRule& rule, std::uint64_t n, const Progress& progress) {
  const std::uint64_t k = rule.k();
  std::vector<Nimber> sg(static_cast<std::size_t>(n));
  XorMexTree window(window_bits(k, n));
  window.add(0);  // "turn p alone" is an option worth 0 while p <= k
  for (std::uint64_t p = 1; p <= n; ++p) {
    if (cancelled(progress, p, n)) return error_of(Msg::cancelled);
    if (p >= 2) window.add(sg[static_cast<std::size_t>(p - 2)]);
    if (p >= k + 2) window.remove(sg[static_cast<std::size_t>(p - 2 - k)]);
    if (p == k + 1) window.remove(0);
    sg[static_cast<std::size_t>(p - 1)] = window.mex_xor(0);
  }
  return sg;
}

// Sorts entries that arrive in ascending `at` order by (key, at). SG values
// of coin rules are mostly small (O(n)), so a stable counting sort on the key
// does it in O(n) and leaves where each key's entries start (a lookup then
// needs no binary search over all n); large keys fall back to std::sort.
template <class Entry>
std::vector<std::size_t> sort_by_key(std::vector<Entry>& v) {
  Nimber most = 0;
  for (const Entry& e : v) most = std::max(most, e.key);
  if (most > 4 * static_cast<Nimber>(v.size()) + 64) {
    std::sort(v.begin(), v.end());
    return {};
  }
  std::vector<std::size_t> start(static_cast<std::size_t>(most) + 2, 0);
  for (const Entry& e : v) ++start[static_cast<std::size_t>(e.key) + 1];
  for (std::size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
  std::vector<std::size_t> next(start.begin(), start.end() - 1);
  std::vector<Entry> out(v.size());
  for (const Entry& e : v) out[next[static_cast<std::size_t>(e.key)]++] = e;
  v = std::move(out);
  return start;
}

}  // namespace

Result<std::shared_ptr<const CoinValues>> CoinValues::make(const CoinRule& rule, std::uint64_t n,
                                                           std::uint32_t column, const Progress& progress) {
  auto v = std::make_shared<CoinValues>(rule, n);
  if (!rule.has_closed_form()) {
    switch (rule.shape()) {
      case CoinRule::Shape::consecutive: {
        SG_TRY(sg, tabulate_runs(rule, n, progress));
        v->table_ = std::move(sg);
        break;
      }
      case CoinRule::Shape::near: {
        SG_TRY(sg, tabulate_near(rule, n, progress));
        v->table_ = std::move(sg);
        break;
      }
      case CoinRule::Shape::anywhere: {
        SG_TRY(tables, CoinSubsetTables::build(rule, n, column, progress, v->table_));
        v->subsets_ = std::move(tables);
        break;
      }
    }
  }
  return std::shared_ptr<const CoinValues>(std::move(v));
}

const CoinValues::Index& CoinValues::index() const {
  std::call_once(index_once_, [this] {
    Index& ix = index_;
    const std::size_t n = static_cast<std::size_t>(n_);
    if (rule_.shape() == CoinRule::Shape::consecutive) {
      ix.prefix.assign(n + 1, 0);
      for (std::size_t m = 1; m <= n; ++m) ix.prefix[m] = ix.prefix[m - 1] ^ at(m);
      if (rule_.exact()) return;  // one run per head: the prefix XORs suffice
      ix.by_prefix.resize(n + 1);
      for (std::size_t m = 0; m <= n; ++m) ix.by_prefix[m] = Keyed{ix.prefix[m], m};
      ix.prefix_start = sort_by_key(ix.by_prefix);
      return;
    }
    if (rule_.name() == CoinRule::Name::mock) return;  // searched by its closed form
    ix.by_value.resize(n);
    for (std::size_t p = 1; p <= n; ++p) ix.by_value[p - 1] = Keyed{at(p), p};
    ix.value_start = sort_by_key(ix.by_value);
  });
  return index_;
}

}  // namespace sg
