#include "families/coins/coin_subset_tables.hpp"

#include <algorithm>
#include <bit>

namespace sg {

namespace {

using Bits = std::vector<std::uint64_t>;

// x with bit b moved to bit b ^ s (s < 64): one butterfly stage per bit of s.
std::uint64_t permute_bits(std::uint64_t x, unsigned s) {
  static constexpr std::uint64_t keep[6] = {0x5555555555555555ULL, 0x3333333333333333ULL,
                                            0x0F0F0F0F0F0F0F0FULL, 0x00FF00FF00FF00FFULL,
                                            0x0000FFFF0000FFFFULL, 0x00000000FFFFFFFFULL};
  for (unsigned t = 0; t < 6; ++t)
    if ((s >> t) & 1) {
      const unsigned w = 1u << t;
      x = ((x >> w) & keep[t]) | ((x & keep[t]) << w);
    }
  return x;
}

// dst |= { x ^ v : x in src }; both hold `words` words and v < 64 * words.
void or_xor_translate(Bits& dst, const Bits& src, Nimber v, std::size_t words) {
  const std::size_t hi = static_cast<std::size_t>(v >> 6);
  const unsigned lo = static_cast<unsigned>(v & 63);
  for (std::size_t i = 0; i < words; ++i)
    if (src[i]) dst[i ^ hi] |= permute_bits(src[i], lo);
}

Nimber bitset_mex(const Bits& s, std::size_t words) {
  for (std::size_t i = 0; i < words; ++i)
    if (s[i] != ~std::uint64_t{0}) return 64 * static_cast<Nimber>(i) + static_cast<Nimber>(std::countr_one(s[i]));
  return 64 * static_cast<Nimber>(words);
}

bool span_contains(const std::array<Nimber, 64>& basis, Nimber w) {
  for (int b = 63; b >= 0 && w; --b)
    if ((w >> b) & 1) {
      if (!basis[static_cast<std::size_t>(b)]) return false;
      w ^= basis[static_cast<std::size_t>(b)];
    }
  return w == 0;
}

Error cap_error(const CoinRule& rule, std::uint32_t column, std::uint64_t p, Msg why) {
  return error_at(column, Text{why, {{"rule", rule.notation()}, {"coin", p}, {"limit", p - 1}}});
}

}  // namespace

Result<CoinSubsetTables> CoinSubsetTables::build(const CoinRule& rule, std::uint64_t n, std::uint32_t column,
                                                 const Progress& progress, std::vector<Nimber>& values) {
  CoinSubsetTables t;
  t.exact_ = rule.exact();
  values.clear();
  const std::uint64_t others = rule.max_others();
  auto cancelled = [&](std::uint64_t p) { return progress && (p & 255) == 0 && !progress(double(p) / double(n)); };

  if (!rule.exact() && others >= 64) {
    // XOR-span trick: SG(p) = mex(span) = 2^(lowest non-pivot bit).
    t.span_mode_ = true;
    std::array<Nimber, 64> basis{};
    for (std::uint64_t p = 1; p <= n; ++p) {
      if (cancelled(p)) return error_of(Msg::cancelled);
      int b = 0;
      while (b < 64 && basis[static_cast<std::size_t>(b)]) ++b;
      if (b == 64) return cap_error(rule, column, p, Msg::coins_cap_value_64);
      const Nimber v = Nimber{1} << b;
      values.push_back(v);
      Nimber x = v;  // insert into the basis (v is independent: it is not in the span)
      for (int hb = 63; hb >= 0; --hb)
        if ((x >> hb) & 1) {
          if (!basis[static_cast<std::size_t>(hb)]) {
            basis[static_cast<std::size_t>(hb)] = x;
            break;
          }
          x ^= basis[static_cast<std::size_t>(hb)];
        }
      t.prefix_basis_.push_back(basis);
    }
    return t;
  }

  // Exactly K with fewer than K-1 coins left of every head: no head can move.
  if (rule.exact() && n > 0 && others > n - 1) {
    values.assign(static_cast<std::size_t>(n), 0);
    t.big_j_ = 0;
    return t;
  }
  const std::uint64_t big_j = n == 0 ? 0 : std::min(others, n - 1);
  t.big_j_ = big_j;
  const bool keep = big_j >= 2;
  std::size_t words = 1;  // value bound V = 64 * words, a power of two
  std::vector<Bits> reach(static_cast<std::size_t>(big_j) + 1, Bits(words, 0));
  reach[0][0] = 1;
  if (!rule.exact())
    for (auto& r : reach) r[0] = 1;  // at most j coins: the empty set gives 0
  std::uint64_t stored = 0, work = 0;
  for (std::uint64_t p = 1; p <= n; ++p) {
    if (cancelled(p)) return error_of(Msg::cancelled);
    const Nimber v = big_j == 0 ? 1 : bitset_mex(reach[static_cast<std::size_t>(big_j)], words);
    values.push_back(v);
    if (p == n) break;  // the tables after the last coin are never asked for
    if (v >= 64 * static_cast<Nimber>(words)) {
      const std::uint64_t need = std::bit_ceil(v + 1) / 64;
      if (need > kMaxSnapshotWords) return cap_error(rule, column, p + 1, Msg::coins_cap_value_27);
      words = static_cast<std::size_t>(need);
      for (auto& r : reach) r.resize(words, 0);
    }
    for (std::size_t j = static_cast<std::size_t>(big_j); j >= 1; --j)
      or_xor_translate(reach[j], reach[j - 1], v, words);
    work += big_j * words;
    if (work > kMaxWorkWords) return cap_error(rule, column, p + 1, Msg::coins_cap_work);
    if (keep) {
      stored += big_j * words;
      if (stored > kMaxSnapshotWords) return cap_error(rule, column, p + 1, Msg::coins_cap_memory);
      t.snapshot_offset_.push_back(t.snapshot_bits_.size());
      t.snapshot_words_.push_back(static_cast<std::uint32_t>(words));
      for (std::size_t j = 1; j <= big_j; ++j)
        t.snapshot_bits_.insert(t.snapshot_bits_.end(), reach[j].begin(), reach[j].begin() + static_cast<std::ptrdiff_t>(words));
    }
  }
  return t;
}

bool CoinSubsetTables::contains(std::uint64_t m, std::uint64_t j, Nimber w) const {
  if (j == 0 || m == 0) return w == 0 && (j == 0 || !exact_);
  if (span_mode_) return span_contains(prefix_basis_[static_cast<std::size_t>(m - 1)], w);
  if (exact_ && j > m) return false;
  if (j > big_j_) j = big_j_;  // at most j coins among m <= J coins: all subsets
  if (j == 0) return w == 0;
  if (m > snapshot_offset_.size()) return false;
  const std::size_t words = snapshot_words_[static_cast<std::size_t>(m - 1)];
  if (w >= 64 * static_cast<Nimber>(words)) return false;
  const std::size_t at = static_cast<std::size_t>(snapshot_offset_[static_cast<std::size_t>(m - 1)]) +
                         static_cast<std::size_t>(j - 1) * words + static_cast<std::size_t>(w >> 6);
  return (snapshot_bits_[at] >> (w & 63)) & 1;
}

}  // namespace sg
