#pragma once
// The rule language's parser: a definition's text to its compiled form.
// The grammar is in docs/rule-language.md; every error carries the 1-based
// line and column of the token at fault and names the problem ("unknown
// variable j", "range 1.. needs an end").

#include <string_view>

#include "families/defined/game_syntax.hpp"
#include "sg/result.hpp"

namespace sg::defined {

Result<GameDefinition> parse_game(std::string_view source);

// Whether `name` may name a game: lower case letters, digits and '_', a
// letter first, no keyword of the language.
bool is_game_name(std::string_view name);

}  // namespace sg::defined
