#include "misere/quotient/quotient_cache.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sg {

namespace {

std::vector<std::pair<std::string, std::unique_ptr<QuotientBuilder>>>& kept() {
  static std::vector<std::pair<std::string, std::unique_ptr<QuotientBuilder>>> cache;
  return cache;
}

}  // namespace

const QuotientBuilder* kept_quotient_builder(const std::string& key) {
  for (const auto& [k, builder] : kept())
    if (k == key) return builder.get();
  return nullptr;
}

QuotientBuilder& quotient_builder(const ResolvedHeapRule& rule) {
  auto& cache = kept();
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
