#pragma once
// Shares with the engine: nothing. Standard library only; positions are
// read from their notation text by the small reader below.
//
// The independent oracles: each family's moves written from its rules
// (docs/notation.md), read from and written to the notation the engine
// gets, and valued by this folder's own mex (values.hpp).
//
//   "sub(1,3,4) 6 2"        a component's text
//    └┬┘ └─┬─┘ └┬┘
//   name  rule  args        split() below: the name is letters and
//                           digits, the rule the bracketed text after it
//   Pos { game, head, v, rules }
//     game   the family oracle that reads, writes and moves it
//     head   the text before the arguments, as given ("sub(1,3,4)")
//     v      the position as numbers (each family's file says how)
//     rules  what the rule text says, as data (amounts, octal digits...)
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "mex.hpp"

namespace oracle {

using Int = std::int64_t;

class Game;

// A family's rules as data; each family derives its own.
struct Rules {
  virtual ~Rules() = default;
};

struct Pos {
  const Game* game = nullptr;
  std::string head;
  std::vector<Int> v;
  std::shared_ptr<const Rules> rules;

  template <class R>
  const R& rule() const {
    return static_cast<const R&>(*rules);
  }
};

// A component's text split at its family name and bracketed rule.
struct Split {
  std::string name;                 // lower case
  std::optional<std::string> rule;  // between the parentheses
  std::vector<std::string> args;    // blank-separated
  std::string rest;                 // the argument text, trimmed
};

inline std::string trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return std::string(s);
}

inline std::vector<std::string> split_on(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.push_back(trim(s.substr(at, i - at)));
      at = i + 1;
    }
  return out;
}

inline std::optional<Split> split(std::string_view text) {
  const std::string t = trim(text);
  Split s;
  std::size_t i = 0;
  while (i < t.size() && ((t[i] >= 'a' && t[i] <= 'z') || (t[i] >= 'A' && t[i] <= 'Z') || (t[i] >= '0' && t[i] <= '9')))
    s.name += static_cast<char>(t[i] >= 'A' && t[i] <= 'Z' ? t[i] - 'A' + 'a' : t[i]), ++i;
  if (s.name.empty()) return std::nullopt;
  if (i < t.size() && t[i] == '(') {
    int depth = 0;
    const std::size_t open = i;
    for (; i < t.size(); ++i) {
      depth += t[i] == '(' ? 1 : t[i] == ')' ? -1 : 0;
      if (depth == 0) break;
    }
    if (i == t.size()) return std::nullopt;
    s.rule = t.substr(open + 1, i - open - 1);
    ++i;
  }
  s.rest = trim(std::string_view(t).substr(i));
  for (const std::string& a : split_on(s.rest, ' '))
    if (!a.empty()) s.args.push_back(a);
  return s;
}

inline std::optional<Int> number(std::string_view s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  Int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// Numbers separated by `sep` ("1,3,4"); nullopt if any is not one.
inline std::optional<std::vector<Int>> numbers(std::string_view s, char sep) {
  std::vector<Int> out;
  for (const std::string& part : split_on(s, sep)) {
    auto n = number(part);
    if (!n) return std::nullopt;
    out.push_back(*n);
  }
  return out;
}

inline std::optional<std::vector<Int>> numbers(const std::vector<std::string>& args) {
  std::vector<Int> out;
  for (const std::string& a : args) {
    auto n = number(a);
    if (!n) return std::nullopt;
    out.push_back(*n);
  }
  return out;
}

inline std::string joined(const std::vector<Int>& v, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

inline std::size_t at(Int i) { return static_cast<std::size_t>(i); }

// One family's oracle.
class Game {
 public:
  explicit Game(std::string name) : name_(std::move(name)) {}
  virtual ~Game() = default;
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // The registry name it answers for ("kayles", "coins", "wyt").
  const std::string& name() const { return name_; }

  // The position a component's text names; nullopt when the text is not one.
  virtual std::optional<Pos> read(const Split& s) const = 0;
  // The text the engine gets.
  virtual std::string write(const Pos& p) const = 0;
  // Every move, by the rules (a position reached twice may be listed twice).
  virtual std::vector<Pos> options(const Pos& p) const = 0;
  // Equal for positions the notation says are the same game: the written
  // text, unless a family's order of parts is immaterial (its own file says).
  virtual std::string key(const Pos& p) const { return write(p); }
  // A position may recur in play.
  virtual bool may_cycle() const { return false; }
  // Every move is a listed move of its own, even where two reach one
  // position (two leaves of one node): lists count each. False where the
  // notation lists a position that several moves reach once (merge 1 1).
  virtual bool lists_each_move() const { return true; }
  // Small positions whose every option is checked (bounded, exhaustive),
  // and tiny ones (a few dozen reachable positions) for the compounds.
  virtual std::vector<Pos> small() const = 0;
  virtual std::vector<Pos> tiny() const = 0;

 protected:
  Pos make(std::string head, std::vector<Int> v, std::shared_ptr<const Rules> rules = nullptr) const {
    return Pos{this, std::move(head), std::move(v), rules ? std::move(rules) : std::make_shared<const Rules>()};
  }
  Pos with(const Pos& p, std::vector<Int> v) const { return Pos{p.game, p.head, std::move(v), p.rules}; }

 private:
  std::string name_;
};

// Every family oracle by name; a game the tests define in the rule language
// is added under its own name as another instance of the oracle of its rules
// (all.hpp fills it).
class Registry {
 public:
  const Game* add(std::unique_ptr<Game> g) {
    const Game* out = g.get();
    games_[g->name()] = std::move(g);
    return out;
  }
  void remove(const std::string& name) { games_.erase(name); }
  const Game* find(const std::string& name) const {
    auto it = games_.find(name);
    return it == games_.end() ? nullptr : it->second.get();
  }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& [n, g] : games_) out.push_back(n);
    return out;
  }

 private:
  std::map<std::string, std::unique_ptr<Game>> games_;
};

inline Registry& registry();  // all.hpp

inline std::optional<Pos> read_component(std::string_view text) {
  auto s = split(text);
  if (!s) return std::nullopt;
  const Game* g = registry().find(s->name);
  return g ? g->read(*s) : std::nullopt;
}

// A whole position: its compound and its components.
enum class Compound { normal, misere, every, conjunctive, selective };

inline const char* compound_name(Compound c) {
  switch (c) {
    case Compound::normal: return "normal";
    case Compound::misere: return "misere";
    case Compound::every: return "every";
    case Compound::conjunctive: return "conjunctive";
    case Compound::selective: return "selective";
  }
  return "normal";
}

struct Sum {
  Compound compound = Compound::normal;
  std::vector<Pos> parts;
};

// "misere: a + b": components split at " + " (no family writes that
// inside a component).
inline std::optional<Sum> read_sum(std::string_view text) {
  Sum s;
  const std::size_t colon = text.find(':');
  const std::size_t bracket = text.find('(');
  if (colon != std::string_view::npos && colon < bracket) {
    const std::string c = trim(text.substr(0, colon));
    bool known = false;
    for (Compound k : {Compound::normal, Compound::misere, Compound::every, Compound::conjunctive, Compound::selective})
      if (c == compound_name(k)) s.compound = k, known = true;
    if (!known) return std::nullopt;
    text.remove_prefix(colon + 1);
  }
  std::size_t at = 0;
  while (true) {
    const std::size_t plus = text.find(" + ", at);
    auto p = read_component(text.substr(at, plus == std::string_view::npos ? std::string_view::npos : plus - at));
    if (!p) return std::nullopt;
    s.parts.push_back(std::move(*p));
    if (plus == std::string_view::npos) break;
    at = plus + 3;
  }
  return s;
}

inline std::string write(const Sum& s) {
  std::string out = s.compound == Compound::normal ? "" : std::string(compound_name(s.compound)) + ": ";
  for (std::size_t i = 0; i < s.parts.size(); ++i) out += (i ? " + " : "") + s.parts[i].game->write(s.parts[i]);
  return out;
}

inline std::string key(const Pos& p) { return p.game->name() + "|" + p.game->key(p); }

inline std::string key(const Sum& s) {
  std::string out = compound_name(s.compound);
  for (const Pos& p : s.parts) out += " + " + key(p);
  return out;
}

// The key of a text as the engine writes it; "unreadable: ..." when the
// oracle cannot read it (so it matches no option).
inline std::string key_of_text(std::string_view text) {
  auto s = read_sum(text);
  return s ? key(*s) : "unreadable: " + std::string(text);
}

}  // namespace oracle
