#pragma once
// The three definitions the rule language must run verbatim, the three
// splitting games test_defined_games.cpp writes in it, and guards that
// define them for one test and forget every defined game after it (the
// registry of defined games is global).

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "sg/define.hpp"

namespace sg::test {

inline constexpr std::string_view kWyt =
    "game wyt(a, b)\n"
    "  (a - k, b)      for k in 1..a\n"
    "  (a, b - k)      for k in 1..b\n"
    "  (a - k, b - k)  for k in 1..min(a, b)\n";

inline constexpr std::string_view kLask =
    "game lask(n)\n"
    "  n - k           for k in 1..n\n"
    "  x + (n - x)     for x in 1..n-1\n";

inline constexpr std::string_view kSquares =
    "game squares(n)\n"
    "  n - k*k         for k in 1..n  if k*k <= n\n";

// Kayles, Grundy's game and Dawson's Kayles as splits (kay, gru, daw).
inline constexpr std::string_view kSplittingGames[] = {
    "game kay(n)\n  a + (n - 1 - a)  for a in 0..n-1\n  a + (n - 2 - a)  for a in 0..n-2\n",
    "game gru(n)\n  a + (n - a)  for a in 1..n-1  if a != n - a\n",
    "game daw(n)\n  0                for k in 1..1 if n == 2\n  n - 2            for k in 1..1 if n > 2\n"
    "  a + (n - 2 - a)  for a in 1..n-3\n",
};

inline void define_or_fail(std::string_view source) {
  auto r = define_game(source);
  INFO((r.ok() ? std::string() : r.error().what()));
  REQUIRE(r.ok());
}

// The three examples of docs/rule-language.md.
struct DefinedGames {
  DefinedGames() {
    forget_defined_games();
    for (std::string_view source : {kWyt, kLask, kSquares}) define_or_fail(source);
  }
  ~DefinedGames() { forget_defined_games(); }
  DefinedGames(const DefinedGames&) = delete;
  DefinedGames& operator=(const DefinedGames&) = delete;
};

// All six: what the cross-checks over every family define
// (tests/oracles/all.hpp, defined_names).
struct AllDefinedGames : DefinedGames {
  AllDefinedGames() {
    for (std::string_view source : kSplittingGames) define_or_fail(source);
  }
};

}  // namespace sg::test
