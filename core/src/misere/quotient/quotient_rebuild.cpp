// Q_n from scratch, for when elements of Q_{n-1} split once heap n is added.
//
//   letters    the heaps whose exponents a vector counts (hs, increasing):
//              every heap with moves, or chosen heaps (the generators of
//              Q_{n-1}, heap n, maybe more), each other heap with moves
//              then replaced by a sum of letters below it with its image in
//              Q_{n-1} (it exists: a heap that is no generator is made by
//              smaller heaps). The replacement is a guess, like the fold:
//              if the split breaks it, the check below fails, and the
//              caller tries more letters.
//   vector v   exponents c_1..c_d of the letters, mixed radix K+1, the
//              largest heap most significant:  index(v) = sum c_i (K+1)^i
//   fold       c > K  ->  K-1 + (c-K+1) mod 2 (powers repeat with period 2
//              from K-1: an assumption of the candidate only)
//
// Every option of v removes one letter h_i and adds letters below h_i (the
// pieces, or their replacements), so its (folded) index is smaller:
// outcomes are computed in index order. The candidate is the coarsest
// partition separating P from N kept by each letter (Moore's refinement),
// and it is then VERIFIED for every sum of heaps up to n by verify()
// (quotient_verify.cpp), each heap with moves its own letter there, with
// its real options: the fold and the replacements are trusted only through
// that check. On failure K grows by 2, up to the state cap, checked before
// the vectors are allocated.

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "misere/misere_limits.hpp"
#include "misere/quotient/quotient_builder.hpp"
#include "sg/limits.hpp"

namespace sg {

Result<bool> QuotientBuilder::rebuild(std::uint64_t n, std::uint64_t depth, const std::vector<std::uint64_t>* chosen,
                                      std::uint32_t max_k) {
  // Every heap's options as pieces, and which heaps have moves.
  std::vector<std::vector<std::vector<std::uint64_t>>> real(static_cast<std::size_t>(n) + 1);
  for (std::uint64_t h = 1; h <= n; ++h) {
    if (!charge(rule_->option_bound(h))) return too_much_work(n);
    rule_->options(h, [&](std::span<const std::uint64_t> pieces) {
      std::vector<std::uint64_t> v;
      for (std::uint64_t piece : pieces)
        if (piece > 0) v.push_back(piece);
      real[static_cast<std::size_t>(h)].push_back(std::move(v));
    });
  }
  auto has_moves = [&](std::uint64_t h) { return !real[static_cast<std::size_t>(h)].empty(); };
  // The letters, and the replacement of each other heap with moves.
  std::vector<std::uint64_t> hs;
  std::vector<std::uint32_t> index_of(static_cast<std::size_t>(n) + 1, UINT32_MAX);
  std::vector<std::vector<std::uint32_t>> word(static_cast<std::size_t>(n) + 1);
  if (chosen) {
    hs = *chosen;
    for (std::size_t i = 0; i < hs.size(); ++i) index_of[static_cast<std::size_t>(hs[i])] = static_cast<std::uint32_t>(i);
    // made[e]: a sum of the letters below the current heap with image e
    // (empty for the identity); grown a letter at a time.
    std::vector<std::optional<std::vector<std::uint32_t>>> made(q_.order);
    made[0].emplace();
    std::size_t included = 0;
    for (std::uint64_t h = 1; h < n; ++h) {
      if (!has_moves(h)) continue;
      if (index_of[static_cast<std::size_t>(h)] != UINT32_MAX) {
        ++included;
        // Close under the letters included so far.
        for (bool grew = true; grew;) {
          if (!charge(std::uint64_t{q_.order} * included)) return too_much_work(n);
          grew = false;
          for (std::uint32_t x = 0; x < q_.order; ++x) {
            if (!made[x]) continue;
            for (std::size_t g = 0; g < included; ++g) {
              const QElement y = q_.mul(static_cast<QElement>(x), images_[static_cast<std::size_t>(hs[g])]);
              if (made[y]) continue;
              made[y] = *made[x];
              made[y]->push_back(static_cast<std::uint32_t>(g));
              grew = true;
            }
          }
        }
        continue;
      }
      const auto& w = made[images_[static_cast<std::size_t>(h)]];
      if (!w) return false;  // not made by smaller generators: no replacement
      word[static_cast<std::size_t>(h)] = *w;
    }
  } else {
    for (std::uint64_t h = 1; h <= n; ++h)
      if (has_moves(h)) index_of[static_cast<std::size_t>(h)] = static_cast<std::uint32_t>(hs.size()), hs.push_back(h);
  }
  // Each letter's options as the letters they add.
  std::vector<std::vector<std::vector<std::uint32_t>>> opts;  // per letter: per option, letters added
  for (std::uint64_t h : hs) {
    std::vector<std::vector<std::uint32_t>> o;
    for (const auto& pieces : real[static_cast<std::size_t>(h)]) {
      std::vector<std::uint32_t> v;
      for (std::uint64_t piece : pieces) {
        const std::uint32_t i = index_of[static_cast<std::size_t>(piece)];
        if (i != UINT32_MAX) v.push_back(i);
        else if (has_moves(piece)) v.insert(v.end(), word[static_cast<std::size_t>(piece)].begin(), word[static_cast<std::size_t>(piece)].end());
      }
      o.push_back(std::move(v));
    }
    opts.push_back(std::move(o));
  }
  const std::size_t d = hs.size();
  // The rebuild can take seconds: it reports half this heap's share done,
  // and stops when cancelled, every so many vectors.
  progress_at_ = progress_half_;
  auto cancelled = [&] { return error_of(Msg::computation_cancelled); };
  for (std::uint32_t k = 3; k <= max_k; k += 2) {
    // Cap before allocating: (K+1)^d vectors.
    std::uint64_t size = 1;
    bool fits = true;
    for (std::size_t i = 0; i < d && fits; ++i) {
      size *= k + 1;
      fits = size <= limits::max_quotient_state_words;
    }
    if (!fits) return false;
    if (!charge(size * (d + 4))) return too_much_work(n);
    const std::uint64_t base = k + 1;
    auto fold = [&](std::uint64_t c) { return c <= k ? c : k - 1 + (c - k + 1) % 2; };
    std::vector<std::uint64_t> pow(d + 1, 1);
    for (std::size_t i = 0; i < d; ++i) pow[i + 1] = pow[i] * base;
    auto digit = [&](std::uint64_t v, std::size_t i) { return v / pow[i] % base; };
    auto add = [&](std::uint64_t v, std::size_t i) {  // v + heap hs[i], folded
      const std::uint64_t c = digit(v, i);
      return v - c * pow[i] + fold(c + 1) * pow[i];
    };
    const auto count = static_cast<std::size_t>(size);
    std::vector<std::uint8_t> p(count, 0);
    for (std::uint64_t v = 1; v < size; ++v) {
      if ((v & 4095) == 0 && !keep_going()) return cancelled();
      bool is_p = true;
      for (std::size_t i = 0; i < d && is_p; ++i) {
        if (digit(v, i) == 0) continue;
        const std::uint64_t without = v - pow[i];
        if (!charge(opts[i].size())) return too_much_work(n);
        for (const auto& pieces : opts[i]) {
          std::uint64_t w = without;
          for (std::uint32_t j : pieces) w = add(w, j);
          if (p[static_cast<std::size_t>(w)]) {
            is_p = false;
            break;
          }
        }
      }
      p[static_cast<std::size_t>(v)] = is_p;  // v with no move (v = 0 only) stays N
    }
    // Moore's refinement: classes by (class, class after each heap).
    std::vector<std::uint32_t> cls(p.begin(), p.end());
    std::uint32_t classes = 0;
    for (;;) {
      if (!charge(size * (d + 1))) return too_much_work(n);
      std::map<std::vector<std::uint32_t>, std::uint32_t> ids;
      std::vector<std::uint32_t> next(count);
      std::vector<std::uint32_t> sig(d + 1);
      for (std::uint64_t v = 0; v < size; ++v) {
        if ((v & 4095) == 0 && !keep_going()) return cancelled();
        sig[0] = cls[static_cast<std::size_t>(v)];
        for (std::size_t i = 0; i < d; ++i) sig[i + 1] = cls[static_cast<std::size_t>(add(v, i))];
        next[static_cast<std::size_t>(v)] = ids.try_emplace(sig, static_cast<std::uint32_t>(ids.size())).first->second;
      }
      const auto got = static_cast<std::uint32_t>(ids.size());
      cls = std::move(next);
      if (got == classes) break;
      classes = got;
      if (classes > limits::max_quotient_order) return false;
    }
    // Elements numbered by first vector (the identity is vector 0: id 0).
    std::vector<std::uint64_t> first(classes, UINT64_MAX);
    std::vector<std::uint32_t> rename(classes, UINT32_MAX);
    std::uint32_t order = 0;
    for (std::uint64_t v = 0; v < size; ++v) {
      std::uint32_t& r = rename[cls[static_cast<std::size_t>(v)]];
      if (r == UINT32_MAX) r = order++, first[r] = v;
    }
    auto elem = [&](std::uint64_t v) { return static_cast<QElement>(rename[cls[static_cast<std::size_t>(v)]]); };
    QuotientMonoid q;
    q.order = order;
    q.table.assign(std::size_t{order} * order, 0);
    q.p.assign(order, 0);
    if (!charge(std::uint64_t{order} * order * (d + 1))) return too_much_work(n);
    for (std::uint32_t a = 0; a < order; ++a) {
      q.p[a] = p[static_cast<std::size_t>(first[a])];
      for (std::uint32_t b = 0; b < order; ++b) {
        std::uint64_t v = first[a];
        for (std::size_t i = 0; i < d; ++i)
          for (std::uint64_t c = digit(first[b], i); c > 0; --c) v = add(v, i);
        q.table[std::size_t{a} * order + b] = elem(v);
      }
    }
    // Each heap with moves a letter of the check: its image (a letter's
    // vector, or its replacement's) and its real options' images.
    std::vector<QElement> image(static_cast<std::size_t>(n) + 1, 0);
    for (std::uint64_t h = 1; h <= n; ++h) {
      if (!has_moves(h)) continue;
      const std::uint32_t i = index_of[static_cast<std::size_t>(h)];
      std::uint64_t v = i != UINT32_MAX ? pow[i] : 0;
      if (i == UINT32_MAX)
        for (std::uint32_t j : word[static_cast<std::size_t>(h)]) v = add(v, j);
      image[static_cast<std::size_t>(h)] = elem(v);
    }
    std::vector<Letter> letters;
    std::vector<std::uint32_t> letter_of(static_cast<std::size_t>(n) + 1, UINT32_MAX);
    std::map<std::vector<QElement>, std::uint32_t> by_options;
    for (std::uint64_t h = 1; h <= n; ++h) {
      if (!has_moves(h)) continue;
      std::vector<QElement> t;
      for (const auto& pieces : real[static_cast<std::size_t>(h)]) {
        QElement e = 0;
        for (std::uint64_t piece : pieces) e = q.mul(e, image[static_cast<std::size_t>(piece)]);
        t.push_back(e);
      }
      std::sort(t.begin(), t.end());
      t.erase(std::unique(t.begin(), t.end()), t.end());
      auto [it, added] = by_options.try_emplace(t, static_cast<std::uint32_t>(letters.size()));
      if (added) letters.push_back(Letter{image[static_cast<std::size_t>(h)], std::move(t)});
      else if (letters[it->second].image != image[static_cast<std::size_t>(h)]) letters.push_back(Letter{image[static_cast<std::size_t>(h)], it->first});
      letter_of[static_cast<std::size_t>(h)] = it->second;
    }
    SG_TRY(consistent, verify(q, letters, true, n));
    if (!consistent) continue;
    // Verified: Q_n replaces Q_{n-1}, with each heap's image and letter.
    std::vector<ElementInfo> elements(order);
    std::vector<std::uint64_t> best(order, UINT64_MAX), best_depth(order, UINT64_MAX);
    for (std::uint64_t v = 0; v < size; ++v) {
      std::uint64_t dv = 0;
      for (std::size_t i = 0; i < d; ++i)
        dv += digit(v, i) * (hs[i] == n ? depth : heap_depth_[static_cast<std::size_t>(hs[i])]);
      const QElement e = elem(v);
      if (dv < best_depth[e]) best_depth[e] = dv, best[e] = v;
    }
    for (std::uint32_t e = 0; e < order; ++e) {
      elements[e].depth = best_depth[e];
      const std::uint64_t v = best[e];
      for (std::size_t i = 0; i < d; ++i) {
        if (digit(v, i) == 0) continue;
        for (const auto& pieces : opts[i]) {
          std::uint64_t w = v - pow[i];
          for (std::uint32_t j : pieces) w = add(w, j);
          elements[e].options.push_back(elem(w));
        }
      }
      auto& o = elements[e].options;
      std::sort(o.begin(), o.end());
      o.erase(std::unique(o.begin(), o.end()), o.end());
    }
    q_ = std::move(q);
    elements_ = std::move(elements);
    letters_ = std::move(letters);
    letter_by_options_ = std::move(by_options);
    heap_depth_.push_back(depth);
    images_.assign(image.begin(), image.end());
    letter_of_heap_ = std::move(letter_of);
    // Generators: each heap whose image the earlier heaps' images do not make.
    generators_.clear();
    generator_heaps_.clear();
    std::vector<std::uint8_t> made(order, 0);
    made[0] = 1;
    for (std::uint64_t h = 1; h <= n; ++h) {
      const QElement g = image[static_cast<std::size_t>(h)];
      if (made[g]) continue;
      generators_.push_back(g);
      generator_heaps_.push_back(h);
      for (bool grew = true; grew;) {  // close the made set under g
        grew = false;
        for (std::uint32_t x = 0; x < order; ++x)
          if (made[x] && !made[q_.mul(static_cast<QElement>(x), g)]) made[q_.mul(static_cast<QElement>(x), g)] = 1, grew = true;
      }
    }
    orders_.push_back(order);
    return true;
  }
  return false;
}

}  // namespace sg
