#pragma once
// Games defined in the rule language (docs/rule-language.md):
//
//   define_game("game squares(n)\n  n - k*k  for k in 1..n  if k*k <= n")
//     -> {name "squares", arity 1, ...}; "squares 10 + nim 4" then parses
//
// A defined game is a family of the notation from then on (find_family
// finds it after the built-in ones), valued by the engine's interpreter:
// the text is data, parsed and run by the core, never evaluated as code.
// Defining a game again under the same name replaces it.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/result.hpp"

namespace sg {

struct DefinedGameInfo {
  std::string name;
  std::uint32_t arity = 0;
  std::vector<std::string> arguments;  // their names, in order
  std::uint32_t option_lines = 0;
  bool splits = false;                 // some option is a sum of positions
  std::string example;                 // a position that analyses ("squares 10")
  std::string source;                  // the definition as given
};

// Errors carry the line and column of the text at fault: a syntax error, an
// unknown variable, a name already taken; or a mistake found by valuing the
// game's small positions (a negative argument, an overflow, a division by
// zero, positions that can repeat), at the option line to blame.
Result<DefinedGameInfo> define_game(std::string_view source);

// The games defined so far, in the order they were first defined.
std::vector<DefinedGameInfo> defined_games();

// Forgets one game (false when there is none of that name), or all of them.
bool forget_defined_game(std::string_view name);
void forget_defined_games();

}  // namespace sg
