#pragma once
// An octal code as the octal tests name it: its text ("0.07"), or "grundy"
// for Grundy's game, which no finite code writes.
#include <catch2/catch.hpp>

#include <string>

#include "families/heaps/octal/octal_code.hpp"
#include "families/heaps/octal/octal_rule.hpp"

namespace sg::test {

inline OctalCode code_of(const std::string& text) {
  if (text == "grundy") return grundy_game_code();
  auto c = parse_octal_code(Token{text, 1});
  REQUIRE(c.ok());
  return *c;
}

}  // namespace sg::test
