#include "families/contest/ends.hpp"

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
    out.push_back(Move{Text{one ? Msg::move_ends_take : Msg::move_ends_take_left, {{"amount", left_ - t}}},
                       with_left(t), MoveAction::simple(ActionKind::end, 0, left_ - t)});
  // In a row of equal heaps, emptying either end leaves the same row.
  const bool mirrored_pair = constant_row();
  if (!one)
    for (std::uint64_t t = right_; t-- > (mirrored_pair ? 1 : 0);)
      out.push_back(Move{Text{Msg::move_ends_take_right, {{"amount", right_ - t}}}, with_right(t),
                         MoveAction::simple(ActionKind::end, 1, right_ - t)});
  return out;
}

ComponentShape EndsGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::heaps;
  s.numbers = heaps();
  return s;
}

Result<std::unique_ptr<Component>> EndsGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::end) return error_of(Msg::ends_move_kind);
  if (first_ > last_) return error_of(Msg::ends_empty_row);
  const bool right = a.at != 0 && first_ != last_;
  const std::uint64_t h = right ? right_ : left_;
  if (a.amount == 0 || a.amount > h)
    return error_of(Text{right ? Msg::ends_cannot_take_right : Msg::ends_cannot_take_left, {{"size", h}, {"amount", a.amount}}});
  return std::unique_ptr<Component>(right ? with_right(h - a.amount) : with_left(h - a.amount));
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
    out.push_back(Move{Text{Msg::move_ends_take, {{"amount", left_}}}, with_left(0),
                       MoveAction::simple(ActionKind::end, 0, left_)});
    return out;
  }
  const std::uint64_t l = end_values(r.subspan(1)).first;
  if (l < left_)
    out.push_back(Move{Text{Msg::move_ends_take_left, {{"amount", left_ - l}}}, with_left(l),
                       MoveAction::simple(ActionKind::end, 0, left_ - l)});
  const std::uint64_t rr = end_values(r.first(row.size() - 1)).second;
  if (rr < right_ && !(rr == 0 && l == 0 && constant_row()))
    out.push_back(Move{Text{Msg::move_ends_take_right, {{"amount", right_ - rr}}}, with_right(rr),
                       MoveAction::simple(ActionKind::end, 1, right_ - rr)});
  return out;
}

Text EndsGame::theory() const {
  return Msg::theory_ends;
}

Result<std::unique_ptr<Component>> parse_ends(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "ends"}}});
  if (syn.args.size() > contest_limits::max_ends_heaps)
    return error_at(syn.family.column, Text{Msg::ends_too_many_heaps, {{"limit", contest_limits::max_ends_heaps}}});
  auto base = std::make_shared<EndsBase>();
  for (const Token& t : syn.args) {
    SG_TRY(h, parse_count(t, Msg::what_heap_size));
    if (h == 0) return error_at(t.column, Msg::ends_zero_heap);
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

}  // namespace sg
