#pragma once
// Misère play of sums of heaps, straight from the rules. This oracle shares
// no code with the engine: it reads octal codes, subtraction sets and
// Grundy's game itself, generates every move itself, and decides a sum by
// the definition (no move: the player to move has won; else N iff some move
// reaches a P sum), memoised on the sorted list of non-empty heaps.

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace misere_oracle {

using Heaps = std::vector<int>;  // sorted, no zeros

struct Rule {
  enum class Kind { octal, subtraction, grundy, nim } kind = Kind::octal;
  std::vector<int> digits;   // octal: digit k governs taking k tokens
  std::vector<int> amounts;  // subtraction
};

// "0.77", "4.07", ".137": the digits after the point; the one before it is d0.
inline Rule octal(const std::string& code) {
  Rule r;
  const std::size_t dot = code.find('.');
  r.digits.push_back(dot == 0 ? 0 : code[0] - '0');
  for (std::size_t i = dot + 1; i < code.size(); ++i) r.digits.push_back(code[i] - '0');
  return r;
}
inline Rule subtraction(std::vector<int> amounts) {
  Rule r;
  r.kind = Rule::Kind::subtraction;
  r.amounts = std::move(amounts);
  return r;
}
inline Rule grundy_game() {
  Rule r;
  r.kind = Rule::Kind::grundy;
  return r;
}
inline Rule nim() {
  Rule r;
  r.kind = Rule::Kind::nim;
  return r;
}

// Every option of one heap: the heaps left in its place (0, 1 or 2 of them,
// each non-empty), each result once.
inline std::vector<Heaps> heap_options(const Rule& rule, int heap) {
  std::set<Heaps> out;
  switch (rule.kind) {
    case Rule::Kind::nim:
      for (int left = 0; left < heap; ++left) out.insert(left ? Heaps{left} : Heaps{});
      break;
    case Rule::Kind::subtraction:
      for (int s : rule.amounts)
        if (s <= heap) out.insert(heap - s ? Heaps{heap - s} : Heaps{});
      break;
    case Rule::Kind::grundy:
      for (int a = 1; 2 * a < heap; ++a) out.insert(Heaps{a, heap - a});
      break;
    case Rule::Kind::octal:
      for (int k = 0; k < static_cast<int>(rule.digits.size()) && k <= heap; ++k) {
        const int d = rule.digits[static_cast<std::size_t>(k)], rest = heap - k;
        if ((d & 1) && k > 0 && rest == 0) out.insert(Heaps{});
        if ((d & 2) && k > 0 && rest >= 1) out.insert(Heaps{rest});
        if (d & 4)
          for (int a = 1; 2 * a <= rest; ++a) out.insert(Heaps{a, rest - a});
      }
      break;
  }
  return {out.begin(), out.end()};
}

class Oracle {
 public:
  explicit Oracle(Rule rule) : rule_(std::move(rule)) {}

  static Heaps normal(Heaps h) {
    h.erase(std::remove(h.begin(), h.end(), 0), h.end());
    std::sort(h.begin(), h.end());
    return h;
  }

  // The sum after replacing heap i (an index into `heaps`) by `pieces`.
  static Heaps after(const Heaps& heaps, std::size_t i, const Heaps& pieces) {
    Heaps next;
    for (std::size_t j = 0; j < heaps.size(); ++j)
      if (j != i) next.push_back(heaps[j]);
    next.insert(next.end(), pieces.begin(), pieces.end());
    return normal(next);
  }

  // True when the player to move wins the misère sum.
  bool wins(const Heaps& sum) {
    const Heaps key = normal(sum);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool any = false, win = false;
    for (std::size_t i = 0; i < key.size() && !win; ++i)
      for (const Heaps& pieces : options(key[i])) {
        any = true;
        if (!wins(after(key, i, pieces))) {
          win = true;
          break;
        }
      }
    if (!any) win = true;
    memo_.emplace(key, win);
    return win;
  }

  // Every winning move of `sum` (in input order, zeros allowed) as
  // (heap index, the pieces left, sorted).
  std::set<std::pair<std::size_t, Heaps>> winning_moves(const Heaps& sum) {
    std::set<std::pair<std::size_t, Heaps>> out;
    for (std::size_t i = 0; i < sum.size(); ++i)
      for (const Heaps& pieces : options(sum[i]))
        if (!wins(after(sum, i, pieces))) out.emplace(i, pieces);
    return out;
  }

  const std::vector<Heaps>& options(int heap) {
    auto it = options_.find(heap);
    if (it == options_.end()) it = options_.emplace(heap, heap_options(rule_, heap)).first;
    return it->second;
  }

  std::size_t positions() const { return memo_.size(); }

 private:
  Rule rule_;
  std::map<Heaps, bool> memo_;
  std::map<int, std::vector<Heaps>> options_;
};

// The heaps of a position as the engine writes it, read by the test (no
// engine code): "misere: kayles 3 + kayles 1 4" -> {1, 3, 4}, each piece's
// family word and (rule) skipped; a Nim heap of 1 reads as a heap of 1.
inline Heaps heaps_in(std::string text) {
  if (text.rfind("misere:", 0) == 0) text = text.substr(7);
  Heaps out;
  std::stringstream pieces(text);
  std::string piece;
  while (std::getline(pieces, piece, '+')) {
    std::stringstream words(piece);
    std::string word;
    words >> word;  // the family, with its rule
    while (words >> word) out.push_back(std::stoi(word));
  }
  return Oracle::normal(out);
}

}  // namespace misere_oracle
