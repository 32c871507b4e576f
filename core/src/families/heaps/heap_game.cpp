#include "families/heaps/heap_game.hpp"

#include <algorithm>

#include "families/nim/nim.hpp"
#include "sg/limits.hpp"

namespace sg {

void HeapRule::options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const {
  options(heap, [&](std::span<const std::uint64_t> pieces) {
    Nimber v = 0;
    for (std::uint64_t p : pieces) v ^= grundy(p);
    if (v == target) sink(pieces);
  });
}

std::string HeapGame::notation() const {
  std::string s = rule_->notation();
  for (std::uint64_t h : heaps_) s += ' ' + std::to_string(h);
  return s;
}

// A sum of heaps is the same game in any order, and a heap without options
// adds nothing to it:
//
//   '\0' rule notation '\0' h1 h2 ... (ascending, heaps with options only,
//                                      each in 7-bit groups, low first,
//                                      high bit set on all but the last)
//
// The leading NUL keeps it apart from every notation (which has none).
std::string HeapGame::canonical_key() const {
  std::vector<std::uint64_t> live;
  live.reserve(heaps_.size());
  for (std::uint64_t h : heaps_)
    if (rule_->option_bound(h) != 0) live.push_back(h);
  std::sort(live.begin(), live.end());
  std::string key(1, '\0');
  key += rule_->notation();
  key += '\0';
  for (std::uint64_t h : live) {
    for (; h >= 0x80; h >>= 7) key += static_cast<char>(0x80 | (h & 0x7F));
    key += static_cast<char>(h);
  }
  return key;
}

std::optional<Error> HeapGame::out_of_reach() const {
  if (!rule_->computes_values() || heaps_.empty()) return std::nullopt;
  return rule_->compute_values_to(*std::max_element(heaps_.begin(), heaps_.end()));
}

bool HeapGame::has_value() const { return !out_of_reach(); }

Value HeapGame::value() const {
  Nimber x = 0;
  for (std::uint64_t h : heaps_) x ^= rule_->grundy(h);
  return Value::finite(x);
}

// "take 2", or "take 2 from heap 1" when there are several heaps.
Text HeapGame::label(std::size_t i, std::span<const std::uint64_t> pieces) const {
  std::uint64_t left = 0;
  for (std::uint64_t p : pieces) left += p;
  const std::uint64_t amount = heaps_[i] - left;
  const bool named = heaps_.size() > 1;
  Text t;
  if (pieces.size() == 2) {
    t = amount ? Text{named ? Msg::move_remove_split_from_heap : Msg::move_remove_split, {{"amount", amount}}}
               : Text{named ? Msg::move_split_heap : Msg::move_split};
    t.add({"a", pieces[0]}).add({"b", pieces[1]});
  } else if (rule_->wording() == HeapRule::Wording::take) {
    t = Text{named ? Msg::move_take_from_heap : Msg::move_take, {{"amount", amount}}};
  } else if (pieces.empty()) {
    t = Text{named ? Msg::move_take_whole_from_heap : Msg::move_take_whole};
  } else {
    t = Text{named ? Msg::move_remove_leaving_from_heap : Msg::move_remove_leaving, {{"amount", amount}, {"left", left}}};
  }
  if (named) t.add({"heap", i + 1});
  return t;
}

Move HeapGame::make_move(std::size_t i, std::span<const std::uint64_t> pieces) const {
  std::vector<std::uint64_t> next(heaps_.begin(), heaps_.begin() + static_cast<std::ptrdiff_t>(i));
  if (pieces.empty()) next.push_back(0);
  next.insert(next.end(), pieces.begin(), pieces.end());
  next.insert(next.end(), heaps_.begin() + static_cast<std::ptrdiff_t>(i) + 1, heaps_.end());
  return Move{label(i, pieces), std::make_unique<HeapGame>(rule_, std::move(next)), action_of(i, pieces)};
}

MoveAction HeapGame::action_of(std::size_t i, std::span<const std::uint64_t> pieces) const {
  std::uint64_t left = 0;
  for (std::uint64_t p : pieces) left += p;
  if (left == heaps_[i] && pieces.size() == 2) return MoveAction::split(i, pieces[0], pieces[1]);
  return MoveAction::take(i, heaps_[i] - left, pieces.data(), pieces.size());
}

ComponentShape HeapGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = heaps_;
  return s;
}

Result<std::unique_ptr<Component>> HeapGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::take && a.kind != ActionKind::split)
    return error_of(Text{Msg::heap_move_kind, {{"rule", rule_->notation()}}});
  if (a.at >= heaps_.size()) return error_of(Text{Msg::heap_no_such_heap, {{"heap", a.at + 1}}});
  const std::size_t i = static_cast<std::size_t>(a.at);
  // Only the options of the one heap are looked through, and only when they
  // are few enough to look through.
  if (rule_->option_bound(heaps_[i]) > limits::max_search_positions)
    return error_of(Text{Msg::heap_too_many_options, {{"heap", i + 1}}});
  std::optional<Move> found;
  rule_->options(heaps_[i], [&](std::span<const std::uint64_t> pieces) {
    if (!found && action_of(i, pieces).same_as(a)) found = make_move(i, pieces);
  });
  if (!found) return error_of(Text{Msg::heap_no_such_move, {{"heap", i + 1}, {"rule", rule_->notation()}}});
  return std::move(found->to);
}

std::vector<Move> HeapGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    rule_->options(heaps_[i], [&](std::span<const std::uint64_t> pieces) {
      out.push_back(make_move(i, pieces));
    });
  return out;
}

std::uint64_t HeapGame::option_bound() const {
  std::uint64_t total = 0;
  for (std::uint64_t h : heaps_) {
    const std::uint64_t b = rule_->option_bound(h);
    if (b > UINT64_MAX - total) return UINT64_MAX;
    total += b;
  }
  return total;
}

std::uint64_t HeapGame::listed_move_budget() const {
  // A result holds the heaps (8 bytes each) and later its notation (up to
  // 21 bytes a heap); a split adds one heap.
  return limits::listed_moves_within(32 * (static_cast<std::uint64_t>(heaps_.size()) + 1));
}

std::vector<Move> HeapGame::moves_to(Nimber target) const {
  const Nimber d = value().nimber ^ target;
  const std::uint64_t most = listed_move_budget();
  std::vector<Move> out;
  for (std::size_t i = 0; i < heaps_.size() && out.size() < most; ++i)
    rule_->options_with_value(heaps_[i], rule_->grundy(heaps_[i]) ^ d,
                              [&](std::span<const std::uint64_t> pieces) {
                                if (out.size() < most) out.push_back(make_move(i, pieces));
                              });
  return out;
}

bool HeapGame::lists_every_move_to(Nimber target) const {
  // Counts the moves without building them (the rule's own per-heap cap
  // stays its own: moves_to() reports it through max_listed_moves).
  const Nimber d = value().nimber ^ target;
  const std::uint64_t most = listed_move_budget();
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < heaps_.size() && count <= most; ++i)
    rule_->options_with_value(heaps_[i], rule_->grundy(heaps_[i]) ^ d,
                              [&](std::span<const std::uint64_t>) { ++count; });
  return count <= most;
}

std::vector<Part> HeapGame::parts() const {
  std::vector<Part> out;
  out.reserve(heaps_.size());
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    out.push_back(Part{PartLabel(Msg::part_heap, i + 1), Value::finite(rule_->grundy(heaps_[i]))});
  return out;
}

Result<std::unique_ptr<Component>> make_heap_game(std::shared_ptr<const HeapRule> rule,
                                                  const ComponentSyntax& syn) {
  SG_TRY(heaps, parse_heaps(syn));
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    auto ok = rule->supports(heaps[i]);
    if (!ok.ok()) return error_at(syn.args[i].column, ok.error().text);
  }
  return std::unique_ptr<Component>(std::make_unique<HeapGame>(std::move(rule), std::move(heaps)));
}

}  // namespace sg
