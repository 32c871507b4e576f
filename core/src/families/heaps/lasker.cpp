#include "families/heaps/lasker.hpp"

#include <unordered_set>

#include "sg/limits.hpp"

namespace sg {

namespace {

// Heaps up to this size list their split moves by trying every a; above it
// the digit DP lists them in time proportional to the answer.
constexpr std::uint64_t kDirectSplitLimit = 4096;

// The split moves (a, b) of heap h with SG(a) ^ SG(b) = t, by a digit DP.
//
// Rewrite the closed form for x >= 1 with x' = x - 1:
//   SG(x) = 1 + G(x'),  G(z) = z ^ ((z >> 1) & 1)
// (x' mod 4 = 0,1,2,3 -> SG - 1 = x' with low bits 0,1,3,2). So a split is a
// pair a' + b' = h - 2 (a' = a - 1, b' = b - 1) with
//   (G(a') + 1) ^ (G(b') + 1) = t,  a' <= b'.
// Three carry chains run through the bits: the sum a' + b', and the two
// "+ 1"s. The search fixes the bits of a' from the most significant down,
// trying 0 before 1, so the solutions come out in increasing a. For each
// prefix it keeps the SET of automaton states still possible (b' and the
// carries are guessed: each chain's carry into the current bit must match
// the carry the bit above needed; at bit 0 the guesses must be the true
// carry-ins, 0 for the sum and 1 for the "+ 1"s). Bit 0 of G reads bit 1,
// which the state carries down.
//
//   state bits: 1 sum carry | 2 carry of G(a')+1 | 4 carry of G(b')+1
//               | 8 a' < b' already | 16 a'_1 | 32 b'_1 (only at bit 1)
//   a state set is a 64-bit mask over those 64 states
//
// Sets that led nowhere are remembered per bit, so dead ends are explored
// once; the rest of the work is O(64) per solution listed.
class SplitSearch {
 public:
  SplitSearch(std::uint64_t sum, Nimber target, std::uint64_t limit, std::vector<std::uint64_t>& out)
      : sum_(sum), target_(target), limit_(limit), out_(out) {}

  // Depth is 64 at most, whatever the input: recursion is safe here.
  bool search(unsigned boundary, std::uint64_t states, std::uint64_t a_bits) {
    if (boundary == 0) {
      out_.push_back(a_bits + 1);
      return true;
    }
    const unsigned bit = boundary - 1;
    bool found = false;
    for (unsigned a = 0; a <= 1; ++a) {
      const std::uint64_t next = step(bit, states, a);
      if (next == 0 || dead_[bit].count(next)) continue;
      if (search(bit, next, a_bits | static_cast<std::uint64_t>(a) << bit)) found = true;
      if (out_.size() >= limit_) return true;
    }
    if (!found) dead_[boundary].insert(states);
    return found;
  }

 private:
  // The states possible below `bit` once bit `bit` of a' is `a`.
  std::uint64_t step(unsigned bit, std::uint64_t states, unsigned a) const {
    const unsigned n_bit = static_cast<unsigned>((sum_ >> bit) & 1);
    const unsigned t_bit = static_cast<unsigned>((target_ >> bit) & 1);
    std::uint64_t next_states = 0;
    for (unsigned state = 0; state < 64; ++state) {
      if (!(states >> state & 1)) continue;
      const unsigned sum_carry_out = state & 1, u_carry_out = (state >> 1) & 1,
                     v_carry_out = (state >> 2) & 1, less = (state >> 3) & 1, a1 = (state >> 4) & 1,
                     b1 = (state >> 5) & 1;
      for (unsigned b = 0; b <= 1; ++b) {
        if (!less && a > b) continue;  // a' > b' decided here: not listed
        const int sum_carry_in = static_cast<int>(n_bit + 2 * sum_carry_out) - static_cast<int>(a + b);
        if (sum_carry_in < 0 || sum_carry_in > 1 || (bit == 0 && sum_carry_in != 0)) continue;
        const unsigned u = bit == 0 ? a ^ a1 : a, v = bit == 0 ? b ^ b1 : b;
        for (unsigned cu = 0; cu <= 1; ++cu) {
          if ((bit == 0 && cu != 1) || (u & cu) != u_carry_out) continue;
          for (unsigned cv = 0; cv <= 1; ++cv) {
            if ((bit == 0 && cv != 1) || (v & cv) != v_carry_out) continue;
            if (((u ^ cu) ^ (v ^ cv)) != t_bit) continue;
            unsigned next = static_cast<unsigned>(sum_carry_in) | cu << 1 | cv << 2 |
                            (less | (a < b ? 1u : 0u)) << 3;
            if (bit == 1) next |= a << 4 | b << 5;
            next_states |= std::uint64_t{1} << next;
          }
        }
      }
    }
    return next_states;
  }

  std::uint64_t sum_;
  Nimber target_;
  std::uint64_t limit_;
  std::vector<std::uint64_t>& out_;
  std::unordered_set<std::uint64_t> dead_[65];  // per boundary: state sets with no solution
};

void emit_split(std::uint64_t a, std::uint64_t b, const HeapRule::OptionSink& sink) {
  const std::uint64_t pieces[2] = {a, b};
  sink(pieces);
}

}  // namespace

Nimber lasker_grundy(std::uint64_t heap) {
  if (heap == 0) return 0;
  switch (heap % 4) {
    case 0: return heap - 1;
    case 3: return heap + 1;
    default: return heap;
  }
}

std::vector<std::uint64_t> lasker_split_smaller_parts(std::uint64_t heap, Nimber target,
                                                      std::uint64_t limit) {
  std::vector<std::uint64_t> out;
  if (heap < 2 || limit == 0) return out;
  SplitSearch search(heap - 2, target, limit, out);
  search.search(64, 1, 0);  // no carries out of bit 63, a' = b' so far
  return out;
}

Text LaskerRule::theory() const {
  return Msg::theory_lasker;
}

void LaskerRule::options(std::uint64_t heap, const OptionSink& sink) const {
  for (std::uint64_t to = heap; to-- > 0;) {
    const std::uint64_t piece[1] = {to};
    sink(std::span<const std::uint64_t>(piece, to ? 1 : 0));
  }
  for (std::uint64_t a = 1; a <= heap / 2; ++a) emit_split(a, heap - a, sink);
}

void LaskerRule::options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const {
  // Take moves: the closed form is an involution, so the only heap of value
  // `target` is lasker_grundy(target) (and SG(x) >= x - 1 rules out targets
  // above heap + 1 before anything could overflow).
  if (target <= heap + 1) {
    const std::uint64_t to = lasker_grundy(target);
    if (to < heap) {
      const std::uint64_t piece[1] = {to};
      sink(std::span<const std::uint64_t>(piece, to ? 1 : 0));
    }
  }
  // Split moves: every a for small heaps, the digit DP for large ones.
  if (heap <= kDirectSplitLimit) {
    for (std::uint64_t a = 1; a <= heap / 2; ++a)
      if ((lasker_grundy(a) ^ lasker_grundy(heap - a)) == target) emit_split(a, heap - a, sink);
    return;
  }
  for (std::uint64_t a : lasker_split_smaller_parts(heap, target, limits::max_listed_moves))
    emit_split(a, heap - a, sink);
}

Result<std::unique_ptr<Component>> parse_lasker(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "lasker"}}});
  return make_heap_game(std::make_shared<const LaskerRule>(), syn);
}

Result<Sequence> lasker_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress&) {
  if (rule.rule) return error_at(rule.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "lasker"}}});
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i)
    s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(lasker_grundy(i));
  // SG(x + 4) = SG(x) + 4 from x = 1 on (not from 0: SG(4) = 3), and no
  // shorter length works (SG(3) - SG(1) = 3, SG(2) - SG(1) = 1).
  s.period = Period{1, 4, 4, true, Msg::period_lasker, Theorem::lasker};
  return s;
}

}  // namespace sg
