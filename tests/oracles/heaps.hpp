#pragma once
// Shares with the engine: nothing. Standard library and oracle.hpp only.
//
// Heap games from their rules (docs/notation.md), v = the heap sizes in
// order: nim, bash(m), sub(s1,...), lasker, staircase (v = coins on steps
// 1..n), wythoff (two heaps), and the tutorial's moore(k), fibnim
// (v = heap, the most the next move may take) and euclid (the two numbers).
#include "oracle.hpp"

namespace oracle {

// Every list of 1..`count` numbers in lo..hi.
inline std::vector<std::vector<Int>> heap_lists(std::size_t count, Int hi, Int lo = 0) {
  std::vector<std::vector<Int>> lists{{}}, out;
  for (std::size_t c = 1; c <= count; ++c) {
    std::vector<std::vector<Int>> grown;
    for (const auto& l : lists)
      for (Int h = lo; h <= hi; ++h) {
        grown.push_back(l);
        grown.back().push_back(h);
        out.push_back(grown.back());
      }
    lists = std::move(grown);
  }
  return out;
}

// One heap game: a move replaces heap h by the pieces a rule allows.
class HeapGame : public Game {
 public:
  using Game::Game;
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name()) return std::nullopt;
    auto rules = read_rule(s.rule);
    auto v = numbers(s.args);
    if (!rules || !v) return std::nullopt;
    return make(head(s.rule), *v, *rules);
  }
  std::string write(const Pos& p) const override {
    return p.head + (p.v.empty() ? "" : " ") + joined(p.v, " ");
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t h = 0; h < p.v.size(); ++h)
      for (const std::vector<Int>& pieces : replacements(p, p.v[h])) {
        std::vector<Int> v = p.v;
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(h));
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(h), pieces.begin(), pieces.end());
        out.push_back(with(p, v));
      }
    return out;
  }
  std::vector<Pos> small() const override { return heaps_up_to(2, 6); }
  std::vector<Pos> tiny() const override { return {at_heaps({2}), at_heaps({1, 2}), at_heaps({3})}; }

  // Every list of 1..`count` heaps of sizes lo..hi.
  std::vector<Pos> heaps_up_to(std::size_t count, Int hi, Int lo = 0) const {
    std::vector<Pos> out;
    for (auto& v : heap_lists(count, hi, lo)) out.push_back(at_heaps(std::move(v)));
    return out;
  }
  Pos at_heaps(std::vector<Int> v) const { return make(head(std::nullopt), std::move(v), *read_rule(std::nullopt)); }

 protected:
  // The rule in brackets as data, for a family that has one.
  virtual std::optional<std::shared_ptr<const Rules>> read_rule(const std::optional<std::string>& rule) const {
    if (rule) return std::nullopt;
    return std::make_shared<const Rules>();
  }
  virtual std::string head(const std::optional<std::string>& rule) const {
    return rule ? name() + "(" + *rule + ")" : name();
  }
  // What heap n may become: each option a list of pieces ({} = gone).
  virtual std::vector<std::vector<Int>> replacements(const Pos& p, Int n) const = 0;
};

// Heap games whose heaps' order and empty heaps are immaterial (splitting,
// merging): the key lists the non-empty heaps in increasing order, and a
// split reached two ways (1 + 2, 2 + 1) is listed once.
inline std::string sorted_key(std::vector<Int> v) {
  std::erase(v, 0);
  std::sort(v.begin(), v.end());
  return joined(v, " ");
}

class Nim : public HeapGame {
 public:
  Nim() : HeapGame("nim") {}
  std::vector<std::vector<Int>> replacements(const Pos&, Int n) const override {
    std::vector<std::vector<Int>> out;
    for (Int k = 1; k <= n; ++k) out.push_back({n - k});
    return out;
  }
};

// bash(m): take 1..m; sub(s1,...): take an amount in the set.
struct Amounts : Rules {
  std::vector<Int> amounts;
};

class Subtraction : public HeapGame {
 public:
  // `fixed`: the amounts of a game the tests define in the rule language
  // (no rule in brackets), such as squares: 1, 4, 9, ...
  explicit Subtraction(std::string name, std::vector<Int> fixed = {}) : HeapGame(std::move(name)), fixed_(std::move(fixed)) {}
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (const char* rule : fixed_.empty() ? std::vector<const char*>{"1,3,4", "2,5", "3"} : std::vector<const char*>{""})
      for (auto& v : heap_lists(2, 9)) out.push_back(with_heaps(rule, std::move(v)));
    return out;
  }
  std::vector<Pos> tiny() const override {
    std::vector<Pos> out;
    for (std::vector<Int> v : {std::vector<Int>{4}, {2, 3}, {5}}) out.push_back(with_heaps(fixed_.empty() ? "1,3" : "", v));
    return out;
  }
  Pos with_heaps(const std::string& rule, std::vector<Int> v) const {
    const auto r = rule.empty() ? std::nullopt : std::optional(rule);
    return make(head(r), std::move(v), *read_rule(r));
  }

 protected:
  std::optional<std::shared_ptr<const Rules>> read_rule(const std::optional<std::string>& rule) const override {
    auto r = std::make_shared<Amounts>();
    if (!fixed_.empty()) {
      if (rule) return std::nullopt;
      r->amounts = fixed_;
      return r;
    }
    if (!rule) return std::nullopt;
    auto a = numbers(*rule, ',');
    if (!a) return std::nullopt;
    r->amounts = *a;
    return r;
  }
  std::vector<std::vector<Int>> replacements(const Pos& p, Int n) const override {
    std::vector<std::vector<Int>> out;
    for (Int s : p.rule<Amounts>().amounts)
      if (s >= 1 && s <= n) out.push_back({n - s});
    return out;
  }

 private:
  std::vector<Int> fixed_;
};

class Bash : public HeapGame {
 public:
  Bash() : HeapGame("bash") {}
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int m : {1, 3})
      for (auto& v : heap_lists(2, 8)) out.push_back(with_limit(m, std::move(v)));
    return out;
  }
  std::vector<Pos> tiny() const override { return {with_limit(2, {4}), with_limit(3, {2, 3}), with_limit(1, {3})}; }
  Pos with_limit(Int m, std::vector<Int> v) const {
    const std::string rule = std::to_string(m);
    return make(head(rule), std::move(v), *read_rule(rule));
  }

 protected:
  std::optional<std::shared_ptr<const Rules>> read_rule(const std::optional<std::string>& rule) const override {
    auto r = std::make_shared<Amounts>();
    const auto m = rule ? number(*rule) : std::nullopt;
    if (!m) return std::nullopt;
    for (Int k = 1; k <= *m; ++k) r->amounts.push_back(k);
    return r;
  }
  std::vector<std::vector<Int>> replacements(const Pos& p, Int n) const override {
    std::vector<std::vector<Int>> out;
    for (Int s : p.rule<Amounts>().amounts)
      if (s <= n) out.push_back({n - s});
    return out;
  }
};

// Lasker's Nim: take any number from a heap, or split it into two.
class Lasker : public HeapGame {
 public:
  explicit Lasker(std::string name = "lasker") : HeapGame(std::move(name)) {}
  std::string key(const Pos& p) const override { return sorted_key(p.v); }
  bool lists_each_move() const override { return false; }
  std::vector<std::vector<Int>> replacements(const Pos&, Int n) const override {
    std::vector<std::vector<Int>> out;
    for (Int k = 1; k <= n; ++k) out.push_back({n - k});
    for (Int a = 1; a < n; ++a) out.push_back({a, n - a});
    return out;
  }
  std::vector<Pos> small() const override { return heaps_up_to(2, 6); }
};

// Staircase Nim: move any number of coins from step h one step down (from
// step 1 off the staircase).
class Staircase : public Game {
 public:
  Staircase() : Game("staircase") {}
  std::optional<Pos> read(const Split& s) const override {
    auto v = numbers(s.args);
    if (s.name != name() || s.rule || !v) return std::nullopt;
    return make(name(), *v);
  }
  std::string write(const Pos& p) const override { return name() + (p.v.empty() ? "" : " ") + joined(p.v, " "); }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t h = 0; h < p.v.size(); ++h)
      for (Int k = 1; k <= p.v[h]; ++k) {
        auto v = p.v;
        v[h] -= k;
        if (h > 0) v[h - 1] += k;
        out.push_back(with(p, v));
      }
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int a = 0; a <= 3; ++a)
      for (Int b = 0; b <= 3; ++b) {
        out.push_back(make(name(), {a, b}));
        for (Int c = 0; c <= 2; ++c) out.push_back(make(name(), {a, b, c}));
      }
    return out;
  }
  std::vector<Pos> tiny() const override { return {make(name(), {0, 2}), make(name(), {1, 1}), make(name(), {2})}; }
};

// Wythoff's game: take from one heap, or the same from both.
class Wythoff : public Game {
 public:
  explicit Wythoff(std::string name = "wythoff") : Game(std::move(name)) {}
  std::optional<Pos> read(const Split& s) const override {
    auto v = numbers(s.args);
    if (s.name != name() || s.rule || !v || v->size() % 2) return std::nullopt;
    return make(name(), *v);
  }
  std::string write(const Pos& p) const override { return name() + " " + joined(p.v, " "); }
  // A defined game may hold several pairs (wyt 1 2 4 4): each is a game.
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t i = 0; i + 1 < p.v.size(); i += 2) {
      const Int a = p.v[i], b = p.v[i + 1];
      auto to = [&](Int x, Int y) {
        auto v = p.v;
        v[i] = x, v[i + 1] = y;
        out.push_back(with(p, v));
      };
      for (Int k = 1; k <= a; ++k) to(a - k, b);
      for (Int k = 1; k <= b; ++k) to(a, b - k);
      for (Int k = 1; k <= std::min(a, b); ++k) to(a - k, b - k);
    }
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int a = 0; a <= 7; ++a)
      for (Int b = 0; b <= 7; ++b) out.push_back(make(name(), {a, b}));
    return out;
  }
  std::vector<Pos> tiny() const override { return {make(name(), {1, 2}), make(name(), {2, 2}), make(name(), {0, 3})}; }
};

// Moore's Nim_k: take from each of 1 to k heaps (any amounts).
struct Limit : Rules {
  Int k = 0;
};

class Moore : public Game {
 public:
  Moore() : Game("moore") {}
  std::optional<Pos> read(const Split& s) const override {
    auto v = numbers(s.args);
    auto k = s.rule ? number(*s.rule) : std::nullopt;
    if (s.name != name() || !v || !k) return std::nullopt;
    return at(*k, *v);
  }
  Pos at(Int k, std::vector<Int> v) const {
    auto r = std::make_shared<Limit>();
    r->k = k;
    return make("moore(" + std::to_string(k) + ")", std::move(v), r);
  }
  std::string write(const Pos& p) const override { return p.head + " " + joined(p.v, " "); }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    std::vector<Int> cur = p.v;
    const Int k = p.rule<Limit>().k;
    auto go = [&](auto&& self, std::size_t i, Int changed) -> void {
      if (i == cur.size()) {
        if (changed) out.push_back(with(p, cur));
        return;
      }
      self(self, i + 1, changed);
      if (changed < k)
        for (Int x = 0; x < p.v[i]; ++x) cur[i] = x, self(self, i + 1, changed + 1);
      cur[i] = p.v[i];
    };
    go(go, 0, 0);
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int a = 0; a <= 3; ++a)
      for (Int b = 0; b <= 3; ++b)
        for (Int c = 0; c <= 3; ++c) out.push_back(at(2, {a, b, c}));
    out.push_back(at(3, {2, 2, 2, 2}));
    out.push_back(at(1, {2, 3}));
    return out;
  }
  std::vector<Pos> tiny() const override { return {at(2, {1, 1, 1}), at(2, {2, 1}), at(1, {1, 2})}; }
};

// Fibonacci Nim: `fibnim N` opens (take 1..N-1), `fibnim N L` takes 1..L;
// taking t lets the next move take up to 2t. The key: (heap, the most the
// next move can take), since a limit above the heap allows no more.
class FibNim : public Game {
 public:
  FibNim() : Game("fibnim") {}
  std::optional<Pos> read(const Split& s) const override {
    auto v = numbers(s.args);
    if (s.name != name() || s.rule || !v || v->empty() || v->size() > 2) return std::nullopt;
    const Int n = (*v)[0];
    return make(name(), {n, v->size() == 2 ? (*v)[1] : std::max<Int>(n - 1, 0)});
  }
  std::string write(const Pos& p) const override { return name() + " " + joined(p.v, " "); }
  std::string key(const Pos& p) const override {
    return std::to_string(p.v[0]) + " " + std::to_string(std::min(p.v[0], p.v[1]));
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (Int t = 1; t <= std::min(p.v[0], p.v[1]); ++t) out.push_back(with(p, {p.v[0] - t, 2 * t}));
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int n = 0; n <= 10; ++n)
      for (Int l = 0; l <= 10; ++l) out.push_back(make(name(), {n, l}));
    return out;
  }
  std::vector<Pos> tiny() const override { return {make(name(), {4, 3}), make(name(), {3, 1}), make(name(), {5, 2})}; }
};

// Euclid's game: subtract a positive multiple of the smaller number from
// the larger, never below 0; a pair with a 0 is over.
class Euclid : public Game {
 public:
  Euclid() : Game("euclid") {}
  std::optional<Pos> read(const Split& s) const override {
    auto v = numbers(s.args);
    if (s.name != name() || s.rule || !v || v->size() != 2) return std::nullopt;
    return make(name(), *v);
  }
  std::string write(const Pos& p) const override { return name() + " " + joined(p.v, " "); }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    const Int a = p.v[0], b = p.v[1];
    if (a == 0 || b == 0) return out;
    if (a >= b)
      for (Int m = 1; m * b <= a; ++m) out.push_back(with(p, {a - m * b, b}));
    if (b >= a)
      for (Int m = 1; m * a <= b; ++m) out.push_back(with(p, {a, b - m * a}));
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int a = 0; a <= 9; ++a)
      for (Int b = 0; b <= 9; ++b) out.push_back(make(name(), {a, b}));
    return out;
  }
  std::vector<Pos> tiny() const override { return {make(name(), {3, 2}), make(name(), {2, 5}), make(name(), {1, 1})}; }
};

}  // namespace oracle
