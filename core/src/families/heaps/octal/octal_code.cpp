#include "families/heaps/octal/octal_code.hpp"

#include "notation/text_scan.hpp"

namespace sg {

std::uint64_t OctalCode::last_nonzero() const {
  for (std::size_t k = digits.size(); k-- > 0;)
    if (digits[k]) return k;
  return 0;
}

bool OctalCode::has_split() const {
  for (std::uint8_t d : digits)
    if (d & octal_leave_two) return true;
  return false;
}

Result<OctalCode> parse_octal_code(const Token& code) {
  std::string_view s = code.text;
  std::size_t b = skip_blanks(s, 0), e = s.size();
  while (e > b && is_blank(s[e - 1])) --e;
  const auto col = [&](std::size_t i) { return code.column + static_cast<std::uint32_t>(i); };
  if (b == e) return error_at(code.column, Msg::octal_missing_code);
  const std::string_view body = s.substr(b, e - b);
  const std::size_t point = body.find('.');
  if (point == std::string_view::npos)
    return error_at(col(b), Text{Msg::octal_needs_point, {{"code", excerpt(body)}}});
  OctalCode out;
  if (point > 1)
    return error_at(col(b), Text{Msg::octal_one_digit_before_point, {{"code", excerpt(body)}}});
  if (point == 1) {
    const char d0 = body[0];
    if (d0 != '0' && d0 != '4')
      return error_at(col(b), Text{Msg::octal_first_digit, {{"digit", std::string(1, d0)}}});
    out.digits[0] = static_cast<std::uint8_t>(d0 - '0');
  }
  std::string_view rest = body.substr(point + 1);
  const std::size_t rest_at = b + point + 1;
  const std::size_t dots = rest.find('.');
  if (dots != std::string_view::npos) {
    if (rest.substr(dots) != "...")
      return error_at(col(rest_at + dots), Text{Msg::octal_repeat_dots, {{"code", excerpt(body)}}});
    out.repeats = true;
    rest = rest.substr(0, dots);
  }
  if (rest.empty())
    return error_at(col(rest_at), Text{Msg::octal_no_digits, {{"code", excerpt(body)}}});
  if (rest.size() > max_octal_digits)
    return error_at(col(rest_at), Text{Msg::octal_too_many_digits, {{"digits", rest.size()}, {"limit", max_octal_digits}}});
  for (std::size_t i = 0; i < rest.size(); ++i) {
    const char c = rest[i];
    if (c < '0' || c > '7')
      return error_at(col(rest_at + i), Text{Msg::octal_bad_digit, {{"digit", std::string(1, c)}}});
    out.digits.push_back(static_cast<std::uint8_t>(c - '0'));
  }
  // A repeating 0 adds no move: the code is the finite one.
  if (out.repeats && out.digits.back() == 0) out.repeats = false;
  out.text = std::string(1, static_cast<char>('0' + out.digits[0])) + '.' + std::string(rest) +
             (dots != std::string_view::npos ? "..." : "");
  return out;
}

OctalCode grundy_game_code() {
  OctalCode c;
  c.digits = {octal_leave_two};
  c.unequal_split = true;
  c.text = "grundy";
  return c;
}

}  // namespace sg
