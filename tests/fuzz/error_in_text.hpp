#pragma once
// The check every fuzz target makes of an error: it says what (a message)
// and where, inside the text it was given. A line, when given, is one of
// the text's lines and the column falls on it (one past its end: "missing
// ... here"); without a line the column falls on the text. 0 means "not
// tied to one place".
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "sg/result.hpp"

namespace sg::fuzz {

inline void check_error_in_text(const Error& e, std::string_view text) {
  if (e.message().empty()) std::abort();
  std::string_view place = text;
  if (e.line > 0) {
    std::uint32_t line = 1;
    std::size_t begin = 0;
    while (line < e.line) {
      const std::size_t end = text.find('\n', begin);
      if (end == std::string_view::npos) std::abort();  // no such line
      begin = end + 1;
      ++line;
    }
    const std::size_t end = text.find('\n', begin);
    place = text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
  }
  if (e.column > place.size() + 1) std::abort();
}

}  // namespace sg::fuzz
