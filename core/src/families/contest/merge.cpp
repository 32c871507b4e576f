#include "families/contest/merge.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <span>
#include <unordered_map>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

struct MergeMemo {
  std::map<std::vector<std::uint64_t>, Nimber> grundy;  // keyed by sorted heaps
};

namespace {

// a = 1-heaps; b = sum over big heaps of (size + 1) - 1, saturated to a
// value >= 4 of the same parity when it would not fit.
struct MergeState {
  std::uint64_t a = 0;
  std::uint64_t big_sum = 0;  // saturating
  std::uint64_t big_count = 0;
  bool sum_odd = false;
};

MergeState merge_state(const std::vector<std::uint64_t>& heaps) {
  MergeState s;
  for (std::uint64_t h : heaps) {
    if (h == 1) {
      ++s.a;
    } else {
      ++s.big_count;
      s.sum_odd ^= (h & 1) != 0;
      s.big_sum = h > (UINT64_MAX >> 2) - s.big_sum ? (UINT64_MAX >> 2) : s.big_sum + h;
    }
  }
  return s;
}

bool state_is_p(std::uint64_t a, std::uint64_t big_sum, std::uint64_t big_count, bool sum_odd) {
  if (big_count == 0) return merge_state_is_p(a, 0);
  // b = big_sum + big_count - 1; only b <= 4 and its parity matter.
  const bool b_odd = sum_odd ^ ((big_count - 1) & 1);
  const std::uint64_t b = big_sum + big_count - 1 >= 4 ? 4 + (b_odd ? 1 : 0) : big_sum + big_count - 1;
  return merge_state_is_p(a, b);
}

Nimber merge_grundy(const std::vector<std::uint64_t>& sorted, MergeMemo& memo) {
  if (auto it = memo.grundy.find(sorted); it != memo.grundy.end()) return it->second;
  std::vector<Nimber> options;
  const std::size_t n = sorted.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i && sorted[i] == sorted[i - 1]) continue;
    auto next = sorted;
    if (--next[i] == 0) next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
    std::sort(next.begin(), next.end());
    options.push_back(merge_grundy(next, memo));
    for (std::size_t j = i + 1; j < n; ++j) {
      auto merged = sorted;
      merged[i] += merged[j];
      merged.erase(merged.begin() + static_cast<std::ptrdiff_t>(j));
      std::sort(merged.begin(), merged.end());
      options.push_back(merge_grundy(merged, memo));
    }
  }
  const Nimber g = mex(options);
  memo.grundy.emplace(sorted, g);
  return g;
}

}  // namespace

bool merge_state_is_p(std::uint64_t a, std::uint64_t b) {
  if (b == 1) return merge_state_is_p(a + 1, 0);  // one big heap of size 1 is a 1-heap
  if (b == 0 || b == 2) return a % 3 == 0;
  if (b == 3) return false;
  return a % 2 == 0 && b % 2 == 0;
}

Outcome merge_outcome(const std::vector<std::uint64_t>& heaps) {
  const MergeState s = merge_state(heaps);
  return state_is_p(s.a, s.big_sum, s.big_count, s.sum_odd) ? Outcome::P : Outcome::N;
}

std::string MergeGame::notation() const {
  std::string s = "merge";
  for (std::uint64_t h : heaps_) s += ' ' + std::to_string(h);
  return s;
}

bool MergeGame::has_value() const {
  std::uint64_t total = 0;
  for (std::uint64_t h : heaps_) {
    total += h;
    if (total > contest_limits::max_merge_stones) return false;
  }
  return true;
}

Value MergeGame::value() const {
  auto sorted = heaps_;
  std::sort(sorted.begin(), sorted.end());
  return Value::finite(merge_grundy(sorted, *memo_));
}

std::unique_ptr<MergeGame> MergeGame::after_take(std::size_t i) const {
  auto next = heaps_;
  if (--next[i] == 0) next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
  return std::make_unique<MergeGame>(std::move(next), memo_);
}

std::unique_ptr<MergeGame> MergeGame::after_merge(std::size_t i, std::size_t j) const {
  auto next = heaps_;
  next[i] += next[j];
  next.erase(next.begin() + static_cast<std::ptrdiff_t>(j));
  return std::make_unique<MergeGame>(std::move(next), memo_);
}

namespace {
Text take_label(std::size_t i) { return Text{Msg::move_take_from_heap, {{"amount", 1}, {"heap", i + 1}}}; }
Text merge_label(std::size_t i, std::size_t j) { return Text{Msg::move_merge, {{"a", i + 1}, {"b", j + 1}}}; }
}  // namespace

// Two moves reach the same row only when they take the whole of one of a
// run of equal 1-heaps, or merge heap i with one of a run of equal heaps:
// list only the first of each run, so every option appears once.
bool MergeGame::repeats_take(std::size_t i) const {
  return heaps_[i] == 1 && i > 0 && heaps_[i - 1] == 1;
}

bool MergeGame::repeats_merge(std::size_t i, std::size_t j) const {
  return j - 1 > i && heaps_[j - 1] == heaps_[j];
}

std::vector<Move> MergeGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    if (!repeats_take(i)) out.push_back(Move{take_label(i), after_take(i), take_action(i)});
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    for (std::size_t j = i + 1; j < heaps_.size(); ++j)
      if (!repeats_merge(i, j)) out.push_back(Move{merge_label(i, j), after_merge(i, j), MoveAction::simple(ActionKind::merge, i, j)});
  return out;
}

MoveAction MergeGame::take_action(std::size_t i) const {
  const std::uint64_t left = heaps_[i] - 1;
  return MoveAction::take(i, 1, &left, left ? 1 : 0);
}

ComponentShape MergeGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = heaps_;
  return s;
}

// Every legal move applies, including those moves() lists once for a run
// of equal heaps.
Result<std::unique_ptr<Component>> MergeGame::apply(const MoveAction& a) const {
  const std::uint64_t n = heaps_.size();
  if (a.kind == ActionKind::take) {
    if (a.at >= n) return error_of(Text{Msg::heap_no_such_heap, {{"heap", a.at + 1}}});
    if (!take_action(static_cast<std::size_t>(a.at)).same_as(a))
      return error_of(Msg::merge_take_one);
    return std::unique_ptr<Component>(after_take(static_cast<std::size_t>(a.at)));
  }
  if (a.kind != ActionKind::merge) return error_of(Msg::merge_move_kind);
  if (a.at >= n || a.amount >= n || a.at >= a.amount)
    return error_of(Text{Msg::merge_two_heaps, {{"count", n}}});
  return std::unique_ptr<Component>(after_merge(static_cast<std::size_t>(a.at), static_cast<std::size_t>(a.amount)));
}

std::uint64_t MergeGame::option_bound() const {
  const std::uint64_t n = heaps_.size();
  return n + n * (n - (n ? 1 : 0)) / 2;
}

Outcome MergeGame::outcome() const { return merge_outcome(heaps_); }

std::vector<Move> MergeGame::winning_moves() const {
  // Every move changes (a, big sum, big count) in one of six ways that
  // depend only on the sizes involved being 1, 2 or more: decide each kind
  // once, then list its moves (pairs only from kinds that win).
  const MergeState s = merge_state(heaps_);
  const auto p_after = [&](std::int64_t da, std::int64_t dsum, std::int64_t dcount) {
    return state_is_p(static_cast<std::uint64_t>(static_cast<std::int64_t>(s.a) + da),
                      static_cast<std::uint64_t>(static_cast<std::int64_t>(s.big_sum) + dsum),
                      static_cast<std::uint64_t>(static_cast<std::int64_t>(s.big_count) + dcount),
                      s.sum_odd ^ ((dsum & 1) != 0));
  };
  std::vector<Move> out;
  const auto full = [&] { return out.size() >= limits::max_listed_moves; };
  std::vector<std::size_t> ones, bigs;
  for (std::size_t i = 0; i < heaps_.size(); ++i) (heaps_[i] == 1 ? ones : bigs).push_back(i);
  for (std::size_t i = 0; i < heaps_.size() && !full(); ++i) {
    const std::uint64_t h = heaps_[i];
    const bool wins = h == 1 ? p_after(-1, 0, 0) : h == 2 ? p_after(1, -2, -1) : p_after(0, -1, 0);
    if (wins && !repeats_take(i)) out.push_back(Move{take_label(i), after_take(i), take_action(i)});
  }
  const auto add_pairs = [&](const std::vector<std::size_t>& x, const std::vector<std::size_t>& y, bool same) {
    for (std::size_t p = 0; p < x.size() && !full(); ++p)
      for (std::size_t q = same ? p + 1 : 0; q < y.size() && !full(); ++q) {
        const std::size_t i = std::min(x[p], y[q]), j = std::max(x[p], y[q]);
        if (!repeats_merge(i, j)) out.push_back(Move{merge_label(i, j), after_merge(i, j), MoveAction::simple(ActionKind::merge, i, j)});
      }
  };
  if (ones.size() >= 2 && p_after(-2, 2, 1)) add_pairs(ones, ones, true);
  if (!ones.empty() && !bigs.empty() && p_after(-1, 1, 0)) add_pairs(ones, bigs, false);
  if (bigs.size() >= 2 && p_after(0, 0, -1)) add_pairs(bigs, bigs, true);
  return out;
}

Text MergeGame::theory() const {
  return Msg::theory_merge;
}

Result<std::unique_ptr<Component>> parse_merge(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "merge"}}});
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, Text{Msg::notation_too_many_heaps, {{"limit", limits::max_parts}}});
  std::vector<std::uint64_t> heaps;
  std::uint64_t total = 0;
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, Msg::what_heap_size));
    if (h == 0) return error_at(t.column, Msg::merge_zero_heap);
    if (h > limits::max_count - total)
      return error_at(t.column, Msg::merge_too_many_stones);
    total += h;
    heaps.push_back(h);
  }
  return std::unique_ptr<Component>(std::make_unique<MergeGame>(std::move(heaps), std::make_shared<MergeMemo>()));
}

}  // namespace sg
