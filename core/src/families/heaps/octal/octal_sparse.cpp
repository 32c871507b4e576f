#include "families/heaps/octal/octal_sparse.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <initializer_list>

#include "kernels/byte_lanes.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace sg {

namespace {
inline std::uint32_t parity(std::uint32_t x) { return static_cast<std::uint32_t>(std::popcount(x) & 1); }
// Masks are searched among all values below 2^max_mask_bits; beyond that the
// values are too spread out for a sparse space to pay, and mask 0 (plain
// mex) stays.
constexpr unsigned max_mask_bits = 10;

// out[n - 1 - i] = v[i]: G(m - a) = out[n - 1 - m + a] runs forwards in a.
template <class T>
void reverse_into(std::vector<T>& out, const std::vector<T>& v, std::uint64_t n) {
  out.assign(static_cast<std::size_t>(n), 0);
  for (std::size_t i = 0; i < v.size(); ++i) out[static_cast<std::size_t>(n) - 1 - i] = v[i];
}
}  // namespace

OctalSparseEngine::OctalSparseEngine(OctalCode code) : code_(std::move(code)) {
  for (std::size_t k = 0; k < code_.digits.size(); ++k) {
    const std::uint8_t d = code_.digits[k];
    if (d & octal_leave_two) split_k_.push_back(k);
    if (k > 0 && (d & octal_leave_one)) single_k_.push_back(k);
    if (k > 0 && (d & octal_leave_none)) none_k_.push_back(k);
  }
  domain_allowed_ = !split_k_.empty();
  for (std::uint64_t k : split_k_)
    if ((k & 1) != (split_k_[0] & 1)) domain_allowed_ = false;
}

std::uint32_t OctalSparseEngine::heap_class(std::uint64_t a, std::uint32_t g) const {
  return parity(g & mask_) ^ (domain_ ? static_cast<std::uint32_t>(a & 1) : 0u) ^ bias_;
}

void OctalSparseEngine::mark(std::uint32_t v) { stamp_[v] = current_; }

#if defined(__wasm_simd128__)
// G(a) ^ G(m - a) of sixteen consecutive splits as bytes (saturated when wide).
inline v128_t split_values16(const std::uint8_t* g, const std::uint8_t* rev) {
  return wasm_v128_xor(wasm_v128_load(g), wasm_v128_load(rev));
}
inline v128_t split_values16(const std::uint16_t* g, const std::uint16_t* rev) {
  return wasm_u8x16_narrow_i16x8(wasm_v128_xor(wasm_v128_load(g), wasm_v128_load(rev)),
                                 wasm_v128_xor(wasm_v128_load(g + 8), wasm_v128_load(rev + 8)));
}
inline v128_t split_values16(const std::uint32_t* g, const std::uint32_t* rev) {
  v128_t w[4];
  for (int k = 0; k < 4; ++k) w[k] = wasm_v128_xor(wasm_v128_load(g + 4 * k), wasm_v128_load(rev + 4 * k));
  return wasm_u8x16_narrow_i16x8(wasm_u16x8_narrow_i32x4(w[0], w[1]), wasm_u16x8_narrow_i32x4(w[2], w[3]));
}
#endif

// seen[G(a) ^ G(m - a)] = 0xFF for the rare heaps a = ra[i..end) (values
// rv), gm[-a] = G(m - a); returns end. A function of its own with every
// operand a parameter: written as a lambda over the caller's locals, the
// WebAssembly build did not inline it and then reloaded the loop index and
// the pointers from memory after every byte store (a byte store may alias
// anything), 2.5x the native time of this loop. Unrolled by four: V8 puts
// an interrupt check on every wasm loop back-edge, so fewer trips cost less.
namespace {
template <class T>
inline std::size_t mark_rare_splits(std::uint8_t* seen, const std::uint32_t* ra, const std::uint32_t* rv, const T* gm,
                                    std::size_t i, std::size_t end) {
  for (; i + 4 <= end; i += 4) {
    const std::uint32_t v0 = rv[i] ^ gm[-static_cast<std::ptrdiff_t>(ra[i])];
    const std::uint32_t v1 = rv[i + 1] ^ gm[-static_cast<std::ptrdiff_t>(ra[i + 1])];
    const std::uint32_t v2 = rv[i + 2] ^ gm[-static_cast<std::ptrdiff_t>(ra[i + 2])];
    const std::uint32_t v3 = rv[i + 3] ^ gm[-static_cast<std::ptrdiff_t>(ra[i + 3])];
    seen[v0] = 0xFF, seen[v1] = 0xFF, seen[v2] = 0xFF, seen[v3] = 0xFF;
  }
  for (; i < end; ++i) seen[rv[i] ^ gm[-static_cast<std::ptrdiff_t>(ra[i])]] = 0xFF;
  return end;
}
}  // namespace

#if defined(__wasm_simd128__)
// The wanted-value test of the scan for wide values below 1024: sixteen
// splits g[i] ^ rev[i] at a time against `bits` (bit v of the 128 bytes: v
// still wanted), each hit block handed to `take` split by split (which
// clears bits and sets `done`). Returns how many splits it covered.
template <class T, class Take>
inline std::size_t scan_wide_simd(const T* g, const T* rev, std::size_t len, const std::uint8_t* bits, Take& take,
                                  const bool& done) {
  v128_t table[8];
  auto reload = [&] {
    for (int k = 0; k < 8; ++k) table[k] = wasm_v128_load(bits + 16 * k);
  };
  reload();
  const v128_t bit_of = wasm_i8x16_make(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const v128_t seven = wasm_i16x8_splat(7);
  std::size_t j = 0;
  for (; j + 16 <= len && !done; j += 16) {
    v128_t a, b;
    if constexpr (sizeof(T) == 2) {
      a = wasm_v128_xor(wasm_v128_load(g + j), wasm_v128_load(rev + j));
      b = wasm_v128_xor(wasm_v128_load(g + j + 8), wasm_v128_load(rev + j + 8));
    } else {
      v128_t w[4];
      for (int k = 0; k < 4; ++k)
        w[k] = wasm_v128_xor(wasm_v128_load(g + j + 4 * k), wasm_v128_load(rev + j + 4 * k));
      a = wasm_u16x8_narrow_i32x4(w[0], w[1]), b = wasm_u16x8_narrow_i32x4(w[2], w[3]);
    }
    const v128_t byte = wasm_u8x16_narrow_i16x8(wasm_u16x8_shr(a, 3), wasm_u16x8_shr(b, 3));
    const v128_t low3 = wasm_u8x16_narrow_i16x8(wasm_v128_and(a, seven), wasm_v128_and(b, seven));
    v128_t set = wasm_i8x16_swizzle(table[0], byte);
    for (int k = 1; k < 8; ++k)
      set = wasm_v128_or(set, wasm_i8x16_swizzle(table[k], wasm_i8x16_sub(byte, wasm_i8x16_splat(16 * k))));
    if (!wasm_v128_any_true(wasm_v128_and(set, wasm_i8x16_swizzle(bit_of, low3)))) continue;
    for (std::size_t q = 0; q < 16; ++q) take(static_cast<std::uint32_t>(g[j + q] ^ rev[j + q]));
    reload();
  }
  return j;
}
#endif

template <class T>
std::uint32_t OctalSparseEngine::plain_mex(std::uint64_t n, const T* g) {
  current_ = static_cast<std::uint32_t>(n + 1);
  for (std::uint64_t k : none_k_)
    if (k == n) mark(0);
  for (std::uint64_t k : single_k_)
    if (k < n) mark(g[n - k]);
  const bool unequal = code_.unequal_split;
  const std::uint32_t cur = current_;
  std::uint32_t* const stamp = stamp_.data();
  work_ += split_k_.size() * (n / 2) + single_k_.size() + 1;
  for (std::uint64_t k : split_k_) {
    if (n < k + 2) continue;
    const std::uint64_t m = n - k;
    for (std::uint64_t a = 1; 2 * a <= m; ++a)
      if (!(unequal && 2 * a == m)) stamp[g[a] ^ g[m - a]] = cur;
  }
  std::uint32_t v = 0;
  while (stamp_[v] == current_) ++v;
  return v;
}

// Out of line and called once per heap: V8 runs a WebAssembly call to its
// end on the code it started with, so these loops must not be inlined into
// extend(), which runs once for a whole sequence (CMakeLists.txt).
template <class T>
[[gnu::noinline]] std::uint32_t OctalSparseEngine::compute(std::uint64_t n, const T* g, const T* reversed,
                                                           std::uint64_t capacity) {
  bool splits = false;
  for (std::uint64_t k : split_k_) splits |= n >= k + 2;
  if (!splits || mask_ == 0) return plain_mex(n, g);
  // Options are marked 0xFF in seen_; steps 2 and 3 then read seen_ and the
  // class of each value 16 at a time. Option values lie below vlim =
  // 2^bit_width(max), so only that much was ever marked and needs clearing.
  const std::size_t vlim = std::size_t{1} << std::bit_width(max_value_);
  std::uint8_t* const seen = seen_.data();
  for (std::size_t x = 0; x < vlim; x += 16) store_lanes(seen + x, ByteLanes{});
  for (std::uint64_t k : none_k_)
    if (k == n) seen[0] = 0xFF;
  for (std::uint64_t k : single_k_)
    if (k < n) seen[g[n - k]] = 0xFF;
  const bool unequal = code_.unequal_split;
  work_ += split_k_.size() * rare_.size() + single_k_.size() + 1;
  // Step 1: splits with a rare piece.
  for (std::uint64_t k : split_k_) {
    if (n < k + 2) continue;
    const std::uint64_t m = n - k;
    // The hottest loop with the scan below: rare heaps and their values sit
    // in two parallel arrays, and the one forbidden equal split of Grundy's
    // game is stepped over outside the loop.
    const std::uint32_t* ra = rare_.data();
    const std::uint32_t* rv = rare_values_.data();
    std::size_t i = 0;
    // gm[-a] = G(m - a). No lambda for the two ranges: the WebAssembly
    // build kept one out of line (see mark_rare_splits).
    const T* const gm = g + m;
    const std::uint32_t* const rare_end = ra + rare_.size();
    if (unequal && m % 2 == 0) {
      const auto below_half = static_cast<std::size_t>(std::lower_bound(ra + i, rare_end, m / 2) - ra);
      i = mark_rare_splits(seen, ra, rv, gm, i, below_half);
      if (i < rare_.size() && ra[i] == m / 2) ++i;
    }
    i = mark_rare_splits(seen, ra, rv, gm, i, static_cast<std::size_t>(std::lower_bound(ra + i, rare_end, m) - ra));
  }
  // Step 2: the least scarce non-option. Below vlim half the values are
  // scarce (mask_ < vlim), and none from vlim on is an option: c < 2 vlim.
  const bool odd_scarce = (1u ^ (domain_ ? static_cast<std::uint32_t>((n - split_k_[0]) & 1) : 0u)) != 0;
  const ByteLanes flip = splat_lanes(odd_scarce ? 0x00 : 0xFF);
  const std::uint8_t* const odd = odd_parity_.data();
  std::uint32_t c = 0;
  for (std::size_t x = 0;; x += 16) {
    const std::uint32_t free = lane_mask((load_lanes(odd + x) ^ flip) & ~load_lanes(seen + x));
    if (free) {
      c = static_cast<std::uint32_t>(x) + static_cast<std::uint32_t>(std::countr_zero(free));
      break;
    }
  }
  // Step 3: abundant values below c that step 1 did not see; each is looked
  // for among all the splits, and the scan stops once all are found.
  // want[v] = 1 for each, and (below 1024) bit v of wanted_bits too.
  std::uint32_t missing = 0;
  std::uint8_t* want = want_.data();
  std::uint8_t wanted_bits[128] = {};
  for (std::uint32_t x = 0; x < c; x += 16) {
    std::uint32_t wanted = lane_mask(~(load_lanes(odd + x) ^ flip) & ~load_lanes(seen + x));
    if (c - x < 16) wanted &= (1u << (c - x)) - 1;
    missing += static_cast<std::uint32_t>(std::popcount(wanted));
    for (; wanted; wanted &= wanted - 1) {
      const std::uint32_t v = x + static_cast<std::uint32_t>(std::countr_zero(wanted));
      want[v] = 1;
      if (v < 1024) wanted_bits[v >> 3] |= static_cast<std::uint8_t>(1u << (v & 7));
    }
  }
  if (missing == 0) return c;
  // Scan every split in blocks of split points, all digits block by block,
  // so that the common case (all found early) stops early.
  bool done = false;
  auto take = [&](std::uint32_t v) {
    if (want[v]) {
      want[v] = 0;
      if (v < 1024) wanted_bits[v >> 3] &= static_cast<std::uint8_t>(~(1u << (v & 7)));
      if (--missing == 0) done = true;
    }
  };
  for (std::uint64_t lo = 1; !done; lo += scan_block) {
    bool any = false;
    for (std::uint64_t k : split_k_) {
      if (n < k + 2) continue;
      const std::uint64_t m = n - k;
      const std::uint64_t last = unequal ? (m - 1) / 2 : m / 2;  // largest smaller piece
      if (lo > last) continue;
      any = true;
      const std::uint64_t hi = std::min(last + 1, lo + scan_block);
      // g[m - a] read forwards from the reversed copy, so that the XOR of a
      // block vectorizes.
      const T* rev = reversed + (capacity - 1 - m);
      const std::size_t len = static_cast<std::size_t>(hi - lo);
      work_ += len;
      std::size_t j = 0;
#if defined(__wasm_simd128__)
      // WebAssembly: sixteen splits per test, against the wanted values below
      // 256 as a bit set in two swizzle tables (byte v / 8, bit v % 8); the
      // scalar test below compiles there to a load and a spill per split.
      // Wide values are narrowed with saturation first: a value of 256 or
      // more reads as 255 or 0, which can only raise a false alarm that the
      // exact per-split check then clears (wanted values are below c, and
      // every value at or above 256 in a wide row is never one of them while
      // c <= 256; when c > 256 scan_wide_simd runs instead, up to 1024).
      if (sizeof(T) == 1 || c <= 256) {
        v128_t low = wasm_v128_load(wanted_bits), high = wasm_v128_load(wanted_bits + 16);
        const v128_t bit_of = wasm_i8x16_make(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        const v128_t sixteen = wasm_i8x16_splat(16), seven = wasm_i8x16_splat(7);
        for (; j + 16 <= len && !done; j += 16) {
          const v128_t x = split_values16(g + lo + j, rev + lo + j);
          const v128_t byte = wasm_u8x16_shr(x, 3);
          const v128_t set = wasm_v128_or(wasm_i8x16_swizzle(low, byte),
                                          wasm_i8x16_swizzle(high, wasm_v128_xor(byte, sixteen)));
          if (!wasm_v128_any_true(wasm_v128_and(set, wasm_i8x16_swizzle(bit_of, wasm_v128_and(x, seven)))))
            continue;
          for (std::size_t q = 0; q < 16; ++q) take(static_cast<std::uint32_t>(g[lo + j + q] ^ rev[lo + j + q]));
          low = wasm_v128_load(wanted_bits), high = wasm_v128_load(wanted_bits + 16);
        }
      } else if constexpr (sizeof(T) > 1) {
        // Wide values below 1024 (octal(0.007) reaches 800): the same test
        // over eight tables, on the values narrowed to 16 bits (saturated:
        // 2048 or more reads as byte 255, in no table).
        if (c <= 1024) j = scan_wide_simd(g + lo, rev + lo, len, wanted_bits, take, done);
      }
#endif
      if (j < len && !done) {
        T block[scan_block];
        for (std::size_t q = j; q < len; ++q) block[q] = static_cast<T>(g[lo + q] ^ rev[lo + q]);
        // One test per eight splits.
        for (; j + 8 <= len && !done; j += 8) {
          const T* b = block + j;
          if (!(want[b[0]] | want[b[1]] | want[b[2]] | want[b[3]] | want[b[4]] | want[b[5]] | want[b[6]] |
                want[b[7]]))
            continue;
          for (std::size_t q = 0; q < 8; ++q) take(b[q]);
        }
        for (; j < len && !done; ++j) take(block[j]);
      }
      if (done) break;
    }
    if (!any) break;
  }
  if (missing == 0) return c;
  ++full_scans_;
  std::uint32_t x = 0;
  while (!want[x]) ++x;
  for (std::uint32_t y = x; y < c; ++y) want[y] = 0;
  return x;
}

void OctalSparseEngine::refresh_parity_bytes() {
  for (std::size_t x = 0; x < odd_parity_.size(); ++x)
    odd_parity_[x] = parity(static_cast<std::uint32_t>(x) & mask_) ? 0xFF : 0x00;
}

OctalSparseEngine::MaskChoice OctalSparseEngine::best_mask() const {
  const unsigned bits = static_cast<unsigned>(std::bit_width(max_value_));
  const std::uint32_t values = 1u << bits;
  std::vector<std::uint64_t> hist(static_cast<std::size_t>(values) * 2, 0);  // [value][heap parity]
  for (std::size_t a = 1; a < values_.size(); ++a) ++hist[values_[a] * 2 + (a & 1)];
  MaskChoice best{UINT64_MAX, mask_, domain_};
  for (int d = 0; d <= (domain_allowed_ ? 1 : 0); ++d) {
    const std::uint32_t bias = 1u ^ (d ? static_cast<std::uint32_t>(split_k_[0] & 1) : 0u);
    for (std::uint32_t mask = 0; mask < values; ++mask) {
      if (mask == 0 && d) continue;
      std::uint64_t rare = 0;
      for (std::uint32_t v = 0; v < values; ++v)
        for (std::uint32_t p = 0; p < 2; ++p)
          if ((parity(v & mask) ^ (d ? p : 0u) ^ bias) == 1) rare += hist[v * 2 + p];
      const bool current = mask == mask_ && (d != 0) == domain_;
      if (rare < best.rare || (rare == best.rare && current)) best = MaskChoice{rare, mask, d != 0};
    }
  }
  return best;
}

void OctalSparseEngine::choose_mask() {
  if (static_cast<unsigned>(std::bit_width(max_value_)) > max_mask_bits) return;
  const MaskChoice best = best_mask();
  if (best.mask == mask_ && best.domain == domain_) return;
  mask_ = best.mask;
  refresh_parity_bytes();
  domain_ = best.domain;
  bias_ = 1u ^ (domain_ ? static_cast<std::uint32_t>(split_k_[0] & 1) : 0u);
  rare_.clear();
  rare_values_.clear();
  for (std::size_t a = 1; a < values_.size(); ++a)
    if (heap_class(a, values_[a]) == 1) rare_.push_back(static_cast<std::uint32_t>(a)), rare_values_.push_back(values_[a]);
}

// Each later heap h' costs at least |splits| x min(r, (h - 1) / 2), h the
// heaps computed so far and r the fewest of them any mask leaves rare:
// compute() pays |splits| per rare heap, plain_mex() |splits| x floor(h'/2),
// and a mask's rare heaps only grow with h'. A later mask reads these values
// through its low bits (or is a domain-only mask, rare on one parity, at
// least (h - 1) / 2 heaps), so r bounds it; once the values pass
// 2^max_mask_bits the mask never changes and rare_ itself bounds it.
bool OctalSparseEngine::work_exceeds(std::uint64_t goal, std::uint64_t left) {
  const std::uint64_t h = values_.size();
  if (goal <= h || h < 2 || split_k_.empty()) return false;
  const double per_rare = static_cast<double>(goal - h) * static_cast<double>(split_k_.size());
  // rare_ is one mask's count, so no less than the fewest: when even it
  // fits, the search over every mask is skipped (most requests fit).
  const std::uint64_t current = std::min<std::uint64_t>(rare_.size(), (h - 1) / 2);
  if (per_rare * static_cast<double>(current) <= static_cast<double>(left)) return false;
  if (static_cast<unsigned>(std::bit_width(max_value_)) > max_mask_bits) return true;  // fixed: rare_ is r
  // Each mask's rare heaps only grow with the heaps, so their fewest, as
  // last counted, still bounds r: the search over every mask (2^20 values
  // x masks at 10 bits) runs at most sixteen times per doubling.
  if (h >= next_fewest_) {
    fewest_rare_ = best_mask().rare;
    next_fewest_ = h + std::max<std::uint64_t>(2048, h / 16);
  }
  const std::uint64_t rare = std::min<std::uint64_t>(fewest_rare_, (h - 1) / 2);
  return per_rare * static_cast<double>(rare) > static_cast<double>(left);
}

std::optional<std::uint64_t> OctalSparseEngine::work_to(std::uint64_t n) const {
  // Past 2^max_mask_bits no mask is chosen again: with mask 0 every heap is
  // valued by plain_mex, whose count is fixed per heap.
  if (mask_ != 0 || static_cast<unsigned>(std::bit_width(max_value_)) <= max_mask_bits) return std::nullopt;
  return linear_plus_half_heap_work(values_.size(), n, single_k_.size() + 1, split_k_.size());
}

std::optional<Error> OctalSparseEngine::extend(std::uint64_t n, const Progress& tick) {
  const std::uint64_t start = values_.size();
  if (n <= start) return std::nullopt;
  if (start == 0) narrow_.push_back(0), values_.push_back(0);
  // The reversed copy grows geometrically, so that many small extend()
  // calls (heap sizes checked one by one) stay linear overall.
  if (n > reversed_capacity_) {
    reversed_capacity_ = std::max<std::uint64_t>(n, 2 * reversed_capacity_);
    if (!narrow_.empty()) reverse_into(narrow_reversed_, narrow_, reversed_capacity_);
    else if (!half_.empty()) reverse_into(half_reversed_, half_, reversed_capacity_);
    else reverse_into(wide_reversed_, values_, reversed_capacity_);
  }
  const std::uint64_t cap = reversed_capacity_;
  for (std::uint64_t h = values_.size(); h < n; ++h) {
    if (h > start && (h & 4095) == 0 &&
        tick_cancelled(tick, static_cast<double>(h - start) / static_cast<double>(n - start)))
      return error_of(Msg::cancelled);
    if (h == next_review_) {
      choose_mask();
      next_review_ *= 2;
    }
    // Every 1024 heaps: a code whose values stay dense is refused once its
    // least possible cost to the goal passes the limit, long before the
    // limit is spent (octal(0.007) to 2^20 values at heap 84992).
    if (h == next_price_) {
      next_price_ = h + 1024;
      const std::uint64_t goal = std::max(n, goal_);
      if (work_exceeds(goal, work_limit_ - std::min(work_, work_limit_))) return octal_work_error(goal - 1);
    }
    // Option values stay below 2^bit_width(max); the scans for c may look
    // one power of two further.
    const std::size_t room = std::max<std::size_t>(64, std::size_t{4} << std::bit_width(max_value_));
    if (stamp_.size() < room) {
      stamp_.resize(room, 0);
      want_.resize(room, 0);
      seen_.resize(room, 0);
      odd_parity_.resize(room, 0);
      refresh_parity_bytes();
    }
    const std::uint32_t v = !narrow_.empty() ? compute(h, narrow_.data(), narrow_reversed_.data(), cap)
                            : !half_.empty() ? compute(h, half_.data(), half_reversed_.data(), cap)
                                             : compute(h, values_.data(), wide_reversed_.data(), cap);
    values_.push_back(v);
    const auto at = static_cast<std::size_t>(cap - 1 - h);
    if (!narrow_.empty() && v <= 255) {
      narrow_.push_back(static_cast<std::uint8_t>(v));
      narrow_reversed_[at] = static_cast<std::uint8_t>(v);
    } else if (!narrow_.empty() || !half_.empty()) {
      // Out of the narrower copy: on to the next that holds every value.
      if (!narrow_.empty()) {
        narrow_.clear(), narrow_.shrink_to_fit(), narrow_reversed_ = {};
        if (max_value_ <= 65535 && v <= 65535) half_.assign(values_.begin(), values_.end() - 1);
      }
      if (!half_.empty() && v <= 65535) {
        half_.push_back(static_cast<std::uint16_t>(v));
        if (half_reversed_.empty()) reverse_into(half_reversed_, half_, cap);
        else half_reversed_[at] = static_cast<std::uint16_t>(v);
      } else {
        half_.clear(), half_.shrink_to_fit(), half_reversed_ = {};
        reverse_into(wide_reversed_, values_, cap);
      }
    } else {
      wide_reversed_[at] = v;
    }
    if (v > max_value_) max_value_ = v;
    if (heap_class(h, v) == 1) rare_.push_back(static_cast<std::uint32_t>(h)), rare_values_.push_back(v);
    if (work_ > work_limit_) return octal_work_error(h);
  }
  return std::nullopt;
}

}  // namespace sg
