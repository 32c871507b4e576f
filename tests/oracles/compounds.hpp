#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Every compound by retrograde analysis of its product game (so components
// that may recur are handled too), from the components' moves alone:
//
//   state = one position per component; a turn is
//     normal       one move in one component
//     misere       the same, and a player without a turn WINS
//     every        one move in every component that has one
//     conjunctive  one move in every component; a component without one ends it
//     selective    one move in each of a non-empty set of components
//
//   A state without a turn is lost (misere: won) at remoteness 0. Going
//   back from those: a state with a turn to a lost state is won, at 1 + the
//   least such remoteness; a state whose every turn reaches a won state is
//   lost, at 1 + the greatest. States never decided are draws.
#include <queue>

#include "moving_sets.hpp"
#include "values.hpp"

namespace oracle {

class ProductGame {
 public:
  using State = std::vector<Atlas::Id>;

  ProductGame(Atlas& atlas, Compound compound) : atlas_(atlas), compound_(compound) {}

  State state(const Sum& s) {
    State out;
    for (const Pos& p : s.parts) out.push_back(atlas_.id(p));
    return out;
  }

  std::vector<State> turns(const State& s) {
    std::vector<State> out;
    if (compound_ == Compound::normal || compound_ == Compound::misere) {
      for (std::size_t i = 0; i < s.size(); ++i)
        for (Atlas::Id o : atlas_.options(s[i])) {
          State next = s;
          next[i] = o;
          out.push_back(next);
        }
      return out;
    }
    std::vector<std::size_t> movable;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (!atlas_.options(s[i]).empty()) movable.push_back(i);
      else if (compound_ == Compound::conjunctive) return out;
    }
    for (const auto& set : moving_sets(compound_ == Compound::selective, movable)) {
      std::vector<std::size_t> digit(set.size(), 0);
      while (true) {
        State next = s;
        for (std::size_t k = 0; k < set.size(); ++k) next[set[k]] = atlas_.options(s[set[k]])[digit[k]];
        out.push_back(next);
        std::size_t k = 0;
        for (; k < set.size(); ++k) {
          if (++digit[k] < atlas_.options(s[set[k]]).size()) break;
          digit[k] = 0;
        }
        if (k == set.size()) break;
      }
    }
    return out;
  }

  // Solves every state reachable from `root`.
  void solve(const State& root) {
    if (index_.count(root)) return;
    const std::size_t first = states_.size();
    add(root);
    for (std::size_t i = first; i < states_.size(); ++i) {
      std::vector<std::size_t> row;
      for (const State& n : turns(states_[i])) {
        const std::size_t j = add(n);
        if (std::find(row.begin(), row.end(), j) == row.end()) row.push_back(j);
      }
      succ_.push_back(row);
    }
    // States met before are solved already, and reach only solved states.
    std::vector<std::vector<std::size_t>> pred(states_.size());
    std::vector<std::size_t> undecided(states_.size(), 0);
    // Least remoteness first (old states decided before may be met again).
    using Entry = std::pair<Num, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    for (std::size_t i = first; i < states_.size(); ++i) {
      for (std::size_t j : succ_[i]) pred[j].push_back(i);
      undecided[i] = succ_[i].size();
      if (succ_[i].empty()) {
        result_[i] = compound_ == Compound::misere ? 'N' : 'P';
        queue.emplace(0, i);
      }
    }
    for (std::size_t i = 0; i < first; ++i)
      if (result_[i] != 'D' && !pred[i].empty()) queue.emplace(remoteness_[i], i);
    while (!queue.empty()) {
      const std::size_t x = queue.top().second;
      queue.pop();
      for (std::size_t p : pred[x]) {
        if (result_[p] != 'D' || p < first) continue;
        if (result_[x] == 'P') {
          result_[p] = 'N', remoteness_[p] = remoteness_[x] + 1, queue.emplace(remoteness_[p], p);
        } else if (--undecided[p] == 0) {
          result_[p] = 'P', remoteness_[p] = remoteness_[x] + 1, queue.emplace(remoteness_[p], p);
        }
      }
    }
  }

  // 'P', 'N' or 'D' (a draw: play can go on forever).
  char outcome(const State& s) {
    solve(s);
    return result_[index_.at(s)];
  }
  Num remoteness(const State& s) {
    solve(s);
    return remoteness_[index_.at(s)];
  }

  // The key of a state as a sum under this compound.
  std::string key(const State& s) const {
    std::string out = compound_name(compound_);
    for (Atlas::Id i : s) out += " + " + oracle::key(atlas_.pos(i));
    return out;
  }
  Sum sum(const State& s) const {
    Sum out{compound_, {}};
    for (Atlas::Id i : s) out.parts.push_back(atlas_.pos(i));
    return out;
  }

  // The keys of every state a turn from s reaches, and of those a winning
  // turn reaches (the opponent is then lost: it wins in finitely many moves).
  std::set<std::string> option_keys(const State& s) {
    std::set<std::string> out;
    for (const State& n : turns(s)) out.insert(key(n));
    return out;
  }
  std::set<std::string> winning_keys(const State& s) {
    std::set<std::string> out;
    for (const State& n : turns(s))
      if (outcome(n) == 'P') out.insert(key(n));
    return out;
  }

 private:
  std::size_t add(const State& s) {
    auto [it, fresh] = index_.emplace(s, states_.size());
    if (fresh) {
      states_.push_back(s);
      result_.push_back('D');
      remoteness_.push_back(0);
    }
    return it->second;
  }

  Atlas& atlas_;
  Compound compound_;
  std::map<State, std::size_t> index_;
  std::vector<State> states_;
  std::vector<std::vector<std::size_t>> succ_;
  std::vector<char> result_;
  std::vector<Num> remoteness_;
};

}  // namespace oracle
