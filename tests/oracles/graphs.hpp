#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Tokens on graphs and the contest games, from their rules:
//   graph(a>b,c)    tokens on a directed graph (cycles allowed); a move
//                   slides one token along one edge. v = the token nodes
//   seqgame(list)   a token at index i jumps to j > i whose value differs
//                   from list[i] in at most one bit. v = token indices
//   geography(a-b)  undirected vertex geography: the token moves to a
//                   neighbour; the vertex it leaves is gone. v = {token,
//                   the vertices gone, increasing}
//   ends            take any number from the leftmost or rightmost heap
//   merge           take one stone from a heap, or merge two heaps
// Keys: a graph by its sorted edges and nodes, tokens of a sum in any order.
#include "heaps.hpp"

namespace oracle {

// Node names and edges ("a>b" directed, "a-b" undirected, "c" a lone node).
struct NamedGraph : Rules {
  std::vector<std::string> names;
  std::vector<std::pair<Int, Int>> edges;  // as written, repeats folded
  std::vector<std::vector<Int>> succ;      // directed: successors; undirected: neighbours

  Int node(const std::string& n) const {
    auto it = std::find(names.begin(), names.end(), n);
    return it == names.end() ? -1 : static_cast<Int>(it - names.begin());
  }
  Int add(const std::string& n) {
    if (Int i = node(n); i >= 0) return i;
    names.push_back(n);
    succ.emplace_back();
    return static_cast<Int>(names.size()) - 1;
  }
};

inline bool is_name(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

inline std::optional<NamedGraph> read_graph(const std::string& rule, char arrow) {
  NamedGraph g;
  if (trim(rule).empty()) return g;
  for (const std::string& item : split_on(rule, ',')) {
    const auto cut = item.find(arrow);
    if (cut == std::string::npos) {
      if (!is_name(item)) return std::nullopt;
      g.add(item);
      continue;
    }
    const std::string a = item.substr(0, cut), b = item.substr(cut + 1);
    if (!is_name(a) || !is_name(b)) return std::nullopt;
    const Int u = g.add(a), w = g.add(b);
    const auto e = arrow == '-' ? std::pair(std::min(u, w), std::max(u, w)) : std::pair(u, w);
    if (std::find(g.edges.begin(), g.edges.end(), e) != g.edges.end()) continue;
    g.edges.push_back(e);
    g.succ[at(u)].push_back(w);
    if (arrow == '-' && u != w) g.succ[at(w)].push_back(u);
  }
  return g;
}

// A graph as data, whatever order its text lists it in: sorted edges by
// name, then the sorted nodes.
inline std::string graph_key(const NamedGraph& g, const std::vector<bool>& kept, char arrow) {
  std::vector<std::string> edges, nodes;
  for (auto [u, w] : g.edges)
    if (kept[at(u)] && kept[at(w)]) {
      std::string a = g.names[at(u)], b = g.names[at(w)];
      if (arrow == '-' && b < a) std::swap(a, b);
      edges.push_back(a + arrow + b);
    }
  for (std::size_t i = 0; i < g.names.size(); ++i)
    if (kept[i]) nodes.push_back(g.names[i]);
  std::sort(edges.begin(), edges.end());
  std::sort(nodes.begin(), nodes.end());
  std::string s;
  for (const auto& e : edges) s += e + ",";
  s += "|";
  for (const auto& n : nodes) s += n + ",";
  return s;
}

class TokenGraph : public Game {
 public:
  TokenGraph() : Game("graph") {}
  bool may_cycle() const override { return true; }
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || !s.rule) return std::nullopt;
    auto g = read_graph(*s.rule, '>');
    if (!g) return std::nullopt;
    std::vector<Int> tokens;
    for (const std::string& a : s.args) {
      const Int n = g->node(a);
      if (n < 0) return std::nullopt;
      tokens.push_back(n);
    }
    return make("graph(" + *s.rule + ")", tokens, std::make_shared<NamedGraph>(std::move(*g)));
  }
  std::string write(const Pos& p) const override {
    std::string s = p.head;
    for (Int t : p.v) s += " " + p.rule<NamedGraph>().names[at(t)];
    return s;
  }
  std::string key(const Pos& p) const override {
    const NamedGraph& g = p.rule<NamedGraph>();
    std::vector<std::string> tokens;
    for (Int t : p.v) tokens.push_back(g.names[at(t)]);
    std::sort(tokens.begin(), tokens.end());
    std::string s = graph_key(g, std::vector<bool>(g.names.size(), true), '>');
    for (const auto& t : tokens) s += " " + t;
    return s;
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t i = 0; i < p.v.size(); ++i)
      for (Int w : p.rule<NamedGraph>().succ[at(p.v[i])]) {
        auto v = p.v;
        v[i] = w;
        out.push_back(with(p, v));
      }
    return out;
  }
  Pos on(const std::string& rule, const std::string& tokens) const { return *read(*split("graph(" + rule + ") " + tokens)); }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    // A DAG, and a graph with a cycle, a self-loop and a sink.
    for (const char* rule : {"a>b,a>c,a>e,b>c,b>d,c>d,d>e", "a>b,b>c,c>a,c>d,d>e,e>e,b>f"}) {
      const auto g = *read_graph(rule, '>');
      for (const std::string& x : g.names) {
        out.push_back(on(rule, x));
        for (const std::string& y : g.names) out.push_back(on(rule, x + " " + y));
      }
    }
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {on("a>b,b>c,a>c", "a"), on("a>b,b>a,b>c", "a"), on("a>b,b>c,c>a,c>d", "b")};
  }
};

struct Values : Rules {
  std::vector<Int> list;
};

class SeqGame : public Game {
 public:
  SeqGame() : Game("seqgame") {}
  std::optional<Pos> read(const Split& s) const override {
    auto list = s.rule ? numbers(*s.rule, ',') : std::nullopt;
    auto v = numbers(s.args);
    if (s.name != name() || !list || !v) return std::nullopt;
    for (Int t : *v)
      if (t >= static_cast<Int>(list->size())) return std::nullopt;
    auto r = std::make_shared<Values>();
    r->list = *list;
    return make("seqgame(" + joined(*list, ",") + ")", *v, r);
  }
  std::string write(const Pos& p) const override { return p.head + (p.v.empty() ? "" : " ") + joined(p.v, " "); }
  std::string key(const Pos& p) const override {
    auto v = p.v;
    std::sort(v.begin(), v.end());
    return joined(p.rule<Values>().list, ",") + " " + joined(v, " ");
  }
  std::vector<Pos> options(const Pos& p) const override {
    const auto& list = p.rule<Values>().list;
    std::vector<Pos> out;
    for (std::size_t i = 0; i < p.v.size(); ++i)
      for (std::size_t j = at(p.v[i]) + 1; j < list.size(); ++j) {
        const auto diff = static_cast<std::uint64_t>(list[j] ^ list[at(p.v[i])]);
        if ((diff & (diff - 1)) == 0) {
          auto v = p.v;
          v[i] = static_cast<Int>(j);
          out.push_back(with(p, v));
        }
      }
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (auto& v : heap_lists(2, 6)) out.push_back(*read(*split("seqgame(3,5,1,4,7,6,2) " + joined(v, " "))));
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {*read(*split("seqgame(1,3,2) 0")), *read(*split("seqgame(3,5,1,4) 0 1")), *read(*split("seqgame(0,1,3,7) 0"))};
  }
};

// Stones at the ends: take any number from the leftmost or the rightmost
// heap; an emptied heap is gone.
class Ends : public HeapGame {
 public:
  Ends() : HeapGame("ends") {}
  // Both ends of a single heap are one heap: its moves are listed once.
  bool lists_each_move() const override { return false; }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    if (p.v.empty()) return out;
    for (std::size_t h : {std::size_t{0}, p.v.size() - 1})
      for (Int k = 1; k <= p.v[h]; ++k) {
        auto v = p.v;
        v[h] -= k;
        if (v[h] == 0) v.erase(v.begin() + static_cast<std::ptrdiff_t>(h));
        out.push_back(with(p, v));
      }
    return out;
  }
  std::vector<Pos> small() const override { return heaps_up_to(3, 3, 1); }
  std::vector<Pos> tiny() const override { return {at_heaps({1, 2}), at_heaps({2, 1, 1}), at_heaps({3})}; }

 protected:
  std::vector<std::vector<Int>> replacements(const Pos&, Int) const override { return {}; }
};

// Take-or-merge: take one stone from a heap (an emptied heap is gone), or
// merge two heaps into one.
class Merge : public HeapGame {
 public:
  Merge() : HeapGame("merge") {}
  std::string key(const Pos& p) const override { return sorted_key(p.v); }
  bool lists_each_move() const override { return false; }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t h = 0; h < p.v.size(); ++h) {
      auto v = p.v;
      if (--v[h] == 0) v.erase(v.begin() + static_cast<std::ptrdiff_t>(h));
      out.push_back(with(p, v));
      for (std::size_t g = h + 1; g < p.v.size(); ++g) {
        auto m = p.v;
        m[h] += m[g];
        m.erase(m.begin() + static_cast<std::ptrdiff_t>(g));
        out.push_back(with(p, m));
      }
    }
    return out;
  }
  std::vector<Pos> small() const override {
    auto out = heaps_up_to(3, 3, 1);
    out.push_back(at_heaps({5}));
    out.push_back(at_heaps({2, 2, 2, 1}));
    return out;
  }
  std::vector<Pos> tiny() const override { return {at_heaps({1, 2}), at_heaps({1, 1, 1}), at_heaps({3})}; }

 protected:
  std::vector<std::vector<Int>> replacements(const Pos&, Int) const override { return {}; }
};

// Undirected vertex geography; v = {token, the vertices gone, increasing}.
class Geography : public Game {
 public:
  Geography() : Game("geography") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || !s.rule || s.args.size() != 1) return std::nullopt;
    auto g = read_graph(*s.rule, '-');
    if (!g) return std::nullopt;
    const Int token = g->node(s.args[0]);
    if (token < 0) return std::nullopt;
    return make(name(), {token}, std::make_shared<NamedGraph>(std::move(*g)));
  }
  std::string write(const Pos& p) const override {
    // The remaining graph: its edges, then every vertex left (declared again, or alone).
    const NamedGraph& g = p.rule<NamedGraph>();
    const auto kept = remaining(p);
    std::string rule;
    for (auto [a, b] : g.edges)
      if (kept[at(a)] && kept[at(b)]) rule += (rule.empty() ? "" : ",") + g.names[at(a)] + "-" + g.names[at(b)];
    for (std::size_t x = 0; x < g.names.size(); ++x)
      if (kept[x]) rule += (rule.empty() ? "" : ",") + g.names[x];
    return name() + "(" + rule + ") " + g.names[at(p.v[0])];
  }
  std::string key(const Pos& p) const override {
    const NamedGraph& g = p.rule<NamedGraph>();
    return graph_key(g, remaining(p), '-') + " " + g.names[at(p.v[0])];
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    const Int here = p.v[0];
    const auto kept = remaining(p);
    for (Int u : p.rule<NamedGraph>().succ[at(here)]) {
      if (!kept[at(u)] || u == here) continue;
      std::vector<Int> v{u};
      v.insert(v.end(), p.v.begin() + 1, p.v.end());
      v.push_back(here);
      std::sort(v.begin() + 1, v.end());
      out.push_back(with(p, v));
    }
    return out;
  }
  Pos on(const std::string& rule, const std::string& token) const {
    return *read(*split("geography(" + rule + ") " + token));
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (const char* rule : {"a-b,b-c,c-a,c-d,d-e", "a-b,b-c,c-d,d-a,b-e,e-f,g"}) {
      const NamedGraph g = *read_graph(rule, '-');
      for (const std::string& x : g.names) out.push_back(on(rule, x));
    }
    return out;
  }
  std::vector<Pos> tiny() const override { return {on("a-b,b-c", "b"), on("a-b,b-c,c-a", "a"), on("a-b,b-c,c-d", "a")}; }

 private:
  static std::vector<bool> remaining(const Pos& p) {
    std::vector<bool> kept(p.rule<NamedGraph>().names.size(), true);
    for (std::size_t i = 1; i < p.v.size(); ++i) kept[at(p.v[i])] = false;
    return kept;
  }
};

}  // namespace oracle
