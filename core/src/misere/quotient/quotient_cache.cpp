#include "misere/quotient/quotient_cache.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sg {

QuotientBuilder& quotient_builder(const ResolvedHeapRule& rule) {
  static std::vector<std::pair<std::string, std::unique_ptr<QuotientBuilder>>> cache;
  constexpr std::size_t keep = 4;
  for (std::size_t i = 0; i < cache.size(); ++i)
    if (cache[i].first == rule.key) {
      std::rotate(cache.begin() + static_cast<std::ptrdiff_t>(i), cache.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                  cache.end());
      return *cache.back().second;
    }
  if (cache.size() >= keep) cache.erase(cache.begin());
  cache.emplace_back(rule.key, std::make_unique<QuotientBuilder>(rule.rule));
  return *cache.back().second;
}

}  // namespace sg
