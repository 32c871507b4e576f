#pragma once
// The tokens of a game definition (docs/rule-language.md).
//
//   "  (a - k, b)  for k in 1..a   # comment\n"
//      ( a - k , b ) for k in 1 .. a NEWLINE
//
// Every token keeps its 1-based line and column (columns count characters,
// not bytes) and its byte offset, so that messages can quote the source.
// Line breaks inside brackets are blanks; a line break elsewhere is a
// NEWLINE token. `#` starts a comment that runs to the end of the line.

#include <cstdint>
#include <string_view>
#include <vector>

#include "sg/result.hpp"

namespace sg::defined {

enum class TokenKind : std::uint8_t { name, number, symbol, newline, end };

struct Lexeme {
  TokenKind kind = TokenKind::end;
  std::string_view text;     // the token as written ("" for newline and end)
  std::int64_t value = 0;    // number
  std::uint32_t line = 1, column = 1;
  std::uint32_t offset = 0;  // byte offset of text in the source
};

Result<std::vector<Lexeme>> tokenize(std::string_view source);

}  // namespace sg::defined
