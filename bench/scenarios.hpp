#pragma once
// The inputs of every benchmark, built the same way natively, in WASM and in
// the plain-JS baselines (bench/js/scenarios.mjs is a line-by-line twin).
//
// Both sides must produce byte-identical inputs from a seed, so nothing here
// uses <random>: std::uniform_int_distribution and std::shuffle differ
// between libstdc++ (native) and libc++ (Emscripten). Mulberry32 is a 32-bit
// generator that JS reproduces exactly with Math.imul.

#include <cstdint>
#include <string>
#include <vector>

namespace sg::bench {

class Mulberry32 {
 public:
  explicit Mulberry32(std::uint32_t seed) : state_(seed) {}
  std::uint32_t next() {
    state_ += 0x6D2B79F5u;
    std::uint32_t t = state_;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return t ^ (t >> 14);
  }
  // Modulo reduction: slightly biased, but identical on every side.
  std::uint32_t below(std::uint32_t n) { return next() % n; }

 private:
  std::uint32_t state_;
};

// FNV-1a over 32-bit words: the checksum every side prints, so the run
// script can tell that native, WASM and JS computed the same thing.
inline std::uint32_t fnv1a(const std::uint32_t* v, std::size_t n, std::uint32_t h = 2166136261u) {
  for (std::size_t i = 0; i < n; ++i) {
    h ^= v[i];
    h *= 16777619u;
  }
  return h;
}

struct DagEdges {
  std::uint32_t nodes = 0;
  std::vector<std::uint32_t> from, to;  // generated edges, repeats included
};

// A random DAG: edges go from a lower rank to a higher one, ranks mapped to
// labels by a Fisher-Yates shuffle so the numbering is not a topological
// order. Targets are mostly within 64 ranks of the source, as in real game
// graphs, with a quarter long-range.
inline DagEdges random_dag(std::uint32_t nodes, std::uint32_t edges, std::uint32_t seed) {
  Mulberry32 rng(seed);
  std::vector<std::uint32_t> label(nodes);
  for (std::uint32_t i = 0; i < nodes; ++i) label[i] = i;
  for (std::uint32_t i = nodes - 1; i > 0; --i) std::swap(label[i], label[rng.below(i + 1)]);
  DagEdges d;
  d.nodes = nodes;
  d.from.reserve(edges);
  d.to.reserve(edges);
  for (std::uint32_t e = 0; e < edges; ++e) {
    const std::uint32_t u = rng.below(nodes - 1);
    const std::uint32_t room = nodes - 1 - u;
    const std::uint32_t reach = rng.below(4) == 0 ? room : (room < 64 ? room : 64);
    const std::uint32_t v = u + 1 + rng.below(reach);
    d.from.push_back(label[u]);
    d.to.push_back(label[v]);
  }
  return d;
}

// "0 1\n1 2\n..." as sg.analyzeEdgeList takes it.
inline std::string edge_list_text(const DagEdges& d) {
  std::string text;
  text.reserve(d.from.size() * 16);
  for (std::size_t i = 0; i < d.from.size(); ++i) {
    text += std::to_string(d.from[i]);
    text += ' ';
    text += std::to_string(d.to[i]);
    text += '\n';
  }
  return text;
}

// A path of n nodes: "tree ((((...))))". Deep: every pass is n levels.
inline std::string deep_tree(std::uint32_t n) {
  std::string s = "tree ";
  s.append(n, '(');
  s.append(n, ')');
  return s;
}

// A root with n-1 leaves: "tree (()()()...)". Wide: one node, n-1 children.
inline std::string wide_tree(std::uint32_t n) {
  std::string s = "tree (";
  s.reserve(2 * n + 8);
  for (std::uint32_t i = 1; i < n; ++i) s += "()";
  s += ')';
  return s;
}

// A random row of n coins under `rule`, heads with probability 1/2.
inline std::string coin_row(const std::string& rule, std::uint32_t n, std::uint32_t seed) {
  Mulberry32 rng(seed);
  std::string s = "coins(" + rule + ") ";
  s.reserve(s.size() + n);
  for (std::uint32_t i = 0; i < n; ++i) s += (rng.next() >> 31) ? 'H' : 'T';
  return s;
}

// n random Nim heaps below 1000 (10^6 of them stay under the 4 MiB
// notation cap).
inline std::vector<std::uint32_t> nim_heaps(std::uint32_t n, std::uint32_t seed) {
  Mulberry32 rng(seed);
  std::vector<std::uint32_t> h(n);
  for (auto& x : h) x = rng.below(1000);
  return h;
}

inline std::string nim_notation(const std::vector<std::uint32_t>& heaps) {
  std::string s = "nim";
  s.reserve(heaps.size() * 4 + 4);
  for (std::uint32_t x : heaps) {
    s += ' ';
    s += std::to_string(x);
  }
  return s;
}

// A misère sum of `heaps` Kayles heaps of 9 ("misere: kayles 9 + kayles 9").
// Kayles splits, so neither misère Nim theory nor the SJ theorem applies and
// the engine searches the sum: two heaps are 133 positions, three 697 (sums
// of tame heaps are decided by the genus rule without being kept).
inline std::string misere_kayles(std::uint32_t heaps) {
  std::string s = "misere:";
  for (std::uint32_t i = 0; i < heaps; ++i) s += i ? " + kayles 9" : " kayles 9";
  return s;
}

// A large misère search: this sum (N, 9 winning moves) is decided over
// 562,711 positions, 28% of limits::max_search_positions.
inline std::string misere_at_limit() { return "misere: kayles 20 + kayles 21 + kayles 22"; }

}  // namespace sg::bench
