#include "families/defined/game_lexer.hpp"

#include <string>

namespace sg::defined {

namespace {

bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_name_char(char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

Error lex_error(std::uint32_t line, std::uint32_t column, Text message) {
  return error_at_line(line, column, std::move(message));
}

// The character at `at` for a message: printable ASCII as itself, anything
// else by its code ("U+00E9").
Text shown_character(std::string_view s, std::size_t at) {
  const auto c = static_cast<unsigned char>(s[at]);
  if (c >= 0x21 && c < 0x7F) return Text{Msg::rule_token, {{"token", std::string(1, static_cast<char>(c))}}};
  std::uint32_t code = c;
  std::size_t extra = 0;
  if (c >= 0xF0) code = c & 0x07, extra = 3;
  else if (c >= 0xE0) code = c & 0x0F, extra = 2;
  else if (c >= 0xC0) code = c & 0x1F, extra = 1;
  for (std::size_t k = 1; k <= extra && at + k < s.size(); ++k)
    code = code << 6 | (static_cast<unsigned char>(s[at + k]) & 0x3F);
  static const char hex[] = "0123456789ABCDEF";
  std::string out = "U+";
  for (int shift = code > 0xFFFF ? 20 : 12; shift >= 0; shift -= 4) out += hex[(code >> shift) & 0xF];
  return Text{Msg::rule_code_point, {{"code", std::move(out)}}};
}

}  // namespace

Result<std::vector<Lexeme>> tokenize(std::string_view s) {
  std::vector<Lexeme> out;
  std::uint32_t line = 1;
  std::size_t line_start = 0;
  int depth = 0;  // brackets open: line breaks inside them are blanks
  // Columns count characters: UTF-8 continuation bytes do not start one.
  // Tokens come left to right, so the count goes on from the last one.
  std::size_t counted = 0;
  std::uint32_t col = 1;
  auto column_of = [&](std::size_t at) {
    if (counted < line_start) counted = line_start, col = 1;
    for (; counted < at; ++counted)
      if ((static_cast<unsigned char>(s[counted]) & 0xC0) != 0x80) ++col;
    return col;
  };
  auto push = [&](TokenKind kind, std::size_t at, std::size_t length, std::int64_t value = 0) {
    out.push_back(Lexeme{kind, s.substr(at, length), value, line, column_of(at), static_cast<std::uint32_t>(at)});
  };
  std::size_t i = 0;
  while (i < s.size()) {
    const char c = s[i];
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    if (c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      continue;
    }
    if (c == '\n') {
      if (depth == 0 && !out.empty() && out.back().kind != TokenKind::newline) push(TokenKind::newline, i, 0);
      ++i;
      ++line;
      line_start = i;
      continue;
    }
    if (is_name_start(c)) {
      const std::size_t begin = i;
      while (i < s.size() && is_name_char(s[i])) ++i;
      push(TokenKind::name, begin, i - begin);
      continue;
    }
    if (is_digit(c)) {
      const std::size_t begin = i;
      std::uint64_t value = 0;
      bool too_large = false;
      while (i < s.size() && is_digit(s[i])) {
        const auto d = static_cast<std::uint64_t>(s[i] - '0');
        if (value > (9223372036854775807ULL - d) / 10) too_large = true;
        else value = value * 10 + d;
        ++i;
      }
      if (too_large)
        return lex_error(line, column_of(begin),
                         Text{Msg::rule_number_too_large, {{"number", std::string(s.substr(begin, std::min<std::size_t>(i - begin, 24))) +
                                                                    (i - begin > 24 ? "..." : "")}}});
      if (i + 1 < s.size() && s[i] == '.' && is_digit(s[i + 1]))
        return lex_error(line, column_of(begin), Text{Msg::rule_number_not_whole, {{"number", s.substr(begin, i + 2 - begin)}}});
      if (i < s.size() && is_name_start(s[i]))
        return lex_error(line, column_of(i), Text{Msg::rule_number_then_letter, {{"character", shown_character(s, i)}}});
      push(TokenKind::number, begin, i - begin, static_cast<std::int64_t>(value));
      continue;
    }
    // Two-character symbols first.
    const std::string_view two = s.substr(i, 2);
    if (two == "<=" || two == ">=" || two == "==" || two == "!=" || two == "..") {
      push(TokenKind::symbol, i, 2);
      i += 2;
      continue;
    }
    switch (c) {
      case '(':
        ++depth;
        push(TokenKind::symbol, i, 1);
        ++i;
        continue;
      case ')':
        if (depth > 0) --depth;
        push(TokenKind::symbol, i, 1);
        ++i;
        continue;
      case ',': case '+': case '-': case '*': case '/': case '%': case '<': case '>': case '=':
        push(TokenKind::symbol, i, 1);
        ++i;
        continue;
      case '.':
        return lex_error(line, column_of(i), Msg::rule_lone_dot);
      default: break;
    }
    return lex_error(line, column_of(i), Text{Msg::rule_unexpected_character, {{"character", shown_character(s, i)}}});
  }
  if (!out.empty() && out.back().kind != TokenKind::newline) push(TokenKind::newline, s.size(), 0);
  out.push_back(Lexeme{TokenKind::end, {}, 0, line, column_of(s.size()), static_cast<std::uint32_t>(s.size())});
  return out;
}

}  // namespace sg::defined
