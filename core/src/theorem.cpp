#include "sg/theorem.hpp"

#include <array>

namespace sg {

namespace {

// Indexed by the enum; a new entry must be added here too (the static_assert
// checks the length, tests/core/api/test_theorems.cpp the order).
constexpr std::array<std::string_view, static_cast<std::size_t>(Theorem::count)> kIds{
    "",
    "mex",
    "sprague-grundy",
    "bouton",
    "misere-nim",
    "sj",
    "misere-search",
    "every-sg",
    "conjunctive",
    "selective",
    "smith",
    "retrograde",
    "colon",
    "fusion",
    "wythoff",
    "bachet",
    "subtraction-period",
    "octal-period",
    "octal-nim",
    "lasker",
    "staircase",
    "coin-turning",
    "turning-turtles",
    "mock-turtles",
    "ruler",
    "ends",
    "take-or-merge",
    "tartan",
    "moore",
    "zeckendorf",
    "nivasch",
    "matching",
    "misere-genus",
    "misere-quotient",
};
static_assert(kIds.size() == static_cast<std::size_t>(Theorem::count));

}  // namespace

std::string_view theorem_id(Theorem t) {
  const auto i = static_cast<std::size_t>(t);
  return i < kIds.size() ? kIds[i] : std::string_view{};
}

std::optional<Theorem> theorem_from_id(std::string_view id) {
  for (std::size_t i = 1; i < kIds.size(); ++i)
    if (kIds[i] == id) return static_cast<Theorem>(i);
  return std::nullopt;
}

}  // namespace sg
