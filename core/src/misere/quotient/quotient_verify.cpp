// The proof that a candidate quotient decides every sum of heaps up to n.
//
// A sum G of heaps is read one heap at a time. What the check needs of G is
// its element x = image(G) and the set D(G) of its options' images, and of
// D only its reach R = { z : d·z in P for some d in D } (z is where some
// sum Z makes G + Z have a P option inside G). Adding heap j (element h,
// option images T) gives
//
//   x' = x·h,   R' = { z : h·z in R }  ∪  ⋃_{t in T} { z : x·t·z in P }
//
// (an option of G + heap j moves in G, image d·h, or in the new heap, x·t).
// G (not empty) is P iff no option is, iff 1 is not in R. So if every state
// (x, R) reachable from the empty sum has  x in P  <=>  1 not in R, then by
// induction on sums every sum's outcome is its element's, and the candidate
// is the quotient (it is already reduced). There are finitely many states.
//
//   states_   [x, R word 0, R word 1, ...] per state, back to back

#include <algorithm>

#include "misere/misere_limits.hpp"
#include "misere/quotient/quotient_builder.hpp"

namespace sg {

namespace {

std::uint64_t state_hash(const std::uint64_t* s, std::size_t stride) {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  for (std::size_t i = 0; i < stride; ++i) {
    h ^= s[i];
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
  }
  return h;
}

}  // namespace

void QuotientBuilder::rebuild_state_index(std::size_t stride) {
  std::size_t slots = 1024;
  while (slots < state_count_ * 2 + 4) slots *= 2;
  state_index_.assign(slots, 0);
  for (std::size_t i = 0; i < state_count_; ++i) {
    std::size_t at = state_hash(&states_[i * stride], stride) & (slots - 1);
    while (state_index_[at] != 0) at = (at + 1) & (slots - 1);
    state_index_[at] = static_cast<std::uint32_t>(i + 1);
  }
}

// The index of `state`, added when new (then it is the last one).
std::uint32_t QuotientBuilder::insert_state(const std::uint64_t* state, std::size_t stride) {
  if ((state_count_ + 1) * 2 > state_index_.size()) rebuild_state_index(stride);
  const std::size_t mask = state_index_.size() - 1;
  std::size_t at = state_hash(state, stride) & mask;
  for (;; at = (at + 1) & mask) {
    const std::uint32_t slot = state_index_[at];
    if (slot == 0) break;
    if (std::equal(state, state + stride, &states_[(slot - 1) * stride])) return slot - 1;
  }
  states_.insert(states_.end(), state, state + stride);
  state_index_[at] = static_cast<std::uint32_t>(++state_count_);
  return static_cast<std::uint32_t>(state_count_ - 1);
}

Result<bool> QuotientBuilder::verify(const QuotientMonoid& q, const std::vector<Letter>& letters, bool fresh,
                                     std::uint64_t n) {
  const std::uint32_t m = q.order;
  const std::size_t words = qbits_words(m), stride = 1 + words;
  if (q.is_p(0)) return false;  // the empty sum: the player to move has won
  if (states_order_ != m) fresh = true;
  // pdiv[e] = { z : e·z in P }
  if (!charge(std::uint64_t{m} * m)) return too_much_work(n);
  std::vector<std::uint64_t> pdiv(std::size_t{m} * words, 0);
  for (std::uint32_t e = 0; e < m; ++e)
    for (std::uint32_t z = 0; z < m; ++z)
      if (q.is_p(q.mul(static_cast<QElement>(e), static_cast<QElement>(z)))) qbits_set(&pdiv[e * words], z);

  const std::size_t old = fresh ? 0 : state_count_;
  if (fresh) {
    states_.clear();
    state_index_.clear();
    state_count_ = 0;
  }
  states_order_ = 0;  // valid again only when this check completes
  std::vector<std::uint64_t> next(stride);
  // Reads `letter` after `from`; false when the state reached contradicts q.
  auto step = [&](const std::uint64_t* from, const Letter& letter) -> Result<bool> {
    if (!charge(m + letter.options.size() * words)) return too_much_work(n);
    const auto x = static_cast<QElement>(from[0]);
    std::fill(next.begin(), next.end(), 0);
    next[0] = q.mul(x, letter.image);
    const std::uint64_t* r = from + 1;
    std::uint64_t* out = next.data() + 1;
    for (std::uint32_t z = 0; z < m; ++z)
      if (qbits_test(r, q.mul(letter.image, static_cast<QElement>(z)))) qbits_set(out, z);
    for (QElement t : letter.options) {
      const std::uint64_t* row = &pdiv[std::size_t{q.mul(x, t)} * words];
      for (std::size_t w = 0; w < words; ++w) out[w] |= row[w];
    }
    if (q.is_p(static_cast<QElement>(next[0])) == qbits_test(out, 0)) return false;
    if ((state_count_ + 1) * stride > limits::max_quotient_state_words)
      return too_large(Text{Msg::quotient_too_many_states,
                            {{"rule", rule_->notation()}, {"heap", n}, {"limit", limits::max_quotient_state_words}}},
                       "maxQuotientStateWords");
    insert_state(next.data(), stride);
    return true;
  };
  auto undo = [&] {  // back to the states of Q_{n-1}, or none
    if (old == 0) return;
    states_.resize(old * stride);
    state_count_ = old;
    rebuild_state_index(stride);
    states_order_ = m;
  };
  std::vector<std::uint64_t> from(stride, 0);
  if (fresh) {
    for (const Letter& letter : letters) {
      SG_TRY(ok, step(from.data(), letter));
      if (!ok) return false;
    }
  } else {
    for (std::size_t i = 0; i < old; ++i) {
      std::copy_n(&states_[i * stride], stride, from.begin());
      auto ok = step(from.data(), letters.back());
      if (!ok.ok() || !*ok) {
        undo();
        return ok;
      }
    }
  }
  for (std::size_t i = old; i < state_count_; ++i) {
    if ((i & 1023) == 0 && !keep_going()) {
      undo();
      return error_of(Msg::computation_cancelled);
    }
    for (const Letter& letter : letters) {
      std::copy_n(&states_[i * stride], stride, from.begin());  // states_ may move as states are added
      auto ok = step(from.data(), letter);
      if (!ok.ok() || !*ok) {
        undo();
        return ok;
      }
    }
  }
  states_order_ = m;
  return true;
}

}  // namespace sg
