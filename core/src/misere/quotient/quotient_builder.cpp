#include "misere/quotient/quotient_builder.hpp"

#include <algorithm>
#include <unordered_map>

#include "misere/misere_limits.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

Error order_too_large(const HeapRule& rule, std::uint64_t heap) {
  return too_large(Text{Msg::quotient_order_too_large,
                        {{"rule", rule.notation()}, {"heap", heap}, {"limit", limits::max_quotient_order}}},
                   "maxQuotientOrder");
}

}  // namespace

QuotientBuilder::QuotientBuilder(std::shared_ptr<const HeapRule> rule) : rule_(std::move(rule)) {}

std::span<const QElement> QuotientBuilder::option_images(std::uint64_t heap) const {
  const std::uint32_t letter = letter_of_heap_[static_cast<std::size_t>(heap)];
  if (letter == UINT32_MAX) return {};
  return letters_[letter].options;
}

Result<bool> QuotientBuilder::extend_to(std::uint64_t n, const Progress& progress, std::uint64_t work_limit) {
  if (n > limits::max_quotient_heap)
    return too_large(Text{Msg::quotient_heap_too_large, {{"heap", n}, {"limit", limits::max_quotient_heap}}},
                     "maxQuotientHeap");
  const std::uint64_t from = known_to();
  progress_ = &progress;
  work_ = 0;
  work_limit_ = std::min(work_limit, limits::max_quotient_work);
  Result<bool> result = true;
  for (std::uint64_t h = from + 1; h <= n && result.ok(); ++h) {
    const double step = 1.0 / static_cast<double>(n - from);
    progress_at_ = static_cast<double>(h - from - 1) * step;
    progress_half_ = progress_at_ + step / 2;
    if (progress && !progress(progress_at_)) {
      result = error_of(Msg::computation_cancelled);
      break;
    }
    result = add_heap(h);
  }
  if (result.ok() && progress) progress(1.0);
  progress_ = nullptr;
  return result;
}

bool QuotientBuilder::charge(std::uint64_t steps) {
  if (steps > work_limit_ - std::min(work_, work_limit_)) return false;
  work_ += steps;
  return true;
}

Error QuotientBuilder::too_much_work(std::uint64_t heap) const {
  return too_large(Text{Msg::quotient_too_much_work,
                        {{"rule", rule_->notation()}, {"heap", heap}, {"limit", work_limit_}}},
                   "maxQuotientWork");
}

// A rebuild over chosen heaps adds letters while fewer than this many,
// heap n aside (4^10 vectors at K = 3): larger sets cost seconds each and
// rarely pass where these did not.
constexpr std::size_t kMostLetters = 9;

// Heap n joins Q_{n-1}. Its options are sums of smaller heaps, whose images
// are known, so T(n) = { image of each option } is a set of elements.
Result<bool> QuotientBuilder::add_heap(std::uint64_t n) {
  const std::uint64_t bound = rule_->option_bound(n);
  if (!charge(bound)) return too_much_work(n);
  std::vector<QElement> t;
  t.reserve(static_cast<std::size_t>(bound));
  std::uint64_t depth = 0;
  bool grows = false;
  rule_->options(n, [&](std::span<const std::uint64_t> pieces) {
    QElement e = 0;
    std::uint64_t d = 0;
    for (std::uint64_t piece : pieces) {
      if (piece >= n) {
        grows = true;
        return;
      }
      e = q_.mul(e, images_[static_cast<std::size_t>(piece)]);
      d += heap_depth_[static_cast<std::size_t>(piece)];
    }
    t.push_back(e);
    depth = std::max(depth, d + 1);
  });
  if (grows) return error_of(Text{Msg::quotient_rule_grows, {{"rule", rule_->notation()}, {"heap", n}}});
  std::sort(t.begin(), t.end());
  t.erase(std::unique(t.begin(), t.end()), t.end());
  auto record = [&](QElement image, std::uint32_t letter) {
    images_.push_back(image);
    letter_of_heap_.push_back(letter);
    heap_depth_.push_back(depth);
    orders_.push_back(q_.order);
  };
  if (t.empty()) {  // no move: the heap is the empty game, the identity
    record(0, UINT32_MAX);
    return true;
  }
  // Same option images as heap m < n: heap n is heap m's element, and Q does
  // not change. In any sum X, replacing each heap n by heap m keeps the
  // outcome, by induction on X: a move in a heap n and a move in a heap m
  // reach the same images, and everything else moves alike. So the
  // verified Q_{n-1} still decides every sum, with heap n mapped to m's
  // element.
  if (auto it = letter_by_options_.find(t); it != letter_by_options_.end()) {
    record(letters_[it->second].image, it->second);
    return true;
  }
  for (std::uint32_t powers = 8;; powers *= 2) {
    powers = std::min(powers, limits::max_quotient_powers);
    SG_TRY(rows, power_rows(t, powers, n));
    // Folds the rows allow: heap n's powers repeat with period 1 or 2 from
    // some power on (rows k and k + p agree for every k computed from start).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> folds;
    for (std::uint32_t period = 1; period <= 2; ++period) {
      std::uint32_t start = powers - period;
      while (start > 0 && rows[start - 1] == rows[start - 1 + period]) --start;
      if (start + period < powers) folds.emplace_back(start, period);
    }
    std::sort(folds.begin(), folds.end(),
              [](auto a, auto b) { return a.first + a.second < b.first + b.second; });
    for (auto [start, period] : folds) {
      SG_TRY(c, candidate(rows, start, period, n));
      if (!c) continue;
      std::vector<Letter> letters = letters_;
      letters.push_back(Letter{c->image, t});
      SG_TRY(consistent, verify(c->q, letters, c->q.order != q_.order, n));
      if (!consistent) continue;
      commit(std::move(*c), std::move(t), depth, n);
      return true;
    }
    if (powers == limits::max_quotient_powers) {
      // No candidate over Q_{n-1} x <heap n> passed: elements of Q_{n-1}
      // split once heap n is added (Kayles at heap 9: 1+1 and 5+5 are both
      // the identity of Q_8 but 1+1+9 and 5+5+9 differ), so build afresh:
      // over the generators and heap n, then adding the other heaps as
      // letters one at a time, largest first (Dawson's Kayles at heap 25
      // needs 21..24), then over every heap.
      std::vector<std::uint64_t> letters = generator_heaps_;
      for (std::uint64_t h = n; h >= 1 && letters.size() < kMostLetters; --h) {
        if (h < n && (letter_of_heap_[static_cast<std::size_t>(h)] == UINT32_MAX ||
                      std::binary_search(generator_heaps_.begin(), generator_heaps_.end(), h)))
          continue;
        if (h < n) letters.insert(std::upper_bound(letters.begin(), letters.end(), h), h);
        letters.push_back(n);
        SG_TRY(found, rebuild(n, depth, &letters, h == n ? 9 : 3));
        if (found) return true;
        letters.pop_back();
      }
      SG_TRY(rebuilt, rebuild(n, depth, nullptr, 9));
      if (rebuilt) return true;
      return too_large(Text{Msg::quotient_not_found,
                            {{"rule", rule_->notation()}, {"heap", n}, {"limit", limits::max_quotient_powers}}},
                       "maxQuotientPowers");
    }
  }
}

// rows[k][x]: whether x + k * heap n is P, for x in Q_{n-1} and k < powers.
// A sum S + k * heap n is P when it has a move and none of its options is:
// the options are S + (k-1) * heap n + (an option of heap n), with images
// x·t (t in T), and S' + k * heap n for the options S' of S. S is the
// shallowest known sum of its element, so its options are shallower, and
// elements in order of depth see their options' rows first.
Result<std::vector<std::vector<std::uint8_t>>> QuotientBuilder::power_rows(const std::vector<QElement>& t,
                                                                           std::uint32_t powers,
                                                                           std::uint64_t n) {
  const std::uint32_t m = q_.order;
  std::vector<std::uint32_t> by_depth(m);
  for (std::uint32_t x = 0; x < m; ++x) by_depth[x] = x;
  std::stable_sort(by_depth.begin(), by_depth.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return elements_[a].depth < elements_[b].depth; });
  std::vector<std::vector<std::uint8_t>> rows(powers, std::vector<std::uint8_t>(m, 0));
  rows[0] = q_.p;
  for (std::uint32_t k = 1; k < powers; ++k) {
    if (!charge(std::uint64_t{m} * (t.size() + 8))) return too_much_work(n);
    const std::vector<std::uint8_t>& below = rows[k - 1];
    std::vector<std::uint8_t>& row = rows[k];
    for (std::uint32_t x : by_depth) {
      bool p = true;
      for (QElement e : t)
        if (below[q_.mul(static_cast<QElement>(x), e)]) {
          p = false;
          break;
        }
      if (p) {
        const std::vector<QElement>& options = elements_[x].options;
        if (!charge(options.size())) return too_much_work(n);
        for (QElement d : options)
          if (row[d]) {
            p = false;
            break;
          }
      }
      row[x] = p;
    }
  }
  return rows;
}

// The candidate Q_n: pairs (x, k) = x + k * heap n with k folded into
// 0..start+period-1 (heap n's powers repeat from `start` with `period`),
// reduced to the coarsest partition that separates P from N and is kept by
// multiplying with each generator (Moore's refinement): two elements are
// one exactly when no sum tells them apart. nullopt when two elements of
// Q_{n-1} fall together, which a right candidate never does (what told them
// apart still does).
Result<std::optional<QuotientBuilder::Candidate>> QuotientBuilder::candidate(
    const std::vector<std::vector<std::uint8_t>>& rows, std::uint32_t start, std::uint32_t period,
    std::uint64_t n) {
  const std::uint32_t m = q_.order, powers = start + period;
  const std::size_t size = std::size_t{m} * powers;
  auto fold = [&](std::uint32_t k) { return k < powers ? k : start + (k - start) % period; };
  std::vector<std::uint32_t> cls(size);
  for (std::uint32_t k = 0; k < powers; ++k)
    for (std::uint32_t x = 0; x < m; ++x) cls[std::size_t{k} * m + x] = rows[k][x];
  std::uint32_t classes = 2;
  const std::size_t width = generators_.size() + 2;
  std::vector<std::uint32_t> signature(size * width);
  for (;;) {
    if (!charge(size * width)) return too_much_work(n);
    for (std::uint32_t k = 0; k < powers; ++k)
      for (std::uint32_t x = 0; x < m; ++x) {
        const std::size_t e = std::size_t{k} * m + x;
        std::uint32_t* s = &signature[e * width];
        s[0] = cls[e];
        for (std::size_t g = 0; g < generators_.size(); ++g)
          s[g + 1] = cls[std::size_t{k} * m + q_.mul(static_cast<QElement>(x), generators_[g])];
        s[width - 1] = cls[std::size_t{fold(k + 1)} * m + x];
      }
    struct Hash {
      const std::uint32_t* base;
      std::size_t width;
      std::size_t operator()(std::size_t e) const {
        std::uint64_t h = 0x9E3779B97F4A7C15ull;
        for (std::size_t i = 0; i < width; ++i) h = (h ^ base[e * width + i]) * 0xFF51AFD7ED558CCDull;
        return static_cast<std::size_t>(h ^ (h >> 29));
      }
    };
    struct Equal {
      const std::uint32_t* base;
      std::size_t width;
      bool operator()(std::size_t a, std::size_t b) const {
        return std::equal(base + a * width, base + (a + 1) * width, base + b * width);
      }
    };
    std::unordered_map<std::size_t, std::uint32_t, Hash, Equal> ids(size, Hash{signature.data(), width},
                                                                    Equal{signature.data(), width});
    std::vector<std::uint32_t> next(size);
    for (std::size_t e = 0; e < size; ++e)
      next[e] = ids.try_emplace(e, static_cast<std::uint32_t>(ids.size())).first->second;
    const auto count = static_cast<std::uint32_t>(ids.size());
    cls = std::move(next);
    if (count == classes) break;
    classes = count;
  }
  // Q_{n-1} keeps its ids; new elements follow in order of first pair.
  std::vector<std::uint32_t> renamed(classes, UINT32_MAX);
  for (std::uint32_t x = 0; x < m; ++x) {
    if (renamed[cls[x]] != UINT32_MAX) return std::optional<Candidate>{};
    renamed[cls[x]] = x;
  }
  std::uint32_t order = m;
  std::vector<std::size_t> first(classes);
  for (std::size_t e = 0; e < size; ++e) {
    std::uint32_t& r = renamed[cls[e]];
    if (r == UINT32_MAX) {
      if (order >= limits::max_quotient_order) return order_too_large(*rule_, n);
      r = order++;
      first[r] = e;
    } else if (r < m && e < m) {
      first[r] = e;
    }
  }
  Candidate c;
  c.fold_start = start;
  c.fold_period = period;
  c.class_of.resize(size);
  for (std::size_t e = 0; e < size; ++e) c.class_of[e] = renamed[cls[e]];
  if (!charge(std::uint64_t{order} * order)) return too_much_work(n);
  c.q.order = order;
  c.q.table.assign(std::size_t{order} * order, 0);
  c.q.p.assign(order, 0);
  for (std::uint32_t a = 0; a < order; ++a) {
    const std::uint32_t ka = static_cast<std::uint32_t>(first[a] / m), xa = static_cast<std::uint32_t>(first[a] % m);
    c.q.p[a] = rows[ka][xa];
    for (std::uint32_t b = 0; b < order; ++b) {
      const std::uint32_t kb = static_cast<std::uint32_t>(first[b] / m), xb = static_cast<std::uint32_t>(first[b] % m);
      const QElement x = q_.mul(static_cast<QElement>(xa), static_cast<QElement>(xb));
      c.q.table[std::size_t{a} * order + b] = static_cast<QElement>(c.class_of[std::size_t{fold(ka + kb)} * m + x]);
    }
  }
  c.image = static_cast<QElement>(c.class_of[std::size_t{fold(1)} * m]);
  return std::optional<Candidate>{std::move(c)};
}

// Q_n is verified: it replaces Q_{n-1}. Each element's shallowest known sum
// is now the shallowest of its pairs x + k * heap n (at depth
// depth(x) + k * depth(heap n)), and its options are that sum's options.
void QuotientBuilder::commit(Candidate c, std::vector<QElement> t, std::uint64_t depth, std::uint64_t n) {
  const std::uint32_t m = q_.order, powers = c.fold_start + c.fold_period;
  std::vector<ElementInfo> elements(c.q.order);
  std::vector<std::size_t> best(c.q.order, SIZE_MAX);
  std::vector<std::uint64_t> best_depth(c.q.order, UINT64_MAX);
  for (std::uint32_t k = 0; k < powers; ++k)
    for (std::uint32_t x = 0; x < m; ++x) {
      const std::size_t e = std::size_t{k} * m + x;
      const std::uint64_t d = elements_[x].depth + std::uint64_t{k} * depth;
      const std::uint32_t to = c.class_of[e];
      if (d < best_depth[to]) best_depth[to] = d, best[to] = e;
    }
  for (std::uint32_t y = 0; y < c.q.order; ++y) {
    const auto k = static_cast<std::uint32_t>(best[y] / m), x = static_cast<std::uint32_t>(best[y] % m);
    std::vector<QElement>& options = elements[y].options;
    for (QElement d : elements_[x].options) options.push_back(static_cast<QElement>(c.class_of[std::size_t{k} * m + d]));
    if (k > 0)
      for (QElement e : t)
        options.push_back(static_cast<QElement>(c.class_of[std::size_t{k - 1} * m + q_.mul(static_cast<QElement>(x), e)]));
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
    elements[y].depth = best_depth[y];
  }
  const bool grew = c.q.order != m;
  if (grew) {
    generators_.push_back(c.image);
    generator_heaps_.push_back(n);
  }
  q_ = std::move(c.q);
  elements_ = std::move(elements);
  const auto letter = static_cast<std::uint32_t>(letters_.size());
  letters_.push_back(Letter{c.image, t});
  letter_by_options_.emplace(std::move(t), letter);
  images_.push_back(c.image);
  letter_of_heap_.push_back(letter);
  heap_depth_.push_back(depth);
  orders_.push_back(q_.order);
}

}  // namespace sg
