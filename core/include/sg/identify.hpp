#pragma once
// "Which game is this?": the known games whose Grundy sequence begins with
// the given values.
//
//   identify("0 1 1 2 0 3 1 1 0 3 3 2") -> octal(0.137) "Dawson's chess", ...
//
// Searched: every octal code with up to 3 digits after the point (d0 = 0
// or 4), every subtraction set within {1..10}, every built-in family with
// a sequence (each named coin rule too), and the games of one argument
// defined so far. Octal codes and subtraction sets are valued here, in
// lockstep, each dropped at its first value that differs.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sg/result.hpp"
#include "sg/text.hpp"

namespace sg {

struct GameMatch {
  std::string rule;                  // what sg.sequence takes: "octal(0.77)", "sub(1,4)", "lasker"
  std::string family;                // its family: "octal", "sub", "lasker", "coins", a defined game
  Text label;                        // a name for it: "Kayles", "Subtraction game {1, 4}"
  std::vector<std::string> aliases;  // other notations of the same rule: "kayles", "bash(3)"
};

struct Identification {
  std::vector<GameMatch> matches;  // families first, then defined games, subtraction sets, octal codes
  std::uint64_t octal_codes = 0;   // how many of each were compared
  std::uint64_t subtraction_sets = 0;
  std::uint64_t families = 0;
};

// At most limits "maxLookupValues" values.
Result<Identification> identify_sequence(std::span<const std::uint32_t> values);

// The values as text: non-negative integers separated by blanks or commas
// ("0, 1, 2, 0"); errors carry the column of the bad token.
Result<Identification> identify_sequence(std::string_view values);

}  // namespace sg
