#pragma once
// Brute force over the product game of a compound, from the components'
// move generators alone (no SG values, remoteness or suspense):
//
//   state = the components' notations; a turn is
//     misere       one move in one component; no move at all: mover WINS
//     every        one move in every component that is not over
//     conjunctive  one move in every component; any component over: mover loses
//     selective    one move in each of a non-empty set of components
//
// wins(state) is true when the player to move wins; the set of winning
// moves is every turn that leads to a state the opponent loses.

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "sg/position.hpp"

namespace sg::test {

class CompoundOracle {
 public:
  explicit CompoundOracle(Compound c) : compound_(c) {}

  using State = std::vector<std::unique_ptr<Component>>;

  bool wins(const State& s) {
    const std::string key = key_of(s);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool any = false, win = false;
    for (const State& next : turns(s)) {
      any = true;
      if (!wins(next)) {
        win = true;
        break;
      }
    }
    if (!any) win = compound_ == Compound::misere;
    memo_[key] = win;
    return win;
  }

  // The notations ("compound: a + b") of every state a winning turn reaches.
  std::set<std::string> winning_results(const Position& pos) {
    State s = clone(pos.components);
    std::set<std::string> out;
    for (const State& next : turns(s))
      if (!wins(next)) out.insert(notation(next));
    return out;
  }

  std::string notation(const State& s) const {
    std::string out = std::string(compound_name(compound_)) + ": ";
    for (std::size_t i = 0; i < s.size(); ++i) out += (i ? " + " : "") + s[i]->notation();
    return out;
  }

  static State clone(const State& s) {
    State out;
    for (const auto& c : s) out.push_back(c->clone());
    return out;
  }

 private:
  static std::string key_of(const State& s) {
    std::string k;
    for (const auto& c : s) k += c->notation() + " | ";
    return k;
  }

  std::vector<State> turns(const State& s) const {
    std::vector<std::vector<Move>> options;
    bool any_over = false;
    for (const auto& c : s) {
      options.push_back(c->moves());
      any_over |= options.back().empty();
    }
    std::vector<State> out;
    if (compound_ == Compound::misere) {
      for (std::size_t i = 0; i < s.size(); ++i)
        for (const Move& m : options[i]) {
          State next = clone(s);
          next[i] = m.to->clone();
          out.push_back(std::move(next));
        }
      return out;
    }
    if (compound_ == Compound::conjunctive && (any_over || s.empty())) return out;
    // Which components move: every: all not over; conjunctive: all;
    // selective: each non-empty subset of those not over.
    std::vector<std::size_t> movable;
    for (std::size_t i = 0; i < s.size(); ++i)
      if (!options[i].empty()) movable.push_back(i);
    std::vector<std::vector<std::size_t>> subsets;
    if (compound_ == Compound::selective) {
      for (std::uint32_t mask = 1; mask < (1u << movable.size()); ++mask) {
        std::vector<std::size_t> sub;
        for (std::size_t b = 0; b < movable.size(); ++b)
          if (mask >> b & 1) sub.push_back(movable[b]);
        subsets.push_back(sub);
      }
    } else if (!movable.empty()) {
      subsets.push_back(movable);
    }
    for (const auto& sub : subsets) {
      std::vector<std::size_t> digit(sub.size(), 0);
      while (true) {
        State next = clone(s);
        for (std::size_t k = 0; k < sub.size(); ++k) next[sub[k]] = options[sub[k]][digit[k]].to->clone();
        out.push_back(std::move(next));
        std::size_t k = 0;
        for (; k < sub.size(); ++k) {
          if (++digit[k] < options[sub[k]].size()) break;
          digit[k] = 0;
        }
        if (k == sub.size()) break;
      }
    }
    return out;
  }

  Compound compound_;
  std::map<std::string, bool> memo_;
};

}  // namespace sg::test
