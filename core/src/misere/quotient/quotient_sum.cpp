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

namespace {

// Out of line, as within_budget: only a rule whose quotient was built gets
// here, so this stays in the rest of the engine with the quotient's code.
[[gnu::noinline]] std::optional<QuotientLeaves> leaves_of(const ResolvedHeapRule& rule, std::uint64_t m,
                                                          HeapAtoms& atoms, std::uint64_t& work, std::uint64_t budget) {
  auto q = quotient_report(rule, m, {}, kAnalysisQuotientWork);
  if (!q.ok()) return std::nullopt;
  QuotientLeaves leaves;
  for (std::uint64_t h = 0; h <= m; ++h) {
    const auto atom = atoms.heap(rule, h, work, budget);
    if (!atom.ok()) return std::nullopt;
    if (*atom == HeapAtoms::kNone) continue;
    if (leaves.image.size() <= *atom) leaves.image.resize(*atom + std::size_t{1}, -1);
    const std::int32_t e = q->heap_images[static_cast<std::size_t>(h)];
    // Heaps with one atom are one game, so one element; anything else is a
    // fault, and the search then runs without leaves.
    if (leaves.image[*atom] >= 0 && leaves.image[*atom] != e) return std::nullopt;
    leaves.image[*atom] = e;
  }
  leaves.table = std::move(q->table);
  leaves.p = std::move(q->p);
  leaves.order = q->order;
  return leaves;
}

}  // namespace

std::optional<QuotientLeaves> quotient_leaves(const Position& pos, HeapAtoms& atoms, std::uint64_t& work,
                                              std::uint64_t budget) {
  std::optional<ResolvedHeapRule> rule;
  std::uint64_t largest = 0;
  for (const auto& c : pos.components) {
    auto heaps = heaps_of(*c);
    if (!heaps || heaps->rule.key == "nim") continue;
    const std::uint64_t most = heaps->heaps->empty() ? 0 : *std::max_element(heaps->heaps->begin(), heaps->heaps->end());
    if (most > largest) largest = most, rule = std::move(heaps->rule);
  }
  if (!rule) return std::nullopt;
  const QuotientBuilder* builder = kept_quotient_builder(rule->key);
  if (!builder || std::min(builder->known_to(), largest) < 2) return std::nullopt;
  return leaves_of(*rule, std::min(builder->known_to(), largest), atoms, work, budget);
}

}  // namespace sg
