#pragma once
// What "Chinese text" means for the engine's catalogue: CJK characters, and
// no English words outside the notation, code names and proper names.
//
//   "从第 1 堆取走 2 个"                       Chinese
//   "coins(mock) 不能翻转这组硬币"               notation in it: fine
//   "“nimm”未知"                               a quoted argument: the user's text
//   "take 2 从第 1 堆"                          "take" is English: a finding
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/limits.hpp"

namespace sg::test {

// Words kept as they are in Chinese: theorem and game names the tutorials
// keep in English, the notation's keywords, the API's own names. The
// families' keywords and the caps' names come from the engine's declarations.
inline const std::set<std::string_view>& kept_words() {
  static const std::set<std::string_view> words = [] {
    std::set<std::string_view> w{
      // names and theorems
      "SG", "Nim", "Grundy", "Sprague", "mex", "XOR", "Kayles", "Dawson", "Wythoff", "Lasker", "Bouton", "Smith",
      "Guy", "Conway", "Fraenkel", "Yesha", "Lenstra", "Winning", "Ways", "Mock", "Turtles", "Ruler", "Green",
      "Hackenbush", "Every", "Anti", "Multi", "SJ", "Colon", "Fusion", "principle", "ZJOI", "UTF", "mod", "max",
      "Moore", "Fibonacci", "Zeckendorf", "Plambeck", "Siegel", "Sun", "Whinihan", "Tartan", "Cole", "Davie", "Nivasch", "Scheinerman", "Ullman",
      "Node", "Cram", "Chomp", "MiB",
      // the notation's other keywords: compounds, coin rules, tree syntax
      "normal", "misere", "every", "conjunctive", "selective",
      "one", "turtles", "mock", "ruler", "run", "near", "exactly", "at", "most", "anywhere", "consecutive", "parents",
      "sg", "define",
      // the rule language's keywords (sg.define) and a board's size, RxC
      "game", "for", "in", "if", "and", "or", "not", "min", "RxC",
      // the games the tests define: a defined game's name is notation
      "wyt", "lask", "squares",
      // the API's names (fields, options, limits)
      "family", "rule", "shape", "kind", "components", "take", "turn", "end", "slide", "cut", "split", "heads", "edges", "tokens", "nodes", "values", "like",
      "pick", "bite", "domino", "row", "column", "cells", "node", "since", "proveTo",
    };
    for (const Family& f : families()) w.insert(f.name);
    for (const limits::StatedLimit& l : limits::stated()) w.insert(l.name);
    return w;
  }();
  return words;
}

inline bool has_cjk(std::string_view s) {
  // U+3400..U+9FFF in UTF-8: lead bytes E3 (from U+3400) to E9.
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b == 0xE3 && static_cast<unsigned char>(s[i + 1]) >= 0x90) return true;
    if (b >= 0xE4 && b <= 0xE9) return true;
  }
  return false;
}

// Removes `{argument}` fields, and text in quotes (“…”, "…"): a quoted
// argument is the user's own text or notation.
inline std::string without_arguments(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '{') {
      const std::size_t close = s.find('}', i);
      bool name = close != std::string_view::npos && close > i + 1;
      for (std::size_t k = i + 1; name && k < close && s[k] != '|'; ++k)
        name = (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= '0' && s[k] <= '9') || s[k] == '_';
      if (name) {
        out += ' ';
        i = close + 1;
        continue;
      }
    }
    if (s.substr(i, 3) == "\xE2\x80\x9C") {  // “ ... ”
      const std::size_t close = s.find("\xE2\x80\x9D", i + 3);
      if (close != std::string_view::npos) {
        out += ' ';
        i = close + 3;
        continue;
      }
    }
    if (s[i] == '"') {
      const std::size_t close = s.find('"', i + 1);
      if (close != std::string_view::npos) {
        out += ' ';
        i = close + 1;
        continue;
      }
    }
    out += s[i++];
  }
  return out;
}

// English words of `s` (after without_arguments): each run of printable
// ASCII between blanks and other characters is notation when it holds a
// digit or a bracket, an operator or a separator ("octal(0.77)", "a>b",
// "0-1", "d0.d1d2"); otherwise its letters make words, each of which must be
// a kept word, a single letter (a variable: n, k, x) or a coin row (THHT).
inline std::vector<std::string> english_words(std::string_view text) {
  const std::string s = without_arguments(text);
  std::vector<std::string> found;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c <= 0x20 || c >= 0x7F) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < s.size() && static_cast<unsigned char>(s[end]) > 0x20 && static_cast<unsigned char>(s[end]) < 0x7F)
      ++end;
    const std::string_view run(s.data() + i, end - i);
    i = end;
    if (run.find_first_of("0123456789()[]{}<>=+*/^_|.") != std::string_view::npos) continue;
    std::size_t k = 0;
    while (k < run.size()) {
      while (k < run.size() && !std::isalpha(static_cast<unsigned char>(run[k]))) ++k;
      std::size_t e = k;
      while (e < run.size() && std::isalpha(static_cast<unsigned char>(run[e]))) ++e;
      const std::string_view word = run.substr(k, e - k);
      const bool coin_row = word.find_first_not_of("HTUD") == std::string_view::npos;  // THHT
      if (word.size() > 1 && !coin_row && !kept_words().count(word)) found.emplace_back(word);
      k = e;
    }
  }
  return found;
}

}  // namespace sg::test
