#include "families/heaps/subtraction_period.hpp"

#include <algorithm>

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
  // Makes the values up to index `last` available, growing geometrically.
  auto ensure = [&](std::uint64_t last) -> Result<bool> {
    if (last < computed()) return true;
    if (last >= cap)
      return error_of(Text{Msg::sub_no_period, {{"searched", cap}}});
    const std::uint64_t target = std::min(cap, std::max<std::uint64_t>(last + 1, 2 * computed() + 1024));
    const Progress scaled = [&](double) {
      return !progress || progress(static_cast<double>(computed()) / static_cast<double>(cap));
    };
    if (!extend_to(target, scaled)) return error_of(Msg::cancelled);
    return true;
  };
  std::uint64_t top_power = 1;  // kHashBase^(k-1): weight of a window's first value
  for (std::uint64_t i = 1; i < k; ++i) top_power *= kHashBase;

  // Brent's cycle detection over the windows W(0), W(1), ...
  SG_TRY(ready, ensure(k));
  (void)ready;
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
    SG_TRY(more, ensure(hare + k));
    (void)more;
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

}  // namespace sg
