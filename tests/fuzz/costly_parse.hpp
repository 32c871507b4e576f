#pragma once
// Inputs whose parse is costly by design, which a fuzz target leaves out.
// A heap above 2^20 of an octal(code) is accepted only through a period
// proven at parse time, searched for within a stated budget of options
// (octal_huge_heap_proof_work: 0.3-0.4 s in WASM). The coverage hooks and
// the sanitizers make that search 50-100 times slower (17-44 s for codes
// with no period, over libFuzzer's 10 s timeout), and its cost depends on
// the code, not the text. test_octal covers that search, refusals included.
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>

namespace sg::fuzz {

// The text with full-width forms (U+FF01..U+FF5E, as a Chinese input
// method types them, and as typed input reads them) folded to ASCII.
inline std::string fold_full_width(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    if (i + 2 < text.size() && b(i) == 0xEF && (b(i + 1) == 0xBC || b(i + 1) == 0xBD)) {
      const unsigned cp = 0xFF00u + ((b(i + 1) & 0x03u) << 6) + (b(i + 2) & 0x3Fu);
      if (cp >= 0xFF01 && cp <= 0xFF5E) {
        out += static_cast<char>(cp - 0xFEE0);
        i += 2;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

// True when the text names octal( (any case, any width) and holds a number
// of seven digits or more (>= 1,000,000, the first size near 2^20) outside
// a code.
inline bool asks_huge_octal_heap(std::string_view typed) {
  const std::string text = fold_full_width(typed);
  static constexpr std::string_view keyword = "octal(";
  bool names_octal = false;
  for (std::size_t i = 0; i + keyword.size() <= text.size() && !names_octal; ++i) {
    std::size_t k = 0;
    while (k < keyword.size() &&
           std::tolower(static_cast<unsigned char>(text[i + k])) == keyword[k])
      ++k;
    names_octal = k == keyword.size();
  }
  if (!names_octal) return false;
  std::size_t run = 0;
  bool after_point = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      if (!after_point && ++run >= 7) return true;
    } else {
      run = 0;
      after_point = c == '.';
    }
  }
  return false;
}

}  // namespace sg::fuzz
