#include "families/heaps/subtraction_period.hpp"

#include <algorithm>
#include <bit>

#include "sg/limits.hpp"

namespace sg {

namespace {
// Polynomial hash of a window, mod 2^64. Only a filter: equal hashes are
// confirmed by comparing the windows, so collisions cost time, never truth.
constexpr std::uint64_t kHashBase = 0x9E3779B97F4A7C15ULL;
}  // namespace

SubtractionSequence::SubtractionSequence(std::vector<std::uint64_t> set) : set_(std::move(set)) {
  std::sort(set_.begin(), set_.end());
  stamp_.assign(set_.size() + 2, 0);
}

std::uint64_t SubtractionSequence::search_cap(std::uint64_t work) const {
  const std::uint64_t by_work = work / static_cast<std::uint64_t>(set_.size());
  return std::min<std::uint64_t>(limits::max_sequence_length, by_work);
}

bool SubtractionSequence::extend_to(std::uint64_t n, const Progress& progress) {
  if (n <= values_.size()) return true;
  values_.reserve(static_cast<std::size_t>(n));
  for (std::uint64_t m = values_.size(); m < n; ++m) {
    if (progress && (m & 0xFFFF) == 0 && !progress(static_cast<double>(m) / static_cast<double>(n)))
      return false;
    // stamp_[v] == m + 1 marks "v is the value of an option of heap m":
    // no clearing between heaps.
    const auto mark = static_cast<std::uint32_t>(m + 1);
    for (std::uint64_t s : set_) {
      if (s > m) break;
      stamp_[values_[static_cast<std::size_t>(m - s)]] = mark;
    }
    std::uint16_t g = 0;
    while (stamp_[g] == mark) ++g;
    values_.push_back(g);
  }
  return true;
}

bool SubtractionSequence::windows_equal(std::uint64_t x, std::uint64_t y) const {
  const auto a = values_.begin() + static_cast<std::ptrdiff_t>(x);
  const auto b = values_.begin() + static_cast<std::ptrdiff_t>(y);
  return std::equal(a, a + static_cast<std::ptrdiff_t>(window()), b);
}

std::uint64_t SubtractionSequence::window_hash(std::uint64_t n) const {
  std::uint64_t h = 0;
  for (std::uint64_t i = 0; i < window(); ++i) h = h * kHashBase + values_[static_cast<std::size_t>(n + i)];
  return h;
}

Result<SubtractionPeriod> SubtractionSequence::find_period(const Progress& progress, std::uint64_t work) {
  const std::uint64_t k = window();
  const std::uint64_t cap = search_cap(work);
  const Progress scaled = [&](double) {
    return !progress || progress(static_cast<double>(computed()) / static_cast<double>(cap));
  };
  // Makes the values up to index `last` available, growing geometrically;
  // past the cap, computes the cap's values and says so.
  auto ensure = [&](std::uint64_t last) -> Result<bool> {
    if (last < computed()) return true;
    const std::uint64_t target = std::min(cap, std::max<std::uint64_t>(last + 1, 2 * computed() + 1024));
    if (!extend_to(target, scaled)) return error_of(Msg::cancelled);
    if (last >= cap) return error_of(Text{Msg::sub_no_period, {{"searched", cap}}});
    return true;
  };
  // Brent's hare runs up to twice as far as the repeat it finds: at the cap,
  // the exact search of the cap's values decides instead.
  auto at_cap = [&](const Error& e) -> Result<SubtractionPeriod> {
    if (e.text.msg != Msg::sub_no_period) return e;
    if (auto p = first_repeated_window()) return *p;
    return e;
  };
  std::uint64_t top_power = 1;  // kHashBase^(k-1): weight of a window's first value
  for (std::uint64_t i = 1; i < k; ++i) top_power *= kHashBase;

  // Brent's cycle detection over the windows W(0), W(1), ...
  if (auto ready = ensure(k); !ready.ok()) return at_cap(ready.error());
  std::uint64_t power = 1, lam = 1, tortoise = 0, hare = 1;
  const std::uint64_t tortoise_hash_0 = window_hash(0);
  std::uint64_t tortoise_hash = tortoise_hash_0;
  std::uint64_t hare_hash = (tortoise_hash_0 - values_[0] * top_power) * kHashBase + values_[static_cast<std::size_t>(k)];
  while (!(hare_hash == tortoise_hash && windows_equal(tortoise, hare))) {
    if (power == lam) {
      tortoise = hare;
      tortoise_hash = hare_hash;
      power *= 2;
      lam = 0;
    }
    if (auto more = ensure(hare + k); !more.ok()) return at_cap(more.error());
    hare_hash = (hare_hash - values_[static_cast<std::size_t>(hare)] * top_power) * kHashBase +
                values_[static_cast<std::size_t>(hare + k)];
    ++hare;
    ++lam;
  }
  // The tortoise is on the cycle: SG(m) = SG(m + lam) for every m >= tortoise.
  // Walk back to the first m where that still holds.
  std::uint64_t start = tortoise;
  while (start > 0 && values_[static_cast<std::size_t>(start - 1)] ==
                          values_[static_cast<std::size_t>(start - 1 + lam)])
    --start;
  return SubtractionPeriod{start, lam};
}

std::optional<SubtractionPeriod> SubtractionSequence::first_repeated_window() const {
  const std::uint64_t k = window();
  if (computed() <= k) return std::nullopt;
  const std::uint64_t windows = computed() - k + 1;
  // Each window's hash in the high bits, its start in the low ones: sorted,
  // equal windows are neighbours, earliest first.
  const std::uint64_t index_bits = static_cast<std::uint64_t>(std::bit_width(windows));
  const std::uint64_t index_mask = (std::uint64_t{1} << index_bits) - 1;
  std::vector<std::uint64_t> keys(static_cast<std::size_t>(windows));
  std::uint64_t top_power = 1;
  for (std::uint64_t i = 1; i < k; ++i) top_power *= kHashBase;
  std::uint64_t h = window_hash(0);
  for (std::uint64_t n = 0; n < windows; ++n) {
    if (n > 0)
      h = (h - values_[static_cast<std::size_t>(n - 1)] * top_power) * kHashBase +
          values_[static_cast<std::size_t>(n - 1 + k)];
    keys[static_cast<std::size_t>(n)] = (h & ~index_mask) | n;
  }
  std::sort(keys.begin(), keys.end());
  // The first window seen twice: the smallest j with W(j) = W(i) for an
  // i < j. Windows determine what follows, so i is the least preperiod and
  // j - i the least period (subtraction_period.hpp).
  std::optional<SubtractionPeriod> best;
  for (std::size_t a = 0; a < keys.size();) {
    std::size_t b = a + 1;
    while (b < keys.size() && (keys[b] & ~index_mask) == (keys[a] & ~index_mask)) ++b;
    // Within one hash, compare each window with the earlier ones that
    // differ from each other (a collision is checked, never trusted).
    std::vector<std::uint64_t> firsts;
    for (std::size_t c = a; c < b; ++c) {
      const std::uint64_t j = keys[c] & index_mask;
      bool repeated = false;
      for (std::uint64_t i : firsts)
        if (windows_equal(i, j)) {
          if (!best || j < best->start + best->length) best = SubtractionPeriod{i, j - i};
          repeated = true;
          break;
        }
      if (!repeated) firsts.push_back(j);
    }
    a = b;
  }
  return best;
}

}  // namespace sg
