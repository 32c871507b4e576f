#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Coin-turning games from their rules: coins(rule) on a row, v = 1 for a
// head and 0 for a tail, left to right; coins2d(R1*R2) on a grid, v row by
// row. A move turns a set of coins the rule allows whose rightmost coin
// (in a grid: bottom-right, the deciding row and column) goes from heads
// to tails.
//
//   rule          the sets whose rightmost coin is i (0-based)
//   one           {i}
//   turtles       {i}, {j, i}                     any j < i
//   mock          one, two or three coins
//   ruler         any run ending at i
//   run3, run(K)  the run of exactly 3 (K) ending at i
//   near3, near K {j, i} for i-K <= j < i; {i} alone when i+1 <= K
//   exactly K anywhere | consecutive;  at most K anywhere | consecutive
#include "oracle.hpp"

namespace oracle {

struct CoinRule : Rules {
  enum Kind { anywhere, consecutive, near } kind = anywhere;
  Int lo = 1, hi = 1;  // set sizes (anywhere), run lengths (consecutive), window (near: hi)
  std::string text() const {
    return std::to_string(kind) + ":" + std::to_string(lo) + ".." + std::to_string(hi);
  }
};

inline std::optional<CoinRule> coin_rule(const std::string& text) {
  CoinRule r;
  std::vector<std::string> w;
  // Rule names in any case, like family names.
  for (std::string x : split_on(text, ' ')) {
    for (char& c : x) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    if (!x.empty()) w.push_back(x);
  }
  if (w.empty()) return std::nullopt;
  auto k_of = [&](std::size_t i) { return i < w.size() ? number(w[i]) : std::nullopt; };
  const std::string& f = w[0];
  if (w.size() == 1 && f == "one") r.kind = CoinRule::anywhere, r.lo = r.hi = 1;
  else if (w.size() == 1 && f == "turtles") r.kind = CoinRule::anywhere, r.lo = 1, r.hi = 2;
  else if (w.size() == 1 && f == "mock") r.kind = CoinRule::anywhere, r.lo = 1, r.hi = 3;
  else if (w.size() == 1 && f == "ruler") r.kind = CoinRule::consecutive, r.lo = 1, r.hi = 1 << 30;
  else if (w.size() == 1 && f == "run3") r.kind = CoinRule::consecutive, r.lo = r.hi = 3;
  else if (w.size() == 1 && f == "near3") r.kind = CoinRule::near, r.hi = 3;
  else if (w.size() == 1 && f.rfind("run(", 0) == 0 && f.back() == ')') {
    auto k = number(f.substr(4, f.size() - 5));
    if (!k) return std::nullopt;
    r.kind = CoinRule::consecutive, r.lo = r.hi = *k;
  } else if (w.size() == 2 && f == "near" && k_of(1)) {
    r.kind = CoinRule::near, r.hi = *k_of(1);
  } else if (w.size() == 3 && f == "exactly" && k_of(1)) {
    r.lo = r.hi = *k_of(1);
    if (w[2] == "anywhere") r.kind = CoinRule::anywhere;
    else if (w[2] == "consecutive") r.kind = CoinRule::consecutive;
    else return std::nullopt;
  } else if (w.size() == 4 && f == "at" && w[1] == "most" && k_of(2)) {
    r.lo = 1, r.hi = *k_of(2);
    if (w[3] == "anywhere") r.kind = CoinRule::anywhere;
    else if (w[3] == "consecutive") r.kind = CoinRule::consecutive;
    else return std::nullopt;
  } else {
    return std::nullopt;
  }
  return r;
}

// Every set of coins (0-based) the rule allows whose rightmost is i.
inline std::vector<std::vector<Int>> flip_sets(const CoinRule& r, Int i) {
  std::vector<std::vector<Int>> out;
  switch (r.kind) {
    case CoinRule::consecutive:
      for (Int len = r.lo; len <= r.hi && len <= i + 1; ++len) {
        std::vector<Int> s;
        for (Int j = i - len + 1; j <= i; ++j) s.push_back(j);
        out.push_back(s);
      }
      break;
    case CoinRule::near:
      if (i + 1 <= r.hi) out.push_back({i});
      for (Int j = std::max<Int>(0, i - r.hi); j < i; ++j) out.push_back({j, i});
      break;
    case CoinRule::anywhere: {
      // Subsets of [0, i) of size lo-1 .. hi-1, each with i added.
      std::vector<Int> s;
      auto pick = [&](auto&& self, Int from, Int left) -> void {
        if (left == 0) {
          auto t = s;
          t.push_back(i);
          out.push_back(t);
          return;
        }
        for (Int j = from; j < i; ++j) s.push_back(j), self(self, j + 1, left - 1), s.pop_back();
      };
      for (Int size = r.lo; size <= r.hi && size <= i + 1; ++size) pick(pick, 0, size - 1);
      break;
    }
  }
  return out;
}

// Coin letters in either case (docs/notation.md: H/U/1 heads, T/D/0 tails).
inline char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }
inline bool head(char c) { return upper(c) == 'H' || upper(c) == 'U' || c == '1'; }
inline bool tail(char c) { return upper(c) == 'T' || upper(c) == 'D' || c == '0'; }

class Coins : public Game {
 public:
  Coins() : Game("coins") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || !s.rule || s.args.size() != 1) return std::nullopt;
    auto r = coin_rule(*s.rule);
    std::vector<Int> v;
    for (char c : s.args[0]) {
      if (!head(c) && !tail(c)) return std::nullopt;
      v.push_back(head(c));
    }
    if (!r) return std::nullopt;
    return make("coins(" + *s.rule + ")", v, std::make_shared<CoinRule>(*r));
  }
  std::string write(const Pos& p) const override {
    std::string row;
    for (Int b : p.v) row += b ? 'H' : 'T';
    return p.head + " " + row;
  }
  std::string key(const Pos& p) const override {
    std::string row;
    for (Int b : p.v) row += b ? 'H' : 'T';
    return p.rule<CoinRule>().text() + " " + row;
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t i = 0; i < p.v.size(); ++i)
      if (p.v[i])
        for (const auto& set : flip_sets(p.rule<CoinRule>(), static_cast<Int>(i))) {
          auto v = p.v;
          for (Int j : set) v[at(j)] ^= 1;
          out.push_back(with(p, v));
        }
    return out;
  }
  Pos row(const std::string& rule, const std::string& coins) const { return *read(*split("coins(" + rule + ") " + coins)); }
  static const std::vector<std::string>& rules() {
    static const std::vector<std::string> r{"one", "turtles", "mock", "ruler", "run3", "run(2)", "near3", "near 2",
                                            "exactly 2 anywhere", "exactly 3 consecutive", "at most 3 anywhere",
                                            "at most 2 consecutive"};
    return r;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (const std::string& rule : rules())
      for (std::size_t length = 1; length <= 5; ++length)
        for (unsigned mask = 0; mask < (1u << length); ++mask) {
          std::string s;
          for (std::size_t i = 0; i < length; ++i) s += (mask >> i & 1) ? 'H' : 'T';
          out.push_back(row(rule, s));
        }
    return out;
  }
  std::vector<Pos> tiny() const override { return {row("turtles", "TH"), row("mock", "HTH"), row("ruler", "THH")}; }
};

// coins2d(R1*R2): rows follow R1, columns R2 (the Tartan product).
struct CoinGrid : Rules {
  CoinRule rows_rule, cols_rule;
  Int rows = 0, cols = 0;
};

class Coins2d : public Game {
 public:
  Coins2d() : Game("coins2d") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || !s.rule || s.args.size() != 1) return std::nullopt;
    const auto star = s.rule->find('*');
    if (star == std::string::npos) return std::nullopt;
    auto r1 = coin_rule(s.rule->substr(0, star)), r2 = coin_rule(s.rule->substr(star + 1));
    if (!r1 || !r2) return std::nullopt;
    auto g = std::make_shared<CoinGrid>();
    g->rows_rule = *r1, g->cols_rule = *r2;
    std::vector<Int> v;
    for (const std::string& line : split_on(s.args[0], '/')) {
      if (g->rows && static_cast<Int>(line.size()) != g->cols) return std::nullopt;
      g->cols = static_cast<Int>(line.size());
      ++g->rows;
      for (char c : line) {
        if (!head(c) && !tail(c)) return std::nullopt;
        v.push_back(head(c));
      }
    }
    return make("coins2d(" + *s.rule + ")", v, g);
  }
  std::string write(const Pos& p) const override {
    std::string grid;
    const Int cols = p.rule<CoinGrid>().cols;
    for (std::size_t i = 0; i < p.v.size(); ++i) grid += std::string(i && i % at(cols) == 0 ? "/" : "") + (p.v[i] ? 'H' : 'T');
    return p.head + " " + grid;
  }
  std::string key(const Pos& p) const override {
    const CoinGrid& g = p.rule<CoinGrid>();
    return g.rows_rule.text() + "*" + g.cols_rule.text() + " " + write(p).substr(p.head.size());
  }
  std::vector<Pos> options(const Pos& p) const override {
    const CoinGrid& g = p.rule<CoinGrid>();
    std::vector<Pos> out;
    for (Int x = 0; x < g.rows; ++x)
      for (Int y = 0; y < g.cols; ++y) {
        if (!p.v[at(x * g.cols + y)]) continue;
        for (const auto& a : flip_sets(g.rows_rule, x))
          for (const auto& b : flip_sets(g.cols_rule, y)) {
            auto v = p.v;
            for (Int i : a)
              for (Int j : b) v[at(i * g.cols + j)] ^= 1;
            out.push_back(with(p, v));
          }
      }
    return out;
  }
  Pos grid(const std::string& rule, const std::string& cells) const {
    return *read(*split("coins2d(" + rule + ") " + cells));
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (const auto& [rule, rows, cols] : std::vector<std::tuple<std::string, int, int>>{
             {"ruler*ruler", 2, 2}, {"mock*turtles", 2, 3}, {"turtles*ruler", 3, 2}})
      for (unsigned mask = 0; mask < (1u << (rows * cols)); ++mask) {
        std::string cells;
        for (int i = 0; i < rows * cols; ++i) cells += std::string(i && i % cols == 0 ? "/" : "") + ((mask >> i & 1) ? 'H' : 'T');
        out.push_back(grid(rule, cells));
      }
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {grid("ruler*ruler", "TH/HT"), grid("turtles*turtles", "TT/TH"), grid("mock*ruler", "HT/TT")};
  }
};

}  // namespace oracle
