#include "families/tutorial/moore.hpp"

#include <algorithm>
#include <bit>
#include <functional>

#include "families/nim/nim.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

namespace {

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
  if (a && b > UINT64_MAX / a) return UINT64_MAX;
  return a * b;
}

std::string heap_list(const std::vector<std::uint64_t>& heaps) {
  std::string s;
  for (std::uint64_t h : heaps) s += ' ' + std::to_string(h);
  return s;
}

// Every move to a P position, by Moore's proof read as a search: bits are
// fixed from the top. A heap is "untouched" while its bits so far equal the
// original's, and "free" once it is smaller (it dropped a 1 to 0 at some bit
// above); at most k heaps may be free. At bit b, with f heaps free and U
// untouched heaps having the bit, the move frees j untouched heaps with the
// bit (they get 0 there) and gives the bit to m of the f free heaps, so that
// U - j + m is divisible by k + 1. Such j and m always exist (Moore: either
// k + 1 - (U mod (k+1)) <= f, or j = U mod (k+1) fits in k - f), so every
// branch of the search ends in a move, and each move is found once (its
// heaps become free at their first differing bit).
//
// The search runs on an explicit stack of steps, never recursing: a choice
// of j heaps nests j steps deep, and j reaches the number of heaps (k = 2500
// on 2500 heaps), far beyond what a WebAssembly call stack holds.
class WinningSearch {
 public:
  WinningSearch(const std::vector<std::uint64_t>& heaps, std::uint64_t k, std::uint64_t most)
      : h_(heaps), k_(k), most_(most), free_(heaps.size(), 0) {
    for (std::uint64_t x : heaps)
      for (int b = 0; b < 64; ++b) column_[b] += x >> b & 1;
  }

  template <class Emit>
  bool run(Emit emit) {  // false when a cap cut the list short
    std::uint64_t top = 0;
    for (std::uint64_t x : h_) top |= x;
    if (top == 0) return true;
    std::vector<Step> stack;
    stack.push_back(Step{Step::descend, 63 - std::countl_zero(top)});
    while (!stack.empty()) {
      Step& s = stack.back();
      const std::size_t depth = stack.size();
      switch (s.kind) {
        case Step::descend: advance_descend(s, stack, emit); break;
        case Step::choose_freed: advance_freed(s, stack); break;
        case Step::choose_ones: advance_ones(s, stack); break;
      }
      // A step that pushed nothing is done (the reference s is then stale
      // only when something was pushed, and it is not used again).
      if (stack.size() == depth && stack.back().done) stack.pop_back();
    }
    return complete_;
  }

 private:
  // One level of the former recursion: descend(b), choose_freed(b, start,
  // need, m) or choose_ones(b, start, m), with its loop position `at` and
  // `entered` false until its first turn.
  struct Step {
    enum Kind : std::uint8_t { descend, choose_freed, choose_ones } kind;
    int b = 0;
    std::size_t start = 0;
    std::uint64_t need = 0, m = 0;
    std::uint64_t at = 0, last = 0, r = 0;  // loop position; descend: j_most and U mod (k+1)
    std::size_t saved = 0;                  // choose_ones with m = 0: freed_now_ to restore
    // choose_freed: untouched heaps with bit b from `at` on. A step with
    // fewer than `need` of them ends at once: without it, backtracking
    // out of a deep choice tries every subset (k = 2500 on 2500 heaps).
    std::uint64_t left = 0;
    bool entered = false, undo = false, done = false;
  };

  bool stopped() {
    if (found_ > 0 && (found_ >= most_ || work_ > kMooreListingWork)) {
      complete_ = false;
      return true;
    }
    return false;
  }

  template <class Emit>
  void advance_descend(Step& s, std::vector<Step>& stack, Emit& emit) {
    if (!s.entered) {
      s.entered = true;
      if (stopped()) return void(s.done = true);
      if (s.b < 0) {
        s.done = true;
        if (free_list_.empty()) return;  // the position itself: only when it is P
        std::vector<std::uint64_t> after = h_;
        for (std::size_t t = 0; t < free_list_.size(); ++t) after[free_list_[t]] = value_[t];
        ++found_;
        emit(after);
        return;
      }
      const std::uint64_t f = free_list_.size(), mod = k_ + 1;
      std::uint64_t ones = column_[s.b];
      for (std::size_t i : free_list_) ones -= h_[i] >> s.b & 1;  // untouched heaps with bit b
      s.r = ones % mod;
      s.left = ones;
      s.last = std::min(ones, k_ - f);
      s.at = 0;
    }
    const std::uint64_t f = free_list_.size(), mod = k_ + 1;
    for (; s.at <= s.last && !stopped(); ++s.at) {
      const std::uint64_t j = s.at;
      const std::uint64_t m = (j % mod + mod - s.r) % mod;  // m - j = -U (mod k+1)
      if (m > f) continue;
      ++s.at;
      Step freed{Step::choose_freed, s.b, 0, j, m};
      freed.left = s.left;
      stack.push_back(freed);
      return;
    }
    s.done = true;
  }

  // Frees `need` more untouched heaps with bit b set, from index `start` on.
  void advance_freed(Step& s, std::vector<Step>& stack) {
    if (!s.entered) {
      s.entered = true;
      if (s.need == 0) {  // then chooses the ones, in this step's place
        s = Step{Step::choose_ones, s.b, 0, 0, s.m};
        return;
      }
      s.at = s.start;
    }
    if (s.undo) {  // back from the heap chosen at s.at
      s.undo = false;
      --freed_now_;
      free_list_.pop_back();
      value_.pop_back();
      free_[s.at] = 0;
      --s.left;
      ++s.at;
    }
    for (; s.at < h_.size() && s.left >= s.need && !stopped(); ++s.at) {
      ++work_;
      const std::size_t i = s.at;
      if (free_[i] || !(h_[i] >> s.b & 1)) continue;
      free_[i] = 1;
      free_list_.push_back(i);
      value_.push_back(h_[i] >> s.b << s.b ^ std::uint64_t{1} << s.b);  // the bits above b, then 0
      ++freed_now_;
      s.undo = true;
      Step next{Step::choose_freed, s.b, i + 1, s.need - 1, s.m};
      next.left = s.left - 1;
      stack.push_back(next);
      return;
    }
    s.done = true;
  }

  // Sets bit b in `m` of the heaps that were free before bit b (the first
  // free_list_.size() - freed_now_ entries), from entry `start` on.
  void advance_ones(Step& s, std::vector<Step>& stack) {
    if (s.m == 0) {
      if (!s.entered) {
        s.entered = true;
        s.saved = freed_now_;
        freed_now_ = 0;
        stack.push_back(Step{Step::descend, s.b - 1});
        return;
      }
      freed_now_ = s.saved;
      s.done = true;
      return;
    }
    if (!s.entered) s.entered = true, s.at = s.start;
    if (s.undo) {
      s.undo = false;
      value_[s.at] &= ~(std::uint64_t{1} << s.b);
      ++s.at;
    }
    const std::size_t old_free = free_list_.size() - freed_now_;
    // Fewer entries left than bits to give: no move down this branch.
    for (; s.at + s.m <= old_free && !stopped(); ++s.at) {
      ++work_;
      value_[s.at] |= std::uint64_t{1} << s.b;
      s.undo = true;
      stack.push_back(Step{Step::choose_ones, s.b, static_cast<std::size_t>(s.at) + 1, 0, s.m - 1});
      return;
    }
    s.done = true;
  }

  const std::vector<std::uint64_t>& h_;
  std::uint64_t k_, most_;
  std::uint64_t column_[64] = {};
  std::vector<std::uint8_t> free_;
  std::vector<std::size_t> free_list_;  // free heaps, in the order they were freed
  std::vector<std::uint64_t> value_;    // their new values, bits below the current one still 0
  std::size_t freed_now_ = 0;           // entries of free_list_ freed at the current bit
  std::uint64_t found_ = 0, work_ = 0;
  bool complete_ = true;
};

// SG of every position below `heaps` (k >= 2): a table over the mixed-radix
// index of (d_0, ..., d_{m-1}), d_i <= heaps[i] (stride of heap i: the
// product of (heaps[j] + 1) for j < i); every option has a smaller index, so
// one pass in index order fills it.
std::vector<std::uint32_t> value_table(const std::vector<std::uint64_t>& heaps, std::uint64_t k) {
  const std::size_t m = heaps.size();
  std::vector<std::uint64_t> stride(m);
  std::uint64_t states = 1;
  for (std::size_t i = 0; i < m; ++i) stride[i] = states, states *= heaps[i] + 1;
  std::vector<std::uint32_t> table(static_cast<std::size_t>(states));
  std::vector<std::uint64_t> digit(m, 0);
  std::vector<Nimber> options;
  std::vector<std::uint8_t> scratch;
  // Every option of the position `digit` (index `at`): coordinates i.. decided.
  std::function<void(std::size_t, std::uint64_t, std::uint64_t)> gather = [&](std::size_t i, std::uint64_t index,
                                                                             std::uint64_t changed) {
    if (i == m) {
      if (changed) options.push_back(table[static_cast<std::size_t>(index)]);
      return;
    }
    gather(i + 1, index + digit[i] * stride[i], changed);
    if (changed < k)
      for (std::uint64_t v = 0; v < digit[i]; ++v) gather(i + 1, index + v * stride[i], changed + 1);
  };
  for (std::uint64_t at = 0; at < states; ++at) {
    for (std::size_t i = 0, rest = static_cast<std::size_t>(at); i < m; ++i) {
      digit[i] = rest % (heaps[i] + 1);
      rest /= static_cast<std::size_t>(heaps[i] + 1);
    }
    options.clear();
    gather(0, 0, 0);
    table[static_cast<std::size_t>(at)] = static_cast<std::uint32_t>(mex(options, scratch));
  }
  return table;
}

// Parts [from, to) joined by commas, as a balanced tree of list_comma: a
// move may change thousands of heaps, and rendering or freeing the Text
// recurses as deep as it nests.
template <class Part>
Text comma_list(std::size_t from, std::size_t to, const Part& part) {
  if (to - from == 1) return part(from);
  const std::size_t mid = from + (to - from) / 2;
  return Text{Msg::list_comma, {{"rest", comma_list(from, mid, part)}, {"next", comma_list(mid, to, part)}}};
}

std::vector<std::uint64_t> nonempty(const std::vector<std::uint64_t>& heaps) {
  std::vector<std::uint64_t> out;
  for (std::uint64_t h : heaps)
    if (h) out.push_back(h);
  return out;
}

}  // namespace

bool moore_is_p(std::uint64_t k, const std::vector<std::uint64_t>& heaps) {
  for (int b = 0; b < 64; ++b) {
    std::uint64_t ones = 0;
    for (std::uint64_t h : heaps) ones += h >> b & 1;
    if (ones % (k + 1)) return false;
  }
  return true;
}

std::uint64_t MooreGame::effective_k() const {
  std::uint64_t n = 0;
  for (std::uint64_t h : heaps_) n += h != 0;
  return std::min(k_, n);
}

std::string MooreGame::notation() const { return "moore(" + std::to_string(k_) + ")" + heap_list(heaps_); }

std::string MooreGame::canonical_key() const {
  // Nim_k on n non-empty heaps is Nim_min(k, n); heap order and empty heaps
  // do not matter.
  auto heaps = nonempty(heaps_);
  std::sort(heaps.begin(), heaps.end());
  return "moore(" + std::to_string(effective_k()) + ")" + heap_list(heaps);
}

// The cap a position of k >= 2 passes (nullptr within both): the states at
// or below it that the SG search tabulates, and the options it examines.
const char* MooreGame::missing_value_cap() const {
  std::uint64_t states = 1, work = 1;
  for (std::uint64_t h : nonempty(heaps_)) {
    states = saturating_mul(states, h + 1);
    // (h + 1)(h + 2) / 2 positions at or below h, halving the even factor.
    work = saturating_mul(work, h % 2 ? saturating_mul((h + 1) / 2, h + 2) : saturating_mul(h + 1, (h + 2) / 2));
  }
  if (states > kMooreValueStates) return "maxMooreValueStates";
  if (work > kMooreValueWork) return "maxMooreValueWork";
  return nullptr;
}

bool MooreGame::has_value() const { return effective_k() <= 1 || missing_value_cap() == nullptr; }

Value MooreGame::value() const {
  // Nim_1 (or one heap) is Nim: Bouton's theorem.
  if (effective_k() <= 1) {
    Nimber x = 0;
    for (std::uint64_t h : heaps_) x ^= h;
    return Value::finite(x);
  }
  auto heaps = nonempty(heaps_);
  std::sort(heaps.begin(), heaps.end());
  return Value::finite(value_table(heaps, effective_k()).back());
}

Move MooreGame::move_to(const std::vector<std::uint64_t>& after) const {
  MoveAction action;
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    if (after[i] != heaps_[i]) changed.push_back(i);
  // "take 1 from heap 1, 2 from heap 3 and 1 from heap 4", built as nested
  // Texts so that each language joins the takes its own way.
  const auto part = [&](std::size_t t) {
    const std::size_t i = changed[t];
    return Text{Msg::move_moore_part, {{"amount", heaps_[i] - after[i]}, {"heap", i + 1}}};
  };
  Text takes = part(changed.size() - 1);
  if (changed.size() > 1)
    takes = Text{Msg::list_and, {{"rest", comma_list(0, changed.size() - 1, part)}, {"last", std::move(takes)}}};
  Text label{Msg::move_moore_take, {{"takes", std::move(takes)}}};
  if (changed.size() == 1) {
    const std::size_t i = changed[0];
    action = MoveAction::take(i, heaps_[i] - after[i], &after[i], after[i] ? 1 : 0);
  } else {
    action.kind = ActionKind::take_many;
    for (std::size_t i : changed) action.runs.insert(action.runs.end(), {i, heaps_[i] - after[i]});
  }
  return Move{std::move(label), std::make_unique<MooreGame>(k_, after), std::move(action)};
}

void MooreGame::for_each_option(const std::function<void(const std::vector<std::uint64_t>&, std::uint64_t)>& fn) const {
  // Rules: every choice of new sizes, at most k of them smaller. Only the
  // non-empty heaps are chosen over, so the recursion is as deep as they
  // are many: at most 64 when the options number fewer than 2^64, as they
  // do whenever they are listed.
  std::vector<std::size_t> live;
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    if (heaps_[i]) live.push_back(i);
  std::vector<std::uint64_t> after = heaps_;
  std::function<void(std::size_t, std::uint64_t, std::uint64_t, std::uint64_t)> pick =
      [&](std::size_t t, std::uint64_t index, std::uint64_t stride, std::uint64_t changed) {
        if (t == live.size()) {
          if (changed) fn(after, index);
          return;
        }
        const std::size_t i = live[t];
        const std::uint64_t next = stride * (heaps_[i] + 1);
        pick(t + 1, index + heaps_[i] * stride, next, changed);
        if (changed < k_)
          for (std::uint64_t v = 0; v < heaps_[i]; ++v) {
            after[i] = v;
            pick(t + 1, index + v * stride, next, changed + 1);
          }
        after[i] = heaps_[i];
      };
  pick(0, 0, 1, 0);
}

std::vector<Move> MooreGame::moves() const {
  std::vector<Move> out;
  for_each_option([&](const std::vector<std::uint64_t>& after, std::uint64_t) { out.push_back(move_to(after)); });
  return out;
}

std::uint64_t MooreGame::option_bound() const {
  std::uint64_t all = 1;
  for (std::uint64_t h : heaps_) all = saturating_mul(all, h == UINT64_MAX ? h : h + 1);
  return all == UINT64_MAX ? all : all - 1;
}

Outcome MooreGame::outcome() const { return moore_is_p(effective_k(), heaps_) ? Outcome::P : Outcome::N; }

std::vector<Move> MooreGame::list_winning(std::uint64_t most, bool& complete) const {
  std::vector<Move> out;
  complete = true;
  if (outcome() == Outcome::P) return out;
  WinningSearch search(heaps_, effective_k(), most);
  complete = search.run([&](const std::vector<std::uint64_t>& after) { out.push_back(move_to(after)); });
  return out;
}

std::vector<Move> MooreGame::winning_moves() const { return winning_moves_within(UINT64_MAX); }

std::vector<Move> MooreGame::winning_moves_within(std::uint64_t wanted) const {
  // Each result copies the heaps and writes them out: the listing caps, and
  // one more than the caller lists tells it that the list goes on.
  const std::uint64_t most =
      std::min(limits::listed_moves_within(heaps_.size() * 28 + 16), wanted == UINT64_MAX ? wanted : wanted + 1);
  bool complete = true;
  auto out = list_winning(most, complete);
  listed_all_ = complete;
  return out;
}

std::vector<Move> MooreGame::moves_to_within(Nimber target, std::uint64_t most) const {
  if (target == 0 && !(has_value() && effective_k() <= 1)) return winning_moves_within(most);
  return moves_to(target);
}

std::vector<Move> MooreGame::moves_to(Nimber target) const {
  if (target == 0 && !(has_value() && effective_k() <= 1)) {
    // A P option is an option of value 0: Moore's theorem lists them.
    return winning_moves();
  }
  if (!has_value()) return {};
  if (effective_k() <= 1) {
    // Nim: Bouton's theorem, heap i becomes h_i ^ d.
    Nimber x = 0;
    for (std::uint64_t h : heaps_) x ^= h;
    const Nimber d = x ^ target;
    std::vector<Move> out;
    for (std::size_t i = 0; i < heaps_.size() && d; ++i)
      if ((heaps_[i] ^ d) < heaps_[i]) {
        auto after = heaps_;
        after[i] ^= d;
        out.push_back(move_to(after));
      }
    listed_all_ = true;
    return out;
  }
  // One table for every option, rather than a search per option (each a
  // table of its own: quadratic in the positions).
  // Over the non-empty heaps in their order: an empty heap's stride factor
  // is 1, so the indices for_each_option() gives are the same.
  const std::vector<std::uint32_t> table = value_table(nonempty(heaps_), effective_k());
  std::vector<Move> out;
  for_each_option([&](const std::vector<std::uint64_t>& after, std::uint64_t index) {
    if (table[static_cast<std::size_t>(index)] == target) out.push_back(move_to(after));
  });
  listed_all_ = true;
  return out;
}

bool MooreGame::lists_every_move_to(Nimber target) const {
  if (target != 0 || (has_value() && effective_k() <= 1)) return true;
  if (!listed_all_) (void)winning_moves();
  return *listed_all_;
}

Text MooreGame::theory() const {
  const Msg more = k_ == 1                ? Msg::theory_moore_nim1
                   : effective_k() <= 1   ? Msg::theory_moore_one_heap
                   : has_value()          ? Msg::theory_by_search
                                          : Msg::theory_out_of_search;
  return Text{Msg::clauses, {{"clauses", std::vector<Text>{Text{Msg::theory_moore, {{"k", k_}, {"modulus", k_ + 1}}},
                                                           Text{more}}}}};
}

ComponentShape MooreGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = heaps_;
  return s;
}

Result<std::unique_ptr<Component>> MooreGame::apply(const MoveAction& a) const {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> takes;  // heap, amount
  if (a.kind == ActionKind::take) {
    takes.emplace_back(a.at, a.amount);
  } else if (a.kind == ActionKind::take_many) {
    if (a.runs.empty() || a.runs.size() % 2) return error_of(Msg::moore_apply_at_least_one);
    for (std::size_t t = 0; t < a.runs.size(); t += 2) takes.emplace_back(a.runs[t], a.runs[t + 1]);
  } else {
    return error_of(Msg::moore_apply_kind);
  }
  if (takes.size() > k_)
    return error_of(Text{Msg::moore_apply_too_many, {{"k", k_}}});
  auto after = heaps_;
  for (std::size_t t = 0; t < takes.size(); ++t) {
    const auto [heap, amount] = takes[t];
    if (heap >= heaps_.size()) return error_of(Text{Msg::no_heap, {{"heap", heap + 1}}});
    if (t && heap <= takes[t - 1].first) return error_of(Msg::moore_apply_order);
    if (amount == 0 || amount > heaps_[heap])
      return error_of(Text{Msg::moore_apply_amount, {{"heap", heap + 1}, {"size", heaps_[heap]}, {"amount", amount}}});
    after[heap] -= amount;
  }
  Move m = move_to(after);
  if (a.kind == ActionKind::take && !m.action.same_as(a))
    return error_of(Text{Msg::heap_left_is, {{"left", after[a.at]}}});
  return std::move(m.to);
}

Result<std::unique_ptr<Component>> parse_moore(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::moore_needs_k);
  SG_TRY(k, parse_count(*syn.rule, Msg::what_heap_count_k));
  if (k == 0) return error_at(syn.rule->column, Msg::moore_k_zero);
  SG_TRY(heaps, parse_heaps(syn));
  return std::unique_ptr<Component>(std::make_unique<MooreGame>(k, std::move(heaps)));
}

}  // namespace sg
