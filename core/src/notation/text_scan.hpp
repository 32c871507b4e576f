#pragma once
// Small scanning helpers shared by the notation parsers (private header).

#include <cstdint>
#include <string>
#include <string_view>

#include "sg/text.hpp"

namespace sg {

inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline std::size_t skip_blanks(std::string_view s, std::size_t i) {
  while (i < s.size() && is_blank(s[i])) ++i;
  return i;
}

// Index of the ')' matching the '(' at `open`, or npos.
inline std::size_t matching_paren(std::string_view s, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth == 0) return i;
  }
  return std::string_view::npos;
}

// The start of `s` up to its first blank, shortened with "..." so that a
// 1 MB input never floods a message; the message's template quotes it.
inline std::string excerpt(std::string_view s, std::size_t shown = 24) {
  std::size_t end = 0;
  while (end < s.size() && end < shown && !is_blank(s[end])) ++end;
  // Never cut a UTF-8 sequence in two: back off to the start of a character.
  if (end < s.size() && !is_blank(s[end]))
    while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
  std::string out(s.substr(0, end));
  if (end < s.size() && !is_blank(s[end])) out += "...";
  return out;
}

// A notation shown in a message: at most `shown` bytes, cut between
// characters and marked with "...".
inline std::string clipped(std::string_view s, std::size_t shown = 80) {
  if (s.size() <= shown) return std::string(s);
  std::size_t end = shown;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
  return std::string(s.substr(0, end)) + "...";
}

std::string lower_ascii(std::string_view s);

// The first character a position may not contain: bytes that are not UTF-8,
// control characters, and invisible characters (zero-width, direction
// overrides, BOM, no-break space) that would make a message or the echoed
// text mean something other than what it shows. offset is npos when none.
struct BadCharacter {
  std::size_t offset = std::string_view::npos;
  Text message;
};
BadCharacter find_bad_character(std::string_view text);

// Levenshtein distance, for "did you mean" hints.
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace sg
