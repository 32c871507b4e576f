// Splitting one component's text into family, rule and arguments.
#include <cctype>

#include "sg/family.hpp"
#include "notation/text_scan.hpp"

namespace sg {

Result<ComponentSyntax> split_component(std::string_view text, std::uint32_t column) {
  ComponentSyntax syn;
  std::size_t i = skip_blanks(text, 0);
  const std::size_t name_begin = i;
  while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'))
    ++i;
  // A name with a non-ASCII letter ("nım") stays one word, so that the
  // "unknown family" message quotes all of it rather than its ASCII start.
  if (i > name_begin && i < text.size() && static_cast<unsigned char>(text[i]) >= 0x80)
    while (i < text.size() && !is_blank(text[i]) && text[i] != '(' && text[i] != ')') ++i;
  const auto col = [&](std::size_t at) { return column + static_cast<std::uint32_t>(at); };
  if (i == name_begin || !std::isalpha(static_cast<unsigned char>(text[name_begin]))) {
    if (name_begin >= text.size()) return error_at(col(name_begin), Msg::notation_missing_family);
    return error_at(col(name_begin), Text{Msg::notation_expected_family, {{"found", excerpt(text.substr(name_begin))}}});
  }
  syn.family = Token{text.substr(name_begin, i - name_begin), col(name_begin)};
  if (i < text.size() && text[i] == '(') {
    const std::size_t close = matching_paren(text, i);
    if (close == std::string_view::npos)
      return error_at(col(i), Msg::notation_rule_unclosed);
    syn.rule = Token{text.substr(i + 1, close - i - 1), col(i + 1)};
    i = close + 1;
  }
  syn.rest = Token{text.substr(i), col(i)};
  // Arguments are blank-separated; a bracketed argument (a tree) may hold
  // blanks inside and stays one token.
  while (true) {
    i = skip_blanks(text, i);
    if (i >= text.size()) break;
    const std::size_t begin = i;
    int depth = 0;
    while (i < text.size() && (depth > 0 || !is_blank(text[i]))) {
      if (text[i] == '(') ++depth;
      if (text[i] == ')' && --depth < 0) return error_at(col(i), Msg::notation_unbalanced_close);
      ++i;
    }
    if (depth > 0) return error_at(col(begin), Msg::notation_unbalanced_open);
    syn.args.push_back(Token{text.substr(begin, i - begin), col(begin)});
  }
  return syn;
}

}  // namespace sg
