#pragma once
// What the families' drawers share (private header): how many parts to
// draw, the "family(rule)" head a drawn component keeps, and heap lists.

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/limits.hpp"
#include "sg/seeded_rng.hpp"

namespace sg::draw {

// The request's size, else as many parts as `like` has (at most the cap),
// else the family's default.
inline std::uint32_t parts(const DrawRequest& request, std::uint32_t fallback) {
  if (request.size) return request.size;
  if (request.like && !request.like->args.empty())
    return static_cast<std::uint32_t>(
        std::min<std::size_t>(request.like->args.size(), limits::max_random_size));
  return fallback;
}

// "family" or "family(rule)": like's rule when there is one, else `fresh`.
inline std::string head(std::string_view family, const DrawRequest& request, std::string_view fresh) {
  std::string out(family);
  const std::string_view rule = request.like && request.like->rule ? request.like->rule->text : fresh;
  if (!rule.empty() || (request.like && request.like->rule)) out += "(" + std::string(rule) + ")";
  return out;
}

// head followed by `count` heaps drawn from [lo, hi].
inline std::string heaps(std::string out, SeededRng& rng, std::uint32_t count, std::uint32_t lo,
                         std::uint32_t hi) {
  for (std::uint32_t i = 0; i < count; ++i) out += " " + std::to_string(rng.between(lo, hi));
  return out;
}

}  // namespace sg::draw

namespace sg::draw {

// like's component as written: "family(rule) args".
inline std::string like_text(const ComponentSyntax& like) {
  std::string out(like.family.text);
  if (like.rule) out += "(" + std::string(like.rule->text) + ")";
  if (!like.rest.text.empty()) out += " " + std::string(like.rest.text);
  return out;
}

// The items of a comma-separated rule, blanks trimmed.
inline std::vector<std::string_view> rule_items(std::string_view rule) {
  std::vector<std::string_view> items;
  std::size_t start = 0;
  while (start <= rule.size()) {
    std::size_t end = rule.find(',', start);
    if (end == std::string_view::npos) end = rule.size();
    std::string_view item = rule.substr(start, end - start);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    items.push_back(item);
    start = end + 1;
  }
  return items;
}

}  // namespace sg::draw
