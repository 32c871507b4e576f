#include "misere/quotient/quotient_sum.hpp"

#include <algorithm>
#include <map>
#include <string>

#include "misere/heap_rules.hpp"
#include "misere/misere_limits.hpp"
#include "misere/quotient/quotient_cache.hpp"
#include "misere/quotient/quotient_report.hpp"

namespace sg {

std::optional<QElement> QuotientSum::element_of(const Component& c) const {
  const auto heaps = heaps_of(c);
  if (!heaps) return std::nullopt;
  QElement e = 0;
  for (std::uint64_t h : *heaps->heaps) {
    if (h > q.heaps) return std::nullopt;
    e = mul(e, q.heap_images[static_cast<std::size_t>(h)]);
  }
  return e;
}

namespace {

// The quotient of `rule` to heap `largest` within an analysis's budget. Out
// of line: every misère sum of heaps asks quotient_of_sum, but only sums of
// one rule get here, and this code stays with the rest of the page's engine
// in the views whose workloads never read a sum in a quotient.
[[gnu::noinline]] std::optional<QuotientSum> within_budget(ResolvedHeapRule rule, std::uint64_t largest) {
  // The first heap each rule's quotient did not reach within an analysis's
  // budget (by the rule's key).
  static std::map<std::string, std::uint64_t> out_of_reach;
  const auto known = out_of_reach.find(rule.key);
  const std::uint64_t reached = quotient_builder(rule).known_to();
  if (known != out_of_reach.end() && largest >= known->second && reached < largest) return std::nullopt;
  auto q = quotient_report(rule, largest, {}, kAnalysisQuotientWork);
  if (!q.ok()) {
    out_of_reach[rule.key] = quotient_builder(rule).known_to() + 1;
    return std::nullopt;
  }
  return QuotientSum{std::move(*q)};
}

}  // namespace

std::optional<QuotientSum> quotient_of_sum(const Position& pos) {
  std::optional<ResolvedHeapRule> rule;
  std::uint64_t largest = 1;
  for (const auto& c : pos.components) {
    auto heaps = heaps_of(*c);
    if (!heaps || (rule && heaps->rule.key != rule->key)) return std::nullopt;
    for (std::uint64_t h : *heaps->heaps) largest = std::max(largest, h);
    if (!rule) rule = std::move(heaps->rule);
  }
  if (!rule || largest > limits::max_quotient_heap) return std::nullopt;
  return within_budget(std::move(*rule), largest);
}

}  // namespace sg
