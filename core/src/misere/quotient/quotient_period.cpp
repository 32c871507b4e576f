#include "misere/quotient/quotient_period.hpp"

namespace sg {

std::optional<QuotientPeriod> quotient_period(std::span<const QElement> images, const ResolvedHeapRule& rule,
                                             std::uint64_t n) {
  auto image = [&](std::uint64_t h) { return images[static_cast<std::size_t>(h)]; };
  for (std::uint64_t p = 1; 2 * p <= n; ++p) {
    // The least start from which the images repeat with period p.
    std::uint64_t start = n - p + 1;
    while (start > 1 && image(start - 1) == image(start - 1 + p)) --start;
    if (n + 1 - start < 2 * p) continue;  // not two whole periods seen
    QuotientPeriod period{start, p, false, {}};
    std::uint64_t needed = 0;
    switch (rule.periodicity) {
      case ResolvedHeapRule::Periodicity::octal: needed = 2 * (start + p) + rule.reach - 1; break;
      case ResolvedHeapRule::Periodicity::subtraction: needed = start + p + rule.reach - 1; break;
      case ResolvedHeapRule::Periodicity::none: break;
    }
    if (rule.periodicity == ResolvedHeapRule::Periodicity::none) {
      period.reason = Text{Msg::quotient_period_no_theorem,
                           {{"length", p}, {"start", start}, {"heaps", n}, {"rule", rule.rule->notation()}}};
    } else if (n >= needed) {
      period.proven = true;
      period.reason = Text{Msg::quotient_period_proven, {{"length", p}, {"start", start}, {"heaps", n}}};
    } else {
      period.reason =
          Text{Msg::quotient_period_observed, {{"length", p}, {"start", start}, {"heaps", n}, {"needed", needed}}};
    }
    return period;
  }
  return std::nullopt;
}

}  // namespace sg
