#include "families/nim/nim.hpp"

#include <algorithm>
#include <utility>

#include "sg/decimal_text.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

std::string NimGame::write_notation(const std::vector<std::size_t>& marks, std::vector<std::size_t>& offsets) const {
  // Measured first and written into place: a sum of 10^6 heaps is written
  // for the analysis and spliced for each listed move.
  std::size_t length = 3;
  for (std::uint64_t h : heaps_) length += 1 + decimal_length(h);
  std::string s(length, ' ');
  char* w = std::copy_n("nim", 3, s.data());
  std::size_t next = 0;
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    ++w;  // the space
    if (next < marks.size() && marks[next] == i) offsets.push_back(static_cast<std::size_t>(w - s.data())), ++next;
    w = write_decimal(w, heaps_[i]);
  }
  return s;
}

std::string NimGame::notation() const {
  if (const std::string* text = text_.get()) return *text;
  std::vector<std::size_t> none;
  return write_notation(none, none);
}

std::string NimGame::take_notation() { return text_.get() ? text_.take() : notation(); }

// Nim is the same game with its heaps in any order and its empty heaps
// dropped: '\0' "nim" '\0', then the non-empty heaps ascending, as decimals
// each followed by a space. The NUL keeps it apart from every notation.
std::string NimGame::canonical_key() const {
  std::vector<std::uint64_t> live;
  for (std::uint64_t h : heaps_)
    if (h) live.push_back(h);
  std::sort(live.begin(), live.end());
  std::string key("\0nim\0", 5);
  for (std::uint64_t h : live) key += std::to_string(h) + ' ';
  return key;
}

std::optional<std::uint64_t> NimGame::lone_heap_measure() const {
  std::uint64_t live = 0;
  for (std::uint64_t h : heaps_) live += h != 0;
  if (live > 1) return std::nullopt;
  return live;
}

Value NimGame::value() const {
  Nimber x = 0;
  for (std::uint64_t h : heaps_) x ^= h;
  return Value::finite(x);
}

Move NimGame::take(std::size_t i, std::uint64_t to) const {
  auto next = heaps_;
  next[i] = to;
  return Move{Text{Msg::move_take_from_heap, {{"amount", heaps_[i] - to}, {"heap", i + 1}}},
              std::make_unique<NimGame>(std::move(next)), MoveAction::take(i, heaps_[i] - to, &to, to ? 1 : 0)};
}

ComponentShape NimGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = heaps_;
  return s;
}

Result<std::unique_ptr<Component>> NimGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::take) return error_of(Msg::nim_move_kind);
  if (a.at >= heaps_.size()) return error_of(Text{Msg::heap_no_such_heap, {{"heap", a.at + 1}}});
  const std::uint64_t h = heaps_[a.at];
  if (a.amount == 0 || a.amount > h)
    return error_of(Text{Msg::heap_cannot_take, {{"heap", a.at + 1}, {"size", h}, {"amount", a.amount}}});
  const std::uint64_t left = h - a.amount;
  if (a.leaf_count != (left ? 1 : 0) || (left && a.leaves[0] != left))
    return error_of(Text{Msg::heap_leaves, {{"amount", a.amount}, {"heap", a.at + 1},
                                            {"leaves", left ? "[" + std::to_string(left) + "]" : std::string("[]")}}});
  return std::move(take(static_cast<std::size_t>(a.at), left).to);
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
  std::vector<std::size_t> winners;
  for (std::size_t i = 0; i < heaps_.size() && winners.size() < most; ++i)
    if ((heaps_[i] ^ d) < heaps_[i]) winners.push_back(i);
  // Several moves in a long sum: write its text once and splice each move's
  // new heap into it, rather than writing every resulting sum from scratch.
  std::vector<std::size_t> offsets;
  const std::string text = winners.size() > 1 && heaps_.size() > 64 ? write_notation(winners, offsets) : std::string();
  for (std::size_t k = 0; k < winners.size(); ++k) {
    const std::size_t i = winners[k];
    Move m = take(i, heaps_[i] ^ d);
    if (!offsets.empty()) {
      const std::size_t at = offsets[k], old_length = decimal_length(heaps_[i]);
      const std::uint64_t to = heaps_[i] ^ d;
      std::string spliced(text.size() - old_length + decimal_length(to), ' ');
      char* w = std::copy_n(text.data(), at, spliced.data());
      w = write_decimal(w, to);
      std::copy(text.begin() + static_cast<std::ptrdiff_t>(at + old_length), text.end(), w);
      auto& game = static_cast<NimGame&>(*m.to);
      m.to = std::make_unique<NimGame>(std::move(game.heaps_), std::move(spliced));
    }
    out.push_back(std::move(m));
  }
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
  std::vector<Part> out(heaps_.size());
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    out[i].label = PartLabel(Msg::part_heap, i + 1);
    out[i].value.nimber = heaps_[i];
  }
  return out;
}

Text NimGame::theory() const { return Msg::theory_nim; }

Result<std::vector<std::uint64_t>> parse_heaps(const ComponentSyntax& syn) {
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, Text{Msg::notation_too_many_heaps, {{"limit", limits::max_parts}}});
  std::vector<std::uint64_t> heaps;
  heaps.reserve(syn.args.size());
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, Msg::what_heap_size));
    heaps.push_back(h);
  }
  return heaps;
}

Result<std::unique_ptr<Component>> parse_nim(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "nim"}}});
  SG_TRY(heaps, parse_heaps(syn));
  return std::unique_ptr<Component>(std::make_unique<NimGame>(std::move(heaps)));
}

Result<Sequence> nim_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress&) {
  if (rule.rule) return error_at(rule.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "nim"}}});
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(i);
  // SG(n) = n: arithmetic periodicity with period 1 and saltus 1, exact by
  // the definition of Nim (every smaller heap is an option).
  s.period = Period{0, 1, 1, true, Msg::period_nim, Theorem::bouton};
  return s;
}

}  // namespace sg
