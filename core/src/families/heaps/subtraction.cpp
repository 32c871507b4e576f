#include "families/heaps/subtraction.hpp"

#include <algorithm>
#include <set>

#include "families/nim/nim.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

namespace {

void emit_take(std::uint64_t to, const HeapRule::OptionSink& sink) {
  const std::uint64_t piece[1] = {to};
  sink(std::span<const std::uint64_t>(piece, to ? 1 : 0));
}

// Column just after the family name: where "(rule)" should have been.
std::uint32_t after_family(const ComponentSyntax& syn) {
  return syn.family.column + static_cast<std::uint32_t>(syn.family.text.size());
}

}  // namespace

// ---------------------------------------------------------------- bash(m)

Text BashRule::theory() const {
  return Text{Msg::theory_bash, {{"modulus", m_ + 1}}};
}

Nimber BashRule::grundy(std::uint64_t heap) const { return heap % (m_ + 1); }

void BashRule::options(std::uint64_t heap, const OptionSink& sink) const {
  const std::uint64_t most = std::min(m_, heap);
  for (std::uint64_t k = 1; k <= most; ++k) emit_take(heap - k, sink);
}

std::uint64_t BashRule::option_bound(std::uint64_t heap) const { return std::min(m_, heap); }

void BashRule::options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const {
  // The options n-1, ..., n-min(m,n) are fewer than m+1 consecutive numbers,
  // so at most one of them is = target mod (m+1): the largest one below n.
  if (heap == 0 || target > m_) return;
  const std::uint64_t r = (heap - 1) % (m_ + 1);
  const std::uint64_t back = r >= target ? r - target : r + (m_ + 1) - target;
  if (back > heap - 1 || back + 1 > m_) return;
  emit_take(heap - 1 - back, sink);
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

Text SubtractionRule::theory() const {
  const SubtractionPeriod* p = period();
  if (!p) return Text{Msg::theory_sub_direct, {{"searched", sequence_.search_cap(max_subtraction_parse_work)}}};
  return Text{Msg::period_sub, {{"length", p->length}, {"window", sequence_.window()}, {"start", p->start}}};
}

Theorem SubtractionRule::theorem() const { return period() ? Theorem::subtraction_period : Theorem::mex; }

Result<bool> SubtractionRule::supports(std::uint64_t heap) const {
  // Called by the parser, so it stays cheap: a heap within reach of direct
  // computation (max_subtraction_work steps) is valued on first use; a
  // larger one needs the period, searched here with
  // max_subtraction_parse_work steps only.
  if (heap < sequence_.computed() || heap < sequence_.search_cap()) return true;
  if (period()) return true;
  return error_of(Text{Msg::sub_heap_out_of_reach, {{"heap", heap},
                                                     {"rule", notation()},
                                                     {"reach", sequence_.search_cap() - 1},
                                                     {"searched", sequence_.search_cap(max_subtraction_parse_work)}}});
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
    emit_take(heap - s, sink);
  }
}

std::uint64_t SubtractionRule::option_bound(std::uint64_t heap) const {
  return static_cast<std::uint64_t>(std::upper_bound(sorted_.begin(), sorted_.end(), heap) - sorted_.begin());
}

// ---------------------------------------------------------------- parsing

Result<std::shared_ptr<const BashRule>> parse_bash_rule(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(after_family(syn), Msg::bash_needs_rule);
  const auto items = split_list(*syn.rule);
  if (items.size() != 1)
    return error_at(items[1].column, Msg::bash_one_number);
  SG_TRY(m, parse_count(items[0], Msg::what_bash_limit));
  if (m == 0) return error_at(items[0].column, Msg::bash_zero);
  return std::make_shared<const BashRule>(m);
}

Result<std::shared_ptr<const SubtractionRule>> parse_subtraction_rule(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(after_family(syn), Msg::sub_needs_rule);
  const auto items = split_list(*syn.rule);
  if (items.size() == 1 && items[0].text.empty())
    return error_at(items[0].column, Msg::sub_empty_set);
  if (items.size() > max_subtraction_set_size)
    return error_at(items[max_subtraction_set_size].column,
                    Text{Msg::sub_too_many_amounts, {{"limit", max_subtraction_set_size}}});
  std::vector<std::uint64_t> set;
  std::set<std::uint64_t> seen;
  for (const Token& item : items) {
    if (item.text.empty()) return error_at(item.column, Msg::sub_missing_amount);
    SG_TRY(s, parse_count(item, Msg::what_subtraction_amount, max_subtraction_amount));
    if (s == 0) return error_at(item.column, Msg::sub_zero);
    if (!seen.insert(s).second)
      return error_at(item.column, Text{Msg::sub_listed_twice, {{"amount", s}}});
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
  s.period = Period{0, m + 1, 0, true, Text{Msg::period_bash, {{"modulus", m + 1}}}, Theorem::bachet};
  return s;
}

Result<Sequence> sub_sequence(const ComponentSyntax& syn, std::uint64_t n, const Progress& progress) {
  SG_TRY(rule, parse_subtraction_rule(syn));
  SubtractionSequence& seq = rule->sequence();
  if (!seq.extend_to(n, progress)) return error_of(Msg::cancelled);
  Sequence s;
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = seq.at(i);
  auto p = seq.find_period(progress);
  if (!p.ok()) {
    if (p.error().text.msg == Msg::cancelled) return p.error();
    return s;  // no period within the search cap: values only
  }
  s.period = Period{p->start, p->length, 0, true,
                    Text{Msg::period_sub, {{"length", p->length}, {"window", seq.window()}, {"start", p->start}}},
                    Theorem::subtraction_period};
  return s;
}

}  // namespace sg
