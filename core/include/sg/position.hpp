#pragma once
// A whole position: a compound over components of any families.
//
//   "misere: nim 1 2 + kayles 5"
//    └─┬──┘  └──┬───┘   └──┬──┘
//   compound  component  component   (normal: is the default)

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

enum class Compound : std::uint8_t { normal, misere, every, conjunctive, selective };

std::string_view compound_name(Compound c);

struct Position {
  Compound compound = Compound::normal;
  std::vector<std::unique_ptr<Component>> components;

  Position() = default;
  Position(Position&&) = default;
  Position& operator=(Position&&) = default;
  Position clone() const;

  // Canonical notation: "nim 3 4 5", "misere: nim 1 2 + kayles 5".
  std::string notation() const;
};

// A move of component i as the position names it: "2: take 1 from heap 1"
// when the position has several components, the move alone otherwise.
Text component_move_text(const Position& pos, std::size_t i, Text move);

// Parses the position notation (docs/notation.md). Errors carry the 1-based
// column.
Result<Position> parse_position(std::string_view text);

}  // namespace sg
