#include "sg/number_syntax.hpp"

#include <string>

#include "notation/text_scan.hpp"

namespace sg {

Result<std::uint64_t> parse_count(const Token& token, Msg what, std::uint64_t max) {
  const std::string_view s = token.text;
  if (s.empty()) return error_at(token.column, Text{Msg::number_missing, {{"what", Text(what)}}});
  const auto not_integer = [&] {
    return error_at(token.column, Text{Msg::number_not_integer, {{"what", Text(what)}, {"value", excerpt(s)}}});
  };
  if (s[0] == '-') return not_integer();
  std::uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return not_integer();
    const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
    if (v > (max - d) / 10)
      return error_at(token.column, Text{Msg::number_too_large, {{"what", Text(what)}, {"value", excerpt(s)}, {"limit", max}}});
    v = v * 10 + d;
  }
  return v;
}

std::vector<Token> split_list(const Token& rule, char separator) {
  std::vector<Token> items;
  std::size_t start = 0;
  const std::string_view s = rule.text;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] != separator) continue;
    std::size_t b = start, e = i;
    while (b < e && (s[b] == ' ' || s[b] == '\t')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) --e;
    items.push_back(Token{s.substr(b, e - b), rule.column + static_cast<std::uint32_t>(b)});
    start = i + 1;
  }
  return items;
}

}  // namespace sg
