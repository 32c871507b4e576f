#pragma once
// The three definitions the rule language must run verbatim, and a guard
// that defines them for one test and forgets every defined game after it
// (the registry of defined games is global).

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

struct DefinedGames {
  DefinedGames() {
    forget_defined_games();
    for (std::string_view source : {kWyt, kLask, kSquares}) {
      auto r = define_game(source);
      INFO((r.ok() ? std::string() : r.error().what()));
      REQUIRE(r.ok());
    }
  }
  ~DefinedGames() { forget_defined_games(); }
  DefinedGames(const DefinedGames&) = delete;
  DefinedGames& operator=(const DefinedGames&) = delete;
};

}  // namespace sg::test
