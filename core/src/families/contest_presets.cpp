#include "families/contest_presets.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <span>
#include <unordered_map>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"
#include "text_scan.hpp"

namespace sg {

// ════ Game on Sequence ═════════════════════════════════════════════════

struct SequenceData {
  std::vector<std::uint8_t> values;
  std::vector<std::uint32_t> grundy;                        // per index
  std::vector<std::vector<std::uint32_t>> positions;        // per value, ascending
  std::unordered_map<std::uint64_t, std::uint32_t> where;   // (value, SG) -> index
};

namespace {

std::uint64_t value_grundy_key(std::uint32_t value, std::uint32_t g) {
  return (static_cast<std::uint64_t>(g) << 8) | value;
}

// The 9 values at Hamming distance <= 1 from v (v itself first).
std::array<std::uint8_t, 9> neighbours(std::uint8_t v) {
  std::array<std::uint8_t, 9> out{};
  out[0] = v;
  for (int b = 0; b < 8; ++b) out[static_cast<std::size_t>(b + 1)] = static_cast<std::uint8_t>(v ^ (1u << b));
  return out;
}

std::shared_ptr<const SequenceData> make_sequence_data(std::vector<std::uint8_t> values) {
  auto d = std::make_shared<SequenceData>();
  const std::size_t n = values.size();
  d->grundy.assign(n, 0);
  d->positions.assign(256, {});
  // count[v][g]: how many of v's 9 neighbour values already have an index
  // (to the right) of SG g; mex[v] = first g with count 0. Sets only grow
  // right to left, so each mex only moves up: O(9n) amortised.
  std::vector<std::vector<std::uint8_t>> count(256);
  std::vector<std::uint32_t> mex(256, 0);
  for (std::size_t i = n; i-- > 0;) {
    const std::uint8_t v = values[i];
    const std::uint32_t g = mex[v];
    d->grundy[i] = g;
    for (std::uint8_t w : neighbours(v)) {
      auto& c = count[w];
      if (c.size() <= g) c.resize(static_cast<std::size_t>(g) + 1, 0);
      ++c[g];
      while (mex[w] < c.size() && c[mex[w]] > 0) ++mex[w];
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    d->positions[values[i]].push_back(static_cast<std::uint32_t>(i));
    d->where.emplace(value_grundy_key(values[i], d->grundy[i]), static_cast<std::uint32_t>(i));
  }
  d->values = std::move(values);
  return d;
}

}  // namespace

const std::vector<std::uint32_t>& SequenceGame::index_values() const { return data_->grundy; }

SequenceGame SequenceGame::appended(std::uint8_t value) const {
  auto values = data_->values;
  values.push_back(value);
  return SequenceGame(make_sequence_data(std::move(values)), tokens_);
}

std::string SequenceGame::notation() const {
  std::string s = "seqgame(";
  for (std::size_t i = 0; i < data_->values.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(data_->values[i]);
  }
  s += ')';
  for (std::uint32_t t : tokens_) s += ' ' + std::to_string(t);
  return s;
}

Value SequenceGame::value() const {
  Nimber x = 0;
  for (std::uint32_t t : tokens_) x ^= data_->grundy[t];
  return Value::finite(x);
}

Move SequenceGame::jump(std::size_t token, std::uint32_t to) const {
  auto next = tokens_;
  next[token] = to;
  const std::string from = std::to_string(tokens_[token]);
  std::string label = tokens_.size() == 1
                          ? "move the token from index " + from + " to " + std::to_string(to)
                          : "move token " + std::to_string(token + 1) + " from index " + from + " to " +
                                std::to_string(to);
  return Move{std::move(label), std::make_unique<SequenceGame>(data_, std::move(next))};
}

std::vector<Move> SequenceGame::moves() const {
  std::vector<Move> out;
  const auto& a = data_->values;
  for (std::size_t k = 0; k < tokens_.size(); ++k)
    for (std::size_t j = tokens_[k] + std::size_t{1}; j < a.size(); ++j)
      if (std::popcount(static_cast<unsigned>(a[tokens_[k]] ^ a[j])) <= 1)
        out.push_back(jump(k, static_cast<std::uint32_t>(j)));
  return out;
}

std::uint64_t SequenceGame::option_bound() const {
  std::uint64_t total = 0;
  for (std::uint32_t t : tokens_)
    for (std::uint8_t w : neighbours(data_->values[t])) {
      const auto& p = data_->positions[w];
      total += static_cast<std::uint64_t>(p.end() - std::upper_bound(p.begin(), p.end(), t));
    }
  return total;
}

std::vector<Move> SequenceGame::moves_to(Nimber target) const {
  // For one value w and one SG g there is at most one index (a later
  // occurrence of w can always be reached from an earlier one, so their SG
  // values differ): each token has at most 9 candidate targets.
  const Nimber x = value().nimber;
  std::vector<Move> out;
  for (std::size_t k = 0; k < tokens_.size(); ++k) {
    const std::uint32_t i = tokens_[k];
    const Nimber want = x ^ data_->grundy[i] ^ target;
    if (want > UINT32_MAX) continue;
    std::vector<std::uint32_t> targets;
    for (std::uint8_t w : neighbours(data_->values[i])) {
      auto it = data_->where.find(value_grundy_key(w, static_cast<std::uint32_t>(want)));
      if (it != data_->where.end() && it->second > i) targets.push_back(it->second);
    }
    std::sort(targets.begin(), targets.end());
    for (std::uint32_t j : targets) {
      out.push_back(jump(k, j));
      if (out.size() >= limits::max_listed_moves) return out;
    }
  }
  return out;
}

std::vector<Part> SequenceGame::parts() const {
  std::vector<Part> out;
  for (std::size_t k = 0; k < tokens_.size(); ++k)
    out.push_back(Part{"token " + std::to_string(k + 1) + " at index " + std::to_string(tokens_[k]),
                       Value::finite(data_->grundy[tokens_[k]])});
  return out;
}

std::string SequenceGame::theory() const {
  return "Sprague-Grundy theorem: SG(i) = mex of SG(j) over j > i with a_j one bit or less from a_i, "
         "computed right to left with an incremental mex per value (O(9n)); tokens add by XOR";
}

Result<std::unique_ptr<Component>> parse_seqgame(const ComponentSyntax& syn) {
  if (!syn.rule || (split_list(*syn.rule).size() == 1 && split_list(*syn.rule)[0].text.empty()))
    return error_at(syn.rule ? syn.rule->column : syn.family.column,
                    "seqgame needs its sequence in parentheses, e.g. seqgame(3,5,1,4) 0");
  const auto items = split_list(*syn.rule);
  if (items.size() > contest_limits::max_sequence)
    return error_at(syn.rule->column, "the sequence is too long (the limit is " +
                                          std::to_string(contest_limits::max_sequence) + " values)");
  std::vector<std::uint8_t> values;
  values.reserve(items.size());
  for (const Token& t : items) {
    SG_TRY(v, parse_count(t, "sequence value", 255));
    values.push_back(static_cast<std::uint8_t>(v));
  }
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, "too many tokens (the limit is " + std::to_string(limits::max_parts) + ")");
  std::vector<std::uint32_t> tokens;
  for (const Token& t : syn.args) {
    SG_TRY(i, parse_count(t, "token index"));
    if (i >= values.size())
      return error_at(t.column, "token index " + quote_excerpt(t.text) + " is past the end of the sequence (indices are 0.." +
                                    std::to_string(values.size() - 1) + ")");
    tokens.push_back(static_cast<std::uint32_t>(i));
  }
  return std::unique_ptr<Component>(
      std::make_unique<SequenceGame>(make_sequence_data(std::move(values)), std::move(tokens)));
}

// ════ Stones at the ends ═══════════════════════════════════════════════

namespace {

// L and R of a whole row (see the header), by the ZJOI2009 recurrence over
// segment lengths, keeping one length at a time: O(n^2) time, O(n) memory.
std::pair<std::uint64_t, std::uint64_t> end_values(std::span<const std::uint64_t> a) {
  const std::size_t m = a.size();
  if (m == 0) return {0, 0};
  std::vector<std::uint64_t> L(a.begin(), a.end()), R(a.begin(), a.end());
  const auto extend = [](std::uint64_t x, std::uint64_t same, std::uint64_t other) {
    // x added at the far end of a segment whose values towards x's side are
    // `other` and on the opposite side `same`.
    if (x == other) return std::uint64_t{0};
    if ((x < same && x < other) || (x > same && x > other)) return x;
    if (same <= x && x < other) return x + 1;
    return x - 1;
  };
  for (std::size_t len = 2; len <= m; ++len)
    for (std::size_t i = 0; i + len <= m; ++i) {
      const std::size_t j = i + len - 1;
      const std::uint64_t l = extend(a[j], L[i], R[i]);          // segment i..j-1 plus a_j
      const std::uint64_t r = extend(a[i], R[i + 1], L[i + 1]);  // a_i plus segment i+1..j
      L[i] = l, R[i] = r;
    }
  return {L[0], R[0]};
}

}  // namespace

bool ends_row_is_p(const std::vector<std::uint64_t>& row) {
  if (row.empty()) return true;
  return end_values(std::span<const std::uint64_t>(row).subspan(1)).first == row[0];
}

struct EndsBase {
  std::vector<std::uint64_t> a;
  bool small = false;  // SG tables within contest_limits::max_ends_work
  bool built = false;
  std::vector<std::uint32_t> offset;  // segment i<j -> its table in `table`
  std::vector<std::uint32_t> table;   // SG of (i, j, x, y) at offset + x*(a_j+1) + y

  std::uint32_t get(std::uint32_t i, std::uint32_t j, std::uint64_t x, std::uint64_t y) const {
    if (i == j) return static_cast<std::uint32_t>(x);
    const std::size_t n = a.size();
    return table[offset[i * n + j] + static_cast<std::size_t>(x * (a[j] + 1) + y)];
  }

  void build() {
    if (built) return;
    built = true;
    const std::size_t n = a.size();
    offset.assign(n * n, 0);
    std::size_t total = 0;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j)
        offset[i * n + j] = static_cast<std::uint32_t>(total), total += static_cast<std::size_t>((a[i] + 1) * (a[j] + 1));
    table.assign(total, 0);
    std::vector<Nimber> options;
    std::vector<std::uint8_t> scratch;
    for (std::size_t len = 2; len <= n; ++len)
      for (std::uint32_t i = 0; i + len <= n; ++i) {
        const auto j = static_cast<std::uint32_t>(i + len - 1);
        for (std::uint64_t x = 1; x <= a[i]; ++x)
          for (std::uint64_t y = 1; y <= a[j]; ++y) {
            options.clear();
            for (std::uint64_t t = 1; t < x; ++t) options.push_back(get(i, j, t, y));
            options.push_back(i + 1 == j ? y : get(i + 1, j, a[i + 1], y));
            for (std::uint64_t t = 1; t < y; ++t) options.push_back(get(i, j, x, t));
            options.push_back(i + 1 == j ? x : get(i, j - 1, x, a[j - 1]));
            table[offset[i * n + j] + static_cast<std::size_t>(x * (a[j] + 1) + y)] =
                static_cast<std::uint32_t>(mex(options, scratch));
          }
      }
  }
};

std::vector<std::uint64_t> EndsGame::heaps() const {
  if (first_ > last_) return {};
  if (first_ == last_) return {left_};
  std::vector<std::uint64_t> out{left_};
  out.insert(out.end(), base_->a.begin() + first_ + 1, base_->a.begin() + last_);
  out.push_back(right_);
  return out;
}

std::string EndsGame::notation() const {
  std::string s = "ends";
  for (std::uint64_t h : heaps()) s += ' ' + std::to_string(h);
  return s;
}

bool EndsGame::has_value() const { return base_->small; }

Value EndsGame::value() const {
  if (first_ > last_) return Value::finite(0);
  base_->build();
  return Value::finite(base_->get(first_, last_, left_, right_));
}

std::unique_ptr<EndsGame> EndsGame::with_left(std::uint64_t stones) const {
  if (first_ == last_) return std::make_unique<EndsGame>(base_, stones ? first_ : first_ + 1, last_, stones, stones);
  if (stones) return std::make_unique<EndsGame>(base_, first_, last_, stones, right_);
  if (first_ + 1 == last_) return std::make_unique<EndsGame>(base_, last_, last_, right_, right_);
  return std::make_unique<EndsGame>(base_, first_ + 1, last_, base_->a[first_ + 1], right_);
}

std::unique_ptr<EndsGame> EndsGame::with_right(std::uint64_t stones) const {
  if (first_ == last_) return with_left(stones);
  if (stones) return std::make_unique<EndsGame>(base_, first_, last_, left_, stones);
  if (first_ + 1 == last_) return std::make_unique<EndsGame>(base_, first_, first_, left_, left_);
  return std::make_unique<EndsGame>(base_, first_, last_ - 1, left_, base_->a[last_ - 1]);
}

bool EndsGame::constant_row() const {
  if (first_ >= last_ || left_ != right_) return false;
  for (std::uint32_t i = first_ + 1; i < last_; ++i)
    if (base_->a[i] != left_) return false;
  return true;
}

std::vector<Move> EndsGame::moves() const {
  std::vector<Move> out;
  if (first_ > last_) return out;
  const bool one = first_ == last_;
  for (std::uint64_t t = left_; t-- > 0;)
    out.push_back(Move{"take " + std::to_string(left_ - t) + (one ? " from the heap" : " from the left heap"),
                       with_left(t)});
  // In a row of equal heaps, emptying either end leaves the same row.
  const bool mirrored_pair = constant_row();
  if (!one)
    for (std::uint64_t t = right_; t-- > (mirrored_pair ? 1 : 0);)
      out.push_back(Move{"take " + std::to_string(right_ - t) + " from the right heap", with_right(t)});
  return out;
}

std::uint64_t EndsGame::option_bound() const {
  if (first_ > last_) return 0;
  if (first_ == last_) return left_;
  return left_ > UINT64_MAX - right_ ? UINT64_MAX : left_ + right_;
}

Outcome EndsGame::outcome() const { return ends_row_is_p(heaps()) ? Outcome::P : Outcome::N; }

std::vector<Move> EndsGame::winning_moves() const {
  // The P-making size at each end is unique (two of them would be one move
  // apart), so there is at most one winning move per end.
  std::vector<Move> out;
  const auto row = heaps();
  if (row.empty()) return out;
  const std::span<const std::uint64_t> r(row);
  if (row.size() == 1) {
    out.push_back(Move{"take " + std::to_string(left_) + " from the heap", with_left(0)});
    return out;
  }
  const std::uint64_t l = end_values(r.subspan(1)).first;
  if (l < left_) out.push_back(Move{"take " + std::to_string(left_ - l) + " from the left heap", with_left(l)});
  const std::uint64_t rr = end_values(r.first(row.size() - 1)).second;
  if (rr < right_ && !(rr == 0 && l == 0 && constant_row()))
    out.push_back(Move{"take " + std::to_string(right_ - rr) + " from the right heap", with_right(rr)});
  return out;
}

std::string EndsGame::theory() const {
  return "ZJOI2009 end-values DP: L(row) is the unique left heap making the row P; a_1 row is P iff "
         "a_1 = L(row) (O(n^2)); SG values by exhaustive search on small rows";
}

Result<std::unique_ptr<Component>> parse_ends(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, "ends takes no rule in parentheses");
  if (syn.args.size() > contest_limits::max_ends_heaps)
    return error_at(syn.family.column, "too many heaps for ends (the limit is " +
                                           std::to_string(contest_limits::max_ends_heaps) + ")");
  auto base = std::make_shared<EndsBase>();
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, "heap size"));
    if (h == 0) return error_at(t.column, "heap size \"0\" is not allowed: an emptied heap is removed from the row");
    base->a.push_back(h);
  }
  // Work of the SG tables: sum over i < j of (a_i+1)(a_j+1)(a_i+a_j),
  // saturating, against the budget.
  std::uint64_t work = 0;
  const std::uint64_t budget = contest_limits::max_ends_work;
  const std::size_t n = base->a.size();
  for (std::size_t i = 0; i < n && work <= budget; ++i)
    for (std::size_t j = i + 1; j < n && work <= budget; ++j) {
      const std::uint64_t x = base->a[i], y = base->a[j];
      if (x > budget || y > budget) work = budget + 1;
      else work += (x + 1) * (y + 1) * (x + y);
    }
  base->small = work <= budget;
  const auto last = static_cast<std::uint32_t>(n ? n - 1 : 0);
  const std::uint32_t first = n ? 0 : 1;
  const std::uint64_t left = n ? base->a.front() : 0, right = n ? base->a.back() : 0;
  return std::unique_ptr<Component>(std::make_unique<EndsGame>(std::move(base), first, last, left, right));
}

// ════ Take-or-merge ════════════════════════════════════════════════════

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
std::string take_label(std::size_t i) { return "take 1 from heap " + std::to_string(i + 1); }
std::string merge_label(std::size_t i, std::size_t j) {
  return "merge heaps " + std::to_string(i + 1) + " and " + std::to_string(j + 1);
}
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
    if (!repeats_take(i)) out.push_back(Move{take_label(i), after_take(i)});
  for (std::size_t i = 0; i < heaps_.size(); ++i)
    for (std::size_t j = i + 1; j < heaps_.size(); ++j)
      if (!repeats_merge(i, j)) out.push_back(Move{merge_label(i, j), after_merge(i, j)});
  return out;
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
    if (wins && !repeats_take(i)) out.push_back(Move{take_label(i), after_take(i)});
  }
  const auto add_pairs = [&](const std::vector<std::size_t>& x, const std::vector<std::size_t>& y, bool same) {
    for (std::size_t p = 0; p < x.size() && !full(); ++p)
      for (std::size_t q = same ? p + 1 : 0; q < y.size() && !full(); ++q) {
        const std::size_t i = std::min(x[p], y[q]), j = std::max(x[p], y[q]);
        if (!repeats_merge(i, j)) out.push_back(Move{merge_label(i, j), after_merge(i, j)});
      }
  };
  if (ones.size() >= 2 && p_after(-2, 2, 1)) add_pairs(ones, ones, true);
  if (!ones.empty() && !bigs.empty() && p_after(-1, 1, 0)) add_pairs(ones, bigs, false);
  if (bigs.size() >= 2 && p_after(0, 0, -1)) add_pairs(bigs, bigs, true);
  return out;
}

std::string MergeGame::theory() const {
  return "take-or-merge: with a 1-heaps and b = sum of (size+1) over bigger heaps - 1, P iff b in {0,2} and "
         "a = 0 mod 3, or b >= 4 with a and b even (b = 3: N); SG values by exhaustive search on small positions";
}

Result<std::unique_ptr<Component>> parse_merge(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, "merge takes no rule in parentheses");
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, "too many heaps (the limit is " + std::to_string(limits::max_parts) + ")");
  std::vector<std::uint64_t> heaps;
  std::uint64_t total = 0;
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, "heap size"));
    if (h == 0) return error_at(t.column, "heap size \"0\" is not allowed: an emptied heap is removed");
    if (h > limits::max_count - total)
      return error_at(t.column, "the heaps hold too many stones in all (merging must stay below 2^63)");
    total += h;
    heaps.push_back(h);
  }
  return std::unique_ptr<Component>(std::make_unique<MergeGame>(std::move(heaps), std::make_shared<MergeMemo>()));
}

}  // namespace sg
