#include "families/heaps/subtraction.hpp"

#include <algorithm>
#include <set>

#include "families/nim/nim.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

namespace {

void emit_take(std::uint64_t heap, std::uint64_t to, const HeapRule::OptionSink& sink) {
  const std::uint64_t piece[1] = {to};
  sink("take " + std::to_string(heap - to), std::span<const std::uint64_t>(piece, to ? 1 : 0));
}

// Column just after the family name: where "(rule)" should have been.
std::uint32_t after_family(const ComponentSyntax& syn) {
  return syn.family.column + static_cast<std::uint32_t>(syn.family.text.size());
}

}  // namespace

// ---------------------------------------------------------------- bash(m)

std::string BashRule::theory() const {
  return "Bachet's game: SG(n) = n mod (m+1) = n mod " + std::to_string(m_ + 1) +
         ", since the options of n are exactly n-1, ..., n-m";
}

Nimber BashRule::grundy(std::uint64_t heap) const { return heap % (m_ + 1); }

void BashRule::options(std::uint64_t heap, const OptionSink& sink) const {
  const std::uint64_t most = std::min(m_, heap);
  for (std::uint64_t k = 1; k <= most; ++k) emit_take(heap, heap - k, sink);
}

std::uint64_t BashRule::option_bound(std::uint64_t heap) const { return std::min(m_, heap); }

void BashRule::options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const {
  // The options n-1, ..., n-min(m,n) are fewer than m+1 consecutive numbers,
  // so at most one of them is = target mod (m+1): the largest one below n.
  if (heap == 0 || target > m_) return;
  const std::uint64_t r = (heap - 1) % (m_ + 1);
  const std::uint64_t back = r >= target ? r - target : r + (m_ + 1) - target;
  if (back > heap - 1 || back + 1 > m_) return;
  emit_take(heap, heap - 1 - back, sink);
}

// ---------------------------------------------------------------- sub(S)

SubtractionRule::SubtractionRule(std::vector<std::uint64_t> set)
    : input_order_(set), sorted_(set), sequence_(std::move(set)) {
  std::sort(sorted_.begin(), sorted_.end());
}

std::string SubtractionRule::notation() const {
  std::string s = "sub(";
  for (std::size_t i = 0; i < input_order_.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(input_order_[i]);
  }
  return s + ')';
}

const SubtractionPeriod* SubtractionRule::period() const {
  if (!period_ && !searched_) {
    searched_ = true;
    auto p = sequence_.find_period({}, max_subtraction_parse_work);
    if (p.ok()) period_ = *p;
  }
  return period_ ? &*period_ : nullptr;
}

std::string SubtractionRule::theory() const {
  const SubtractionPeriod* p = period();
  if (!p)
    return "subtraction game: SG(n) = mex{SG(n-s) : s in S}, by the mex rule (no period found within the first " +
           std::to_string(sequence_.search_cap(max_subtraction_parse_work)) + " values)";
  return subtraction_period_reason(p->start, p->length, sequence_.window());
}

Theorem SubtractionRule::theorem() const { return period() ? Theorem::subtraction_period : Theorem::mex; }

// The words of a proven period, the same in theory() and in the sequence's.
std::string subtraction_period_reason(std::uint64_t start, std::uint64_t length, std::uint64_t window) {
  return "subtraction game: SG(n) = mex{SG(n-s) : s in S}, period " + std::to_string(length) + " from heap " +
         std::to_string(start) + ", proven: each value depends only on the max(S) = " + std::to_string(window) +
         " values before it, and " + std::to_string(window) + " consecutive values repeat from heap " +
         std::to_string(start);
}

Result<bool> SubtractionRule::supports(std::uint64_t heap) const {
  // Called by the parser, so it stays cheap: a heap within reach of direct
  // computation (max_subtraction_work steps) is valued on first use; a
  // larger one needs the period, searched here with
  // max_subtraction_parse_work steps only.
  if (heap < sequence_.computed() || heap < sequence_.search_cap()) return true;
  if (period()) return true;
  return Error{"heap size " + std::to_string(heap) + " is out of reach for " + notation() + ": heaps above " +
               std::to_string(sequence_.search_cap() - 1) +
               " need the period, and no period is found within the first " +
               std::to_string(sequence_.search_cap(max_subtraction_parse_work)) + " values"};
}

Nimber SubtractionRule::grundy(std::uint64_t heap) const {
  if (heap < sequence_.computed()) return sequence_.at(heap);
  if (period_) return sequence_.at(period_->start + (heap - period_->start) % period_->length);
  // supports() admitted this heap without a period: it is within reach of
  // direct computation.
  sequence_.extend_to(heap + 1);
  return sequence_.at(heap);
}

void SubtractionRule::options(std::uint64_t heap, const OptionSink& sink) const {
  for (std::uint64_t s : sorted_) {
    if (s > heap) break;
    emit_take(heap, heap - s, sink);
  }
}

std::uint64_t SubtractionRule::option_bound(std::uint64_t heap) const {
  return static_cast<std::uint64_t>(std::upper_bound(sorted_.begin(), sorted_.end(), heap) - sorted_.begin());
}

// ---------------------------------------------------------------- parsing

Result<std::shared_ptr<const BashRule>> parse_bash_rule(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(after_family(syn), "bash needs the most a move may take in parentheses, e.g. bash(3) 10");
  const auto items = split_list(*syn.rule);
  if (items.size() != 1)
    return error_at(items[1].column, "bash takes one number in parentheses, e.g. bash(3)");
  SG_TRY(m, parse_count(items[0], "bash limit"));
  if (m == 0) return error_at(items[0].column, "bash limit \"0\" must be at least 1");
  return std::make_shared<const BashRule>(m);
}

Result<std::shared_ptr<const SubtractionRule>> parse_subtraction_rule(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(after_family(syn), "sub needs a subtraction set in parentheses, e.g. sub(1,3,4) 10");
  const auto items = split_list(*syn.rule);
  if (items.size() == 1 && items[0].text.empty())
    return error_at(items[0].column, "the subtraction set is empty: list amounts, e.g. sub(1,3,4)");
  if (items.size() > max_subtraction_set_size)
    return error_at(items[max_subtraction_set_size].column,
                    "too many subtraction amounts (the limit is " +
                        std::to_string(max_subtraction_set_size) + ")");
  std::vector<std::uint64_t> set;
  std::set<std::uint64_t> seen;
  for (const Token& item : items) {
    if (item.text.empty()) return error_at(item.column, "missing a subtraction amount between commas");
    SG_TRY(s, parse_count(item, "subtraction amount", max_subtraction_amount));
    if (s == 0) return error_at(item.column, "subtraction amount \"0\" must be at least 1");
    if (!seen.insert(s).second)
      return error_at(item.column, "subtraction amount " + std::to_string(s) + " is listed twice");
    set.push_back(s);
  }
  return std::make_shared<const SubtractionRule>(std::move(set));
}

Result<std::unique_ptr<Component>> parse_bash(const ComponentSyntax& syn) {
  SG_TRY(rule, parse_bash_rule(syn));
  return make_heap_game(std::move(rule), syn);
}

Result<std::unique_ptr<Component>> parse_sub(const ComponentSyntax& syn) {
  SG_TRY(rule, parse_subtraction_rule(syn));
  return make_heap_game(std::move(rule), syn);
}

Result<Sequence> bash_sequence(const ComponentSyntax& syn, std::uint64_t n, const Progress&) {
  SG_TRY(rule, parse_bash_rule(syn));
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(rule->grundy(i));
  // n mod (m+1) repeats with m+1 from heap 0, and never sooner: the values
  // 0..m of the first m+1 heaps are distinct.
  const std::uint64_t m = rule->max_take();
  s.period = Period{0, m + 1, 0, true, "Bachet's game: SG(n) = n mod " + std::to_string(m + 1),
                    Theorem::bachet};
  return s;
}

Result<Sequence> sub_sequence(const ComponentSyntax& syn, std::uint64_t n, const Progress& progress) {
  SG_TRY(rule, parse_subtraction_rule(syn));
  SubtractionSequence& seq = rule->sequence();
  if (!seq.extend_to(n, progress)) return Error{"cancelled"};
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = seq.at(i);
  auto p = seq.find_period(progress);
  if (!p.ok()) {
    if (p.error().message == "cancelled") return p.error();
    return s;  // no period within the search cap: values only
  }
  s.period = Period{p->start, p->length, 0, true, subtraction_period_reason(p->start, p->length, seq.window()),
                    Theorem::subtraction_period};
  return s;
}

}  // namespace sg
