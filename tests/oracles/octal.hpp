#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Take-and-break games from their rules: octal(d0.d1d2...), its names
// kayles (0.77) and dawson (0.07), and Grundy's game. v = the heap sizes;
// a heap's order and empty heaps are immaterial (a move may split one).
//
//   digit d_k, for removing k tokens from a heap of n:
//     bit 1  allowed when it empties the heap (k = n)
//     bit 2  allowed when it leaves one heap (k < n)
//     bit 4  allowed when it leaves two non-empty heaps
//   d0 is 0 or 4 (split without removing); "..." repeats the last digit.
#include "heaps.hpp"

namespace oracle {

struct OctalCode : Rules {
  std::vector<int> digits;  // digits[k] governs removing k
  bool repeat_last = false;
  int digit(Int k) const {
    if (k < static_cast<Int>(digits.size())) return digits[at(k)];
    return repeat_last ? digits.back() : 0;
  }
};

inline std::optional<std::shared_ptr<const Rules>> octal_code(std::string s) {
  auto r = std::make_shared<OctalCode>();
  if (s.size() > 3 && s.substr(s.size() - 3) == "...") r->repeat_last = true, s.resize(s.size() - 3);
  const auto point = s.find('.');
  if (point == std::string::npos || point > 1) return std::nullopt;
  r->digits.push_back(point == 0 ? 0 : s[0] - '0');
  for (std::size_t i = point + 1; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '7') return std::nullopt;
    r->digits.push_back(s[i] - '0');
  }
  return r;
}

class Octal : public HeapGame {
 public:
  // `code`: the fixed code of a named game (kayles, dawson); empty for
  // octal, whose code is in brackets.
  Octal(std::string name, std::string code) : HeapGame(std::move(name)), code_(std::move(code)) {}
  std::string key(const Pos& p) const override { return code_of(p) + ":" + sorted_key(p.v); }
  bool lists_each_move() const override { return false; }
  std::vector<Pos> small() const override {
    if (!code_.empty()) return heaps_up_to(2, 8);
    std::vector<Pos> out;
    for (const char* code : {"0.137", "4.07", ".3...", "4.3...", "0.16", "0.6...", "0.51"})
      for (auto& v : heap_lists(2, 7)) out.push_back(with_code(code, std::move(v)));
    return out;
  }
  std::vector<Pos> tiny() const override {
    if (!code_.empty()) return {at_heaps({3}), at_heaps({2, 1}), at_heaps({4})};
    return {with_code("0.137", {3}), with_code("4.07", {4}), with_code("0.6...", {2, 2})};
  }
  Pos with_code(const std::string& code, std::vector<Int> v) const {
    return make(head(code), std::move(v), *read_rule(code));
  }

 protected:
  std::optional<std::shared_ptr<const Rules>> read_rule(const std::optional<std::string>& rule) const override {
    if (code_.empty() == !rule) return std::nullopt;
    return octal_code(rule ? *rule : code_);
  }
  std::vector<std::vector<Int>> replacements(const Pos& p, Int n) const override {
    const OctalCode& r = p.rule<OctalCode>();
    std::vector<std::vector<Int>> out;
    for (Int k = 0; k <= n; ++k) {
      const int d = r.digit(k);
      const Int rest = n - k;
      if (k > 0 && (d & 1) && rest == 0) out.push_back({});
      if (k > 0 && (d & 2) && rest > 0) out.push_back({rest});
      if (d & 4)
        for (Int a = 1; a < rest; ++a) out.push_back({a, rest - a});
    }
    return out;
  }

 private:
  // The code's digits as data, so that "octal(.3...)" and "octal(0.3...)"
  // are one game.
  static std::string code_of(const Pos& p) {
    const OctalCode& r = p.rule<OctalCode>();
    std::string s;
    for (int d : r.digits) s += static_cast<char>('0' + d);
    return s + (r.repeat_last ? "..." : "");
  }
  std::string code_;
};

// Grundy's game: split a heap into two unequal non-empty heaps.
class Grundy : public HeapGame {
 public:
  explicit Grundy(std::string name = "grundy") : HeapGame(std::move(name)) {}
  std::string key(const Pos& p) const override { return sorted_key(p.v); }
  bool lists_each_move() const override { return false; }
  std::vector<Pos> small() const override { return heaps_up_to(2, 9); }
  std::vector<Pos> tiny() const override { return {at_heaps({5}), at_heaps({4, 3}), at_heaps({6})}; }

 protected:
  std::vector<std::vector<Int>> replacements(const Pos&, Int n) const override {
    std::vector<std::vector<Int>> out;
    for (Int a = 1; a < n; ++a)
      if (2 * a != n) out.push_back({a, n - a});
    return out;
  }
};

}  // namespace oracle
