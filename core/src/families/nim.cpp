#include "families/nim.hpp"

#include <algorithm>
#include <charconv>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

std::string NimGame::notation() const {
  // to_chars: a sum of 10^6 heaps is written often (the analysis, each move).
  std::string s = "nim";
  char digits[24];
  for (std::uint64_t h : heaps_) {
    s += ' ';
    s.append(digits, std::to_chars(digits, digits + sizeof digits, h).ptr);
  }
  return s;
}

Value NimGame::value() const {
  Nimber x = 0;
  for (std::uint64_t h : heaps_) x ^= h;
  return Value::finite(x);
}

Move NimGame::take(std::size_t i, std::uint64_t to) const {
  auto next = heaps_;
  next[i] = to;
  return Move{"take " + std::to_string(heaps_[i] - to) + " from heap " + std::to_string(i + 1),
              std::make_unique<NimGame>(std::move(next))};
}

std::vector<Move> NimGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    for (std::uint64_t to = heaps_[i]; to-- > 0;) out.push_back(take(i, to));
  return out;
}

std::uint64_t NimGame::option_bound() const {
  std::uint64_t total = 0;
  for (std::uint64_t h : heaps_) {
    if (h > UINT64_MAX - total) return UINT64_MAX;
    total += h;
  }
  return total;
}

std::vector<Move> NimGame::moves_to(Nimber target) const {
  // Heap i can bring the XOR to `target` only by becoming a_i ^ d, where
  // d = current XOR ^ target; the move exists iff that is smaller than a_i.
  const Nimber d = value().nimber ^ target;
  std::vector<Move> out;
  if (d == 0) return out;
  // Every move copies the heaps: stop at a memory budget (a sum of 10^6
  // heaps can have 500000 winning moves of 8 MB each).
  const std::size_t most = listed_move_budget();
  for (std::size_t i = 0; i < heaps_.size() && out.size() < most; ++i)
    if ((heaps_[i] ^ d) < heaps_[i]) out.push_back(take(i, heaps_[i] ^ d));
  return out;
}

std::size_t NimGame::listed_move_budget() const {
  constexpr std::size_t heap_words = 1u << 23;  // 64 MB of copied heaps
  return std::max<std::size_t>(1, std::min<std::size_t>(limits::max_listed_moves, heap_words / std::max<std::size_t>(1, heaps_.size())));
}

bool NimGame::lists_every_move_to(Nimber target) const {
  const Nimber d = value().nimber ^ target;
  std::size_t count = 0;
  for (std::size_t i = 0; d && i < heaps_.size(); ++i) count += (heaps_[i] ^ d) < heaps_[i];
  return count <= listed_move_budget();
}

std::vector<Part> NimGame::parts() const {
  std::vector<Part> out;
  out.reserve(heaps_.size());
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    out.push_back(Part{"heap " + std::to_string(i + 1), Value::finite(heaps_[i])});
  return out;
}

std::string NimGame::theory() const { return "Bouton's theorem: SG of Nim is the XOR of the heaps"; }

Result<std::vector<std::uint64_t>> parse_heaps(const ComponentSyntax& syn) {
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, "too many heaps (the limit is " +
                                           std::to_string(limits::max_parts) + ")");
  std::vector<std::uint64_t> heaps;
  heaps.reserve(syn.args.size());
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, "heap size"));
    heaps.push_back(h);
  }
  return heaps;
}

Result<std::unique_ptr<Component>> parse_nim(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, "nim takes no rule in parentheses");
  SG_TRY(heaps, parse_heaps(syn));
  return std::unique_ptr<Component>(std::make_unique<NimGame>(std::move(heaps)));
}

Result<Sequence> nim_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress&) {
  if (rule.rule) return error_at(rule.rule->column - 1, "nim takes no rule in parentheses");
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(i);
  // SG(n) = n: arithmetic periodicity with period 1 and saltus 1, exact by
  // the definition of Nim (every smaller heap is an option).
  s.period = Period{0, 1, 1, true, "SG(n) = n for Nim (every smaller heap is an option)"};
  return s;
}

}  // namespace sg
