#include "notation/text_scan.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

namespace sg {

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

namespace {

std::string code_point_name(std::uint32_t cp) {
  static constexpr char digits[] = "0123456789ABCDEF";
  std::string hex;
  for (int shift = cp > 0xFFFF ? 20 : 12; shift >= 0; shift -= 4) hex += digits[(cp >> shift) & 15];
  return "U+" + hex;
}

// Length of the well-formed UTF-8 sequence at s[i] (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or 0; its value in cp.
std::size_t utf8_sequence(std::string_view s, std::size_t i, std::uint32_t& cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = byte(i);
  std::size_t n = 0;
  std::uint32_t lo = 0;
  if (b >= 0xC2 && b <= 0xDF) n = 2, cp = b & 0x1F, lo = 0x80;
  else if (b >= 0xE0 && b <= 0xEF) n = 3, cp = b & 0x0F, lo = 0x800;
  else if (b >= 0xF0 && b <= 0xF4) n = 4, cp = b & 0x07, lo = 0x10000;
  else return 0;
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < lo || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

// True when all eight bytes of w are printable ASCII (0x20-0x7E), the whole
// of almost every notation: the scan below then steps a word at a time.
// The byte tests are the word-parallel "has less" and "has zero" of
// Bit Twiddling Hacks (exact as yes/no answers for the whole word).
bool printable_ascii_word(std::uint64_t w) {
  constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
  const std::uint64_t high = w & highs;                         // a byte >= 0x80
  const std::uint64_t below = (w - ones * 0x20) & ~w & highs;  // a byte < 0x20
  const std::uint64_t del = w ^ (ones * 0x7F);
  const std::uint64_t is_del = (del - ones) & ~del & highs;    // a byte == 0x7F
  return (high | below | is_del) == 0;
}

bool is_invisible(std::uint32_t cp) {
  return cp == 0x00A0 || cp == 0x00AD || cp == 0x061C || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0x2028 && cp <= 0x202F) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF;
}

}  // namespace

BadCharacter find_bad_character(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    for (std::uint64_t w; i + 8 <= text.size(); i += 8) {
      std::memcpy(&w, text.data() + i, 8);
      if (!printable_ascii_word(w)) break;
    }
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if ((c < 0x20 && !is_blank(text[i])) || c == 0x7F)
        return {i, Text{Msg::notation_control_character, {{"code", code_point_name(c)}}}};
      ++i;
      continue;
    }
    std::uint32_t cp = 0;
    const std::size_t n = utf8_sequence(text, i, cp);
    if (n == 0) return {i, Msg::notation_not_utf8};
    if (cp < 0xA0) return {i, Text{Msg::notation_control_character, {{"code", code_point_name(cp)}}}};
    if (is_invisible(cp))
      return {i, Text{cp == 0xA0 ? Msg::notation_no_break_space : Msg::notation_invisible_character,
                      {{"code", code_point_name(cp)}}}};
    i += n;
  }
  return {};
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

}  // namespace sg
