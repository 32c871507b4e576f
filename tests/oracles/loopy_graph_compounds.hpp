#pragma once
// Shares with the engine: nothing. Standard library and moving_sets.hpp;
// it writes the notation the engine reads, `graph(a>b,b>a) a`.
//
// Brute force over compounds of tokens on graphs with cycles, written from
// the rules alone, for the tests that play whole games through them.
//
//   Graph       node names and an edge list, as the test builds them
//   Part        one component: a graph and its tokens (input order)
//   State       one token list per component, all in one vector:
//               {tokens of part 0..., tokens of part 1..., ...}
//   a move of a part slides one of its tokens along one edge; a turn is
//     normal, misere   one move in one part (misere: no turn = mover WINS)
//     every            one move in every part that has one
//     conjunctive      one move in every part; a part without one ends it
//     selective        one move in each part of a non-empty set
//   Values by rounds (Jacobi iteration, not a queue): in round k a state
//   becomes N (remoteness k) if some turn reaches a P state of round k-1,
//   P (remoteness k) if every turn reaches an N state of an earlier round;
//   states never decided are draws.

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "moving_sets.hpp"

namespace oracle {

struct OracleGraph {
  std::vector<std::string> names;
  std::vector<std::pair<int, int>> edges;  // as typed, no repeats

  std::string rule() const {
    std::string s;
    std::vector<bool> mentioned(names.size(), false);
    for (auto [u, v] : edges) {
      s += (s.empty() ? "" : ",") + names[static_cast<std::size_t>(u)] + ">" + names[static_cast<std::size_t>(v)];
      mentioned[static_cast<std::size_t>(u)] = mentioned[static_cast<std::size_t>(v)] = true;
    }
    for (std::size_t i = 0; i < names.size(); ++i)
      if (!mentioned[i]) s += (s.empty() ? "" : ",") + names[i];
    return s;
  }
  std::vector<int> successors(int u) const {
    std::vector<int> out;
    for (auto [a, b] : edges)
      if (a == u) out.push_back(b);
    return out;
  }
};

struct OraclePart {
  const OracleGraph* graph;
  std::size_t tokens;  // how many tokens this part has
};

enum class OracleRule { normal, misere, every, conjunctive, selective };

inline const char* oracle_prefix(OracleRule r) {
  switch (r) {
    case OracleRule::normal: return "";
    case OracleRule::misere: return "misere: ";
    case OracleRule::every: return "every: ";
    case OracleRule::conjunctive: return "conjunctive: ";
    case OracleRule::selective: return "selective: ";
  }
  return "";
}

class LoopyCompoundOracle {
 public:
  using State = std::vector<int>;

  LoopyCompoundOracle(std::vector<OraclePart> parts, OracleRule rule) : parts_(std::move(parts)), rule_(rule) {}

  std::string notation(const State& s) const {
    std::string out = oracle_prefix(rule_);
    std::size_t at = 0;
    for (std::size_t p = 0; p < parts_.size(); ++p) {
      if (p) out += " + ";
      out += "graph(" + parts_[p].graph->rule() + ")";
      for (std::size_t t = 0; t < parts_[p].tokens; ++t)
        out += " " + parts_[p].graph->names[static_cast<std::size_t>(s[at++])];
    }
    return out;
  }

  // Every state a turn from s reaches.
  std::vector<State> turns(const State& s) const {
    std::vector<std::vector<State>> part_moves;  // per part: the whole state after one move in it
    std::size_t at = 0;
    for (const OraclePart& p : parts_) {
      std::vector<State> moves;
      for (std::size_t t = 0; t < p.tokens; ++t)
        for (int v : p.graph->successors(s[at + t])) {
          State next = s;
          next[at + t] = v;
          moves.push_back(next);
        }
      part_moves.push_back(moves);
      at += p.tokens;
    }
    std::vector<State> out;
    if (rule_ == OracleRule::normal || rule_ == OracleRule::misere) {
      for (const auto& m : part_moves) out.insert(out.end(), m.begin(), m.end());
      return out;
    }
    std::vector<std::size_t> movable;
    for (std::size_t p = 0; p < parts_.size(); ++p) {
      if (part_moves[p].empty() && rule_ == OracleRule::conjunctive) return {};
      if (!part_moves[p].empty()) movable.push_back(p);
    }
    for (const auto& set : moving_sets(rule_ == OracleRule::selective, movable)) combine(s, part_moves, set, 0, s, out);
    return out;
  }

  // Solves every state reachable from `root`.
  void solve(const State& root) {
    std::vector<State> order{root};
    index_[root] = 0;
    std::vector<std::vector<int>> succ;
    for (std::size_t i = 0; i < order.size(); ++i) {
      std::vector<int> row;
      for (const State& n : turns(order[i])) {
        auto [it, fresh] = index_.emplace(n, static_cast<int>(order.size()));
        if (fresh) order.push_back(n);
        row.push_back(it->second);
      }
      succ.push_back(row);
    }
    const std::size_t n = order.size();
    outcome_.assign(n, 'D');
    remoteness_.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i)
      if (succ[i].empty()) outcome_[i] = rule_ == OracleRule::misere ? 'N' : 'P';
    for (int round = 1;; ++round) {
      std::vector<char> next = outcome_;
      std::vector<int> rem = remoteness_;
      bool changed = false;
      for (std::size_t i = 0; i < n; ++i) {
        if (outcome_[i] != 'D' || succ[i].empty()) continue;
        bool to_p = false, all_n = true;
        for (int j : succ[i]) {
          if (outcome_[static_cast<std::size_t>(j)] == 'P' && remoteness_[static_cast<std::size_t>(j)] == round - 1)
            to_p = true;
          if (outcome_[static_cast<std::size_t>(j)] != 'N') all_n = false;
        }
        bool some_n_last = false;
        for (int j : succ[i])
          if (remoteness_[static_cast<std::size_t>(j)] == round - 1) some_n_last = true;
        if (to_p) next[i] = 'N', rem[i] = round, changed = true;
        else if (all_n && some_n_last) next[i] = 'P', rem[i] = round, changed = true;
      }
      outcome_ = next;
      remoteness_ = rem;
      // Nothing of remoteness k means nothing of k + 1 either.
      if (!changed) break;
    }
    states_ = order;
  }

  bool knows(const State& s) const { return index_.count(s) > 0; }
  char outcome(const State& s) const { return outcome_[static_cast<std::size_t>(index_.at(s))]; }
  int remoteness(const State& s) const { return remoteness_[static_cast<std::size_t>(index_.at(s))]; }
  std::size_t size() const { return states_.size(); }
  const std::vector<State>& states() const { return states_; }
  // Under misère play the player left without a turn wins.
  bool misere() const { return rule_ == OracleRule::misere; }

  // The notations of the states every winning turn from s reaches.
  std::set<std::string> winning_results(const State& s) const {
    std::set<std::string> out;
    for (const State& n : turns(s))
      if (outcome(n) == 'P') out.insert(notation(n));
    return out;
  }

  // The state a notation names, among the turns from s (the engine's move).
  const State* turn_named(const State& s, const std::string& text, std::vector<State>& scratch) const {
    scratch = turns(s);
    for (const State& n : scratch)
      if (notation(n) == text) return &n;
    return nullptr;
  }

 private:
  void combine(const State& base, const std::vector<std::vector<State>>& part_moves,
               const std::vector<std::size_t>& set, std::size_t k, const State& acc, std::vector<State>& out) const {
    if (k == set.size()) {
      out.push_back(acc);
      return;
    }
    const std::size_t p = set[k];
    std::size_t at = 0;
    for (std::size_t q = 0; q < p; ++q) at += parts_[q].tokens;
    for (const State& m : part_moves[p]) {
      State next = acc;
      for (std::size_t t = 0; t < parts_[p].tokens; ++t) next[at + t] = m[at + t];
      combine(base, part_moves, set, k + 1, next, out);
    }
  }

  std::vector<OraclePart> parts_;
  OracleRule rule_;
  std::map<State, int> index_;
  std::vector<State> states_;
  std::vector<char> outcome_;
  std::vector<int> remoteness_;
};

}  // namespace oracle
