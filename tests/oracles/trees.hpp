#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Edge deletion on rooted trees and Green Hackenbush, from their rules: cut
// an edge, and what no longer reaches the root (the ground) goes.
//
//   tree        v = the parent of each node, v[0] = -1 (the root); read
//               from "tree (()(()))" (each () a node, its children inside)
//               or "tree(parents) 0 0 1" (the parents of nodes 1..n-1)
//   hackenbush  v = u0 v0 u1 v1 ... (edges; vertex 0 is the ground)
// Keys ignore the order of children and the names of vertices: positions
// equal up to isomorphism (fixing the root or the ground) are one game.
#include <numeric>

#include "oracle.hpp"

namespace oracle {

class Tree : public Game {
 public:
  Tree() : Game("tree") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name()) return std::nullopt;
    if (s.rule) {
      auto parents = numbers(s.args);
      if (*s.rule != "parents" || !parents) return std::nullopt;
      std::vector<Int> v{-1};
      for (std::size_t i = 0; i < parents->size(); ++i) {
        if ((*parents)[i] > static_cast<Int>(i)) return std::nullopt;  // a parent comes first
        v.push_back((*parents)[i]);
      }
      return make(name(), v);
    }
    std::vector<Int> v, open;
    for (char c : s.rest) {
      if (c == ' ') continue;
      if (c == '(') {
        if (open.empty() && !v.empty()) return std::nullopt;
        v.push_back(open.empty() ? -1 : open.back());
        open.push_back(static_cast<Int>(v.size()) - 1);
      } else if (c == ')' && !open.empty()) {
        open.pop_back();
      } else {
        return std::nullopt;
      }
    }
    if (v.empty() || !open.empty()) return std::nullopt;
    return make(name(), v);
  }
  std::string write(const Pos& p) const override { return name() + " " + brackets(p.v, 0, false); }
  std::string key(const Pos& p) const override { return brackets(p.v, 0, true); }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    const std::size_t n = p.v.size();
    for (std::size_t cut = 1; cut < n; ++cut) {
      // Drop `cut` and every node below it; number the rest in order.
      std::vector<bool> gone(n);
      for (std::size_t w = 1; w < n; ++w) gone[w] = w == cut || gone[at(p.v[w])];
      std::vector<Int> index(n, -1), parents;
      for (std::size_t w = 0; w < n; ++w)
        if (!gone[w]) index[w] = static_cast<Int>(parents.size()), parents.push_back(w == 0 ? -1 : index[at(p.v[w])]);
      out.push_back(with(p, parents));
    }
    return out;
  }
  std::vector<Pos> small() const override {
    // Every parent list of up to 6 nodes, each parent before its child.
    std::vector<std::vector<Int>> trees{{-1}};
    for (std::size_t i = 0; i < trees.size(); ++i)
      if (trees[i].size() < 6)
        for (Int p = 0; p < static_cast<Int>(trees[i].size()); ++p) {
          trees.push_back(trees[i]);
          trees.back().push_back(p);
        }
    std::vector<Pos> out;
    for (auto& t : trees) out.push_back(make(name(), t));
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {make(name(), {-1, 0, 1}), make(name(), {-1, 0, 0}), make(name(), {-1, 0, 1, 0})};
  }

 private:
  // The subtree at `node` in brackets; `sorted`: children in a canonical order.
  static std::string brackets(const std::vector<Int>& parent, Int node, bool sorted) {
    std::vector<std::string> children;
    for (std::size_t w = 1; w < parent.size(); ++w)
      if (parent[w] == node) children.push_back(brackets(parent, static_cast<Int>(w), sorted));
    if (sorted) std::sort(children.begin(), children.end());
    std::string s = "(";
    for (const auto& c : children) s += c;
    return s + ")";
  }
};

class Hackenbush : public Game {
 public:
  Hackenbush() : Game("hackenbush") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || s.rule) return std::nullopt;
    std::vector<Int> v;
    for (const std::string& e : s.args) {
      auto ends = numbers(e, '-');
      if (!ends || ends->size() != 2) return std::nullopt;
      v.insert(v.end(), ends->begin(), ends->end());
    }
    return make(name(), grounded(v));
  }
  std::string write(const Pos& p) const override {
    std::string s = name();
    for (std::size_t e = 0; e + 1 < p.v.size(); e += 2) s += " " + std::to_string(p.v[e]) + "-" + std::to_string(p.v[e + 1]);
    return s;
  }
  // The least edge list over every renaming of the vertices but the ground.
  std::string key(const Pos& p) const override {
    std::vector<Int> names;
    for (Int x : p.v)
      if (x != 0 && std::find(names.begin(), names.end(), x) == names.end()) names.push_back(x);
    std::sort(names.begin(), names.end());
    if (names.size() > 7) return write(p);  // never reached by the tests' small graphs
    std::vector<Int> perm(names.size());
    std::iota(perm.begin(), perm.end(), 1);
    std::string best;
    do {
      std::vector<std::pair<Int, Int>> edges;
      auto rename = [&](Int x) {
        return x == 0 ? 0 : perm[at(std::lower_bound(names.begin(), names.end(), x) - names.begin())];
      };
      for (std::size_t e = 0; e + 1 < p.v.size(); e += 2) {
        Int a = rename(p.v[e]), b = rename(p.v[e + 1]);
        edges.emplace_back(std::min(a, b), std::max(a, b));
      }
      std::sort(edges.begin(), edges.end());
      std::string s;
      for (auto [a, b] : edges) s += std::to_string(a) + "-" + std::to_string(b) + " ";
      if (best.empty() || s < best) best = s;
    } while (std::next_permutation(perm.begin(), perm.end()));
    return best;
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t e = 0; e + 1 < p.v.size(); e += 2) {
      auto v = p.v;
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(e), v.begin() + static_cast<std::ptrdiff_t>(e) + 2);
      out.push_back(with(p, grounded(v)));
    }
    return out;
  }
  std::vector<Pos> small() const override {
    // Every subset of: a triangle on the ground, a loop on it, a double
    // edge, and a pendant vertex with a loop.
    const std::vector<Int> edges{0, 1, 1, 2, 2, 0, 2, 2, 0, 1, 1, 3, 3, 3};
    std::vector<Pos> out;
    for (unsigned mask = 0; mask < (1u << 7); ++mask) {
      std::vector<Int> kept;
      for (std::size_t e = 0; e < 7; ++e)
        if (mask >> e & 1) kept.push_back(edges[2 * e]), kept.push_back(edges[2 * e + 1]);
      out.push_back(make(name(), grounded(kept)));
    }
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {make(name(), {0, 1, 1, 1}), make(name(), {0, 1, 1, 2, 2, 0}), make(name(), {0, 0, 0, 1})};
  }

 private:
  // The edges still connected to the ground (the rest can never be cut).
  static std::vector<Int> grounded(const std::vector<Int>& edges) {
    std::vector<Int> reach{0};
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t e = 0; e + 1 < edges.size(); e += 2)
        for (std::size_t side = 0; side < 2; ++side) {
          const Int from = edges[e + side], to = edges[e + 1 - side];
          if (std::count(reach.begin(), reach.end(), from) && !std::count(reach.begin(), reach.end(), to))
            reach.push_back(to), grew = true;
        }
    }
    std::vector<Int> kept;
    for (std::size_t e = 0; e + 1 < edges.size(); e += 2)
      if (std::count(reach.begin(), reach.end(), edges[e])) kept.push_back(edges[e]), kept.push_back(edges[e + 1]);
    return kept;
  }
};

}  // namespace oracle
